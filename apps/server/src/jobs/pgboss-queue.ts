import PgBoss from 'pg-boss';
import type { Db } from '../db/types.js';
import type { JobFailedHandler, JobHandler, JobSpec, Queue } from './types.js';

export interface PgBossQueueOptions {
  connectionString: string;
  /** retries after the first run (1 = run at most twice) */
  retryLimit: number;
  /** an active job not finished after this long is taken as dead (its worker stopped) and retried */
  expireInSeconds: number;
  /** jobs run at once by this process */
  concurrency?: number;
  /** job types (pg-boss queues) this process works on besides 'conversion' */
  extraTypes?: string[];
  log?: { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

const DEAD_SUFFIX = '__dead';

/**
 * The scale-out queue: pg-boss on the same PostgreSQL. Jobs are sent through the caller's transaction (pg-boss
 * runs its INSERT on the transaction's client), so a job exists exactly when its conversion does. A job that
 * throws or expires is retried `retryLimit` times, then lands in a dead-letter queue whose worker calls onFailed.
 */
export class PgBossQueue implements Queue {
  readonly kind = 'pgboss' as const;
  private readonly boss: PgBoss;
  private started?: Promise<void>;
  private readonly queues = new Set<string>();

  constructor(private readonly opts: PgBossQueueOptions) {
    this.boss = new PgBoss({ connectionString: opts.connectionString, schema: 'pgboss', max: 4 });
    this.boss.on('error', (err) => opts.log?.error({ err }, 'pg-boss error'));
  }

  private ensureStarted(): Promise<void> {
    this.started ??= this.boss.start().then(() => undefined);
    return this.started;
  }

  private async ensureQueue(name: string): Promise<void> {
    if (this.queues.has(name)) return;
    await this.ensureStarted();
    const dead = `${name}${DEAD_SUFFIX}`;
    if (!(await this.boss.getQueue(dead))) await this.boss.createQueue(dead);
    if (!(await this.boss.getQueue(name))) {
      await this.boss.createQueue(name, {
        name,
        retryLimit: this.opts.retryLimit,
        retryDelay: 1,
        expireInSeconds: this.opts.expireInSeconds,
        deadLetter: dead,
      });
    }
    this.queues.add(name);
  }

  async enqueue(tx: Db | undefined, spec: JobSpec): Promise<string> {
    await this.ensureQueue(spec.type);
    const client = (tx as unknown as { session?: { client?: { query?: unknown } } } | undefined)?.session?.client;
    const db =
      client && typeof client.query === 'function'
        ? { executeSql: (text: string, values: unknown[]) => (client as { query(t: string, v: unknown[]): Promise<{ rows: unknown[] }> }).query(text, values) }
        : undefined;
    if (tx && !db) throw new Error('pg-boss can only enqueue inside a node-postgres transaction');
    const options: PgBoss.SendOptions = { ...(db ? { db: db as PgBoss.Db } : {}), ...(spec.runAt ? { startAfter: spec.runAt } : {}) };
    const id = await this.boss.send(spec.type, spec.payload, options);
    if (!id) throw new Error('pg-boss did not accept the job');
    return id;
  }

  wake(): void {
    // pg-boss workers poll on their own.
  }

  async start(handler: JobHandler, onFailed: JobFailedHandler): Promise<void> {
    const name = 'conversion';
    await this.ensureQueue(name);
    const controller = new AbortController();
    this.stopController = controller;
    for (const type of this.opts.extraTypes ?? []) {
      await this.ensureQueue(type);
      await this.boss.work<Record<string, unknown>>(type, { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true }, async (jobs) => {
        for (const job of jobs as PgBoss.JobWithMetadata<Record<string, unknown>>[]) {
          await handler({ id: job.id, type, payload: job.data, attempt: job.retryCount + 1, signal: controller.signal });
        }
      });
    }
    const workers = Math.max(1, this.opts.concurrency ?? 2);
    for (let i = 0; i < workers; i++) {
      await this.boss.work<Record<string, unknown>>(name, { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true }, async (jobs) => {
        for (const job of jobs as PgBoss.JobWithMetadata<Record<string, unknown>>[]) {
          await handler({ id: job.id, type: name, payload: job.data, attempt: job.retryCount + 1, signal: controller.signal });
        }
      });
    }
    await this.boss.work<Record<string, unknown>>(`${name}${DEAD_SUFFIX}`, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs) => {
      for (const job of jobs) {
        await onFailed({ id: job.id, type: name, payload: job.data }, 'The conversion could not be finished: its worker failed twice while processing it.');
      }
    });
  }

  private stopController?: AbortController;

  async stop(): Promise<void> {
    this.stopController?.abort();
    if (this.started) await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
