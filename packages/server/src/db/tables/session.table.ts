import type { Selectable } from 'kysely';

export interface SessionTable {
  /** sha256 of the cookie secret: a database leak does not leak live sessions */
  id: string;
  /** the non-secret id the client sees as `token` (multi-tab sync) */
  public_id: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  ip: string;
  user_agent: string;
}

/** One throttle counter (features/auth/login-throttle.ts): attempts and the backoff it earned. */
export interface LoginThrottleTable {
  key: string;
  attempts: number;
  delay_ms: number;
  /** no attempt under this key is checked before this instant (ms) */
  next_at: number;
  updated_at: number;
}

/** A browser that logged in successfully: sha256 of its known-device cookie. */
export interface KnownDeviceTable {
  id: string;
  user_id: number;
  created_at: number;
  /** the last login with this device; it is forgotten 90 days after (migration 0021) */
  last_used_at: number;
}

export interface LoginTokenTable {
  /** sha256 of the one-time token */
  id: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type SessionRow = Selectable<SessionTable>;
