import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES } from '@lotto/domain/error-codes';
import { BOT_LANGUAGES, errorCodeText } from './bot-texts.js';
import { ERROR_CODE_TEXTS } from './error-code-texts.data.js';

/**
 * The bot says a refused action in the sender's language with the same words as the app's screens:
 * every error code of the closed vocabulary, in every language, equal to the web's `errorCodes.*`.
 */
const locales = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../web/src/i18n/locales',
);
const read = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(locales, `${language}.json`), 'utf8')).errorCodes as Record<
    string,
    string
  >;

describe("the bot's texts of a refused action", () => {
  it('has exactly the bot\u2019s languages', () => {
    expect(Object.keys(ERROR_CODE_TEXTS).sort()).toEqual([...BOT_LANGUAGES].sort());
  });

  it.each(BOT_LANGUAGES)('are the screens\u2019 words in %s, for every code', (language) => {
    const web = read(language);
    const ours = ERROR_CODE_TEXTS[language];
    expect(Object.keys(ours).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(ours[code], code).toBe(web[code]);
  });

  it('adds the English detail only when it carries figures', () => {
    const short = {
      code: 'INSUFFICIENT_CREDIT' as const,
      message: 'Insufficient credit: balance 100.00, order 200.00, short 100.00',
    };
    expect(errorCodeText('zh-CN', short)).toBe(`余额不足。\n${short.message}`);
    expect(errorCodeText('en-GB', short)).toBe(short.message);
    const generic = { code: 'INSUFFICIENT_CREDIT' as const, message: ERROR_MESSAGES.INSUFFICIENT_CREDIT };
    expect(errorCodeText('zh-HK', generic)).toBe(ERROR_CODE_TEXTS['zh-HK'].INSUFFICIENT_CREDIT);
    // Words without figures stay out: the sentence of the code alone.
    const words = { code: 'NOT_FOUND' as const, message: 'No chat order with delete code ABCDEF' };
    expect(errorCodeText('ms-MY', words)).toBe(ERROR_CODE_TEXTS['ms-MY'].NOT_FOUND);
    expect(errorCodeText('en-GB', words)).toBe(ERROR_CODE_TEXTS['en-GB'].NOT_FOUND);
  });
});
