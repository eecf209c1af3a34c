import {
  orderMessage,
  parseOrderString,
  type OrderContext,
  type OrderError,
} from '@lotto/domain/order-string';
import { nonBlankLines } from './editor';

/**
 * Paste from chat (issue 17.4). A WhatsApp message carries more than order lines: a time and a
 * name in front of each line, emojis, greetings, full-width digits from a Chinese keyboard, `\r\n`.
 * What is only decoration is taken off (it never holds a number); every line is then read by the
 * domain parser where it would land, and a line the parser refuses is left out and listed with
 * the reason. Nothing is ever guessed: `1234 x 1` is not turned into `1234#1`, it is listed.
 * A left-out date or pool line takes the bet lines under it along (they would land on other
 * draws or pools), and a line repeating the amounts of a left-out line goes with it too.
 */
export type DropReason =
  | { kind: 'error'; error: OrderError }
  | { kind: 'underDropped'; line: number }
  | { kind: 'repeatsDropped'; line: number }
  | { kind: 'tooMany' };

export interface DroppedLine {
  /** 1-based line of the pasted message */
  line: number;
  /** the line as pasted (trimmed) */
  text: string;
  reason: DropReason;
}

export interface ChatPaste {
  /** the editor's text with the kept lines appended */
  text: string;
  added: number;
  dropped: DroppedLine[];
  /** lines that lost a time, a name or emojis on the way in */
  cleaned: number;
}

// `[25/11/2026, 18:41] `, `[18:41, 25/11/2026] `, `[6:41 pm] ` (WhatsApp copies) and
// `25/11/2026, 6:41 pm - ` (WhatsApp exports)
const BRACKET_STAMP = /^\[[\d\s/.,:-]*(?:[ap]\.?\s?m\.?)?[\d\s/.,:-]*\]\s*/i;
const EXPORT_STAMP =
  /^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?\s+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?\s*(?:[ap]\.?\s?m\.?)?\s*-\s*/i;
// `Ah Seng: ` or `~ Boss Lim: `: a name has a letter and starts with neither a digit, `#`, `*` nor `D<digit>`
const NAME = /^(?![\d#*]|D[\d#\s]*:)([^:\n]{0,40}\p{L}[^:\n]{0,40}):\s*/u;
const DECORATION =
  /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0E}|\u{FE0F}|[\u{200B}-\u{200F}]|\u{2060}|\u{FEFF}/gu;
// a keycap emoji is a digit, U+FE0F and U+20E3: the digit stays
const KEYCAP = /\u{20E3}/gu;

/** Full-width ASCII (a Chinese keyboard's `１２３４＃１`) and the ideographic space, as ASCII. */
function halfWidth(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

/** The line without the chat's decoration, and whether anything was taken off. */
export function cleanChatLine(raw: string): { text: string; cleaned: boolean } {
  const trimmed = raw.trim();
  let text = halfWidth(trimmed);
  text = text.replace(BRACKET_STAMP, '').replace(EXPORT_STAMP, '');
  text = text.replace(NAME, '');
  text = text.replace(DECORATION, '').replace(KEYCAP, '').trim();
  const cleaned = text !== halfWidth(trimmed).trim();
  return { text, cleaned };
}

function errorOn(text: string, line: number, context: OrderContext): OrderError | undefined {
  const result = parseOrderString(text, context);
  return result.ok ? undefined : result.errors.find((error) => error.line === line);
}

export function pasteFromChat(
  existing: string,
  pasted: string,
  context: OrderContext,
  maxLines: number,
): ChatPaste {
  const base = existing === '' || existing.endsWith('\n') ? existing : `${existing}\n`;
  const baseLines = base === '' ? 0 : base.split('\n').length - 1;
  const kept: string[] = [];
  const dropped: DroppedLine[] = [];
  let cleaned = 0;
  let room = Math.max(0, maxLines - nonBlankLines(existing).length);
  // the message line of the last left-out date / pool line still in force, and of the last bet line
  let droppedDate: number | null = null;
  let droppedPool: number | null = null;
  let lastBet: { line: number; dropped: boolean } | null = null;

  pasted.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const original = raw.trim();
    if (original === '') return;
    const clean = cleanChatLine(raw);
    if (clean.cleaned) cleaned += 1;
    const drop = (reason: DropReason) => dropped.push({ line, text: original, reason });
    if (clean.text === '') return drop({ kind: 'error', error: noOrderLine(line) });
    if (room === 0) return drop({ kind: 'tooMany' });

    const at = baseLines + kept.length + 1;
    const candidate = `${base}${[...kept, clean.text].join('\n')}`;
    const info = parseOrderString(candidate, context).lines[at - 1];
    const kind = info?.kind ?? 'bet';
    const error = errorOn(candidate, at, context);

    if (kind === 'date' || kind === 'pool') {
      if (error) {
        if (kind === 'date') droppedDate = line;
        else droppedPool = line;
        return drop({ kind: 'error', error: { ...error, line } });
      }
      if (kind === 'date') droppedDate = null;
      else droppedPool = null;
    } else {
      const under = droppedDate ?? droppedPool;
      const repeats = lastBet?.dropped && errorOn(clean.text, 1, context)?.code === 'NO_AMOUNT';
      const previous = lastBet;
      lastBet = { line, dropped: true };
      if (under !== null) return drop({ kind: 'underDropped', line: under });
      if (repeats && previous) return drop({ kind: 'repeatsDropped', line: previous.line });
      if (error) return drop({ kind: 'error', error: { ...error, line } });
    }
    room -= 1;
    kept.push(clean.text);
    if (kind === 'bet') lastBet = { line, dropped: false };
  });

  const text = kept.length > 0 ? `${base}${kept.join('\n')}\n` : existing;
  return { text, added: kept.length, dropped, cleaned };
}

function noOrderLine(line: number): OrderError {
  const messageKey = 'notAnOrderLine';
  return { line, column: 1, code: 'INVALID_LINE', message: orderMessage(messageKey), messageKey, params: {} };
}
