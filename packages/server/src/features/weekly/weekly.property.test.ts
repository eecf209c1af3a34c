import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import type { DrawResult } from '@lotto/domain/draw-result';
import { buildApp } from '../../app.js';
import { createUser } from '../users/user.service.js';
import { CONSOLATIONS, REPORT_PASSWORD, reportBrowsers, STARTERS } from '../../test-support/report-world.js';
import {
  createTestDb,
  TEST_DIALECTS,
  TestClock,
  testContext,
  useTestContext,
} from '../../test-support/test-db.js';
import { openDatabase } from '../../db/database.js';
import { enterResult } from '../results/result.service.js';
import { runWeeklyReset } from './weekly-reset.service.js';

/**
 * Issue 41's properties (docs/rules.md "Weekly cycle"), on both databases:
 * - after any sequence of SetWeeklyLimit calls, no agent's children's limits sum above its own,
 *   and (nobody having bet) every wallet holds exactly its limit less its children's;
 * - without later-week stakes or corrections, each user's reset is its own result of the week
 *   (oracle: the ledger's bet, win and commission entries, not the reset's code);
 * - two server instances on one PostgreSQL database reset a week once.
 */
const actor = { id: null, name: 'test' };
const TREE = [
  ['house', 'admin'],
  ['wm1', 'agent', 'house'],
  ['wm2', 'agent', 'house'],
  ['wa1', 'agent', 'wm1'],
  ['wa2', 'agent', 'wm1'],
  ['wa3', 'agent', 'wm2'],
  ['wp1', 'player', 'wa1'],
  ['wp2', 'player', 'wa2'],
  ['wp3', 'player', 'wa3'],
  ['wp4', 'player', 'wa1'],
] as const;
const NAMES = TREE.map(([name]) => name);
const PARENT = new Map<string, string | undefined>(TREE.map((row) => [row[0], row[2]]));
const childrenOf = (name: string) => NAMES.filter((child) => PARENT.get(child) === name);
const kl = (day: number, month: number, hour: number) => Date.UTC(2026, month - 1, day, hour - 8);

describe.each(TEST_DIALECTS)('weekly cycle properties on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { CREDIT_CYCLE: 'weekly' },
    setup: async (ctx) => {
      for (const [username, role, parent] of TREE) {
        await createUser(ctx, { username, password: REPORT_PASSWORD, role, parent, actor });
      }
    },
  });
  let app: FastifyInstance;
  const browsers = reportBrowsers(NAMES);
  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await browsers.logInAll(app);
  });
  afterAll(async () => app?.close());

  const users = async () => {
    const rows = await t.db.kysely
      .selectFrom('users')
      .select(['username', 'balance_cents', 'weekly_limit_cents'])
      .execute();
    return new Map(
      rows.map((row) => [
        row.username,
        { balance: Number(row.balance_cents), limit: Number(row.weekly_limit_cents ?? 0) },
      ]),
    );
  };

  it("children's limits never sum above the parent's, whatever the sequence of calls", async () => {
    const uplines = NAMES.filter((name) => childrenOf(name).length > 0);
    const call = fc.record({
      by: fc.constantFrom(...uplines),
      pick: fc.nat(10),
      cents: fc.integer({ min: 0, max: 300_000 }),
    });
    const [sequence] = fc.sample(fc.array(call, { minLength: 60, maxLength: 60 }), { seed: 41, numRuns: 1 });
    let refused = 0;
    for (const step of sequence!) {
      const children = childrenOf(step.by);
      const child = children[step.pick % children.length]!;
      const limit = (step.cents / 100).toFixed(2);
      const answer = (
        await browsers.as(step.by).postJson('/Admin/SetWeeklyLimit', { username: child, limit })
      ).json();
      if (!answer.success) {
        refused += 1;
        expect(['QUOTA_EXCEEDED', 'INSUFFICIENT_CREDIT']).toContain(answer.code);
      }
      const now = await users();
      for (const name of NAMES) {
        if (name === 'house') continue;
        const given = childrenOf(name).reduce((sum, c) => sum + now.get(c)!.limit, 0);
        expect(given).toBeLessThanOrEqual(now.get(name)!.limit);
        // Nobody bet: each wallet holds exactly what its limit keeps for itself.
        expect(now.get(name)!.balance).toBe(now.get(name)!.limit - given);
      }
    }
    expect(refused).toBeGreaterThan(0); // the sequence did try to break the quota
  });

  it('without later stakes or corrections, each reset is the user’s own result of the week (the ledger says)', async () => {
    // Everyone gets room to bet: the house raises the tops, each agent its children.
    for (const [by, who, limit] of [
      ['house', 'wm1', 30000],
      ['house', 'wm2', 30000],
      ['wm1', 'wa1', 10000],
      ['wm1', 'wa2', 10000],
      ['wm2', 'wa3', 10000],
      ['wa1', 'wp1', 2000],
      ['wa1', 'wp4', 2000],
      ['wa2', 'wp2', 2000],
      ['wa3', 'wp3', 2000],
    ] as const) {
      const answer = (
        await browsers.as(by).postJson('/Admin/SetWeeklyLimit', { username: who, limit })
      ).json();
      expect(answer).toMatchObject({ success: true });
    }
    t.clock.now = kl(23, 11, 0);
    await runWeeklyReset(t.ctx); // the first close: the week before
    const start = Number(
      (
        await t.db.kysely
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
    t.clock.now = kl(25, 11, 10);
    await browsers.logInAll(app);
    const bettors = ['wp1', 'wp2', 'wp3', 'wp4', 'wa1', 'wa3'] as const;
    const numbers = ['1234', '5678', '9012', '1111', '2020', '4444'];
    const bets = fc.sample(
      fc.record({
        who: fc.constantFrom(...bettors),
        number: fc.constantFrom(...numbers),
        big: fc.integer({ min: 1, max: 30 }),
        small: fc.integer({ min: 0, max: 10 }),
      }),
      { seed: 4141, numRuns: 12 },
    );
    for (const bet of bets) {
      const str2 = `D\n#1\n${bet.number}#${bet.big}#${bet.small}`;
      const answer = (
        await browsers.as(bet.who).postJson('/Order/MakeOrderAdvanced', { str2, remark: '' })
      ).json();
      expect(answer).toMatchObject({ success: true });
    }
    t.clock.now = kl(25, 11, 20);
    const result: DrawResult = {
      pool: 'mg',
      date: '2026-11-25',
      first: '1234',
      second: '5678',
      third: '9012',
      starters: STARTERS,
      consolations: CONSOLATIONS,
    };
    await enterResult(t.ctx, { result, source: 'entry', actor, now: t.clock.now });
    t.clock.now = kl(30, 11, 0);
    expect(await runWeeklyReset(t.ctx)).toMatchObject({ state: 'closed', weeks: [{ week: '2026-11-23' }] });
    const entries = await t.db.kysely
      .selectFrom('ledger_entries as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['u.username', 'e.kind', 'e.amount_cents'])
      .where('e.id', '>', start)
      .execute();
    for (const name of new Set(bettors)) {
      const mine = entries.filter((entry) => entry.username === name);
      const result = mine
        .filter((entry) => ['bet', 'refund', 'win', 'commission', 'jackpot'].includes(entry.kind))
        .reduce((sum, entry) => sum + Number(entry.amount_cents), 0);
      const reset = mine
        .filter((entry) => entry.kind === 'weekly_reset')
        .reduce((sum, entry) => sum + Number(entry.amount_cents), 0);
      // The wallet went down by what it lost (result < 0): the reset gives exactly that back.
      expect(reset + result).toBe(0);
    }
    const now = await users();
    for (const name of ['wp1', 'wp2', 'wp3', 'wp4'])
      expect(now.get(name)!.balance).toBe(now.get(name)!.limit);
  });
});

describe('two server instances on one PostgreSQL database', () => {
  it('reset a week once', async () => {
    const first = await createTestDb('postgres');
    const second = openDatabase(first.url, { poolSize: 4 });
    try {
      const clock = new TestClock(kl(22, 11, 12));
      const one = testContext(first.db, clock, { CREDIT_CYCLE: 'weekly' });
      const two = testContext(second, clock, { CREDIT_CYCLE: 'weekly' });
      await createUser(one, { username: 'house', password: REPORT_PASSWORD, role: 'admin', actor });
      await createUser(one, {
        username: 'ppl',
        password: REPORT_PASSWORD,
        role: 'player',
        parent: 'house',
        credit: 500_00 as never,
        actor,
      });
      await first.db.kysely
        .updateTable('users')
        .set({ weekly_limit_cents: 1_000_00 })
        .where('username', '=', 'ppl')
        .execute();
      clock.now = kl(23, 11, 0);
      const runs = await Promise.all([
        runWeeklyReset(one),
        runWeeklyReset(two),
        runWeeklyReset(one),
        runWeeklyReset(two),
      ]);
      const closed = runs.flatMap((run) => (run.state === 'closed' ? run.weeks : []));
      expect(closed).toEqual([{ week: '2026-11-16', resets: 1 }]);
      const resets = await second.kysely
        .selectFrom('ledger_entries')
        .select('amount_cents')
        .where('kind', '=', 'weekly_reset')
        .execute();
      expect(resets.map((row) => Number(row.amount_cents))).toEqual([500_00]);
    } finally {
      await second.destroy();
      await first.cleanup();
    }
  });
});
