import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { addUsageBatch, limitKeyId, lockUsage, type LimitKey } from './limit.repository.js';

/**
 * The counter lock (issue 19): on PostgreSQL one primary-key INSERT ... ON CONFLICT DO UPDATE ...
 * RETURNING that creates the missing counters, locks them and reads them; on SQLite, whose
 * BEGIN IMMEDIATE holds the one write lock, a read by primary key (issue 45, second pass). Its callers' behaviour (limits cut,
 * sold out, no oversell under concurrency) is covered by order.routes.test.ts and
 * order.concurrency.test.ts; this file pins the statement itself.
 */
describe.each(TEST_DIALECTS)('limit counters on %s', (dialect) => {
  const t = useTestContext(dialect);
  const key = (number: string, drawDate = '2026-11-22', betType: LimitKey['betType'] = 'B'): LimitKey => ({
    pool: 'mg',
    drawDate,
    betType,
    number,
  });
  const counters = () =>
    t.db.kysely
      .selectFrom('limit_usage')
      .selectAll()
      .orderBy('draw_date')
      .orderBy('bet_type')
      .orderBy('number')
      .execute();

  it('reads existing counters and missing ones as 0 (PostgreSQL creates them at 0 to lock them), and leaves the others alone', async () => {
    await t.db.kysely.transaction().execute((trx) =>
      addUsageBatch(trx, [
        { key: key('1234'), used: 500 },
        { key: key('9999'), used: 700 },
      ]),
    );
    const usage = await t.db.kysely
      .transaction()
      .execute((trx) => lockUsage(trx, dialect, [key('1234'), key('1234', '2026-11-22', 'S'), key('1234')]));
    expect(Object.fromEntries(usage)).toEqual({
      [limitKeyId(key('1234'))]: 500,
      [limitKeyId(key('1234', '2026-11-22', 'S'))]: 0,
    });
    // SQLite's BEGIN IMMEDIATE already serialises writers: it only reads, and the order's
    // addUsageBatch creates a counter it uses (issue 45, second pass).
    expect((await counters()).map((row) => [row.bet_type, row.number, Number(row.used_cents)])).toEqual([
      ['B', '1234', 500],
      ['B', '9999', 700],
      ...(dialect === 'postgres' ? [['S', '1234', 0]] : []),
    ]);
  });

  it('reads every key of an order larger than one statement (100 rows per statement)', async () => {
    const keys = Array.from({ length: 250 }, (_, i) => key(String(i).padStart(4, '0'), '2026-11-25'));
    await t.db.kysely.transaction().execute((trx) =>
      addUsageBatch(
        trx,
        keys.map((k, i) => ({ key: k, used: i + 1 })),
      ),
    );
    const usage = await t.db.kysely
      .transaction()
      .execute((trx) => lockUsage(trx, dialect, [...keys].reverse()));
    expect(usage.size).toBe(250);
    keys.forEach((k, i) => expect(usage.get(limitKeyId(k))).toBe(i + 1));
  });

  it('makes a second order on the same counter wait for the first and read what it committed', async () => {
    const counter = key('4321', '2026-11-29');
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstLocked!: () => void;
    const firstHasLock = new Promise<void>((resolve) => (firstLocked = resolve));

    const first = t.db.kysely.transaction().execute(async (trx) => {
      const usage = await lockUsage(trx, dialect, [counter]);
      firstLocked();
      await firstMayCommit;
      await addUsageBatch(trx, [{ key: counter, used: 300 }]);
      return usage.get(limitKeyId(counter));
    });
    await firstHasLock;
    const second = t.db.kysely.transaction().execute(async (trx) => {
      const usage = await lockUsage(trx, dialect, [counter, key('4322', '2026-11-29')]);
      return usage.get(limitKeyId(counter));
    });
    if (dialect === 'postgres') {
      // The second transaction really is blocked on the first one's row lock before it may go on.
      for (;;) {
        const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db.kysely);
        if (waiting.rows[0]!.n > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    releaseFirst();
    expect(await first).toBe(0);
    expect(await second).toBe(300);
  }, 30_000);
});
