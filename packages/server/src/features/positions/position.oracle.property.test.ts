import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import type { PoolCode } from '@lotto/domain/pools';
import type { BetLine } from '@lotto/domain/ticket';
import { OraclePositionBook, type OracleMember } from '@lotto/domain/testing/position-oracle';
import { OracleSellLimits } from '@lotto/domain/testing/sell-limit-oracle';
import { buildApp } from '../../app.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { REPORT_PASSWORD } from '../../test-support/report-world.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import {
  POSITION_TYPES,
  resultOf,
  scenarioArb,
  type Scenario,
  type SettingsChange,
} from '../../test-support/position-scenario.js';
import { insertScaledPackage } from '../../common/package.repository.js';
import { parsePosition } from '../../common/position-snapshot.repository.js';
import { createUser } from '../users/user.service.js';
import { placeOrder } from '../orders/place-order.service.js';
import { cancelTicket } from '../orders/cancel.service.js';
import { setLimit } from '../orders/limit.admin.service.js';
import { enterResult } from '../results/result.service.js';
import { setPositionTakes } from './position.admin.service.js';

/**
 * Issue 39 "Done when", end to end against brute-force oracles read from docs/rules.md, sharing
 * no code with the production path (domain testing/position-oracle.ts for positions,
 * testing/sell-limit-oracle.ts for the house's sell limits): random agent trees (depth 1 to 5),
 * takes and caps set through SetPositionTakes, two packages, the house's sell limits on the draw
 * (so lines are cut before they are shared), NORMAL/BOX/IBOX/R lines placed as orders; then a
 * change of takes and caps (its clamps checked against the rule and the audit log, and nothing
 * placed changing); then edits of earlier tickets (shared at the new settings) and more orders;
 * some cancelled; then settled, then the result corrected. Every ticket's cut and shares, every
 * counter, and every player's, agent's and the house's result on GetProfitLoss equal the
 * oracles', adding up to 0 to the cent. Each sampled scenario plays on its own pool of a Sunday.
 */
const actor = { id: null, name: 'test' };
const HOUR = 3600_000;
const DATE = '2026-11-22';
const POOLS: PoolCode[] = ['mg', 'kd', 'tt'];
const SEED = Number(process.env.POSITION_SEED ?? Date.now() % 1_000_000);

interface Settings {
  takes: Record<string, number>;
  caps: Record<string, number>;
}
/** One scenario as played: its oracles and the settings as they stand. */
interface Run {
  pool: PoolCode;
  s: Scenario;
  book: OraclePositionBook;
  limits: OracleSellLimits;
  members: Map<string, OracleMember>;
  settings: Map<string, Settings>;
  /** every clamp the rule expects, as the audit log should show it */
  clamps: { username: string; betType: string; from: number; to: number; because: string }[];
}
/** A ticket placed through the app and the oracles' ids of its lines. */
interface Placed {
  ticketId: number;
  owner: string;
  lines: { limit: number; position: number }[];
  active: boolean;
}

const agentName = (run: number, i: number) => `r${run}a${i}`;
const playerName = (run: number, j: number) => `r${run}p${j}`;
const byKey = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();

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

  const userRow = (username: string): Promise<UserRow> =>
    t.db.kysely.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  const nameOf = new Map<number, string>();

  /** What each agent keeps of each counter of the pool: name|betType|number -> cents. */
  async function positionUsage(pool: PoolCode): Promise<Map<string, number>> {
    const rows = await t.db.kysely
      .selectFrom('position_usage')
      .select(['user_id', 'bet_type', 'number', 'kept_cents'])
      .where('pool', '=', pool)
      .execute();
    return new Map(
      rows
        .filter((row) => Number(row.kept_cents) !== 0)
        .map((row) => [
          `${nameOf.get(Number(row.user_id))}|${row.bet_type}|${row.number}`,
          Number(row.kept_cents),
        ]),
    );
  }

  /** Everything placed on the pool: each ticket's status and snapshot, every counter. */
  async function placedState(pool: PoolCode) {
    const tickets = await t.db.kysely
      .selectFrom('tickets')
      .select(['id', 'status', 'position_json'])
      .where('pool', '=', pool)
      .orderBy('id')
      .execute();
    const limitUsage = await t.db.kysely
      .selectFrom('limit_usage')
      .select(['bet_type', 'number', 'used_cents'])
      .where('pool', '=', pool)
      .execute();
    return {
      tickets: tickets.map((row) => ({ ...row, id: Number(row.id) })),
      positions: [...(await positionUsage(pool))].sort(),
      limits: limitUsage
        .filter((row) => Number(row.used_cents) !== 0)
        .map((row): [string, number] => [`${row.bet_type}|${row.number}`, Number(row.used_cents)])
        .sort(),
    };
  }

  /** Places (or, with `replaces`, edits into) one ticket, through the app and the oracles. */
  async function place(run: Run, owner: string, lines: BetLine[], replaces: Placed | null): Promise<Placed> {
    const receipt = await placeOrder(t.ctx, {
      user: await userRow(owner),
      source: 'advanced',
      drafts: [{ pool: run.pool, drawDate: DATE, lines, cartJson: null }],
      remark: '',
      phone: '',
      idempotencyKey: null,
      body: JSON.stringify(lines),
      replacesTicketId: replaces?.ticketId ?? null,
      now: t.clock.now,
    });
    // An edit frees the old ticket's counters before the new one takes its share.
    if (replaces) cancelInOracles(run, replaces);
    const ticketId = Number(receipt.ticketXId[0]);
    const ticket = await t.db.kysely
      .selectFrom('tickets')
      .select(['status', 'position_json'])
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    const stored = await t.db.kysely
      .selectFrom('ticket_lines')
      .select('accepted_json')
      .where('ticket_id', '=', ticketId)
      .orderBy('line_no')
      .execute();
    const snapshot = parsePosition(ticket.position_json);
    const ids = lines.map((typed, index) => {
      // The house's sell limit cuts the line first, counting the whole stake.
      const cut = run.limits.place(typed);
      expect(JSON.parse(stored[index]!.accepted_json), `cut of ${JSON.stringify(typed)}`).toEqual(
        cut.accepted,
      );
      const oracle = run.book.place(owner, { ...typed, amounts: cut.accepted } as BetLine);
      // What the ticket records each level keeps is the oracle's allocation, line by line.
      const shares = snapshot?.lines[index] ?? [];
      const mine = new Map(shares.map((share) => [nameOf.get(share.userId)!, share.amounts]));
      expect(mine).toEqual(oracle.kept);
      // Every kept amount is more than 0, and the levels keep at most what was accepted: the
      // house gets the rest.
      for (const type of POSITION_TYPES) {
        const kept = shares.map((share): number => share.amounts[type] ?? 0);
        kept.forEach((amount) => expect(amount).toBeGreaterThanOrEqual(0));
        expect(kept.reduce((sum, amount) => sum + amount, 0)).toBeLessThanOrEqual(cut.accepted[type] ?? 0);
      }
      return { limit: cut.id, position: oracle.id };
    });
    // What a level keeps of each counter this ticket used stays within its cap as it is now.
    const usage = await positionUsage(run.pool);
    for (const [userId, key, used] of snapshot?.used ?? []) {
      const [type, number] = key.split('|') as [string, string];
      const name = nameOf.get(userId)!;
      expect(used).toBeGreaterThan(0);
      const cap = run.settings.get(name)!.caps[type];
      if (cap !== undefined) expect(usage.get(`${name}|${type}|${number}`)).toBeLessThanOrEqual(cap);
    }
    return { ticketId, owner, lines: ids, active: ticket.status === 'active' };
  }

  function cancelInOracles(run: Run, placed: Placed): void {
    for (const { limit, position } of placed.lines) {
      run.limits.cancel(limit);
      run.book.cancel(position);
    }
  }

  async function cancel(run: Run, placed: Placed): Promise<void> {
    await cancelTicket(t.ctx, {
      ticketId: placed.ticketId,
      by: await userRow(placed.owner),
      now: t.clock.now,
    });
    cancelInOracles(run, placed);
  }

  /**
   * A change of an agent's takes and caps by the house, its takes within its parent's. The rule's
   * clamps: every agent below it whose take is above the new one comes down to it.
   */
  async function change(run: Run, index: number, wanted: SettingsChange): Promise<void> {
    const { s, settings } = run;
    const name = agentName(POOLS.indexOf(run.pool), index);
    const parent = s.agents[index]!.parent;
    const parentName = parent < 0 ? null : agentName(POOLS.indexOf(run.pool), parent);
    const below = (j: number): boolean => {
      for (let at = s.agents[j]!.parent; at >= 0; at = s.agents[at]!.parent) if (at === index) return true;
      return false;
    };
    const takes: Record<string, number> = {};
    const expected: Run['clamps'] = [];
    for (const type of POSITION_TYPES) {
      takes[type] = Math.min(
        wanted.takes[type],
        parentName ? (settings.get(parentName)!.takes[type] ?? 0) : 10_000,
      );
      s.agents.forEach((_, j) => {
        const other = agentName(POOLS.indexOf(run.pool), j);
        const from = settings.get(other)!.takes[type] ?? 0;
        if (below(j) && from > takes[type]!) {
          expected.push({
            username: other,
            betType: type,
            from: from / 100,
            to: takes[type]! / 100,
            because: name,
          });
        }
      });
    }
    const caps = Object.fromEntries(
      Object.entries(wanted.caps).map(([type, cap]) => [type, cap === null ? null : (cap / 100).toFixed(2)]),
    );
    const answer = await setPositionTakes(t.ctx, await userRow('house'), {
      username: name,
      takes: Object.fromEntries(Object.entries(takes).map(([type, bp]) => [type, bp / 100])),
      caps,
    });
    expect(byKey(answer.clamped)).toEqual(byKey(expected.map(({ because: _, ...clamp }) => clamp)));
    run.clamps.push(...expected);

    const mine = settings.get(name)!;
    mine.takes = { ...takes };
    for (const [type, cap] of Object.entries(wanted.caps)) {
      if (cap === null) delete mine.caps[type];
      else mine.caps[type] = cap;
    }
    for (const clamp of expected) settings.get(clamp.username)!.takes[clamp.betType] = clamp.to * 100;
    for (const who of new Set([name, ...expected.map((clamp) => clamp.username)]))
      run.book.change(who, settings.get(who)!);
  }

  /** Builds one scenario's tree, settings and sell limits, in the app and in the oracles. */
  async function setUp(run: number, s: Scenario): Promise<Run> {
    const pool = POOLS[run]!;
    const members = new Map<string, OracleMember>();
    const settings = new Map<string, Settings>();
    const pkg = (index: 0 | 1) => ({ scalePer10k: index === 1 ? 10_920 : 10_000 });
    for (const [i, agent] of s.agents.entries()) {
      const id = await createUser(t.ctx, {
        username: agentName(run, i),
        password: REPORT_PASSWORD,
        role: 'agent',
        parent: agent.parent < 0 ? 'house' : agentName(run, agent.parent),
        packageName: agent.pkg === 1 ? '2730' : undefined,
        actor,
      });
      nameOf.set(Number(id), agentName(run, i));
      const answer = await setPositionTakes(t.ctx, await userRow('house'), {
        username: agentName(run, i),
        takes: Object.fromEntries(POSITION_TYPES.map((type) => [type, agent.takes[type]! / 100])),
        caps: Object.fromEntries(Object.entries(agent.caps).map(([type, c]) => [type, (c / 100).toFixed(2)])),
      });
      expect(answer.clamped).toEqual([]);
      settings.set(agentName(run, i), { takes: { ...agent.takes }, caps: { ...agent.caps } });
      members.set(agentName(run, i), {
        parent: agent.parent < 0 ? null : agentName(run, agent.parent),
        pkg: pkg(agent.pkg),
        takes: agent.takes,
        caps: agent.caps,
      });
    }
    for (const [j, player] of s.players.entries()) {
      await createUser(t.ctx, {
        username: playerName(run, j),
        password: REPORT_PASSWORD,
        role: 'player',
        parent: agentName(run, player.parent),
        packageName: player.pkg === 1 ? '2730' : undefined,
        credit: cents(100_000_00),
        actor,
      });
      members.set(playerName(run, j), { parent: agentName(run, player.parent), pkg: pkg(player.pkg) });
    }
    const limit = (betType: string, number: string | undefined, cents: number) =>
      setLimit(
        t.ctx,
        { pool, betType, drawDate: DATE, number: number ?? '', limit: (cents / 100).toFixed(2) },
        actor,
      );
    for (const [type, cents] of Object.entries(s.limits))
      if (cents !== undefined) await limit(type, undefined, cents);
    const only = s.numberLimit;
    if (only) await limit(only.betType, only.number, only.cents);
    const limits = new OracleSellLimits((betType, number) => {
      if (only && only.betType === betType && only.number === number) return only.cents;
      return s.limits[betType as 'B' | 'S'] ?? (betType === 'B' ? 5_000_00 : 3_000_00);
    });
    return { pool, s, book: new OraclePositionBook(members), limits, members, settings, clamps: [] };
  }

  it(`every ticket's cut and shares, every level's result and the house's equal the oracle's (seed ${SEED})`, async () => {
    const scenarios = fc.sample(scenarioArb, { numRuns: POOLS.length, seed: SEED });
    const runs: Run[] = [];

    for (const [index, s] of scenarios.entries()) {
      const run = await setUp(index, s);
      const early = new Map<number, Placed>();
      const placeAll = async (late: boolean) => {
        for (const [k, order] of s.orders.entries()) {
          if (order.late !== late) continue;
          const placed = await place(run, playerName(index, order.player), order.lines, null);
          if (order.cancel && !order.edit && placed.active) await cancel(run, placed);
          else early.set(k, placed);
        }
      };
      await placeAll(false);

      // A change of takes and caps after placing changes nothing placed.
      const before = await placedState(run.pool);
      for (const wanted of s.changes) await change(run, wanted.agent, wanted);
      expect(await placedState(run.pool)).toEqual(before);
      const audits = await t.db.kysely
        .selectFrom('audit_log')
        .select(['target_user_id', 'before_json', 'after_json'])
        .where('action', '=', 'position.clamp')
        .execute();
      const clamps = audits
        .filter((row) => nameOf.get(Number(row.target_user_id))?.startsWith(`r${index}a`))
        .map((row) => {
          const was = JSON.parse(row.before_json!);
          const is = JSON.parse(row.after_json!);
          const username = nameOf.get(Number(row.target_user_id))!;
          return { username, betType: was.betType, from: was.take, to: is.take, because: is.because };
        });
      expect(byKey(clamps)).toEqual(byKey(run.clamps));

      // Edits after the change are shared at the settings of their time; then the later orders.
      for (const [k, order] of s.orders.entries()) {
        const old = early.get(k);
        if (!order.edit || !old?.active) continue;
        const placed = await place(run, old.owner, order.edit, old);
        if (order.cancel && placed.active) await cancel(run, placed);
      }
      await placeAll(true);

      // Each agent's cap usage and the house's sell-limit counters are the oracles'.
      expect([...(await positionUsage(run.pool))].sort()).toEqual(run.book.usageEntries().sort());
      expect((await placedState(run.pool)).limits).toEqual(run.limits.usageEntries().sort());
      runs.push(run);
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
    const cents = (points: number) => Math.round(points * 100) + 0; // never -0

    for (const correction of [false, true]) {
      let houseExpected = 0;
      let everyone = 0;
      for (const [run, { pool, book, members, s }] of runs.entries()) {
        const first = s.orders[0]!.lines[0]!.number;
        const seconds: [string, string] = correction ? [s.seconds[1], first] : s.seconds;
        const result = resultOf(pool, DATE, correction ? s.seconds[0] : first, seconds);
        await enterResult(t.ctx, { result, source: 'entry', actor, now: t.clock.now });
        const oracle = book.settle(result);
        houseExpected += oracle.house;
        for (const name of members.keys()) {
          const data = await profitLoss(name);
          if (name.startsWith(`r${run}p`)) {
            const mine = 0 - cents(data.dl_total);
            expect(mine, `${name} (correction ${correction})`).toBe(oracle.owners.get(name) ?? 0);
            everyone += mine;
          } else {
            const mine = cents(data.position_total?.result ?? data.net_profit_loss);
            expect(mine, `${name} (correction ${correction})`).toBe(oracle.agents.get(name) ?? 0);
            everyone += mine;
          }
        }
      }
      const houseData = await profitLoss('house');
      const houseResult = cents(houseData.position_total?.result ?? houseData.dl_total);
      expect(houseResult).toBe(houseExpected);
      // The figures telescope: every player, every agent and the house add up to 0.
      expect(everyone + houseResult).toBe(0);
      browsers.clear();
    }
  });
});
