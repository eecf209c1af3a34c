import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { withIdColumn } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function resultSourcesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // Issue 43: the publishers and aggregators the results are fetched from, and how that goes.
      await withIdColumn(dialect, db.schema.createTable('result_sources'))
        .addColumn('name', 'text', (col) => col.notNull().unique())
        .addColumn('url_template', 'text', (col) => col.notNull())
        .addColumn('format', 'text', (col) => col.notNull())
        // pool codes, comma-separated
        .addColumn('pools', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('enabled', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .addColumn('last_fetch_at', 'bigint')
        .addColumn('last_success_at', 'bigint')
        .addColumn('last_error_at', 'bigint')
        .addColumn('last_error', 'text')
        .execute();
      // What each source last said for each draw: provisional until agreed or confirmed.
      await db.schema
        .createTable('source_results')
        .addColumn('source_id', 'bigint', (col) => col.notNull().references('result_sources.id'))
        .addColumn('pool', 'text', (col) => col.notNull())
        .addColumn('draw_date', 'text', (col) => col.notNull())
        .addColumn('numbers_json', 'text', (col) => col.notNull())
        .addColumn('fetched_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('source_results_pk', ['source_id', 'pool', 'draw_date'])
        .execute();
      await db.schema
        .createIndex('source_results_draw')
        .on('source_results')
        .columns(['draw_date', 'pool'])
        .execute();
      // One row per source, draw day and 2-minute poll: the claim that makes one instance fetch it.
      await db.schema
        .createTable('source_polls')
        .addColumn('source_id', 'bigint', (col) => col.notNull().references('result_sources.id'))
        .addColumn('draw_date', 'text', (col) => col.notNull())
        .addColumn('slot', 'integer', (col) => col.notNull())
        .addColumn('holder', 'text', (col) => col.notNull())
        .addColumn('claimed_at', 'bigint', (col) => col.notNull())
        // null while fetching; 'ok' or 'error' after
        .addColumn('outcome', 'text')
        .addPrimaryKeyConstraint('source_polls_pk', ['source_id', 'draw_date', 'slot'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('source_polls').execute();
      await db.schema.dropTable('source_results').execute();
      await db.schema.dropTable('result_sources').execute();
    },
  };
}
