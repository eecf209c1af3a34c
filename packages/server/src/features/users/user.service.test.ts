import { describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { getBalance } from '../../common/ledger.repository.js';
import { findUserByUsername, listUsers } from '../../common/user.repository.js';
import { createUser } from './user.service.js';

const actor = { id: null, name: 'test' };

describe.each(TEST_DIALECTS)('users on %s', (dialect) => {
  const t = useTestContext(dialect);

  it('needs an admin before agents and players without a named parent', async () => {
    await expect(
      createUser(t.ctx, { username: 'early', password: 'secret1', role: 'player', actor }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/create an admin first/),
    });
  });

  it('builds a tree with packages and opening credit', async () => {
    await createUser(t.ctx, { username: 'House', password: 'secret1', role: 'admin', actor });
    await createUser(t.ctx, {
      username: 'agent',
      password: 'secret1',
      role: 'agent',
      packageName: '2500',
      actor,
    });
    await createUser(t.ctx, { username: 'sub', password: 'secret1', role: 'agent', parent: 'agent', actor });
    const id = await createUser(t.ctx, {
      username: 'pone',
      password: 'secret1',
      role: 'player',
      parent: 'sub',
      credit: cents(12_345),
      actor,
    });
    expect(await getBalance(t.db.kysely, id)).toBe(12_345);
    const rows = await listUsers(t.db.kysely);
    expect(rows.map((r) => [r.username, r.role, r.parent, r.package_name])).toEqual([
      ['house', 'admin', null, null],
      ['agent', 'agent', 'house', '2500'],
      ['sub', 'agent', 'agent', null],
      ['pone', 'player', 'sub', null],
    ]);
    const stored = await findUserByUsername(t.db.kysely, 'pone');
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ username: 'ab', role: 'player' }, /username: 3 to 32/],
    [{ username: 'has space', role: 'player' }, /username/],
    [{ username: 'agent', role: 'player' }, /already taken/],
    [{ username: 'newp', role: 'player', password: '123' }, /password: must be 6 to 64/],
    [{ username: 'newp', role: 'player', parent: 'pone' }, /a player cannot have a player under it/],
    [{ username: 'newp', role: 'player', parent: 'ghost' }, /no user named ghost/],
    [{ username: 'newp', role: 'admin', parent: 'house' }, /an admin has no upline/],
    [{ username: 'newp', role: 'player', packageName: 'nope' }, /no package named nope/],
  ] as const)('refuses %j', async (input, message) => {
    const before = (await listUsers(t.db.kysely)).length;
    await expect(createUser(t.ctx, { password: 'secret1', ...input, actor })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(message),
    });
    expect((await listUsers(t.db.kysely)).length).toBe(before);
  });
});
