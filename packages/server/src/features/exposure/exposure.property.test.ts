import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import type { PoolCode } from '@lotto/domain/pools';
import type { BetLine } from '@lotto/domain/ticket';
import { OraclePositionBook, type OracleMember } from '@lotto/domain/testing/position-oracle';
import { oracleExpand } from '@lotto/domain/testing/settlement-oracle';
import { buildApp } from '../../app.js';
import { REPORT_PASSWORD } from '../../test-support/report-world.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { placeOrder } from '../orders/place-order.service.js';
import { cancelTicket } from '../orders/cancel.service.js';
import { setPositionTakes } from '../positions/position.admin.service.js';

/**
 * Issue 40 "Done when", against an oracle built from the rules (the position oracle's allocation
 * and a brute-force count of each concrete number, sharing no code with the report): random agent
 * trees (depth 1 to 5) with takes and caps, NORMAL/BOX/IBOX/R orders of B and S, some cancelled.
 * For every agent, each row's gross is its subtree's accepted stake, intake = gross - what the
 * levels below kept, kept = its usage (never above its cap), passed = intake - kept; the house's
 * gross is the counter's use and its kept + every agent's kept = that use. The cancelled orders
 * leave no trace. Each sampled scenario plays on its own pool of the same Sunday.
 */
const actor = { id: null, name: 'test' };
const DATE = '2026-11-22';
const POOLS: PoolCode[] = ['mg', 'kd', 'tt'];
const SEED = Number(process.env.EXPOSURE_SEED ?? Date.now() % 1_000_000);
const TYPES = ['B', 'S'] as const;

interface Scenario {
  agents: { parent: number; takes: Record<string, number>; caps: Record<string, number> }[];
  players: { parent: number }[];
  orders: { player: number; lines: BetLine[]; cancel: boolean }[];
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
const line = fc.record({
  number,
  pattern: fc.constantFrom('NORMAL' as const, 'BOX' as const, 'IBOX' as const, 'R' as const),
  amounts: fc.dictionary(
    fc.constantFrom(...TYPES),
    fc.integer({ min: 1, max: 30 }).map((a) => cents(a * 24)),
    { minKeys: 1, maxKeys: 2 },
  ),
}) as fc.Arbitrary<BetLine>;

const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    raw: fc.array(
      fc.record({
        chain: fc.boolean(),
        pick: fc.nat(),
        takes: fc.record({ B: take, S: take }),
        caps: fc.record({ B: cap, S: cap }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    players: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    orders: fc.array(
      fc.record({
        pick: fc.nat(),
        lines: fc.array(line, { minLength: 1, maxLength: 3 }),
        cancel: fc.boolean(),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  })
  .map(({ raw, players, orders }) => {
    const agents: Scenario['agents'] = [];
    raw.forEach((agent, i) => {
      const parent = i === 0 ? -1 : agent.chain ? i - 1 : (agent.pick % (i + 1)) - 1;
      const takes: Record<string, number> = {};
      const caps: Record<string, number> = {};
      for (const type of TYPES) {
        takes[type] = Math.min(agent.takes[type], parent < 0 ? 10_000 : agents[parent]!.takes[type]!);
        if (agent.caps[type] !== undefined) caps[type] = agent.caps[type];
      }
      agents.push({ parent, takes, caps });
    });
    return {
      agents,
      players: players.map((pick) => ({ parent: pick % agents.length })),
      orders: orders.map(({ pick, lines, cancel }) => ({ player: pick % players.length, lines, cancel })),
    };
  });

/** What one line's amounts use of each counter, concrete number by concrete number. */
function oracleStakes(line: BetLine, amounts: Record<string, number>): Map<string, number> {
  const { numbers, divisor } = oracleExpand(line.number, line.pattern);
  const stakes = new Map<string, number>();
  for (const [betType, amount] of Object.entries(amounts)) {
    if (!amount) continue;
    for (const n of numbers) {
      const key = `${betType}|${n}`; // B and S sell all 4 digits
      stakes.set(key, (stakes.get(key) ?? 0) + Math.floor((amount + divisor - 1) / divisor));
    }
  }
  return stakes;
}

const add = (into: Map<string, number>, from: Map<string, number>) => {
  for (const [key, value] of from) into.set(key, (into.get(key) ?? 0) + value);
};

describe.each(TEST_DIALECTS)('the heavy-number report against the oracle on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: REPORT_PASSWORD, role: 'admin', actor });
    },
  });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  it(`every level's four figures equal the oracle's and add up to the counters' use (seed ${SEED})`, async () => {
    const scenarios = fc.sample(scenario, { numRuns: POOLS.length, seed: SEED });
    const userRow = (username: string) =>
      t.db.kysely.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
    const house = await userRow('house');
    const browsers = new Map<string, TestBrowser>();
    const report = async (username: string, pool: PoolCode) => {
      let browser = browsers.get(username);
      if (!browser) {
        browser = new TestBrowser(app);
        await browser.login(username, REPORT_PASSWORD);
        browsers.set(username, browser);
      }
      const answer = (
        await browser.get(`/Report/GetExposure?date=20261122&pool=${pool}&view=gross&limit=500`)
      ).json();
      expect(answer.success, JSON.stringify(answer)).toBe(true);
      const rows = new Map<string, { gross: number; intake: number; kept: number; passed: number }>();
      for (const row of answer.data.rows) {
        const c = (points: number) => Math.round(points * 100);
        rows.set(`${row.betType}|${row.number}`, {
          gross: c(row.gross),
          intake: c(row.intake),
          kept: c(row.kept),
          passed: c(row.passed),
        });
      }
      return rows;
    };

    for (const [run, s] of scenarios.entries()) {
      const pool = POOLS[run]!;
      const agentName = (i: number) => `r${run}a${i}`;
      const playerName = (j: number) => `r${run}p${j}`;
      const members = new Map<string, OracleMember>();
      for (const [i, agent] of s.agents.entries()) {
        await createUser(t.ctx, {
          username: agentName(i),
          password: REPORT_PASSWORD,
          role: 'agent',
          parent: agent.parent < 0 ? 'house' : agentName(agent.parent),
          actor,
        });
        await setPositionTakes(t.ctx, house, {
          username: agentName(i),
          takes: Object.fromEntries(TYPES.map((type) => [type, agent.takes[type]! / 100])),
          caps: Object.fromEntries(
            Object.entries(agent.caps).map(([type, c]) => [type, (c / 100).toFixed(2)]),
          ),
        });
        members.set(agentName(i), {
          parent: agent.parent < 0 ? null : agentName(agent.parent),
          pkg: { scalePer10k: 10_000 },
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
          credit: cents(100_000_00),
          actor,
        });
        members.set(playerName(j), { parent: agentName(player.parent), pkg: { scalePer10k: 10_000 } });
      }
      const book = new OraclePositionBook(members);
      const active: { owner: string; line: BetLine; kept: Map<string, Record<string, number>> }[] = [];
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
        const stored = await t.db.kysely
          .selectFrom('ticket_lines')
          .select('accepted_json')
          .where('ticket_id', '=', ticketId)
          .orderBy('line_no')
          .execute();
        const placed = order.lines.map((typed, index) => {
          const accepted = { ...typed, amounts: JSON.parse(stored[index]!.accepted_json) } as BetLine;
          const { id, kept } = book.place(playerName(order.player), accepted);
          return { id, owner: playerName(order.player), line: accepted, kept };
        });
        if (order.cancel) {
          await cancelTicket(t.ctx, { ticketId, by: owner, now: t.clock.now });
          placed.forEach(({ id }) => book.cancel(id));
        } else {
          active.push(...placed);
        }
      }

      // The oracle, per agent: gross, what the levels below kept, its own kept (the book's usage).
      const agentNames = s.agents.map((_, i) => agentName(i));
      const houseGross = new Map<string, number>();
      const agentsKept = new Map<string, number>();
      for (const agent of agentNames) {
        const gross = new Map<string, number>();
        const below = new Map<string, number>();
        for (const { owner, line: placed, kept } of active) {
          const path = book.pathOf(owner);
          const at = path.indexOf(agent);
          if (at < 0) continue;
          add(gross, oracleStakes(placed, placed.amounts as Record<string, number>));
          for (const level of path.slice(0, at)) add(below, oracleStakes(placed, kept.get(level) ?? {}));
        }
        const expected = new Map<string, { gross: number; intake: number; kept: number; passed: number }>();
        for (const [key, g] of gross) {
          if (g === 0) continue;
          const mine = book.usageOf(`${agent}|${key}`);
          const intake = g - (below.get(key) ?? 0);
          expected.set(key, { gross: g, intake, kept: mine, passed: intake - mine });
          const capOf = members.get(agent)!.caps?.[key.split('|')[0]!];
          if (capOf !== undefined) expect(mine).toBeLessThanOrEqual(capOf);
        }
        const actual = await report(agent, pool);
        expect(actual, `${agent} (seed ${SEED})`).toEqual(expected);
        for (const [key, row] of actual) {
          expect(row.intake).toBe(row.kept + row.passed);
          agentsKept.set(key, (agentsKept.get(key) ?? 0) + row.kept);
        }
      }
      for (const { line: placed } of active)
        add(houseGross, oracleStakes(placed, placed.amounts as Record<string, number>));
      // The house: its gross is the counter's use, and its kept + every agent's kept = that use.
      const used = await t.db.kysely
        .selectFrom('limit_usage')
        .select(['bet_type', 'number', 'used_cents'])
        .where('pool', '=', pool)
        .where('draw_date', '=', DATE)
        .execute();
      const counters = new Map(
        used
          .filter((row) => Number(row.used_cents) > 0)
          .map((row) => [`${row.bet_type}|${row.number}`, Number(row.used_cents)]),
      );
      expect(counters).toEqual(new Map([...houseGross].filter(([, g]) => g > 0)));
      const houseRows = await report('house', pool);
      expect(new Map([...houseRows].map(([key, row]) => [key, row.gross]))).toEqual(counters);
      for (const [key, row] of houseRows) {
        expect(row.kept + (agentsKept.get(key) ?? 0), key).toBe(counters.get(key));
        expect(row.passed).toBe(0);
      }
    }
  });
});
