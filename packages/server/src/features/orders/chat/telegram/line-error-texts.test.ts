import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_KEYS, chatMessage } from '@lotto/domain/chat-order';
import { ORDER_MESSAGE_KEYS } from '@lotto/domain/order-string';
import { lineErrorText } from './bot-texts.js';
import { LINE_ERROR_TEXTS } from './line-error-texts.data.js';

/**
 * The bot says a refused chat line's problem in the sender's language with the same words as the
 * app's screens: every key of the chat grammar and of the order string, in every language, equal
 * to the web's texts (chat-inbox `chatMessages`, advanced-betting `orderMessages`).
 */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../web/src/features');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(web, file), 'utf8'));

describe("the bot's texts of a refused chat line", () => {
  it.each(Object.keys(LINE_ERROR_TEXTS))('are the screens\u2019 words in %s, for every key', (language) => {
    const chat = read(`chat-inbox/locales/${language}.json`).chatInbox.chatMessages;
    const order = read(`advanced-betting/locales/${language}.json`).advancedBetting.orderMessages;
    const ours = LINE_ERROR_TEXTS[language as keyof typeof LINE_ERROR_TEXTS];
    expect(Object.keys(ours).sort()).toEqual([...CHAT_MESSAGE_KEYS, ...ORDER_MESSAGE_KEYS].sort());
    for (const key of CHAT_MESSAGE_KEYS) expect(ours[key], key).toBe(chat[key]);
    for (const key of ORDER_MESSAGE_KEYS) expect(ours[key], key).toBe(order[key]);
  });

  it('fills in the parameters, and says English as the server words it', () => {
    const error = {
      messageKey: 'unknownWord' as const,
      params: { word: 'xyz' },
      message: chatMessage('unknownWord', { word: 'xyz' }),
    };
    expect(lineErrorText('zh-CN', error)).toBe(
      '无法识别的词 xyz：应为日期（16/11）、彩池（MKT）、下注（1234-1B 1S、1234 B1 S1），或下注后的 box、ibox、R',
    );
    expect(lineErrorText('en-GB', error)).toBe(error.message);
    expect(lineErrorText('zh-HK', { ...error, params: {} })).toContain('{{word}}');
  });
});
