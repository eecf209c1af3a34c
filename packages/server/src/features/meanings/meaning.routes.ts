import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { requireUser } from '../../http/session-guard.js';
import { searchMeanings } from './meaning.repository.js';

/** The most items one search answers, and the longest keyword taken. */
export const MAX_MEANING_ITEMS = 100;
export const MAX_KEYWORD_CHARS = 50;

/** A form sends the keyword as text; a missing one (or blank) lists from 0000. */
const searchBody = z.object({
  searchKeyword: z
    .string({ error: 'expected text' })
    .trim()
    .max(MAX_KEYWORD_CHARS, { error: `at most ${MAX_KEYWORD_CHARS} characters` })
    .optional(),
});

/**
 * Number meaning (spec §2, §3, §7): `searchKeyword` is digits (numbers starting with them) or a
 * word in any language (meanings containing it, any case); answers at most 100 items
 * `{ number, tpk_chn, tpk_eng, gy_chn, gy_eng }` ordered by number, `[]` when none match.
 */
export function registerMeaningRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/Tool/GetNumberMeaning', { preHandler: requireUser(ctx) }, async (request) => {
    const { searchKeyword = '' } = parseInput(searchBody, request.body);
    return ok(await searchMeanings(ctx.db.kysely, searchKeyword, MAX_MEANING_ITEMS));
  });
}
