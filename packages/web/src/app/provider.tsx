import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { AlertHost } from '@/components/ui/alert-dialog/alert-host';
import { BusyOverlay } from '@/components/ui/busy-overlay';
import { toast } from '@/components/ui/toast/toast-store';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { isLoggedIn } from '@/lib/auth/is-logged-in';
import { authStore, endSession, resetLogin, setLoggedIn } from '@/lib/auth/auth-store';
import { antdLocaleFor, i18n } from '@/i18n/i18n';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { createQueryClient } from '@/app/query-client';

/** Start-up session check (spec §4): logged in, or the login state resets. */
export function checkSession(): Promise<void> {
  return isLoggedIn().then(setLoggedIn, () => resetLogin());
}

function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const locale = antdLocaleFor(instance.language);
  return locale ? <ConfigProvider locale={locale}>{children}</ConfigProvider> : children;
}

/**
 * A 401/403 anywhere logs out and shows the error once (spec §7). The session ended on its own:
 * the screen is kept to return to after logging in again (issue 36 item 14).
 */
function UnauthorizedWatcher({ queryClient }: { queryClient: QueryClient }) {
  const { t } = useTranslation();
  useEffect(
    () =>
      setUnauthorizedHandler((error) => {
        if (authStore.get().status !== 'logged-in') return;
        endSession();
        queryClient.clear();
        toast.error(errorMessage(t, error));
      }),
    [queryClient, t],
  );
  return null;
}

interface Props {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Run the start-up session check (tests set the auth state themselves). */
  checkSessionOnStart?: boolean;
}

export function AppProvider({ children, queryClient: given, checkSessionOnStart = true }: Props) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(() => {
    if (checkSessionOnStart) void checkSession();
  }, [checkSessionOnStart]);

  return (
    <ErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AntdLocale>
            <UnauthorizedWatcher queryClient={queryClient} />
            {children}
            <BusyOverlay />
            <ToastHost />
            <AlertHost />
          </AntdLocale>
        </QueryClientProvider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
