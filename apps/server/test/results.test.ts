import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  conversionStatusResponseSchema,
  resultResponseSchema,
  saveResultResponseSchema,
  type Conversion,
  type InvoiceDataBody,
} from '@tallysheet/contracts';
import { sweepExpired } from '../src/jobs/sweeper.js';
import { changedPaths, remapSources } from '../src/modules/results/paths.js';
import { Regenerator } from '../src/modules/results/regenerate.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from './support/index.js';
import { invoicePdf } from './support/invoice-pdf.js';
import { authHeaders, startConversion, uploadPdf, waitForConversion } from './support/conversions.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let app: TestApp;
let alice: SignedIn;
let bob: SignedIn;
/** the app's clock runs this far ahead of the real one (to let files expire) */
let offsetMs = 0;

beforeAll(async () => {
  app = await createTestApp({ env: { WORKER_THREADS: '2' }, deps: { now: () => new Date(Date.now() + offsetMs) } });
  alice = await signIn(app, 'alice-review@example.com');
  bob = await signIn(app, 'bob-review@example.com');
});
afterAll(async () => {
  await app?.close();
});

const get = (auth: SignedIn | null, url: string) => app.inject({ method: 'GET', url, headers: auth ? authHeaders(auth) : {} });
const put = (auth: SignedIn | null, url: string, payload: unknown) =>
  app.inject({ method: 'PUT', url, headers: auth ? authHeaders(auth) : {}, payload: payload as object });

async function convert(auth: SignedIn, files: { name: string; pdf: Buffer }[]): Promise<Conversion> {
  const ids = [];
  for (const f of files) ids.push(await uploadPdf(app, auth, f.name, f.pdf));
  const start = await startConversion(app, auth, ids);
  expect(start.statusCode).toBe(201);
  const done = await waitForConversion(app, auth, start.json().data._id);
  expect(done.conversion.status).toBe('succeeded');
  return done.conversion;
}

async function workbookCells(auth: SignedIn, url: string): Promise<string> {
  const res = await get(auth, url);
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const ws of wb.worksheets) ws.eachRow((row) => cells.push(`${ws.name}: ${JSON.stringify(row.values)}`));
  return cells.join('\n');
}

describe('review results: GET/PUT /api/results/:excelFileId', () => {
  let conv: Conversion;
  let url: string;
  let original: InvoiceDataBody;

  beforeAll(async () => {
    conv = await convert(alice, [{ name: 'review me.pdf', pdf: invoicePdf({ number: 'INV-7001' }) }]);
    url = `/api/results/${conv.excelFiles[0]!.id}`;
  });

  it('answers the owner the extraction, the PDF path and no edits; the card gets the check summary', async () => {
    const res = await get(alice, url);
    expect(res.statusCode).toBe(200);
    const { data } = resultResponseSchema.parse(res.json());
    expect(data.result.invoice.number).toBe('INV-7001');
    expect(data.result.invoice.lineItems.map((l) => l.amount)).toEqual([1200, 250.5, 149.97]);
    expect(data.result.checks.length).toBeGreaterThan(0);
    expect(data.result.checks.every((c) => c.ok)).toBe(true);
    expect(data.pdfUrl).toBe(`${url}/pdf`);
    expect(data.edited).toBeNull();
    expect(data.excelFileName).toBe('review me.xlsx');
    original = data.result.invoice;

    const total = data.result.checks.length;
    expect(conv.excelFiles[0]!.checks).toEqual({ passed: total, total, edited: false });

    const pdf = await get(alice, data.pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="review me.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 401 without a session and 404 for another user, for GET, PUT and the PDF', async () => {
    for (const target of [url, `${url}/pdf`]) {
      expect((await get(null, target)).statusCode).toBe(401);
      const other = await get(bob, target);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: 'File not found' });
    }
    expect((await put(null, url, { invoice: original })).statusCode).toBe(401);
    const other = await put(bob, url, { invoice: original });
    expect(other.statusCode).toBe(404);
    // whose file it is comes before what the body holds: another user's id is 404 with a bad body too
    expect((await put(bob, url, { invoice: { issueDate: 'soon' } })).statusCode).toBe(404);
    expect((await get(alice, '/api/results/nope')).statusCode).toBe(404);
    // the CSV's id is not a workbook
    expect((await get(alice, `/api/results/${conv.excelFiles[0]!.csvUrl!.split('/').pop()}`)).statusCode).toBe(404);
  });

  it('refuses a bad body with a readable 400 and changes nothing', async () => {
    const bad = structuredClone(original) as unknown as { lineItems: { amount: unknown }[] };
    bad.lineItems[1]!.amount = 'lots';
    const res = await put(alice, url, { invoice: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invoice.lineItems.1.amount: amount must be a number or null');
    const date = await put(alice, url, { invoice: { ...original, issueDate: '2026-02-30' } });
    expect(date.statusCode).toBe(400);
    expect(date.json().error).toBe('invoice.issueDate: issueDate is not a calendar date');
    expect((await put(alice, url, {})).json().error).toMatch(/^invoice: /);
    expect((await put(alice, url, { invoice: original, extra: 1 })).statusCode).toBe(400);
    const after = resultResponseSchema.parse((await get(alice, url)).json());
    expect(after.data.edited).toBeNull();
    expect(after.data.result.invoice).toEqual(original);
  });

  it('stores a correction with who and when, recomputes the checks and regenerates the workbook and CSV', async () => {
    const wrong = structuredClone(original);
    wrong.lineItems[0]!.amount = 1234.56;
    wrong.number = 'INV-7001-A';
    const res = await put(alice, url, { invoice: wrong });
    expect(res.statusCode).toBe(200);
    const saved = saveResultResponseSchema.parse(res.json()).data;
    expect(saved.result.invoice.number).toBe('INV-7001-A');
    const failing = saved.result.checks.filter((c) => !c.ok).map((c) => c.name);
    expect(failing).toEqual(expect.arrayContaining(['line-items-sum-to-net', 'quantity-times-unit-price:line-1']));
    expect(saved.edited).toMatchObject({ paths: ['invoice.number', 'invoice.lineItems.0.amount'], saves: 1 });
    expect(saved.edited!.by).toBeTruthy();
    expect(Date.parse(saved.edited!.at)).not.toBeNaN();

    const cells = await workbookCells(alice, conv.excelFiles[0]!.excelS3Url);
    expect(cells).toContain('INV-7001-A');
    expect(cells).toContain('1234.56');
    const csv = await get(alice, conv.excelFiles[0]!.csvUrl!);
    expect(csv.body).toContain('INV-7001-A');
    expect(csv.body).toMatch(/1234[.,]56/);

    const status = conversionStatusResponseSchema.parse((await get(alice, `/api/conversions/${conv._id}/status`)).json());
    const summary = status.data.conversion.excelFiles[0]!.checks!;
    expect(summary.edited).toBe(true);
    expect(summary.passed).toBeLessThan(summary.total);

    const again = resultResponseSchema.parse((await get(alice, url)).json()).data;
    expect(again.result.invoice.lineItems[0]!.amount).toBe(1234.56);
    expect(again.edited?.paths).toContain('invoice.lineItems.0.amount');
  });

  it('follows lines across a deletion and an added line (lineOrigins), and a fix turns the checks green', async () => {
    const fixed = structuredClone(original);
    fixed.number = 'INV-7001-A';
    // drop the second line, add one of the same amount at the end: the sum is right again
    const [first, second, third] = fixed.lineItems;
    fixed.lineItems = [first!, third!, { ...second!, description: 'Travel (re-keyed)' }];
    const res = await put(alice, url, { invoice: fixed, lineOrigins: [0, 2, null] });
    expect(res.statusCode).toBe(200);
    const saved = saveResultResponseSchema.parse(res.json()).data;
    expect(saved.result.checks.every((c) => c.ok)).toBe(true);
    expect(saved.edited!.paths).toEqual(['invoice.number', 'invoice.lineItems.2', 'invoice.lineItems.removed']);
    expect(saved.edited!.saves).toBe(2);
    const status = conversionStatusResponseSchema.parse((await get(alice, `/api/conversions/${conv._id}/status`)).json());
    const summary = status.data.conversion.excelFiles[0]!.checks!;
    expect(summary.passed).toBe(summary.total);
  });

  it('checks gross − prepaid = due on save: a due below the gross fails until the prepaid amount says why', async () => {
    const dueCheck = (r: { checks: { name: string; ok: boolean; expected: number | null; actual: number | null }[] }) =>
      r.checks.find((c) => c.name === 'gross-minus-prepaid-equals-due');
    const current = resultResponseSchema.parse((await get(alice, url)).json()).data.result;
    expect(current.invoice.totals.prepaid).toBeNull();
    expect(dueCheck(current)?.ok).toBe(true);
    const gross = current.invoice.totals.gross!;
    const due = Math.round((gross - 100) * 100) / 100;
    const short = { ...current.invoice, totals: { ...current.invoice.totals, due } };
    const failed = saveResultResponseSchema.parse((await put(alice, url, { invoice: short })).json()).data;
    expect(dueCheck(failed.result)).toEqual({ name: 'gross-minus-prepaid-equals-due', ok: false, expected: due, actual: gross });
    let summary = conversionStatusResponseSchema.parse((await get(alice, `/api/conversions/${conv._id}/status`)).json()).data.conversion.excelFiles[0]!.checks!;
    expect(summary.passed).toBe(summary.total - 1);

    const paid = { ...short, totals: { ...short.totals, prepaid: 100 } };
    const res = await put(alice, url, { invoice: paid });
    expect(res.statusCode).toBe(200);
    const fixed = saveResultResponseSchema.parse(res.json()).data;
    expect(dueCheck(fixed.result)).toEqual({ name: 'gross-minus-prepaid-equals-due', ok: true, expected: due, actual: due });
    expect(fixed.edited!.paths).toEqual(expect.arrayContaining(['invoice.totals.due', 'invoice.totals.prepaid']));
    summary = conversionStatusResponseSchema.parse((await get(alice, `/api/conversions/${conv._id}/status`)).json()).data.conversion.excelFiles[0]!.checks!;
    expect(summary.passed).toBe(summary.total);
    const cells = await workbookCells(alice, conv.excelFiles[0]!.excelS3Url);
    expect(cells).toContain('"Prepaid amount",100');
    expect(cells).toContain('"Gross − prepaid − withholding + rounding = amount due","OK"');

    // a body without the key (a client made before prepaid existed) is taken: no prepaid amount, so the due is off again
    const { prepaid: _dropped, ...oldTotals } = paid.totals;
    const old = await put(alice, url, { invoice: { ...paid, totals: oldTotals } });
    expect(old.statusCode).toBe(200);
    expect(dueCheck(saveResultResponseSchema.parse(old.json()).data.result)?.ok).toBe(false);
    // and a wrong type is refused readably
    const bad = await put(alice, url, { invoice: { ...paid, totals: { ...paid.totals, prepaid: 'some' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('invoice.totals.prepaid: prepaid must be a number or null');
  });

  it('takes a withholding tax on save: gross − withholding = due passes, the workbook lists it, a wrong type is refused', async () => {
    const current = resultResponseSchema.parse((await get(alice, url)).json()).data.result;
    const gross = current.invoice.totals.gross!;
    const due = Math.round((gross - 15) * 100) / 100;
    const invoice = { ...current.invoice, totals: { ...current.invoice.totals, prepaid: null, due, withholding: 15 } };
    const res = await put(alice, url, { invoice });
    expect(res.statusCode).toBe(200);
    const saved = saveResultResponseSchema.parse(res.json()).data;
    expect(saved.result.checks.find((c) => c.name === 'gross-minus-prepaid-equals-due')).toEqual({ name: 'gross-minus-prepaid-equals-due', ok: true, expected: due, actual: due });
    expect(saved.result.invoice.totals.withholding).toBe(15);
    expect(saved.edited!.paths).toEqual(expect.arrayContaining(['invoice.totals.withholding']));
    const cells = await workbookCells(alice, conv.excelFiles[0]!.excelS3Url);
    expect(cells).toContain('"Withholding tax",15');
    const bad = await put(alice, url, { invoice: { ...invoice, totals: { ...invoice.totals, withholding: '15 %' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('invoice.totals.withholding: withholding must be a number or null');
  });
});

describe('field paths', () => {
  const base: InvoiceDataBody = {
    number: 'A',
    issueDate: null,
    dueDate: null,
    currency: 'EUR',
    seller: { name: 'S', vatId: null, address: null },
    buyer: { name: 'B', vatId: null, address: null },
    totals: { net: 10, tax: 2, gross: 12, due: 12 },
    lineItems: [
      { description: 'x', quantity: 1, unit: null, unitPrice: 4, taxRate: null, amount: 4 },
      { description: 'y', quantity: 1, unit: null, unitPrice: 6, taxRate: null, amount: 6 },
    ],
  };
  it('names what a correction changed, by line origin', () => {
    const next = structuredClone(base);
    next.seller.name = 'S2';
    next.lineItems = [{ ...base.lineItems[1]!, amount: 7 }];
    expect(changedPaths(base, next, [1])).toEqual(['invoice.seller.name', 'invoice.lineItems.0.amount', 'invoice.lineItems.removed']);
  });
  it('takes a missing prepaid amount (a result made before it was read) as null: not a change', () => {
    const next = structuredClone(base);
    next.totals.prepaid = null;
    expect(changedPaths(base, next, [0, 1])).toEqual([]);
    next.totals.prepaid = 5;
    expect(changedPaths(base, next, [0, 1])).toEqual(['invoice.totals.prepaid']);
  });
  it('moves boxes with their lines', () => {
    const box = (page: number) => ({ page, bbox: [0, 0, 1, 1] as [number, number, number, number] });
    const sources = { 'invoice.number': box(1), 'invoice.lineItems.0.amount': box(2), 'invoice.lineItems.1.amount': box(3), 'invoice.lineItems.1': box(4) };
    expect(remapSources(sources, [1, null])).toEqual({ 'invoice.number': box(1), 'invoice.lineItems.0.amount': box(3), 'invoice.lineItems.0': box(4) });
  });
});

describe('combined files, zip, status events and expiry', () => {
  let conv: Conversion;

  beforeAll(async () => {
    conv = await convert(alice, [
      { name: 'one.pdf', pdf: invoicePdf({ number: 'ONE-1' }) },
      { name: 'two.pdf', pdf: invoicePdf({ number: 'TWO-2', lines: [{ description: 'Widgets', quantity: 4, unitPrice: 2.5 }] }) },
    ]);
  });

  it('regenerates the combined workbook when one PDF is corrected', async () => {
    const perPdf = conv.excelFiles.filter((f) => !f.combined);
    const combined = conv.excelFiles.find((f) => f.combined)!;
    expect(combined.checks).toBeUndefined();
    const url = `/api/results/${perPdf[1]!.id}`;
    const { data } = resultResponseSchema.parse((await get(alice, url)).json());
    const invoice = { ...data.result.invoice, number: 'TWO-2-FIXED' };
    expect((await put(alice, url, { invoice })).statusCode).toBe(200);
    const cells = await workbookCells(alice, combined.excelS3Url);
    expect(cells).toContain('TWO-2-FIXED');
    expect(cells).toContain('ONE-1');
    expect(combined.id).toBe(conv.excelFiles.find((f) => f.combined)!.id);
    // the combined file is not reviewable by itself
    expect((await get(alice, `/api/results/${combined.id}`)).statusCode).toBe(404);
  });

  it('writes the corrected files in the regeneration thread, and the downloads are those bytes with the correction', async () => {
    const files = vi.spyOn(Regenerator.prototype, 'files');
    const combinedFiles = vi.spyOn(Regenerator.prototype, 'combined');
    try {
      const perPdf = conv.excelFiles.filter((f) => !f.combined);
      const combined = conv.excelFiles.find((f) => f.combined)!;
      const url = `/api/results/${perPdf[0]!.id}`;
      const { data } = resultResponseSchema.parse((await get(alice, url)).json());
      const invoice = structuredClone(data.result.invoice);
      invoice.lineItems[0]!.amount = 4321.09;
      expect((await put(alice, url, { invoice })).statusCode).toBe(200);
      expect(files).toHaveBeenCalledTimes(1);
      expect(combinedFiles).toHaveBeenCalledTimes(1);
      const written = (await files.mock.results[0]!.value) as { xlsx: Uint8Array; csv: Uint8Array };
      const download = await get(alice, perPdf[0]!.excelS3Url);
      expect(Buffer.from(download.rawPayload).equals(Buffer.from(written.xlsx))).toBe(true);
      expect(await workbookCells(alice, perPdf[0]!.excelS3Url)).toContain('4321.09');
      expect((await get(alice, perPdf[0]!.csvUrl!)).body).toMatch(/4321[.,]09/);
      expect(await workbookCells(alice, combined.excelS3Url)).toContain('4321.09');
    } finally {
      files.mockRestore();
      combinedFiles.mockRestore();
    }
  });

  it('streams every file of a conversion as one zip to its owner only', async () => {
    const zipUrl = `/api/conversions/${conv._id}/zip`;
    expect((await get(null, zipUrl)).statusCode).toBe(401);
    expect((await get(bob, zipUrl)).statusCode).toBe(404);
    const res = await get(alice, zipUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`tallysheet-conversion-${conv._id.slice(-8)}.zip`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).sort();
    const combinedName = conv.excelFiles.find((f) => f.combined)!.excelFileName.replace(/\.xlsx$/, '');
    // every stored output: workbook and CSV per PDF and combined, plus the accounting exports (on by default)
    const exports = (base: string) => ['datev', 'quickbooks', 'xero'].map((f) => `${base}.${f}.csv`);
    expect(names).toEqual(
      [
        ...[combinedName, 'one', 'two'].flatMap((b) => [`${b}.csv`, `${b}.xlsx`, ...exports(b)]),
        `${combinedName}.invoices.csv`,
      ].sort(),
    );
    const csv = await zip.file('two.csv')!.async('string');
    expect(csv).toContain('TWO-2-FIXED');
  });

  it('sends the status as server-sent events, ending once the conversion is finished', async () => {
    const eventsUrl = `/api/conversions/${conv._id}/events`;
    expect((await get(null, eventsUrl)).statusCode).toBe(401);
    expect((await get(bob, eventsUrl)).statusCode).toBe(404);
    const res = await get(alice, eventsUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = res.body.split('\n\n').filter((e) => e.startsWith('event: status'));
    expect(events).toHaveLength(1);
    const payload = conversionStatusResponseSchema.parse(JSON.parse(events[0]!.split('\ndata: ')[1]!));
    expect(payload.data).toMatchObject({ progress: 100, conversion: { status: 'succeeded', _id: conv._id } });
  });

  it('answers 410 once the files expired, and the sweeper takes results and corrections with them', async () => {
    const single = conv.excelFiles.find((f) => !f.combined)!;
    const { invoice } = resultResponseSchema.parse((await get(alice, `/api/results/${single.id}`)).json()).data.result;
    offsetMs = 25 * 3600_000;
    try {
      const res = await get(alice, `/api/results/${single.id}`);
      expect(res.statusCode).toBe(410);
      expect(res.json().error).toMatch(/deleted after 24 hours/);
      expect((await put(alice, `/api/results/${single.id}`, { invoice })).statusCode).toBe(410);
      expect((await get(alice, `/api/results/${single.id}/pdf`)).statusCode).toBe(410);
      expect((await get(alice, `/api/conversions/${conv._id}/zip`)).statusCode).toBe(410);
      const swept = await sweepExpired({ db: app.db, storage: app.storage, now: app.now });
      expect(swept.results).toBeGreaterThanOrEqual(2);
      const { resultCorrection } = await import('../src/db/schema/results.js');
      expect(await app.db.select().from(resultCorrection)).toEqual([]);
    } finally {
      offsetMs = 0;
    }
  });
});
