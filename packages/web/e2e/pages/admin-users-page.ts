import { expect, type Locator, type Page } from '@playwright/test';

export interface NewUser {
  role: 'Agent' | 'Player';
  parent?: string;
  username: string;
  password: string;
  packageName?: string;
  credit?: string;
}

/** /admin/users and /admin/credit: the downline tree, its action sheet and the credit form. */
export class AdminUsersPage {
  constructor(readonly page: Page) {}

  async gotoUsers(): Promise<void> {
    await this.page.goto('/admin/users');
    await this.rows.first().waitFor();
  }

  get rows(): Locator {
    return this.page.getByTestId('downline-row');
  }

  row(username: string): Locator {
    return this.page.locator(`[data-testid="downline-row"][data-username="${username}"]`);
  }

  balanceOf(username: string): Locator {
    return this.row(username).getByTestId('downline-balance');
  }

  get newUserForm(): Locator {
    return this.page.getByRole('form', { name: 'New user' });
  }

  /** Fills and sends the New user form (opening it unless it is open already). */
  async createUser(user: NewUser): Promise<void> {
    const form = this.newUserForm;
    if (!(await form.isVisible())) await this.page.getByTestId('new-user').click();
    await form.getByText(user.role, { exact: true }).click();
    if (user.parent) await form.getByLabel('Upline').selectOption(user.parent);
    await form.getByLabel('Username').fill(user.username);
    await form.getByLabel('Password').fill(user.password);
    if (user.packageName) await form.getByLabel('Package').selectOption(user.packageName);
    if (user.credit) await form.getByLabel('Opening credit (optional)').fill(user.credit);
    await form.getByRole('button', { name: 'Create user' }).click();
    await expect(this.row(user.username)).toBeVisible();
  }

  async action(username: string, action: string): Promise<void> {
    await this.row(username).click();
    await this.page.locator('.adm-action-sheet').getByText(action, { exact: true }).click();
  }

  /** The confirm a credit transfer asks before it moves anything (issue 36.3). */
  get creditConfirm(): Locator {
    return this.page.getByRole('dialog', { name: /^(Give|Take) credit\?$/ });
  }

  /** Fills the Give credit form of the user's action sheet and sends it, up to its confirm. */
  async startGiveCredit(username: string, amount: string, remark: string): Promise<void> {
    await this.action(username, 'Give credit');
    const form = this.page.getByRole('form', { name: 'Give or take credit' });
    await form.getByLabel('Amount (points)').fill(amount);
    await form.getByLabel('Remark').fill(remark);
    await form.getByRole('button', { name: 'Give credit' }).click();
  }

  async giveCredit(username: string, amount: string, remark: string): Promise<void> {
    await this.startGiveCredit(username, amount, remark);
    await this.creditConfirm.getByRole('button', { name: 'Give credit' }).click();
    await expect(this.page.getByRole('form', { name: 'Give or take credit' })).toBeHidden();
  }

  /** The user's Order confirmation form: the order total above which it is asked once more. */
  async openOrderConfirm(username: string): Promise<Locator> {
    await this.action(username, 'Order confirmation');
    return this.page.getByRole('form', { name: 'Order confirmation' });
  }

  /** Suspend or Reactivate, confirmed in the dialog. */
  async setStatus(username: string, action: 'Suspend' | 'Reactivate'): Promise<void> {
    await this.action(username, action);
    await this.page.getByRole('dialog').getByRole('button', { name: action }).click();
  }
}
