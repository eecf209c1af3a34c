import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../app.js';
import { createLogger, redactUrl } from '../../../../http/logger.js';
import { FakeBotApi } from '../../../../test-support/fake-bot-api.js';
import { TEST_DIALECTS, useTestContext } from '../../../../test-support/test-db.js';
import { telegramIdle } from './telegram.routes.js';

/**
 * The Telegram webhook's secret is the last part of its path (POST /Chat/Telegram/:secret), and
 * whoever knows it can post forged updates: no log line carries it. The request log's URL
 * redaction (http/logger.ts redactUrl) replaces the segment after `/chat/telegram/`, however the
 * path is spelled (case, percent-escapes, repeated slashes, absolute form), and keeps the rest.
 */
const TOKEN = '123456:TEST-token-abcdefghijklmnop';
const SECRET = 'webhook-secret-LEAKME-0123456789';
const fake = await FakeBotApi.start(TOKEN);

describe('redactUrl on the Telegram webhook path', () => {
  it.each([
    [`/Chat/Telegram/${SECRET}`, '/Chat/Telegram/[REDACTED]'],
    [`/chat/TELEGRAM/${SECRET}/`, '/chat/TELEGRAM/[REDACTED]/'],
    [`/Chat/%54elegram/${SECRET}`, '/Chat/%54elegram/[REDACTED]'],
    [`/Chat%2fTelegram%2F${SECRET}`, '/Chat%2fTelegram%2F[REDACTED]'],
    [`//Chat//Telegram//${SECRET}`, '//Chat//Telegram//[REDACTED]'],
    [`/Chat/Telegram/webhook%2Dsecret%2FLEAKME/more`, '/Chat/Telegram/[REDACTED]/more'],
    [`http://host/Chat/Telegram/${SECRET}`, 'http://host/Chat/Telegram/[REDACTED]'],
    [`/Chat/Telegram/${SECRET}?betId=5&token=x`, '/Chat/Telegram/[REDACTED]?betId=5&token=[REDACTED]'],
    ['/Chat/Telegram', '/Chat/Telegram'],
    ['/Chat/Telegram/', '/Chat/Telegram/'],
    ['/Admin/GetChatOrders?date=20261122', '/Admin/GetChatOrders?date=20261122'],
    ['/Telegram/Chat/x', '/Telegram/Chat/x'],
  ])('%s -> %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe.each(TEST_DIALECTS)('the Telegram webhook secret in the request log on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_SECRET: SECRET, TELEGRAM_API_ROOT: fake.url },
  });
  let app: FastifyInstance;
  let logged = '';
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    app = await buildApp(t.ctx, { logger: createLogger('info', sink) });
  });
  afterAll(async () => app?.close());

  const post = (url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      payload: JSON.stringify(payload),
    });

  it('is never written to the log', async () => {
    const answer = await post(`/Chat/Telegram/${SECRET}`, { update_id: 1 });
    await telegramIdle(t.db);
    expect(answer.statusCode).toBe(200);
    expect(logged).toContain('incoming request');
    expect(logged).toContain('"url":"/Chat/Telegram/[REDACTED]"');
    expect(logged).not.toContain(SECRET);
  });

  it('is not written either for a refused update or another spelling of the path', async () => {
    logged = '';
    expect((await post(`/Chat/Telegram/${SECRET}`, { update_id: 2, message: 'hi' })).statusCode).toBe(400);
    expect((await post(`/Chat/%54elegram/${SECRET}?x=1`, { update_id: 3 })).statusCode).toBe(200);
    expect((await post(`/chat/telegram/${SECRET}`, { update_id: 4 })).statusCode).toBe(404);
    await telegramIdle(t.db);
    expect(logged.match(/incoming request/g)).toHaveLength(3);
    expect(logged).not.toContain(SECRET);
  });
});
