import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { checkMoneyConserved } from '../test-support/money-check.js';
import { createUser } from '../features/users/user.service.js';
import { creditWallets } from './ledger-batch.repository.js';

const actor = { id: null, name: 'test' };

describe.each(TEST_DIALECTS)('crediting many wallets at once on %s', (dialect) => {
  const t = useTestContext(dialect);

  it('writes one entry per credit, in order, each continuing its wallet, in chunks of owners', async () => {
    // 1,203 owners: more than one chunk of the update (1,000) and of the insert (500 rows). Written
    // straight (a password hash each would only slow the test); two in three get opening credit.
    const rows = await t.db.kysely
      .insertInto('users')
      .values(
        Array.from({ length: 1_203 }, (_, i) => ({
          username: `owner${i}`,
          password_hash: 'x',
          role: 'player' as const,
          parent_id: null,
          package_id: null,
          status: 'active' as const,
          balance_cents: 0,
          created_at: 0,
          password_changed_at: 0,
          eat_sequence_id: 1,
        })),
      )
      .returning('id')
      .execute();
    const ids = rows.map((row) => Number(row.id));
    // Opening credit as the house would give it, written in bulk too: wallet and ledger agree.
    const opening = ids.flatMap((userId, i) =>
      i % 3 === 0
        ? []
        : [
            {
              user_id: userId,
              kind: 'credit_add' as const,
              amount_cents: 1_000 + i,
              pre_balance_cents: 0,
              post_balance_cents: 1_000 + i,
              remark: 'opening',
              ref_type: null,
              ref_id: null,
              actor_id: null,
              actor_name: 'test',
              created_at: 0,
            },
          ],
    );
    for (let j = 0; j < opening.length; j += 500) {
      await t.db.kysely
        .insertInto('ledger_entries')
        .values(opening.slice(j, j + 500))
        .execute();
    }
    await sql`update users set balance_cents = (select e.post_balance_cents from ledger_entries e
      where e.user_id = users.id and e.kind = 'credit_add')
      where id in (select user_id from ledger_entries where kind = 'credit_add')`.execute(t.db.kysely);
    const credits = ids.flatMap((userId, i) => [
      { userId, kind: 'win' as const, amount: 10 * (i + 1), remark: 'Win test' },
      { userId, kind: 'commission' as const, amount: 3, remark: 'Commission test' },
    ]);
    await t.db.kysely
      .transaction()
      .execute((trx) => creditWallets(trx, credits, { refType: 'draw', refId: 'x', actor, now: 1 }));

    for (const i of [0, 1, 999, 1_000, 1_202]) {
      // Expected from the test's own arithmetic: the starting credit plus both amounts.
      const start = i % 3 === 0 ? 0 : 1_000 + i;
      const user = await t.db.kysely
        .selectFrom('users')
        .select('balance_cents')
        .where('id', '=', ids[i]!)
        .executeTakeFirstOrThrow();
      expect(Number(user.balance_cents)).toBe(start + 10 * (i + 1) + 3);
      const entries = await t.db.kysely
        .selectFrom('ledger_entries')
        .select(['kind', 'amount_cents', 'pre_balance_cents', 'post_balance_cents'])
        .where('user_id', '=', ids[i]!)
        .where('ref_id', '=', 'x')
        .orderBy('id')
        .execute();
      expect(entries.map((e) => [e.kind, Number(e.pre_balance_cents), Number(e.post_balance_cents)])).toEqual(
        [
          ['win', start, start + 10 * (i + 1)],
          ['commission', start + 10 * (i + 1), start + 10 * (i + 1) + 3],
        ],
      );
    }
    // Every wallet still equals its ledger, and every entry continues the one before.
    await checkMoneyConserved(t.db.kysely);
  });

  it('refuses a credit that is not positive whole cents, or to a user that does not exist, changing nothing', async () => {
    await createUser(t.ctx, { username: 'house', password: 'house-pass-1', role: 'admin', actor });
    const id = await createUser(t.ctx, { username: 'lone', password: 'lone-pass-1', role: 'player', actor });
    const run = (credits: Parameters<typeof creditWallets>[1]) =>
      t.db.kysely
        .transaction()
        .execute((trx) => creditWallets(trx, credits, { refType: null, refId: null, actor, now: 1 }));
    await expect(run([{ userId: id, kind: 'win', amount: 0, remark: 'w' }])).rejects.toThrow(/positive/);
    await expect(run([{ userId: id, kind: 'win', amount: 1.5, remark: 'w' }])).rejects.toThrow(/positive/);
    await expect(
      run([
        { userId: id, kind: 'win', amount: 5, remark: 'w' },
        { userId: 987_654, kind: 'win', amount: 5, remark: 'w' },
      ]),
    ).rejects.toThrow(/no such user: 987654/);
    const user = await t.db.kysely
      .selectFrom('users')
      .select('balance_cents')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(user.balance_cents)).toBe(0);
  });
});
