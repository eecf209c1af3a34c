import type { FastifyInstance } from 'fastify';
import { MAX_MEANING_ITEMS, numberMeaningBody, type NumberMeaningAnswer } from '@lotto/contract/tools';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { requireUser } from '../../http/session-guard.js';
import { searchMeanings } from './meaning.repository.js';

/**
 * Number meaning (spec §2, §3, §7): `searchKeyword` is digits (numbers starting with them) or a
 * word in any language (meanings containing it, any case); answers at most 100 items
 * `{ number, tpk_chn, tpk_eng, gy_chn, gy_eng }` ordered by number, `[]` when none match.
 */
export function registerMeaningRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/Tool/GetNumberMeaning', { preHandler: requireUser(ctx) }, async (request) => {
    const { searchKeyword = '' } = parseInput(numberMeaningBody, request.body);
    return ok<NumberMeaningAnswer>(await searchMeanings(ctx.db.kysely, searchKeyword, MAX_MEANING_ITEMS));
  });
}
