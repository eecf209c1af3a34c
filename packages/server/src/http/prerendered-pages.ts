import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE, PRERENDERED_PAGES, type PrerenderedPage } from '@lotto/contract/prerendered-pages';

/** The language of a visitor without the cookie (the web app's default too). */
const DEFAULT_LANGUAGE = 'en-GB';

const PAGE_OF_PATH = new Map<string, PrerenderedPage>(
  (Object.keys(PRERENDERED_PAGES) as PrerenderedPage[]).flatMap((page) =>
    PRERENDERED_PAGES[page].paths.map((pagePath) => [pagePath, page] as const),
  ),
);

/** Whether the request comes with a valid session (asked only for a path that has a prerendered page). */
export type SessionProbe = () => Promise<boolean>;

export interface PrerenderedPages {
  /**
   * The file (relative to the web root) to send instead of index.html for this path, or undefined
   * for index.html: the path is not one of PRERENDERED_PAGES', the session does not fit the page
   * (home needs one; the login form is only for a visitor without one), or the build
   * has no such page.
   */
  fileFor(
    pathname: string,
    cookies: Record<string, string | undefined>,
    hasSession: SessionProbe,
  ): Promise<string | undefined>;
  /** Whether the answer for this path depends on the request's cookies (Vary: Cookie). */
  varies(pathname: string): boolean;
}

/**
 * The prerendered pages of one product variant that the build wrote
 * (WEB_DIST/prerendered/<variant>/<language>/<page>.html, packages/web/build-plugins/prerender.ts),
 * found once at start-up. The language cookie only picks among these files: any other value is
 * the default language (docs/decisions/015-prerendered-first-screens.md).
 */
export function findPrerenderedPages(webRoot: string, variant: string): PrerenderedPages {
  const dir = path.join(webRoot, 'prerendered', variant);
  const found = new Set<string>();
  const languages = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
  for (const language of languages) {
    if (!language.isDirectory()) continue;
    for (const page of Object.keys(PRERENDERED_PAGES)) {
      if (fs.existsSync(path.join(dir, language.name, `${page}.html`))) found.add(`${language.name}/${page}`);
    }
  }
  return {
    varies: (pathname) => PAGE_OF_PATH.has(pathname),
    async fileFor(pathname, cookies, hasSession) {
      const page = PAGE_OF_PATH.get(pathname);
      if (!page) return undefined;
      const asked = cookies[LANGUAGE_COOKIE];
      const language = asked && found.has(`${asked}/${page}`) ? asked : DEFAULT_LANGUAGE;
      if (!found.has(`${language}/${page}`)) return undefined;
      let session: boolean;
      try {
        session = await hasSession();
      } catch {
        // The database is busy or down: the plain page, which asks for the session itself.
        return undefined;
      }
      if (session !== PRERENDERED_PAGES[page].session) return undefined;
      return `prerendered/${variant}/${language}/${page}.html`;
    },
  };
}
