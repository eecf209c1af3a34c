/**
 * `npm run test:attack`: replays the high and medium findings of issues #20 and #36 over HTTP against the
 * built server (packages/server/dist/main.js; `npm run build` first), on a fresh SQLite file and,
 * when PostgreSQL answers at TEST_DATABASE_URL, on a fresh PostgreSQL database (dropped after).
 * One line per attack and database: PASS (defended) or FAIL (the attack succeeded); exit 1 on any
 * FAIL. docs/reliability.md "Attack replay".
 */
import pg from 'pg';
import { createDatabase, type LoadDb } from '../load/setup.js';
import type { Attempt } from './client.js';
import { connectionsAttack, oneAddressAttack } from './connections.js';
import { countersAttack } from './counters.js';
import { csrfAttack } from './csrf.js';
import { junkAttack } from './junk.js';
import { loginThrottleAttack } from './login-throttle.js';
import { reopenAttack } from './reopen.js';
import { secretsAttack } from './secrets.js';
import { buildIsThere, startTarget, stopTarget, type Target } from './server.js';
import { stallAttack } from './stall.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** In order: the reopen attack closes draws, so it comes after the attacks that bet. */
const ATTACKS: readonly ((target: Target) => Promise<Attempt>)[] = [
  csrfAttack,
  stallAttack,
  countersAttack,
  loginThrottleAttack,
  secretsAttack,
  junkAttack,
  reopenAttack,
  connectionsAttack,
  oneAddressAttack,
];

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function attackDatabase(dialect: 'sqlite' | 'postgres'): Promise<boolean> {
  const db: LoadDb = await createDatabase(dialect);
  let allOk = true;
  try {
    const target = await startTarget(dialect, db.url);
    try {
      for (const attack of ATTACKS) {
        let result: Attempt;
        try {
          result = await attack(target);
        } catch (error) {
          // The attack could not be carried out: that proves nothing, so it fails too.
          result = { name: attack.name, ok: false, detail: `could not run: ${(error as Error).message}` };
        }
        allOk &&= result.ok;
        console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${dialect.padEnd(8)}  ${result.name}: ${result.detail}`);
      }
      if (target.child.exitCode !== null) {
        allOk = false;
        console.log(`FAIL  ${dialect.padEnd(8)}  the server exited with code ${target.child.exitCode}`);
      }
    } finally {
      await stopTarget(target);
    }
  } finally {
    await db.drop();
  }
  return allOk;
}

async function main(): Promise<void> {
  if (!buildIsThere()) {
    console.error('packages/server/dist/main.js is missing: run npm run build first');
    process.exit(1);
  }
  const started = Date.now();
  let ok = await attackDatabase('sqlite');
  if (await postgresReachable()) ok = (await attackDatabase('postgres')) && ok;
  else console.log(`SKIP  postgres  not reachable at ${ADMIN_URL}`);
  console.log(
    `${ok ? 'every attack was defended' : 'an attack succeeded'} (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  process.exit(ok ? 0 : 1);
}

await main();
