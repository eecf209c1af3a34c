import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Cents } from '@lotto/domain/money';
import { createUser } from '../features/users/user.service.js';
import { dbSnapshot } from '../test-support/db-snapshot.js';
import { TestBrowser } from '../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { buildApp, isApiPath } from './app.js';
import { listRoutes } from '../test-support/route-list.js';

/**
 * The fuzzer of issue #9: every registered call, as a player and as the house, gets malformed
 * bodies and queries. No answer may be a 5xx, every API answer is the envelope, and a refused call
 * (success: false) changes nothing in the database.
 */

const actor = { id: null, name: 'test' };
// Bounded: ~2,000 inputs per database (routes x 2 roles x RUNS_PER_ROUTE).
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 18);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Field names the calls read (from their zod schemas), so inputs reach past "Required". */
const FIELDS = [
  'username',
  'password',
  'token',
  'oldPassword',
  'newPassword',
  'str2',
  'remark',
  'phone',
  'existing_ticket_id',
  'header_id',
  'header_ids',
  'betId',
  'ticket_id',
  'TicketId',
  'ticketIds',
  'name',
  'dates',
  'betList',
  'number',
  'pattern',
  'betType',
  'poolList',
  'type',
  'amount',
  'credit',
  'pool',
  'date',
  'drawDate',
  'DrawDate',
  'datefrom',
  'dateto',
  'fromDate',
  'toDate',
  'date_from',
  'date_to',
  'from',
  'to',
  'targetstatus',
  'status',
  'role',
  'parent',
  'packageName',
  'scale',
  'commission',
  'commissionBp',
  'payouts',
  'limit',
  'page',
  'kind',
  'direction',
  'text',
  'format',
  'fileName',
  'reopen',
  'schedule',
  'weekdays',
  'cutoff',
  'searchKeyword',
  'selected_date',
  'report_type',
  'EatSequenceId',
  'id',
  'target',
  'ForceSearch',
  'day_number',
  'rates',
  'action',
  '__proto__',
  'constructor',
];

const UNICODE_DIGITS = ['١٢٣٤', '۱۲۳۴', '१२३४', '১২৩৪', '１２３４', '๑๒๓๔', '𝟏𝟐𝟑𝟒', '¹²³⁴', '①②③④'];
const NASTY_NUMBERS = [
  -1,
  -0.01,
  0.001,
  0.005,
  1.005,
  12.345,
  -100000,
  0,
  -0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  1e-9,
  '1e308',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1_000',
  '1,000.50',
  '-0.01',
  '0.005',
  '12.345',
  ' 5 ',
  '+5',
  '5.',
  '.5',
  '00001',
  '9'.repeat(40),
];

const huge = fc
  .constantFrom(100_000, 600_000, 1_048_576)
  .chain((length) => fc.constantFrom('x', '٣', '€', '\u0000').map((ch) => ch.repeat(length)));

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...UNICODE_DIGITS) },
  { weight: 2, arbitrary: fc.integer({ min: -1_000_000, max: 1_000_000 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: false }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, true, false, '', '1', '2', 'admin', '20261122', '11/22/2026'),
  },
);

const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(tie('v'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), tie('v'), { maxKeys: 4 }) },
  ),
})).v;

const bodyObject = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 });

/** Random advanced-mode order strings (spec §3 MakeOrderAdvanced): real tokens in random order. */
const orderString = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '#',
        '##',
        '*',
        '**',
        'D',
        'R',
        'B',
        'S',
        'A',
        'C',
        'i',
        'k',
        '\n',
        '\r\n',
        '=',
        '-',
        ' ',
      ),
      fc.constantFrom('1', '2', '5', '0', '1234', '123', '12345', '123456', '9999', '0.5', '1.005', '-1'),
      fc.constantFrom(...UNICODE_DIGITS),
      fc.constantFrom('#1', '#B1#S2', '1234#1#2', 'D\n#1\n1234#1', '**1234#1', '1234R#1', '#1#0'),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

type Shape =
  | { kind: 'json'; body: unknown }
  | { kind: 'form'; body: Record<string, string> }
  | { kind: 'raw'; contentType: string; payload: string };

const body: fc.Arbitrary<Shape> = fc.oneof(
  { weight: 6, arbitrary: bodyObject.map((b): Shape => ({ kind: 'json', body: b })) },
  { weight: 1, arbitrary: fc.array(value, { maxLength: 3 }).map((b): Shape => ({ kind: 'json', body: b })) },
  { weight: 1, arbitrary: scalar.map((b): Shape => ({ kind: 'json', body: b })) },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(
        fc.constantFrom(...FIELDS),
        fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...UNICODE_DIGITS)),
        {
          maxKeys: 5,
        },
      )
      .map((b): Shape => ({ kind: 'form', body: b })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
        ),
        fc.oneof(
          fc.constantFrom(
            '{',
            '{"a":',
            '[1,2',
            'null',
            '"str"',
            '{"__proto__":{"admin":true}}',
            '<x/>',
            '%%%',
          ),
          fc.string({ maxLength: 60 }),
        ),
      )
      .map(([contentType, payload]): Shape => ({ kind: 'raw', contentType, payload })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...FIELDS), huge)
      .map(([field, text]): Shape => ({ kind: 'json', body: { [field]: text } })),
  },
);

const query = fc.dictionary(
  fc.constantFrom(...FIELDS),
  fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(...UNICODE_DIGITS),
    fc.constantFrom(...NASTY_NUMBERS).map(String),
    fc.constantFrom('a'.repeat(10_000), '[]', '{}', '%00', '../../etc/passwd'),
  ),
  { maxKeys: 5 },
);

const fuzzInput = fc.record({
  query,
  body,
  idempotencyKey: fc.option(fc.oneof(fc.string({ maxLength: 120 }), fc.constant('k'.repeat(101))), {
    nil: undefined,
  }),
});
type FuzzInput = typeof fuzzInput extends fc.Arbitrary<infer T> ? T : never;

function requestOf(method: string, url: string, input: FuzzInput, useBody: boolean): InjectOptions {
  const search = new URLSearchParams(input.query).toString();
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (input.idempotencyKey !== undefined) headers['idempotency-key'] = input.idempotencyKey;
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: search ? `${url}?${search}` : url,
    headers,
  };
  if (!useBody) return options;
  const shape = input.body;
  if (shape.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(shape.body) ?? 'null';
  } else if (shape.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    options.payload = new URLSearchParams(shape.body).toString();
  } else {
    headers['content-type'] = shape.contentType;
    options.payload = shape.payload;
  }
  return options;
}

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
        credit: 1_000_00 as Cents,
        actor,
      });
      for (const username of ['fz_player', 'fz_other']) {
        await createUser(ctx, {
          username,
          password: 'player-pass-1',
          role: 'player',
          parent: 'fz_agent',
          credit: 500_00 as Cents,
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
    console.log(`fuzz on ${dialect}: ${tried} inputs tried, seed ${SEED}; statuses ${tally.join(', ')}`);
    await app?.close();
  });

  it('answers every malformed call without a 5xx, in the envelope, changing nothing when refused', async () => {
    const routes = listRoutes(app).filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    for (const [r, route] of routes.entries()) {
      for (const role of ['fz_player', 'fz_house']) {
        const useBody = route.method !== 'GET';
        const inputs =
          route.url === '/Order/MakeOrderAdvanced'
            ? fc.record({
                query,
                body: fc
                  .record({
                    str2: orderString,
                    remark: fc.string({ maxLength: 10 }),
                    existing_ticket_id: fc.option(scalar),
                  })
                  .map((b): Shape => ({ kind: 'json', body: b })),
                idempotencyKey: fc.constant(undefined),
              })
            : fuzzInput;
        await fc.assert(
          fc.asyncProperty(inputs, async (input) => {
            // A refused call leaves the snapshot as it was, so it stays the baseline of the next.
            const before = baseline ?? (await dbSnapshot(t.db));
            baseline = undefined;
            const browser = sessions.get(role) ?? (await login(role));
            const options = requestOf(route.method, route.url, input, useBody);
            options.headers = { ...options.headers, cookie: `lotto_sid=${browser.cookie}` };
            const response = await app.inject(options);
            tried += 1;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const answer = expectEnvelope(route.url, response);
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
          { numRuns: RUNS_PER_ROUTE, seed: SEED + r, endOnFailure: true },
        );
      }
    }
    expect(tried).toBeGreaterThanOrEqual(routes.length * 2 * RUNS_PER_ROUTE);
  }, 120_000);
});
