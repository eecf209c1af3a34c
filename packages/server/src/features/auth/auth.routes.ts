import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePasswordBody,
  loginBody,
  type ChangePasswordAnswer,
  type IsLoggedInAnswer,
  type LoginAnswer,
  type LogoutAnswer,
  type UserAnswer,
} from '@lotto/contract/account';
import type { Actor, AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { ok, parseInput } from '../../http/envelope.js';
import {
  authOf,
  clearSessionCookie,
  deviceSecretOf,
  loadSession,
  requireUser,
  sendSessionIdle,
  sessionSecretOf,
  setDeviceCookie,
  setSessionCookie,
} from '../../http/session-guard.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { checkOldPassword, loginWithPassword, loginWithToken, logout, type Client } from './auth.service.js';
import { sha256 } from '../../common/session.repository.js';

/** User data of spec §3: username and token (the session's public id), plus the role. */
function userData(user: UserRow, publicId: string): UserAnswer {
  return { username: user.username, token: publicId, role: user.role };
}

function clientOf(request: FastifyRequest): Client {
  return {
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    device: deviceSecretOf(request),
  };
}

/**
 * What the auth routes need from the users feature (setting a password is the users feature's
 * rule: strength, sessions ended, audit). src/app.ts passes it in: features never import each other.
 */
export interface AuthRouteDeps {
  setPassword: (
    ctx: AppContext,
    input: { userId: number; newPassword: string; actor: Actor },
  ) => Promise<void>;
}

/** A login or a password change is a few hundred bytes; nothing bigger is read. */
const AUTH_BODY_LIMIT = 4 * 1024;

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext, deps: AuthRouteDeps): void {
  // Per address, beside the throttles per account (auth.service.ts): 429 TOO_MANY_REQUESTS.
  const loginLimit = ctx.env.LOGIN_RATE_LIMIT_PER_MINUTE;
  const loginOptions = {
    bodyLimit: AUTH_BODY_LIMIT,
    ...(loginLimit > 0 ? { config: { rateLimit: { max: loginLimit, timeWindow: 60_000 } } } : {}),
  };
  app.post('/Account/Login', loginOptions, async (request, reply) => {
    const body = parseInput(loginBody, request.body);
    const loggedIn =
      'token' in body
        ? await loginWithToken(ctx, body.token, clientOf(request))
        : await loginWithPassword(ctx, body, clientOf(request));
    // A new session id at every login (no fixation): the session this browser had ends, but only
    // now: a failed (auto-)login leaves it open, so a forged login cannot log anyone out.
    const previous = sessionSecretOf(request);
    if (previous) await logout(ctx, sha256(previous));
    setSessionCookie(request, reply, loggedIn.secret);
    setDeviceCookie(request, reply, loggedIn.device);
    sendSessionIdle(ctx, reply, loggedIn.session);
    request.log.info({ userId: loggedIn.user.id }, 'login');
    return ok<LoginAnswer>(userData(loggedIn.user, loggedIn.publicId), 'Login successfully');
  });

  app.post('/Account/Logout', async (request, reply) => {
    const auth = await loadSession(ctx, request);
    if (auth) await logout(ctx, auth.session.id);
    clearSessionCookie(request, reply);
    return ok<LogoutAnswer>(null, 'Logout successfully');
  });

  app.get('/Account/IsLoggedIn', { preHandler: requireUser(ctx) }, async (request) => {
    const { user, session } = authOf(request);
    return ok<IsLoggedInAnswer>(userData(user, session.public_id));
  });

  app.post(
    '/Tool/ChangePassword',
    { preHandler: requireUser(ctx), bodyLimit: AUTH_BODY_LIMIT },
    async (request, reply) => {
      const { user, session } = authOf(request);
      const body = parseInput(changePasswordBody, request.body);
      await checkOldPassword(ctx, { user, sessionPublicId: session.public_id }, body.oldPassword);
      if (body.oldPassword === body.newPassword) throw new AppError('PASSWORD_UNCHANGED');
      await deps.setPassword(ctx, {
        userId: user.id,
        newPassword: body.newPassword,
        actor: { id: user.id, name: user.username },
      });
      clearSessionCookie(request, reply);
      return ok<ChangePasswordAnswer>(null, 'Password changed, please log in again');
    },
  );
}
