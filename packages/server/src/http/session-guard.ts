import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { SessionRow } from '../db/tables/session.table.js';
import type { UserRow } from '../db/tables/user.table.js';
import { deleteSession, findSessionWithUser, sha256, touchSession } from '../common/session.repository.js';
import { cachedSession, cacheSession } from '../common/session-cache.js';
import type { Role } from '@lotto/domain/roles';
import { AppError, unauthorized } from '../lib/app-error.js';

export const SESSION_COOKIE = 'lotto_sid';
/** A browser that logged in here before (features/auth/auth.service.ts, known devices). */
export const DEVICE_COOKIE = 'lotto_device';
const DEVICE_COOKIE_MAX_AGE_S = 90 * 24 * 3600;
/** Writing last_seen on every poll would be a write every 10 s per user for nothing. */
const TOUCH_EVERY_MS = 60_000;

export interface RequestAuth {
  session: SessionRow;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/**
 * Over HTTPS our cookies carry the `__Host-` prefix: the browser then only accepts them Secure,
 * with Path=/ and no Domain, so neither a sibling subdomain nor a plain-HTTP answer can plant or
 * overwrite them. Over plain HTTP (local development, tests) the browser would refuse a prefixed
 * cookie, so there the bare name is used; a request seen as HTTPS reads only the prefixed one.
 */
export function cookieName(request: FastifyRequest, name: string): string {
  return request.protocol === 'https' ? `__Host-${name}` : name;
}

/**
 * SameSite=Strict: a browser never sends our cookies with a request started from another site, so a
 * forged link, form or image cannot act as the user even before the X-Requested-With rule (app.ts).
 * Nothing is lost: the single page's HTML needs no session and every call it makes is same-site.
 */
function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' } as const;
}

export function sessionSecretOf(request: FastifyRequest): string | undefined {
  return request.cookies[cookieName(request, SESSION_COOKIE)] || undefined;
}

export function deviceSecretOf(request: FastifyRequest): string | undefined {
  return request.cookies[cookieName(request, DEVICE_COOKIE)] || undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  reply.setCookie(cookieName(request, SESSION_COOKIE), secret, cookieOptions(request));
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  reply.setCookie(cookieName(request, DEVICE_COOKIE), secret, {
    ...cookieOptions(request),
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request, SESSION_COOKIE), cookieOptions(request));
}

/**
 * The session behind a cookie secret, if it is still valid: not idle past the idle timeout, not
 * older than the absolute timeout, its user active. An expired session is deleted on sight. The
 * row is read from the database at most every SESSION_CACHE_MS per session (common/session-cache.ts,
 * docs/decisions/011-session-cache.md); the checks run on every request all the same.
 * `write: false` only reads: nothing is deleted or touched (choosing which page to send must not
 * wait for the database's write lock).
 */
export async function resolveSession(
  ctx: AppContext,
  secret: string,
  { write = true }: { write?: boolean } = {},
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const readAt = ctx.clock();
  let found = cachedSession(sha256(secret), readAt);
  if (!found) {
    found = await findSessionWithUser(ctx.db.kysely, secret);
    if (!found) return undefined;
    cacheSession(found, readAt);
  }
  const now = ctx.clock();
  const idleMs = ctx.env.SESSION_IDLE_MINUTES * 60_000;
  const maxMs = ctx.env.SESSION_MAX_HOURS * 3_600_000;
  const { session, user } = found;
  if (now - session.last_seen_at > idleMs || now - session.created_at > maxMs || user.status !== 'active') {
    if (write) await deleteSession(ctx.db.kysely, session.id);
    return undefined;
  }
  if (write && now - session.last_seen_at > TOUCH_EVERY_MS) {
    await touchSession(ctx.db.kysely, session.id, now);
    // The cached copy follows, so the next requests neither touch again nor look idle.
    session.last_seen_at = now;
  }
  return found;
}

/** Whether the request comes with a valid session, without writing anything (web-assets.ts). */
export async function hasValidSession(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const secret = sessionSecretOf(request);
  return secret !== undefined && (await resolveSession(ctx, secret, { write: false })) !== undefined;
}

/** Loads the session (if any) into request.auth; never refuses by itself. */
export async function loadSession(ctx: AppContext, request: FastifyRequest): Promise<RequestAuth | null> {
  const secret = sessionSecretOf(request);
  if (!secret) return null;
  return (await resolveSession(ctx, secret)) ?? null;
}

/**
 * On every answer to a logged-in call (and to a login): how many seconds the session stays valid
 * if no other request comes, counted as resolveSession counts it (the idle timeout from the last
 * time it was touched). The web app warns before that and logs out at it (issue 36 item 14).
 */
export const SESSION_IDLE_HEADER = 'X-Session-Idle-Seconds';

export function sendSessionIdle(
  ctx: AppContext,
  reply: FastifyReply,
  session: Pick<SessionRow, 'last_seen_at'>,
): void {
  const leftMs = ctx.env.SESSION_IDLE_MINUTES * 60_000 - (ctx.clock() - session.last_seen_at);
  reply.header(SESSION_IDLE_HEADER, String(Math.max(0, Math.floor(leftMs / 1000))));
}

/** preHandler for every call that needs a logged-in user: 401 otherwise. */
export function requireUser(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const auth = await loadSession(ctx, request);
    if (!auth) {
      if (sessionSecretOf(request)) clearSessionCookie(request, reply);
      throw unauthorized();
    }
    request.auth = auth;
    sendSessionIdle(ctx, reply, auth.session);
  };
}

/** The user of a guarded route (requireUser ran first). */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * preHandler for operator calls (the back-office): a logged-in user whose role is one of `roles`,
 * else 401 (no session) or 403 FORBIDDEN. Which users and objects an agent may touch (its own
 * downline only) is each call's own check, in SQL.
 */
export function requireRole(ctx: AppContext, roles: readonly Role[]) {
  const loggedIn = requireUser(ctx);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await loggedIn(request, reply);
    if (!roles.includes(authOf(request).user.role)) {
      throw new AppError('FORBIDDEN', 'This is for operators only');
    }
  };
}
