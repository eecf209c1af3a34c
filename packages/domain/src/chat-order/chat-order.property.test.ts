import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOrderString } from '../order-string/index.js';
import { canonical, chatText, draw, groupsArb } from '../testing/chat-order-arbitraries.js';
import { CHAT_CONTEXT, ORDER_CONTEXT } from '../testing/chat-order-context.js';
import type { Ticket } from '../ticket.js';
import { chatToOrderString, readChatOrder } from './index.js';

/**
 * Issue 42 rule 7: generated bets written in the chat dialect, permuted and regrouped (several
 * bets on a line, lines split, dates and pools on their own lines or in front of a bet, repeated,
 * carried over lines and blank lines), read to the same bets as their canonical order string;
 * none is lost. And an unknown word put anywhere is reported on its line and column.
 */

/** Every bet with the dates and pools it is placed on, in a comparable form. */
function flatBets(tickets: readonly Ticket[]): string[] {
  return tickets
    .flatMap((ticket) =>
      ticket.lines.map((line) =>
        JSON.stringify([
          ticket.drawDates,
          ticket.pools,
          line.number,
          line.pattern,
          Object.entries(line.amounts).sort(),
        ]),
      ),
    )
    .sort();
}

describe('the chat dialect reads to the same bets as the order string (issue 42 rule 7)', () => {
  it('generated bets, permuted and regrouped, none lost', () => {
    fc.assert(
      fc.property(groupsArb, fc.gen(), (groups, g) => {
        const lotto = parseOrderString(canonical(groups), ORDER_CONTEXT);
        if (!lotto.ok) throw new Error(`${canonical(groups)}: ${lotto.errors[0]?.message}`);
        const text = chatText(g, groups);
        const translated = chatToOrderString(text, CHAT_CONTEXT);
        const read = readChatOrder(text, CHAT_CONTEXT, ORDER_CONTEXT);
        if (!read.ok)
          throw new Error(
            `${text}\n${read.errors.map((e) => `${e.line}:${e.column} ${e.message}`).join('\n')}`,
          );
        expect(translated.ok).toBe(true);
        expect(flatBets(read.tickets)).toEqual(flatBets(lotto.tickets));
        const count = groups.reduce((sum, group) => sum + group.bets.length, 0);
        expect(flatBets(read.tickets)).toHaveLength(count);
        expect(translated.ok && translated.bets).toBe(count);
      }),
      // No shrinking: the drawn choices shrink slowly, and the failing text is printed whole.
      { numRuns: 300, seed: 42_7, endOnFailure: true },
    );
  });

  const unknownWord = fc.oneof(
    fc
      .stringMatching(/^[a-z]{2,6}$/)
      .filter((word) => /[fhijlnopquvxyz]/.test(word) && word !== 'box' && word !== 'ibox'),
    fc.constantFrom('\u{1F44D}', '??', 'thx!', '@boss', '\u8c22\u8c22', 'ok.'),
  );

  it('an unknown word anywhere is reported on its line and column, and nothing else is', () => {
    fc.assert(
      fc.property(groupsArb, fc.gen(), unknownWord, (groups, g, word) => {
        const lines = chatText(g, groups).split('\n');
        const index = draw(g, fc.integer({ min: 0, max: lines.length }));
        let line: number;
        let column: number;
        if (index === lines.length || lines[index]?.trim() === '') {
          // a line of its own
          lines.splice(index, 0, word);
          line = index + 1;
          column = 1;
        } else {
          const typed = lines[index] ?? '';
          const starts = [...typed.matchAll(/\S+/g)].map((m) => m.index);
          const at = draw(g, fc.integer({ min: 0, max: starts.length }));
          const position = starts[at] ?? typed.length + 1;
          lines[index] =
            at < starts.length
              ? `${typed.slice(0, position)}${word} ${typed.slice(position)}`
              : `${typed} ${word}`;
          line = index + 1;
          column = position + 1;
        }
        const text = lines.join('\n');
        const read = readChatOrder(text, CHAT_CONTEXT, ORDER_CONTEXT);
        expect(read.ok, text).toBe(false);
        if (read.ok) return;
        expect(read.errors, text).toEqual([expect.objectContaining({ line, column, token: word })]);
      }),
      { numRuns: 300, seed: 42_71, endOnFailure: true },
    );
  });
});
