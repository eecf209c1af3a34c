import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/**
 * The screen a user was on when the session ended on its own (idle timeout, any 401), kept in
 * this tab so that logging in again as the same user returns there instead of home (issue 36 item
 * 14). The screen's draft lives in its own storage (the advanced text, the normal basket), so it
 * is there again too. A deliberate logout keeps nothing to return to.
 */
export interface ReturnTo {
  username: string;
  /** path with its query string */
  path: string;
}

/**
 * A path of this app: `/...`, never `//host/...` (which would leave it) nor the login itself. A
 * browser reads a backslash as a slash and drops tabs and newlines from a URL, so `/\host` and
 * `/<tab>/host` leave too: no backslash and no control character anywhere.
 */
function isReturnPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  return /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/.test(path) && !path.startsWith('/login');
}

export function readReturnTo(): ReturnTo | null {
  try {
    const value: unknown = JSON.parse(readStorage('session', STORAGE_KEYS.returnTo) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { username, path } = value as Record<string, unknown>;
    return typeof username === 'string' && typeof path === 'string' && isReturnPath(path)
      ? { username, path }
      : null;
  } catch {
    return null;
  }
}

/** Keeps the screen the session ended on; the first one kept stays until a login uses it. */
export function keepReturnTo(username: string, path: string): void {
  if (!isReturnPath(path) || readReturnTo()) return;
  writeStorage('session', STORAGE_KEYS.returnTo, JSON.stringify({ username, path }));
}

/** Where a login as `username` goes: the kept screen if it was theirs, else home. */
export function returnPathFor(username: string): string {
  const kept = readReturnTo();
  return kept && kept.username === username ? kept.path : '/';
}

export function clearReturnTo(): void {
  removeStorage('session', STORAGE_KEYS.returnTo);
}
