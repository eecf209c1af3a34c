import { poolById, type Pool } from '@lotto/domain/pools';
import { DEFAULT_MAX_LINES } from '@lotto/domain/order-string';

/**
 * The pure editing rules of the advanced-mode editor and its custom keyboard (game-rules §5):
 * every key takes the text and the selection and answers the new text and caret, so the
 * component only applies them.
 */
export interface EditorState {
  text: string;
  /** selection start and end (equal: a caret), UTF-16 offsets as a textarea counts them */
  start: number;
  end: number;
}

export interface CurrentLine {
  /** 0-based index of the line */
  index: number;
  /** offset of the line's first character in the text */
  from: number;
  /** offset just past the line's last character (before its line break) */
  to: number;
  text: string;
}

/** The line holding the caret (the selection's start). */
export function currentLine(state: EditorState): CurrentLine {
  const caret = clamp(state.start, state.text.length);
  const from = state.text.lastIndexOf('\n', caret - 1) + 1;
  const next = state.text.indexOf('\n', caret);
  const to = next === -1 ? state.text.length : next;
  const index = state.text.slice(0, from).split('\n').length - 1;
  return { index, from, to, text: state.text.slice(from, to) };
}

function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(value, max));
}

/** The line without spaces, letters upper-cased: how the order-string parser reads it. */
function normalized(line: string): string {
  return line.replace(/[\s\u00a0]/g, '').toUpperCase();
}

export type LineKind = 'blank' | 'date' | 'pool' | 'bet';

/** A line's kind by its first character, like the parser: `D` date, `#` pool, else a bet. */
export function lineKind(line: string): LineKind {
  const text = normalized(line);
  if (text === '') return 'blank';
  if (text.startsWith('D')) return 'date';
  if (text.startsWith('#')) return 'pool';
  return 'bet';
}

/** The digits of a bet line's number: everything before its first `#`. */
export function numberDigits(line: string): number {
  if (lineKind(line) !== 'bet') return 0;
  const number = normalized(line).split('#')[0] ?? '';
  return number.replace(/\D/g, '').length;
}

/** Spec §5: a bet-type key needs a number of at least 3 characters on the current line. */
export function eatKeysEnabled(state: EditorState): boolean {
  return numberDigits(currentLine(state).text) >= 3;
}

/** BOX / IBOX act on bet lines (and on a blank line, which they start). */
export function boxKeysEnabled(state: EditorState): boolean {
  const kind = lineKind(currentLine(state).text);
  return kind === 'bet' || kind === 'blank';
}

/** Replaces the selection with `insert`; the caret ends after it. */
export function insertText(state: EditorState, insert: string): EditorState {
  const start = clamp(Math.min(state.start, state.end), state.text.length);
  const end = clamp(Math.max(state.start, state.end), state.text.length);
  const text = state.text.slice(0, start) + insert + state.text.slice(end);
  const caret = start + insert.length;
  return { text, start: caret, end: caret };
}

/** Delete: the selection, else the character before the caret. */
export function deleteBackward(state: EditorState): EditorState {
  const start = clamp(Math.min(state.start, state.end), state.text.length);
  const end = clamp(Math.max(state.start, state.end), state.text.length);
  if (start !== end) return insertText(state, '');
  if (start === 0) return { ...state, start: 0, end: 0 };
  // a surrogate pair (pasted emoji) goes as one character
  const low = state.text.charCodeAt(start - 1);
  const width = start >= 2 && low >= 0xdc00 && low <= 0xdfff ? 2 : 1;
  const text = state.text.slice(0, start - width) + state.text.slice(start);
  return { text, start: start - width, end: start - width };
}

/** An eat-type key (B S A C D): `#B` after the number, just `B` right after a `#`. */
export function pressEatType(state: EditorState, letter: string): EditorState {
  if (!eatKeysEnabled(state)) return state;
  const before = state.text.slice(0, Math.min(state.start, state.end));
  return insertText(state, before.endsWith('#') ? letter : `#${letter}`);
}

function replaceRange(state: EditorState, from: number, to: number, insert: string, caret: number) {
  const text = state.text.slice(0, from) + insert + state.text.slice(to);
  return { text, start: caret, end: caret };
}

/** The pool letters of a pool line (`#MK` or `#12`); null when the line cannot be read so. */
function poolLetters(line: string): string[] | null {
  const body = normalized(line).slice(1);
  if (/^[A-Z]*$/.test(body)) return [...body];
  if (/^\d+$/.test(body)) {
    const pools = [...body].map((id) => poolById(Number(id)));
    return pools.every((pool) => pool !== undefined) ? pools.map((pool) => pool.letter) : null;
  }
  return null;
}

/**
 * A pool key. On a pool line its letter is added to that line (or taken off when it is already
 * there; ids such as `#1` are turned into letters first, as one line cannot mix them): one pool
 * prefix per line. On a blank line it writes `#<letter>`; on any other line it starts a new pool
 * line below it. The caret ends after the pool line.
 */
export function pressPool(state: EditorState, pool: Pool): EditorState {
  const line = currentLine(state);
  const kind = lineKind(line.text);
  if (kind === 'pool') {
    const letters = poolLetters(line.text);
    if (letters === null) {
      return replaceRange(state, line.to, line.to, pool.letter, line.to + 1);
    }
    const next = letters.includes(pool.letter)
      ? letters.filter((letter) => letter !== pool.letter)
      : [...letters, pool.letter];
    const text = `#${next.join('')}`;
    return replaceRange(state, line.from, line.to, text, line.from + text.length);
  }
  const text = `#${pool.letter}`;
  if (kind === 'blank') return replaceRange(state, line.from, line.to, text, line.from + text.length);
  return replaceRange(state, line.to, line.to, `\n${text}`, line.to + 1 + text.length);
}

/** The `*` / `**` at the front of a line (spaces before it allowed). */
function boxPrefix(line: string): { offset: number; stars: number } {
  const match = /^([\s\u00a0]*)(\**)/.exec(line);
  return { offset: match?.[1]?.length ?? 0, stars: match?.[2]?.length ?? 0 };
}

/**
 * BOX (`*`) and IBOX (`**`) keys toggle the mark at the front of the current bet line:
 * pressing BOX on `*1234` clears it, on `**1234` makes it BOX, on `1234` adds it.
 */
export function toggleBox(state: EditorState, kind: 'BOX' | 'IBOX'): EditorState {
  if (!boxKeysEnabled(state)) return state;
  const line = currentLine(state);
  const { offset, stars } = boxPrefix(line.text);
  const want = kind === 'BOX' ? 1 : 2;
  const next = stars === want ? 0 : want;
  const from = line.from + offset;
  const to = from + stars;
  const shift = (position: number) => (position >= to ? position + next - stars : Math.min(position, from));
  const text = state.text.slice(0, from) + '*'.repeat(next) + state.text.slice(to);
  return { text, start: shift(state.start), end: shift(state.end) };
}

export function nonBlankLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
}

export interface PasteResult {
  text: string;
  /** lines appended */
  added: number;
  /** lines refused because the order would pass the line limit */
  refused: number;
}

/**
 * Paste string (spec §5): the clipboard text split into lines, blank ones dropped, appended
 * after the editor's text while the order stays within `maxLines` non-blank lines.
 */
export function appendPasted(text: string, pasted: string, maxLines = DEFAULT_MAX_LINES): PasteResult {
  const lines = pasted
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const room = Math.max(0, maxLines - nonBlankLines(text).length);
  const accepted = lines.slice(0, room);
  if (accepted.length === 0) return { text, added: 0, refused: lines.length };
  const base = text === '' || text.endsWith('\n') ? text : `${text}\n`;
  return {
    text: `${base}${accepted.join('\n')}\n`,
    added: accepted.length,
    refused: lines.length - accepted.length,
  };
}
