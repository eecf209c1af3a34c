import type { Db } from './db/database.js';
import type { Env } from './config/env.js';
import type { AppMetrics } from './metrics/app-metrics.js';

/** Who did something: a logged-in user, or the operator at the CLI (id null). */
export interface Actor {
  id: number | null;
  name: string;
}

/** What every service needs, passed in rather than imported, so tests control time and config. */
export interface AppContext {
  db: Db;
  env: Env;
  /** milliseconds since the epoch */
  clock: () => number;
  /** the app's Prometheus metrics (http/http-app.ts makes them); absent in the CLI and plain service tests */
  metrics?: AppMetrics;
  /** the server's log (pino, from http/http-app.ts), for what an operator should see; absent elsewhere */
  log?: WarnLog;
}

/** The part of a pino logger a service uses: a warning with its fields. */
export interface WarnLog {
  warn: (fields: Record<string, unknown>, message: string) => void;
}
