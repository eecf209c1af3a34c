import { Worker } from 'node:worker_threads';
import { AppError } from '../lib/app-error.js';

/**
 * The main thread's side of the write thread (docs/decisions/005-sqlite-write-thread.md, and 019
 * for PostgreSQL).
 *
 * SQLite: better-sqlite3 is synchronous, so every statement and every COMMIT's fsync stops the
 * event loop. Orders, cancels and settlements (the writes that come in volume) therefore run on a
 * worker thread with its own connection and its own group committer (db/group-commit.ts).
 * PostgreSQL: only settlements. Their many round trips would each wait behind the requests queued
 * on the one main thread, which doubled a settlement's time while players ordered (decision 019).
 * The request thread parses, authenticates and validates, sends the prepared input here and awaits
 * the answer, which the worker sends only after the COMMIT has returned: an answered write is as
 * durable as before.
 *
 * SQLite's worker starts at once (the server sends it every order). PostgreSQL's (`lazy`) starts
 * with the first call: a process or test that never settles a draw never pays for it.
 *
 * Messages to the worker, in order on one port:
 * - `{ type: 'env', env }` when the caller's configuration object is new (the worker's commands
 *   read the same settings as the request thread, tests included);
 * - `{ type: 'call', id, command, payload }`; the answer is `{ id, value }` or `{ id, error }`;
 * - `{ type: 'close' }` once nothing is pending: the worker commits what it holds and exits.
 *
 * If the worker dies, every call it held is rejected (its outcome is unknown to us; a client that
 * retries with its Idempotency-Key gets the first receipt or places the order once) and `alive`
 * turns false, so callers run their work on the request thread from then on.
 */
export interface WriterOptions {
  /** the worker's program (write-thread.ts, or its build) */
  entry: URL;
  /** the database the worker opens (sqlite:file with an absolute path, or postgres://) */
  url: string;
  /** start the worker with the first call instead of at once */
  lazy?: boolean;
  onProblem?: (message: string) => void;
}

/** What crosses the thread boundary for a failure: enough to rebuild the error the caller expects. */
export type WireError =
  | { kind: 'app'; code: AppError['code']; message: string; data: AppError['data'] }
  | { kind: 'error'; name: string; message: string; code: string | undefined; stack: string | undefined };

export type WorkerMessage =
  | { type: 'env'; env: unknown }
  | { type: 'call'; id: number; command: string; payload: unknown }
  | { type: 'close' };

export type WorkerAnswer = { id: number; value: unknown } | { id: number; error: WireError };

export function toWireError(error: unknown): WireError {
  if (error instanceof AppError) {
    return { kind: 'app', code: error.code, message: error.message, data: error.data };
  }
  const err = error instanceof Error ? error : new Error(String(error));
  const code = 'code' in err && typeof err.code === 'string' ? err.code : undefined;
  return { kind: 'error', name: err.name, message: err.message, code, stack: err.stack };
}

export function fromWireError(wire: WireError): Error {
  if (wire.kind === 'app') return new AppError(wire.code, wire.message, wire.data);
  const error = new Error(wire.message) as Error & { code?: string };
  error.name = wire.name;
  if (wire.code !== undefined) error.code = wire.code;
  if (wire.stack) error.stack = `${wire.stack}\n    (on the write thread)`;
  return error;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class WriteThreadClient {
  #worker: Worker | null = null;
  readonly #options: WriterOptions;
  readonly #pending = new Map<number, Pending>();
  readonly #onProblem: (message: string) => void;
  #nextId = 1;
  #lastEnv: unknown = undefined;
  #alive = true;
  #exited: Promise<void> = Promise.resolve();

  constructor(options: WriterOptions) {
    this.#options = options;
    this.#onProblem = options.onProblem ?? ((message) => console.error(`write thread: ${message}`));
    if (!options.lazy) this.#start();
  }

  /** False once the worker has died: callers then do their work on the request thread. */
  get alive(): boolean {
    return this.#alive;
  }

  /**
   * Whether a call can go to the thread now: a lazy worker is started first. A worker Node refuses
   * to construct (it throws before any thread exists, so nothing reached it) gives the thread up
   * like a death does: false from then on, and the caller runs the write itself.
   */
  available(): boolean {
    if (!this.#alive) return false;
    try {
      this.#start();
    } catch (error) {
      this.#die(`could not start: ${error instanceof Error ? error.message : String(error)}`);
    }
    return this.#alive;
  }

  /** Calls held by the worker right now (tests, diagnostics). */
  get pending(): number {
    return this.#pending.size;
  }

  /**
   * Runs a command of writer/write-commands.ts on the write thread with `env` as its
   * configuration; resolves after its transaction has committed, rejects with its error.
   */
  call<T>(env: object, command: string, payload: unknown): Promise<T> {
    if (!this.available()) return Promise.reject(new Error('the write thread has stopped'));
    const worker = this.#start(); // already started by available(): answers the same worker
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        if (env !== this.#lastEnv) {
          worker.postMessage({ type: 'env', env } satisfies WorkerMessage);
          this.#lastEnv = env;
        }
        worker.postMessage({ type: 'call', id, command, payload } satisfies WorkerMessage);
      } catch (error) {
        // The payload could not be cloned: nothing reached the worker.
        this.#pending.delete(id);
        reject(error);
      }
    });
  }

  /** Waits for every pending call, then lets the worker commit, close its connection and exit. */
  async stop(): Promise<void> {
    while (this.#alive && this.#pending.size > 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (this.#alive) {
      this.#alive = false;
      this.#worker?.postMessage({ type: 'close' } satisfies WorkerMessage);
    }
    await this.#exited;
  }

  /** For tests: kill the worker as a crash would (started first if it had not been). */
  async crashForTest(): Promise<void> {
    await this.#start().terminate();
    await this.#exited;
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorker(this.#options.entry, this.#options.url);
    worker.on('message', (answer: WorkerAnswer) => this.#answer(answer));
    worker.on('error', (error) => this.#die(`failed: ${error.message}`));
    this.#exited = new Promise((resolve) => {
      worker.once('exit', (code) => {
        if (this.#alive) this.#die(`exited with code ${code}`);
        resolve();
      });
    });
    this.#worker = worker;
    return worker;
  }

  #answer(answer: WorkerAnswer): void {
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    if ('error' in answer) pending.reject(fromWireError(answer.error));
    else pending.resolve(answer.value);
  }

  #die(reason: string): void {
    if (!this.#alive) return;
    this.#alive = false;
    this.#onProblem(`${reason}; its writes now run on the request thread`);
    const error = new Error(`the write thread stopped (${reason}) before answering`);
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

/**
 * From the build the worker is a plain .js file. From the TypeScript sources (tsx, Vitest) Node
 * cannot load it by itself, so a one-line bootstrap registers tsx in the new thread first.
 */
function startWorker(entry: URL, url: string): Worker {
  const workerData = { url };
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData });
  const bootstrap =
    `import('tsx/esm/api').then((api) => { api.register(); ` +
    `return import(${JSON.stringify(entry.href)}); })`;
  // --cpu-prof and its options reach this thread too, so a profiled server (BENCH_CPU_PROFILE)
  // profiles its writes; the parent's other flags (tsx's own loader among them) would load tsx twice.
  const profiling = process.execArgv.filter((flag) => flag.startsWith('--cpu-prof'));
  return new Worker(bootstrap, { eval: true, workerData, execArgv: [...profiling, '--conditions=source'] });
}
