import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { runCli as run } from '../test-support/run-cli.js';

describe.each(TEST_DIALECTS)('packages and limits commands on %s', (dialect) => {
  const t = useTestContext(dialect);
  const audits = async () =>
    (await t.db.kysely.selectFrom('audit_log').select(['action', 'actor_name']).orderBy('id').execute()).map(
      (row) => `${row.action} by ${row.actor_name}`,
    );

  it('creates, edits and lists packages, audited', async () => {
    expect((await run(t.ctx, ['packages', 'save', '--name', '2730', '--scale-per10k', '10920'])).out).toBe(
      'Created package 2730 (scale 1.092).',
    );
    const edit = await run(t.ctx, [
      'packages',
      'save',
      '--name',
      '2730',
      '--commission',
      'B=27.5',
      '--payout',
      '4d.B.1st=2800',
    ]);
    expect(edit.out).toBe('Saved package 2730 (scale 1.092).');
    const row = await t.db.kysely
      .selectFrom('packages')
      .select('rates_json')
      .where('name', '=', '2730')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.rates_json)['4d'][0]).toMatchObject({
      betType: 'B',
      commissionBp: 2750,
      payout: { '1st': 280_000 },
    });
    expect((await run(t.ctx, ['packages', 'list'])).out).toMatch(
      /^2500 +scale 1\.0000 {2}users 0\n2730 +scale 1\.0920 {2}users 0$/,
    );
    expect(await audits()).toEqual(['package.create by cli:test', 'package.edit by cli:test']);
  });

  it('refuses bad package input, naming the option or field', async () => {
    expect(await run(t.ctx, ['packages', 'save', '--name', 'x', '--commission', 'B'])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/--commission: expected KEY=VALUE, got "B"/),
    });
    expect((await run(t.ctx, ['packages', 'save', '--name', 'x', '--payout', 'B.1st=1'])).err).toMatch(
      /--payout: expected GAME.BETTYPE.TIER/,
    );
    expect((await run(t.ctx, ['packages', 'save', '--name', 'x'])).err).toMatch(
      /scale: required to create a package/,
    );
    expect((await run(t.ctx, ['packages', 'save', '--name', '2730', '--payout', '4d.4A.2nd=1'])).err).toMatch(
      /rates.4d.4A.payouts.2nd: 4A pays no such prize/,
    );
  });

  it('sets, lists and deletes limits, audited', async () => {
    expect((await run(t.ctx, ['limits', 'list'])).out).toBe('(no limits set: the built-in defaults apply)');
    const set = await run(t.ctx, [
      'limits',
      'set',
      '--pool',
      'mg',
      '--bet-type',
      'B',
      '--date',
      '2026-11-25',
      '--number',
      '1234',
      '--limit',
      '50',
    ]);
    expect(set.out).toMatch(/^Limit #\d+ set: mg B 2026-11-25 1234 50$/);
    await run(t.ctx, ['limits', 'set', '--pool', 'all', '--bet-type', 'S', '--limit', '2000']);
    const list = (await run(t.ctx, ['limits', 'list'])).out.split('\n');
    expect(list).toEqual([
      expect.stringMatching(/^#\d+ {2}all S {3}any date {2}any number {2}2000$/),
      expect.stringMatching(/^#\d+ {2}mg {2}B {3}2026-11-25 {2}1234 {2}50$/),
    ]);
    const id = /#(\d+)/.exec(set.out)![1]!;
    expect((await run(t.ctx, ['limits', 'delete', '--id', id])).out).toBe(`Deleted limit #${id}.`);
    expect((await run(t.ctx, ['limits', 'delete', '--id', id])).err).toMatch(`No sell limit with id ${id}`);
    expect(
      (
        await run(t.ctx, [
          'limits',
          'set',
          '--pool',
          'mg',
          '--bet-type',
          'B',
          '--number',
          '12',
          '--limit',
          '1',
        ])
      ).err,
    ).toMatch(/number: B takes 4 digits, got "12"/);
    expect((await audits()).filter((line) => line.startsWith('limit'))).toEqual([
      'limit.set by cli:test',
      'limit.set by cli:test',
      'limit.delete by cli:test',
    ]);
  });
});
