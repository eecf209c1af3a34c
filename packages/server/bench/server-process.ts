/**
 * The real server as a child process, one way for the benchmarks, the load suite and the attack
 * replay: spawned on a port, waited for until it answers, stopped with SIGTERM (SIGKILL after 10 s);
 * and a player logged in over HTTP for the session cookie the load sends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request, sleep } from './http-load.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
/** The source through tsx: the benchmarks measure the tree as it is, no build needed. */
const serverSource = path.resolve(here, '../src/main.ts');
/** The build, as deployed: what the load and attack suites exercise. */
export const serverBuild = path.resolve(here, '../dist/main.js');

/**
 * The load comes from one address, far past the per-address limits a real client has: the rate
 * limits and the connection cap per address are off.
 */
export const NO_RATE_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '0',
  LOGIN_RATE_LIMIT_PER_MINUTE: '0',
  MAX_CONNECTIONS_PER_ADDRESS: '0',
} as const;

export interface SpawnOptions {
  from: 'source' | 'build';
  url: string;
  port: number;
  /** on top of (and over) DATABASE_URL, PORT, HOST=127.0.0.1 and SEED_DEMO=false */
  env?: Record<string, string>;
  /** node flags before the entry point (a CPU profile) */
  nodeArgs?: string[];
  /** stdout and stderr as pipes for the caller to read; otherwise stdout discarded, stderr shown */
  pipeOutput?: boolean;
  /** another checkout of the repository to run the source of (a benchmark's base); default this one */
  root?: string;
}

export function spawnServer(options: SpawnOptions): ChildProcess {
  const root = options.root ?? repoRoot;
  const source = options.root ? path.join(root, 'packages/server/src/main.ts') : serverSource;
  const entry =
    options.from === 'source' ? ['--conditions=source', '--import', 'tsx', source] : [serverBuild];
  return spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: options.url,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      ...options.env,
    },
    stdio: options.pipeOutput ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  });
}

/** GET /readyz answered 200 (for `waitReady`). */
export const readyz = (agent: http.Agent, port: number) => async () =>
  (await request(agent, port, 'GET', '/readyz', {})).status === 200;

/** Polls `isReady` until it answers true; throws if the child exits first or time runs out. */
export async function waitReady(
  child: ChildProcess,
  isReady: () => Promise<boolean>,
  { name, timeoutMs, pollMs }: { name: string; timeoutMs: number; pollMs: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting`);
    try {
      if (await isReady()) return;
    } catch {
      // not listening yet
    }
    await sleep(pollMs);
  }
  throw new Error(`${name} was not ready within ${timeoutMs / 1000} s`);
}

/** Resolves when the child has exited (at once if it already has). */
export const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** SIGTERM (the server's graceful shutdown), SIGKILL if it has not exited 10 s later. */
export async function stopServer(child: ChildProcess): Promise<void> {
  const gone = exited(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

/** POST /Account/Login: the session cookie's value, or an error naming the HTTP status. */
export function loginCookie(
  agent: http.Agent,
  port: number,
  username: string,
  password: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = new URLSearchParams({ username, password }).toString();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/Account/Login',
        agent,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        res.resume();
        const cookie = (res.headers['set-cookie'] ?? [])
          .map((header) => /^lotto_sid=([^;]+)/.exec(header)?.[1])
          .find(Boolean);
        if (res.statusCode === 200 && cookie) resolve(cookie);
        else reject(new Error(`login ${username}: HTTP ${res.statusCode ?? 0}`));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
