import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEMORY_MESSAGE, timeoutMessage, WORKER_DIED_MESSAGE } from '../src/jobs/pool.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from './support/index.js';
import { invoicePdf } from './support/invoice-pdf.js';
import { authHeaders, startConversion, uploadPdf, waitForConversion } from './support/conversions.js';

// Worker threads start cold and CI machines are small: conversions get room.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

async function used(app: TestApp, user: SignedIn): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/billing/subscription', headers: authHeaders(user) })).json().monthlyConversionsUsed;
}

describe('worker threads that die', () => {
  let app: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    app = await createTestApp({ env: { WORKER_FAULT_INJECTION: '1', WORKER_THREADS: '2', WORKER_MEMORY_MB: '128' } });
    user = await signIn(app, 'crash@example.com');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a thread that crashes mid-file fails that file with a clear message while the server keeps serving', async () => {
    const good = await uploadPdf(app, user, 'good.pdf', invoicePdf({ number: 'OK-1' }));
    const bad = await uploadPdf(app, user, '__crash__invoice.pdf', invoicePdf());
    const start = await startConversion(app, user, [good, bad]);
    expect(start.statusCode).toBe(201);
    const id = start.json().data._id as string;

    // The API answers while the pool is busy with the crashing file.
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const status = await app.inject({ method: 'GET', url: `/api/conversions/${id}/status`, headers: authHeaders(user) });
    expect(status.statusCode).toBe(200);

    const done = await waitForConversion(app, user, id);
    expect(done.conversion.status).toBe('succeeded');
    const crashed = done.conversion.pdfFiles.find((f) => f.fileName === '__crash__invoice.pdf')!;
    expect(crashed).toMatchObject({ status: 'failed', error: WORKER_DIED_MESSAGE });
    expect(done.conversion.error).toBe(`1 of 2 files could not be converted. __crash__invoice.pdf: ${WORKER_DIED_MESSAGE.replace(/\.$/, '')}`);
    expect(done.conversion.excelFiles.map((f) => f.excelFileName)).toEqual(['good.xlsx']);

    // The pool replaced the dead thread: the next conversion works.
    const again = await startConversion(app, user, [await uploadPdf(app, user, 'after.pdf', invoicePdf())]);
    expect((await waitForConversion(app, user, again.json().data._id)).conversion.status).toBe('succeeded');
  });

  it('a thread over its memory cap fails the conversion with a clear message and gives the conversion back', async () => {
    const before = await used(app, user);
    const id = await uploadPdf(app, user, '__oom__big.pdf', invoicePdf());
    const start = await startConversion(app, user, [id]);
    expect(start.json().subscription.monthlyConversionsUsed).toBe(before + 1);
    const done = await waitForConversion(app, user, start.json().data._id);
    expect(done.conversion.status).toBe('failed');
    expect(done.conversion.error).toBe(MEMORY_MESSAGE);
    expect(await used(app, user)).toBe(before);
  });

  it('a rejection escaping from inside the PDF reader fails that file as damaged, not as a dead thread', async () => {
    const id = await uploadPdf(app, user, '__stray-rejection__broken.pdf', invoicePdf());
    const start = await startConversion(app, user, [id]);
    const done = await waitForConversion(app, user, start.json().data._id);
    expect(done.conversion.status).toBe('failed');
    expect(done.conversion.error).toBe('This PDF is damaged and cannot be read (Bad (uncompressed) XRef entry: 5R).');
  });
});

describe('per-file time limit', () => {
  let app: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    app = await createTestApp({ env: { WORKER_FAULT_INJECTION: '1', WORKER_THREADS: '1', WORKER_FILE_TIMEOUT_SECONDS: '2' } });
    user = await signIn(app, 'hang@example.com');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a file over the time limit is stopped and fails with a clear message', { timeout: 60_000 }, async () => {
    const id = await uploadPdf(app, user, '__hang__slow.pdf', invoicePdf());
    const startedAt = Date.now();
    const start = await startConversion(app, user, [id]);
    const done = await waitForConversion(app, user, start.json().data._id);
    expect(done.conversion.status).toBe('failed');
    expect(done.conversion.error).toBe(timeoutMessage(2000));
    expect(done.conversion.error).toBe('The file took too long to process (over 2 seconds) and was stopped.');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2000);
  });
});
