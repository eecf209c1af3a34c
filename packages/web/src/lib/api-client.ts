import { isErrorCode, type ErrorCode } from '@lotto/domain/error-codes';
import { z } from 'zod/mini';
import { noteSessionIdleHeader } from './auth/session-deadline';
import { beginBusy } from './busy';

/**
 * The one way the web app talks to the server (spec §7, docs/api.md): same-origin cookies, the
 * X-Requested-With header the server demands, form-encoded bodies for the form calls, and the
 * `{success, message, data, code}` envelope checked with zod. The client itself uses zod/mini, which
 * tree-shakes (the login screen needs only a few of its parts); a call's own schema may be a full
 * zod schema or a zod/mini one: both are zod core types.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | undefined;
  readonly status: number;
  /** the envelope's `data` on a failure, e.g. `{ errors: [...] }` for order-line errors */
  readonly data: unknown;

  constructor(message: string, options: { code?: ErrorCode | undefined; status: number; data?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
    this.data = options.data ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const envelopeSchema = z.object({
  success: z.boolean(),
  message: z.nullish(z.string()),
  data: z.optional(z.unknown()),
  code: z.nullish(z.string()),
});

export type FormBody = Record<string, string>;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as application/x-www-form-urlencoded. */
  form?: FormBody;
  /** Sent as application/json. */
  json?: unknown;
  query?: Record<string, string | number | undefined>;
  /** extra request headers, e.g. Idempotency-Key */
  headers?: Record<string, string>;
  /** Do not count this request for the busy overlay (background polling). */
  silent?: boolean;
  /**
   * The start-up session probe: a 401 only means "logged out", so it neither logs out nor
   * reports an error (spec §4).
   */
  authProbe?: boolean;
  /** The code to report when this call answers 401/403 (default UNAUTHORIZED). */
  unauthorizedCode?: ErrorCode;
  signal?: AbortSignal;
  /** The answer of this very request, already asked for (the early session check): not fetched again. */
  response?: Promise<Response> | undefined;
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler = () => undefined;

/** The app wires this once: log out and show the error (spec §7, §8 UNAUTHORIZED). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = () => undefined;
  };
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function requestInit(options: RequestOptions): RequestInit {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  let body: string | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  return init;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFrom(raw: unknown, status: number, fallbackCode: ErrorCode): ApiError {
  const parsed = z.safeParse(envelopeSchema, raw);
  const code = parsed.success && isErrorCode(parsed.data.code) ? parsed.data.code : undefined;
  const message = parsed.success && parsed.data.message ? parsed.data.message : '';
  return new ApiError(message, {
    code: code ?? (message ? undefined : fallbackCode),
    status,
    data: parsed.success ? parsed.data.data : null,
  });
}

export async function apiRequest<T>(
  path: string,
  schema: z.core.$ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const endBusy = options.silent ? () => undefined : beginBusy();
  try {
    let response: Response;
    try {
      response = await (options.response ?? fetch(buildUrl(path, options.query), requestInit(options)));
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError('', { code: undefined, status: 0 });
    }
    const raw = await readJson(response);

    if (response.status === 401 || response.status === 403) {
      const error = new ApiError(errorFrom(raw, response.status, 'UNAUTHORIZED').message, {
        code: options.unauthorizedCode ?? 'UNAUTHORIZED',
        status: response.status,
      });
      if (!options.authProbe) unauthorizedHandler(error);
      throw error;
    }
    // A logged-in answer says how long the session lasts without another call (issue 36 item 14).
    noteSessionIdleHeader(response.headers);
    if (response.status === 429) throw errorFrom(raw, 429, 'TOO_MANY_ATTEMPTS');

    const envelope = z.safeParse(envelopeSchema, raw);
    if (!envelope.success) {
      throw new ApiError('', { code: 'INTERNAL_ERROR', status: response.status });
    }
    if (!envelope.data.success || !response.ok) throw errorFrom(raw, response.status, 'INTERNAL_ERROR');

    const data = z.safeParse(schema, envelope.data.data ?? null);
    if (!data.success) throw new ApiError('', { code: 'INTERNAL_ERROR', status: response.status });
    return data.data;
  } finally {
    endBusy();
  }
}
