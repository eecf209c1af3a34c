import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';

/**
 * Issue 36 item 14: every logged-in answer says how long the session stays valid without another
 * request (X-Session-Idle-Seconds), so the web app can warn before the idle timeout and log out at
 * it instead of finding out when a Submit fails.
 */

const actor = { id: null, name: 'test' };
const IDLE_MINUTES = 20;

describe.each(TEST_DIALECTS)('session idle header on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { SESSION_IDLE_MINUTES: String(IDLE_MINUTES) },
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'idler', password: 'idler-pass', role: 'player', actor });
    },
  });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  const idleSeconds = (answer: { headers: Record<string, unknown> }) =>
    Number(answer.headers['x-session-idle-seconds']);

  it('counts down from the login, starts again when a request touches the session, and is gone after', async () => {
    const browser = new TestBrowser(app);
    const login = await browser.login('idler', 'idler-pass');
    expect(idleSeconds(login)).toBe(IDLE_MINUTES * 60);
    // 30 s later: not touched yet (the session is written at most once a minute), 30 s less left.
    t.clock.advance(30_000);
    expect(idleSeconds(await browser.get('/Account/IsLoggedIn'))).toBe(IDLE_MINUTES * 60 - 30);
    // 18 minutes after the login: this request touches it, the whole window is left again.
    t.clock.advance(17.5 * 60_000);
    expect(idleSeconds(await browser.get('/Account/GetMyCredit'))).toBe(IDLE_MINUTES * 60);
    // Exactly as long as it said, and one millisecond more: the session is over.
    t.clock.advance(IDLE_MINUTES * 60_000 + 1);
    const gone = await browser.get('/Account/IsLoggedIn');
    expect(gone.statusCode).toBe(401);
    expect(gone.headers['x-session-idle-seconds']).toBeUndefined();
  });

  it('is not sent to a caller without a session', async () => {
    const answer = await new TestBrowser(app).get('/Tool/GetAppConfig');
    expect(answer.headers['x-session-idle-seconds']).toBeUndefined();
  });
});
