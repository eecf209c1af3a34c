import type { OrderError } from '@lotto/domain/order-string';
import type { TFunction } from 'i18next';

/**
 * What exactly is wrong with a line, in the user's language (issue 17): the parser names it by a
 * key and parameters (domain order-string/messages.ts); an error without a key (an older server's
 * answer, read from its message) keeps the parser's English words.
 */
export function orderErrorDetail(error: OrderError, t: TFunction): { text: string; translated: boolean } {
  if (error.messageKey === undefined) return { text: error.message, translated: false };
  const text = t(`advancedBetting.orderMessages.${error.messageKey}`, { ...error.params });
  return { text, translated: true };
}
