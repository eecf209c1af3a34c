import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
/** A real Da Ma Cai file (fixtures/results): its draw is served as the draw of any date asked for. */
const FIXTURE = path.join(root, 'fixtures/results/damacai/20240103.json');

interface DamacaiFile {
  drawDate: string;
  p1: string;
  p2: string;
  p3: string;
  starterList: string[];
  consolidateList: string[];
}

export const fixtureDraw = (): DamacaiFile => JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as DamacaiFile;

/**
 * A publisher and two aggregators on 127.0.0.1 (issue 43), from the real fixture file, dated the
 * day asked for:
 * - `/dmc/YYYYMMDD.json`: the Da Ma Cai file as published (its drawDate set to that day);
 * - `/agg/YYYY-MM-DD.json`: the same draw in our JSON format, as an aggregator copies it;
 * - `/wrong/YYYY-MM-DD.json`: that copy with its 2nd prize mistyped (+1).
 */
export async function startFakePublisher(
  port: number,
): Promise<{ base: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const [, kind = '', name = ''] = new URL(request.url ?? '/', 'http://x').pathname.split('/');
    const compact = name.replace(/\.json$/, '').replaceAll('-', '');
    if (!/^\d{8}$/.test(compact)) return response.writeHead(404).end('not found');
    const dmy = `${compact.slice(6)}/${compact.slice(4, 6)}/${compact.slice(0, 4)}`;
    const iso = `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;
    const draw = fixtureDraw();
    if (kind === 'dmc') {
      const text = fs
        .readFileSync(FIXTURE, 'utf8')
        .replace(`"drawDate": "${draw.drawDate}"`, `"drawDate": "${dmy}"`);
      return response.writeHead(200, { 'content-type': 'application/json' }).end(text);
    }
    if (kind === 'agg' || kind === 'wrong') {
      const second = kind === 'wrong' ? String((Number(draw.p2) + 1) % 10_000).padStart(4, '0') : draw.p2;
      const result = {
        pool: 'kd',
        date: iso,
        first: draw.p1,
        second,
        third: draw.p3,
        starters: draw.starterList,
        consolations: draw.consolidateList,
      };
      return response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ results: [result] }));
    }
    return response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The instant of 12:00 in Kuala Lumpur on today's date there: a server clock set to it is far from
 * every cut-off (18:00-19:00) and from midnight, whatever the hour of the run, and keeps the date.
 * A draw past its cut-off never reopens, so a spec that bets on today's draw (and is not run on the
 * workers' shared servers) runs its own server at noon.
 */
export function noonInKualaLumpur(now = Date.now()): number {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date(now));
  return Date.parse(`${iso}T12:00:00+08:00`);
}

export interface OwnServer {
  baseURL: string;
  /** the server's clock (epoch ms) */
  now: () => number;
  stop: () => Promise<void>;
}

/**
 * A server of its own: the demo users on a fresh database, its clock at `clockAt` (through
 * TEST_CLOCK_FILE; it runs on from there) and any other settings in `env`.
 */
export async function startOwnServer(
  port: number,
  options: { clockAt?: number; env?: Record<string, string> } = {},
): Promise<OwnServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-e2e-own-'));
  const clockFile = path.join(dir, 'clock-offset');
  const offset = options.clockAt === undefined ? 0 : options.clockAt - Date.now();
  if (options.clockAt !== undefined) fs.writeFileSync(clockFile, String(offset));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: here,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'lotto.db')}`,
      SEED_DEMO: 'true',
      APP_TYPE: 'normal',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '0',
      ...(options.clockAt !== undefined ? { TEST_CLOCK_FILE: clockFile } : {}),
      ...options.env,
    },
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    now: () => Date.now() + offset,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A server of its own for the sync spec, at noon in Kuala Lumpur: no generated results
 * (DEMO_DRAWS=false, so today's draw is left to the sources) and a result sync that looks every
 * second. The other specs' servers keep the demo draws.
 */
export function startSyncServer(port: number): Promise<OwnServer> {
  return startOwnServer(port, {
    clockAt: noonInKualaLumpur(),
    env: { DEMO_DRAWS: 'false', RESULT_SYNC_CHECK_MS: '1000' },
  });
}

/** A phone-sized context on a server of its own (the config's `use` does not reach browser.newContext). */
export function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'en-GB',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
}

/** /admin/result-sources: the add form and the list of sources with their status. */
export class ResultSourcesPage {
  readonly rows: Locator;
  constructor(readonly page: Page) {
    this.rows = page.getByTestId('source-row');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/result-sources');
    await this.page.getByRole('region', { name: 'Add a source' }).waitFor();
  }

  row(name: string): Locator {
    return this.page.locator(`[data-testid="source-row"][data-name="${name}"]`);
  }

  async add(source: {
    name: string;
    url: string;
    format: string;
    kind: 'Publisher' | 'Aggregator';
    pool: string;
  }) {
    const form = this.page.getByRole('region', { name: 'Add a source' });
    await form.getByLabel('Name').fill(source.name);
    await form.getByLabel('Address').fill(source.url);
    await form.getByLabel('File format').selectOption(source.format);
    await form.getByLabel('Kind').selectOption({ label: source.kind });
    await form.getByRole('checkbox', { name: source.pool, exact: true }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await this.row(source.name).waitFor();
  }
}
