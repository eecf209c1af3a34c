import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import type { PoolCode } from '@lotto/domain/pools';
import type { BetLine } from '@lotto/domain/ticket';
import { OraclePositionBook, type OracleMember } from '@lotto/domain/testing/position-oracle';
import { buildApp } from '../../app.js';
import { REPORT_PASSWORD } from '../../test-support/report-world.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { insertScaledPackage } from '../../common/package.repository.js';
import { parsePosition } from '../../common/position-snapshot.repository.js';
import { createUser } from '../users/user.service.js';
import { placeOrder } from '../orders/place-order.service.js';
import { cancelTicket } from '../orders/cancel.service.js';
import { enterResult } from '../results/result.service.js';
import { setPositionTakes } from './position.admin.service.js';

/**
 * Issue 39 "Done when", end to end against the brute-force oracle (domain testing/position-oracle.ts,
 * read from the rules, sharing no code with the production path): random agent trees (depth 1 to
 * 5), takes and caps set through SetPositionTakes, two packages, NORMAL/BOX/IBOX/R lines placed as
 * orders, some cancelled, then settled, then the result corrected. What every ticket records equals
 * the oracle's allocation, and every agent's result on GetProfitLoss, every player's and the
 * house's equal the oracle's, adding up to 0 to the cent. Each sampled scenario plays on its own
 * pool of the same Sunday.
 */
const actor = { id: null, name: 'test' };
const HOUR = 3600_000;
const DATE = '2026-11-22';
const POOLS: PoolCode[] = ['mg', 'kd', 'tt'];
const SEED = Number(process.env.POSITION_SEED ?? Date.now() % 1_000_000);
const TYPES = ['B', 'S'] as const;
const FILLER = ['5055', '5066', '5077', '5088', '5099', '6055', '6066', '6077', '6088', '6099', '7055'];

interface Scenario {
  agents: { parent: number; pkg: 0 | 1; takes: Record<string, number>; caps: Record<string, number> }[];
  players: { parent: number; pkg: 0 | 1 }[];
  orders: { player: number; lines: BetLine[]; cancel: boolean }[];
  seconds: [string, string];
}

const take = fc.oneof(
  fc.constant(0),
  fc.constant(10_000),
  fc.integer({ min: 0, max: 100 }).map((p) => p * 100),
);
const cap = fc.option(
  fc.integer({ min: 0, max: 20 }).map((c) => c * 50),
  { nil: undefined },
);
const number = fc
  .array(fc.constantFrom('1', '2', '3'), { minLength: 4, maxLength: 4 })
  .map((d) => d.join(''));
const line: fc.Arbitrary<BetLine> = fc.record({
  number,
  pattern: fc.constantFrom('NORMAL' as const, 'BOX' as const, 'IBOX' as const, 'R' as const),
  amounts: fc.dictionary(
    fc.constantFrom(...TYPES),
    fc.integer({ min: 1, max: 30 }).map((a) => cents(a * 24)),
    {
      minKeys: 1,
      maxKeys: 2,
    },
  ),
}) as fc.Arbitrary<BetLine>;

const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    raw: fc.array(
      fc.record({
        chain: fc.boolean(),
        pick: fc.nat(),
        pkg: fc.constantFrom(0 as const, 1 as const),
        takes: fc.record({ B: take, S: take }),
        caps: fc.record({ B: cap, S: cap }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    players: fc.array(fc.record({ pick: fc.nat(), pkg: fc.constantFrom(0 as const, 1 as const) }), {
      minLength: 1,
      maxLength: 3,
    }),
    orders: fc.array(
      fc.record({
        pick: fc.nat(),
        lines: fc.array(line, { minLength: 1, maxLength: 3 }),
        cancel: fc.boolean(),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    seconds: fc.tuple(number, number),
  })
  .map(({ raw, players, orders, seconds }) => {
    // Chains are common, so paths up to 5 deep happen; a child's take is at most its parent's.
    const agents: Scenario['agents'] = [];
    raw.forEach((agent, i) => {
      const parent = i === 0 ? -1 : agent.chain ? i - 1 : (agent.pick % (i + 1)) - 1;
      const takes: Record<string, number> = {};
      const caps: Record<string, number> = {};
      for (const type of TYPES) {
        takes[type] = Math.min(agent.takes[type], parent < 0 ? 10_000 : agents[parent]!.takes[type]!);
        if (agent.caps[type] !== undefined) caps[type] = agent.caps[type];
      }
      agents.push({ parent, pkg: agent.pkg, takes, caps });
    });
    return {
      agents,
      players: players.map(({ pick, pkg }) => ({ parent: pick % agents.length, pkg })),
      orders: orders.map(({ pick, lines, cancel }) => ({ player: pick % players.length, lines, cancel })),
      seconds,
    };
  });

/** A valid result: 1st prize is the first bet's number, 2nd and 3rd picked, the rest nobody bets. */
function resultOf(pool: PoolCode, first: string, [second, third]: [string, string]): DrawResult {
  const prizes = [...new Set([first, second, third])];
  while (prizes.length < 3) prizes.push(['8055', '8066'][3 - prizes.length - 1]!);
  return {
    pool,
    date: DATE,
    first: prizes[0]!,
    second: prizes[1]!,
    third: prizes[2]!,
    starters: FILLER.slice(0, 10),
    consolations: FILLER.map((n) => `9${n.slice(1)}`).slice(0, 10),
  };
}

describe.each(TEST_DIALECTS)('position taking against the oracle, end to end, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await insertScaledPackage(ctx.db.kysely, '2730', 10_920, ctx.clock());
      await createUser(ctx, { username: 'house', password: REPORT_PASSWORD, role: 'admin', actor });
    },
  });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  it(`every ticket's shares, every level's result and the house's equal the oracle's (seed ${SEED})`, async () => {
    const scenarios = fc.sample(scenario, { numRuns: POOLS.length, seed: SEED });
    const userRow = (username: string) =>
      t.db.kysely.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
    const house = await userRow('house');
    const nameOf = new Map<number, string>();
    const runs: {
      pool: PoolCode;
      book: OraclePositionBook;
      members: Map<string, OracleMember>;
      s: Scenario;
    }[] = [];

    for (const [run, s] of scenarios.entries()) {
      const pool = POOLS[run]!;
      const agentName = (i: number) => `r${run}a${i}`;
      const playerName = (j: number) => `r${run}p${j}`;
      const members = new Map<string, OracleMember>();
      const pkg = (index: 0 | 1) => ({ scalePer10k: index === 1 ? 10_920 : 10_000 });
      for (const [i, agent] of s.agents.entries()) {
        const id = await createUser(t.ctx, {
          username: agentName(i),
          password: REPORT_PASSWORD,
          role: 'agent',
          parent: agent.parent < 0 ? 'house' : agentName(agent.parent),
          packageName: agent.pkg === 1 ? '2730' : undefined,
          actor,
        });
        nameOf.set(Number(id), agentName(i));
        const answer = await setPositionTakes(t.ctx, house, {
          username: agentName(i),
          takes: Object.fromEntries(TYPES.map((type) => [type, agent.takes[type]! / 100])),
          caps: Object.fromEntries(
            Object.entries(agent.caps).map(([type, c]) => [type, (c / 100).toFixed(2)]),
          ),
        });
        expect(answer.clamped).toEqual([]);
        members.set(agentName(i), {
          parent: agent.parent < 0 ? null : agentName(agent.parent),
          pkg: pkg(agent.pkg),
          takes: agent.takes,
          caps: agent.caps,
        });
      }
      for (const [j, player] of s.players.entries()) {
        await createUser(t.ctx, {
          username: playerName(j),
          password: REPORT_PASSWORD,
          role: 'player',
          parent: agentName(player.parent),
          packageName: player.pkg === 1 ? '2730' : undefined,
          credit: cents(100_000_00),
          actor,
        });
        members.set(playerName(j), { parent: agentName(player.parent), pkg: pkg(player.pkg) });
      }
      const book = new OraclePositionBook(members);
      for (const order of s.orders) {
        const owner = await userRow(playerName(order.player));
        const receipt = await placeOrder(t.ctx, {
          user: owner,
          source: 'advanced',
          drafts: [{ pool, drawDate: DATE, lines: order.lines, cartJson: null }],
          remark: '',
          phone: '',
          idempotencyKey: null,
          body: JSON.stringify(order),
          replacesTicketId: null,
          now: t.clock.now,
        });
        const ticketId = Number(receipt.ticketXId[0]);
        const ticket = await t.db.kysely
          .selectFrom('tickets')
          .select('position_json')
          .where('id', '=', ticketId)
          .executeTakeFirstOrThrow();
        const stored = await t.db.kysely
          .selectFrom('ticket_lines')
          .select('accepted_json')
          .where('ticket_id', '=', ticketId)
          .orderBy('line_no')
          .execute();
        const snapshot = parsePosition(ticket.position_json);
        const ids = order.lines.map((typed, index) => {
          const accepted = { ...typed, amounts: JSON.parse(stored[index]!.accepted_json) } as BetLine;
          const oracle = book.place(playerName(order.player), accepted);
          // What the ticket records each level keeps is the oracle's allocation, line by line.
          const mine = new Map(
            (snapshot?.lines[index] ?? []).map((share) => [nameOf.get(share.userId)!, share.amounts]),
          );
          expect(mine).toEqual(oracle.kept);
          return oracle.id;
        });
        if (order.cancel) {
          await cancelTicket(t.ctx, { ticketId, by: owner, now: t.clock.now });
          ids.forEach((id) => book.cancel(id));
        }
      }
      // Each agent's cap usage is the oracle's, never above its cap.
      const usage = await t.db.kysely
        .selectFrom('position_usage')
        .select(['user_id', 'bet_type', 'number', 'kept_cents'])
        .where('pool', '=', pool)
        .execute();
      const recorded = usage
        .filter((row) => Number(row.kept_cents) !== 0)
        .map((row) => [
          `${nameOf.get(Number(row.user_id))}|${row.bet_type}|${row.number}`,
          Number(row.kept_cents),
        ]);
      expect(recorded.sort()).toEqual(book.usageEntries().sort());
      runs.push({ pool, book, members, s });
    }

    t.clock.advance(10 * HOUR); // after every cut-off
    const browsers = new Map<string, TestBrowser>();
    const profitLoss = async (username: string) => {
      let browser = browsers.get(username);
      if (!browser) {
        browser = new TestBrowser(app);
        await browser.login(username, REPORT_PASSWORD);
        browsers.set(username, browser);
      }
      const body = { date_from: '20261122', date_to: '20261122', report_type: 'all' };
      const answer = (await browser.postForm('/Report/GetProfitLoss', body)).json();
      expect(answer.success, JSON.stringify(answer)).toBe(true);
      return answer.data;
    };
    const pointsToCents = (points: number) => Math.round(points * 100) + 0; // never -0

    for (const correction of [false, true]) {
      let houseExpected = 0;
      let everyone = 0;
      for (const [run, { pool, book, members, s }] of runs.entries()) {
        const first = s.orders[0]!.lines[0]!.number;
        const seconds: [string, string] = correction ? [s.seconds[1], first] : s.seconds;
        const result = resultOf(pool, correction ? s.seconds[0] : first, seconds);
        await enterResult(t.ctx, { result, source: 'entry', actor, now: t.clock.now });
        const oracle = book.settle(result);
        houseExpected += oracle.house;
        for (const name of members.keys()) {
          const data = await profitLoss(name);
          if (name.startsWith(`r${run}p`)) {
            const mine = 0 - pointsToCents(data.dl_total);
            expect(mine, `${name} (correction ${correction})`).toBe(oracle.owners.get(name) ?? 0);
            everyone += mine;
          } else {
            const mine = pointsToCents(data.position_total?.result ?? data.net_profit_loss);
            expect(mine, `${name} (correction ${correction})`).toBe(oracle.agents.get(name) ?? 0);
            everyone += mine;
          }
        }
      }
      const houseData = await profitLoss('house');
      const houseResult = pointsToCents(houseData.position_total?.result ?? houseData.dl_total);
      expect(houseResult).toBe(houseExpected);
      // The figures telescope: every player, every agent and the house add up to 0.
      expect(everyone + houseResult).toBe(0);
      browsers.clear();
    }
  });
});
