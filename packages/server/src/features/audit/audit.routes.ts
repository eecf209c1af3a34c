import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { addDays, startOfLocalDay } from '@lotto/domain/calendar-dates';
import { auditLogQuery, type AuditPage } from '@lotto/contract/users';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { requireRole } from '../../http/session-guard.js';
import { formatStamp } from '../../lib/local-time.js';

export const AUDIT_PAGE_SIZE = 50;

/** LIKE pattern for "contains", with the user's % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function parsed(json: string | null): unknown {
  return json === null ? null : (JSON.parse(json) as unknown);
}

/**
 * The audit log (issue #8), house only: every operator action, newest first, 50 a page, with
 * before/after. Filters: actor and target username (exact), action (exact, or a family such as
 * "draw" for every "draw.*"), text contained in the action or before/after (any case), and local
 * dates from..to. Each filter walks an index on (column, id) (migration 0008), so a page stays fast
 * on a large table; the text filter reads rows newest first until the page is full.
 */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Admin/GetAuditLog', { preHandler: requireRole(ctx, ['admin']) }, async (request) => {
    const query = parseInput(auditLogQuery, request.query);
    const zone = ctx.env.TZ_DRAWS;
    let select = ctx.db.kysely
      .selectFrom('audit_log')
      .leftJoin('users as target', 'target.id', 'audit_log.target_user_id')
      .select([
        'audit_log.id',
        'audit_log.created_at',
        'audit_log.actor_name',
        'audit_log.action',
        'target.username as target_name',
        'audit_log.before_json',
        'audit_log.after_json',
      ]);
    if (query.actor) select = select.where('audit_log.actor_name', '=', query.actor);
    if (query.action) {
      const family = query.action.replace(/\.$/, '');
      select =
        query.action.includes('.') && !query.action.endsWith('.')
          ? select.where('audit_log.action', '=', query.action)
          : // "draw": "draw." up to "draw/" ('/' follows '.'), an index range on both databases.
            select.where('audit_log.action', '>=', `${family}.`).where('audit_log.action', '<', `${family}/`);
    }
    if (query.target) {
      const target = query.target;
      select = select.where('audit_log.target_user_id', 'in', (eb) =>
        eb.selectFrom('users').select('users.id').where('users.username', '=', target),
      );
    }
    if (query.text) {
      const pattern = containsPattern(query.text);
      select = select.where((eb) =>
        eb.or(
          ['audit_log.action', 'audit_log.before_json', 'audit_log.after_json'].map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    if (query.from) select = select.where('audit_log.created_at', '>=', startOfLocalDay(query.from, zone));
    if (query.to)
      select = select.where('audit_log.created_at', '<', startOfLocalDay(addDays(query.to, 1), zone));
    const rows = await select
      .orderBy('audit_log.id', 'desc')
      .limit(AUDIT_PAGE_SIZE + 1)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE)
      .execute();
    return ok<AuditPage>({
      page: query.page,
      pageSize: AUDIT_PAGE_SIZE,
      hasMore: rows.length > AUDIT_PAGE_SIZE,
      items: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
        id: String(row.id),
        at: formatStamp(Number(row.created_at), zone),
        actor: row.actor_name,
        action: row.action,
        target: row.target_name ?? null,
        before: parsed(row.before_json),
        after: parsed(row.after_json),
      })),
    });
  });
}
