import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { dbSnapshot } from '../../test-support/db-snapshot.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { MAX_SOLD_OUT_PER_HOUR } from './place-order.rules.js';

const actor = { id: null, name: 'test' };
// The test clock starts on Sunday 2026-11-22, 12:00 in Kuala Lumpur: Magnum draws today and
// Wednesday 25; 9 Lotto (id 9) draws every day.
const SUNDAY = '20261122';
const WEDNESDAY = '20261125';
const JUNK = 'j'.repeat(20_000);

/**
 * Issue #20 item 7: what an order stores is bounded by what it validated. Extra fields of a cart
 * were stored once per pool and date as the ticket's cartObject (+67 MB from five requests); and
 * sold-out orders, which cost nothing, could be left behind without end.
 */
describe.each(TEST_DIALECTS)('what an order stores on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'agent', password: 'agent-pass', role: 'agent', actor });
      for (const username of ['junker', 'seller']) {
        await createUser(ctx, {
          username,
          password: 'buyer-pass',
          role: 'player',
          parent: 'agent',
          credit: cents(1_000_00),
          actor,
        });
      }
    },
  });
  let app: FastifyInstance;
  const browser = async (username: string) => {
    const b = new TestBrowser(app);
    await b.login(username, 'buyer-pass');
    return b;
  };

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  it('stores only the validated cart: junk fields at every level are dropped', async () => {
    const junker = await browser('junker');
    const body = {
      name: '4D',
      junk: JUNK,
      dates: [SUNDAY, WEDNESDAY].map((value) => ({ value, label: JUNK, nested: { deep: [JUNK] } })),
      betList: [
        {
          id: 1,
          number: '2468',
          pattern: 'NORMAL',
          junk: JUNK,
          betType: [{ shortCode: 'B', amount: '1', junk: JUNK, name: 'Big' }],
          poolList: [1, 9],
        },
      ],
      remark: 'r',
      phone: '1',
      totals: { junk: JUNK },
    };
    expect(JSON.stringify(body).length).toBeGreaterThan(100_000);
    const placed = await junker.postJson('/Order/MakeOrder', body);
    expect(placed.json(), placed.body).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    const ids = placed.json().data.ticketXId as string[];
    expect(ids).toHaveLength(4);
    const stored = await t.db.kysely
      .selectFrom('tickets')
      .select('cart_json')
      .where(
        'id',
        'in',
        ids.map((id) => Number(id)),
      )
      .execute();
    for (const row of stored) {
      expect(row.cart_json).not.toContain('jjj');
      expect(row.cart_json!.length).toBeLessThan(400);
    }
    // Exactly the cart the server read, narrowed to each ticket's pool and date, which Rebet needs.
    const carts = stored.map((row) => JSON.parse(row.cart_json!) as { dates: unknown; betList: unknown[] });
    expect(carts.map((c) => [c.dates, (c.betList[0] as { poolList: number[] }).poolList])).toEqual(
      expect.arrayContaining([
        [[{ value: SUNDAY }], [1]],
        [[{ value: SUNDAY }], [9]],
        [[{ value: WEDNESDAY }], [1]],
        [[{ value: WEDNESDAY }], [9]],
      ]),
    );
    for (const stored of carts) {
      expect(stored).toEqual({
        name: '4D',
        dates: [expect.objectContaining({ value: expect.any(String) })],
        betList: [
          {
            number: '2468',
            pattern: 'NORMAL',
            betType: [{ shortCode: 'B', amount: '1' }],
            poolList: [expect.any(Number)],
          },
        ],
        remark: 'r',
        phone: '1',
      });
    }
    const details = (await junker.get(`/Order/GetTicketDetails?betId=${ids[0]}`)).json().data;
    expect(JSON.stringify(details)).not.toContain('jjj');
  });

  it(`keeps at most ${MAX_SOLD_OUT_PER_HOUR} sold-out orders an hour per caller, then refuses without storing`, async () => {
    await t.db.kysely
      .insertInto('sell_limits')
      .values({ pool: 'mg', bet_type: 'B', draw_date: null, number: '0000', limit_cents: 0 })
      .execute();
    const seller = await browser('seller');
    const soldOut = () =>
      seller.postJson('/Order/MakeOrder', {
        name: '4D',
        dates: [{ value: SUNDAY }],
        betList: [{ number: '0000', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1] }],
      });
    for (let i = 0; i < MAX_SOLD_OUT_PER_HOUR; i += 1) {
      const answer = await soldOut();
      expect(answer.json().data?.betStatus, answer.body).toBe('SOLD_OUT');
    }
    const before = await dbSnapshot(t.db);
    const refused = await soldOut();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
    expect(refused.json().message).toMatch(/sold-out orders an hour/);
    expect(await dbSnapshot(t.db)).toBe(before);
    // A bet that is sold is still placed.
    const sold = await seller.postJson('/Order/MakeOrder', {
      name: '4D',
      dates: [{ value: SUNDAY }],
      betList: [{ number: '1357', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1] }],
    });
    expect(sold.json()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    // An hour later the allowance is back.
    t.clock.advance(60 * 60_000 + 1);
    await seller.login('seller', 'buyer-pass');
    const again = await soldOut();
    expect(again.json().data?.betStatus, again.body).toBe('SOLD_OUT');
  }, 60_000);
});
