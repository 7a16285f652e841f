import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  conversionListResponseSchema,
  conversionStatsResponseSchema,
  conversionStatusResponseSchema,
  startConversionResponseSchema,
} from '@tallysheet/contracts';
import { createTestApp, signIn, type SignedIn, type TestApp } from './support/index.js';
import { invoicePdf } from './support/invoice-pdf.js';
import { authHeaders, startConversion, uploadPdf, waitForConversion } from './support/conversions.js';

// Worker threads start cold and CI machines are small: conversions get room.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let app: TestApp;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ env: { WORKER_THREADS: '2' } });
  alice = await signIn(app, 'alice-conv@example.com');
  bob = await signIn(app, 'bob-conv@example.com');
});
afterAll(async () => {
  await app?.close();
});

async function download(auth: SignedIn, url: string) {
  return app.inject({ method: 'GET', url, headers: authHeaders(auth) });
}

describe('conversions end to end', () => {
  let conversionId: string;
  let workbookUrl: string;

  it('uploads a PDF, converts it, reports progress and serves the workbook and CSV', async () => {
    const id = await uploadPdf(app, alice, 'March invoice.pdf', invoicePdf({ number: 'INV-2042', pages: 2 }));
    const start = await startConversion(app, alice, [id]);
    expect(start.statusCode).toBe(201);
    const started = startConversionResponseSchema.parse(start.json());
    expect(started.data.status).toBe('pending');
    expect(started.data._id).toBe(started.data.conversionId);
    expect(started.data.pdfFiles).toEqual([expect.objectContaining({ fileName: 'March invoice.pdf' })]);
    expect(started.subscription).toMatchObject({ plan: 'free', monthlyConversionsUsed: 1, monthlyConversionsLimit: 5 });
    conversionId = started.data._id;

    const done = await waitForConversion(app, alice, conversionId);
    expect(done.conversion.status).toBe('succeeded');
    expect(done.progress).toBe(100);
    expect(done.conversion.error).toBeNull();
    expect(done.conversion.pdfFiles[0]).toMatchObject({ status: 'succeeded', pages: 2, pagesDone: 2 });
    // Progress only moves forward.
    expect([...done.progressSeen].sort((a, b) => a - b)).toEqual(done.progressSeen);

    expect(done.conversion.excelFiles).toHaveLength(1);
    const out = done.conversion.excelFiles[0]!;
    expect(out).toMatchObject({ excelFileName: 'March invoice.xlsx', csvFileName: 'March invoice.csv', combined: false, expired: false });
    expect(out.tablesExtracted).toBeGreaterThanOrEqual(1);
    expect(out.excelS3Url).toBe(`/api/files/${out.id}`);
    workbookUrl = out.excelS3Url;

    const xlsx = await download(alice, out.excelS3Url);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="March invoice.xlsx"; filename*=UTF-8''March%20invoice.xlsx`,
    );
    expect(Number(xlsx.headers['content-length'])).toBe(out.fileSize);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const names = wb.worksheets.map((w) => w.name);
    expect(names).toEqual(expect.arrayContaining(['Invoice', 'Line Items']));
    const cells: string[] = [];
    wb.getWorksheet('Invoice')!.eachRow((row) => cells.push(row.values ? JSON.stringify(row.values) : ''));
    expect(cells.join('\n')).toContain('INV-2042');
    const items = wb.getWorksheet('Line Items')!;
    const descriptions: string[] = [];
    items.eachRow((row) => descriptions.push(String(row.getCell(1).value ?? '') + '|' + String(row.getCell(2).value ?? '')));
    expect(descriptions.join('\n')).toContain('Consulting services');
    expect(descriptions.join('\n')).toContain('Software licence');

    const csv = await download(alice, out.csvUrl!);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('INV-2042');
    expect(csv.body).toContain('Travel expenses');
  });

  it('answers 404 for another user’s conversion, upload and file', async () => {
    const status = await app.inject({ method: 'GET', url: `/api/conversions/${conversionId}/status`, headers: authHeaders(bob) });
    expect(status.statusCode).toBe(404);
    expect(status.json()).toEqual({ error: 'Conversion not found' });
    const file = await download(bob, workbookUrl);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ error: 'File not found' });
    const aliceUpload = await uploadPdf(app, alice, 'private.pdf', invoicePdf());
    const steal = await startConversion(app, bob, [aliceUpload]);
    expect(steal.statusCode).toBe(404);
    expect(steal.json().error).toMatch(/Upload not found/);
    const list = conversionListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/conversions', headers: authHeaders(bob) })).json(),
    );
    expect(list.data.total).toBe(0);
    const anon = await download(alice, '/api/files/does-not-exist');
    expect(anon.statusCode).toBe(404);
    const noSession = await app.inject({ method: 'GET', url: workbookUrl });
    expect(noSession.statusCode).toBe(401);
  });

  it('converts several PDFs into per-file outputs plus the combined workbook and CSV', async () => {
    const ids = [
      await uploadPdf(app, alice, 'a.pdf', invoicePdf({ number: 'A-1' })),
      await uploadPdf(app, alice, 'b.pdf', invoicePdf({ number: 'B-2', lines: [{ description: 'Widgets', quantity: 4, unitPrice: 2.5 }] })),
    ];
    const start = await startConversion(app, alice, ids);
    expect(start.statusCode).toBe(201);
    const done = await waitForConversion(app, alice, start.json().data._id);
    expect(done.conversion.status).toBe('succeeded');
    const files = done.conversion.excelFiles;
    expect(files.map((f) => f.excelFileName)).toEqual(['a.xlsx', 'b.xlsx', `tallysheet-conversion-${done.conversion._id.slice(-8)}.xlsx`]);
    const combined = files[2]!;
    expect(combined.combined).toBe(true);
    expect(combined.tablesExtracted).toBe(files[0]!.tablesExtracted + files[1]!.tablesExtracted);
    const csv = await download(alice, combined.csvUrl!);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('A-1');
    expect(csv.body).toContain('B-2');
    expect(csv.body).toContain('Widgets');
  });

  it('succeeds with the failed PDF named when only some PDFs work, and gives their conversions back', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/billing/subscription', headers: authHeaders(alice) })).json();
    const ids = [
      await uploadPdf(app, alice, 'good.pdf', invoicePdf({ number: 'G-7' })),
      await uploadPdf(app, alice, 'broken.pdf', Buffer.from('%PDF-1.7\nthis is not really a PDF at all\n')),
    ];
    const start = await startConversion(app, alice, ids);
    expect(start.statusCode).toBe(201);
    expect(start.json().subscription.monthlyConversionsUsed).toBe(before.monthlyConversionsUsed + 2);
    const done = await waitForConversion(app, alice, start.json().data._id);
    expect(done.conversion.status).toBe('succeeded');
    expect(done.conversion.excelFiles.map((f) => f.excelFileName)).toEqual(['good.xlsx']);
    expect(done.conversion.error).toMatch(/^1 of 2 files could not be converted\. broken\.pdf: .+/);
    const broken = done.conversion.pdfFiles.find((f) => f.fileName === 'broken.pdf')!;
    expect(broken.status).toBe('failed');
    expect(broken.error).toBeTruthy();
    expect(broken.error).not.toMatch(/at |Error:/);
    const after = (await app.inject({ method: 'GET', url: '/api/billing/subscription', headers: authHeaders(alice) })).json();
    expect(after.monthlyConversionsUsed).toBe(before.monthlyConversionsUsed + 1);
  });

  it('fails when no PDF works, with that file’s own message', async () => {
    const id = await uploadPdf(app, bob, 'empty.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const start = await startConversion(app, bob, [id]);
    const done = await waitForConversion(app, bob, start.json().data._id);
    expect(done.conversion.status).toBe('failed');
    expect(done.conversion.excelFiles).toEqual([]);
    expect(done.conversion.error).toBe(done.conversion.pdfFiles[0]!.error);
    expect(done.conversion.error).toBeTruthy();
  });

  it('lists history newest first with search, status filter, pagination and stats', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/conversions?page=1&limit=10&sort=-createdAt', headers: authHeaders(alice) });
    expect(res.statusCode).toBe(200);
    const all = conversionListResponseSchema.parse(res.json()).data;
    expect(all.total).toBe(3);
    expect(all.pages).toBe(1);
    const created = all.conversions.map((c) => c.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(all.conversions[0]!.pdfFiles.map((f) => f.fileName)).toEqual(['good.pdf', 'broken.pdf']);

    const search = conversionListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/conversions?search=MARCH', headers: authHeaders(alice) })).json(),
    ).data;
    expect(search.total).toBe(1);
    expect(search.conversions[0]!.pdfFiles[0]!.fileName).toBe('March invoice.pdf');
    const wildcard = conversionListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/conversions?search=%25', headers: authHeaders(alice) })).json(),
    ).data;
    expect(wildcard.total).toBe(0);

    const paged = conversionListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/conversions?page=2&limit=2', headers: authHeaders(alice) })).json(),
    ).data;
    expect(paged).toMatchObject({ total: 3, pages: 2, page: 2 });
    expect(paged.conversions).toHaveLength(1);
    expect(paged.conversions[0]!._id).toBe(all.conversions[2]!._id);

    const failedOnly = conversionListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/conversions?status=failed', headers: authHeaders(bob) })).json(),
    ).data;
    expect(failedOnly.total).toBe(1);
    const succeededBob = conversionListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/conversions?status=succeeded', headers: authHeaders(bob) })).json(),
    ).data;
    expect(succeededBob.total).toBe(0);

    const bad = await app.inject({ method: 'GET', url: '/api/conversions?status=bogus', headers: authHeaders(alice) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Invalid status parameter' });

    const stats = conversionStatsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/conversions/stats', headers: authHeaders(alice) })).json(),
    ).data;
    expect(stats).toEqual({ total: 3, succeeded: 3, processing: 0, pending: 0, failed: 0, totalFilesConverted: 4 });
  });

  it('refuses bad start requests with clear messages', async () => {
    const empty = await startConversion(app, alice, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Please upload some PDF files first.' });
    const many = await startConversion(app, alice, Array.from({ length: 11 }, (_, i) => `id-${i}`));
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({ error: 'You can convert up to 10 files at once.' });
    const unknown = await startConversion(app, alice, ['no-such-upload']);
    expect(unknown.statusCode).toBe(404);
    const status = await app.inject({ method: 'GET', url: '/api/conversions/nope/status', headers: authHeaders(alice) });
    expect(status.statusCode).toBe(404);
    conversionStatusResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/conversions/${conversionId}/status`, headers: authHeaders(alice) })).json(),
    );
  });
});
