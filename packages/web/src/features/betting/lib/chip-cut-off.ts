import type { DrawTime } from '@lotto/contract/draws';
import { poolByCode } from '@lotto/domain/pools';
import type { TFunction } from 'i18next';
import { countdown, countdownText } from '@/lib/dates/countdown';
import { cutOffsOn, poolLetters } from '@/lib/orders/get-draw-times';

/** A countdown is shown on a chip whose first cut-off is at most this far away. */
const COUNTDOWN_WITHIN_MS = 24 * 60 * 60_000;

export interface ChipCutOff {
  /** "19:00", or "S 18:00 · 19:00": the pools of the usual cut-off need no letters */
  times: string;
  /** time left to the first cut-off of the day ("2 h 10 m"), within a day only */
  left: string | null;
  /** the first cut-off is within 10 minutes */
  soon: boolean;
  /** every pool's cut-off by name, for a screen reader */
  full: string;
}

/**
 * What a draw-date chip says of its cut-offs (issue 38 item 4): the times at which its open pools
 * stop taking bets and, when the first is within a day, the time left to it. Null when the server
 * named no open draw of the day's pools.
 */
export function chipCutOff(
  draws: readonly DrawTime[],
  option: { fullDate: string; pools?: readonly string[] | undefined },
  now: number,
  t: TFunction,
): ChipCutOff | null {
  // a cut-off passed since the answer came is closed too: the chip moves on to the next one
  const open = draws.filter(
    (draw) => draw.open && draw.closesAt > now && (option.pools?.includes(draw.pool) ?? true),
  );
  const groups = cutOffsOn(open, option.fullDate);
  const first = groups[0];
  if (!first) return null;
  const largest = groups.reduce((big, group) => (group.pools.length > big.pools.length ? group : big), first);
  const times = groups
    .map((group) => (group === largest ? group.cutoff : `${poolLetters(group.pools)} ${group.cutoff}`))
    .join(' · ');
  const left = countdown(first.closesAt, now);
  const full = t('drawTimes.cutOffs', {
    list: groups
      .map((group) => `${group.pools.map((code) => poolByCode(code).name).join(', ')} ${group.cutoff}`)
      .join('; '),
  });
  return {
    times,
    left: first.closesAt - now <= COUNTDOWN_WITHIN_MS ? countdownText(t, left) : null,
    soon: left.soon,
    full: left.soon ? `${full} (${t('drawTimes.closingSoon')})` : full,
  };
}
