import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { NO_CENTS } from '@lotto/domain/money';
import { createUser } from '../features/users/user.service.js';
import type { AppContext } from '../context.js';
import { TestBrowser } from '../test-support/http-client.js';
import { otherSqliteConnection } from '../test-support/sqlite-lock.js';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { buildApp } from '../app.js';

const actor = { id: null, name: 'test' };
const INDEX = '<!doctype html><title>Lotto</title><div id="root">splash</div>';
/** /login's page of its own (docs/performance.md, issue 45) */
const LOGIN = '<!doctype html><title>Lotto</title><div id="root">login splash</div>';
const page = (variant: string, language: string, name: string) =>
  `<!doctype html><html lang="${language}"><div id="root">${variant} ${name} in ${language}</div>`;

/** The house and one player, walker. */
async function houseAndWalker(ctx: AppContext): Promise<void> {
  await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
  await createUser(ctx, {
    username: 'walker',
    password: 'walker-pass',
    role: 'player',
    credit: NO_CENTS,
    actor,
  });
}

/** A web build with prerendered pages (packages/web/build-plugins/prerender.ts), each with its .br copy. */
function writeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-prerendered-'));
  const files: Record<string, string> = { 'index.html': INDEX, 'login.html': LOGIN };
  for (const language of ['en-GB', 'zh-CN']) {
    for (const name of ['login', 'home', 'betting', 'results']) {
      files[`prerendered/normal/${language}/${name}.html`] = page('normal', language, name);
      files[`prerendered/gd/${language}/${name}.html`] = page('gd', language, name);
    }
  }
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
    fs.writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(content));
  }
  return dir;
}

/**
 * /login, home and the frame of /betting come already drawn (docs/decisions/015-prerendered-first-screens.md)
 * when the session fits the screen, in the language of the `lotto_lang` cookie, for the server's
 * product variant; every other case gets index.html, which sorts things out in the browser, and
 * /login the login page of its own (login.html), which sends a logged-in visitor on.
 */
describe.each(TEST_DIALECTS)('prerendered first screens on %s', (dialect) => {
  const webDist = writeBuild();
  const t = useTestContext(dialect, {
    env: { WEB_DIST: webDist, APP_TYPE: 'normal' },
    setup: houseAndWalker,
  });
  let app: FastifyInstance;
  let player: TestBrowser;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    player = new TestBrowser(app);
    expect((await player.login('walker', 'walker-pass')).json().success).toBe(true);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const open = (url: string, cookies: string[] = [], encoding?: string) =>
    app.inject({
      url,
      headers: {
        ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      },
    });
  const session = () => `lotto_sid=${player.cookie}`;

  it.each([
    ['/login', [], page('normal', 'en-GB', 'login')],
    ['/login', ['lotto_lang=zh-CN'], page('normal', 'zh-CN', 'login')],
    // the path as the app's router reads it, escapes decoded
    ['/%6Cogin', ['lotto_lang=zh-CN'], page('normal', 'zh-CN', 'login')],
    // a query string is the app's to read (home logs in from ?token=...): the plain page, for
    // /login the login page's
    ['/login?next=1', ['lotto_lang=zh-CN'], LOGIN],
    ['/login/', [], LOGIN],
    // a language the build has no page for, or anything that is not a language, is the default
    ['/login', ['lotto_lang=ms-MY'], page('normal', 'en-GB', 'login')],
    ['/login', ['lotto_lang=../../index'], page('normal', 'en-GB', 'login')],
    // without a session, home is index.html: the app sends the visitor to /login
    ['/', [], INDEX],
    ['/', ['lotto_lang=zh-CN'], INDEX],
    ['/home/play-game', ['lotto_sid=not-a-session'], INDEX],
    ['/betting', [], INDEX],
    // other screens are never prerendered
    ['/results', [], INDEX],
    ['/betting/summary', [], INDEX],
  ])('%s with cookies %j, without a session', async (url, cookies, expected) => {
    const answer = await open(url, cookies);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toBe(expected);
  });

  it.each([
    ['/', [], page('normal', 'en-GB', 'home')],
    ['/home/play-game', ['lotto_lang=zh-CN'], page('normal', 'zh-CN', 'home')],
    ['/betting', ['lotto_lang=zh-CN'], page('normal', 'zh-CN', 'betting')],
    ['/bett%69ng', ['lotto_lang=zh-CN'], page('normal', 'zh-CN', 'betting')],
    ['/%6Cogin', [], LOGIN],
    ['/betting/summary', [], INDEX],
    // a file of the build that is no prerendered page of the contract is never sent
    ['/results', ['lotto_lang=zh-CN'], INDEX],
    // a logged-in visitor of /login gets the login page unprerendered, which sends them on: the
    // login form must not flash
    ['/login', [], LOGIN],
    ['/results', [], INDEX],
    ['/?token=abc', [], INDEX],
  ])('%s with cookies %j and a session', async (url, cookies, expected) => {
    const answer = await open(url, [session(), ...cookies]);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(expected);
  });

  it('sends the pre-compressed copy, and tells caches the page depends on the cookies', async () => {
    const answer = await open('/home/play-game', [session(), 'lotto_lang=zh-CN'], 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(page('normal', 'zh-CN', 'home'));
    const vary = String(answer.headers.vary)
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(vary).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));
  });

  it('logs the visitor out of the prerendered home as soon as the session ends', async () => {
    const leaving = new TestBrowser(app);
    expect((await leaving.login('walker', 'walker-pass')).json().success).toBe(true);
    const cookie = `lotto_sid=${leaving.cookie}`;
    expect((await open('/', [cookie])).body).toBe(page('normal', 'en-GB', 'home'));
    expect((await leaving.postForm('/Account/Logout', {})).json()).toMatchObject({ success: true });
    expect((await open('/', [cookie])).body).toBe(INDEX);
  });
});

describe('prerendered first screens of the gd variant', () => {
  const webDist = writeBuild();
  const t = useTestContext('sqlite', { env: { WEB_DIST: webDist, APP_TYPE: 'gd' } });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the variant the server runs', async () => {
    expect((await app.inject({ url: '/login' })).body).toBe(page('gd', 'en-GB', 'login'));
  });
});

/**
 * SQLite only: choosing the page only reads the session. A session due its last-seen write
 * (common/session-guard.ts touches it once a minute) must not make the page wait for another
 * process's write lock (the results CLI settling a draw) and then fall back to index.html.
 */
describe('a prerendered page while another process holds the SQLite write lock', () => {
  const webDist = writeBuild();
  const t = useTestContext('sqlite', {
    env: { WEB_DIST: webDist, APP_TYPE: 'normal' },
    setup: houseAndWalker,
  });
  let app: FastifyInstance;
  let other: SqliteDatabase.Database;
  beforeAll(async () => {
    app = await buildApp(t.ctx);
    other = await otherSqliteConnection(t.ctx.db.kysely);
  });
  afterAll(async () => {
    other?.close();
    await app?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the logged-in home without writing the session', async () => {
    const player = new TestBrowser(app);
    expect((await player.login('walker', 'walker-pass')).json().success).toBe(true);
    t.clock.advance(5 * 60_000);
    other.exec('begin immediate');
    let answer;
    try {
      answer = await app.inject({ url: '/', headers: { cookie: `lotto_sid=${player.cookie}` } });
    } finally {
      other.exec('rollback');
    }
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(page('normal', 'en-GB', 'home'));
  }, 20_000);
});
