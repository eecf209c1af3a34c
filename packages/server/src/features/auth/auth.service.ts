import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { findUserById, findUserByUsername, normaliseUsername } from '../../common/user.repository.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.js';
import {
  clearFailures,
  consumeLoginToken,
  countRecentFailures,
  deleteSession,
  insertLoginToken,
  insertSession,
  recordFailure,
} from '../../common/session.repository.js';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USER = 5;
export const MAX_FAILURES_PER_IP = 20;
export const LOGIN_TOKEN_TTL_MS = 10 * 60_000;

export interface Client {
  ip: string;
  userAgent: string;
}

export interface LoggedIn {
  secret: string;
  publicId: string;
  user: UserRow;
}

async function assertNotThrottled(ctx: AppContext, username: string, ip: string): Promise<void> {
  const counts = await countRecentFailures(ctx.db.kysely, {
    username,
    ip,
    since: ctx.clock() - THROTTLE_WINDOW_MS,
  });
  if (counts.byUser >= MAX_FAILURES_PER_USER || counts.byIp >= MAX_FAILURES_PER_IP) {
    throw new AppError('TOO_MANY_ATTEMPTS');
  }
}

async function fail(ctx: AppContext, username: string, client: Client): Promise<never> {
  const now = ctx.clock();
  await recordFailure(ctx.db.kysely, { username, ip: client.ip, now, keepSince: now - THROTTLE_WINDOW_MS });
  throw new AppError('LOGIN_FAILED');
}

async function startSession(ctx: AppContext, user: UserRow, client: Client): Promise<LoggedIn> {
  if (user.status !== 'active') throw new AppError('ACCOUNT_SUSPENDED');
  const { secret, publicId } = await insertSession(ctx.db.kysely, {
    userId: user.id,
    ip: client.ip,
    userAgent: client.userAgent,
    now: ctx.clock(),
  });
  return { secret, publicId, user };
}

/** Unknown user and wrong password fail the same way, in the same time. */
export async function loginWithPassword(
  ctx: AppContext,
  input: { username: string; password: string },
  client: Client,
): Promise<LoggedIn> {
  const username = normaliseUsername(input.username);
  await assertNotThrottled(ctx, username, client.ip);
  const user = await findUserByUsername(ctx.db.kysely, username);
  const valid = user
    ? await verifyPassword(user.password_hash, input.password)
    : await burnPasswordCheck(input.password);
  if (!user || !valid) return fail(ctx, username, client);
  await clearFailures(ctx.db.kysely, username);
  return startSession(ctx, user, client);
}

export async function loginWithToken(ctx: AppContext, token: string, client: Client): Promise<LoggedIn> {
  const key = `token:${client.ip}`;
  await assertNotThrottled(ctx, key, client.ip);
  const userId = await consumeLoginToken(ctx.db.kysely, token, ctx.clock());
  const user = userId === undefined ? undefined : await findUserById(ctx.db.kysely, userId);
  if (!user) return fail(ctx, key, client);
  return startSession(ctx, user, client);
}

export function createLoginToken(ctx: AppContext, userId: number): Promise<string> {
  return insertLoginToken(ctx.db.kysely, { userId, now: ctx.clock(), ttlMs: LOGIN_TOKEN_TTL_MS });
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await deleteSession(ctx.db.kysely, sessionId);
}
