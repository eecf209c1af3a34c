import {
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  ORDER_MESSAGE_KEYS,
  messageParams,
} from '@lotto/domain/order-string';
import { describe, expect, it } from 'vitest';
import sharedEnglish from '@/i18n/locales/en-GB.json';
import { LANGUAGES } from '@/i18n/languages';

/*
 * Issue 17: the parser's per-line errors were shown in English in every language. Each error
 * code and each message key of the parser is said in every language, with the same parameters
 * as the domain's English template, and not as an English copy.
 */
type Texts = { advancedBetting: { orderMessages: Record<string, string> } };
const feature = import.meta.glob<Texts>('../locales/*.json', { eager: true, import: 'default' });
const shared = import.meta.glob<{ errorCodes: Record<string, string> }>('../../../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});
const messagesOf = (language: string) =>
  feature[`../locales/${language}.json`]?.advancedBetting.orderMessages;
const codesOf = (language: string) => shared[`../../../i18n/locales/${language}.json`]?.errorCodes;

describe('order line errors in every language', () => {
  it('en-GB says each message key in the domain’s own English', () => {
    expect(messagesOf('en-GB')).toEqual(ORDER_MESSAGES);
    expect(codesOf('en-GB')).toEqual(sharedEnglish.errorCodes);
  });

  const rows = LANGUAGES.flatMap((language) => ORDER_MESSAGE_KEYS.map((key) => [language, key] as const));
  it.each(rows)('%s says message %s, with its parameters', (language, key) => {
    const text = messagesOf(language)?.[key];
    expect(text, `${language} ${key}`).toBeTruthy();
    expect(messageParams(text ?? '')).toEqual(messageParams(ORDER_MESSAGES[key]));
    if (language !== 'en-GB') expect(text).not.toBe(ORDER_MESSAGES[key]);
  });

  it('has no message key the parser does not use', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(messagesOf(language) ?? {}).sort(), language).toEqual(
        [...ORDER_MESSAGE_KEYS].sort(),
      );
    }
  });

  const codeRows = LANGUAGES.flatMap((language) =>
    ORDER_ERROR_CODES.map((code) => [language, code] as const),
  );
  it.each(codeRows)('%s translates error code %s', (language, code) => {
    const text = codesOf(language)?.[code];
    expect(text, `${language} ${code}`).toBeTruthy();
    if (language !== 'en-GB') expect(text).not.toBe(codesOf('en-GB')?.[code]);
  });
});
