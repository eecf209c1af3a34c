import type { FastifyInstance } from 'fastify';
import {
  claimsQuery,
  claimTicketBody,
  decideClaimBody,
  markPrintedBody,
  MAX_CLAIM_PHOTO_BYTES,
  setCashOutLimitBody,
  type Claim,
  type ClaimsAnswer,
  type MarkPrintedAnswer,
} from '@lotto/contract/counter';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireRole, requireUser } from '../../http/session-guard.js';
import { markPrinted } from './slip.service.js';
import { claimTicket } from './claim.service.js';
import { claimsReport, decideClaim, setCashOutLimitOf } from './claims-admin.service.js';

/** A claim's body: the fields, and an ID photo as base64 (4/3 of its bytes). */
const CLAIM_BODY_LIMIT = Math.ceil((MAX_CLAIM_PHOTO_BYTES * 4) / 3) + 16 * 1024;

/**
 * At the counter (issue 44, docs/product.md "At the counter"): POST /Order/MarkPrinted counts a
 * print of a ticket's slip, POST /Order/ClaimTicket pays a winning ticket once, POST
 * /Order/DecideClaim lets an upline approve a claim above the cash-out limit, GET /Report/GetClaims
 * lists claims of the caller's downline, POST /Admin/SetCashOutLimit sets an agent's limit.
 */
export function registerCounterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireUser(ctx) };

  app.post('/Order/MarkPrinted', guard, async (request) => {
    const { ticketId } = parseInput(markPrintedBody, request.body);
    return ok<MarkPrintedAnswer>(await markPrinted(ctx, authOf(request).user, ticketId));
  });

  app.post('/Order/ClaimTicket', { ...guard, bodyLimit: CLAIM_BODY_LIMIT }, async (request) => {
    const body = parseInput(claimTicketBody, request.body);
    const claim = await claimTicket(ctx, authOf(request).user, body);
    return ok<Claim>(claim, claim.status === 'Paid' ? 'Claim paid' : 'Claim waits for approval');
  });

  app.post('/Order/DecideClaim', guard, async (request) => {
    const input = parseInput(decideClaimBody, request.body);
    await decideClaim(ctx, authOf(request).user, input);
    return ok(null, input.approve ? 'Claim approved' : 'Claim refused');
  });

  app.get('/Report/GetClaims', guard, async (request) => {
    const query = parseInput(claimsQuery, request.query);
    return ok<ClaimsAnswer>(await claimsReport(ctx, authOf(request).user, query));
  });

  app.post(
    '/Admin/SetCashOutLimit',
    { preHandler: requireRole(ctx, ['admin', 'agent']) },
    async (request) => {
      const input = parseInput(setCashOutLimitBody, request.body);
      await setCashOutLimitOf(ctx, authOf(request).user, input);
      return ok(null, input.cashOutLimit ? 'Cash-out limit set' : 'Cash-out limit removed');
    },
  );
}
