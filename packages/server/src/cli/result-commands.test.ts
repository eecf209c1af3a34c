import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PoolCode } from '@lotto/domain/pools';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { createUser } from '../features/users/user.service.js';
import { runCli } from '../test-support/run-cli.js';
import { RESULTS_FIXTURES } from '../test-support/fixtures.js';

const REAL_DAMACAI = path.join(RESULTS_FIXTURES, 'damacai');
const STARTERS = '1111,2222,3333,4444,5555,6666,7777,8888,9999,0001';
const CONSOLATIONS = '0002,0003,0004,0005,0006,0007,0008,0009,0010,0011';

const run = runCli;

describe.each(TEST_DIALECTS)('draws and results commands on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) =>
      createUser(ctx, {
        username: 'house',
        password: 'house-pass',
        role: 'admin',
        actor: { id: null, name: 'test' },
      }),
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-cli-results-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const countResults = async (pool: PoolCode) =>
    (await t.db.kysely.selectFrom('draw_results').select('draw_date').where('pool', '=', pool).execute())
      .length;

  it('closes, reopens and lists draws, and changes a schedule', async () => {
    expect((await run(t.ctx, ['draws', 'close', '--pool', 'kd', '--date', '2026-11-25'])).out).toMatch(
      /Closed kd 2026-11-25: no more bets/,
    );
    expect((await run(t.ctx, ['draws', 'close', '--pool', 'kd', '--date', '2026-11-25'])).out).toMatch(
      /already closed/,
    );
    expect((await run(t.ctx, ['draws', 'list'])).out).toMatch(
      /kd {2}Sun,Wed,Sat +cut-off 19:00 {2}closed 2026-11-25/,
    );
    expect((await run(t.ctx, ['draws', 'reopen', '--pool', 'kd', '--date', '2026-11-25'])).out).toMatch(
      /Reopened/,
    );
    expect((await run(t.ctx, ['draws', 'special', '--pool', 'mg', '--date', '2026-11-24'])).out).toMatch(
      /special draw/,
    );
    const schedule = await run(t.ctx, ['draws', 'schedule', '--pool', 'sg', '--cutoff', '18:30']);
    expect(schedule.out).toBe('sg: draws on Sun,Wed,Sat; cut-off 18:30.');
    const bad = await run(t.ctx, ['draws', 'schedule', '--pool', 'sg', '--weekdays', '1,9']);
    expect(bad).toMatchObject({ code: 1, err: expect.stringMatching(/expected weekdays 0-6, got "1,9"/) });
    const badDate = await run(t.ctx, ['draws', 'close', '--pool', 'kd', '--date', '25/11/2026']);
    expect(badDate).toMatchObject({
      code: 1,
      err: expect.stringMatching(/expected YYYY-MM-DD, got "25\/11\/2026"/),
    });
  });

  it('enters a result once the draw has closed, and says when nothing changed', async () => {
    const args = ['results', 'enter', '--pool', 'mg', '--date', '2026-11-22', '--first', '1234'];
    const rest = [
      '--second',
      '5678',
      '--third',
      '9012',
      '--starters',
      STARTERS,
      '--consolations',
      CONSOLATIONS,
    ];
    const early = await run(t.ctx, [...args, ...rest]);
    expect(early).toMatchObject({ code: 1, err: expect.stringMatching(/still takes bets/) });
    t.clock.advance(8 * 3600_000);
    expect((await run(t.ctx, [...args, ...rest])).out).toMatch(
      /mg 2026-11-22: result entered; settled 0 line\(s\)/,
    );
    expect((await run(t.ctx, [...args, ...rest])).out).toMatch(/nothing changed/);
    const bad = await run(t.ctx, [
      ...args.slice(0, -1),
      '12a4',
      ...rest.slice(0, -2),
      '--consolations',
      '0002',
    ]);
    expect(bad).toMatchObject({ code: 1 });
    expect(bad.err).toMatch(/first: expected 4 digits, got '12a4'/);
    expect(bad.err).toMatch(/consolations: expected 10 numbers/);
  });

  it('imports every real Da Ma Cai draw, per year as in the files, and a second import changes nothing', async () => {
    // The publisher's special (Tuesday) draws are not in this calendar: refused, naming each ...
    const refused = await run(t.ctx, ['results', 'import', '--format', 'damacai', REAL_DAMACAI]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/20240213\.json:1: Da Ma Cai 1\+3D has no draw on Tue 13\/02\/2024/);
    expect(await countResults('kd')).toBe(0);
    // ... unless the operator asks to add them as special draws.
    const first = await run(t.ctx, [
      'results',
      'import',
      '--format',
      'damacai',
      '--add-special-draws',
      REAL_DAMACAI,
    ]);
    expect(first).toMatchObject({
      code: 0,
      out: expect.stringMatching(/Imported 329 draw\(s\): 329 new, 0 corrected, 0 unchanged/),
    });
    const files = fs.readdirSync(REAL_DAMACAI).filter((name) => /^\d{8}\.json$/.test(name));
    const byYear = (dates: string[]) =>
      dates.reduce<Record<string, number>>(
        (years, date) => ({ ...years, [date.slice(0, 4)]: (years[date.slice(0, 4)] ?? 0) + 1 }),
        {},
      );
    const stored = await t.db.kysely
      .selectFrom('draw_results')
      .select('draw_date')
      .where('pool', '=', 'kd')
      .execute();
    expect(byYear(stored.map((row) => row.draw_date))).toEqual(byYear(files));
    const again = await run(t.ctx, ['results', 'import', '--format', 'damacai', REAL_DAMACAI]);
    expect(again.out).toMatch(/Imported 329 draw\(s\): 0 new, 0 corrected, 329 unchanged/);
  });

  it('imports real Da Ma Cai files marked WAITING_APPROVAL whose numbers are complete, and refuses one with a placeholder', async () => {
    const waiting = path.join(RESULTS_FIXTURES, 'damacai-waiting-approval');
    const taken = await run(t.ctx, [
      'results',
      'import',
      '--format',
      'damacai',
      '--add-special-draws',
      waiting,
    ]);
    expect(taken).toMatchObject({
      code: 0,
      // new, or unchanged when the test above imported the same draws marked COMPLETED
      out: expect.stringMatching(/Imported 2 draw\(s\): (2 new|0 new, 0 corrected, 2 unchanged)/),
    });
    const stored = await t.db.kysely
      .selectFrom('draw_results')
      .selectAll()
      .where('pool', '=', 'kd')
      .where('draw_date', '=', '2025-12-31')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.numbers_json)).toMatchObject({ first: '1120', second: '9625', third: '4956' });

    const broken = path.join(dir, 'waiting-broken');
    fs.mkdirSync(broken);
    const text = fs
      .readFileSync(path.join(waiting, '20251230.json'), 'utf8')
      .replace(/"p2": "\d{4}"/, '"p2": "----"');
    fs.writeFileSync(path.join(broken, '20251230.json'), text);
    const refused = await run(t.ctx, ['results', 'import', '--format', 'damacai', broken]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      `${path.join(broken, '20251230.json')}:1: p2: expected 4 digits, got '----'`,
    );
    expect(refused.err).not.toMatch(/status/);
  });

  it('imports every draw of the real Sports Toto and Singapore files', async () => {
    const toto = await run(t.ctx, [
      'results',
      'import',
      '--format',
      'sportstoto',
      '--add-special-draws',
      path.join(RESULTS_FIXTURES, 'sportstoto-4d.txt'),
    ]);
    expect(toto.out).toMatch(/Imported 807 draw\(s\): 807 new/);
    const singapore = await run(t.ctx, [
      'results',
      'import',
      '--format',
      'singapore',
      '--add-special-draws',
      path.join(RESULTS_FIXTURES, 'singapore-4d.csv'),
    ]);
    expect(singapore.out).toMatch(/Imported 1141 draw\(s\): 1141 new/);
    // The early Singapore draws (5 to 14 starters) are stored as published.
    const early = await run(t.ctx, [
      'results',
      'import',
      '--format',
      'singapore',
      '--add-special-draws',
      path.join(RESULTS_FIXTURES, 'singapore-4d-1986-1987.csv'),
    ]);
    expect(early.out).toMatch(/Imported 166 draw\(s\): 166 new/);
    expect(await countResults('tt')).toBe(807);
    expect(await countResults('sg')).toBe(1141 + 166);
  }, 120_000);

  it('refuses a file with bad rows whole, listing every problem with its line', async () => {
    const file = path.join(dir, 'toto.txt');
    const header =
      'DrawNo,DrawDate,1stPrizeNo,2ndPrizeNo,3rdPrizeNo,' +
      Array.from({ length: 10 }, (_, i) => `SpecialNo${i + 1}`).join(',') +
      ',' +
      Array.from({ length: 10 }, (_, i) => `ConsolationNo${i + 1}`).join(',');
    const row = (date: string, second: string) => `1,${date},1234,${second},9012,${STARTERS},${CONSOLATIONS}`;
    fs.writeFileSync(
      file,
      [header, row('20240103', '5678'), row('20240106', '12a4'), row('20240107', '56789')].join('\n'),
    );
    const before = await countResults('tt');
    const refused = await run(t.ctx, ['results', 'import', '--format', 'sportstoto', file]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/toto\.txt:3: 2ndPrizeNo: expected 4 digits, got '12a4'/);
    expect(refused.err).toMatch(/toto\.txt:4: 2ndPrizeNo/);
    expect(refused.err).toMatch(/nothing was imported/);
    expect(await countResults('tt')).toBe(before);
  });
});
