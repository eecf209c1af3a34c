import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { getBalance } from '../common/ledger.repository.js';
import { createUser } from '../features/users/user.service.js';
import { TestBrowser } from '../test-support/http-client.js';
import { CONSOLATIONS, HOUR, STARTERS, SUNDAY } from '../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { buildApp } from '../app.js';

/**
 * Issue #20 item 3: a settled draw never reopens. The attack: enter a result, move the pool's
 * cut-off later in the back office, then cancel the winning ticket (its win stays paid), buy the
 * known winning number, or edit a ticket onto it. A draw with a result, or past its cut-off once,
 * takes no order, cancel or edit again, whatever the calendar says later; reopening is refused.
 */

const actor = { id: null, name: 'test' };
type Pool = 'mg' | 'kd' | 'tt' | 'sb';
const PASSWORD = 'secret-pass-1';
// The test clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur: Magnum and Da Ma Cai draw today
// until 19:00. Eight hours later it is 20:00, past both cut-offs.
const EIGHT_HOURS = 8 * HOUR;

const cart = (poolId: number, number: string) => ({
  name: '4D',
  dates: [{ value: SUNDAY }],
  betList: [{ number, pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '2' }], poolList: [poolId] }],
  remark: '',
  phone: '',
});

describe.each(TEST_DIALECTS)('a settled draw never reopens, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: PASSWORD, role: 'admin', actor });
      await createUser(ctx, {
        username: 'punter',
        password: PASSWORD,
        role: 'player',
        credit: cents(1_000_00),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  let admin: TestBrowser;
  let punter: TestBrowser;
  let punterId: number;
  /** tickets placed at noon, by pool: [to cancel, to edit] */
  const tickets: Record<Pool, string[]> = { mg: [], kd: [], tt: [], sb: [] };

  async function logIn(): Promise<void> {
    admin = new TestBrowser(app);
    expect((await admin.login('house', PASSWORD)).json()).toMatchObject({ success: true });
    punter = new TestBrowser(app);
    expect((await punter.login('punter', PASSWORD)).json()).toMatchObject({ success: true });
  }

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await logIn();
    punterId = (
      await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'punter')
        .executeTakeFirstOrThrow()
    ).id;
    // Sabah 88 draws today only by a special draw: Sunday taken out of its week at noon (before
    // its cut-off, so no draw of it was past), and today added as a special date.
    const week = (await admin.postJson('/Admin/SetSchedule', { pool: 'sb', weekdays: [3, 6] })).json();
    expect(week).toMatchObject({ success: true });
    const special = await admin.postJson('/Admin/AddDrawDate', { pool: 'sb', date: SUNDAY, kind: 'special' });
    expect(special.json()).toMatchObject({ success: true });
    for (const [pool, id] of [
      ['mg', 1],
      ['kd', 2],
      ['tt', 3],
      ['sb', 5],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const placed = (await punter.postJson('/Order/MakeOrder', cart(id, '1234'))).json();
        expect(placed).toMatchObject({ success: true });
        tickets[pool].push(placed.data.ticketXId[0]);
      }
    }
    t.clock.advance(EIGHT_HOURS);
    // Sessions end after 20 idle minutes.
    await logIn();
  });
  afterAll(async () => app?.close());

  async function state() {
    const rows = await t.db.kysely.selectFrom('tickets').select(['id', 'status']).orderBy('id').execute();
    return {
      balance: await getBalance(t.db.kysely, punterId),
      tickets: rows.map((r) => `${r.id}:${r.status}`),
    };
  }

  /** Cancel, a new bet on the draw, and an edit of a ticket on it: each refused, nothing changes. */
  async function expectNoBusiness(pool: Pool, poolId: number): Promise<void> {
    const before = await state();
    const [toCancel, toEdit] = tickets[pool];
    const cancel = (await punter.get(`/Order/CancelOrder?header_id=${toCancel}`)).json();
    expect(cancel, 'cancel').toMatchObject({ success: false, code: 'DRAW_CLOSED' });
    const many = (
      await punter.postJson('/Order/CancelMultipleOrder', { header_ids: [toCancel, toEdit] })
    ).json();
    expect(many, 'cancel several').toMatchObject({ success: true, data: [] });
    const bet = (await punter.postJson('/Order/MakeOrder', cart(poolId, '1234'))).json();
    expect(bet, 'new bet').toMatchObject({ success: false });
    expect(['DRAW_CLOSED', 'INVALID_BET_DATE']).toContain(bet.code);
    const edit = (
      await punter.postJson('/Order/MakeOrderAdvanced', {
        str2: `D\n#${poolId}\n1234#100`,
        remark: '',
        existing_ticket_id: toEdit,
      })
    ).json();
    expect(edit, 'edit').toMatchObject({ success: false, code: 'DRAW_CLOSED' });
    // The closed draw is the answer even when the new ticket is also more than the credit: no
    // credit the player could add would let the edit through.
    const dearEdit = (
      await punter.postJson('/Order/MakeOrderAdvanced', {
        str2: `D\n#${poolId}\n*1234#9999#9999`,
        remark: '',
        existing_ticket_id: toEdit,
      })
    ).json();
    expect(dearEdit, 'edit beyond the credit').toMatchObject({ success: false, code: 'DRAW_CLOSED' });
    expect(await state()).toEqual(before);
  }

  it('with a result entered, moving the cut-off later reopens nothing', async () => {
    const entered = await admin.postJson('/Result/EnterResult', {
      pool: 'mg',
      date: SUNDAY,
      first: '1234',
      second: '5678',
      third: '9012',
      starters: STARTERS,
      consolations: CONSOLATIONS,
    });
    expect(entered.json()).toMatchObject({ success: true });
    const moved = await admin.postJson('/Admin/SetSchedule', { pool: 'mg', cutoff: '23:30' });
    expect(moved.json()).toMatchObject({ success: true, data: { cutoff: '23:30' } });
    await expectNoBusiness('mg', 1);
  });

  it('past its cut-off (no result yet), moving the cut-off later reopens nothing', async () => {
    const moved = await admin.postJson('/Admin/SetSchedule', { pool: 'kd', cutoff: '23:30' });
    expect(moved.json()).toMatchObject({ success: true });
    await expectNoBusiness('kd', 2);
  });

  it('past its cut-off, taking the day out of the week and back with a later cut-off reopens nothing', async () => {
    // Neither change alone reopens the draw; the first must close it for good, or the second does.
    const out = await admin.postJson('/Admin/SetSchedule', { pool: 'tt', weekdays: [3, 6] });
    expect(out.json()).toMatchObject({ success: true });
    const back = await admin.postJson('/Admin/SetSchedule', {
      pool: 'tt',
      weekdays: [0, 3, 6],
      cutoff: '23:30',
    });
    expect(back.json()).toMatchObject({ success: true, data: { weekdays: [0, 3, 6], cutoff: '23:30' } });
    await expectNoBusiness('tt', 3);
  });

  it('past its cut-off, a special draw is not removed, nor taken out and added back to reopen it', async () => {
    const remove = await admin.postJson('/Admin/RemoveDrawDate', {
      pool: 'sb',
      date: SUNDAY,
      kind: 'special',
    });
    expect(remove.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(remove.json().message).toMatch(/past its cut-off/);
    const later = await admin.postJson('/Admin/SetSchedule', {
      pool: 'sb',
      weekdays: [0, 3, 6],
      cutoff: '23:30',
    });
    expect(later.json()).toMatchObject({ success: true });
    await expectNoBusiness('sb', 5);
  });

  it('refuses to reopen a draw that has a result or is past its cut-off', async () => {
    for (const pool of ['mg', 'kd']) {
      const reopen = (await admin.postJson('/Result/CloseDraw', { pool, date: SUNDAY, reopen: true })).json();
      expect(reopen, pool).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      const remove = (
        await admin.postJson('/Admin/RemoveDrawDate', { pool, date: SUNDAY, kind: 'closed' })
      ).json();
      expect(remove, pool).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    await expectNoBusiness('mg', 1);
    await expectNoBusiness('kd', 2);
  });

  it('a later cut-off still applies to future draws', async () => {
    // Wednesday's draw of the moved pool takes bets as usual.
    const wednesday = { ...cart(2, '1234'), dates: [{ value: '20261125' }] };
    expect((await punter.postJson('/Order/MakeOrder', wednesday)).json()).toMatchObject({ success: true });
  });
});
