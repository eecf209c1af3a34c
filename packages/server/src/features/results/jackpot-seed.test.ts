import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { checkMoneyConserved } from '../../test-support/money-check.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { enterResult } from './result.service.js';

/**
 * Issue 36.17: a correction that gives an earlier draw a jackpot winner takes back the pot it had
 * rolled over, which a later draw has already paid out. The pot now open never starts below its
 * seed: the house pays the difference, and the pot's row and the audit log say so.
 */
const actor = { id: null, name: 'test' };
// Sunday 2026-11-22 12:00 in Kuala Lumpur; Grand Dragon draws every day at 19:00.
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const DAY_MS = 24 * 3600_000;
const DRAGON_SEED = 100_000_00;

const dragon = (date: string, first: string): DrawResult => ({
  pool: 'gd',
  date,
  first,
  second: '5678',
  third: '9012',
  starters: ['0001', '1111', '2222', '3333', '4444', '6666', '7777', '8888', '9999', '0101'],
  consolations: ['0102', '0304', '0506', '0708', '0910', '1112', '1314', '1516', '1718', '1920'],
  sixD: '123456',
});

describe.each(TEST_DIALECTS)('a jackpot pot never starts below its seed, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { APP_TYPE: 'gd' },
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      for (const username of ['ann', 'ben']) {
        await createUser(ctx, {
          username,
          password: 'player-pass',
          role: 'player',
          credit: cents(1_000_00),
          actor,
        });
      }
    },
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  const bet = async (name: string, str2: string) => {
    const player = new TestBrowser(app);
    await player.login(name, 'player-pass');
    const answer = (await player.postJson('/Order/MakeOrderAdvanced', { str2, remark: '' })).json();
    expect(answer).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
  };
  const enter = (result: DrawResult) =>
    enterResult(t.ctx, { result, source: 'entry', actor: { id: null, name: 'operator' }, now: t.clock.now });
  const dragonRows = async () =>
    (
      await t.db.kysely
        .selectFrom('jackpot_draws')
        .selectAll()
        .where('type', '=', 'dragon')
        .orderBy('draw_date')
        .execute()
    ).map((row) => ({
      date: row.draw_date,
      carriedIn: Number(row.carried_in_cents),
      paid: Number(row.paid_cents),
      carriedOut: Number(row.carried_out_cents),
      houseTopUp: Number(row.house_topup_cents),
    }));

  it('tops the pot now open up to the seed when a correction gives an earlier draw a winner', async () => {
    // Sunday: ann's Big 100.00 on 4321 feeds 1.00; the 1st prize is 1111: nobody wins, it rolls over.
    await bet('ann', 'D\n#8\n4321#100');
    t.clock.advance(8 * 3600_000);
    await enter(dragon(SUNDAY, '1111'));
    // Monday: ben's Big 1.00 on 5555 feeds 0.01 and wins the whole pot, 100,001.01.
    t.clock.advance(-8 * 3600_000 + DAY_MS);
    await bet('ben', 'D\n#8\n5555#1');
    t.clock.advance(8 * 3600_000);
    await enter(dragon(MONDAY, '5555'));
    expect(await dragonRows()).toEqual([
      { date: SUNDAY, carriedIn: DRAGON_SEED, paid: 0, carriedOut: DRAGON_SEED + 1_00, houseTopUp: 0 },
      {
        date: MONDAY,
        carriedIn: DRAGON_SEED + 1_00,
        paid: DRAGON_SEED + 1_01,
        carriedOut: DRAGON_SEED,
        houseTopUp: 0,
      },
    ]);

    // Sunday's 1st prize was 4321 after all: ann wins Sunday's pot, 100,001.00, and Sunday carries
    // out only the seed. The 1.00 it had rolled over was paid on Monday already: the pot now open
    // would be 99,999.00. The house pays the 1.00 instead.
    const corrected = await enter(dragon(SUNDAY, '4321'));
    expect(corrected.change).toBe('corrected');
    expect(await dragonRows()).toEqual([
      {
        date: SUNDAY,
        carriedIn: DRAGON_SEED,
        paid: DRAGON_SEED + 1_00,
        carriedOut: DRAGON_SEED,
        houseTopUp: 0,
      },
      {
        date: MONDAY,
        carriedIn: DRAGON_SEED + 1_00,
        paid: DRAGON_SEED + 1_01,
        carriedOut: DRAGON_SEED,
        houseTopUp: 1_00,
      },
    ]);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['actor_name', 'after_json'])
      .where('action', '=', 'jackpot.top_up')
      .execute();
    expect(audit.map((row) => [row.actor_name, JSON.parse(row.after_json!)])).toEqual([
      [
        'operator',
        {
          jackpot: 'Dragon Jackpot',
          drawDate: MONDAY,
          correctedDrawDate: SUNDAY,
          topUp: 1.0,
          pot: 100_000.0,
        },
      ],
    ]);
    const totals = await checkMoneyConserved(t.db.kysely);
    expect(totals.pots).toBe(DRAGON_SEED); // Dragon at its seed; Bonus never started

    // Tuesday's draw starts from the seed.
    t.clock.advance(-8 * 3600_000 + DAY_MS);
    await bet('ben', 'D\n#8\n7531#1');
    t.clock.advance(8 * 3600_000);
    await enter(dragon(TUESDAY, '1111'));
    expect((await dragonRows()).at(-1)).toMatchObject({ date: TUESDAY, carriedIn: DRAGON_SEED });
    await checkMoneyConserved(t.db.kysely);
  });
});
