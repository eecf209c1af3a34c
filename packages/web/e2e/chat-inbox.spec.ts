import { expect, test, type Page } from './fixtures';
import { ChatInboxPage } from './pages/chat-inbox-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { expectNoSideways, screenShot } from './pages/screen-shots';
import { ShareCapture } from './pages/share-capture';

/*
 * Issue 42, the paste inbox at 390x844: agent1 pastes a WhatsApp export with two senders, picks each
 * one's customer, previews; one line of the second is wrong (its word marked), is fixed and
 * previewed again; both are confirmed with the sticky button; the receipt goes to WhatsApp and to
 * the clipboard with its delete code. Then the screen in 中文.
 */
const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

test('the paste inbox: a WhatsApp export of two senders, a wrong line fixed, both confirmed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36).slice(-5);
  const ann = `ci_ann_${stamp}`;
  const ben = `ci_ben_${stamp}`;
  const share = new ShareCapture(page);
  await share.install();
  const login = new LoginPage(page);
  await login.goto();
  await login.login('agent1', 'agent1234');
  await expect(new HomePage(page).username).toHaveText('agent1');
  for (const username of [ann, ben]) {
    const made = await page.request.post('/Admin/CreateUser', {
      headers: HEADERS,
      data: { username, password: 'inbox-pass-1', role: 'player', credit: '50' },
    });
    expect(await made.json()).toMatchObject({ success: true });
  }

  const inbox = new ChatInboxPage(page);
  await inbox.goto();
  await inbox.paste.fill(
    ['01/12/2026, 10:02 - Ah Seng: M', '1234-1B 1S', '01/12/2026, 10:03 - Mei Ling: M', '5678-1B xyz'].join(
      '\n',
    ),
  );
  await inbox.read.click();
  await expect(inbox.cards).toHaveCount(2);
  await inbox.customer('Ah Seng').selectOption(ann);
  await inbox.customer('Mei Ling').selectOption(ben);

  // Ah Seng: read, confirmed, replied.
  await inbox.previewButton('Ah Seng').click();
  await expect(inbox.okLines('Ah Seng')).toHaveCount(2);
  await expect(inbox.sticky).toContainText(`${ann} · 2.00`);
  await expectNoSideways(page);
  await screenShot(page, 'chat-inbox-en-01-preview');
  await inbox.sticky.locator('.adm-button').click();
  await expect(inbox.deleteCode('Ah Seng')).toHaveText(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
  const code = (await inbox.deleteCode('Ah Seng').textContent())!;
  await inbox.receiptActions('Ah Seng').first().click();
  expect(await share.lastSharedText('wa.me')).toContain(`DEL ${code}`);
  await inbox.receiptActions('Ah Seng').nth(1).click();
  expect(await share.lastCopied()).toContain(`DEL ${code}`);
  await screenShot(page, 'chat-inbox-en-02-receipt');

  // Mei Ling: the wrong word is marked; fixed, it reads and is placed.
  await inbox.previewButton('Mei Ling').click();
  await expect(inbox.badLines('Mei Ling')).toHaveCount(1);
  await expect(inbox.refused('Mei Ling')).toHaveText('xyz');
  await expect(inbox.sticky).toHaveCount(0);
  await expectNoSideways(page);
  await screenShot(page, 'chat-inbox-en-03-refused');
  await inbox.message('Mei Ling').fill('M\n5678-1B');
  await inbox.previewButton('Mei Ling').click();
  await expect(inbox.badLines('Mei Ling')).toHaveCount(0);
  await inbox.sticky.locator('.adm-button').click();
  await expect(inbox.deleteCode('Mei Ling')).toHaveText(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);

  // The day's chat orders hold both, for their customers.
  const day = await page.request.get(`/Admin/GetChatOrders?date=${await today(page)}`, { headers: HEADERS });
  const orders = ((await day.json()) as { data: { orders: { username: string }[] } }).data.orders;
  expect(orders.map((order) => order.username)).toEqual(expect.arrayContaining([ann, ben]));

  // 中文: the same screen, the customer remembered for its sender.
  await page.evaluate(() => window.localStorage.setItem('lotto.language', 'zh-CN'));
  await inbox.goto();
  await inbox.paste.fill('01/12/2026, 11:00 - Ah Seng: M\n4321-1B zz');
  await inbox.read.click();
  await expect(inbox.customer('Ah Seng')).toHaveValue(ann);
  await inbox.previewButton('Ah Seng').click();
  await expect(inbox.refused('Ah Seng')).toHaveText('zz');
  // what is wrong, in Chinese too (the chat grammar's words were English in every language)
  await expect(inbox.badLines('Ah Seng').getByRole('note')).toHaveText(
    "第 2 行第 9 列： 无法识别的词 'zz'：应为日期（16/11）、彩池（MKT）、下注（1234-1B 1S、1234 B1 S1），或下注后的 box、ibox、R",
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('聊天收件箱');
  await expectNoSideways(page);
  await screenShot(page, 'chat-inbox-zh-01-refused');
});

/** Today in the draw time zone, YYYYMMDD, as the server counts it. */
async function today(page: Page): Promise<string> {
  const answer = await page.request.get('/Report/GetAgentDesk', { headers: HEADERS });
  return ((await answer.json()) as { data: { date: string } }).data.date;
}
