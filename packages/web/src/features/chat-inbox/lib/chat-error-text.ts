import { CHAT_MESSAGE_KEYS, type ChatMessageKey } from '@lotto/domain/chat-order';
import type { TFunction } from 'i18next';
import type { ChatLineError } from '@lotto/contract/chat';

const chatKeys: ReadonlySet<string> = new Set<ChatMessageKey>(CHAT_MESSAGE_KEYS);

/**
 * What is wrong with a chat line, in the user's language: the server names it by a key and its
 * parameters, either one of the chat grammar's own (domain chat-order/messages.ts, said under
 * `chatInbox.chatMessages`) or one of the order string's it passed on (the advanced editor's
 * `advancedBetting.orderMessages`). A key no language knows keeps the server's English words.
 */
export function chatErrorText(error: ChatLineError, t: TFunction): string {
  const key = chatKeys.has(error.messageKey)
    ? `chatInbox.chatMessages.${error.messageKey}`
    : `advancedBetting.orderMessages.${error.messageKey}`;
  return t(key, { ...error.params, defaultValue: error.message });
}
