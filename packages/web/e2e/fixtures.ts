import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';
import { untilAppDrawn } from './pages/app-drawn';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../../server/dist/main.js');
/** The first worker's port; worker n serves on E2E_PORT + n. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8181);

interface WorkerServer {
  baseURL: string;
}

async function untilHealthy(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the e2e server did not answer ${url} within 60 s:\n${log()}`);
}

/**
 * Every Playwright worker runs its own server (the real binary, serving the built web app and the
 * API) on its own port and its own fresh SQLite file seeded with the demo users. Specs in different
 * workers share no balance, ticket or draw, so they can run side by side; inside a worker they run
 * one after another, as they always did. Specs import `test` and `expect` from here.
 */
export const test = base.extend<object, { workerServer: WorkerServer }>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const port = E2E_BASE_PORT + workerInfo.parallelIndex;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lotto-e2e-${workerInfo.parallelIndex}-`));
      let output = '';
      let errors = '';
      const child = spawn(process.execPath, [serverMain], {
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
          // Every spec logs in from 127.0.0.1: more logins a minute than one real client makes.
          RATE_LIMIT_PER_MINUTE: '0',
          LOGIN_RATE_LIMIT_PER_MINUTE: '0',
        },
      });
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', (chunk: Buffer) => {
        keep(chunk);
        errors = (errors + chunk.toString()).slice(-20_000);
      });
      const baseURL = `http://127.0.0.1:${port}`;
      try {
        await untilHealthy(`${baseURL}/healthz`, child, () => output);
        await use({ baseURL });
      } finally {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
        fs.rmSync(dir, { recursive: true, force: true });
        // what the server said on stderr is worth reading when a spec failed
        if (errors.trim() !== '') console.log(`e2e server ${port} said on stderr:\n${errors}`);
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.baseURL);
  },
  // A full load of a prerendered screen returns once the app has drawn over it (pages/app-drawn.ts).
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await untilAppDrawn(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await untilAppDrawn(page);
      return response;
    };
    await use(page);
  },
});
