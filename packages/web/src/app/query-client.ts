import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { i18n } from '@/i18n/i18n';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

interface AppQueryMeta extends Record<string, unknown> {
  /** The component shows this query's error itself (or it is background polling). */
  silentError?: boolean;
}
interface AppMutationMeta extends Record<string, unknown> {
  /** The form shows the error next to its fields. */
  handlesOwnError?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}

/** 401/403 was already reported by the api client's unauthorised handler. */
function alreadyReported(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

function reportError(error: unknown): void {
  if (alreadyReported(error)) return;
  void showAlert({ type: 'error', message: errorMessage(i18n.t, error) });
}

/** Failures with success:false end in an error alert (spec §8) unless the screen shows them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silentError) reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesOwnError) reportError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isApiError(error) && failureCount < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
