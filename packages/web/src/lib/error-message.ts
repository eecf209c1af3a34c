import type { TFunction } from 'i18next';
import { insufficientCreditData, type InsufficientCreditData } from '@lotto/contract/account';
import { formatPoints, type Cents } from '@lotto/domain/money';
import { isApiError } from './api-client';

const points = (value: number) => formatPoints(Math.round(value * 100) as Cents);

/** "Insufficient credit: balance 10.00, order 12.50, short 2.50." in the user's language (issue 36.3). */
export function insufficientCreditText(t: TFunction, data: InsufficientCreditData): string {
  return t('errorDetails.INSUFFICIENT_CREDIT', {
    balance: points(data.balance),
    order: points(data.order),
    short: points(data.short),
  });
}

/**
 * The text to show for a failure: our translation of the server's `code` when it has one (with
 * the figures of its `data` where the code carries some), else the server's message (spec §8),
 * else a network or generic text. A 429 shows the server's message.
 */
export function errorMessage(
  t: TFunction,
  error: unknown,
  fallbackKey = 'errorCodes.INTERNAL_ERROR',
): string {
  if (isApiError(error)) {
    // Rate limiting: the server's message says how long to wait (spec §7, docs/api.md).
    if (error.status === 429 && error.message) return error.message;
    if (error.code === 'INSUFFICIENT_CREDIT') {
      const figures = insufficientCreditData.safeParse(error.data);
      if (figures.success) return insufficientCreditText(t, figures.data);
    }
    if (error.code === 'ALREADY_CLAIMED') {
      // who paid the ticket and when (issue 44): read by hand, this module is on the login screen
      const { claimedBy, claimedAt } = (error.data ?? {}) as { claimedBy?: unknown; claimedAt?: unknown };
      if (typeof claimedBy === 'string' && typeof claimedAt === 'string') {
        return t('errorDetails.ALREADY_CLAIMED', { name: claimedBy, at: claimedAt });
      }
    }
    if (error.code) return t(`errorCodes.${error.code}`);
    if (error.message) return error.message;
    if (error.status === 0) return t('common.networkError');
  }
  return t(fallbackKey);
}
