import { canonicalJson } from '../../lib/canonical-json.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toPoints } from '@lotto/domain/money';
import type { AppContext } from '../../context.js';
import { AppError, validationFailed } from '../../lib/app-error.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { poolSchedules } from '../../common/schedule.repository.js';
import { eatSequenceOfUser } from '../../common/eat-sequence.js';
import { runWrite } from '../../db/run-write.js';
import { cancelTicketsWrite, cancelTicketWrite, placeOrderWrite } from './order.writes.js';
import { visibleTicket } from './cancel.service.js';
import { formatStamp } from '../../lib/local-time.js';
import {
  idempotencyKeyHeader,
  makeOrderAdvancedBody,
  makeOrderBody,
  ticketListQuery,
  type TicketListItem,
} from '@lotto/contract/order';
import {
  cancelMultipleOrderBody,
  cancelOrderQuery,
  ticketDetailsQuery,
  type CancelMultipleOrderAnswer,
  type CancelOrderAnswer,
  type TicketDetailsAnswer,
} from '@lotto/contract/tickets';
import { draftsFromCart, draftsFromOrderString, type OrderCalendar } from './order-input.js';
import type { TicketRow, TicketStatus } from '../../db/tables/order.table.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { findDownlineUser } from '../../common/downline-scope.js';
import { listCustomerTickets } from './customer-tickets.repository.js';
import { linesOf, listTickets, ticketLines, usernamesOf } from '../../common/ticket.repository.js';
import { ticketOrderString, ticketReceipt } from '../../common/ticket-text.js';
import { cancellableTicketIds } from '../../common/cancellable.js';
import { TICKET_STATUS_NAME } from '../../common/ticket-status.js';
import { ticketCart } from './ticket-cart.js';
import { counterNotesOf } from '../../common/ticket-counter.repository.js';

const STATUS_BY_TARGET: Record<string, TicketStatus> = { '1': 'active', '2': 'voided', '3': 'failed' };

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireUser(ctx) };

  async function calendarOf(): Promise<OrderCalendar> {
    return {
      appType: ctx.env.APP_TYPE,
      schedules: await poolSchedules(ctx),
      nowMs: ctx.clock(),
      timeZone: ctx.env.TZ_DRAWS,
    };
  }

  function keyOf(request: FastifyRequest): string | null {
    const header = request.headers['idempotency-key'];
    const parsed = idempotencyKeyHeader.safeParse(Array.isArray(header) ? header[0] : header);
    if (!parsed.success) throw validationFailed(parsed.error.issues[0]!.message);
    return parsed.data ?? null;
  }

  app.post('/Order/MakeOrder', guard, async (request) => {
    const { user } = authOf(request);
    const cart = parseInput(makeOrderBody, request.body);
    const calendar = await calendarOf();
    const receipt = await runWrite(ctx, placeOrderWrite, {
      user,
      source: 'normal',
      drafts: draftsFromCart(cart, calendar),
      remark: cart.remark,
      phone: cart.phone,
      idempotencyKey: keyOf(request),
      body: canonicalJson(request.body),
      replacesTicketId: null,
      forUsername: cart.ForUsername ?? null,
      now: calendar.nowMs,
    });
    return ok(receipt, 'Bet successfully');
  });

  app.post('/Order/MakeOrderAdvanced', guard, async (request) => {
    const { user } = authOf(request);
    const body = parseInput(makeOrderAdvancedBody, request.body);
    const calendar = await calendarOf();
    const idOf = (field: 'existing_ticket_id' | 'reorder_ticket_id'): number | null => {
      const value = body[field];
      if (value === null || value === undefined || value === '') return null;
      const id = Number(value);
      if (!Number.isSafeInteger(id) || id <= 0) throw validationFailed(`${field}: expected a ticket id`);
      return id;
    };
    const existing = idOf('existing_ticket_id');
    const reorder = idOf('reorder_ticket_id');
    if (existing !== null && reorder !== null) {
      throw validationFailed('existing_ticket_id, reorder_ticket_id: an order edits or reorders, not both');
    }
    const receipt = await runWrite(ctx, placeOrderWrite, {
      user,
      source: 'advanced',
      drafts: draftsFromOrderString(body.str2, eatSequenceOfUser(user), calendar),
      remark: body.remark,
      phone: '',
      idempotencyKey: keyOf(request),
      body: canonicalJson(request.body),
      replacesTicketId: existing,
      reorderTicketId: reorder,
      forUsername: body.ForUsername ?? null,
      now: calendar.nowMs,
    });
    return ok(receipt, 'Bet successfully');
  });

  app.get('/Order/GetTicketList', guard, async (request) => {
    const { user } = authOf(request);
    const query = parseInput(ticketListQuery, request.query);
    const range = {
      from: query.datefrom <= query.dateto ? query.datefrom : query.dateto,
      to: query.datefrom <= query.dateto ? query.dateto : query.datefrom,
      status: STATUS_BY_TARGET[query.targetstatus]!,
    };
    const rows: (TicketRow & { owner?: string; placer?: string | null })[] =
      query.scope === 'customers'
        ? await customerTickets(user, { ...range, customer: query.customer, search: query.search })
        : await listTickets(ctx.db.kysely, { userId: user.id, ...range });
    const cancellable = await cancellableTicketIds(ctx, rows);
    return ok(
      rows.map((row): TicketListItem => ({
        betId: String(row.id),
        datetime: formatStamp(row.created_at, ctx.env.TZ_DRAWS),
        drawDate: row.draw_date,
        pool: row.pool,
        // What the ticket cost: a failed (sold-out) ticket was never placed and debited nothing.
        value: toPoints(row.accepted_cents),
        status: TICKET_STATUS_NAME[row.status],
        cancellable: cancellable.has(Number(row.id)),
        ...(row.owner === undefined
          ? {}
          : { owner: row.owner, placedBy: row.placer ?? row.owner, remark: row.remark }),
      })),
    );
  });

  /** Betting history's Customers tab (issue 38 item 3): an agent's or the house's downline only. */
  async function customerTickets(
    user: UserRow,
    filter: { from: string; to: string; status: TicketStatus; customer?: string; search?: string },
  ) {
    if (user.role === 'player') throw new AppError('FORBIDDEN', 'scope: a player has no customers');
    const owner = filter.customer ? await findDownlineUser(ctx.db.kysely, user, filter.customer) : undefined;
    return listCustomerTickets(ctx.db.kysely, {
      rootId: user.id,
      from: filter.from,
      to: filter.to,
      status: filter.status,
      ownerId: owner?.id,
      search: filter.search,
    });
  }

  app.get('/Order/GetTicketDetails', guard, async (request) => {
    const { user } = authOf(request);
    const { betId } = parseInput(ticketDetailsQuery, request.query);
    const ticket = await visibleTicket(ctx.db.kysely, user, betId);
    const [lines, names, cancellable, counter] = await Promise.all([
      ticketLines(ctx.db.kysely, ticket.id).then(linesOf),
      usernamesOf(ctx.db.kysely, [ticket.user_id, ticket.placed_by, ticket.voided_by]),
      cancellableTicketIds(ctx, [ticket]),
      counterNotesOf(ctx.db.kysely, [ticket], ctx.env.TZ_DRAWS),
    ]);
    const nameOf = (id: number | null) => (id === null ? null : (names.get(Number(id)) ?? null));
    return ok<TicketDetailsAnswer>({
      betId: String(ticket.id),
      status: TICKET_STATUS_NAME[ticket.status],
      datetime: formatStamp(ticket.created_at, ctx.env.TZ_DRAWS),
      total: toPoints(ticket.accepted_cents),
      orderstring: ticketOrderString(ticket, lines),
      orderresponse: ticketReceipt(ticket, lines, ctx.env.TZ_DRAWS, ticket.status === 'voided'),
      remark: ticket.remark,
      phone: ticket.phone,
      // Cancel and Edit are offered only while the draw is open (the cancel checks again).
      cancellable: cancellable.has(Number(ticket.id)),
      // Narrowed again on reading: tickets stored before carried their whole order's cart.
      cartObject: ticket.cart_json
        ? ticketCart(JSON.parse(ticket.cart_json) as unknown, ticket.pool, ticket.draw_date)
        : null,
      // Whose ticket it is and who acted on it: the owner, or an upline who edited or reordered
      // it for the owner (placedBy), or cancelled it (voidedBy, null while it is not voided).
      owner: nameOf(ticket.user_id),
      placedBy: nameOf(ticket.placed_by ?? ticket.user_id),
      voidedBy: nameOf(ticket.voided_by),
      // At the counter (issue 44): prints of its slip, its win and its claim.
      ...counter(ticket.id),
    });
  });

  app.get('/Order/CancelOrder', guard, async (request) => {
    const { user } = authOf(request);
    const { header_id } = parseInput(cancelOrderQuery, request.query);
    const ticket = await runWrite(ctx, cancelTicketWrite, {
      ticketId: header_id,
      by: user,
      now: ctx.clock(),
    });
    return ok<CancelOrderAnswer>({ cancelled: [String(ticket.id)] }, 'Cancel successfully');
  });

  app.post('/Order/CancelMultipleOrder', guard, async (request) => {
    const { user } = authOf(request);
    const body = parseInput(cancelMultipleOrderBody, request.body);
    if (body.header_ids.length === 0) throw new AppError('PLEASE_SELECT_AT_LEAST_ONE_ORDER_TO_CANCEL');
    const cancelled = await runWrite(ctx, cancelTicketsWrite, {
      ticketIds: body.header_ids,
      by: user,
      now: ctx.clock(),
    });
    return ok<CancelMultipleOrderAnswer>(cancelled.map(String), 'Cancel successfully');
  });
}
