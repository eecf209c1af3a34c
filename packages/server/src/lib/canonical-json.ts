import { configure } from 'safe-stable-stringify';

// Keys sorted at every depth, so the same JSON in another key order gives the same text.
const stable = configure({ deterministic: true, circularValue: Error, bigint: false });

/**
 * The canonical text of a request body, for hashing: an idempotent replay of the same order
 * with its keys in another order (a client that rebuilds its object) is the same request.
 */
export function canonicalJson(value: unknown): string {
  return stable(value) ?? 'null';
}
