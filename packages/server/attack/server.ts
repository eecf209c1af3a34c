/**
 * The attacked servers: the built server (packages/server/dist/main.js) as a child process on a
 * fresh database with the demo seed, its stdout and stderr kept (the secrets attack reads them).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../bench/http-load.js';
import { repoRoot, serverBuild, spawnServer, stopServer, waitReady } from '../bench/server-process.js';
import { Client } from './client.js';

/** Limits set for the attack instances (the rest, rate limits included, stay at their defaults). */
export const MAX_CONNECTIONS = 400;
export const HEADERS_TIMEOUT_MS = 2_000;

export function buildIsThere(): boolean {
  return fs.existsSync(serverBuild) && fs.existsSync(path.resolve(repoRoot, 'packages/domain/dist'));
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
  const child = spawnServer({
    from: 'build',
    url,
    port,
    env: {
      SEED_DEMO: 'true',
      // the request log is what the secrets attack reads
      LOG_LEVEL: 'info',
      // Each simulated user has its own client address in X-Forwarded-For, as behind nginx at
      // 127.0.0.1 (the trusted proxy, not capped per address); the rate limits and the cap per
      // address stay at their defaults. The one-address attack comes straight from 127.0.0.2.
      TRUST_PROXY: '127.0.0.1',
      // The connections attack: a cap it can pass with 2,000 sockets, a short headers timeout.
      MAX_CONNECTIONS: String(MAX_CONNECTIONS),
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    },
    pipeOutput: true,
  });
  const chunks: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (c: string) => chunks.push(c));
  child.stderr?.setEncoding('utf8').on('data', (c: string) => chunks.push(c));
  const target: Target = { database, port, child, output: () => chunks.join('') };
  const probe = new Client(port);
  try {
    await waitReady(child, async () => (await probe.get('/readyz', { timeoutMs: 2_000 })).status === 200, {
      name: `server on ${database}`,
      timeoutMs: 60_000,
      pollMs: 100,
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${target.output()}`, { cause: error });
  }
  return target;
}

export const stopTarget = (target: Target): Promise<void> => stopServer(target.child);
