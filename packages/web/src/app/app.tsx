import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { UpdatePrompt } from './pwa/update-prompt';
import type { createAppRouter } from './router';

/** The app as main.tsx renders it; main.tsx starts the session check and the config's load itself, before the first render. */
export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}) {
  return (
    <AppProvider checkSessionOnStart={false} queryClient={queryClient}>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </AppProvider>
  );
}
