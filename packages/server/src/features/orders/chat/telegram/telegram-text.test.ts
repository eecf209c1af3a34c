import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ChatLineError } from '@lotto/contract/chat';
import { CHAT_MESSAGE_KEYS } from '@lotto/domain/chat-order';
import { BOT_LANGUAGES } from './bot-texts.js';
import { refusalReply } from './telegram-bot.js';
import {
  TELEGRAM_MAX_TEXT,
  clipEnd,
  clipStart,
  fitLines,
  fitPieces,
  plainPiece,
  visibleLength,
} from './telegram-text.js';

/**
 * Rule: what the bot sends fits Telegram's 4,096 characters, however long or odd the customer's
 * text: cut before it is escaped (no tag or entity split), never inside a surrogate pair, and what
 * is left out counted ("…and K more").
 */

const more = (count: number) => `…and ${count} more`;

/** A high surrogate without its low half, or a low one without its high half (not valid UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Only the bot's own tags, each closed, every & an entity, no lone surrogate. */
function expectWholeHtml(html: string) {
  expect(html.match(/<b><u>/g)?.length ?? 0).toBe(html.match(/<\/u><\/b>/g)?.length ?? 0);
  expect(html.replace(/<\/?[bu]>/g, '')).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/);
  expect(html).not.toMatch(LONE_SURROGATE);
}

describe('clipping text', () => {
  it('keeps text that fits and marks a cut with …', () => {
    expect(clipEnd('abcdef', 6)).toBe('abcdef');
    expect(clipEnd('abcdef', 4)).toBe('abc…');
    expect(clipStart('abcdef', 4)).toBe('…def');
  });

  it('never cuts inside a surrogate pair', () => {
    const emoji = '😀😀😀';
    for (let max = 1; max <= emoji.length; max += 1) {
      expect(clipEnd(emoji, max)).not.toMatch(LONE_SURROGATE);
      expect(clipEnd(emoji, max).length).toBeLessThanOrEqual(max);
      expect(clipStart(emoji, max)).not.toMatch(LONE_SURROGATE);
      expect(clipStart(emoji, max).length).toBeLessThanOrEqual(max);
    }
  });

  it('counts an HTML text as Telegram shows it', () => {
    expect(visibleLength('<b><u>a&amp;b</u></b> &lt;c&gt;')).toBe(7);
  });
});

describe('fitting lines', () => {
  it('leaves a text that fits alone', () => {
    expect(fitLines('a\nb', more, { max: 3 })).toBe('a\nb');
  });

  it('keeps lines from the top, says how many more, and keeps the last ones', () => {
    const text = ['one', 'two', 'three', 'four', '', 'Total 9', 'DEL X'].join('\n');
    expect(fitLines(text, more, { max: 30, keepLast: 3 })).toBe(
      ['one', '…and 3 more', '', 'Total 9', 'DEL X'].join('\n'),
    );
  });

  it('stays within the limit for any text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 400 }), { maxLength: 300 }),
        fc.integer({ min: 60, max: 600 }),
        (lines, max) => {
          const fitted = fitLines(lines.join('\n'), more, { max });
          expect(fitted.length).toBeLessThanOrEqual(max);
          expect(fitted).not.toMatch(LONE_SURROGATE);
        },
      ),
    );
  });

  it('fits pieces to a budget, the "more" line included', () => {
    const pieces = ['aaaaaaaa', 'bbbbbbbb', 'cccccccc'].map(plainPiece);
    const tail = (count: number) => plainPiece(more(count));
    expect(fitPieces(pieces, 26, tail)).toEqual({ text: 'aaaaaaaa\nbbbbbbbb\ncccccccc', size: 26 });
    expect(fitPieces(pieces, 25, tail)).toEqual({ text: 'aaaaaaaa\n…and 2 more', size: 20 });
    expect(fitPieces(pieces, 15, tail)).toEqual({ text: '…and 3 more', size: 11 });
    expect(fitPieces(pieces, 10, tail)).toEqual({ text: '', size: 0 });
  });
});

const lineError = (line: number, column: number, token: string, message: string): ChatLineError => ({
  line,
  column,
  length: token.length,
  token,
  code: 'INVALID_LINE',
  message,
  messageKey: CHAT_MESSAGE_KEYS[0]!,
  params: {},
});

describe('refusalReply', () => {
  it('shortens a refusal of many long lines full of HTML characters, whole and within the limit', () => {
    // Lines of 3,000 characters of <, > and &, the bad word deep inside, emoji around the cuts.
    const line = (i: number) => `${'<&>😀'.repeat(500)}BAD&${i}<${'😀&<>'.repeat(250)}`;
    const text = Array.from({ length: 40 }, (_, i) => line(i)).join('\n');
    const errors = Array.from({ length: 40 }, (_, i) =>
      lineError(i + 1, 2_501, `BAD&${i}<`, `unexpected '${'<&>'.repeat(100)}'`),
    );
    for (const language of BOT_LANGUAGES) {
      const reply = refusalReply(language, text, { ok: false, lines: [], errors });
      expect(visibleLength(reply)).toBeLessThanOrEqual(TELEGRAM_MAX_TEXT);
      expectWholeHtml(reply);
      expect(reply).toContain('1: …');
      expect(reply).toContain('<b><u>BAD&amp;0&lt;</u></b>');
    }
  });

  it('stays within the limit for any refused text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }), {
          minLength: 1,
          maxLength: 60,
        }),
        fc.string({ maxLength: 400 }),
        (lines, message) => {
          const errors = lines.map((text, i) =>
            lineError(i + 1, 1, text.slice(0, Math.ceil(text.length / 2)), message),
          );
          const reply = refusalReply('en-GB', lines.join('\n'), { ok: false, lines: [], errors });
          expect(visibleLength(reply)).toBeLessThanOrEqual(TELEGRAM_MAX_TEXT);
        },
      ),
    );
  });
});
