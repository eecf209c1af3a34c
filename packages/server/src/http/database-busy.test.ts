import type SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import { createUser } from '../features/users/user.service.js';
import { TestBrowser } from '../test-support/http-client.js';
import { otherSqliteConnection } from '../test-support/sqlite-lock.js';
import { useTestContext } from '../test-support/test-db.js';
import { buildApp } from '../app.js';

/**
 * SQLite only: another process holding the database's write lock (the results CLI settling a draw
 * while the server runs, docs/results-import.md) made an order wait busy_timeout (5 s) and then
 * answer 500 INTERNAL_ERROR. It must answer 503 DATABASE_BUSY with Retry-After, change nothing,
 * and go through once the lock is gone. PostgreSQL has no such file lock: a waiting transaction
 * there waits for a row, inside the database's own lock manager (covered by the concurrency tests).
 */
const cart = {
  name: '4D',
  dates: [{ value: '20261122' }],
  betList: [{ number: '1234', pattern: 'NORMAL', poolList: [1], betType: [{ shortCode: 'B', amount: '1' }] }],
};

describe('an order while another process holds the SQLite write lock', () => {
  const t = useTestContext('sqlite', {
    setup: async (ctx) => {
      const actor = { id: null, name: 'test' };
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'punter',
        password: 'punter-pass',
        role: 'player',
        credit: cents(100_00),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  let punter: TestBrowser;
  let other: SqliteDatabase.Database;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    punter = new TestBrowser(app);
    await punter.login('punter', 'punter-pass');
    other = await otherSqliteConnection(t.ctx.db.kysely);
  });

  afterAll(async () => {
    other?.close();
    await app?.close();
  });

  const balance = async () => (await punter.get('/Account/GetMyCredit')).json().data.creditLeft as number;
  const ticketCount = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from tickets`.execute(t.ctx.db.kysely)).rows[0]!.n);

  it('answers 503 DATABASE_BUSY with Retry-After, changes nothing, and succeeds once the lock is gone', async () => {
    const before = { balance: await balance(), tickets: await ticketCount() };
    other.exec('begin immediate');
    let busy;
    try {
      busy = await punter.postJson('/Order/MakeOrder', cart);
    } finally {
      other.exec('rollback');
    }
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toMatchObject({ success: false, code: 'DATABASE_BUSY' });
    expect({ balance: await balance(), tickets: await ticketCount() }).toEqual(before);

    const placed = await punter.postJson('/Order/MakeOrder', cart);
    expect(placed.json()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    expect(await balance()).toBe(before.balance - 1);
  }, 20_000);
});
