import { Bot, GrammyError, InlineKeyboard, type Context } from 'grammy';
import type { Update } from 'grammy/types';
import { cents, formatPoints } from '@lotto/domain/money';
import type { ChatPreviewAnswer } from '@lotto/contract/chat';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import { localStamp } from '../../../../lib/local-time.js';
import { isSelfOrDownline } from '../../../../common/downline-scope.js';
import { findUserById } from '../../../../common/user.repository.js';
import type { UserRow } from '../../../../db/tables/user.table.js';
import { confirmChatOrder, deleteChatOrder, receiptMessage } from '../chat-confirm.service.js';
import { bindChatGroup, linkChatAccount } from '../chat-link.service.js';
import { previewChatOrder } from '../chat-preview.service.js';
import { cancelOpenPreview, groupAgentId, linkedAccount, linkedUserId } from '../chat.repository.js';
import { botLanguage, botText, errorCodeText, lineErrorText, type BotLanguage } from './bot-texts.js';
import { ChatSendLimiter, limitSends } from './send-limiter.js';
import {
  TELEGRAM_MAX_TEXT,
  clipEnd,
  clipStart,
  fitLines,
  fitPieces,
  html,
  htmlPiece,
  visibleLength,
  type ReplyPiece,
} from './telegram-text.js';

const CHANNEL = 'telegram';

const points = (value: number) => formatPoints(cents(Math.round(value * 100)));

/**
 * A message is an order when a line starts with a bet number, a date or Lotto's own `#`/`D` lines:
 * in a group the bot answers only orders and commands (docs/rules.md "Orders from chat").
 */
export function looksLikeOrder(text: string): boolean {
  return /(^|\n)\s*([*+]*\d{2,6}([\s\-=#*]|$)|\d{1,2}\/\d{1,2}|#\w|D\d*(\s|#|$))/i.test(text);
}

type RefusedPreview = Extract<ChatPreviewAnswer, { ok: false }>;
type LineError = RefusedPreview['errors'][number];

/** The original text with each refused token underlined and bold (Telegram HTML). */
export function markRefused(text: string, preview: RefusedPreview): string {
  const lines = text.split(/\r\n|\r|\n/);
  return lines
    .map((line, index) => {
      const error = preview.errors.find((e) => e.line === index + 1);
      if (!error || error.length === 0) return html(line);
      const start = error.column - 1;
      return `${html(line.slice(0, start))}<b><u>${html(line.slice(start, start + error.length))}</u></b>${html(line.slice(start + error.length))}`;
    })
    .join('\n');
}

// How much of one refused line a shortened refusal shows around its marked word, and of a word.
const SHOWN_AROUND = 30;
const SHOWN_TOKEN = 40;
const SHOWN_PROBLEM = 200;

/**
 * The answer to a refused order: the text with each refused word marked, then each problem. When
 * that is longer than Telegram takes (a message of many bad lines easily is), only the refused
 * lines are shown, each cut around its marked word and numbered, then as many problems as fit, each
 * section ending "…and K more" in the sender's language; the whole stays within TELEGRAM_MAX_TEXT.
 */
export function refusalReply(language: BotLanguage, text: string, preview: RefusedPreview): string {
  const header = botText(language, 'refusedLines');
  const problems = preview.errors.map(
    (e) => `${e.line}:${e.column} ${e.token} — ${lineErrorText(language, e)}`,
  );
  const full = `${html(header)}\n\n${markRefused(text, preview)}\n\n${problems.map(html).join('\n')}`;
  if (visibleLength(full) <= TELEGRAM_MAX_TEXT) return full;

  const more = (count: number) => htmlPiece(botText(language, 'more', { count: String(count) }));
  const lines = text.split(/\r\n|\r|\n/);
  // Each refused line once, marked at its first problem (as markRefused marks it).
  const firstErrors = new Map<number, LineError>();
  for (const error of preview.errors) if (!firstErrors.has(error.line)) firstErrors.set(error.line, error);
  const refusedLines = [...firstErrors.values()]
    .sort((a, b) => a.line - b.line)
    .map((error) => markedLine(error.line, lines[error.line - 1] ?? '', error));
  const shortProblems = preview.errors.map((e) =>
    htmlPiece(
      clipEnd(
        `${e.line}:${e.column} ${clipEnd(e.token, SHOWN_TOKEN)} — ${lineErrorText(language, e)}`,
        SHOWN_PROBLEM,
      ),
    ),
  );
  // Header, blank line, lines, blank line, problems: the lines get at most half of the room.
  let room = TELEGRAM_MAX_TEXT - header.length - 4;
  const shownLines = fitPieces(refusedLines, Math.floor(room / 2), more);
  room -= shownLines.size;
  const shownProblems = fitPieces(shortProblems, room, more);
  return `${html(header)}\n\n${shownLines.text}\n\n${shownProblems.text}`;
}

/** One refused line for a shortened refusal: `N: ` and the line around its marked word. */
function markedLine(number: number, line: string, error: LineError): ReplyPiece {
  const prefix = `${number}: `;
  if (error.length === 0) return htmlPiece(prefix + clipEnd(line, 2 * SHOWN_AROUND + SHOWN_TOKEN));
  const start = error.column - 1;
  const before = clipStart(line.slice(0, start), SHOWN_AROUND);
  const word = clipEnd(line.slice(start, start + error.length), SHOWN_TOKEN);
  const after = clipEnd(line.slice(start + error.length), SHOWN_AROUND);
  return {
    text: `${html(prefix + before)}<b><u>${html(word)}</u></b>${html(after)}`,
    size: prefix.length + before.length + word.length + after.length,
  };
}

/**
 * The Telegram bot (grammY), its work done after the webhook stored and answered the update
 * (telegram.routes.ts). Who may order: a sender linked by /link; in a group bound by /bind, only
 * the bound agent's tree. Each order message gets a preview with ✅/❌; only its sender confirms.
 */
export function createTelegramBot(ctx: AppContext, token: string): Bot {
  const bot = new Bot(token, { client: { apiRoot: ctx.env.TELEGRAM_API_ROOT } });
  bot.api.config.use(limitSends(new ChatSendLimiter()));

  const languageOf = (c: Context): BotLanguage => botLanguage(c.from?.language_code);
  /** Plain text within Telegram's limit, any lines left out said in `language`. */
  const fitted = (language: BotLanguage, text: string, options: { max?: number; keepLast?: number } = {}) =>
    fitLines(text, (count) => botText(language, 'more', { count: String(count) }), options);
  // An HTML reply is fitted where it is built (cutting HTML here could split a tag); a plain one
  // (an error may quote what was sent) is fitted here.
  const reply = (c: Context, text: string, extra: Record<string, unknown> = {}) =>
    c.reply('parse_mode' in extra ? text : fitted(languageOf(c), text), {
      ...(c.msg?.message_id ? { reply_parameters: { message_id: c.msg.message_id } } : {}),
      ...extra,
    });

  /**
   * The sender's Lotto user when it may order in this chat, with the language to answer it in
   * (its chat app's, as this update or else its link last said); null (and "Not linked") otherwise.
   */
  async function orderingUser(c: Context): Promise<{ user: UserRow; language: BotLanguage } | null> {
    const link = c.from ? await linkedAccount(ctx.db.kysely, CHANNEL, String(c.from.id)) : null;
    const user = link === null ? undefined : await findUserById(ctx.db.kysely, link.userId);
    if (!user) return null;
    if (c.chat && c.chat.type !== 'private') {
      const agentId = await groupAgentId(ctx.db.kysely, CHANNEL, String(c.chat.id));
      if (agentId === null || !(await isSelfOrDownline(ctx.db.kysely, agentId, user.id))) return null;
    }
    return { user, language: botLanguage(c.from?.language_code ?? link?.language) };
  }

  bot.command('link', async (c) => {
    const user = await linkChatAccount(ctx, {
      channel: CHANNEL,
      externalId: String(c.from?.id ?? ''),
      code: c.match,
      language: c.from?.language_code ?? null,
    });
    await reply(
      c,
      user ? botText(languageOf(c), 'linked', { user: user.username }) : botText(languageOf(c), 'badCode'),
    );
  });

  bot.command('bind', async (c) => {
    const senderId = c.from ? await linkedUserId(ctx.db.kysely, CHANNEL, String(c.from.id)) : null;
    const agent =
      c.chat.type === 'private'
        ? null
        : await bindChatGroup(ctx, {
            channel: CHANNEL,
            chatId: String(c.chat.id),
            senderUserId: senderId,
            code: c.match,
          });
    await reply(
      c,
      agent ? botText(languageOf(c), 'bound', { user: agent.username }) : botText(languageOf(c), 'badBind'),
    );
  });

  bot.command(['start', 'help'], (c) => reply(c, botText(languageOf(c), 'help')));

  bot.on('edited_message:text', async (c) => {
    if (c.chat.type === 'private' || looksLikeOrder(c.editedMessage.text)) {
      await reply(c, botText(languageOf(c), 'editHint'));
    }
  });

  bot.on('message:text', async (c) => {
    const text = c.message.text;
    const del = /^\s*DEL\s+(\S+)\s*$/i.exec(text);
    if (!del && c.chat.type !== 'private' && !looksLikeOrder(text)) return;
    const linked = await orderingUser(c);
    if (!linked) return void (await reply(c, botText(languageOf(c), 'notLinked')));
    const { user, language } = linked;
    try {
      if (del) {
        const done = await deleteChatOrder(ctx, { by: user, code: del[1]! });
        return void (await reply(c, botText(language, 'deleted', { tickets: done.cancelled.join(', ') })));
      }
      const preview = await previewChatOrder(ctx, {
        placer: user,
        username: user.username,
        text,
        channel: 'telegram',
        messageKey: `${c.chat.id}:${c.message.message_id}`,
      });
      if (!preview.ok) {
        // Each refused word with what is wrong with it, in the sender's language.
        return void (await reply(c, refusalReply(language, text, preview), { parse_mode: 'HTML' }));
      }
      const until = localStamp(preview.expiresAt, ctx.env.TZ_DRAWS).time.slice(0, 5);
      const summary = botText(language, 'preview', {
        user: preview.username,
        total: points(preview.total),
        maxWin: points(preview.maxWin),
        commission: points(preview.commission),
        until,
      });
      // The order string of a long order can outgrow the message it came from; the summary stays whole.
      const order = fitted(language, preview.orderString, { max: TELEGRAM_MAX_TEXT - summary.length - 2 });
      await reply(c, `${html(order)}\n\n${html(summary)}`, {
        parse_mode: 'HTML',
        reply_markup: new InlineKeyboard()
          .text(botText(language, 'confirm'), `c:${preview.previewId}`)
          .text(botText(language, 'cancel'), `x:${preview.previewId}`),
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await reply(c, errorCodeText(language, error));
    }
  });

  bot.on('callback_query:data', async (c) => {
    const [action, id] = [c.callbackQuery.data.slice(0, 2), c.callbackQuery.data.slice(2)];
    const link = await linkedAccount(ctx.db.kysely, CHANNEL, String(c.from.id));
    // The tapper's chat app's language, or else the one its link last said (as for messages).
    const language = botLanguage(c.from.language_code ?? link?.language);
    const user = link === null ? undefined : await findUserById(ctx.db.kysely, link.userId);
    if (!user) return void (await c.answerCallbackQuery({ text: botText(language, 'onlySender') }));
    try {
      if (action === 'x:') {
        if (!(await cancelOpenPreview(ctx.db.kysely, id, user.id))) {
          return void (await c.answerCallbackQuery({ text: botText(language, 'onlySender') }));
        }
        await c.answerCallbackQuery();
        return void (await c.editMessageText(botText(language, 'cancelled')));
      }
      if (action !== 'c:') return void (await c.answerCallbackQuery());
      const receipt = await confirmChatOrder(ctx, { by: user, previewId: id });
      await c.answerCallbackQuery();
      // A receipt lists every ticket line; when it is too long its total and delete code still show.
      await c.editMessageText(
        fitted(
          language,
          receiptMessage(receipt).replace('DEL ', `${botText(language, 'deleteCode')}: DEL `),
          { keepLast: 3 },
        ),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const text =
        error.code === 'NOT_FOUND' ? botText(language, 'onlySender') : errorCodeText(language, error);
      await c.answerCallbackQuery({ text: clipEnd(text, 200), show_alert: true });
      if (error.code === 'DRAW_CLOSED' || error.code === 'VALIDATION_FAILED') {
        await c.editMessageText(
          fitted(language, `${botText(language, 'expired')}\n${errorCodeText(language, error)}`),
        );
      }
    }
  });

  bot.catch((error) => {
    // A reply Telegram refused (the chat left, the message deleted) ends that update's work only.
    const cause = error.error instanceof GrammyError ? error.error.description : String(error.error);
    ctx.log?.warn({ updateId: error.ctx.update.update_id, cause }, 'telegram update failed');
  });
  return bot;
}

/** What an update is about, for storing it once (telegram.repository.ts storeUpdate). */
export function dedupeKeyOf(update: Update): string {
  if (update.message) return `message:${update.message.chat.id}:${update.message.message_id}`;
  if (update.edited_message) {
    const edited = update.edited_message;
    return `edited:${edited.chat.id}:${edited.message_id}:${edited.edit_date ?? 0}`;
  }
  if (update.callback_query) return `callback:${update.callback_query.id}`;
  return `update:${update.update_id}`;
}
