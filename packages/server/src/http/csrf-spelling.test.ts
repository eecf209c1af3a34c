import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { createUser } from '../features/users/user.service.js';
import { TestBrowser } from '../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { buildApp } from '../app.js';

/**
 * Issue #20 item 1: the X-Requested-With rule is decided on the route the router matched, so a
 * forged request cannot skip it by spelling the path another way. The requests go over a real
 * socket, byte for byte as an attacker's page or script would send them (app.inject would
 * normalise an absolute-form target before the server saw it).
 */

const actor = { id: null, name: 'test' };
const PASSWORD = 'secret-pass-1';

interface RawAnswer {
  status: number;
  body: string;
}

/** Sends one request line + headers exactly as written, answers the status and body. */
function rawRequest(port: number, target: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, body: rest.join('\r\n\r\n') });
    });
    const lines = [`GET ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

describe.each(TEST_DIALECTS)('the X-Requested-With rule whatever the spelling, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: PASSWORD, role: 'admin', actor });
      await createUser(ctx, { username: 'agent_c', password: PASSWORD, role: 'agent', actor });
      await createUser(ctx, {
        username: 'victim',
        password: PASSWORD,
        role: 'player',
        parent: 'agent_c',
        credit: cents(100_00),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  let port: number;
  let browser: TestBrowser;
  let ticketId: string;
  let sessionCookie = '';

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    browser = new TestBrowser(app);
    const login = await browser.login('victim', PASSWORD);
    expect(login.json()).toMatchObject({ success: true });
    sessionCookie = String(login.headers['set-cookie']);
    const placed = await browser.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\n#1\n1234#1#2',
      remark: '',
    });
    expect(placed.json()).toMatchObject({ success: true });
    ticketId = (placed.json() as { data: { ticketXId: string[] } }).data.ticketXId[0]!;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function ticketStatus(): Promise<string> {
    const row = await t.db.kysely
      .selectFrom('tickets')
      .select('status')
      .where('id', '=', Number(ticketId))
      .executeTakeFirstOrThrow();
    return row.status;
  }

  it.each([
    ['percent-encoded capital', '/%4Frder/CancelOrder'],
    ['percent-encoded small', '/%4frder/CancelOrder'],
    ['every letter encoded', '/%4F%72%64%65%72/%43ancelOrder'],
    ['absolute-form target', 'http://127.0.0.1/Order/CancelOrder'],
    ['absolute-form target with another host', 'http://evil.example/Order/CancelOrder'],
    ['plain', '/Order/CancelOrder'],
  ])('refuses a forged GET CancelOrder spelt %s without the header', async (_what, path) => {
    const answer = await rawRequest(port, `${path}?header_id=${ticketId}`, {
      Cookie: `lotto_sid=${browser.cookie}`,
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'CSRF_HEADER_MISSING' });
    expect(await ticketStatus()).toBe('active');
  });

  it('refuses every other API call spelt another way, and answers a JSON 404 for an unknown one', async () => {
    const cookie = { Cookie: `lotto_sid=${browser.cookie}` };
    for (const target of ['/%41ccount/GetMyCredit', 'http://h/Account/GetMyCredit', '/%4Frder/NoSuchCall']) {
      const answer = await rawRequest(port, target, cookie);
      expect(answer.status, target).toBe(403);
      expect(JSON.parse(answer.body), target).toMatchObject({ code: 'CSRF_HEADER_MISSING' });
    }
    const unknown = await rawRequest(port, '/%4Frder/NoSuchCall', {
      ...cookie,
      'X-Requested-With': 'XMLHttpRequest',
    });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('sets the session cookie SameSite=Strict and HttpOnly', () => {
    expect(sessionCookie).toMatch(/SameSite=Strict/);
    expect(sessionCookie).toMatch(/HttpOnly/);
  });

  it('serves the spec GET CancelOrder with the header, in any spelling, like a POST', async () => {
    const answer = await rawRequest(port, `/%4Frder/CancelOrder?header_id=${ticketId}`, {
      Cookie: `lotto_sid=${browser.cookie}`,
      'X-Requested-With': 'XMLHttpRequest',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true, data: { cancelled: [ticketId] } });
    expect(await ticketStatus()).toBe('voided');
  });
});
