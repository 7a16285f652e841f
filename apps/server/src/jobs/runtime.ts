import type { FastifyBaseLogger } from 'fastify';
import type { ConversionsConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createStorage, type BlobStorage } from '../storage/index.js';
import { CONVERSION_JOB, failConversion, runConversion } from '../modules/conversions/job.js';
import { removeOrphanedBlobs } from '../modules/conversions/orphans.js';
import { DbQueue } from './db-queue.js';
import { PgBossQueue } from './pgboss-queue.js';
import { ExtractPool } from './pool.js';
import { Sweeper } from './sweeper.js';
import { giveUpDelivery, queueConversionEvent, runDeliveryJob, WEBHOOK_DELIVERY_JOB } from '../modules/webhooks/service.js';
import type { JobFailedHandler, Queue } from './types.js';
import { sweepGivenUp } from './give-up-sweep.js';

export interface ConversionRuntime {
  storage: BlobStorage;
  queue: Queue;
  now: () => Date;
  /** the extraction pool, when this process runs the worker */
  pool: ExtractPool | null;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The queue configuration chooses, with its lease timings (`JOB_STALE_SECONDS`): the one place they are set. */
export function createQueue(opts: {
  config: ConversionsConfig;
  database: DatabaseHandle;
  databaseUrl?: string;
  log: FastifyBaseLogger;
  now: () => Date;
}): Queue {
  const { config, database, log, now } = opts;
  if (config.queue === 'pgboss') {
    if (database.kind !== 'postgres' || !opts.databaseUrl) throw new Error('QUEUE=pgboss needs DATABASE_URL (PostgreSQL)');
    return new PgBossQueue({ connectionString: opts.databaseUrl, retryLimit: 1, expireInSeconds: Math.ceil(config.jobStaleMs / 1000), log, extraTypes: [WEBHOOK_DELIVERY_JOB] });
  }
  return new DbQueue(database.db, {
    concurrency: config.jobConcurrency,
    pollMs: 500,
    heartbeatMs: Math.max(200, Math.floor(config.jobStaleMs / 4)),
    staleMs: config.jobStaleMs,
    maxAttempts: 2,
    now,
    log,
  });
}

/**
 * Storage, queue, worker pool and sweeper, chosen from configuration in this one place. The server builds it
 * with `worker: config.embeddedWorker`; `npm run worker` builds it with `worker: true` and no HTTP.
 */
export function createConversionRuntime(opts: {
  config: ConversionsConfig;
  database: DatabaseHandle;
  databaseUrl?: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  storage?: BlobStorage;
  /** the queue (tests: one with other lease timings); default: chosen from configuration */
  queue?: Queue;
  worker: boolean;
  sweeper?: boolean;
}): ConversionRuntime {
  const { config, database, log } = opts;
  const now = opts.now ?? (() => new Date());
  const storage = opts.storage ?? createStorage(config.storage);
  const db = database.db;
  const queue: Queue = opts.queue ?? createQueue({ config, database, databaseUrl: opts.databaseUrl, log, now });
  const sweeper = opts.sweeper === false ? null : new Sweeper({ db, storage, now, log }, config.sweepIntervalMs);
  let pool: ExtractPool | null = null;
  let giveUpTimer: NodeJS.Timeout | undefined;
  let giveUpSweep: Promise<void> | undefined;
  let stopping = false;

  return {
    storage,
    queue,
    now,
    get pool() {
      return pool;
    },
    async start() {
      sweeper?.start();
      if (!opts.worker) return;
      pool = new ExtractPool({ threads: config.threads, memoryMb: config.workerMemoryMb, fileTimeoutMs: config.fileTimeoutMs });
      const deps = { db, storage, pool, now, retentionMs: config.retentionMs, faultInjection: config.faultInjection, log };
      const webhooks = {
        db,
        queue,
        now,
        settings: config.webhooks,
        log,
        ...(database.kind === 'postgres' ? { idleInTransactionMs: Math.max(1000, config.jobStaleMs) } : {}),
      };
      const onFailed: JobFailedHandler = async (job, message) => {
        if (job.type === WEBHOOK_DELIVERY_JOB) {
          const deliveryId = String(job.payload.deliveryId);
          await giveUpDelivery(webhooks, deliveryId, queue.pendingJob(WEBHOOK_DELIVERY_JOB, 'deliveryId', deliveryId));
          return;
        }
        if (job.type !== CONVERSION_JOB) return;
        await failConversion(db, String(job.payload.conversionId), message, now());
        // The runs that died left bytes they had not recorded yet: nobody runs this conversion again.
        await removeOrphanedBlobs({ db, storage, log }, String(job.payload.conversionId)).catch((err: unknown) =>
          log?.warn({ err, conversionId: job.payload.conversionId }, 'could not delete the orphaned files of a given-up conversion'),
        );
        await queueConversionEvent(webhooks, String(job.payload.conversionId));
      };
      await queue.start(async (job) => {
        if (job.type === WEBHOOK_DELIVERY_JOB) return runDeliveryJob(webhooks, String(job.payload.deliveryId), job.lease);
        if (job.type !== CONVERSION_JOB) throw new Error(`Unknown job type ${job.type}`);
        await runConversion(deps, String(job.payload.conversionId), job.signal, job.lease);
        // Also when runConversion found the conversion already finished: a crash between the two must not lose the event.
        await queueConversionEvent(webhooks, String(job.payload.conversionId));
      }, onFailed);
      // Given-up jobs whose give-up handler never ran (see give-up-sweep.ts): checked every giveUpSweepMs. The grace
      // of one lease leaves a give-up under way in a live worker the time to finish first.
      const sweepGiveUps = () => {
        giveUpSweep = sweepGivenUp({ db, queue, log }, onFailed, config.jobStaleMs, { conversion: CONVERSION_JOB, delivery: WEBHOOK_DELIVERY_JOB })
          .then(() => undefined)
          .catch((err: unknown) => log.warn({ err }, 'give-up sweep failed'))
          .finally(() => {
            if (!stopping) giveUpTimer = setTimeout(sweepGiveUps, config.giveUpSweepMs);
          });
      };
      stopping = false;
      giveUpTimer = setTimeout(sweepGiveUps, config.giveUpSweepMs);
    },
    async stop() {
      stopping = true;
      clearTimeout(giveUpTimer);
      await giveUpSweep;
      await sweeper?.stop();
      await queue.stop();
      await pool?.close();
      pool = null;
    },
  };
}
