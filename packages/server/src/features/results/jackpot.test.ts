import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { getBalance } from '../../common/ledger.repository.js';
import { createUser } from '../users/user.service.js';
import { enterResult } from './result.service.js';
import { checkMoneyConserved } from '../../test-support/money-check.js';

const actor = { id: null, name: 'test' };
// Sunday 2026-11-22 12:00 in Kuala Lumpur; Grand Dragon and 9 Lotto draw every day at 19:00.
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';
const DAY_MS = 24 * 3600_000;
const DRAGON_SEED = 100_000_00;
const BONUS_SEED = 50_000_00;

const result = (pool: 'gd' | 'nl', date: string, first: string, sixD: string): DrawResult => ({
  pool,
  date,
  first,
  second: '5678',
  third: '9012',
  starters: ['0001', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999'],
  consolations: ['0102', '0304', '0506', '0708', '0910', '1112', '1314', '1516', '1718', '1920'],
  sixD,
});

describe.each(TEST_DIALECTS)('jackpots (APP_TYPE=gd) on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { APP_TYPE: 'gd' },
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      for (const username of ['ann', 'ben', 'cat']) {
        await createUser(ctx, {
          username,
          password: 'player-pass',
          role: 'player',
          credit: cents(10_000_00),
          actor,
        });
      }
    },
  });
  let app: FastifyInstance;
  const players: Record<string, TestBrowser> = {};

  async function logIn() {
    for (const name of ['ann', 'ben', 'cat']) {
      players[name] = new TestBrowser(app);
      await players[name].login(name, 'player-pass');
    }
  }
  const bet = async (name: string, str2: string) => {
    const answer = (await players[name]!.postJson('/Order/MakeOrderAdvanced', { str2, remark: '' })).json();
    expect(answer).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
  };
  // Every settlement is followed by the conservation check (docs/rules.md "Rounding and pots").
  const enter = async (r: DrawResult) => {
    const outcome = await enterResult(t.ctx, {
      result: r,
      source: 'entry',
      actor: { id: null, name: 'operator' },
      now: t.clock.now,
    });
    const totals = await checkMoneyConserved(t.db.kysely);
    expect(totals.deposits).toBe(3 * 10_000_00);
    return outcome;
  };
  const jackpotRows = () =>
    t.db.kysely.selectFrom('jackpot_draws').selectAll().orderBy('draw_date').orderBy('type').execute();

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await logIn();
  });
  afterAll(async () => app?.close());

  it('Dragon: the Big bets on the 1st prize share the seed plus 1% of Grand Dragon 4D turnover', async () => {
    await bet('ann', 'D\n#8\n1234#1');
    await bet('ben', 'D\n#8\n1234#3');
    await bet('cat', 'D\n#8\n5555##10');
    const before = { ann: await getBalance(t.db.kysely, 2), ben: await getBalance(t.db.kysely, 3) };
    t.clock.advance(8 * 3600_000);
    const outcome = await enter(result('gd', SUNDAY, '1234', '123456'));
    // Turnover B 1 + B 3 + S 10 = 14.00; 1% = 0.14; the pot 100,000.14 shared 1:3.
    const prize = DRAGON_SEED + 14;
    expect(outcome.settlement.jackpotCents).toBe(Math.floor(prize / 4) + Math.floor((prize * 3) / 4));
    const rows = await jackpotRows();
    expect(
      rows.map((row) => [row.type, row.draw_date, Number(row.prize_cents), Number(row.units_cents)]),
    ).toEqual([['dragon', SUNDAY, prize, 400]]);
    // The split leaves 1 cent (two halves): it stays in the pot (docs/rules.md "Rounding and pots").
    expect(Number(rows[0]!.carried_out_cents)).toBe(DRAGON_SEED + 1);
    const entries = await t.db.kysely
      .selectFrom('ledger_entries')
      .select(['user_id', 'amount_cents'])
      .where('kind', '=', 'jackpot')
      .orderBy('user_id')
      .execute();
    expect(entries.map((e) => [Number(e.user_id), Number(e.amount_cents)])).toEqual([
      [2, Math.floor(prize / 4)],
      [3, Math.floor((prize * 3) / 4)],
    ]);
    // Each also won Big on the 1st prize (2500 per 1.00) and commission (25%).
    expect(await getBalance(t.db.kysely, 2)).toBe(before.ann! + Math.floor(prize / 4) + 2500_00 + 25);
    expect(await getBalance(t.db.kysely, 3)).toBe(before.ben! + Math.floor((prize * 3) / 4) + 7500_00 + 75);
  });

  it('rolls over when nobody wins; Bonus is fed by 9 Lotto 6D and won by 6D on the 6D number', async () => {
    await logIn();
    await bet('cat', 'D\n#8\n4321#5');
    await bet('ann', 'D\n#9\n654321#2');
    await bet('ben', 'D\n#9\n111111#8');
    t.clock.advance(DAY_MS);
    await enter(result('gd', MONDAY, '9876', '000000'));
    await enter(result('nl', MONDAY, '9876', '654321'));
    const rows = (await jackpotRows()).filter((row) => row.draw_date === MONDAY);
    const dragon = rows.find((row) => row.type === 'dragon')!;
    // Sunday's split left 1 cent in the pot.
    expect(Number(dragon.carried_in_cents)).toBe(DRAGON_SEED + 1);
    expect(Number(dragon.prize_cents)).toBe(DRAGON_SEED + 6);
    expect(Number(dragon.paid_cents)).toBe(0);
    expect(Number(dragon.carried_out_cents)).toBe(DRAGON_SEED + 6);
    const bonus = rows.find((row) => row.type === 'bonus')!;
    expect(Number(bonus.prize_cents)).toBe(BONUS_SEED + 10);
    expect(Number(bonus.paid_cents)).toBe(BONUS_SEED + 10);
    expect(bonus.winning_number).toBe('654321');
  });

  it('GetJackpotHistory lists the draws, newest first, with the spec fields', async () => {
    await logIn();
    const answer = (
      await players.ann!.get('/Tool/GetJackpotHistory?date_from=20261122&date_to=20261123')
    ).json();
    expect(answer.data).toEqual([
      {
        id: `bonus-${MONDAY}`,
        jackpotType: 'Bonus Jackpot',
        jackpotNumber: '654321',
        drawDateString: '23/11/2026',
        prize: 50_000.1,
        unit: 2,
        winning: 50_000.1,
      },
      expect.objectContaining({ jackpotType: 'Dragon Jackpot', jackpotNumber: '9876', unit: 0, winning: 0 }),
      expect.objectContaining({ jackpotType: 'Dragon Jackpot', drawDateString: '22/11/2026', unit: 4 }),
    ]);
    const bad = (
      await players.ann!.get('/Tool/GetJackpotHistory?date_from=2026-11-22&date_to=20261123')
    ).json();
    expect(bad).toMatchObject({
      success: false,
      message: expect.stringMatching(/date_from: expected YYYYMMDD/),
    });
  });

  it('a correction takes the jackpot back and shares it again', async () => {
    const before = await getBalance(t.db.kysely, 2);
    // The 6D number was 111111 after all: ben wins the Bonus instead of ann.
    const outcome = await enter(result('nl', MONDAY, '9876', '111111'));
    expect(outcome.change).toBe('corrected');
    // ann loses the Bonus and her 6D 1st-prize win (100,000 per 1.00 on 2.00).
    expect(await getBalance(t.db.kysely, 2)).toBe(before! - (BONUS_SEED + 10) - 200_000_00);
    const bonus = (await jackpotRows()).find((row) => row.type === 'bonus')!;
    expect(bonus).toMatchObject({ winning_number: '111111' });
    expect(Number(bonus.units_cents)).toBe(800);
  });

  it('shares the pot by the exact IBOX stake, rounded once at the end (issue 22.1)', async () => {
    await logIn();
    // Monday 20:00: D is Tuesday. ann's IBOX 1234 puts 1.00 / 24 on each permutation.
    await bet('ann', 'D\n#8\n**1234#1');
    await bet('ben', 'D\n#8\n1234#1');
    const before = { ann: await getBalance(t.db.kysely, 2), ben: await getBalance(t.db.kysely, 3) };
    t.clock.advance(DAY_MS);
    await enter(result('gd', '2026-11-24', '1234', '000000'));
    // Pot: Monday's 100,000.06 carried in + 1% of 2.00 = 100,000.08. Exact stakes 100/24 and 100
    // cents: ann's share is 1/25 of the pot, ben's 24/25 (not 4/104 and 100/104 from 4 cents).
    const prize = DRAGON_SEED + 8;
    const ann = Math.floor(prize / 25); // 10,000,008 / 25 = 400,000.32 cents
    const ben = Math.floor((prize * 24) / 25);
    expect([ann, ben]).toEqual([400_000, 9_600_007]);
    const paid = (
      await t.db.kysely
        .selectFrom('ledger_entries')
        .select(['user_id', 'amount_cents'])
        .where('kind', '=', 'jackpot')
        .where('ref_id', 'like', 'gd:2026-11-24:%')
        .orderBy('user_id')
        .execute()
    ).map((e) => [Number(e.user_id), Number(e.amount_cents)]);
    expect(paid).toEqual([
      [2, ann],
      [3, ben],
    ]);
    const row = (await jackpotRows()).find((r) => r.type === 'dragon' && r.draw_date === '2026-11-24')!;
    expect(Number(row.paid_cents)).toBe(ann + ben);
    expect(Number(row.carried_out_cents)).toBe(DRAGON_SEED + prize - ann - ben);
    // Besides the jackpot each won Big on the 1st prize: ben 2,500.00, ann 2,500 x 1/24 rounded down.
    expect((await getBalance(t.db.kysely, 3))! - before.ben!).toBe(ben + 2500_00 + 25);
    expect((await getBalance(t.db.kysely, 2))! - before.ann!).toBeGreaterThan(ann);
  });

  it('a correction that leaves no winner rolls the pot over into the pot now open', async () => {
    const open = async () =>
      Number((await jackpotRows()).filter((r) => r.type === 'dragon').at(-1)!.carried_out_cents);
    const before = await open();
    // Sunday's 1st prize was 1234 (ann and ben shared 100,000.14, 1 cent stayed in the pot).
    const outcome = await enter(result('gd', SUNDAY, '0000', '123456'));
    expect(outcome.change).toBe('corrected');
    const sunday = (await jackpotRows()).find((r) => r.type === 'dragon' && r.draw_date === SUNDAY)!;
    expect(Number(sunday.paid_cents)).toBe(0);
    expect(Number(sunday.carried_out_cents)).toBe(DRAGON_SEED + 14);
    // Sunday used to carry out the seed + 1: the 13 cents more reach the pot now open.
    expect(await open()).toBe(before + 13);
  });
});

describe('jackpots in the normal app type', () => {
  const t = useTestContext('sqlite', {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });

  it('are neither kept nor listed', async () => {
    t.clock.advance(8 * 3600_000);
    await enterResult(t.ctx, {
      result: result('nl', SUNDAY, '1234', '123456'),
      source: 'entry',
      actor,
      now: t.clock.now,
    });
    expect(await t.db.kysely.selectFrom('jackpot_draws').selectAll().execute()).toEqual([]);
    const app = await buildApp(t.ctx);
    const browser = new TestBrowser(app);
    await browser.login('house', 'house-pass');
    expect(
      (await browser.get('/Tool/GetJackpotHistory?date_from=20261101&date_to=20261130')).json().data,
    ).toEqual([]);
    await app.close();
  });
});
