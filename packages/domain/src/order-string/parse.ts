import {
  BET_TYPES,
  DEFAULT_EAT_SEQUENCE,
  EAT_TYPES,
  type BetTypeCode,
  type EatSequence,
  type EatType,
} from '../bet-types.js';
import { DEFAULT_POOL, POOLS, isPoolCode, poolByCode, poolRunsGame, type PoolCode } from '../pools.js';
import type { BetLine, Ticket } from '../ticket.js';
import { ticketTotal } from '../totals.js';
import { betTypesForLength, type Amounts } from './bet-line.js';
import { lineError, splitLines, type SourceLine } from './lexer.js';
import { freshLines, keptLines, type LineSource } from './line-source.js';
import type { OrderMessageKey, OrderMessageParams } from './messages.js';
import {
  DEFAULT_MAX_LINES,
  type LineInfo,
  type OrderContext,
  type OrderError,
  type OrderParseResult,
} from './types.js';

/**
 * Reads an advanced-mode order string (game-rules §5) into tickets. Never throws: every problem
 * becomes an `OrderError` on its line, and all lines are checked so the editor can mark each one.
 * Tickets are returned only when no line has an error ("nothing is placed while any line has an
 * error"). Consecutive bet lines under the same date and pool lines form one ticket; every date
 * or pool line starts a new one.
 *
 * @example
 * parseOrderString('D\n#MK\n1234#1#2\n*2345', { eatSequence: DEFAULT_EAT_SEQUENCE, openDates: ['2026-11-25'] })
 * // { ok: true, lines: [...], tickets: [{ drawDates: ['2026-11-25'], pools: ['mg', 'kd'], lines: [
 * //   { number: '1234', pattern: 'NORMAL', amounts: { B: 100, S: 200 } },
 * //   { number: '2345', pattern: 'BOX', amounts: { B: 100, S: 200 } } ] }] }
 */
export function parseOrderString(text: string, context: OrderContext): OrderParseResult {
  return parseLines(text, context, freshLines);
}

/**
 * `parseOrderString` for a text typed key by key (issue 38 item 7): each call answers exactly what
 * `parseOrderString` answers, but a line whose text and number are those of the same line in the
 * last text is not read again on its own (normalised, classified, its bet, pool or date read), and
 * its cost is kept while the amounts, dates and pools it takes from the lines above are the same;
 * what it takes from above is followed down the text again on every call, as any line may change
 * it. One per editor.
 */
export function createOrderParser(): (text: string, context: OrderContext) => OrderParseResult {
  const kept = keptLines();
  return (text, context) => parseLines(text, context, kept.next());
}

function parseLines(text: string, context: OrderContext, read: LineSource): OrderParseResult {
  const openDates = Array.isArray(context.openDates) ? context.openDates : [];
  const eatOrder = eatOrderOf(context.eatSequence);
  const maxLines = maxLinesOf(context);

  const errors: OrderError[] = [];
  const infos: LineInfo[] = [];
  const tickets: Ticket[] = [];
  // 'unknown': the line that set it has an error, so lines below cannot be checked against it
  // and get no error of their own for it. 'none-open': no date line and no open draw at all.
  // Issue 22.2: a date line holds until the next one, and reads against the open draws of the
  // pools its own bet lines bet on (the lines above the first date line form a block too).
  const blockDates = openDatesOfBlocks(text, openDates, context, read);
  const firstDates = blockDates.get(-1) ?? openDates;
  let dates: string[] | 'unknown' | 'none-open' = firstDates[0] !== undefined ? [firstDates[0]] : 'none-open';
  let pools: PoolCode[] | 'unknown' = defaultPoolsOf(context.defaultPools);
  let lastAmounts: Amounts | 'unknown' | undefined;
  let current: Ticket | undefined;
  let nonBlank = 0;

  for (const [index, raw] of splitLines(typeof text === 'string' ? text : '').entries()) {
    const line = read(raw, index);
    const { src, kind } = line;
    infos.push({ line: src.line, kind });
    if (kind === 'blank') continue;
    nonBlank += 1;
    if (nonBlank === maxLines + 1) {
      errors.push(lineError(src, 0, 'TOO_MANY_LINES', 'tooManyLines', { max: maxLines }));
    }
    if (kind === 'date') {
      const result = line.date(blockDates.get(index) ?? openDates);
      if (!result.ok) errors.push(result.error);
      dates = result.ok ? result.value : 'unknown';
      current = undefined;
      continue;
    }
    if (kind === 'pool') {
      const result = line.pool();
      if (!result.ok) errors.push(result.error);
      pools = result.ok ? result.value : 'unknown';
      current = undefined;
      continue;
    }

    const parsed = line.bet(eatOrder);
    if (!parsed.ok) {
      errors.push(parsed.error);
      lastAmounts = 'unknown';
      continue;
    }
    const { number, pattern } = parsed.bet;
    let amounts = parsed.bet.amounts;
    if (amounts === undefined) {
      if (lastAmounts === 'unknown') continue;
      const problem = inheritProblem(lastAmounts, number.length);
      if (lastAmounts === undefined || problem !== undefined) {
        const { key, params } = problem ?? { key: 'noAmountAbove' };
        errors.push(lineError(src, src.text.length, 'NO_AMOUNT', key, params));
        continue;
      }
      amounts = lastAmounts;
    }
    lastAmounts = amounts;

    const error = poolError(src, amounts, pools) ?? dateError(src, dates);
    if (error !== undefined) {
      errors.push(error);
      // Say "no open draw" once, not on every bet line below.
      if (error.code === 'INVALID_BET_DATE') dates = 'unknown';
      continue;
    }
    if (dates === 'unknown' || dates === 'none-open' || pools === 'unknown') continue;

    const bet: BetLine = { number, pattern, amounts: { ...amounts } };
    const ticket = { drawDates: dates, pools, lines: [bet] };
    const total = line.total(amounts, dates, pools, () => ticketTotal(ticket));
    infos[index] = { line: src.line, kind, total };
    if (current === undefined) {
      current = { drawDates: [...dates], pools: [...pools], lines: [] };
      tickets.push(current);
    }
    current.lines.push(bet);
  }

  return errors.length > 0 ? { ok: false, errors, lines: infos } : { ok: true, tickets, lines: infos };
}

/**
 * The open draws each date line reads against, by the date line's index (-1: the lines above the
 * first date line): the dates of `openDates` on which every pool bet on in that block draws, when
 * the context gives `openDatesByPool`; else `openDates` for every block. A block is a date line
 * and the lines below it up to the next date line; pool lines hold across blocks as always.
 */
function openDatesOfBlocks(
  text: unknown,
  openDates: readonly string[],
  context: OrderContext,
  read: LineSource,
): Map<number, readonly string[]> {
  const byPool = context.openDatesByPool;
  const result = new Map<number, readonly string[]>();
  if (byPool === undefined || byPool === null || typeof byPool !== 'object') return result;
  const poolsOfBlock = new Map<number, Set<PoolCode>>();
  let block = -1;
  let pools: PoolCode[] | undefined = defaultPoolsOf(context.defaultPools);
  for (const [index, raw] of splitLines(typeof text === 'string' ? text : '').entries()) {
    const line = read(raw, index);
    const { kind } = line;
    if (kind === 'date') block = index;
    else if (kind === 'pool') {
      const parsed = line.pool();
      pools = parsed.ok ? parsed.value : undefined;
    } else if (kind === 'bet' && pools !== undefined) {
      const set = poolsOfBlock.get(block) ?? new Set<PoolCode>();
      for (const pool of pools) set.add(pool);
      poolsOfBlock.set(block, set);
    }
  }
  for (const [key, set] of poolsOfBlock) {
    const lists = [...set].map((pool) => byPool[pool]);
    result.set(
      key,
      openDates.filter((date) => lists.every((list) => Array.isArray(list) && list.includes(date))),
    );
  }
  return result;
}

/** Why a line without amounts cannot repeat the ones above it, or undefined when it can. */
function inheritProblem(
  previous: Amounts | undefined,
  length: number,
): { key: OrderMessageKey; params?: OrderMessageParams } | undefined {
  if (previous === undefined) return { key: 'noAmountAbove' };
  const allowed = betTypesForLength(length);
  const types = Object.keys(previous) as BetTypeCode[];
  if (types.every((type) => allowed.includes(type))) return undefined;
  return { key: 'amountsDoNotFit', params: { types: types.join(' '), length, allowed: allowed.join(' ') } };
}

function poolError(src: SourceLine, amounts: Amounts, pools: PoolCode[] | 'unknown'): OrderError | undefined {
  if (pools === 'unknown') return undefined;
  for (const type of Object.keys(amounts) as BetTypeCode[]) {
    const game = BET_TYPES[type].game;
    const missing = pools.find((code) => !poolRunsGame(code, game));
    if (missing === undefined) continue;
    const pool = poolByCode(missing);
    const runners = POOLS.filter((p) => p.games.includes(game)).map((p) => `${p.name} (${p.letter})`);
    const params = { pool: `${pool.name} (${pool.letter})`, game, runners: runners.join(', ') };
    return lineError(src, 0, 'GAME_NOT_ON_POOL', 'gameNotOnPool', params);
  }
  return undefined;
}

function dateError(src: SourceLine, dates: string[] | 'unknown' | 'none-open'): OrderError | undefined {
  if (dates !== 'none-open') return undefined;
  return lineError(src, 0, 'INVALID_BET_DATE', 'noOpenDraw');
}

/** The caller's eat order when it is a permutation of B S A C D, else the default one. */
function eatOrderOf(sequence: EatSequence | undefined): readonly EatType[] {
  const order = sequence?.order;
  if (
    Array.isArray(order) &&
    order.length === EAT_TYPES.length &&
    EAT_TYPES.every((e) => order.includes(e))
  ) {
    return order;
  }
  return DEFAULT_EAT_SEQUENCE.order;
}

/**
 * The pools of a bet line without a pool line above, in pool-table order like a parsed pool
 * line. Unknown codes are dropped; nothing left means Magnum (game-rules §5).
 */
export function defaultPoolsOf(defaultPools: readonly PoolCode[] | undefined): PoolCode[] {
  const wanted = new Set((defaultPools ?? []).filter(isPoolCode));
  const pools = POOLS.filter((p) => wanted.has(p.code)).map((p) => p.code);
  return pools.length > 0 ? pools : [DEFAULT_POOL];
}

/** The caller's line limit when it is a positive whole number, else 50. */
export function maxLinesOf(context: OrderContext): number {
  const { maxLines } = context;
  return maxLines !== undefined && Number.isInteger(maxLines) && maxLines > 0 ? maxLines : DEFAULT_MAX_LINES;
}
