import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { expandPattern } from '@lotto/domain/patterns';
import type * as Patterns from '@lotto/domain/patterns';
import { ORDER_CAPS, makeOrderBody } from '@lotto/contract/order';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { poolSchedules } from '../../common/schedule.repository.js';
import { findUserById } from '../../common/user.repository.js';
import { getBalance } from '../../common/ledger.repository.js';
import { createUser } from '../users/user.service.js';
import { draftsFromCart } from './order-input.js';
import { placeOrder } from './place-order.service.js';

/**
 * Issue #20 item 2: one order cannot stall the server. Cheap checks come first: the size caps
 * (text bytes, lines, dates, pools, and the expanded count lines x permutations x pools x dates)
 * and the credit against the order's upper bound, before a single pattern is expanded. The work
 * is counted (how often a pattern is expanded), never timed.
 */

// Counts every expansion of a pattern (sell limits, settlement and totals all go through it).
vi.mock('@lotto/domain/patterns', async (importOriginal) => {
  const real = await importOriginal<typeof Patterns>();
  return { ...real, expandPattern: vi.fn(real.expandPattern) };
});
const expansions = () => vi.mocked(expandPattern).mock.calls.length;

const actor = { id: null, name: 'test' };
const PASSWORD = 'secret-pass-1';
// The test clock: Sunday 2026-11-22 12:00 in Kuala Lumpur; Sunday, Wednesday and Saturday draw.
const DATES = ['20261122', '20261125', '20261128'];

/** `count` different 4-digit numbers with four different digits (24 BOX permutations each). */
function boxNumbers(count: number): string[] {
  const numbers: string[] = [];
  for (let n = 123; numbers.length < count; n += 1) {
    const text = String(n).padStart(4, '0');
    if (new Set(text).size === 4) numbers.push(text);
  }
  return numbers;
}

function cart(
  numbers: readonly string[],
  pools: readonly number[],
  dates: readonly string[],
  pattern = 'BOX',
) {
  return {
    name: '4D',
    dates: dates.map((value) => ({ value })),
    betList: numbers.map((number) => ({
      number,
      pattern,
      betType: [
        { shortCode: 'B', amount: '1' },
        { shortCode: 'S', amount: '1' },
      ],
      poolList: [...pools],
    })),
    remark: '',
    phone: '',
  };
}

describe.each(TEST_DIALECTS)('order size caps and credit before expansion on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: PASSWORD, role: 'admin', actor });
      await createUser(ctx, {
        username: 'agent_z',
        password: PASSWORD,
        role: 'agent',
        credit: cents(10_000_00),
        actor,
      });
      await createUser(ctx, {
        username: 'broke',
        password: PASSWORD,
        role: 'player',
        parent: 'agent_z',
        actor,
      });
      await createUser(ctx, {
        username: 'rich',
        password: PASSWORD,
        role: 'player',
        credit: cents(100_000_00),
        actor,
      });
      await createUser(ctx, {
        username: 'owner',
        password: PASSWORD,
        role: 'player',
        parent: 'agent_z',
        credit: cents(10_00),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  const browsers: Record<string, TestBrowser> = {};

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    for (const name of ['broke', 'rich', 'owner', 'agent_z']) {
      browsers[name] = new TestBrowser(app);
      expect((await browsers[name].login(name, PASSWORD)).json()).toMatchObject({ success: true });
    }
  });
  afterAll(async () => app?.close());
  beforeEach(() => vi.mocked(expandPattern).mockClear());

  async function counts() {
    const db = t.db.kysely;
    return {
      tickets: (await db.selectFrom('tickets').select('id').execute()).length,
      orders: (await db.selectFrom('orders').select('id').execute()).length,
      usage: (await db.selectFrom('limit_usage').select('pool').execute()).length,
      ledger: (await db.selectFrom('ledger_entries').select('id').execute()).length,
    };
  }

  it('refuses an order over the expanded cap, naming the cap and the biggest line, without expanding', async () => {
    const before = await counts();
    // The attack's cart: 200 numbers x BOX (24) x 8 pools x 3 dates = 115,200 bets.
    const huge = cart(boxNumbers(200), [1, 2, 3, 4, 5, 6, 7, 9], DATES);
    for (const who of ['broke', 'rich']) {
      const answer = (await browsers[who]!.postJson('/Order/MakeOrder', huge)).json();
      expect(answer, who).toMatchObject({ success: false, code: 'ORDER_TOO_LARGE' });
      expect(answer.message).toContain('115200 bets');
      expect(answer.message).toContain(`at most ${ORDER_CAPS.expandedBets}`);
      expect(answer.message).toContain('bet 1: 0123 BOX on 8 pools x 3 dates (576)');
    }
    const text = ['D3', '#12345679', ...boxNumbers(48).map((n) => `*${n}#1`)].join('\n');
    const advanced = (await browsers.rich!.postJson('/Order/MakeOrderAdvanced', { str2: text })).json();
    expect(advanced).toMatchObject({ success: false, code: 'ORDER_TOO_LARGE' });
    expect(expansions()).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('refuses an order over the counters cap (bet types count), naming the cap, without expanding', async () => {
    const before = await counts();
    // Issue #36 item 5: 200 numbers x BOX (24) x 2 pools x 1 date = 9,600 bets, under the bets
    // cap, but x 8 bet types = 76,800 sell-limit counters at 0.01 each (768 points).
    const types = ['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C'];
    const wide = {
      ...cart(boxNumbers(200), [1, 2], DATES.slice(0, 1)),
      betList: boxNumbers(200).map((number) => ({
        number,
        pattern: 'BOX',
        betType: types.map((shortCode) => ({ shortCode, amount: '0.01' })),
        poolList: [1, 2],
      })),
    };
    const answer = (await browsers.rich!.postJson('/Order/MakeOrder', wide)).json();
    expect(answer).toMatchObject({ success: false, code: 'ORDER_TOO_LARGE' });
    expect(answer.message).toContain('76800 sell-limit counters');
    expect(answer.message).toContain(`at most ${ORDER_CAPS.counters}`);
    expect(answer.message).toContain('bet 1: 0123 BOX x 8 bet types on 2 pools x 1 dates (384)');
    // The advanced text's kind: 48 lines x BOX (24) x 4 pools x 5 bet types = 23,040 counters.
    const text = ['D', '#1234', ...boxNumbers(48).map((n) => `*${n}#1#1#1#1#1`)].join('\n');
    const advanced = (await browsers.rich!.postJson('/Order/MakeOrderAdvanced', { str2: text })).json();
    expect(advanced).toMatchObject({ success: false, code: 'ORDER_TOO_LARGE' });
    expect(advanced.message).toContain('23040 sell-limit counters');
    expect(expansions()).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it.each([
    [
      'dates',
      () => ({
        ...cart(['1234'], [1], DATES),
        dates: Array.from({ length: 9 }, () => ({ value: DATES[0] })),
      }),
      /dates: at most 8 draw dates/,
    ],
    ['pools', () => cart(['1234'], [1, 2, 3, 4, 5, 6, 7, 8, 9, 1], DATES), /poolList: at most 9 pools/],
    [
      'cart bets',
      () =>
        cart(
          Array.from({ length: 201 }, () => '1234'),
          [1],
          DATES,
          'NORMAL',
        ),
      /betList: at most 200 bets/,
    ],
  ])('refuses a cart over the %s cap, naming it', async (_cap, body, message) => {
    const answer = await browsers.rich!.postJson('/Order/MakeOrder', body());
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(message);
    expect(expansions()).toBe(0);
  });

  it('refuses an advanced text over the byte cap (UTF-8) and over the line cap, naming them', async () => {
    // 7,000 characters but 21,000 bytes.
    const wide = (
      await browsers.rich!.postJson('/Order/MakeOrderAdvanced', { str2: '漢'.repeat(7_000) })
    ).json();
    expect(wide).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(wide.message).toMatch(/str2: at most 20000 bytes/);
    const long = ['D', '#1', ...Array.from({ length: ORDER_CAPS.textLines + 1 }, () => '1234#1')].join('\n');
    const lines = (await browsers.rich!.postJson('/Order/MakeOrderAdvanced', { str2: long })).json();
    expect(lines).toMatchObject({ success: false, code: 'TOO_MANY_LINES' });
    expect(expansions()).toBe(0);
  });

  it('checks credit against the upper bound before expanding anything', async () => {
    // Just under the cap: 200 numbers x BOX (24) x 2 pools x 1 date = 9,600 bets, 19,200 points.
    const body = cart(boxNumbers(200), [1, 2], DATES.slice(0, 1));
    const before = await counts();
    const user = (await findUserById(t.db.kysely, await userId('broke')))!;
    const calendar = {
      appType: t.ctx.env.APP_TYPE,
      schedules: await poolSchedules(t.ctx),
      nowMs: t.ctx.clock(),
      timeZone: t.ctx.env.TZ_DRAWS,
    };
    // Called here rather than through runWrite, so the expansions are counted on this thread.
    await expect(
      placeOrder(t.ctx, {
        user,
        source: 'normal',
        drafts: draftsFromCart(makeOrderBody.parse(body), calendar),
        remark: '',
        phone: '',
        idempotencyKey: null,
        body: JSON.stringify(body),
        replacesTicketId: null,
        now: calendar.nowMs,
      }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDIT',
      message: expect.stringMatching(/^Insufficient credit: balance [\d,.]+, order 19,200\.00, short /),
    });
    expect(expansions()).toBe(0);
    const answer = (await browsers.broke!.postJson('/Order/MakeOrder', body)).json();
    expect(answer).toMatchObject({ success: false, code: 'INSUFFICIENT_CREDIT' });
    expect(await counts()).toEqual(before);
  });

  it('places the biggest legal order, and serves other users meanwhile', async () => {
    const body = cart(boxNumbers(200), [1, 2], DATES.slice(0, 1));
    const before = await getBalance(t.db.kysely, await userId('rich'));
    const order = browsers.rich!.postJson('/Order/MakeOrder', body);
    const credit = browsers.owner!.get('/Account/GetMyCredit');
    const [placed, other] = await Promise.all([order, credit]);
    expect(other.json()).toMatchObject({ success: true });
    expect(placed.json()).toMatchObject({ success: true, data: { betStatus: expect.any(String) } });
    expect(placed.json().data.ticketXId).toHaveLength(2);
    const after = await getBalance(t.db.kysely, await userId('rich'));
    expect(before! - after!).toBeLessThanOrEqual(19_200_00);
    expect(before! - after!).toBeGreaterThan(0);
  }, 120_000);

  it("counts the owner's balance plus the old ticket's refund when an upline edits a ticket", async () => {
    // owner has 10.00: a ticket of 4.00 leaves 6.00; an edit may then cost up to 10.00.
    const first = (
      await browsers.owner!.postJson('/Order/MakeOrder', {
        ...cart(['1234'], [1], DATES.slice(0, 1), 'NORMAL'),
        betList: [
          { number: '1234', pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '4' }], poolList: [1] },
        ],
      })
    ).json();
    expect(first).toMatchObject({ success: true });
    const ticket = first.data.ticketXId[0];
    // Refused before anything is expanded, as a new order is: the owner's 6.00 plus the 4.00
    // refund to come cannot pay 19,200 (called here, so the expansions are counted on this thread).
    const agent = (await findUserById(t.db.kysely, await userId('agent_z')))!;
    const big = cart(boxNumbers(200), [1, 2], DATES.slice(0, 1));
    const calendar = {
      appType: t.ctx.env.APP_TYPE,
      schedules: await poolSchedules(t.ctx),
      nowMs: t.ctx.clock(),
      timeZone: t.ctx.env.TZ_DRAWS,
    };
    const expandedBefore = expansions();
    await expect(
      placeOrder(t.ctx, {
        user: agent,
        source: 'normal',
        drafts: draftsFromCart(makeOrderBody.parse(big), calendar),
        remark: '',
        phone: '',
        idempotencyKey: null,
        body: JSON.stringify(big),
        replacesTicketId: Number(ticket),
        now: calendar.nowMs,
      }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDIT',
      message: 'Insufficient credit: balance 10.00, order 19,200.00, short 19,190.00',
    });
    expect(expansions()).toBe(expandedBefore);
    const tooMuch = (
      await browsers.agent_z!.postJson('/Order/MakeOrderAdvanced', {
        str2: 'D\n#1\n1234#11',
        existing_ticket_id: ticket,
      })
    ).json();
    expect(tooMuch).toMatchObject({ success: false, code: 'INSUFFICIENT_CREDIT' });
    const exact = (
      await browsers.agent_z!.postJson('/Order/MakeOrderAdvanced', {
        str2: 'D\n#1\n1234#10',
        existing_ticket_id: ticket,
      })
    ).json();
    expect(exact).toMatchObject({ success: true });
    expect(await getBalance(t.db.kysely, await userId('owner'))).toBe(0);
  });

  async function userId(username: string): Promise<number> {
    const row = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
});
