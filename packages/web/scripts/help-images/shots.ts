import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Help images above this size are reported: they are downloaded on phones. */
export const MAX_IMAGE_BYTES = 150 * 1024;

/**
 * Waits until the screen has settled: no busy overlay, skeleton or spinner, fonts and images
 * loaded, so a picture never shows a half-loaded screen.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.busy-overlay, .adm-skeleton, .adm-spin-loading, .adm-loading, [aria-busy="true"]',
      ),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? undefined : new Promise((resolve) => image.addEventListener('load', resolve)),
      ),
    );
  });
  // antd-mobile animates popups and swipers; give them a moment to come to rest
  await page.waitForTimeout(350);
}

/**
 * Scrolls so that the bottom of `selector` sits just above the top of `above` (a bar or button
 * fixed over the page), so nothing the picture explains is hidden under it.
 */
export async function scrollBottomAbove(page: Page, selector: string, above: string): Promise<void> {
  await page.locator(selector).first().waitFor();
  await page.locator(above).first().waitFor();
  await page.evaluate(
    ({ selector, above }) => {
      const target = document.querySelector(selector)?.getBoundingClientRect();
      const cover = document.querySelector(above)?.getBoundingClientRect();
      if (target && cover) window.scrollBy({ top: target.bottom - cover.top + 12, behavior: 'instant' });
    },
    { selector, above },
  );
}

export interface Shooter {
  /** Takes one image into the output folder and answers its size in bytes. */
  shoot: (page: Page, file: string) => Promise<number>;
  files: () => { file: string; bytes: number }[];
}

export function createShooter(outDir: string, log: (line: string) => void): Shooter {
  const taken: { file: string; bytes: number }[] = [];
  return {
    async shoot(page, file) {
      await settle(page);
      const target = path.join(outDir, file);
      // PNG has no quality knob: CSS pixels (not device pixels) keep each file small
      await page.screenshot({
        path: target,
        type: 'png',
        scale: 'css',
        animations: 'disabled',
        caret: 'hide',
      });
      const bytes = fs.statSync(target).size;
      taken.push({ file, bytes });
      log(`saved ${file} (${Math.round(bytes / 1024)} KB)`);
      return bytes;
    },
    files: () => [...taken],
  };
}
