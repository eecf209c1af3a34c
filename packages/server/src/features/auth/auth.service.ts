import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { findUserById, findUserByUsername, normaliseUsername } from '../../common/user.repository.js';
import type { UserRow } from '../../db/tables/user.table.js';
import type { SessionRow } from '../../db/tables/session.table.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.js';
import {
  consumeLoginToken,
  deleteExpiredSessions,
  deleteSession,
  insertLoginToken,
  insertSession,
  newSecret,
  sha256,
} from '../../common/session.repository.js';
import {
  claimAttempt,
  insertKnownDevice,
  knownDeviceUser,
  purgeOldDevices,
  purgeQuietThrottles,
  refundAttempt,
  resetThrottle,
  type ThrottleRule,
} from './login-throttle.repository.js';
import { throttleKeys } from '../../common/throttle-keys.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const BACKOFF = { baseMs: MINUTE, capMs: 15 * MINUTE, resetAfterMs: HOUR };

/**
 * The throttles of docs/reliability.md "Login throttling" (issue #20 items 4, 5, 11). No hard
 * lock anywhere: past its free attempts a key waits 1, 2, 4, 8, then 15 minutes between attempts.
 * - per (user, address): 5 free. A stranger failing on an account slows down only themselves.
 * - per user from unknown devices (any address): 10 free, against guessing from many addresses.
 * - per address: 20 free, against trying many users from one address.
 * - a known device (logged in here before, cookie) has only its own key: 5 free. Whatever
 *   strangers do to the account or from a shared address, its owner's phone still logs in.
 * - ChangePassword's old-password check, per session: 5 free (issue 36 item 7).
 * An IPv6 address counts by its /64 (issue 36 item 8); the keys are common/throttle-keys.ts.
 */
export const USER_IP_RULE: ThrottleRule = { free: 5, ...BACKOFF };
export const USER_RULE: ThrottleRule = { free: 10, ...BACKOFF };
export const IP_RULE: ThrottleRule = { free: 20, ...BACKOFF };
export const DEVICE_RULE: ThrottleRule = { free: 5, ...BACKOFF };
export const CHANGE_PASSWORD_RULE: ThrottleRule = { free: 5, ...BACKOFF };
export const LOGIN_TOKEN_TTL_MS = 10 * 60_000;
/** A known device unused for this long is forgotten; every login with it starts the time again. */
export const KNOWN_DEVICE_TTL_MS = 90 * 24 * HOUR;

export interface Client {
  ip: string;
  userAgent: string;
  /** the known-device cookie this browser sent, if any */
  device?: string | undefined;
}

export interface LoggedIn {
  secret: string;
  publicId: string;
  /** the new session (its timestamps: the login's answer says when it would go idle) */
  session: Pick<SessionRow, 'last_seen_at'>;
  user: UserRow;
  /** the known-device cookie to (re)set: this browser is now known for this user */
  device: string;
}

interface Claim {
  key: string;
  rule: ThrottleRule;
}

/** Takes one attempt under every key, in order; refuses at the first key still backing off. */
async function claimAll(ctx: AppContext, claims: Claim[]): Promise<void> {
  const now = ctx.clock();
  for (const claim of claims) {
    if (!(await claimAttempt(ctx.db.kysely, claim.key, claim.rule, now))) {
      throw new AppError('TOO_MANY_ATTEMPTS');
    }
  }
}

/** Housekeeping at every login: expired sessions, quiet counters and old devices go. */
async function purgeExpired(ctx: AppContext): Promise<void> {
  const now = ctx.clock();
  await deleteExpiredSessions(ctx.db.kysely, {
    idleSince: now - ctx.env.SESSION_IDLE_MINUTES * MINUTE,
    createdSince: now - ctx.env.SESSION_MAX_HOURS * HOUR,
    now,
  });
  await purgeQuietThrottles(ctx.db.kysely, now - BACKOFF.resetAfterMs);
  await purgeOldDevices(ctx.db.kysely, now - KNOWN_DEVICE_TTL_MS);
}

async function startSession(ctx: AppContext, user: UserRow, client: Client): Promise<LoggedIn> {
  if (user.status !== 'active') throw new AppError('ACCOUNT_SUSPENDED');
  const now = ctx.clock();
  const { secret, publicId } = await insertSession(ctx.db.kysely, {
    userId: user.id,
    ip: client.ip,
    userAgent: client.userAgent,
    now,
  });
  const device =
    client.device && (await isKnownDevice(ctx, client.device, user)) ? client.device : newSecret();
  // A new device is recorded; a known one is used again: its 90 days start again (issue 36 item 9).
  await insertKnownDevice(ctx.db.kysely, { id: sha256(device), userId: user.id, now });
  await purgeExpired(ctx);
  return { secret, publicId, session: { last_seen_at: now }, user, device };
}

async function isKnownDevice(ctx: AppContext, device: string, user: UserRow | undefined): Promise<boolean> {
  if (!user) return false;
  const owner = await knownDeviceUser(ctx.db.kysely, sha256(device), ctx.clock() - KNOWN_DEVICE_TTL_MS);
  return owner === user.id;
}

/**
 * Unknown user and wrong password fail the same way, in the same time. Every attempt is counted
 * before the hash is checked (claimAll), so parallel guesses cannot overtake the count.
 */
export async function loginWithPassword(
  ctx: AppContext,
  input: { username: string; password: string },
  client: Client,
): Promise<LoggedIn> {
  const username = normaliseUsername(input.username);
  const user = await findUserByUsername(ctx.db.kysely, username);
  const known = client.device !== undefined && (await isKnownDevice(ctx, client.device, user));
  const claims: Claim[] = known
    ? [{ key: throttleKeys.device(sha256(client.device ?? '')), rule: DEVICE_RULE }]
    : [
        { key: throttleKeys.address(client.ip), rule: IP_RULE },
        { key: throttleKeys.userAddress(username, client.ip), rule: USER_IP_RULE },
        { key: throttleKeys.user(username), rule: USER_RULE },
      ];
  await claimAll(ctx, claims);
  const valid = user
    ? await verifyPassword(user.password_hash, input.password)
    : await burnPasswordCheck(input.password);
  if (!user || !valid) throw new AppError('LOGIN_FAILED');
  // The account's own counters start again; the address keeps its count, less this success.
  for (const claim of claims) {
    if (claim.rule === IP_RULE) await refundAttempt(ctx.db.kysely, claim.key, IP_RULE);
    else await resetThrottle(ctx.db.kysely, claim.key);
  }
  return startSession(ctx, user, client);
}

export async function loginWithToken(ctx: AppContext, token: string, client: Client): Promise<LoggedIn> {
  const key = throttleKeys.token(client.ip);
  await claimAll(ctx, [{ key, rule: IP_RULE }]);
  const userId = await consumeLoginToken(ctx.db.kysely, token, ctx.clock());
  const user = userId === undefined ? undefined : await findUserById(ctx.db.kysely, userId);
  if (!user) throw new AppError('LOGIN_FAILED');
  await refundAttempt(ctx.db.kysely, key, IP_RULE);
  return startSession(ctx, user, client);
}

/**
 * ChangePassword's old-password check, throttled like a login (issue #20 item 11), per session:
 * a stolen session that guesses slows down only itself, while the owner's own session changes the
 * password (which ends every session of the account) at once (issue 36 item 7).
 */
export async function checkOldPassword(
  ctx: AppContext,
  auth: { user: UserRow; sessionPublicId: string },
  oldPassword: string,
): Promise<void> {
  const { user } = auth;
  const key = throttleKeys.changePassword(user.id, auth.sessionPublicId);
  await claimAll(ctx, [{ key, rule: CHANGE_PASSWORD_RULE }]);
  if (!(await verifyPassword(user.password_hash, oldPassword))) throw new AppError('WRONG_OLD_PASSWORD');
  await resetThrottle(ctx.db.kysely, key);
}

export function createLoginToken(ctx: AppContext, userId: number): Promise<string> {
  return insertLoginToken(ctx.db.kysely, { userId, now: ctx.clock(), ttlMs: LOGIN_TOKEN_TTL_MS });
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await deleteSession(ctx.db.kysely, sessionId);
}
