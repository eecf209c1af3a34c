import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { createUser } from '../features/users/user.service.js';
import { buildApp } from '../app.js';
import { createLogger, redactUrl } from './logger.js';

/** Issue #20 item 6: a password or token in a URL never reaches the log. */

const actor = { id: null, name: 'test' };
const SECRETS = ['hunter2-secret', 'tok-3f9a1c', 'newpass-77', 'sess-abc'];

describe('redactUrl', () => {
  it.each([
    ['/?username=alice&password=hunter2-secret', '/?[REDACTED]'],
    ['/home/play-game?token=tok-3f9a1c', '/home/play-game?[REDACTED]'],
    ['/Account/Login?username=alice&password=hunter2-secret', '/Account/Login?[REDACTED]'],
    ['/%41ccount/Login?password=hunter2-secret', '/%41ccount/Login?[REDACTED]'],
    ['//account//login?password=hunter2-secret', '//account//login?[REDACTED]'],
    ['http://host/Account/Login?password=hunter2-secret', 'http://host/Account/Login?[REDACTED]'],
    ['/Tool/ChangePassword?oldPassword=hunter2-secret', '/Tool/ChangePassword?[REDACTED]'],
    [
      '/Order/GetTicketDetails?betId=5&token=tok-3f9a1c&Pass_Word=x&session=sess-abc',
      '/Order/GetTicketDetails?betId=5&token=[REDACTED]&Pass_Word=[REDACTED]&session=[REDACTED]',
    ],
    ['/Report/GetBetReport?fromDate=11-22-2026', '/Report/GetBetReport?fromDate=11-22-2026'],
    ['/assets/app.js', '/assets/app.js'],
  ])('%s -> %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe.each(TEST_DIALECTS)('the request log on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let app: FastifyInstance;
  let logged = '';

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    app = await buildApp(t.ctx, { logger: createLogger('info', sink) });
  });
  afterAll(async () => app?.close());

  it('holds no secret from a query string, a cookie or an authorization header', async () => {
    const xhr = { 'x-requested-with': 'XMLHttpRequest' };
    await app.inject({ method: 'GET', url: '/?username=house&password=hunter2-secret' });
    await app.inject({ method: 'GET', url: '/home/play-game?token=tok-3f9a1c' });
    await app.inject({
      method: 'POST',
      url: '/Account/Login?username=house&password=hunter2-secret',
      headers: xhr,
      payload: { username: 'house', password: 'hunter2-secret' },
    });
    await app.inject({
      method: 'POST',
      url: '/%41ccount/Login?token=tok-3f9a1c',
      headers: { ...xhr, authorization: 'Bearer tok-3f9a1c' },
      payload: { token: 'tok-3f9a1c' },
    });
    await app.inject({
      method: 'POST',
      url: '/Tool/ChangePassword?newPassword=newpass-77',
      headers: { ...xhr, cookie: 'lotto_sid=sess-abc' },
    });
    await app.inject({
      method: 'GET',
      url: '/Order/GetTicketDetails?betId=5&session=sess-abc',
      headers: xhr,
    });
    expect(logged).toContain('incoming request');
    expect(logged).toContain('betId=5');
    for (const secret of SECRETS) expect(logged).not.toContain(secret);
  });
});
