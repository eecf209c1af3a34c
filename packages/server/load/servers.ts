/**
 * The real built server (packages/server/dist/main.js) as child processes: started on a port with
 * the demo seed off, waited for until /readyz answers, stopped or killed with SIGKILL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request, sleep } from '../bench/http-load.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');
const serverMain = path.resolve(here, '../dist/main.js');
const domainMain = path.resolve(here, '../../domain/dist');

/** Throws a clear message when the build the suite runs is missing. */
export function requireBuild(): void {
  for (const needed of [serverMain, domainMain]) {
    if (!fs.existsSync(needed)) {
      throw new Error(`${path.relative(repoRoot, needed)} is missing: run \`npm run build\` first`);
    }
  }
}

export interface Server {
  readonly name: string;
  readonly port: number;
  child: ChildProcess;
}

function spawnServer(url: string, port: number): ChildProcess {
  return spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // The load comes from one address, far past the per-address limits a real client has.
      RATE_LIMIT_PER_MINUTE: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitReady(agent: http.Agent, server: Server): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server ${server.name} exited with code ${server.child.exitCode} while starting`);
    }
    try {
      if ((await request(agent, server.port, 'GET', '/readyz', {})).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`server ${server.name} was not ready within 30 s`);
}

export async function startServer(
  agent: http.Agent,
  name: string,
  url: string,
  port: number,
): Promise<Server> {
  const server: Server = { name, port, child: spawnServer(url, port) };
  await waitReady(agent, server);
  return server;
}

/** Starts the same server again on its port (after a kill). */
export async function restartServer(agent: http.Agent, server: Server, url: string): Promise<void> {
  server.child = spawnServer(url, server.port);
  await waitReady(agent, server);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** kill -9: no shutdown hook runs, in-flight requests and transactions are cut off. */
export async function killServer(server: Server): Promise<void> {
  const gone = exited(server.child);
  server.child.kill('SIGKILL');
  await gone;
}

export async function stopServer(server: Server): Promise<void> {
  const gone = exited(server.child);
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}
