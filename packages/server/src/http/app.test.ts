import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDb, TestClock, testContext, type TestDb } from '../test-support/test-db.js';
import { buildApp } from '../app.js';

// Static serving does not touch the database; SQLite alone is enough here.
describe('serving the web app', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-web-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Lotto</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    testDb = await createTestDb('sqlite');
    app = await buildApp(testContext(testDb.db, new TestClock(), { WEB_DIST: webDist }));
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/betting', '/betting-history/details', '/no/such/page'])(
    'answers the single page for %s, revalidated every time',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
    },
  );

  it('serves fingerprinted assets as immutable', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/immutable/);
  });

  it('never answers an API path with the page', async () => {
    const response = await app.inject({
      url: '/Order/Nothing',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
