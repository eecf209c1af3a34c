import { isBetTypeCode, type BetTypeCode } from '../bet-types.js';
import { MAX_CENTS, type Cents } from '../money.js';
import { FULL_TAKE_BP, type CapTable, type TakeTable } from './types.js';

/**
 * Reading and checking position settings (docs/rules.md "Position taking"): a take is a
 * percentage with at most 2 decimals, stored in basis points; a cap is an amount with at most 2
 * decimals. Nothing is rounded: "12.345" is refused, not changed, as amounts are.
 */

export type SettingParse<T> = { ok: true; value: T } | { ok: false; reason: string };

// 12 whole digits keep x100 a safe integer; longer figures are far out of range anyway.
const DECIMAL = /^(-)?(\d{1,12})(?:\.(\d+))?$/;

/** The text of a wire value: a number as JS prints it (1e-7 and 1e21 are refused), else trimmed. */
function textOf(input: unknown): string | null {
  if (typeof input === 'string') return input.trim();
  if (typeof input === 'number' && Number.isFinite(input)) return String(input);
  return null;
}

/** A non-negative decimal with at most 2 decimals, as hundredths (12.5 -> 1250), or why not. */
function hundredths(input: unknown, example: string): SettingParse<number> {
  const text = textOf(input);
  const match = text === null ? null : DECIMAL.exec(text);
  if (!match) return { ok: false, reason: `expected a number such as ${example}` };
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, reason: 'at most 2 decimals' };
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (sign && value !== 0) return { ok: false, reason: 'at least 0' };
  return { ok: true, value };
}

/**
 * A take given as a percentage (wire or form: 50, "12.5", "33.33") in basis points.
 *
 * @example parseTakePercent('12.5') // { ok: true, value: 1250 }
 * @example parseTakePercent(100.01) // { ok: false, reason: 'at most 100' }
 */
export function parseTakePercent(input: unknown): SettingParse<number> {
  const parsed = hundredths(input, '50 or 12.5');
  if (!parsed.ok) return parsed;
  if (parsed.value > FULL_TAKE_BP) return { ok: false, reason: 'at most 100' };
  return parsed;
}

/**
 * An eat cap given in points ("5.00", 5) in cents; null (or an empty text) means no cap. A cap of 0
 * is a real cap: the agent keeps nothing of any number.
 *
 * @example parseCapPoints('5.00') // { ok: true, value: 500 }
 * @example parseCapPoints(null) // { ok: true, value: null }
 */
export function parseCapPoints(input: unknown): SettingParse<Cents | null> {
  if (input === null || (typeof input === 'string' && input.trim() === '')) return { ok: true, value: null };
  const parsed = hundredths(input, '5.00');
  if (!parsed.ok) return parsed;
  if (parsed.value > MAX_CENTS) return { ok: false, reason: 'amount too large' };
  return { ok: true, value: parsed.value as Cents };
}

/** A take as the wire and the screens show it: percent, up to 2 decimals (1250 -> 12.5). */
export function takePercent(bp: number): number {
  return bp / 100;
}

/**
 * The share an agent holds itself of a child's stream: its take minus the child's take (never
 * below 0). The house's own share of a top agent's stream is 100% minus that agent's take.
 */
export function ownShare(take: number, childTake: number): number {
  return Math.max(0, take - childTake);
}

/** One refused field of a settings change, named as the request names it (`takes.B`). */
export interface SettingError {
  field: string;
  reason: string;
}

/** A settings change, read and checked: only the bet types it names. A cap of null removes the cap. */
export interface TakeChange {
  takes: TakeTable;
  caps: Partial<Record<BetTypeCode, Cents | null>>;
}

/** The upline whose takes bound a change: null when the house sets its direct agents (100%). */
export interface TakeBound {
  name: string;
  takes: TakeTable;
}

/**
 * Reads a change of an agent's takes and caps (`SetPositionTakes`) against its parent's takes:
 * every bet type must be known, every take a percentage of at most 2 decimals in 0..100 and at
 * most the parent's for that bet type ("at most 80 (M's)"), every cap null or an amount ≥ 0 with at
 * most 2 decimals. Answers every refused field, or the change.
 *
 * @example
 * parseTakeChange({ takes: { B: 90 } }, { name: 'M', takes: { B: 8000 } })
 * // { ok: false, errors: [{ field: 'takes.B', reason: "at most 80 (M's)" }] }
 */
export function parseTakeChange(
  input: { takes?: Record<string, unknown>; caps?: Record<string, unknown> },
  parent: TakeBound | null,
): { ok: true; change: TakeChange } | { ok: false; errors: SettingError[] } {
  const errors: SettingError[] = [];
  const change: TakeChange = { takes: {}, caps: {} };
  for (const [key, value] of Object.entries(input.takes ?? {})) {
    const field = `takes.${key}`;
    if (!isBetTypeCode(key)) {
      errors.push({ field, reason: 'unknown bet type' });
      continue;
    }
    const take = parseTakePercent(value);
    if (!take.ok) {
      errors.push({ field, reason: take.reason });
      continue;
    }
    const bound = parent === null ? FULL_TAKE_BP : (parent.takes[key] ?? 0);
    if (take.value > bound) {
      errors.push({ field, reason: `at most ${takePercent(bound)} (${parent?.name ?? 'the house'}'s)` });
      continue;
    }
    change.takes[key] = take.value;
  }
  for (const [key, value] of Object.entries(input.caps ?? {})) {
    const field = `caps.${key}`;
    if (!isBetTypeCode(key)) {
      errors.push({ field, reason: 'unknown bet type' });
      continue;
    }
    const cap = parseCapPoints(value);
    if (!cap.ok) errors.push({ field, reason: cap.reason });
    else change.caps[key] = cap.value;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, change };
}

/** A bet type on which a child's take is above its parent's. */
export interface TakeExcess {
  betType: BetTypeCode;
  take: number;
  parentTake: number;
}

/**
 * The bet types on which `takes` exceed the parent's (null: the house, 100%). Empty when a child's
 * takes respect the rule "a child's take is at most its parent's, per bet type".
 */
export function takeExcesses(takes: TakeTable, parentTakes: TakeTable | null): TakeExcess[] {
  const excesses: TakeExcess[] = [];
  for (const [betType, take] of Object.entries(takes) as [BetTypeCode, number][]) {
    const parentTake = parentTakes === null ? FULL_TAKE_BP : (parentTakes[betType] ?? 0);
    if (take > parentTake) excesses.push({ betType, take, parentTake });
  }
  return excesses;
}

/** An agent's stored settings: takes and caps per bet type. */
export interface TakeSettingsTables {
  takes: TakeTable;
  caps: CapTable;
}

/**
 * The settings after a change: the change's takes replace the current ones (0 stays, as a stored
 * 0), its caps replace the current ones and a null cap removes the cap. The inputs are not changed.
 */
export function applyTakeChange(current: TakeSettingsTables, change: TakeChange): TakeSettingsTables {
  const takes: TakeTable = { ...current.takes, ...change.takes };
  const caps: CapTable = { ...current.caps };
  for (const [betType, cap] of Object.entries(change.caps) as [BetTypeCode, Cents | null][]) {
    if (cap === null) delete caps[betType];
    else caps[betType] = cap;
  }
  return { takes, caps };
}
