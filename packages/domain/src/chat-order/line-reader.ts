import { EAT_TYPES } from '../bet-types.js';
import { poolByLetter } from '../pools.js';
import { readAmounts, type AmountPiece } from './chat-amounts.js';
import { isChatDateWord } from './chat-dates.js';
import { HeaderRun } from './chat-headers.js';
import type { ChatMessageKey } from './messages.js';
import { LineBuilder, placeholderLine, type Produced, type ProducedKind } from './produced.js';
import { chatError, chatWords, describeChar, quote, type Word } from './text.js';
import type { ChatOrderError, ChatOrderErrorCode, ResolvedChatContext } from './types.js';

/**
 * Reads one chat-dialect line (rules.md "Orders from chat") into order-string lines: its date
 * line and pools line first, then one line per bet. Words are read left to right; the first word
 * that cannot be read is the line's error and the rest of the line is not read.
 */
export interface LineReading {
  /** the lines made before an error, then a placeholder for the refused piece */
  produced: Produced[];
  error?: ChatOrderError;
}

const MARKS = new Map<string, 'BOX' | 'IBOX' | 'R'>([
  ['BOX', 'BOX'],
  ['IBOX', 'IBOX'],
  ['R', 'R'],
]);

interface BetDraft {
  number: Word;
  mark?: { kind: 'BOX' | 'IBOX' | 'R'; word: Word };
  /** a `-` or `=` between the number and its amounts, 0-based index in the line */
  sep?: number;
  /** chat pairs, or Lotto's own `#1#2` / `#B1` words kept as typed (`1234 #1 #2`) */
  amounts: (AmountPiece | Word)[];
  state: 'number' | 'sep' | 'amounts';
}

class Refusal {
  constructor(
    readonly error: ChatOrderError,
    readonly kind: ProducedKind,
  ) {}
}

export function readChatLine(raw: string, line: number, context: ResolvedChatContext): LineReading {
  const reader = new LineReader(raw, line, context);
  try {
    reader.read();
    return { produced: reader.produced() };
  } catch (thrown) {
    if (!(thrown instanceof Refusal)) throw thrown;
    const { error } = thrown;
    const start = error.column - 1;
    // The words after the refused one are not read; a date or pools word among them still makes
    // the lines below unknown for dates or pools, as a refused header line would. So does a word
    // refused before the line's first bet: it may have been meant as a date or pools (`TQ`).
    const after = chatWords(raw).filter((word) => word.index > start);
    const kinds = new Set<ProducedKind>(after.flatMap((word) => headerOf(word.text)?.kind ?? []));
    if (!reader.betSeen) ['date', 'pool'].forEach((kind) => kinds.add(kind as ProducedKind));
    kinds.add(thrown.kind);
    const placeholders = [...kinds].map((kind) => placeholderLine(kind, line, start, start + error.length));
    return { produced: [...reader.produced(), ...placeholders], error };
  }
}

class LineReader {
  private readonly words: Word[];
  private readonly header: HeaderRun;
  private readonly bets: Produced[] = [];
  private bet: BetDraft | undefined;
  /** a bet began on this line: dates and pools words may no longer come */
  betSeen = false;
  private lastWasPool = false;

  constructor(
    private readonly raw: string,
    private readonly line: number,
    context: ResolvedChatContext,
  ) {
    this.words = chatWords(raw);
    this.header = new HeaderRun(line, raw, context);
  }

  produced(): Produced[] {
    return [...this.header.produce(), ...this.bets];
  }

  read(): void {
    for (const word of this.words) {
      this.readWord(word);
      this.lastWasPool =
        headerOf(word.text)?.kind === 'pool' || (this.lastWasPool && /^[+,/]$/.test(word.text));
    }
    this.closeBet();
  }

  private refuse(
    start: number,
    end: number,
    code: ChatOrderErrorCode,
    key: ChatMessageKey,
    params: Record<string, string | number>,
    kind: ProducedKind = 'bet',
  ): never {
    throw new Refusal(chatError({ line: this.line, raw: this.raw, start, end }, code, key, params), kind);
  }

  private refuseWord(
    word: Word,
    code: ChatOrderErrorCode,
    key: ChatMessageKey,
    kind: ProducedKind = 'bet',
  ): never {
    this.refuse(word.index, word.index + word.text.length, code, key, { word: quote(word.raw) }, kind);
  }

  private readWord(word: Word): void {
    const { text } = word;
    if (/[^0-9A-Z*+.#/=,-]/.test(text)) this.refuseWord(word, 'INVALID_LINE', 'unknownWord');
    const mark = MARKS.get(text);
    if (mark !== undefined) return this.readMark(word, mark);
    if (text.startsWith('#') && this.bet !== undefined && this.bet.state !== 'sep') {
      // After a number, Lotto's own amounts spaced out (`1234 #1 #2`), not a pools word.
      this.bet.amounts.push(word);
      this.bet.state = 'amounts';
      return;
    }
    // After a bet, `D9` is 9 on D (4A), not Lotto's date word: dates and pools come first anyway.
    const header = this.betSeen && /^[BSACD][\d.]/.test(text) ? undefined : headerOf(text);
    if (header !== undefined) return this.readHeader(word, header);
    if (text === '+' || text === ',' || text === '/') {
      // `M + K` (pools) and `1B / 1S` (amounts): a separator of its own after what it separates.
      if ((!this.betSeen && this.lastWasPool) || (this.bet?.state === 'amounts' && text !== '+')) return;
      this.refuseWord(word, 'INVALID_LINE', 'unknownWord');
    }
    if (text === '-' || text === '=') {
      if (this.bet?.state !== 'number') this.refuseWord(word, 'INVALID_LINE', 'unknownWord');
      this.bet.sep = word.index;
      this.bet.state = 'sep';
      return;
    }
    if (/^[\d*+]/.test(text) && text.includes('#')) {
      // Lotto's own bet among chat words (`16/11 MKT 1234#1#2`): kept as typed.
      this.closeBet();
      const end = word.index + text.length;
      this.bets.push(new LineBuilder('bet', this.line).keep(text, word.index, end).build());
      this.betSeen = true;
      return;
    }
    this.readBetWord(word);
  }

  private readMark(word: Word, mark: 'BOX' | 'IBOX' | 'R'): void {
    const { bet } = this;
    if (bet === undefined) this.refuseWord(word, 'INVALID_LINE', 'markBeforeNumber');
    if (bet.mark !== undefined || /[*+]/.test(bet.number.text))
      this.refuseWord(word, 'INVALID_LINE', 'oneMark');
    bet.mark = { kind: mark, word };
  }

  private readHeader(word: Word, header: { kind: 'date' | 'pool'; lotto: boolean }): void {
    const code = header.kind === 'date' ? 'INVALID_BET_DATE' : 'INVALID_POOL';
    if (this.betSeen) {
      this.closeBet();
      this.refuseWord(word, code, 'headerAfterBet', header.kind);
    }
    const error =
      header.kind === 'date'
        ? this.header.addDate(word, header.lotto)
        : this.header.addPools(word, header.lotto);
    if (error !== undefined) throw new Refusal(error, header.kind);
  }

  private readBetWord(word: Word): void {
    const { text } = word;
    const first = text[0] ?? '';
    const bet = this.bet;
    if (first === '-' || first === '=') {
      if (bet?.state !== 'number') {
        if (bet === undefined) this.refuseWord(word, 'INVALID_BET_AMOUNT', 'amountBeforeNumber');
        this.refuse(word.index, word.index + 1, 'INVALID_LINE', 'unexpectedChar', this.charParams(word, 0));
      }
      bet.sep = word.index;
      return this.addAmounts(bet, word, 1);
    }
    if (/^[A-Z]/.test(first)) {
      if (!(EAT_TYPES as readonly string[]).includes(first))
        this.refuseWord(word, 'INVALID_LINE', 'unknownWord');
      if (bet === undefined) this.refuseWord(word, 'INVALID_BET_AMOUNT', 'amountBeforeNumber');
      return this.addAmounts(bet, word, 0);
    }
    if (bet?.state === 'sep') return this.addAmounts(bet, word, 0);

    const number = /^[\d*+]*/.exec(text)?.[0] ?? '';
    const rest = text.slice(number.length);
    if (rest === '') {
      if (bet !== undefined && /^\d{1,2}$/.test(text)) {
        this.refuse(word.index, word.index + text.length, 'INVALID_BET_AMOUNT', 'amountWithoutType', {
          amount: text,
        });
      }
      this.openBet(word, number);
      return;
    }
    if (rest.startsWith('-') || rest.startsWith('=')) {
      const draft = this.openBet(word, number);
      draft.sep = word.index + number.length;
      draft.state = 'sep';
      if (rest.length > 1) this.addAmounts(draft, word, number.length + 1);
      return;
    }
    const mark = /^(R|BOX|IBOX)(?:[-=]|$)/.exec(rest)?.[1];
    if (mark !== undefined) {
      const start = word.index + number.length;
      this.refuse(start, start + mark.length, 'INVALID_LINE', 'markApart', {
        mark: mark === 'R' ? 'R' : mark.toLowerCase(),
      });
    }
    if (bet === undefined) this.refuseWord(word, 'INVALID_BET_AMOUNT', 'amountBeforeNumber');
    this.addAmounts(bet, word, 0);
  }

  private charParams(word: Word, i: number): Record<string, string> {
    return { char: describeChar(this.raw, word.index + i), word: quote(word.raw) };
  }

  private openBet(word: Word, number: string): BetDraft {
    this.closeBet();
    const draft: BetDraft = {
      number: { text: number, raw: word.raw.slice(0, number.length), index: word.index },
      amounts: [],
      state: 'number',
    };
    this.bet = draft;
    this.betSeen = true;
    return draft;
  }

  private addAmounts(bet: BetDraft, word: Word, from: number): void {
    const length = (bet.number.text.match(/[\d+]/g) ?? []).length;
    const step = readAmounts(word, from, this.line, this.raw, length);
    if (!step.ok) throw new Refusal(step.error, 'bet');
    bet.amounts.push(...step.pieces);
    bet.state = 'amounts';
  }

  /** Ends the bet being read: its order-string line (`*1234#B1#S2`). */
  private closeBet(): void {
    const bet = this.bet;
    if (bet === undefined) return;
    if (bet.state === 'sep' && bet.sep !== undefined) {
      const char = describeChar(this.raw, bet.sep);
      this.refuse(bet.sep, bet.sep + 1, 'INVALID_BET_AMOUNT', 'expectedAmounts', { char });
    }
    this.bet = undefined;
    const line = new LineBuilder('bet', this.line);
    const mark = bet.mark;
    const markSpan = mark && ([mark.word.index, mark.word.index + mark.word.text.length] as const);
    if (mark?.kind === 'BOX' && markSpan) line.add('*', ...markSpan);
    if (mark?.kind === 'IBOX' && markSpan) line.add('**', ...markSpan);
    const { number } = bet;
    line.copy(number.text, number.index, number.index, number.index + number.text.length);
    if (mark?.kind === 'R' && markSpan) line.add('*', ...markSpan);
    for (const piece of bet.amounts) {
      if ('raw' in piece) {
        line.keep(piece.text, piece.index, piece.index + piece.text.length);
        continue;
      }
      line.add('#', piece.start, piece.end);
      if (piece.letter) line.copy(piece.letter.char, piece.letter.index, piece.start, piece.end);
      line.copy(piece.amount.text, piece.amount.index, piece.start, piece.end);
    }
    this.bets.push(line.build());
  }
}

/** A header word: a chat date, Lotto's date word, Lotto's pools word or a word of pool letters. */
function headerOf(text: string): { kind: 'date' | 'pool'; lotto: boolean } | undefined {
  if (isChatDateWord(text)) return { kind: 'date', lotto: false };
  if (/^D[\d#]+$/.test(text)) return { kind: 'date', lotto: true };
  if (text.startsWith('#')) return { kind: 'pool', lotto: true };
  // Only letters that name some pool: `OK` or `PLS` is an unknown word, not a pool line.
  const letters = /^[A-Z][A-Z+,/]*$/.test(text) ? text.replace(/[+,/]/g, '') : '';
  if (letters !== '' && [...letters].every((char) => poolByLetter(char) !== undefined)) {
    return { kind: 'pool', lotto: false };
  }
  return undefined;
}
