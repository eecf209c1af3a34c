import { describe, expect, it } from 'vitest';
import { insertRawOrder, insertRawPlayer } from '../../test-support/raw-rows.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { migrateTo, migrateToLatest } from '../migrator.js';

describe.each(TEST_DIALECTS)('migration 0012 (tickets.placed_by) on %s', (dialect) => {
  const t = useTestContext(dialect, { migrate: false });

  it('fills placed_by of the tickets before it with their owner, and can be undone', async () => {
    await migrateTo(t.db, '0011-job-leases');
    const db = t.db.kysely;
    const userId = await insertRawPlayer(db, 'old');
    const orderId = await insertRawOrder(db, userId);
    // The row as 0002 knew it: no placed_by yet.
    const { placed_by: _unknown, ...ticket } = {
      order_id: orderId,
      user_id: userId,
      pool: 'mg' as const,
      draw_date: '2026-11-22',
      status: 'active' as const,
      requested_cents: 100,
      accepted_cents: 100,
      remark: '',
      phone: '',
      cart_json: null,
      created_at: 0,
      voided_at: null,
      voided_by: null,
      placed_by: null,
    };
    await db.insertInto('tickets').values(ticket).execute();

    expect(await migrateToLatest(t.db)).toContain('0012-ticket-placed-by');
    const row = await db.selectFrom('tickets').select(['user_id', 'placed_by']).executeTakeFirstOrThrow();
    expect(Number(row.placed_by)).toBe(Number(row.user_id));

    await migrateTo(t.db, '0011-job-leases');
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'tickets')!.columns;
    expect(columns.map((column) => column.name)).not.toContain('placed_by');
    await migrateToLatest(t.db);
  });
});
