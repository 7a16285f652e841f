import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversionListResponseSchema } from '@tallysheet/contracts';
import { output, upload } from '../src/db/schema/conversions.js';
import { Sweeper, sweepExpired } from '../src/jobs/sweeper.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from './support/index.js';
import { invoicePdf } from './support/invoice-pdf.js';
import { authHeaders, startConversion, uploadPdf, waitForConversion } from './support/conversions.js';

// Worker threads start cold and CI machines are small: conversions get room.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const HOUR = 3600_000;
let app: TestApp;
let user: SignedIn;
let clock = new Date();

beforeAll(async () => {
  app = await createTestApp({ env: { WORKER_THREADS: '1' }, deps: { now: () => clock } });
  user = await signIn(app, 'sweep@example.com');
});
afterAll(async () => {
  await app?.close();
});

describe('retention sweeper', () => {
  it('deletes uploads and outputs after 24 hours, keeps the history rows, and downloads then answer 410', async () => {
    const t0 = new Date();
    clock = t0;
    const uploadId = await uploadPdf(app, user, 'keep-history.pdf', invoicePdf());
    const spare = await uploadPdf(app, user, 'spare.pdf', invoicePdf());
    const start = await startConversion(app, user, [uploadId]);
    const done = await waitForConversion(app, user, start.json().data._id);
    expect(done.conversion.status).toBe('succeeded');
    const file = done.conversion.excelFiles[0]!;
    expect(new Date(file.expiresAt).getTime()).toBe(t0.getTime() + 24 * HOUR);

    clock = new Date(t0.getTime() + 23 * HOUR);
    expect(await sweepExpired({ db: app.db, storage: app.storage, now: () => clock })).toEqual({ uploads: 0, outputs: 0 });
    expect((await app.inject({ method: 'GET', url: file.excelS3Url, headers: authHeaders(user) })).statusCode).toBe(200);

    clock = new Date(t0.getTime() + 25 * HOUR);
    // Past expiry but not swept yet: already 410.
    const early = await app.inject({ method: 'GET', url: file.csvUrl!, headers: authHeaders(user) });
    expect(early.statusCode).toBe(410);

    const outputs = await app.db.select().from(output).where(eq(output.conversionId, done.conversion._id));
    const swept = await sweepExpired({ db: app.db, storage: app.storage, now: () => clock });
    // every output of the conversion (workbook, CSV and the accounting exports the user's settings ask for) and the
    // kept ExtractionResult (review screen) go with the files
    expect(outputs.length).toBeGreaterThanOrEqual(2);
    expect(swept).toEqual({ uploads: 2, outputs: outputs.length, results: 1 });
    for (const o of outputs) expect(await app.storage.exists(o.storageKey)).toBe(false);
    const [up] = await app.db.select().from(upload).where(eq(upload.id, uploadId));
    expect(up!.deletedAt).toEqual(clock);
    expect(await app.storage.exists(up!.storageKey)).toBe(false);

    const gone = await app.inject({ method: 'GET', url: file.excelS3Url, headers: authHeaders(user) });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toMatch(/^This file was deleted after 24 hours/);

    const history = conversionListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/conversions', headers: authHeaders(user) })).json(),
    ).data;
    expect(history.total).toBe(1);
    expect(history.conversions[0]!.excelFiles[0]).toMatchObject({ excelFileName: 'keep-history.xlsx', expired: true });

    const again = await startConversion(app, user, [spare]);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe('"spare.pdf" was deleted after 24 hours. Please upload it again.');

    expect(await sweepExpired({ db: app.db, storage: app.storage, now: () => clock })).toEqual({ uploads: 0, outputs: 0 });
  });

  it('deletes what a killed run wrote and never recorded, in a conversion whose files expire; a recent write stays', async () => {
    const t0 = new Date();
    clock = t0;
    const uploadId = await uploadPdf(app, user, 'orphans.pdf', invoicePdf());
    const done = await waitForConversion(app, user, (await startConversion(app, user, [uploadId])).json().data._id);
    expect(done.conversion.status).toBe('succeeded');
    const id = done.conversion._id;
    // As a run killed between storing a file and recording its row leaves it: bytes under the conversion, no row.
    const orphans = [`outputs/${id}/killed-run.xlsx`, `results/${id}/killed-run.json`];
    for (const key of orphans) await app.storage.put(key, new Uint8Array([1, 2, 3]));
    const outputs = await app.db.select().from(output).where(eq(output.conversionId, id));

    // before expiry: nothing of this conversion is looked at
    clock = new Date(t0.getTime() + 23 * HOUR);
    await sweepExpired({ db: app.db, storage: app.storage, now: () => clock });
    for (const key of orphans) expect(await app.storage.exists(key)).toBe(true);

    clock = new Date(t0.getTime() + 25 * HOUR);
    const swept = await sweepExpired({ db: app.db, storage: app.storage, now: () => clock });
    expect(swept).toMatchObject({ outputs: outputs.length, results: 1, orphans: 2 });
    for (const key of orphans) expect(await app.storage.exists(key)).toBe(false);
    expect(await app.storage.list(`outputs/${id}/`)).toEqual([]);
    expect(await app.storage.list(`results/${id}/`)).toEqual([]);
  });

  it('spares an unreferenced file younger than the grace period (a write whose row is on its way)', async () => {
    const t0 = new Date();
    clock = t0;
    const uploadId = await uploadPdf(app, user, 'grace.pdf', invoicePdf());
    const done = await waitForConversion(app, user, (await startConversion(app, user, [uploadId])).json().data._id);
    const id = done.conversion._id;
    // the sweep runs at the real time here, just after this write: within the grace period
    const fresh = `outputs/${id}/being-saved.xlsx`;
    await app.storage.put(fresh, new Uint8Array([1]));
    await app.db.update(output).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(output.conversionId, id));
    clock = new Date();
    const swept = await sweepExpired({ db: app.db, storage: app.storage, now: () => clock });
    expect(swept.outputs).toBeGreaterThanOrEqual(2);
    expect(swept.orphans).toBeUndefined();
    expect(await app.storage.exists(fresh)).toBe(true);
  });

  it('runs on its interval until stopped', async () => {
    const t0 = new Date(clock.getTime() + HOUR);
    clock = t0;
    const id = await uploadPdf(app, user, 'interval.pdf', invoicePdf());
    clock = new Date(t0.getTime() + 24 * HOUR + 1);
    const sweeper = new Sweeper({ db: app.db, storage: app.storage, now: () => clock }, 50);
    sweeper.start();
    const until = Date.now() + 5000;
    let row;
    do {
      await new Promise((r) => setTimeout(r, 50));
      [row] = await app.db.select().from(upload).where(eq(upload.id, id));
    } while (!row?.deletedAt && Date.now() < until);
    await sweeper.stop();
    expect(row!.deletedAt).not.toBeNull();
  });
});
