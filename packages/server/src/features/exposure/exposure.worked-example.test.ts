import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { suggestCap, topRateOf, worstCaseOf } from '@lotto/domain/exposure';
import { BASE_PACKAGE_RATES } from '@lotto/domain/package-rates';
import { buildApp } from '../../app.js';
import { createReportUsers, reportBrowsers } from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { insertScaledPackage } from '../../common/package.repository.js';

/**
 * Issue 40's worked examples through the calls, with the figures worked by hand in the issue:
 *
 * Example 1 (Magnum): house > ag1 (40% of B) > pl1, pl2; pl1 bets B 10.00 and pl2 B 5.00 on 1234.
 *   ag1: gross 15.00, from downline 15.00, kept 6.00, passed 9.00; payout of kept at 2500 15,000.00.
 * Example 2 (Toto): house > mg2 (80% of B) > ag2 (50% of B, cap 5.00) > pl3 (2730) bets B 20.00 on
 *   1234; then plq (under ag2, 2500) bets B 3.00 on 1234 once ag2's cap is spent.
 *   ag2: 23.00 / 23.00 / 5.00 / 18.00;  mg2: 23.00 / 18.00 / 13.40 / 4.60;  house: 23.00 / 4.60 / 4.60 / 0;
 *   5.00 + 13.40 + 4.60 = 23.00. Kept payouts: 12,500.00, 33,500.00, 11,500.00.
 */
const SUNDAY = '20261122';

describe.each(TEST_DIALECTS)("issue 40's heavy-number report on %s", (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await insertScaledPackage(ctx.db.kysely, '2730', 10_920, ctx.clock());
      await createReportUsers(
        ctx,
        [
          ['house', 'admin'],
          ['ag1', 'agent', 'house'],
          ['pl1', 'player', 'ag1'],
          ['pl2', 'player', 'ag1'],
          ['mg2', 'agent', 'house'],
          ['ag2', 'agent', 'mg2'],
          ['pl3', 'player', 'ag2', '2730'],
          ['plq', 'player', 'ag2'],
          ['ot1', 'agent', 'house'],
          ['otp', 'player', 'ot1'],
        ],
        cents(1_000_00),
      );
    },
  });
  let app: FastifyInstance;
  const names = ['house', 'ag1', 'pl1', 'pl2', 'mg2', 'ag2', 'pl3', 'plq', 'ot1', 'otp'];
  const browsers = reportBrowsers(names);
  const order = async (who: string, str2: string) => {
    const answer = (await browsers.as(who).postJson('/Order/MakeOrderAdvanced', { str2, remark: '' })).json();
    expect(answer, str2).toMatchObject({ success: true });
    return answer.data.betStatus as string;
  };
  const exposure = async (who: string, query: string) => {
    const answer = (await browsers.as(who).get(`/Report/GetExposure?date=${SUNDAY}&${query}`)).json();
    expect(answer, query).toMatchObject({ success: true });
    return answer.data;
  };
  const setTakes = async (by: string, body: Record<string, unknown>) =>
    expect((await browsers.as(by).postJson('/Admin/SetPositionTakes', body)).json()).toMatchObject({
      success: true,
    });

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await browsers.logInAll(app);
    await setTakes('house', { username: 'ag1', takes: { B: 40 } });
    await setTakes('house', { username: 'mg2', takes: { B: 80 } });
    await setTakes('mg2', { username: 'ag2', takes: { B: 50 }, caps: { B: '5.00' } });
    expect(await order('pl1', 'D\n#1\n1234#10')).toBe('COMPLETE');
    expect(await order('pl2', 'D\n#1\n1234#5')).toBe('COMPLETE');
    expect(await order('pl3', 'D\n#3\n1234#20')).toBe('COMPLETE');
    expect(await order('plq', 'D\n#3\n1234#3')).toBe('COMPLETE');
  });
  afterAll(async () => app?.close());

  it("example 1: ag1's row of 1234 is gross 15.00, from downline 15.00, kept 6.00, passed 9.00", async () => {
    const data = await exposure('ag1', 'pool=mg&game=4D&view=kept');
    expect(data).toMatchObject({
      pool: 'mg',
      drawDate: '2026-11-22',
      open: true,
      view: 'kept',
      viewer: 'ag1',
    });
    expect(data.rows).toEqual([
      {
        betType: 'B',
        number: '1234',
        gross: 15,
        intake: 15,
        kept: 6,
        passed: 9,
        payout: 15_000,
        // kept 6.00 less 25% commission, minus what 1234 pays if it takes 1st
        netIfFirst: 4.5 - 15_000,
        capFull: false,
        stopped: false,
      },
    ]);
    expect(data.totals).toEqual({
      gross: 15,
      intake: 15,
      kept: 6,
      passed: 9,
      keptPayout: 15_000,
      worstNet: 4.5 - 15_000,
    });
  });

  it('example 2: ag2, mg2 and the house see 23.00 split 5.00 + 13.40 + 4.60', async () => {
    const row = async (who: string) => (await exposure(who, 'pool=tt&game=4D&view=gross')).rows[0];
    expect(await row('ag2')).toMatchObject({
      gross: 23,
      intake: 23,
      kept: 5,
      passed: 18,
      payout: 12_500,
      capFull: true,
    });
    expect(await row('mg2')).toMatchObject({
      gross: 23,
      intake: 18,
      kept: 13.4,
      passed: 4.6,
      payout: 33_500,
      capFull: false,
    });
    expect(await row('house')).toMatchObject({
      gross: 23,
      intake: 4.6,
      kept: 4.6,
      passed: 0,
      payout: 11_500,
    });
    expect((await exposure('house', 'pool=tt')).totals).toEqual({
      gross: 23,
      intake: 4.6,
      kept: 4.6,
      passed: 0,
      keptPayout: 11_500,
      // 4.60 less 25% commission (1.15), minus 11,500.00
      worstNet: 3.45 - 11_500,
    });
    // The house sees mg2's report as mg2 does.
    expect((await exposure('house', 'pool=tt&member=mg2')).rows[0]).toEqual(await row('mg2'));
  });

  it('the four views hide rows at 0: nothing passed up by the house, nothing in 3D', async () => {
    expect((await exposure('house', 'pool=tt&view=passed')).rows).toEqual([]);
    expect((await exposure('ag2', 'pool=tt&view=passed')).rows).toHaveLength(1);
    expect((await exposure('ag2', 'pool=tt&game=3D')).rows).toEqual([]);
    expect((await exposure('ot1', 'pool=tt')).rows).toEqual([]);
  });

  it("the drill-down splits a row per direct downline, summing to the row's gross and intake", async () => {
    const detail = async (who: string, pool: string) => {
      const answer = (
        await browsers
          .as(who)
          .get(`/Report/GetExposureDetail?date=${SUNDAY}&pool=${pool}&betType=B&number=1234`)
      ).json();
      expect(answer).toMatchObject({ success: true });
      return answer.data.rows;
    };
    expect(await detail('mg2', 'tt')).toEqual([{ username: 'ag2', gross: 23, intake: 18 }]);
    expect(await detail('ag2', 'tt')).toEqual([
      { username: 'pl3', gross: 20, intake: 20 },
      { username: 'plq', gross: 3, intake: 3 },
    ]);
    expect(await detail('house', 'tt')).toEqual([{ username: 'mg2', gross: 23, intake: 4.6 }]);
    expect(await detail('ag1', 'mg')).toEqual([
      { username: 'pl1', gross: 10, intake: 10 },
      { username: 'pl2', gross: 5, intake: 5 },
    ]);
  });

  it('answers 403 to a player and 404 for a member of another agent', async () => {
    const player = await browsers.as('pl1').get(`/Report/GetExposure?date=${SUNDAY}&pool=mg`);
    expect(player.statusCode).toBe(403);
    expect(player.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const stranger = await browsers.as('ag1').get(`/Report/GetExposure?date=${SUNDAY}&pool=mg&member=ag2`);
    expect(stranger.statusCode).toBe(404);
    const detail = await browsers
      .as('ag1')
      .get(`/Report/GetExposureDetail?date=${SUNDAY}&pool=mg&betType=B&number=1234&member=mg2`);
    expect(detail.statusCode).toBe(404);
    const bad = await browsers.as('ag1').get(`/Report/GetExposure?date=2026-11-22&pool=mg`);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it("a stopped number sells nothing more to the stopper's downline, others are unaffected, bets placed stand", async () => {
    const stop = async (who: string, stopped: boolean) =>
      expect(
        (
          await browsers
            .as(who)
            .postJson('/Report/StopNumber', { date: SUNDAY, pool: 'mg', number: '5678', stopped })
        ).json(),
      ).toMatchObject({ success: true, data: { number: '5678', stopped } });
    expect(await order('pl1', 'D\n#1\n5678#1')).toBe('COMPLETE');
    await stop('ag1', true);
    expect(await order('pl1', 'D\n#1\n5678#1')).toBe('SOLD_OUT');
    expect(await order('pl2', 'D\n#1\n5678#1\n1234#1')).toBe('LIMIT');
    expect(await order('otp', 'D\n#1\n5678#1')).toBe('COMPLETE');
    // The stopper's row says so; the bet placed before stands.
    const row = (await exposure('ag1', 'pool=mg&number=5678')).rows[0];
    expect(row).toMatchObject({ number: '5678', gross: 1, stopped: true });
    expect((await exposure('ot1', 'pool=mg&number=5678')).rows[0]).toMatchObject({ stopped: false });
    await stop('ag1', false);
    expect(await order('pl1', 'D\n#1\n5678#1')).toBe('COMPLETE');
    // The house stops for everyone below it.
    await stop('house', true);
    expect(await order('otp', 'D\n#1\n5678#1')).toBe('SOLD_OUT');
    await stop('house', false);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['number.stop', 'number.free'])
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      'number.free',
      'number.free',
      'number.stop',
      'number.stop',
    ]);
  });

  it('a cap set to the suggested one keeps the worst case of the number within the typed loss', async () => {
    const loss = 12_000_00; // 12,000.00
    const rate = topRateOf(BASE_PACKAGE_RATES, 'B');
    const cap = suggestCap(loss, rate);
    await setTakes('ot1', { username: 'ot1', caps: { B: (cap / 100).toFixed(2) } });
    await setTakes('house', { username: 'ot1', takes: { B: 100 } });
    expect(await order('otp', 'D\n#1\n4321#30')).toBe('COMPLETE');
    const row = (await exposure('ot1', 'pool=mg&number=4321')).rows[0];
    expect(Math.round(row.kept * 100)).toBe(cap);
    expect(row.capFull).toBe(true);
    expect(worstCaseOf(Math.round(row.kept * 100), rate)).toBeLessThanOrEqual(loss);
  });

  it('a cancel restores every row of every level, the house included', async () => {
    const views = async () =>
      Promise.all(['house', 'mg2', 'ag2'].map((who) => exposure(who, 'pool=tt&limit=500')));
    const before = await views();
    const placed = (
      await browsers
        .as('pl3')
        .postJson('/Order/MakeOrderAdvanced', { str2: 'D\n#3\n1234#2\n7777#1', remark: '' })
    ).json();
    expect(placed).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    expect((await views())[1].rows).not.toEqual(before[1].rows);
    const ticket = placed.data.ticketXId[0];
    expect((await browsers.as('pl3').get(`/Order/CancelOrder?header_id=${ticket}`)).json()).toMatchObject({
      success: true,
    });
    expect(await views()).toEqual(before);
  });

  it('a pool without a draw that day answers empty, saying so', async () => {
    const answer = (await browsers.as('house').get('/Report/GetExposure?date=20261123&pool=mg')).json();
    expect(answer.data).toMatchObject({ drawn: false, open: false, rows: [], totals: { gross: 0 } });
  });
  it("another pool's draw closed that day leaves this pool's report Open; closing its own says Closed", async () => {
    const close = async (pool: string) => {
      const answer = (
        await browsers.as('house').postJson('/Result/CloseDraw', { pool, date: SUNDAY })
      ).json();
      expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
    };
    await close('kd');
    expect(await exposure('mg2', 'pool=tt')).toMatchObject({ open: true, drawn: true });
    await close('tt');
    expect(await exposure('mg2', 'pool=tt')).toMatchObject({ open: false, drawn: true });
  });
  it('after the cut-off the report says Closed and stays readable', async () => {
    t.clock.advance(8 * 3600_000);
    await browsers.logInAll(app);
    const data = await exposure('mg2', 'pool=tt');
    expect(data).toMatchObject({ open: false, drawn: true });
    expect(data.rows[0]).toMatchObject({ gross: 23, kept: 13.4 });
  });
});
