import type { Generated, Selectable } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_name: string;
  action: string;
  target_user_id: number | null;
  before_json: string | null;
  after_json: string | null;
  created_at: number;
}

export type AuditLogRow = Selectable<AuditLogTable>;
