import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { job } from '../db/schema/conversions.js';
import type { Db } from '../db/types.js';
import { LeaseLostError } from './lease.js';
import type { JobFailedHandler, JobHandler, JobSpec, Queue, RunningJob } from './types.js';

export interface DbQueueOptions {
  /** jobs run at once by this process */
  concurrency: number;
  /** idle polling interval (an enqueue in this process wakes the poller at once) */
  pollMs: number;
  /** how often a running job's heartbeat (its lease renewal) is written */
  heartbeatMs: number;
  /** the lease: a running job whose heartbeat is older than this is taken as dead (its process stopped) */
  staleMs: number;
  /** how often this process looks for jobs with an expired lease (default: a quarter of the lease, at most 30 s) */
  staleCheckMs?: number;
  /** runs of one job before it is failed for good (1 = no retry) */
  maxAttempts: number;
  now: () => Date;
  log?: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

/**
 * The in-process queue: jobs are rows of the `job` table, claimed with `FOR UPDATE SKIP LOCKED`, so they survive
 * a restart and several worker processes may share one PostgreSQL database.
 *
 * Leases: a running job's heartbeat renews its lease every `heartbeatMs`; a job whose heartbeat is older than
 * `staleMs` (its process died) is queued again once, then failed with a message. Every worker looks for expired
 * leases every `staleCheckMs`, so a dead worker's job is taken again within `staleMs + staleCheckMs` (+ a poll).
 * Heartbeats and the expiry test use the database's clock (`now()`), so workers on other machines, or an app clock
 * moved by tests, agree on it. The lease is fenced: a heartbeat or outcome is written only while this worker still
 * holds the job (same `locked_by` and attempt); a worker that finds its lease taken over aborts its run and writes
 * nothing, so a job is not finished twice.
 */
export class DbQueue implements Queue {
  readonly kind = 'db' as const;
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private handler?: JobHandler;
  private onFailed?: JobFailedHandler;
  private running = false;
  private timer?: NodeJS.Timeout;
  private ticking = false;
  private tickAgain = false;
  private lastStaleCheck = 0;
  private readonly staleCheckMs: number;
  private readonly active = new Map<string, { controller: AbortController; done: Promise<void> }>();
  /** the leases this process holds, renewed together (one statement per heartbeat, however many jobs run) */
  private readonly leases = new Map<string, { row: typeof job.$inferSelect; lost: () => void }>();
  private heartbeat?: NodeJS.Timeout;
  private renewing = false;

  constructor(
    private readonly db: Db,
    private readonly opts: DbQueueOptions,
  ) {
    this.staleCheckMs = opts.staleCheckMs ?? Math.min(Math.max(100, Math.floor(opts.staleMs / 4)), 30_000);
  }

  async enqueue(tx: Db | undefined, spec: JobSpec): Promise<string> {
    const id = randomUUID();
    const now = this.opts.now();
    await (tx ?? this.db).insert(job).values({ id, type: spec.type, payload: spec.payload, status: 'queued', runAt: spec.runAt ?? now, createdAt: now });
    return id;
  }

  pendingJob(type: string, key: string, value: string): SQL {
    return sql`exists (select 1 from ${job} where ${job.type} = ${type} and ${job.payload} ->> ${key}::text = ${value}::text
      and ${job.status} in ('queued', 'running'))`;
  }

  givenUp(type: string, key: string, value: SQL, graceMs: number): SQL {
    // finishedAt is written with this queue's clock (opts.now), so the cut-off is taken from it too
    const before = new Date(this.opts.now().getTime() - graceMs).toISOString();
    return sql`(exists (select 1 from ${job} where ${job.type} = ${type} and ${job.payload} ->> ${key}::text = (${value})::text
        and ${job.status} = 'failed' and ${job.finishedAt} < ${before}::timestamptz)
      and not exists (select 1 from ${job} where ${job.type} = ${type} and ${job.payload} ->> ${key}::text = (${value})::text
        and ${job.status} in ('queued', 'running')))`;
  }

  wake(): void {
    if (!this.running) return;
    setImmediate(() => void this.tick());
  }

  async start(handler: JobHandler, onFailed: JobFailedHandler): Promise<void> {
    this.handler = handler;
    this.onFailed = onFailed;
    this.running = true;
    await this.recoverStale();
    this.heartbeat = setInterval(() => void this.renewLeases(), this.opts.heartbeatMs);
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    for (const { controller } of this.active.values()) controller.abort();
    await Promise.allSettled([...this.active.values()].map((a) => a.done));
    clearInterval(this.heartbeat);
  }

  /** Jobs this process is running now. */
  get activeCount(): number {
    return this.active.size;
  }

  private schedule(ms: number): void {
    if (!this.running) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
  }

  private async tick(): Promise<void> {
    if (!this.running) return;
    if (this.ticking) {
      this.tickAgain = true;
      return;
    }
    this.ticking = true;
    try {
      if (Date.now() - this.lastStaleCheck >= this.staleCheckMs) await this.recoverStale();
      while (this.running && this.active.size < this.opts.concurrency) {
        const claimed = await this.claim();
        if (!claimed) break;
        this.launch(claimed);
      }
    } catch (err) {
      this.opts.log?.error({ err }, 'job queue poll failed');
    } finally {
      this.ticking = false;
      if (this.tickAgain) {
        this.tickAgain = false;
        setImmediate(() => void this.tick());
      } else this.schedule(this.opts.pollMs);
    }
  }

  private async claim(): Promise<typeof job.$inferSelect | undefined> {
    const now = this.opts.now();
    const rows = await this.db
      .update(job)
      .set({ status: 'running', lockedAt: now, lockedBy: this.workerId, heartbeatAt: sql`now()`, attempts: sql`${job.attempts} + 1` })
      .where(
        eq(
          job.id,
          sql`(select ${job.id} from ${job} where ${job.status} = 'queued' and ${job.runAt} <= ${now.toISOString()}::timestamptz order by ${job.runAt} limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return rows[0];
  }

  private launch(row: typeof job.$inferSelect): void {
    const controller = new AbortController();
    const running: RunningJob = {
      id: row.id,
      type: row.type,
      payload: row.payload as Record<string, unknown>,
      attempt: row.attempts,
      signal: controller.signal,
      lease: sql`exists (select 1 from ${job} where ${job.id} = ${row.id} and ${job.status} = 'running' and ${job.lockedBy} = ${this.workerId}
        and ${job.attempts} = ${row.attempts}::int for share)`,
    };
    let leaseLost = false;
    this.leases.set(row.id, {
      row,
      lost: () => {
        if (leaseLost) return;
        leaseLost = true;
        this.opts.log?.warn({ jobId: row.id }, 'job lease taken over by another worker; stopping this run');
        controller.abort(new Error('job lease lost'));
      },
    });
    const done = (async () => {
      try {
        await this.handler!(running);
        if (!(await this.finish(row, { status: 'done' }))) this.lostOutcome(row.id, 'done');
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        // A fenced write of the run found the lease gone before the heartbeat did.
        if (err instanceof LeaseLostError) this.leases.get(row.id)?.lost();
        if (leaseLost) {
          // Another worker holds the job now: its run decides the outcome.
        } else if (controller.signal.aborted && !this.running) {
          // Stopped with the server: hand it back untouched so the next start runs it again.
          await this.finish(row, { status: 'queued', attempts: row.attempts - 1, lastError: null }).catch(() => {});
        } else if (row.attempts < this.opts.maxAttempts) {
          this.opts.log?.warn({ jobId: row.id, err }, 'job failed, will retry');
          if (!(await this.finish(row, { status: 'queued', lastError: message }))) this.lostOutcome(row.id, 'retry');
        } else {
          this.opts.log?.error({ jobId: row.id, err }, 'job failed for good');
          if (await this.finish(row, { status: 'failed', lastError: message })) {
            await this.onFailed?.(running, message).catch((e: unknown) => this.opts.log?.error({ err: e }, 'job failure handler failed'));
          } else this.lostOutcome(row.id, 'failed');
        }
      } finally {
        this.leases.delete(row.id);
        this.active.delete(row.id);
        this.wake();
      }
    })().catch((err: unknown) => {
      // Recording the outcome failed (database gone?): the heartbeat stops, so the job is picked up again later.
      this.opts.log?.error({ err, jobId: row.id }, 'could not record a job outcome');
    });
    this.active.set(row.id, { controller, done });
  }

  /**
   * Renews the leases of every job this process runs, in one statement (on embedded PGlite each statement runs on
   * the event loop that answers status reads); a job not renewed is no longer held by its run (same `locked_by` and
   * attempt), which is stopped. One renewal at a time: under load a slow renewal is not joined by more of them.
   */
  private async renewLeases(): Promise<void> {
    if (this.renewing || this.leases.size === 0) return;
    this.renewing = true;
    const asked = [...this.leases.values()];
    try {
      const held = await this.db
        .update(job)
        .set({ heartbeatAt: sql`now()` })
        .where(
          and(
            eq(job.status, 'running'),
            eq(job.lockedBy, this.workerId),
            sql`(${job.id}, ${job.attempts}) in (${sql.join(
              asked.map((l) => sql`(${l.row.id}, ${l.row.attempts}::int)`),
              sql`, `,
            )})`,
          ),
        )
        .returning({ id: job.id });
      const renewed = new Set(held.map((h) => h.id));
      // a job that ended while the statement ran is no longer in `leases`: only the ones still running were lost
      for (const l of asked) if (!renewed.has(l.row.id) && this.leases.get(l.row.id) === l) l.lost();
    } catch (err) {
      this.opts.log?.warn({ err, jobs: asked.map((l) => l.row.id) }, 'job heartbeat failed');
    } finally {
      this.renewing = false;
    }
  }

  /** The job is still running under this worker's lease of this attempt. */
  private heldBy(row: typeof job.$inferSelect) {
    return and(eq(job.id, row.id), eq(job.status, 'running'), eq(job.lockedBy, this.workerId), eq(job.attempts, row.attempts));
  }

  /** Records an outcome while the lease is still held; false (nothing written) when another worker took the job over. */
  private async finish(row: typeof job.$inferSelect, set: Partial<typeof job.$inferInsert>): Promise<boolean> {
    const now = this.opts.now();
    const written = await this.db
      .update(job)
      .set({ lockedBy: null, lockedAt: null, ...(set.status === 'done' || set.status === 'failed' ? { finishedAt: now } : { runAt: now }), ...set })
      .where(this.heldBy(row))
      .returning({ id: job.id });
    return written.length > 0;
  }

  private lostOutcome(jobId: string, outcome: string): void {
    this.opts.log?.warn({ jobId, outcome }, 'job outcome not recorded: its lease had been taken over by another worker');
  }

  /** Running jobs whose lease expired (their process stopped writing heartbeats): run once more, or fail them for good. */
  async recoverStale(): Promise<void> {
    this.lastStaleCheck = Date.now();
    const now = this.opts.now();
    const expired = lt(job.heartbeatAt, sql`now() - ${this.opts.staleMs}::int * interval '1 millisecond'`);
    const stale = await this.db
      .select()
      .from(job)
      .where(and(eq(job.status, 'running'), expired));
    for (const row of stale) {
      if (this.active.has(row.id)) continue;
      if (row.attempts < this.opts.maxAttempts) {
        this.opts.log?.warn({ jobId: row.id, lockedBy: row.lockedBy }, 'job worker stopped responding, running it again');
        await this.db
          .update(job)
          .set({ status: 'queued', lockedBy: null, lockedAt: null, runAt: now, lastError: 'worker stopped responding' })
          .where(and(eq(job.id, row.id), eq(job.status, 'running'), eq(job.attempts, row.attempts), expired));
      } else {
        const message = 'The conversion could not be finished: its worker stopped twice while processing it.';
        const claimed = await this.db
          .update(job)
          .set({ status: 'failed', lockedBy: null, lockedAt: null, finishedAt: now, lastError: message })
          .where(and(eq(job.id, row.id), eq(job.status, 'running'), eq(job.attempts, row.attempts), expired))
          .returning({ id: job.id });
        if (claimed.length > 0) {
          this.opts.log?.error({ jobId: row.id }, 'job worker died twice, job failed');
          await this.onFailed?.({ id: row.id, type: row.type, payload: row.payload as Record<string, unknown> }, message);
        }
      }
    }
  }
}
