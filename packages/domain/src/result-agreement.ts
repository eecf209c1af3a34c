import type { DrawResult } from './draw-result.js';

/**
 * Issue 43's rule for results fetched from several sources (docs/rules.md, "Results that sync
 * themselves"): pure, so the server's sync and its tests read one definition.
 */

export type SourceKind = 'publisher' | 'aggregator';

export interface SourceResult {
  sourceId: number;
  name: string;
  kind: SourceKind;
  result: DrawResult;
}

/** Two sides that differ on one prize; `other` is another source's name or "official". */
export interface ResultDifference {
  source: string;
  other: string;
  prize: string;
  sourceNumber: string;
  otherNumber: string;
}

export type DrawDecision =
  /** no source has given this draw yet */
  | { state: 'none' }
  /** the draw has its official result; alerts name every source that says otherwise */
  | { state: 'official'; alerts: ResultDifference[] }
  /** sources disagree: nothing settles until the house picks one */
  | { state: 'conflict'; alerts: ResultDifference[] }
  /** two independent sources, one of them a publisher, give the same numbers: enter them */
  | { state: 'agreed'; result: DrawResult; sources: SourceResult[] }
  /** shown marked unofficial; waits for a second source or the house's confirm */
  | { state: 'provisional'; result: DrawResult };

const sorted = (list: readonly string[]) => [...list].sort();

/**
 * How two results of one draw differ, prize by prize, over the prizes both give (a source without
 * 5D numbers neither agrees nor disagrees on them). Starters and consolations are compared as sets
 * of numbers, since the order they are listed in pays nothing; their differing numbers are paired
 * in numeric order.
 */
export function resultDifferences(a: DrawResult, b: DrawResult): { prize: string; a: string; b: string }[] {
  const out: { prize: string; a: string; b: string }[] = [];
  for (const prize of ['first', 'second', 'third'] as const) {
    if (a[prize] !== b[prize]) out.push({ prize, a: a[prize], b: b[prize] });
  }
  for (const prize of ['starters', 'consolations'] as const) {
    const onlyA = sorted(a[prize].filter((number) => !b[prize].includes(number)));
    const onlyB = sorted(b[prize].filter((number) => !a[prize].includes(number)));
    for (let i = 0; i < Math.max(onlyA.length, onlyB.length); i += 1) {
      out.push({ prize, a: onlyA[i] ?? '-', b: onlyB[i] ?? '-' });
    }
  }
  if (a.fiveD && b.fiveD) {
    a.fiveD.forEach((number, i) => {
      if (number !== b.fiveD![i]) out.push({ prize: `fiveD[${i}]`, a: number, b: b.fiveD![i]! });
    });
  }
  if (a.sixD && b.sixD && a.sixD !== b.sixD) out.push({ prize: 'sixD', a: a.sixD, b: b.sixD });
  return out;
}

/** The same numbers, every prize, including which of 5D and 6D each gives. */
export function sameResult(a: DrawResult, b: DrawResult): boolean {
  return (
    resultDifferences(a, b).length === 0 &&
    a.starters.length === b.starters.length &&
    a.consolations.length === b.consolations.length &&
    Boolean(a.fiveD) === Boolean(b.fiveD) &&
    Boolean(a.sixD) === Boolean(b.sixD)
  );
}

const fieldCount = (result: DrawResult) => (result.fiveD ? 3 : 0) + (result.sixD ? 1 : 0);

/**
 * Decides a draw from its official result (if any) and what the sources gave:
 * - an official result is never replaced: a source that differs from it is an alert;
 * - any two sources that differ on a prize: an alert for each difference, nothing settles;
 * - otherwise, two or more sources giving the very same numbers, at least one a publisher
 *   (aggregators copy each other, so two of them are not independent): agreed;
 * - otherwise the most complete result is provisional.
 */
export function decideDraw(official: DrawResult | null, sources: readonly SourceResult[]): DrawDecision {
  if (official) {
    const alerts = sources.flatMap((source) =>
      resultDifferences(source.result, official).map((difference) => ({
        source: source.name,
        other: 'official',
        prize: difference.prize,
        sourceNumber: difference.a,
        otherNumber: difference.b,
      })),
    );
    return { state: 'official', alerts };
  }
  if (sources.length === 0) return { state: 'none' };
  const alerts: ResultDifference[] = [];
  sources.forEach((later, j) => {
    for (const earlier of sources.slice(0, j)) {
      for (const difference of resultDifferences(later.result, earlier.result)) {
        alerts.push({
          source: later.name,
          other: earlier.name,
          prize: difference.prize,
          sourceNumber: difference.a,
          otherNumber: difference.b,
        });
      }
    }
  });
  if (alerts.length > 0) return { state: 'conflict', alerts };
  for (const candidate of sources) {
    const agreeing = sources.filter((source) => sameResult(source.result, candidate.result));
    if (agreeing.length >= 2 && agreeing.some((source) => source.kind === 'publisher')) {
      return { state: 'agreed', result: candidate.result, sources: agreeing };
    }
  }
  const fullest = sources.reduce((best, source) =>
    fieldCount(source.result) > fieldCount(best.result) ? source : best,
  );
  return { state: 'provisional', result: fullest.result };
}
