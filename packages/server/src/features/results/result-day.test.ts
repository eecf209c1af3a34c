import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { runCli } from '../../test-support/run-cli.js';
import { createUser } from '../users/user.service.js';

/**
 * Issue 36.1: a result on the wrong day. A result is entered only for a draw that takes place (a
 * regular draw weekday or a special draw); the back office opens on the draw that closed last in
 * the draw time zone; the preview repeats the numbers it would settle.
 */
const actor = { id: null, name: 'test' };
// The test clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur (04:00 UTC). Friday is the 20th.
const FRIDAY = '20261120';
const HOUR = 3600_000;
const STARTERS = ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0001'];
const CONSOLATIONS = ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'];
const damacai = (date: string, first = '4321') => ({
  pool: 'kd',
  date,
  first,
  second: '5678',
  third: '9012',
  starters: STARTERS,
  consolations: CONSOLATIONS,
});
const NO_DRAW = /Da Ma Cai 1\+3D has no draw on Fri 20\/11\/2026/;

describe.each(TEST_DIALECTS)('a result only for a draw that takes place, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'punter',
        password: 'punter-pass',
        role: 'player',
        credit: cents(1_000_00),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  let admin: TestBrowser;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    admin = new TestBrowser(app);
    await admin.login('house', 'house-pass');
  });
  afterAll(async () => app?.close());

  const stored = async () => ({
    results: await t.db.kysely.selectFrom('draw_results').select(['pool', 'draw_date']).execute(),
    settlements: await t.db.kysely.selectFrom('settlements').select(['pool', 'draw_date']).execute(),
  });

  it('refuses a Friday Da Ma Cai result on every path, naming pool and date, and stores nothing', async () => {
    for (const path of ['/Admin/EnterResult', '/Result/EnterResult', '/Admin/PreviewResult']) {
      const answer = await admin.postJson(path, damacai(FRIDAY));
      expect(answer.statusCode, path).toBe(400);
      expect(answer.json(), path).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(answer.json().message, path).toMatch(NO_DRAW);
      expect(answer.json().message, path).toMatch(/special draw/);
    }
    const file = JSON.stringify({ results: [{ ...damacai('2026-11-20') }] });
    const imported = (
      await admin.postJson('/Admin/ImportResults', { format: 'json', fileName: 'fri.json', text: file })
    ).json();
    expect(imported).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(imported.data.problems).toEqual([
      { file: 'fri.json', line: 1, message: expect.stringMatching(NO_DRAW) },
    ]);

    const cli = await runCli(t.ctx, [
      'results',
      'enter',
      '--pool',
      'kd',
      '--date',
      '2026-11-20',
      '--first',
      '4321',
      '--second',
      '5678',
      '--third',
      '9012',
      '--starters',
      STARTERS.join(','),
      '--consolations',
      CONSOLATIONS.join(','),
    ]);
    expect(cli.code).toBe(1);
    expect(cli.err).toMatch(NO_DRAW);

    expect(await stored()).toEqual({ results: [], settlements: [] });
    const latest = (await admin.get('/Tool/GetLatestResult')).json();
    expect(latest.data).toEqual([]);
  });

  it('takes it once the house adds the special draw, as before', async () => {
    const added = await admin.postJson('/Admin/AddDrawDate', { pool: 'kd', date: FRIDAY, kind: 'special' });
    expect(added.json()).toMatchObject({ success: true, data: { changed: true } });
    const entered = (await admin.postJson('/Admin/EnterResult', damacai(FRIDAY))).json();
    expect(entered).toMatchObject({ success: true, data: { change: 'new', lines: 0 } });
    expect((await stored()).results).toEqual([{ pool: 'kd', draw_date: '2026-11-20' }]);
  });

  it('imports history whose special draws are not in the calendar only when asked to add them', async () => {
    // Tuesday 17 November: Sports Toto's special draw, unknown to this calendar.
    const text = JSON.stringify({ results: [{ ...damacai('2026-11-17'), pool: 'tt' }] });
    const refused = (
      await admin.postJson('/Admin/ImportResults', { format: 'json', fileName: 'tue.json', text })
    ).json();
    expect(refused).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(refused.data.problems[0].message).toMatch(/SportsToto 4D has no draw on Tue 17\/11\/2026/);
    const taken = (
      await admin.postJson('/Admin/ImportResults', {
        format: 'json',
        fileName: 'tue.json',
        text,
        addSpecialDraws: true,
      })
    ).json();
    expect(taken).toMatchObject({ success: true, data: { draws: 1, new: 1 } });
    const schedules = (await admin.get('/Admin/GetSchedules')).json().data;
    const toto = schedules.find((item: { pool: string }) => item.pool === 'tt');
    // The special draw was added (audited) with the result; upcoming dates only are listed.
    expect(toto.specialDates).toEqual([]);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('action', '=', 'draw.special')
      .execute();
    expect(audit.map((row) => JSON.parse(row.after_json!))).toContainEqual({
      pool: 'tt',
      drawDate: '2026-11-17',
    });
  });

  it('opens the result entry on the draw that closed last, in the draw time zone', async () => {
    const lastClosed = async () =>
      Object.fromEntries(
        (
          (await admin.get('/Admin/GetSchedules')).json().data as { pool: string; lastClosedDraw: string }[]
        ).map((item) => [item.pool, item.lastClosedDraw]),
      );
    // Sunday 12:00: Saturday's draws closed last; Friday's special Da Ma Cai draw is older.
    expect(await lastClosed()).toMatchObject({ mg: '20261121', kd: '20261121', nl: '20261121' });
    // Monday 00:30 in Kuala Lumpur, still Sunday 16:30 in UTC: Sunday's draws.
    t.clock.advance(12 * HOUR + 30 * 60_000);
    await admin.login('house', 'house-pass'); // the idle session expired meanwhile
    expect(await lastClosed()).toMatchObject({ mg: '20261122', sg: '20261122', nl: '20261122' });
    // Monday 20:00: 9 Lotto drew on Monday, the 4D pools still last drew on Sunday.
    t.clock.advance(19 * HOUR + 30 * 60_000);
    await admin.login('house', 'house-pass');
    expect(await lastClosed()).toMatchObject({ mg: '20261122', nl: '20261123' });
  });

  it('repeats the numbers being confirmed in the preview', async () => {
    const preview = (await admin.postJson('/Admin/PreviewResult', { ...damacai('20261122', '0042') })).json();
    expect(preview).toMatchObject({
      success: true,
      data: {
        change: 'new',
        result: {
          brand: 'kd',
          poolName: 'Da Ma Cai 1+3D',
          drawDate: '20261122',
          topPrize: ['0042', '5678', '9012'],
          specialPrize: STARTERS,
          consolationPrize: CONSOLATIONS,
        },
      },
    });
  });
});
