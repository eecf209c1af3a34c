import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

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

export interface WebAssets {
  /** the build is there (WEB_DIST/index.html) */
  hasWeb: boolean;
  /** Answers with the single page (client-side routes), revalidated every time. */
  sendPage(reply: FastifyReply): FastifyReply;
}

/**
 * Serves the built web app from `webRoot`. Vite's build writes a brotli (`.br`) and a gzip (`.gz`)
 * copy of each text file (packages/web/build-plugins/precompress.ts); `preCompressed` sends the
 * best one the browser accepts, with `Content-Encoding` and `Vary: Accept-Encoding`, and the plain
 * file otherwise. Nothing is compressed per request here.
 */
export async function registerWebAssets(app: FastifyInstance, webRoot: string): Promise<WebAssets> {
  const hasWeb = fs.existsSync(path.join(webRoot, 'index.html'));
  const sendPage = (reply: FastifyReply) => reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
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
  app.get('/', (_request, reply) => sendPage(reply));
  return { hasWeb, sendPage };
}
