// Help images: real screenshots of this app for the Help screen (spec §2), 390x844 like a phone.
//   npm run build && npm run help-images
// For each app type (normal, then gd) starts the built server on a temporary SQLite file (demo
// data, APP_TYPE=<type>), drives the system Chromium through the screens as player1 (placing real
// bets), and writes packages/web/public/help/<type>/betting-1..5.png (gd also dragon-1.png and
// bonus-1..6.png), so each app type's help shows pictures of itself. Exits non-zero naming the step that failed;
// on failure the images already in public/help/ are left as they were. See docs/help-images.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { showsJackpots, type AppType } from '@lotto/domain/app-type';
import { helpImageFiles, helpSectionsOf } from '../src/features/help/lib/help-sections';
import { bettingTutorial, bonusJackpot, dragonJackpot, type SceneContext } from './help-images/scenes';
import { startServer } from './help-images/server';
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

/** The app types, each pictured from itself (issue 16 item 15): the normal app never shows GD. */
const APP_TYPES: readonly AppType[] = ['normal', 'gd'];

/** Starts a server of one app type, takes its pictures into workDir/<appType>/, stops it. */
async function shootAppType(appType: AppType, workDir: string, browser: Browser): Promise<string[]> {
  const outDir = path.join(workDir, appType);
  fs.mkdirSync(outDir, { recursive: true });
  const server = await step(`start the server (${appType}, demo data)`, () =>
    startServer(SERVER_MAIN, log, appType),
  );
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'en-GB',
    reducedMotion: 'reduce',
  });
  try {
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const shooter = createShooter(outDir, log);
    const scene: SceneContext = { page, baseUrl: server.baseUrl, shooter, step, log };
    await step(`${appType}: log in as player1`, async () => {
      await page.goto(`${server.baseUrl}/login`);
      await page.getByLabel('Username').fill('player1');
      await page.getByLabel('Password', { exact: true }).fill('player1234');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByTestId('balance').waitFor();
    });
    await bettingTutorial(scene);
    if (showsJackpots(appType)) {
      await dragonJackpot(scene);
      await bonusJackpot(scene);
    }
    if (pageErrors.length > 0) throw new StepError(`the app threw in the browser: ${pageErrors.join('; ')}`);
    for (const { file, bytes } of shooter.files()) {
      if (bytes > MAX_IMAGE_BYTES)
        log(`warning: ${appType}/${file} is ${Math.round(bytes / 1024)} KB (aim for < 150 KB)`);
    }
  } finally {
    await context.close().catch(() => undefined);
    await server.stop();
  }
  return helpSectionsOf(appType).flatMap((section) => helpImageFiles(section, appType));
}

async function main(): Promise<void> {
  checkPrerequisites();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-help-shots-'));
  let browser: Browser | undefined;
  const stopAll = async () => {
    await browser?.close().catch(() => undefined);
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  // Ctrl-C must not leave the browser running (each server is stopped by shootAppType)
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));
  try {
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
    const expected: string[] = [];
    for (const appType of APP_TYPES) expected.push(...(await shootAppType(appType, workDir, browser)));
    const missing = expected.filter((file) => !fs.existsSync(path.join(workDir, file)));
    if (missing.length > 0) throw new StepError(`no image was taken for ${missing.join(', ')}`);
    // only now, with every picture taken: replace the old ones (and any left at the top level)
    for (const appType of APP_TYPES) fs.mkdirSync(path.join(OUT_DIR, appType), { recursive: true });
    for (const old of fs.readdirSync(OUT_DIR).filter((name) => name.endsWith('.png')))
      fs.rmSync(path.join(OUT_DIR, old));
    for (const file of expected) fs.copyFileSync(path.join(workDir, file), path.join(OUT_DIR, file));
    log(`wrote ${expected.length} images to ${path.relative(root, OUT_DIR)}/{${APP_TYPES.join(',')}}/`);
  } finally {
    await stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(`help-images: ${error instanceof StepError ? error.message : String(error)}`);
  if (!(error instanceof StepError) && error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
