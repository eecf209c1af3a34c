import type { Envelope, ErrorCode } from '@lotto/domain/error-codes';
import { ERROR_MESSAGES } from '@lotto/domain/error-codes';
import { z } from 'zod';
import { validationFailed } from '../lib/app-error.js';

export function ok<T>(data: T, message = ''): Envelope<T> {
  return { success: true, message, data };
}

export function failure(
  code: ErrorCode,
  message: string = ERROR_MESSAGES[code],
  data: Record<string, unknown> | null = null,
): Envelope<never> {
  return { success: false, message, code, data };
}

// The messages below are English. Classic zod registers them when its first schema is built, zod/mini
// (the contract's account and tools modules) never does: said once here, they do not depend on which
// module the server happens to load first.
z.config(z.locales.en());

/**
 * Parses a request body or query with zod, classic or mini. The message names each field and what
 * is wrong with it ("username: Required"), so bad input gets a clear answer and nothing runs.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  // z.safeParse, not schema.safeParse: the contract's zod/mini schemas are taken as well
  const result = z.safeParse(schema, input ?? {});
  if (result.success) return result.data;
  const message = result.error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
  throw validationFailed(message);
}
