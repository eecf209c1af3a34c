import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/** How often the background thread copies the WAL into the database file. */
const INTERVAL_MS = 100;

/** SQLite's own default, restored if the background thread ever stops. */
const INLINE_AUTOCHECKPOINT_PAGES = 1000;

/**
 * The worker's whole program. It is evaluated from a string rather than loaded from a file, so it
 * runs the same from the TypeScript sources (tsx, Vitest) and from the build (dist).
 */
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

/**
 * Moves WAL checkpoints off the request thread (docs/decisions/004-group-commit.md).
 *
 * By default SQLite checkpoints inside the COMMIT that pushes the WAL past 1,000 pages: with
 * synchronous=FULL that commit also writes and fsyncs the database file, and since better-sqlite3
 * is synchronous the whole server waits for it. Here the serving connection never checkpoints;
 * a worker thread with its own connection runs PASSIVE checkpoints every INTERVAL_MS. PASSIVE
 * never blocks the writer and never takes locks it would wait on, and durability is unchanged:
 * every COMMIT still fsyncs the WAL before it returns.
 *
 * If the worker fails to start or dies, the serving connection goes back to checkpointing inline,
 * so the WAL can never grow without bound.
 */
export function startWalCheckpointer(
  sqlite: SqliteDatabase.Database,
  file: string,
  onProblem: (message: string) => void = (message) => console.error(`WAL checkpointer: ${message}`),
): WalCheckpointer {
  const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
  sqlite.pragma('wal_autocheckpoint = 0');
  const fallBack = () => {
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${INLINE_AUTOCHECKPOINT_PAGES}`);
  };
  let stopping = false;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driverPath, intervalMs: INTERVAL_MS },
  });
  // The thread must never keep a finished process (a CLI command, a test) alive.
  worker.unref();
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onProblem(message.error);
  });
  worker.on('error', (error) => {
    onProblem(`stopped: ${error.message}; checkpointing inline again`);
    fallBack();
  });
  worker.on('exit', (code) => {
    if (!stopping && code !== 0) fallBack();
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  return {
    async stop() {
      if (stopping) return exited;
      stopping = true;
      worker.postMessage('stop');
      // A worker that does not answer in time is ended; closing its connection is SQLite's job.
      const timer = setTimeout(() => void worker.terminate(), 5_000);
      await exited;
      clearTimeout(timer);
      fallBack();
    },
  };
}
