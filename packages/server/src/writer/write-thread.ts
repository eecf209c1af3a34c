import { parentPort, workerData } from 'node:worker_threads';
import type { Env } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { toWireError, type WorkerAnswer, type WorkerMessage } from '../db/write-thread-client.js';
import { exposureSellStops } from '../features/exposure/exposure.service.js';
import { writeCommands } from './write-commands.js';

/**
 * The write thread's program (db/write-thread-client.ts has the main thread's side, and
 * docs/decisions/005-sqlite-write-thread.md and 019 the why). It owns its own connections to the
 * same database. On SQLite its group committer batches the calls that arrive together into one
 * COMMIT; every call is answered only after its COMMIT has returned.
 */
const port = parentPort;
if (!port) throw new Error('write-thread.ts runs only as a worker thread');
const { url } = workerData as { url: string };

const db = openDatabase(url);
let env: Env | undefined;
// Time always comes in the call's payload (the request thread's clock, which tests control).
const clock = (): number => {
  throw new Error('the write thread has no clock: pass `now` in the command');
};

port.on('message', (message: WorkerMessage) => {
  if (message.type === 'env') {
    env = message.env as Env;
    return;
  }
  if (message.type === 'close') {
    void db.destroy().then(() => port.close());
    return;
  }
  const { id, command, payload } = message;
  const answer = (reply: WorkerAnswer) => port.postMessage(reply);
  if (!env) {
    answer({ id, error: toWireError(new Error('the write thread has no configuration yet')) });
    return;
  }
  const run = Object.hasOwn(writeCommands, command) ? writeCommands[command] : undefined;
  if (!run) {
    answer({ id, error: toWireError(new Error(`unknown write command "${command}"`)) });
    return;
  }
  // The same composition as app.ts: orders ask the heavy-number report's stops (issue 40).
  run({ db, env, clock, sellStops: exposureSellStops }, payload).then(
    (value) => answer({ id, value }),
    (error: unknown) => answer({ id, error: toWireError(error) }),
  );
});
