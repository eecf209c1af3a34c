import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterAll, afterEach, vi } from 'vitest';
import { resetAlerts } from '@/components/ui/alert-dialog/alert-store';
import { resetToasts } from '@/components/ui/toast/toast-store';
import { authStore } from '@/lib/auth/auth-store';
import { i18n, i18nReady, loadBackOfficeTexts, loadScreenTexts } from '@/i18n/i18n';
import { installAntdReact19Adapter } from '@/lib/antd-react19';
import { busyStore } from '@/lib/busy';
import { resetBetForStores } from '@/lib/orders/bet-for';

installAntdReact19Adapter();
// jsdom has no layout, and says so on every scrollTo (the router's scroll restoration calls it)
window.scrollTo = () => undefined;
// findBy*/waitFor wait for what the screen shows, not for a speed: a loaded machine needs longer.
configure({ asyncUtilTimeout: 5_000 });
// The app renders once its language is loaded (main.tsx); so do the tests.
await i18nReady;
// A worker runs many files in one module graph (isolate: false, vitest.config.ts): a file that
// made an i18next instance of its own (the prerender's) must not leave it as react-i18next's.
setI18n(i18n);
// Tests render the screens' and back-office components without the routes that load their texts.
await Promise.all([loadScreenTexts(), loadBackOfficeTexts()]);

/**
 * Every cookie of the page's origin expired. The files of a worker share one jsdom, and the app
 * writes cookies (the language's, at start-up and on every change): each test starts with none.
 */
function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}
clearCookies();

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  resetBetForStores();
  resetToasts();
  resetAlerts();
  busyStore.set(0);
  authStore.set({ status: 'initialising', user: null });
  if (i18n.language !== 'en-GB') await i18n.changeLanguage('en-GB');
  // after the language: changing it writes its cookie
  clearCookies();
});

/**
 * A closing dialog (antd-mobile's imperative Dialog, in a root of its own) still animates, and
 * React's scheduler runs its last frames on timers. Let them run while jsdom's window exists:
 * after the file's environment is torn down they throw "window is not defined", an unhandled
 * error that fails the run (seen with two workers in CI). A guard for teardown, not a wait for
 * anything a test checks.
 */
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 500));
});
