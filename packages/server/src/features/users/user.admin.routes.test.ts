import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { findUserByUsername } from '../../common/user.repository.js';
import { createUser } from './user.service.js';
import { SESSION_CACHE_MS } from '../../common/session-cache.js';

const actor = { id: null, name: 'test' };

/**
 * house ─ boss (agent, 1000) ─ sub (agent) ─ pone (player)
 *       └ rival (agent) ─ ptwo (player)
 */
describe.each(TEST_DIALECTS)('back office users on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'boss',
        password: 'boss-pass',
        role: 'agent',
        credit: cents(1000_00),
        packageName: '2500',
        actor,
      });
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
  let house: TestBrowser;
  let boss: TestBrowser;
  const browser = async (username: string, password: string) => {
    const b = new TestBrowser(app);
    await b.login(username, password);
    return b;
  };
  const user = (username: string) => findUserByUsername(t.db.kysely, username);
  const auditCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    house = await browser('house', 'house-pass');
    boss = await browser('boss', 'boss-pass');
  });
  afterAll(async () => app?.close());

  it('lists the whole tree for the house, depth first, with balances and children', async () => {
    const answer = (await house.get('/Admin/GetDownline')).json();
    expect(answer.success).toBe(true);
    expect(answer.data.map((r: { username: string; depth: number }) => `${r.depth}:${r.username}`)).toEqual([
      '0:house',
      '1:boss',
      '2:sub',
      '3:pone',
      '1:rival',
      '2:ptwo',
    ]);
    expect(answer.data[1]).toEqual({
      username: 'boss',
      role: 'agent',
      status: 'active',
      packageName: '2500',
      balance: 1000,
      parent: 'house',
      children: 1,
      depth: 1,
      confirmOrderAbove: null,
      cashOutLimit: null,
    });
  });

  it('shows an agent only its own tree, rooted at itself, and searches it', async () => {
    const answer = (await boss.get('/Admin/GetDownline')).json();
    expect(answer.data.map((r: { username: string; depth: number }) => `${r.depth}:${r.username}`)).toEqual([
      '0:boss',
      '1:sub',
      '2:pone',
    ]);
    const found = (await boss.get('/Admin/GetDownline?search=P')).json();
    expect(found.data.map((r: { username: string }) => r.username)).toEqual(['pone']);
  });

  it('refuses players (403) and anonymous callers (401)', async () => {
    const player = await browser('ptwo', 'ptwo-pass');
    for (const [method, url] of [
      ['get', '/Admin/GetDownline'],
      ['post', '/Admin/CreateUser'],
      ['post', '/Admin/SetPackage'],
      ['post', '/Admin/ResetPassword'],
      ['post', '/Admin/SetUserStatus'],
    ] as const) {
      const asPlayer =
        method === 'get' ? await player.get(url) : await player.postForm(url, { username: 'ptwo' });
      expect(asPlayer.statusCode).toBe(403);
      expect(asPlayer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      const anonymous = new TestBrowser(app);
      expect(
        (method === 'get' ? await anonymous.get(url) : await anonymous.postForm(url, {})).statusCode,
      ).toBe(401);
    }
  });

  it('lets an agent create a player under its sub-agent, paying the opening credit from its own wallet', async () => {
    const answer = await boss.postForm('/Admin/CreateUser', {
      username: 'NewP',
      password: 'newp-pass',
      role: 'player',
      parent: 'sub',
      packageName: '2500',
      credit: '150.50',
    });
    expect(answer.json()).toMatchObject({ success: true, data: { username: 'newp' } });
    const created = await user('newp');
    expect(created).toMatchObject({
      role: 'player',
      parent_id: (await user('sub'))!.id,
      balance_cents: 150_50,
    });
    expect((await user('boss'))!.balance_cents).toBe(849_50);
    const entries = await t.db.kysely
      .selectFrom('ledger_entries')
      .select(['user_id', 'amount_cents', 'ref_type', 'ref_id', 'actor_name'])
      .where('ref_type', '=', 'transfer')
      .execute();
    expect(entries).toHaveLength(2);
    expect(entries[0]!.ref_id).toBe(entries[1]!.ref_id);
    expect(entries.map((e) => Number(e.amount_cents)).sort()).toEqual([-150_50, 150_50]);
    expect(entries.every((e) => e.actor_name === 'boss')).toBe(true);
    // Default parent: the caller itself.
    await boss.postForm('/Admin/CreateUser', { username: 'direct', password: 'direct-pass', role: 'agent' });
    expect((await user('direct'))!.parent_id).toBe((await user('boss'))!.id);
  });

  it('lets the house create anywhere, the opening credit created rather than paid', async () => {
    const answer = await house.postJson('/Admin/CreateUser', {
      username: 'hpl',
      password: 'hpl-pass',
      role: 'player',
      parent: 'rival',
      credit: 20,
    });
    expect(answer.json()).toMatchObject({ success: true });
    expect((await user('hpl'))!.balance_cents).toBe(20_00);
    expect((await user('house'))!.balance_cents).toBe(0);
  });

  it.each([
    [
      { username: 'xone', password: 'xone-pass', role: 'player', parent: 'rival' },
      /parent: no agent named rival in your tree/,
    ],
    [
      { username: 'xone', password: 'xone-pass', role: 'player', parent: 'house' },
      /parent: no agent named house/,
    ],
    [
      { username: 'xone', password: 'xone-pass', role: 'player', parent: 'pone' },
      /a player cannot have a player/,
    ],
    [{ username: 'xone', password: 'xone-pass', role: 'admin' }, /role/],
    [
      { username: 'xone', password: 'xone-pass', role: 'player', packageName: 'nope' },
      /no package named nope/,
    ],
    [{ username: 'xone', password: '123', role: 'player' }, /password: must be 6 to 64/],
    [
      { username: 'xone', password: 'xone-pass', role: 'player', credit: '-5' },
      /credit: must be more than 0/,
    ],
    [
      { username: 'xone', password: 'xone-pass', role: 'player', credit: '1.234' },
      /credit: expected a number/,
    ],
    [
      { username: 'xone', password: 'xone-pass', role: 'player', credit: '5000' },
      /boss has [0-9,.]+, the transfer is 5,000.00, short [0-9,.]+/,
    ],
    [{ username: 'ptwo', password: 'xone-pass', role: 'player' }, /username: ptwo is already taken/],
    [{ password: 'xone-pass', role: 'player' }, /username/],
  ] as const)('refuses an agent creating %j and changes nothing', async (form, message) => {
    const before = {
      users: (await t.db.kysely.selectFrom('users').select('id').execute()).length,
      audit: await auditCount(),
    };
    const answer = (await boss.postForm('/Admin/CreateUser', form as Record<string, string>)).json();
    expect(answer).toMatchObject({ success: false, message: expect.stringMatching(message) });
    expect((await t.db.kysely.selectFrom('users').select('id').execute()).length).toBe(before.users);
    expect(await auditCount()).toBe(before.audit);
    expect((await user('boss'))!.balance_cents).toBe(849_50);
  });

  it('sets a package in the tree, audited; refuses outside it with 404', async () => {
    expect(
      (await boss.postForm('/Admin/SetPackage', { username: 'pone', packageName: '2500' })).json(),
    ).toMatchObject({
      success: true,
    });
    expect((await user('pone'))!.package_id).toBe((await user('boss'))!.package_id);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.package')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_name: 'boss', before_json: JSON.stringify({ package_id: null }) });
    for (const target of ['ptwo', 'rival', 'boss', 'house', 'ghost']) {
      const answer = await boss.postForm('/Admin/SetPackage', { username: target, packageName: '2500' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: `No user named ${target} in your downline`,
      });
    }
    const bad = (await boss.postForm('/Admin/SetPackage', { username: 'pone', packageName: 'nope' })).json();
    expect(bad).toMatchObject({ success: false, message: 'packageName: no package named nope' });
    expect(
      (await house.postForm('/Admin/SetPackage', { username: 'ptwo', packageName: '2500' })).json(),
    ).toMatchObject({
      success: true,
    });
  });

  it("resets a password and ends that user's sessions", async () => {
    const pone = await browser('pone', 'pone-pass');
    expect((await pone.get('/Admin/GetDownline')).statusCode).toBe(403);
    const weak = (
      await boss.postForm('/Admin/ResetPassword', { username: 'pone', newPassword: '12' })
    ).json();
    expect(weak).toMatchObject({ success: false, message: expect.stringMatching(/^newPassword: /) });
    expect(
      (await boss.postForm('/Admin/ResetPassword', { username: 'pone', newPassword: 'fresh-pass' })).json(),
    ).toMatchObject({ success: true });
    expect((await pone.get('/Admin/GetDownline')).statusCode).toBe(401);
    expect((await new TestBrowser(app).login('pone', 'fresh-pass')).json()).toMatchObject({ success: true });
    expect(
      (await boss.postForm('/Admin/ResetPassword', { username: 'ptwo', newPassword: 'fresh-pass' }))
        .statusCode,
    ).toBe(404);
  });

  it('suspends at once (sessions end, login refused with the message) and reactivates', async () => {
    const pone = await browser('pone', 'fresh-pass');
    expect(
      (await boss.postForm('/Admin/SetUserStatus', { username: 'pone', status: 'suspended' })).json(),
    ).toMatchObject({ success: true });
    expect((await pone.get('/Account/IsLoggedIn')).statusCode).toBe(401);
    const refused = (await new TestBrowser(app).login('pone', 'fresh-pass')).json();
    expect(refused).toMatchObject({
      success: false,
      code: 'ACCOUNT_SUSPENDED',
      message: expect.stringMatching(/suspended.*contact your upline/),
    });
    expect((await boss.get('/Admin/GetDownline?search=pone')).json().data[0].status).toBe('suspended');
    expect(
      (await boss.postForm('/Admin/SetUserStatus', { username: 'pone', status: 'active' })).json(),
    ).toMatchObject({
      success: true,
    });
    expect((await new TestBrowser(app).login('pone', 'fresh-pass')).json()).toMatchObject({ success: true });
    const actions = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json'])
      .where('action', 'in', ['user.suspend', 'user.reactivate'])
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['user.suspend', 'user.reactivate']);
  });

  it('a session left behind for a suspended user does not work', async () => {
    const pone = await browser('pone', 'fresh-pass');
    // Suspended behind the service's back: the session row is still there.
    await t.db.kysely
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('username', '=', 'pone')
      .execute();
    // Seen once the session cache's copy is older than SESSION_CACHE_MS (decision 011).
    t.clock.advance(SESSION_CACHE_MS + 1);
    expect((await pone.get('/Account/IsLoggedIn')).statusCode).toBe(401);
    await t.db.kysely.updateTable('users').set({ status: 'active' }).where('username', '=', 'pone').execute();
  });

  it('refuses an agent suspending itself, its upline or another tree, and a bad status', async () => {
    const self = (
      await boss.postForm('/Admin/SetUserStatus', { username: 'boss', status: 'suspended' })
    ).json();
    expect(self).toMatchObject({ success: false, message: expect.stringMatching(/your own account/) });
    for (const target of ['house', 'rival', 'ptwo']) {
      expect(
        (await boss.postForm('/Admin/SetUserStatus', { username: target, status: 'suspended' })).statusCode,
      ).toBe(404);
    }
    const sub = await browser('sub', 'sub-pass');
    expect(
      (await sub.postForm('/Admin/SetUserStatus', { username: 'boss', status: 'suspended' })).statusCode,
    ).toBe(404);
    const bad = (await boss.postForm('/Admin/SetUserStatus', { username: 'pone', status: 'gone' })).json();
    expect(bad).toMatchObject({ success: false, message: expect.stringMatching(/^status: /) });
    expect((await user('house'))!.status).toBe('active');
    expect((await user('ptwo'))!.status).toBe('active');
  });
});
