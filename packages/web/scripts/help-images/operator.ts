import { request, type APIRequestContext } from 'playwright-core';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function expectSuccess(what: string, answer: { json: () => Promise<unknown> }): Promise<unknown> {
  const body = (await answer.json()) as { success?: boolean; message?: string; data?: unknown };
  if (!body.success) throw new Error(`${what} failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** What the operator does through the API (there is no back-office screen yet): close, enter. */
export class Operator {
  private constructor(private readonly api: APIRequestContext) {}

  static async login(baseUrl: string, username = 'admin', password = 'admin1234'): Promise<Operator> {
    const api = await request.newContext({ baseURL: baseUrl });
    await expectSuccess(
      'operator login',
      await api.post('/Account/Login', { headers: HEADERS, form: { username, password } }),
    );
    return new Operator(api);
  }

  /** Closes a draw early, so its result may be entered now. */
  async closeDraw(pool: string, date: string): Promise<void> {
    await expectSuccess(
      `closing ${pool} ${date}`,
      await this.api.post('/Result/CloseDraw', { headers: HEADERS, data: { pool, date } }),
    );
  }

  async enterResult(result: Record<string, unknown>): Promise<unknown> {
    return expectSuccess(
      `entering the ${String(result.pool)} result`,
      await this.api.post('/Result/EnterResult', { headers: HEADERS, data: result }),
    );
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}
