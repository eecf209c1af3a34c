import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorkerAfterLoad } from './app/pwa/service-worker';
import { checkSession } from './app/provider';
import { createAppRouter, preloadRoute } from './app/router';
import { i18nReady } from './i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The opened route's chunks, the language's texts and the session check all start now, in parallel;
// the app renders once the texts are there (index.html's splash shows until then).
preloadRoute(window.location.pathname);
void checkSession();
const router = createAppRouter();
void i18nReady.then(() => {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  registerServiceWorkerAfterLoad();
});
