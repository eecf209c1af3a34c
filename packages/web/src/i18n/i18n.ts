import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import bnBD from './locales/bn-BD.json';
import enGB from './locales/en-GB.json';
import msMY from './locales/ms-MY.json';
import zhCN from './locales/zh-CN.json';
import zhHK from './locales/zh-HK.json';

/**
 * A feature may keep its own texts in `features/<feature>/locales/<language>.json`, all under one
 * top-level key named after the feature, so features never edit each other's files. They are
 * merged over the shared texts here (and checked for completeness like them).
 */
const featureTexts = import.meta.glob<Record<string, unknown>>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

function withFeatureTexts(language: Language, shared: object): object {
  let merged: Record<string, unknown> = { ...shared };
  for (const [file, texts] of Object.entries(featureTexts)) {
    if (file.endsWith(`/${language}.json`)) merged = { ...merged, ...texts };
  }
  return merged;
}

export const resources = {
  'en-GB': { translation: withFeatureTexts('en-GB', enGB) },
  'zh-CN': { translation: withFeatureTexts('zh-CN', zhCN) },
  'zh-HK': { translation: withFeatureTexts('zh-HK', zhHK) },
  'ms-MY': { translation: withFeatureTexts('ms-MY', msMY) },
  'bn-BD': { translation: withFeatureTexts('bn-BD', bnBD) },
} satisfies Record<Language, { translation: object }>;

export function storedLanguage(): Language {
  const stored = readStorage('local', STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(resources),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

/** Switch language and remember it in localStorage (spec §1). */
export function changeLanguage(language: Language): Promise<unknown> {
  writeStorage('local', STORAGE_KEYS.language, language);
  return i18n.changeLanguage(language);
}
