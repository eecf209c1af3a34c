import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { chatPreviewAnswer } from '@lotto/contract/chat';
import { buildApp } from '../../../app.js';
import { TestBrowser } from '../../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../../test-support/test-db.js';
import { createUser } from '../../users/user.service.js';

/**
 * A preview places once however it is confirmed (docs/api.md "Orders from chat"): two confirms in
 * flight with different Idempotency-Keys (two taps, the inbox and the chat's button, a client with
 * a new key per tap) once both saw it open and both placed, the customer paying twice.
 */
const actor = { id: null, name: 'test' };

describe.each(TEST_DIALECTS)('a chat preview confirmed twice at once on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'agent', password: 'agent-pass', role: 'agent', actor });
      await createUser(ctx, {
        username: 'ann',
        password: 'ann-pass',
        role: 'player',
        parent: 'agent',
        credit: cents(100_00),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  let agent: TestBrowser;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    agent = new TestBrowser(app);
    await agent.login('agent', 'agent-pass');
  });
  afterAll(() => app.close());

  const balanceOfAnn = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('users')
          .select('balance_cents')
          .where('username', '=', 'ann')
          .executeTakeFirstOrThrow()
      ).balance_cents,
    );

  it('places one order, whatever keys the confirms carry', async () => {
    const preview = chatPreviewAnswer.parse(
      (await agent.postJson('/Admin/ChatPreview', { username: 'ann', text: '22/11 M\n1234-1B 1S' })).json()
        .data,
    );
    if (!preview.ok) throw new Error('the preview was refused');
    expect(preview.total).toBe(2);
    const [first, second] = await Promise.all([
      agent.postJson('/Admin/ChatConfirm', { previewId: preview.previewId }, { 'idempotency-key': 'tap-1' }),
      agent.postJson('/Admin/ChatConfirm', { previewId: preview.previewId }, { 'idempotency-key': 'tap-2' }),
    ]);
    expect(first.json()).toMatchObject({ success: true });
    expect(second.json()).toMatchObject({ success: true });
    const tickets = await t.db.kysely.selectFrom('tickets').select(['id', 'status']).execute();
    expect(tickets.filter((ticket) => ticket.status === 'active')).toHaveLength(1);
    expect(await balanceOfAnn()).toBe(100_00 - 2_00);
  });
});
