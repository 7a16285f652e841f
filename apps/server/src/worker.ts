/**
 * `npm run worker`: the conversion worker on its own (scale-out). It takes jobs from the shared PostgreSQL
 * (QUEUE=db: our job table; QUEUE=pgboss: pg-boss), extracts in its worker-thread pool and writes to the shared
 * storage (STORAGE_URL). Run the server with EMBEDDED_WORKER=false and as many of these as you like.
 */
import Fastify from 'fastify';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createConversionRuntime } from './jobs/runtime.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.database.kind !== 'postgres') {
    console.error(
      'The standalone worker needs DATABASE_URL=postgres://… (and STORAGE_URL for storage shared with the server). ' +
        'In embedded mode the worker already runs inside the server.',
    );
    process.exit(1);
  }
  const log = Fastify({ logger: { level: config.logLevel } }).log;
  const database = await openDatabase(config);
  const runtime = createConversionRuntime({
    config: config.conversions,
    database,
    databaseUrl: config.database.url,
    log,
    worker: true,
  });
  await runtime.start();
  log.info(`Tallysheet worker ready · queue ${config.conversions.queue} · ${config.conversions.threads} threads`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, finishing`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    runtime
      .stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'worker shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('Tallysheet worker failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
