/**
 * Telegram refuses a message longer than 4,096 characters once its HTML is parsed ("message is too
 * long"), and the bot can then only log it: the customer gets no answer at all. Every reply that
 * repeats what a customer typed is fitted with these. Lengths are UTF-16 code units, as
 * String.length counts and as Telegram measures its texts; text is cut before it is escaped, so
 * no tag or entity is ever split, and never inside a surrogate pair.
 */
export const TELEGRAM_MAX_TEXT = 4096;

/** The longest line a fitted text keeps whole: one pasted page must not take all the room. */
const LINE_MAX = 200;

/** Escapes text for Telegram's HTML parse mode. */
export function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The characters an HTML text shows in Telegram: its tags gone, each entity one character. */
export function visibleLength(htmlText: string): number {
  return htmlText.replace(/<[^>]*>/g, '').replace(/&(?:#\d+|#x[\da-f]+|[a-z]+);/gi, '&').length;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** `text` in at most `max` characters: its start, and '…' for what is cut. */
export function clipEnd(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 1) return '';
  let end = max - 1;
  if (end > 0 && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** `text` in at most `max` characters: '…' for what is cut, and its end. */
export function clipStart(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 1) return '';
  let start = text.length - (max - 1);
  if (start < text.length && isLowSurrogate(text.charCodeAt(start))) start += 1;
  return `…${text.slice(start)}`;
}

/** A piece of a reply: the text sent (HTML or plain, as the reply is) and how many characters it shows. */
export interface ReplyPiece {
  text: string;
  size: number;
}

/** Plain text as a piece of an HTML reply (escaped here, after any cutting). */
export function htmlPiece(plain: string): ReplyPiece {
  return { text: html(plain), size: plain.length };
}

/** Plain text as a piece of a plain reply. */
export function plainPiece(plain: string): ReplyPiece {
  return { text: plain, size: plain.length };
}

/**
 * As many of `pieces` from the top as fit in `budget` characters, one a line, then the line
 * `more(K)` for the K left out (counted in the budget). Empty when not even that line fits.
 */
export function fitPieces(
  pieces: readonly ReplyPiece[],
  budget: number,
  more: (count: number) => ReplyPiece,
): ReplyPiece {
  const total = pieces.reduce((sum, piece) => sum + piece.size, 0) + Math.max(0, pieces.length - 1);
  if (total <= budget) return { text: pieces.map((piece) => piece.text).join('\n'), size: total };
  // The most pieces that fit beside the "more" line. Each piece kept adds its size and a newline
  // while the count in that line loses at most one digit, so the size never falls: stop at the first miss.
  let best: { kept: number; tail: ReplyPiece; size: number } | null = null;
  let used = 0;
  for (let kept = 0; kept < pieces.length; kept += 1) {
    const tail = more(pieces.length - kept);
    const size = used + (kept > 0 ? 1 : 0) + tail.size;
    if (size > budget) break;
    best = { kept, tail, size };
    used += (kept > 0 ? 1 : 0) + pieces[kept]!.size;
  }
  if (!best) return { text: '', size: 0 };
  const shown = pieces.slice(0, best.kept).map((piece) => piece.text);
  return { text: [...shown, best.tail.text].join('\n'), size: best.size };
}

/**
 * Plain text within `max` characters (Telegram's limit by default): unchanged when it fits;
 * otherwise its lines from the top (each cut to 200 characters) while they fit, then `more(K)`
 * for the K lines left out, then its last `keepLast` lines, which always stay (a receipt's total
 * and delete code).
 */
export function fitLines(
  text: string,
  more: (count: number) => string,
  { max = TELEGRAM_MAX_TEXT, keepLast = 0 }: { max?: number; keepLast?: number } = {},
): string {
  if (text.length <= max) return text;
  const lines = text.split('\n').map((line) => clipEnd(line, LINE_MAX));
  const last = keepLast > 0 ? lines.slice(-keepLast) : [];
  const head = lines.slice(0, lines.length - last.length);
  const lastSize = last.reduce((sum, line) => sum + line.length + 1, 0);
  const fitted = fitPieces(head.map(plainPiece), max - lastSize, (count) => plainPiece(more(count)));
  return [fitted.text, ...last].join('\n');
}
