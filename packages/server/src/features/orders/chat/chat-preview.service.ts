import { localDateTime, startOfLocalDay } from '@lotto/domain/calendar-dates';
import { readChatOrder } from '@lotto/domain/chat-order';
import { lineCommission } from '@lotto/domain/commission';
import { cutoffMinutes } from '@lotto/domain/draw-calendar';
import { lineMaxWin } from '@lotto/domain/max-win';
import { cents, readCents, toPoints } from '@lotto/domain/money';
import { lineCost } from '@lotto/domain/totals';
import type { ChatPreviewAnswer } from '@lotto/contract/chat';
import type { AppContext } from '../../../context.js';
import type { UserRow } from '../../../db/tables/user.table.js';
import type { ChatPreviewTable } from '../../../db/tables/chat.table.js';
import { AppError } from '../../../lib/app-error.js';
import { isUniqueViolation } from '../../../db/transactions.js';
import { eatSequenceOfUser } from '../../../common/eat-sequence.js';
import { packageOfUser } from '../../../common/package.repository.js';
import { closedDrawsAmong, poolSchedules } from '../../../common/schedule.repository.js';
import { customerOf, ownerOfOrder } from '../order-owner.js';
import { draftsFromOrderString, orderReadingOf, type OrderCalendar } from '../order-input.js';
import {
  drawClosedError,
  draftPastCutOff,
  insufficientCreditError,
  upperBoundOf,
  type TicketDraft,
} from '../place-order.rules.js';
import { PREVIEW_TTL_MS, previewId } from './chat-codes.js';
import { findPreviewByMessage, insertPreview } from './chat.repository.js';

export interface ChatPreviewInput {
  /** who asks: the agent (paste inbox, Telegram group) or the customer itself (Telegram) */
  placer: UserRow;
  /** the customer: the placer's own name or one of its downline */
  username: string;
  text: string;
  channel: ChatPreviewTable['channel'];
  /** 'chatId:messageId' of a chat message: a redelivered message answers the preview it made */
  messageKey: string | null;
}

export async function calendarOf(ctx: AppContext): Promise<OrderCalendar> {
  return {
    appType: ctx.env.APP_TYPE,
    schedules: await poolSchedules(ctx),
    nowMs: ctx.clock(),
    timeZone: ctx.env.TZ_DRAWS,
  };
}

/**
 * A chat order's dry run (docs/rules.md "Orders from chat"): the text read by the one grammar into
 * Lotto's order string, then through the advanced order path's own checks (caps, pools, dates,
 * cut-offs, closed draws, suspension, credit) without placing anything. A text with refused lines
 * answers its lines and stores nothing; a good one is stored as an open preview that its placer
 * may confirm until it expires.
 */
export async function previewChatOrder(ctx: AppContext, input: ChatPreviewInput): Promise<ChatPreviewAnswer> {
  if (input.messageKey !== null) {
    const earlier = await findPreviewByMessage(ctx.db.kysely, input.channel, input.messageKey);
    if (earlier) return storedPreviewAnswer(ctx, earlier, input.username);
  }
  // A linked player orders for itself; an agent for itself or its downline.
  const own = input.username.trim().toLowerCase() === input.placer.username;
  const customer = own
    ? input.placer
    : ((await customerOf(ctx.db.kysely, input.placer, input.username)) ?? input.placer);
  const calendar = await calendarOf(ctx);
  const reading = orderReadingOf(eatSequenceOfUser(customer), calendar);
  const today = localDateTime(calendar.nowMs, calendar.timeZone).date;
  const read = readChatOrder(input.text, { today, pools: reading.pools }, reading.context);
  if (!read.ok) return { ok: false, lines: read.lines, errors: read.errors };

  const drafts = draftsFromOrderString(read.orderString, eatSequenceOfUser(customer), calendar);
  const pastCutOff = draftPastCutOff(drafts, calendar.schedules, calendar.nowMs, calendar.timeZone);
  if (pastCutOff) throw drawClosedError(pastCutOff);
  const closed = await closedDrawsAmong(ctx.db.kysely, drafts);
  const closedDraft = drafts.find((draft) => closed.has(`${draft.pool}|${draft.drawDate}`));
  if (closedDraft) throw drawClosedError(closedDraft);
  const { balance } = await ownerOfOrder(
    ctx.db.kysely,
    { user: input.placer },
    null,
    customer.id === input.placer.id ? null : customer.id,
  );
  const total = upperBoundOf(drafts);
  if (total > balance) throw insufficientCreditError(total, balance);

  const { rates } = await packageOfUser(ctx.db.kysely, customer.package_id);
  let maxWin = 0;
  let commission = 0;
  for (const draft of drafts) {
    for (const line of draft.lines) {
      maxWin += lineMaxWin(line, rates);
      commission += lineCommission(line, rates);
    }
  }
  const row: ChatPreviewTable = {
    id: previewId(),
    user_id: customer.id,
    placed_by: input.placer.id,
    channel: input.channel,
    message_key: input.messageKey,
    text: input.text,
    order_string: read.orderString,
    drafts_json: JSON.stringify(drafts),
    total_cents: total,
    max_win_cents: maxWin,
    commission_cents: commission,
    created_at: calendar.nowMs,
    expires_at: Math.min(calendar.nowMs + PREVIEW_TTL_MS, earliestCutOff(drafts, calendar)),
    status: 'open',
    order_id: null,
    delete_code: null,
    receipt: null,
    confirmed_at: null,
  };
  try {
    await insertPreview(ctx.db.kysely, row);
  } catch (error) {
    // The same message delivered twice at once: the other delivery's preview stands.
    if (input.messageKey === null || !isUniqueViolation(error)) throw error;
    const earlier = await findPreviewByMessage(ctx.db.kysely, input.channel, input.messageKey);
    if (!earlier) throw error;
    return storedPreviewAnswer(ctx, earlier, customer.username);
  }
  return answerOf(row, customer.username, read.lines, drafts, balance);
}

/** The instant the first of the drafts' draws stops taking bets (each pool's own cut-off). */
export function earliestCutOff(drafts: readonly TicketDraft[], calendar: OrderCalendar): number {
  let earliest = Number.POSITIVE_INFINITY;
  for (const draft of drafts) {
    const schedule = calendar.schedules.find((s) => s.pool === draft.pool);
    if (!schedule) continue;
    const at = startOfLocalDay(draft.drawDate, calendar.timeZone) + cutoffMinutes(schedule.cutoff) * 60_000;
    earliest = Math.min(earliest, at);
  }
  return earliest;
}

function ticketsOf(drafts: readonly TicketDraft[]) {
  return drafts.map((draft) => ({
    pool: draft.pool,
    drawDate: draft.drawDate,
    total: toPoints(cents(draft.lines.reduce((sum, line) => sum + lineCost(line), 0))),
  }));
}

function answerOf(
  row: ChatPreviewTable,
  username: string,
  lines: Extract<ChatPreviewAnswer, { ok: true }>['lines'],
  drafts: readonly TicketDraft[],
  balance: number,
): ChatPreviewAnswer {
  return {
    ok: true,
    previewId: row.id,
    username,
    lines,
    orderString: row.order_string,
    tickets: ticketsOf(drafts),
    total: toPoints(cents(row.total_cents)),
    maxWin: toPoints(cents(row.max_win_cents)),
    commission: toPoints(cents(row.commission_cents)),
    creditLeft: toPoints(cents(balance)),
    expiresAt: row.expires_at,
  };
}

/** A message seen before: its preview again (read anew, as the text reads now), never a second one. */
async function storedPreviewAnswer(
  ctx: AppContext,
  row: ChatPreviewTable,
  username: string,
): Promise<ChatPreviewAnswer> {
  const owner = await ctx.db.kysely
    .selectFrom('users')
    .select(['username', 'balance_cents', 'eat_sequence_id'])
    .where('id', '=', row.user_id)
    .executeTakeFirst();
  if (!owner) throw new AppError('NOT_FOUND', `No user ${username}`);
  const calendar = await calendarOf(ctx);
  const reading = orderReadingOf(eatSequenceOfUser(owner), calendar);
  const today = localDateTime(row.created_at, calendar.timeZone).date;
  const read = readChatOrder(row.text, { today, pools: reading.pools }, reading.context);
  return {
    ok: true,
    previewId: row.id,
    username: owner.username,
    lines: read.lines,
    orderString: row.order_string,
    tickets: ticketsOf(JSON.parse(row.drafts_json) as TicketDraft[]),
    total: toPoints(cents(row.total_cents)),
    maxWin: toPoints(cents(row.max_win_cents)),
    commission: toPoints(cents(row.commission_cents)),
    creditLeft: toPoints(readCents(owner.balance_cents)),
    expiresAt: row.expires_at,
  };
}
