import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { agentDeskAnswer } from '@lotto/contract/desk';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';

/**
 * GetAgentDesk's `credit.given` (docs/api.md) is the net credit the caller moved to its direct
 * downlines: what it gave them less what it took back, for an agent and the house alike. Credit the
 * caller received from its own upline is not credit it gave, and what its downlines passed on
 * further down, or what the house gave a user further down directly, is not its giving either.
 * (It once summed every transfer entry of the agent's own wallet: an agent funded 500.00 by the
 * house that gave a player 100.00 showed -400.00, and the house 400.00 instead of 500.00.)
 */
const actor = { id: null, name: 'test' };

describe.each(TEST_DIALECTS)('agent desk credit.given on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      // No opening credit: the house funds the agent by a transfer below.
      await createUser(ctx, { username: 'agent', password: 'agent-pass', role: 'agent', actor });
      await createUser(ctx, {
        username: 'ann',
        password: 'ann-pass',
        role: 'player',
        parent: 'agent',
        actor,
      });
      await createUser(ctx, { username: 'sub', password: 'sub-pass', role: 'agent', parent: 'agent', actor });
      await createUser(ctx, { username: 'zed', password: 'zed-pass', role: 'player', parent: 'sub', actor });
    },
  });
  let app: FastifyInstance;
  const as: Record<'house' | 'agent' | 'sub', TestBrowser> = {} as never;

  const move = async (by: TestBrowser, username: string, amount: string, direction: 'give' | 'take') => {
    const answer = await by.postJson('/Admin/TransferCredit', {
      username,
      amount,
      direction,
      remark: 'float',
    });
    expect(answer.json()).toMatchObject({ success: true });
  };
  const creditOf = async (by: TestBrowser) =>
    agentDeskAnswer.parse((await by.get('/Report/GetAgentDesk')).json().data).credit;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    for (const name of ['house', 'agent', 'sub'] as const) {
      as[name] = new TestBrowser(app);
      await as[name].login(name, `${name}-pass`);
    }
    await move(as.house, 'agent', '500', 'give');
    await move(as.agent, 'ann', '100', 'give');
  });
  afterAll(async () => app?.close());

  it("the agent's desk says it gave 100.00 (it gave ann 100.00 and holds 400.00)", async () => {
    expect(await creditOf(as.agent)).toEqual({ left: 400, given: 100 });
  });

  it("the house's desk says it gave 500.00 (its only direct downline got 500.00)", async () => {
    expect((await creditOf(as.house)).given).toBe(500);
  });

  it('takes count back; moves further down and received credit do not count', async () => {
    await move(as.agent, 'sub', '50', 'give');
    await move(as.sub, 'zed', '20', 'give');
    await move(as.agent, 'ann', '30', 'take');
    // The house gives zed (below sub, below agent) directly, and takes 80.00 back from agent.
    await move(as.house, 'zed', '5', 'give');
    await move(as.house, 'agent', '80', 'take');
    // agent: gave ann 100.00 + sub 50.00, took 30.00 back from ann; holds 500 - 80 - 100 - 50 + 30.
    expect(await creditOf(as.agent)).toEqual({ left: 300, given: 120 });
    // sub: gave zed 20.00 of the 50.00 it received.
    expect(await creditOf(as.sub)).toEqual({ left: 30, given: 20 });
    // the house: 500.00 given to agent less 80.00 taken back; its 5.00 to zed is not to a direct downline.
    expect((await creditOf(as.house)).given).toBe(420);
  });
});
