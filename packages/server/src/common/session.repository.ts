import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { UserRow } from '../db/tables/user.table.js';
import type { SessionRow } from '../db/tables/session.table.js';

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
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteSessionsOfUser(db: Q, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function countRecentFailures(
  db: Q,
  input: { username: string; ip: string; since: number },
): Promise<{ byUser: number; byIp: number }> {
  const [byUser, byIp] = await Promise.all([
    db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('username', '=', input.username)
      .where('at', '>', input.since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', input.ip)
      .where('at', '>', input.since)
      .executeTakeFirstOrThrow(),
  ]);
  return { byUser: Number(byUser.n), byIp: Number(byIp.n) };
}

export async function recordFailure(
  db: Q,
  input: { username: string; ip: string; now: number; keepSince: number },
) {
  await db
    .insertInto('login_failures')
    .values({ username: input.username.slice(0, 64), ip: input.ip.slice(0, 64), at: input.now })
    .execute();
  // Keep the table small: nothing older than the window matters.
  await db.deleteFrom('login_failures').where('at', '<=', input.keepSince).execute();
}

export async function clearFailures(db: Q, username: string): Promise<void> {
  await db.deleteFrom('login_failures').where('username', '=', username).execute();
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
