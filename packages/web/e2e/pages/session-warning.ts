import type { Locator, Page } from '@playwright/test';

/** The warning before the session's idle timeout (issue 36 item 14), on every logged-in screen. */
export class SessionWarning {
  readonly dialog: Locator;
  readonly stay: Locator;
  readonly dismiss: Locator;
  /** the toast after the app logged out by itself */
  readonly loggedOutToast: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });
    this.stay = this.dialog.getByRole('button', { name: 'Stay logged in' });
    this.dismiss = this.dialog.getByRole('button', { name: 'Dismiss' });
    this.loggedOutToast = page.getByTestId('toast-warning');
  }
}
