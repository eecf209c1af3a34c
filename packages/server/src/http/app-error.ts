import { ERROR_MESSAGES, type ErrorCode } from '@lotto/domain/error-codes';

/**
 * An expected failure with a code from the shared vocabulary. Services throw it; the error handler
 * turns it into the envelope. `status` is the HTTP status: the spec answers most business failures
 * with 200 and success:false, and uses 401/403/429 where the client must react.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number = 200,
    message?: string,
    /** details for the client, e.g. every order-line error with its line and column */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message ?? ERROR_MESSAGES[code]);
  }
}

export const unauthorized = (): AppError => new AppError('UNAUTHORIZED', 401);
export const validationFailed = (message: string): AppError =>
  new AppError('VALIDATION_FAILED', 400, message);
