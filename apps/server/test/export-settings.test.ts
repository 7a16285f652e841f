/**
 * Export settings (issue #14): GET/PUT /api/settings/exports, and a conversion's CSV in the user's format plus its
 * DATEV / Xero / QuickBooks exports and the combined invoices CSV, downloaded and parsed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportSettingsViewSchema } from '@tallysheet/contracts';
import { createTestApp, signIn, type SignedIn, type TestApp } from './support/index.js';
import { invoicePdf } from './support/invoice-pdf.js';
import { authHeaders, startConversion, uploadPdf, waitForConversion } from './support/conversions.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let app: TestApp;
let carol: SignedIn;
let dave: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ env: { WORKER_THREADS: '2' } });
  carol = await signIn(app, 'carol-exports@example.com');
  dave = await signIn(app, 'dave-exports@example.com');
});
afterAll(async () => {
  await app?.close();
});

describe('export settings', () => {
  it('answers the defaults until set, then stores them per user', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/settings/exports', headers: authHeaders(carol) });
    expect(first.statusCode).toBe(200);
    const view = exportSettingsViewSchema.parse(first.json().data);
    expect(view.csvFormat).toBeNull();
    expect(view.exports.datev).toMatchObject({ chart: 'SKR03', expenseAccount: '4980', creditorAccount: '1600', withholdingAccount: '1749', consultantNumber: 1001 });
    expect(view.exports.xero.withholdingAccountCode).toBe('');

    const exports = {
      ...view.exports,
      datev: { ...view.exports.datev, chart: 'SKR04' as const, expenseAccount: '6850', creditorAccount: '3300', withholdingAccount: '3726', consultantNumber: 29098, clientNumber: 55003 },
      xero: { ...view.exports.xero, withholdingAccountCode: '826' },
    };
    const put = await app.inject({ method: 'PUT', url: '/api/settings/exports', headers: authHeaders(carol), payload: { data: { csvFormat: 'semicolon-comma', exports } } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ csvFormat: 'semicolon-comma', exports: { datev: { chart: 'SKR04', consultantNumber: 29098, withholdingAccount: '3726' }, xero: { withholdingAccountCode: '826' } } });

    const other = await app.inject({ method: 'GET', url: '/api/settings/exports', headers: authHeaders(dave) });
    expect(other.json().data.csvFormat).toBeNull();
  });

  it('refuses invalid values with a message and requires sign-in', async () => {
    const bad = await app.inject({ method: 'PUT', url: '/api/settings/exports', headers: authHeaders(carol), payload: { data: { csvFormat: 'tabs' } } });
    expect(bad.statusCode).toBe(400);
    const view = (await app.inject({ method: 'GET', url: '/api/settings/exports', headers: authHeaders(carol) })).json().data;
    const badAccount = await app.inject({
      method: 'PUT',
      url: '/api/settings/exports',
      headers: authHeaders(carol),
      payload: { data: { exports: { ...view.exports, datev: { ...view.exports.datev, consultantNumber: 12 } } } },
    });
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.json().error ?? badAccount.body).toContain('consultant number');
    expect((await app.inject({ method: 'GET', url: '/api/settings/exports' })).statusCode).toBe(401);
  });
});

describe('conversion outputs in the chosen formats', () => {
  it('writes the CSV in the user’s format and the accounting exports per PDF and combined', async () => {
    const a = await uploadPdf(app, carol, 'April.pdf', invoicePdf({ number: 'INV-7001' }));
    const b = await uploadPdf(app, carol, 'May.pdf', invoicePdf({ number: 'INV-7002' }));
    const start = await startConversion(app, carol, [a, b]);
    const done = await waitForConversion(app, carol, start.json().data._id);
    expect(done.conversion.status).toBe('succeeded');
    const [april, , combined] = done.conversion.excelFiles;
    expect(april!.exports?.map((e) => e.kind)).toEqual(['datev', 'xero', 'quickbooks']);
    expect(april!.exports?.map((e) => e.fileName)).toEqual(['April.datev.csv', 'April.xero.csv', 'April.quickbooks.csv']);
    expect(combined!.combined).toBe(true);
    expect(combined!.exports?.map((e) => e.kind)).toEqual(['datev', 'xero', 'quickbooks', 'invoices']);

    const csv = await app.inject({ method: 'GET', url: april!.csvUrl!, headers: authHeaders(carol) });
    expect(csv.body.split('\r\n')[0]).toContain('Invoice number;Issue date');

    const datev = await app.inject({ method: 'GET', url: april!.exports![0]!.url, headers: authHeaders(carol) });
    expect(datev.statusCode).toBe(200);
    expect(datev.headers['content-type']).toBe('text/csv; charset=windows-1252');
    const text = Buffer.from(datev.rawPayload).toString('latin1');
    const header = text.split('\r\n')[0]!.split(';');
    expect(header.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect([header[10], header[11], header[26]]).toEqual(['29098', '55003', '"04"']);
    expect(text).toContain('"INV-7001"');

    const invoices = await app.inject({ method: 'GET', url: combined!.exports![3]!.url, headers: authHeaders(carol) });
    const rows = invoices.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Invoice number;Issue date');

    // another user cannot download them
    expect((await app.inject({ method: 'GET', url: april!.exports![0]!.url, headers: authHeaders(dave) })).statusCode).toBe(404);
  });
});
