import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { chatLinkCodeAnswer } from '@lotto/contract/chat';
import { buildApp } from '../../../../app.js';
import { FakeBotApi } from '../../../../test-support/fake-bot-api.js';
import { TestBrowser } from '../../../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../../../test-support/test-db.js';
import { createUser } from '../../../users/user.service.js';
import { telegramIdle } from './telegram.routes.js';

/**
 * Rule: every reply of the Telegram bot fits Telegram's 4,096 characters (as Telegram counts them,
 * after its HTML is parsed), or Telegram refuses it and the customer gets no answer at all. A
 * refused order of many bad lines (100 lines `1234-1X 1S`, 1,099 characters, used to make a 9,561
 * character reply) shows only the refused lines and as many problems as fit, then "…and K more" in
 * the sender's language; a long receipt keeps its total and delete code; an error that quotes what
 * was sent is cut. The text is escaped before any cut, so every tag and entity stays whole.
 */
const actor = { id: null, name: 'test' };
const TOKEN = '123456:TEST-token-abcdefghijklmnop';
const SECRET = 'webhook-secret-0123456789';
const ANN = 111;
const TELEGRAM_MAX_TEXT = 4096;
const fake = await FakeBotApi.start(TOKEN);

let updateId = 1;
let messageId = 1;
const message = (text: string, language = 'en') => {
  const command = /^\/\w+/.exec(text);
  return {
    update_id: updateId++,
    message: {
      message_id: messageId++,
      date: 1_790_000_000,
      chat: { id: ANN, type: 'private', first_name: 'u' },
      from: { id: ANN, is_bot: false, first_name: 'ann', language_code: language },
      text,
      ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
    },
  };
};
const tap = (data: string, botMessageId: number) => ({
  update_id: updateId++,
  callback_query: {
    id: `cb${updateId}`,
    from: { id: ANN, is_bot: false, first_name: 'ann', language_code: 'en' },
    chat_instance: 'ann',
    data,
    message: {
      message_id: botMessageId,
      date: 1_790_000_000,
      chat: { id: ANN, type: 'private', first_name: 'u' },
      text: 'preview',
    },
  },
});
/** The text as Telegram counts it: HTML tags gone, entities one character. */
const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** Only the bot's own tags, each closed, and every & an entity: nothing was cut inside either. */
const expectWholeHtml = (html: string) => {
  expect(html.match(/<b><u>/g)?.length ?? 0).toBe(html.match(/<\/u><\/b>/g)?.length ?? 0);
  expect(html.replace(/<\/?[bu]>/g, '')).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/);
};

describe.each(TEST_DIALECTS)('the Telegram bot\u2019s long replies on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_SECRET: SECRET, TELEGRAM_API_ROOT: fake.url },
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'agent', password: 'agent-pass', role: 'agent', actor });
      await createUser(ctx, {
        username: 'ann',
        password: 'ann-pass',
        role: 'player',
        parent: 'agent',
        credit: cents(100_000_00),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  const post = async (update: unknown) => {
    await app.inject({
      method: 'POST',
      url: `/Chat/Telegram/${SECRET}`,
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      payload: JSON.stringify(update),
    });
    await telegramIdle(t.db);
  };
  /** Sends a message; answers the bot's replies to it. */
  const send = async (text: string, language = 'en') => {
    const sent = fake.callsOf('sendMessage').length;
    await post(message(text, language));
    return fake.callsOf('sendMessage').slice(sent);
  };

  beforeAll(async () => {
    fake.calls.length = 0;
    app = await buildApp(t.ctx);
    await app.ready();
    const agent = new TestBrowser(app);
    await agent.login('agent', 'agent-pass');
    const code = chatLinkCodeAnswer.parse(
      (await agent.postJson('/Admin/CreateChatLinkCode', { username: 'ann' })).json().data,
    ).code;
    await post(message(`/link ${code}`));
  });
  afterAll(async () => app?.close());

  const badOrder = ['22/11 M', ...Array.from({ length: 100 }, () => '1234-1X 1S')].join('\n');

  it('refuses 100 bad lines within 4096 characters: the lines, the first problems, how many more', async () => {
    expect(badOrder.length).toBeLessThanOrEqual(TELEGRAM_MAX_TEXT);
    const replies = await send(badOrder);
    expect(replies).toHaveLength(1);
    const text = String(replies[0]!.payload.text);
    expect(replies[0]!.payload.parse_mode).toBe('HTML');
    expect(visible(text).length).toBeLessThanOrEqual(TELEGRAM_MAX_TEXT);
    expectWholeHtml(text);
    const [header, lines, problems, ...rest] = text.split('\n\n');
    expect(rest).toEqual([]);
    expect(header).toBe('Not placed: fix the marked word and send the order again.');
    // Each refused line once, numbered and marked; then each problem until the room is used.
    expect(lines!.split('\n')[0]).toBe('2: 1234-1<b><u>X</u></b> 1S');
    expect(problems!.split('\n')[0]).toMatch(/^2:7 X — unexpected 'X'/);
    // What is shown and what is counted as more add up to every line and every problem.
    const count = (section: string, item: RegExp) => {
      const more = /…and (\d+) more$/.exec(section);
      return section.split('\n').filter((line) => item.test(line)).length + Number(more?.[1] ?? 0);
    };
    expect(count(lines!, /^\d+: /)).toBe(100);
    expect(count(problems!, /^\d+:\d+ /)).toBe(100);
    expect(problems).toMatch(/\n…and \d+ more$/);
  });

  it('says "…and K more" in the sender\u2019s language', async () => {
    const [reply] = await send(badOrder, 'ms');
    const text = String(reply!.payload.text);
    expect(visible(text).length).toBeLessThanOrEqual(TELEGRAM_MAX_TEXT);
    expect(text).toMatch(/^Tidak dibuat:/);
    expect(text).toMatch(/…dan \d+ lagi/);
    expect(text).not.toContain('more');
  });

  it('keeps a short refusal whole, as before', async () => {
    const [reply] = await send('22/11 M\n1234-1X 1S');
    expect(String(reply!.payload.text)).toMatch(
      /^Not placed: .*\n\n22\/11 M\n1234-1<b><u>X<\/u><\/b> 1S\n\n2:7 X — unexpected 'X': .+$/s,
    );
  });

  it('fits the receipt of a long order, its total and delete code kept', async () => {
    const order = [
      '22/11 25/11 28/11 29/11 MKT',
      ...Array.from({ length: 47 }, (_, i) => `${1000 + i}-1B 1S 1A 1C 1D`),
    ].join('\n');
    const [preview] = await send(order);
    expect(visible(String(preview!.payload.text)).length).toBeLessThanOrEqual(TELEGRAM_MAX_TEXT);
    const keyboard = (preview!.payload.reply_markup as { inline_keyboard: { callback_data: string }[][] })
      .inline_keyboard;
    const previewMessageId = 1_000 + fake.callsOf('sendMessage').indexOf(preview!);
    await post(tap(keyboard[0]![0]!.callback_data, previewMessageId));
    const receipt = String(fake.callsOf('editMessageText').at(-1)!.payload.text);
    expect(receipt.length).toBeLessThanOrEqual(TELEGRAM_MAX_TEXT);
    expect(receipt).toMatch(/\n…and \d+ more\n\nTotal 2,820\.00\nDelete code: DEL [A-Z0-9]{6}$/);
  });

  it('cuts an error that quotes a long message', async () => {
    const replies = await send(`DEL ${'7'.repeat(4000)}`);
    expect(replies).toHaveLength(1);
    expect(String(replies[0]!.payload.text).length).toBeLessThanOrEqual(TELEGRAM_MAX_TEXT);
  });
});
