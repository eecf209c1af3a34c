import type { Locator, Page } from '@playwright/test';
import { untilAppDrawn } from './app-drawn';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Login' });
    this.error = page.getByRole('form').getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await untilAppDrawn(this.page);
    await this.submit.waitFor();
  }

  async login(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}
