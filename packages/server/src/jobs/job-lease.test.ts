import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { openDatabase, type Db } from '../db/database.js';
import { DEMO_DRAWS_LEASE, startDemoDraws } from '../demo/demo-draws.js';
import { createUser } from '../features/users/user.service.js';
import { createTestDb, TEST_DIALECTS, TestClock, testContext, type TestDb } from '../test-support/test-db.js';
import { releaseLease, startLeasedJob, takeLease } from './job-lease.js';

const TTL = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await sleep(10);
  }
}

// Two instances: two connections (pools) to one database, each with its own context.
describe.each(TEST_DIALECTS)('job lease on %s', (dialect) => {
  let testDb: TestDb;
  let secondDb: Db;
  const clock = new TestClock();
  let a: AppContext;
  let b: AppContext;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    secondDb = openDatabase(testDb.url);
    a = testContext(testDb.db, clock);
    b = testContext(secondDb, clock);
  });
  afterAll(async () => {
    await secondDb?.destroy();
    await testDb?.cleanup();
  });

  it('is held by one instance at a time and passes on when the holder stops renewing', async () => {
    expect(await takeLease(a, 'job-1', 'a', TTL)).toBe(true);
    expect(await takeLease(b, 'job-1', 'b', TTL)).toBe(false);
    clock.advance(TTL - 1);
    // A renews in time: B still cannot take it, even after A's first term.
    expect(await takeLease(a, 'job-1', 'a', TTL)).toBe(true);
    clock.advance(TTL - 1);
    expect(await takeLease(b, 'job-1', 'b', TTL)).toBe(false);
    // A stops renewing: once its term is over, B takes it, and A has lost it.
    clock.advance(2);
    expect(await takeLease(b, 'job-1', 'b', TTL)).toBe(true);
    expect(await takeLease(a, 'job-1', 'a', TTL)).toBe(false);
    const rows = await testDb.db.kysely.selectFrom('job_leases').selectAll().execute();
    expect(rows).toEqual([{ name: 'job-1', holder: 'b', expires_at: clock.now + TTL }]);
  });

  it('has one winner when both race for a free lease, and a release hands it over at once', async () => {
    const takes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => takeLease(i % 2 ? a : b, 'job-2', `holder-${i}`, TTL)),
    );
    expect(takes.filter(Boolean)).toHaveLength(1);
    const winner = `holder-${takes.indexOf(true)}`;
    await releaseLease(b, 'job-2', 'someone-else');
    expect(await takeLease(a, 'job-2', 'late', TTL)).toBe(false);
    await releaseLease(a, 'job-2', winner);
    expect(await takeLease(a, 'job-2', 'late', TTL)).toBe(true);
  });

  it('runs a leased job on one instance only; the other takes over when it stops', async () => {
    let active = 0;
    let overlap = false;
    const runs = { a: 0, b: 0 };
    const job = (name: 'a' | 'b') => async () => {
      active += 1;
      if (active > 1) overlap = true;
      runs[name] += 1;
      await sleep(5);
      active -= 1;
    };
    const options = {
      name: 'job-3',
      everyMs: 10,
      ttlMs: TTL,
      onError: (error: unknown) => console.error(error),
    };
    const jobA = startLeasedJob(a, { ...options, holder: 'a', run: job('a') });
    await until(() => runs.a >= 1, 'A runs');
    const jobB = startLeasedJob(b, { ...options, holder: 'b', run: job('b') });
    await until(() => runs.a >= 5, 'A runs again');
    expect(runs.b).toBe(0);
    await jobA.stop();
    await until(() => runs.b >= 3, 'B takes over after A stopped');
    await jobB.stop();
    expect(overlap).toBe(false);
    expect(
      await testDb.db.kysely.selectFrom('job_leases').where('name', '=', 'job-3').selectAll().execute(),
    ).toEqual([]);
  });

  it('the demo draws run only on the instance holding their lease', async () => {
    await createUser(a, {
      username: 'house',
      password: 'house-pass',
      role: 'admin',
      actor: { id: null, name: 't' },
    });
    const results = async () =>
      (await testDb.db.kysely.selectFrom('draw_results').select('pool').execute()).length;
    // Another instance holds the lease (and keeps renewing it): this one enters nothing.
    expect(await takeLease(a, DEMO_DRAWS_LEASE, 'other-instance', TTL)).toBe(true);
    const errors: unknown[] = [];
    const demo = startDemoDraws(b, (error) => errors.push(error), { everyMs: 20, ttlMs: TTL, holder: 'b' });
    await sleep(150);
    expect(await results()).toBe(0);
    // The other instance stops cleanly: the next check here takes the lease and enters the draws.
    await releaseLease(a, DEMO_DRAWS_LEASE, 'other-instance');
    await until(async () => (await results()) > 0, 'demo results entered');
    await demo.stop();
    expect(errors).toEqual([]);
  });
});
