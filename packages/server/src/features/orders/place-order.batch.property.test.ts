import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import { TEST_DIALECTS, useTestContext, type TestHarness } from '../../test-support/test-db.js';
import { cartOrder } from '../../test-support/cart-order.js';
import { findUserById } from '../../common/user.repository.js';
import { writeSettings } from '../../common/position.repository.js';
import { createUser } from '../users/user.service.js';
import type { UserRow } from '../../db/tables/user.table.js';
import type { AppContext } from '../../context.js';
import { orderBatcherOf } from './place-order.batch.js';
import { placeOrder, type PlaceOrderInput } from './place-order.service.js';

/**
 * Differential test of the PostgreSQL order batch (place-order.batch.ts): random sets of orders
 * from three players, on a few numbers with small sell limits and small credits, are sent at once
 * to one database (a batch on PostgreSQL) and one by one, in the same order, through the one-order
 * path to a twin database. Every answer, accepted amount, balance and counter must be the same.
 * (On SQLite both sides take the one-order path: the test then checks the group commit likewise.)
 * Position taking (issue 39) is in use on two of the three players' paths, with a cap: every
 * ticket's snapshot and every level's cap usage must be the same too, so a batch shares its
 * orders in arrival order exactly as they are shared one by one.
 */

const actor = { id: null, name: 'test' };
const SUNDAY = '20261122';
const PLAYERS = ['player0', 'player1', 'player2'] as const;
const NUMBERS = ['1111', '2222', '3333', '4444'] as const;

interface OrderSpec {
  player: number;
  number: number;
  big: number;
  pools: readonly number[];
  keyed: boolean;
}

const orderSpec = fc.record({
  player: fc.integer({ min: 0, max: PLAYERS.length - 1 }),
  number: fc.integer({ min: 0, max: NUMBERS.length - 1 }),
  big: fc.integer({ min: 1, max: 6 }),
  pools: fc.constantFrom([1], [2], [1, 2]),
  keyed: fc.boolean(),
});

describe.each(TEST_DIALECTS)('a batch of orders against the same orders one by one on %s', (dialect) => {
  const setup = async (ctx: AppContext) => {
    await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
    // house > mgr (80% of B) > agt (50% of B, cap 5.00 a number) > player0; mgr > player1;
    // player2 directly under the house takes nobody's position.
    const mgr = await createUser(ctx, {
      username: 'mgr',
      password: 'mgr-pass',
      role: 'agent',
      credit: cents(100_000),
      actor,
    });
    const agt = await createUser(ctx, {
      username: 'agt',
      password: 'agt-pass',
      role: 'agent',
      parent: 'mgr',
      credit: cents(50_000),
      actor,
    });
    await writeSettings(ctx.db.kysely, Number(mgr), [{ betType: 'B', take: 8_000, cap: null }]);
    await writeSettings(ctx.db.kysely, Number(agt), [{ betType: 'B', take: 5_000, cap: cents(500) }]);
    const parents = ['agt', 'mgr', undefined];
    for (const [i, name] of PLAYERS.entries()) {
      await createUser(ctx, {
        username: name,
        password: `${name}-pass`,
        role: 'player',
        parent: parents[i],
        credit: cents(15_000),
        actor,
      });
    }
    await ctx.db.kysely
      .insertInto('sell_limits')
      .values(
        NUMBERS.map((number, i) => ({
          pool: null,
          bet_type: 'B',
          draw_date: null,
          number,
          limit_cents: 1_500 + 1_000 * i,
        })),
      )
      .execute();
  };
  const batched = useTestContext(dialect, { setup });
  const oneByOne = useTestContext(dialect, { setup });
  const players = new Map<TestHarness, UserRow[]>();
  let round = 0;

  beforeAll(async () => {
    for (const t of [batched, oneByOne]) {
      const rows = await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('username', 'in', [...PLAYERS])
        .orderBy('username')
        .execute();
      players.set(
        t,
        await Promise.all(rows.map(async (row) => (await findUserById(t.db.kysely, Number(row.id)))!)),
      );
    }
  });

  async function inputOf(t: TestHarness, spec: OrderSpec): Promise<PlaceOrderInput> {
    const body = {
      name: '4D',
      dates: [{ value: SUNDAY }],
      betList: [
        {
          number: NUMBERS[spec.number],
          pattern: 'NORMAL',
          betType: [{ shortCode: 'B', amount: String(spec.big) }],
          poolList: spec.pools,
        },
      ],
      remark: '',
      phone: '',
    };
    // A key names its request, as a client's does: the same key comes again only with the same
    // order (a double tap), and only within one round.
    const key = spec.keyed
      ? `${round}-${spec.player}-${spec.number}-${spec.big}-${spec.pools.join('.')}`
      : null;
    return cartOrder(t, players.get(t)![spec.player]!, body, key);
  }

  /** What an answer says, without ticket numbers (the two databases number tickets apart). */
  async function describeAnswer(t: TestHarness, answer: Promise<{ ticketXId: string[]; betStatus: string }>) {
    try {
      const receipt = await answer;
      const tickets = await t.db.kysely
        .selectFrom('tickets')
        .select(['pool', 'accepted_cents', 'requested_cents', 'status', 'position_json'])
        .where('id', 'in', receipt.ticketXId.map(Number))
        .orderBy('id')
        .execute();
      return {
        status: receipt.betStatus,
        tickets: tickets.map((row) => ({
          ...row,
          accepted_cents: Number(row.accepted_cents),
          requested_cents: Number(row.requested_cents),
        })),
      };
    } catch (error) {
      return { error: (error as { code?: string }).code, message: (error as Error).message };
    }
  }

  async function books(t: TestHarness) {
    const balances = await t.db.kysely
      .selectFrom('users')
      .select(['username', 'balance_cents'])
      .orderBy('username')
      .execute();
    const usage = await t.db.kysely
      .selectFrom('limit_usage')
      .select(['pool', 'bet_type', 'number', 'used_cents'])
      .orderBy('pool')
      .orderBy('bet_type')
      .orderBy('number')
      .execute();
    const orders = await t.db.kysely.selectFrom('orders').select(['bet_status']).orderBy('id').execute();
    const kept = await t.db.kysely
      .selectFrom('position_usage')
      .innerJoin('users', 'users.id', 'position_usage.user_id')
      .select(['users.username', 'pool', 'bet_type', 'number', 'kept_cents'])
      .orderBy('users.username')
      .orderBy('pool')
      .orderBy('number')
      .execute();
    return {
      balances: balances.map((row) => [row.username, Number(row.balance_cents)]),
      usage: usage.map((row) => [row.pool, row.bet_type, row.number, Number(row.used_cents)]),
      orders: orders.length,
      kept: kept.map((row) => [row.username, row.pool, row.bet_type, row.number, Number(row.kept_cents)]),
    };
  }

  it('gives every order the same answer and leaves the same books', async () => {
    const before = { ...(orderBatcherOf(batched.ctx)?.stats ?? { orders: 0, failed: 0 }) };
    await fc.assert(
      fc.asyncProperty(fc.array(orderSpec, { minLength: 1, maxLength: 12 }), async (specs) => {
        round += 1;
        const together = await Promise.all(specs.map((spec) => inputOf(batched, spec)));
        const answers = together.map((input) => placeOrder(batched.ctx, input));
        const got = await Promise.all(answers.map((answer) => describeAnswer(batched, answer)));
        const expected = [];
        for (const spec of specs) {
          // A step hook sends the order down the one-order path, one at a time.
          const answer = placeOrder(oneByOne.ctx, await inputOf(oneByOne, spec), () => {});
          expected.push(await describeAnswer(oneByOne, answer));
        }
        expect(got).toEqual(expected);
        expect(await books(batched)).toEqual(await books(oneByOne));
      }),
      { numRuns: 25 },
    );
    // PostgreSQL: the orders really went through batches, and none fell back to one at a time
    // (which would compare the one-order path with itself).
    if (dialect === 'postgres') {
      expect(orderBatcherOf(batched.ctx)!.stats.orders).toBeGreaterThan(before.orders);
      expect(orderBatcherOf(batched.ctx)!.stats.failed).toBe(before.failed);
    }
  }, 120_000);
});
