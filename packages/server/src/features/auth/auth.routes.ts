import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor, AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { ok, parseInput } from '../../http/envelope.js';
import {
  authOf,
  clearSessionCookie,
  loadSession,
  requireUser,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../http/session-guard.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { loginWithPassword, loginWithToken, logout, type Client } from './auth.service.js';
import { verifyPassword } from '../../lib/passwords.js';
import { sha256 } from '../../common/session.repository.js';

const loginBody = z.union([
  z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) }),
  z.object({ token: z.string().min(1).max(128) }),
]);

const changePasswordBody = z.object({
  oldPassword: z.string().min(1, 'required').max(128),
  newPassword: z.string().min(1, 'required').max(128),
});

/** User data of spec §3: username and token (the session's public id), plus the role. */
function userData(user: UserRow, publicId: string) {
  return { username: user.username, token: publicId, role: user.role };
}

function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

/**
 * What the auth routes need from the users feature (setting a password is the users feature's
 * rule: strength, sessions ended, audit). http/app.ts passes it in: features never import each other.
 */
export interface AuthRouteDeps {
  setPassword: (
    ctx: AppContext,
    input: { userId: number; newPassword: string; actor: Actor },
  ) => Promise<void>;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext, deps: AuthRouteDeps): void {
  app.post('/Account/Login', async (request, reply) => {
    const body = parseInput(loginBody, request.body);
    // A new session id at every login (no fixation): any session this browser had ends first.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await logout(ctx, sha256(previous));
    const loggedIn =
      'token' in body
        ? await loginWithToken(ctx, body.token, clientOf(request))
        : await loginWithPassword(ctx, body, clientOf(request));
    setSessionCookie(request, reply, loggedIn.secret);
    request.log.info({ userId: loggedIn.user.id }, 'login');
    return ok(userData(loggedIn.user, loggedIn.publicId), 'Login successfully');
  });

  app.post('/Account/Logout', async (request, reply) => {
    const auth = await loadSession(ctx, request);
    if (auth) await logout(ctx, auth.session.id);
    clearSessionCookie(request, reply);
    return ok(null, 'Logout successfully');
  });

  app.get('/Account/IsLoggedIn', { preHandler: requireUser(ctx) }, async (request) => {
    const { user, session } = authOf(request);
    return ok(userData(user, session.public_id));
  });

  app.post('/Tool/ChangePassword', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const { user } = authOf(request);
    const body = parseInput(changePasswordBody, request.body);
    if (!(await verifyPassword(user.password_hash, body.oldPassword)))
      throw new AppError('WRONG_OLD_PASSWORD');
    if (body.oldPassword === body.newPassword) throw new AppError('PASSWORD_UNCHANGED');
    await deps.setPassword(ctx, {
      userId: user.id,
      newPassword: body.newPassword,
      actor: { id: user.id, name: user.username },
    });
    clearSessionCookie(request, reply);
    return ok(null, 'Password changed, please log in again');
  });
}
