import { creditAnswer, type CreditAnswer } from '@lotto/contract/account';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';

/** Credit is polled every 10 s on home (spec §9). */
export const CREDIT_POLL_MS = 10_000;

export type Credit = CreditAnswer;

export const creditQueryKey = ['account', 'credit'] as const;

/**
 * GET /Account/GetMyCredit. Silent (no busy overlay) because it polls; a 401 means the session
 * is gone: it is reported as PLEASE_LOGIN_TO_CONTINUE and the polling stops (spec §8).
 */
export function getMyCredit(signal?: AbortSignal): Promise<Credit> {
  return apiRequest('/Account/GetMyCredit', creditAnswer, {
    silent: true,
    unauthorizedCode: 'PLEASE_LOGIN_TO_CONTINUE',
    ...(signal ? { signal } : {}),
  });
}

function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

export function useMyCredit() {
  return useQuery({
    queryKey: creditQueryKey,
    queryFn: ({ signal }) => getMyCredit(signal),
    refetchInterval: (query) => (isUnauthorized(query.state.error) ? false : CREDIT_POLL_MS),
    refetchIntervalInBackground: false,
    retry: (failureCount, error) => !isUnauthorized(error) && failureCount < 2,
    meta: { silentError: true },
  });
}
