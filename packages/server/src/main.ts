import pino from 'pino';
import { EnvError, parseEnv } from './config/env.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrator.js';
import { startDemoDraws } from './features/demo/demo-draws.js';
import { demoLoginsText, seedDemo } from './features/demo/seed-demo.js';
import { buildApp } from './http/app.js';

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
  const logger = pino({ level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'] });
  const db = openDatabase(env.DATABASE_URL, { backgroundCheckpoints: true, writeThread: true });
  const ctx: AppContext = { db, env, clock: Date.now };

  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrated');
  if (env.SEED_DEMO && (await seedDemo(ctx))) {
    console.log(demoLoginsText());
  }

  // Demo mode: generated results at each draw's cut-off, settled like real ones.
  const demoDraws = env.SEED_DEMO
    ? startDemoDraws(ctx, (error) => logger.error({ err: error }, 'demo draws failed'))
    : null;

  const app = await buildApp(ctx, { logger });
  app.addHook('onClose', async () => {
    await demoDraws?.stop();
    await db.destroy();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // close() stops accepting, lets in-flight requests finish, then runs onClose (the pool).
    app.close().then(
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
