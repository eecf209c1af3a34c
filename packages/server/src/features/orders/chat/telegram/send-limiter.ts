import type { Transformer } from 'grammy';

/** Telegram lets a bot send about 20 messages a minute into one group (docs/rules.md "Orders from chat"). */
export const GROUP_MESSAGES_PER_MINUTE = 20;
const WINDOW_MS = 60_000;
/** A call Telegram refuses with 429 is tried again after its retry_after, at most this many times. */
const MAX_RETRIES = 3;

export interface LimiterClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const realClock: LimiterClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Per-chat send queue: at most `perMinute` sends into one chat in any 60 seconds, in arrival
 * order; the rest wait their turn (queued, never dropped). Other chats are not held up.
 */
export class ChatSendLimiter {
  private readonly sent = new Map<string, number[]>();
  private readonly tails = new Map<string, Promise<void>>();

  constructor(
    private readonly perMinute = GROUP_MESSAGES_PER_MINUTE,
    private readonly clock: LimiterClock = realClock,
  ) {}

  /** Resolves when a send into `chat` may go; counts it as sent. */
  take(chat: string): Promise<void> {
    const previous = this.tails.get(chat) ?? Promise.resolve();
    const turn = previous.then(() => this.wait(chat));
    this.tails.set(
      chat,
      turn.catch(() => {}),
    );
    return turn;
  }

  private async wait(chat: string): Promise<void> {
    const stamps = (this.sent.get(chat) ?? []).filter((at) => at > this.clock.now() - WINDOW_MS);
    if (stamps.length >= this.perMinute) {
      await this.clock.sleep(stamps[stamps.length - this.perMinute]! + WINDOW_MS - this.clock.now());
    }
    const now = this.clock.now();
    this.sent.set(chat, [...stamps.filter((at) => at > now - WINDOW_MS), now]);
  }
}

/**
 * grammY API transformer: sends into a chat wait for the chat's limiter, and a 429 ("Too Many
 * Requests: retry after N") is tried again after N seconds, as Telegram asks.
 */
export function limitSends(limiter: ChatSendLimiter, clock: LimiterClock = realClock): Transformer {
  return async (prev, method, payload, signal) => {
    const chat = (payload as { chat_id?: number | string } | undefined)?.chat_id;
    // New messages count; an edit of the bot's own message (the receipt in place of a preview) does not.
    if (method === 'sendMessage' && chat !== undefined) await limiter.take(String(chat));
    for (let attempt = 0; ; attempt += 1) {
      const result = await prev(method, payload, signal);
      if (result.ok || result.error_code !== 429 || attempt >= MAX_RETRIES) return result;
      const seconds = result.parameters?.retry_after ?? 1;
      await clock.sleep(seconds * 1000);
    }
  };
}
