import { expect, type Locator, type Page } from '@playwright/test';
import { AdminUsersPage } from './admin-users-page';

/** The 占成 form of one downline agent (users screen, the agent's actions). English labels. */
export class PositionPage {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Position taking (占成)' });
  }

  async open(username: string): Promise<void> {
    const users = new AdminUsersPage(this.page);
    await users.gotoUsers();
    await users.action(username, 'Position taking (占成)');
    await expect(this.form).toBeVisible();
  }

  take(betType: string): Locator {
    return this.form.getByLabel(`${betType} Take %`, { exact: true });
  }

  cap(betType: string): Locator {
    return this.form.getByLabel(`${betType} Eat cap (吃字)`, { exact: true });
  }

  /** The own share shown beside a bet type's take (read-only). */
  own(betType: string): Locator {
    return this.form.getByRole('row', { name: new RegExp(`^${betType} `) }).locator('.au-position__own');
  }

  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Save' }).click();
    await expect(this.form).toBeHidden();
  }
}
