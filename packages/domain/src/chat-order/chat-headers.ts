import { POOLS, poolByLetter } from '../pools.js';
import { resolveChatDate } from './chat-dates.js';
import { LineBuilder, type Produced } from './produced.js';
import { chatError, describeChar, quote, type Word } from './text.js';
import type { ChatOrderError, ResolvedChatContext } from './types.js';

/**
 * The dates and pools at the head of a chat line (rules.md "Orders from chat"). All of a line's
 * date words make one date line (`16/11 17/11` is `D16#17`) and all its pool words one pools line
 * (`M K T`, `M+K`, `MK,T` are `#MKT`); Lotto's own `D16#17` and `#MKT` may stand among them.
 */
export class HeaderRun {
  private readonly dates: { day: string; word: Word }[] = [];
  private lottoDate: Word | undefined;
  private readonly pools: Word[] = [];

  constructor(
    private readonly line: number,
    private readonly raw: string,
    private readonly context: ResolvedChatContext,
  ) {}

  get empty(): boolean {
    return this.dates.length === 0 && this.lottoDate === undefined && this.pools.length === 0;
  }

  /** A chat date (`16/11`) or Lotto's date word (`D16`, `D3`). */
  addDate(word: Word, lotto: boolean): ChatOrderError | undefined {
    const place = { line: this.line, raw: this.raw, start: word.index, end: word.index + word.text.length };
    if (this.lottoDate !== undefined || (lotto && this.dates.length > 0)) {
      return chatError(place, 'INVALID_BET_DATE', 'dateForms');
    }
    if (lotto) {
      this.lottoDate = word;
      return undefined;
    }
    const result = resolveChatDate(word.text, this.context);
    if (!result.ok) return chatError(place, 'INVALID_BET_DATE', result.key, result.params);
    this.dates.push({ day: result.date.slice(8, 10), word });
    return undefined;
  }

  /** A word of pool letters (`MKT`, `M+K`) or Lotto's pools word (`#MKT`, `#123`). */
  addPools(word: Word, lotto: boolean): ChatOrderError | undefined {
    if (lotto) {
      this.pools.push(word);
      return undefined;
    }
    const { text } = word;
    const place = (i: number, end = i + 1) => ({
      line: this.line,
      raw: this.raw,
      start: word.index + i,
      end,
    });
    if ([...text].some((char) => /[A-Z]/.test(char) && poolByLetter(char) === undefined)) {
      const whole = place(0, word.index + text.length);
      return chatError(whole, 'INVALID_LINE', 'unknownWord', { word: quote(word.raw) });
    }
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i] ?? '';
      if (/[A-Z]/.test(char)) {
        const pool = poolByLetter(char);
        if (pool !== undefined && this.context.pools.has(pool.code)) continue;
        const offered = POOLS.filter((p) => this.context.pools.has(p.code)).map((p) => p.letter);
        const params = { char: describeChar(this.raw, word.index + i), pools: offered.join(' ') };
        return chatError(place(i, word.index + i + 1), 'INVALID_POOL', 'poolNotOffered', params);
      }
      // a separator stands between two letters
      if (i === text.length - 1 || !/[A-Z]/.test(text[i + 1] ?? '')) {
        const params = { char: describeChar(this.raw, word.index + i) };
        return chatError(place(i, word.index + i + 1), 'INVALID_POOL', 'poolSeparator', params);
      }
    }
    this.pools.push(word);
    return undefined;
  }

  /** The date line and the pools line the run makes (each only when given). */
  produce(): Produced[] {
    const produced: Produced[] = [];
    const span = (word: Word) => [word.index, word.index + word.text.length] as const;
    if (this.lottoDate !== undefined) {
      const word = this.lottoDate;
      produced.push(new LineBuilder('date', this.line).keep(word.text, word.index, span(word)[1]).build());
    } else if (this.dates.length > 0) {
      const date = new LineBuilder('date', this.line);
      this.dates.forEach(({ day, word }, i) => {
        date.add(i === 0 ? `D${day}` : `#${day}`, ...span(word));
      });
      produced.push(date.build());
    }
    if (this.pools.length > 0) {
      const pools = new LineBuilder('pool', this.line);
      const first = this.pools[0];
      if (first !== undefined && !first.text.startsWith('#')) pools.add('#', ...span(first));
      for (const word of this.pools) {
        const lotto = word.text.startsWith('#');
        for (let i = 0; i < word.text.length; i += 1) {
          const char = word.text[i] ?? '';
          // One `#` in front of the line: a later Lotto word's own `#` goes, as do the chat's
          // separators between letters; anything else reaches the order string's checks.
          const drop = lotto ? i === 0 && word !== first : char === '+' || char === ',' || char === '/';
          if (drop) continue;
          if (lotto) pools.keep(char, word.index + i, span(word)[1]);
          else pools.copy(char, word.index + i, ...span(word));
        }
      }
      produced.push(pools.build());
    }
    return produced;
  }
}
