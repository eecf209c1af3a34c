import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../app.js';
import { FakeBotApi } from '../../../../test-support/fake-bot-api.js';
import { TEST_DIALECTS, useTestContext } from '../../../../test-support/test-db.js';
import { telegramIdle } from './telegram.routes.js';

/**
 * The webhook checks what the server and the bot read of an update (contract chat.ts
 * telegramUpdateBody: a message's chat, id and sender, a button press's id, sender and message)
 * before it stores it: a malformed update is answered 400 VALIDATION_FAILED naming the field, and
 * nothing is stored or sent, instead of a 500 from the dedupe key (telegram-bot.ts dedupeKeyOf) or
 * a failure later in the bot. Fields the server does not read stay free.
 */
const TOKEN = '123456:TEST-token-abcdefghijklmnop';
const SECRET = 'webhook-secret-0123456789';
const fake = await FakeBotApi.start(TOKEN);

describe.each(TEST_DIALECTS)('a malformed Telegram update on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_SECRET: SECRET, TELEGRAM_API_ROOT: fake.url },
  });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  const post = async (update: unknown) => {
    const answer = await app.inject({
      method: 'POST',
      url: `/Chat/Telegram/${SECRET}`,
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      payload: JSON.stringify(update),
    });
    await telegramIdle(t.db);
    return answer;
  };
  const stored = async () =>
    (await t.db.kysely.selectFrom('chat_updates').select('update_id').execute()).length;
  const chat = { id: 111, type: 'private', first_name: 'u' };
  const from = { id: 111, is_bot: false, first_name: 'u' };

  it.each([
    ['a message without its chat', { update_id: 7, message: { message_id: 1, text: 'hi' } }, 'message.chat'],
    ['a message that is not an object', { update_id: 8, message: 'hi' }, 'message'],
    [
      'a message whose chat has no id',
      { update_id: 9, message: { message_id: 1, date: 1, chat: { type: 'private' }, text: 'hi' } },
      'message.chat.id',
    ],
    [
      'an edited message without its id',
      { update_id: 10, edited_message: { date: 1, edit_date: 2, chat, from, text: 'hi' } },
      'edited_message.message_id',
    ],
    [
      'a message whose text is not text',
      { update_id: 11, message: { message_id: 1, date: 1, chat, from, text: 5 } },
      'message.text',
    ],
    [
      'a button press without its sender',
      { update_id: 12, callback_query: { id: 'cb', chat_instance: 'ci', data: 'c:x' } },
      'callback_query.from',
    ],
    [
      'a button press whose message has no chat',
      {
        update_id: 13,
        callback_query: { id: 'cb', from, chat_instance: 'ci', data: 'c:x', message: { message_id: 2 } },
      },
      'callback_query.message.chat',
    ],
  ])('%s: 400 naming the field, nothing stored', async (_name, update, field) => {
    const calls = fake.calls.length;
    const answer = await post(update);
    expect(answer.statusCode, answer.body).toBe(400);
    const body = answer.json<{ success: boolean; code: string; message: string }>();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.message).toContain(`${field}: `);
    expect(await stored()).toBe(0);
    expect(fake.calls.length).toBe(calls);
  });

  it('takes a well-formed update with fields it does not read, and stores them', async () => {
    const update = {
      update_id: 20,
      message: {
        message_id: 1,
        date: 1_790_000_000,
        chat,
        from: { ...from, language_code: 'en', is_premium: true },
        text: 'good morning',
        link_preview_options: { is_disabled: true },
      },
      some_future_field: { a: 1 },
    };
    expect((await post(update)).statusCode).toBe(200);
    const row = await t.db.kysely
      .selectFrom('chat_updates')
      .select('payload')
      .where('update_id', '=', 20)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.payload)).toEqual(update);
  });
});
