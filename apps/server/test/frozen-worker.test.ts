import { asc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { describe, expect, test, vi } from 'vitest';
import { usage } from '../src/db/schema/billing.js';
import { conversion, conversionFile, output } from '../src/db/schema/conversions.js';
import { extractionResult } from '../src/db/schema/results.js';
import { exportIssue } from '../src/db/schema/settings.js';
import type { Db } from '../src/db/types.js';
import type { DatabaseHandle } from '../src/db/client.js';
import type { AppConfig } from '../src/config.js';
import { DbQueue } from '../src/jobs/db-queue.js';
import { PgBossQueue } from '../src/jobs/pgboss-queue.js';
import { createConversionRuntime, type ConversionRuntime } from '../src/jobs/runtime.js';
import type { Queue } from '../src/jobs/types.js';
import { listConversionBlobs } from '../src/modules/conversions/orphans.js';
import type { BlobStorage } from '../src/storage/index.js';
import { createTestApp, signIn, type TestApp } from './support/index.js';
import { collectingLog, type CollectingLog as Log } from './support/collecting-log.js';
import { startConversion, uploadPdf } from './support/conversions.js';
import { invoicePdf } from './support/invoice-pdf.js';
import { cleanupsAfterEach, waitUntil, type Kind } from './support/queue-tests.js';

// #13: a worker FROZEN past its lease (SIGSTOP'd, then SIGCONT) that resumes after another worker has taken its job
// over writes nothing visible — no outputs or results rows, no blobs left, no progress, no usage — on both queues.
// The freeze is simulated deterministically: worker A's heartbeat is set far beyond the test (a frozen process
// renews nothing) and A's run is held at a storage call (a gate) while worker B, with a short lease, takes the job
// over through the queue's real expiry; then A is let go.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const PG = process.env.TEST_DATABASE_URL;
const LONG = 600_000;

/** Holds the first storage call matching `match` until `open()` (the frozen process); records what it stored. */
class Gate {
  reached: Promise<void>;
  private onReached!: () => void;
  private released!: () => void;
  private readonly release = new Promise<void>((r) => (this.released = r));
  private armed = true;
  readonly stored: string[] = [];
  constructor(
    private readonly op: 'get' | 'put',
    private readonly prefix: string,
  ) {
    this.reached = new Promise((r) => (this.onReached = r));
  }
  open(): void {
    this.released();
  }
  wrap(inner: BlobStorage): BlobStorage {
    const hold = async (op: 'get' | 'put', key: string) => {
      if (this.armed && op === this.op && key.startsWith(this.prefix)) {
        this.armed = false;
        this.onReached();
        await this.release;
      }
    };
    return {
      put: async (key: string, body: Readable | Uint8Array) => {
        await hold('put', key);
        this.stored.push(key);
        return inner.put(key, body);
      },
      get: async (key: string) => {
        await hold('get', key);
        return inner.get(key);
      },
      delete: (key: string) => inner.delete(key),
      exists: (key: string) => inner.exists(key),
      list: (prefix: string) => inner.list(prefix),
    };
  }
}

/** Everything of a conversion a user or the next run could see. */
async function visible(db: Db, storage: BlobStorage, conversionId: string, userId: string) {
  const [conv] = await db
    .select({ status: conversion.status, progress: conversion.progress, error: conversion.error, attempts: conversion.attempts, finishedAt: conversion.finishedAt })
    .from(conversion)
    .where(eq(conversion.id, conversionId));
  const files = await db
    .select({ status: conversionFile.status, error: conversionFile.error, pages: conversionFile.pages, pagesDone: conversionFile.pagesDone })
    .from(conversionFile)
    .where(eq(conversionFile.conversionId, conversionId))
    .orderBy(asc(conversionFile.position));
  const outputs = await db.select({ key: output.storageKey, kind: output.kind }).from(output).where(eq(output.conversionId, conversionId)).orderBy(asc(output.storageKey));
  const results = await db.select({ key: extractionResult.storageKey }).from(extractionResult).where(eq(extractionResult.conversionId, conversionId));
  const issues = await db.select({ id: exportIssue.id }).from(exportIssue).where(eq(exportIssue.conversionId, conversionId));
  const used = await db.select({ used: usage.used }).from(usage).where(eq(usage.userId, userId));
  const blobs = (await listConversionBlobs(storage, conversionId)).map((b) => b.key).sort();
  return { conv, files, outputs: outputs.map((o) => o.key), kinds: outputs.map((o) => o.kind).sort(), results: results.map((r) => r.key), issues: issues.length, used: used.map((u) => u.used), blobs };
}

const cleanups = cleanupsAfterEach();

function worker(app: TestApp, kind: Kind, opts: { storage: BlobStorage; lease: 'frozen' | 'short'; log: Log }): ConversionRuntime {
  const config = (app as unknown as { config: AppConfig }).config;
  const database = (app as unknown as { database: DatabaseHandle }).database;
  const databaseUrl = config.database.kind === 'postgres' ? config.database.url : undefined;
  let queue: Queue;
  if (kind === 'db') {
    // frozen: no heartbeat within the test, and a lease it never sees expire; short: takes A's job over after 1 s
    const staleMs = opts.lease === 'frozen' ? LONG : 1000;
    queue = new DbQueue(database.db, { concurrency: 1, pollMs: 50, heartbeatMs: opts.lease === 'frozen' ? LONG : 250, staleMs, maxAttempts: 2, now: () => new Date(), log: opts.log });
  } else {
    queue = new PgBossQueue({
      connectionString: databaseUrl!,
      retryLimit: 1,
      expireInSeconds: 1,
      heartbeatMs: opts.lease === 'frozen' ? LONG : 250,
      maintenanceIntervalSeconds: 1,
      pollMs: 100,
      concurrency: 1,
      log: opts.log,
    });
  }
  const runtime = createConversionRuntime({
    config: { ...config.conversions, threads: 1 },
    database,
    databaseUrl,
    log: opts.log as never,
    storage: opts.storage,
    queue,
    worker: true,
    sweeper: false,
  });
  cleanups.push(() => runtime.stop());
  return runtime;
}

async function frozenRun(kind: Kind, scenario: { pdf: 'good' | 'damaged'; aHeldAt: 'get' | 'put'; bHeldAt: 'get' | 'put' | null }) {
  const app = await createTestApp({ env: { EMBEDDED_WORKER: 'false', QUEUE: kind, JOB_STALE_SECONDS: '2' } });
  cleanups.push(() => app.close());
  const db = (app as unknown as { db: Db }).db;
  const user = await signIn(app, `frozen-${kind}@example.com`);
  const bytes =
    scenario.pdf === 'good'
      ? invoicePdf({ number: 'FROZEN-1', pages: 2, lines: Array.from({ length: 6 }, (_, k) => ({ description: `Item ${k + 1}`, quantity: 1 + k, unitPrice: 2.5 })) })
      : Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3000)]);
  const uploadId = await uploadPdf(app, user, 'frozen.pdf', bytes);
  const start = await startConversion(app, user, [uploadId]);
  expect(start.statusCode).toBe(201);
  const id = start.json().data._id as string;
  const [{ userId }] = (await db.select({ userId: conversion.userId }).from(conversion).where(eq(conversion.id, id))) as [{ userId: string }];
  const see = () => visible(db, app.storage, id, userId);

  // Worker A takes the job and freezes at a storage call.
  const aLog = collectingLog();
  const aGate = new Gate(scenario.aHeldAt, scenario.aHeldAt === 'get' ? 'uploads/' : `outputs/${id}/`);
  const a = worker(app, kind, { storage: aGate.wrap(app.storage), lease: 'frozen', log: aLog });
  // (a failed test lets the held runs go before their workers are stopped: cleanups run last-in first)
  cleanups.push(async () => aGate.open());
  await a.start();
  await aGate.reached;

  // Worker B takes the job over when A's lease runs out (A renews nothing), and runs it.
  const bGate = scenario.bHeldAt ? new Gate(scenario.bHeldAt, scenario.bHeldAt === 'get' ? 'uploads/' : `outputs/${id}/`) : null;
  const b = worker(app, kind, { storage: bGate ? bGate.wrap(app.storage) : app.storage, lease: 'short', log: collectingLog() });
  cleanups.push(async () => bGate?.open());
  await b.start();
  if (bGate) await bGate.reached;
  else await waitUntil(async () => ['succeeded', 'failed'].includes((await see()).conv!.status));
  const before = await see();
  expect(before.conv!.attempts).toBe(2);

  // A resumes: whatever it does now must not be visible.
  aGate.open();
  // (its run has ended: the queue says it lost the job, or that the job's outcome was not its to record)
  await waitUntil(() => aLog.lines.some((l) => /job lease taken over|job outcome not recorded/.test(l)));
  await a.stop();
  const after = await see();
  expect(after).toEqual(before);
  // and the bytes A stored after the takeover are gone
  for (const key of aGate.stored) expect(after.blobs).not.toContain(key);
  expect(aLog.lines.filter((l) => l.includes('conversion finished'))).toEqual([]);

  // B finishes as if A had never come back.
  bGate?.open();
  await waitUntil(async () => ['succeeded', 'failed'].includes((await see()).conv!.status));
  const end = await see();
  if (scenario.pdf === 'good') {
    expect(end.conv!.status).toBe('succeeded');
    // one workbook, one CSV (and the default accounting exports), each once
    expect(end.kinds.filter((k) => k === 'xlsx' || k === 'csv')).toEqual(['csv', 'xlsx']);
    expect(new Set(end.kinds).size).toBe(end.kinds.length);
    expect(end.results).toHaveLength(1);
    expect(end.used).toEqual([1]);
  } else {
    expect(end.conv!.status).toBe('failed');
    expect(end.conv!.error).toMatch(/damaged/i);
    expect(end.used).toEqual([0]);
  }
  // no blob that no row names
  expect(end.blobs).toEqual([...end.outputs, ...end.results].sort());
}

const kinds: Kind[] = PG ? ['db', 'pgboss'] : ['db'];
describe.each(kinds)('a frozen worker that resumes after a takeover (%s queue)', (kind) => {
  test('stores its outputs after the new run finished: no rows, its bytes deleted', async () => {
    await frozenRun(kind, { pdf: 'good', aHeldAt: 'put', bHeldAt: null });
  });

  test('converts while the new run is in flight: no progress, no file state, no rows, no bytes', async () => {
    await frozenRun(kind, { pdf: 'good', aHeldAt: 'get', bHeldAt: 'put' });
  });

  test('fails a damaged PDF while the new run is in flight: the conversion is not finished and no quota is given back', async () => {
    await frozenRun(kind, { pdf: 'damaged', aHeldAt: 'get', bHeldAt: 'get' });
  });
});
