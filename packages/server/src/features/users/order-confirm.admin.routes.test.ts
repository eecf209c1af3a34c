import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { dbSnapshot } from '../../test-support/db-snapshot.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from './user.service.js';

const actor = { id: null, name: 'test' };

/**
 * Issue 36.3: an upline sets, per user of its downline, the order total above which the app asks
 * once more before placing an order (default off).
 *
 * house ─ boss (agent) ─ sub (agent) ─ pone (player)
 *       └ rival (agent) ─ ptwo (player)
 */
describe.each(TEST_DIALECTS)('order confirm threshold on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'boss', password: 'boss-pass', role: 'agent', actor });
      await createUser(ctx, { username: 'sub', password: 'sub-pass', role: 'agent', parent: 'boss', actor });
      await createUser(ctx, {
        username: 'pone',
        password: 'pone-pass',
        role: 'player',
        parent: 'sub',
        actor,
      });
      await createUser(ctx, { username: 'rival', password: 'rival-pass', role: 'agent', actor });
      await createUser(ctx, {
        username: 'ptwo',
        password: 'ptwo-pass',
        role: 'player',
        parent: 'rival',
        actor,
      });
    },
  });
  let app: FastifyInstance;
  const browsers = new Map<string, TestBrowser>();
  const as = async (username: string) => {
    let b = browsers.get(username);
    if (!b) {
      b = new TestBrowser(app);
      await b.login(username, `${username}-pass`);
      browsers.set(username, b);
    }
    return b;
  };
  const set = async (by: string, form: Record<string, string>) =>
    (await as(by)).postForm('/Admin/SetOrderConfirm', form);
  const rowOf = async (by: string, username: string) =>
    ((await (await as(by)).get('/Admin/GetDownline')).json().data as { username: string }[]).find(
      (row) => row.username === username,
    );
  const audits = () =>
    t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'before_json', 'after_json'])
      .where('action', '=', 'user.order_confirm')
      .orderBy('id')
      .execute();

  // dbSnapshot does not read the threshold itself.
  const thresholds = async () =>
    JSON.stringify(
      await t.db.kysely
        .selectFrom('users')
        .select(['username', 'confirm_order_above_cents'])
        .orderBy('username')
        .execute(),
    );

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  it('is off by default, shown in the tree and to the user', async () => {
    expect(await rowOf('house', 'pone')).toMatchObject({ username: 'pone', confirmOrderAbove: null });
    expect((await (await as('pone')).get('/Account/GetMyCredit')).json().data).toEqual({
      creditLeft: 0,
      confirmOrderAbove: null,
    });
  });

  it('an upline sets it for its downline, audited; the user sees it at once; empty turns it off', async () => {
    const pone = await as('pone');
    await pone.get('/Account/GetMyCredit'); // the session is cached: the change must show anyway
    const answer = await set('boss', { username: 'pone', confirmOrderAbove: '50.5' });
    expect(answer.json()).toEqual({ success: true, message: 'Order confirmation set', data: null });
    expect(await rowOf('boss', 'pone')).toMatchObject({ confirmOrderAbove: 50.5 });
    expect((await pone.get('/Account/GetMyCredit')).json().data).toEqual({
      creditLeft: 0,
      confirmOrderAbove: 50.5,
    });

    const off = await set('sub', { username: 'pone', confirmOrderAbove: '' });
    expect(off.json()).toMatchObject({ success: true, message: 'Order confirmation off' });
    expect(await rowOf('sub', 'pone')).toMatchObject({ confirmOrderAbove: null });
    expect((await pone.get('/Account/GetMyCredit')).json().data.confirmOrderAbove).toBeNull();

    const house = await set('house', { username: 'boss', confirmOrderAbove: '1000' });
    expect(house.json().success).toBe(true);
    expect(await rowOf('house', 'boss')).toMatchObject({ confirmOrderAbove: 1000 });

    const logged = await audits();
    expect(
      logged.map((row) => [row.actor_name, JSON.parse(row.before_json!), JSON.parse(row.after_json!)]),
    ).toEqual([
      ['boss', { confirm_order_above_cents: null }, { confirm_order_above_cents: 5050 }],
      ['sub', { confirm_order_above_cents: 5050 }, { confirm_order_above_cents: null }],
      ['house', { confirm_order_above_cents: null }, { confirm_order_above_cents: 100000 }],
    ]);
  });

  it('only an upline sets it: not the user itself, not another tree, not an upline; nothing changes', async () => {
    const before = (await dbSnapshot(t.db)) + (await thresholds());
    const asPlayer = await set('pone', { username: 'pone', confirmOrderAbove: '5' });
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    for (const [by, username] of [
      ['boss', 'boss'], // itself
      ['boss', 'ptwo'], // another tree
      ['sub', 'boss'], // its upline
      ['house', 'house'], // the house itself
      ['boss', 'nobody'],
    ] as const) {
      const refused = await set(by, { username, confirmOrderAbove: '5' });
      expect(refused.statusCode, `${by} on ${username}`).toBe(404);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        message: `No user named ${username} in your downline`,
      });
    }
    const anonymous = await new TestBrowser(app).postForm('/Admin/SetOrderConfirm', {
      username: 'pone',
      confirmOrderAbove: '5',
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await dbSnapshot(t.db)) + (await thresholds())).toBe(before);
  });

  it.each([
    ['zero', '0', 'confirmOrderAbove: must be more than 0'],
    ['a negative amount', '-5', 'confirmOrderAbove: must be more than 0'],
    ['three decimals', '1.234', 'confirmOrderAbove: expected a number with at most two decimals'],
    ['text', 'lots', 'confirmOrderAbove: expected a number with at most two decimals'],
    ['too many digits', '99999999999999', 'confirmOrderAbove: expected a number with at most two decimals'],
  ])('refuses %s with VALIDATION_FAILED naming the field, nothing changed', async (_name, value, message) => {
    const before = (await dbSnapshot(t.db)) + (await thresholds());
    const refused = await set('boss', { username: 'pone', confirmOrderAbove: value });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    expect((await dbSnapshot(t.db)) + (await thresholds())).toBe(before);
  });

  it('refuses a missing username with VALIDATION_FAILED', async () => {
    const refused = await set('boss', { confirmOrderAbove: '5' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^username: /);
  });
});
