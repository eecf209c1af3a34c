import pino, { type DestinationStream, type Logger } from 'pino';
import type { FastifyRequest } from 'fastify';

/**
 * Paths whose whole query string is dropped from the log: the auth calls, and the pages the web
 * app's auto-login reads `username`/`password`/`token` from (`/?username=..&password=..`).
 * Compared on the decoded, lower-cased path, so `/%41ccount/Login` is caught too.
 */
const AUTH_PATHS = ['/', '/home/play-game', '/account/', '/tool/changepassword', '/admin/resetpassword'];

/** Parameter names whose values never reach a log, wherever they appear. */
const SECRET_NAME = /pass|pwd|token|secret|auth|session|cookie|otp|api[-_]?key|^sid$|^key$/i;

const REDACTED = '[REDACTED]';

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

function isAuthPath(path: string): boolean {
  const decoded = decodedPath(path).replace(/\/{2,}/g, '/');
  return AUTH_PATHS.some((auth) =>
    auth.endsWith('/') && auth !== '/' ? decoded.startsWith(auth) : decoded === auth,
  );
}

/** The Telegram webhook's path ends in TELEGRAM_WEBHOOK_SECRET (`POST /Chat/Telegram/:secret`). */
const WEBHOOK_PREFIX = '/chat/telegram/';

/**
 * The target with the path segment after `/chat/telegram/` replaced: whoever reads the log could
 * otherwise post forged updates. The prefix is looked for in the percent-decoded, lower-cased path
 * with repeated slashes folded (every spelling the router serves, and a few it would not); the
 * hidden part runs to the next literal `/` (the router's param does too: an escaped `%2F` does not
 * end it). Everything else is kept as sent.
 */
function redactWebhookSecret(target: string): string {
  // Without an escape or the word itself the prefix cannot be there: most requests stop here.
  if (!/%|telegram/i.test(target)) return target;
  let out = '';
  let seen = ''; // the end of the decoded path so far, as long as the prefix
  let hiding = false;
  for (let at = 0; at < target.length;) {
    const escaped = /^%[0-9a-f]{2}/i.test(target.slice(at, at + 3));
    const raw = escaped ? target.slice(at, at + 3) : target[at]!;
    const char = (escaped ? String.fromCharCode(parseInt(raw.slice(1), 16)) : raw).toLowerCase();
    at += raw.length;
    if (hiding && raw === '/') hiding = false;
    else if (!hiding && char !== '/' && seen.endsWith(WEBHOOK_PREFIX)) {
      hiding = true;
      out += REDACTED;
    }
    if (!hiding) out += raw;
    if (char !== '/' || !seen.endsWith('/')) seen = (seen + char).slice(-WEBHOOK_PREFIX.length);
  }
  return out;
}

/**
 * A URL fit for the log: the Telegram webhook's secret path segment is replaced, the query string
 * of an auth path is replaced whole, and elsewhere each parameter with a secret-sounding name keeps
 * its name but not its value.
 */
export function redactUrl(url: string): string {
  // An absolute-form target (`GET http://host/Account/Login?...`) is judged by its path.
  const query = url.indexOf('?');
  if (query < 0) return redactWebhookSecret(url);
  const target = url.slice(0, query);
  const path = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') || '/';
  const logged = redactWebhookSecret(target);
  if (isAuthPath(path)) return `${logged}?${REDACTED}`;
  const params = new URLSearchParams(url.slice(query + 1));
  const kept = [...params].map(([name, value]) =>
    SECRET_NAME.test(name)
      ? `${encodeURIComponent(name)}=${REDACTED}`
      : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  return `${logged}?${kept.join('&')}`;
}

/** pino's `req` serializer for Fastify: Fastify's own fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger: secrets in URLs, cookies and authorization headers never reach it. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: { req: serializeRequest },
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: REDACTED,
      },
    },
    destination,
  );
}
