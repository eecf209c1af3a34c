import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addDays, startOfLocalDay } from '@lotto/domain/calendar-dates';
import { cents, toPoints } from '@lotto/domain/money';
import {
  chatConfirmBody,
  chatDeleteBody,
  chatOrdersQuery,
  chatPreviewBody,
  createChatLinkCodeBody,
  type ChatDeleteAnswer,
  type ChatLinkCodeAnswer,
  type ChatOrdersAnswer,
  type ChatPreviewAnswer,
  type ChatReceipt,
} from '@lotto/contract/chat';
import { idempotencyKeyHeader } from '@lotto/contract/order';
import type { AppContext } from '../../../context.js';
import type { UserRow } from '../../../db/tables/user.table.js';
import { AppError, validationFailed } from '../../../lib/app-error.js';
import { ok, parseInput } from '../../../http/envelope.js';
import { authOf, requireUser } from '../../../http/session-guard.js';
import { confirmChatOrder, deleteChatOrder } from './chat-confirm.service.js';
import { createLinkCode } from './chat-link.service.js';
import { previewChatOrder } from './chat-preview.service.js';
import { confirmedChatOrders, orderTickets } from './chat.repository.js';

/** The paste inbox and chat links are for agents and the house (403 for a player). */
function agentUser(user: UserRow): UserRow {
  if (user.role === 'player') throw new AppError('FORBIDDEN', 'This is for agents only');
  return user;
}

/**
 * An Idempotency-Key, when sent, must be well formed; it is not needed: a preview places under its
 * own key (chat-confirm.service.ts), whatever the client sends.
 */
function checkKeyHeader(request: FastifyRequest): void {
  const header = request.headers['idempotency-key'];
  const parsed = idempotencyKeyHeader.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) throw validationFailed(parsed.error.issues[0]!.message);
}

/** Orders from chat (issue 42; docs/api.md "Orders from chat"). */
export function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireUser(ctx) };

  app.post('/Admin/ChatPreview', guard, async (request) => {
    const user = agentUser(authOf(request).user);
    const body = parseInput(chatPreviewBody, request.body);
    const answer = await previewChatOrder(ctx, {
      placer: user,
      username: body.username,
      text: body.text,
      channel: 'web',
      messageKey: null,
    });
    return ok<ChatPreviewAnswer>(answer);
  });

  app.post('/Admin/ChatConfirm', guard, async (request) => {
    const user = agentUser(authOf(request).user);
    const body = parseInput(chatConfirmBody, request.body);
    checkKeyHeader(request);
    const receipt = await confirmChatOrder(ctx, { by: user, previewId: body.previewId });
    return ok<ChatReceipt>(receipt, 'Bet successfully');
  });

  app.post('/Admin/ChatDelete', guard, async (request) => {
    const user = agentUser(authOf(request).user);
    const body = parseInput(chatDeleteBody, request.body);
    return ok<ChatDeleteAnswer>(
      await deleteChatOrder(ctx, { by: user, code: body.code }),
      'Cancel successfully',
    );
  });

  app.post('/Admin/CreateChatLinkCode', guard, async (request) => {
    const user = agentUser(authOf(request).user);
    const body = parseInput(createChatLinkCodeBody, request.body);
    return ok<ChatLinkCodeAnswer>(await createLinkCode(ctx, { by: user, username: body.username }));
  });

  app.get('/Admin/GetChatOrders', guard, async (request) => {
    const user = agentUser(authOf(request).user);
    const { date } = parseInput(chatOrdersQuery, request.query);
    const zone = ctx.env.TZ_DRAWS;
    const rows = await confirmedChatOrders(
      ctx.db.kysely,
      user.id,
      startOfLocalDay(date, zone),
      startOfLocalDay(addDays(date, 1), zone),
    );
    const orders = await Promise.all(
      rows.map(async (row) => {
        const tickets = await orderTickets(ctx.db.kysely, Number(row.order_id));
        const active = tickets.filter((ticket) => ticket.status === 'active');
        return {
          previewId: row.id,
          username: row.owner,
          placedBy: row.placer,
          channel: row.channel,
          text: row.text,
          receipt: row.receipt ?? '',
          deleteCode: row.delete_code ?? '',
          total: toPoints(cents(active.reduce((sum, t) => sum + Number(t.accepted_cents), 0))),
          ticketIds: tickets.map((ticket) => String(ticket.id)),
          confirmedAt: Number(row.confirmed_at),
        };
      }),
    );
    return ok<ChatOrdersAnswer>({ orders });
  });
}
