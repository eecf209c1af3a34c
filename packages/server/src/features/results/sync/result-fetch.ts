import type { ResultFormat } from '@lotto/contract/results';

/**
 * Hosts each format's publisher may redirect a fetch to, besides the source's own host. Da Ma Cai
 * answers its result address with a signed link on another host; the operator adds such hosts with
 * RESULT_SOURCE_REDIRECT_HOSTS. `*.` covers the subdomains.
 */
export const BUILT_IN_REDIRECT_HOSTS: Record<ResultFormat, readonly string[]> = {
  damacai: ['*.damacai.com.my'],
  magnum: ['*.magnum4d.my'],
  sportstoto: ['*.sportstoto.com.my'],
  singapore: ['*.singaporepools.com.sg'],
  json: [],
};
const MAX_REDIRECTS = 3;

/** Hosts a source may be fetched from over plain http: this machine only. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why an address may not be fetched, or null when it may: https to any host; http only to
 * 127.0.0.1 or localhost (a publisher's file served on this machine), or to any host when the
 * operator allowed it for development and tests (RESULT_SOURCE_ALLOW_HTTP).
 */
export function addressRefusal(address: string | URL, allowHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `not an address: ${String(address)}`;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol !== 'http:') return `${url.protocol} refused: https only`;
  if (allowHttp || LOCAL_HOSTS.has(url.hostname.toLowerCase())) return null;
  return `http to ${url.hostname} refused: https only (plain http only to 127.0.0.1 or localhost)`;
}

export interface FetchLimits {
  /** plain http to any host (RESULT_SOURCE_ALLOW_HTTP); else https, or http to this machine only */
  allowHttp: boolean;
  timeoutMs: number;
  maxBytes: number;
  /** the hosts this format may redirect to (BUILT_IN_REDIRECT_HOSTS plus the operator's) */
  redirectHosts: readonly string[];
}

export type FetchOutcome = { ok: true; text: string; url: string } | { ok: false; error: string };

const hostAllowed = (host: string, allowed: readonly string[]) =>
  allowed.some((pattern) =>
    pattern.startsWith('*.')
      ? host === pattern.slice(2) || host.endsWith(pattern.slice(1))
      : host === pattern,
  );

/**
 * Fetches one result file with Node's own fetch: refused after `timeoutMs` (the whole exchange,
 * body included), past `maxBytes` (read as it arrives, never buffered beyond the cap), on any
 * status but 200, and on a redirect to a host that is neither the source's nor allowed for its
 * format. Never throws: every failure is an error text for the source's status.
 */
export async function fetchResultText(address: string, limits: FetchLimits): Promise<FetchOutcome> {
  const refused = addressRefusal(address, limits.allowHttp);
  if (refused) return { ok: false, error: refused };
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const ownHost = new URL(address).hostname.toLowerCase();
  let url = address;
  try {
    for (let hop = 0; ; hop += 1) {
      const response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: { accept: 'application/json, text/csv, text/plain, */*' },
      });
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        await response.body?.cancel();
        const next = new URL(response.headers.get('location')!, url);
        const host = next.hostname.toLowerCase();
        if (next.protocol !== 'https:' && next.protocol !== 'http:')
          return { ok: false, error: `redirect to ${next.protocol} refused` };
        if (host !== ownHost && !hostAllowed(host, limits.redirectHosts))
          return { ok: false, error: `redirect to ${host} refused: not a host allowed for this format` };
        const insecure = addressRefusal(next, limits.allowHttp);
        if (insecure) return { ok: false, error: `redirect refused: ${insecure}` };
        if (hop + 1 > MAX_REDIRECTS) return { ok: false, error: `more than ${MAX_REDIRECTS} redirects` };
        url = next.toString();
        continue;
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        return { ok: false, error: `HTTP ${response.status} from ${url}` };
      }
      const body = await readCapped(response, url, limits.maxBytes);
      if ('error' in body) return { ok: false, error: body.error };
      try {
        return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(body.bytes), url };
      } catch {
        return { ok: false, error: `${url}:1: not UTF-8 text` };
      }
    }
  } catch (error) {
    if (signal.aborted) return { ok: false, error: `timed out after ${limits.timeoutMs} ms (${url})` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      ok: false,
      error: `cannot fetch ${url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    };
  }
}

async function readCapped(
  response: Response,
  url: string,
  maxBytes: number,
): Promise<{ bytes: Uint8Array } | { error: string }> {
  const tooBig = { error: `larger than ${maxBytes} bytes (${url})` };
  const declared = Number(response.headers.get('content-length'));
  // Cheap check first: a declared size over the cap is refused before anything is read.
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return tooBig;
  }
  if (!response.body) return { bytes: new Uint8Array() };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooBig;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes };
}

/** The source's address for one draw date ('YYYY-MM-DD'). */
export function sourceUrl(template: string, date: string): string {
  const [yyyy, mm, dd] = date.split('-') as [string, string, string];
  return template
    .replaceAll('{yyyymmdd}', `${yyyy}${mm}${dd}`)
    .replaceAll('{date}', date)
    .replaceAll('{yyyy}', yyyy)
    .replaceAll('{mm}', mm)
    .replaceAll('{dd}', dd);
}
