import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Cents } from '@lotto/domain/money';
import { buildApp } from '../../http/app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';

const actor = { id: null, name: 'test' };
// The test clock starts on Sunday 2026-11-22, 12:00 in Kuala Lumpur: Magnum draws today and on
// Wednesday 25, 9 Lotto every day; both close at 19:00.
const SUNDAY = '20261122';
const MONDAY = '20261123';
const WEDNESDAY = '20261125';
const HOUR = 3600_000;

const STARTERS = ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0001'];
const CONSOLATIONS = ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'];
const MAGNUM_SUNDAY = {
  pool: 'mg',
  date: SUNDAY,
  first: '1234',
  second: '5678',
  third: '9012',
  starters: STARTERS,
  consolations: CONSOLATIONS,
};

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
    setup: async (ctx) => {
      const user = (username: string, role: 'admin' | 'agent' | 'player', parent?: string) =>
        createUser(ctx, {
          username,
          password: 'secret-pass',
          role,
          parent,
          credit: role === 'admin' ? undefined : (100_000_00 as Cents),
          actor,
        });
      await user('house', 'admin');
      await user('agent1', 'agent');
      await user('player1', 'player', 'agent1');
      await user('player2', 'player', 'agent1');
      await user('loner', 'player');
      await user('idle', 'player');
    },
  });
  let app: FastifyInstance;
  const browsers = new Map<string, TestBrowser>();
  const as = (username: string) => browsers.get(username)!;
  async function logInAll() {
    for (const username of ['house', 'agent1', 'player1', 'player2', 'loner', 'idle']) {
      const browser = new TestBrowser(app);
      await browser.login(username, 'secret-pass');
      browsers.set(username, browser);
    }
  }
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
    await logInAll();
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
    await logInAll();
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
