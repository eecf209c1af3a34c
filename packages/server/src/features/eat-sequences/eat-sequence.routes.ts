import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EAT_SEQUENCES, eatSequenceById, type EatSequence } from '@lotto/domain/bet-types';
import { DEFAULT_ADVANCED_TEXT } from '@lotto/domain/order-string';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { eatSequenceOfUser } from '../../common/eat-sequence.js';
import { setEatSequence } from './eat-sequence.service.js';

const NO_SUCH = 'no such eat sequence';

/** A form sends the id as text, JSON as a number; either must name an offered sequence. */
const updateBody = z.object({
  EatSequenceId: z
    .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? 'required' : NO_SUCH) })
    .transform((value, check) => {
      const text = String(value).trim();
      const sequence = /^\d{1,9}$/.test(text) ? eatSequenceById(Number(text)) : undefined;
      if (!sequence) {
        check.addIssue({ code: 'custom', message: NO_SUCH });
        return z.NEVER;
      }
      return sequence;
    }),
});

function sequenceData(sequence: EatSequence) {
  return { id: sequence.id, sequence: sequence.sequence };
}

export function registerEatSequenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Tool/GetEatSequences', { preHandler: requireUser(ctx) }, async (request) => {
    const current = eatSequenceOfUser(authOf(request).user);
    return ok(
      EAT_SEQUENCES.map((sequence) => ({ ...sequenceData(sequence), checked: sequence.id === current.id })),
    );
  });

  app.get('/Tool/GetUserEatSequence', { preHandler: requireUser(ctx) }, async (request) =>
    ok(sequenceData(eatSequenceOfUser(authOf(request).user))),
  );

  app.post('/Tool/UpdateUserEatSequence', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    const { EatSequenceId: sequence } = parseInput(updateBody, request.body);
    await setEatSequence(ctx, { userId: user.id, sequence, actor: { id: user.id, name: user.username } });
    return ok(sequenceData(sequence));
  });

  /** The text the advanced-mode editor starts with (game-rules §5): next draw, Magnum. */
  app.get('/Tool/GetAdvancedBetDefaultText', { preHandler: requireUser(ctx) }, async () =>
    ok(DEFAULT_ADVANCED_TEXT),
  );
}
