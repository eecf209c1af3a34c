import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/**
 * An operator form's failure: the server's own message when it names the field or the missing
 * object ("rates.4d.B.payouts.1st: must not be negative"), which the generic translation of
 * VALIDATION_FAILED would hide; otherwise the usual translated text.
 */
export function adminErrorText(t: TFunction, error: unknown): string {
  if (
    isApiError(error) &&
    (error.code === 'VALIDATION_FAILED' || error.code === 'NOT_FOUND') &&
    error.message
  ) {
    return error.message;
  }
  return errorMessage(t, error);
}
