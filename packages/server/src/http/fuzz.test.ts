import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cents } from '@lotto/domain/money';
import { createUser } from '../features/users/user.service.js';
import { dbSnapshot, walletsOf } from '../test-support/db-snapshot.js';
import { inputsFor, MONEY_CALLS, moneyMustNotMove, requestOf } from '../test-support/fuzz-inputs.js';
import { TestBrowser } from '../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { buildApp } from '../app.js';
import { isApiPath } from './http-app.js';
import { listRoutes } from '../test-support/route-list.js';

/**
 * The fuzzer of issue #9: every registered call, as a player and as the house, gets malformed
 * bodies and queries. No answer may be a 5xx, every API answer is the envelope, and a refused call
 * (success: false) changes nothing in the database.
 */

const actor = { id: null, name: 'test' };
// Long mode (issue #20, docs/reliability.md): FUZZ_RUNS=100000 tries at least that many inputs
// per database, spread over the routes and roles. Otherwise bounded for `npm test`:
// ~2,200 inputs per database (routes x 2 roles x RUNS_PER_ROUTE, three times that for
// the calls that move money).
const FUZZ_RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : null;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 18);
// Long mode's run time: about 1 ms to 5 ms per input on a shared two-core machine.
const TIMEOUT_MS = FUZZ_RUNS ? Math.max(120_000, FUZZ_RUNS * 20) : 120_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

function expectEnvelope(url: string, response: LightMyRequestResponse): { success: boolean } {
  expect(
    response.statusCode,
    `${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  if (!isApiPath(url)) return { success: response.statusCode < 400 };
  const answer = response.json();
  expect(answer, `${url} answered ${response.body.slice(0, 300)}`).toEqual(
    expect.objectContaining({ success: expect.any(Boolean), message: expect.any(String) }),
  );
  expect(answer).toHaveProperty('data');
  return answer;
}

describe.each(TEST_DIALECTS)('fuzzing every call on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'fz_house', password: 'house-pass-1', role: 'admin', actor });
      await createUser(ctx, {
        username: 'fz_agent',
        password: 'agent-pass-1',
        role: 'agent',
        credit: cents(1_000_00),
        actor,
      });
      for (const username of ['fz_player', 'fz_other']) {
        await createUser(ctx, {
          username,
          password: 'player-pass-1',
          role: 'player',
          parent: 'fz_agent',
          credit: cents(500_00),
          actor,
        });
      }
    },
  });
  let app: FastifyInstance;
  const sessions = new Map<string, TestBrowser>();
  const passwords: Record<string, string> = {
    fz_house: 'house-pass-1',
    fz_player: 'player-pass-1',
    fz_other: 'player-pass-1',
  };
  let tried = 0;
  let baseline: string | undefined;
  let guardedCount = 0;
  const statuses = new Map<number, number>();

  /** Logs in again from an address the fuzzer never uses, so its failed logins cannot throttle us. */
  async function login(username: string): Promise<TestBrowser> {
    const browser = new TestBrowser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/Account/Login',
      remoteAddress: '10.9.9.9',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: { username, password: passwords[username] },
    });
    browser.cookie = response.cookies.find((c) => c.name === 'lotto_sid')?.value;
    expect(browser.cookie, `login of ${username}: ${response.body}`).toBeTruthy();
    sessions.set(username, browser);
    return browser;
  }

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    const player = await login('fz_player');
    await login('fz_house');
    // A ticket of each player, so the ticket calls have something to find (or refuse).
    for (const who of [player, await login('fz_other')]) {
      const placed = await who.postJson('/Order/MakeOrderAdvanced', { str2: 'D\n#1\n1234#1#2', remark: '' });
      expect(placed.json()).toMatchObject({ success: true });
    }
  });
  afterAll(async () => {
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(
      `fuzz on ${dialect}: ${tried} inputs tried, seed ${SEED}; statuses ${tally.join(', ')}; ${guardedCount} with only bad amounts moved no money`,
    );
    await app?.close();
  });

  it(
    'answers every malformed call without a 5xx, in the envelope, changing nothing when refused',
    async () => {
      const routes = listRoutes(app).filter((route) => route.method !== 'HEAD');
      expect(routes.length).toBeGreaterThan(50);
      // Each route and role gets its share of FUZZ_RUNS; the money calls three shares.
      const shares = routes.reduce((sum, route) => sum + (MONEY_CALLS.includes(route.url) ? 3 : 1), 0) * 2;
      const perRoute = FUZZ_RUNS ? Math.ceil(FUZZ_RUNS / shares) : RUNS_PER_ROUTE;
      for (const [r, route] of routes.entries()) {
        for (const role of ['fz_player', 'fz_house']) {
          const useBody = route.method !== 'GET';
          const inputs = inputsFor(route.url);
          await fc.assert(
            fc.asyncProperty(inputs, async (input) => {
              // A refused call leaves the snapshot as it was, so it stays the baseline of the next.
              const before = baseline ?? (await dbSnapshot(t.db));
              baseline = undefined;
              const guarded = moneyMustNotMove(route.url, input);
              const moneyBefore = guarded ? await walletsOf(t.db) : undefined;
              const browser = sessions.get(role) ?? (await login(role));
              const options = requestOf(route.method, route.url, input, useBody);
              options.headers = { ...options.headers, cookie: `lotto_sid=${browser.cookie}` };
              const response = await app.inject(options);
              tried += 1;
              statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
              const answer = expectEnvelope(route.url, response);
              if (guarded) {
                guardedCount += 1;
                expect(
                  await walletsOf(t.db),
                  `${route.method} ${route.url} moved money on a bad amount`,
                ).toBe(moneyBefore);
              }
              if (!answer.success) {
                const after = await dbSnapshot(t.db);
                expect(after, `${route.method} ${route.url} refused but changed data`).toBe(before);
                baseline = after;
              }
              // These end the caller's session (even when refused, login ends the old one first).
              if (['/Account/Login', '/Account/Logout', '/Tool/ChangePassword'].includes(route.url)) {
                await login(role);
              }
            }),
            {
              numRuns: MONEY_CALLS.includes(route.url) ? perRoute * 3 : perRoute,
              seed: SEED + r,
              endOnFailure: true,
            },
          );
        }
      }
      expect(tried).toBeGreaterThanOrEqual(FUZZ_RUNS ?? routes.length * 2 * RUNS_PER_ROUTE);
    },
    TIMEOUT_MS,
  );
});
