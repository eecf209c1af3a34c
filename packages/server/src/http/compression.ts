import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * API answers over 1 KB (reports, lists, results) are compressed per request, brotli or gzip as the
 * client accepts, at brotli quality 4 (fast; the web app's files come pre-compressed at the best
 * quality instead, web-assets.ts). Smaller answers (a balance, an order receipt) are sent as they
 * are: compressing them would cost more than it saves. Request bodies are never decompressed.
 *
 * BREACH (guessing a secret from compressed sizes) needs a victim's browser to send requests
 * chosen by an attacker to the API; the X-Requested-With rule (app.ts) refuses such cross-site
 * calls before they reach a route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
