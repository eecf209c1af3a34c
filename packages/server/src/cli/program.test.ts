import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { getBalance } from '../common/ledger.repository.js';
import { findUserByUsername } from '../common/user.repository.js';
import { runCli } from '../test-support/run-cli.js';

const run = runCli;

describe.each(TEST_DIALECTS)('operator CLI on %s', (dialect) => {
  const t = useTestContext(dialect, { migrate: false });

  it('refuses user commands on an un-migrated database with a clear message', async () => {
    const result = await run(t.ctx, ['user', 'list']);
    expect(result).toMatchObject({
      code: 1,
      err: expect.stringMatching(/not migrated; run `npm run lotto -- migrate` first/),
    });
  });

  it('migrates, then reports the database up to date', async () => {
    expect((await run(t.ctx, ['migrate'])).out).toMatch(/Applied: 0001-accounts, 0002-orders/);
    expect((await run(t.ctx, ['migrate'])).out).toBe('The database is up to date.');
  });

  it('seeds the demo once and prints the logins', async () => {
    const first = await run(t.ctx, ['seed-demo']);
    expect(first.out).toMatch(/player1 +\/ player1234/);
    expect((await run(t.ctx, ['seed-demo'])).out).toMatch(/already has users/);
    const player = await findUserByUsername(t.db.kysely, 'player1');
    // The opening credit; the demo bets and their wins move the balance on from there.
    const opening = await t.db.kysely
      .selectFrom('ledger_entries')
      .select('post_balance_cents')
      .where('user_id', '=', player!.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(Number(opening.post_balance_cents)).toBe(100_000);
    expect(await getBalance(t.db.kysely, player!.id)).toBeGreaterThan(0);
  });

  it('adds users, changes a password, adjusts credit and lists them', async () => {
    const added = await run(t.ctx, [
      'user',
      'add',
      '--username',
      'Walkin',
      '--password',
      'walk-in-1',
      '--role',
      'player',
      '--parent',
      'agent1',
      '--credit',
      '250.50',
      '--package',
      '2730',
    ]);
    expect(added).toMatchObject({ code: 0, out: expect.stringMatching(/Created player walkin/) });
    expect(
      (await run(t.ctx, ['user', 'passwd', '--username', 'walkin', '--password', 'walk-in-2'])).code,
    ).toBe(0);
    const credit = await run(t.ctx, [
      'credit',
      'add',
      '--username',
      'walkin',
      '--amount',
      '-0.50',
      '--remark',
      'rounding',
    ]);
    expect(credit.out).toBe('-0.50 to walkin: balance 250.50 -> 250.00');
    const list = await run(t.ctx, ['user', 'list']);
    expect(list.out).toMatch(/walkin +player +agent1 +2730 +active +250\.00/);
  });

  it("takes an opening credit under an agent from the agent's wallet, refused beyond it (issue 22.4)", async () => {
    const agent = (await findUserByUsername(t.db.kysely, 'agent1'))!;
    const agentBefore = (await getBalance(t.db.kysely, agent.id))!;
    const add = (username: string, credit: string) =>
      run(
        t.ctx,
        ['user', 'add', '--username', username, '--password', 'secret1', '--role', 'player'].concat([
          '--parent',
          'agent1',
          '--credit',
          credit,
        ]),
      );
    expect((await add('fromagent', '100')).code).toBe(0);
    const player = (await findUserByUsername(t.db.kysely, 'fromagent'))!;
    expect(await getBalance(t.db.kysely, player.id)).toBe(100_00);
    expect(await getBalance(t.db.kysely, agent.id)).toBe(agentBefore - 100_00);
    const rows = await t.db.kysely
      .selectFrom('ledger_entries')
      .select(['user_id', 'kind', 'amount_cents', 'actor_name'])
      .where('user_id', 'in', [agent.id, player.id])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(rows.map((r) => [Number(r.user_id), r.kind, Number(r.amount_cents), r.actor_name]).sort()).toEqual(
      [
        [agent.id, 'transfer_give', -100_00, 'cli:test'],
        [player.id, 'transfer_give', 100_00, 'cli:test'],
      ].sort(),
    );
    // More than the agent has: refused, no user, no money moved.
    const entries = (await t.db.kysely.selectFrom('ledger_entries').select('id').execute()).length;
    const tooMuch = await add('toomuch', String((agentBefore - 100_00) / 100 + 1));
    expect(tooMuch.code).not.toBe(0);
    expect(tooMuch.err).toMatch(/Insufficient credit/);
    expect(await findUserByUsername(t.db.kysely, 'toomuch')).toBeUndefined();
    expect((await t.db.kysely.selectFrom('ledger_entries').select('id').execute()).length).toBe(entries);
  });

  it.each([
    [
      ['credit', 'add', '--username', 'walkin', '--amount', '1.234', '--remark', 'x'],
      /--amount: expected a number with at most two decimals/,
    ],
    [['credit', 'add', '--username', 'ghost', '--amount', '5', '--remark', 'x'], /No user named ghost/],
    [['credit', 'add', '--username', 'walkin', '--amount', '-9999', '--remark', 'x'], /Insufficient credit/],
    [
      ['user', 'add', '--username', 'x1', '--password', 'secret1', '--role', 'boss'],
      /Allowed choices are admin, agent, player/,
    ],
    [['user', 'add', '--username', 'newbie', '--role', 'player'], /required option '--password <password>'/],
    [
      [
        'user',
        'add',
        '--username',
        'newbie',
        '--password',
        'secret1',
        '--role',
        'player',
        '--credit',
        'lots',
      ],
      /--credit/,
    ],
  ])('refuses %j with a clear message and changes nothing', async (args, message) => {
    const before = await t.db.kysely.selectFrom('ledger_entries').select('id').execute();
    const result = await run(t.ctx, args);
    expect(result.code).not.toBe(0);
    expect(result.err).toMatch(message);
    expect(await t.db.kysely.selectFrom('ledger_entries').select('id').execute()).toHaveLength(before.length);
  });

  it.each([
    [[]],
    [['migrate']],
    [['seed-demo']],
    [['user', 'add']],
    [['user', 'passwd']],
    [['user', 'list']],
    [['user', 'login-link']],
    [['credit', 'add']],
  ])('has --help on %j', async (args) => {
    const result = await run(t.ctx, [...args, '--help']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/Usage: lotto/);
  });
});

describe('the lotto command as a process', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-cli-'));
  const exec = promisify(execFile);
  const serverRoot = path.resolve(import.meta.dirname, '../..');
  const lotto = (args: string[], env: Record<string, string>) =>
    exec(
      path.join(serverRoot, '../../node_modules/.bin/tsx'),
      ['--conditions=source', 'src/cli.ts', ...args],
      {
        cwd: serverRoot,
        env: { ...process.env, ...env },
      },
    );
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('seeds and lists users in a SQLite file', async () => {
    const env = { DATABASE_URL: `sqlite:${path.join(dir, 'cli.db')}` };
    expect((await lotto(['seed-demo'], env)).stdout).toMatch(/Demo logins/);
    expect((await lotto(['user', 'list'], env)).stdout).toMatch(
      /agent1 +agent +admin +2500 +active +50,000\.00/,
    );
  });

  it('fails fast on bad configuration, naming each problem', async () => {
    await expect(
      lotto(['user', 'list'], { DATABASE_URL: 'mysql://x', APP_TYPE: 'casino' }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/DATABASE_URL: expected sqlite:[\s\S]*APP_TYPE/),
    });
  });
});
