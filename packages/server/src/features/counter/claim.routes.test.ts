import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import type { TestBrowser } from '../../test-support/http-client.js';
import {
  createReportUsers,
  HOUR,
  MAGNUM_SUNDAY,
  SUNDAY,
  WEDNESDAY,
} from '../../test-support/report-world.js';
import { loggedIn, magnumCart, print, sell } from '../../test-support/counter-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';

const IC = '900131-14-5678';
const DAY = 24 * HOUR;

/** A PNG with a script after its end: what a re-encoding must drop. */
async function dirtyPng(): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]).toString('base64');
}

describe.each(TEST_DIALECTS)('counter claims on %s', (dialect) => {
  const photos = fs.mkdtempSync(path.join(os.tmpdir(), `lotto-claim-photos-${dialect}-`));
  afterAll(() => fs.rmSync(photos, { recursive: true, force: true }));
  const t = useTestContext(dialect, {
    env: { CLAIM_PHOTO_DIR: photos },
    setup: (ctx) =>
      createReportUsers(ctx, [
        ['house', 'admin'],
        ['agent1', 'agent'],
        ['sub1', 'agent', 'agent1'],
        ['agent2', 'agent'],
      ]),
  });
  let app: FastifyInstance;
  const browsers = new Map<string, TestBrowser>();
  const as = (name: string) => browsers.get(name)!;
  const ids = new Map<string, string>();
  const pins = new Map<string, string>();
  const logInAll = async () => {
    for (const name of ['house', 'agent1', 'sub1', 'agent2']) browsers.set(name, await loggedIn(app, name));
  };
  const claim = async (who: string, name: string, over: Record<string, unknown> = {}) =>
    (
      await as(who).postJson('/Order/ClaimTicket', {
        ticketId: ids.get(name),
        pin: pins.get(name),
        customerName: 'Tan Ah Kow',
        idKind: 'ic',
        idNumber: IC,
        remark: 'paid in cash',
        ...over,
      })
    ).json();
  const claimRows = () => t.db.kysely.selectFrom('ticket_claims').selectAll().execute();
  const balanceOf = async (username: string) =>
    Number(
      (
        await t.db.kysely
          .selectFrom('users')
          .select('balance_cents')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).balance_cents,
    );

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await logInAll();
    const sold: [string, string, object][] = [
      ['win', 'agent1', magnumCart(SUNDAY, '1234', { B: '1' }, 'Ali', '0123456789')],
      ['race', 'agent1', magnumCart(SUNDAY, '1234', { B: '1' })],
      ['pin', 'agent1', magnumCart(SUNDAY, '1234', { B: '1' })],
      ['late', 'agent1', magnumCart(SUNDAY, '1234', { B: '1' })],
      ['lose', 'agent1', magnumCart(SUNDAY, '0000', { B: '1' })],
      ['cancel', 'agent1', magnumCart(SUNDAY, '1234', { B: '1' })],
      ['open', 'agent1', magnumCart(WEDNESDAY, '1234', { B: '1' })],
      ['big', 'sub1', magnumCart(SUNDAY, '1234', { B: '2' })],
      ['second', 'sub1', magnumCart(SUNDAY, '5678', { B: '1' })],
    ];
    for (const [name, seller, body] of sold) {
      ids.set(name, await sell(as(seller), body));
      const printed = await print(as(seller), ids.get(name)!);
      pins.set(name, printed.pin!);
    }
    expect(
      (await as('agent1').get(`/Order/CancelOrder?header_id=${ids.get('cancel')}`)).json(),
    ).toMatchObject({
      success: true,
    });
    // Monday 20:00: Sunday's draw is closed; sessions end after 20 idle minutes, so log in again.
    t.clock.advance(32 * HOUR);
    await logInAll();
    expect((await as('house').postJson('/Result/EnterResult', MAGNUM_SUNDAY)).json()).toMatchObject({
      success: true,
    });
  });
  afterAll(async () => app?.close());

  it('refuses a ticket with no win, a cancelled one, an unsettled one and one outside the downline, storing nothing', async () => {
    const cases: [string, string, object][] = [
      ['agent1', 'lose', { code: 'NOT_A_WINNING_TICKET' }],
      ['agent1', 'cancel', { code: 'TICKET_CANCELLED' }],
      ['agent1', 'open', { code: 'DRAW_NOT_SETTLED' }],
      ['agent2', 'win', { code: 'NOT_FOUND' }],
      // below the owner is outside too: an agent's downline does not reach its upline's tickets
      ['sub1', 'win', { code: 'NOT_FOUND' }],
    ];
    for (const [who, name, failure] of cases) {
      expect(await claim(who, name), `${who} ${name}`).toMatchObject({ success: false, ...failure });
    }
    expect(await claimRows()).toEqual([]);
  });

  it('checks the ID number and the amount, naming the field, before the PIN', async () => {
    expect(await claim('agent1', 'win', { idNumber: '900231145678' })).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('idNumber: the first six digits of an IC are a date of birth'),
    });
    expect(await claim('agent1', 'win', { idNumber: '12345' })).toMatchObject({
      message: expect.stringContaining('idNumber: an IC number is 12 digits'),
    });
    // Big 1 point on the 1st prize pays 2,500 points: 2,500.01 is more than the win.
    expect(await claim('agent1', 'win', { amount: '2500.01' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('amount: at most'),
    });
    expect(await claim('agent1', 'win', { pin: '12345' })).toMatchObject({
      message: expect.stringContaining('pin'),
    });
    expect(await claimRows()).toEqual([]);
  });

  it('refuses a wrong PIN, and throttles wrong PINs like a password', async () => {
    const right = pins.get('pin')!;
    const wrong = right === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await claim('agent1', 'pin', { pin: wrong }), `attempt ${attempt}`).toMatchObject({
        success: false,
        code: 'WRONG_CLAIM_PIN',
      });
    }
    // The sixth try waits out the backoff, even with the right PIN: guessing gains nothing.
    expect(await claim('agent1', 'pin', { pin: right })).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(await claimRows()).toEqual([]);
    t.clock.advance(61_000);
    expect(await claim('agent1', 'pin')).toMatchObject({ success: true, data: { status: 'Paid' } });
  });

  it('pays a winner once: the defaults, the masked IC, no money moved, and the second claim names who and when', async () => {
    const before = await balanceOf('agent1');
    const paid = await claim('agent1', 'win');
    expect(paid).toMatchObject({
      success: true,
      data: {
        ticketId: ids.get('win'),
        owner: 'agent1',
        claimedBy: 'agent1',
        customerName: 'Tan Ah Kow',
        idKind: 'ic',
        idNumber: '********5678',
        amount: 2500,
        win: 2500,
        winNow: 2500,
        flagged: false,
        status: 'Paid',
        hasPhoto: false,
        remark: 'paid in cash',
      },
    });
    // The win was credited at settlement; paying it out in cash at the counter moves no points.
    expect(await balanceOf('agent1')).toBe(before);
    const stored = (await claimRows()).find((row) => String(row.ticket_id) === ids.get('win'))!;
    expect(stored).toMatchObject({ id_number: '900131145678', amount_cents: 250_000, win_cents: 250_000 });
    // Another tab of the same agent, and its upline (the house), both too late.
    const tab = await loggedIn(app, 'agent1');
    browsers.set('tab', tab);
    for (const who of ['tab', 'house']) {
      expect(await claim(who, 'win')).toMatchObject({
        success: false,
        code: 'ALREADY_CLAIMED',
        message: `This ticket was already claimed by agent1 on ${paid.data.claimedAt}`,
        data: { claimedBy: 'agent1', claimedAt: paid.data.claimedAt },
      });
    }
    const details = (await as('agent1').get(`/Order/GetTicketDetails?betId=${ids.get('win')}`)).json().data;
    expect(details).toMatchObject({
      win: 2500,
      printCount: 1,
      claim: {
        claimedBy: 'agent1',
        claimedAt: paid.data.claimedAt,
        amount: 2500,
        status: 'Paid',
        flagged: false,
      },
    });
    const checked = (await as('house').postJson('/Report/CheckTicket', { ticket_id: ids.get('win') })).json()
      .data;
    expect(checked.entries[0]).toMatchObject({ win: 2500, claim: { claimedBy: 'agent1', status: 'Paid' } });
  });

  it('20 claims of one ticket at once: exactly one is stored, the others answer ALREADY_CLAIMED', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => claim(i % 2 ? 'agent1' : 'house', 'race')),
    );
    const won = answers.filter((answer) => answer.success);
    expect(won).toHaveLength(1);
    const claimer = won[0].data.claimedBy as string;
    for (const answer of answers.filter((item) => !item.success)) {
      expect(answer).toMatchObject({
        code: 'ALREADY_CLAIMED',
        data: { claimedBy: claimer, claimedAt: won[0].data.claimedAt },
      });
    }
    const rows = (await claimRows()).filter((row) => String(row.ticket_id) === ids.get('race'));
    expect(rows).toHaveLength(1);
  });

  it('a claim above the cash-out limit waits for the upline, shown to both, until it approves', async () => {
    expect(
      (
        await as('agent1').postJson('/Admin/SetCashOutLimit', { username: 'sub1', cashOutLimit: '1000' })
      ).json(),
    ).toMatchObject({ success: true });
    // the back office shows it on the downline row (the cash-out form opens on it)
    const downline = (await as('agent1').get('/Admin/GetDownline')).json().data;
    expect(downline.find((row: { username: string }) => row.username === 'sub1')).toMatchObject({
      cashOutLimit: 1000,
    });
    // sub1 cannot set its own, nor agent2 sub1's
    expect(
      (await as('agent2').postJson('/Admin/SetCashOutLimit', { username: 'sub1', cashOutLimit: '' })).json(),
    ).toMatchObject({ success: false });
    // a photo that is not what it says is refused, and nothing is stored
    const gif = Buffer.from('GIF89a;').toString('base64');
    expect(await claim('sub1', 'big', { photo: { type: 'image/png', data: gif } })).toMatchObject({
      success: false,
      code: 'INVALID_PHOTO',
    });
    expect(fs.readdirSync(photos)).toEqual([]);
    const pending = await claim('sub1', 'big', { photo: { type: 'image/png', data: await dirtyPng() } });
    expect(pending).toMatchObject({
      success: true,
      data: { amount: 5000, status: 'Pending', approvedBy: null, hasPhoto: true },
    });
    const stored = fs.readdirSync(photos);
    expect(stored).toHaveLength(1);
    expect(fs.readFileSync(path.join(photos, stored[0]!)).includes('<script>')).toBe(false);
    const today = '20261123';
    for (const who of ['sub1', 'agent1']) {
      const report = (await as(who).get(`/Report/GetClaims?from=${today}&to=${today}`)).json().data;
      // only agent1 (above sub1, who claimed) is offered the decision
      expect(
        report.items.find((item: { ticketId: string }) => item.ticketId === ids.get('big')),
      ).toMatchObject({
        status: 'Pending',
        canDecide: who === 'agent1',
      });
      expect(report.totalPending).toBe(5000);
    }
    const houseView = (await as('house').get(`/Report/GetClaims?from=${today}&to=${today}`)).json().data;
    expect(
      houseView.items.find((item: { ticketId: string }) => item.ticketId === ids.get('big')),
    ).toMatchObject({ canDecide: true });
    // the claimer cannot approve its own claim, nor a stranger
    for (const who of ['sub1', 'agent2']) {
      expect(
        (
          await as(who).postJson('/Order/DecideClaim', { claimId: pending.data.claimId, approve: true })
        ).json(),
      ).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect(
      (
        await as('agent1').postJson('/Order/DecideClaim', { claimId: pending.data.claimId, approve: true })
      ).json(),
    ).toMatchObject({ success: true });
    const after = (await as('sub1').get(`/Report/GetClaims?from=${today}&to=${today}`)).json().data;
    expect(after.items.find((item: { ticketId: string }) => item.ticketId === ids.get('big'))).toMatchObject({
      status: 'Paid',
      approvedBy: 'agent1',
      canDecide: false,
    });
    // Below the limit: paid at once.
    expect(await claim('sub1', 'second')).toMatchObject({
      success: true,
      data: { amount: 1000, status: 'Paid' },
    });
  });

  it("the Claims report lists the caller's downline only, with totals", async () => {
    const today = '20261123';
    const report = async (who: string) =>
      (await as(who).get(`/Report/GetClaims?from=${today}&to=${today}`)).json().data;
    const tickets = (data: { items: { ticketId: string }[] }) =>
      data.items.map((item) => item.ticketId).sort();
    const all = ['pin', 'win', 'race', 'big', 'second'].map((name) => ids.get(name)!).sort();
    expect(tickets(await report('house'))).toEqual(all);
    expect(tickets(await report('agent1'))).toEqual(all);
    expect(tickets(await report('sub1'))).toEqual([ids.get('big')!, ids.get('second')!].sort());
    expect(await report('agent2')).toEqual({
      totalPaid: 0,
      totalPending: 0,
      count: 0,
      flagged: 0,
      items: [],
    });
    // 2,500 x 3 (pin, win, race) + 5,000 (big) + 1,000 (second), worked out by hand
    expect((await report('house')).totalPaid).toBe(13_500);
    expect((await report('house')).count).toBe(5);
    expect((await as('house').get('/Report/GetClaims?from=20261124&to=20261130')).json().data.count).toBe(0);
    expect((await as('house').get('/Report/GetClaims?from=2026-11-23&to=20261123')).json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
    });
  });

  it('a result correction that lowers a claimed win flags the claim', async () => {
    // 5678 drops from 2nd prize: sub1's claim of 1,000 now stands against a win of 0.
    const corrected = { ...MAGNUM_SUNDAY, second: '5679' };
    // the Results screen's preview names the claim the correction flags, before it is entered
    const preview = (await as('house').postJson('/Admin/PreviewResult', corrected)).json();
    expect(preview).toMatchObject({ success: true, data: { change: 'corrected' } });
    expect(preview.data.flaggedClaims).toEqual([
      { ticketId: ids.get('second'), claimedBy: 'sub1', amount: 1000, win: 1000, winNow: 0 },
    ]);
    const unchanged = (await as('house').postJson('/Admin/PreviewResult', MAGNUM_SUNDAY)).json();
    expect(unchanged.data.flaggedClaims).toEqual([]);
    expect((await as('house').postJson('/Result/EnterResult', corrected)).json()).toMatchObject({
      success: true,
    });
    const report = (await as('agent1').get('/Report/GetClaims?from=20261123&to=20261123')).json().data;
    expect(report.flagged).toBe(1);
    expect(
      report.items.find((item: { ticketId: string }) => item.ticketId === ids.get('second')),
    ).toMatchObject({
      flagged: true,
      win: 1000,
      winNow: 0,
    });
    const details = (await as('sub1').get(`/Order/GetTicketDetails?betId=${ids.get('second')}`)).json().data;
    expect(details).toMatchObject({ win: 0, claim: { flagged: true } });
    // the other claims' wins did not change
    expect(report.items.filter((item: { flagged: boolean }) => item.flagged)).toHaveLength(1);
  });

  it('a claim after the expiry days is refused', async () => {
    t.clock.advance(181 * DAY);
    await logInAll();
    expect(await claim('agent1', 'late')).toMatchObject({ success: false, code: 'CLAIM_EXPIRED' });
  });
});
