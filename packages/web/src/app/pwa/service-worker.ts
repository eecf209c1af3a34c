import { createStore, useStore } from '@/lib/create-store';

/** A new build's service worker, installed and waiting: `apply` switches to it and reloads. */
export interface WaitingUpdate {
  apply: () => Promise<void>;
}

// An object, not the function itself: the store would call a function as an updater.
const waitingUpdate = createStore<WaitingUpdate | null>(null);

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function useWaitingUpdate(): WaitingUpdate | null {
  return useStore(waitingUpdate);
}

/** A new version is waiting (service-worker registration, or a test). */
export function announceUpdate(update: WaitingUpdate | null): void {
  waitingUpdate.set(update);
}

/**
 * Registers the service worker (vite-plugin-pwa's generated sw.js, through workbox-window) once
 * the first screen is up, so it never competes with it. A new build's worker waits until the
 * player accepts the update prompt (UpdatePrompt): their screen never changes under their hands.
 * A page left open checks for a new build every hour; browsers also check on each navigation.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => announceUpdate({ apply: () => update(true) }),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}

/**
 * Resolves once the page has loaded and the startup splash (index.html's, then StartupSplash or
 * SplashScreen while the session check runs) has left the page: the first screen is up.
 */
export function whenFirstScreenIsUp(doc: Document = document): Promise<void> {
  const loaded =
    doc.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          doc.defaultView?.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (!doc.querySelector('.splash')) return resolve();
        const observer = new MutationObserver(() => {
          if (doc.querySelector('.splash')) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(doc.body, { childList: true, subtree: true });
      }),
  );
}

/**
 * Once the first screen is up, when the browser is next idle. The load event alone came too early:
 * it fires before the lazy screen's chunks and data, so the worker's script and its precache
 * downloads competed with them on a slow phone's network.
 */
export function registerServiceWorkerAfterFirstScreen(): void {
  const register = () => void registerServiceWorker().catch(() => undefined);
  void whenFirstScreenIsUp().then(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 2000 });
    else setTimeout(register, 0);
  });
}
