import type { AppType } from '@lotto/domain/app-type';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop: () => Promise<void>;
}

/** A port nobody listens on now: the OS picks one, we let it go and hand it to the server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts the built server (`node packages/server/dist/main.js`) on a fresh SQLite file in a
 * temporary folder, with the demo data and the gd app type, and waits for /healthz. `stop` ends
 * exactly that process (by its PID) and removes the folder.
 */
export async function startServer(
  mainJs: string,
  log: (line: string) => void,
  appType: AppType,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-help-images-'));
  const child = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dataDir, 'lotto.db')}`,
      SEED_DEMO: 'true',
      APP_TYPE: appType,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`could not start ${mainJs}`);
  const pid = child.pid;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(pid, 'SIGTERM');
      if (!(await exited(child, 10_000))) {
        process.kill(pid, 'SIGKILL');
        await exited(child, 5_000);
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (code ${child.exitCode}) before it answered:\n${output}`);
    }
    try {
      const answer = await fetch(`${baseUrl}/healthz`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer ${baseUrl}/healthz within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  log(`server pid ${pid} on ${baseUrl} (${appType}, demo data, ${dataDir})`);
  return { baseUrl, pid, stop };
}
