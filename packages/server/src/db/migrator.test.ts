import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, TEST_DIALECTS, type TestDb } from '../test-support/test-db.js';
import { migrateToLatest, migrationsCurrent } from './migrator.js';

describe.each(TEST_DIALECTS)('migrations on %s', (dialect) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(dialect, { migrate: false });
  });
  afterAll(async () => testDb?.cleanup());

  it('run from empty, report current, and a second run changes nothing', async () => {
    expect(await migrationsCurrent(testDb.db)).toBe(false);
    expect(await migrateToLatest(testDb.db)).toEqual(['0001-accounts']);
    expect(await migrationsCurrent(testDb.db)).toBe(true);
    expect(await migrateToLatest(testDb.db)).toEqual([]);
    const packages = await testDb.db.kysely.selectFrom('packages').select('name').execute();
    expect(packages).toEqual([{ name: '2500' }]);
  });
});
