import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
// Specs run in E2E_WORKERS workers, 2 by default. On the 2-core CI machine one worker left the
// cores a third idle (the suite took 9.8 min, with the CPU 65% busy); two took 6.9 min, each spec
// about 1.3 times slower (2026-11-29, traces off; with traces on, an earlier measure found two
// workers slower). Each worker starts its own server and database (e2e/fixtures.ts) on
// E2E_PORT + its index, so a machine with more cores can run more.
const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * End-to-end tests against the real server binary, which serves the built web app (dist/) and
 * the API from one process, on a fresh SQLite file seeded with the demo users, one per worker.
 * Build first: `npm run build` (domain, server, web). Uses the system Chromium; never
 * `playwright install`.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(here, 'test-results'),
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Correctness, not speed (benchmarks measure speed): long flows on a loaded CI machine need room.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 390, height: 844 },
    isMobile: false,
    hasTouch: true,
    locale: 'en-GB',
    // The app follows the system's reduced-motion setting (src/lib/reduced-motion.ts): no spec
    // waits for a sheet to slide in. pwa.spec.ts and accessibility.spec.ts see the same app.
    reducedMotion: 'reduce',
    // Traces (DOM snapshots of every step) cost about a tenth of the run's CPU: E2E_TRACE=1 keeps
    // a failed spec's trace; without it a failure keeps its screenshot and error context.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
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
});
