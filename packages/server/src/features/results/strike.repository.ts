import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface StrikeListRow {
  id: number;
  ticket_id: number;
  pool: string;
  draw_date: string;
  number: string;
  bet_type: string;
  tier: string;
  stake_cents: number;
  win_cents: number;
  remark: string;
}

/** A user's strikes on draws from..to ('YYYY-MM-DD'), newest draw first. */
export function listStrikes(
  db: Kysely<Database>,
  filter: { userId: number; from: string; to: string },
): Promise<StrikeListRow[]> {
  return db
    .selectFrom('strikes')
    .innerJoin('tickets', 'tickets.id', 'strikes.ticket_id')
    .select([
      'strikes.id',
      'strikes.ticket_id',
      'strikes.pool',
      'strikes.draw_date',
      'strikes.number',
      'strikes.bet_type',
      'strikes.tier',
      'strikes.stake_cents',
      'strikes.win_cents',
      'tickets.remark',
    ])
    .where('strikes.user_id', '=', filter.userId)
    .where('strikes.draw_date', '>=', filter.from)
    .where('strikes.draw_date', '<=', filter.to)
    .orderBy('strikes.draw_date', 'desc')
    .orderBy('strikes.id')
    .execute();
}
