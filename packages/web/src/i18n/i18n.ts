import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type AntdLocale, type Language, type LanguageBundle } from './languages';
import { rememberLanguage, storedLanguage, storeLanguage } from './stored-language';

export { storedLanguage };

/**
 * Each language is one chunk (bundles/<language>.ts: shared texts, the frame's and antd-mobile's
 * locale), fetched when that language is first used: at start-up the stored one, later the one
 * picked in the language menu. Nothing falls back to English: the locales test keeps every
 * language complete, so a player never downloads two languages. The screens' texts
 * (screen-texts/<language>.ts) and the back office's (back-office/<language>.ts) are chunks of
 * their own, fetched with the screens that need them.
 */
const bundles = import.meta.glob<LanguageBundle>('./bundles/*.ts', { import: 'bundle' });

/**
 * Texts that come in a chunk of their own per language, with the screens that need them: the
 * back office's (back-office/<language>.ts) and the player and agent screens' (screen-texts/, so
 * that home, which has none of them, does not download them). Once a pack has been opened, a
 * language switched to loads it with its bundle.
 */
interface TextPack {
  modules: Record<string, () => Promise<object>>;
  folder: string;
  opened: boolean;
  /** the languages whose texts of this pack are in i18n already */
  loaded: Set<string>;
}
const pack = (modules: Record<string, () => Promise<object>>, folder: string): TextPack => ({
  modules,
  folder,
  opened: false,
  loaded: new Set(),
});
const backOfficePack = pack(
  import.meta.glob<object>('./back-office/*.ts', { import: 'texts' }),
  'back-office',
);
const screensPack = pack(
  import.meta.glob<object>('./screen-texts/*.ts', { import: 'texts' }),
  'screen-texts',
);
const PACKS = [screensPack, backOfficePack];

const antdLocales = new Map<string, AntdLocale>();

/** antd-mobile's locale for a language already loaded (i18n is ready before the app renders). */
export function antdLocaleFor(language: string): AntdLocale | undefined {
  return antdLocales.get(language);
}

function loader<T>(modules: Record<string, () => Promise<T>>, path: string): () => Promise<T> {
  const load = modules[path];
  if (!load) throw new Error(`No texts at ${path}`);
  return load;
}

const packTexts = (texts: TextPack, language: string) =>
  loader(texts.modules, `./${texts.folder}/${language}.ts`)();

async function loadBundle(language: string): Promise<object> {
  const opened = PACKS.filter((texts) => texts.opened);
  const [bundle, ...packs] = await Promise.all([
    loader(bundles, `./bundles/${language}.ts`)(),
    ...opened.map((texts) => packTexts(texts, language)),
  ]);
  antdLocales.set(language, bundle.antd);
  for (const texts of opened) texts.loaded.add(language);
  return Object.assign({}, bundle.translation, ...packs);
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

async function loadPack(texts: TextPack): Promise<void> {
  texts.opened = true;
  const language = i18n.language;
  if (texts.loaded.has(language)) return;
  i18n.addResourceBundle(language, 'translation', await packTexts(texts, language), true, true);
  texts.loaded.add(language);
}

/**
 * The back office's texts in the current language (and, from now on, in any language switched
 * to): the back-office routes load them with their code (app/admin-routes.tsx).
 */
export function loadBackOfficeTexts(): Promise<void> {
  return loadPack(backOfficePack);
}

/**
 * The screens' texts (every player and agent screen but home's) in the current language, and from
 * now on in any language switched to: each screen's route loads them with its code
 * (app/feature-routes.tsx, app/admin-routes.tsx: the back office uses the screens' filters too).
 */
export function loadScreenTexts(): Promise<void> {
  return loadPack(screensPack);
}

/** Switch language (its texts load first) and remember it in localStorage (spec §1). */
export function changeLanguage(language: Language): Promise<unknown> {
  storeLanguage(language);
  return i18n.changeLanguage(language);
}
