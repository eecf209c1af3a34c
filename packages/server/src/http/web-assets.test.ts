import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { buildApp } from '../app.js';

/**
 * A web build as packages/web's `vite build` writes it: each text file with its `.br` and `.gz`
 * copy (build-plugins/precompress.ts). The copies are made here with node:zlib, so the bodies
 * below are checked against an independent decompression of what was sent.
 */
const PAGE = `<!doctype html><title>Lotto</title><div id="root">${'<!-- splash -->'.repeat(40)}</div>`;
const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};`;
const WORKER = `self.addEventListener('fetch', () => {}); // ${'precache '.repeat(200)}`;
const MANIFEST = JSON.stringify({
  name: 'Lotto',
  short_name: 'Lotto',
  start_url: '/',
  display: 'standalone',
  icons: [192, 512].map((size) => ({
    src: `/icons/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
  })),
});

function writeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-web-assets-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'icons'));
  const text: Record<string, string> = {
    'index.html': PAGE,
    'assets/index-abc123.js': SCRIPT,
    'sw.js': WORKER,
    'manifest.webmanifest': MANIFEST,
  };
  for (const [file, content] of Object.entries(text)) {
    fs.writeFileSync(path.join(dir, file), content);
    fs.writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(content));
    fs.writeFileSync(path.join(dir, `${file}.gz`), gzipSync(content));
  }
  fs.writeFileSync(path.join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dir;
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

const varies = (vary: unknown) =>
  String(vary)
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe.each(TEST_DIALECTS)('the web app, compressed and cached, on %s', (dialect) => {
  const webDist = writeBuild();
  const t = useTestContext(dialect, { env: { WEB_DIST: webDist } });
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    app.inject({
      url,
      headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers },
    });

  const FILES = [
    {
      url: '/assets/index-abc123.js',
      body: SCRIPT,
      type: /javascript/,
      cache: 'public, max-age=31536000, immutable',
    },
    { url: '/sw.js', body: WORKER, type: /javascript/, cache: 'no-cache' },
    { url: '/manifest.webmanifest', body: MANIFEST, type: /manifest\+json/, cache: 'no-cache' },
    { url: '/', body: PAGE, type: /text\/html/, cache: 'no-cache' },
    { url: '/betting', body: PAGE, type: /text\/html/, cache: 'no-cache' },
  ];

  describe.each(FILES)('$url', ({ url, body, type, cache }) => {
    it.each([
      ['br', 'gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip, deflate', 'gzip'],
      ['nothing', undefined, undefined],
    ])('answers a browser accepting %s', async (_what, accept, expected) => {
      const response = await get(url, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(decode(response.rawPayload, expected)).toBe(body);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['cache-control']).toBe(cache);
      // Whatever was chosen, a shared cache must know the answer depends on Accept-Encoding.
      expect(varies(response.headers.vary), `Vary: ${response.headers.vary}`).toBe(true);
      if (expected) expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(body));
    });
  });

  it('serves the page for the back office and every other screen path, which are not the API (no header needed)', async () => {
    // `/admin/users` is a screen of the single page; the API's `/Admin/` calls are case-sensitive
    // routes, so a page path must never be taken for one (it answered 403 CSRF_HEADER_MISSING).
    for (const url of ['/admin/users', '/admin/draws?pool=M', '/order-history', '/report/daily-sales']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toMatch(/text\/html/);
    }
    const call = await get('/Admin/NoSuchCall');
    expect(call.statusCode).toBe(403);
  });

  it('revalidates: the same file again with its ETag is a 304 without a body', async () => {
    const first = await get('/sw.js', 'br');
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    const again = await get('/sw.js', 'br', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves an image as it is (no copy, nothing to compress) and revalidated', async () => {
    const response = await get('/icons/icon-192.png', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets the page load its worker, manifest and scripts (CSP)', async () => {
    const csp = String((await get('/login', 'br')).headers['content-security-policy']);
    // worker-src and manifest-src fall back to script-src and default-src: both 'self'.
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/worker-src|manifest-src/);
  });

  it('compresses an API answer over 1 KB, which stays uncacheable', async () => {
    const longPath = `/Order/${'x'.repeat(1500)}`;
    const response = await get(longPath, 'gzip, deflate, br', { 'x-requested-with': 'XMLHttpRequest' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(varies(response.headers.vary)).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
    const envelope = JSON.parse(decode(response.rawPayload, 'br')) as { success: boolean; message: string };
    expect(envelope.success).toBe(false);
    expect(envelope.message).toContain(longPath);

    const gzip = await get(longPath, 'gzip', { 'x-requested-with': 'XMLHttpRequest' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gzip.rawPayload, 'gzip'))).toEqual(envelope);
  });

  it('sends a small API answer as it is', async () => {
    const response = await get('/Tool/GetAppConfig', 'gzip, deflate, br', {
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ success: true });
  });
});
