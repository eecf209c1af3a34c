import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { selectArrays } from './array-rows.js';

describe.each(TEST_DIALECTS)('selectArrays on %s', (dialect) => {
  const t = useTestContext(dialect);

  it('answers rows as arrays in select order, bigint columns as numbers, and leaves other queries objects', async () => {
    const kysely = t.db.kysely;
    await kysely
      .insertInto('users')
      .values(
        ['b', 'a'].map((username) => ({
          username,
          password_hash: 'x',
          role: 'player' as const,
          parent_id: null,
          package_id: null,
          status: 'active' as const,
          balance_cents: 12_345_678_901,
          created_at: 0,
          password_changed_at: 0,
          eat_sequence_id: 1,
        })),
      )
      .execute();
    const query = kysely
      .selectFrom('users')
      .select(['balance_cents', 'username', 'role'])
      .where('username', 'in', ['a', 'b'])
      .orderBy('username');
    const rows = await selectArrays<[number, string, string]>(kysely, query);
    expect(rows).toEqual([
      [12_345_678_901, 'a', 'player'],
      [12_345_678_901, 'b', 'player'],
    ]);
    // The same query through Kysely as usual: objects still (the array mode is per statement).
    expect(await query.execute()).toEqual([
      { balance_cents: 12_345_678_901, username: 'a', role: 'player' },
      { balance_cents: 12_345_678_901, username: 'b', role: 'player' },
    ]);
    expect(await selectArrays(kysely, query.where('username', '=', 'nobody'))).toEqual([]);
  });
});
