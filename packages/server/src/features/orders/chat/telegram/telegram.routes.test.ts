import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { chatLinkCodeAnswer } from '@lotto/contract/chat';
import { buildApp } from '../../../../app.js';
import { FakeBotApi } from '../../../../test-support/fake-bot-api.js';
import { TestBrowser } from '../../../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../../../test-support/test-db.js';
import { createUser } from '../../../users/user.service.js';
import { TELEGRAM_WEBHOOK_ROUTE, telegramIdle } from './telegram.routes.js';
import { NOT_API_ROUTES } from '../../../../http/http-app.js';

/**
 * Issue 42 item 2, the Telegram bot, against a fake Bot API server on 127.0.0.1: updates posted to
 * the webhook as Telegram would, the bot's calls and the database checked. The test clock stands on
 * Sunday 2026-11-22, 12:00 in Kuala Lumpur: Magnum (M) draws tonight, cut-off 19:00. Figures by hand:
 * Big 1.00 + Small 1.00 on one number and pool cost 2.00.
 */
const actor = { id: null, name: 'test' };
const TOKEN = '123456:TEST-token-abcdefghijklmnop';
const SECRET = 'webhook-secret-0123456789';
const GROUP = -100_777;
const ANN = 111;
const AGENT = 222;
const BOB = 333;
const CAI = 444;
const STRANGER = 999;
const fake = await FakeBotApi.start(TOKEN);

let updateId = 1;
let messageId = 1;
const person = (id: number, language: string | null = 'en') => ({
  id,
  is_bot: false,
  first_name: `u${id}`,
  ...(language === null ? {} : { language_code: language }),
});
const chatOf = (id: number) =>
  id < 0 ? { id, type: 'group', title: 'Orders' } : { id, type: 'private', first_name: 'u' };

function message(from: number, chat: number, text: string, language: string | null = 'en') {
  const command = /^\/\w+/.exec(text);
  return {
    update_id: updateId++,
    message: {
      message_id: messageId++,
      date: 1_790_000_000,
      chat: chatOf(chat),
      from: person(from, language),
      text,
      ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
    },
  };
}

function callback(from: number, data: string, botMessageId: number, language: string | null = 'en') {
  return {
    update_id: updateId++,
    callback_query: {
      id: `cb${updateId}`,
      from: person(from, language),
      chat_instance: 'ci',
      data,
      message: { message_id: botMessageId, date: 1_790_000_000, chat: chatOf(GROUP), text: 'preview' },
    },
  };
}

describe.each(TEST_DIALECTS)('the Telegram bot on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_SECRET: SECRET, TELEGRAM_API_ROOT: fake.url },
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'agent', password: 'agent-pass', role: 'agent', actor });
      await createUser(ctx, { username: 'rival', password: 'rival-pass', role: 'agent', actor });
      for (const [username, parent] of [
        ['ann', 'agent'],
        ['bob', 'rival'],
        ['cai', 'agent'],
      ] as const) {
        await createUser(ctx, {
          username,
          password: `${username}-pass`,
          role: 'player',
          parent,
          credit: cents(100_00),
          actor,
        });
      }
    },
  });
  let app: FastifyInstance;

  async function post(update: unknown, secret = SECRET) {
    const answer = await app.inject({
      method: 'POST',
      url: `/Chat/Telegram/${SECRET}`,
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
      payload: JSON.stringify(update),
    });
    await telegramIdle(t.db);
    return answer;
  }
  const count = async (table: 'chat_previews' | 'orders' | 'tickets' | 'ledger_entries' | 'chat_updates') =>
    Number(
      (
        await t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const balanceOf = async (username: string) =>
    Number(
      (
        await t.db.kysely
          .selectFrom('users')
          .select('balance_cents')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).balance_cents,
    );
  const writes = async () => ({
    previews: await count('chat_previews'),
    orders: await count('orders'),
    tickets: await count('tickets'),
    ledger: await count('ledger_entries'),
  });
  const lastSent = () => fake.callsOf('sendMessage').at(-1)!.payload;

  async function linkCode(browser: TestBrowser, username: string): Promise<string> {
    const answer = await browser.postJson('/Admin/CreateChatLinkCode', { username });
    return chatLinkCodeAnswer.parse(answer.json().data).code;
  }

  beforeAll(async () => {
    fake.calls.length = 0;
    app = await buildApp(t.ctx);
    await app.ready();
    const agent = new TestBrowser(app);
    await agent.login('agent', 'agent-pass');
    const rival = new TestBrowser(app);
    await rival.login('rival', 'rival-pass');
    // ann and bob link their accounts; the agent links its own and binds the group.
    expect((await post(message(ANN, ANN, `/link ${await linkCode(agent, 'ann')}`))).statusCode).toBe(200);
    expect(lastSent().text).toBe('Linked to ann. Send your orders here.');
    await post(message(BOB, BOB, `/link ${await linkCode(rival, 'bob')}`));
    expect(lastSent().text).toBe('Linked to bob. Send your orders here.');
    await post(message(AGENT, AGENT, `/link ${await linkCode(agent, 'agent')}`));
    await post(message(AGENT, GROUP, `/bind ${await linkCode(agent, 'agent')}`));
    expect(lastSent()).toMatchObject({ chat_id: GROUP, text: expect.stringContaining('bound to agent') });
  });
  afterAll(() => app.close());

  it('refuses a wrong secret header with 401 and stores nothing', async () => {
    const before = await count('chat_updates');
    const answer = await post(message(ANN, GROUP, '22/11 M\n1234-1B 1S'), 'wrong-secret-0123456789');
    expect(answer.statusCode).toBe(401);
    const noHeader = await app.inject({ method: 'POST', url: `/Chat/Telegram/${SECRET}`, payload: {} });
    expect(noHeader.statusCode).toBe(401);
    expect(await count('chat_updates')).toBe(before);
  });

  let preview: { text: string; buttons: { text: string; callback_data: string }[]; messageId: number };
  it('answers one order message with one preview and two buttons', async () => {
    const before = await writes();
    const sent = fake.callsOf('sendMessage').length;
    const update = message(ANN, GROUP, '22/11 M\n1234-1B 1S');
    expect((await post(update)).statusCode).toBe(200);
    expect(fake.callsOf('sendMessage')).toHaveLength(sent + 1);
    const reply = lastSent();
    const keyboard = (reply.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] })
      .inline_keyboard;
    expect(keyboard.flat().map((button) => button.text)).toEqual(['✅ Confirm', '❌ Cancel']);
    expect(reply).toMatchObject({
      chat_id: GROUP,
      reply_parameters: { message_id: update.message.message_id },
      text: expect.stringContaining('Total 2.00'),
    });
    expect(reply.text).toContain('Max win 6,000.00');
    expect(await writes()).toEqual({ ...before, previews: before.previews + 1 });
    preview = { text: String(reply.text), buttons: keyboard.flat(), messageId: 1_000 + sent };

    // Telegram delivers it again, under its own update_id and under a new one: nothing new.
    expect((await post(update)).statusCode).toBe(200);
    expect((await post({ ...update, update_id: updateId++ })).statusCode).toBe(200);
    expect(fake.callsOf('sendMessage')).toHaveLength(sent + 1);
    expect(await count('chat_previews')).toBe(before.previews + 1);
  });

  it('lets only the sender confirm', async () => {
    const before = await writes();
    await post(callback(AGENT, preview.buttons[0]!.callback_data, preview.messageId));
    expect(fake.callsOf('answerCallbackQuery').at(-1)!.payload).toMatchObject({
      text: 'Only the sender of the order may confirm it.',
    });
    expect(await writes()).toEqual(before);
  });

  let deleteCode = '';
  it('places the order on the callback: one order, its ticket, one debit; a second tap adds nothing', async () => {
    const before = await writes();
    await post(callback(ANN, preview.buttons[0]!.callback_data, preview.messageId));
    expect(await writes()).toEqual({
      previews: before.previews,
      orders: before.orders + 1,
      tickets: before.tickets + 1,
      ledger: before.ledger + 1,
    });
    expect(await balanceOf('ann')).toBe(100_00 - 2_00);
    const edited = fake.callsOf('editMessageText').at(-1)!.payload;
    expect(edited).toMatchObject({ chat_id: GROUP, message_id: preview.messageId });
    const code = /DEL ([A-Z0-9]{6})/.exec(String(edited.text));
    expect(code).not.toBeNull();
    deleteCode = code![1]!;
    const channel = await t.db.kysely
      .selectFrom('orders')
      .select('channel')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(channel?.channel).toBe('chat');

    await post(callback(ANN, preview.buttons[0]!.callback_data, preview.messageId));
    expect(await writes()).toEqual({
      previews: before.previews,
      orders: before.orders + 1,
      tickets: before.tickets + 1,
      ledger: before.ledger + 1,
    });
    expect(await balanceOf('ann')).toBe(100_00 - 2_00);
  });

  it('voids and refunds on DEL with the delete code', async () => {
    const ledger = await count('ledger_entries');
    await post(message(ANN, GROUP, `DEL ${deleteCode}`));
    expect(lastSent().text).toMatch(/^Deleted: tickets \d+ cancelled and refunded\.$/);
    expect(await balanceOf('ann')).toBe(100_00);
    expect(await count('ledger_entries')).toBe(ledger + 1);
  });

  it('writes nothing for an unlinked sender, or a linked one in another agent\u2019s group', async () => {
    const before = await writes();
    await post(message(STRANGER, GROUP, '22/11 M\n1234-1B'));
    expect(lastSent()).toMatchObject({ chat_id: GROUP, text: expect.stringContaining('Not linked') });
    await post(message(BOB, GROUP, '22/11 M\n1234-1B'));
    expect(lastSent()).toMatchObject({ chat_id: GROUP, text: expect.stringContaining('Not linked') });
    expect(await writes()).toEqual(before);
    expect(await balanceOf('bob')).toBe(100_00);
  });

  it('stays quiet on chatter in a group, and answers an edited order with a hint', async () => {
    const sent = fake.callsOf('sendMessage').length;
    await post(message(ANN, GROUP, 'good morning all'));
    expect(fake.callsOf('sendMessage')).toHaveLength(sent);
    const original = message(ANN, GROUP, '22/11 M\n5678-1B');
    await post(original);
    const before = await writes();
    await post({
      update_id: updateId++,
      edited_message: { ...original.message, text: '22/11 M\n5678-2B', edit_date: 1_790_000_100 },
    });
    expect(lastSent().text).toBe('Edited messages are not read. Send the order again as a new message.');
    expect(await writes()).toEqual(before);
  });

  it('marks the refused word and writes nothing', async () => {
    const before = await writes();
    await post(message(ANN, GROUP, '22/11 M\n1234-1B xyz'));
    expect(lastSent()).toMatchObject({
      parse_mode: 'HTML',
      text: expect.stringContaining('1234-1B <b><u>xyz</u></b>'),
    });
    expect(await writes()).toEqual(before);
  });

  it('says what is wrong with a refused line in the linked sender\u2019s language, and writes nothing', async () => {
    const agent = new TestBrowser(app);
    await agent.login('agent', 'agent-pass');
    await post(message(CAI, CAI, `/link ${await linkCode(agent, 'cai')}`, 'zh-hans'));
    expect(lastSent().text).toBe('已绑定到 cai。请在这里下单。');
    const before = await writes();
    await post(message(CAI, GROUP, '22/11 M\n1234-1B xyz', 'zh-hans'));
    const text = String(lastSent().text);
    expect(text).toContain('未下注：请改正标出的词后重新发送。');
    expect(text).toContain('1234-1B <b><u>xyz</u></b>');
    expect(text).toContain(
      "2:9 xyz — 无法识别的词 'xyz'：应为日期（16/11）、彩池（MKT）、下注（1234-1B 1S、1234 B1 S1），或下注后的 box、ibox、R",
    );
    expect(text).not.toContain('unknown word');
    // An update that says no language: the language its link last said.
    await post(message(CAI, GROUP, '22/11 M\n1234-1B xyz', null));
    expect(String(lastSent().text)).toContain("2:9 xyz — 无法识别的词 'xyz'");
    expect(await writes()).toEqual(before);
  });

  it('says a refused action in the linked sender\u2019s language: too little credit, an unknown delete code', async () => {
    // cai (linked in Chinese above) has 100.00; Big 200.00 costs 200.00: short by 100.00.
    const before = await writes();
    await post(message(CAI, GROUP, '22/11 M\n1234-200B', 'zh-hans'));
    expect(lastSent()).toMatchObject({
      chat_id: GROUP,
      text: '余额不足。\nInsufficient credit: balance 100.00, order 200.00, short 100.00',
    });
    // An update that says no language: the language its link last said.
    await post(message(CAI, GROUP, 'DEL ZZZZZZ', null));
    expect(lastSent().text).toBe('未找到');
    expect(await writes()).toEqual(before);
    expect(await balanceOf('cai')).toBe(100_00);
  });

  it('honours a 429 from Telegram: the reply goes after retry_after', async () => {
    const sent = fake.callsOf('sendMessage').length;
    fake.refuseNext('sendMessage', 1);
    await post(message(ANN, GROUP, '/help'));
    expect(fake.callsOf('sendMessage')).toHaveLength(sent + 2);
    expect(lastSent().text).toContain('/link CODE');
  });

  it('refuses past the cut-off and changes nothing', async () => {
    const start = t.clock.now;
    try {
      const order = message(ANN, GROUP, '22/11 M\n4321-1B');
      await post(order);
      const late = lastSent();
      const button = (late.reply_markup as { inline_keyboard: { callback_data: string }[][] })
        .inline_keyboard[0]![0]!;
      t.clock.advance(7 * 3_600_000); // 19:00, Magnum's cut-off
      const before = await writes();
      await post(message(ANN, GROUP, '22/11 M\n1234-1B'));
      expect(lastSent().text).toContain('22/11');
      expect(lastSent().text).toContain('Not placed');
      await post(callback(ANN, button.callback_data, fake.callsOf('sendMessage').length + 998));
      expect(fake.callsOf('answerCallbackQuery').at(-1)!.payload).toMatchObject({ show_alert: true });
      expect(await writes()).toEqual(before);
      expect(await balanceOf('ann')).toBe(100_00);
    } finally {
      t.clock.now = start;
    }
  });

  it('says a confirm past the cut-off in the linked sender\u2019s language, and changes nothing', async () => {
    const start = t.clock.now;
    try {
      await post(message(CAI, GROUP, '22/11 M\n4321-1B', 'zh-hans'));
      const button = (lastSent().reply_markup as { inline_keyboard: { callback_data: string }[][] })
        .inline_keyboard[0]![0]!;
      t.clock.advance(7 * 3_600_000); // 19:00, Magnum's cut-off
      const before = await writes();
      // A tap that says no language: the language cai's link last said.
      await post(callback(CAI, button.callback_data, fake.callsOf('sendMessage').length + 998, null));
      const alert = fake.callsOf('answerCallbackQuery').at(-1)!.payload;
      expect(alert).toMatchObject({ show_alert: true, text: expect.stringMatching(/^该期已截止投注/) });
      expect(String(fake.callsOf('editMessageText').at(-1)!.payload.text)).toMatch(
        /^此预览已过期，请重新下单。\n该期已截止投注/,
      );
      expect(await writes()).toEqual(before);
      expect(await balanceOf('cai')).toBe(100_00);
    } finally {
      t.clock.now = start;
    }
  });

  it('works the updates a stop left unworked once after the restart, and adds nothing twice', async () => {
    // Worked before the stop: an order and its confirm, whose work ran but was not marked done
    // (the stop came in between).
    const order = message(ANN, GROUP, '22/11 M\n2222-1B');
    await post(order);
    const button = (lastSent().reply_markup as { inline_keyboard: { callback_data: string }[][] })
      .inline_keyboard[0]![0]!;
    const confirm = callback(ANN, button.callback_data, fake.callsOf('sendMessage').length + 999);
    await post(confirm);
    expect(await balanceOf('ann')).toBe(100_00 - 1_00);
    await t.db.kysely
      .updateTable('chat_updates')
      .set({ handled_at: null })
      .where('update_id', '=', confirm.update_id)
      .execute();
    await app.close();
    // Stored and answered, not worked: another order message.
    const pending = message(ANN, GROUP, '22/11 M\n3333-1B');
    await t.db.kysely
      .insertInto('chat_updates')
      .values({
        update_id: pending.update_id,
        dedupe_key: `message:${GROUP}:${pending.message.message_id}`,
        payload: JSON.stringify(pending),
        received_at: t.clock.now,
        handled_at: null,
      })
      .execute();
    const before = await writes();
    const sent = fake.callsOf('sendMessage').length;

    const restart = async () => {
      app = await buildApp(t.ctx);
      await app.ready();
      await telegramIdle(t.db);
    };
    await restart();
    // The pending order: one preview. The confirm again: no second order, no second debit.
    expect(fake.callsOf('sendMessage')).toHaveLength(sent + 1);
    expect(lastSent()).toMatchObject({
      reply_parameters: { message_id: pending.message.message_id },
      text: expect.stringContaining('Total 1.00'),
    });
    expect(await writes()).toEqual({ ...before, previews: before.previews + 1 });
    expect(await balanceOf('ann')).toBe(100_00 - 1_00);
    const unworked = await t.db.kysely
      .selectFrom('chat_updates')
      .select('update_id')
      .where('handled_at', 'is', null)
      .execute();
    expect(unworked).toEqual([]);

    // Telegram delivers the pending one again, then the server restarts again: nothing more.
    const calls = fake.calls.length;
    await post(pending);
    await app.close();
    await restart();
    expect(fake.calls.length).toBe(calls);
    expect(await writes()).toEqual({ ...before, previews: before.previews + 1 });
  });
});

afterAll(() => fake.close());

describe("the webhook's route", () => {
  it('is exempt from the X-Requested-With rule by the very pattern it is registered with', () => {
    expect(NOT_API_ROUTES.has(TELEGRAM_WEBHOOK_ROUTE)).toBe(true);
  });
});
