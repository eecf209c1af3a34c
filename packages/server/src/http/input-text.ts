import type { FastifyInstance } from 'fastify';
import { findDisallowedText } from '@lotto/domain/plain-text';
import { failure } from './envelope.js';

/**
 * One check for every call (issue #20 items 10 and 12): a body or query string carrying a control
 * or bidirectional-control character (domain/plain-text.ts) is refused with 400 before any route
 * reads it. Without it a NUL reached PostgreSQL, whose text type refuses it, and answered 500; a
 * right-to-left override in a remark or username showed other text than was stored.
 */
export function registerInputTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const found = findDisallowedText(request.query) ?? findDisallowedText(request.body);
    if (!found) return;
    return reply
      .status(400)
      .send(failure('VALIDATION_FAILED', `${found.path}: character ${found.char} is not allowed`));
  });
}
