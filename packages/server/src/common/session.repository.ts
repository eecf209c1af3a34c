import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { UserRow } from '../db/tables/user.table.js';
import type { SessionRow } from '../db/tables/session.table.js';
import { forgetSession, forgetUser } from './session-cache.js';

type Q = Kysely<Database>;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export async function insertSession(
  db: Q,
  input: { userId: number; ip: string; userAgent: string; now: number },
): Promise<{ secret: string; publicId: string }> {
  const secret = newSecret();
  const publicId = newSecret(12);
  await db
    .insertInto('sessions')
    .values({
      id: sha256(secret),
      public_id: publicId,
      user_id: input.userId,
      created_at: input.now,
      last_seen_at: input.now,
      ip: input.ip.slice(0, 64),
      user_agent: input.userAgent.slice(0, 512),
    })
    .execute();
  return { secret, publicId };
}

export async function findSessionWithUser(
  db: Q,
  secret: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  // One query on every authenticated request: the session and its user together.
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select([
      's.id as s_id',
      's.public_id as s_public_id',
      's.created_at as s_created_at',
      's.last_seen_at as s_last_seen_at',
      's.ip as s_ip',
      's.user_agent as s_user_agent',
    ])
    .where('s.id', '=', sha256(secret))
    .executeTakeFirst();
  if (!row) return undefined;
  const { s_id, s_public_id, s_created_at, s_last_seen_at, s_ip, s_user_agent, ...user } = row;
  return {
    session: {
      id: s_id,
      public_id: s_public_id,
      user_id: user.id,
      created_at: s_created_at,
      last_seen_at: s_last_seen_at,
      ip: s_ip,
      user_agent: s_user_agent,
    },
    user,
  };
}

export async function touchSession(db: Q, sessionId: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Q, sessionId: string): Promise<void> {
  forgetSession(sessionId);
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  forgetSession(sessionId);
}

export async function deleteSessionsOfUser(db: Q, userId: number): Promise<void> {
  forgetUser(userId);
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  forgetUser(userId);
}

/** Sessions past the idle or the absolute timeout, and the one-time tokens they no longer need. */
export async function deleteExpiredSessions(
  db: Q,
  input: { idleSince: number; createdSince: number; now: number },
): Promise<void> {
  await db.deleteFrom('login_tokens').where('expires_at', '<=', input.now).execute();
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('last_seen_at', '<', input.idleSince), eb('created_at', '<', input.createdSince)]),
    )
    .execute();
}

export async function insertLoginToken(
  db: Q,
  input: { userId: number; now: number; ttlMs: number },
): Promise<string> {
  const token = newSecret();
  await db
    .insertInto('login_tokens')
    .values({
      id: sha256(token),
      user_id: input.userId,
      created_at: input.now,
      expires_at: input.now + input.ttlMs,
      used_at: null,
    })
    .execute();
  return token;
}

/** Marks a one-time token used, atomically; answers its user, or undefined if unusable. */
export async function consumeLoginToken(db: Q, token: string, now: number): Promise<number | undefined> {
  const row = await db
    .updateTable('login_tokens')
    .set({ used_at: now })
    .where('id', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
