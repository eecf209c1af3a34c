import type { Locator, Page } from '@playwright/test';
import { untilAppDrawn } from './app-drawn';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  /** "Remember me": keeps the username for the next login on this device */
  readonly remember: Locator;
  /** the note after a session that ended on its own: logging in leads back */
  readonly endedNote: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Login' });
    this.error = page.getByRole('form').getByRole('alert');
    this.remember = page.getByRole('checkbox', { name: 'Remember me' });
    this.endedNote = page.getByRole('form').getByRole('status');
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
