import type { Generated, Selectable } from 'kysely';

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

export interface LoginFailureTable {
  id: Generated<number>;
  username: string;
  ip: string;
  at: number;
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
