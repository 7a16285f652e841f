import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/types.js';

export interface JobSpec {
  type: string;
  payload: Record<string, unknown>;
  /** not before this time (a retry with backoff); default now */
  runAt?: Date;
}

export interface RunningJob {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  /** 1 on the first run, 2 on the retry */
  attempt: number;
  /** set when the queue is stopping and the job should give up soon (it will be run again) */
  signal: AbortSignal;
  /**
   * The run's fence: an SQL condition that is true only while this run still holds the job, and share-locks the
   * job's row for the statement that evaluates it (a takeover updates that row, so it waits for the statement).
   * Every write of the run carries it (`fencedStatement`), so a worker frozen past its lease (SIGSTOP, a stalled
   * VM) that resumes after another worker took its job over writes nothing.
   */
  lease: SQL;
}

export type JobHandler = (job: RunningJob) => Promise<void>;
/** Called when a job is given up for good (its worker died twice, or it threw twice). */
export type JobFailedHandler = (job: { id: string; type: string; payload: Record<string, unknown> }, message: string) => Promise<void>;

/**
 * The conversion queue. `enqueue` takes the caller's transaction so the job exists exactly when the conversion
 * and its quota reservation do; `wake` (after commit) lets an idle in-process worker pick it up at once.
 */
export interface Queue {
  readonly kind: 'db' | 'pgboss';
  enqueue(tx: Db | undefined, job: JobSpec): Promise<string>;
  wake(): void;
  start(handler: JobHandler, onFailed: JobFailedHandler): Promise<void>;
  stop(): Promise<void>;
  /**
   * An SQL condition, true while a job of `type` whose payload's `key` is `value` is still to run: queued, waiting
   * for its retry, or held by a worker. A give-up handler uses it to tell a job chain that ended (nothing can carry
   * the work on) from one whose next job is already queued.
   */
  pendingJob(type: string, key: string, value: string): SQL;
  /**
   * An SQL condition for the give-up sweep, on an owner row whose id is `value` (a column): true when a job of
   * `type` for it (payload `key` = value) was given up for good — failed past its retries — more than `graceMs`
   * ago, and nothing of its chain is still to run or being given up (pg-boss: its dead letter). Then its give-up
   * handler never ran, or ran and found a retry it was wrong about: the owner may be left without an end state.
   */
  givenUp(type: string, key: string, value: SQL, graceMs: number): SQL;
}
