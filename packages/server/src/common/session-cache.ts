import type { SessionRow } from '../db/tables/session.table.js';
import type { UserRow } from '../db/tables/user.table.js';

/**
 * A copy of the session-and-user row that every authenticated request reads
 * (docs/decisions/011-session-cache.md). Each entry is served for at most SESSION_CACHE_MS of the
 * app's clock; this process drops it at once when it ends a session or changes its user (logout,
 * password change, suspension, package, eat sequence). Another process (a second server
 * instance, the CLI, a hand-made SQL change) is seen within SESSION_CACHE_MS.
 *
 * Module-wide rather than per database: keys are hashes of 32 random bytes, so tests that open
 * several databases in one process cannot collide; a user id dropped in one of them only costs
 * the others a read.
 */
export const SESSION_CACHE_MS = 2_000;
/** A bound on memory: past it the oldest entries go (Map keeps insertion order). */
const MAX_ENTRIES = 20_000;
/**
 * How long, in real time, a dropped user's or session's rows are not cached again. A request that
 * read the row before the change committed (a password change's transaction, still open) must not
 * put the old row back for a whole SESSION_CACHE_MS; transactions that change users are short.
 */
const DROPPED_FOR_MS = 10_000;

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

interface Entry {
  found: CachedSession;
  /** the app clock when it was read from the database */
  readAt: number;
}

const entries = new Map<string, Entry>();
/** `u<id>` / `s<session id>` -> real time (ms) until which they are not cached */
const dropped = new Map<string, number>();

/** The cached row of this session, if it was read at most SESSION_CACHE_MS ago by `now`. */
export function cachedSession(sessionId: string, now: number): CachedSession | undefined {
  const entry = entries.get(sessionId);
  if (!entry) return undefined;
  if (now - entry.readAt > SESSION_CACHE_MS || now < entry.readAt) {
    entries.delete(sessionId);
    return undefined;
  }
  return entry.found;
}

function isDropped(key: string, realNow: number): boolean {
  const until = dropped.get(key);
  if (until === undefined) return false;
  if (until > realNow) return true;
  dropped.delete(key);
  return false;
}

/** Keeps a row just read from the database (`readAt`: the app clock before the read). */
export function cacheSession(found: CachedSession, readAt: number): void {
  const realNow = Date.now();
  if (isDropped(`s${found.session.id}`, realNow) || isDropped(`u${found.user.id}`, realNow)) return;
  if (entries.size >= MAX_ENTRIES) {
    for (const key of [...entries.keys()].slice(0, MAX_ENTRIES / 4)) entries.delete(key);
  }
  entries.set(found.session.id, { found, readAt });
}

function markDropped(key: string): void {
  const realNow = Date.now();
  if (dropped.size >= MAX_ENTRIES) {
    for (const [k, until] of dropped) if (until <= realNow) dropped.delete(k);
  }
  dropped.set(key, realNow + DROPPED_FOR_MS);
}

/** This session ended (logout, expiry): its copy goes at once. */
export function forgetSession(sessionId: string): void {
  markDropped(`s${sessionId}`);
  entries.delete(sessionId);
}

/** This user changed or lost its sessions (password, status, package, eat sequence). */
export function forgetUser(userId: number): void {
  markDropped(`u${userId}`);
  for (const [key, entry] of entries) if (entry.found.user.id === userId) entries.delete(key);
}

/**
 * Empties the cache, as a new process starts. The tests open many databases one after another in
 * one process (vitest's isolate: false), where user ids repeat: a user dropped in one database
 * must not keep the same id in the next from being cached for DROPPED_FOR_MS.
 */
export function clearSessionCache(): void {
  entries.clear();
  dropped.clear();
}
