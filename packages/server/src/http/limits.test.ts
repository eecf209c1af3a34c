import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { createUser } from '../features/users/user.service.js';
import { buildApp } from '../app.js';

/**
 * Issue #20 items 4 (a rate limit per address on login and on every call, @fastify/rate-limit)
 * and 8 (timeouts, body limits per route, a connection cap), all from the zod env.
 */

const actor = { id: null, name: 'test' };
const xhr = { 'x-requested-with': 'XMLHttpRequest' };

describe.each(TEST_DIALECTS)('rate limits and connection limits on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: {
      RATE_LIMIT_PER_MINUTE: '8',
      LOGIN_RATE_LIMIT_PER_MINUTE: '3',
      REQUEST_TIMEOUT_MS: '20000',
      HEADERS_TIMEOUT_MS: '1000',
      KEEP_ALIVE_TIMEOUT_MS: '5000',
      MAX_CONNECTIONS: '2',
      BODY_LIMIT_BYTES: '2048',
    },
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  const login = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/Account/Login',
      remoteAddress,
      headers: xhr,
      payload: { username: 'nobody', password: 'wrong' },
    });

  it('answers 429 TOO_MANY_REQUESTS past the login limit per address, before any password check', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('10.20.0.1')).json().code).toBe('LOGIN_FAILED');
    const limited = await login('10.20.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS', data: null });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not affected
    expect((await login('10.20.0.2')).json().code).toBe('LOGIN_FAILED');
  });

  it('answers 429 past the limit per address on every call, unknown paths included', async () => {
    const call = (url: string, remoteAddress = '10.21.0.1') =>
      app.inject({ method: 'GET', url, remoteAddress, headers: xhr });
    for (let i = 0; i < 8; i += 1) expect((await call('/Account/IsLoggedIn')).statusCode).toBe(401);
    const limited = await call('/Account/GetMyCredit');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect((await call('/No/Such/Call')).statusCode).toBe(429);
    expect((await call('/Account/IsLoggedIn', '10.21.0.2')).statusCode).toBe(401);
  });

  it('refuses a body over the limit of its route with 413, and a login body over 4 KiB', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/Account/Logout',
      remoteAddress: '10.22.0.1',
      headers: { ...xhr, 'content-type': 'application/json' },
      payload: JSON.stringify({ junk: 'x'.repeat(3000) }),
    });
    expect(big.statusCode).toBe(413);
    const bigLogin = await app.inject({
      method: 'POST',
      url: '/Account/Login',
      remoteAddress: '10.22.0.2',
      headers: { ...xhr, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'nobody', password: 'x'.repeat(1000), junk: 'y'.repeat(5000) }),
    });
    expect(bigLogin.statusCode).toBe(413);
  });

  it('sets the timeouts and the connection cap from the environment', () => {
    expect(app.server.requestTimeout).toBe(20_000);
    expect(app.server.headersTimeout).toBe(1_000);
    expect(app.server.keepAliveTimeout).toBe(5_000);
    expect(app.server.maxConnections).toBe(2);
  });

  describe('on a real socket', () => {
    let port = 0;
    let served: FastifyInstance;
    beforeAll(async () => {
      served = await buildApp(t.ctx);
      await served.listen({ port: 0, host: '127.0.0.1' });
      port = (served.server.address() as net.AddressInfo).port;
    });
    afterAll(async () => served?.close());

    /** Opens a connection; answers what the server sent before closing it ('' if nothing). */
    function connect(): { socket: net.Socket; closed: Promise<string> } {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('error', () => undefined);
      return { socket, closed: new Promise((resolve) => socket.on('close', () => resolve(received))) };
    }

    it('closes connections past the cap at once, and a client that never finishes its headers', async () => {
      const first = connect();
      const second = connect();
      await Promise.all([first, second].map((c) => new Promise((r) => c.socket.on('connect', r))));
      // A slow client: headers started, never finished. Node answers 408 after HEADERS_TIMEOUT_MS.
      first.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
      second.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
      const third = connect();
      expect(await third.closed).toBe('');
      expect(await first.closed).toMatch(/^HTTP\/1\.1 408/);
      await second.closed;
      // With the slow ones gone, a new client is served.
      const fourth = connect();
      fourth.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(await fourth.closed).toMatch(/^HTTP\/1\.1 200/);
    }, 30_000);
  });
});
