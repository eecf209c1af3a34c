import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

/** The installed app: its service worker, caches, offline page and update prompt. */
export class PwaPage {
  readonly offlinePage: Locator;
  readonly retry: Locator;
  readonly updatePrompt: Locator;
  readonly reload: Locator;

  constructor(readonly page: Page) {
    this.offlinePage = page.getByTestId('offline-page');
    this.retry = this.offlinePage.locator('section:not([hidden])').getByRole('button');
    this.updatePrompt = page.getByTestId('update-prompt');
    this.reload = this.updatePrompt.getByRole('button');
  }

  /** Waits until a service worker is active, then reloads so that it controls the page. */
  async waitUntilControlled(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await this.controlled())) await this.page.reload();
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }

  controlled(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }

  /** The script URL of the active worker. */
  workerScript(): Promise<string | undefined> {
    return this.page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
  }

  /** Every URL in every Cache Storage cache of the origin. */
  cachedUrls(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
  }

  /** Asks the browser to look for a new service worker now (it also does on navigations). */
  async checkForUpdate(): Promise<void> {
    await this.page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
  }
}

/**
 * Simulates a new deploy: a service worker script with different bytes (and its pre-compressed
 * copies, which the server prefers). `restore` puts the build back as it was.
 */
export class NewBuild {
  private readonly files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(dist, name));
  private readonly saved = new Map<string, Buffer>();

  deploy(): void {
    for (const file of this.files) if (fs.existsSync(file)) this.saved.set(file, fs.readFileSync(file));
    const worker = `${fs.readFileSync(path.join(dist, 'sw.js'), 'utf8')}\n// build ${Date.now()}\n`;
    fs.writeFileSync(path.join(dist, 'sw.js'), worker);
    fs.writeFileSync(path.join(dist, 'sw.js.br'), brotliCompressSync(worker));
    fs.writeFileSync(path.join(dist, 'sw.js.gz'), gzipSync(worker));
  }

  restore(): void {
    for (const [file, content] of this.saved) fs.writeFileSync(file, content);
    this.saved.clear();
  }
}
