import type { Page } from '@playwright/test';

/**
 * /login, home and /betting come prerendered (docs/decisions/015-prerendered-first-screens.md): the screen
 * is painted from the HTML, `inert`, and the app draws over it once its code is there. A spec acts
 * on the app, so after a full page load it waits for that.
 */
export async function untilAppDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root > .prerendered'));
}
