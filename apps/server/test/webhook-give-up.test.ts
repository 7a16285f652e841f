import { eq, sql } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { webhookEndpointListResponseSchema } from '@tallysheet/contracts';
import { webhookDelivery } from '../src/db/schema/api.js';
import { job } from '../src/db/schema/conversions.js';
import type { Db } from '../src/db/types.js';
import { DbQueue } from '../src/jobs/db-queue.js';
import { PgBossQueue } from '../src/jobs/pgboss-queue.js';
import type { JobHandler, Queue } from '../src/jobs/types.js';
import { DELIVERY_GIVEN_UP_ERROR, WEBHOOK_DELIVERY_JOB } from '../src/modules/webhooks/service.js';
import { collectingLog } from './support/collecting-log.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from './support/index.js';
import { setPlan } from './support/api.js';
import { WebhookReceiver } from './support/webhook-receiver.js';
import { appInternals, cleanupsAfterEach, startWorker, waitUntil, type Kind } from './support/queue-tests.js';

// #13 follow-up: a webhook delivery whose job the queue gives up (the run threw twice, or its worker died past the
// retry limit) ends `failed`, as one whose retries ran out does, instead of staying `pending` with no job to carry
// it on — on the embedded db queue and on pg-boss (its `webhook-delivery__dead` queue). A give-up does not end a
// delivery that still has a job to run.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const PG = process.env.TEST_DATABASE_URL;
const LONG = 600_000;

const cleanups = cleanupsAfterEach();

const internals = appInternals;

function makeQueue(app: TestApp, kind: Kind): DbQueue | PgBossQueue {
  const { config, database } = internals(app);
  if (kind === 'db') {
    return new DbQueue(database.db, { concurrency: 1, pollMs: 50, heartbeatMs: 250, staleMs: 1000, maxAttempts: 2, now: () => new Date(), log: collectingLog() });
  }
  return new PgBossQueue({
    connectionString: config.database.kind === 'postgres' ? config.database.url : '',
    retryLimit: 1,
    expireInSeconds: 1,
    heartbeatMs: 250,
    maintenanceIntervalSeconds: 1,
    pollMs: 100,
    concurrency: 1,
    extraTypes: [WEBHOOK_DELIVERY_JOB],
    log: collectingLog(),
  });
}

/** The queue with every webhook delivery run failing (a fault in the worker, not at the endpoint). */
function throwingDeliveries(inner: Queue): Queue {
  return {
    kind: inner.kind,
    enqueue: (tx, spec) => inner.enqueue(tx, spec),
    wake: () => inner.wake(),
    stop: () => inner.stop(),
    pendingJob: (type, key, value) => inner.pendingJob(type, key, value),
    givenUp: (type, key, value, graceMs) => inner.givenUp(type, key, value, graceMs),
    start: (handler: JobHandler, onFailed) =>
      inner.start(async (running) => {
        if (running.type === WEBHOOK_DELIVERY_JOB) throw new Error('simulated worker fault');
        return handler(running);
      }, onFailed),
  };
}

/** A worker process of the runtime (its real job and give-up handlers) on `queue`. */
const worker = (app: TestApp, queue: Queue) => startWorker(app, cleanups, queue);

interface Setup {
  app: TestApp;
  db: Db;
  owner: SignedIn;
  receiver: WebhookReceiver;
  endpointId: string;
  path: string;
}

/** An app without a worker, a Premium owner with one endpoint, and a test event queued to it. */
async function setUp(kind: Kind, name: string): Promise<Setup & { deliveryId: string }> {
  const receiver = await WebhookReceiver.start();
  cleanups.push(() => receiver.close());
  const app = await createTestApp({
    env: { EMBEDDED_WORKER: 'false', QUEUE: kind, JOB_STALE_SECONDS: '2', WEBHOOK_ALLOW_PRIVATE: 'true' },
  });
  cleanups.push(() => app.close());
  const { db } = internals(app);
  const owner = await signIn(app, `give-up-${name}-${kind}@example.com`);
  await setPlan(app, owner, 'premium');
  const path = `/give-up-${name}-${kind}`;
  const registered = await app.inject({ method: 'POST', url: '/api/webhooks', headers: { cookie: owner.cookie }, payload: { url: receiver.url(path) } });
  expect(registered.statusCode).toBe(201);
  const endpointId = registered.json().data.id as string;
  expect((await app.inject({ method: 'POST', url: `/api/webhooks/${endpointId}/test`, headers: { cookie: owner.cookie } })).statusCode).toBe(202);
  const [d] = await db.select({ id: webhookDelivery.id }).from(webhookDelivery).where(eq(webhookDelivery.endpointId, endpointId));
  return { app, db, owner, receiver, endpointId, path, deliveryId: d!.id };
}

async function delivery(db: Db, deliveryId: string) {
  const [d] = await db.select().from(webhookDelivery).where(eq(webhookDelivery.id, deliveryId));
  return d!;
}

/** The delivery's jobs still to run, on either queue. */
async function liveJobs(db: Db, kind: Kind, deliveryId: string): Promise<number> {
  const result =
    kind === 'db'
      ? await db.execute(sql`select count(*)::int as n from ${job} where ${job.type} = ${WEBHOOK_DELIVERY_JOB} and ${job.payload} ->> 'deliveryId' = ${deliveryId}
          and ${job.status} in ('queued', 'running')`)
      : await db.execute(sql`select count(*)::int as n from pgboss.job where name = ${WEBHOOK_DELIVERY_JOB} and data ->> 'deliveryId' = ${deliveryId}
          and state in ('created', 'retry', 'active')`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

/** Ends as failed, no next attempt, and Settings → API shows it so. */
async function expectEnded(s: Setup, deliveryId: string, kind: Kind) {
  await waitUntil(async () => (await delivery(s.db, deliveryId)).status !== 'pending');
  const d = await delivery(s.db, deliveryId);
  expect(d.status).toBe('failed');
  expect(d.lastError).toBe(DELIVERY_GIVEN_UP_ERROR);
  expect(d.nextAttemptAt).toBeNull();
  expect(d.finishedAt).not.toBeNull();
  expect(await liveJobs(s.db, kind, deliveryId)).toBe(0);
  const list = webhookEndpointListResponseSchema.parse((await s.app.inject({ method: 'GET', url: '/api/webhooks', headers: { cookie: s.owner.cookie } })).json());
  const shown = list.data.find((e) => e.id === s.endpointId)!.deliveries[0]!;
  expect(shown).toMatchObject({ id: deliveryId, status: 'failed', nextAttemptAt: null, lastError: DELIVERY_GIVEN_UP_ERROR });
}

const kinds: Kind[] = PG ? ['db', 'pgboss'] : ['db'];
describe.each(kinds)('a webhook delivery whose job the queue gives up (%s queue)', (kind) => {
  test('its run threw twice: the delivery ends failed, not pending for good', async () => {
    const s = await setUp(kind, 'threw');
    await worker(s.app, throwingDeliveries(makeQueue(s.app, kind)));
    await expectEnded(s, s.deliveryId, kind);
    expect(s.receiver.at(s.path)).toHaveLength(0);
  });

  test('its worker died past the retry limit: the delivery ends failed', async () => {
    const s = await setUp(kind, 'died');
    // The state a second dead worker leaves: the job's last run started long ago and its lease was never renewed.
    if (kind === 'db') {
      await s.db.execute(sql`update ${job} set status = 'running', attempts = 2, locked_by = 'dead-worker', locked_at = now() - interval '1 hour',
        heartbeat_at = now() - interval '1 hour' where ${job.type} = ${WEBHOOK_DELIVERY_JOB} and ${job.payload} ->> 'deliveryId' = ${s.deliveryId}`);
    } else {
      // pg-boss makes its queues on the first send: this job is in the queue with its retries (retry limit 1)
      const updated = await s.db.execute(sql`update pgboss.job set state = 'active', retry_count = 1, retry_limit = 1, started_on = now() - interval '1 hour',
        expire_in = interval '1 second' where name = ${WEBHOOK_DELIVERY_JOB} and data ->> 'deliveryId' = ${s.deliveryId} returning id`);
      expect((updated as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    }
    // A worker with the real handlers: the queue's expiry gives the job up (the delivery is never sent).
    await worker(s.app, makeQueue(s.app, kind));
    await expectEnded(s, s.deliveryId, kind);
    expect(s.receiver.at(s.path)).toHaveLength(0);
  });

  test('a give-up does not end a delivery that still has a job to run (the retry its run queued)', async () => {
    const s = await setUp(kind, 'live');
    const queue = makeQueue(s.app, kind);
    // The retry a run queued before its worker failed: due later, so the throwing worker does not take it now.
    await queue.enqueue(undefined, { type: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: s.deliveryId }, runAt: new Date(Date.now() + 3_600_000) });
    await worker(s.app, throwingDeliveries(queue));
    // The first job is given up and its give-up handler has run.
    if (queue instanceof DbQueue) {
      await waitUntil(async () => {
        const failed = await s.db.select({ id: job.id }).from(job).where(sql`${job.type} = ${WEBHOOK_DELIVERY_JOB} and ${job.status} = 'failed'`);
        return failed.length === 1 && queue.activeCount === 0;
      });
    } else {
      await waitUntil(async () => {
        const result = await s.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${`${WEBHOOK_DELIVERY_JOB}__dead`} and state = 'completed'`);
        return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n === 1;
      });
    }
    const d = await delivery(s.db, s.deliveryId);
    expect(d.status).toBe('pending');
    expect(d.lastError).toBeNull();
    expect(await liveJobs(s.db, kind, s.deliveryId)).toBe(1);
  });
});
