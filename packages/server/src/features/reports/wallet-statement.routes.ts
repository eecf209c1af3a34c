import type { FastifyInstance } from 'fastify';
import { addDays, daysBetween, startOfLocalDay } from '@lotto/domain/calendar-dates';
import { toPoints, type Cents } from '@lotto/domain/money';
import type { AppContext } from '../../context.js';
import { validationFailed } from '../../lib/app-error.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { walletStatementQuery, type WalletStatementRow } from '@lotto/contract/reports';
import { formatStamp } from '../../lib/local-time.js';

/** The longest range one statement covers, and the most rows it answers (oldest first). */
const MAX_DAYS = 366;
const MAX_ROWS = 5_000;

/**
 * Wallet statement (spec §2, §3 row): the caller's own ledger entries whose time falls on the
 * local dates fromDate..toDate (MM/DD/yyyy, draw time zone, inclusive; swapped if reversed),
 * oldest first, each straight from the ledger: `formattedDate` ('dd/MM/yyyy HH:mm:ss'), `remark`,
 * `preBalance`, `amount` (negative for debits), `postBalance`, in points, and `by`: who acted (the
 * user itself, an upline who edited or cancelled its ticket, whoever gave credit or entered the result).
 */
export function registerWalletStatementRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Report/GetWalletStatement', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    const query = parseInput(walletStatementQuery, request.query);
    const [from, to] =
      query.fromDate <= query.toDate ? [query.fromDate, query.toDate] : [query.toDate, query.fromDate];
    if (daysBetween(from, to) >= MAX_DAYS) {
      throw validationFailed(`fromDate..toDate: at most ${MAX_DAYS} days at a time`);
    }
    const zone = ctx.env.TZ_DRAWS;
    const rows = await ctx.db.kysely
      .selectFrom('ledger_entries')
      .select([
        'id',
        'created_at',
        'remark',
        'pre_balance_cents',
        'amount_cents',
        'post_balance_cents',
        'actor_name',
      ])
      .where('user_id', '=', user.id)
      .where('created_at', '>=', startOfLocalDay(from, zone))
      .where('created_at', '<', startOfLocalDay(addDays(to, 1), zone))
      .orderBy('id')
      .limit(MAX_ROWS)
      .execute();
    return ok<WalletStatementRow[]>(
      rows.map((row) => ({
        id: String(row.id),
        formattedDate: formatStamp(Number(row.created_at), zone),
        remark: row.remark,
        preBalance: toPoints(Number(row.pre_balance_cents) as Cents),
        amount: toPoints(Number(row.amount_cents) as Cents),
        postBalance: toPoints(Number(row.post_balance_cents) as Cents),
        by: row.actor_name,
      })),
    );
  });
}
