/**
 * The real built server (packages/server/dist/main.js) as child processes: started on a port with
 * the demo seed off, waited for until /readyz answers, stopped or killed with SIGKILL.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import {
  exited,
  NO_RATE_LIMITS,
  readyz,
  repoRoot,
  serverBuild,
  spawnServer as spawnChild,
  stopServer as stopChild,
  waitReady as waitChild,
} from '../bench/server-process.js';

export { repoRoot };
const domainMain = path.resolve(repoRoot, 'packages/domain/dist');

/** Throws a clear message when the build the suite runs is missing. */
export function requireBuild(): void {
  for (const needed of [serverBuild, domainMain]) {
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
  return spawnChild({ from: 'build', url, port, env: { ...NO_RATE_LIMITS, LOG_LEVEL: 'warn' } });
}

const waitReady = (agent: http.Agent, server: Server) =>
  waitChild(server.child, readyz(agent, server.port), {
    name: `server ${server.name}`,
    timeoutMs: 30_000,
    pollMs: 50,
  });

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

/** kill -9: no shutdown hook runs, in-flight requests and transactions are cut off. */
export async function killServer(server: Server): Promise<void> {
  const gone = exited(server.child);
  server.child.kill('SIGKILL');
  await gone;
}

export const stopServer = (server: Server): Promise<void> => stopChild(server.child);
