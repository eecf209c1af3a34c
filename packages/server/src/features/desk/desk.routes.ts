import type { FastifyInstance } from 'fastify';
import { addDays, formatYmdCompact, localDateTime, startOfLocalDay } from '@lotto/domain/calendar-dates';
import { cutoffMinutes, openDrawDatesByPool } from '@lotto/domain/draw-calendar';
import { NO_CENTS, sumCents, toPoints } from '@lotto/domain/money';
import type { UserRow } from '../../db/tables/user.table.js';
import {
  customersQuery,
  MAX_CUSTOMERS,
  type AgentDeskAnswer,
  type CustomersAnswer,
  type CutOff,
} from '@lotto/contract/desk';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { getBalance } from '../../common/ledger.repository.js';
import { poolSchedules } from '../../common/schedule.repository.js';
import { creditGiven, listCustomers, turnoverByCustomer } from './desk.repository.js';

/** A player has no customers: the desk's calls are for agents and the house (403 otherwise). */
function deskUser(user: UserRow): UserRow {
  if (user.role === 'player') throw new AppError('FORBIDDEN', 'This is for agents only');
  return user;
}

/**
 * The agent's desk (issue 38): the customers it bets for (the For picker of both betting modes)
 * and its home's figures. Scope is the caller's tree, decided in SQL (common/downline-scope.ts).
 */
export function registerDeskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireUser(ctx) };

  app.get('/Order/GetCustomers', guard, async (request) => {
    const user = deskUser(authOf(request).user);
    const { search } = parseInput(customersQuery, request.query);
    const rows = await listCustomers(ctx.db.kysely, user.id, { search, limit: MAX_CUSTOMERS + 1 });
    return ok<CustomersAnswer>({
      customers: rows.slice(0, MAX_CUSTOMERS).map((row) => ({
        username: row.username,
        status: row.status,
        creditLeft: toPoints(row.balance_cents),
        remark: row.remark ?? '',
        phone: row.phone ?? '',
      })),
      more: rows.length > MAX_CUSTOMERS,
    });
  });

  app.get('/Report/GetAgentDesk', guard, async (request) => {
    const user = deskUser(authOf(request).user);
    const now = ctx.clock();
    const zone = ctx.env.TZ_DRAWS;
    const today = localDateTime(now, zone).date;
    const schedules = await poolSchedules(ctx);
    const [turnover, given, balance] = await Promise.all([
      turnoverByCustomer(ctx.db.kysely, user.id, {
        from: startOfLocalDay(today, zone),
        to: startOfLocalDay(addDays(today, 1), zone),
        firstDrawDate: today,
      }),
      creditGiven(ctx.db.kysely, user),
      getBalance(ctx.db.kysely, user.id),
    ]);
    const cutOffs: CutOff[] = Object.entries(openDrawDatesByPool(schedules, now, zone)).flatMap(
      ([pool, dates]) => {
        const schedule = schedules.find((s) => s.pool === pool);
        const next = [...dates].sort()[0];
        if (!schedule || !next) return [];
        const closesAt = startOfLocalDay(next, zone) + cutoffMinutes(schedule.cutoff) * 60_000;
        return [{ pool, drawDate: formatYmdCompact(next), cutoff: schedule.cutoff, closesAt }];
      },
    );
    cutOffs.sort((a, b) => a.closesAt - b.closesAt || a.pool.localeCompare(b.pool));
    const total = sumCents(turnover.map((row) => row.cents));
    return ok<AgentDeskAnswer>({
      date: formatYmdCompact(today),
      now,
      turnover: {
        total: toPoints(total),
        tickets: turnover.reduce((sum, row) => sum + row.tickets, 0),
        customers: turnover.map((row) => ({
          username: row.username,
          turnover: toPoints(row.cents),
          tickets: row.tickets,
        })),
      },
      credit: { left: toPoints(balance ?? NO_CENTS), given: toPoints(given) },
      cutOffs,
    });
  });
}
