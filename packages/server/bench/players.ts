/**
 * The benchmarks' players and what they send: a house admin, players with far more credit than a
 * run spends, a sell limit that never cuts a line, and one 4-line ticket of random numbers.
 */
import type { Cents } from '@lotto/domain/money';
import { parseEnv } from '../src/config/env.js';
import type { AppContext } from '../src/context.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { createUser } from '../src/features/users/user.service.js';

export interface PlayersSpec {
  /** migrate first (a fresh database) or not (one a benchmark has already set up) */
  migrate: boolean;
  house: { username: string; password: string };
  /** players `${prefix}1` .. `${prefix}${count}` */
  prefix: string;
  count: number;
  password: string;
}

/** The house admin and `count` players with credit on the database at `url`. */
export async function seedPlayers(url: string, spec: PlayersSpec): Promise<void> {
  const db = openDatabase(url);
  try {
    if (spec.migrate) await migrateToLatest(db);
    const ctx: AppContext = { db, env: parseEnv({ DATABASE_URL: url, SEED_DEMO: 'false' }), clock: Date.now };
    const actor = { id: null, name: 'bench' };
    await createUser(ctx, { ...spec.house, role: 'admin', actor });
    for (let i = 1; i <= spec.count; i += 1) {
      await createUser(ctx, {
        username: `${spec.prefix}${i}`,
        password: spec.password,
        role: 'player',
        credit: 10_000_000_000 as Cents,
        actor,
      });
    }
    // A high sell limit on every number of every pool and date, so no line is ever cut.
    await db.kysely
      .insertInto('sell_limits')
      .values({ pool: null, bet_type: 'B', draw_date: null, number: null, limit_cents: 100_000_000_000 })
      .execute();
  } finally {
    await db.destroy();
  }
}

/** A MakeOrder body: one ticket of 4 distinct random numbers, Big 1.00 each, on pool `poolId`. */
export function randomCart(compactDate: string, poolId: number) {
  const numbers = new Set<string>();
  while (numbers.size < 4) numbers.add(String(Math.floor(Math.random() * 10_000)).padStart(4, '0'));
  return {
    name: '4D',
    dates: [{ value: compactDate }],
    betList: [...numbers].map((number) => ({
      number,
      pattern: 'NORMAL',
      betType: [{ shortCode: 'B', amount: '1' }],
      poolList: [poolId],
    })),
    remark: '',
    phone: '',
  };
}
