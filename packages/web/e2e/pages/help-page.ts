import { expect, type Locator, type Page } from '@playwright/test';

/** Help (/help): the tutorial tabs and their screenshots. */
export class HelpPage {
  readonly tabs: Locator;
  readonly images: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('tab');
    // only the active tab's images are shown; antd-mobile keeps visited panes hidden
    this.images = page.locator('.adm-tabs-content .help-step__image:visible');
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /**
   * From home: swipe the shortcut carousel to its second page and tap Help. antd-mobile's Swiper
   * follows touch events only, so the swipe is a real touch gesture (Chromium's input protocol).
   */
  async openFromHome(): Promise<void> {
    const carousel = this.page.locator('.shortcut-swiper');
    const help = carousel.getByRole('button', { name: 'Help', exact: true });
    const box = await carousel.boundingBox();
    if (!box) throw new Error('the shortcut carousel is not on screen');
    const y = box.y + box.height / 2;
    const cdp = await this.page.context().newCDPSession(this.page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    await touch('touchStart', box.x + box.width - 30);
    for (let step = 1; step <= 10; step += 1) {
      await touch('touchMove', box.x + box.width - 30 - (step * (box.width - 60)) / 10);
    }
    await touch('touchEnd', box.x + 30);
    await cdp.detach();
    await expect(help).toBeInViewport();
    await help.click();
  }

  /** Every shown image, scrolled to so the lazy ones load, has really loaded (naturalWidth > 0). */
  async expectImagesLoaded(count: number): Promise<void> {
    await expect(this.images).toHaveCount(count);
    for (const image of await this.images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
    await this.page.evaluate(() => window.scrollTo(0, 0));
  }
}
