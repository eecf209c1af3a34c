import type { FastifyInstance } from 'fastify';
import {
  NO_SUCH_EAT_SEQUENCE,
  updateEatSequenceBody,
  type DefaultTextAnswer,
  type EatSequenceAnswer,
  type EatSequencesAnswer,
  type UpdateEatSequenceAnswer,
} from '@lotto/contract/tools';
import { EAT_SEQUENCES, eatSequenceById, type EatSequence } from '@lotto/domain/bet-types';
import { DEFAULT_ADVANCED_TEXT } from '@lotto/domain/order-string';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { validationFailed } from '../../lib/app-error.js';
import { eatSequenceOfUser } from '../../common/eat-sequence.js';
import { setEatSequence } from './eat-sequence.service.js';

function sequenceData(sequence: EatSequence): EatSequenceAnswer {
  return { id: sequence.id, sequence: sequence.sequence };
}

export function registerEatSequenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Tool/GetEatSequences', { preHandler: requireUser(ctx) }, async (request) => {
    const current = eatSequenceOfUser(authOf(request).user);
    return ok<EatSequencesAnswer>(
      EAT_SEQUENCES.map((sequence) => ({ ...sequenceData(sequence), checked: sequence.id === current.id })),
    );
  });

  app.get('/Tool/GetUserEatSequence', { preHandler: requireUser(ctx) }, async (request) =>
    ok<EatSequenceAnswer>(sequenceData(eatSequenceOfUser(authOf(request).user))),
  );

  app.post('/Tool/UpdateUserEatSequence', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    const { EatSequenceId: id } = parseInput(updateEatSequenceBody, request.body);
    const sequence = eatSequenceById(id);
    if (!sequence) throw validationFailed(`EatSequenceId: ${NO_SUCH_EAT_SEQUENCE}`);
    await setEatSequence(ctx, { userId: user.id, sequence, actor: { id: user.id, name: user.username } });
    return ok<UpdateEatSequenceAnswer>(sequenceData(sequence));
  });

  /** The text the advanced-mode editor starts with (game-rules §5): next draw, Magnum. */
  app.get('/Tool/GetAdvancedBetDefaultText', { preHandler: requireUser(ctx) }, async () =>
    ok<DefaultTextAnswer>(DEFAULT_ADVANCED_TEXT),
  );
}
