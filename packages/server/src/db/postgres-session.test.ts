import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../test-support/test-db.js';

describe('the server’s PostgreSQL sessions', () => {
  const t = useTestContext('postgres');

  // A short report read (a member's rollups: about 1 ms of work) was planned with two parallel
  // workers, whose start-up took ~40 ms on a 2-core machine: a player's profit and loss went from
  // 6.6 ms to 51 ms p50 (reports bench, 2026-12-05). Every request here is a short read or write
  // on behalf of one user among many; a worker per query takes cores from the others.
  it('plan no parallel workers', async () => {
    const { rows } = await sql<{ setting: string }>`
      select setting from pg_settings where name = 'max_parallel_workers_per_gather'`.execute(t.db.kysely);
    expect(rows[0]?.setting).toBe('0');
  });
});
