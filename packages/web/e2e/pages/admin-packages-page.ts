import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** /admin/packages and /admin/packages/edit: the list, "New package" and the rate tables. */
export class AdminPackagesPage {
  readonly items: Locator;
  readonly name: Locator;
  readonly scale: Locator;
  readonly create: Locator;
  readonly head: Locator;

  constructor(readonly page: Page) {
    this.items = page.getByTestId('package-item');
    this.name = page.getByLabel('Package name');
    this.scale = page.getByLabel('Payout scale (e.g. 1.092)');
    this.create = page.getByRole('button', { name: 'Create package' });
    this.head = page.getByTestId('package-head');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/packages');
    await this.create.waitFor();
  }

  payout(betType: string, prize: string): Locator {
    return this.page.getByLabel(`Payout of ${betType} ${prize}`);
  }

  tab(game: string): Locator {
    return this.page.getByRole('tab', { name: game });
  }
}

/** /admin/limits: defaults, the "Add a limit" form, overrides and the exposure panel. */
export class AdminLimitsPage {
  readonly addForm: Locator;
  readonly overrides: Locator;
  readonly exposure: Locator;
  readonly exposureRows: Locator;

  constructor(readonly page: Page) {
    this.addForm = page.getByRole('form', { name: 'Add a limit' });
    this.overrides = page.getByTestId('limit-overrides');
    this.exposure = page.getByRole('region', { name: 'Exposure' });
    this.exposureRows = page.getByTestId('exposure-row');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/limits');
    await this.addForm.waitFor();
  }

  async addLimit(limit: { pool: string; betType: string; date: string; number: string; points: string }) {
    const form = this.addForm;
    await form.getByLabel('Pool').selectOption(limit.pool);
    await form.getByLabel('Bet type').selectOption(limit.betType);
    await form.getByLabel('Draw date (optional)').fill(limit.date);
    await form.getByLabel(/^Number, \d digits/).fill(limit.number);
    await form.getByLabel('Limit').fill(limit.points);
    await form.getByRole('button', { name: 'Save limit' }).click();
  }

  async showExposure(pool: string, date: string): Promise<void> {
    await this.exposure.getByLabel('Pool').selectOption(pool);
    await this.exposure.getByLabel('Draw date').selectOption(date);
  }

  exposureRow(number: string): Locator {
    return this.exposureRows.filter({ hasText: number });
  }
}

/** A player betting through the API (the betting screens have their own specs). */
export class PlayerApi {
  constructor(readonly request: APIRequestContext) {}

  async login(username = 'player1', password = 'player1234'): Promise<void> {
    const answer = await this.request.post('/Account/Login', {
      headers: HEADERS,
      form: { username, password },
    });
    expect(await answer.json()).toMatchObject({ success: true });
  }

  /** The open draw dates as 'YYYYMMDD', soonest first. */
  async openDates(): Promise<string[]> {
    const answer = await this.request.get('/Tool/GetBetDates', { headers: HEADERS });
    const body = (await answer.json()) as { data: { fullDate: string }[] };
    return body.data.map((item) => item.fullDate).sort();
  }

  /** One normal-mode line on one pool and date; answers the order's bet status. */
  async bet(line: { number: string; betType: string; amount: number; poolId: number; date: string }) {
    const answer = await this.request.post('/Order/MakeOrder', {
      headers: HEADERS,
      data: {
        name: '4D',
        dates: [{ value: line.date, label: line.date, date: line.date }],
        betList: [
          {
            id: 1,
            pattern: 'NORMAL',
            number: line.number,
            betType: [{ shortCode: line.betType, amount: line.amount }],
            poolList: [line.poolId],
          },
        ],
        remark: 'e2e limit',
        phone: '',
      },
    });
    const body = (await answer.json()) as { success: boolean; data: { betStatus: string } };
    expect(body).toMatchObject({ success: true });
    return body.data.betStatus;
  }
}
