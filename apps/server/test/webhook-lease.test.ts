import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { webhookAttempt, webhookDelivery } from '../src/db/schema/api.js';
import { job } from '../src/db/schema/conversions.js';
import type { DatabaseHandle } from '../src/db/client.js';
import type { Db } from '../src/db/types.js';
import type { AppConfig } from '../src/config.js';
import { DbQueue } from '../src/jobs/db-queue.js';
import { PgBossQueue } from '../src/jobs/pgboss-queue.js';
import { createConversionRuntime } from '../src/jobs/runtime.js';
import type { Queue } from '../src/jobs/types.js';
import { WEBHOOK_DELIVERY_JOB } from '../src/modules/webhooks/service.js';
import { collectingLog, type CollectingLog } from './support/collecting-log.js';
import { createTestApp, signIn, type TestApp } from './support/index.js';
import { setPlan } from './support/api.js';
import { WebhookReceiver } from './support/webhook-receiver.js';
import { cleanupsAfterEach, waitUntil, type Kind } from './support/queue-tests.js';

// #13: a webhook delivery run by a worker FROZEN past its lease (SIGSTOP'd, then SIGCONT) that resumes after
// another worker took its job over records nothing — no attempt, no outcome, no retry — on both queues, as for
// conversions (frozen-worker.test.ts). The freeze is simulated the same way: worker A's heartbeat is set beyond the
// test and A's run is held at its POST (the receiver does not answer it) while worker B, with a short lease, takes
// the job over through the queue's real expiry and delivers; then A's POST is answered.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const PG = process.env.TEST_DATABASE_URL;
const LONG = 600_000;

const cleanups = cleanupsAfterEach();

/** A worker process running webhook deliveries only (no conversions are made in these tests). */
async function worker(app: TestApp, kind: Kind, lease: 'frozen' | 'short', log: CollectingLog): Promise<void> {
  const config = (app as unknown as { config: AppConfig }).config;
  const database = (app as unknown as { database: DatabaseHandle }).database;
  const databaseUrl = config.database.kind === 'postgres' ? config.database.url : undefined;
  let queue: Queue;
  if (kind === 'db') {
    // frozen: no heartbeat within the test, and a lease it never sees expire; short: takes A's job over after 1 s
    queue = new DbQueue(database.db, {
      concurrency: 1,
      pollMs: 50,
      heartbeatMs: lease === 'frozen' ? LONG : 250,
      staleMs: lease === 'frozen' ? LONG : 1000,
      maxAttempts: 2,
      now: () => new Date(),
      log,
    });
  } else {
    queue = new PgBossQueue({
      connectionString: databaseUrl!,
      retryLimit: 1,
      expireInSeconds: 1,
      heartbeatMs: lease === 'frozen' ? LONG : 250,
      maintenanceIntervalSeconds: 1,
      pollMs: 100,
      concurrency: 1,
      extraTypes: [WEBHOOK_DELIVERY_JOB],
      log,
    });
  }
  const runtime = createConversionRuntime({
    config: { ...config.conversions, threads: 1 },
    database,
    databaseUrl,
    log: log as never,
    queue,
    worker: true,
    sweeper: false,
  });
  cleanups.push(() => runtime.stop());
  await runtime.start();
}

/** The delivery's jobs still to run (a retry is one more). */
async function pendingJobs(db: Db, kind: Kind): Promise<number> {
  if (kind === 'db') {
    const rows = await db.select({ id: job.id }).from(job).where(sql`${job.type} = ${WEBHOOK_DELIVERY_JOB} and ${job.status} = 'queued'`);
    return rows.length;
  }
  const result = await db.execute(sql`select count(*)::int as n from pgboss.job where name = ${WEBHOOK_DELIVERY_JOB} and state in ('created', 'retry')`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

/** Everything of the delivery a user (Settings → API) or its next run could see. */
async function visible(db: Db, kind: Kind, endpointId: string) {
  const [d] = await db
    .select({
      id: webhookDelivery.id,
      status: webhookDelivery.status,
      attempts: webhookDelivery.attempts,
      lastResponseStatus: webhookDelivery.lastResponseStatus,
      lastError: webhookDelivery.lastError,
      nextAttemptAt: webhookDelivery.nextAttemptAt,
      finishedAt: webhookDelivery.finishedAt,
    })
    .from(webhookDelivery)
    .where(eq(webhookDelivery.endpointId, endpointId));
  const attempts = d
    ? await db
        .select({ attempt: webhookAttempt.attempt, responseStatus: webhookAttempt.responseStatus, error: webhookAttempt.error })
        .from(webhookAttempt)
        .where(eq(webhookAttempt.deliveryId, d.id))
        .orderBy(asc(webhookAttempt.attempt))
    : [];
  return { delivery: d, attempts, jobs: await pendingJobs(db, kind) };
}

async function frozenDelivery(kind: Kind, answers: { a: number; b: number }) {
  const receiver = await WebhookReceiver.start();
  cleanups.push(() => receiver.close());
  const app = await createTestApp({
    env: { EMBEDDED_WORKER: 'false', QUEUE: kind, JOB_STALE_SECONDS: '2', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_SECONDS: '120' },
  });
  cleanups.push(() => app.close());
  const db = (app as unknown as { db: Db }).db;
  const owner = await signIn(app, `frozen-hook-${kind}@example.com`);
  await setPlan(app, owner, 'premium');
  const path = `/frozen-${kind}`;
  const registered = await app.inject({ method: 'POST', url: '/api/webhooks', headers: { cookie: owner.cookie }, payload: { url: receiver.url(path) } });
  expect(registered.statusCode).toBe(201);
  const endpointId = registered.json().data.id as string;
  const see = () => visible(db, kind, endpointId);

  // Worker A takes the delivery, claims attempt 1 and sends it; its POST is not answered (A is frozen).
  const held = receiver.hold(path);
  cleanups.push(async () => held.release(500));
  receiver.script(path, [answers.b]);
  expect((await app.inject({ method: 'POST', url: `/api/webhooks/${endpointId}/test`, headers: { cookie: owner.cookie } })).statusCode).toBe(202);
  const aLog = collectingLog();
  await worker(app, kind, 'frozen', aLog);
  await held.reached;

  // Worker B takes the job over when A's lease runs out, claims attempt 2, sends it and records its answer.
  await worker(app, kind, 'short', collectingLog());
  await receiver.waitFor(path, 2);
  await waitUntil(async () => (await see()).attempts.length === 1);
  const before = await see();
  expect(before.delivery!.attempts).toBe(2);
  expect(before.attempts).toEqual([{ attempt: 2, responseStatus: answers.b, error: answers.b < 300 ? null : `The endpoint answered ${answers.b}` }]);
  expect(before.delivery!.status).toBe(answers.b < 300 ? 'succeeded' : 'pending');
  expect(before.jobs).toBe(answers.b < 300 ? 0 : 1);

  // A's POST is answered now: whatever A does with it must not be visible.
  held.release(answers.a);
  await waitUntil(() => aLog.lines.some((l) => /job lease taken over|job outcome not recorded/.test(l)));
  const after = await see();
  expect(after).toEqual(before);
}

const kinds: Kind[] = PG ? ['db', 'pgboss'] : ['db'];
describe.each(kinds)('a frozen webhook worker that resumes after a takeover (%s queue)', (kind) => {
  test('its failed attempt is not recorded and no retry is queued after the new run delivered', async () => {
    await frozenDelivery(kind, { a: 500, b: 200 });
  });

  test('its successful attempt does not settle a delivery the new run is retrying', async () => {
    await frozenDelivery(kind, { a: 200, b: 503 });
  });
});
