import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { getBalance } from '../../common/ledger.repository.js';
import { checkMoneyConserved } from '../../test-support/money-check.js';

const actor = { id: null, name: 'test' };
// The test clock starts on Sunday 2026-11-22, 12:00 in Kuala Lumpur: Magnum draws today (until
// 19:00), Wednesday 25 and Saturday 28; 9 Lotto draws every day.
const SUNDAY = '20261122';
const MONDAY = '20261123';
const WEDNESDAY = '20261125';

interface CartItem {
  number: string;
  pattern?: string;
  betType: { shortCode: string; amount: string | number }[];
  poolList: number[];
  type?: string;
}

function cart(items: CartItem[], options: { name?: string; dates?: string[] } = {}) {
  return {
    name: options.name ?? '4D',
    dates: (options.dates ?? [SUNDAY]).map((value) => ({ value, label: value, date: value })),
    betList: items.map((item, i) => ({ id: i + 1, pattern: 'NORMAL', ...item })),
    remark: 'from test',
    phone: '0123',
  };
}

describe.each(TEST_DIALECTS)('ordering API on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'agent', password: 'agent-pass', role: 'agent', actor });
    },
  });
  let app: FastifyInstance;
  let n = 0;

  async function player(credit = 100_000, parent = 'agent') {
    n += 1;
    const username = `buyer${n}`;
    const id = await createUser(t.ctx, {
      username,
      password: 'buyer-pass',
      role: 'player',
      parent,
      credit: cents(credit),
      actor,
    });
    const browser = new TestBrowser(app);
    await browser.login(username, 'buyer-pass');
    return { id, username, browser, balance: () => getBalance(t.db.kysely, id) };
  }

  const countRows = async () => ({
    orders: (await t.db.kysely.selectFrom('orders').select('id').execute()).length,
    tickets: (await t.db.kysely.selectFrom('tickets').select('id').execute()).length,
    ledger: (await t.db.kysely.selectFrom('ledger_entries').select('id').execute()).length,
  });

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());
  // After every place / edit / cancel: each wallet equals its ledger and money is conserved.
  afterEach(async () => {
    await checkMoneyConserved(t.db.kysely);
  });

  it('places a normal-mode order: one ticket per pool, the debit recomputed by the server', async () => {
    const p = await player();
    const body = {
      ...cart([
        {
          number: '1234',
          betType: [
            { shortCode: 'B', amount: '1' },
            { shortCode: 'S', amount: 2 },
          ],
          poolList: [1, 2],
        },
      ]),
      totalAmount: 0.01,
    };
    const response = await p.browser.postJson('/Order/MakeOrder', body);
    const answer = response.json();
    expect(answer).toMatchObject({
      success: true,
      message: 'Bet successfully',
      data: { betStatus: 'COMPLETE' },
    });
    expect(answer.data.ticketXId).toHaveLength(2);
    expect(answer.data.receiptString[0]).toMatch(
      /^#\d+ 22\/11\/2026 12:00:00\nD:22\/11\nP:M\n1234 B1 S2\nR:from test\nTel:0123\nT:3\.00$/,
    );
    expect(await p.balance()).toBe(100_000 - 600);
    const ledger = await t.db.kysely
      .selectFrom('ledger_entries')
      .selectAll()
      .where('user_id', '=', p.id)
      .orderBy('id')
      .execute();
    // The remark names the tickets the user sees (#12-13), not the internal order number.
    const [first, second] = (answer.data.ticketXId as string[]).map(Number).sort((a, b) => a - b);
    expect(second).toBe(first! + 1);
    expect(ledger.at(-1)).toMatchObject({
      kind: 'bet',
      amount_cents: -600,
      post_balance_cents: 99_400,
      remark: `Bet #${first}-${second}`,
    });
  });

  it.each([
    ['NORMAL', '1234', 100],
    ['BOX', '1123', 1200],
    ['IBOX', '1234', 100],
    ['R', '1234', 200],
    ['P-H', '234', 1000],
    ['P-B', '123', 1000],
    ['L-H', '1234', 600],
    ['L-B', '1223', 300],
  ])('debits the spec total for %s', async (pattern, number, debit) => {
    const p = await player();
    const response = await p.browser.postJson(
      '/Order/MakeOrder',
      cart([{ number, pattern, betType: [{ shortCode: 'B', amount: '1' }], poolList: [1] }]),
    );
    expect(response.json()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    expect(await p.balance()).toBe(100_000 - debit);
  });

  it('takes P-H / P-B as agents type them: 3 digits, the running one not typed (issue 16.6)', async () => {
    const p = await player();
    const item = (number: string, pattern: string) => ({
      number,
      pattern,
      betType: [{ shortCode: 'B', amount: '1' }],
      poolList: [1],
    });
    const placed = await p.browser.postJson(
      '/Order/MakeOrder',
      cart([item('234', 'P-H'), item('123', 'P-B')]),
    );
    expect(placed.json()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    const receipts: string[] = placed.json().data.receiptString;
    expect(receipts.join('\n')).toMatch(/\nP:M\n\+234 B1\n123\+ B1\nR:from test\nTel:0123\nT:20\.00$/);
    expect(await p.balance()).toBe(100_000 - 2000);
    // A 4-digit number with P-H would ignore its first digit: refused, nothing debited.
    const four = await p.browser.postJson('/Order/MakeOrder', cart([item('1234', 'P-H')]));
    expect(four.json()).toMatchObject({ success: false, code: 'INVALID_NUMBER' });
    expect(four.json().message).toMatch(/P-H takes the other 3 digits/);
    expect(await p.balance()).toBe(100_000 - 2000);
  });

  it.each<[string, ReturnType<typeof cart>, string]>([
    [
      'a closed date',
      cart([{ number: '1234', betType: [{ shortCode: 'B', amount: 1 }], poolList: [1] }], {
        dates: ['20261121'],
      }),
      'INVALID_BET_DATE',
    ],
    [
      'a short number',
      cart([{ number: '123', betType: [{ shortCode: 'B', amount: 1 }], poolList: [1] }]),
      'INVALID_NUMBER',
    ],
    [
      'a bad amount',
      cart([{ number: '1234', betType: [{ shortCode: 'B', amount: '1.234' }], poolList: [1] }]),
      'INVALID_BET_AMOUNT',
    ],
    [
      'big on 3 digits',
      cart(
        [
          {
            number: '123',
            betType: [
              { shortCode: 'B', amount: 1 },
              { shortCode: '3A', amount: 1 },
            ],
            poolList: [1],
          },
        ],
        { name: '3.4D' },
      ),
      'INVALID_BET_AMOUNT_3D',
    ],
    [
      'an unknown pool',
      cart([{ number: '1234', betType: [{ shortCode: 'B', amount: 1 }], poolList: [99] }]),
      'INVALID_POOL',
    ],
    [
      'Grand Dragon in the normal app',
      cart([{ number: '1234', betType: [{ shortCode: 'B', amount: 1 }], poolList: [8] }]),
      'INVALID_POOL',
    ],
    [
      'Magnum on a Monday',
      cart([{ number: '1234', betType: [{ shortCode: 'B', amount: 1 }], poolList: [1] }], {
        dates: [MONDAY],
      }),
      'DRAW_CLOSED',
    ],
    [
      'more than the balance',
      cart([{ number: '1234', betType: [{ shortCode: 'B', amount: 9999 }], poolList: [1, 2, 3] }]),
      'INSUFFICIENT_CREDIT',
    ],
  ])('refuses %s and changes nothing', async (_name, body, code) => {
    const p = await player();
    const before = await countRows();
    const response = await p.browser.postJson('/Order/MakeOrder', body);
    expect(response.json()).toMatchObject({ success: false, code });
    expect(await countRows()).toEqual(before);
    expect(await p.balance()).toBe(100_000);
  });

  it('insufficient credit says the balance, the order and the shortfall, in the message and the data (issue 36.3)', async () => {
    const p = await player(1_000); // 10.00
    const before = await countRows();
    // B 6.25 on Magnum and Da Ma Cai: 12.50, 2.50 more than the balance.
    const response = await p.browser.postJson(
      '/Order/MakeOrder',
      cart([{ number: '1234', betType: [{ shortCode: 'B', amount: '6.25' }], poolList: [1, 2] }]),
    );
    expect(response.json()).toEqual({
      success: false,
      code: 'INSUFFICIENT_CREDIT',
      message: 'Insufficient credit: balance 10.00, order 12.50, short 2.50',
      data: { balance: 10, order: 12.5, short: 2.5 },
    });
    const advanced = await p.browser.postForm('/Order/MakeOrderAdvanced', { str2: 'D\n#M\n1234#12.5' });
    expect(advanced.json()).toMatchObject({
      code: 'INSUFFICIENT_CREDIT',
      message: 'Insufficient credit: balance 10.00, order 12.50, short 2.50',
      data: { balance: 10, order: 12.5, short: 2.5 },
    });
    expect(await countRows()).toEqual(before);
    expect(await p.balance()).toBe(1_000);
  });

  it('a basket with one pool that does not draw on a chosen date is refused naming that pool and date', async () => {
    const p = await player();
    // Magnum and 9 Lotto on Sunday and Monday: 9 Lotto draws daily, Magnum not on Monday.
    const response = await p.browser.postJson(
      '/Order/MakeOrder',
      cart([{ number: '1234', betType: [{ shortCode: 'B', amount: 1 }], poolList: [1, 9] }], {
        dates: [SUNDAY, MONDAY],
      }),
    );
    expect(response.json()).toMatchObject({
      success: false,
      code: 'DRAW_CLOSED',
      message: 'Betting for Magnum 4D on 23/11 is closed',
    });
    expect(await p.balance()).toBe(100_000);
  });

  it('refuses a malformed cart with 400 naming the field', async () => {
    const p = await player();
    const response = await p.browser.postJson('/Order/MakeOrder', { name: '4D', dates: [], betList: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/dates: choose at least one draw date/);
  });

  it('cuts to the sell limit, then sells out (a failed ticket debits nothing)', async () => {
    await t.db.kysely
      .insertInto('sell_limits')
      .values({ pool: 'mg', bet_type: 'B', draw_date: null, number: '7777', limit_cents: 500 })
      .execute();
    const p = await player();
    const order = (amount: string) =>
      p.browser.postJson(
        '/Order/MakeOrder',
        cart([{ number: '7777', betType: [{ shortCode: 'B', amount }], poolList: [1] }]),
      );
    expect((await order('3')).json().data.betStatus).toBe('COMPLETE');
    const limited = (await order('3')).json().data;
    expect(limited.betStatus).toBe('LIMIT');
    expect(limited.receiptString[0]).toMatch(/7777 B3>2\nR:from test\nTel:0123\nT:2\.00$/);
    const soldOut = (await order('1')).json().data;
    expect(soldOut.betStatus).toBe('SOLD_OUT');
    const cancelFailed = (await p.browser.get(`/Order/CancelOrder?header_id=${soldOut.ticketXId[0]}`)).json();
    expect(cancelFailed).toMatchObject({ success: false, code: 'ALREADY_CANCELLED' });
    expect(cancelFailed.message).toMatch(/sold out and was not placed/);
    expect(await p.balance()).toBe(100_000 - 500);
    const failed = await p.browser.get(
      '/Order/GetTicketList?datefrom=11/22/2026&dateto=11/22/2026&targetstatus=3',
    );
    expect(failed.json().data).toHaveLength(1);
    // It cost nothing: the list says 0, not the 1.00 that was asked for.
    expect(failed.json().data[0]).toMatchObject({ betId: soldOut.ticketXId[0], status: 'Failed', value: 0 });
  });

  it('places an advanced order string with the user eat sequence, and reports line errors', async () => {
    const p = await player();
    await p.browser.postForm('/Tool/UpdateUserEatSequence', { EatSequenceId: '2' });
    const response = await p.browser.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\n#1\n1234#1#2',
      remark: 'adv',
    });
    const data = response.json().data;
    expect(data.betStatus).toBe('COMPLETE');
    // sequence 2 is S-B-A-C-D: #1#2 means S 1, B 2
    expect(data.receiptString[0]).toMatch(/D:22\/11\nP:M\n1234 B2 S1\nR:adv\nT:3\.00$/);
    const bad = await p.browser.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\n#1\n12x4#1\n99#1',
      remark: '',
    });
    expect(bad.json()).toMatchObject({ success: false, code: 'INVALID_LINE' });
    expect(bad.json().message).toMatch(/^Line 3, column 3/);
    expect(bad.json().data.errors).toHaveLength(2);
  });

  it('reads each date line against the pools of its own block (issue 22.2)', async () => {
    const p = await player();
    // Sunday noon: Magnum draws today, Wed 25, Sat 28; 9 Lotto every day.
    const blocks = ['D\n#1\n1234#1', 'D2\n#9\n5678#1'];
    const drawsOf = (answer: { data: { receiptString: string[] } }) =>
      answer.data.receiptString.map((text) => text.split('\n').slice(1, 3).join(' '));
    const whole = (
      await p.browser.postJson('/Order/MakeOrderAdvanced', { str2: blocks.join('\n'), remark: '' })
    ).json();
    expect(whole.success).toBe(true);
    // D2 under 9 Lotto is Sunday and Monday (not the Sunday and Wednesday Magnum shares with it).
    expect(drawsOf(whole).sort()).toEqual(['D:22/11 P:E', 'D:22/11 P:M', 'D:23/11 P:E']);
    const oneByOne: string[] = [];
    for (const str2 of blocks) {
      oneByOne.push(
        ...drawsOf((await p.browser.postJson('/Order/MakeOrderAdvanced', { str2, remark: '' })).json()),
      );
    }
    expect(oneByOne.sort()).toEqual(drawsOf(whole).sort());
  });

  it('reads a typed 0 as an empty slot, and refuses a line of zeros naming it (issue 16.5)', async () => {
    const p = await player();
    const before = Number(await p.balance());
    const response = await p.browser.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\n#1\n1234#2#0',
      remark: '',
    });
    expect(response.json().data.betStatus).toBe('COMPLETE');
    expect(response.json().data.receiptString[0]).toMatch(/\n1234 B2\nT:2\.00$/);
    expect(await p.balance()).toBe(before - 200);
    const zeros = await p.browser.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\n#1\n1234#1\n5678#0#0',
      remark: '',
    });
    expect(zeros.json()).toMatchObject({ success: false, code: 'INVALID_BET_AMOUNT' });
    expect(zeros.json().message).toMatch(/^Line 4, column 6.*every amount of this line is 0/);
    expect(await p.balance()).toBe(before - 200);
  });

  it('edits a ticket: the old one is voided and refunded, the new one placed, atomically', async () => {
    const p = await player();
    const first = (
      await p.browser.postJson('/Order/MakeOrderAdvanced', { str2: '#1\n1234#5', remark: '' })
    ).json().data;
    expect(await p.balance()).toBe(100_000 - 500);
    const edited = await p.browser.postJson('/Order/MakeOrderAdvanced', {
      str2: '#1\n5678#2',
      remark: '',
      existing_ticket_id: first.ticketXId[0],
    });
    expect(edited.json()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    expect(await p.balance()).toBe(100_000 - 200);
    const old = (await p.browser.get(`/Order/GetTicketDetails?betId=${first.ticketXId[0]}`)).json().data;
    expect(old.status).toBe('Voided');
    expect(old.orderresponse.startsWith('&')).toBe(true);
    // editing a voided ticket again changes nothing
    const again = await p.browser.postJson('/Order/MakeOrderAdvanced', {
      str2: '#1\n9999#1',
      remark: '',
      existing_ticket_id: first.ticketXId[0],
    });
    expect(again.json()).toMatchObject({ success: false, code: 'ALREADY_CANCELLED' });
    expect(await p.balance()).toBe(100_000 - 200);
  });

  it('replays a retry with the same Idempotency-Key and refuses the key with another body', async () => {
    const p = await player();
    const body = cart([{ number: '4321', betType: [{ shortCode: 'B', amount: 1 }], poolList: [1] }]);
    const first = await p.browser.postJson('/Order/MakeOrder', body, { 'idempotency-key': 'key-1' });
    const retry = await p.browser.postJson('/Order/MakeOrder', body, { 'idempotency-key': 'key-1' });
    expect(retry.json()).toEqual(first.json());
    expect(await p.balance()).toBe(100_000 - 100);
    const other = await p.browser.postJson(
      '/Order/MakeOrder',
      cart([{ number: '1111', betType: [{ shortCode: 'B', amount: 1 }], poolList: [1] }]),
      {
        'idempotency-key': 'key-1',
      },
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    const badKey = await p.browser.postJson('/Order/MakeOrder', body, {
      'idempotency-key': 'no spaces allowed',
    });
    expect(badKey.statusCode).toBe(400);
  });

  it('replays a retry whose first run spent the credit or voided the edited ticket, instead of refusing it', async () => {
    // The replay is recognised after the retry fails (issue 19: no look-up before a first try),
    // so the retry's failure must not be what the client hears.
    const p = await player(100);
    const body = cart([{ number: '4323', betType: [{ shortCode: 'B', amount: 1 }], poolList: [1] }]);
    const first = await p.browser.postJson('/Order/MakeOrder', body, { 'idempotency-key': 'spent-1' });
    expect(first.json()).toMatchObject({ success: true });
    expect(await p.balance()).toBe(0);
    const retry = await p.browser.postJson('/Order/MakeOrder', body, { 'idempotency-key': 'spent-1' });
    expect(retry.json()).toEqual(first.json());

    const q = await player();
    const placed = await q.browser.postJson('/Order/MakeOrderAdvanced', { str2: '#1\n5555#1', remark: '' });
    const edit = { str2: '#1\n5556#1', remark: '', existing_ticket_id: placed.json().data.ticketXId[0] };
    const edited = await q.browser.postJson('/Order/MakeOrderAdvanced', edit, {
      'idempotency-key': 'edit-1',
    });
    expect(edited.json()).toMatchObject({ success: true });
    const editRetry = await q.browser.postJson('/Order/MakeOrderAdvanced', edit, {
      'idempotency-key': 'edit-1',
    });
    expect(editRetry.json()).toEqual(edited.json());
    expect(await q.balance()).toBe(100_000 - 100);
  });

  it('replays a retry whose JSON has its keys in another order (issue #20 item 13), not 409', async () => {
    const p = await player();
    const body = cart([{ number: '4322', betType: [{ shortCode: 'B', amount: 1 }], poolList: [1] }]);
    // The same JSON with the keys of every object in reverse order.
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value;
    const shuffled = reversed(body);
    expect(JSON.stringify(shuffled)).not.toBe(JSON.stringify(body));
    const first = await p.browser.postJson('/Order/MakeOrder', body, { 'idempotency-key': 'key-order-1' });
    const retry = await p.browser.postJson('/Order/MakeOrder', shuffled, {
      'idempotency-key': 'key-order-1',
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await p.balance()).toBe(100_000 - 100);
  });

  it('lists tickets by draw date and status, and shows details with the cart for rebet', async () => {
    const p = await player();
    const placed = (
      await p.browser.postJson(
        '/Order/MakeOrder',
        cart([{ number: '2468', betType: [{ shortCode: 'B', amount: 2 }], poolList: [1] }], {
          dates: [SUNDAY, WEDNESDAY],
        }),
      )
    ).json().data;
    expect(placed.ticketXId).toHaveLength(2);
    const list = (
      await p.browser.get('/Order/GetTicketList?datefrom=11/25/2026&dateto=11/22/2026&targetstatus=1')
    ).json();
    expect(list.data.map((row: { betId: string }) => row.betId).sort()).toEqual([...placed.ticketXId].sort());
    expect(list.data[0]).toMatchObject({
      value: 2,
      status: 'Active',
      datetime: '22/11/2026 12:00:00',
      cancellable: true,
    });
    const onlyWednesday = (
      await p.browser.get('/Order/GetTicketList?datefrom=11/25/2026&dateto=11/25/2026')
    ).json();
    expect(onlyWednesday.data).toHaveLength(1);
    const details = (
      await p.browser.get(`/Order/GetTicketDetails?betId=${placed.ticketXId[0]}&dateTime=x`)
    ).json().data;
    expect(details).toMatchObject({
      status: 'Active',
      remark: 'from test',
      phone: '0123',
      cancellable: true,
      orderstring: 'D22\n#M\n2468#B2',
    });
    expect(details.orderresponse).toMatch(/\nR:from test\nTel:0123\nT:2\.00$/);
    expect(details.cartObject).toMatchObject({ name: '4D', betList: [{ number: '2468' }] });
    const badDate = await p.browser.get('/Order/GetTicketList?datefrom=2026-11-22&dateto=11/22/2026');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/datefrom: expected MM\/DD\/yyyy/);
  });

  it('answers each ticket its own cart for Rebet: its pool and its date only, old tickets too (issue 36.2)', async () => {
    const p = await player();
    // One bet on Magnum (id 1) and Da Ma Cai (id 2), Sunday and Wednesday: four tickets.
    const placed = (
      await p.browser.postJson(
        '/Order/MakeOrder',
        cart([{ number: '2468', betType: [{ shortCode: 'B', amount: 2 }], poolList: [1, 2] }], {
          dates: [SUNDAY, WEDNESDAY],
        }),
      )
    ).json().data;
    expect(placed.ticketXId).toHaveLength(4);
    const tickets = await t.db.kysely
      .selectFrom('tickets')
      .select(['id', 'pool', 'draw_date'])
      .where('id', 'in', (placed.ticketXId as string[]).map(Number))
      .execute();
    const ownCart = async (id: number) =>
      (await p.browser.get(`/Order/GetTicketDetails?betId=${id}`)).json().data.cartObject;
    const poolIds: Record<string, number> = { mg: 1, kd: 2 };
    const dateValues: Record<string, string> = { '2026-11-22': SUNDAY, '2026-11-25': WEDNESDAY };
    for (const ticket of tickets) {
      const answered = await ownCart(Number(ticket.id));
      expect(answered.dates.map((d: { value: string }) => d.value)).toEqual([dateValues[ticket.draw_date]]);
      expect(answered.betList).toHaveLength(1);
      expect(answered.betList[0]).toMatchObject({ number: '2468', poolList: [poolIds[ticket.pool]] });
    }
    // A ticket stored before (its cart was the whole order's) is answered narrowed all the same.
    const kd = tickets.find((ticket) => ticket.pool === 'kd' && ticket.draw_date === '2026-11-25')!;
    await t.db.kysely
      .updateTable('tickets')
      .set({
        cart_json: JSON.stringify(
          cart([{ number: '2468', betType: [{ shortCode: 'B', amount: 2 }], poolList: [1, 2] }], {
            dates: [SUNDAY, WEDNESDAY],
          }),
        ),
      })
      .where('id', '=', kd.id)
      .execute();
    const old = await ownCart(Number(kd.id));
    expect(old.dates.map((d: { value: string }) => d.value)).toEqual([WEDNESDAY]);
    expect(old.betList.map((item: { poolList: number[] }) => item.poolList)).toEqual([[2]]);
  });

  it("hides other users' tickets and lets an upline see and cancel its downline's", async () => {
    const owner = await player();
    const stranger = await player(100_000, 'house');
    const id = (
      await owner.browser.postJson(
        '/Order/MakeOrder',
        cart([{ number: '1357', betType: [{ shortCode: 'B', amount: 1 }], poolList: [1] }]),
      )
    ).json().data.ticketXId[0];
    expect((await stranger.browser.get(`/Order/GetTicketDetails?betId=${id}`)).statusCode).toBe(404);
    expect((await stranger.browser.get(`/Order/CancelOrder?header_id=${id}`)).statusCode).toBe(404);
    expect((await stranger.browser.get('/Order/GetTicketDetails?betId=999999')).statusCode).toBe(404);
    const agent = new TestBrowser(app);
    await agent.login('agent', 'agent-pass');
    expect((await agent.get(`/Order/GetTicketDetails?betId=${id}`)).json().success).toBe(true);
    expect((await agent.get(`/Order/CancelOrder?header_id=${id}`)).json()).toMatchObject({
      success: true,
      message: 'Cancel successfully',
    });
    expect(await owner.balance()).toBe(100_000);
  });

  it('cancels once, frees the limit, and refuses after the cut-off', async () => {
    await t.db.kysely
      .insertInto('sell_limits')
      .values({ pool: 'mg', bet_type: 'B', draw_date: null, number: '8888', limit_cents: 100 })
      .execute();
    const p = await player();
    const order = () =>
      p.browser.postJson(
        '/Order/MakeOrder',
        cart([{ number: '8888', betType: [{ shortCode: 'B', amount: 1 }], poolList: [1] }]),
      );
    const id = (await order()).json().data.ticketXId[0];
    expect((await order()).json().data.betStatus).toBe('SOLD_OUT');
    expect((await p.browser.get(`/Order/CancelOrder?header_id=${id}`)).json().success).toBe(true);
    expect((await p.browser.get(`/Order/CancelOrder?header_id=${id}`)).json()).toMatchObject({
      code: 'ALREADY_CANCELLED',
    });
    expect(await p.balance()).toBe(100_000);
    const again = (await order()).json().data;
    expect(again.betStatus).toBe('COMPLETE');

    const multi = await p.browser.postJson('/Order/CancelMultipleOrder', { header_ids: [] });
    expect(multi.json()).toMatchObject({
      success: false,
      code: 'PLEASE_SELECT_AT_LEAST_ONE_ORDER_TO_CANCEL',
    });
    const both = await p.browser.postJson('/Order/CancelMultipleOrder', {
      header_ids: [again.ticketXId[0], id, '424242'],
    });
    expect(both.json()).toMatchObject({ success: true, data: [again.ticketXId[0]] });

    const late = (await order()).json().data.ticketXId[0];
    t.clock.advance(7 * 3_600_000); // 19:00 in Kuala Lumpur: the Sunday draw has closed
    await p.browser.login(p.username, 'buyer-pass'); // the idle session has ended meanwhile
    // The list and the details no longer offer Cancel, and the server still refuses it.
    const listed = (
      await p.browser.get('/Order/GetTicketList?datefrom=11/22/2026&dateto=11/22/2026&targetstatus=1')
    ).json().data as { betId: string; cancellable: boolean }[];
    expect(listed.find((row) => row.betId === late)).toMatchObject({ cancellable: false });
    expect((await p.browser.get(`/Order/GetTicketDetails?betId=${late}`)).json().data).toMatchObject({
      status: 'Active',
      cancellable: false,
    });
    expect((await p.browser.get(`/Order/CancelOrder?header_id=${late}`)).json()).toMatchObject({
      success: false,
      code: 'DRAW_CLOSED',
    });
    t.clock.advance(-7 * 3_600_000);
  });
});
