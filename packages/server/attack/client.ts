/**
 * A small HTTP client for the attack replay: one cookie jar per user (session and known-device
 * cookies), its own client address (`X-Forwarded-For`, honoured because the attacked servers run
 * with TRUST_PROXY=127.0.0.1), and the web app's `X-Requested-With` unless an attack leaves it out.
 */
import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  /** the body parsed as JSON, or undefined */
  json: unknown;
}

export interface Attempt {
  name: string;
  ok: boolean;
  detail: string;
}

export interface SendOptions {
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** leave out X-Requested-With (a forged cross-site request) */
  forged?: boolean;
  timeoutMs?: number;
}

let addressCounter = 0;
/** A client address of its own for each user, so one attack's counters never touch another's. */
export function newAddress(): string {
  addressCounter += 1;
  return `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

const noPool = new http.Agent({ keepAlive: false, maxSockets: Infinity });

export class Client {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly port: number,
    readonly address: string = newAddress(),
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(url: string, options: SendOptions = {}): Promise<Answer> {
    return this.send('GET', url, options);
  }

  post(url: string, options: SendOptions = {}): Promise<Answer> {
    return this.send('POST', url, options);
  }

  async login(username: string, password: string): Promise<Answer> {
    return this.post('/Account/Login', { form: { username, password } });
  }

  async loginOrThrow(username: string, password: string): Promise<void> {
    const answer = await this.login(username, password);
    if ((answer.json as { success?: boolean } | undefined)?.success !== true) {
      throw new Error(`login of ${username} failed: ${answer.status} ${answer.body.slice(0, 200)}`);
    }
  }

  send(method: 'GET' | 'POST', url: string, options: SendOptions = {}): Promise<Answer> {
    let body: string | undefined;
    const headers: Record<string, string> = { 'x-forwarded-for': this.address };
    if (!options.forged) headers['x-requested-with'] = 'XMLHttpRequest';
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    Object.assign(headers, options.headers);
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: this.port, method, path: url, agent: noPool, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            this.keepCookies(res.headers['set-cookie']);
            const text = Buffer.concat(chunks).toString();
            let json: unknown;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers, json });
          });
        },
      );
      req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error(`timeout: ${method} ${url}`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  private keepCookies(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some(
        (a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** `{ success, data, code, message }` of a JSON answer, loosely typed. */
export interface Envelope {
  success?: boolean;
  code?: string;
  message?: string;
  data?: unknown;
}

export const envelope = (answer: Answer): Envelope => (answer.json ?? {}) as Envelope;

/** The player's credit in points, from GetMyCredit. */
export async function creditOf(client: Client): Promise<number> {
  const answer = envelope(await client.get('/Account/GetMyCredit'));
  const data = answer.data as { creditLeft?: number } | undefined;
  if (typeof data?.creditLeft !== 'number') throw new Error(`GetMyCredit: ${JSON.stringify(answer)}`);
  return data.creditLeft;
}

/** The open draw dates (YYYYMMDD), soonest first. */
export async function openDates(client: Client): Promise<string[]> {
  const answer = await client.get('/Tool/GetBetDates');
  const env = envelope(answer);
  const list = (Array.isArray(env.data) ? env.data : Array.isArray(answer.json) ? answer.json : []) as {
    fullDate: string;
  }[];
  return list.map((d) => d.fullDate);
}

/** One Big bet of 1 point on `number`, pool `poolId`, draw `date`: its ticket id, or the refusal. */
export async function placeBet(
  client: Client,
  poolId: number,
  date: string,
  number = '1234',
): Promise<{ ticketId?: string; answer: Answer }> {
  const answer = await client.post('/Order/MakeOrder', {
    json: {
      name: '4D',
      dates: [{ value: date }],
      betList: [
        { number, pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '1' }], poolList: [poolId] },
      ],
      remark: '',
      phone: '',
    },
  });
  const data = envelope(answer).data as { ticketXId?: string[] } | undefined;
  return { ticketId: envelope(answer).success ? data?.ticketXId?.[0] : undefined, answer };
}

/** The ticket's status from GetTicketDetails (with the header, as the owner). */
export async function ticketStatus(client: Client, ticketId: string): Promise<string> {
  const env = envelope(await client.get(`/Order/GetTicketDetails?betId=${encodeURIComponent(ticketId)}`));
  return String((env.data as { status?: string } | undefined)?.status ?? `unknown (${JSON.stringify(env)})`);
}

/** The first open draw of pool `poolId` (the first date a bet on it is taken) and that bet's ticket. */
export async function firstOpenBet(
  client: Client,
  poolId: number,
  number = '1234',
): Promise<{ date: string; ticketId: string }> {
  const refusals: string[] = [];
  for (const date of await openDates(client)) {
    const { ticketId, answer } = await placeBet(client, poolId, date, number);
    if (ticketId) return { date, ticketId };
    refusals.push(`${date}: ${envelope(answer).code ?? answer.status}`);
  }
  throw new Error(`no open draw of pool ${poolId} took a bet (${refusals.join(', ')})`);
}
