/**
 * The screens the server can send already drawn (docs/decisions/015-prerendered-first-screens.md):
 * the two a phone opens first. The web's build writes dist/prerendered/<variant>/<language>/<page>.html
 * for each; the server sends one for these exact paths (no query string) when the session fits (`session`: home only
 * with a valid session, the login form only without one) and the page exists. /betting comes as
 * its frame and title only, with the spinner the app shows while a screen loads: its long form
 * drawn from the HTML and then again by the app cost more than it gave (the decision record has
 * the measurements).
 */
export const PRERENDERED_PAGES = {
  login: { paths: ['/login'], titleKey: 'screens.login', session: false },
  home: { paths: ['/', '/home/play-game'], titleKey: 'screens.home', session: true },
  betting: { paths: ['/betting'], titleKey: 'screens.betting', session: true },
} as const;

export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

/**
 * The chosen language as a cookie, written by the web app (localStorage holds it too) so that the
 * server picks the prerendered page in that language. Not a secret: it only chooses between files.
 */
export const LANGUAGE_COOKIE = 'lotto_lang';
