import { expect, type Locator, type Page } from '@playwright/test';

/** An agent's home desk (issue 38 item 2), read by test ids so any language will do. */
export class AgentDeskPage {
  readonly desk: Locator;
  readonly turnoverTotal: Locator;
  readonly creditGiven: Locator;
  readonly creditLeft: Locator;
  readonly cutOffs: Locator;
  readonly shortcuts: Locator;

  constructor(readonly page: Page) {
    this.desk = page.getByTestId('agent-desk');
    this.turnoverTotal = page.getByTestId('desk-turnover-total');
    this.creditGiven = page.getByTestId('desk-credit-given');
    this.creditLeft = page.getByTestId('desk-credit-left');
    this.cutOffs = page.getByTestId('desk-cutoff');
    this.shortcuts = page.locator('.desk-shortcuts button');
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await this.turnoverTotal.waitFor();
  }

  /** A customer's row of today's turnover (absent: no sale today). */
  turnoverRow(username: string): Locator {
    return this.page.locator(`[data-testid="desk-turnover-row"][data-username="${username}"]`);
  }
}

/** "For: me / a customer" and its picker (issue 38 item 1). */
export class BetForBar {
  readonly bar: Locator;
  readonly customerButton: Locator;
  readonly picker: Locator;

  constructor(readonly page: Page) {
    this.bar = page.getByTestId('bet-for');
    this.customerButton = page.getByTestId('bet-for-customer');
    this.picker = page.locator('.bet-for-sheet');
  }

  /** Opens the picker (unless open), searches and chooses the one customer found. */
  async choose(username: string, search = username): Promise<void> {
    if (!(await this.picker.isVisible())) await this.customerButton.click();
    await this.picker.getByRole('searchbox').fill(search);
    const option = this.picker.locator(`[data-testid="customer-option"][data-username="${username}"]`);
    await expect(this.picker.getByTestId('customer-option')).toHaveCount(1);
    await option.click();
    await expect(this.bar).toHaveAttribute('data-for', username);
  }
}

/** "12.34" as the screens print points -> cents. */
export function centsOf(text: string | null): number {
  const clean = (text ?? '').replace(/[^\d.-]/g, '');
  const [whole = '0', fraction = '0'] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/**
 * Each element is what the finger lands on at its centre: no toast, bar or floating button lies
 * over it. The element is first scrolled to the middle of the screen (a fixed dock stays put).
 */
export async function expectUncovered(locator: Locator): Promise<void> {
  const covered = await locator.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      const fixed = (node: Element | null): boolean =>
        node !== null && (getComputedStyle(node).position === 'fixed' || fixed(node.parentElement));
      if (!fixed(element)) element.scrollIntoView({ block: 'center' });
      const after = element.getBoundingClientRect();
      const hit = document.elementFromPoint(after.left + after.width / 2, after.top + after.height / 2);
      if (hit && (element === hit || element.contains(hit))) return [];
      const name = (node: Element | null) =>
        node ? `${node.tagName.toLowerCase()}.${String(node.className).split(' ')[0]}` : 'nothing';
      return [`${name(element)} "${element.textContent?.trim().slice(0, 20)}" is under ${name(hit)}`];
    }),
  );
  expect(covered).toEqual([]);
}
