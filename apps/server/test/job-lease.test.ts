import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { job } from '../src/db/schema/index.js';
import { DbQueue } from '../src/jobs/db-queue.js';
import { PgBossQueue } from '../src/jobs/pgboss-queue.js';
import type { RunningJob } from '../src/jobs/types.js';
import { createPostgresDatabase } from './support/createTestApp.js';

// Recovery after a worker's death (#13 point 7): leases renewed by a heartbeat, taken over when they run out, and
// fenced so that a run whose lease was taken over neither finishes the job nor runs its effects a second time.
const PG = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

const quiet = { info() {}, warn() {}, error() {} };
const waitUntil = (fn: () => boolean | Promise<boolean>, timeout = 30_000) =>
  vi.waitFor(async () => expect(await fn()).toBe(true), { timeout, interval: 50 });

/** Resolves when the run is aborted (its signal), rejecting with the abort reason like a real job does. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

describe('embedded queue (job table)', () => {
  let handle: DatabaseHandle;
  const LEASE = 10_000;
  const makeQueue = (heartbeatMs: number) =>
    new DbQueue(handle.db, { concurrency: 2, pollMs: 50, heartbeatMs, staleMs: LEASE, maxAttempts: 2, now: () => new Date(), log: quiet });

  test('a lease expires when its heartbeat is older than the lease, by the database clock', { timeout: 120_000 }, async () => {
    handle = await openDatabase({ database: { kind: 'pglite', dataDir: null } });
    cleanups.push(() => handle.close());
    const q = makeQueue(1000);
    const id = await q.enqueue(undefined, { type: 'conversion', payload: { n: 1 } });
    const asDeadWorker = (secondsAgo: number) =>
      handle.db
        .update(job)
        .set({ status: 'running', attempts: 1, lockedBy: 'killed-host:1', heartbeatAt: sql`now() - ${secondsAgo}::int * interval '1 second'` })
        .where(eq(job.id, id));
    await asDeadWorker(8);
    await q.recoverStale();
    expect((await handle.db.select().from(job).where(eq(job.id, id)))[0]).toMatchObject({ status: 'running', lockedBy: 'killed-host:1' });
    await asDeadWorker(11);
    await q.recoverStale();
    expect((await handle.db.select().from(job).where(eq(job.id, id)))[0]).toMatchObject({
      status: 'queued',
      lockedBy: null,
      lastError: 'worker stopped responding',
    });
  });

  test('a job whose worker died with its lease held is taken by another worker and run once', { timeout: 120_000 }, async () => {
    const runs: string[] = [];
    // Worker A takes the job; then it is gone, leaving the job running under A's expired lease (as kill -9 leaves it).
    const a = makeQueue(300);
    cleanups.push(() => a.stop());
    let aSignal: AbortSignal | null = null;
    const id = await a.enqueue(undefined, { type: 'conversion', payload: { n: 2 } });
    await a.start(
      async (j: RunningJob) => {
        if (j.id !== id) return;
        aSignal = j.signal;
        runs.push(`A:${j.attempt}:start`);
        await untilAborted(j.signal);
        runs.push(`A:${j.attempt}:effect`); // never reached: the abort rejects first
      },
      async () => {
        runs.push('A:onFailed');
      },
    );
    await waitUntil(() => aSignal !== null);
    await a.stop().catch(() => {});
    const stoppedRow = (await handle.db.select().from(job).where(eq(job.id, id)))[0]!;
    // (A stopped cleanly hands the job back; put it back as a run that died mid-way, lease expired.)
    await handle.db
      .update(job)
      .set({ status: 'running', attempts: 1, lockedBy: a.workerId, heartbeatAt: sql`now() - interval '1 hour'` })
      .where(eq(job.id, id));
    expect(stoppedRow.status).toBe('queued');

    const b = makeQueue(300);
    cleanups.push(() => b.stop());
    await b.start(
      async (j: RunningJob) => {
        if (j.id === id) runs.push(`B:${j.attempt}:effect`);
      },
      async () => {
        runs.push('B:onFailed');
      },
    );
    await waitUntil(async () => (await handle.db.select().from(job).where(eq(job.id, id)))[0]!.status === 'done');
    expect((await handle.db.select().from(job).where(eq(job.id, id)))[0]).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    expect(runs.filter((r) => r.endsWith(':effect'))).toEqual(['B:2:effect']);
    expect(runs).not.toContain('A:onFailed');
    // B must not stay on to take the next test's job (that test's worker would then never see it)
    await b.stop();
  });

  test('a worker that comes back after its lease was taken over aborts its run and does not record an outcome', { timeout: 60_000 }, async () => {
    const a = makeQueue(200);
    cleanups.push(() => a.stop());
    const seen: Array<{ attempt: number; outcome: string }> = [];
    let release!: () => void;
    const id = await a.enqueue(undefined, { type: 'conversion', payload: { n: 3 } });
    let started = false;
    await a.start(
      async (j: RunningJob) => {
        if (j.id !== id) return;
        started = true;
        try {
          await Promise.race([untilAborted(j.signal), new Promise<void>((r) => (release = r))]);
          seen.push({ attempt: j.attempt, outcome: 'finished' });
        } catch (err) {
          seen.push({ attempt: j.attempt, outcome: `aborted: ${(err as Error).message}` });
          throw err;
        }
      },
      async () => {},
    );
    await waitUntil(() => started);
    // Meanwhile another worker took the job over (its lease had expired while A was frozen) and finished it.
    await handle.db.update(job).set({ status: 'done', lockedBy: null, attempts: 2, finishedAt: new Date() }).where(eq(job.id, id));
    await waitUntil(() => seen.length > 0);
    release?.();
    expect(seen).toEqual([{ attempt: 1, outcome: 'aborted: job lease lost' }]);
    // A wrote nothing over the other worker's outcome.
    expect((await handle.db.select().from(job).where(eq(job.id, id)))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe.skipIf(!PG)('pg-boss queue (TEST_DATABASE_URL)', () => {
  test('a job fetched by a worker that died is retried by another worker once its lease runs out, and runs once', { timeout: 90_000 }, async () => {
    const created = await createPostgresDatabase(PG!);
    cleanups.push(() => created.drop());
    const runs: Array<{ attempt: number; n: unknown }> = [];
    const queue = new PgBossQueue({ connectionString: created.url, retryLimit: 1, expireInSeconds: 2, pollMs: 200, concurrency: 2, log: quiet });
    cleanups.push(() => queue.stop());
    await queue.enqueue(undefined, { type: 'conversion', payload: { n: 'dead' } });

    // The dying worker: takes the job (active, lease 2 s) and is never heard from again (as after kill -9).
    const dead = new PgBoss({ connectionString: created.url, schema: 'pgboss', supervise: false, schedule: false });
    await dead.start();
    const [taken] = await dead.fetch('conversion');
    expect(taken).toBeDefined();
    await dead.stop({ graceful: false, wait: true });

    let slowDone = false;
    await queue.start(
      async (j) => {
        runs.push({ attempt: j.attempt, n: j.payload.n });
        // A run longer than the lease stays with its worker: the heartbeat renews the lease.
        if (j.payload.n === 'slow') {
          await new Promise((r) => setTimeout(r, 5_000));
          slowDone = true;
        }
      },
      async () => {
        runs.push({ attempt: -1, n: 'dead-letter' });
      },
    );
    await waitUntil(() => runs.some((r) => r.n === 'dead'), 60_000);
    expect(runs.filter((r) => r.n === 'dead')).toEqual([{ attempt: 2, n: 'dead' }]);

    await queue.enqueue(undefined, { type: 'conversion', payload: { n: 'slow' } });
    await waitUntil(() => slowDone, 60_000);
    const pool = new (await import('pg')).default.Pool({ connectionString: created.url });
    cleanups.push(() => pool.end());
    await waitUntil(async () => {
      const { rows } = await pool.query(`select state from pgboss.job where name = 'conversion' and data->>'n' = 'slow'`);
      return rows[0]?.state === 'completed';
    });
    expect(runs.filter((r) => r.n === 'slow')).toEqual([{ attempt: 1, n: 'slow' }]);
    expect(runs.filter((r) => r.n === 'dead-letter')).toEqual([]);
  });

  test('a dead letter whose worker died while giving the job up is given up by another worker within the lease', { timeout: 90_000 }, async () => {
    const created = await createPostgresDatabase(PG!);
    cleanups.push(() => created.drop());
    // Worker A: every run throws, so the job is given up (dead letter); A then "dies" inside the give-up: its
    // handler never returns and A renews nothing (a killed process), holding the dead letter.
    const a = new PgBossQueue({ connectionString: created.url, retryLimit: 1, expireInSeconds: 2, heartbeatMs: 600_000, pollMs: 200, concurrency: 1, log: quiet });
    cleanups.push(() => a.stop());
    let releaseA: (() => void) | undefined;
    // (let A's give-up end before A is stopped: cleanups run last-in first)
    cleanups.push(async () => releaseA?.());
    const givenUp: string[] = [];
    let aHolds = false;
    await a.enqueue(undefined, { type: 'conversion', payload: { n: 'doomed' } });
    await a.start(
      async () => {
        throw new Error('this run fails');
      },
      async () => {
        aHolds = true;
        await new Promise<void>((r) => (releaseA = r));
      },
    );
    await waitUntil(() => aHolds, 60_000);
    const b = new PgBossQueue({ connectionString: created.url, retryLimit: 1, expireInSeconds: 2, pollMs: 200, concurrency: 1, log: quiet });
    cleanups.push(() => b.stop());
    const since = Date.now();
    await b.start(
      async () => {},
      async (job) => {
        givenUp.push(String(job.payload.n));
      },
    );
    await waitUntil(() => givenUp.length > 0, 60_000);
    expect(givenUp).toEqual(['doomed']);
    // within the lease, the maintenance interval and a poll — not pg-boss's default expiry of 15 minutes
    expect(Date.now() - since).toBeLessThan(20_000);
  });

  test('a run that outlived its lease (not renewed) does not complete or fail the job its retry now runs', { timeout: 90_000 }, async () => {
    const created = await createPostgresDatabase(PG!);
    cleanups.push(() => created.drop());
    // Heartbeats far apart: the first run's 2 s lease runs out while it is still going (as in a frozen process).
    const queue = new PgBossQueue({ connectionString: created.url, retryLimit: 1, expireInSeconds: 2, heartbeatMs: 600_000, pollMs: 200, concurrency: 2, log: quiet });
    cleanups.push(() => queue.stop());
    const runs: string[] = [];
    let releaseFirst!: () => void;
    let releaseSecond!: () => void;
    const firstMayReturn = new Promise<void>((r) => (releaseFirst = r));
    const secondMayReturn = new Promise<void>((r) => (releaseSecond = r));
    await queue.enqueue(undefined, { type: 'conversion', payload: { n: 'zombie' } });
    await queue.start(
      async (j) => {
        runs.push(`${j.attempt}:start`);
        if (j.attempt === 1) {
          await firstMayReturn;
          runs.push('1:returned');
          throw new Error('the first run fails late');
        }
        await secondMayReturn;
        runs.push('2:returned');
      },
      async () => {
        runs.push('dead-letter');
      },
    );
    const pool = new (await import('pg')).default.Pool({ connectionString: created.url });
    cleanups.push(() => pool.end());
    const state = async () => (await pool.query(`select state, retry_count from pgboss.job where name = 'conversion'`)).rows[0] as { state: string; retry_count: number };
    await waitUntil(() => runs.includes('2:start'), 60_000);
    // The first run ends (with a failure) while its retry is running: pg-boss keeps the job id across retries, so
    // an unfenced fail would end the retry's run.
    releaseFirst();
    await waitUntil(() => runs.includes('1:returned'));
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await state()).toMatchObject({ state: 'active', retry_count: 1 });
    releaseSecond();
    await waitUntil(async () => (await state())?.state === 'completed', 30_000);
    expect(runs).toEqual(['1:start', '2:start', '1:returned', '2:returned']);
    expect(runs).not.toContain('dead-letter');
  });
});
