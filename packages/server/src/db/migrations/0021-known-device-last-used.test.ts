import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertRawPlayer } from '../../test-support/raw-rows.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { migrateTo, migrateToLatest } from '../migrator.js';

const BEFORE = '0018-ticket-lines-number-index';

describe.each(TEST_DIALECTS)('migration 0021 (known_devices.last_used_at) on %s', (dialect) => {
  const t = useTestContext(dialect, { migrate: false });

  it('starts the devices known before it from their first login, and can be undone', async () => {
    await migrateTo(t.db, BEFORE);
    const db = t.db.kysely;
    const userId = await insertRawPlayer(db, 'old');
    // The row as 0013 knew it: no last_used_at yet.
    await sql`insert into known_devices (id, user_id, created_at) values (${'a'.repeat(64)}, ${userId}, 1000)`.execute(
      db,
    );

    expect(await migrateToLatest(t.db)).toContain('0021-known-device-last-used');
    const row = await db.selectFrom('known_devices').select('last_used_at').executeTakeFirstOrThrow();
    expect(Number(row.last_used_at)).toBe(1_000);

    await migrateTo(t.db, BEFORE);
    const columns = (await db.introspection.getTables()).find(
      (table) => table.name === 'known_devices',
    )!.columns;
    expect(columns.map((column) => column.name)).not.toContain('last_used_at');
    await migrateToLatest(t.db);
  });
});
