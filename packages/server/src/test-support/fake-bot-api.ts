import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the bot made to the Bot API. */
export interface BotApiCall {
  method: string;
  payload: Record<string, unknown>;
}

/**
 * A fake Telegram Bot API server on 127.0.0.1 (issue 42: tests run without the internet): it
 * records every call and answers as Telegram does for getMe, setWebhook, sendMessage,
 * editMessageText and answerCallbackQuery. `refuseNext` answers the next call of a method with
 * Telegram's 429 and its retry_after.
 */
export class FakeBotApi {
  readonly calls: BotApiCall[] = [];
  private nextMessageId = 1_000;
  private readonly refusals = new Map<string, number>();

  private constructor(
    private readonly server: Server,
    readonly token: string,
  ) {}

  static async start(token: string): Promise<FakeBotApi> {
    const holder: { fake?: FakeBotApi } = {};
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const answer = holder.fake!.answer(request.url ?? '', Buffer.concat(chunks).toString('utf8'));
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.fake = new FakeBotApi(server, token);
    return holder.fake;
  }

  /** The apiRoot the bot is given (TELEGRAM_API_ROOT). */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  refuseNext(method: string, retryAfter: number): void {
    this.refusals.set(method, retryAfter);
  }

  callsOf(method: string): BotApiCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(url: string, text: string): { status: number; body: unknown } {
    const match = /^\/bot([^/]+)\/(\w+)/.exec(url);
    if (!match || match[1] !== this.token) {
      return { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } };
    }
    const method = match[2]!;
    const payload = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    this.calls.push({ method, payload });
    const retryAfter = this.refusals.get(method);
    if (retryAfter !== undefined) {
      this.refusals.delete(method);
      return {
        status: 429,
        body: {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${retryAfter}`,
          parameters: { retry_after: retryAfter },
        },
      };
    }
    const now = Math.floor(Date.now() / 1000);
    switch (method) {
      case 'getMe':
        return {
          status: 200,
          body: {
            ok: true,
            result: {
              id: 42,
              is_bot: true,
              first_name: 'Lotto',
              username: 'lotto_test_bot',
              can_join_groups: true,
            },
          },
        };
      case 'setWebhook':
      case 'answerCallbackQuery':
        return { status: 200, body: { ok: true, result: true } };
      case 'sendMessage':
        return {
          status: 200,
          body: {
            ok: true,
            result: {
              message_id: this.nextMessageId++,
              date: now,
              chat: { id: payload.chat_id, type: Number(payload.chat_id) < 0 ? 'group' : 'private' },
              from: { id: 42, is_bot: true, first_name: 'Lotto' },
              text: payload.text,
            },
          },
        };
      case 'editMessageText':
        return {
          status: 200,
          body: {
            ok: true,
            result: {
              message_id: payload.message_id,
              date: now,
              edit_date: now,
              chat: { id: payload.chat_id, type: Number(payload.chat_id) < 0 ? 'group' : 'private' },
              text: payload.text,
            },
          },
        };
      default:
        return {
          status: 404,
          body: { ok: false, error_code: 404, description: 'Not Found: method not found' },
        };
    }
  }
}
