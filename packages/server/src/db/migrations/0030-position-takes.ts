import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function positionTakesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // Issue 39 (docs/rules.md "Position taking"): an agent's cumulative take (basis points) and
      // eat cap (cents, null = none) per bet type. A row exists only while a take or a cap is set,
      // so "nobody takes" is an empty table: the order path's one cheap check.
      await db.schema
        .createTable('position_takes')
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('bet_type', 'varchar(4)', (col) => col.notNull())
        .addColumn('take_bp', 'integer', (col) => col.notNull().check(sql`take_bp >= 0 and take_bp <= 10000`))
        .addColumn('cap_cents', 'bigint', (col) => col.check(sql`cap_cents is null or cap_cents >= 0`))
        .addPrimaryKeyConstraint('position_takes_pk', ['user_id', 'bet_type'])
        .execute();
      // What each agent keeps of each sell-limit counter, counted against its eat cap; a cancel
      // takes back exactly what its ticket added (the ticket's snapshot says it).
      await db.schema
        .createTable('position_usage')
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('pool', 'varchar(4)', (col) => col.notNull())
        .addColumn('draw_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('bet_type', 'varchar(4)', (col) => col.notNull())
        .addColumn('number', 'varchar(6)', (col) => col.notNull())
        .addColumn('kept_cents', 'bigint', (col) => col.notNull().check(sql`kept_cents >= 0`))
        .addPrimaryKeyConstraint('position_usage_pk', ['user_id', 'pool', 'draw_date', 'bet_type', 'number'])
        .execute();
      // The ticket's snapshot when a level on its path takes: the path with each level's package
      // rates, what each level keeps of each line and what it used of its counters (JSON).
      // Null (every ticket before, and every ticket while nobody takes): the house holds it all.
      await db.schema.alterTable('tickets').addColumn('position_json', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('tickets').dropColumn('position_json').execute();
      await db.schema.dropTable('position_usage').execute();
      await db.schema.dropTable('position_takes').execute();
    },
  };
}
