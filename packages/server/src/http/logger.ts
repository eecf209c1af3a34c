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

/**
 * A URL fit for the log: the query string of an auth path is replaced whole, and elsewhere each
 * parameter with a secret-sounding name keeps its name but not its value.
 */
export function redactUrl(url: string): string {
  // An absolute-form target (`GET http://host/Account/Login?...`) is judged by its path.
  const query = url.indexOf('?');
  if (query < 0) return url;
  const target = url.slice(0, query);
  const path = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') || '/';
  if (isAuthPath(path)) return `${target}?${REDACTED}`;
  const params = new URLSearchParams(url.slice(query + 1));
  const kept = [...params].map(([name, value]) =>
    SECRET_NAME.test(name)
      ? `${encodeURIComponent(name)}=${REDACTED}`
      : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  return `${target}?${kept.join('&')}`;
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
