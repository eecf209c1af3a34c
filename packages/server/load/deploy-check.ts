/**
 * `npm run test:deploy` (not part of `npm test`; about half a minute, after `npm run build`): proves
 * docs/deploy.md on this machine.
 *
 * 1. nginx: two built servers on one fresh PostgreSQL database behind nginx running a test copy of
 *    deploy/nginx/lotto.conf (loopback upstreams and ports, a self-signed certificate, and an
 *    `X-Upstream` header so the test can see which instance answered). Checked through nginx: the
 *    HTTP to HTTPS redirect, /healthz, login, one session used on both instances, the client
 *    address reaching the app through X-Forwarded-For (and a forged one being dropped), /metrics
 *    denied.
 * 2. Backup and restore: orders, a closed draw with a result entered by the admin, three reports
 *    read; pg_dump -Fc, pg_restore into a new database, a server on it, the same reports: identical.
 * 3. The same on SQLite with `sqlite3 <file> .backup <copy>` taken while the server runs.
 *
 * Skips (exit 0, with a message) when nginx, openssl or the PostgreSQL client tools are missing and
 * cannot be installed. Exits 1 on any failed check. Everything it starts is stopped by PID and its
 * databases dropped.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, sleep } from '../bench/http-load.js';
import { requireBuild, repoRoot, startServer, stopServer, type Server } from './servers.js';
import { createDatabase, PASSWORD, seed, type LoadDb } from './setup.js';

const TIME_ZONE = 'Asia/Kuala_Lumpur';
const CLIENT_ADDRESS = '127.0.0.5';
const problems: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
};

function has(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function ensureNginx(): boolean {
  if (has('nginx')) return true;
  console.log('nginx is not installed: trying apt-get install -y nginx-light');
  try {
    execFileSync('apt-get', ['install', '-y', 'nginx-light'], { stdio: 'ignore' });
  } catch {
    // reported below
  }
  return has('nginx');
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to nginx (TLS, self-signed) or a server, from CLIENT_ADDRESS so the address is known. */
function send(
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

async function login(port: number, tls: boolean, username: string, password: string): Promise<string> {
  const reply = await send(port, 'POST', '/Account/Login', {
    tls,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  const cookie = (reply.headers['set-cookie'] ?? [])
    .map((header) => /^lotto_sid=([^;]+)/.exec(header)?.[1])
    .find(Boolean);
  if (reply.status !== 200 || !cookie)
    throw new Error(`login ${username}: HTTP ${reply.status} ${reply.body}`);
  return cookie;
}

const json = (cookie: string, body: unknown) => ({
  headers: { cookie: `lotto_sid=${cookie}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The test copy of the sample: loopback upstreams and ports, our certificate, X-Upstream added. */
function nginxConfig(dir: string, upstreams: number[], httpPort: number, tlsPort: number): string {
  const sample = fs.readFileSync(path.join(repoRoot, 'deploy/nginx/lotto.conf'), 'utf8');
  let servers = 0;
  const site = sample
    .replace(
      /^( {4}server )10\.0\.0\.\d+:8080/gm,
      (_, lead: string) => `${lead}127.0.0.1:${upstreams[servers++]}`,
    )
    .replace(/^ {4}listen \[::\]:\d+.*\n/gm, '')
    .replace(/^( {4}listen )80;/m, `$1${httpPort};`)
    .replace(/^( {4}listen )443 /m, `$1${tlsPort} `)
    .replace(/\/etc\/letsencrypt\/live\/lotto\.example\.com\/fullchain\.pem/, path.join(dir, 'cert.pem'))
    .replace(/\/etc\/letsencrypt\/live\/lotto\.example\.com\/privkey\.pem/, path.join(dir, 'key.pem'))
    .replace(/location \/ \{\n/, 'location / {\n        add_header X-Upstream $upstream_addr always;\n');
  if (servers !== 2) throw new Error('deploy/nginx/lotto.conf: expected two upstream servers');
  fs.writeFileSync(path.join(dir, 'lotto.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `  include ${path.join(dir, 'lotto.conf')};`,
    '}',
  ].join('\n');
}

async function waitFor(port: number, tls: boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      await send(port, 'GET', '/healthz', { tls });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`${what} did not answer within 15 s`);
}

function localDate(ms: number): { ymd: string; mdy: string } {
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
async function readReports(port: number, drawYmd: string, tls = false): Promise<Record<string, string>> {
  const admin = await login(port, tls, 'house', 'house-pass-1');
  const player = await login(port, tls, 'load1', PASSWORD);
  const today = localDate(Date.now());
  const from = today.ymd < drawYmd ? today.ymd : drawYmd;
  const to = today.ymd < drawYmd ? drawYmd : today.ymd;
  const reports: Record<string, string> = {};
  const form = (cookie: string, fields: Record<string, string>) => ({
    tls,
    headers: { cookie: `lotto_sid=${cookie}`, 'content-type': 'application/x-www-form-urlencoded' },
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
      headers: { cookie: `lotto_sid=${player}` },
    })
  ).body;
  return reports;
}

async function checkNginx(tlsPort: number, httpPort: number, serverPorts: number[]): Promise<void> {
  const redirect = await send(httpPort, 'GET', '/Report/x?a=1');
  check(
    redirect.status === 301 && redirect.headers.location === `https://127.0.0.1/Report/x?a=1`,
    `HTTP answers 301 to HTTPS (${redirect.status} ${redirect.headers.location})`,
  );
  const health = await send(tlsPort, 'GET', '/healthz', { tls: true });
  check(health.status === 200, `/healthz through nginx over TLS: HTTP ${health.status}`);
  const metrics = await send(tlsPort, 'GET', '/metrics', { tls: true });
  check(metrics.status === 403, `/metrics denied by nginx: HTTP ${metrics.status}`);

  // X-Forwarded-Proto: the app sees HTTPS, so the session cookie is Secure.
  const signIn = await send(tlsPort, 'POST', '/Account/Login', {
    tls: true,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'load2', password: PASSWORD }).toString(),
  });
  const setCookie = (signIn.headers['set-cookie'] ?? []).join('; ');
  check(
    /lotto_sid=.*; Secure/i.test(setCookie),
    `the session cookie is Secure behind TLS (${setCookie.replace(/lotto_sid=[^;]*/i, 'lotto_sid=…')})`,
  );
  // A forged X-Forwarded-For must be replaced by the address nginx saw.
  const cookie = await login(tlsPort, true, 'load1', PASSWORD);
  const seen = new Set<string>();
  let allOk = true;
  for (let i = 0; i < 6; i++) {
    const today = localDate(Date.now()).mdy;
    const reply = await send(tlsPort, 'GET', `/Report/GetWalletStatement?fromDate=${today}&toDate=${today}`, {
      tls: true,
      headers: { cookie: `lotto_sid=${cookie}`, 'x-forwarded-for': '203.0.113.9' },
    });
    allOk &&= reply.status === 200 && (JSON.parse(reply.body) as { success?: boolean }).success === true;
    seen.add(String(reply.headers['x-upstream']));
  }
  const expected = serverPorts.map((port) => `127.0.0.1:${port}`);
  check(allOk, 'one login session is accepted on every request through nginx');
  check(
    expected.every((upstream) => seen.has(upstream)),
    `requests alternate between both instances (answered by ${[...seen].join(', ')})`,
  );
  return Promise.resolve();
}

async function sessionIps(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ ip: string }>('select ip from sessions');
    return rows.rows.map((row) => row.ip);
  } finally {
    await client.end();
  }
}

async function placeAndSettle(port: number, drawDate: string): Promise<void> {
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
async function checkSqliteBackup(agent: http.Agent, servers: Server[], databases: LoadDb[]): Promise<void> {
  if (!has('sqlite3')) {
    console.log('SKIPPED SQLite backup: the sqlite3 command is not installed');
    return;
  }
  const db = await createDatabase('sqlite');
  databases.push(db);
  const seeded = await seed(db.url, 2, new Map([['9999', 1_000_000]]));
  const drawYmd = seeded.drawDate.replaceAll('-', '');
  const port = await freePort();
  const server = await startServer(agent, 'sqlite', db.url, port);
  servers.push(server);
  await placeAndSettle(port, seeded.drawDate);
  const before = await readReports(port, drawYmd);
  const file = db.url.slice('sqlite:'.length);
  const copyFile = path.join(path.dirname(file), 'backup.db');
  execFileSync('sqlite3', [file, `.backup '${copyFile}'`]);
  const integrity = execFileSync('sqlite3', [copyFile, 'pragma integrity_check']).toString().trim();
  check(
    integrity === 'ok',
    `SQLite backup taken while the server runs passes integrity_check (${integrity})`,
  );
  await stopServer(server);
  servers.splice(servers.indexOf(server), 1);
  const restoredPort = await freePort();
  servers.push(await startServer(agent, 'sqlite restored', `sqlite:${copyFile}`, restoredPort));
  const after = await readReports(restoredPort, drawYmd);
  for (const name of Object.keys(before)) {
    check(before[name] === after[name], `${name} identical after sqlite3 .backup`);
  }
}

async function main(): Promise<void> {
  requireBuild();
  const missing = ['openssl', 'pg_dump', 'pg_restore'].filter((command) => !has(command));
  if (!ensureNginx()) missing.push('nginx');
  if (missing.length > 0) {
    console.log(`SKIPPED: ${missing.join(', ')} not available on this machine`);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-deploy-'));
  const databases: LoadDb[] = [];
  const servers: Server[] = [];
  let nginx: ChildProcess | undefined;
  const agent = new http.Agent({ keepAlive: false });
  try {
    const db = await createDatabase('postgres');
    databases.push(db);
    const seeded = await seed(db.url, 2, new Map([['9999', 1_000_000]]));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    process.env.TRUST_PROXY = 'true';
    const [portA, portB, httpPort, tlsPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    servers.push(
      await startServer(agent, 'A', db.url, portA!),
      await startServer(agent, 'B', db.url, portB!),
    );
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, [portA!, portB!], httpPort!, tlsPort!));
    nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(tlsPort!, true, 'nginx');

    await checkNginx(tlsPort!, httpPort!, [portA!, portB!]);
    const ips = await sessionIps(db.url);
    check(
      ips.length > 0 && ips.every((ip) => ip === CLIENT_ADDRESS),
      `the app saw the client address ${CLIENT_ADDRESS} via X-Forwarded-For, not the forged one (${ips.join(', ')})`,
    );

    await placeAndSettle(portA!, seeded.drawDate);
    const drawYmd = seeded.drawDate.replaceAll('-', '');
    const before = await readReports(portB!, drawYmd);
    const through = await readReports(tlsPort!, drawYmd, true);
    check(
      JSON.stringify(before) === JSON.stringify(through),
      'reports read through nginx equal those read directly',
    );

    const dump = path.join(dir, 'lotto.dump');
    execFileSync('pg_dump', ['-Fc', '-f', dump, db.url]);
    const copy = await createDatabase('postgres');
    databases.push(copy);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '-d', copy.url, dump]);
    const portC = await freePort();
    servers.push(await startServer(agent, 'restored', copy.url, portC));
    const after = await readReports(portC, drawYmd);
    for (const name of Object.keys(before)) {
      check(before[name] === after[name], `${name} identical after pg_dump -Fc / pg_restore`);
    }
    // Identical empty reports would prove nothing: the figures must show the orders and the wins.
    const pl = JSON.parse(before.profitLoss!) as { data?: { dl_total?: number; detail_lst?: string[] } };
    const sales = JSON.parse(before.dailySales!) as { data?: { total?: number } };
    const wallet = JSON.parse(before.walletStatement!) as { data?: unknown[] };
    check(
      (pl.data?.dl_total ?? 0) !== 0 && (pl.data?.detail_lst?.length ?? 0) === 2,
      `profit and loss shows both players (${JSON.stringify(pl.data)})`,
    );
    check((sales.data?.total ?? 0) > 0, `daily sales shows the orders (total ${sales.data?.total})`);
    check((wallet.data?.length ?? 0) > 0, `the wallet statement has entries (${wallet.data?.length})`);

    await checkSqliteBackup(agent, servers, databases);
  } finally {
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await gone;
    }
    for (const server of servers) await stopServer(server);
    for (const db of databases) await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
    agent.destroy();
  }
}

main().then(
  () => {
    if (problems.length > 0) {
      console.error(`\n${problems.length} check(s) failed`);
      process.exit(1);
    }
    console.log('\ndeploy check passed');
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
