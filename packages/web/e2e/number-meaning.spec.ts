import { expect, test, type Page } from './fixtures';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { NumberMeaningPage } from './pages/number-meaning-page';

async function logIn(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login('player1', 'player1234');
  await expect(new HomePage(page).balance).toHaveText(/^\d[\d,]*\.\d{2}$/);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

test.describe('number meaning', () => {
  test('the sample chart from the home shortcut: a number, a word, then nothing found', async ({ page }) => {
    await logIn(page);
    const meanings = new NumberMeaningPage(page);
    await meanings.openFromHome();
    await expect(page).toHaveURL(/\/number-meaning$/);
    await expect(page).toHaveTitle('Number Meaning | Lotto');

    // the demo seed's sample chart, 0000-0099, all of it on the first answer
    await expect(meanings.cards).toHaveCount(100);
    await expect(meanings.numbers.first()).toHaveText('0000');
    await expect(meanings.card('0000')).toContainText('龙门');
    await expect(meanings.card('0000')).toContainText('dragon gate');
    await expect(meanings.card('0000')).toContainText('Tua Pek Kong chart');
    await expect(meanings.card('0000')).toContainText('Guan Yin chart');
    await expect(meanings.more).toBeVisible();
    await shot(page, 'number-meaning-list');

    // digits: the numbers starting with them; typing alone is enough (after a pause)
    await meanings.searchBox.fill('004');
    await expect(meanings.cards).toHaveCount(10);
    await expect(meanings.numbers.first()).toHaveText('0040');
    await meanings.search('0042');
    await expect(meanings.numbers).toHaveText(['0042']);
    await expect(meanings.card('0042')).toContainText('fishing net');
    await expect(page).toHaveURL(/\?q=0042$/);

    // a word, any case, in either chart
    await meanings.search('LANTERN');
    await expect(meanings.numbers).toHaveText(['0001', '0074']);
    await expect(meanings.card('0001')).toContainText('red lantern');
    await expect(meanings.card('0074')).toContainText('lanterns hung high');
    await shot(page, 'number-meaning-word');

    // Chinese works too
    await meanings.search('灯笼');
    await expect(meanings.numbers).toHaveText(['0001', '0074']);

    await meanings.searchBox.fill('qwxzy');
    await meanings.searchButton.click();
    await expect(meanings.empty).toHaveText('No Result Found');
    await expect(meanings.cards).toHaveCount(0);
    await shot(page, 'number-meaning-empty');

    // a reload keeps the search
    await page.reload();
    await expect(meanings.searchBox).toHaveValue('qwxzy');
    await expect(meanings.empty).toBeVisible();
  });
});
