import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/**
 * An operator's form failure: the server's own message when it has one (it names the field, e.g.
 * "cutoff: expected HH:mm"), which the generic code text would hide; else the usual text.
 */
export function adminErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.message && error.status !== 0) return error.message;
  return errorMessage(t, error);
}
