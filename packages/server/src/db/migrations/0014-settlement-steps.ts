import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function settlementStepsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // A draw settles in short write steps (docs/decisions/014): the claim row remembers how far it
      // got, so a run stopped between steps continues where the last committed step ended.
      // state: 'settling' until the last step commits, then 'settled' (every existing row is).
      const columns: [string, 'varchar(10)' | 'bigint' | 'integer' | 'text', string | number | null][] = [
        ['state', 'varchar(10)', 'settled'],
        // the highest owner (user id) of the draw whose lines are settled: steps go owner by owner
        ['settled_upto_user', 'bigint', 0],
        // the jackpot's feed summed so far, and its winning stakes in ticket order
        ['feed_cents', 'bigint', 0],
        ['jackpot_winners_json', 'text', '[]'],
      ];
      for (const [name, type, value] of columns) {
        await db.schema
          .alterTable('settlements')
          .addColumn(name, type, (col) => col.notNull().defaultTo(value))
          .execute();
      }
      // the version a correction takes back once its last step is done (null: none)
      await db.schema.alterTable('settlements').addColumn('reverses_version', 'integer').execute();
      // A step reads the tickets of a range of owners of one draw: one index range per step.
      await db.schema
        .createIndex('tickets_draw_owner_idx')
        .on('tickets')
        .columns(['pool', 'draw_date', 'user_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('tickets_draw_owner_idx').execute();
      for (const name of [
        'reverses_version',
        'jackpot_winners_json',
        'feed_cents',
        'settled_upto_user',
        'state',
      ]) {
        await db.schema.alterTable('settlements').dropColumn(name).execute();
      }
    },
  };
}
