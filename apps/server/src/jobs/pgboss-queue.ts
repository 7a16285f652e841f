import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { SCHEMA_LOCK_KEY } from '../db/client.js';
import type { Db } from '../db/types.js';
import { LeaseLostError } from './lease.js';
import type { JobFailedHandler, JobHandler, JobSpec, Queue } from './types.js';

export interface PgBossQueueOptions {
  connectionString: string;
  /** retries after the first run (1 = run at most twice) */
  retryLimit: number;
  /**
   * The job lease: an active job whose lease was not renewed for this long is taken as dead (its worker stopped) and
   * retried. A running job renews it every `heartbeatMs`.
   */
  expireInSeconds: number;
  /** how often a running job renews its lease (default: a quarter of the lease) */
  heartbeatMs?: number;
  /** how often pg-boss looks for expired jobs (default: an eighth of the lease, at least 1 s; a tick can be skipped) */
  maintenanceIntervalSeconds?: number;
  /** idle polling interval of each worker slot (default 1 s) */
  pollMs?: number;
  /** jobs run at once by this process */
  concurrency?: number;
  /** job types (pg-boss queues) this process works on besides 'conversion' */
  extraTypes?: string[];
  log?: { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

const DEAD_SUFFIX = '__dead';
/** The give-up message of a job type's dead letter (handlers may word their own). */
const FAILED_TWICE: Record<string, string> = {
  conversion: 'The conversion could not be finished: its worker failed twice while processing it.',
};

/** PostgreSQL's "deadlock detected": the server aborted one of the two transactions, which may simply run again. */
function isDeadlock(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === '40P01' || /deadlock detected/i.test(String(err));
}

/** Runs `work`, again (up to 4 more times, after a short random pause) when PostgreSQL aborted it as a deadlock. */
export async function retryDeadlock<T>(work: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isDeadlock(err) || attempt >= tries) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * The scale-out queue: pg-boss on the same PostgreSQL. Jobs are sent through the caller's transaction (pg-boss
 * runs its INSERT on the transaction's client), so a job exists exactly when its conversion does. A job that
 * throws or expires is retried `retryLimit` times, then lands in a dead-letter queue whose worker calls onFailed.
 *
 * Leases: pg-boss 10 expires an active job `expire_in` after it started and has no heartbeat, so each run renews
 * its own lease — `expire_in` moved to (time run so far + lease) — every `heartbeatMs`, and pg-boss's maintenance
 * (every `maintenanceIntervalSeconds`) retries a job whose lease ran out: a killed worker's job runs again within
 * lease + maintenance interval + retry delay + a poll. Renewals are fenced by the run's `retry_count` (a retried run
 * has a higher one), and the worker slots fetch and complete jobs themselves (not `boss.work`), so a run that lost
 * its lease aborts and neither completes nor fails the job another worker now runs.
 */
export class PgBossQueue implements Queue {
  readonly kind = 'pgboss' as const;
  private readonly boss: PgBoss;
  private started?: Promise<void>;
  private readonly queues = new Set<string>();

  constructor(private readonly opts: PgBossQueueOptions) {
    this.boss = new PgBoss({
      connectionString: opts.connectionString,
      schema: 'pgboss',
      max: 4,
      maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? Math.max(1, Math.floor(opts.expireInSeconds / 8)),
    });
    this.boss.on('error', (err) => opts.log?.error({ err }, 'pg-boss error'));
    // A failed run's outcome is written in a transaction that first locks the job's row (see fail below); a worker
    // frozen inside it must not hold that lock (and with it pg-boss's expiry of every job) for longer than a lease.
    this.outcomes = new pg.Pool({
      connectionString: opts.connectionString,
      max: 2,
      idle_in_transaction_session_timeout: Math.max(1000, opts.expireInSeconds * 1000),
    });
    this.outcomes.on('error', (err) => opts.log?.error({ err }, 'pg-boss outcome connection error'));
  }

  private readonly outcomes: pg.Pool;

  /**
   * Starts pg-boss under the schema advisory lock: on a fresh database its start installs the pgboss schema and runs a
   * first maintenance, which deadlocked now and then with another process creating its queues at the same moment
   * (seen once in a clean-clone run of the scale-out start test). A deadlock that still happens is retried.
   */
  private ensureStarted(): Promise<void> {
    this.started ??= retryDeadlock(() => this.underSchemaLock(() => this.boss.start())).then(() => undefined);
    return this.started;
  }

  /** Runs `work` holding the schema advisory lock, on a connection of its own (closing it releases the lock). */
  private async underSchemaLock<T>(work: () => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: this.opts.connectionString });
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
      return await work();
    } finally {
      await client.end().catch(() => {});
    }
  }

  /**
   * Makes (or updates) the queue `name` and its dead-letter queue, once per process. pg-boss's create_queue is not
   * serialised: two processes creating queues at once (the server and workers starting together against a fresh
   * database) attach partitions and add foreign keys to pgboss.queue in opposite lock orders and one of them dies
   * with "deadlock detected". So queue set-up runs under the schema advisory lock (one process at a time, on a
   * connection of its own), and the queues this process will use are all made in that one turn.
   */
  private ensureQueue(name: string): Promise<void> {
    if (this.queues.has(name)) return Promise.resolve();
    this.setUp ??= this.ensureStarted().then(() => retryDeadlock(() => this.createQueuesLocked(['conversion', ...(this.opts.extraTypes ?? [])])));
    const pending = this.setUp.then(() => (this.queues.has(name) ? undefined : retryDeadlock(() => this.createQueuesLocked([name]))));
    // A failed set-up is tried again by the next caller rather than remembered.
    pending.catch(() => (this.setUp = undefined));
    return pending;
  }

  private setUp?: Promise<void>;

  private createQueuesLocked(names: string[]): Promise<void> {
    return this.underSchemaLock(async () => {
      for (const name of names) {
        const dead = `${name}${DEAD_SUFFIX}`;
        if (!(await this.boss.getQueue(dead))) await this.boss.createQueue(dead);
        const policy = { name, retryLimit: this.opts.retryLimit, retryDelay: 1, expireInSeconds: this.opts.expireInSeconds, deadLetter: dead };
        // An existing queue gets the current lease too (it was made by an older version, or with another setting).
        if (!(await this.boss.getQueue(name))) await this.boss.createQueue(name, policy);
        else await this.boss.updateQueue(name, policy);
        this.queues.add(name);
      }
    });
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

  pendingJob(type: string, key: string, value: string): SQL {
    // 'created' (queued or waiting for its start time), 'retry' (failed or expired, to run again), 'active' (running)
    return sql`exists (select 1 from pgboss.job where name = ${type} and data ->> ${key}::text = ${value}::text
      and state in ('created', 'retry', 'active'))`;
  }

  givenUp(type: string, key: string, value: SQL, graceMs: number): SQL {
    // A job past its retries is 'failed' (pg-boss sets completed_on) and its dead letter is queued in the same
    // statement; while the dead letter is to run or running, its give-up is on its way. A dead letter that failed
    // past its own retries, or a give-up that found a live job, leaves nothing to run.
    return sql`(exists (select 1 from pgboss.job where name = ${type} and data ->> ${key}::text = (${value})::text
        and state = 'failed' and completed_on < now() - ${graceMs}::int * interval '1 millisecond')
      and not exists (select 1 from pgboss.job where name in (${type}, ${`${type}${DEAD_SUFFIX}`}) and data ->> ${key}::text = (${value})::text
        and state in ('created', 'retry', 'active')))`;
  }

  async start(handler: JobHandler, onFailed: JobFailedHandler): Promise<void> {
    const name = 'conversion';
    await this.ensureQueue(name);
    const controller = new AbortController();
    this.stopController = controller;
    this.running = true;
    for (const type of this.opts.extraTypes ?? []) {
      await this.ensureQueue(type);
      this.slots.push(this.workSlot(type, handler, controller.signal));
    }
    const workers = Math.max(1, this.opts.concurrency ?? 2);
    for (let i = 0; i < workers; i++) this.slots.push(this.workSlot(name, handler, controller.signal));
    // Dead letters run in a leased slot too: the give-up of a job whose worker died while giving it up runs again
    // within a lease, not after pg-boss's default expiry of 15 minutes. One slot per job type: a given-up webhook
    // delivery must end as surely as a given-up conversion.
    for (const type of [name, ...(this.opts.extraTypes ?? [])]) {
      this.slots.push(
        this.workSlot(
          `${type}${DEAD_SUFFIX}`,
          (job) => onFailed({ id: job.id, type, payload: job.payload }, FAILED_TWICE[type] ?? `The ${type} job could not be finished: its worker failed twice while processing it.`),
          controller.signal,
        ),
      );
    }
  }

  private running = false;
  private readonly slots: Promise<void>[] = [];

  /** One worker slot: fetches a job of `type`, runs it under a renewed lease, completes or fails it, repeats. */
  private async workSlot(type: string, handler: JobHandler, stopSignal: AbortSignal): Promise<void> {
    const pollMs = this.opts.pollMs ?? 1000;
    while (this.running) {
      let jobs: PgBoss.JobWithMetadata<Record<string, unknown>>[] = [];
      try {
        jobs = (await this.boss.fetch<Record<string, unknown>>(type, { batchSize: 1, includeMetadata: true })) ?? [];
      } catch (err) {
        if (this.running) this.opts.log?.error({ err, type }, 'pg-boss fetch failed');
      }
      const job = jobs[0];
      if (!job) {
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        continue;
      }
      await this.runLeased(type, job, handler, stopSignal);
    }
  }

  private async runLeased(
    type: string,
    job: PgBoss.JobWithMetadata<Record<string, unknown>>,
    handler: JobHandler,
    stopSignal: AbortSignal,
  ): Promise<void> {
    const controller = new AbortController();
    const onStop = () => controller.abort(stopSignal.reason);
    stopSignal.addEventListener('abort', onStop, { once: true });
    let leaseLost = false;
    const heartbeatMs = this.opts.heartbeatMs ?? Math.max(200, Math.floor((this.opts.expireInSeconds * 1000) / 4));
    // one renewal at a time: under load a slow renewal is not joined by more of them
    let renewing = false;
    const heartbeat = setInterval(() => {
      if (renewing || leaseLost) return;
      renewing = true;
      this.renewLease(type, job.id, job.retryCount)
        .finally(() => (renewing = false))
        .then((held) => {
          if (held || leaseLost) return;
          leaseLost = true;
          this.opts.log?.warn({ jobId: job.id }, 'job lease taken over by another worker; stopping this run');
          controller.abort(new Error('job lease lost'));
        })
        .catch((err: unknown) => this.opts.log?.warn({ err, jobId: job.id }, 'job heartbeat failed'));
    }, heartbeatMs);
    let error: unknown = null;
    // pg-boss makes a dead letter with the table's defaults (a 15-minute expiry) and the failed job's retry limit:
    // leased like a job from the start here, and retried until its handler (idempotent) has run.
    if (type.endsWith(DEAD_SUFFIX)) await this.leaseDeadLetter(type, job.id, job.retryCount).catch((err: unknown) => this.opts.log?.warn({ err, jobId: job.id }, 'could not lease a dead letter'));
    const lease = sql`exists (select 1 from pgboss.job where name = ${type} and id = ${job.id}::uuid and state = 'active'
      and retry_count = ${job.retryCount}::int for share)`;
    try {
      await handler({ id: job.id, type, payload: job.data, attempt: job.retryCount + 1, signal: controller.signal, lease });
    } catch (err) {
      error = err;
      if (!(err instanceof LeaseLostError) && !controller.signal.aborted) this.opts.log?.warn({ err, jobId: job.id, type, attempt: job.retryCount + 1 }, 'job failed');
      // A fenced write of the run found the lease gone before the heartbeat did.
      if (err instanceof LeaseLostError && !leaseLost) {
        leaseLost = true;
        this.opts.log?.warn({ jobId: job.id }, 'job lease taken over by another worker; this run stopped');
      }
    } finally {
      clearInterval(heartbeat);
      stopSignal.removeEventListener('abort', onStop);
    }
    try {
      // The outcome is written only while this run still holds the job, in the statement (or transaction) that checks it.
      const recorded =
        !leaseLost &&
        (error === null
          ? await this.complete(type, job.id, job.retryCount)
          : await this.fail(type, job.id, job.retryCount, error instanceof Error ? error.message : String(error)));
      if (!recorded) this.opts.log?.warn({ jobId: job.id }, 'job outcome not recorded: its lease had been taken over by another worker');
    } catch (err) {
      this.opts.log?.error({ err, jobId: job.id }, 'could not record a job outcome (its lease runs out and it is retried)');
    }
  }

  /**
   * pg-boss's complete, fenced: only the run that holds the job (active, same retry count) completes it — a run
   * that checked its lease and then froze must not complete the job its retry is running now (pg-boss keeps the id
   * across retries, and its complete matches the id and the state only). One statement; false when not held.
   */
  private async complete(type: string, id: string, retryCount: number): Promise<boolean> {
    const { rowCount } = await this.outcomes.query(
      `UPDATE pgboss.job SET completed_on = now(), state = 'completed', output = NULL
       WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $3`,
      [type, id, retryCount],
    );
    return (rowCount ?? 0) > 0;
  }

  /**
   * pg-boss's fail (retry, or the dead letter), fenced: in one transaction with the job's row locked while it is
   * still this run's; false (nothing written) when it is not.
   */
  private async fail(type: string, id: string, retryCount: number, message: string): Promise<boolean> {
    const client = await this.outcomes.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const { rowCount } = await client.query(
        `SELECT 1 FROM pgboss.job WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $3 FOR UPDATE`,
        [type, id, retryCount],
      );
      if (!rowCount) {
        await client.query('ROLLBACK');
        return false;
      }
      await this.boss.fail(type, id, { message }, { db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) } as unknown as PgBoss.Db });
      await client.query('COMMIT');
      return true;
    } catch (err) {
      broken = true;
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release(broken);
    }
  }

  /** A dead letter just fetched: the lease and retries of a job (see runLeased). */
  private async leaseDeadLetter(type: string, id: string, retryCount: number): Promise<void> {
    const db = this.boss.getDb() as unknown as { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };
    await db.executeSql(
      `UPDATE pgboss.job SET expire_in = (now() - started_on) + make_interval(secs => $3), retry_limit = greatest(retry_limit, 10), retry_delay = 1
       WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $4`,
      [type, id, this.opts.expireInSeconds, retryCount],
    );
  }

  /** Extends the run's lease to now + lease; false when the job is no longer this run's (retried, finished, gone). */
  private async renewLease(type: string, id: string, retryCount: number): Promise<boolean> {
    const db = this.boss.getDb() as unknown as { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };
    const { rows } = await db.executeSql(
      `UPDATE pgboss.job SET expire_in = (now() - started_on) + make_interval(secs => $3)
       WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $4 RETURNING id`,
      [type, id, this.opts.expireInSeconds, retryCount],
    );
    return rows.length > 0;
  }

  private stopController?: AbortController;

  async stop(): Promise<void> {
    this.running = false;
    this.stopController?.abort();
    await Promise.allSettled(this.slots);
    if (this.started) await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    await this.outcomes.end().catch(() => {});
  }
}
