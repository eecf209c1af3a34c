import type { OrderMessageParams } from '../order-string/index.js';

/**
 * What is wrong with a chat line, as a key and its parameters (as the order string's own
 * messages, order-string/messages.ts): the English templates are the server's `message`; a screen
 * says the key in its language. Parameters are never words of a language: tokens as typed,
 * numbers, codes and pool letters.
 */
export const CHAT_MESSAGES = {
  textTooLong: 'a chat order has at most {{max}} characters; this one has {{length}}',
  notText: 'expected the text of a chat message',
  unknownWord:
    'unknown word {{word}}: expected a date (16/11), pools (MKT), a bet (1234-1B 1S, 1234 B1 S1) or box, ibox, R after a bet',
  unexpectedChar: 'unexpected {{char}} in {{word}}',
  dateInvalid: '{{date}} is not a date: write day/month, e.g. 16/11, 16/11/2026 or 16/11/26',
  datePast: '{{date}} has passed: today is {{today}}',
  dateTooFar: '{{date}} is more than {{days}} days ahead (today is {{today}})',
  dateForms: 'a line gives its dates in one form: 16/11 17/11, or D16#17',
  poolNotOffered: 'there is no pool with letter {{char}} here; pools are {{pools}}',
  poolSeparator:
    "unexpected {{char}}: pool letters are written together (MKT) or with '+', ',' or '/' between them",
  headerAfterBet:
    '{{word}} comes after a bet: a line gives its dates and pools first (16/11 MKT 1234-1B), and an amount is written with its bet type (1B or B1)',
  amountBeforeNumber: '{{word}} is an amount with no bet number before it, e.g. 1234-1B',
  markBeforeNumber: '{{word}} goes after the bet number, e.g. 1234-1B {{word}}',
  markApart: '{{mark}} is a word of its own, after the bet: e.g. 1234-1B {{mark}}',
  oneMark: 'a bet takes one pattern: box, ibox, R or a mark in the number (*1234, 1234*, +234, ...)',
  amountWithoutType:
    'amount {{amount}} needs its bet type, e.g. {{amount}}B or B{{amount}} (B Big, S Small, A 3A, C 3C, D 4A)',
  unknownBetType: 'unexpected {{char}}: a bet type is B (Big), S (Small), A (3A), C (3C) or D (4A)',
  amountAfterType: 'expected an amount after {{char}}, e.g. B1 or 1B',
  expectedAmounts: 'expected amounts after {{char}}, e.g. 1234-1B 1S',
  headerReplaced:
    '{{header}} holds for no bet: {{next}} on line {{line}} replaces it first; to bet on several days or pools, give them on one line (16/11 17/11, MKT)',
  headerUnused:
    '{{header}} holds for no bet: no bet follows it (a line gives its dates and pools before its bets)',
  noAmountToRepeat: 'this bet has no amounts and there is no bet above to repeat: give them, e.g. 1234-1B 1S',
  amountsAboveDoNotFit:
    'the amounts above ({{types}}) do not fit a {{length}}-digit number, which takes {{allowed}}: give its own, e.g. 123-1A',
  tooManyOrderLines:
    'an order has at most {{max}} order lines: each date line, pools line and bet counts one (16/11 MKT 1234-1B is 3)',
} as const;

export type ChatMessageKey = keyof typeof CHAT_MESSAGES;

export const CHAT_MESSAGE_KEYS = Object.keys(CHAT_MESSAGES) as ChatMessageKey[];

/** The English text of a chat message, its parameters filled in (a missing one stays visible). */
export function chatMessage(key: ChatMessageKey, params: OrderMessageParams = {}): string {
  return CHAT_MESSAGES[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
