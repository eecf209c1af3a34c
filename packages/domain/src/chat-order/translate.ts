import { carryOverErrors, type ReadLine } from './carry-over.js';
import { readChatLine } from './line-reader.js';
import { orderLineKind } from './lotto-lines.js';
import { verbatimLine, type Produced } from './produced.js';
import { chatError, isSpace, splitChatLines, toAscii } from './text.js';
import {
  MAX_CHAT_ORDER_CHARS,
  resolveChatContext,
  type ChatLine,
  type ChatOrderContext,
  type ChatOrderError,
  type ChatTranslation,
} from './types.js';

/**
 * A chat text read line by line into order-string lines (rules.md "Orders from chat"). Internal:
 * `produced` holds placeholders for refused pieces, which only `readChatOrder`'s probe uses.
 */
export interface TextReading {
  lines: ChatLine[];
  produced: Produced[];
  errors: ChatOrderError[];
}

/**
 * Turns chat text into Lotto's order string (rules.md "Orders from chat"): Lotto's own lines pass
 * as they are, dialect lines are translated (`16/11 MKT 1234-1B 1S` is `D16`, `#MKT`,
 * `1234#B1#S1`). Pure and never throws on any text; a wrong `context` is the caller's bug and
 * throws a RangeError. The order string is given only when no line has an error; it then goes
 * through the advanced order path, whose errors `locateOrderErrors` maps back to the chat text.
 *
 * @example
 * chatToOrderString('16/11 MKT 1234-1B 1S', { today: '2026-11-14', pools: ['mg', 'kd', 'tt'] })
 * // { ok: true, orderString: 'D16\n#MKT\n1234#B1#S1', bets: 1, lines: [{ line: 1, kind: 'chat',
 * //   produced: ['D16', '#MKT', '1234#B1#S1'], errors: [], ... }], sources: [...] }
 */
export function chatToOrderString(text: string, context: ChatOrderContext): ChatTranslation {
  const reading = readChatText(text, context);
  const bets = reading.produced.filter((p) => p.kind === 'bet' && !p.placeholder).length;
  if (reading.errors.length > 0) return { ok: false, errors: reading.errors, lines: reading.lines, bets };
  const sources = reading.produced.map(({ text: line, line: from, origins }) => ({
    text: line,
    line: from,
    origins,
  }));
  return {
    ok: true,
    orderString: sources.map((s) => s.text).join('\n'),
    lines: reading.lines,
    sources,
    bets,
  };
}

/** The whole-text error, or undefined: checked before any other work. */
function textError(text: unknown): ChatOrderError | undefined {
  if (typeof text !== 'string') {
    return chatError({ line: 1, raw: '', start: 0, end: 0 }, 'VALIDATION_FAILED', 'notText');
  }
  if (text.length <= MAX_CHAT_ORDER_CHARS) return undefined;
  // Where the text goes past the limit, to the end of that line.
  const before = splitChatLines(text.slice(0, MAX_CHAT_ORDER_CHARS));
  const start = (before[before.length - 1] ?? '').length;
  const rest = /^[^\r\n]*/.exec(text.slice(MAX_CHAT_ORDER_CHARS))?.[0] ?? '';
  const raw = (before[before.length - 1] ?? '') + rest;
  return chatError(
    { line: before.length, raw, start, end: start + Math.max(1, rest.length) },
    'ORDER_TOO_LARGE',
    'textTooLong',
    {
      max: MAX_CHAT_ORDER_CHARS,
      length: text.length,
    },
  );
}

export function readChatText(text: string, context: ChatOrderContext): TextReading {
  const resolved = resolveChatContext(context);
  const tooBig = textError(text);
  if (tooBig !== undefined) return { lines: [], produced: [], errors: [tooBig] };

  const reads: (ReadLine & { kind: ChatLine['kind']; error?: ChatOrderError })[] = [];
  for (const [index, typed] of splitChatLines(text).entries()) {
    const line = index + 1;
    const raw = toAscii(typed);
    if ([...raw].every((char) => isSpace(char))) {
      reads.push({ line, raw, kind: 'blank', produced: [verbatimLine('blank', line, raw)], failed: false });
      continue;
    }
    const kind = orderLineKind(raw);
    if (kind !== null) {
      reads.push({ line, raw, kind: 'order', produced: [verbatimLine(kind, line, raw)], failed: false });
      continue;
    }
    const reading = readChatLine(raw, line, resolved);
    const failed = reading.error !== undefined;
    reads.push({ line, raw, kind: 'chat', produced: reading.produced, failed, error: reading.error });
  }

  const carried = carryOverErrors(reads);
  const typedLines = splitChatLines(text);
  const lines: ChatLine[] = reads.map((read) => {
    const error = read.error ?? carried.get(read.line);
    const produced = error || read.kind === 'blank' ? [] : read.produced.map((p) => p.text);
    const typed = typedLines[read.line - 1] ?? '';
    // The token as typed (a full-width word is quoted as the user wrote it).
    const errors = error
      ? [{ ...error, token: typed.slice(error.column - 1, error.column - 1 + error.length) }]
      : [];
    return { line: read.line, text: typed, kind: read.kind, produced, errors };
  });
  return {
    lines,
    produced: reads.flatMap((read) => read.produced),
    errors: lines.flatMap((line) => line.errors),
  };
}
