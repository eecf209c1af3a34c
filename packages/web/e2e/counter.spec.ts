import fs from 'node:fs';
import { expect, test } from './fixtures';
import { BetSuccessPage, BettingPage, SummaryPage } from './pages/betting-page';
import { CounterPage } from './pages/counter-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { OperatorApi } from './pages/operator-api';
import { screenShot } from './pages/screen-shots';
import { untilAppDrawn } from './pages/app-drawn';
import { phoneContext } from './pages/sync-world';

// A pool and a number no other spec settles, so the draw's settlement touches only this ticket.
const POOL = { code: 'sn', name: 'STC 4D' };
const NUMBER = '3579';
const REMARK = 'Mdm Wong';
const PHONE = '0167654321';
const IC = '900131-14-5678';
/** 80 mm at the CSS 96 px an inch */
const SLIP_PX = (80 / 25.4) * 96;

test('at the counter: sell with a remark and phone, print, print a COPY, the draw settles, claim once with an IC', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await CounterPage.stubPrintDialog(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.login('agent1', 'agent1234');
  await expect(new HomePage(page).username).toHaveText('agent1');

  // 1. The agent sells Big 1.00 on 3579, STC, for a walk-in customer named in the remark.
  const betting = new BettingPage(page);
  await betting.goto();
  // A draw after tomorrow: records.spec.ts bets on today's STC draw, and a draw closed early today
  // would be the one the result entry opens on (result-day.spec.ts); a later one touches neither.
  const tomorrow = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' })
      .format(new Date(Date.now() + 86_400_000))
      .replaceAll('-', ''),
  );
  const date = (await betting.datesWithPool(POOL.code)).find((offered) => offered > tomorrow);
  expect(date, 'an open STC draw after tomorrow').toBeTruthy();
  await betting.chooseDate(date!);
  await betting.chooseBetMode('4D');
  await betting.choosePool(POOL.name);
  await betting.enterNumber(NUMBER);
  await betting.enterAmount('B', '1');
  await betting.addTicket();
  await page.getByLabel('Phone').fill(PHONE);
  await page.getByLabel('Remark').fill(REMARK);
  await betting.bet();
  const ordered = page.waitForResponse((response) => new URL(response.url()).pathname === '/Order/MakeOrder');
  await new SummaryPage(page).confirm.click();
  const order = (await (await ordered).json()) as { data: { ticketXId: string[] } };
  const [ticketId] = order.data.ticketXId;
  await expect(new BetSuccessPage(page).status).toHaveText('Bet successfully');

  // 2. Print: the original, with the operator, the order text, the remark, the phone and the PIN.
  const counter = new CounterPage(page);
  await counter.printButtons.first().click();
  await expect(counter.previewSlip).toBeVisible();
  await expect(counter.previewSlip).toHaveAttribute('data-copy', '0');
  expect(await counter.printCalls()).toBe(1);
  const original = await counter.slipText(counter.previewSlip);
  for (const part of ['agent1', NUMBER, REMARK, PHONE, `#${ticketId}`, 'T:1.00']) {
    expect(original, part).toContain(part);
  }
  expect(original).not.toContain('COPY');
  const pin = /PIN\D*(\d{6})/.exec(original)?.[1];
  expect(pin, original).toMatch(/^\d{6}$/);
  await expect(counter.previewSlip.getByTestId('slip-qr')).toBeVisible();
  await screenShot(page, 'counter-01-slip-preview');

  // What the print dialog prints: the slip alone, 80 mm wide, every line whole, black on white.
  await page.emulateMedia({ media: 'print' });
  const layout = await counter.printedLayout();
  expect(layout.hidden, 'the app is not printed').toBe(true);
  expect(Math.abs(layout.width - SLIP_PX)).toBeLessThan(1);
  expect(layout.cut).toEqual([]);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  fs.writeFileSync(test.info().outputPath('counter-slip.pdf'), pdf);
  if (process.env.SHOTS_DIR)
    fs.copyFileSync(test.info().outputPath('counter-slip.pdf'), `${process.env.SHOTS_DIR}/counter-slip.pdf`);
  // one page, 80 mm (226.8 pt) wide
  const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
  expect(boxes).toHaveLength(1);
  expect(Math.abs(Number(boxes[0]![1]) - (80 / 25.4) * 72)).toBeLessThan(1);
  await page.emulateMedia({ media: 'screen' });
  await counter.closePreview();

  // 3. Printed again: COPY 1 at the top and the bottom, and no PIN (only the original has it).
  await counter.printButtons.first().click();
  await expect(counter.previewSlip).toHaveAttribute('data-copy', '1');
  const copy = await counter.slipText(counter.previewSlip);
  expect(copy.match(/COPY 1/g)).toHaveLength(2);
  expect(copy).not.toContain(pin!);
  expect(await counter.printCalls()).toBe(2);
  await screenShot(page, 'counter-02-slip-copy');
  await counter.closePreview();

  // 4. The draw settles with 3579 first.
  const request = await playwright.request.newContext({ baseURL });
  const house = new OperatorApi(request);
  await house.login();
  await house.closeDraw(POOL.code, date!);
  const result = {
    pool: POOL.code,
    date,
    first: NUMBER,
    second: '5550',
    third: '5551',
    starters: ['0011', '0022', '0033', '0044', '0055', '0066', '0077', '0088', '0099', '0100'],
    consolations: ['0200', '0300', '0400', '0500', '0600', '0700', '0800', '0900', '1000', '1100'],
  };
  await house.enterResult(result);

  // 5. Two tabs on the ticket; the first pays the customer against the IC.
  const details = `/betting-history/details?betId=${ticketId}`;
  const other = await page.context().newPage();
  await other.goto(details);
  // a tab behind another gets no animation frames: its sheets would never finish closing
  await page.bringToFront();
  await page.goto(details);
  await expect(counter.win).toBeVisible();
  await counter.claim({ pin: pin!, name: 'Wong Mei Ling', ic: IC });
  await expect(page.getByTestId('toast-success')).toBeVisible();
  await expect(counter.claimed).toContainText('Claimed by agent1 on');
  await expect(counter.claimOpen).toHaveCount(0);
  await expect(counter.claimSubmit).toBeHidden();
  await counter.claimed.scrollIntoViewIfNeeded();
  await screenShot(page, 'counter-03-claimed');

  // 6. The stale tab's claim is refused, naming who claimed it; nothing changes.
  await other.bringToFront();
  const stale = new CounterPage(other);
  await stale.claim({ pin: pin!, name: 'Someone Else', ic: '850101-10-1234' });
  await expect(other.getByRole('alertdialog')).toContainText(
    /Already claimed by agent1 on \d\d\/\d\d\/\d{4}/,
  );
  await screenShot(other, 'counter-04-second-claim-refused');
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' })
      .format(new Date())
      .replaceAll('-', ''),
  );
  const asked = await page.request.get(`/Report/GetClaims?from=${today}&to=${today}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const claims = (await asked.json()) as {
    data: { items: { ticketId: string; customerName: string }[] };
  };
  expect(claims.data.items.filter((item) => item.ticketId === ticketId)).toEqual([
    expect.objectContaining({ customerName: 'Wong Mei Ling' }),
  ]);
  await other.close();

  // 7. The house corrects the 1st prize: the paid claim is flagged on its Results screen.
  await house.enterResult({ ...result, first: '3578' });
  await request.dispose();
  const houseContext = await phoneContext(browser, baseURL!);
  const admin = await houseContext.newPage();
  const adminLogin = new LoginPage(admin);
  await adminLogin.goto();
  await adminLogin.login('admin', 'admin1234');
  await expect(new HomePage(admin).username).toHaveText('admin');
  await admin.goto('/admin/results');
  await untilAppDrawn(admin);
  const flagged = admin.getByTestId('flagged-claim').filter({ hasText: `#${ticketId}:` });
  await expect(flagged).toHaveText(`#${ticketId}: agent1 paid 2,500.00, the win becomes 0.00`);
  await flagged.scrollIntoViewIfNeeded();
  await screenShot(admin, 'counter-05-results-flagged');
  await houseContext.close();
});
