import { afterEach, expect, vi } from 'vitest';
import type { AppConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import type { Db } from '../../src/db/types.js';
import { createConversionRuntime } from '../../src/jobs/runtime.js';
import type { Queue } from '../../src/jobs/types.js';
import { collectingLog } from './collecting-log.js';
import type { TestApp } from './index.js';

/** The two queues the queue tests run on: the embedded db queue and pg-boss. */
export type Kind = 'db' | 'pgboss';

/**
 * Clean-ups run after each test of the calling file, last registered first (a failing one does not stop the
 * others): push a function for everything a test starts (apps, workers, receivers, held gates).
 */
export function cleanupsAfterEach(): Array<() => Promise<void>> {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
  });
  return cleanups;
}

/** Waits (polling every 50 ms, up to `timeout`) until `fn` answers true. */
export const waitUntil = (fn: () => boolean | Promise<boolean>, timeout = 90_000) =>
  vi.waitFor(async () => expect(await fn()).toBe(true), { timeout, interval: 50 });

/** The app's configuration, database handle and Drizzle database (not part of its public surface). */
export const appInternals = (app: TestApp) => ({
  config: (app as unknown as { config: AppConfig }).config,
  database: (app as unknown as { database: DatabaseHandle }).database,
  db: (app as unknown as { db: Db }).db,
});

/**
 * Starts a worker process of the runtime (its real job and give-up handlers, one thread, no sweeper of its own) on
 * `queue`, else on the app's configured queue; stopped by the clean-ups.
 */
export async function startWorker(app: TestApp, cleanups: Array<() => Promise<void>>, queue?: Queue): Promise<void> {
  const { config, database } = appInternals(app);
  const runtime = createConversionRuntime({
    config: { ...config.conversions, threads: 1 },
    database,
    databaseUrl: config.database.kind === 'postgres' ? config.database.url : undefined,
    log: collectingLog() as never,
    ...(queue ? { queue } : {}),
    worker: true,
    sweeper: false,
  });
  cleanups.push(() => runtime.stop());
  await runtime.start();
}
