/**
 * The shared locale files as the login texts import them (build-plugins/login-page.ts), so that the bundler
 * keeps only the parts a login page uses (their named exports) in a module of their own, instead
 * of sharing the whole file with the app's language bundle (bundles/<language>.ts), whose chunk
 * then split in two. Every part named here is an object of texts.
 */
declare module 'login-texts:*' {
  type Texts = Record<string, string>;
  export const auth: Texts;
  export const common: Texts;
  export const errorCodes: Texts;
  export const header: Texts;
  export const home: Texts;
  export const pwa: Texts;
  export const screens: Texts;
}
