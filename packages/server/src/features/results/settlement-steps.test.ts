import { describe, expect, it } from 'vitest';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import type { PoolCode } from '@lotto/domain/pools';
import type { BetLine } from '@lotto/domain/ticket';
import { OracleBook, ORACLE_DEFAULT_PACKAGE, type OracleTicket } from '@lotto/domain/testing/money-oracle';
import { advancedOrder } from '../../test-support/advanced-order.js';
import { insertRawOrder, insertRawTickets } from '../../test-support/raw-rows.js';
import { TEST_DIALECTS, useTestContext, type TestHarness } from '../../test-support/test-db.js';
import { checkMoneyConserved } from '../../test-support/money-check.js';
import { realDraws, resultOfRealDraw } from '../../test-support/real-draws.js';
import { findUserById } from '../../common/user.repository.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { addCalendarDate } from '../calendar/draw-dates.service.js';
import { cancelTicket } from '../orders/cancel.service.js';
import { placeOrder } from '../orders/place-order.service.js';
import { createUser } from '../users/user.service.js';
import { enterResult } from './result.service.js';
import { rollupsByDate, rollupsOfBranches } from '../reports/report.repository.js';

/**
 * Settlement in short write steps (docs/decisions/014): a run stopped between steps and run again
 * pays exactly what the reference does, once; other pools take orders while a draw settles.
 */
const actor = { id: null, name: 'test' };
// The clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur; every pool draws that evening (19:00).
const DRAW = '2026-11-22';
const AFTER_CUTOFF_MS = 8 * 3600_000;
const CREDIT = 1_000_000_00;
const operator = { id: null, name: 'operator' };

async function players(t: TestHarness, names: string[]): Promise<UserRow[]> {
  const rows: UserRow[] = [];
  for (const name of names) {
    const id = await createUser(t.ctx, {
      username: name,
      password: 'player-pass',
      role: 'player',
      credit: cents(CREDIT),
      actor,
    });
    rows.push((await findUserById(t.db.kysely, id))!);
  }
  return rows;
}

const orderOf = (t: TestHarness, user: UserRow, str2: string) => advancedOrder(t, user, str2, 'steps');

async function bet(t: TestHarness, user: UserRow, str2: string): Promise<number> {
  const receipt = await placeOrder(t.ctx, await orderOf(t, user, str2));
  expect(receipt.betStatus).toBe('COMPLETE');
  return Number(receipt.ticketXId[0]);
}

const settlementRow = (t: TestHarness, pool: PoolCode) =>
  t.db.kysely
    .selectFrom('settlements')
    .selectAll()
    .where('pool', '=', pool)
    .where('draw_date', '=', DRAW)
    .executeTakeFirstOrThrow();

describe.each(TEST_DIALECTS)('a draw settled in steps, stopped and run again, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { APP_TYPE: 'gd' },
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  const real = realDraws()[3]!;
  const result: DrawResult = resultOfRealDraw('gd', DRAW, real);

  it('pays every wallet, ledger entry and pot exactly as the reference and one run would', async () => {
    const names = ['pl1', 'pl2', 'pl3', 'pl4', 'pl5', 'pl6'];
    const users = await players(t, names);
    // Three tickets per owner on GD Lotto (#8): Big on the 1st prize (the Dragon Jackpot's bet),
    // a BOX of the 3rd, a starter and a 3A, and a number that wins nothing.
    for (const [i, user] of users.entries()) {
      await bet(t, user, `D\n#8\n${real.first}#${i + 1}#1`);
      await bet(t, user, `D\n#8\n*${real.third}#1`);
      await bet(t, user, `D\n#8\n${real.starters[i]}#2\n${real.second.slice(1)}#A1\n9${i}9${i}#1`);
    }
    const tickets = await storedTickets(t);
    t.clock.advance(AFTER_CUTOFF_MS);

    // Two tickets' worth of owners per step: one owner a step (each has three), six steps. The
    // run dies after its second step has committed.
    const crash = new Error('the process died after step 2');
    const steps: number[] = [];
    const input = { result, source: 'entry', actor: operator, now: t.clock.now };
    await expect(
      enterResult(t.ctx, input, {
        ticketsPerStep: 2,
        afterStep: (step) => {
          steps.push(step);
          if (step === 2) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    expect(steps).toEqual([1, 2]);
    const stopped = await settlementRow(t, 'gd');
    expect(stopped.state).toBe('settling');
    // What the two steps paid is kept, and every wallet still equals its ledger.
    await checkMoneyConserved(t.db.kysely);
    const paidSoFar = await t.db.kysely
      .selectFrom('ledger_entries')
      .select('user_id')
      .distinct()
      .where('ref_id', 'like', `gd:${DRAW}:%`)
      .execute();
    expect(paidSoFar).toHaveLength(2);
    // Profit and loss counts settled draws only: nothing of a draw still settling shows, for the
    // owners already paid or for the house above them (docs/rules.md, "Profit and loss").
    const paidOwner = Number(paidSoFar[0]!.user_id);
    for (const userId of [paidOwner, users[0]!.parent_id ?? paidOwner]) {
      expect(await rollupsByDate(t.db.kysely, userId, DRAW, DRAW, ['gd'])).toEqual([]);
      expect(await rollupsOfBranches(t.db.kysely, userId, DRAW, DRAW, ['gd'])).toEqual([]);
    }

    // While it settles: its result cannot change and its tickets cannot be cancelled.
    const other = { ...result, first: real.second, second: real.first };
    await expect(enterResult(t.ctx, { ...input, result: other })).rejects.toMatchObject({
      code: 'CONCURRENT_UPDATE',
    });
    await expect(
      cancelTicket(t.ctx, { ticketId: tickets.at(-1)!.id, by: users.at(-1)!, now: t.clock.now }),
    ).rejects.toMatchObject({ code: 'DRAW_CLOSED' });
    const row = await t.db.kysely.selectFrom('draw_results').selectAll().where('pool', '=', 'gd').execute();
    expect(row.map((r) => [r.version, JSON.parse(r.numbers_json).first])).toEqual([[1, real.first]]);

    // Run again: it continues after step 2 and finishes.
    const again = await enterResult(t.ctx, input, { ticketsPerStep: 2 });
    expect(again.change).toBe('unchanged');
    expect(again.settlement.settledNow).toBe(true);
    expect((await settlementRow(t, 'gd')).state).toBe('settled');

    const book = new OracleBook(() => ORACLE_DEFAULT_PACKAGE);
    const expected = book.settle(result, tickets, true);
    expect(expected.jackpot).toBeGreaterThan(0);
    const entries = await t.db.kysely
      .selectFrom('ledger_entries')
      .innerJoin('users', 'users.id', 'ledger_entries.user_id')
      .select(['users.username', 'ledger_entries.kind', 'ledger_entries.amount_cents'])
      .where('ref_type', '=', 'draw')
      .where('ref_id', 'like', `gd:${DRAW}:%`)
      .execute();
    for (const name of names) {
      const want = expected.byOwner.get(name) ?? { win: 0, commission: 0, jackpot: 0 };
      for (const kind of ['win', 'commission', 'jackpot'] as const) {
        const mine = entries.filter((e) => e.username === name && e.kind === kind);
        // No line paid twice, none skipped: one entry per owner and kind, of the reference amount.
        expect(mine.length, `${kind} entries of ${name}`).toBe(want[kind] > 0 ? 1 : 0);
        expect(
          mine.reduce((s, e) => s + Number(e.amount_cents), 0),
          `${kind} of ${name}`,
        ).toBe(want[kind]);
      }
      const staked = tickets.filter((x) => x.owner === name).reduce((s, x) => s + x.cost, 0);
      const wallet = await t.db.kysely
        .selectFrom('users')
        .select('balance_cents')
        .where('username', '=', name)
        .executeTakeFirstOrThrow();
      expect(Number(wallet.balance_cents), `${name}'s wallet`).toBe(CREDIT - staked + book.creditedTo(name));
    }
    const totals = await checkMoneyConserved(t.db.kysely);
    expect(totals.deposits).toBe(CREDIT * names.length);
    const settled = await settlementRow(t, 'gd');
    expect([Number(settled.lines), Number(settled.win_cents), Number(settled.commission_cents)]).toEqual([
      tickets.reduce((s, x) => s + x.lines.length, 0),
      expected.wins,
      expected.commission,
    ]);
    // The pot paid once, by the last step.
    const pots = await t.db.kysely.selectFrom('jackpot_draws').selectAll().execute();
    expect(pots.map((p) => [p.draw_date, Number(p.paid_cents)])).toEqual([[DRAW, expected.jackpot]]);

    // Entering it once more changes nothing.
    const once = await enterResult(t.ctx, input, { ticketsPerStep: 2 });
    expect(once.settlement.settledNow).toBe(false);
    expect(await checkMoneyConserved(t.db.kysely)).toEqual(totals);
  });
});

describe.each(TEST_DIALECTS)('orders while a draw settles in steps, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  const real = realDraws()[0]!;

  it('an order on another pool placed during the settlement completes before it ends', async () => {
    const users = await players(
      t,
      Array.from({ length: 12 }, (_, i) => `ql${i}`),
    );
    for (const user of users) await bet(t, user, `D\n#3\n${real.first}#1\n1234#1`);
    // Toto (#3) closes early for its result; Magnum (#1) still takes bets for tonight.
    await addCalendarDate(t.ctx, { pool: 'tt', date: DRAW, kind: 'closed', actor, now: t.clock.now });
    const magnumOrder = await orderOf(t, users[0]!, `D\n#1\n5678#1`);

    const events: string[] = [];
    let order: Promise<unknown> | undefined;
    const outcome = await enterResult(
      t.ctx,
      { result: { ...real, pool: 'tt', date: DRAW }, source: 'entry', actor: operator, now: t.clock.now },
      {
        ticketsPerStep: 1,
        afterStep: (step) => {
          events.push(`step ${step}`);
          if (step === 1) {
            order = placeOrder(t.ctx, magnumOrder).then((receipt) => {
              events.push(`order ${receipt.betStatus}`);
            });
          }
        },
      },
    );
    events.push('settled');
    await order;
    expect(outcome.settlement.lines).toBe(24);
    // One owner a step, then the step that finds no owner left and marks the draw settled. The
    // order was answered between two of them.
    expect(events.filter((e) => e.startsWith('step'))).toHaveLength(13);
    const at = events.indexOf('order COMPLETE');
    expect(at, events.join(', ')).toBeGreaterThan(events.indexOf('step 1'));
    expect(at, events.join(', ')).toBeLessThan(events.indexOf('step 13'));
    await checkMoneyConserved(t.db.kysely);
  });
});

/** The draw's stored tickets, as the reference reads them (owner, lines, what the wallet paid). */
async function storedTickets(t: TestHarness): Promise<(OracleTicket & { id: number; cost: number })[]> {
  const rows = await t.db.kysely
    .selectFrom('tickets')
    .innerJoin('users', 'users.id', 'tickets.user_id')
    .select(['tickets.id', 'users.username', 'tickets.pool', 'tickets.draw_date', 'tickets.accepted_cents'])
    .where('tickets.status', '=', 'active')
    .orderBy('tickets.id')
    .execute();
  const lines = await t.db.kysely
    .selectFrom('ticket_lines')
    .select(['ticket_id', 'number', 'pattern', 'accepted_json'])
    .orderBy('line_no')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    owner: row.username,
    pool: row.pool,
    date: row.draw_date,
    cost: Number(row.accepted_cents),
    lines: lines
      .filter((l) => Number(l.ticket_id) === Number(row.id))
      .map((l): BetLine => ({ number: l.number, pattern: l.pattern, amounts: JSON.parse(l.accepted_json) })),
  }));
}

describe.each(TEST_DIALECTS)('the size of a step by default, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });

  it('takes 2,000 tickets of owners on SQLite, 4,000 on PostgreSQL (decision 030)', async () => {
    const result: DrawResult = resultOfRealDraw('mg', DRAW, realDraws()[0]!);
    // Two owners of 2,000 one-line tickets each and one of a single ticket, written straight in.
    const owners = await players(t, ['big1', 'big2', 'small']);
    const db = t.db.kysely;
    for (const [owner, count] of [
      [owners[0]!, 2_000],
      [owners[1]!, 2_000],
      [owners[2]!, 1],
    ] as const) {
      const orderId = await insertRawOrder(db, owner.id);
      for (let done = 0; done < count; done += 500) {
        const tickets = await insertRawTickets(
          db,
          { orderId, userId: owner.id, pool: 'mg', drawDate: DRAW, cents: 100 },
          Math.min(500, count - done),
        );
        await db
          .insertInto('ticket_lines')
          .values(
            tickets.map((ticketId) => ({
              ticket_id: ticketId,
              line_no: 1,
              number: '0000',
              pattern: 'NORMAL' as const,
              requested_json: '{"B":100}',
              accepted_json: '{"B":100}',
            })),
          )
          .execute();
      }
    }
    t.clock.advance(AFTER_CUTOFF_MS);
    const steps: number[] = [];
    const entered = await enterResult(
      t.ctx,
      { result, source: 'entry', actor: operator, now: t.clock.now },
      { afterStep: (step) => void steps.push(step) },
    );
    expect(entered.settlement.lines).toBe(4_001);
    // SQLite: each big owner a step, then the small one; PostgreSQL: both big owners, then the small one.
    expect(steps).toEqual(dialect === 'postgres' ? [1, 2] : [1, 2, 3]);
    await checkMoneyConserved(db);
  });
});
