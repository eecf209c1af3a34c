import { ERROR_MESSAGES, type ErrorCode } from '@lotto/domain/error-codes';

/**
 * An expected failure with a code from the shared vocabulary. Services throw it; only the HTTP
 * edge (http/error-status.ts) decides which status answers it, so a service, the CLI and the
 * write thread never speak HTTP.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    /** details for the client, e.g. every order-line error with its line and column */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message ?? ERROR_MESSAGES[code]);
  }
}

export const unauthorized = (): AppError => new AppError('UNAUTHORIZED');
export const validationFailed = (message: string): AppError => new AppError('VALIDATION_FAILED', message);
