import '@/styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { returnPathFor } from '@/lib/auth/return-to';
import { registerServiceWorkerAfterFirstScreen } from '../pwa/service-worker';
import { loadApp } from './load-app';
import { LoginPage, initialTitleSuffix } from './login-page';
import { startLoginI18n } from './login-i18n';
import { appTitleSuffix, loggedInUsername } from './session';

/**
 * The entry of /login, a page of its own (login.html; docs/performance.md, issue 45): React,
 * i18next and the login screen, without the app's router, query cache, zod or antd-mobile, so
 * that a phone's first screen downloads and runs a fraction of the app. The server sends it
 * prerendered (build-plugins/prerender.ts) or plain (login.html) for every page load of /login;
 * inside the app, /login is the app's own route (app/routes/login.tsx).
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from login.html');
// Read before the render replaces the prerendered markup.
const titleSuffix = initialTitleSuffix();
// Already logged in: on to the app, where the session ended or home (spec §2, issue 36 item 14).
void loggedInUsername().then((username) => {
  if (username) loadApp(returnPathFor(username));
});
const config = appTitleSuffix();
void startLoginI18n().then(() => {
  const reactRoot = createRoot(root);
  // A transition, as the app's entry renders: the first render in slices, not one long task.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <LoginPage titleSuffix={titleSuffix} config={config} />
      </StrictMode>,
    );
  });
  registerServiceWorkerAfterFirstScreen();
});
