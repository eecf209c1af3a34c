import { LANGUAGE_COOKIE } from '@lotto/contract/prerendered-pages';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/**
 * The chosen language, as both pages keep it: the app (i18n.ts) and the login page
 * (app/login-page). A module of its own, without i18next's set-up, so that the login page takes
 * only this.
 */
export function storedLanguage(): Language {
  const stored = readStorage('local', STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Remember a language chosen in the menu (spec §1). */
export function storeLanguage(language: Language): void {
  writeStorage('local', STORAGE_KEYS.language, language);
}

/**
 * The language as the document's and as a cookie too, so that the server sends /login, home and
 * /betting prerendered in it (docs/decisions/015-prerendered-first-screens.md); written at start-up
 * as well, for a language chosen before the cookie existed.
 */
export function rememberLanguage(language: string): void {
  document.documentElement.lang = language;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
