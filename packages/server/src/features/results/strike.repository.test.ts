import { describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import { advancedOrder } from '../../test-support/advanced-order.js';
import { TEST_DIALECTS, useTestContext, type TestHarness } from '../../test-support/test-db.js';
import { findUserById } from '../../common/user.repository.js';
import type { NewStrike } from '../../db/tables/result.table.js';
import { placeOrder } from '../orders/place-order.service.js';
import { createUser } from '../users/user.service.js';
import { insertStrikes } from './strike.repository.js';

/**
 * A strike names its ticket, line and owner. SQLite's foreign keys refuse a line or ticket that does
 * not exist; on PostgreSQL the insert itself refuses a strike whose line is not its ticket's or whose
 * ticket is not its owner's (migration 0016), and the whole insert fails with it.
 */
const actor = { id: null, name: 'test' };

async function ticketOf(t: TestHarness, name: string) {
  const id = await createUser(t.ctx, {
    username: name,
    password: 'player-pass',
    role: 'player',
    credit: cents(1_000_00),
    actor,
  });
  const user = (await findUserById(t.db.kysely, id))!;
  const receipt = await placeOrder(t.ctx, await advancedOrder(t, user, 'D\n#1\n1234#1', 'strikes'));
  expect(receipt.betStatus).toBe('COMPLETE');
  const line = await t.db.kysely
    .selectFrom('ticket_lines')
    .innerJoin('tickets', 'tickets.id', 'ticket_lines.ticket_id')
    .select(['ticket_lines.id as line_id', 'tickets.id as ticket_id', 'tickets.user_id'])
    .where('tickets.user_id', '=', id)
    .executeTakeFirstOrThrow();
  return { lineId: Number(line.line_id), ticketId: Number(line.ticket_id), userId: Number(line.user_id) };
}

const strike = (of: { lineId: number; ticketId: number; userId: number }): NewStrike => ({
  ticket_id: of.ticketId,
  line_id: of.lineId,
  user_id: of.userId,
  pool: 'mg',
  draw_date: '2026-11-22',
  result_version: 1,
  number: '1234',
  bet_type: 'B',
  tier: '1st',
  prize_number: '1234',
  stake_cents: 100,
  win_cents: 250_000,
  created_at: 0,
});

const strikeCount = async (t: TestHarness) =>
  Number(
    (
      await t.db.kysely
        .selectFrom('strikes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(TEST_DIALECTS)('strikes name lines that exist, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });

  it('stores strikes of existing lines, in the order given, and refuses a line that does not exist', async () => {
    const a = await ticketOf(t, 'strike_a');
    const b = await ticketOf(t, 'strike_b');
    await insertStrikes(t.db.kysely, [strike(b), strike(a)]);
    const stored = await t.db.kysely.selectFrom('strikes').select(['id', 'line_id']).orderBy('id').execute();
    expect(stored.map((row) => Number(row.line_id))).toEqual([b.lineId, a.lineId]);

    const missing = { ...a, lineId: Math.max(a.lineId, b.lineId) + 1000 };
    await expect(
      t.db.kysely.transaction().execute((trx) => insertStrikes(trx, [strike(a), strike(missing)])),
    ).rejects.toThrow();
    expect(await strikeCount(t)).toBe(2);
  });

  it.runIf(dialect === 'postgres')(
    "refuses a strike whose line is another ticket's, or whose ticket is another owner's",
    async () => {
      const a = await ticketOf(t, 'strike_c');
      const b = await ticketOf(t, 'strike_d');
      const before = await strikeCount(t);
      for (const wrong of [
        { ...a, lineId: b.lineId },
        { ...a, userId: b.userId },
      ]) {
        await expect(
          t.db.kysely.transaction().execute((trx) => insertStrikes(trx, [strike(a), strike(wrong)])),
        ).rejects.toThrow(/line_id/);
      }
      expect(await strikeCount(t)).toBe(before);
    },
  );
});
