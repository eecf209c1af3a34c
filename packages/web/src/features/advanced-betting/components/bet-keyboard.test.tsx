import { act, render } from '@testing-library/react';
import { availablePools } from '@lotto/domain/pools';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { LANGUAGES } from '@/i18n/languages';
import { BetKeyboard } from './bet-keyboard';

/**
 * The words of a text as axe-core 4.14's label-content-name-mismatch compares them (WCAG 2.5.3): NFKD,
 * parentheses and what they hold dropped, anything but letters and digits a space, split in words.
 */
function words(text: string): string[] {
  let curated = text.normalize('NFKD').toLowerCase();
  for (let previous = ''; previous !== curated;) {
    previous = curated;
    curated = curated.replace(/\([^()]*\)/g, ' ');
  }
  curated = curated.replace(/[^\p{L}\p{N}\p{M}]/gu, ' ');
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  return [...segmenter.segment(curated)].map((part) => part.segment.trim()).filter(Boolean);
}

/**
 * The same check as axe-core 4.13 (the one @axe-core/playwright runs) makes it: punctuation
 * dropped without a space, whitespace collapsed, then the name must contain the text.
 */
const PUNCTUATION = /[\u2000-\u206F\u2E00-\u2E7F\\'!"#$%&£¢¥§€()*+,\-./:;<=>?@[\]^_`{|}~±]/g;
function curated(text: string): string {
  return text.toLowerCase().replace(PUNCTUATION, '').replace(/\s+/g, ' ').trim();
}

function containsInOrder(name: string[], label: string[]): boolean {
  if (label.length === 0) return true;
  for (let start = 0; start + label.length <= name.length; start += 1) {
    if (label.every((word, i) => name[start + i] === word)) return true;
  }
  return false;
}

/**
 * Issue 36.15: voice-control users say what they see. Every key's accessible name must contain
 * its visible text, the bet-type keys' amount slot ("#1") included, in every language.
 */
describe('the bet keyboard: each key is named by what it shows', () => {
  it.each(LANGUAGES)('%s', async (language) => {
    await act(() => changeLanguage(language));
    const { container } = render(
      <BetKeyboard
        pools={availablePools('normal')}
        eatEnabled
        boxEnabled
        eatOrder={['S', 'B', 'A', 'C', 'D']}
        onKey={() => undefined}
      />,
    );
    const keys = [...container.querySelectorAll('button')];
    expect(keys.length).toBeGreaterThan(20);
    const mismatches = keys
      .map((key) => ({ name: key.getAttribute('aria-label') ?? '', shown: key.textContent ?? '' }))
      // axe leaves out what no one reads as words: one character that is no digit (⌫, ↵), symbols
      .filter(({ shown }) => /[\p{L}\p{N}]/u.test(shown) && !/^\D$/u.test(shown.trim()))
      .filter(
        ({ name, shown }) =>
          !containsInOrder(words(name), words(shown)) || !curated(name).includes(curated(shown)),
      );
    expect(mismatches).toEqual([]);
    // the slot is part of the name: "#2" on B when the sequence reads the second amount as B
    expect(keys.find((key) => key.textContent?.startsWith('B'))!.getAttribute('aria-label')).toMatch(
      /^B .+ #2/,
    );
  });
});
