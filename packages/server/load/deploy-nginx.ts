/**
 * nginx for `npm run test:deploy` (deploy-check.ts): installs it if missing, writes the test copy of
 * deploy/nginx/lotto.conf and checks the proxy's behaviour through it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sleep } from '../bench/http-load.js';
import { check, has, localDate, login, send } from './deploy-client.js';
import { repoRoot } from './servers.js';
import { PASSWORD } from './setup.js';

export function ensureNginx(): boolean {
  if (has('nginx')) return true;
  console.log('nginx is not installed: trying apt-get install -y nginx-light');
  try {
    execFileSync('apt-get', ['install', '-y', 'nginx-light'], { stdio: 'ignore' });
  } catch {
    // reported below
  }
  return has('nginx');
}

export function nginxConfig(dir: string, upstreams: number[], httpPort: number, tlsPort: number): string {
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
    .replace(
      /^( {4}add_header Strict-Transport-Security .*\n)/m,
      // at the server level, beside HSTS: inside a location it would drop HSTS there
      '$1    add_header X-Upstream $upstream_addr always;\n',
    );
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

export async function waitFor(port: number, tls: boolean, what: string): Promise<void> {
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

export async function checkNginx(tlsPort: number, httpPort: number, serverPorts: number[]): Promise<void> {
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
    /__Host-lotto_sid=.*; Secure/.test(setCookie),
    `the session cookie is __Host- and Secure behind TLS (${setCookie.replace(/lotto_sid=[^;]*/i, 'lotto_sid=…')})`,
  );
  // A forged X-Forwarded-For must be replaced by the address nginx saw.
  const cookie = await login(tlsPort, true, 'load1', PASSWORD);
  const seen = new Set<string>();
  let allOk = true;
  for (let i = 0; i < 6; i++) {
    const today = localDate(Date.now()).mdy;
    const reply = await send(tlsPort, 'GET', `/Report/GetWalletStatement?fromDate=${today}&toDate=${today}`, {
      tls: true,
      headers: { cookie, 'x-forwarded-for': '203.0.113.9' },
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
  await checkWebAssets(tlsPort, cookie);
}

/**
 * The app's compression and cache rules reach the browser through nginx unchanged
 * (docs/decisions/010-code-splitting-and-caching.md): one Cache-Control each, the encoding the
 * browser asked for, Vary: Accept-Encoding.
 */
async function checkWebAssets(tlsPort: number, cookie: string): Promise<void> {
  const page = await send(tlsPort, 'GET', '/login', {
    tls: true,
    headers: { 'accept-encoding': 'identity' },
  });
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(page.body)?.[1];
  check(!!script, `the page names its script (${script ?? 'none found'})`);
  if (!script) return;
  const varies = (reply: { headers: Record<string, unknown> }) =>
    String(reply.headers.vary ?? '')
      .toLowerCase()
      .includes('accept-encoding');
  for (const [encoding, accept] of [
    ['br', 'gzip, deflate, br, zstd'],
    ['gzip', 'gzip, deflate'],
  ] as const) {
    const asset = await send(tlsPort, 'GET', script, { tls: true, headers: { 'accept-encoding': accept } });
    check(
      asset.status === 200 &&
        asset.headers['content-encoding'] === encoding &&
        varies(asset) &&
        asset.headers['cache-control'] === 'public, max-age=31536000, immutable',
      `${script} through nginx asking for ${encoding}: HTTP ${asset.status}, ${String(asset.headers['content-encoding'])}, ` +
        `Vary ${String(asset.headers.vary)}, Cache-Control ${String(asset.headers['cache-control'])}`,
    );
  }
  for (const url of ['/', '/sw.js', '/manifest.webmanifest']) {
    const reply = await send(tlsPort, 'GET', url, { tls: true, headers: { 'accept-encoding': 'br' } });
    check(
      reply.status === 200 &&
        reply.headers['content-encoding'] === 'br' &&
        reply.headers['cache-control'] === 'no-cache',
      `${url} through nginx: HTTP ${reply.status}, ${String(reply.headers['content-encoding'])}, Cache-Control ${String(reply.headers['cache-control'])}`,
    );
  }
  const api = await send(tlsPort, 'GET', `/Report/${'x'.repeat(1500)}`, {
    tls: true,
    headers: { cookie, 'accept-encoding': 'gzip, br' },
  });
  check(
    api.headers['content-encoding'] === 'br' && api.headers['cache-control'] === 'no-store' && varies(api),
    `an API answer over 1 KB through nginx: ${String(api.headers['content-encoding'])}, Cache-Control ${String(api.headers['cache-control'])}`,
  );
}

export async function sessionIps(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ ip: string }>('select ip from sessions');
    return rows.rows.map((row) => row.ip);
  } finally {
    await client.end();
  }
}
