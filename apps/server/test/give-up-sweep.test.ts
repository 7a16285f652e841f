import { eq, sql } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { webhookDelivery } from '../src/db/schema/api.js';
import { usage } from '../src/db/schema/billing.js';
import { conversion, conversionFile, job } from '../src/db/schema/conversions.js';
import type { Db } from '../src/db/types.js';
import { GIVEN_UP_BY_SWEEP } from '../src/jobs/give-up-sweep.js';
import { CONVERSION_JOB } from '../src/modules/conversions/job.js';
import { DELIVERY_GIVEN_UP_ERROR, WEBHOOK_DELIVERY_JOB } from '../src/modules/webhooks/service.js';
import { createTestApp, signIn, type TestApp } from './support/index.js';
import { setPlan } from './support/api.js';
import { startConversion, uploadPdf } from './support/conversions.js';
import { invoicePdf } from './support/invoice-pdf.js';
import { appInternals, cleanupsAfterEach, startWorker, waitUntil, type Kind } from './support/queue-tests.js';
import { WebhookReceiver } from './support/webhook-receiver.js';

// #13: the queue's give-up gap. A job given up for good is marked failed by its queue first and handed to the
// give-up handler after; a process that dies between the two (db queue), or a dead letter that failed past its own
// retries (pg-boss), leaves the conversion processing, its quota held, or the webhook delivery pending for good.
// The give-up sweep of a worker (GIVE_UP_SWEEP_SECONDS) ends them as the handler would have. The rows are put in the
// state that crash leaves; a worker with the real handlers then has to end the owner.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const PG = process.env.TEST_DATABASE_URL;
const cleanups = cleanupsAfterEach();

const internals = appInternals;

async function setUp(kind: Kind, name: string) {
  const app = await createTestApp({
    env: { EMBEDDED_WORKER: 'false', QUEUE: kind, JOB_STALE_SECONDS: '2', GIVE_UP_SWEEP_SECONDS: '1', WEBHOOK_ALLOW_PRIVATE: 'true' },
  });
  cleanups.push(() => app.close());
  return { app, db: internals(app).db, owner: await signIn(app, `sweep-${name}-${kind}@example.com`) };
}

/** A worker process of the runtime (its real handlers and its give-up sweep) on the configured queue. */
const worker = (app: TestApp) => startWorker(app, cleanups);

/** The job row(s) as the crash leaves them: given up an hour ago, its give-up handler never run. */
async function givenUpLongAgo(db: Db, kind: Kind, type: string, key: string, value: string) {
  if (kind === 'db') {
    const rows = await db.execute(sql`update ${job} set status = 'failed', attempts = 2, locked_by = null, locked_at = null,
      finished_at = now() - interval '1 hour', last_error = 'The conversion could not be finished: its worker stopped twice while processing it.'
      where ${job.type} = ${type} and ${job.payload} ->> ${key}::text = ${value} returning ${job.id}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  } else {
    // failed past its retries, and its dead letter failed past its own: nothing of the chain is left to run
    const rows = await db.execute(sql`update pgboss.job set state = 'failed', retry_count = 1, retry_limit = 1, started_on = now() - interval '2 hours',
      completed_on = now() - interval '1 hour' where name = ${type} and data ->> ${key}::text = ${value} returning data`);
    const data = (rows as unknown as { rows: Array<{ data: unknown }> }).rows;
    expect(data).toHaveLength(1);
    await db.execute(sql`insert into pgboss.job (name, data, state, retry_limit, retry_count, started_on, completed_on)
      values (${`${type}__dead`}, ${JSON.stringify(data[0]!.data)}::jsonb, 'failed', 10, 10, now() - interval '1 hour', now() - interval '1 hour')`);
  }
}

const kinds: Kind[] = PG ? ['db', 'pgboss'] : ['db'];
describe.each(kinds)('the give-up sweep (%s queue)', (kind) => {
  test('a conversion whose job was given up but never ended: failed, its quota given back', async () => {
    const { app, db, owner } = await setUp(kind, 'conversion');
    const start = await startConversion(app, owner, [await uploadPdf(app, owner, 'gap.pdf', invoicePdf())]);
    expect(start.statusCode).toBe(201);
    const id = start.json().data._id as string;
    // the run that died had started it: processing, the PDF in progress, one conversion of the quota held
    await db.update(conversion).set({ status: 'processing' }).where(eq(conversion.id, id));
    await db.update(conversionFile).set({ status: 'processing' }).where(eq(conversionFile.conversionId, id));
    const usedBefore = (await db.select({ used: usage.used }).from(usage).where(eq(usage.userId, owner.user.id)))[0]!.used;
    expect(usedBefore).toBe(1);
    await givenUpLongAgo(db, kind, CONVERSION_JOB, 'conversionId', id);

    await worker(app);
    await waitUntil(async () => (await db.select().from(conversion).where(eq(conversion.id, id)))[0]!.status === 'failed', 30_000);
    const [c] = await db.select().from(conversion).where(eq(conversion.id, id));
    expect(c).toMatchObject({ status: 'failed', error: GIVEN_UP_BY_SWEEP, progress: 100 });
    expect(c!.finishedAt).not.toBeNull();
    const files = await db.select().from(conversionFile).where(eq(conversionFile.conversionId, id));
    expect(files.map((f) => [f.status, f.error])).toEqual([['failed', GIVEN_UP_BY_SWEEP]]);
    expect((await db.select({ used: usage.used }).from(usage).where(eq(usage.userId, owner.user.id)))[0]!.used).toBe(0);
    // the user sees it ended
    const shown = await app.inject({ method: 'GET', url: `/api/conversions/${id}`, headers: { cookie: owner.cookie } });
    expect(shown.json().data.conversion).toMatchObject({ status: 'failed', error: GIVEN_UP_BY_SWEEP });
  });

  test('a webhook delivery whose job was given up but never ended: failed', async () => {
    const receiver = await WebhookReceiver.start();
    cleanups.push(() => receiver.close());
    const { app, db, owner } = await setUp(kind, 'delivery');
    await setPlan(app, owner, 'premium');
    const registered = await app.inject({ method: 'POST', url: '/api/webhooks', headers: { cookie: owner.cookie }, payload: { url: receiver.url(`/sweep-${kind}`) } });
    expect(registered.statusCode).toBe(201);
    const endpointId = registered.json().data.id as string;
    expect((await app.inject({ method: 'POST', url: `/api/webhooks/${endpointId}/test`, headers: { cookie: owner.cookie } })).statusCode).toBe(202);
    const [d] = await db.select({ id: webhookDelivery.id }).from(webhookDelivery).where(eq(webhookDelivery.endpointId, endpointId));
    await givenUpLongAgo(db, kind, WEBHOOK_DELIVERY_JOB, 'deliveryId', d!.id);

    await worker(app);
    await waitUntil(async () => (await db.select().from(webhookDelivery).where(eq(webhookDelivery.id, d!.id)))[0]!.status !== 'pending', 30_000);
    const [ended] = await db.select().from(webhookDelivery).where(eq(webhookDelivery.id, d!.id));
    expect(ended).toMatchObject({ status: 'failed', lastError: DELIVERY_GIVEN_UP_ERROR, nextAttemptAt: null });
    expect(receiver.at(`/sweep-${kind}`)).toHaveLength(0);
  });

  test('a conversion whose job is still to run is left alone', async () => {
    const { app, db, owner } = await setUp(kind, 'live');
    const start = await startConversion(app, owner, [await uploadPdf(app, owner, 'live.pdf', invoicePdf())]);
    const id = start.json().data._id as string;
    // an earlier job of the chain given up long ago, and the one queued now (a retry): the sweep must not end it
    if (kind === 'db') {
      await db.insert(job).values({ id: `old-${id}`, type: CONVERSION_JOB, payload: { conversionId: id }, status: 'failed', attempts: 2, runAt: new Date(Date.now() - 7200_000),
        createdAt: new Date(Date.now() - 7200_000), finishedAt: new Date(Date.now() - 3600_000) });
    } else {
      await db.execute(sql`insert into pgboss.job (name, data, state, retry_limit, retry_count, started_on, completed_on)
        values (${CONVERSION_JOB}, ${JSON.stringify({ conversionId: id })}::jsonb, 'failed', 1, 1, now() - interval '2 hours', now() - interval '1 hour')`);
    }
    // the queued job is due later: no worker takes it during the test
    if (kind === 'db') await db.update(job).set({ runAt: new Date(Date.now() + 3600_000) }).where(sql`${job.payload} ->> 'conversionId' = ${id} and ${job.status} = 'queued'`);
    else await db.execute(sql`update pgboss.job set start_after = now() + interval '1 hour' where name = ${CONVERSION_JOB} and data ->> 'conversionId' = ${id} and state = 'created'`);
    await worker(app);
    // three sweeps at least (every second, after the first one at start + 1 s)
    await new Promise((r) => setTimeout(r, 4000));
    const [c] = await db.select().from(conversion).where(eq(conversion.id, id));
    expect(c!.status).toBe('pending');
    expect(c!.error).toBeNull();
  });
});
