import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';

/** `login-texts:<language>`: a language's shared texts (src/i18n/locales), each part a named export. */
const TEXTS = 'login-texts:';
const LOCALES = new URL('../src/i18n/locales/', import.meta.url);

/**
 * The module `login-texts:<language>`: src/i18n/locales/<language>.json with each top-level part
 * as a named export, so that the bundler keeps only the parts the login page imports
 * (src/i18n/login-texts). A module of its own: imported as the JSON file itself, the whole file
 * would be one module shared with the app's language bundle (i18n/bundles), which the bundler
 * then cut out into a chunk of its own, a second request for every language the app loads.
 */
export function loginTextsModule(language: string): string {
  if (!/^[a-z]{2}-[A-Z]{2}$/.test(language)) throw new Error(`login texts: no language ${language}`);
  const texts = JSON.parse(readFileSync(new URL(`${language}.json`, LOCALES), 'utf8')) as Record<
    string,
    unknown
  >;
  return Object.entries(texts)
    .map(([part, value]) => {
      if (!/^[A-Za-z_]\w*$/.test(part))
        throw new Error(`login texts: ${language}.json's part ${part} is no name`);
      return `export const ${part} = ${JSON.stringify(value)};`;
    })
    .join('\n');
}

/**
 * /login is a page of its own (login.html, src/app/login-page; docs/performance.md, issue 45):
 * the server sends it for /login (packages/server/src/http/web-assets.ts). Vite's dev and preview
 * servers answer every path with index.html; this sends /login to login.html there too.
 */
export function loginPage(): Plugin {
  const rewrite: Connect.NextHandleFunction = (request, _response, next) => {
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (path === '/login' || path === '/login/')
      request.url = `/login.html${query < 0 ? '' : url.slice(query)}`;
    next();
  };
  return {
    name: 'lotto:login-page',
    resolveId(id) {
      return id.startsWith(TEXTS) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${TEXTS}`)) return null;
      const language = id.slice(TEXTS.length + 1);
      this.addWatchFile(fileURLToPath(new URL(`${language}.json`, LOCALES)));
      return loginTextsModule(language);
    },
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}
