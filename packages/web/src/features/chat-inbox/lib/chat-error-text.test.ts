import { CHAT_MESSAGES, CHAT_MESSAGE_KEYS } from '@lotto/domain/chat-order';
import { messageParams } from '@lotto/domain/order-string';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/i18n/languages';

/*
 * Issue 42: the chat grammar's errors were shown in English in every language. Each of its
 * message keys is said in every language, with the parameters of the domain's English template,
 * and not as an English copy (the order string's own keys: advanced-betting's order-error-text).
 */
type Texts = { chatInbox: { chatMessages: Record<string, string> } };
const feature = import.meta.glob<Texts>('../locales/*.json', { eager: true, import: 'default' });
const messagesOf = (language: string) => feature[`../locales/${language}.json`]?.chatInbox.chatMessages;

describe('chat line errors in every language', () => {
  it('en-GB says each message key in the domain’s own English', () => {
    expect(messagesOf('en-GB')).toEqual(CHAT_MESSAGES);
  });

  const rows = LANGUAGES.flatMap((language) => CHAT_MESSAGE_KEYS.map((key) => [language, key] as const));
  it.each(rows)('%s says message %s, with its parameters', (language, key) => {
    const text = messagesOf(language)?.[key];
    expect(text, `${language} ${key}`).toBeTruthy();
    expect(messageParams(text ?? '')).toEqual(messageParams(CHAT_MESSAGES[key]));
    if (language !== 'en-GB') expect(text).not.toBe(CHAT_MESSAGES[key]);
  });

  it('has no message key the grammar does not use', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(messagesOf(language) ?? {}).sort(), language).toEqual([...CHAT_MESSAGE_KEYS].sort());
    }
  });
});
