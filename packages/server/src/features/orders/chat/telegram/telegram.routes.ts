import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import { telegramUpdateBody } from '@lotto/contract/chat';
import type { AppContext } from '../../../../context.js';
import type { Db } from '../../../../db/database.js';
import { failure, ok, parseInput } from '../../../../http/envelope.js';
import { createTelegramBot, dedupeKeyOf } from './telegram-bot.js';
import { markHandled, storeUpdate, unhandledUpdates } from './telegram.repository.js';

/** The webhook's route pattern (http/app.ts lists it among the calls without X-Requested-With). */
export const TELEGRAM_WEBHOOK_ROUTE = '/Chat/Telegram/:secret';

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The work that follows an answered update: one queue per chat, in arrival order (a chat's replies
 * keep their order; one busy group does not hold up the others).
 */
class UpdateWorker {
  private readonly chains = new Map<string, Promise<void>>();
  private ready: Promise<void> | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly bot: Bot,
  ) {}

  push(update: Update): void {
    const chat =
      update.message?.chat.id ??
      update.edited_message?.chat.id ??
      update.callback_query?.message?.chat.id ??
      'other';
    const key = String(chat);
    const next = (this.chains.get(key) ?? Promise.resolve()).then(() => this.work(update));
    this.chains.set(key, next);
    void next.then(() => {
      if (this.chains.get(key) === next) this.chains.delete(key);
    });
  }

  private async work(update: Update): Promise<void> {
    try {
      // getMe once, on the first update: the bot's own name, which commands in groups carry.
      this.ready ??= this.bot.init();
      await this.ready;
      await this.bot.handleUpdate(update);
    } catch (error) {
      this.ready = null;
      this.ctx.log?.warn({ updateId: update.update_id, err: String(error) }, 'telegram update not handled');
      return;
    }
    await markHandled(this.ctx.db.kysely, update.update_id, this.ctx.clock());
  }

  /** Resolves once every queued update is worked (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.chains.size > 0) await Promise.all(this.chains.values());
  }
}

const workers = new WeakMap<Db, UpdateWorker>();

/** Waits until the Telegram work queued on this database's server is done (tests, shutdown). */
export async function telegramIdle(db: Db): Promise<void> {
  await workers.get(db)?.idle();
}

/**
 * POST /Chat/Telegram/:secret (docs/api.md "Telegram webhook"): the path's secret and Telegram's
 * X-Telegram-Bot-Api-Secret-Token header must both be TELEGRAM_WEBHOOK_SECRET, else 401 and
 * nothing is stored. The update is stored (once: by update_id and by what it is about), answered
 * at once, and worked after. No route without TELEGRAM_BOT_TOKEN.
 */
export function registerTelegramRoutes(app: FastifyInstance, ctx: AppContext): void {
  const token = ctx.env.TELEGRAM_BOT_TOKEN;
  const secret = ctx.env.TELEGRAM_WEBHOOK_SECRET;
  if (!token || !secret) return;
  const worker = new UpdateWorker(ctx, createTelegramBot(ctx, token));
  workers.set(ctx.db, worker);

  app.post(TELEGRAM_WEBHOOK_ROUTE, async (request, reply) => {
    const { secret: inPath } = request.params as { secret: string };
    if (
      !sameSecret(inPath, secret) ||
      !sameSecret(request.headers['x-telegram-bot-api-secret-token'], secret)
    ) {
      return reply.status(401).send(failure('UNAUTHORIZED'));
    }
    const body = parseInput(telegramUpdateBody, request.body);
    const update = body as unknown as Update;
    const stored = await storeUpdate(ctx.db.kysely, {
      update_id: body.update_id,
      dedupe_key: dedupeKeyOf(update),
      payload: JSON.stringify(body),
      received_at: ctx.clock(),
    });
    if (stored) worker.push(update);
    return ok(null);
  });

  // Updates stored before a stop but not worked: worked now, in order.
  app.addHook('onReady', async () => {
    for (const row of await unhandledUpdates(ctx.db.kysely, 1_000)) {
      worker.push(JSON.parse(row.payload) as Update);
    }
  });
  app.addHook('onClose', () => worker.idle());
}
