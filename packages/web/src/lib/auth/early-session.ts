import { EARLY_SESSION_GLOBAL } from './early-session-global';

type EarlyWindow = Record<typeof EARLY_SESSION_GLOBAL, Promise<Response> | null | undefined>;

/**
 * The start-up session check that index.html's early script asked for while the app's libraries
 * were still downloading (build-plugins/early-hints.ts), once: the first check of the page uses it,
 * every later check asks the server again. Marks it taken, so an early script that runs only now
 * asks nothing.
 */
export function takeEarlySessionCheck(): Promise<Response> | undefined {
  const early = window as unknown as EarlyWindow;
  const response = early[EARLY_SESSION_GLOBAL] ?? undefined;
  early[EARLY_SESSION_GLOBAL] = null;
  return response;
}
