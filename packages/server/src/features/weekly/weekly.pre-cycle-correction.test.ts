import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DrawResult } from '@lotto/domain/draw-result';
import { buildApp } from '../../app.js';
import { createUser } from '../users/user.service.js';
import { CONSOLATIONS, REPORT_PASSWORD, reportBrowsers, STARTERS } from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext, type TestHarness } from '../../test-support/test-db.js';
import { enterResult } from '../results/result.service.js';
import { runWeeklyReset } from './weekly-reset.service.js';
import { weeklyInit } from './weekly-init.service.js';

/**
 * Rule (docs/rules.md "Weekly cycle" rule 4, decision 025): a draw dated before the first closed
 * week (the book switched to the weekly cycle later) belongs to no weekly statement, so what its
 * late settlement or correction moves in a wallet after the first close stays there: the reset
 * keeps it out of the target (as it keeps a later week's settled result), at that close and at
 * every one after. The money is on the user's wallet statement (the correction's win, commission
 * and reversal rows, by whoever entered the result); no reset takes it back, and the resets still
 * equal each week's statement row.
 *
 * Hand figures (package 2500: B 1st pays 2,500.00 per 1.00, commission 25%), house > ag1 > pl1,
 * limits set before the switch: ag1 2,000.00, pl1 1,000.00 (ag1's wallet 2,000 − 1,000 = 1,000.00).
 * pl1 stakes B 1.00 on 1234 for Wed 11/11/2026 (week of Mon 9/11). `credit weekly-init` on Sun
 * 22/11 (limit = wallet + children's limits) moves nothing; the first close (Mon 23/11 00:00)
 * closes only week 16/11 and moves nothing. On Wed 25/11 the 11/11 result is corrected.
 *
 * A correction adds a win (1st 4321, a miss, corrected to 1st 1234):
 * - 11/11: 1,000.00 − 1.00 + 0.25 = 999.25 = pl1's limit at the switch.
 * - 25/11: win +2,500.00, commission +0.25, the first version's commission taken back −0.25:
 *   3,499.25.
 * - Close of week 23/11 (Mon 30/11): pl1 bet nothing that week, its row is 0, so no reset entry;
 *   target 999.25 + 2,500.00 kept = 3,499.25 = its wallet. pl1 keeps +2,500.00 (wallet − limit),
 *   nothing carried; the close of week 30/11 (Mon 7/12) again moves nothing.
 *
 * A correction takes a win back (1st 1234 corrected to 1st 4321):
 * - 11/11: 1,000.00 − 1.00 + 0.25 + 2,500.00 = 3,499.25 = pl1's limit at the switch (ag1's limit
 *   1,000.00 + 3,499.25 = 4,499.25).
 * - Wed 25/11 10:00: pl1 stakes B 1.00 on 1357 for that day's draw: 3,498.25. 12:00, the
 *   correction: commission +0.25, win −2,500.00 and commission −0.25 taken back: 998.25. 20:00,
 *   25/11 settles (1357 misses): commission +0.25: 998.50.
 * - Close of week 23/11: pl1's row is 1.00 − 0.25 = +0.75 (pl1 pays); target 3,499.25 − 2,500.00
 *   kept = 999.25, reset +0.75 = the row. pl1 ends −2,500.00 (wallet 999.25 − limit 3,499.25)
 *   and owes 0.75 carried onto week 30/11; ag1 receives it through 结账; the close of week 30/11
 *   then moves nothing (nothing owed, target 999.25 = wallet).
 */
const actor = { id: null, name: 'test' };
const resultOf = (date: string, first: string): DrawResult => ({
  pool: 'mg',
  date,
  first,
  second: '5678',
  third: '9012',
  starters: STARTERS,
  consolations: CONSOLATIONS,
});
/** Kuala Lumpur is UTC+8 all year. */
const kl = (day: number, month: number, hour: number, minute = 0) =>
  Date.UTC(2026, month - 1, day, hour - 8, minute, 0);

interface StatementRow {
  name: string;
  dl: { total: number };
  carried: number;
}

/** A fresh book of house > ag1 > pl1 under the weekly cycle, limits 2,000.00 and 1,000.00. */
function bookOf(dialect: (typeof TEST_DIALECTS)[number]) {
  const t: TestHarness = useTestContext(dialect, {
    env: { CREDIT_CYCLE: 'weekly' },
    setup: async (ctx) => {
      for (const [username, role, parent] of [
        ['house', 'admin'],
        ['ag1', 'agent', 'house'],
        ['pl1', 'player', 'ag1'],
      ] as const) {
        await createUser(ctx, { username, password: REPORT_PASSWORD, role, parent, actor });
      }
    },
  });
  const browsers = reportBrowsers(['house', 'ag1', 'pl1']);
  const book = {
    t,
    browsers,
    app: undefined as unknown as FastifyInstance,
    async at(instant: number) {
      t.clock.now = instant;
      await browsers.logInAll(book.app);
    },
    async credit(): Promise<{ creditLeft: number; weeklyLimit: number }> {
      return (await browsers.as('pl1').get('/Account/GetMyCredit')).json().data;
    },
    async bet(numbers: string) {
      const placed = await browsers
        .as('pl1')
        .postJson('/Order/MakeOrderAdvanced', { str2: `D\n#1\n${numbers}#1`, remark: '' });
      expect(placed.json()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    },
    async result(date: string, first: string) {
      return enterResult(t.ctx, { result: resultOf(date, first), source: 'entry', actor, now: t.clock.now });
    },
    /** pl1's row on ag1's statement of `week` (YYYYMMDD). */
    async row(week: string): Promise<StatementRow | undefined> {
      const data = (await browsers.as('ag1').get(`/Report/GetWeeklyStatement?week=${week}`)).json().data;
      return (data.rows as StatementRow[]).find((r) => r.name === 'pl1');
    },
    /** pl1's weekly_reset entries of `week` (YYYY-MM-DD), cents. */
    async resets(week: string): Promise<number[]> {
      const rows = await t.db.kysely
        .selectFrom('ledger_entries as e')
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .select(['e.amount_cents'])
        .where('e.kind', '=', 'weekly_reset')
        .where('e.ref_id', '=', week)
        .where('u.username', '=', 'pl1')
        .execute();
      return rows.map((entry) => Number(entry.amount_cents));
    },
    /** pl1's wallet statement rows of 25/11 naming the 11/11 draw: what the correction moved. */
    async correctionRows() {
      const rows = (
        await browsers.as('pl1').get('/Report/GetWalletStatement?fromDate=11/25/2026&toDate=11/25/2026')
      ).json().data as { kind: string; drawDate: string | null; amount: number; by: string }[];
      return rows
        .filter((row) => row.drawDate === '20261111')
        .map(({ kind, amount, by }) => ({ kind, amount, by }));
    },
    /** Bets on 11/11, its result, the switch on 22/11 and the first close on 23/11. */
    async switchAfter11November(first: string, wallet: number) {
      await book.at(kl(11, 11, 10));
      await book.bet('1234');
      await book.at(kl(11, 11, 20));
      await book.result('2026-11-11', first);
      expect((await book.credit()).creditLeft).toBe(wallet);

      await book.at(kl(22, 11, 12));
      await weeklyInit(t.ctx, actor);
      await book.at(kl(23, 11, 0));
      expect(await runWeeklyReset(t.ctx)).toEqual({
        state: 'closed',
        weeks: [{ week: '2026-11-16', resets: 0 }],
      });
      await browsers.logInAll(book.app);
      expect(await book.credit()).toMatchObject({ creditLeft: wallet, weeklyLimit: wallet });
    },
  };
  beforeAll(async () => {
    t.clock.now = kl(9, 11, 12);
    book.app = await buildApp(t.ctx);
    await browsers.logInAll(book.app);
    await browsers.as('house').postJson('/Admin/SetWeeklyLimit', { username: 'ag1', limit: 2000 });
    await browsers.as('ag1').postJson('/Admin/SetWeeklyLimit', { username: 'pl1', limit: 1000 });
  });
  afterAll(async () => book.app?.close());
  return book;
}

describe.each(TEST_DIALECTS)(
  'a correction that adds a win to a draw before the first closed week on %s',
  (dialect) => {
    const book = bookOf(dialect);

    it('stays in the wallet: no reset takes the 2,500.00 back', async () => {
      await book.switchAfter11November('4321', 999.25);

      await book.at(kl(25, 11, 12));
      expect((await book.result('2026-11-11', '1234')).change).toBe('corrected');
      expect((await book.credit()).creditLeft).toBe(3499.25);
      expect(await book.correctionRows()).toEqual([
        { kind: 'win', amount: 2500, by: 'test' },
        { kind: 'commission', amount: 0.25, by: 'test' },
        { kind: 'commission_reversal', amount: -0.25, by: 'test' },
      ]);

      await book.at(kl(30, 11, 0));
      expect(await runWeeklyReset(book.t.ctx)).toMatchObject({
        state: 'closed',
        weeks: [{ week: '2026-11-23' }],
      });
      await book.browsers.logInAll(book.app);
      // pl1's row of week 23/11: nothing bet, nothing computed, so no reset entry.
      expect((await book.row('20261123'))?.dl.total ?? 0).toBe(0);
      expect(await book.resets('2026-11-23')).toEqual([]);
      const now = await book.credit();
      expect(now).toMatchObject({ creditLeft: 3499.25, weeklyLimit: 999.25 });
      const carried = (await book.row('20261130'))?.carried ?? 0;
      expect(carried).toBe(0);
      expect(Math.round((now.creditLeft - now.weeklyLimit - carried) * 100)).toBe(2_500_00);

      // And at the close after it: kept again, nothing moves.
      await book.at(kl(7, 12, 0));
      expect(await runWeeklyReset(book.t.ctx)).toMatchObject({
        state: 'closed',
        weeks: [{ week: '2026-11-30' }],
      });
      await book.browsers.logInAll(book.app);
      expect(await book.resets('2026-11-30')).toEqual([]);
      expect((await book.credit()).creditLeft).toBe(3499.25);
    });
  },
);

describe.each(TEST_DIALECTS)(
  'a correction that takes back a win of a draw before the first closed week on %s',
  (dialect) => {
    const book = bookOf(dialect);

    it('stays out of the wallet: no reset gives the 2,500.00 back, and the week still resets by its row', async () => {
      await book.switchAfter11November('1234', 3499.25);

      await book.at(kl(25, 11, 10));
      await book.bet('1357');
      expect((await book.credit()).creditLeft).toBe(3498.25);
      await book.at(kl(25, 11, 12));
      expect((await book.result('2026-11-11', '4321')).change).toBe('corrected');
      expect((await book.credit()).creditLeft).toBe(998.25);
      expect(await book.correctionRows()).toEqual([
        { kind: 'commission', amount: 0.25, by: 'test' },
        { kind: 'win_reversal', amount: -2500, by: 'test' },
        { kind: 'commission_reversal', amount: -0.25, by: 'test' },
      ]);
      await book.at(kl(25, 11, 20));
      await book.result('2026-11-25', '4321');
      expect((await book.credit()).creditLeft).toBe(998.5);

      await book.at(kl(30, 11, 0));
      expect(await runWeeklyReset(book.t.ctx)).toMatchObject({
        state: 'closed',
        weeks: [{ week: '2026-11-23' }],
      });
      await book.browsers.logInAll(book.app);
      // The week's row: 1.00 − 0.25 = +0.75, and the reset is that row, nothing of the correction.
      expect((await book.row('20261123'))?.dl.total).toBe(0.75);
      expect(await book.resets('2026-11-23')).toEqual([75]);
      const now = await book.credit();
      expect(now).toMatchObject({ creditLeft: 999.25, weeklyLimit: 3499.25 });
      expect((await book.row('20261130'))?.carried).toBe(0.75);
      // pl1's wallet is 2,500.00 below its limit: the win taken back, not given back by the reset.
      expect(Math.round((now.creditLeft - now.weeklyLimit) * 100)).toBe(-2_500_00);

      // ag1 receives the week's 0.75; the close after it moves nothing.
      const paid = await book.browsers.as('ag1').postJson('/Admin/RecordWeekPayment', {
        username: 'pl1',
        week: '20261123',
        amount: 0.75,
        direction: 'received',
        remark: 'cash',
      });
      expect(paid.json()).toMatchObject({ success: true, data: { open: 0 } });
      await book.at(kl(7, 12, 0));
      expect(await runWeeklyReset(book.t.ctx)).toMatchObject({
        state: 'closed',
        weeks: [{ week: '2026-11-30' }],
      });
      await book.browsers.logInAll(book.app);
      expect(await book.resets('2026-11-30')).toEqual([]);
      expect((await book.credit()).creditLeft).toBe(999.25);
    });
  },
);
