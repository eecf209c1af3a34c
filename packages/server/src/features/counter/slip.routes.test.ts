import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import type { TestBrowser } from '../../test-support/http-client.js';
import { createReportUsers, SUNDAY } from '../../test-support/report-world.js';
import { loggedIn, magnumCart, print, sell } from '../../test-support/counter-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { verifyPassword } from '../../lib/passwords.js';

describe.each(TEST_DIALECTS)('printed slips on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) =>
      createReportUsers(ctx, [
        ['house', 'admin'],
        ['agent1', 'agent'],
        ['player1', 'player', 'agent1'],
        ['agent2', 'agent'],
      ]),
  });
  let app: FastifyInstance;
  let agent1: TestBrowser;
  let player1: TestBrowser;
  let agent2: TestBrowser;
  beforeAll(async () => {
    app = await buildApp(t.ctx);
    agent1 = await loggedIn(app, 'agent1');
    player1 = await loggedIn(app, 'player1');
    agent2 = await loggedIn(app, 'agent2');
  });
  afterAll(async () => app?.close());

  const details = async (browser: TestBrowser, id: string) =>
    (await browser.get(`/Order/GetTicketDetails?betId=${id}`)).json().data;

  it('counts prints on the server: the original answers the PIN once, every reprint is COPY n', async () => {
    const id = await sell(agent1, magnumCart(SUNDAY, '1234', { B: '1' }, 'Ali', '0123456789'));
    expect(await details(agent1, id)).toMatchObject({ printCount: 0, win: null, claim: null });
    const first = await print(agent1, id);
    expect(first).toEqual({ printCount: 1, copy: 0, pin: expect.stringMatching(/^\d{6}$/) });
    expect(await print(agent1, id)).toEqual({ printCount: 2, copy: 1, pin: null });
    expect(await print(agent1, id)).toEqual({ printCount: 3, copy: 2, pin: null });
    expect(await details(agent1, id)).toMatchObject({ printCount: 3 });
    // Only the PIN's hash is stored, and a reprint did not replace it.
    const slip = await t.db.kysely
      .selectFrom('ticket_slips')
      .selectAll()
      .where('ticket_id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(slip.pin_hash).not.toContain(first.pin);
    expect(await verifyPassword(slip.pin_hash, first.pin!)).toBe(true);
  });

  it('prints at the same instant get distinct numbers, and exactly one gets the PIN', async () => {
    const id = await sell(agent1, magnumCart(SUNDAY, '5678', { B: '1' }));
    const answers = await Promise.all(Array.from({ length: 6 }, () => print(agent1, id)));
    expect(answers.map((answer) => answer.printCount).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answers.filter((answer) => answer.pin !== null)).toHaveLength(1);
  });

  it("an upline prints its downline's ticket; a stranger cannot; a cancelled ticket prints without a PIN", async () => {
    const id = await sell(player1, magnumCart(SUNDAY, '1111', { B: '1' }));
    expect((await agent2.postJson('/Order/MarkPrinted', { ticketId: id })).json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
    });
    expect((await agent1.get(`/Order/CancelOrder?header_id=${id}`)).json()).toMatchObject({ success: true });
    expect(await print(agent1, id)).toEqual({ printCount: 1, copy: 0, pin: null });
    expect(await details(player1, id)).toMatchObject({ status: 'Voided', printCount: 1 });
    expect((await agent1.postJson('/Order/MarkPrinted', { ticketId: 'x' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('ticketId'),
    });
    expect((await agent1.get('/Order/MarkPrinted')).statusCode).toBe(404);
  });
});
