/**
 * What exactly is wrong with an order line, as a key and its parameters, so each language can say
 * it (issue 17: the editor showed these in English in every language). The English templates
 * below are the server's `message` and the web's en-GB text; `{{name}}` marks a parameter. The
 * parameters are never words of a language: characters as typed, numbers, codes (B S 3A, 4D),
 * pool names and letters.
 */
export const ORDER_MESSAGES = {
  unexpectedBetStart: 'unexpected {{char}}: expected a date line (D), a pool line (#) or a bet number',
  unexpectedInNumber: "unexpected {{char}}: expected a digit, '*', '+' or '#'",
  unexpectedEatType: 'unexpected {{char}}: expected an eat type B, S, A, C or D',
  unexpectedInAmount: "unexpected {{char}}: expected a digit, '.' or '#'",
  unexpectedInDateLine:
    'unexpected {{char}}: expected a date line: D (next draw), D3 (next 3 draws) or D05#26 (days of the month)',
  unexpectedInPoolLine: 'unexpected {{char}}: expected pool ids (e.g. #123) or pool letters (e.g. #MKT)',
  tooManyStars: "expected at most two '*' in front of a number: * is BOX, ** is IBOX",
  onePattern:
    'a line takes one pattern: *1234 BOX, **1234 IBOX, 1234* R, +234 / 123+ P-H / P-B, 123*4 / 1*234 L-H / L-B',
  plusPlace: "'+' runs the first or the last digit: put it in front of the number (+234) or after it (123+)",
  starInside: "'*' inside a number goes before the last digit (L-H, 123*4) or after the first (L-B, 1*234)",
  noNumber: 'expected a bet number of 3 to 6 digits',
  numberTooShort: 'a bet number needs 3 to 6 digits (2D bets are placed in normal mode)',
  numberTooLong: 'a bet number has at most 6 digits, this one has {{length}}',
  patternOnLong:
    '{{length}}D numbers are bet straight: patterns (BOX, IBOX, R, P-H, P-B, L-H, L-B) take 2 to 4 digits',
  patternOn2D:
    '{{pattern}} of a 2-digit number bets only that number: bet it straight (L-H and L-B take 3 or 4 digits)',
  oneAmountOnly: 'a {{length}}-digit number takes one amount ({{length}}D)',
  tooManyAmounts:
    'a {{length}}-digit number takes at most {{slots}} amounts ({{sequence}} in your eat sequence)',
  expectedEatAndAmount: "expected an eat type and an amount after '#', e.g. #B1",
  mixedEatTypes:
    'expected an eat type (B, S, A, C or D) before the amount: give every amount of a line with its eat type, or none',
  eatTypeOnLong: 'a {{length}}-digit number takes one amount without an eat type ({{length}}D), not {{eat}}',
  eatTypeOn3D: 'a 3-digit number takes only eat types A (3A) and C (3C), not {{eat}}',
  eatTypeTwice: 'eat type {{eat}} is given twice',
  expectedAmountAfterEat: "expected an amount after '{{eat}}'",
  amountTooLong: 'an amount has at most {{max}} characters, e.g. 9999 or 2.50',
  amountFormat: 'expected an amount like 1, 2.5 or 0.25 (at most two decimals)',
  amountNegative: 'an amount cannot be negative',
  allAmountsZero: 'every amount of this line is 0: a line needs at least one amount more than 0',
  expectedAmount: "expected an amount after '#'",
  noAmountAbove: "expected amounts after '#', e.g. 1234#1 (there is no bet line above to repeat)",
  amountsDoNotFit:
    "the amounts above ({{types}}) do not fit a {{length}}-digit number, which takes {{allowed}}: give its amounts after '#'",
  noOpenDraw: 'there is no open draw to bet on',
  drawCount:
    "expected a number of draws from 1 to 9 after 'D', or D (next draw), D3 (next 3 draws) or D05#26 (days of the month)",
  drawCountTooMany: 'D{{draws}} needs {{draws}} open draws; open draws now: {{open}}',
  dayMissing: 'expected a two-digit day of the month after {{after}}',
  dayDigits: 'expected a two-digit day of the month (01 to 31), e.g. D05#26; got {{digits}} digits',
  dayRange: 'day {{day}} is not a day of the month (01 to 31)',
  noDrawOnDay: 'there is no open draw on day {{day}}',
  poolMissing: "expected pool ids (e.g. #123) or letters (e.g. #MKT) after '#'",
  poolTwoHashes: "a pool line has one '#' in front",
  poolMixedIds: 'expected a pool id: a pool line gives ids or letters, not both',
  poolMixedLetters: 'expected a pool letter: a pool line gives ids or letters, not both',
  noPoolId: 'there is no pool with id {{char}}; pools are {{pools}}',
  noPoolLetter: 'there is no pool with letter {{char}}; pools are {{pools}}',
  gameNotOnPool: '{{pool}} does not run {{game}}; {{game}} is on {{runners}}',
  tooManyLines: 'an order has at most {{max}} lines (blank lines do not count)',
  notAnOrderLine: 'only a name, a time or emojis: no order line',
} as const;

export type OrderMessageKey = keyof typeof ORDER_MESSAGES;
export type OrderMessageParams = Readonly<Record<string, string | number>>;

export const ORDER_MESSAGE_KEYS = Object.keys(ORDER_MESSAGES) as OrderMessageKey[];

/** The `{{name}}` parameters a template uses, sorted. */
export function messageParams(template: string): string[] {
  return [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** The English text of a message, its parameters filled in (a missing one stays visible). */
export function orderMessage(key: OrderMessageKey, params: OrderMessageParams = {}): string {
  return ORDER_MESSAGES[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
