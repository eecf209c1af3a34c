import type { FastifyInstance } from 'fastify';
import { checkTicketBody, type CheckTicketAnswer } from '@lotto/contract/tickets';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { checkTickets } from './check-ticket.service.js';

/**
 * POST /Report/CheckTicket (spec §2 check ticket, §7): `date` (MMDD, the draw date nearest
 * today), `ticket_id`, `bet_number`, each may be empty; form-encoded or JSON. Answers
 * `{ total, count, receipts }` for the caller's tickets and its downline's (check-ticket.service).
 */
export function registerCheckTicketRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/Report/CheckTicket', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    const body = parseInput(checkTicketBody, request.body);
    return ok<CheckTicketAnswer>(
      await checkTickets(ctx, user, {
        date: body.date ?? null,
        ticketId: body.ticket_id ? Number(body.ticket_id) : null,
        betNumber: body.bet_number ?? null,
      }),
    );
  });
}
