import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/results' result entry (issue 36.1): its pool and draw date, the numbers, the preview. */
export class ResultEntryPage {
  readonly pool: Locator;
  /** the dd/MM/yyyy text over the invisible native date picker */
  readonly dateText: Locator;
  readonly dateInput: Locator;
  readonly preview: Locator;
  readonly previewNumbers: Locator;

  constructor(readonly page: Page) {
    this.pool = page.getByLabel('Pool');
    this.dateText = page.getByTestId('result-entry-date');
    this.dateInput = page.getByLabel('Draw date');
    this.preview = page.getByTestId('result-preview');
    this.previewNumbers = page.getByTestId('preview-numbers');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/results');
    await expect(this.dateText).toBeVisible();
  }

  /** The pool's name as the select shows it. */
  async poolName(): Promise<string> {
    return (await this.pool.locator('option:checked').textContent()) ?? '';
  }

  async choose(poolName: string, iso: string): Promise<void> {
    await this.pool.selectOption({ label: poolName });
    await this.dateInput.fill(iso);
  }

  /** Types a draw's 23 numbers: the three top prizes, then 10 specials and 10 consolations. */
  async typeNumbers(top: string[], starters: string[], consolations: string[]): Promise<void> {
    for (const [index, label] of ['1st', '2nd', '3rd'].entries()) {
      await this.page.getByLabel(label, { exact: true }).fill(top[index]!);
    }
    for (const [index, number] of starters.entries()) {
      await this.page.getByLabel(`Special ${index + 1}`, { exact: true }).fill(number);
    }
    for (const [index, number] of consolations.entries()) {
      await this.page.getByLabel(`Consolation ${index + 1}`, { exact: true }).fill(number);
    }
  }

  async previewIt(): Promise<void> {
    await this.page.getByRole('button', { name: 'Preview' }).click();
  }
}
