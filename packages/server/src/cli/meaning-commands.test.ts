import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { runCli } from '../test-support/run-cli.js';

const HEADER = 'number,tpk_chn,tpk_eng,gy_chn,gy_eng';

describe.each(TEST_DIALECTS)('meanings import command on %s', (dialect) => {
  const t = useTestContext(dialect);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-cli-meanings-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, content: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    return file;
  };
  const stored = async () =>
    t.db.kysely
      .selectFrom('number_meanings')
      .select(['number', 'tpk_chn', 'tpk_eng', 'gy_chn', 'gy_eng', 'updated_at'])
      .orderBy('number')
      .execute();

  it('imports a CSV chart (BOM, quoted commas), then says a second import changed nothing', async () => {
    const file = write(
      'chart.csv',
      `\uFEFF${HEADER}\r\n0001,红灯笼,"red lantern, lit",慈悲为怀,kind hands\r\n0002,龙门,dragon gate,心安,heart at ease\r\n`,
    );
    expect(await runCli(t.ctx, ['meanings', 'import', file])).toEqual({
      out: 'Imported 2 number(s): 2 added, 0 changed, 0 unchanged.',
      err: '',
      code: 0,
    });
    const first = await stored();
    expect(first.map(({ updated_at: _, ...meaning }) => meaning)).toEqual([
      {
        number: '0001',
        tpk_chn: '红灯笼',
        tpk_eng: 'red lantern, lit',
        gy_chn: '慈悲为怀',
        gy_eng: 'kind hands',
      },
      { number: '0002', tpk_chn: '龙门', tpk_eng: 'dragon gate', gy_chn: '心安', gy_eng: 'heart at ease' },
    ]);

    t.clock.advance(60_000);
    expect((await runCli(t.ctx, ['meanings', 'import', file])).out).toBe(
      'Imported 2 number(s): 0 added, 0 changed, 2 unchanged.',
    );
    expect(await stored()).toEqual(first);
  });

  it('imports JSON: adds new numbers, replaces changed ones, keeps the rest', async () => {
    const file = write(
      'update.json',
      JSON.stringify([
        { number: '0002', tpk_chn: '龙门', tpk_eng: 'dragon gate', gy_chn: '心安', gy_eng: 'heart at ease' },
        {
          number: '0001',
          tpk_chn: '红灯笼',
          tpk_eng: 'red lantern',
          gy_chn: '慈悲为怀',
          gy_eng: 'kind hands',
        },
        { number: '0003', tpk_chn: '老渔夫', tpk_eng: 'old fisherman', gy_chn: '顺风', gy_eng: 'fair wind' },
      ]),
    );
    t.clock.advance(60_000);
    expect((await runCli(t.ctx, ['meanings', 'import', file])).out).toBe(
      'Imported 3 number(s): 1 added, 1 changed, 1 unchanged.',
    );
    const rows = await stored();
    expect(rows.map((row) => [row.number, row.tpk_eng])).toEqual([
      ['0001', 'red lantern'],
      ['0002', 'dragon gate'],
      ['0003', 'old fisherman'],
    ]);
    // only the added and the changed rows were written
    expect(rows.map((row) => Number(row.updated_at) === t.clock.now)).toEqual([true, false, true]);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['actor_name', 'after_json'])
      .where('action', '=', 'meanings.import')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[1]!.after_json!)).toEqual({ source: file, added: 1, changed: 1, unchanged: 1 });
    expect(audit[1]!.actor_name).toBe('cli:test');
  });

  it('lists every problem as FILE:LINE and stores nothing', async () => {
    const before = await stored();
    const file = write(
      'bad.csv',
      [
        HEADER,
        '0001,新,new,c,d',
        '12,a,b,c,d',
        '0004,a,,c,d',
        '0005,a,b,c',
        '0004,a,b,c,d',
        '0006,a,b,c,d',
      ].join('\n'),
    );
    const answer = await runCli(t.ctx, ['meanings', 'import', file]);
    expect(answer.code).toBe(1);
    expect(answer.err.split('\n')).toEqual([
      `${file}:3: number: expected 4 digits, got '12' (leading zeros lost? write 0012)`,
      `${file}:4: tpk_eng: empty`,
      `${file}:5: expected 5 columns, got 4`,
      `${file}:6: number: 0004 is already on line 4`,
      '4 problem(s); nothing was imported',
    ]);
    expect(await stored()).toEqual(before);

    const header = write('header.csv', 'number,tpk_chn,tpk_eng,gy_chn,gy_eng,notes\n0009,a,b,c,d,e\n');
    expect((await runCli(t.ctx, ['meanings', 'import', header])).err).toMatch(
      new RegExp(`^${header}:1: header: unknown column 'notes'`),
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses a file that is not .csv or .json, and a missing argument', async () => {
    const file = write('chart.xlsx', 'PK');
    expect(await runCli(t.ctx, ['meanings', 'import', file])).toMatchObject({
      code: 1,
      err: expect.stringContaining(`${file}:1: expected a .csv or .json file`),
    });
    expect((await runCli(t.ctx, ['meanings', 'import'])).err).toMatch(/missing required argument 'file'/);
  });
});
