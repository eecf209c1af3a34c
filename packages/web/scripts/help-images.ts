// Help images: real screenshots of this app for the Help screen (spec §2), 390x844 like a phone.
//   npm run build && npm run help-images
// Starts the built server on a temporary SQLite file (demo data, APP_TYPE=gd), drives the system
// Chromium through the screens as player1 (placing real bets), and writes packages/web/public/help/
// betting-1..5.png, dragon-1.png and bonus-1..6.png. Exits non-zero naming the step that failed;
// on failure the images already in public/help/ are left as they were. See docs/help-images.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { HELP_SECTIONS, helpImageFiles } from '../src/features/help/lib/help-sections';
import { bettingTutorial, bonusJackpot, dragonJackpot, type SceneContext } from './help-images/scenes';
import { startServer, type RunningServer } from './help-images/server';
import { createShooter, MAX_IMAGE_BYTES } from './help-images/shots';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const SERVER_MAIN = path.join(root, 'packages/server/dist/main.js');
const WEB_INDEX = path.join(root, 'packages/web/dist/index.html');
const OUT_DIR = path.join(root, 'packages/web/public/help');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const log = (line: string) => console.log(`help-images: ${line}`);

class StepError extends Error {}

async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  log(`- ${name}`);
  try {
    return await action();
  } catch (error) {
    throw new StepError(`step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function checkPrerequisites(): void {
  const missing = [SERVER_MAIN, WEB_INDEX].filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new StepError(
      `the app is not built (missing ${missing.map((file) => path.relative(root, file)).join(', ')}); ` +
        'run `npm run build` first',
    );
  }
  if (!fs.existsSync(CHROMIUM)) {
    throw new StepError(
      `no Chromium at ${CHROMIUM} (install it, e.g. apt-get install chromium, or set CHROMIUM_PATH)`,
    );
  }
}

async function main(): Promise<void> {
  checkPrerequisites();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-help-shots-'));
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const stopAll = async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  // Ctrl-C must not leave the server running
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));
  try {
    server = await step('start the server (gd, demo data)', () => startServer(SERVER_MAIN, log));
    browser = await step('start Chromium', () =>
      chromium.launch({
        executablePath: CHROMIUM,
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
      }),
    );
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      locale: 'en-GB',
      reducedMotion: 'reduce',
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    const shooter = createShooter(workDir, log);
    const scene: SceneContext = { page, baseUrl: server.baseUrl, shooter, step, log };
    await step('log in as player1', async () => {
      await page.goto(`${server!.baseUrl}/login`);
      await page.getByLabel('Username').fill('player1');
      await page.getByLabel('Password', { exact: true }).fill('player1234');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByTestId('balance').waitFor();
    });
    await bettingTutorial(scene);
    await dragonJackpot(scene);
    await bonusJackpot(scene);
    if (pageErrors.length > 0) throw new StepError(`the app threw in the browser: ${pageErrors.join('; ')}`);

    const expected = HELP_SECTIONS.flatMap(helpImageFiles);
    const missing = expected.filter((file) => !fs.existsSync(path.join(workDir, file)));
    if (missing.length > 0) throw new StepError(`no image was taken for ${missing.join(', ')}`);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    for (const file of expected) fs.copyFileSync(path.join(workDir, file), path.join(OUT_DIR, file));
    log(`wrote ${expected.length} images to ${path.relative(root, OUT_DIR)}/`);
    for (const { file, bytes } of shooter.files()) {
      if (bytes > MAX_IMAGE_BYTES)
        log(`warning: ${file} is ${Math.round(bytes / 1024)} KB (aim for < 150 KB)`);
    }
  } finally {
    await stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(`help-images: ${error instanceof StepError ? error.message : String(error)}`);
  if (!(error instanceof StepError) && error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
