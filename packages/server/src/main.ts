import { EnvError, parseEnv } from './config/env.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrator.js';
import { startDemoDraws } from './demo/demo-draws.js';
import { startSettlementResume } from './features/results/settlement-resume.js';
import { startResultSync } from './features/results/sync/result-sync.job.js';
import { startWeeklyReset } from './features/weekly/weekly-reset.job.js';
import { serverClock } from './config/test-clock.js';
import { demoLoginsText, seedDemo } from './demo/seed-demo.js';
import { buildApp } from './app.js';
import { createLogger } from './http/logger.js';
import { createAppMetrics } from './metrics/app-metrics.js';

const SHUTDOWN_GRACE_MS = 25_000;
const IDLE_CLOSE_DELAY_MS = 1_000;

async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const db = openDatabase(env.DATABASE_URL, { backgroundCheckpoints: true, writeThread: true });
  // The app's metrics registry, made here so the demo draws' settlements count into it too.
  const ctx: AppContext = { db, env, clock: serverClock(env.TEST_CLOCK_FILE), metrics: createAppMetrics(db) };

  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrated');
  if (env.SEED_DEMO && (await seedDemo(ctx))) {
    console.log(demoLoginsText());
  }

  // Demo mode: generated results at each draw's cut-off, settled like real ones (DEMO_DRAWS=false
  // leaves the draws after the seed to the result sources, as the sync's e2e spec needs).
  const demoDraws =
    env.SEED_DEMO && env.DEMO_DRAWS
      ? startDemoDraws(ctx, (error) => logger.error({ err: error }, 'demo draws failed'))
      : null;

  // Settlements stopped between two steps (a crash, a kill) are finished at start-up, and any that
  // stalls later within a minute, by one instance at a time (docs/decisions/014, issue 36.16).
  const settlementResume = startSettlementResume(ctx, (error) =>
    logger.error({ err: error }, 'resuming a stopped settlement failed'),
  );

  // Results fetched from the configured sources from each draw time, by one instance at a time
  // (issue 43, docs/results-import.md): settled only when two independent sources agree.
  const resultSync = startResultSync(ctx, (error) => logger.error({ err: error }, 'result sync failed'), {
    everyMs: env.RESULT_SYNC_CHECK_MS,
  });

  // The Monday reset of the weekly cycle (issue 41), only with CREDIT_CYCLE=weekly.
  const weeklyReset = startWeeklyReset(ctx, (error) => logger.error({ err: error }, 'weekly reset failed'));

  const app = await buildApp(ctx, { logger });

  let closing = false;
  // While shutting down, answers close their connection: server.close() only ends connections
  // idle at the moment it is called, and a keep-alive connection that finishes its request later
  // would hold the process until its keep-alive timeout (72 s).
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // A request that never ends must not keep the process alive past the orchestrator's patience
    // (Kubernetes waits 30 s before SIGKILL): give up after 25 s, saying so.
    setTimeout(() => {
      logger.error('shutdown took longer than 25 s; exiting with requests still open');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Node's server.close() at once ends every connection not serving a request, and that
    // includes one accepted a moment ago whose request the busy event loop has not read yet: its
    // client would get a reset for a request it sent. End idle connections a second later instead;
    // by then such requests are being served (and answered with Connection: close).
    const closeIdle = app.server.closeIdleConnections.bind(app.server);
    app.server.closeIdleConnections = () => void setTimeout(closeIdle, IDLE_CLOSE_DELAY_MS).unref();
    // close() stops accepting and lets in-flight requests finish; meanwhile the demo draws and the
    // settlement resume finish a run under way and give up their leases. Only when both are done does the database close.
    Promise.all([
      app.close(),
      demoDraws?.stop(),
      settlementResume.stop(),
      resultSync.stop(),
      weeklyReset?.stop(),
    ])
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(`Lotto is serving on http://${env.HOST}:${env.PORT} (${db.dialect}, app type ${env.APP_TYPE})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
