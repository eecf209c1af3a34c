import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/**
 * When the server ends the session if no call comes before (issue 36 item 14). Every answer to a
 * logged-in call says how many seconds are left (`X-Session-Idle-Seconds`, docs/api.md); the api
 * client notes it here. It is kept in localStorage, shared by the tabs: one session, one deadline,
 * so a tab left alone does not warn while another one is in use.
 */
export interface SessionDeadline {
  /** epoch ms at which the server ends the session */
  at: number;
  /** the longest idle time the server granted this session (ms): its idle window */
  windowMs: number;
}

/** The warning comes this long before the end, or at half the idle window when that is shorter. */
export const WARN_BEFORE_MS = 2 * 60_000;

export const SESSION_IDLE_HEADER = 'X-Session-Idle-Seconds';

export function readSessionDeadline(): SessionDeadline | null {
  try {
    const value: unknown = JSON.parse(readStorage('local', STORAGE_KEYS.sessionDeadline) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { at, windowMs } = value as Record<string, unknown>;
    return typeof at === 'number' && typeof windowMs === 'number' ? { at, windowMs } : null;
  } catch {
    return null;
  }
}

/** An answer said the session has `seconds` left without another call. */
export function noteSessionIdle(seconds: number, now = Date.now()): void {
  if (!Number.isFinite(seconds) || seconds < 0) return;
  const previous = readSessionDeadline();
  const windowMs = Math.max(seconds * 1000, previous?.windowMs ?? 0);
  writeStorage('local', STORAGE_KEYS.sessionDeadline, JSON.stringify({ at: now + seconds * 1000, windowMs }));
}

/** Reads the header of an answer, if it has one. */
export function noteSessionIdleHeader(headers: Headers | undefined, now = Date.now()): void {
  const text = headers?.get(SESSION_IDLE_HEADER);
  if (text && /^\d+$/.test(text)) noteSessionIdle(Number(text), now);
}

export function clearSessionDeadline(): void {
  removeStorage('local', STORAGE_KEYS.sessionDeadline);
}

export type SessionTimer =
  /** no deadline known (no answer said one yet) */
  | { kind: 'unknown' }
  | { kind: 'active'; leftMs: number }
  /** within the warning: `leftMs` until the end */
  | { kind: 'warn'; leftMs: number }
  | { kind: 'expired' };

/** Where the session stands at `now` (a pure function of the deadline). */
export function sessionTimer(deadline: SessionDeadline | null, now: number): SessionTimer {
  if (!deadline) return { kind: 'unknown' };
  const leftMs = deadline.at - now;
  if (leftMs <= 0) return { kind: 'expired' };
  const warnBefore = Math.min(WARN_BEFORE_MS, deadline.windowMs / 2);
  return leftMs <= warnBefore ? { kind: 'warn', leftMs } : { kind: 'active', leftMs };
}

/** `m:ss` of a time left, rounded up to the second (the countdown in the warning). */
export function formatLeft(leftMs: number): string {
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
