import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import type { BetLine } from '@lotto/domain/ticket';
import { oracleSettleLine } from '@lotto/domain/testing/settlement-oracle';
import { advancedOrder } from '../../test-support/advanced-order.js';
import { RESULTS_FIXTURES } from '../../test-support/fixtures.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { addCalendarDate } from '../calendar/draw-dates.service.js';
import { cancelTicket } from '../orders/cancel.service.js';
import { placeOrder } from '../orders/place-order.service.js';
import { findUserById } from '../../common/user.repository.js';
import { createUser } from '../users/user.service.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { enterResult } from './result.service.js';
import { checkMoneyConserved } from '../../test-support/money-check.js';

const actor = { id: null, name: 'test' };
// The clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur; Toto draws that evening (cut-off 19:00).
const DRAW = '2026-11-22';
const AFTER_CUTOFF_MS = 8 * 3600_000;
const START_CREDIT = 1_000_000_00;

/** The last Sports Toto draw of the real file, replayed as tonight's Toto draw. */
function realTotoResult(): DrawResult {
  const file = path.join(RESULTS_FIXTURES, 'sportstoto-4d.txt');
  const row = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/).at(-1)!.split(',');
  return {
    pool: 'tt',
    date: DRAW,
    first: row[2]!,
    second: row[3]!,
    third: row[4]!,
    starters: row.slice(5, 15),
    consolations: row.slice(15, 25),
  };
}

/** Commission at the default package, computed here from docs/rules.md §3 (not the domain's). */
function expectedCommission(lines: BetLine[], multipliers: number[]): number {
  const rate: Record<string, number> = { B: 0.25, S: 0.25, '4A': 0.25, '3A': 0.2, '3C': 0.2, '2A': 0.15 };
  let total = 0;
  lines.forEach((line, i) => {
    for (const [type, amount] of Object.entries(line.amounts)) {
      total += Math.floor(amount * multipliers[i]! * rate[type]!);
    }
  });
  return total;
}

describe.each(TEST_DIALECTS)('settling a draw on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  const real = realTotoResult();
  let winner: UserRow;
  let loser: UserRow;

  async function player(name: string): Promise<UserRow> {
    const id = await createUser(t.ctx, {
      username: name,
      password: 'player-pass',
      role: 'player',
      credit: cents(START_CREDIT),
      actor,
    });
    return (await findUserById(t.db.kysely, id))!;
  }

  const orderInput = (user: UserRow, str2: string) => advancedOrder(t, user, str2, 'settle');

  async function bet(user: UserRow, str2: string): Promise<number> {
    const receipt = await placeOrder(t.ctx, await orderInput(user, str2));
    expect(receipt.betStatus).toBe('COMPLETE');
    return Number(receipt.ticketXId[0]);
  }

  const balanceOf = async (user: UserRow) =>
    Number(
      (
        await t.db.kysely
          .selectFrom('users')
          .select('balance_cents')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).balance_cents,
    );
  const entriesOf = (user: UserRow) =>
    t.db.kysely
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_cents'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
  // Every settlement is followed by the conservation check (docs/rules.md "Rounding and pots").
  const enter = async (result: DrawResult) => {
    const outcome = await enterResult(t.ctx, {
      result,
      source: 'entry',
      actor: { id: null, name: 'operator' },
      now: t.clock.now,
    });
    await checkMoneyConserved(t.db.kysely);
    return outcome;
  };

  // Lines on the real numbers: the 1st prize Big+Small, a starter Big, a consolation 4A (no pay:
  // 4A is 1st only), 3A on the 2nd's last three digits, a BOX of the 3rd, 2A on the 1st's tail.
  const winnerLines: BetLine[] = [
    { number: real.first, pattern: 'NORMAL', amounts: { B: cents(100), S: cents(200) } },
    { number: real.starters[3]!, pattern: 'NORMAL', amounts: { B: cents(300) } },
    { number: real.consolations[0]!, pattern: 'NORMAL', amounts: { '4A': cents(100) } },
    { number: real.second.slice(1), pattern: 'NORMAL', amounts: { '3A': cents(100) } },
    { number: real.third, pattern: 'BOX', amounts: { B: cents(100) } },
  ];
  const boxOf = (digits: string) => new Set(permutations(digits)).size;
  const winnerOrder = [
    'D',
    '#3',
    `${real.first}#1#2`,
    `${real.starters[3]}#3`,
    `${real.consolations[0]}#D1`,
    `${real.second.slice(1)}#A1`,
    `*${real.third}#1`,
  ].join('\n');

  beforeAll(async () => {
    winner = await player('winner');
    loser = await player('loser');
  });

  it('refuses the result while the draw still takes bets', async () => {
    await expect(enter(real)).rejects.toMatchObject({ code: 'DRAW_NOT_CLOSED' });
  });

  it('pays every winning line exactly what the independent oracle computes, plus commission', async () => {
    const ticket = await bet(winner, winnerOrder);
    await bet(loser, 'D\n#3\n0000#1');
    const cancelled = await bet(loser, `D\n#3\n${real.first}#10`);
    await cancelTicket(t.ctx, { ticketId: cancelled, by: loser, now: t.clock.now });
    const afterBets = await balanceOf(winner);

    t.clock.advance(AFTER_CUTOFF_MS);
    const outcome = await enter(real);
    expect(outcome.change).toBe('new');
    expect(outcome.settlement.settledNow).toBe(true);

    const oracleWins = winnerLines.flatMap((line) => oracleSettleLine(real, line).wins);
    const oracleTotal = oracleWins.reduce((sum, win) => sum + win.amount, 0);
    expect(oracleTotal).toBeGreaterThan(0);
    const commission = expectedCommission(winnerLines, [1, 1, 1, 1, boxOf(real.third)]);

    const strikes = await t.db.kysely
      .selectFrom('strikes')
      .selectAll()
      .where('ticket_id', '=', ticket)
      .execute();
    expect(
      strikes.map((s) => [s.number, s.bet_type, s.tier, s.prize_number, Number(s.win_cents)]).sort(),
    ).toEqual(oracleWins.map((w) => [w.number, w.betType, w.tier, w.prizeNumber, w.amount]).sort());
    expect(await balanceOf(winner)).toBe(afterBets + oracleTotal + commission);
    expect(outcome.settlement.winCents).toBe(oracleTotal);

    // The cancelled ticket on the 1st prize never wins; the loser's only credit is commission.
    const loserStrikes = await t.db.kysely
      .selectFrom('strikes')
      .select('id')
      .where('user_id', '=', loser.id)
      .execute();
    expect(loserStrikes).toEqual([]);
    const loserKinds = (await entriesOf(loser)).map((entry) => entry.kind);
    expect(loserKinds).not.toContain('win');
    expect(loserKinds.filter((kind) => kind === 'commission')).toHaveLength(1);
  });

  it('entering the same result again (even at once, many times) credits nothing more', async () => {
    const before = await entriesOf(winner);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => enter(real)));
    expect(outcomes.map((outcome) => outcome.change)).toEqual(Array(5).fill('unchanged'));
    expect(outcomes.every((outcome) => !outcome.settlement.settledNow)).toBe(true);
    expect(await entriesOf(winner)).toEqual(before);
  });

  it('a correction takes back the first settlement and settles again', async () => {
    const before = await balanceOf(winner);
    const firstRun = await entriesOf(winner);
    const wonBefore = firstRun
      .filter((e) => e.kind === 'win')
      .reduce((sum, e) => sum + Number(e.amount_cents), 0);
    // The operator swaps 1st and 2nd.
    const corrected: DrawResult = { ...real, first: real.second, second: real.first };
    const outcome = await enter(corrected);
    expect(outcome.change).toBe('corrected');
    expect(outcome.version).toBe(2);
    expect(outcome.settlement.reversedVersion).toBe(1);

    const oracleTotal = winnerLines
      .flatMap((line) => oracleSettleLine(corrected, line).wins)
      .reduce((sum, win) => sum + win.amount, 0);
    expect(await balanceOf(winner)).toBe(before - wonBefore + oracleTotal);
    const kinds = (await entriesOf(winner)).slice(firstRun.length).map((entry) => entry.kind);
    expect(kinds.sort()).toEqual(['commission', 'commission_reversal', 'win', 'win_reversal']);
    const versions = await t.db.kysely.selectFrom('strikes').select('result_version').distinct().execute();
    expect(versions.map((row) => Number(row.result_version))).toEqual([2]);
  });

  it('every wallet still equals the sum of its ledger', async () => {
    for (const user of [winner, loser]) {
      const sum = (await entriesOf(user)).reduce((total, entry) => total + Number(entry.amount_cents), 0);
      expect(await balanceOf(user)).toBe(sum);
    }
  });

  it('closing a draw early stops betting on it at once and lets its result in', async () => {
    const draw = '2026-11-25';
    await bet(winner, `D25\n#3\n${real.first}#1`);
    // Built while the draw was open, placed after it closed: refused inside the transaction.
    const late = await orderInput(winner, 'D25\n#3\n1234#1');
    await addCalendarDate(t.ctx, { pool: 'tt', date: draw, kind: 'closed', actor, now: t.clock.now });
    await expect(placeOrder(t.ctx, late)).rejects.toMatchObject({ code: 'DRAW_CLOSED' });
    // The order form no longer offers it either (this process dropped its calendar copy).
    await expect(orderInput(winner, 'D25\n#3\n1234#1')).rejects.toMatchObject({ code: 'INVALID_BET_DATE' });
    // Five operators enter it at the same moment: it is stored and settled exactly once.
    const before = await balanceOf(winner);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => enter({ ...real, date: draw })));
    expect(outcomes.map((outcome) => outcome.change).sort()).toEqual([
      'new',
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(outcomes.filter((outcome) => outcome.settlement.settledNow)).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome.settlement.lines === 1)).toBe(true);
    // Big 1.00 on the 1st prize: 2,500.00, plus 25% commission on 1.00.
    expect(await balanceOf(winner)).toBe(before + 2500_00 + 25);
  });

  it('lines on the same number and bet type each strike and are each paid (one draw, two owners)', async () => {
    const draw = '2026-11-28';
    // Settlement remembers what a number and pattern can strike; the wins stay each line's own.
    await bet(winner, `D28\n#3\n${real.first}#1\n${real.first}#1`);
    await bet(loser, `D28\n#3\n${real.first}#1`);
    await addCalendarDate(t.ctx, { pool: 'tt', date: draw, kind: 'closed', actor, now: t.clock.now });
    const before = { winner: await balanceOf(winner), loser: await balanceOf(loser) };
    const line: BetLine = { number: real.first, pattern: 'NORMAL', amounts: { B: cents(100) } };
    const wins = oracleSettleLine(real, line).wins;
    const each = wins.reduce((sum, win) => sum + win.amount, 0);
    expect(each).toBeGreaterThan(0);

    const outcome = await enter({ ...real, date: draw });
    expect(outcome.settlement.lines).toBe(3);
    expect(outcome.settlement.winCents).toBe(3 * each);
    const strikes = await t.db.kysely
      .selectFrom('strikes')
      .select(['line_id', 'user_id', 'win_cents'])
      .where('draw_date', '=', draw)
      .execute();
    expect(strikes).toHaveLength(3 * wins.length);
    expect(new Set(strikes.map((s) => Number(s.line_id))).size).toBe(3);
    // Big 1.00 each: its wins, plus 25% commission on 1.00.
    expect(await balanceOf(winner)).toBe(before.winner + 2 * (each + 25));
    expect(await balanceOf(loser)).toBe(before.loser + each + 25);
  });
});

function permutations(digits: string): string[] {
  if (digits.length <= 1) return [digits];
  return [...digits].flatMap((digit, i) =>
    permutations(digits.slice(0, i) + digits.slice(i + 1)).map((rest) => digit + rest),
  );
}
