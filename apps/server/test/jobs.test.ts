import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { conversion, conversionFile, job, output } from '../src/db/schema/conversions.js';
import { extractionResult } from '../src/db/schema/results.js';
import { LocalDiskStorage } from '../src/storage/local.js';
import { usage } from '../src/db/schema/billing.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from './support/index.js';
import { invoicePdf } from './support/invoice-pdf.js';
import { authHeaders, startConversion, uploadPdf, waitForConversion } from './support/conversions.js';

// Worker threads start cold and CI machines are small: conversions get room.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/**
 * Restarts: one database and one DATA_DIR shared by successive apps, as a server restart on the same machine
 * would see them.
 */
let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  database = await openDatabase({ database: { kind: 'pglite', dataDir: null } });
  dataDir = await mkdtemp(join(tmpdir(), 'tallysheet-restart-'));
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function boot(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ env: { DATA_DIR: dataDir, JOB_STALE_SECONDS: '2', WORKER_THREADS: '1', ...env }, deps: { database } });
}

describe('jobs survive restarts', () => {
  let user: SignedIn;

  it('a conversion queued before a restart is completed by the next server', async () => {
    const first = await boot({ EMBEDDED_WORKER: 'false' });
    user = await signIn(first, 'restart@example.com');
    const id = await uploadPdf(first, user, 'before-restart.pdf', invoicePdf({ number: 'RS-1' }));
    const start = await startConversion(first, user, [id]);
    expect(start.statusCode).toBe(201);
    const conversionId = start.json().data._id as string;
    await new Promise((r) => setTimeout(r, 300));
    const [queued] = await database.db.select().from(job);
    expect(queued).toMatchObject({ status: 'queued', payload: { conversionId } });
    await first.close();

    const second = await boot();
    try {
      const done = await waitForConversion(second, user, conversionId);
      expect(done.conversion.status).toBe('succeeded');
      const file = await second.inject({ method: 'GET', url: done.conversion.excelFiles[0]!.excelS3Url, headers: authHeaders(user) });
      expect(file.statusCode).toBe(200);
      const [finished] = await database.db.select().from(job).where(eq(job.id, queued!.id));
      expect(finished).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      await second.close();
    }
  });

  it('a conversion running when the server stops resumes on the next start', { timeout: 90_000 }, async () => {
    // The first server's thread spins on the file (test fault), so the job is mid-run when it closes.
    const first = await boot({ WORKER_FAULT_INJECTION: '1', WORKER_FILE_TIMEOUT_SECONDS: '600' });
    let conversionId: string;
    try {
      const id = await uploadPdf(first, user, '__hang__then-fine.pdf', invoicePdf({ number: 'RS-2' }));
      conversionId = (await startConversion(first, user, [id])).json().data._id;
      const until = Date.now() + 30_000;
      for (;;) {
        const [row] = await database.db.select().from(conversion).where(eq(conversion.id, conversionId));
        if (row!.status === 'processing') break;
        if (Date.now() > until) throw new Error('conversion never started');
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await first.close();
    }
    const [handedBack] = await database.db.select().from(job).where(eq(job.status, 'queued'));
    expect(handedBack).toMatchObject({ attempts: 0, lockedBy: null, payload: { conversionId: conversionId! } });

    // Without fault injection the same file converts normally.
    const second = await boot();
    try {
      const done = await waitForConversion(second, user, conversionId!);
      expect(done.conversion.status).toBe('succeeded');
      expect(done.conversion.excelFiles).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('a job whose worker died mid-run is noticed and run again', async () => {
    const app = await boot({ EMBEDDED_WORKER: 'false' });
    let conversionId: string;
    try {
      const id = await uploadPdf(app, user, 'orphan.pdf', invoicePdf());
      conversionId = (await startConversion(app, user, [id])).json().data._id;
    } finally {
      await app.close();
    }
    // As a crashed process leaves it: running, locked by a process that is gone, heartbeat long stale.
    const stale = new Date(Date.now() - 10 * 60_000);
    await database.db
      .update(job)
      .set({ status: 'running', attempts: 1, lockedBy: 'gone-host:1', lockedAt: stale, heartbeatAt: stale })
      .where(eq(job.status, 'queued'));
    await database.db.update(conversion).set({ status: 'processing', progress: 40 }).where(eq(conversion.id, conversionId));

    const next = await boot();
    try {
      const done = await waitForConversion(next, user, conversionId);
      expect(done.conversion.status).toBe('succeeded');
      const rows = await database.db.select().from(job);
      const row = rows.find((r) => (r.payload as { conversionId: string }).conversionId === conversionId)!;
      expect(row).toMatchObject({ status: 'done', attempts: 2 });
    } finally {
      await next.close();
    }
  });

  it('a retry replaces what the killed run stored (its result too) and deletes the bytes it wrote but never recorded', async () => {
    const app = await boot({ EMBEDDED_WORKER: 'false' });
    let conversionId: string;
    try {
      const id = await uploadPdf(app, user, 'killed-mid-run.pdf', invoicePdf());
      conversionId = (await startConversion(app, user, [id])).json().data._id;
    } finally {
      await app.close();
    }
    const storage = new LocalDiskStorage(join(dataDir, 'files'));
    const [file] = await database.db.select().from(conversionFile).where(eq(conversionFile.conversionId, conversionId));
    // What a run killed with kill -9 leaves: the file recorded (output and result rows with their bytes), and bytes it
    // had written without getting to record them — a workbook, a result, and on local disk a write cut short.
    const at = new Date();
    const old = { xlsx: `outputs/${conversionId}/dead-run.xlsx`, result: `results/${conversionId}/dead-run.json` };
    const unrecorded = [`outputs/${conversionId}/dead-run-2.csv`, `results/${conversionId}/dead-run-2.json`];
    for (const key of [old.xlsx, old.result, ...unrecorded]) await storage.put(key, new Uint8Array([1, 2, 3]));
    const partial = join(dataDir, 'files', 'outputs', conversionId, 'dead-run-3.xlsx.0c1d.part');
    await writeFile(partial, 'half a workbook');
    const expiresAt = new Date(at.getTime() + 86400_000);
    await database.db.insert(output).values({ id: 'dead-run-output', userId: user.user.id, conversionId, conversionFileId: file!.id, kind: 'xlsx', fileName: 'killed-mid-run.xlsx', storageKey: old.xlsx, size: 3, createdAt: at, expiresAt });
    await database.db.insert(extractionResult).values({ id: 'dead-run-result', userId: user.user.id, conversionId, conversionFileId: file!.id, storageKey: old.result, checksPassed: 0, checksTotal: 9, createdAt: at, expiresAt });
    await database.db.update(conversionFile).set({ status: 'succeeded' }).where(eq(conversionFile.id, file!.id));
    const stale = new Date(Date.now() - 10 * 60_000);
    await database.db
      .update(job)
      .set({ status: 'running', attempts: 1, lockedBy: 'gone-host:1', lockedAt: stale, heartbeatAt: stale })
      .where(eq(job.status, 'queued'));
    await database.db.update(conversion).set({ status: 'processing', progress: 40, attempts: 1 }).where(eq(conversion.id, conversionId));

    const next = await boot();
    try {
      const done = await waitForConversion(next, user, conversionId);
      expect(done.conversion.status).toBe('succeeded');
      // the result is this run's, not the dead run's
      const results = await database.db.select().from(extractionResult).where(eq(extractionResult.conversionId, conversionId));
      expect(results).toHaveLength(1);
      expect(results[0]!.id).not.toBe('dead-run-result');
      expect(results[0]!.checksTotal).toBeGreaterThan(0);
      expect(results[0]!.checksTotal === 9 && results[0]!.checksPassed === 0).toBe(false);
      const review = await next.inject({ method: 'GET', url: `/api/results/${done.conversion.excelFiles[0]!.id}`, headers: authHeaders(user) });
      expect(review.statusCode).toBe(200);
      // what is stored under the conversion is exactly what its rows refer to
      const outputs = await database.db.select().from(output).where(eq(output.conversionId, conversionId));
      expect(outputs.map((o) => o.id)).not.toContain('dead-run-output');
      const stored = [...(await storage.list(`outputs/${conversionId}/`)), ...(await storage.list(`results/${conversionId}/`))].map((b) => b.key).sort();
      expect(stored).toEqual([...outputs.map((o) => o.storageKey), results[0]!.storageKey].sort());
      expect(existsSync(partial)).toBe(false);
    } finally {
      await next.close();
    }
  });

  it('a job whose worker died on its retry is failed with a message, never left processing', async () => {
    const app = await boot({ EMBEDDED_WORKER: 'false' });
    let conversionId: string;
    try {
      const id = await uploadPdf(app, user, 'doomed.pdf', invoicePdf());
      conversionId = (await startConversion(app, user, [id])).json().data._id;
    } finally {
      await app.close();
    }
    const [u] = await database.db.select().from(usage).where(eq(usage.userId, user.user.id));
    const stale = new Date(Date.now() - 10 * 60_000);
    await database.db
      .update(job)
      .set({ status: 'running', attempts: 2, lockedBy: 'gone-host:2', lockedAt: stale, heartbeatAt: stale })
      .where(eq(job.status, 'queued'));
    await database.db.update(conversion).set({ status: 'processing' }).where(eq(conversion.id, conversionId));
    // bytes the two dead runs wrote without recording them: nobody runs this conversion again, so the give-up deletes them
    const storage = new LocalDiskStorage(join(dataDir, 'files'));
    const unrecorded = [`outputs/${conversionId}/dead-run.xlsx`, `results/${conversionId}/dead-run.json`];
    for (const key of unrecorded) await storage.put(key, new Uint8Array([1]));

    const next = await boot();
    try {
      const done = await waitForConversion(next, user, conversionId);
      expect(done.conversion.status).toBe('failed');
      for (const key of unrecorded) expect(await storage.exists(key)).toBe(false);
      expect(done.conversion.error).toBe('The conversion could not be finished: its worker stopped twice while processing it.');
      expect(done.conversion.pdfFiles[0]).toMatchObject({ status: 'failed' });
      const [after] = await database.db.select().from(usage).where(eq(usage.userId, user.user.id));
      expect(after!.used).toBe(u!.used - 1);
    } finally {
      await next.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('scale-out on PostgreSQL (TEST_DATABASE_URL)', () => {
  for (const queue of ['db', 'pgboss'] as const) {
    it(`a separate worker process (QUEUE=${queue}) converts what the server queued`, { timeout: 90_000 }, async () => {
      const { createConversionRuntime } = await import('../src/jobs/runtime.js');
      const server = await createTestApp({ env: { QUEUE: queue, EMBEDDED_WORKER: 'false' } });
      // What `npm run worker` builds, on the server's database and storage.
      const worker = createConversionRuntime({
        config: { ...server.config.conversions, threads: 1 },
        database: server.database,
        databaseUrl: server.config.database.kind === 'postgres' ? server.config.database.url : undefined,
        log: server.log,
        storage: server.storage,
        worker: true,
        sweeper: false,
      });
      try {
        await worker.start();
        const u = await signIn(server, `scale-${queue}@example.com`);
        const ids = [await uploadPdf(server, u, 'one.pdf', invoicePdf()), await uploadPdf(server, u, 'two.pdf', invoicePdf())];
        const start = await startConversion(server, u, ids);
        expect(start.statusCode).toBe(201);
        const done = await waitForConversion(server, u, start.json().data._id, 80_000);
        expect(done.conversion.status).toBe('succeeded');
        expect(done.conversion.excelFiles).toHaveLength(3);
      } finally {
        await worker.stop();
        await server.close();
      }
    });
  }
});
