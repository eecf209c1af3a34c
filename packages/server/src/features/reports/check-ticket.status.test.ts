import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';

const actor = { id: null, name: 'test' };

/**
 * Issue #20 item 12: a receipt text carries the free-text remark, so a remark saying "cancelled"
 * made an active ticket look cancelled. CheckTicket's entries now carry each receipt's status, which is
 * all a screen may use.
 */
describe.each(TEST_DIALECTS)('check ticket statuses on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'remarker',
        password: 'remark-pass',
        role: 'player',
        credit: cents(100_00),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  it('answers each receipt with its ticket status, whatever its remark says', async () => {
    const player = new TestBrowser(app);
    await player.login('remarker', 'remark-pass');
    const place = (remark: string) =>
      player.postJson('/Order/MakeOrderAdvanced', { str2: 'D\n#1\n1234#1', remark });
    const lookalike = (await place('CANCELLED & refunded')).json().data.ticketXId[0] as string;
    const voided = (await place('plain')).json().data.ticketXId[0] as string;
    expect((await player.get(`/Order/CancelOrder?header_id=${voided}`)).json()).toMatchObject({
      success: true,
    });

    const answer = (await player.postForm('/Report/CheckTicket', {})).json().data;
    const statusOf = (id: string) =>
      answer.entries.find((entry: { ticketId: string }) => entry.ticketId === id)?.status;
    expect(answer.entries).toHaveLength(answer.receipts.length);
    expect(statusOf(lookalike)).toBe('Active');
    expect(statusOf(voided)).toBe('Voided');
    const details = (await player.get(`/Order/GetTicketDetails?betId=${lookalike}`)).json().data;
    expect(details.status).toBe('Active');
  });
});
