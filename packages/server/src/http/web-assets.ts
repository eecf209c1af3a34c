import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { findPrerenderedPages, type SessionProbe } from './prerendered-pages.js';
import { normalisedPath } from './request-path.js';

/**
 * Cache rules for the built web app (docs/decisions/010-code-splitting-and-caching.md):
 * - `assets/` holds Vite's fingerprinted files (the name changes with the content): cached for a
 *   year, immutable;
 * - everything else (index.html, sw.js, the web manifest, the offline page, icons, help images)
 *   is revalidated on every use (`no-cache` with an ETag), so a deploy is seen at once and a new
 *   service worker is found by the browser's update check.
 * API answers are never cached (`no-store`, set in app.ts).
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const LOGIN_PAGE = 'login.html';
const LOGIN_PATH = /^\/login\/?$/;

export interface WebAssets {
  /** the build is there (WEB_DIST/index.html) */
  hasWeb: boolean;
  /**
   * Answers with the single page (client-side routes), revalidated every time: index.html, or for
   * /login, home and /betting the page with that screen (for /betting, its frame) already drawn when it fits the request
   * (prerendered-pages.ts); for /login otherwise login.html, the login page of its own.
   */
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export interface WebAssetsOptions {
  /** the product variant (APP_TYPE): which prerendered pages to send */
  variant: string;
  /** whether a request comes with a valid session */
  hasSession: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * Serves the built web app from `webRoot`. Vite's build writes a brotli (`.br`) and a gzip (`.gz`)
 * copy of each text file (packages/web/build-plugins/precompress.ts); `preCompressed` sends the
 * best one the browser accepts, with `Content-Encoding` and `Vary: Accept-Encoding`, and the plain
 * file otherwise. Nothing is compressed per request here.
 */
export async function registerWebAssets(
  app: FastifyInstance,
  webRoot: string,
  options: WebAssetsOptions,
): Promise<WebAssets> {
  const hasWeb = fs.existsSync(path.join(webRoot, 'index.html'));
  // /login is a page of its own (login.html: the login screen without the app's libraries,
  // docs/performance.md issue 45); a build without it sends index.html, whose app has /login too.
  const loginPage = fs.existsSync(path.join(webRoot, LOGIN_PAGE)) ? LOGIN_PAGE : 'index.html';
  const prerendered = findPrerenderedPages(webRoot, options.variant);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // The page is chosen by the path the app's router will read (`/%6Cogin` is `/login`).
    const pathname = normalisedPath(request.url);
    const probe: SessionProbe = () => options.hasSession(request);
    // A query string is the app's to read first (home logs in from ?token=...): the plain page.
    // /login is always the login page (it sends a logged-in visitor on itself), prerendered for a
    // visitor without a session.
    const file =
      (!request.url.includes('?')
        ? await prerendered.fileFor(pathname, request.cookies, probe)
        : undefined) ?? (LOGIN_PATH.test(pathname) ? loginPage : 'index.html');
    // A shared cache must not give one visitor's page (language, logged in or not) to another.
    if (prerendered.varies(pathname)) reply.header('Vary', 'Cookie');
    return reply.header('Cache-Control', REVALIDATE).sendFile(file);
  };
  if (!hasWeb) return { hasWeb, sendPage };

  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const fingerprinted = path.relative(webRoot, filePath).startsWith(`assets${path.sep}`);
      reply.header('Cache-Control', fingerprinted ? IMMUTABLE : REVALIDATE);
    },
  });
  app.get('/', (request, reply) => sendPage(request, reply));
  return { hasWeb, sendPage };
}
