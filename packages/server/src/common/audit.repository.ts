import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Actor } from '../context.js';

export interface AuditInput {
  actor: Actor;
  action: string;
  targetUserId: number | null;
  before?: unknown;
  after?: unknown;
  now: number;
}

/** Written in the same transaction as the change it describes. */
export async function recordAudit(db: Kysely<Database>, input: AuditInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: input.actor.id,
      actor_name: input.actor.name,
      action: input.action,
      target_user_id: input.targetUserId,
      before_json: input.before === undefined ? null : JSON.stringify(input.before),
      after_json: input.after === undefined ? null : JSON.stringify(input.after),
      created_at: input.now,
    })
    .execute();
}
