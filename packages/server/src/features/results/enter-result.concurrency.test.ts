import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { findUserByUsername } from '../../common/user.repository.js';
import { createUser } from '../users/user.service.js';

const actor = { id: null, name: 'test' };
// The test clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur: Magnum draws today.
const TODAY = '20261122';
const STARTERS = ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0001'];
const CONSOLATIONS = ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'];
const magnum = (first: string) => ({
  pool: 'mg',
  date: TODAY,
  first,
  second: '5678',
  third: '9012',
  starters: STARTERS,
  consolations: CONSOLATIONS,
});
const PARALLEL = 10;

/**
 * Issue #20 item 9: ten operators entering the same draw's result at once answered 500
 * SETTLEMENT_RACE for most of them. The same numbers now succeed for everyone (the later ones
 * see "unchanged"); different numbers succeed in some order or answer 409 CONCURRENT_UPDATE; the
 * winner is paid for the final result exactly once.
 */
describe.each(TEST_DIALECTS)('concurrent result entry on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'agent', password: 'agent-pass', role: 'agent', actor });
      await createUser(ctx, {
        username: 'punter',
        password: 'punter-pass',
        role: 'player',
        parent: 'agent',
        credit: cents(1_000_00),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  const admins: TestBrowser[] = [];
  const balance = async () => Number((await findUserByUsername(t.db.kysely, 'punter'))!.balance_cents);
  let afterBet = 0;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    for (let i = 0; i < PARALLEL; i += 1) {
      const admin = new TestBrowser(app);
      await admin.login('house', 'house-pass');
      admins.push(admin);
    }
    const punter = new TestBrowser(app);
    await punter.login('punter', 'punter-pass');
    const bet = await punter.postJson('/Order/MakeOrder', {
      name: '4D',
      dates: [{ value: TODAY }],
      betList: [
        { number: '1234', pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '2' }], poolList: [1] },
      ],
      remark: '',
      phone: '',
    });
    expect(bet.json(), bet.body).toMatchObject({ success: true });
    afterBet = await balance();
    await admins[0]!.postJson('/Admin/AddDrawDate', { pool: 'mg', date: TODAY, kind: 'closed' });
  });
  afterAll(async () => app?.close());

  const settlements = async () =>
    t.db.kysely.selectFrom('settlements').selectAll().where('pool', '=', 'mg').execute();

  it('the same numbers ten times at once: every call succeeds, the win is paid once', async () => {
    const answers = await Promise.all(
      admins.map((admin) => admin.postJson('/Admin/EnterResult', magnum('1234'))),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json(), answer.body).toMatchObject({ success: true });
    }
    const changes = answers.map((answer) => answer.json().data.change).sort();
    expect(changes.filter((change) => change === 'new')).toHaveLength(1);
    // Big 2.00 on the 1st prize pays 2 x 2500 = 5,000.00 (the published rate table), and the
    // player's commission is 25% of the 2.00 stake: 0.50.
    expect(await balance()).toBe(afterBet + 5_000_00 + 50);
    expect(await settlements()).toHaveLength(1);
  }, 60_000);

  it('different numbers at once: each call succeeds or answers 409, and the final result is paid once', async () => {
    const firsts = ['4321', '1234', '9998', '1234', '0000', '1234', '4321', '8765', '1234', '3210'];
    const answers = await Promise.all(
      admins.map((admin, i) => admin.postJson('/Admin/EnterResult', magnum(firsts[i]!))),
    );
    for (const answer of answers) {
      expect([200, 409], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(answer.json()).toMatchObject({ code: 'CONCURRENT_UPDATE' });
      else expect(answer.json(), answer.body).toMatchObject({ success: true });
    }
    const stored = await t.db.kysely
      .selectFrom('draw_results')
      .select(['numbers_json', 'version'])
      .where('pool', '=', 'mg')
      .executeTakeFirstOrThrow();
    const [settlement] = await settlements();
    expect(settlement?.result_version).toBe(stored.version);
    // The bet (1234) wins only as the 1st prize: 5,000.00; no other first prize tried pays it.
    // The commission (0.50) is paid whatever the numbers.
    const first = (JSON.parse(stored.numbers_json) as { first: string }).first;
    expect(await balance()).toBe(afterBet + 50 + (first === '1234' ? 5_000_00 : 0));
  }, 60_000);
});
