import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { SessionRow } from '../db/tables/session.table.js';
import type { UserRow } from '../db/tables/user.table.js';
import { resolveSession } from '../features/auth/auth.service.js';
import type { Role } from '@lotto/domain/roles';
import { AppError, unauthorized } from '../lib/app-error.js';

export const SESSION_COOKIE = 'lotto_sid';

export interface RequestAuth {
  session: SessionRow;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  reply.setCookie(SESSION_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** Loads the session (if any) into request.auth; never refuses by itself. */
export async function loadSession(ctx: AppContext, request: FastifyRequest): Promise<RequestAuth | null> {
  const secret = request.cookies[SESSION_COOKIE];
  if (!secret) return null;
  return (await resolveSession(ctx, secret)) ?? null;
}

/** preHandler for every call that needs a logged-in user: 401 otherwise. */
export function requireUser(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const auth = await loadSession(ctx, request);
    if (!auth) {
      if (request.cookies[SESSION_COOKIE]) clearSessionCookie(request, reply);
      throw unauthorized();
    }
    request.auth = auth;
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
