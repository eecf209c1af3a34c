import { vi } from 'vitest';
import { z } from 'zod';

export interface RecordedRequest {
  url: string;
  path: string;
  method: string;
  headers: Headers;
  body: string;
  credentials: RequestCredentials | undefined;
}

/** `headers`: extra answer headers, e.g. the session's X-Session-Idle-Seconds. */
export type MockAnswer = { status?: number; body: unknown; headers?: Record<string, string> };
export type Handler = MockAnswer | ((request: RecordedRequest) => MockAnswer | Promise<MockAnswer>);

export const ok = (data: unknown): MockAnswer => ({ body: { success: true, message: '', data } });
/**
 * A success answer whose `data` must be what the server could send: typed by the contract's schema
 * (z.input, the wire shape) and parsed with it, so a mock that drifts from the contract fails
 * typecheck or throws naming the field.
 */
export function okContract<S extends z.core.$ZodType>(schema: S, data: z.input<S>): MockAnswer {
  z.parse(schema, data);
  return ok(data);
}

export const fail = (code: string, message = '', status = 200): MockAnswer => ({
  status,
  body: { success: false, message, code, data: null },
});

/** Replaces fetch with answers by path; unknown paths answer 404. Returns the recorded calls. */
export function mockApi(handlers: Record<string, Handler>): RecordedRequest[] {
  const calls: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input.toString();
      const request: RecordedRequest = {
        url,
        path: url.split('?')[0] ?? url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? init.body : '',
        credentials: init.credentials,
      };
      calls.push(request);
      const handler = handlers[request.path];
      const answer = handler
        ? typeof handler === 'function'
          ? await handler(request)
          : handler
        : fail('NOT_FOUND', 'Not found', 404);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  return calls;
}
