import { ERROR_CODES } from '@lotto/domain/error-codes';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language, type LanguageBundle } from './languages';

/** Every language's texts, as the app loads them one at a time (i18n.ts), with the back office's. */
const bundles = import.meta.glob<LanguageBundle>('./bundles/*.ts', { eager: true, import: 'bundle' });
const backOffice = import.meta.glob<object>('./back-office/*.ts', { eager: true, import: 'texts' });
const screenTexts = import.meta.glob<object>('./screen-texts/*.ts', { eager: true, import: 'texts' });
const resources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    {
      translation: {
        ...bundles[`./bundles/${language}.ts`]!.translation,
        ...screenTexts[`./screen-texts/${language}.ts`]!,
        ...backOffice[`./back-office/${language}.ts`]!,
      },
    },
  ]),
) as Record<Language, { translation: object }>;

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

/**
 * Texts that are the same in every language (brand names, codes): OK, and the pool keys' names
 * (`#K (Da Ma Cai 1+3D)`: a key letter and a pool's brand name, which no language translates).
 */
const SAME_EVERYWHERE = new Set(['common.ok', 'advancedBetting.keyboard.pool']);

describe('locales', () => {
  it('has one bundle and one back-office pack per language and no other', () => {
    expect(Object.keys(bundles).sort()).toEqual(
      LANGUAGES.map((language) => `./bundles/${language}.ts`).sort(),
    );
    expect(Object.keys(backOffice).sort()).toEqual(
      LANGUAGES.map((language) => `./back-office/${language}.ts`).sort(),
    );
    expect(Object.keys(screenTexts).sort()).toEqual(
      LANGUAGES.map((language) => `./screen-texts/${language}.ts`).sort(),
    );
  });

  it("keeps the screens' texts out of the bundle home downloads, and each pack's keys its own", () => {
    const english = bundles['./bundles/en-GB.ts']!.translation;
    const screens = screenTexts['./screen-texts/en-GB.ts']!;
    expect(Object.keys(screens)).toEqual(
      expect.arrayContaining(['betting', 'advancedBetting', 'results', 'bettingHistory', 'reports']),
    );
    expect(Object.keys(english)).not.toContain('betting');
    // an agent's desk and the side menu's weekly entries are on home: they stay in the bundle
    expect(Object.keys(english)).toEqual(expect.arrayContaining(['agentDesk', 'weeklyMenu']));
    const packs = [english, screens, backOffice['./back-office/en-GB.ts']!].map((texts) =>
      Object.keys(texts),
    );
    const all = packs.flat();
    expect(all.filter((key, at) => all.indexOf(key) !== at)).toEqual([]);
  });

  it("keeps the back office out of the players' bundle", () => {
    const english = bundles['./bundles/en-GB.ts']!.translation;
    expect(Object.keys(english)).not.toContain('adminUsers');
    // the back-office home's section list too: the sidebar needs only its own entry's title
    expect(Object.keys(english)).not.toContain('admin');
    expect(Object.keys(backOffice['./back-office/en-GB.ts']!)).toEqual(
      expect.arrayContaining(['admin', 'adminUsers', 'adminDraws', 'adminPackages', 'adminAudit']),
    );
  });

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
