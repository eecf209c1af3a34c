import type { Generated, Selectable } from 'kysely';
import type { PoolCode } from '@lotto/domain/pools';

/** A place results are fetched from (issue 43; docs/results-import.md). */
export interface ResultSourceTable {
  id: Generated<number>;
  name: string;
  /** with {yyyy} {mm} {dd} {yyyymmdd} {date} for the draw date */
  url_template: string;
  /** the importer's format: sportstoto | singapore | damacai | json | magnum */
  format: string;
  /** pool codes, comma-separated */
  pools: string;
  kind: 'publisher' | 'aggregator';
  /** 1 or 0 */
  enabled: number;
  created_at: number;
  updated_at: number;
  last_fetch_at: number | null;
  last_success_at: number | null;
  last_error_at: number | null;
  last_error: string | null;
}

/** What one source last gave for one draw (a domain DrawResult as JSON, as draw_results keeps it). */
export interface SourceResultTable {
  source_id: number;
  pool: PoolCode;
  draw_date: string;
  numbers_json: string;
  fetched_at: number;
}

/** The claim of one fetch: source, draw day, 2-minute slot since the draw time. */
export interface SourcePollTable {
  source_id: number;
  draw_date: string;
  slot: number;
  holder: string;
  claimed_at: number;
  outcome: 'ok' | 'error' | null;
}

export type ResultSourceRow = Selectable<ResultSourceTable>;
export type SourceResultRow = Selectable<SourceResultTable>;
