import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type AntdLocale, type Language, type LanguageBundle } from './languages';
import { rememberLanguage, storedLanguage, storeLanguage } from './stored-language';

export { storedLanguage };

/**
 * Each language is one chunk (bundles/<language>.ts: shared texts, the features' texts and
 * antd-mobile's locale), fetched when that language is first used: at start-up the stored one,
 * later the one picked in the language menu. Nothing falls back to English: the locales test keeps
 * every language complete, so a player never downloads two languages. The back office's texts
 * (back-office/<language>.ts) are a chunk of their own, fetched with the back office.
 */
const bundles = import.meta.glob<LanguageBundle>('./bundles/*.ts', { import: 'bundle' });
const backOfficeTexts = import.meta.glob<object>('./back-office/*.ts', { import: 'texts' });

const antdLocales = new Map<string, AntdLocale>();
let backOfficeOpened = false;
/** The languages whose back-office texts are in i18n already. */
const backOfficeLoaded = new Set<string>();

/** antd-mobile's locale for a language already loaded (i18n is ready before the app renders). */
export function antdLocaleFor(language: string): AntdLocale | undefined {
  return antdLocales.get(language);
}

function loader<T>(modules: Record<string, () => Promise<T>>, path: string): () => Promise<T> {
  const load = modules[path];
  if (!load) throw new Error(`No texts at ${path}`);
  return load;
}

async function loadBundle(language: string): Promise<object> {
  const [bundle, backOffice] = await Promise.all([
    loader(bundles, `./bundles/${language}.ts`)(),
    backOfficeOpened ? loader(backOfficeTexts, `./back-office/${language}.ts`)() : {},
  ]);
  antdLocales.set(language, bundle.antd);
  if (backOfficeOpened) backOfficeLoaded.add(language);
  return { ...bundle.translation, ...backOffice };
}

export const i18n = i18next.createInstance();

/** Resolves once the stored language's texts are loaded: render after it (main.tsx). */
export const i18nReady: Promise<unknown> = i18n
  .use(resourcesToBackend((language: string) => loadBundle(language)))
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Fetch the texts now, not on a timer after the entry has run: the first screen waits for them.
    initAsync: false,
  });

i18n.on('languageChanged', rememberLanguage);
rememberLanguage(storedLanguage());

/**
 * The back office's texts in the current language (and, from now on, in any language switched
 * to): the back-office routes load them with their code (app/admin-routes.tsx).
 */
export async function loadBackOfficeTexts(): Promise<void> {
  backOfficeOpened = true;
  const language = i18n.language;
  if (backOfficeLoaded.has(language)) return;
  const texts = await loader(backOfficeTexts, `./back-office/${language}.ts`)();
  i18n.addResourceBundle(language, 'translation', texts, true, true);
  backOfficeLoaded.add(language);
}

/** Switch language (its texts load first) and remember it in localStorage (spec §1). */
export function changeLanguage(language: Language): Promise<unknown> {
  storeLanguage(language);
  return i18n.changeLanguage(language);
}
