import { expect, test } from './fixtures';
import { AdvancedBettingPage } from './pages/advanced-betting-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { expectNoSideways, screenShot } from './pages/screen-shots';
import { ShareCapture } from './pages/share-capture';

/*
 * Issue #17 "Done when", in the browser at 390x844: 30 lines typed on the bet keyboard survive
 * leaving the editor; a chat message pasted keeps its order lines and names the dropped ones;
 * every line shows what it buys and the total is right; the order is placed and shared from Bet
 * Success (the one order text, game-rules §9). Then the editor and Bet Success in zh-CN
 * (screenshots), ms-MY and bn-BD (nothing wider than the screen).
 */

/** The 28 bet lines typed under the default `D` / `#1`: even ones Big 1, odd ones Big 1 Small 1. */
const TYPED = Array.from({ length: 28 }, (_, k) => ({
  number: String(3100 + k),
  amounts: k % 2 === 0 ? '#1' : '#1#1',
  receipt: k % 2 === 0 ? 'B1' : 'B1 S1',
  short: k % 2 === 0 ? 'B1' : 'B1 S1',
  cents: k % 2 === 0 ? 100 : 200,
}));

/** A WhatsApp message: stray words, a full-width pool line, a line with `x`, emojis, CR LF. */
const CHAT = [
  '[25/11/2026, 18:40] Ah Seng: Boss tonight ok? 🙏',
  '[25/11/2026, 18:41] Ah Seng: ＃ＭＫ',
  '[25/11/2026, 18:41] Ah Seng: 1234#1#1',
  '[25/11/2026, 18:41] Ah Seng: 2345 x 2',
  '[25/11/2026, 18:42] Ah Seng: 5678#2 👍',
].join('\r\n');
/** What the paste keeps, and what each kept bet costs on Magnum and Da Ma Cai, one draw. */
const KEPT = [
  { text: '#MK' },
  { text: '1234#1#1', number: '1234', short: 'B1 S1', receipt: 'B1 S1', cents: 2 * 200 },
  { text: '5678#2', number: '5678', short: 'B2', receipt: 'B2', cents: 2 * 200 },
];

const points = (cents: number) =>
  `${Math.floor(cents / 100).toLocaleString('en-GB')}.${String(cents % 100).padStart(2, '0')}`;

test('30 typed lines survive leaving, a chat paste is sorted, every line previewed, placed and shared', async ({
  page,
}) => {
  // about 250 key presses one by one on a shared machine: room for correctness, not speed
  test.setTimeout(600_000);
  const share = new ShareCapture(page);
  await share.install();
  const login = new LoginPage(page);
  await login.goto();
  await login.login('player1', 'player1234');
  await expect(new HomePage(page).username).toHaveText('player1');

  const advanced = new AdvancedBettingPage(page);
  await advanced.goto();
  await expect(advanced.editor).toHaveValue('D\n#1\n');

  // 1. 28 bet lines on the bet keyboard under `D` and `#1`: 30 lines.
  const typed = TYPED.map((line) => `${line.number}${line.amounts}`).join('\n');
  await advanced.typeOnKeys(typed);
  const typedText = `D\n#1\n${typed}`;
  await expect(advanced.editor).toHaveValue(typedText);
  await expect(advanced.lineCount).toHaveText('30 / 50 lines');
  const typedCents = TYPED.reduce((sum, line) => sum + line.cents, 0);
  await expect(advanced.total).toHaveText(points(typedCents));

  // 2. Leave through the menu (asked first), come back: every line is there.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Results' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('You have 30 unsent line(s)');
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).not.toHaveURL(/\/advance-betting$/);
  await advanced.goto();
  await expect(advanced.editor).toHaveValue(typedText);
  // and a reload too
  await page.reload();
  await expect(advanced.editor).toHaveValue(typedText);

  // 3. Paste a chat message: three lines kept, two named with their reason.
  await advanced.editor.click();
  await page.keyboard.press('Control+End');
  await page.evaluate((text) => navigator.clipboard.writeText(text), CHAT);
  await advanced.paste.click();
  const fullText = `${typedText}\n${KEPT.map((line) => line.text).join('\n')}`;
  await expect(advanced.editor).toHaveValue(new RegExp(`^${fullText.replace(/[#*+]/g, '\\$&')}\\n?$`));
  await expect(advanced.pasteReport).toContainText('3 line(s) added; 2 left out:');
  const dropped = advanced.pasteReport.getByRole('listitem');
  await expect(dropped).toHaveCount(2);
  await expect(dropped.nth(0)).toHaveAttribute('data-line', '1');
  await expect(dropped.nth(0)).toContainText('Boss tonight ok?');
  await expect(dropped.nth(1)).toHaveAttribute('data-line', '4');
  await expect(dropped.nth(1)).toContainText('2345 x 2');
  await advanced.pasteReport.scrollIntoViewIfNeeded();
  await screenShot(page, 'editor-paste-report-en-GB');
  await advanced.pasteReport.getByRole('button', { name: 'Got it' }).click();
  await expect(advanced.lineCount).toHaveText('33 / 50 lines');

  // 4. Every line says what it means; the date line's draw is the one every bet line names.
  // only the notes of the lines in or near sight are drawn: the page is scrolled to each
  await advanced.showLine(1);
  await expect(advanced.lineNote(1)).toBeAttached();
  const dateNote = (await advanced.lineNote(1).textContent()) ?? '';
  const shownDate = /\w+ \d\d\/\d\d/.exec(dateNote)?.[0];
  expect(shownDate, dateNote).toBeTruthy();
  await expect(advanced.lineNote(2)).toContainText('M');
  for (const [k, line] of TYPED.entries()) {
    await advanced.showLine(3 + k);
    await expect(advanced.lineNote(3 + k)).toContainText(
      `${line.short} · M · ${shownDate} · ${points(line.cents)}`,
    );
  }
  await advanced.showLine(31);
  await expect(advanced.lineNote(31)).toContainText('M K');
  for (const [k, line] of KEPT.slice(1).entries()) {
    await advanced.showLine(32 + k);
    await expect(advanced.lineNote(32 + k)).toContainText(
      `${line.short} · M K · ${shownDate} · ${points(line.cents ?? 0)}`,
    );
  }
  const grand = typedCents + KEPT.reduce((sum, line) => sum + (line.cents ?? 0), 0);
  await expect(advanced.total).toHaveText(points(grand));
  await expect(advanced.lineErrors).toHaveCount(0);
  await screenShot(page, 'editor-33-lines-en-GB');

  // 5. Place it; Bet Success shows the one order text and shares it.
  const answer = page.waitForResponse((response) => response.url().includes('/Order/MakeOrderAdvanced'));
  await advanced.submit.click();
  const receipt = (await (await answer).json()) as {
    success: boolean;
    data: { ticketXId: string[]; receiptString: string[]; betStatus: string };
  };
  expect(receipt.success, JSON.stringify(receipt)).toBe(true);
  expect(receipt.data.betStatus).toBe('COMPLETE');
  await expect(page).toHaveURL(/\/bet-success$/);
  // the server placed the draw the preview named
  const placedDay = `${shownDate!.slice(-5)}`;
  // one ticket per pool: Magnum's holds all 30 bet lines, Da Ma Cai's the two pasted ones
  const pasted = KEPT.slice(1).map((line) => `${line.number} ${line.receipt}`);
  const orderText = [
    `D:${placedDay}`,
    'P:M',
    ...TYPED.map((line) => `${line.number} ${line.receipt}`),
    ...pasted,
    `D:${placedDay}`,
    'P:K',
    ...pasted,
    `T:${points(grand)}`,
    receipt.data.ticketXId.map((id) => `#${id}`).join(','),
  ].join('\n');
  await expect(page.getByTestId('order-text')).toHaveText(orderText);
  await page.getByRole('button', { name: 'WhatsApp' }).click();
  expect(await share.lastSharedText('wa.me')).toBe(orderText);
  await page.getByRole('button', { name: 'Copy' }).click();
  expect(await share.lastCopied()).toBe(orderText);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenShot(page, 'bet-success-en-GB');
  await expectNoSideways(page);

  // 6. Bet Success in the other languages: zh-CN looked at, ms-MY and bn-BD measured.
  const home = new HomePage(page);
  await home.chooseLanguage('简体中文');
  await expect(page.getByTestId('order-text')).toHaveText(orderText);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenShot(page, 'bet-success-zh-CN');
  await expectNoSideways(page);
  for (const language of ['Bahasa Melayu', 'বাংলা'] as const) {
    await home.chooseLanguage(language);
    await expect(page.getByTestId('order-text')).toHaveText(orderText);
    await expectNoSideways(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectNoSideways(page);
  }

  // 7. The editor (a few lines, a pool line, an error) in bn-BD, ms-MY and zh-CN.
  await advanced.goto();
  await expect(advanced.editor).toHaveValue('D\n#1\n');
  await home.chooseLanguage('English');
  await advanced.typeOnKeys('1234#1#2\n5678#1\n12#1');
  for (const language of ['বাংলা', 'Bahasa Melayu', '简体中文'] as const) {
    await home.chooseLanguage(language);
    await expect(advanced.lineNote(3)).toContainText(shownDate!.slice(-5));
    await expectNoSideways(page);
  }
  await screenShot(page, 'editor-zh-CN');
});

test('a line in error is explained in zh-CN; the paste notice does not follow the order to Bet Success', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.login('player1', 'player1234');
  const home = new HomePage(page);
  await expect(home.username).toHaveText('player1');
  const advanced = new AdvancedBettingPage(page);

  // zh-CN: a 4-digit number with six amounts, explained in Chinese at the line and in the list
  await page.evaluate(() =>
    localStorage.setItem(
      'lotto.advancedDraft:player1:new',
      JSON.stringify({ text: 'D\n#1\n1234#1#2#3#4#5#6', remark: '' }),
    ),
  );
  await advanced.goto();
  await home.chooseLanguage('简体中文');
  await expect(advanced.lineErrors).toContainText('4 位号码最多 5 个金额');
  await expect(advanced.lineErrors).not.toContainText('takes at most');
  await advanced.lineErrors.scrollIntoViewIfNeeded();
  await screenShot(page, 'editor-error-line-zh-CN');
  await home.chooseLanguage('English');

  // English: a chat paste leaves one line out; the order is placed; Bet Success has no paste notice
  await page.evaluate(() =>
    localStorage.setItem('lotto.advancedDraft:player1:new', JSON.stringify({ text: 'D\n#1\n', remark: '' })),
  );
  await advanced.goto();
  await expect(advanced.editor).toHaveValue('D\n#1\n');
  const number = String(7000 + (Date.now() % 1000));
  // a fresh browser's clipboard is empty: Paste string opens its dialog, where the message goes
  await advanced.paste.click();
  const dialog = page.getByRole('form', { name: 'Paste order lines' });
  await dialog.getByRole('textbox').fill(`Ah Seng: ${number}#1\nAh Seng: 2345 x 2`);
  await dialog.getByRole('button', { name: 'Add lines' }).click();
  await expect(advanced.pasteReport).toContainText('1 line(s) added; 1 left out:');
  const notice = page.getByRole('alert').filter({ hasText: 'left out: see the list' });
  await expect(notice).toBeVisible();
  await advanced.submit.click();
  await expect(page).toHaveURL(/\/bet-success$/);
  await expect(page.getByTestId('order-text')).toContainText(`${number} B1`);
  await expect(notice).toHaveCount(0);
  await expect(page.getByText(/left out/)).toHaveCount(0);
  await screenShot(page, 'bet-success-after-paste');
});
