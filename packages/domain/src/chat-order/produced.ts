import { isSpace } from './text.js';
import type { CharOrigin, OrderLineSource } from './types.js';

/**
 * A line of the order string being made, with where each of its characters came from. A
 * placeholder stands for a chat piece that could not be read: it is never part of an answer's
 * order string, only of the probe that `readChatOrder` gives the order-string parser, so that the
 * lines below a refused line are checked as the parser checks lines below its own refused lines.
 */
export type ProducedKind = 'date' | 'pool' | 'bet' | 'blank';

export interface Produced extends OrderLineSource {
  kind: ProducedKind;
  /** a line of Lotto's order string kept as typed */
  verbatim: boolean;
  placeholder: boolean;
}

/** Builds one produced line piece by piece. */
export class LineBuilder {
  private text = '';
  private readonly origins: CharOrigin[] = [];

  constructor(
    private readonly kind: ProducedKind,
    private readonly line: number,
  ) {}

  /** Appends `chars`, each from its own column `from + i` (0-based), all of token [start, end). */
  copy(chars: string, from: number, start: number, end: number): this {
    for (let i = 0; i < chars.length; i += 1) {
      this.text += chars[i];
      this.origins.push({ column: from + i + 1, start: start + 1, end: end + 1 });
    }
    return this;
  }

  /** Appends `chars` that stand for token [start, end) as a whole (`*` for `box`, `#`, `05` for `5/1`). */
  add(chars: string, start: number, end: number): this {
    for (const char of chars) {
      this.text += char;
      this.origins.push({ column: start + 1, start: start + 1, end: end + 1 });
    }
    return this;
  }

  /** Appends Lotto's own `chars` as typed from column `from + 1`; an error marks to the word's `end`. */
  keep(chars: string, from: number, end: number): this {
    for (let i = 0; i < chars.length; i += 1) {
      this.text += chars[i];
      this.origins.push({ column: from + i + 1, start: from + i + 1, end: end + 1 });
    }
    return this;
  }

  build(): Produced {
    return {
      kind: this.kind,
      line: this.line,
      text: this.text,
      origins: this.origins,
      verbatim: false,
      placeholder: false,
    };
  }
}

/** A line of Lotto's own order string, kept as it is; an error marks from its character to its word's end. */
export function verbatimLine(kind: ProducedKind, line: number, text: string): Produced {
  // One pass back for each word's end: linear in the line.
  const ends: number[] = new Array<number>(text.length);
  for (let i = text.length - 1; i >= 0; i -= 1) {
    ends[i] =
      isSpace(text[i]) || i === text.length - 1 || isSpace(text[i + 1]) ? i + 1 : (ends[i + 1] ?? i + 1);
  }
  const origins = Array.from({ length: text.length }, (_, i) => ({
    column: i + 1,
    start: i + 1,
    end: (ends[i] ?? i + 1) + 1,
  }));
  return { kind, line, text, origins, verbatim: true, placeholder: false };
}

/**
 * A line the order-string parser refuses in the way a refused line of this kind would be:
 * `D?` (dates unknown below), `#?` (pools unknown below), `?` (amounts unknown below).
 */
export function placeholderLine(kind: ProducedKind, line: number, start: number, end: number): Produced {
  const text = kind === 'date' ? 'D?' : kind === 'pool' ? '#?' : '?';
  const origin = { column: start + 1, start: start + 1, end: end + 1 };
  return { kind, line, text, origins: [...text].map(() => origin), verbatim: false, placeholder: true };
}
