import type { FastifyInstance } from 'fastify';
import { formatDmy } from '@lotto/domain/calendar-dates';
import { JACKPOT_RULES } from '@lotto/domain/jackpots';
import { readCents, toPoints } from '@lotto/domain/money';
import { jackpotHistoryQuery, type JackpotItem } from '@lotto/contract/results';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { requireUser } from '../../http/session-guard.js';

const NAMES = new Map<string, string>(JACKPOT_RULES.map((rule) => [rule.type, rule.name]));

/** Jackpot history (spec §3 item; game-rules §8). Jackpots exist in the gd app type only. */
export function registerJackpotRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Tool/GetJackpotHistory', { preHandler: requireUser(ctx) }, async (request) => {
    const query = parseInput(jackpotHistoryQuery, request.query);
    if (ctx.env.APP_TYPE !== 'gd') return ok<JackpotItem[]>([]);
    const [from, to] =
      query.date_from <= query.date_to ? [query.date_from, query.date_to] : [query.date_to, query.date_from];
    const rows = await ctx.db.kysely
      .selectFrom('jackpot_draws')
      .selectAll()
      .where('draw_date', '>=', from)
      .where('draw_date', '<=', to)
      .orderBy('draw_date', 'desc')
      .orderBy('type')
      .execute();
    return ok(
      rows.map((row): JackpotItem => ({
        id: `${row.type}-${row.draw_date}`,
        jackpotType: NAMES.get(row.type) ?? row.type,
        jackpotNumber: row.winning_number ?? '',
        drawDateString: formatDmy(row.draw_date),
        prize: toPoints(readCents(row.prize_cents)),
        unit: toPoints(readCents(row.units_cents)),
        winning: toPoints(readCents(row.paid_cents)),
      })),
    );
  });
}
