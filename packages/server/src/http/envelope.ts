import type { Envelope, ErrorCode } from '@lotto/domain/error-codes';
import { ERROR_MESSAGES } from '@lotto/domain/error-codes';
import type { ZodType } from 'zod';
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

/**
 * Parses a request body or query with zod. The message names each field and what is wrong with
 * it ("username: Required"), so bad input gets a clear answer and nothing runs.
 */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const message = result.error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
  throw validationFailed(message);
}
