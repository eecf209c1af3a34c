import type { TFunction } from 'i18next';
import { noteSessionIdleHeader } from '@/lib/auth/session-deadline';
import type { User } from '@/lib/auth/user-schema';

/**
 * POST /Account/Login from the login form, without the api client: the login page (app/login-page)
 * is a page of its own whose JavaScript is React and i18next only (docs/performance.md, issue 45),
 * and the api client checks every answer with zod. The answer is read by hand here, as strictly
 * as the contract's `loginAnswer` (username and token non-empty strings, a role); anything else is
 * the INTERNAL_ERROR the api client would report. src/features/auth/api/login.ts (the one-time
 * token's login, inside the app) keeps the api client.
 */
export type LoginOutcome = { ok: true; user: User } | { ok: false; failure: LoginFailure };

/** Why a login failed, as the api client's ApiError would have said it. */
export interface LoginFailure {
  /** the HTTP status; 0 when the server could not be reached */
  status: number;
  /** the envelope's error code, if any */
  code: string | undefined;
  /** the envelope's message, or '' */
  message: string;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function userOf(data: unknown): User | null {
  const user = record(data);
  if (!user) return null;
  const { username, token, role } = user;
  return typeof username === 'string' &&
    username &&
    typeof token === 'string' &&
    token &&
    typeof role === 'string'
    ? { username, token, role }
    : null;
}

async function readEnvelope(response: Response): Promise<Record<string, unknown> | null> {
  try {
    return record(JSON.parse(await response.text()));
  } catch {
    return null;
  }
}

export async function postLogin(username: string, password: string): Promise<LoginOutcome> {
  let response: Response;
  try {
    response = await fetch('/Account/Login', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
      },
      credentials: 'same-origin',
      body: new URLSearchParams({ username, password }).toString(),
    });
  } catch {
    return { ok: false, failure: { status: 0, code: undefined, message: '' } };
  }
  const envelope = await readEnvelope(response);
  const message = typeof envelope?.message === 'string' ? envelope.message : '';
  const code = typeof envelope?.code === 'string' && envelope.code ? envelope.code : undefined;
  const status = response.status;
  // As the api client: 401/403 is UNAUTHORIZED (a missing header, a refused origin).
  if (status === 401 || status === 403)
    return { ok: false, failure: { status, code: 'UNAUTHORIZED', message } };
  noteSessionIdleHeader(response.headers);
  if (status === 429) return { ok: false, failure: { status, code: code ?? 'TOO_MANY_ATTEMPTS', message } };
  if (!envelope || typeof envelope.success !== 'boolean') {
    return { ok: false, failure: { status, code: 'INTERNAL_ERROR', message: '' } };
  }
  if (!envelope.success || !response.ok) {
    return {
      ok: false,
      failure: { status, code: code ?? (message ? undefined : 'INTERNAL_ERROR'), message },
    };
  }
  const user = userOf(envelope.data);
  return user ? { ok: true, user } : { ok: false, failure: { status, code: 'INTERNAL_ERROR', message: '' } };
}

/**
 * The failure's text, by the rules of lib/error-message.ts's errorMessage (spec §8): a 429's own
 * message (how long to wait), our translation of a code we have a text for, else the server's
 * message, else the network's or the generic text. "A code we have a text for" is the error-code
 * texts' own list (errorCodes.*), which the locales test keeps equal to the domain's codes.
 */
export function loginFailureText(
  t: TFunction,
  exists: (key: string) => boolean,
  failure: LoginFailure,
): string {
  if (failure.status === 429 && failure.message) return failure.message;
  if (failure.code && exists(`errorCodes.${failure.code}`)) return t(`errorCodes.${failure.code}`);
  if (failure.message) return failure.message;
  if (failure.status === 0) return t('common.networkError');
  return t('errorCodes.INTERNAL_ERROR');
}
