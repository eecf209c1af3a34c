/**
 * The client side of `npm run test:deploy` (deploy-check.ts): requests over HTTP or TLS from a known
 * loopback address, logins, the orders and result it places, the reports it compares.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import { PASSWORD } from './setup.js';

const TIME_ZONE = 'Asia/Kuala_Lumpur';
export const CLIENT_ADDRESS = '127.0.0.5';
export const problems: string[] = [];
export const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
};

export function has(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to nginx (TLS, self-signed) or a server, from CLIENT_ADDRESS so the address is known. */
export function send(
  port: number,
  method: string,
  url: string,
  options: { tls?: boolean; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  const transport = options.tls ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        localAddress: CLIENT_ADDRESS,
        rejectUnauthorized: false,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(options.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export async function login(port: number, tls: boolean, username: string, password: string): Promise<string> {
  const reply = await send(port, 'POST', '/Account/Login', {
    tls,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  const cookie = (reply.headers['set-cookie'] ?? [])
    // `name=value`: `__Host-lotto_sid` over HTTPS, `lotto_sid` over plain HTTP
    .map((header) => /^((?:__Host-)?lotto_sid=[^;]+)/.exec(header)?.[1])
    .find(Boolean);
  if (reply.status !== 200 || !cookie)
    throw new Error(`login ${username}: HTTP ${reply.status} ${reply.body}`);
  return cookie;
}

export const json = (cookie: string, body: unknown) => ({
  headers: { cookie, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The test copy of the sample: loopback upstreams and ports, our certificate, X-Upstream added. */
export function localDate(ms: number): { ymd: string; mdy: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(ms)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return { ymd: `${parts.year}${parts.month}${parts.day}`, mdy: `${parts.month}/${parts.day}/${parts.year}` };
}

/** The three reports the restore must reproduce, as the exact JSON text the server answered. */
export async function readReports(
  port: number,
  drawYmd: string,
  tls = false,
): Promise<Record<string, string>> {
  const admin = await login(port, tls, 'house', 'house-pass-1');
  const player = await login(port, tls, 'load1', PASSWORD);
  const today = localDate(Date.now());
  const from = today.ymd < drawYmd ? today.ymd : drawYmd;
  const to = today.ymd < drawYmd ? drawYmd : today.ymd;
  const reports: Record<string, string> = {};
  const form = (cookie: string, fields: Record<string, string>) => ({
    tls,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const profitLoss = await send(
    port,
    'POST',
    '/Report/GetProfitLoss',
    form(admin, { date_from: from, date_to: to }),
  );
  reports.profitLoss = profitLoss.body;
  reports.dailySales = (
    await send(port, 'POST', '/Report/GetDailySales', form(admin, { date_from: drawYmd }))
  ).body;
  reports.walletStatement = (
    await send(port, 'GET', `/Report/GetWalletStatement?fromDate=${today.mdy}&toDate=${today.mdy}`, {
      tls,
      headers: { cookie: player },
    })
  ).body;
  return reports;
}

export async function placeAndSettle(port: number, drawDate: string): Promise<void> {
  const day = drawDate.slice(8, 10);
  const drawYmd = drawDate.replaceAll('-', '');
  for (const [i, username] of ['load1', 'load2', 'load1'].entries()) {
    const cookie = await login(port, false, username, PASSWORD);
    const reply = await send(port, 'POST', '/Order/MakeOrderAdvanced', {
      ...json(cookie, { str2: `D${day}\n#1\n1234#B${i + 1}\n5678#S1\n0042#B1`, remark: `deploy ${i}` }),
      headers: { ...json(cookie, {}).headers, 'idempotency-key': `deploy-${i}` },
    });
    check(
      reply.status === 200 && reply.body.includes('"success":true'),
      `order ${i + 1} placed: ${reply.body.slice(0, 120)}`,
    );
  }
  const admin = await login(port, false, 'house', 'house-pass-1');
  const closed = await send(port, 'POST', '/Result/CloseDraw', json(admin, { pool: 'mg', date: drawYmd }));
  check(
    closed.status === 200 && closed.body.includes('"success":true'),
    `draw closed: ${closed.body.slice(0, 120)}`,
  );
  const four = (n: number) => String(n).padStart(4, '0');
  const result = await send(
    port,
    'POST',
    '/Result/EnterResult',
    json(admin, {
      pool: 'mg',
      date: drawYmd,
      first: '1234',
      second: '5678',
      third: '9012',
      starters: Array.from({ length: 10 }, (_, i) => four(2000 + i * 37)),
      consolations: Array.from({ length: 10 }, (_, i) => four(i === 0 ? 42 : 7000 + i * 41)),
    }),
  );
  check(
    result.status === 200 && result.body.includes('"success":true'),
    `result entered: ${result.body.slice(0, 160)}`,
  );
}

/** SQLite: `sqlite3 <file> .backup <copy>` (the online backup API) while the server runs. */
