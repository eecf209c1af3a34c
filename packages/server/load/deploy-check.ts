/**
 * `npm run test:deploy` (not part of `npm test`; about 12 s, after `npm run build`): proves
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
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../bench/http-load.js';
import { check, CLIENT_ADDRESS, has, placeAndSettle, problems, readReports } from './deploy-client.js';
import { checkNginx, ensureNginx, nginxConfig, sessionIps, waitFor } from './deploy-nginx.js';
import { requireBuild, startServer, stopServer, type Server } from './servers.js';
import { createDatabase, seed, type LoadDb } from './setup.js';

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
    // nginx's address, as docs/deploy.md says: the instances believe X-Forwarded-For from it alone.
    process.env.TRUST_PROXY = '127.0.0.1';
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
