import { cents, formatPoints, toPoints } from '@lotto/domain/money';
import type { ChatDeleteAnswer, ChatReceipt } from '@lotto/contract/chat';
import type { BetStatus } from '@lotto/contract/order';
import type { AppContext } from '../../../context.js';
import type { ChatPreviewTable } from '../../../db/tables/chat.table.js';
import type { UserRow } from '../../../db/tables/user.table.js';
import { runWrite } from '../../../db/run-write.js';
import { AppError, validationFailed } from '../../../lib/app-error.js';
import { isUniqueViolation } from '../../../db/transactions.js';
import { formatStamp } from '../../../lib/local-time.js';
import { isSelfOrDownline } from '../../../common/downline-scope.js';
import { findUserById } from '../../../common/user.repository.js';
import { findOrderByKey } from '../order.repository.js';
import { cancelTicketWrite, placeOrderWrite } from '../order.writes.js';
import { drawClosedError, draftPastCutOff, type TicketDraft } from '../place-order.rules.js';
import { DELETE_CODE_LENGTH, chatCode, normaliseCode } from './chat-codes.js';
import { calendarOf } from './chat-preview.service.js';
import {
  findPreview,
  findPreviewByDeleteCode,
  markCancelled,
  markConfirmed,
  orderTickets,
} from './chat.repository.js';

export interface ChatConfirmInput {
  /** who confirms: only the preview's placer may (the sender, in a chat) */
  by: UserRow;
  previewId: string;
}

/**
 * The key the order of a preview is placed under, whatever key the client sent: two confirms in
 * flight (a double tap, the inbox and the chat's button, a client with a new key per tap) both
 * reach the order path under this one key, which places once and replays the first receipt.
 */
const previewKey = (id: string) => `chat:${id}`;

/**
 * Confirms a preview into one order through the advanced order path (docs/rules.md "Orders from
 * chat"): placed by its placer for its customer, recorded as a chat order, under the preview's
 * key so that a double tap or a redelivered confirm places once and answers the same receipt and
 * delete code. Refused once the preview expired (10 minutes, or its earliest cut-off).
 */
export async function confirmChatOrder(ctx: AppContext, input: ChatConfirmInput): Promise<ChatReceipt> {
  const preview = await findPreview(ctx.db.kysely, input.previewId);
  if (!preview || Number(preview.placed_by) !== input.by.id) {
    throw new AppError('NOT_FOUND', `No preview ${input.previewId}`);
  }
  if (preview.status === 'confirmed') return receiptOf(ctx, preview);
  if (preview.status === 'cancelled') throw validationFailed('previewId: this preview was cancelled');
  const key = previewKey(preview.id);
  const now = ctx.clock();
  const placedBefore = await findOrderByKey(ctx.db.kysely, input.by.id, key);
  const calendar = await calendarOf(ctx);
  const customer = await findUserById(ctx.db.kysely, Number(preview.user_id));
  if (!customer) throw new AppError('NOT_FOUND', 'No such user');
  // Placed exactly as previewed: a line without a date must not move on to the next draw.
  const drafts = JSON.parse(preview.drafts_json) as TicketDraft[];
  if (!placedBefore && now >= preview.expires_at) {
    const closed = draftPastCutOff(drafts, calendar.schedules, now, calendar.timeZone);
    if (closed) throw drawClosedError(closed);
    throw validationFailed(
      `previewId: this preview expired at ${formatStamp(preview.expires_at, ctx.env.TZ_DRAWS)}; send the order again`,
    );
  }
  const placed = await runWrite(ctx, placeOrderWrite, {
    user: input.by,
    source: 'advanced',
    channel: 'chat',
    drafts,
    remark: '',
    phone: '',
    idempotencyKey: key,
    body: JSON.stringify({ previewId: preview.id }),
    replacesTicketId: null,
    forUsername: customer.id === input.by.id ? null : customer.username,
    now,
  });
  const order = await findOrderByKey(ctx.db.kysely, input.by.id, key);
  if (!order) throw new Error('a placed chat order has no order row');
  const receipt = placed.receiptString.join('\n\n');
  // A delete code is unique; a clash (one in 244 million per pair) draws again.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await markConfirmed(ctx.db.kysely, preview.id, {
        order_id: Number(order.id),
        delete_code: chatCode(DELETE_CODE_LENGTH),
        receipt,
        confirmed_at: now,
      });
      break;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
  // Whichever confirm stored its code first, every confirm answers that one.
  const stored = await findPreview(ctx.db.kysely, preview.id);
  return receiptOf(ctx, stored!, placed.betStatus);
}

async function receiptOf(
  ctx: AppContext,
  preview: ChatPreviewTable,
  status?: BetStatus,
): Promise<ChatReceipt> {
  const [tickets, owner, order] = await Promise.all([
    orderTickets(ctx.db.kysely, Number(preview.order_id)),
    findUserById(ctx.db.kysely, Number(preview.user_id)),
    ctx.db.kysely
      .selectFrom('orders')
      .select('bet_status')
      .where('id', '=', Number(preview.order_id))
      .executeTakeFirst(),
  ]);
  const total = tickets.reduce((sum, ticket) => sum + Number(ticket.accepted_cents), 0);
  return {
    previewId: preview.id,
    username: owner?.username ?? '',
    ticketIds: tickets.map((ticket) => String(ticket.id)),
    betStatus: status ?? ((order?.bet_status ?? 'COMPLETE') as BetStatus),
    total: toPoints(cents(total)),
    receipt: preview.receipt ?? '',
    deleteCode: preview.delete_code ?? '',
  };
}

/** The receipt as a chat reply: the order text, the total and the delete code. */
export function receiptMessage(receipt: ChatReceipt): string {
  return `${receipt.receipt}\n\nTotal ${formatPoints(cents(Math.round(receipt.total * 100)))}\nDEL ${receipt.deleteCode}`;
}

/**
 * `DEL CODE`: cancels every ticket of the chat order through the existing cancel rules, each on
 * its own (cut-off, ownership, standing, refund to the owner). The code is the caller's to use when
 * the order is its own or its downline's, or it placed it; anyone else is told no such code.
 */
export async function deleteChatOrder(
  ctx: AppContext,
  input: { by: UserRow; code: string },
): Promise<ChatDeleteAnswer> {
  const code = normaliseCode(input.code);
  const preview =
    code.length === DELETE_CODE_LENGTH ? await findPreviewByDeleteCode(ctx.db.kysely, code) : undefined;
  const mayUse =
    preview !== undefined &&
    (Number(preview.placed_by) === input.by.id ||
      (await isSelfOrDownline(ctx.db.kysely, input.by.id, Number(preview.user_id))));
  if (!preview || !mayUse) throw new AppError('NOT_FOUND', `No chat order with delete code ${code}`);
  const tickets = await orderTickets(ctx.db.kysely, Number(preview.order_id));
  const active = tickets.filter((ticket) => ticket.status === 'active');
  if (active.length === 0) throw new AppError('ALREADY_CANCELLED', 'This chat order is already cancelled');
  const answer: ChatDeleteAnswer = { cancelled: [], refused: [] };
  let firstRefusal: AppError | null = null;
  for (const ticket of active) {
    try {
      // The owner, or an upline: the cancel's own rules say who may (the placer is one of them).
      await runWrite(ctx, cancelTicketWrite, { ticketId: Number(ticket.id), by: input.by, now: ctx.clock() });
      answer.cancelled.push(String(ticket.id));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      firstRefusal ??= error;
      answer.refused.push({ ticketId: String(ticket.id), message: error.message });
    }
  }
  if (answer.refused.length === 0) await markCancelled(ctx.db.kysely, preview.id);
  // Nothing cancelled: the refusal itself (past the cut-off, suspended), so nothing looks done.
  if (answer.cancelled.length === 0 && firstRefusal) throw firstRefusal;
  return answer;
}
