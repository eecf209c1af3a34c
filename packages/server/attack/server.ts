/**
 * The attacked servers: the built server (packages/server/dist/main.js) as a child process on a
 * fresh database with the demo seed, its stdout and stderr kept (the secrets attack reads them).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sleep } from '../bench/http-load.js';
import { Client } from './client.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
const serverMain = path.resolve(here, '../dist/main.js');

/** Limits set for the attack instances (the rest, rate limits included, stay at their defaults). */
export const MAX_CONNECTIONS = 400;
export const HEADERS_TIMEOUT_MS = 2_000;

export function buildIsThere(): boolean {
  return fs.existsSync(serverMain) && fs.existsSync(path.resolve(here, '../../domain/dist'));
}

export interface Target {
  /** sqlite or postgres */
  readonly database: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** everything the server wrote to stdout and stderr so far */
  output(): string;
}

export async function startTarget(database: string, url: string): Promise<Target> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      // the request log is what the secrets attack reads
      LOG_LEVEL: 'info',
      // Each simulated user has its own client address in X-Forwarded-For, as behind nginx; the
      // rate limits themselves stay at their defaults.
      TRUST_PROXY: 'true',
      // The connections attack: a cap it can pass with 2,000 sockets, a short headers timeout.
      MAX_CONNECTIONS: String(MAX_CONNECTIONS),
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (c: string) => chunks.push(c));
  child.stderr?.setEncoding('utf8').on('data', (c: string) => chunks.push(c));
  const target: Target = { database, port, child, output: () => chunks.join('') };
  const deadline = Date.now() + 60_000;
  const probe = new Client(port);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server on ${database} exited with code ${child.exitCode}:\n${target.output()}`);
    }
    try {
      if ((await probe.get('/readyz', { timeoutMs: 2_000 })).status === 200) return target;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${database} was not ready within 60 s:\n${target.output()}`);
}

export async function stopTarget(target: Target): Promise<void> {
  const child = target.child;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}
