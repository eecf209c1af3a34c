import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import type { TestBrowser } from '../../test-support/http-client.js';
import { createReportUsers, HOUR, MAGNUM_SUNDAY, SUNDAY } from '../../test-support/report-world.js';
import { loggedIn, magnumCart, print, sell } from '../../test-support/counter-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';

/**
 * Approving a pending claim (one above the claimer's cash-out limit) is when the cash leaves the
 * drawer, so the ticket must still be claimable then, by the rules a new claim meets (docs/rules.md
 * "Counter claims"): active, its draw settled, its current win more than 0 and at least the
 * claim's amount, not past CLAIM_EXPIRY_DAYS. A result correction or the claim's age may have
 * changed that since the claim was made. A refused approval changes nothing: the claim still
 * waits, for the upline to refuse it (then the ticket may be claimed again for what it now wins).
 */
const IC = '900131-14-5678';
const DAY = 24 * HOUR;
/** The correction: 5678 falls from 2nd to 3rd, 9012 (3rd) wins nothing, 1234 and the starters stay. */
const CORRECTED = { ...MAGNUM_SUNDAY, second: '5679', third: '5678' };

describe.each(TEST_DIALECTS)('approving a pending claim on %s', (dialect) => {
  const photos = fs.mkdtempSync(path.join(os.tmpdir(), `lotto-claim-approve-${dialect}-`));
  afterAll(() => fs.rmSync(photos, { recursive: true, force: true }));
  const t = useTestContext(dialect, {
    env: { CLAIM_PHOTO_DIR: photos },
    setup: (ctx) =>
      createReportUsers(ctx, [
        ['house', 'admin'],
        ['agent1', 'agent'],
        ['sub1', 'agent', 'agent1'],
      ]),
  });
  let app: FastifyInstance;
  const browsers = new Map<string, TestBrowser>();
  const as = (name: string) => browsers.get(name)!;
  const logInAll = async () => {
    for (const name of ['house', 'agent1', 'sub1']) browsers.set(name, await loggedIn(app, name));
  };
  const tickets = new Map<string, { id: string; pin: string }>();
  /** sub1 claims a ticket at the counter: answers the envelope. */
  const claim = async (name: string, amount?: string) => {
    const { id, pin } = tickets.get(name)!;
    return (
      await as('sub1').postJson('/Order/ClaimTicket', {
        ticketId: id,
        pin,
        customerName: 'Tan Ah Kow',
        idKind: 'ic',
        idNumber: IC,
        ...(amount === undefined ? {} : { amount }),
      })
    ).json();
  };
  const claims = new Map<string, string>();
  const decide = async (name: string, approve: boolean) =>
    (await as('agent1').postJson('/Order/DecideClaim', { claimId: claims.get(name)!, approve })).json();
  const claimRow = (name: string) =>
    t.db.kysely
      .selectFrom('ticket_claims')
      .select(['status', 'amount_cents', 'decided_by'])
      .where('ticket_id', '=', Number(tickets.get(name)!.id))
      .executeTakeFirst();
  const approvals = async () =>
    (
      await t.db.kysely
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'ticket.claim_approve')
        .execute()
    ).length;
  /** A refused approval left the claim waiting as it was: nothing paid, nothing audited. */
  const stillWaits = async (name: string, approvalsBefore: number) => {
    expect(await claimRow(name)).toMatchObject({ status: 'pending', decided_by: null });
    expect(await approvals()).toBe(approvalsBefore);
  };

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await logInAll();
    // Big 1.00 each: 9012 3rd (500.00), 5678 2nd (1,000.00, twice), 1234 1st (2,500.00), 1111 a
    // starter (180.00). sub1 may pay at most 100.00 without approval, so every claim waits.
    for (const [name, number] of [
      ['third', '9012'],
      ['second', '5678'],
      ['second-part', '5678'],
      ['first', '1234'],
      ['starter', '1111'],
    ] as const) {
      const id = await sell(as('sub1'), magnumCart(SUNDAY, number, { B: '1' }));
      const { pin } = await print(as('sub1'), id);
      tickets.set(name, { id, pin: pin! });
    }
    expect(
      (
        await as('agent1').postJson('/Admin/SetCashOutLimit', { username: 'sub1', cashOutLimit: '100' })
      ).json(),
    ).toMatchObject({ success: true });
    t.clock.advance(32 * HOUR);
    await logInAll();
    expect((await as('house').postJson('/Result/EnterResult', MAGNUM_SUNDAY)).json()).toMatchObject({
      success: true,
    });
    for (const [name, amount] of [
      ['third', undefined],
      ['second', undefined],
      ['second-part', '400'],
      ['first', undefined],
      ['starter', undefined],
    ] as const) {
      const answer = await claim(name, amount);
      expect(answer, name).toMatchObject({ success: true, data: { status: 'Pending' } });
      claims.set(name, answer.data.claimId);
    }
    expect((await as('house').postJson('/Result/EnterResult', CORRECTED)).json()).toMatchObject({
      success: true,
      data: { change: 'corrected' },
    });
  });
  afterAll(async () => app?.close());

  it('refuses to pay a claim whose ticket no longer wins; the claim waits to be refused', async () => {
    const before = await approvals();
    const details = (
      await as('sub1').get(`/Order/GetTicketDetails?betId=${tickets.get('third')!.id}`)
    ).json();
    expect(details.data).toMatchObject({ win: 0 });
    expect(await decide('third', true)).toMatchObject({ success: false, code: 'NOT_A_WINNING_TICKET' });
    await stillWaits('third', before);
    // Refused, it is dropped; a new claim of the ticket meets the same rule.
    expect(await decide('third', false)).toMatchObject({ success: true });
    expect(await claimRow('third')).toBeUndefined();
    expect(await claim('third')).toMatchObject({ success: false, code: 'NOT_A_WINNING_TICKET' });
  });

  it('refuses to pay more than the ticket now wins; it may be claimed again for its win', async () => {
    const before = await approvals();
    const refused = await decide('second', true);
    expect(refused).toMatchObject({ success: false, code: 'NOT_A_WINNING_TICKET' });
    expect(refused.message).toContain('now wins 500.00, less than the 1,000.00');
    await stillWaits('second', before);
    expect(await decide('second', false)).toMatchObject({ success: true });
    expect(await claim('second')).toMatchObject({ success: true, data: { amount: 500, status: 'Pending' } });
  });

  it('pays a claim the lowered win still covers', async () => {
    expect(await decide('second-part', true)).toMatchObject({ success: true });
    expect(await claimRow('second-part')).toMatchObject({ status: 'paid', amount_cents: 400_00 });
  });

  it('refuses while the draw is not settled, and for a cancelled ticket', async () => {
    // Neither can happen to a claimed ticket through the API (a correction settles in one
    // transaction; a settled draw takes no cancel): the rows are set by hand, since the approval
    // must not trust that.
    const before = await approvals();
    const draw = t.db.kysely
      .updateTable('settlements')
      .where('pool', '=', 'mg')
      .where('draw_date', '=', '2026-11-22');
    const ticket = t.db.kysely.updateTable('tickets').where('id', '=', Number(tickets.get('starter')!.id));
    await draw.set({ state: 'settling' }).execute();
    try {
      expect(await decide('starter', true)).toMatchObject({ success: false, code: 'DRAW_NOT_SETTLED' });
    } finally {
      await draw.set({ state: 'settled' }).execute();
    }
    await ticket.set({ status: 'voided' }).execute();
    try {
      expect(await decide('starter', true)).toMatchObject({ success: false, code: 'TICKET_CANCELLED' });
    } finally {
      await ticket.set({ status: 'active' }).execute();
    }
    await stillWaits('starter', before);
    expect(await decide('starter', true)).toMatchObject({ success: true });
  });

  it('refuses once the claim days have passed', async () => {
    t.clock.advance(181 * DAY);
    await logInAll();
    const before = await approvals();
    expect(await decide('first', true)).toMatchObject({ success: false, code: 'CLAIM_EXPIRED' });
    await stillWaits('first', before);
  });
});
