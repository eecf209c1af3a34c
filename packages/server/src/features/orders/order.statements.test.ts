import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { useTestContext } from '../../test-support/test-db.js';
import { writeSettings } from '../../common/position.repository.js';
import { createUser } from '../users/user.service.js';

const actor = { id: null, name: 'test' };

// Every statement a pg client sends while `counting` is on, by its first words. Installed before
// the pool opens its connections (db/database.ts wraps each client's query at connect).
const sent: string[] = [];
let counting = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first.text ?? '');
    sent.push(text.split(' (')[0]!.replaceAll('"', '').slice(0, 30));
  }
  return (query as (...all: unknown[]) => unknown).apply(this, args);
} as typeof query;

/**
 * The round trips of one order on PostgreSQL (issue 19: the order path is bound by per-statement
 * work on the Node main thread and in PostgreSQL). A change that adds a statement to every order
 * shows up here; the list says which. An order alone is a batch of one (place-order.batch.ts):
 * the same statements carry a batch of 64.
 */
describe('statements of one order on postgres', () => {
  const t = useTestContext('postgres', {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await app?.close();
  });

  it('places a 4-line order with an Idempotency-Key in 12 statements, the session read from the cache', async () => {
    await createUser(t.ctx, {
      username: 'counted',
      password: 'counted-pass',
      role: 'player',
      credit: cents(100_000),
      actor,
    });
    const browser = new TestBrowser(app);
    await browser.login('counted', 'counted-pass');
    const body = { str2: 'D\n#1\n1234#1\n2345#1\n3456#1\n4567#1', remark: '' };
    // The first order reads the schedules and the session; the second is the steady state.
    expect(
      (await browser.postJson('/Order/MakeOrderAdvanced', body, { 'idempotency-key': 'c-1' })).json(),
    ).toMatchObject({ success: true });
    counting = true;
    const answer = await browser.postJson('/Order/MakeOrderAdvanced', body, { 'idempotency-key': 'c-2' });
    counting = false;
    expect(answer.json()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    // The calendar copy is read again at most once a second per process (single flight), not per
    // order: left out, so the count does not depend on how long the test took.
    const calendar = ['select pool, weekdays, cutoff', 'select pool, draw_date, kind f'];
    expect(sent.filter((statement) => !calendar.includes(statement))).toEqual([
      'begin',
      // whether any number of the order's draws is stopped for a downline (issue 40): one
      // indexed probe of an empty table while nobody stops any
      'select user_id from number_sto',
      'select pool, draw_date from dr',
      // the open draws bet on, held shared until the commit, then read again, so that a result
      // entry of one waits for the batch (common/draw-lock.ts): two statements per batch
      'select count(pg_advisory_xact_',
      'select pool, draw_date from dr',
      // the balance and the upline chain's standing (issue #36 item 4), in one statement, which
      // also says whether an agent above takes a position (issue 39): nobody does here
      'with recursive chain(start, de',
      'select * from sell_limits wher',
      'select array(select nextval(pg',
      'insert into limit_usage',
      'select id, balance_cents from ',
      'with new_orders as',
      'commit',
    ]);
  });
  it('with position taking on the path, the same order costs its paths, settings, packages, the capped usage and one write more', async () => {
    // house > taker (50% of B, cap 5.00 a number) > shared: every line is shared.
    const taker = await createUser(t.ctx, {
      username: 'taker',
      password: 'taker-pass',
      role: 'agent',
      credit: cents(100_000),
      actor,
    });
    await writeSettings(t.db.kysely, Number(taker), [{ betType: 'B', take: 5_000, cap: cents(500) }]);
    await createUser(t.ctx, {
      username: 'shared',
      password: 'shared-pass',
      role: 'player',
      parent: 'taker',
      credit: cents(100_000),
      actor,
    });
    const browser = new TestBrowser(app);
    await browser.login('shared', 'shared-pass');
    const body = { str2: 'D\n#1\n1234#1\n2345#1\n3456#1\n4567#1', remark: '' };
    expect(
      (await browser.postJson('/Order/MakeOrderAdvanced', body, { 'idempotency-key': 's-1' })).json(),
    ).toMatchObject({ success: true });
    sent.length = 0;
    counting = true;
    const answer = await browser.postJson('/Order/MakeOrderAdvanced', body, { 'idempotency-key': 's-2' });
    counting = false;
    expect(answer.json()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    const calendar = ['select pool, weekdays, cutoff', 'select pool, draw_date, kind f'];
    // Still one batch: the one-order path (a dozen statements more per order) is not taken.
    expect(sent.filter((statement) => !calendar.includes(statement))).toEqual([
      'begin',
      // whether any number of the batch's draws is stopped (issue 40): one probe of an empty table
      'select user_id from number_sto',
      'select pool, draw_date from dr',
      'select count(pg_advisory_xact_',
      'select pool, draw_date from dr',
      'with recursive chain(start, de',
      'select * from sell_limits wher',
      // the paths of the batch's owners that take and their levels' settings, before any lock
      // (no package to read: both have the base one)
      'with recursive chain(start, de',
      'select user_id, bet_type, take',
      'select array(select nextval(pg',
      'insert into limit_usage',
      'select id, balance_cents from ',
      // the capped levels' usage, once the counters are locked
      'select user_id, pool, draw_dat',
      'with new_orders as',
      // the snapshots and the usage
      'with snapshots as',
      'commit',
    ]);
  });
});
