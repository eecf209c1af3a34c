import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BET_TYPE_CODES, EAT_TYPE_BET, type BetTypeCode } from '@lotto/domain/bet-types';
import { formatYmdCompact } from '@lotto/domain/calendar-dates';
import { toPoints, type Cents } from '@lotto/domain/money';
import type { PatternCode } from '@lotto/domain/patterns';
import { poolByCode } from '@lotto/domain/pools';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { compactDateParam } from '../../http/wire-dates.js';
import { formatStamp } from '../../lib/local-time.js';
import { activeTicketsOfDraw, linesOfTickets, type BetReportLineRow } from './bet-report.repository.js';

/**
 * The amount labels and their order are the receipt's (domain receipt.ts, game-rules §9): the
 * eat-type letters B S A C D for B, S, 3A, 3C, 4A, the bet-type code for the rest, in eat order
 * and then catalogue order. bet-report.routes.test.ts checks every line against the receipt.
 */
const LABEL: Partial<Record<BetTypeCode, string>> = Object.fromEntries(
  Object.entries(EAT_TYPE_BET).map(([letter, code]) => [code, letter]),
);
const TYPE_ORDER: readonly BetTypeCode[] = [
  ...new Set<BetTypeCode>([...Object.values(EAT_TYPE_BET), ...BET_TYPE_CODES]),
];

/** The number as the receipt prints it, with the pattern marks of the order string. */
const MARKS: Readonly<Record<PatternCode, (n: string) => string>> = {
  NORMAL: (n) => n,
  BOX: (n) => `*${n}`,
  IBOX: (n) => `**${n}`,
  R: (n) => `${n}*`,
  'P-H': (n) => `+${n.slice(1)}`,
  'P-B': (n) => `${n.slice(0, -1)}+`,
  'L-H': (n) => `${n.slice(0, -1)}*${n.slice(-1)}`,
  'L-B': (n) => `${n.slice(0, 1)}*${n.slice(1)}`,
};

const queryShape = z.object({
  DrawDate: z.string({ error: 'required, a draw date YYYYMMDD' }).pipe(compactDateParam()),
  TicketId: z
    .string()
    .optional()
    .transform((value, issue) => {
      const text = value?.trim() ?? '';
      if (text === '') return undefined; // a blank box means no ticket filter
      if (!/^\d{1,15}$/.test(text)) {
        issue.addIssue({ code: 'custom', message: `expected a ticket number (digits only), got "${value}"` });
        return z.NEVER;
      }
      return Number(text);
    }),
  // The spec's client always sends it; every answer is read fresh, so it changes nothing.
  ForceSearch: z.enum(['true', 'false']).optional(),
});

/** The accepted amounts of a line; a type a sell limit sold out (accepted 0) is no bet, so left out. */
function eatTypesOf(acceptedJson: string) {
  const accepted = JSON.parse(acceptedJson) as Partial<Record<BetTypeCode, Cents>>;
  return TYPE_ORDER.filter((code) => (accepted[code] ?? 0) > 0).map((code) => ({
    type: LABEL[code] ?? code,
    amount: toPoints(accepted[code]!),
  }));
}

/**
 * Bet report (spec §2, §3 "Bet report ticket"): the active tickets of one draw date that the caller
 * may see (its own; an agent's or the house's whole downline), newest first, each with one entry
 * per line: the number with its pattern marks and, per pool, the accepted amount of each bet type.
 */
export function registerBetReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Report/GetBetReport', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    const query = parseInput(queryShape, request.query);
    const db = ctx.db.kysely;
    const tickets = await activeTicketsOfDraw(db, {
      rootId: user.id,
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
    return ok(
      tickets.map((ticket) => {
        const poolShortCode = poolByCode(ticket.pool).letter;
        return {
          ticketXId: String(ticket.id),
          pool: ticket.pool,
          drawDate: formatYmdCompact(ticket.draw_date),
          datetime: formatStamp(Number(ticket.created_at), ctx.env.TZ_DRAWS),
          username: ticket.username,
          ticketDetails: (linesByTicket.get(Number(ticket.id)) ?? []).map((line) => ({
            number: MARKS[line.pattern](line.number),
            details: [{ poolShortCode, eatTypes: eatTypesOf(line.accepted_json) }],
          })),
        };
      }),
    );
  });
}
