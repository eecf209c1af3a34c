import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import {
  CHANGE_PASSWORD_RULE,
  IP_RULE,
  KNOWN_DEVICE_TTL_MS,
  USER_IP_RULE,
  USER_RULE,
} from './auth.service.js';

/**
 * Issue 36 items 7, 8 and 9 (server): what each throttle is keyed by. ChangePassword per session
 * (a stolen session cannot block its owner) and cleared with the account's login throttles when a
 * password is set; IPv6 addresses by their /64; a known device lives 90 days from its last use.
 */

const actor = { id: null, name: 'test' };
const DAY = 24 * 3_600_000;

describe.each(TEST_DIALECTS)('throttle keys on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let app: FastifyInstance;
  let n = 0;

  async function newPlayer(): Promise<{ username: string; password: string }> {
    n += 1;
    const username = `key${n}`;
    const password = `secret-${n}`;
    await createUser(t.ctx, { username, password, role: 'player', actor });
    return { username, password };
  }

  function login(
    form: Record<string, string>,
    remoteAddress: string,
    cookie?: string,
  ): Promise<LightMyRequestResponse> {
    return app.inject({
      method: 'POST',
      url: '/Account/Login',
      remoteAddress,
      headers: { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}) },
      payload: form,
    });
  }

  const code = (response: LightMyRequestResponse) => response.json<{ code?: string }>().code ?? 'OK';
  const count = (responses: LightMyRequestResponse[], wanted: string) =>
    responses.filter((response) => code(response) === wanted).length;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  describe('ChangePassword (item 7)', () => {
    const wrongOld = (browser: TestBrowser) =>
      browser.postForm('/Tool/ChangePassword', { oldPassword: 'wrong', newPassword: 'new-pass-1' });

    it("a stolen session guessing the old password does not block the owner's own session", async () => {
      const player = await newPlayer();
      const owner = new TestBrowser(app);
      const thief = new TestBrowser(app);
      await owner.login(player.username, player.password);
      await thief.login(player.username, player.password);
      const guesses = await Promise.all(Array.from({ length: 30 }, () => wrongOld(thief)));
      expect(count(guesses, 'WRONG_OLD_PASSWORD')).toBe(CHANGE_PASSWORD_RULE.free);
      expect((await wrongOld(thief)).statusCode).toBe(429);
      // The owner changes the password at once (it failed before: the key was the user's).
      const changed = await owner.postForm('/Tool/ChangePassword', {
        oldPassword: player.password,
        newPassword: 'owner-new-1',
      });
      expect(changed.json()).toMatchObject({ success: true });
      // ...which ends every session of the account, the thief's too.
      expect((await thief.get('/Account/IsLoggedIn')).statusCode).toBe(401);
    });

    it("an upline's reset clears the account's throttles: change-password keys and failed logins", async () => {
      const player = await newPlayer();
      const thief = new TestBrowser(app);
      await thief.login(player.username, player.password);
      await Promise.all(Array.from({ length: 10 }, () => wrongOld(thief)));
      // The owner forgot the password and tried from home, then from other addresses.
      const home = '10.36.7.1';
      for (let i = 0; i < USER_IP_RULE.free + 1; i += 1) {
        await login({ username: player.username, password: 'forgotten' }, home);
      }
      for (let i = 0; i < USER_RULE.free; i += 1) {
        await login({ username: player.username, password: 'forgotten' }, `10.36.8.${i}`);
      }
      expect((await login({ username: player.username, password: 'forgotten' }, home)).statusCode).toBe(429);
      const throttlesOf = async () =>
        (await t.db.kysely.selectFrom('login_throttle').select('key').execute())
          .map((row) => row.key)
          .filter((key) => key.includes(player.username) || key.startsWith('change-password:'));
      expect((await throttlesOf()).length).toBeGreaterThan(0);

      const house = new TestBrowser(app);
      await house.login('house', 'house-pass');
      const reset = await house.postForm('/Admin/ResetPassword', {
        username: player.username,
        newPassword: 'given-by-upline-1',
      });
      expect(reset.json()).toMatchObject({ success: true });
      // The owner logs in with the new password at once, from home (429 before: the keys stayed).
      const back = await login({ username: player.username, password: 'given-by-upline-1' }, home);
      expect(back.json()).toMatchObject({ success: true });
      const userId = (
        await t.db.kysely
          .selectFrom('users')
          .select('id')
          .where('username', '=', player.username)
          .executeTakeFirstOrThrow()
      ).id;
      const left = await throttlesOf();
      expect(left.filter((key) => key.startsWith(`change-password:${userId}:`))).toEqual([]);
      expect(left.filter((key) => key.includes(player.username))).toEqual([]);
    });
  });

  describe('IPv6 (item 8)', () => {
    it(`counts the addresses of one /64 as one address: ${IP_RULE.free} checks for the whole /64`, async () => {
      // One phone on IPv6 picks a new address of its /64 for every attempt (privacy extensions).
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < IP_RULE.free + 5; i += 1) {
        answers.push(await login({ username: `nobody${i}`, password: 'wrong' }, `2001:db8:36:8::${i + 1}`));
      }
      expect(count(answers, 'LOGIN_FAILED')).toBe(IP_RULE.free);
      expect(count(answers, 'TOO_MANY_ATTEMPTS')).toBe(5);
      // Another /64 has its own count.
      expect(code(await login({ username: 'nobody', password: 'wrong' }, '2001:db8:36:9::1'))).toBe(
        'LOGIN_FAILED',
      );
    });

    it('counts a user from one /64 under one (user, address) key', async () => {
      const player = await newPlayer();
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < USER_IP_RULE.free + 1; i += 1) {
        answers.push(
          await login({ username: player.username, password: 'wrong' }, `2001:db8:36:a::${i + 1}:1`),
        );
      }
      expect(answers.map(code)).toEqual([
        ...Array.from({ length: USER_IP_RULE.free }, () => 'LOGIN_FAILED'),
        'TOO_MANY_ATTEMPTS',
      ]);
    });
  });

  describe('known devices (item 9)', () => {
    it('a device used within 90 days stays known: the cookie and its row are refreshed at each login', async () => {
      const player = await newPlayer();
      const first = await login(player, '10.36.9.1');
      const device = first.cookies.find((c) => c.name === 'lotto_device')!;
      expect(device.maxAge).toBe(KNOWN_DEVICE_TTL_MS / 1000);
      const cookie = `lotto_device=${device.value}`;
      // Used again after 80 days, then 80 days more: 160 days after the first login.
      t.clock.advance(80 * DAY);
      const again = await login(player, '10.36.9.1', cookie);
      expect(again.json()).toMatchObject({ success: true });
      expect(again.cookies.find((c) => c.name === 'lotto_device')).toMatchObject({
        value: device.value,
        maxAge: KNOWN_DEVICE_TTL_MS / 1000,
      });
      t.clock.advance(80 * DAY);
      // Strangers slow down every unknown device on the account...
      await Promise.all(
        Array.from({ length: USER_RULE.free + 2 }, (_, i) =>
          login({ username: player.username, password: 'wrong' }, `10.36.10.${i}`),
        ),
      );
      expect((await login(player, '10.36.11.1')).statusCode).toBe(429);
      // ...but the owner's phone is still known (it was forgotten 90 days after the first login).
      expect((await login(player, '10.36.9.1', cookie)).json()).toMatchObject({ success: true });
    });

    it('a device unused for 90 days is forgotten', async () => {
      const player = await newPlayer();
      const device = (await login(player, '10.36.12.1')).cookies.find((c) => c.name === 'lotto_device')!;
      t.clock.advance(KNOWN_DEVICE_TTL_MS + DAY);
      await Promise.all(
        Array.from({ length: USER_RULE.free + 2 }, (_, i) =>
          login({ username: player.username, password: 'wrong' }, `10.36.13.${i}`),
        ),
      );
      expect((await login(player, '10.36.12.1', `lotto_device=${device.value}`)).statusCode).toBe(429);
    });
  });
});
