import { addDays, formatYmdCompact } from '@lotto/domain/calendar-dates';
import { cents, NO_CENTS, toPoints, type Cents } from '@lotto/domain/money';
import { openOf, weekAt, weekLabel } from '@lotto/domain/weekly-cycle';
import { addRow, emptyStatement, type StatementFigures } from '@lotto/domain/weekly-statement';
import type { WeeklyStatementAnswer, WeeklyStatementRow } from '@lotto/contract/weekly';
import type { AppContext } from '../../context.js';
import { findDownlineUser, type Operator } from '../../common/downline-scope.js';
import { jackpotPayouts, statementRows, worldOf } from './weekly-flows.js';
import { carriedInto, paymentsOf, readLedger } from './weekly-ledger.js';
import {
  allCycleUsers,
  closedWeeks,
  packageRates,
  settledJackpots,
  settledLines,
} from './weekly.repository.js';
import { requireWeekly } from './weekly.service.js';

const ZONE_NAMES: Record<string, string> = {
  'Asia/Kuala_Lumpur': 'Malaysia time',
  'Asia/Singapore': 'Singapore time',
};

interface Balance {
  carried: Cents;
  received: Cents;
  paid: Cents;
}

function wireRow(
  name: string,
  role: string,
  figures: StatementFigures,
  balance: Balance,
): WeeklyStatementRow {
  const p = (amount: number) => toPoints(cents(amount));
  return {
    name,
    role,
    turnover: p(figures.turnover),
    dl: {
      tickets: p(figures.dl.tickets),
      commission: p(figures.dl.commission),
      win: p(figures.dl.win),
      total: p(figures.dl.total),
    },
    own: {
      kept: p(figures.own.kept),
      commission: p(figures.own.commission),
      win: p(figures.own.win),
      total: p(figures.own.total),
    },
    upline: p(figures.upline),
    net: p(figures.net),
    carried: p(balance.carried),
    received: p(balance.received),
    paid: p(balance.paid),
    open: p(openOf({ computed: figures.dl.total, ...balance })),
  };
}

/**
 * GetWeeklyStatement (7天会员账目, rule 5-6): the week's rows of the operator (or of `member`, a
 * user of its downline, as that user sees them), one per direct downline that bet or owes, with
 * what 结账 has received and paid and what stays open. A correction after 结账 changes the
 * computed figures and shows as open.
 */
export async function getWeeklyStatement(
  ctx: AppContext,
  operator: Operator,
  query: { week?: string | undefined; member?: string | undefined },
): Promise<WeeklyStatementAnswer> {
  requireWeekly(ctx);
  const db = ctx.db.kysely;
  const viewer = query.member ? await findDownlineUser(db, operator, query.member) : operator;
  const week = query.week ?? weekAt(ctx.clock(), ctx.env.TZ_DRAWS);
  const users = await allCycleUsers(db);
  const world = worldOf(users, await packageRates(db));
  const lines = await settledLines(db, week, addDays(week, 6));
  const jackpots = jackpotPayouts(await settledJackpots(db, week, addDays(week, 6)));
  const { rows, self } = statementRows(world, lines, viewer.id, week, jackpots);
  const ledger = await readLedger(db, world, week);
  const house = viewer.role === 'admin';
  const members = users.filter((user) =>
    house
      ? user.role !== 'admin' && world.users.get(user.parentId ?? -1)?.role === 'admin'
      : user.parentId === viewer.id,
  );
  const out: WeeklyStatementRow[] = [];
  const totals = emptyStatement();
  const totalBalance = { carried: NO_CENTS, received: NO_CENTS, paid: NO_CENTS };
  let receivable = 0;
  let payable = 0;
  let open = 0;
  for (const member of members.sort((a, b) => a.username.localeCompare(b.username))) {
    const figures = rows.get(member.id) ?? emptyStatement();
    const balance = { carried: carriedInto(ledger, member.id, week), ...paymentsOf(ledger, member.id, week) };
    const idle =
      figures.turnover === 0 &&
      figures.dl.total === 0 &&
      balance.carried === 0 &&
      balance.received === 0 &&
      balance.paid === 0;
    if (idle) continue;
    out.push(wireRow(member.username, member.role, figures, balance));
    addRow(totals, figures);
    totalBalance.carried = cents(totalBalance.carried + balance.carried);
    totalBalance.received = cents(totalBalance.received + balance.received);
    totalBalance.paid = cents(totalBalance.paid + balance.paid);
    if (figures.dl.total > 0) receivable += figures.dl.total;
    else payable -= figures.dl.total;
    open += openOf({ computed: figures.dl.total, ...balance });
  }
  // What the viewer settles with its own upline: its pass-ups and its own bets.
  const toUpline = totals.upline + (self?.dl.total ?? 0);
  if (!house) {
    if (toUpline > 0) payable += toUpline;
    else receivable -= toUpline;
  }
  const closed = (await closedWeeks(db)).includes(week);
  return {
    week: formatYmdCompact(week),
    label: weekLabel(week),
    timeZone: ZONE_NAMES[ctx.env.TZ_DRAWS] ?? ctx.env.TZ_DRAWS,
    zoneId: ctx.env.TZ_DRAWS,
    closed,
    member: viewer.username,
    rows: out,
    self: self
      ? wireRow(viewer.username, viewer.role, self, { carried: NO_CENTS, received: NO_CENTS, paid: NO_CENTS })
      : null,
    totals: wireRow('', '', totals, totalBalance),
    summary: {
      receivable: toPoints(cents(receivable)),
      payable: toPoints(cents(payable)),
      net: toPoints(cents(receivable - payable)),
      open: toPoints(cents(open)),
    },
  };
}
