import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * A tiny browser stand-in over app.inject: keeps the session cookie, sends X-Requested-With and
 * form bodies like the web app does.
 */
export class TestBrowser {
  cookie: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.send('GET', url, undefined, headers);
  }

  async postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return this.send('POST', url, new URLSearchParams(form).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    });
  }

  async postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
    return this.send('POST', url, JSON.stringify(body), { 'content-type': 'application/json', ...headers });
  }

  async login(username: string, password: string) {
    return this.postForm('/Account/Login', { username, password });
  }

  private async send(
    method: 'GET' | 'POST',
    url: string,
    payload: string | undefined,
    headers: Record<string, string>,
  ) {
    const response = await this.app.inject({
      method,
      url,
      payload,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(this.cookie ? { cookie: `lotto_sid=${this.cookie}` } : {}),
        ...headers,
      },
    });
    const set = response.cookies.find((c) => c.name === 'lotto_sid');
    if (set)
      this.cookie =
        set.value === '' || (set.expires && set.expires.getTime() < Date.now()) ? undefined : set.value;
    return response;
  }
}
