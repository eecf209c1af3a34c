import type { FastifyInstance } from 'fastify';
import { addDays, daysBetween, formatYmdCompact, startOfLocalDay } from '@lotto/domain/calendar-dates';
import { readCents, toPoints } from '@lotto/domain/money';
import type { AppContext } from '../../context.js';
import { validationFailed } from '../../lib/app-error.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { walletStatementQuery, type WalletEntryKind, type WalletStatementRow } from '@lotto/contract/reports';
import { formatStamp } from '../../lib/local-time.js';
import { parseSettlementRef, SETTLEMENT_REF_TYPE } from '../../common/settlement-ref.js';
import { TRANSFER_REF_TYPE } from '../../common/credit-transfer.repository.js';
import { statementEntries, type StatementEntryRow } from './wallet-statement.repository.js';

/** The longest range one statement covers, and the most rows it answers (oldest first). */
const MAX_DAYS = 366;
const MAX_ROWS = 5_000;

/**
 * Wallet statement (spec §2, §3 row): the caller's own ledger entries whose time falls on the
 * local dates fromDate..toDate (MM/DD/yyyy, draw time zone, inclusive; swapped if reversed),
 * oldest first, each straight from the ledger: `formattedDate` ('dd/MM/yyyy HH:mm:ss'), `remark`,
 * `preBalance`, `amount` (negative for debits), `postBalance`, in points, and `by`: who acted (the
 * user itself, an upline who edited or cancelled its ticket, whoever gave credit or entered the result).
 * The remark is English; `kind`, `pool`, `drawDate` and `counterparty` are the parts a screen words
 * the row from in the user's language (issue 36 item 12), read from the row's kind and reference,
 * so entries written before they existed have them too.
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
    const rows = await statementEntries(ctx.db.kysely, {
      userId: user.id,
      fromMs: startOfLocalDay(from, zone),
      toMs: startOfLocalDay(addDays(to, 1), zone),
      limit: MAX_ROWS,
    });
    return ok<WalletStatementRow[]>(
      rows.map((row) => ({
        id: String(row.id),
        formattedDate: formatStamp(Number(row.created_at), zone),
        remark: row.remark,
        preBalance: toPoints(readCents(row.pre_balance_cents)),
        amount: toPoints(readCents(row.amount_cents)),
        postBalance: toPoints(readCents(row.post_balance_cents)),
        by: row.actor_name,
        ...partsOf(row),
      })),
    );
  });
}

/**
 * A settlement entry names its draw (the reference says which); a credit move names the other
 * side: the other entry's owner of a transfer, else (the house gave or took, or adjusted) who acted.
 */
function partsOf(
  row: StatementEntryRow,
): Pick<WalletStatementRow, 'kind' | 'pool' | 'drawDate' | 'counterparty'> {
  const kind: WalletEntryKind = row.kind;
  const draw = row.ref_type === SETTLEMENT_REF_TYPE ? parseSettlementRef(row.ref_id) : null;
  const creditMove = row.ref_type === TRANSFER_REF_TYPE || kind === 'credit_add' || kind === 'credit_deduct';
  return {
    kind,
    pool: draw?.pool ?? null,
    drawDate: draw ? formatYmdCompact(draw.drawDate) : null,
    counterparty: creditMove ? (row.other_party ?? row.actor_name) : null,
  };
}
