import { ERROR_CODES } from '@lotto/domain/error-codes';
import { describe, expect, it } from 'vitest';
import { resources } from './i18n';
import { LANGUAGES } from './languages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const english = flatten(resources['en-GB'].translation as Tree);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Texts that are the same in every language (brand names, codes). */
const SAME_EVERYWHERE = new Set(['common.ok']);

describe('locales', () => {
  it('English translates every error code of the domain', () => {
    for (const code of ERROR_CODES) expect(english.get(`errorCodes.${code}`), code).toBeTruthy();
    const extra = [...english.keys()].filter(
      (key) => key.startsWith('errorCodes.') && !(ERROR_CODES as string[]).includes(key.slice(11)),
    );
    expect(extra).toEqual([]);
  });

  for (const language of LANGUAGES.filter((candidate) => candidate !== 'en-GB')) {
    describe(language, () => {
      const translated = flatten(resources[language].translation as Tree);

      it('has exactly the keys of en-GB', () => {
        expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
        expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
      });

      it('has no empty text and keeps the placeholders', () => {
        for (const [key, text] of translated) {
          expect(text.trim(), key).not.toBe('');
          expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
        }
      });

      it('is really translated, not an English copy', () => {
        const copies = [...translated].filter(
          ([key, text]) => text === english.get(key) && !SAME_EVERYWHERE.has(key),
        );
        expect(copies.map(([key]) => key)).toEqual([]);
      });
    });
  }
});
