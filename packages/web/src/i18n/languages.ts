import type enUS from 'antd-mobile/es/locales/en-US';

export const LANGUAGES = ['en-GB', 'zh-CN', 'zh-HK', 'ms-MY', 'bn-BD'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-GB';

/** Each language's name in itself, for the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-GB': 'English',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文',
  'ms-MY': 'Bahasa Melayu',
  'bn-BD': 'বাংলা',
};

export type AntdLocale = typeof enUS;

/**
 * One language's texts and antd-mobile's locale, loaded on demand (i18n.ts): a player downloads
 * the language they use, not all five. antd-mobile ships no Bengali or British English: those use
 * its English (en-US).
 */
export interface LanguageBundle {
  translation: object;
  antd: AntdLocale;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
