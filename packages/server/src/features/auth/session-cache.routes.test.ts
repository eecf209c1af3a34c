import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { SESSION_CACHE_MS } from '../../common/session-cache.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';

const actor = { id: null, name: 'test' };

/**
 * The session cache (docs/decisions/011-session-cache.md): a session this server ends, or whose
 * user it changes, is refused on the very next request even while its row is cached; a change
 * made behind the server's back is seen once SESSION_CACHE_MS has passed.
 */
describe.each(TEST_DIALECTS)('session cache on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let app: FastifyInstance;
  let n = 0;

  async function player(): Promise<{ username: string; password: string; id: number }> {
    n += 1;
    const username = `cached${n}`;
    const password = `secret-${n}`;
    const id = await createUser(t.ctx, {
      username,
      password,
      role: 'player',
      credit: cents(10_000),
      actor,
    });
    return { username, password, id };
  }

  /** A logged-in browser whose session row is now in the cache (one authenticated call made). */
  async function warm(username: string, password: string): Promise<TestBrowser> {
    const browser = new TestBrowser(app);
    expect((await browser.login(username, password)).json().success).toBe(true);
    expect((await browser.get('/Account/GetMyCredit')).statusCode).toBe(200);
    expect((await browser.get('/Account/GetMyCredit')).statusCode).toBe(200);
    return browser;
  }

  const status = async (browser: TestBrowser) => (await browser.get('/Account/GetMyCredit')).statusCode;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  it('refuses a logged-out session at once, and keeps the user its other sessions', async () => {
    const p = await player();
    const phone = await warm(p.username, p.password);
    const laptop = await warm(p.username, p.password);
    // The same cookie sent again after the logout (the browser itself forgets it).
    const replay = new TestBrowser(app);
    replay.cookie = phone.cookie;
    expect((await phone.postForm('/Account/Logout', {})).json()).toMatchObject({ success: true });
    expect(await status(replay)).toBe(401);
    expect(await status(laptop)).toBe(200);
  });

  it('refuses every session of a user at once after a password change', async () => {
    const p = await player();
    const phone = await warm(p.username, p.password);
    const laptop = await warm(p.username, p.password);
    const replay = new TestBrowser(app);
    replay.cookie = phone.cookie;
    const changed = await phone.postForm('/Tool/ChangePassword', {
      oldPassword: p.password,
      newPassword: 'brand-new-pass',
    });
    expect(changed.json()).toMatchObject({ success: true });
    expect(await status(laptop)).toBe(401);
    expect(await status(replay)).toBe(401);
  });

  it("refuses a suspended user's sessions at once", async () => {
    const p = await player();
    const phone = await warm(p.username, p.password);
    const house = await warm('house', 'house-pass');
    const suspended = await house.postForm('/Admin/SetUserStatus', {
      username: p.username,
      status: 'suspended',
    });
    expect(suspended.json()).toMatchObject({ success: true });
    expect(await status(phone)).toBe(401);
    // Reactivated: the old session stays ended; a new login works.
    await house.postForm('/Admin/SetUserStatus', { username: p.username, status: 'active' });
    expect(await status(phone)).toBe(401);
    expect(await status(await warm(p.username, p.password))).toBe(200);
  });

  it('sees a session ended behind its back (another instance, SQL) once the cache time has passed', async () => {
    const p = await player();
    const phone = await warm(p.username, p.password);
    await t.db.kysely.deleteFrom('sessions').where('user_id', '=', p.id).execute();
    // Still the cached copy: this is the bound the decision accepts for other processes.
    expect(await status(phone)).toBe(200);
    t.clock.advance(SESSION_CACHE_MS + 1);
    expect(await status(phone)).toBe(401);
  });
});
