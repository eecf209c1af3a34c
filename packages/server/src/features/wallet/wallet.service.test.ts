import { describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import type { AppError } from '../../lib/app-error.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { getBalance, ledgerEntriesOf } from '../../common/ledger.repository.js';
import { adjustCredit } from './wallet.service.js';

const actor = { id: null, name: 'test' };

describe.each(TEST_DIALECTS)('wallet ledger on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });

  it('adds and takes back credit as audited ledger entries with pre and post balances', async () => {
    const id = await createUser(t.ctx, { username: 'alice', password: 'alice-pass', role: 'player', actor });
    await adjustCredit(t.ctx, { username: 'alice', amount: cents(150_050), remark: 'top up', actor });
    await adjustCredit(t.ctx, { username: 'ALICE', amount: cents(-50), remark: 'fee', actor });
    expect(await getBalance(t.db.kysely, id)).toBe(150_000);
    const entries = await ledgerEntriesOf(t.db.kysely, id);
    expect(
      entries.map((e) => [e.kind, e.pre_balance_cents, e.amount_cents, e.post_balance_cents, e.remark]),
    ).toEqual([
      ['credit_add', 0, 150_050, 150_050, 'top up'],
      ['credit_deduct', 150_050, -50, 150_000, 'fee'],
    ]);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('target_user_id', '=', id)
      .where('action', '=', 'credit.adjust')
      .execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ balance_cents: 150_000, amount_cents: -50 });
  });

  it('never lets a balance go negative, and a refused change leaves nothing behind', async () => {
    const id = await createUser(t.ctx, {
      username: 'bob',
      password: 'bob-pass',
      role: 'player',
      credit: cents(1_000),
      actor,
    });
    await expect(
      adjustCredit(t.ctx, { username: 'bob', amount: cents(-1_001), remark: 'too much', actor }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDIT',
      message: 'Insufficient credit: bob has 10.00, the adjustment takes back 10.01, short 0.01',
    });
    expect(await getBalance(t.db.kysely, id)).toBe(1_000);
    expect(await ledgerEntriesOf(t.db.kysely, id)).toHaveLength(1);
  });

  it('lets concurrent debits through only while the balance covers them', async () => {
    const id = await createUser(t.ctx, {
      username: 'carol',
      password: 'carol-pass',
      role: 'player',
      credit: cents(1_000),
      actor,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        adjustCredit(t.ctx, { username: 'carol', amount: cents(-300), remark: `debit ${i}`, actor }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as AppError).code).toBe('INSUFFICIENT_CREDIT');
    }
    expect(await getBalance(t.db.kysely, id)).toBe(100);
    const entries = await ledgerEntriesOf(t.db.kysely, id);
    // The ledger is a chain: each entry starts where the previous one ended.
    for (let i = 1; i < entries.length; i += 1) {
      expect(entries[i]!.pre_balance_cents).toBe(entries[i - 1]!.post_balance_cents);
    }
    expect(entries.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(100);
  });

  it('has the database refuse a negative balance or a broken entry even without the service', async () => {
    const id = await createUser(t.ctx, { username: 'dave', password: 'dave-pass', role: 'player', actor });
    await expect(
      t.db.kysely.updateTable('users').set({ balance_cents: -1 }).where('id', '=', id).execute(),
    ).rejects.toThrow();
    await expect(
      t.db.kysely
        .insertInto('ledger_entries')
        .values({
          user_id: id,
          kind: 'credit_add',
          amount_cents: 5,
          pre_balance_cents: 0,
          post_balance_cents: 6,
          remark: 'bad arithmetic',
          ref_type: null,
          ref_id: null,
          actor_id: null,
          actor_name: 'test',
          created_at: 0,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it.each([
    [{ username: 'nobody', amount: 100, remark: 'x' }, 'NOT_FOUND'],
    [{ username: 'house', amount: 0, remark: 'x' }, 'VALIDATION_FAILED'],
    [{ username: 'house', amount: 100, remark: '   ' }, 'VALIDATION_FAILED'],
    [{ username: 'house', amount: 100, remark: 'x'.repeat(201) }, 'VALIDATION_FAILED'],
  ])('refuses %j with %s', async (input, code) => {
    await expect(adjustCredit(t.ctx, { ...input, amount: cents(input.amount), actor })).rejects.toMatchObject(
      { code },
    );
  });
});
