import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { BAD_AMOUNTS, FIELDS, NASTY_NUMBERS, UNICODE_DIGITS } from './fuzz-values.js';

/**
 * The fuzzer's inputs (http/fuzz.test.ts): malformed bodies and queries built from the field names
 * the calls read, with nasty values (huge strings, wrong types, negative and fractional-cent
 * amounts, Unicode digits), plus shaped inputs for the calls that move money.
 */

const huge = fc
  .constantFrom(100_000, 600_000, 1_048_576)
  .chain((length) => fc.constantFrom('x', '٣', '€', '\u0000').map((ch) => ch.repeat(length)));

export const scalar: fc.Arbitrary<unknown> = fc.oneof(
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

export type Shape =
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

export const query = fc.dictionary(
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
export type FuzzInput = typeof fuzzInput extends fc.Arbitrary<infer T> ? T : never;

const amount = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BAD_AMOUNTS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>('1', '2.50', 1, 0.5, '10') },
);
export const isBadAmount = (value: unknown): boolean =>
  BAD_AMOUNTS.some((bad) => Object.is(bad, value) || JSON.stringify(bad) === JSON.stringify(value));

const json = (b: unknown): Shape => ({ kind: 'json', body: b });
const noQuery = fc.constant<Record<string, string>>({});

/** Mostly the valid value (so the amount is what is wrong), sometimes one of the wrong ones. */
const mostly = (valid: unknown, ...wrong: unknown[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(valid) }, { weight: 1, arbitrary: fc.constantFrom(...wrong) });

/** A spec §3 cart for today's draw whose amounts are mostly wrong (and now and then the rest). */
const cart = fc
  .record({
    name: mostly('4D', '3D', 'XX', 4, null),
    dates: fc.array(
      fc.record({ value: mostly('20261122', '20261125', '2026-11-22', '20261121', '١٢', '') }),
      {
        minLength: 1,
        maxLength: 2,
      },
    ),
    betList: fc.array(
      fc.record({
        number: mostly('1234', '12', '123456', '12x4', '', 1234, ...UNICODE_DIGITS),
        pattern: mostly('NORMAL', 'BOX', 'IBOX', 'nope'),
        betType: fc.array(fc.record({ shortCode: mostly('B', 'S', 'A', '4A', 'Z', ''), amount }), {
          minLength: 1,
          maxLength: 3,
        }),
        poolList: fc.array(mostly(1, 2, 0, -1, 99, 1.5, '١'), { minLength: 1, maxLength: 2 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    remark: fc.string({ maxLength: 10 }),
  })
  .map(json);

/** A credit transfer to a real account, mostly with amounts that must be refused. */
const transfer = fc
  .record({
    username: mostly('fz_player', 'fz_other', 'fz_agent', 'FZ_PLAYER', ' fz_player ', 'nobody', ''),
    amount,
    direction: mostly('give', 'take', 'steal', ''),
    remark: mostly('fuzz', '', 'x'.repeat(500)),
  })
  .map(json);

/** Random advanced-mode order strings, on an existing ticket id now and then. */
const advanced = fc
  .record({
    str2: orderString,
    remark: fc.string({ maxLength: 10 }),
    existing_ticket_id: fc.option(scalar, { nil: undefined }),
  })
  .map(json);

const shaped = (b: fc.Arbitrary<Shape>) =>
  fc.record({ query: noQuery, body: b, idempotencyKey: fc.constant(undefined) });

/** The calls that move money get more inputs than the rest. */
export const MONEY_CALLS = ['/Order/MakeOrder', '/Order/MakeOrderAdvanced', '/Admin/TransferCredit'];

/** The inputs for one call: shaped ones for the calls that move money, generic ones for the rest. */
export function inputsFor(url: string): fc.Arbitrary<FuzzInput> {
  if (url === '/Order/MakeOrderAdvanced') return shaped(advanced);
  if (url === '/Order/MakeOrder') return fc.oneof({ weight: 3, arbitrary: shaped(cart) }, fuzzInput);
  if (url === '/Admin/TransferCredit') return fc.oneof({ weight: 3, arbitrary: shaped(transfer) }, fuzzInput);
  return fuzzInput;
}

/**
 * True when the input carries only bad amounts, so no money may move whatever the answer: a cart
 * whose every amount is bad, or a credit transfer with a bad amount.
 */
export function moneyMustNotMove(url: string, input: FuzzInput): boolean {
  if (input.body.kind !== 'json') return false;
  const b = input.body.body as Record<string, unknown> | null;
  if (!b || typeof b !== 'object' || Array.isArray(b)) return false;
  if (url === '/Admin/TransferCredit') return 'amount' in b && isBadAmount(b.amount);
  if (url === '/Order/MakeOrder' && Array.isArray(b.betList)) {
    const amounts = (b.betList as { betType?: { amount?: unknown }[] }[]).flatMap((line) =>
      Array.isArray(line?.betType) ? line.betType.map((t) => t?.amount) : [],
    );
    return amounts.length > 0 && amounts.every(isBadAmount);
  }
  return false;
}

export function requestOf(method: string, url: string, input: FuzzInput, useBody: boolean): InjectOptions {
  const search = new URLSearchParams(input.query).toString();
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (input.idempotencyKey !== undefined) headers['idempotency-key'] = input.idempotencyKey;
  const options: InjectOptions = {
    method: method,
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
