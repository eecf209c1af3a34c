/**
 * Time left before a draw stops taking bets (issue 38): the agent home's next cut-offs, the betting
 * screens' date chips and previews.
 */

/** A pool closing within this many minutes is highlighted (issue 38). */
export const CLOSING_SOON_MINUTES = 10;

export interface Countdown {
  /** whole hours and minutes left (rounded down), 0 and 0 once closed */
  hours: number;
  minutes: number;
  closed: boolean;
  soon: boolean;
}

/**
 * Time left until `closesAt` (epoch ms) at `now`. Minutes round down, as the cut-off counts them:
 * at 18:59:30 a 19:00 cut-off has 0 minutes left and is still open.
 */
export function countdown(closesAt: number, now: number): Countdown {
  const left = closesAt - now;
  if (left <= 0) return { hours: 0, minutes: 0, closed: true, soon: false };
  const totalMinutes = Math.floor(left / 60_000);
  return {
    hours: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
    closed: false,
    soon: totalMinutes < CLOSING_SOON_MINUTES,
  };
}

/** A countdown as the screens say it: "2 h 10 m", "9 m", "Closed" (shared texts `drawTimes`). */
export function countdownText(
  t: (key: string, options?: Record<string, unknown>) => string,
  left: Countdown,
) {
  if (left.closed) return t('drawTimes.closed');
  return left.hours > 0
    ? t('drawTimes.hoursLeft', { hours: left.hours, minutes: left.minutes })
    : t('drawTimes.minutesLeft', { minutes: left.minutes });
}
