import type { DrawTime } from '@lotto/contract/draws';
import { toCompactDate } from '@lotto/contract/wire-dates';
import { poolByCode } from '@lotto/domain/pools';
import type { TFunction } from 'i18next';
import { countdown, countdownText } from '@/lib/dates/countdown';
import { shortDate } from '@/lib/dates/display-dates';
import { cutOffsOn, poolLetters, type CutOffGroup } from '@/lib/orders/get-draw-times';
import type { BetPreview } from './line-preview';

/** The time left is said for a cut-off at most this far away; a later one says its time only. */
const COUNTDOWN_WITHIN_MS = 24 * 60 * 60_000;

export interface LineCutOff {
  /** the line's first open cut-off, "M K 19:00 · 2 h 10 m"; null when all have closed */
  next: string | null;
  /** the first cut-off is within 10 minutes */
  soon: boolean;
  /** its draws that have closed, one sentence per day and cut-off ("Magnum 4D closed at 19:00 on …") */
  closed: string[];
}

/**
 * When a bet line's draws stop taking bets (issue 38 item 4): the soonest of its pools' cut-offs
 * over its dates, and any that have passed (or that the operator closed). Draws the server did not
 * name are left out: the parser and the server already refuse a pool that does not draw.
 */
export function lineCutOff(
  bet: BetPreview,
  draws: readonly DrawTime[],
  now: number,
  t: TFunction,
  language: string,
): LineCutOff {
  const isOpen = (draw: DrawTime) => draw.open && draw.closesAt > now;
  const openDraws = draws.filter(isOpen);
  const closedDraws = draws.filter((draw) => !isOpen(draw));
  const open: CutOffGroup[] = [];
  const closed: string[] = [];
  for (const date of bet.dates) {
    const compact = toCompactDate(date);
    open.push(...cutOffsOn(openDraws, compact, bet.pools));
    for (const group of cutOffsOn(closedDraws, compact, bet.pools)) {
      closed.push(
        t('drawTimes.drawClosed', {
          pools: group.pools.map((code) => poolByCode(code).name).join(', '),
          time: group.cutoff,
          date: shortDate(date, language),
        }),
      );
    }
  }
  const first = open.sort((a, b) => a.closesAt - b.closesAt)[0];
  if (!first) return { next: null, soon: false, closed };
  const left = countdown(first.closesAt, now);
  const head = `${poolLetters(first.pools)} ${first.cutoff}`;
  return {
    next: first.closesAt - now <= COUNTDOWN_WITHIN_MS ? `${head} · ${countdownText(t, left)}` : head,
    soon: left.soon,
    closed,
  };
}

/**
 * `lineCutOff` through a cache by pools and dates, for one list of draws, clock and language:
 * the lines of a block share them, and a keystroke changes one line (issue 38 item 7).
 */
export function lineCutOffCache(
  draws: readonly DrawTime[],
  now: number,
  t: TFunction,
  language: string,
): (bet: BetPreview) => LineCutOff {
  const cache = new Map<string, LineCutOff>();
  // a bet whose line reads as before keeps its object (order-previewer.ts): found by identity first
  const byBet = new WeakMap<BetPreview, LineCutOff>();
  return (bet) => {
    const known = byBet.get(bet);
    if (known) return known;
    const key = `${bet.pools.join(',')}|${bet.dates.join(',')}`;
    let cutOff = cache.get(key);
    if (!cutOff) {
      cutOff = lineCutOff(bet, draws, now, t, language);
      // a screen's blocks are a few dozen at most; start over rather than grow
      if (cache.size >= 500) cache.clear();
      cache.set(key, cutOff);
    }
    byBet.set(bet, cutOff);
    return cutOff;
  };
}
