import type { FastifyInstance } from 'fastify';
import type { BetTypeCode } from '@lotto/domain/bet-types';
import { formatYmdCompact } from '@lotto/domain/calendar-dates';
import { toPoints, type Cents } from '@lotto/domain/money';
import { poolByCode } from '@lotto/domain/pools';
import { AMOUNT_ORDER, amountLabel, markedNumber } from '@lotto/domain/receipt-vocabulary';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { betReportQuery, type BetReportTicket } from '@lotto/contract/reports';
import { formatStamp } from '../../lib/local-time.js';
import { activeTicketsOfDraw, linesOfTickets, type BetReportLineRow } from './bet-report.repository.js';
import { isWholeTree } from '../../common/downline-scope.js';

/**
 * The accepted amounts of a line, labelled and ordered as the receipt prints them (domain
 * receipt-vocabulary.ts); a type a sell limit sold out (accepted 0) is no bet, so left out.
 * bet-report.routes.test.ts checks every line against the receipt.
 */
function eatTypesOf(acceptedJson: string) {
  const accepted = JSON.parse(acceptedJson) as Partial<Record<BetTypeCode, Cents>>;
  return AMOUNT_ORDER.filter((code) => (accepted[code] ?? 0) > 0).map((code) => ({
    type: amountLabel(code),
    amount: toPoints(accepted[code]!),
  }));
}

/**
 * Bet report (spec §2, §3 "Bet report ticket"): the active tickets of one draw date that the caller
 * may see (its own; an agent's or the house's whole downline), newest first, each with one entry
 * per line: the number with its pattern marks and, per pool, the accepted amount of each bet type.
 * A TicketId finds that ticket on whatever draw date it is; its `drawDate` says which.
 */
export function registerBetReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Report/GetBetReport', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    const query = parseInput(betReportQuery, request.query);
    const db = ctx.db.kysely;
    const tickets = await activeTicketsOfDraw(db, {
      rootId: user.id,
      wholeTree: await isWholeTree(db, user.id),
      drawDate: query.DrawDate,
      ticketId: query.TicketId,
    });
    const lines = await linesOfTickets(
      db,
      tickets.map((ticket) => Number(ticket.id)),
    );
    const linesByTicket = new Map<number, BetReportLineRow[]>();
    for (const line of lines) {
      const id = Number(line.ticket_id);
      const list = linesByTicket.get(id);
      if (list) list.push(line);
      else linesByTicket.set(id, [line]);
    }
    return ok<BetReportTicket[]>(
      tickets.map((ticket) => {
        const poolShortCode = poolByCode(ticket.pool).letter;
        return {
          ticketXId: String(ticket.id),
          pool: ticket.pool,
          drawDate: formatYmdCompact(ticket.draw_date),
          datetime: formatStamp(Number(ticket.created_at), ctx.env.TZ_DRAWS),
          username: ticket.username,
          ticketDetails: (linesByTicket.get(Number(ticket.id)) ?? []).map((line) => ({
            number: markedNumber(line.pattern, line.number),
            details: [{ poolShortCode, eatTypes: eatTypesOf(line.accepted_json) }],
          })),
        };
      }),
    );
  });
}
