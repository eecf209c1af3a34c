import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** /admin/draws: one card per pool. */
export class AdminDrawsPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/admin/draws');
    await this.card('mg').waitFor();
  }

  card(pool: string): Locator {
    return this.page.getByTestId(`schedule-${pool}`);
  }

  /** Adds a special draw date or closes a draw on an ISO date, through the card's form. */
  async addDate(pool: string, iso: string, kind: 'special' | 'closed'): Promise<void> {
    const card = this.card(pool);
    await card.getByLabel('Date', { exact: true }).fill(iso);
    await card.getByLabel('Kind').selectOption(kind);
    await card.getByRole('button', { name: 'Add' }).click();
  }
}

/** /admin/results: the result form, its preview, the import card and the settlement status. */
export class AdminResultsPage {
  readonly preview: Locator;
  readonly winners: Locator;
  readonly settlementRows: Locator;

  constructor(readonly page: Page) {
    this.preview = page.getByTestId('result-preview');
    this.winners = page.getByTestId('preview-winner');
    this.settlementRows = page.getByTestId('settlement-row');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/results');
    await expect(this.page.getByLabel('Pool')).toContainText('Magnum 4D');
  }

  async choose(poolName: string, iso: string): Promise<void> {
    await this.page.getByLabel('Pool').selectOption({ label: poolName });
    await this.page.getByLabel('Draw date').fill(iso);
  }

  /** Types the 23 numbers: the three top prizes, then 10 specials and 10 consolations. */
  async typeNumbers(
    top: [string, string, string],
    starters: string[],
    consolations: string[],
  ): Promise<void> {
    for (const [index, label] of ['1st', '2nd', '3rd'].entries()) {
      await this.page.getByLabel(label, { exact: true }).fill(top[index]!);
    }
    for (const [index, number] of starters.entries()) {
      await this.page.getByLabel(`Special ${index + 1}`, { exact: true }).fill(number);
    }
    for (const [index, number] of consolations.entries()) {
      await this.page.getByLabel(`Consolation ${index + 1}`, { exact: true }).fill(number);
    }
  }
}

/** /admin/audit */
export class AdminAuditPage {
  readonly entries: Locator;
  readonly detail: Locator;

  constructor(readonly page: Page) {
    this.entries = page.getByTestId('audit-entry');
    this.detail = page.getByTestId('audit-detail');
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/admin/audit${search}`);
  }
}

/** A player placing a bet through the API (the betting screens have their own specs). */
export async function placeBetByApi(
  request: APIRequestContext,
  bet: { username: string; password: string; date: string; number: string; poolId: number; big: string },
): Promise<void> {
  const login = await request.post('/Account/Login', {
    headers: HEADERS,
    form: { username: bet.username, password: bet.password },
  });
  expect(await login.json()).toMatchObject({ success: true });
  const order = await request.post('/Order/MakeOrder', {
    headers: HEADERS,
    data: {
      name: '4D',
      dates: [{ value: bet.date }],
      betList: [
        {
          number: bet.number,
          pattern: 'NORMAL',
          betType: [{ shortCode: 'B', amount: bet.big }],
          poolList: [bet.poolId],
        },
      ],
      remark: 'admin-results e2e',
      phone: '',
    },
  });
  expect(await order.json()).toMatchObject({ success: true });
}
