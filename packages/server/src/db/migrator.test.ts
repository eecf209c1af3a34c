import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { migrateToLatest, migrationsCurrent } from './migrator.js';

describe.each(TEST_DIALECTS)('migrations on %s', (dialect) => {
  const t = useTestContext(dialect, { migrate: false });

  it('run from empty, report current, and a second run changes nothing', async () => {
    expect(await migrationsCurrent(t.db)).toBe(false);
    expect(await migrateToLatest(t.db)).toEqual([
      '0001-accounts',
      '0002-orders',
      '0003-draws',
      '0004-jackpots',
      '0005-pool-schedules',
      '0006-number-meanings',
      '0007-draw-rollups',
      '0008-audit-search',
      '0009-limit-exposure',
      '0010-ledger-transfers',
      '0011-job-leases',
      '0012-ticket-placed-by',
      '0013-login-throttle',
      '0014-settlement-steps',
      '0015-draw-owner-status-index',
      '0016-strike-line-check',
      '0017-settlement-read-covering',
      '0018-ticket-lines-number-index',
      '0019-jackpot-house-top-up',
      '0021-known-device-last-used',
      '0022-order-confirm-threshold',
      '0030-position-takes',
      '0040-result-sources',
      '0050-chat-orders',
      '0051-chat-updates',
      '0060-counter-claims',
      '0070-number-stops',
      '0080-weekly-cycle',
      '0085-weekly-lock',
      '0089-position-tickets-index',
      '0090-sqlite-lines-covering',
    ]);
    expect(await migrationsCurrent(t.db)).toBe(true);
    expect(await migrateToLatest(t.db)).toEqual([]);
    const packages = await t.db.kysely.selectFrom('packages').select('name').execute();
    expect(packages).toEqual([{ name: '2500' }]);
  });
});
