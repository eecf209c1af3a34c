import type { Kysely } from 'kysely';
import { formatDmy } from '@lotto/domain/calendar-dates';
import { commissionOf } from '@lotto/domain/commission';
import type { DrawResult } from '@lotto/domain/draw-result';
import type { Cents } from '@lotto/domain/money';
import { BASE_PACKAGE_RATES, type PackageRates } from '@lotto/domain/package-rates';
import { patternMultiplier } from '@lotto/domain/patterns';
import { poolByCode, type PoolCode } from '@lotto/domain/pools';
import { payoutOf, strikeFilter, winsOf } from '@lotto/domain/settlement';
import { concreteBets } from '@lotto/domain/totals';
import type { Actor } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { ratesOf } from '../packages/package.repository.js';
import type { PackageRow } from '../packages/package.table.js';
import type { Amounts } from '../orders/ticket.repository.js';
import { applyLedgerEntry } from '../wallet/wallet.repository.js';
import { drawResultOf, findResult } from './result.repository.js';
import type { NewStrike } from './result.table.js';

type Q = Kysely<Database>;

/** Tickets read per round trip, and strike rows per insert (13 columns: far under every limit). */
const TICKETS_PER_CHUNK = 2_000;
const STRIKES_PER_INSERT = 500;

export interface SettlementOutcome {
  pool: PoolCode;
  drawDate: string;
  /** the result version the draw is now settled with */
  version: number;
  /** false when it was already settled with this version: nothing changed */
  settledNow: boolean;
  /** the version whose credits this run took back (a correction), else null */
  reversedVersion: number | null;
  lines: number;
  winCents: number;
  commissionCents: number;
}

/** The ledger reference of one draw's settlement with one result version. */
export function settlementRef(pool: PoolCode, drawDate: string, version: number): string {
  return `${pool}:${drawDate}:v${version}`;
}

interface Credits {
  win: number;
  commission: number;
}

/**
 * Settles one draw inside the caller's transaction (game-rules §3, §7), with the domain's rules:
 * every active line of the pool and date is checked against the stored result; every winning
 * position becomes a strike; each owner is credited its winnings and its commission on the
 * accepted turnover (at its own package), one ledger entry of each per owner and draw.
 *
 * Idempotent: the `settlements` row records the result version a draw was settled with, and is
 * claimed first (a second, concurrent run fails on its key or its version check and changes
 * nothing). After a correction (a new result version) the earlier credits are taken back with
 * reversal entries and the draw is settled again; strikes of the earlier version are replaced.
 * A reversal never takes a balance below zero: if a winner has already spent what it would lose,
 * the correction is refused whole, naming the user.
 */
export async function settleDrawInTransaction(
  trx: Q,
  draw: { pool: PoolCode; drawDate: string; now: number; actor: Actor },
): Promise<SettlementOutcome> {
  const { pool, drawDate, now, actor } = draw;
  const row = await findResult(trx, pool, drawDate);
  if (!row)
    throw new AppError('NOT_FOUND', 404, `No result for ${poolByCode(pool).name} on ${formatDmy(drawDate)}`);
  const version = row.version;
  const prior = await trx
    .selectFrom('settlements')
    .selectAll()
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .executeTakeFirst();
  if (prior && prior.result_version === version) {
    return {
      pool,
      drawDate,
      version,
      settledNow: false,
      reversedVersion: null,
      lines: Number(prior.lines),
      winCents: Number(prior.win_cents),
      commissionCents: Number(prior.commission_cents),
    };
  }
  await claim(trx, pool, drawDate, version, prior?.result_version ?? null, now);
  await trx.deleteFrom('strikes').where('pool', '=', pool).where('draw_date', '=', drawDate).execute();

  const result = drawResultOf(row);
  const { lines, credits } = await settleLines(trx, result, version, now);

  const ref = settlementRef(pool, drawDate, version);
  const label = `${poolByCode(pool).letter} ${formatDmy(drawDate)}`;
  let winCents = 0;
  let commissionCents = 0;
  // Credits first, reversals after: a winner whose win shrank never dips below zero in between.
  for (const [userId, credit] of credits) {
    winCents += credit.win;
    commissionCents += credit.commission;
    if (credit.win > 0) {
      await applyLedgerEntry(trx, {
        userId,
        amount: credit.win as Cents,
        kind: 'win',
        remark: `Win ${label}`,
        refType: 'draw',
        refId: ref,
        actor,
        now,
      });
    }
    if (credit.commission > 0) {
      await applyLedgerEntry(trx, {
        userId,
        amount: credit.commission as Cents,
        kind: 'commission',
        remark: `Commission ${label}`,
        refType: 'draw',
        refId: ref,
        actor,
        now,
      });
    }
  }
  if (prior) await reverse(trx, pool, drawDate, prior.result_version, label, actor, now);

  await trx
    .updateTable('settlements')
    .set({ lines, win_cents: winCents, commission_cents: commissionCents, settled_at: now })
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .execute();
  return {
    pool,
    drawDate,
    version,
    settledNow: true,
    reversedVersion: prior?.result_version ?? null,
    lines,
    winCents,
    commissionCents,
  };
}

/** Takes the draw for this version; throws if another run got there first (the caller retries). */
async function claim(
  trx: Q,
  pool: PoolCode,
  drawDate: string,
  version: number,
  priorVersion: number | null,
  now: number,
): Promise<void> {
  if (priorVersion === null) {
    // A concurrent first settlement fails here on the primary key.
    await trx
      .insertInto('settlements')
      .values({
        pool,
        draw_date: drawDate,
        result_version: version,
        lines: 0,
        win_cents: 0,
        commission_cents: 0,
        settled_at: now,
      })
      .execute();
    return;
  }
  const updated = await trx
    .updateTable('settlements')
    .set({ result_version: version })
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .where('result_version', '=', priorVersion)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    throw Object.assign(new Error('the draw was settled concurrently'), { code: 'SETTLEMENT_RACE' });
  }
}

/**
 * Reads the draw's active lines a chunk of tickets at a time (keyset on the ticket id, so every
 * chunk is one indexed range read), records strikes, sums each owner's credits. Lines that
 * cannot strike (strikeFilter) skip the expansion; every line earns commission.
 */
async function settleLines(
  trx: Q,
  result: DrawResult,
  version: number,
  now: number,
): Promise<{ lines: number; credits: Map<number, Credits> }> {
  const credits = new Map<number, Credits>();
  const creditOf = (userId: number): Credits => {
    let credit = credits.get(userId);
    if (!credit) {
      credit = { win: 0, commission: 0 };
      credits.set(userId, credit);
    }
    return credit;
  };
  const ratesByUser = new Map<number, PackageRates>();
  const mayStrike = strikeFilter(result);
  const commissionGroups = new Map<
    string,
    { userId: number; multiplier: number; amountsJson: string; count: number }
  >();
  // Amount sets repeat across lines: parse each distinct text once (the objects are never changed).
  const parsed = new Map<string, Amounts>();
  const amountsOf = (json: string): Amounts => {
    let amounts = parsed.get(json);
    if (!amounts) {
      amounts = JSON.parse(json) as Amounts;
      if (parsed.size < 10_000) parsed.set(json, amounts);
    }
    return amounts;
  };
  let lines = 0;
  let after = 0;
  for (;;) {
    const last = await trx
      .selectFrom('tickets')
      .select('id')
      .where('pool', '=', result.pool)
      .where('draw_date', '=', result.date)
      .where('id', '>', after)
      .orderBy('id')
      .limit(1)
      .offset(TICKETS_PER_CHUNK - 1)
      .executeTakeFirst();
    const upTo = last ? Number(last.id) : Number.MAX_SAFE_INTEGER;
    const rows = await trx
      .selectFrom('tickets')
      .innerJoin('ticket_lines', 'ticket_lines.ticket_id', 'tickets.id')
      .select([
        'tickets.user_id',
        'ticket_lines.id',
        'ticket_lines.ticket_id',
        'ticket_lines.number',
        'ticket_lines.pattern',
        'ticket_lines.accepted_json',
      ])
      .where('tickets.pool', '=', result.pool)
      .where('tickets.draw_date', '=', result.date)
      .where('tickets.status', '=', 'active')
      .where('tickets.id', '>', after)
      .where('tickets.id', '<=', upTo)
      .execute();
    await loadRates(trx, [...new Set(rows.map((row) => Number(row.user_id)))], ratesByUser);
    const strikes: NewStrike[] = [];
    for (const row of rows) {
      lines += 1;
      const userId = Number(row.user_id);
      // Commission: identical lines of one owner earn the same, so count them and price each
      // kind once at the end (most lines of a draw share a handful of amount sets).
      const multiplier = patternMultiplier(row.number, row.pattern);
      const kind = `${userId}|${multiplier}|${row.accepted_json}`;
      const group = commissionGroups.get(kind);
      if (group) group.count += 1;
      else commissionGroups.set(kind, { userId, multiplier, amountsJson: row.accepted_json, count: 1 });
      if (!mayStrike(row.number, row.pattern)) continue;

      const rates = ratesByUser.get(userId)!;
      const line = { number: row.number, pattern: row.pattern, amounts: amountsOf(row.accepted_json) };
      for (const bet of concreteBets(line)) {
        // A concrete bet is a plain number: most permutations of a BOX fail the quick test too.
        if (!mayStrike(bet.number, 'NORMAL')) continue;
        for (const win of winsOf(result, bet)) {
          const amount = payoutOf(win, bet, rates);
          creditOf(userId).win += amount;
          strikes.push({
            ticket_id: Number(row.ticket_id),
            line_id: Number(row.id),
            user_id: userId,
            pool: result.pool,
            draw_date: result.date,
            result_version: version,
            number: bet.number,
            bet_type: bet.betType,
            tier: win.tier,
            prize_number: win.prizeNumber,
            stake_cents: Math.floor(bet.amount / bet.divisor),
            win_cents: amount,
            created_at: now,
          });
        }
      }
    }
    for (let i = 0; i < strikes.length; i += STRIKES_PER_INSERT) {
      await trx
        .insertInto('strikes')
        .values(strikes.slice(i, i + STRIKES_PER_INSERT))
        .execute();
    }
    if (!last) break;
    after = upTo;
  }
  for (const group of commissionGroups.values()) {
    const each = commissionOf(amountsOf(group.amountsJson), group.multiplier, ratesByUser.get(group.userId)!);
    creditOf(group.userId).commission += each * group.count;
  }
  return { lines, credits };
}

/** Each owner's package rates (the base package for a user without one), read once per run. */
async function loadRates(trx: Q, userIds: number[], ratesByUser: Map<number, PackageRates>): Promise<void> {
  const missing = userIds.filter((id) => !ratesByUser.has(id));
  if (missing.length === 0) return;
  const rows = await trx
    .selectFrom('users')
    .leftJoin('packages', 'packages.id', 'users.package_id')
    .select(['users.id as user_id', 'packages.rates_json'])
    .where('users.id', 'in', missing)
    .execute();
  for (const row of rows) {
    ratesByUser.set(
      Number(row.user_id),
      row.rates_json === null ? BASE_PACKAGE_RATES : ratesOf({ rates_json: row.rates_json } as PackageRow),
    );
  }
}

/** Takes back what an earlier version credited: one opposite entry per entry, never below zero. */
async function reverse(
  trx: Q,
  pool: PoolCode,
  drawDate: string,
  version: number,
  label: string,
  actor: Actor,
  now: number,
): Promise<void> {
  const ref = settlementRef(pool, drawDate, version);
  const entries = await trx
    .selectFrom('ledger_entries')
    .innerJoin('users', 'users.id', 'ledger_entries.user_id')
    .select([
      'ledger_entries.user_id',
      'ledger_entries.kind',
      'ledger_entries.amount_cents',
      'users.username',
    ])
    .where('ledger_entries.ref_type', '=', 'draw')
    .where('ledger_entries.ref_id', '=', ref)
    .where('ledger_entries.kind', 'in', ['win', 'commission'])
    .orderBy('ledger_entries.id')
    .execute();
  for (const entry of entries) {
    try {
      await applyLedgerEntry(trx, {
        userId: Number(entry.user_id),
        amount: -Number(entry.amount_cents) as Cents,
        kind: `${entry.kind}_reversal`,
        remark: `Correction of ${label}: ${entry.kind} taken back`,
        refType: 'draw',
        refId: ref,
        actor,
        now,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDIT') {
        throw new AppError(
          'INSUFFICIENT_CREDIT',
          200,
          `The correction of ${label} would take back more than ${entry.username} has left; ` +
            'give that user credit first, then enter the correction again',
        );
      }
      throw error;
    }
  }
}
