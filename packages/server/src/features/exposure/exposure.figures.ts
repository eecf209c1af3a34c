import { BET_TYPES, type BetTypeCode } from '@lotto/domain/bet-types';
import { potentialPayout, type TopRate } from '@lotto/domain/exposure';
import { lineStakes, parseSoldKey } from '@lotto/domain/sell-limits';
import type { BetLine } from '@lotto/domain/ticket';
import type { Game } from '@lotto/domain/pools';
import type { ExposureView } from '@lotto/contract/exposure';

/**
 * The heavy-number figures of one viewer per counter (docs/rules.md "Heavy numbers"), computed in
 * memory from what the repository read. Cents throughout; every figure is whole cents of the sell
 * limits' counting (lineStakes), so the levels add up to the counter's use exactly.
 */

export interface CounterFigures {
  betType: BetTypeCode;
  number: string;
  gross: number;
  intake: number;
  kept: number;
}

/** Adds each line's accepted stake to its counters (soldKey → cents). */
export function addLineStakes(
  into: Map<string, number>,
  line: Pick<BetLine, 'number' | 'pattern'> & { acceptedJson: string },
  only?: string,
): void {
  const accepted = JSON.parse(line.acceptedJson) as BetLine['amounts'];
  const stakes = lineStakes({ number: line.number, pattern: line.pattern, amounts: accepted }, accepted);
  for (const [key, stake] of stakes) {
    if (only !== undefined && key !== only) continue;
    into.set(key, (into.get(key) ?? 0) + stake);
  }
}

/**
 * An agent's figures: gross from its downline's lines, intake = gross - what the levels below it
 * kept, its own kept from its usage. Counters at 0 everywhere are left out.
 */
export function agentFigures(
  gross: ReadonlyMap<string, number>,
  keptBelow: ReadonlyMap<string, number>,
  keptOwn: ReadonlyMap<string, number>,
): CounterFigures[] {
  const keys = new Set([...gross.keys(), ...keptOwn.keys()]);
  return [...keys].map((key) => {
    const g = gross.get(key) ?? 0;
    return {
      ...parseSoldKey(key),
      gross: g,
      intake: g - (keptBelow.get(key) ?? 0),
      kept: keptOwn.get(key) ?? 0,
    };
  });
}

export const figureOf = (counter: CounterFigures, view: ExposureView): number =>
  view === 'gross'
    ? counter.gross
    : view === 'intake'
      ? counter.intake
      : view === 'kept'
        ? counter.kept
        : counter.intake - counter.kept;

/** The viewer's kept turnover of the whole pool and day, less its commission (per bet type, rounded down). */
export function keptNet(
  counters: readonly CounterFigures[],
  rateOf: (betType: BetTypeCode) => TopRate,
): number {
  const byType = new Map<BetTypeCode, number>();
  for (const counter of counters)
    byType.set(counter.betType, (byType.get(counter.betType) ?? 0) + counter.kept);
  let net = 0;
  for (const [betType, kept] of byType)
    net += kept - Math.floor((kept * rateOf(betType).commissionBp) / 10_000);
  return net;
}

export interface RankedRow extends CounterFigures {
  passed: number;
  payout: number;
  netIfFirst: number;
}

/**
 * The game's rows of the view with something in them, worst "net if it hits 1st" first (then the
 * largest figure, then bet type and number), with the totals over all of them.
 */
export function rankRows(
  counters: readonly CounterFigures[],
  options: {
    game: Game;
    view: ExposureView;
    number?: string;
    net: number;
    rateOf: (betType: BetTypeCode) => TopRate;
  },
): {
  rows: RankedRow[];
  totals: {
    gross: number;
    intake: number;
    kept: number;
    passed: number;
    keptPayout: number;
    worstNet: number;
  };
} {
  const rows = counters
    .filter((counter) => BET_TYPES[counter.betType].game === options.game)
    .filter((counter) => options.number === undefined || counter.number === options.number)
    .filter((counter) => figureOf(counter, options.view) > 0)
    .map((counter) => {
      const payout = potentialPayout(counter.kept, options.rateOf(counter.betType));
      return { ...counter, passed: counter.intake - counter.kept, payout, netIfFirst: options.net - payout };
    })
    .sort(
      (a, b) =>
        a.netIfFirst - b.netIfFirst ||
        figureOf(b, options.view) - figureOf(a, options.view) ||
        a.betType.localeCompare(b.betType) ||
        a.number.localeCompare(b.number),
    );
  const totals = { gross: 0, intake: 0, kept: 0, passed: 0, keptPayout: 0, worstNet: 0 };
  for (const row of rows) {
    totals.gross += row.gross;
    totals.intake += row.intake;
    totals.kept += row.kept;
    totals.passed += row.passed;
    totals.keptPayout += row.payout;
  }
  totals.worstNet = rows[0]?.netIfFirst ?? 0;
  return { rows, totals };
}
