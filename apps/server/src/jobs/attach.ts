import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { BlobStorage } from '../storage/index.js';
import { createConversionRuntime, type ConversionRuntime } from './runtime.js';
import type { Queue } from './types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's clock (tests inject one) */
    now: () => Date;
    storage: BlobStorage;
    queue: Queue;
    conversions: ConversionRuntime;
  }
}

/**
 * Decorates the app with the clock, blob storage and job queue, and runs the embedded worker and the retention
 * sweeper from `ready` until `close` (stopped before the database closes).
 */
export function attachConversions(
  app: FastifyInstance,
  config: AppConfig,
  database: DatabaseHandle,
  deps: { now?: () => Date; storage?: BlobStorage },
): void {
  const runtime = createConversionRuntime({
    config: config.conversions,
    database,
    databaseUrl: config.database.kind === 'postgres' ? config.database.url : undefined,
    log: app.log,
    now: deps.now,
    storage: deps.storage,
    worker: config.conversions.embeddedWorker,
  });
  app.decorate('now', runtime.now);
  app.decorate('storage', runtime.storage);
  app.decorate('queue', runtime.queue);
  app.decorate('conversions', runtime);
  app.addHook('onReady', async () => {
    await runtime.start();
  });
  app.addHook('preClose', async () => {
    await runtime.stop();
  });
}
