import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { BetTypeCode } from '@lotto/domain/bet-types';
import type { PoolCode } from '@lotto/domain/pools';
import { createTestDb, TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { preparedQuery, type Bind } from './prepared-query.js';

interface NewLimit {
  pool: PoolCode | null;
  bet_type: BetTypeCode;
  draw_date: string | null;
  number: string | null;
  limit_cents: number;
}

const LIMITS: NewLimit[] = [
  { pool: 'mg', bet_type: 'B', draw_date: '2026-11-22', number: '1234', limit_cents: 500_000 },
  { pool: null, bet_type: 'S', draw_date: null, number: null, limit_cents: 0 },
  { pool: 'kd', bet_type: '4A', draw_date: null, number: '0007', limit_cents: 9_007_199_254 },
  { pool: 'tt', bet_type: 'B', draw_date: '2026-11-25', number: null, limit_cents: 1 },
  { pool: null, bet_type: '2A', draw_date: '2026-11-29', number: '42', limit_cents: 250 },
];

describe.each(TEST_DIALECTS)('prepared queries on %s', (dialect) => {
  const t = useTestContext(dialect);

  // Defined per dialect so each block counts the builds of its own database.
  const builds = { insert: 0, select: 0, update: 0 };
  const insertLimits = preparedQuery(
    (db, $: Bind<NewLimit[]>, sample) => {
      builds.insert += 1;
      return db.insertInto('sell_limits').values(
        sample.map((_, i) => ({
          pool: $((v) => v[i]!.pool),
          bet_type: $((v) => v[i]!.bet_type),
          draw_date: $((v) => v[i]!.draw_date),
          number: $((v) => v[i]!.number),
          limit_cents: $((v) => v[i]!.limit_cents),
        })),
      );
    },
    (rows) => String(rows.length),
  );
  const limitsOfTypes = preparedQuery(
    (db, $: Bind<BetTypeCode[]>, sample) => {
      builds.select += 1;
      return db
        .selectFrom('sell_limits')
        .select(['pool', 'bet_type', 'draw_date', 'number', 'limit_cents'])
        .where(
          'bet_type',
          'in',
          sample.map((_, i) => $((v) => v[i]!)),
        )
        .orderBy('id');
    },
    (types) => String(types.length),
  );
  const setLimitOfType = preparedQuery((db, $: Bind<{ betType: BetTypeCode; cents: number }>) => {
    builds.update += 1;
    return db
      .updateTable('sell_limits')
      .set({ limit_cents: $((v) => v.cents) })
      .where(
        'bet_type',
        '=',
        $((v) => v.betType),
      );
  });

  const clear = () => t.db.kysely.deleteFrom('sell_limits').execute();
  const allLimits = () =>
    t.db.kysely
      .selectFrom('sell_limits')
      .select(['pool', 'bet_type', 'draw_date', 'number', 'limit_cents'])
      .orderBy('id')
      .execute();

  it('inserts and reads rows back exactly, compiling once per shape', async () => {
    await clear();
    const insertsBefore = builds.insert;
    const selectsBefore = builds.select;

    // Shapes 2 and 3, each used twice with different values.
    await insertLimits.execute(t.db.kysely, LIMITS.slice(0, 2));
    await insertLimits.execute(t.db.kysely, LIMITS.slice(2, 5));
    expect(await allLimits()).toEqual(LIMITS);
    await clear();
    await insertLimits.execute(t.db.kysely, LIMITS.slice(3, 5));
    await insertLimits.execute(t.db.kysely, LIMITS.slice(0, 3));
    expect(await allLimits()).toEqual([...LIMITS.slice(3, 5), ...LIMITS.slice(0, 3)]);
    expect(builds.insert - insertsBefore).toBe(2);

    const stored = await allLimits();
    const ofTypes = (types: BetTypeCode[]) => stored.filter((row) => types.includes(row.bet_type));
    for (let round = 0; round < 10; round += 1) {
      expect(await limitsOfTypes.execute(t.db.kysely, ['B'])).toEqual(ofTypes(['B']));
      expect(await limitsOfTypes.execute(t.db.kysely, ['S'])).toEqual(ofTypes(['S']));
      expect(await limitsOfTypes.execute(t.db.kysely, ['S', '2A'])).toEqual(ofTypes(['S', '2A']));
      expect(await limitsOfTypes.execute(t.db.kysely, ['B', '4A', 'S'])).toEqual(ofTypes(['B', '4A', 'S']));
      expect(await limitsOfTypes.execute(t.db.kysely, ['3A', '3C', '6D'])).toEqual([]);
    }
    expect(builds.select - selectsBefore).toBe(3);

    expect(await limitsOfTypes.takeFirst(t.db.kysely, ['S'])).toEqual(LIMITS[1]);
    expect(await limitsOfTypes.takeFirst(t.db.kysely, ['6D'])).toBeUndefined();
    expect(builds.select - selectsBefore).toBe(3);
  });

  it('reuses the compiled forms inside transactions', async () => {
    await clear();
    // Compile shapes 1 and 2 outside any transaction first.
    await insertLimits.execute(t.db.kysely, LIMITS.slice(0, 1));
    await limitsOfTypes.execute(t.db.kysely, ['B', 'S']);
    const before = { ...builds };

    await t.db.kysely.transaction().execute(async (trx) => {
      await insertLimits.execute(trx, LIMITS.slice(1, 2));
      await insertLimits.execute(trx, LIMITS.slice(3, 4));
      // The transaction sees its own writes through the prepared query.
      expect(await limitsOfTypes.execute(trx, ['B', 'S'])).toEqual([LIMITS[0], LIMITS[1], LIMITS[3]]);
    });
    const controlled = await t.db.kysely.startTransaction().execute();
    try {
      await insertLimits.execute(controlled, LIMITS.slice(4, 5));
      expect(await limitsOfTypes.execute(controlled, ['2A', 'S'])).toEqual([LIMITS[1], LIMITS[4]]);
      await controlled.rollback().execute();
    } catch (error) {
      await controlled.rollback().execute();
      throw error;
    }
    expect(builds).toEqual(before);
    expect(await allLimits()).toEqual([LIMITS[0], LIMITS[1], LIMITS[3]]);
  });

  it('run() reports the rows an update changed', async () => {
    await clear();
    await insertLimits.execute(t.db.kysely, LIMITS);
    const updatesBefore = builds.update;

    const changed = await setLimitOfType.run(t.db.kysely, { betType: 'B', cents: 777 });
    expect(changed.numAffectedRows).toBe(2n);
    expect(changed.rows).toEqual([]);
    expect((await setLimitOfType.run(t.db.kysely, { betType: 'S', cents: 5 })).numAffectedRows).toBe(1n);
    expect((await setLimitOfType.run(t.db.kysely, { betType: '6D', cents: 5 })).numAffectedRows).toBe(0n);
    expect(builds.update - updatesBefore).toBe(1);

    expect((await allLimits()).map((row) => [row.bet_type, row.limit_cents])).toEqual([
      ['B', 777],
      ['S', 5],
      ['4A', 9_007_199_254],
      ['B', 777],
      ['2A', 250],
    ]);
  });

  it('refuses an undefined value with a TypeError naming the SQL, and writes nothing', async () => {
    await clear();
    await insertLimits.execute(t.db.kysely, LIMITS.slice(0, 1));
    const incomplete = [LIMITS[1]!, { ...LIMITS[2]!, limit_cents: undefined as unknown as number }];
    const expectedSql = t.db.kysely.insertInto('sell_limits').values(LIMITS.slice(0, 2)).compile().sql;

    const attempt = insertLimits.execute(t.db.kysely, incomplete);
    await expect(attempt).rejects.toThrow(TypeError);
    await expect(attempt).rejects.toThrow(`prepared query: a value is undefined in ${expectedSql}`);
    await expect(
      setLimitOfType.run(t.db.kysely, { betType: 'B', cents: undefined as unknown as number }),
    ).rejects.toThrow(TypeError);
    expect(await allLimits()).toEqual([LIMITS[0]]);
  });
});

describe('prepared queries across databases', () => {
  it('compiles once for each dialect and runs each its own SQL', async () => {
    const sqlite = await createTestDb('sqlite');
    const postgres = await createTestDb('postgres');
    try {
      const compiled: string[] = [];
      const countOfType = preparedQuery((db, $: Bind<BetTypeCode>) => {
        const query = db
          .selectFrom('sell_limits')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(
            'bet_type',
            '=',
            $((v) => v),
          );
        compiled.push(query.compile().sql);
        return query;
      });
      for (const { db } of [sqlite, postgres]) {
        await db.kysely.insertInto('sell_limits').values(LIMITS).execute();
      }
      for (let round = 0; round < 5; round += 1) {
        for (const { db } of [sqlite, postgres]) {
          expect(await countOfType.takeFirst(db.kysely, 'B')).toEqual({ n: 2 });
          expect(await countOfType.takeFirst(db.kysely, '2A')).toEqual({ n: 1 });
        }
      }
      expect(compiled).toHaveLength(2);
      expect(compiled[0]).toContain('"bet_type" = ?');
      expect(compiled[1]).toContain('"bet_type" = $1');
    } finally {
      await sqlite.cleanup();
      await postgres.cleanup();
    }
  });
});

describe('prepared queries on postgres run as named statements', () => {
  const t = useTestContext('postgres');
  const byType = preparedQuery((db, $: Bind<{ betType: BetTypeCode }>) =>
    db
      .selectFrom('sell_limits')
      .select('limit_cents')
      .where(
        'bet_type',
        '=',
        $((v) => v.betType),
      ),
  );

  it('are parsed once per connection and kept, while ad-hoc statements stay unnamed', async () => {
    const kept = await t.db.kysely.transaction().execute(async (trx) => {
      // One connection throughout: pg_prepared_statements is per connection.
      for (const betType of ['B', 'S', 'B'] as const) await byType.execute(trx, { betType });
      await trx.selectFrom('sell_limits').select('id').where('bet_type', '=', '3A').execute();
      return sql<{
        name: string;
        statement: string;
      }>`select name, statement from pg_prepared_statements order by name`.execute(trx);
    });
    const mine = kept.rows.filter((row) => row.statement.includes('"sell_limits"'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.name).toMatch(/^lotto_\d+$/);
    expect(mine[0]!.statement).toContain('"limit_cents"');
  });
});
