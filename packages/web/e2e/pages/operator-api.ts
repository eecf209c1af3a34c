import { expect, type APIRequestContext } from '@playwright/test';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** What an operator does through the API (the back-office screens come later): close, enter. */
export class OperatorApi {
  constructor(readonly request: APIRequestContext) {}

  async login(username = 'admin', password = 'admin1234'): Promise<void> {
    const answer = await this.request.post('/Account/Login', {
      headers: HEADERS,
      form: { username, password },
    });
    expect(await answer.json()).toMatchObject({ success: true });
  }

  /** Closes a draw early (no more bets), so its result may be entered now. */
  async closeDraw(pool: string, date: string): Promise<void> {
    const answer = await this.request.post('/Result/CloseDraw', { headers: HEADERS, data: { pool, date } });
    expect(await answer.json()).toMatchObject({ success: true });
  }

  async enterResult(result: Record<string, unknown>): Promise<Record<string, unknown>> {
    const answer = await this.request.post('/Result/EnterResult', { headers: HEADERS, data: result });
    const body = (await answer.json()) as { success: boolean; data: Record<string, unknown> };
    expect(body).toMatchObject({ success: true });
    return body.data;
  }

  /** A pool's cut-off (HH:mm), its draw weekdays unchanged. */
  async setCutoff(pool: string, cutoff: string): Promise<void> {
    const answer = await this.request.post('/Admin/SetSchedule', {
      headers: HEADERS,
      data: { pool, cutoff },
    });
    expect(await answer.json()).toMatchObject({ success: true });
  }

  /** A special draw of `pool` on `date` (YYYYMMDD); already so is fine. */
  async addSpecialDraw(pool: string, date: string): Promise<void> {
    const answer = await this.request.post('/Admin/AddDrawDate', {
      headers: HEADERS,
      data: { pool, date, kind: 'special' },
    });
    expect(await answer.json()).toMatchObject({ success: true });
  }

  /** Gives (or takes) credit to a downline of the logged-in operator. */
  async transferCredit(username: string, amount: string, direction: 'give' | 'take', remark: string) {
    const answer = await this.request.post('/Admin/TransferCredit', {
      headers: HEADERS,
      data: { username, amount, direction, remark },
    });
    expect(await answer.json()).toMatchObject({ success: true });
  }
}
