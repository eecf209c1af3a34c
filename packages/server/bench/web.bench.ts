/**
 * Web benchmark (`npm run bench:web`, issue #18): builds the app (`npm run build`; BENCH_WEB_BUILD=0
 * skips it), serves it with `npm run serve` on a fresh SQLite demo database in a temporary folder,
 * and runs Lighthouse (its npm package, default mobile preset: simulated 4G and a 4x slower CPU)
 * in Debian's Chromium on /login, home, /betting, /advance-betting and /result (logged in as player1)
 * and the back office's users screen (logged in as admin; the session cookie is set in the browser's
 * cookie jar). Three runs per route (BENCH_WEB_RUNS), each in a fresh Chromium profile, so nothing
 * is cached. Writes the medians to docs/performance.md ("Web") and exits 1 when a route misses a
 * target: performance and accessibility >= 0.95, LCP < 2.0 s, total blocking time < 200 ms
 * (issue 45). BENCH_WEB_ROUTES=/login,/ measures only those paths (and then writes nothing: the
 * section holds every route).
 *
 * BENCH_WEB_PORT (default 8220) is the server's port; CHROMIUM_PATH the browser; BENCH_WEB_REPORTS=DIR
 * keeps every run's Lighthouse report (JSON, open it in the Lighthouse viewer).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { sleep } from './http-load.js';
import { machineLine, PERF_DOC, writePerfSection } from './perf-doc.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 8220);
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE = `http://127.0.0.1:${PORT}`;
const REPORTS = process.env.BENCH_WEB_REPORTS;
const TARGETS = { performance: 0.95, accessibility: 0.95, lcpMs: 2000, tbtMs: 200 };
const ONLY = process.env.BENCH_WEB_ROUTES?.split(',').map((route) => route.trim());
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Login = { username: string; password: string } | null;
const PLAYER = { username: 'player1', password: 'player1234' };
const ADMIN = { username: 'admin', password: 'admin1234' };

interface RouteSpec {
  name: string;
  path: string;
  as: Login;
}

const ALL_ROUTES: RouteSpec[] = [
  { name: '/login', path: '/login', as: null },
  { name: 'home (/)', path: '/', as: PLAYER },
  { name: '/betting', path: '/betting', as: PLAYER },
  { name: '/advance-betting', path: '/advance-betting', as: PLAYER },
  { name: '/result', path: '/result', as: PLAYER },
  { name: '/admin/users', path: '/admin/users', as: ADMIN },
];
const ROUTES = ONLY ? ALL_ROUTES.filter((route) => ONLY.includes(route.path)) : ALL_ROUTES;

interface RunFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** scripts: bytes on the wire (compressed body and headers), and requests */
  jsTransfer: number;
  jsRequests: number;
  finalUrl: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

async function startServer(dir: string): Promise<() => Promise<void>> {
  const child = spawn('npm', ['run', 'serve'], {
    cwd: repoRoot,
    // Its own process group: stopping it stops npm and the node process it runs.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'bench-web.db')}`,
      SEED_DEMO: 'true',
      APP_TYPE: 'normal',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '0',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`the server did not answer on ${BASE} within 60 s`);
}

async function sessionCookie(login: { username: string; password: string }): Promise<string> {
  const response = await fetch(`${BASE}/Account/Login`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(login).toString(),
  });
  const match = /(?:^|,\s*)((?:__Host-)?lotto_sid=[^;]+)/.exec(response.headers.get('set-cookie') ?? '');
  if (!response.ok || !match) throw new Error(`login as ${login.username} failed: HTTP ${response.status}`);
  return match[1]!;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function runLighthouse(url: string, cookie: string | null, label: string): Promise<RunFigures> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-bench-web-chrome-'));
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir: profile });
  try {
    if (cookie) {
      // In the browser's cookie jar, as a logged-in phone has it: a Cookie header of Lighthouse's
      // own (extraHeaders) would replace the jar's on every request, and the app writes a cookie
      // of its own (the language, decision 015), which then dropped the session mid-run.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const [name, value] = cookie.split(/=(.*)/s);
      await browser.contexts()[0]!.addCookies([{ name: name!, value: value!, url: BASE }]);
      await browser.close();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // the profile is fresh already; a reset would clear the session cookie just set
        disableStorageReset: true,
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (REPORTS) {
      fs.mkdirSync(REPORTS, { recursive: true });
      fs.writeFileSync(path.join(REPORTS, `${label}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
      ?.items ?? []) as NetworkItem[];
    const scripts = items.filter((item) => item.resourceType === 'Script');
    return {
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      jsRequests: scripts.length,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await chrome.kill();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): that run measured
 * nothing, so it is run again (at most twice more) instead of ending the benchmark.
 */
async function withRetry<T>(label: string, measure: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !message.startsWith('Lighthouse: ')) throw error;
      console.log(`${label}: ${message.split(' ').slice(0, 2).join(' ')}; measuring again`);
    }
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_WEB_BUILD !== '0') {
    console.log('npm run build ...');
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-bench-web-'));
  const loadBefore = loadAverage();
  const stop = await startServer(dir);
  const results = new Map<RouteSpec, RunFigures[]>();
  try {
    const cookies = new Map<Login, string>();
    for (const login of new Set(ROUTES.map((route) => route.as))) {
      if (login) cookies.set(login, await sessionCookie(login));
    }
    for (let run = 1; run <= RUNS; run++) {
      for (const route of ROUTES) {
        const label = `${route.path === '/' ? 'home' : route.path.slice(1).replace(/\//g, '-')}-${run}`;
        const figures = await withRetry(label, () =>
          runLighthouse(`${BASE}${route.path}`, cookies.get(route.as) ?? null, label),
        );
        if (new URL(figures.finalUrl).pathname !== route.path) {
          throw new Error(`${route.name} ended on ${figures.finalUrl}: not the screen to measure`);
        }
        results.set(route, [...(results.get(route) ?? []), figures]);
        console.log(
          `run ${run} ${route.name}: performance ${figures.performance}, accessibility ${figures.accessibility}, ` +
            `LCP ${seconds(figures.lcpMs)}, TBT ${Math.round(figures.tbtMs)} ms, JS ${kb(figures.jsTransfer)} ` +
            `in ${figures.jsRequests} requests (load ${loadAverage()})`,
        );
      }
    }
  } finally {
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const loadAfter = loadAverage();

  const rows = ROUTES.map((route) => {
    const runs = results.get(route) ?? [];
    const of = (pick: (figures: RunFigures) => number) => median(runs.map(pick));
    return {
      route,
      performance: of((f) => f.performance),
      accessibility: of((f) => f.accessibility),
      lcpMs: of((f) => f.lcpMs),
      fcpMs: of((f) => f.fcpMs),
      tbtMs: of((f) => f.tbtMs),
      cls: of((f) => f.cls),
      jsTransfer: of((f) => f.jsTransfer),
      jsRequests: of((f) => f.jsRequests),
    };
  });
  const misses = rows.flatMap((row) => [
    ...(row.performance < TARGETS.performance ? [`${row.route.name} performance ${row.performance}`] : []),
    ...(row.accessibility < TARGETS.accessibility
      ? [`${row.route.name} accessibility ${row.accessibility}`]
      : []),
    ...(row.lcpMs >= TARGETS.lcpMs ? [`${row.route.name} LCP ${seconds(row.lcpMs)}`] : []),
    ...(row.tbtMs >= TARGETS.tbtMs ? [`${row.route.name} TBT ${Math.round(row.tbtMs)} ms`] : []),
  ]);
  if (ONLY) {
    console.log(
      misses.length === 0 ? 'every route measured meets the targets' : `targets missed: ${misses.join('; ')}`,
    );
    console.log('BENCH_WEB_ROUTES: a subset of the routes, docs/performance.md left as it is');
    return;
  }

  const lighthouseVersion = (
    JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const now = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    '## Web',
    '',
    `Measured ${now} UTC by \`npm run bench:web\` (packages/server/bench/web.bench.ts); rerunning it rewrites this section.`,
    '',
    machineLine(),
    `- Load average (1 / 5 / 15 min) before: ${loadBefore}; after: ${loadAfter}. The machine is shared: a busy CPU lowers Lighthouse's performance score (its CPU slowdown multiplies the time measured here).`,
    `- Lighthouse ${lighthouseVersion}, default mobile preset (simulated slow 4G: 150 ms RTT, 1.6 Mbit/s; 4x CPU slowdown; 412x823 screen), performance and accessibility categories; ${chromiumVersion} (${CHROME_FLAGS.join(' ')}), a fresh profile per run, so nothing is cached and no service worker is installed yet.`,
    `- Server: \`npm run build\`, then \`npm run serve\` (HTTP/1.1 on 127.0.0.1:${PORT}) on a fresh SQLite demo database (SEED_DEMO=true). Home, /betting, /advance-betting and /result as player1, /admin/users as admin: the session cookie is in the browser's cookie jar.`,
    `- Medians of ${RUNS} runs per route. JS is Lighthouse's transfer size of the scripts: compressed bodies plus response headers (about 0.9 KiB each over HTTP/1.1; HTTP/2 behind nginx compresses them away).`,
    '',
    '| route | performance | accessibility | LCP | FCP | TBT | CLS | JS over the wire | scripts |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.route.name} | ${row.performance.toFixed(2)} | ${row.accessibility.toFixed(2)} | ${seconds(row.lcpMs)} | ` +
        `${seconds(row.fcpMs)} | ${Math.round(row.tbtMs)} ms | ${row.cls.toFixed(3)} | ${kb(row.jsTransfer)} | ${row.jsRequests} |`,
    ),
    '',
    misses.length === 0
      ? 'Every route meets the targets (performance and accessibility >= 0.95, LCP < 2.0 s, TBT < 200 ms).'
      : `Targets missed (performance and accessibility >= 0.95, LCP < 2.0 s, TBT < 200 ms): ${misses.join('; ')}.`,
    '',
    'Reproduce: `npm run bench:web` (about 10 minutes; needs `/usr/bin/chromium`). The JavaScript budgets of',
    '`/login` and home are checked on every `npm test` by packages/web/e2e/js-budget.spec.ts.',
    '',
  ].join('\n');
  writePerfSection('Web', section);
  console.log(`\nwrote ${path.relative(repoRoot, PERF_DOC)} (Web)`);
  if (misses.length > 0) {
    console.error(`targets missed: ${misses.join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
