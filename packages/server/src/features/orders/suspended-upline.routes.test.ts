import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { getBalance } from '../../common/ledger.repository.js';
import { createUser } from '../users/user.service.js';

/**
 * Issue #36 item 4: suspending an agent stops its whole downline betting. They can still log in
 * and read; placing, editing, reordering and cancelling are refused UPLINE_SUSPENDED and change
 * nothing, for the players and for the agents inside the suspended tree. The house, or an agent
 * above the suspended one, may still cancel (a refund to the owner) but not place or edit for a
 * frozen account. Reactivation restores it at once. Amounts are whole cents written out here.
 *
 * The tree: house > top > sub (suspended) > leaf > pia; top > quin.
 */
const actor = { id: null, name: 'test' };
// The test clock: Sunday 2026-11-22 12:00 in Kuala Lumpur; Magnum (#1) draws tonight.
const PASSWORD = 'tree-pass-1';

describe.each(TEST_DIALECTS)('a suspended upline on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: PASSWORD, role: 'admin', actor });
      const agent = (username: string, parent?: string) =>
        createUser(ctx, {
          username,
          password: PASSWORD,
          role: 'agent',
          parent,
          credit: cents(100_00),
          actor,
        });
      await agent('top');
      await agent('sub', 'top');
      await agent('leaf', 'sub');
      for (const [username, parent] of [
        ['pia', 'leaf'],
        ['quin', 'top'],
      ] as const) {
        await createUser(ctx, {
          username,
          password: PASSWORD,
          role: 'player',
          parent,
          credit: cents(100_00),
          actor,
        });
      }
    },
  });
  let app: FastifyInstance;
  const as: Record<string, TestBrowser> = {};

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    for (const name of ['house', 'top', 'sub', 'leaf', 'pia', 'quin']) {
      as[name] = new TestBrowser(app);
      expect((await as[name].login(name, PASSWORD)).json(), name).toMatchObject({ success: true });
    }
  });
  afterAll(async () => app?.close());

  const idOf = async (username: string) =>
    Number(
      (
        await t.db.kysely
          .selectFrom('users')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const balanceOf = async (username: string) => getBalance(t.db.kysely, await idOf(username));
  const counts = async () => ({
    tickets: (await t.db.kysely.selectFrom('tickets').select('id').execute()).length,
    active: (await t.db.kysely.selectFrom('tickets').select('id').where('status', '=', 'active').execute())
      .length,
    ledger: (await t.db.kysely.selectFrom('ledger_entries').select('id').execute()).length,
    orders: (await t.db.kysely.selectFrom('orders').select('id').execute()).length,
    usage: (await t.db.kysely.selectFrom('limit_usage').select('used_cents').execute()).reduce(
      (sum, row) => sum + Number(row.used_cents),
      0,
    ),
  });
  const bigOne = (number: string) => ({
    name: '4D',
    dates: [{ value: '20261122' }],
    betList: [{ number, pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1] }],
  });
  const place = async (who: string, number: string) => {
    const answer = (await as[who]!.postJson('/Order/MakeOrder', bigOne(number))).json();
    expect(answer, `${who} places ${number}`).toMatchObject({ success: true });
    return answer.data.ticketXId[0] as string;
  };
  const setStatus = async (status: 'suspended' | 'active') =>
    expect(
      (await as.house!.postJson('/Admin/SetUserStatus', { username: 'sub', status })).json(),
    ).toMatchObject({ success: true });

  it('stops the whole downline betting while its agent is suspended, reads still work, reactivation restores it', async () => {
    const t1 = await place('pia', '1234');
    const t2 = await place('pia', '2345');
    expect(await balanceOf('pia')).toBe(98_00);

    await setStatus('suspended');
    // The suspended agent itself is logged out and cannot log in.
    expect((await as.sub!.get('/Account/GetMyCredit')).statusCode).toBe(401);
    expect((await new TestBrowser(app).login('sub', PASSWORD)).json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
    });

    // Below it: logging in and reading work.
    const again = new TestBrowser(app);
    expect((await again.login('pia', PASSWORD)).json()).toMatchObject({ success: true });
    expect((await again.get('/Account/GetMyCredit')).json()).toMatchObject({
      success: true,
      data: { creditLeft: 98 },
    });
    expect((await again.get(`/Order/GetTicketDetails?betId=${t1}`)).json()).toMatchObject({
      success: true,
      data: { status: 'Active' },
    });
    expect(
      (await again.get('/Order/GetTicketList?datefrom=11/22/2026&dateto=11/22/2026')).json().data,
    ).toHaveLength(2);

    // Every write of the downline is refused and changes nothing: the player's and the agent's
    // inside the suspended tree (leaf), on the player's tickets and on their own.
    const before = await counts();
    const writes: [string, () => Promise<{ json(): unknown }>][] = [];
    for (const who of ['pia', 'leaf']) {
      const browser = who === 'pia' ? again : as.leaf!;
      writes.push(
        [`${who} MakeOrder`, () => browser.postJson('/Order/MakeOrder', bigOne('3456'))],
        [
          `${who} MakeOrderAdvanced`,
          () => browser.postJson('/Order/MakeOrderAdvanced', { str2: 'D\n#1\n3456#1', remark: '' }),
        ],
        [
          `${who} edit`,
          () =>
            browser.postJson('/Order/MakeOrderAdvanced', {
              str2: 'D\n#1\n1234#2',
              remark: '',
              existing_ticket_id: t1,
            }),
        ],
        [
          `${who} reorder`,
          () =>
            browser.postJson('/Order/MakeOrderAdvanced', {
              str2: 'D\n#1\n1234#1',
              remark: '',
              reorder_ticket_id: t1,
            }),
        ],
        [`${who} CancelOrder`, () => browser.get(`/Order/CancelOrder?header_id=${t1}`)],
        [
          `${who} CancelMultipleOrder`,
          () => browser.postJson('/Order/CancelMultipleOrder', { header_ids: [t1, t2] }),
        ],
      );
    }
    for (const [what, send] of writes) {
      const answer = (await send()).json() as { message: string };
      expect(answer, what).toMatchObject({ success: false, code: 'UPLINE_SUSPENDED' });
      // Inside the tree the suspended account is not named.
      expect(answer.message, what).not.toContain('sub');
    }
    expect(await counts()).toEqual(before);
    expect(await balanceOf('pia')).toBe(98_00);
    expect(await balanceOf('leaf')).toBe(100_00);

    // Above it: an edit or a reorder would bet for the frozen account (refused, naming both);
    // a cancel is a refund to the owner, allowed to the agent above and to the house.
    for (const body of [
      { str2: 'D\n#1\n1234#2', remark: '', existing_ticket_id: t1 },
      { str2: 'D\n#1\n1234#2', remark: '', reorder_ticket_id: t1 },
    ]) {
      for (const who of ['top', 'house']) {
        const answer = (await as[who]!.postJson('/Order/MakeOrderAdvanced', body)).json();
        expect(answer, who).toMatchObject({ success: false, code: 'UPLINE_SUSPENDED' });
        expect(answer.message).toBe('pia cannot bet while sub above it is suspended');
      }
    }
    expect(await counts()).toEqual(before);
    expect((await as.top!.get(`/Order/CancelOrder?header_id=${t1}`)).json()).toMatchObject({
      success: true,
    });
    expect(await balanceOf('pia')).toBe(99_00);
    expect(
      (await as.house!.postJson('/Order/CancelMultipleOrder', { header_ids: [t2] })).json(),
    ).toMatchObject({ success: true, data: [t2] });
    expect(await balanceOf('pia')).toBe(100_00);
    expect(await balanceOf('top')).toBe(100_00);

    // Beside it: the top agent's other player bets as before, even in the same instant as a
    // refused one (on PostgreSQL both reach one batch).
    const [frozen, free] = await Promise.all([
      again.postJson('/Order/MakeOrder', bigOne('4567')),
      as.quin!.postJson('/Order/MakeOrder', bigOne('4567')),
    ]);
    expect(frozen.json()).toMatchObject({ success: false, code: 'UPLINE_SUSPENDED' });
    expect(free.json()).toMatchObject({ success: true });
    expect(await balanceOf('pia')).toBe(100_00);
    expect(await balanceOf('quin')).toBe(99_00);

    // Reactivated: the same session bets, edits and cancels again.
    await setStatus('active');
    const t3 = await (async () => {
      const answer = (await again.postJson('/Order/MakeOrder', bigOne('5678'))).json();
      expect(answer).toMatchObject({ success: true });
      return answer.data.ticketXId[0] as string;
    })();
    const edited = (
      await as.leaf!.postJson('/Order/MakeOrderAdvanced', {
        str2: 'D\n#1\n5678#3',
        remark: '',
        existing_ticket_id: t3,
      })
    ).json();
    expect(edited).toMatchObject({ success: true });
    expect(await balanceOf('pia')).toBe(97_00);
    expect(
      (await again.get(`/Order/CancelOrder?header_id=${edited.data.ticketXId[0]}`)).json(),
    ).toMatchObject({ success: true });
    expect(await balanceOf('pia')).toBe(100_00);
  });
});
