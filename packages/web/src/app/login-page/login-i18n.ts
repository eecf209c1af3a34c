import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@/i18n/languages';
import { rememberLanguage, storedLanguage, storeLanguage } from '@/i18n/stored-language';

/**
 * The login page's i18next: one language's login texts (i18n/login-texts/<language>.ts, a chunk
 * each), not the app's language bundles with every feature's texts (i18n/i18n.ts). The page's
 * early hints script has asked for the stored language's chunk already.
 */
const texts = import.meta.glob<Record<string, unknown>>('../../i18n/login-texts/*.ts', { import: 'texts' });

function loadTexts(language: Language): Promise<Record<string, unknown>> {
  const load = texts[`../../i18n/login-texts/${language}.ts`];
  if (!load) throw new Error(`No login texts for ${language}`);
  return load();
}

export const loginI18n = i18next.createInstance();

/** Resolves once the stored language's texts are in: render after it. */
export async function startLoginI18n(): Promise<void> {
  const language = storedLanguage();
  rememberLanguage(language);
  const translation = await loadTexts(language);
  await loginI18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation } },
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}

/** The language menu's choice: its texts first, then the switch; remembered as the app remembers it. */
export async function changeLoginLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  if (!loginI18n.hasResourceBundle(language, 'translation')) {
    loginI18n.addResourceBundle(language, 'translation', await loadTexts(language));
  }
  await loginI18n.changeLanguage(language);
  rememberLanguage(language);
}
