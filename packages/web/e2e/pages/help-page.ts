import { expect, type Locator, type Page } from '@playwright/test';
import { HomePage } from './home-page';

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

  /** From home: swipe the shortcut carousel to its second page and tap Help. */
  async openFromHome(): Promise<void> {
    await new HomePage(this.page).openShortcutOnNextPage('Help');
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
