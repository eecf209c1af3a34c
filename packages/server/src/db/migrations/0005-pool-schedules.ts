import type { Kysely, Migration } from 'kysely';
import { DEFAULT_POOL_SCHEDULES } from '@lotto/domain/draw-calendar';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function poolSchedulesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // Each pool's weekly draw days and cut-off, editable by operators (`lotto draws schedule`);
      // seeded with game-rules §1's defaults.
      await db.schema
        .createTable('pool_schedules')
        .addColumn('pool', 'varchar(4)', (col) => col.primaryKey())
        .addColumn('weekdays', 'varchar(20)', (col) => col.notNull())
        .addColumn('cutoff', 'varchar(5)', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_by', 'varchar(40)', (col) => col.notNull())
        .execute();
      await db
        .insertInto('pool_schedules')
        .values(
          DEFAULT_POOL_SCHEDULES.map((schedule) => ({
            pool: schedule.pool,
            weekdays: [...schedule.weekdays].sort().join(','),
            cutoff: schedule.cutoff,
            updated_at: 0,
            updated_by: 'migration',
          })),
        )
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('pool_schedules').execute();
    },
  };
}
