import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { NewBuild, PwaPage } from './pages/pwa-page';

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

// These specs need the service worker the others block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.describe('installable app (PWA)', () => {
  test('has a web manifest with its icons', async ({ page, request }) => {
    const login = new LoginPage(page);
    await login.goto();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'Lotto',
      short_name: 'Lotto',
      start_url: '/',
      display: 'standalone',
      theme_color: '#b3122e',
    });
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
      // PNG width and height, bytes 16-23 of the file
      const body = await image.body();
      const [width, height] = [body.readUInt32BE(16), body.readUInt32BE(20)];
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  test('Chromium finds nothing against installing it (what Lighthouse asked it)', async ({
    baseURL,
  }, testInfo) => {
    // A profile on disk: a throwaway (incognito) context is never installable.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-e2e-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await new LoginPage(page).goto();
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
      const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('installs a service worker that precaches the shell and never caches the API', async ({ page }) => {
    const pwa = new PwaPage(page);
    const login = new LoginPage(page);
    await login.goto();
    await pwa.waitUntilControlled();
    expect(await pwa.workerScript()).toMatch(/\/sw\.js$/);

    const precached = await pwa.cachedUrls();
    expect(precached).toContain('/offline.html');
    expect(precached).toContain('/manifest.webmanifest');
    // the scripts this page runs are all there
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map(
        (script) => new URL((script as HTMLScriptElement).src).pathname,
      ),
    );
    for (const script of scripts) expect(precached).toContain(script);
    expect(precached.filter((url) => url.startsWith('/help/'))).toEqual([]);

    await login.login('player1', 'player1234');
    await expect(new HomePage(page).balance).toHaveText(/\.\d{2}$/);
    const cached = await pwa.cachedUrls();
    const api = /^\/(Account|Tool|Order|Report|Admin|Result)\//;
    expect(cached.filter((url) => api.test(url))).toEqual([]);
  });

  test('offline, a reload shows the offline page in the chosen language, and Try again comes back', async ({
    page,
    context,
  }) => {
    const pwa = new PwaPage(page);
    const login = new LoginPage(page);
    await login.goto();
    await login.login('player1', 'player1234');
    const home = new HomePage(page);
    await expect(home.balance).toHaveText(/\.\d{2}$/);
    await pwa.waitUntilControlled();

    await context.setOffline(true);
    await page.reload();
    await expect(pwa.offlinePage).toBeVisible();
    await expect(pwa.offlinePage.getByRole('heading', { name: 'No connection' })).toBeVisible();
    await expect(pwa.offlinePage).toContainText('The network is down');
    // nothing that could pass for a current balance or result
    await expect(page.getByTestId('balance')).toHaveCount(0);
    await expect(page.getByText(/\d+\.\d{2}/)).toHaveCount(0);

    // the player's language: the offline page reads the stored choice
    await page.evaluate(() => localStorage.setItem('lotto.language', 'zh-CN'));
    await page.reload();
    await expect(pwa.offlinePage.getByRole('heading', { name: '没有网络连接' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await context.setOffline(false);
    await pwa.retry.click();
    await expect(home.balance).toHaveText(/\.\d{2}$/);
  });

  test('a new build shows "a new version is available", and Reload switches to it', async ({ page }) => {
    const pwa = new PwaPage(page);
    const login = new LoginPage(page);
    const build = new NewBuild();
    await login.goto();
    await pwa.waitUntilControlled();
    await expect(pwa.updatePrompt).toHaveCount(0);
    try {
      build.deploy();
      await pwa.checkForUpdate();
      await expect(pwa.updatePrompt).toBeVisible();
      await expect(pwa.updatePrompt).toContainText('A new version of Lotto is available.');

      const waiting = await page.evaluate(
        async () => !!(await navigator.serviceWorker.getRegistration())?.waiting,
      );
      expect(waiting).toBe(true);
      await Promise.all([page.waitForEvent('load'), pwa.reload.click()]);
      await expect(login.submit).toBeVisible();
      await expect(pwa.updatePrompt).toHaveCount(0);
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: !!registration?.waiting, controlled: navigator.serviceWorker.controller !== null };
      });
      expect(state).toEqual({ waiting: false, controlled: true });
    } finally {
      build.restore();
    }
  });
});
