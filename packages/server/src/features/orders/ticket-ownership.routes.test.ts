import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { getBalance } from '../../common/ledger.repository.js';
import { checkMoneyConserved } from '../../test-support/money-check.js';

/**
 * Issue #16 item 1: a ticket keeps its owner whoever touches it. An upline's Edit, Reorder or
 * Cancel of a downline's ticket moves the downline's money, never the upline's, and the ledger
 * and the audit log say who acted. Amounts are whole cents written out here.
 */
const actor = { id: null, name: 'test' };
// The test clock starts on Sunday 2026-11-22, 12:00 in Kuala Lumpur: Magnum (#1) draws tonight.

describe.each(TEST_DIALECTS)('ticket ownership on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'agent',
        password: 'agent-pass',
        role: 'agent',
        credit: cents(50_000),
        actor,
      });
      await createUser(ctx, { username: 'rival', password: 'rival-pass', role: 'agent', actor });
    },
  });
  let app: FastifyInstance;
  let agent: TestBrowser;
  let rival: TestBrowser;
  let agentId: number;
  let n = 0;

  async function player(credit: number, parent = 'agent') {
    n += 1;
    const username = `owner${n}`;
    const id = await createUser(t.ctx, {
      username,
      password: 'owner-pass',
      role: 'player',
      parent,
      credit: cents(credit),
      actor,
    });
    const browser = new TestBrowser(app);
    await browser.login(username, 'owner-pass');
    return { id, username, browser, balance: () => getBalance(t.db.kysely, id) };
  }

  const place = async (browser: TestBrowser, str2: string) => {
    const answer = (await browser.postJson('/Order/MakeOrderAdvanced', { str2, remark: 'r' })).json();
    expect(answer).toMatchObject({ success: true });
    return answer.data.ticketXId[0] as string;
  };
  const ticketRow = (id: string) =>
    t.db.kysely.selectFrom('tickets').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
  const ledgerOf = async (userId: number) =>
    (
      await t.db.kysely
        .selectFrom('ledger_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute()
    ).map((row) => ({
      kind: row.kind,
      amount: Number(row.amount_cents),
      post: Number(row.post_balance_cents),
      by: row.actor_name,
    }));
  const counts = async () => ({
    tickets: (await t.db.kysely.selectFrom('tickets').select('id').execute()).length,
    ledger: (await t.db.kysely.selectFrom('ledger_entries').select('id').execute()).length,
    orders: (await t.db.kysely.selectFrom('orders').select('id').execute()).length,
  });

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    agent = new TestBrowser(app);
    await agent.login('agent', 'agent-pass');
    rival = new TestBrowser(app);
    await rival.login('rival', 'rival-pass');
    const row = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow();
    agentId = Number(row.id);
  });
  afterAll(async () => app?.close());
  // After every place / edit / cancel: each wallet equals its ledger and money is conserved.
  afterEach(async () => {
    await checkMoneyConserved(t.db.kysely);
  });

  it("an agent's Edit of a player's ticket keeps the player as owner; the player pays the difference", async () => {
    const p = await player(10_000); // 100.00
    const old = await place(p.browser, 'D\n#1\n1234#1'); // B1: 1.00
    expect(await p.balance()).toBe(9_900);

    const edited = await agent.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\n#1\n1234#3', // B3: 3.00
      remark: 'r',
      existing_ticket_id: old,
    });
    expect(edited.json()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    const fresh = edited.json().data.ticketXId[0] as string;

    // 100.00 - 3.00: the player paid the new total, i.e. 2.00 more than before; the agent nothing.
    expect(await p.balance()).toBe(9_700);
    expect(await getBalance(t.db.kysely, agentId)).toBe(50_000);
    expect(await ticketRow(fresh)).toMatchObject({ user_id: p.id, placed_by: agentId, status: 'active' });
    expect(await ticketRow(old)).toMatchObject({ user_id: p.id, status: 'voided', voided_by: agentId });

    // Both moves are on the player's own statement, each saying who acted.
    expect((await ledgerOf(p.id)).slice(-2)).toEqual([
      { kind: 'refund', amount: 100, post: 10_000, by: 'agent' },
      { kind: 'bet', amount: -300, post: 9_700, by: 'agent' },
    ]);
    expect((await ledgerOf(agentId)).map((entry) => entry.kind)).toEqual(['credit_add']);

    // The bet stays in the player's history: the new ticket active, the old one voided.
    const active = (
      await p.browser.get('/Order/GetTicketList?datefrom=11/22/2026&dateto=11/22/2026&targetstatus=1')
    ).json().data;
    expect(active.map((row: { betId: string }) => row.betId)).toEqual([fresh]);
    const voided = (
      await p.browser.get('/Order/GetTicketList?datefrom=11/22/2026&dateto=11/22/2026&targetstatus=2')
    ).json().data;
    expect(voided.map((row: { betId: string }) => row.betId)).toEqual([old]);
    const agentList = (
      await agent.get('/Order/GetTicketList?datefrom=11/22/2026&dateto=11/22/2026&targetstatus=1')
    ).json().data;
    expect(agentList).toEqual([]);

    // The audit log records the edit.
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'ticket.edit')
      .where('target_user_id', '=', p.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: agentId, actor_name: 'agent' });
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ ticketId: Number(old), total: '1.00' });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ ticketIds: [Number(fresh)], total: '3.00' });
  });

  it('GetTicketDetails names the owner and who placed it, for the owner and the upline alike', async () => {
    const p = await player(10_000);
    const own = await place(p.browser, 'D\n#1\n2345#1');
    for (const viewer of [p.browser, agent]) {
      expect((await viewer.get(`/Order/GetTicketDetails?betId=${own}`)).json().data).toMatchObject({
        owner: p.username,
        placedBy: p.username,
        voidedBy: null,
      });
    }
    const edited = (
      await agent.postJson('/Order/MakeOrderAdvanced', {
        str2: 'D\n#1\n2345#2',
        remark: '',
        existing_ticket_id: own,
      })
    ).json().data.ticketXId[0];
    for (const viewer of [p.browser, agent]) {
      expect((await viewer.get(`/Order/GetTicketDetails?betId=${edited}`)).json().data).toMatchObject({
        owner: p.username,
        placedBy: 'agent',
      });
      expect((await viewer.get(`/Order/GetTicketDetails?betId=${own}`)).json().data).toMatchObject({
        owner: p.username,
        placedBy: p.username,
        voidedBy: 'agent',
      });
    }
  });

  it("the credit check is the owner's: its balance plus the refund must cover the new total", async () => {
    const p = await player(500); // 5.00
    const old = await place(p.browser, 'D\n#1\n3456#4'); // 4.00, 1.00 left
    const toFive = await agent.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\n#1\n3456#5',
      remark: '',
      existing_ticket_id: old,
    });
    expect(toFive.json()).toMatchObject({ success: true }); // 1.00 + 4.00 refund covers 5.00
    expect(await p.balance()).toBe(0);
    const five = toFive.json().data.ticketXId[0] as string;

    const before = await counts();
    const toSix = await agent.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\n#1\n3456#6',
      remark: '',
      existing_ticket_id: five,
    });
    // The agent has 500.00, but the player's 0.00 + 5.00 does not cover 6.00.
    expect(toSix.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_CREDIT' });
    expect(await counts()).toEqual(before);
    expect(await ticketRow(five)).toMatchObject({ status: 'active' });
    expect(await p.balance()).toBe(0);
    expect(await getBalance(t.db.kysely, agentId)).toBe(50_000);
  });

  it("an edit frees the old ticket's sell-limit usage before it places the new one", async () => {
    await t.db.kysely
      .insertInto('sell_limits')
      .values({ pool: 'mg', bet_type: 'B', draw_date: null, number: '4567', limit_cents: 300 })
      .execute();
    const p = await player(10_000);
    const old = await place(p.browser, 'D\n#1\n4567#3'); // the whole limit
    const edited = await agent.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\n#1\n4567#3',
      remark: '',
      existing_ticket_id: old,
    });
    expect(edited.json()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    expect(await p.balance()).toBe(9_700);
  });

  it("an upline's Cancel refunds the owner and says who acted; the upline's wallet does not move", async () => {
    const p = await player(10_000);
    const id = await place(p.browser, 'D\n#1\n5678#2');
    expect((await agent.get(`/Order/CancelOrder?header_id=${id}`)).json()).toMatchObject({ success: true });
    expect(await p.balance()).toBe(10_000);
    expect(await getBalance(t.db.kysely, agentId)).toBe(50_000);
    expect((await ledgerOf(p.id)).at(-1)).toEqual({ kind: 'refund', amount: 200, post: 10_000, by: 'agent' });
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'ticket.cancel')
      .where('target_user_id', '=', p.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_name: 'agent' });
  });

  it("Reorder of a downline's ticket places the new ticket for that downline", async () => {
    const p = await player(10_000);
    const source = await place(p.browser, 'D\n#1\n6789#1');
    const reorder = await agent.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\n#1\n6789#2',
      remark: '',
      reorder_ticket_id: source,
    });
    expect(reorder.json()).toMatchObject({ success: true });
    const fresh = reorder.json().data.ticketXId[0] as string;
    expect(await ticketRow(fresh)).toMatchObject({ user_id: p.id, placed_by: agentId });
    expect(await ticketRow(source)).toMatchObject({ status: 'active' });
    expect(await p.balance()).toBe(10_000 - 100 - 200);
    expect(await getBalance(t.db.kysely, agentId)).toBe(50_000);
    expect((await ledgerOf(p.id)).at(-1)).toEqual({ kind: 'bet', amount: -200, post: 9_700, by: 'agent' });

    // The owner's own Reorder (or Rebet) stays its own.
    const mine = (
      await p.browser.postJson('/Order/MakeOrderAdvanced', {
        str2: 'D\n#1\n6789#1',
        remark: '',
        reorder_ticket_id: source,
      })
    ).json().data.ticketXId[0];
    expect(await ticketRow(mine)).toMatchObject({ user_id: p.id, placed_by: p.id });
  });

  it('refuses an edit, reorder or cancel from outside the owner tree, and changes nothing', async () => {
    const p = await player(10_000);
    const id = await place(p.browser, 'D\n#1\n7890#1');
    const before = await counts();
    for (const body of [
      { str2: 'D\n#1\n7890#5', remark: '', existing_ticket_id: id },
      { str2: 'D\n#1\n7890#5', remark: '', reorder_ticket_id: id },
    ]) {
      const answer = await rival.postJson('/Order/MakeOrderAdvanced', body);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await rival.get(`/Order/CancelOrder?header_id=${id}`)).statusCode).toBe(404);
    // A player cannot act on its upline's or a sibling's tickets either.
    const sibling = await player(10_000);
    const afterSibling = await counts();
    expect(
      (
        await sibling.browser.postJson('/Order/MakeOrderAdvanced', {
          str2: 'D\n#1\n7890#5',
          remark: '',
          existing_ticket_id: id,
        })
      ).statusCode,
    ).toBe(404);
    expect(await counts()).toEqual(afterSibling);
    expect(afterSibling.tickets).toBe(before.tickets);
    expect(await ticketRow(id)).toMatchObject({ status: 'active', user_id: p.id });
    expect(await p.balance()).toBe(9_900);
  });

  it("refuses to place for a suspended owner (an upline's edit or reorder), and changes nothing", async () => {
    const p = await player(10_000);
    const id = await place(p.browser, 'D\n#1\n8901#1');
    await t.db.kysely.updateTable('users').set({ status: 'suspended' }).where('id', '=', p.id).execute();
    const before = await counts();
    for (const body of [
      { str2: 'D\n#1\n8901#2', remark: '', existing_ticket_id: id },
      { str2: 'D\n#1\n8901#2', remark: '', reorder_ticket_id: id },
    ]) {
      const answer = (await agent.postJson('/Order/MakeOrderAdvanced', body)).json();
      expect(answer).toMatchObject({ success: false, code: 'ACCOUNT_SUSPENDED' });
      expect(answer.message).toContain(p.username);
    }
    expect(await counts()).toEqual(before);
    // Cancelling (a refund) is still allowed.
    expect((await agent.get(`/Order/CancelOrder?header_id=${id}`)).json()).toMatchObject({ success: true });
    expect(await p.balance()).toBe(10_000);
  });

  it("replays an upline's edit retried with the same Idempotency-Key", async () => {
    const p = await player(10_000);
    const old = await place(p.browser, 'D\n#1\n9012#1');
    const body = { str2: 'D\n#1\n9012#4', remark: '', existing_ticket_id: old };
    const first = await agent.postJson('/Order/MakeOrderAdvanced', body, { 'idempotency-key': 'edit-9012' });
    const retry = await agent.postJson('/Order/MakeOrderAdvanced', body, { 'idempotency-key': 'edit-9012' });
    expect(retry.json()).toEqual(first.json());
    expect(await p.balance()).toBe(9_600);
    expect(await getBalance(t.db.kysely, agentId)).toBe(50_000);
  });

  it('the wallet statement names who acted on each entry', async () => {
    const p = await player(10_000);
    const old = await place(p.browser, 'D\n#1\n0123#1');
    await agent.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\n#1\n0123#2',
      remark: '',
      existing_ticket_id: old,
    });
    const rows = (
      await p.browser.get('/Report/GetWalletStatement?fromDate=11/22/2026&toDate=11/22/2026')
    ).json().data as { amount: number; by: string; remark: string }[];
    expect(rows.map((row) => [row.amount, row.by])).toEqual([
      [100, 'test'], // the opening credit
      [-1, p.username],
      [1, 'agent'],
      [-2, 'agent'],
    ]);
    expect(rows[2]!.remark).toContain('agent');
  });
});
