import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * A 390x844 screenshot as a test artefact, and a copy into `SHOTS_DIR` when it is set (for people
 * to look at: `SHOTS_DIR=/tmp/shots/x npx playwright test ...`).
 */
export async function screenShot(page: Page, name: string): Promise<void> {
  await expect(page.locator('.busy-overlay')).toHaveCount(0);
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(file, path.join(dir, `${name}.png`));
  }
}

/**
 * Nothing wider than the screen: the page scrolls only up and down, and no element (outside a
 * scrolling strip) reaches past the right edge or has its text cut by its own box without an
 * ellipsis.
 */
export async function expectNoSideways(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element): boolean => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (['auto', 'scroll'].includes(style.overflowX)) return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || clipped(element)) continue;
      // text for screen readers only is clipped to a pixel on purpose
      if (element.closest('.visually-hidden')) continue;
      const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
      if (box.right > width + 1) offenders.push(`${name} reaches ${Math.round(box.right)}px`);
      else if (element instanceof HTMLElement && element.scrollWidth > element.clientWidth + 1) {
        const style = getComputedStyle(element);
        // an ellipsis is a deliberate one-line summary (the submit bar's first error, whose
        // full text is shown above it); hidden overflow without one is text cut off unseen
        if (style.overflowX === 'hidden' && style.textOverflow !== 'ellipsis') {
          offenders.push(`${name} cuts ${element.scrollWidth - element.clientWidth}px`);
        }
      }
    }
    return { scroll: document.documentElement.scrollWidth, width, offenders: offenders.slice(0, 10) };
  });
  expect(found.scroll, `page is ${found.scroll}px wide at ${found.width}px`).toBeLessThanOrEqual(found.width);
  expect(found.offenders).toEqual([]);
}
