import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { createUser } from '../features/users/user.service.js';
import { buildApp } from '../app.js';
import { HSTS } from './http-app.js';

/**
 * Issue #20 item 13: HSTS everywhere, `__Host-` cookies over HTTPS, expired sessions purged.
 * (/metrics: metrics.routes.test.ts; idempotent replays: orders/order.routes.test.ts.)
 */

const actor = { id: null, name: 'test' };
const PASSWORD = 'secret-pass-1';
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** The `location` blocks of an nginx config with their bodies (no nested blocks in ours). */
function locations(conf: string): { name: string; body: string }[] {
  return [...conf.matchAll(/location\s+([^{]+)\{([^}]*)\}/g)].map((m) => ({
    name: m[1]!.trim(),
    body: m[2]!,
  }));
}

describe('deploy/nginx/lotto.conf', () => {
  const conf = fs.readFileSync(path.join(repoRoot, 'deploy/nginx/lotto.conf'), 'utf8');

  it('sends HSTS at the server level with `always`, and repeats it in any location adding headers', () => {
    expect(conf).toMatch(/^ {4}add_header Strict-Transport-Security "max-age=\d+[^"]*" always;$/m);
    for (const location of locations(conf)) {
      if (/\badd_header\b/.test(location.body)) {
        expect(location.body, `location ${location.name}`).toMatch(
          /add_header Strict-Transport-Security .* always;/,
        );
      }
    }
  });

  it('finds add_header in a location block (the check above is not vacuous)', () => {
    const broken = `${conf}\nserver {\n    location /assets/ {\n        add_header Cache-Control "public";\n    }\n}\n`;
    const offending = locations(broken).filter(
      (l) => /\badd_header\b/.test(l.body) && !/Strict-Transport-Security/.test(l.body),
    );
    expect(offending.map((l) => l.name)).toEqual(['/assets/']);
  });
});

describe.each(TEST_DIALECTS)('hardening on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { TRUST_PROXY: 'true' },
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: PASSWORD, role: 'admin', actor });
      for (const name of ['alice', 'bob', 'carol']) {
        await createUser(ctx, { username: name, password: PASSWORD, role: 'player', actor });
      }
    },
  });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  const https = { 'x-forwarded-proto': 'https', 'x-requested-with': 'XMLHttpRequest' };
  const http = { 'x-requested-with': 'XMLHttpRequest' };
  const login = (username: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/Account/Login', headers, payload: { username, password: PASSWORD } });

  it('sends HSTS on every HTTPS answer (calls, refusals, unknown paths, probes), none over HTTP', async () => {
    const answers = [
      await app.inject({ url: '/Account/IsLoggedIn', headers: https }),
      await app.inject({ url: '/Account/IsLoggedIn', headers: { 'x-forwarded-proto': 'https' } }),
      await app.inject({ url: '/no/such/page', headers: https }),
      await app.inject({ url: '/healthz', headers: https }),
      await login('alice', https),
    ];
    for (const answer of answers) expect(answer.headers['strict-transport-security']).toBe(HSTS);
    const plain = await app.inject({ url: '/Account/IsLoggedIn', headers: http });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('names the cookies __Host- over HTTPS (Secure, Path=/, no Domain) and reads only those there', async () => {
    const answer = await login('alice', https);
    expect(answer.json()).toMatchObject({ success: true });
    const names = answer.cookies.map((cookie) => cookie.name).sort();
    expect(names).toEqual(['__Host-lotto_device', '__Host-lotto_sid']);
    for (const cookie of answer.cookies) {
      expect(cookie.secure, cookie.name).toBe(true);
      expect(cookie.path, cookie.name).toBe('/');
      expect(cookie.domain, cookie.name).toBeUndefined();
      expect(cookie.httpOnly, cookie.name).toBe(true);
    }
    const secret = answer.cookies.find((cookie) => cookie.name === '__Host-lotto_sid')!.value;
    const me = (cookie: string) => app.inject({ url: '/Account/IsLoggedIn', headers: { ...https, cookie } });
    expect((await me(`__Host-lotto_sid=${secret}`)).statusCode).toBe(200);
    // The bare name (which a sibling subdomain or a plain-HTTP answer could plant) is not read.
    expect((await me(`lotto_sid=${secret}`)).statusCode).toBe(401);

    // Plain HTTP (local development): the bare names, not Secure.
    const local = await login('alice', http);
    expect(local.cookies.map((cookie) => cookie.name).sort()).toEqual(['lotto_device', 'lotto_sid']);
    expect(local.cookies.every((cookie) => !cookie.secure)).toBe(true);
  });

  it('purges expired sessions (idle or past the absolute timeout) at the next login of anyone', async () => {
    const sessionsOf = async (username: string) =>
      (
        await t.db.kysely
          .selectFrom('sessions as s')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select('s.id')
          .where('u.username', '=', username)
          .execute()
      ).length;
    await login('bob', http);
    expect(await sessionsOf('bob')).toBe(1);
    t.clock.advance(t.ctx.env.SESSION_IDLE_MINUTES * 60_000 + 1);
    await login('carol', http);
    expect(await sessionsOf('bob')).toBe(0);
    expect(await sessionsOf('carol')).toBe(1);
  });
});
