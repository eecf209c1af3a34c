import { sql, type Kysely } from 'kysely';
import type { DrawResult } from '@lotto/domain/draw-result';
import type { PatternCode } from '@lotto/domain/patterns';
import type { PoolCode } from '@lotto/domain/pools';
import type { Database } from '../../db/schema.js';
import { treeIdsQuery } from '../../common/downline-scope.js';

type Q = Kysely<Database>;

/** One settled line of a ticket that records a position (issue 39), with its draw's result. */
export interface PositionLineRow {
  ticketId: number;
  pool: PoolCode;
  drawDate: string;
  number: string;
  pattern: PatternCode;
  acceptedJson: string;
  positionJson: string;
  lineNo: number;
  resultJson: string;
}

/**
 * The active lines of tickets recording a position, on draws settled on their current result in
 * from..to (YYYY-MM-DD) and `pools`, owned in `rootId`'s tree (null: every owner, the house). The
 * valuation (position-report.ts) reads the result the draw settled on, so a correction is
 * reflected as soon as it settles.
 */
export function positionLinesQuery(
  rootId: number | null,
  from: string,
  to: string,
  pools: readonly PoolCode[],
) {
  const scope = rootId === null ? sql`` : sql`and t.user_id in (${treeIdsQuery(rootId)})`;
  // `t.position_json is not null` is the predicate of the partial index tickets_position_draw_idx
  // (migration 0089): keep it spelled so the planner can use that index.
  return sql<Record<string, string | number>>`
    select t.id as ticket_id, t.pool, t.draw_date, l.number, l.pattern, l.accepted_json,
           t.position_json, l.line_no, r.numbers_json
      from tickets t
      join ticket_lines l on l.ticket_id = t.id
      join draw_results r on r.pool = t.pool and r.draw_date = t.draw_date
      join settlements s on s.pool = t.pool and s.draw_date = t.draw_date
     where t.position_json is not null
       and t.status = 'active'
       and t.draw_date >= ${from} and t.draw_date <= ${to}
       and t.pool in (${sql.join(pools)})
       and s.state = 'settled' and s.result_version = r.version
       ${scope}
     order by t.id, l.line_no`;
}

export async function positionLines(
  db: Q,
  rootId: number | null,
  from: string,
  to: string,
  pools: readonly PoolCode[],
): Promise<PositionLineRow[]> {
  const result = await positionLinesQuery(rootId, from, to, pools).execute(db);
  return result.rows.map((row) => ({
    ticketId: Number(row.ticket_id),
    pool: row.pool as PoolCode,
    drawDate: String(row.draw_date),
    number: String(row.number),
    pattern: row.pattern as PatternCode,
    acceptedJson: String(row.accepted_json),
    positionJson: String(row.position_json),
    lineNo: Number(row.line_no),
    resultJson: String(row.numbers_json),
  }));
}

export const resultOf = (json: string): DrawResult => JSON.parse(json) as DrawResult;
