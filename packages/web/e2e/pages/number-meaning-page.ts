import { expect, type Locator, type Page } from '@playwright/test';

/** Number meaning (/number-meaning): the search box, the cards and the empty state. */
export class NumberMeaningPage {
  readonly searchBox: Locator;
  readonly searchButton: Locator;
  readonly cards: Locator;
  readonly numbers: Locator;
  readonly empty: Locator;
  readonly more: Locator;

  constructor(readonly page: Page) {
    this.searchBox = page.getByRole('search').getByRole('searchbox');
    this.searchButton = page.getByRole('search').getByRole('button', { name: 'Search', exact: true });
    this.cards = page.getByTestId('meaning-card');
    this.numbers = page.getByTestId('meaning-number');
    this.empty = page.getByTestId('meanings-empty');
    this.more = page.getByTestId('meanings-more');
  }

  card(number: string): Locator {
    return this.page.locator(`[data-testid="meaning-card"][data-number="${number}"]`);
  }

  /**
   * From home: swipe the shortcut carousel to its second page and tap Number Meaning. The
   * carousel follows touch events only (antd-mobile's Swiper), so the swipe is a real touch
   * gesture sent through the Chrome DevTools protocol; a mouse drag would not move it.
   */
  async openFromHome(): Promise<void> {
    const carousel = this.page.locator('.shortcut-swiper');
    const shortcut = carousel.getByRole('button', { name: 'Number Meaning', exact: true });
    const box = await carousel.boundingBox();
    if (!box) throw new Error('the shortcut carousel is not on screen');
    const y = Math.round(box.y + box.height / 2);
    const from = Math.round(box.x + box.width - 20);
    const to = Math.round(box.x + 20);
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
    for (let step = 1; step <= 12; step += 1) {
      const x = Math.round(from + ((to - from) * step) / 12);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await expect(shortcut).toBeInViewport();
    await shortcut.click();
  }

  /** Types the keyword and presses Enter (the phone keyboard's Search key). */
  async search(keyword: string): Promise<void> {
    await this.searchBox.fill(keyword);
    await this.searchBox.press('Enter');
  }
}
