import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { UpdatePrompt } from './pwa/update-prompt';
import type { createAppRouter } from './router';

/** The app as main.tsx renders it; main.tsx starts the session check itself, before the first render. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProvider checkSessionOnStart={false}>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </AppProvider>
  );
}
