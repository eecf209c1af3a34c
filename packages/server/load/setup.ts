/**
 * The suite's databases: a fresh PostgreSQL database next to TEST_DATABASE_URL's (created and
 * dropped as src/test-support/test-db.ts does) or a temporary SQLite file; migrated, with the
 * house, players with credit and small per-number sell limits. Nothing of the demo seed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_POOL_SCHEDULES, openDrawDatesByPool } from '@lotto/domain/draw-calendar';
import type { Cents } from '@lotto/domain/money';
import { parseEnv } from '../src/config/env.js';
import type { AppContext } from '../src/context.js';
import { openDatabase, type Dialect } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { createUser } from '../src/features/users/user.service.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const PASSWORD = 'load-pass-1';
export const PLAYER_CREDIT = 100_000_000 as Cents;
const TIME_ZONE = 'Asia/Kuala_Lumpur';

export interface LoadDb {
  url: string;
  drop(): Promise<void>;
}

export async function createDatabase(dialect: Dialect): Promise<LoadDb> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-load-'));
    return {
      url: `sqlite:${path.join(dir, 'lotto.db')}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `lotto_load_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const parsed = new URL(ADMIN_URL);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      try {
        // FORCE: a server killed with -9 may leave a backend PostgreSQL has not reaped yet.
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface Seeded {
  usernames: string[];
  /** the limited numbers and their Big limit in cents (Magnum, every date) */
  limits: Map<string, number>;
  /** the Magnum draw every order bets on: the last open one, far from its cut-off */
  drawDate: string;
}

/** Migrates, then creates the house, `players` players with credit and the sell limits. */
export async function seed(url: string, players: number, limits: Map<string, number>): Promise<Seeded> {
  const db = openDatabase(url);
  try {
    await migrateToLatest(db);
    const ctx: AppContext = { db, env: parseEnv({ DATABASE_URL: url, SEED_DEMO: 'false' }), clock: Date.now };
    const actor = { id: null, name: 'load' };
    await createUser(ctx, { username: 'house', password: 'house-pass-1', role: 'admin', actor });
    const usernames = Array.from({ length: players }, (_, i) => `load${i + 1}`);
    // A few at a time: the password hash is the slow part.
    for (let i = 0; i < usernames.length; i += 8) {
      await Promise.all(
        usernames
          .slice(i, i + 8)
          .map((username) =>
            createUser(ctx, { username, password: PASSWORD, role: 'player', credit: PLAYER_CREDIT, actor }),
          ),
      );
    }
    await db.kysely
      .insertInto('sell_limits')
      .values(
        [...limits].map(([number, limitCents]) => ({
          pool: 'mg' as const,
          bet_type: 'B' as const,
          draw_date: null,
          number,
          limit_cents: limitCents,
        })),
      )
      .execute();
  } finally {
    await db.destroy();
  }
  const drawDate = (openDrawDatesByPool(DEFAULT_POOL_SCHEDULES, Date.now(), TIME_ZONE).mg ?? []).at(-1);
  if (!drawDate) throw new Error('Magnum has no open draw date');
  return { usernames: Array.from({ length: players }, (_, i) => `load${i + 1}`), limits, drawDate };
}
