import { cents, NO_CENTS, type Cents } from './money.js';
import type { BetFigures, LineValuation } from './position/index.js';
import { valueOf } from './position/index.js';

/**
 * One row of the 7-day statement (7天会员账目, docs/rules.md "Weekly cycle"): what reached the
 * viewer through one direct downline over the week. Signs: + means the downline pays.
 * - turnover: the owners' stake (总投注);
 * - dl: the stream the downline passes up, valued at the downline's own package (下线); its total
 *   is what the downline pays the viewer;
 * - own: what the viewer kept of it, valued at the viewer's package (自己 吃字);
 * - upline: what the viewer passes up of it, valued at the viewer's package (上线);
 * - net = dl.total - upline: the viewer's result on this stream.
 */
export interface StatementFigures {
  turnover: Cents;
  dl: { tickets: Cents; commission: Cents; win: Cents; total: Cents };
  own: { kept: Cents; commission: Cents; win: Cents; total: Cents };
  upline: Cents;
  net: Cents;
}

export function emptyStatement(): StatementFigures {
  return {
    turnover: NO_CENTS,
    dl: { tickets: NO_CENTS, commission: NO_CENTS, win: NO_CENTS, total: NO_CENTS },
    own: { kept: NO_CENTS, commission: NO_CENTS, win: NO_CENTS, total: NO_CENTS },
    upline: NO_CENTS,
    net: NO_CENTS,
  };
}

/**
 * Adds one valued line to a row. `at` is the viewer's index on the line's path (0: the owner's
 * parent; path.length: the house, which passes nothing up); `kept` is what the viewer kept of the
 * line valued at its package (null: nothing). The viewer's own (自己) figures are the kept stake
 * valued on its own, rounded as settlement rounds, so at equal packages they match its intake
 * less its pass-up (net) up to the rounding of the split: B 1.01 kept half at 2500 keeps 0.50 and
 * earns 0.38 on a losing number, while its net is 0.37 (0.76 in, 0.39 passed up). The house's
 * "own" is everything.
 */
export function addLine(
  row: StatementFigures,
  valuation: LineValuation,
  at: number,
  kept: BetFigures | null,
): void {
  const incoming = at === 0 ? valuation.owner : valuation.passUps[at - 1]!;
  const up = at < valuation.passUps.length ? valuation.passUps[at]! : null;
  row.turnover = cents(row.turnover + valuation.owner.turnover);
  row.dl.tickets = cents(row.dl.tickets + incoming.turnover);
  row.dl.commission = cents(row.dl.commission + incoming.commission);
  row.dl.win = cents(row.dl.win + incoming.win);
  const total = valueOf(incoming);
  row.dl.total = cents(row.dl.total + total);
  if (kept) {
    row.own.kept = cents(row.own.kept + kept.turnover);
    row.own.commission = cents(row.own.commission + kept.commission);
    row.own.win = cents(row.own.win + kept.win);
    row.own.total = cents(row.own.total + valueOf(kept));
  }
  const upline = up ? valueOf(up) : NO_CENTS;
  row.upline = cents(row.upline + upline);
  row.net = cents(row.net + total - upline);
}

/** Adds row `b` into `a` (totals of a statement). */
export function addRow(a: StatementFigures, b: StatementFigures): void {
  a.turnover = cents(a.turnover + b.turnover);
  for (const key of ['tickets', 'commission', 'win', 'total'] as const)
    a.dl[key] = cents(a.dl[key] + b.dl[key]);
  for (const key of ['kept', 'commission', 'win', 'total'] as const)
    a.own[key] = cents(a.own[key] + b.own[key]);
  a.upline = cents(a.upline + b.upline);
  a.net = cents(a.net + b.net);
}

/**
 * Adds a jackpot payout (APP_TYPE=gd) that reached the viewer through a row (docs/rules.md
 * "Weekly cycle" item 12). The pots are the house's and position taking keeps none of a jackpot,
 * so the house bears a payout whole and every level on the winner's path passes it up as it pays
 * it down: it counts as the row's win (下线 win and total) and in its 上线, and leaves the viewer's
 * own figures and net as they were. At the house (`passedUp` false, nothing above it) it is in the
 * net: the house pays it.
 */
export function addJackpot(row: StatementFigures, amount: Cents, passedUp: boolean): void {
  row.dl.win = cents(row.dl.win + amount);
  row.dl.total = cents(row.dl.total - amount);
  if (passedUp) row.upline = cents(row.upline - amount);
  else row.net = cents(row.net - amount);
}
