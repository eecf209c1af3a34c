import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/**
 * The text to show for a failure: our translation of the server's `code` when it has one, else
 * the server's message (spec §8), else a network or generic text. A 429 shows the server's message.
 */
export function errorMessage(
  t: TFunction,
  error: unknown,
  fallbackKey = 'errorCodes.INTERNAL_ERROR',
): string {
  if (isApiError(error)) {
    // Rate limiting: the server's message says how long to wait (spec §7, docs/api.md).
    if (error.status === 429 && error.message) return error.message;
    if (error.code) return t(`errorCodes.${error.code}`);
    if (error.message) return error.message;
    if (error.status === 0) return t('common.networkError');
  }
  return t(fallbackKey);
}
