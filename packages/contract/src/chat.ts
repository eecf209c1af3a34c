import { z } from 'zod';
import {
  CHAT_MESSAGE_KEYS,
  CHAT_ORDER_ERROR_CODES,
  MAX_CHAT_ORDER_CHARS,
  type ChatMessageKey,
} from '@lotto/domain/chat-order';
import { ORDER_MESSAGE_KEYS, type OrderMessageKey } from '@lotto/domain/order-string';
import { compactDateParam } from './wire-date-params.js';

/**
 * Orders from chat (issue 42; docs/rules.md "Orders from chat", docs/api.md): an agent or the
 * house previews a customer's chat text, confirms the preview into one order, and a delete code
 * cancels it. Points are JSON numbers.
 */

const username = z.string().trim().min(1, 'username: required').max(64, 'username: at most 64 characters');

/** POST /Admin/ChatPreview: the chat text of one customer of the caller's downline (or its own). */
export const chatPreviewBody = z.object({
  username,
  text: z
    .string()
    .max(MAX_CHAT_ORDER_CHARS, `text: at most ${MAX_CHAT_ORDER_CHARS} characters`)
    .refine((value) => value.trim() !== '', 'text: the message is empty'),
});
export type ChatPreviewInput = z.input<typeof chatPreviewBody>;

/**
 * What a chat line's error says, for any language: a key of the chat grammar's own messages or of
 * the order string's it passed on (the two sets share no key), with `params` filling it in.
 */
const chatMessageKey = z.enum([...CHAT_MESSAGE_KEYS, ...ORDER_MESSAGE_KEYS] as [
  ChatMessageKey | OrderMessageKey,
  ...(ChatMessageKey | OrderMessageKey)[],
]);

/**
 * One problem of a chat line: the refused token at `column` (1-based), `length` long; `message` is
 * English (the Telegram bot's and older clients' words), `messageKey` + `params` what a screen
 * says in its language.
 */
export const chatLineErrorSchema = z.object({
  line: z.number().int(),
  column: z.number().int(),
  length: z.number().int(),
  token: z.string(),
  code: z.enum(CHAT_ORDER_ERROR_CODES),
  message: z.string(),
  messageKey: chatMessageKey,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ChatLineError = z.infer<typeof chatLineErrorSchema>;

/** One line of the chat text as typed, read (✓ with the order lines it made) or refused (✗). */
export const chatPreviewLineSchema = z.object({
  line: z.number().int(),
  text: z.string(),
  kind: z.enum(['blank', 'order', 'chat']),
  produced: z.array(z.string()),
  errors: z.array(chatLineErrorSchema),
});
export type ChatPreviewLine = z.infer<typeof chatPreviewLineSchema>;

/**
 * The preview's answer. `ok` false: the lines say which are wrong and why, nothing was stored.
 * `ok` true: `previewId` confirms it until `expiresAt` (epoch ms: 10 minutes, or the earliest
 * cut-off of its draws when sooner).
 */
export const chatPreviewAnswer = z.union([
  z.object({
    ok: z.literal(false),
    lines: z.array(chatPreviewLineSchema),
    errors: z.array(chatLineErrorSchema),
  }),
  z.object({
    ok: z.literal(true),
    previewId: z.string(),
    username: z.string(),
    lines: z.array(chatPreviewLineSchema),
    /** Lotto's order string the text became (what the receipt repeats) */
    orderString: z.string(),
    /** one entry per ticket (pool and draw) */
    tickets: z.array(z.object({ pool: z.string(), drawDate: z.string(), total: z.number() })),
    /** points: every line in full (sell limits may only cut it) */
    total: z.number(),
    /** points: the most the order can win (rules.md "Orders from chat") */
    maxWin: z.number(),
    /** points: the customer's commission on the total */
    commission: z.number(),
    /** points: the customer's balance now */
    creditLeft: z.number(),
    expiresAt: z.number(),
  }),
]);
export type ChatPreviewAnswer = z.infer<typeof chatPreviewAnswer>;

/** POST /Admin/ChatConfirm (header Idempotency-Key optional: a preview places once anyway). */
export const chatConfirmBody = z.object({
  previewId: z.string().min(1, 'previewId: required').max(40, 'previewId: at most 40 characters'),
});

/** The confirmed order: its receipt (the order text, cuts as `B10>4`) and the delete code. */
export const chatReceiptSchema = z.object({
  previewId: z.string(),
  username: z.string(),
  ticketIds: z.array(z.string()),
  betStatus: z.enum(['COMPLETE', 'LIMIT', 'SOLD_OUT']),
  /** points actually debited */
  total: z.number(),
  /** the receipt text to send back to the customer */
  receipt: z.string(),
  /** six characters from DELETE_CODE_ALPHABET; `DEL <code>` cancels the order */
  deleteCode: z.string(),
});
export type ChatReceipt = z.infer<typeof chatReceiptSchema>;

/** Delete codes and link codes use no look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const CHAT_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

const deleteCode = z
  .string()
  .trim()
  .transform((value) => value.replace(/^DEL\s+/i, '').toUpperCase())
  .refine((value) => value.length === 6, 'code: expected the 6-character delete code');

/** POST /Admin/ChatDelete: `code` as the receipt gave it (a leading `DEL` is allowed). */
export const chatDeleteBody = z.object({ code: deleteCode });

export const chatDeleteAnswer = z.object({
  cancelled: z.array(z.string()),
  /** tickets of the order that could not be cancelled (already void, past the cut-off), with why */
  refused: z.array(z.object({ ticketId: z.string(), message: z.string() })),
});
export type ChatDeleteAnswer = z.infer<typeof chatDeleteAnswer>;

/** POST /Admin/CreateChatLinkCode: a one-use code a chat account sends to the bot (`/link CODE`). */
export const createChatLinkCodeBody = z.object({ username });
export const chatLinkCodeAnswer = z.object({
  username: z.string(),
  /** eight characters from CHAT_CODE_ALPHABET */
  code: z.string(),
  expiresAt: z.number(),
});
export type ChatLinkCodeAnswer = z.infer<typeof chatLinkCodeAnswer>;

/** GET /Admin/GetChatOrders?date=YYYYMMDD: the chat orders confirmed that day (draw time zone). */
export const chatOrdersQuery = z.object({ date: compactDateParam() });
export const chatOrderSchema = z.object({
  previewId: z.string(),
  username: z.string(),
  placedBy: z.string(),
  /** 'web' (the paste inbox) or 'telegram' */
  channel: z.string(),
  text: z.string(),
  receipt: z.string(),
  deleteCode: z.string(),
  total: z.number(),
  ticketIds: z.array(z.string()),
  /** epoch ms */
  confirmedAt: z.number(),
});
export type ChatOrder = z.infer<typeof chatOrderSchema>;
export const chatOrdersAnswer = z.object({ orders: z.array(chatOrderSchema) });
export type ChatOrdersAnswer = z.infer<typeof chatOrdersAnswer>;

/** Telegram's ids and dates: integers (a chat's id has up to 52 bits, negative for a group). */
const telegramInt = z.number().int();

/** A chat or a user as far as the bot reads it (its replies go to `chat.id`; links key on `from.id`). */
const telegramChat = z.looseObject({ id: telegramInt, type: z.string() });
const telegramUser = z.looseObject({ id: telegramInt, language_code: z.string().optional() });

/** A Message as far as the bot and grammY's command filter read it (core.telegram.org/bots/api#message). */
const telegramMessage = z.looseObject({
  message_id: telegramInt,
  chat: telegramChat,
  /** absent on a channel's posts */
  from: telegramUser.optional(),
  text: z.string().optional(),
  caption: z.string().optional(),
  entities: z.array(z.looseObject({ type: z.string(), offset: telegramInt, length: telegramInt })).optional(),
  edit_date: telegramInt.optional(),
});

/**
 * POST /Chat/Telegram/:secret: an Update as Telegram sends it (core.telegram.org/bots/api#update).
 * What the server and the bot read is checked here (the update's id; a message's chat, id, sender,
 * text and command entities; a button press's id, sender, data and message), since an update
 * stored without them would fail only later, in its dedupe key or in the bot: refused instead with
 * VALIDATION_FAILED naming the field, nothing stored. Loose at every level: every other field
 * Telegram sends passes through and is stored with the rest.
 */
export const telegramUpdateBody = z.looseObject({
  update_id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  message: telegramMessage.optional(),
  edited_message: telegramMessage.optional(),
  // grammY's command filter reads a channel's posts as well
  channel_post: telegramMessage.optional(),
  callback_query: z
    .looseObject({
      id: z.string(),
      from: telegramUser,
      data: z.string().optional(),
      /** absent for a button under an inline-mode message */
      message: telegramMessage.optional(),
    })
    .optional(),
});
