/** How often the tabs compare their login identifiers (spec §9). */
export const SESSION_SYNC_INTERVAL_MS = 2000;

export type SessionSyncDecision =
  | { kind: 'in-sync' }
  /** Another tab logged in (as someone else or again): adopt its identity and go home. */
  | { kind: 'switched'; identity: string }
  /** Another tab logged out: this tab must stop and send the user to login. */
  | { kind: 'logged-out-elsewhere' };

/**
 * Spec §4 multi-tab sync, as a pure function of the two stored `username:token` copies:
 * localStorage is shared by the tabs, sessionStorage belongs to this tab.
 */
export function decideSessionSync(local: string | null, session: string | null): SessionSyncDecision {
  if (local && session && local !== session) return { kind: 'switched', identity: local };
  if (!local && session) return { kind: 'logged-out-elsewhere' };
  return { kind: 'in-sync' };
}
