import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../http/app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import {
  createReportUsers,
  HOUR,
  MAGNUM_SUNDAY,
  MONDAY,
  reportBrowsers,
  SUNDAY,
  WEDNESDAY,
} from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';

function cart(date: string, number: string, pools: number[]) {
  return {
    name: '4D',
    dates: [{ value: date }],
    betList: [{ number, pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '1' }], poolList: pools }],
    remark: '',
    phone: '',
  };
}

interface Latest {
  sales: string | null;
  settled: string | null;
  strikes: string | null;
}

describe.each(TEST_DIALECTS)('latest dates with report data on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) =>
      createReportUsers(ctx, [
        ['house', 'admin'],
        ['agent1', 'agent'],
        ['player1', 'player', 'agent1'],
        ['player2', 'player', 'agent1'],
        ['loner', 'player'],
        ['idle', 'player'],
      ]),
  });
  let app: FastifyInstance;
  const { as, logInAll } = reportBrowsers(['house', 'agent1', 'player1', 'player2', 'loner', 'idle']);
  const latest = async (username: string) =>
    (await as(username).get('/Report/GetLatestDates')).json() as {
      success: boolean;
      data: Latest;
    };
  async function bet(username: string, body: object): Promise<string> {
    const answer = (await as(username).postJson('/Order/MakeOrder', body)).json();
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    return answer.data.ticketXId[0];
  }

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await logInAll(app);
    // player1 wins Magnum Sunday (1234 is 1st prize) and has a Wednesday bet still open;
    // player2 bets Monday on 9 Lotto, then cancels a Wednesday bet (a voided ticket is no data);
    // loner (no upline but the house) loses on Sunday; idle never bets.
    await bet('player1', cart(SUNDAY, '1234', [1]));
    await bet('player1', cart(WEDNESDAY, '4444', [1]));
    await bet('player2', cart(MONDAY, '5555', [9]));
    const voided = await bet('player2', cart(WEDNESDAY, '6666', [9]));
    const cancel = (await as('player2').get(`/Order/CancelOrder?header_id=${voided}`)).json();
    expect(cancel, JSON.stringify(cancel)).toMatchObject({ success: true });
    await bet('loner', cart(SUNDAY, '0000', [1]));
    // Sunday 20:00: Magnum Sunday is closed; its result settles it
    t.clock.advance(8 * HOUR);
    await logInAll(app);
    const entered = (await as('house').postJson('/Result/EnterResult', MAGNUM_SUNDAY)).json();
    expect(entered, JSON.stringify(entered)).toMatchObject({ success: true });
  });
  afterAll(async () => app?.close());

  it.each<[string, Latest]>([
    // own open bet on Wednesday; own settled Sunday and its strike
    ['player1', { sales: WEDNESDAY, settled: SUNDAY, strikes: SUNDAY }],
    // the Wednesday ticket was cancelled: Monday's is the latest active one, not yet settled
    ['player2', { sales: MONDAY, settled: null, strikes: null }],
    // the agent's tree: player1's Wednesday bet, the Sunday settlement; strikes are only its own
    ['agent1', { sales: WEDNESDAY, settled: SUNDAY, strikes: null }],
    ['loner', { sales: SUNDAY, settled: SUNDAY, strikes: null }],
    ['house', { sales: WEDNESDAY, settled: SUNDAY, strikes: null }],
    ['idle', { sales: null, settled: null, strikes: null }],
  ])('%s: the latest draw date of each report family in its own scope', async (username, expected) => {
    const answer = await latest(username);
    expect(answer).toMatchObject({ success: true, data: expected });
  });

  it('needs a session', async () => {
    const answer = await new TestBrowser(app).get('/Report/GetLatestDates');
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});
