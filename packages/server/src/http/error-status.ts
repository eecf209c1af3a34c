import type { ErrorCode } from '@lotto/domain/error-codes';
import type { AppError } from '../lib/app-error.js';

/**
 * The HTTP status of each error code, decided here at the edge only. The spec answers business
 * failures with 200 and success:false; the codes below use the status the client must react to
 * (401 logs out, 429 waits, ...). A route that must answer a listed code with 200 (a refused
 * import listing its problems) returns the failure envelope itself instead of throwing.
 */
const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CSRF_HEADER_MISSING: 403,
  NOT_FOUND: 404,
  IDEMPOTENCY_KEY_REUSED: 409,
  CONCURRENT_UPDATE: 409,
  TOO_MANY_ATTEMPTS: 429,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  DATABASE_BUSY: 503,
};

export function httpStatusOf(error: Pick<AppError, 'code'>): number {
  return HTTP_STATUS[error.code] ?? 200;
}
