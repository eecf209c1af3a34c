import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { parseEnv, type Env } from '../config/env.js';
import type { AppContext } from '../context.js';
import { openDatabase, type Db, type Dialect } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import { clearSessionCache } from '../common/session-cache.js';

/** Every server integration test runs on both databases (docs/decisions/002-databases.md). */
export const TEST_DIALECTS: Dialect[] = ['sqlite', 'postgres'];

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDb {
  db: Db;
  url: string;
  cleanup(): Promise<void>;
}

/**
 * A fresh, empty database of the given dialect: a temporary SQLite file, or a new PostgreSQL
 * database created next to TEST_DATABASE_URL's (dropped again by cleanup).
 */
export async function createTestDb(dialect: Dialect, options: { migrate?: boolean } = {}): Promise<TestDb> {
  let handle: TestDb;
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-test-'));
    const url = `sqlite:${path.join(dir, 'test.db')}`;
    // As the server runs it: WAL checkpoints in the background, orders on the write thread.
    const db = openDatabase(url, { backgroundCheckpoints: true, writeThread: true });
    handle = {
      db,
      url,
      cleanup: async () => {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } else {
    const name = `lotto_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const parsed = new URL(TEST_DATABASE_URL);
    parsed.pathname = `/${name}`;
    const url = parsed.toString();
    // As the server runs it: settlements on the write thread (started by the first one).
    const db = openDatabase(url, { poolSize: 10, writeThread: true });
    handle = {
      db,
      url,
      cleanup: async () => {
        await db.destroy();
        const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await client.connect();
        try {
          // No FORCE: pool.end() resolves before its backends have exited, and a forced drop would
          // kill them mid-exit; a plain drop waits (up to 5 s) for them to go.
          await client.query(`drop database if exists ${name}`);
        } finally {
          await client.end();
        }
      },
    };
  }
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return handle;
}

/** A test clock: starts at a fixed instant and moves only when told. */
export class TestClock {
  constructor(public now = Date.UTC(2026, 10, 22, 4, 0, 0)) {}
  advance(ms: number): void {
    this.now += ms;
  }
  readonly read = (): number => this.now;
}

export function testContext(
  db: Db,
  clock: TestClock,
  env: Partial<Record<keyof Env, string>> = {},
): AppContext {
  return {
    db,
    env: parseEnv({
      DATABASE_URL: 'sqlite:/unused.db',
      WEB_DIST: '/nonexistent',
      // Tests send hundreds of calls a second from one address; http/limits.test.ts turns these on.
      RATE_LIMIT_PER_MINUTE: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    }),
    clock: clock.read,
  };
}

export interface TestHarness {
  readonly clock: TestClock;
  readonly db: Db;
  readonly ctx: AppContext;
}

/**
 * Registers beforeAll/afterAll for a fresh database of the dialect and answers a harness whose
 * `db` and `ctx` are ready inside the tests. `setup` runs once after migrating (e.g. the house).
 */
export function useTestContext(
  dialect: Dialect,
  options: {
    migrate?: boolean;
    env?: Partial<Record<keyof Env, string>>;
    setup?: (ctx: AppContext) => Promise<unknown>;
  } = {},
): TestHarness {
  const clock = new TestClock();
  let testDb: TestDb | undefined;
  let ctx: AppContext | undefined;
  beforeAll(async () => {
    // A fresh database is a fresh server: nothing cached from the previous file's users.
    clearSessionCache();
    testDb = await createTestDb(dialect, { migrate: options.migrate ?? true });
    ctx = testContext(testDb.db, clock, options.env);
    await options.setup?.(ctx);
  });
  afterAll(async () => testDb?.cleanup());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test database is used outside a test');
    return value;
  };
  return {
    clock,
    get db() {
      return ready(testDb).db;
    },
    get ctx() {
      return ready(ctx);
    },
  };
}
