import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests against the real server binary, which serves the built web app (dist/) and
 * the API from one process, on a fresh SQLite file seeded with the demo users.
 * Build first: `npm run build` (domain, server, web). Uses the system Chromium; never
 * `playwright install`.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(here, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Correctness, not speed (benchmarks measure speed): long flows on a loaded CI machine need room.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: false,
    hasTouch: true,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    // The app registers a service worker (PWA); specs opt in (pwa.spec.ts) so that the others see
    // the network as the page makes it, and page.route() sees every call.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node ${JSON.stringify(path.resolve(here, '../server/dist/main.js'))}`,
    cwd: here,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(os.tmpdir(), `lotto-e2e-${process.pid}-${Date.now()}.db`)}`,
      SEED_DEMO: 'true',
      APP_TYPE: 'normal',
      LOG_LEVEL: 'warn',
      // Every spec logs in from 127.0.0.1: more logins a minute than one real client makes.
      RATE_LIMIT_PER_MINUTE: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '0',
    },
  },
});
