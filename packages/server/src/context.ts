import type { Kysely } from 'kysely';
import type { Db } from './db/database.js';
import type { Database } from './db/schema.js';
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
  /**
   * Numbers stopped for a downline (issue 40): the heavy-number report's feature answers, the
   * order path asks (app.ts composes them, so no feature imports another). Absent: nothing is
   * stopped (the CLI, plain service tests).
   */
  sellStops?: SellStops;
}

/** One draw of an order: a pool and a date ('YYYY-MM-DD'). */
export interface DrawRef {
  pool: string;
  drawDate: string;
}

/** The order path's view of stopped numbers (features/exposure). */
export interface SellStops {
  /** whether any number of these draws is stopped by anyone (the batch's one cheap check) */
  anyOn(db: Kysely<Database>, draws: readonly DrawRef[]): Promise<boolean>;
  /**
   * The numbers of these draws stopped for an order of `ownerId`: by anyone strictly above it
   * (the house included), as `${pool}|${drawDate}|${number}` (the sold number).
   */
  stoppedFor(db: Kysely<Database>, ownerId: number, draws: readonly DrawRef[]): Promise<Set<string>>;
}

/** The part of a pino logger a service uses: a warning with its fields. */
export interface WarnLog {
  warn: (fields: Record<string, unknown>, message: string) => void;
}
