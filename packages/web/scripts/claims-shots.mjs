// Screenshots of the Claims report and the cash-out limit (issue 44) at 390x844 against the real
// server (demo seed):   node packages/web/scripts/claims-shots.mjs <baseUrl> <outDir>
// The claims list is routed in (paid, approved and flagged, waiting from a sub-agent), since the
// demo has no settled winning ticket claimed at a counter; the cash-out limit form is the real one.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [baseUrl = 'http://127.0.0.1:8193', outDir = '/tmp/shots/i44-claims'] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const shot = (page, name) => page.screenshot({ path: `${outDir}/${name}.png` });

async function session(username, password, language) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
  await context.addInitScript((lang) => localStorage.setItem('lotto.language', lang), language);
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

const claim = (claimId, extra) => ({
  claimId,
  ticketId: `10${claimId}42`,
  owner: 'agent1',
  drawDate: '21/11/2026',
  pool: 'M',
  claimedBy: 'agent1',
  claimedAt: '22/11/2026 10:15:00',
  customerName: 'Tan Ah Kow',
  idKind: 'ic',
  idNumber: '********5678',
  amount: 2500,
  win: 2500,
  winNow: 2500,
  flagged: false,
  remark: '',
  hasPhoto: false,
  status: 'Paid',
  approvedBy: null,
  approvedAt: null,
  ...extra,
});
const claims = {
  totalPaid: 3300,
  totalPending: 6000,
  count: 3,
  flagged: 1,
  items: [
    claim('1', {}),
    claim('2', {
      claimedBy: 'sub1',
      customerName: 'Siti Aminah',
      amount: 800,
      win: 800,
      winNow: 0,
      flagged: true,
      approvedBy: 'agent1',
      approvedAt: '22/11/2026 11:00:00',
    }),
    claim('3', {
      claimedBy: 'sub1',
      customerName: 'Lee Wei Ming',
      idKind: 'passport',
      idNumber: '*****4321',
      amount: 6000,
      win: 6000,
      winNow: 6000,
      status: 'Pending',
    }),
  ],
};

for (const [language, suffix] of [
  ['en-GB', 'en'],
  ['zh-CN', 'zh'],
]) {
  const agent = await session('agent1', 'agent1234', language);
  await agent.route('**/Report/GetClaims?**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: true, message: '', data: claims }),
    }),
  );
  await agent.goto('/claims?from=2026-11-16&to=2026-11-22');
  await agent.getByTestId('claim-row').first().waitFor();
  await agent.waitForTimeout(300);
  await shot(agent, `claims-${suffix}`);
  await agent.locator('[data-testid="claim-row"]').nth(2).scrollIntoViewIfNeeded();
  await agent.waitForTimeout(200);
  await shot(agent, `claims-bottom-${suffix}`);
  await agent.locator('[data-testid="claim-row"]').nth(2).locator('button').first().click();
  await agent.getByRole('dialog').waitFor();
  await agent.waitForTimeout(300);
  await shot(agent, `claims-approve-confirm-${suffix}`);

  const house = await session('admin', 'admin1234', language);
  await house.goto('/admin/users');
  await house.locator('[data-testid="downline-row"][data-username="agent1"]').click();
  await house.waitForTimeout(300);
  await shot(house, `users-actions-${suffix}`);
  await house
    .getByText(/^(Cash-out limit|兑奖上限)$/)
    .first()
    .click();
  await house.locator('form[name], form.au-form').first().waitFor();
  await house.locator('input[name="cashOutLimit"]').fill('5000');
  await house.waitForTimeout(300);
  await shot(house, `cash-out-limit-${suffix}`);
  await house.locator('form.au-form button[type="submit"]').click();
  await house.getByTestId('toast-success').waitFor();
  await shot(house, `cash-out-limit-saved-${suffix}`);
}
await browser.close();
console.log('done');
