import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { registerServiceWorkerAfterFirstScreen } from './app/pwa/service-worker';
import { checkSession } from './app/provider';
import { createAppRouter, preloadRoute } from './app/router';
import { i18nReady } from './i18n/i18n';
import { appConfigQuery } from './lib/app-config/get-app-config';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The opened route's chunks, the language's texts, the session check and the app's config (every
// screen's title) all start now, in parallel; the app renders once the texts are there (index.html's
// splash shows until then). A request a screen made only once it had rendered would be one more
// round trip before that screen is complete.
preloadRoute(window.location.pathname);
void checkSession();
const queryClient = createQueryClient();
void queryClient.prefetchQuery(appConfigQuery);
// On a prerendered page (docs/decisions/015-prerendered-first-screens.md) this entry arrives only
// after the page's first paint: the early hints script asks for it then, so it need not wait here.
void i18nReady.then(() => {
  // Built here, not with the requests above: ranking the route table is work the network does not
  // wait for, and in the entry's task it lengthened the longest task of the start-up.
  const router = createAppRouter();
  const reactRoot = createRoot(root);
  // A transition, so React renders the first screen in slices of a few milliseconds and yields in
  // between instead of one long task: on a slow phone's CPU that task held the main thread for
  // about 250 ms (Lighthouse's total blocking time), and nothing on screen waits for it to end.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
  registerServiceWorkerAfterFirstScreen();
});
