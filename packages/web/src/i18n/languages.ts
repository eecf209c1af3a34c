import enUS from 'antd-mobile/es/locales/en-US';
import msMY from 'antd-mobile/es/locales/ms-MY';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhHK from 'antd-mobile/es/locales/zh-HK';

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

/** antd-mobile ships no Bengali or British English: those use its English (en-US). */
export const ANTD_LOCALES = {
  'en-GB': enUS,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'ms-MY': msMY,
  'bn-BD': enUS,
} satisfies Record<Language, typeof enUS>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
