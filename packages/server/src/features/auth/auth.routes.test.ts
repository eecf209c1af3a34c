import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { createLoginToken, USER_IP_RULE } from './auth.service.js';
import { SESSION_CACHE_MS } from '../../common/session-cache.js';

const actor = { id: null, name: 'test' };

describe.each(TEST_DIALECTS)('accounts API on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  const { clock } = t;
  let app: FastifyInstance;
  let n = 0;

  /** A fresh player per test, so tests do not share sessions or throttling. */
  async function newPlayer(credit = 100_000): Promise<{ username: string; password: string; id: number }> {
    n += 1;
    const username = `player${n}`;
    const password = `secret-${n}`;
    const id = await createUser(t.ctx, {
      username,
      password,
      role: 'player',
      credit: cents(credit),
      actor,
    });
    return { username, password, id };
  }

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  it('logs in with a form, sets a hardened cookie and answers the user data', async () => {
    const player = await newPlayer();
    const browser = new TestBrowser(app);
    const response = await browser.login(player.username.toUpperCase(), player.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, data: { username: player.username, role: 'player' } });
    expect(typeof body.data.token).toBe('string');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/lotto_sid=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).not.toContain(body.data.token);

    const me = await browser.get('/Account/IsLoggedIn');
    expect(me.json()).toEqual({ success: true, message: '', data: body.data });
    const credit = await browser.get('/Account/GetMyCredit');
    expect(credit.json()).toEqual({
      success: true,
      message: '',
      data: { creditLeft: 1000, confirmOrderAbove: null },
    });
  });

  it('answers unknown users and wrong passwords identically', async () => {
    const player = await newPlayer();
    const wrong = await new TestBrowser(app).login(player.username, 'not-it');
    const unknown = await new TestBrowser(app).login('nobody-here', 'not-it');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({
      success: false,
      code: 'LOGIN_FAILED',
      message: 'Invalid username or password',
      data: null,
    });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses calls without X-Requested-With with 403 and changes nothing', async () => {
    const player = await newPlayer();
    const response = await app.inject({
      method: 'POST',
      url: '/Account/Login',
      payload: { username: player.username, password: player.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'CSRF_HEADER_MISSING' });
    expect(response.headers['set-cookie']).toBeUndefined();
    const sessions = await t.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', player.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it.each(['/Account/IsLoggedIn', '/Account/GetMyCredit', '/Account/GetPackageList'])(
    'answers 401 to %s without a session',
    async (url) => {
      const response = await new TestBrowser(app).get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    },
  );

  it('answers 401 to ChangePassword without a session and to a forged cookie', async () => {
    const browser = new TestBrowser(app);
    expect(
      (await browser.postForm('/Tool/ChangePassword', { oldPassword: 'a', newPassword: 'b' })).statusCode,
    ).toBe(401);
    browser.cookie = 'forged-session-id';
    expect((await browser.get('/Account/GetMyCredit')).statusCode).toBe(401);
  });

  it('issues a new session id at every login and ends the previous one', async () => {
    const player = await newPlayer();
    const browser = new TestBrowser(app);
    await browser.login(player.username, player.password);
    const first = browser.cookie;
    await browser.login(player.username, player.password);
    expect(browser.cookie).toBeDefined();
    expect(browser.cookie).not.toBe(first);
    const stale = new TestBrowser(app);
    stale.cookie = first;
    expect((await stale.get('/Account/IsLoggedIn')).statusCode).toBe(401);
  });

  it('logout destroys the session', async () => {
    const player = await newPlayer();
    const browser = new TestBrowser(app);
    await browser.login(player.username, player.password);
    const cookie = browser.cookie;
    const response = await browser.postForm('/Account/Logout', {});
    expect(response.json()).toMatchObject({ success: true });
    const replay = new TestBrowser(app);
    replay.cookie = cookie;
    expect((await replay.get('/Account/GetMyCredit')).statusCode).toBe(401);
    // logging out twice is harmless
    expect((await browser.postForm('/Account/Logout', {})).statusCode).toBe(200);
  });

  it('throttles repeated failures with 429, even for the right password, until the backoff passes', async () => {
    const player = await newPlayer();
    for (let i = 0; i < USER_IP_RULE.free; i += 1) {
      expect((await new TestBrowser(app).login(player.username, 'wrong')).json().code).toBe('LOGIN_FAILED');
    }
    const blocked = await new TestBrowser(app).login(player.username, player.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
    clock.advance(USER_IP_RULE.baseMs);
    const after = await new TestBrowser(app).login(player.username, player.password);
    expect(after.json()).toMatchObject({ success: true });
  });

  it('ends an idle session and caps a busy one at the absolute timeout', async () => {
    const player = await newPlayer();
    const idle = new TestBrowser(app);
    await idle.login(player.username, player.password);
    clock.advance(t.ctx.env.SESSION_IDLE_MINUTES * 60_000 + 1);
    expect((await idle.get('/Account/GetMyCredit')).statusCode).toBe(401);

    const busy = new TestBrowser(app);
    await busy.login(player.username, player.password);
    const steps = (t.ctx.env.SESSION_MAX_HOURS * 60) / 10;
    for (let i = 0; i < steps - 1; i += 1) {
      clock.advance(10 * 60_000);
      expect((await busy.get('/Account/GetMyCredit')).statusCode).toBe(200);
    }
    clock.advance(10 * 60_000 + 1);
    expect((await busy.get('/Account/GetMyCredit')).statusCode).toBe(401);
  });

  it('changes the password, ending every session of the user', async () => {
    const player = await newPlayer();
    const phone = new TestBrowser(app);
    const laptop = new TestBrowser(app);
    await phone.login(player.username, player.password);
    await laptop.login(player.username, player.password);

    const wrongOld = await phone.postForm('/Tool/ChangePassword', {
      oldPassword: 'nope',
      newPassword: 'brand-new',
    });
    expect(wrongOld.json()).toMatchObject({ success: false, code: 'WRONG_OLD_PASSWORD' });
    const weak = await phone.postForm('/Tool/ChangePassword', {
      oldPassword: player.password,
      newPassword: '123',
    });
    expect(weak.json()).toMatchObject({ success: false, code: 'PASSWORD_TOO_WEAK' });
    const missing = await phone.postForm('/Tool/ChangePassword', { oldPassword: player.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(missing.json().message).toMatch(/newPassword/);

    const changed = await phone.postForm('/Tool/ChangePassword', {
      oldPassword: player.password,
      newPassword: 'brand-new',
    });
    expect(changed.json()).toMatchObject({ success: true });
    expect((await phone.get('/Account/IsLoggedIn')).statusCode).toBe(401);
    expect((await laptop.get('/Account/IsLoggedIn')).statusCode).toBe(401);
    expect((await new TestBrowser(app).login(player.username, player.password)).json().success).toBe(false);
    expect((await new TestBrowser(app).login(player.username, 'brand-new')).json().success).toBe(true);
  });

  it('refuses a suspended account at login and ends its open sessions', async () => {
    const player = await newPlayer();
    const browser = new TestBrowser(app);
    await browser.login(player.username, player.password);
    await t.db.kysely.updateTable('users').set({ status: 'suspended' }).where('id', '=', player.id).execute();
    // Behind the server's back: seen once the session cache's copy is older than SESSION_CACHE_MS.
    clock.advance(SESSION_CACHE_MS + 1);
    expect((await browser.get('/Account/GetMyCredit')).statusCode).toBe(401);
    const login = await new TestBrowser(app).login(player.username, player.password);
    expect(login.json()).toMatchObject({ success: false, code: 'ACCOUNT_SUSPENDED' });
  });

  it('logs in once with a one-time token', async () => {
    const player = await newPlayer();
    const token = await createLoginToken(t.ctx, player.id);
    const browser = new TestBrowser(app);
    const first = await browser.postForm('/Account/Login', { token });
    expect(first.json()).toMatchObject({ success: true, data: { username: player.username } });
    expect((await browser.get('/Account/GetMyCredit')).statusCode).toBe(200);
    const again = await new TestBrowser(app).postForm('/Account/Login', { token });
    expect(again.json()).toMatchObject({ success: false, code: 'LOGIN_FAILED' });
  });

  it('refuses malformed bodies with a clear 400 and no session', async () => {
    const missing = await new TestBrowser(app).postForm('/Account/Login', { username: 'someone' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const broken = await new TestBrowser(app).postJson('/Account/Login', '{"username":');
    expect(broken.statusCode).toBe(400);
    const badJson = await app.inject({
      method: 'POST',
      url: '/Account/Login',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: '{"username": "a", ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it("answers the package list of the user's package", async () => {
    const player = await newPlayer();
    const browser = new TestBrowser(app);
    await browser.login(player.username, player.password);
    const body = (await browser.get('/Account/GetPackageList')).json();
    expect(body.success).toBe(true);
    expect(body.data.activatedPackage).toBe('2500');
    expect(body.data.payoutList4d[0]).toEqual({ betType: 'B', priceName: '1st Prize', amount: 2500 });
    expect(body.data.commissionList2d).toContainEqual({ betType: '2A', amount: 15 });
  });

  it('serves the app config publicly and sets security headers on every answer', async () => {
    const response = await new TestBrowser(app).get('/Tool/GetAppConfig');
    expect(response.json()).toEqual({
      success: true,
      message: '',
      data: { appType: 'normal', titleSuffix: 'Lotto', timeZone: 'Asia/Kuala_Lumpur' },
    });
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('answers unknown calls with a 404 envelope', async () => {
    const response = await new TestBrowser(app).get('/Account/NoSuchThing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('reports health and readiness', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
