import { expect, test, type Page } from './fixtures';
import { AdvancedBettingPage } from './pages/advanced-betting-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';

interface ReceiptAnswer {
  success: boolean;
  data: { receiptString: string[]; ticketXId: string[]; betStatus: string };
}

/** player2 opens with 500.00, moved on by its demo bets and other tests of the run: answers the balance. */
async function loginAsPlayer2(page: Page): Promise<number> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login('player2', 'player1234');
  const balance = new HomePage(page).balance;
  await expect(balance).toHaveText(/^\d{1,3}(,\d{3})*\.\d\d$/);
  return Number((await balance.textContent())!.replace(/,/g, ''));
}

/** Submit, and answer the receipt MakeOrderAdvanced sent back. */
async function submitOrder(page: Page, advanced: AdvancedBettingPage): Promise<ReceiptAnswer> {
  const answer = page.waitForResponse((response) => response.url().includes('/Order/MakeOrderAdvanced'));
  await advanced.submit.click();
  const response = await answer;
  expect(response.request().headers()['idempotency-key']).toMatch(/^[\w-]{8,100}$/);
  return (await response.json()) as ReceiptAnswer;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test.describe('advanced betting', () => {
  test('places a ticket typed with the bet keyboard', async ({ page }) => {
    const before = await loginAsPlayer2(page);
    const advanced = new AdvancedBettingPage(page);
    await advanced.goto();
    await expect(page).toHaveTitle('Advance Betting | Lotto');
    await expect(advanced.editor).toHaveValue('D\n#1\n');
    await expect(advanced.editor).toHaveAttribute('inputmode', 'none');

    // a pool key on the blank line starts a pool line; eat keys wait for 3 digits
    await advanced.press('#K (Da Ma Cai 1+3D)', 'New line', '1', '2');
    await expect(advanced.eatKey('B Big')).toBeDisabled();
    await advanced.press('3', '4');
    await expect(advanced.eatKey('B Big')).toBeEnabled();
    await advanced.eatKey('B Big').click();
    await advanced.press('2');
    await advanced.eatKey('S Small').click();
    await advanced.press('1');
    await expect(advanced.editor).toHaveValue('D\n#1\n#K\n1234#B2#S1');
    await expect(advanced.total).toHaveText('3.00');
    await expect(advanced.lineErrors).toHaveCount(0);
    await shoot(page, 'advanced-keyboard-en-GB');

    const answer = await submitOrder(page, advanced);
    expect(answer.success).toBe(true);
    expect(answer.data.betStatus).toBe('COMPLETE');
    expect(answer.data.receiptString.join('\n')).toMatch(/P:K/);
    expect(answer.data.receiptString.join('\n')).toMatch(/1234 B2 S1/);
    await expect(page).toHaveURL(/\/bet-success$/);

    await page.goto('/');
    const after = (before - 3).toLocaleString('en-GB', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    await expect(new HomePage(page).balance).toHaveText(after);
  });

  test('places a ticket from a pasted string', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAsPlayer2(page);
    const advanced = new AdvancedBettingPage(page);
    await advanced.goto();
    await expect(advanced.editor).toHaveValue('D\n#1\n');

    await page.evaluate(() => navigator.clipboard.writeText('\n#M\n\n5678#1#1\n   \n*1122#B1\n'));
    await advanced.paste.click();
    // blank lines dropped; BOX 1122 has 6 permutations: 2.00 + 6 x 1.00
    await expect(advanced.editor).toHaveValue('D\n#1\n#M\n5678#1#1\n*1122#B1\n');
    await expect(advanced.total).toHaveText('8.00');

    const answer = await submitOrder(page, advanced);
    expect(answer.success).toBe(true);
    expect(answer.data.receiptString.join('\n')).toMatch(/5678 B1 S1/);
    await expect(page).toHaveURL(/\/bet-success$/);
  });

  test('shows a line error on its line and blocks Submit (en-GB and zh-CN)', async ({ page }) => {
    await loginAsPlayer2(page);
    const advanced = new AdvancedBettingPage(page);
    await advanced.goto();
    await expect(advanced.editor).toHaveValue('D\n#1\n');

    await advanced.press('1', '2', '#', '1');
    // the line being typed is not flagged while the caret is on it (issue 38 item 7)
    await expect(advanced.lineErrors).toHaveCount(0);
    await advanced.editor.press('ArrowUp');
    await expect(advanced.lineErrors).toContainText('Line 3, col');
    await expect(advanced.lineErrors).toContainText('Invalid bet number');
    // the first error stays in sight above the docked keyboard
    await expect(page.getByTestId('first-error')).toBeInViewport();
    await expect(page.getByTestId('first-error')).toContainText('Line 3, col');
    await expect(page.getByTestId('error-stripe-3')).toBeVisible();
    await expect(advanced.submit).toBeDisabled();
    await shoot(page, 'advanced-error-en-GB');

    // a desktop keyboard types too: fixing the line enables Submit
    await advanced.editor.click();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('34');
    await expect(advanced.editor).toHaveValue('D\n#1\n1234#1');
    await expect(advanced.lineErrors).toHaveCount(0);
    await expect(advanced.submit).toBeEnabled();

    await new HomePage(page).chooseLanguage('简体中文');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, 'advanced-keyboard-zh-CN');
    await advanced.editor.press('End'); // the caret was before '#1'
    await advanced.press('删除', '删除', '删除', '删除');
    await expect(advanced.editor).toHaveValue('D\n#1\n12');
    await advanced.press('#', '1');
    await advanced.editor.press('ArrowUp');
    await expect(advanced.lineErrors).toContainText('第 3 行');
    await expect(advanced.submit).toBeDisabled();
    await shoot(page, 'advanced-error-zh-CN');
  });
});
