import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { checkTickets, isMmdd } from './check-ticket.service.js';

/**
 * One optional filter: missing, null or blank means "any"; anything else must match `valid`, or
 * the call is refused (parseInput names the field). `numbers`: a JSON number is read as its digits (ticket
 * ids); elsewhere a number would lose its leading zeros (0105, 0123), so only text is taken.
 */
function optionalFilter(expected: string, valid: (text: string) => boolean, numbers = false) {
  return (
    z
      .unknown()
      .transform((value, issue) => {
        if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
          return null;
        }
        const text =
          typeof value === 'string'
            ? value.trim()
            : numbers && typeof value === 'number'
              ? String(value)
              : null;
        if (text === null || !valid(text)) {
          issue.addIssue({ code: 'custom', message: `expected ${expected}, got ${JSON.stringify(value)}` });
          return z.NEVER;
        }
        return text;
      })
      // an absent field skips the transform, so it reads as undefined: "any" as well
      .optional()
  );
}

const checkTicketBody = z.object({
  date: optionalFilter('MMDD (month and day of the draw, e.g. 1122)', isMmdd),
  ticket_id: optionalFilter('a ticket id (digits only)', (text) => /^\d{1,15}$/.test(text), true),
  bet_number: optionalFilter('a bet number of 2 to 6 digits', (text) => /^\d{2,6}$/.test(text)),
});

/**
 * POST /Report/CheckTicket (spec §2 check ticket, §7): `date` (MMDD, the draw date nearest
 * today), `ticket_id`, `bet_number`, each may be empty; form-encoded or JSON. Answers
 * `{ total, count, receipts }` for the caller's tickets and its downline's (check-ticket.service).
 */
export function registerCheckTicketRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/Report/CheckTicket', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    const body = parseInput(checkTicketBody, request.body);
    return ok(
      await checkTickets(ctx, user, {
        date: body.date ?? null,
        ticketId: body.ticket_id ? Number(body.ticket_id) : null,
        betNumber: body.bet_number ?? null,
      }),
    );
  });
}
