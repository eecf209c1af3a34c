import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

export interface FormFailure {
  /** the field the server named ("amount: must be more than 0"), if any */
  field: string | null;
  message: string;
}

/**
 * How a form shows a failed call: a validation answer goes under the field it names; a refusal
 * that names a user (too little credit, not in your downline) keeps the server's words; anything
 * else is the translated code.
 */
export function formFailure(t: TFunction, error: unknown): FormFailure {
  if (isApiError(error) && error.message) {
    const named = /^([A-Za-z]+): (.+)$/s.exec(error.message);
    if (error.code === 'VALIDATION_FAILED' && named) return { field: named[1]!, message: named[2]! };
    if (
      error.code === 'VALIDATION_FAILED' ||
      error.code === 'INSUFFICIENT_CREDIT' ||
      error.code === 'NOT_FOUND'
    ) {
      return { field: null, message: error.message };
    }
  }
  return { field: null, message: errorMessage(t, error) };
}

const POINTS = /^\d{1,11}(\.\d{1,2})?$/;

/** The translation key of what is wrong with a typed amount, or null when it is fine. */
export function amountProblem(text: string, options: { optional?: boolean } = {}): string | null {
  const value = text.trim();
  if (value === '') return options.optional ? null : 'adminUsers.errors.required';
  if (!POINTS.test(value)) return 'adminUsers.errors.amountFormat';
  return Number(value) > 0 ? null : 'adminUsers.errors.amountPositive';
}

export function passwordProblem(password: string): string | null {
  return password.length < 6 || password.length > 64 ? 'adminUsers.errors.passwordLength' : null;
}
