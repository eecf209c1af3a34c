import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cents } from '@lotto/domain/money';
import { IP_RULE, USER_RULE } from '../features/auth/auth.service.js';
import { createUser } from '../features/users/user.service.js';
import { dbSnapshot } from '../test-support/db-snapshot.js';
import { TestBrowser } from '../test-support/http-client.js';
import { listRoutes } from '../test-support/route-list.js';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { buildApp } from '../app.js';

/**
 * The security checks of issue #9 in one place: sessions (fixation, logout, password change),
 * login throttling, the X-Requested-With rule on every call, security headers on every answer,
 * and object-level access for every call that takes a ticket id or a username.
 */

const actor = { id: null, name: 'test' };
const PASSWORD = 'secret-pass-1';
// The test clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur: today's draws are open.
const SUNDAY = '20261122';
// Routes outside the API: the page, static files, probes. Every other route must demand the header.
const NOT_API = ['/', '/*', '/healthz', '/readyz', '/metrics'];

function expectSecurityHeaders(what: string, response: LightMyRequestResponse): void {
  const csp = String(response.headers['content-security-policy'] ?? '');
  expect(csp, `${what}: CSP`).toMatch(/default-src 'self'/);
  expect(response.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  const framing =
    /frame-ancestors 'none'/.test(csp) || /DENY|SAMEORIGIN/.test(String(response.headers['x-frame-options']));
  expect(framing, `${what}: frame-ancestors or X-Frame-Options`).toBe(true);
  expect(response.headers['referrer-policy'], `${what}: Referrer-Policy`).toBeTruthy();
}

describe.each(TEST_DIALECTS)('security checks on %s', (dialect) => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-sec-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Lotto</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

  const t = useTestContext(dialect, {
    env: { WEB_DIST: webDist },
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: PASSWORD, role: 'admin', actor });
      for (const agent of ['agent_a', 'agent_b']) {
        await createUser(ctx, {
          username: agent,
          password: PASSWORD,
          role: 'agent',
          credit: cents(1_000_00),
          actor,
        });
      }
      const players: [string, string][] = [
        ['player_a', 'agent_a'],
        ['player_b', 'agent_b'],
      ];
      for (const [username, parent] of players) {
        await createUser(ctx, {
          username,
          password: PASSWORD,
          role: 'player',
          parent,
          credit: cents(100_00),
          actor,
        });
      }
    },
  });
  let app: FastifyInstance;
  let n = 0;
  const ticketOf: Record<string, string> = {};

  /** A fresh player per session test, logged in from its own address (throttling is per address). */
  async function newPlayer(): Promise<string> {
    n += 1;
    const username = `sess_${n}`;
    await createUser(t.ctx, { username, password: PASSWORD, role: 'player', actor });
    return username;
  }

  async function loggedIn(username: string, password = PASSWORD): Promise<TestBrowser> {
    const browser = new TestBrowser(app);
    expect((await browser.login(username, password)).json()).toMatchObject({ success: true });
    return browser;
  }

  async function refusedWithCookie(cookie: string | undefined): Promise<boolean> {
    const stale = new TestBrowser(app);
    stale.cookie = cookie;
    return (await stale.get('/Account/IsLoggedIn')).statusCode === 401;
  }

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    for (const player of ['player_a', 'player_b']) {
      const placed = await (
        await loggedIn(player)
      ).postJson('/Order/MakeOrderAdvanced', {
        str2: 'D\n#1\n1234#1#2',
        remark: '',
      });
      expect(placed.json()).toMatchObject({ success: true });
      const id = await t.db.kysely
        .selectFrom('tickets')
        .innerJoin('users', 'users.id', 'tickets.user_id')
        .select('tickets.id')
        .where('users.username', '=', player)
        .executeTakeFirstOrThrow();
      ticketOf[player] = String(id.id);
    }
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  describe('sessions', () => {
    it('gives a new session id at login and never adopts a cookie the browser already had', async () => {
      const username = await newPlayer();
      // An attacker-chosen id planted in the victim's browser.
      const planted = new TestBrowser(app);
      planted.cookie = 'attacker-chosen-session-id';
      expect((await planted.login(username, PASSWORD)).json()).toMatchObject({ success: true });
      expect(planted.cookie).toBeDefined();
      expect(planted.cookie).not.toBe('attacker-chosen-session-id');
      expect(await refusedWithCookie('attacker-chosen-session-id')).toBe(true);

      // The attacker's own real session planted: the victim's login ends it and gets a new id,
      // so the attacker's cookie never becomes the victim's session.
      const attacker = await loggedIn('player_b');
      const attackerCookie = attacker.cookie;
      const victim = new TestBrowser(app);
      victim.cookie = attackerCookie;
      expect((await victim.login(username, PASSWORD)).json()).toMatchObject({ success: true });
      expect(victim.cookie).not.toBe(attackerCookie);
      expect(await refusedWithCookie(attackerCookie)).toBe(true);
      expect((await victim.get('/Account/IsLoggedIn')).json()).toMatchObject({ data: { username } });
    });

    it('ends the session at logout; the old cookie is refused', async () => {
      const browser = await loggedIn(await newPlayer());
      const cookie = browser.cookie;
      expect((await browser.postForm('/Account/Logout', {})).json()).toMatchObject({ success: true });
      expect(await refusedWithCookie(cookie)).toBe(true);
    });

    it('ends every session of the user at a password change and at a reset by the upline', async () => {
      const username = await newPlayer();
      const phone = await loggedIn(username);
      const laptop = await loggedIn(username);
      const [phoneCookie, laptopCookie] = [phone.cookie, laptop.cookie];
      const changed = await phone.postForm('/Tool/ChangePassword', {
        oldPassword: PASSWORD,
        newPassword: 'another-pass-2',
      });
      expect(changed.json()).toMatchObject({ success: true });
      expect(await refusedWithCookie(phoneCookie)).toBe(true);
      expect(await refusedWithCookie(laptopCookie)).toBe(true);

      const again = await loggedIn(username, 'another-pass-2');
      const house = await loggedIn('house');
      const reset = await house.postForm('/Admin/ResetPassword', { username, newPassword: 'third-pass-3' });
      expect(reset.json()).toMatchObject({ success: true });
      expect(await refusedWithCookie(again.cookie)).toBe(true);
    });

    it('answers 429 after repeated failed logins, per user and per address', async () => {
      const username = await newPlayer();
      const attempt = (name: string, password: string, remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/Account/Login',
          remoteAddress,
          headers: { 'x-requested-with': 'XMLHttpRequest' },
          payload: { username: name, password },
        });
      for (let i = 0; i < USER_RULE.free; i += 1) {
        expect((await attempt(username, 'wrong', `10.1.0.${i + 1}`)).json()).toMatchObject({
          code: 'LOGIN_FAILED',
        });
      }
      const blocked = await attempt(username, PASSWORD, '10.1.1.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS', data: null });
      expect(blocked.headers['set-cookie']).toBeUndefined();

      for (let i = 0; i < IP_RULE.free; i += 1) await attempt(`nobody_${i}`, 'wrong', '10.2.0.1');
      const fromThatAddress = await attempt('player_a', PASSWORD, '10.2.0.1');
      expect(fromThatAddress.statusCode).toBe(429);
    });
  });

  describe('the X-Requested-With rule', () => {
    it('refuses every API call without it (or with another value) with 403, changing nothing', async () => {
      const house = await loggedIn('house');
      const routes = listRoutes(app).filter(
        (route) => route.method !== 'HEAD' && !NOT_API.includes(route.url),
      );
      expect(routes.length).toBeGreaterThan(50);
      const before = await dbSnapshot(t.db);
      for (const route of routes) {
        for (const header of [undefined, 'fetch']) {
          const response = await app.inject({
            method: route.method as 'GET' | 'POST',
            url: route.url,
            headers: {
              cookie: `lotto_sid=${house.cookie}`,
              ...(header ? { 'x-requested-with': header } : {}),
            },
            ...(route.method === 'POST' ? { payload: { username: 'player_a', status: 'suspended' } } : {}),
          });
          expect(response.statusCode, `${route.method} ${route.url} without the header`).toBe(403);
          expect(response.json()).toMatchObject({ success: false, code: 'CSRF_HEADER_MISSING' });
        }
      }
      expect(await dbSnapshot(t.db)).toBe(before);
    });
  });

  describe('security headers', () => {
    it('are on every answer: each call (with and without a session), refusals, errors and the app', async () => {
      const house = await loggedIn('house');
      for (const route of listRoutes(app)) {
        const method = route.method as 'GET' | 'POST' | 'HEAD';
        expectSecurityHeaders(`${method} ${route.url}`, await app.inject({ method, url: route.url }));
        expectSecurityHeaders(
          `${method} ${route.url} as the house`,
          await app.inject({
            method,
            url: route.url,
            headers: { 'x-requested-with': 'XMLHttpRequest', cookie: `lotto_sid=${house.cookie}` },
          }),
        );
      }
      const api = { 'x-requested-with': 'XMLHttpRequest' };
      const answers: [string, LightMyRequestResponse][] = [
        ['the app page', await app.inject({ url: '/betting' })],
        ['a static asset', await app.inject({ url: '/assets/app-abc123.js' })],
        ['an unknown call', await app.inject({ url: '/Order/Nothing', headers: api })],
        [
          'invalid JSON',
          await app.inject({
            method: 'POST',
            url: '/Account/Login',
            headers: { ...api, 'content-type': 'application/json' },
            payload: '{"username":',
          }),
        ],
        [
          'an unsupported content type',
          await app.inject({
            method: 'POST',
            url: '/Account/Login',
            headers: { ...api, 'content-type': 'application/xml' },
            payload: '<x/>',
          }),
        ],
        [
          'a body over the limit',
          await app.inject({
            method: 'POST',
            url: '/Account/Login',
            headers: { ...api, 'content-type': 'application/json' },
            payload: JSON.stringify({ username: 'x'.repeat(1_048_576) }),
          }),
        ],
      ];
      expect(answers.map(([, response]) => response.statusCode)).toEqual([200, 200, 404, 400, 415, 413]);
      for (const [what, response] of answers) expectSecurityHeaders(what, response);
    });
  });

  describe('object-level access', () => {
    it("refuses another player's ticket in every call that takes a ticket id, changing nothing", async () => {
      const a = await loggedIn('player_a');
      const mine = ticketOf.player_a!;
      const theirs = ticketOf.player_b!;
      const before = await dbSnapshot(t.db);

      const details = await a.get(`/Order/GetTicketDetails?betId=${theirs}`);
      expect(details.json()).toMatchObject({ success: false });
      expect((await a.get(`/Order/GetTicketDetails?betId=${mine}`)).json()).toMatchObject({ success: true });

      expect((await a.get(`/Order/CancelOrder?header_id=${theirs}`)).json()).toMatchObject({
        success: false,
      });
      // CancelMultipleOrder cancels what the caller may cancel and lists it; another's id is skipped.
      const skipped = await a.postJson('/Order/CancelMultipleOrder', { header_ids: [theirs] });
      expect(skipped.json()).toMatchObject({ success: true, data: [] });
      const replaced = await a.postJson('/Order/MakeOrderAdvanced', {
        str2: 'D\n#1\n5678#1',
        remark: '',
        existing_ticket_id: theirs,
      });
      expect(replaced.json()).toMatchObject({ success: false });

      const checked = (await a.postForm('/Report/CheckTicket', { ticket_id: theirs })).json();
      expect(checked).toMatchObject({ success: true, data: { count: 0 } });
      expect(JSON.stringify(checked.data)).not.toContain('player_b');
      const report = (await a.get(`/Report/GetBetReport?DrawDate=${SUNDAY}&TicketId=${theirs}`)).json();
      expect(report).toMatchObject({ success: true, data: [] });
      const own = (await a.get(`/Report/GetBetReport?DrawDate=${SUNDAY}&TicketId=${mine}`)).json();
      expect(own.data).toHaveLength(1);

      expect(await dbSnapshot(t.db)).toBe(before);

      // Mixed with its own: only its own is cancelled; the other player's ticket and wallet stay.
      const balanceOfB = () =>
        t.db.kysely
          .selectFrom('users')
          .select('balance_cents')
          .where('username', '=', 'player_b')
          .executeTakeFirstOrThrow();
      const walletB = await balanceOfB();
      const mixed = await a.postJson('/Order/CancelMultipleOrder', { header_ids: [mine, theirs] });
      expect(mixed.json()).toMatchObject({ success: true, data: [mine] });
      const statusOf = await t.db.kysely
        .selectFrom('tickets')
        .select('status')
        .where('id', '=', Number(theirs))
        .executeTakeFirstOrThrow();
      expect(statusOf.status).toBe('active');
      expect(await balanceOfB()).toEqual(walletB);
    });

    it("refuses an agent the tickets of another agent's player", async () => {
      const agent = await loggedIn('agent_a');
      const theirs = ticketOf.player_b!;
      const before = await dbSnapshot(t.db);
      expect((await agent.get(`/Order/GetTicketDetails?betId=${theirs}`)).json()).toMatchObject({
        success: false,
      });
      expect((await agent.get(`/Order/CancelOrder?header_id=${theirs}`)).json()).toMatchObject({
        success: false,
      });
      expect(
        (await agent.postJson('/Order/CancelMultipleOrder', { header_ids: [theirs] })).json(),
      ).toMatchObject({
        success: true,
        data: [],
      });
      expect((await agent.postForm('/Report/CheckTicket', { ticket_id: theirs })).json()).toMatchObject({
        data: { count: 0 },
      });
      expect(
        (await agent.get(`/Report/GetBetReport?DrawDate=${SUNDAY}&TicketId=${theirs}`)).json(),
      ).toMatchObject({
        data: [],
      });
      // Its own player's ticket it may see.
      expect((await agent.get(`/Order/GetTicketDetails?betId=${ticketOf.player_a!}`)).json()).toMatchObject({
        success: true,
      });
      expect(await dbSnapshot(t.db)).toBe(before);
    });

    it('refuses an agent every /Admin call on a user outside its downline, changing nothing', async () => {
      const agent = await loggedIn('agent_a');
      const before = await dbSnapshot(t.db);
      for (const target of ['player_b', 'agent_b', 'house', 'agent_a']) {
        const calls: [string, Record<string, string>][] = [
          ['/Admin/SetUserStatus', { username: target, status: 'suspended' }],
          ['/Admin/ResetPassword', { username: target, newPassword: 'taken-over-1' }],
          ['/Admin/SetPackage', { username: target, packageName: 'default' }],
          ['/Admin/TransferCredit', { username: target, amount: '1', direction: 'give', remark: 'x' }],
          ['/Admin/TransferCredit', { username: target, amount: '1', direction: 'take', remark: 'x' }],
        ];
        // Under itself is its own downline; anywhere else is refused.
        if (target !== 'agent_a') {
          const form = { username: `new_${target}`, password: PASSWORD, role: 'player', parent: target };
          calls.push(['/Admin/CreateUser', form]);
        }
        for (const [url, form] of calls) {
          const answer = await agent.postForm(url, form);
          expect(answer.statusCode, `${url} on ${target}`).toBeLessThan(500);
          expect(answer.json(), `${url} on ${target}: ${answer.body}`).toMatchObject({ success: false });
        }
        const transfers = (await agent.get(`/Admin/GetTransfers?username=${target}`)).json();
        if (transfers.success) expect(JSON.stringify(transfers.data)).not.toContain(`"${target}"`);
      }
      const downline = (await agent.get('/Admin/GetDownline?search=player_b')).json();
      expect(JSON.stringify(downline.data ?? null)).not.toContain('player_b');
      for (const url of ['/Admin/GetAuditLog?target=player_b', '/Admin/GetLimits', '/Admin/GetSchedules']) {
        expect((await agent.get(url)).statusCode, url).toBe(403);
      }
      expect(await dbSnapshot(t.db)).toBe(before);
    });

    it('refuses a player every /Admin call', async () => {
      const player = await loggedIn('player_a');
      const before = await dbSnapshot(t.db);
      for (const route of listRoutes(app).filter((r) => r.url.startsWith('/Admin/') && r.method !== 'HEAD')) {
        const answer =
          route.method === 'GET'
            ? await player.get(`${route.url}?username=player_b`)
            : await player.postForm(route.url, { username: 'player_b', status: 'suspended' });
        expect(answer.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(answer.json()).toMatchObject({ success: false });
      }
      expect(await dbSnapshot(t.db)).toBe(before);
    });
  });
});
