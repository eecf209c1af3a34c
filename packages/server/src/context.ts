import type { Db } from './db/database.js';
import type { Env } from './config/env.js';

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
}
