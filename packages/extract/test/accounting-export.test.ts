/**
 * Accounting exports (DATEV EXTF Buchungsstapel, Xero bills CSV, QuickBooks Online bills CSV) and the CSV formats,
 * checked against each format's rules, and byte for byte against golden files made from the generated fixture
 * invoices (src/fixtures; no corpus). Regenerate the golden files after an intended change with
 * `UPDATE_GOLDEN=1 npx vitest run test/accounting-export.test.ts` and review the diff.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bookingLines, splitByRate } from '../src/export/accounting.js';
import { writeCombinedCsv, writeCsv, writeInvoicesCsv, INVOICE_HEADERS } from '../src/export/csv.js';
import { DATEV_COLUMNS, DATEV_HEADER_FIELDS, datevDocumentField, encodeWindows1252, writeDatev } from '../src/export/datev.js';
import { writeQuickBooks, QUICKBOOKS_COLUMNS } from '../src/export/quickbooks.js';
import { csvFormatForLocale, DEFAULT_EXPORT_SETTINGS, resolveExportSettings } from '../src/export/settings.js';
import { writeXero, XERO_COLUMNS, XERO_MAX_INVOICES } from '../src/export/xero.js';
import { expectedInvoice, SAMPLE_DE, SAMPLE_EN, SAMPLE_FR } from '../src/fixtures/data.js';
import type { ExtractionResult, InvoiceData } from '../src/types.js';
import { parseCsv } from './fixtures/csv.js';

const goldenDir = join(dirname(fileURLToPath(import.meta.url)), 'golden');

function result(name: string, invoice: InvoiceData): ExtractionResult {
  return { file: { name, pages: 1 }, source: 'layout', invoice, tables: [], checks: [], warnings: [], sources: {} };
}

/** The generated German invoice (19 % and 7 %), with the new fields set, and a shipping charge. */
function german(): ExtractionResult {
  const inv = expectedInvoice(SAMPLE_DE);
  inv.payment = { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', terms: 'Zahlbar innerhalb von 30 Tagen netto', reference: 'RE-2024-0815' };
  inv.orderReference = 'PO-7781';
  inv.buyerReference = 'K-10023';
  inv.deliveryDate = '2024-02-12';
  inv.servicePeriod = null;
  inv.charges = [{ description: 'Versandkosten', amount: 4.99, taxRate: 19 }];
  inv.allowances = [];
  inv.totals.net = Math.round((inv.totals.net! + 4.99) * 100) / 100;
  inv.totals.tax = Math.round((inv.totals.tax! + 0.95) * 100) / 100;
  inv.totals.gross = Math.round((inv.totals.net + inv.totals.tax) * 100) / 100;
  inv.totals.due = inv.totals.gross;
  return result('rechnung-de.pdf', inv);
}

function english(): ExtractionResult {
  return result('invoice-en.pdf', expectedInvoice(SAMPLE_EN));
}

/** A French invoice turned credit note (negative amounts). */
function creditNote(): ExtractionResult {
  const inv = expectedInvoice({ ...SAMPLE_FR, lines: SAMPLE_FR.lines.slice(0, 1), number: 'AV-2024-003' });
  for (const l of inv.lineItems) l.amount = -l.amount!, (l.quantity = -l.quantity!);
  inv.totals = { net: -inv.totals.net!, tax: -inv.totals.tax!, gross: -inv.totals.gross!, due: -inv.totals.due! };
  return result('avoir-fr.pdf', inv);
}

function undated(): ExtractionResult {
  return result('scan-undated.pdf', { ...expectedInvoice(SAMPLE_EN), issueDate: null, number: 'NODATE-1' });
}

const NOW = new Date('2024-03-01T10:20:30.456Z');

function golden(name: string, data: Uint8Array): void {
  const file = join(goldenDir, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    mkdirSync(goldenDir, { recursive: true });
    writeFileSync(file, data);
    if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`golden file ${name} was missing and has been written; review and commit it`);
  }
  expect(Buffer.from(data).equals(readFileSync(file)), `${name} differs from its golden file`).toBe(true);
}

// ---------------------------------------------------------------------------------------------------------- DATEV

describe('DATEV EXTF Buchungsstapel', () => {
  const out = writeDatev([german(), english(), creditNote(), undated()], { now: NOW });
  const text = Buffer.from(out.data).toString('latin1');
  const records = text.split('\r\n');

  it('is Windows-1252 with CRLF records and no bare line feed', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(/[^\r]\n/.test(text)).toBe(false);
    // "Bürobedarf": ü is 0xFC in Windows-1252 (UTF-8 would be C3 BC)
    const at = text.indexOf('B\u00fcrobedarf');
    expect(at).toBeGreaterThan(0);
    expect(out.data[at + 1]).toBe(0xfc);
    expect(encodeWindows1252('€ – ü ő ł')).toEqual(Uint8Array.from([0x80, 0x20, 0x96, 0x20, 0xfc, 0x20, 0x6f, 0x20, 0x3f]));
  });

  it('header record: 31 fields with the EXTF values and lengths DATEV specifies', () => {
    const h = records[0]!.split(';');
    expect(h).toHaveLength(DATEV_HEADER_FIELDS.length);
    expect(h.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(h[5]).toBe('20240301102030456'); // Erzeugt am: YYYYMMDDHHMMSSFFF
    expect(h[7]).toBe('"RE"');
    expect(h[10]).toBe('1001'); // Beraternummer 1001–9999999
    expect(h[11]).toBe('1'); // Mandantennummer
    expect(h[12]).toBe('20240101'); // WJ-Beginn
    expect(h[13]).toBe('4'); // Sachkontenlänge
    expect(h[14]).toMatch(/^2024\d{4}$/);
    expect(h[15]).toMatch(/^2024\d{4}$/);
    expect(Number(h[14])).toBeLessThanOrEqual(Number(h[15]));
    expect(h[16]!.length - 2).toBeLessThanOrEqual(30); // Bezeichnung ≤ 30
    expect(h[18]).toBe('1'); // Buchungstyp Finanzbuchführung
    expect(h[26]).toBe('"03"'); // SKR03
  });

  it('column record: the 125 Buchungsstapel columns in order; every booking has as many fields', () => {
    expect(records[1]!.split(';')).toEqual([...DATEV_COLUMNS]);
    expect(DATEV_COLUMNS).toHaveLength(125);
    const bookings = records.slice(2).filter(Boolean);
    for (const b of bookings) expect(b.split(';')).toHaveLength(125);
  });

  it('one booking per VAT rate: gross amount, S/H, accounts, BU key, TTMM date, Belegfeld 1, Buchungstext', () => {
    const rows = records.slice(2).filter(Boolean).map((r) => r.split(';'));
    const col = (row: string[], name: (typeof DATEV_COLUMNS)[number]) => row[DATEV_COLUMNS.indexOf(name)]!;
    const de = rows.filter((r) => col(r, 'Belegfeld 1') === '"RE-2024-0815"');
    expect(de).toHaveLength(2);
    const split = splitByRate(german().invoice);
    expect(split.map((g) => g.rate).sort()).toEqual([19, 7]);
    expect(split.reduce((s, g) => s + g.gross, 0)).toBeCloseTo(german().invoice.totals.gross!, 2);
    for (const r of de) {
      expect(col(r, 'Umsatz (ohne Soll/Haben-Kz)')).toMatch(/^\d+,\d{2}$/);
      expect(col(r, 'Soll/Haben-Kennzeichen')).toBe('"S"');
      expect(col(r, 'Konto')).toBe('4980');
      expect(col(r, 'Gegenkonto (ohne BU-Schlüssel)')).toBe('1600');
      expect(col(r, 'Belegdatum')).toBe('1402');
      expect(col(r, 'Buchungstext')).toBe('"Muster Bürobedarf GmbH"');
      expect(col(r, 'Leistungsdatum')).toBe('12022024');
      expect(col(r, 'Fälligkeit')).toBe('15032024');
    }
    expect(de.map((r) => col(r, 'BU-Schlüssel')).sort()).toEqual(['"8"', '"9"']);
    const sum = de.reduce((s, r) => s + Number(col(r, 'Umsatz (ohne Soll/Haben-Kz)').replace(',', '.')), 0);
    expect(Math.round(sum * 100) / 100).toBe(german().invoice.totals.gross);
    // the credit note books on the Haben side with a positive amount
    const cn = rows.find((r) => col(r, 'Belegfeld 1') === '"AV-2024-003"')!;
    expect(col(cn, 'Soll/Haben-Kennzeichen')).toBe('"H"');
    expect(col(cn, 'Umsatz (ohne Soll/Haben-Kz)')).not.toContain('-');
  });

  it('reports what it could not book, never drops silently', () => {
    expect(out.exported).toBe(3);
    expect(out.issues.filter((i) => i.skipped)).toEqual([{ file: 'scan-undated.pdf', invoice: 'NODATE-1', skipped: true, reason: 'no invoice date was found' }]);
    // 20 % (UK) and the French rate have no BU key in the defaults: noted, booked without a key
    expect(out.issues.some((i) => !i.skipped && /20 % VAT/.test(i.reason))).toBe(true);
  });

  it('limits Belegfeld 1 to 36 characters of DATEV’s set', () => {
    expect(datevDocumentField('Rechnung Nr. 2024/ä_17#x'.repeat(3))).toMatch(/^[A-Z0-9$&%*+\-/]{1,36}$/);
    expect(datevDocumentField('re-2024/17')).toBe('RE-2024/17');
  });

  it('SKR04 settings change accounts and the chart field', () => {
    const s = resolveExportSettings({ datev: { chart: 'SKR04', consultantNumber: 29098, clientNumber: 55003 } });
    const t = Buffer.from(writeDatev([german()], { settings: s.datev, now: NOW }).data).toString('latin1').split('\r\n');
    const h = t[0]!.split(';');
    expect([h[10], h[11], h[26]]).toEqual(['29098', '55003', '"04"']);
    const row = t[2]!.split(';');
    expect(row[DATEV_COLUMNS.indexOf('Konto')]).toBe('6850');
    expect(row[DATEV_COLUMNS.indexOf('Gegenkonto (ohne BU-Schlüssel)')]).toBe('3300');
  });

  it('a batch holds one fiscal year; invoices of another are reported', () => {
    const old = english();
    old.invoice = { ...old.invoice, issueDate: '2023-12-30', number: 'OLD-1' };
    const r = writeDatev([german(), english(), old], { now: NOW });
    expect(r.issues.find((i) => i.invoice === 'OLD-1')?.reason).toMatch(/another fiscal year/);
  });

  it('rule: Sachkontenlänge is the G/L account\'s length; a creditor account may have one digit more', () => {
    const s = resolveExportSettings({ datev: { creditorAccount: '70000' } });
    const t = Buffer.from(writeDatev([german()], { settings: s.datev, now: NOW }).data).toString('latin1').split('\r\n');
    expect(t[0]!.split(';')[13]).toBe('4');
    const row = t[2]!.split(';');
    expect([row[DATEV_COLUMNS.indexOf('Konto')], row[DATEV_COLUMNS.indexOf('Gegenkonto (ohne BU-Schlüssel)')]]).toEqual(['4980', '70000']);
    const long = resolveExportSettings({ datev: { creditorAccount: '7000000' } });
    expect(writeDatev([german()], { settings: long.datev, now: NOW }).issues.some((i) => /contra account 7000000/.test(i.reason))).toBe(true);
  });

  it('rule: Datum vom and Datum bis lie in one calendar year (a booking\'s TTMM takes its year from the header)', () => {
    // fiscal year from July: December 2023 and January 2024 are one fiscal year but two calendar years
    const s = resolveExportSettings({ datev: { fiscalYearStartMonth: 7 } });
    const dec = english();
    dec.invoice = { ...dec.invoice, issueDate: '2023-12-28', number: 'DEC-1' };
    const r = writeDatev([german(), english(), dec], { settings: s.datev, now: NOW });
    const h = Buffer.from(r.data).toString('latin1').split('\r\n')[0]!.split(';');
    expect(h[12]).toBe('20230701');
    expect(h[14]!.slice(0, 4)).toBe(h[15]!.slice(0, 4));
    expect(r.issues.find((i) => i.invoice === 'DEC-1')?.reason).toMatch(/another calendar year/);
  });

  it('rule: a Leistungsdatum comes with its Datum Zuord. Steuerperiode (DATEV reads field 115 only with 116)', () => {
    const rows = records.slice(2).filter(Boolean).map((r) => r.split(';'));
    const withService = rows.filter((row) => row[DATEV_COLUMNS.indexOf('Leistungsdatum')] !== '');
    expect(withService.length).toBeGreaterThan(0);
    for (const row of withService) expect(row[DATEV_COLUMNS.indexOf('Datum Zuord. Steuerperiode')]).toMatch(/^\d{8}$/);
  });

  it('matches its golden file', () => golden('datev.csv', out.data));
});

// ---------------------------------------------------------------------------------------------------------- Xero

describe('Xero bills import CSV', () => {
  const out = writeXero([german(), english(), undated()]);
  const rows = parseCsv(Buffer.from(out.data).toString('utf8'));

  it('has the template columns in order and one row per line item (plus charges)', () => {
    expect(rows[0]).toEqual([...XERO_COLUMNS]);
    expect(rows).toHaveLength(1 + 5 + 4);
  });

  it('fills every required column; dates DD/MM/YYYY; numbers with a decimal point', () => {
    const required = XERO_COLUMNS.map((c, i) => [c, i] as const).filter(([c]) => c.startsWith('*'));
    for (const row of rows.slice(1)) {
      for (const [c, i] of required) expect(row[i], c).not.toBe('');
      expect(row[XERO_COLUMNS.indexOf('*InvoiceDate')]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(row[XERO_COLUMNS.indexOf('*UnitAmount')]).toMatch(/^-?\d+(\.\d+)?$/);
    }
    const de = rows.filter((r) => r[10] === 'RE-2024-0815');
    expect(de[0]![XERO_COLUMNS.indexOf('*InvoiceDate')]).toBe('14/02/2024');
    expect(de[0]![XERO_COLUMNS.indexOf('*DueDate')]).toBe('15/03/2024');
    expect(de.map((r) => r[XERO_COLUMNS.indexOf('*Description')])).toContain('Versandkosten');
    const en = rows.find((r) => r[10] === 'INV-2024-0117')!;
    expect(en[XERO_COLUMNS.indexOf('*TaxType')]).toBe('20% (VAT on Expenses)');
    expect(en[XERO_COLUMNS.indexOf('Currency')]).toBe('USD');
  });

  it('line amounts add up to the net total', () => {
    const de = rows.filter((r) => r[10] === 'RE-2024-0815');
    const sum = de.reduce((s, r) => s + Number(r[16]) * Number(r[17]), 0);
    expect(Math.round(sum * 100) / 100).toBe(german().invoice.totals.net);
  });

  it('reports the undated invoice and writes US dates when asked', () => {
    expect(out.issues.filter((i) => i.skipped).map((i) => i.file)).toEqual(['scan-undated.pdf']);
    const us = parseCsv(Buffer.from(writeXero([german()], { ...DEFAULT_EXPORT_SETTINGS.xero, dateStyle: 'mm/dd/yyyy' }).data).toString('utf8'));
    expect(us[1]![XERO_COLUMNS.indexOf('*InvoiceDate')]).toBe('02/14/2024');
  });

  it('rule: Xero imports at most 500 invoices from one file; further ones are reported, not written', () => {
    const many = Array.from({ length: XERO_MAX_INVOICES + 2 }, (_, i) => {
      const r = english();
      r.invoice = { ...r.invoice, number: `INV-${i + 1}` };
      return r;
    });
    const r = writeXero(many);
    expect(r.exported).toBe(XERO_MAX_INVOICES);
    expect(r.issues.filter((i) => i.skipped && /at most 500 invoices/.test(i.reason)).map((i) => i.invoice)).toEqual(['INV-501', 'INV-502']);
    const numbers = new Set(parseCsv(new TextDecoder().decode(r.data)).slice(1).map((row) => row[XERO_COLUMNS.indexOf('*InvoiceNumber')]));
    expect(numbers.size).toBe(XERO_MAX_INVOICES);
  });

  it('matches its golden file', () => golden('xero.csv', out.data));
});

// ---------------------------------------------------------------------------------------------------------- QuickBooks

describe('QuickBooks Online bills import CSV', () => {
  const out = writeQuickBooks([german(), english(), undated()]);
  const rows = parseCsv(Buffer.from(out.data).toString('utf8'));
  const c = (name: (typeof QUICKBOOKS_COLUMNS)[number]) => QUICKBOOKS_COLUMNS.indexOf(name);

  it('has its columns in order, one row per booking line, bill fields repeated', () => {
    expect(rows[0]).toEqual([...QUICKBOOKS_COLUMNS]);
    expect(rows).toHaveLength(1 + 5 + 4);
    const de = rows.filter((r) => r[c('Bill No')] === 'RE-2024-0815');
    expect(new Set(de.map((r) => r[c('Supplier')]))).toEqual(new Set(['Muster Bürobedarf GmbH']));
    expect(de[0]![c('Bill Date')]).toBe('02/14/2024');
    expect(de[0]![c('Due Date')]).toBe('03/15/2024');
    expect(de[0]![c('Terms')]).toBe('Zahlbar innerhalb von 30 Tagen netto');
    expect(de[0]![c('Memo')]).toBe('PO PO-7781 · Ref RE-2024-0815');
    for (const r of rows.slice(1)) expect(r[c('Line Amount')]).toMatch(/^-?\d+\.\d{2}$/);
  });

  it('reports the undated invoice', () => {
    expect(out.exported).toBe(2);
    expect(out.issues.filter((i) => i.skipped).map((i) => i.reason)).toEqual(['no invoice date was found']);
  });

  it('rule: a bill number holds at most 21 characters; a longer one is cut, reported and kept whole in the memo', () => {
    const r = english();
    r.invoice = { ...r.invoice, number: 'INV-2024-000000000000123456' };
    const q = writeQuickBooks([r]);
    const rows = parseCsv(new TextDecoder().decode(q.data));
    expect(rows[1]![QUICKBOOKS_COLUMNS.indexOf('Bill No')]).toBe('INV-2024-000000000000');
    expect(rows[1]![QUICKBOOKS_COLUMNS.indexOf('Memo')]).toContain('INV-2024-000000000000123456');
    expect(q.issues.some((i) => !i.skipped && /21 characters/.test(i.reason))).toBe(true);
  });

  it('matches its golden file', () => golden('quickbooks.csv', out.data));
});

// ---------------------------------------------------------------------------------------------------------- CSV

describe('CSV in the reader’s format', () => {
  it('semicolon-comma: semicolons, decimal commas, invoices.csv one row per invoice', () => {
    const text = Buffer.from(writeInvoicesCsv([german(), english()], { format: 'semicolon-comma' })).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(text.slice(1), ';');
    expect(rows[0]).toEqual(INVOICE_HEADERS);
    expect(rows).toHaveLength(3);
    const at = (name: string) => INVOICE_HEADERS.indexOf(name);
    expect(rows[1]![at('IBAN')]).toBe('DE89370400440532013000');
    expect(rows[1]![at('Order reference')]).toBe('PO-7781');
    expect(rows[1]![at('Charges')]).toBe('4,99');
    expect(rows[1]![at('Gross amount')]).toMatch(/^\d+,\d{1,2}$/);
    expect(INVOICE_HEADERS.slice(at('Gross amount'), at('Amount due') + 1)).toEqual(['Gross amount', 'Prepaid amount', 'Withholding tax', 'Rounding', 'Amount due']);
    expect(rows[1]![at('Prepaid amount')]).toBe('');
    const g = german();
    const paid = { ...g, invoice: { ...g.invoice, totals: { ...g.invoice.totals, prepaid: 500.5 } } };
    const paidRows = parseCsv(Buffer.from(writeInvoicesCsv([paid], { format: 'semicolon-comma' })).toString('utf8').slice(1), ';');
    expect(paidRows[1]![at('Prepaid amount')]).toBe('500,5');
    const rounded = { ...g, invoice: { ...g.invoice, totals: { ...g.invoice.totals, rounding: -0.4 } } };
    expect(parseCsv(Buffer.from(writeInvoicesCsv([rounded], { format: 'semicolon-comma' })).toString('utf8').slice(1), ';')[1]![at('Rounding')]).toBe('-0,4');
    const lines = parseCsv(Buffer.from(writeCsv(german(), { format: 'semicolon-comma' })).toString('utf8').slice(1), ';');
    expect(lines[1]![11]).toBe('4,95');
  });

  it('comma-dot stays the default', () => {
    const rows = parseCsv(Buffer.from(writeCombinedCsv([german()])).toString('utf8').slice(1));
    expect(rows[1]![12]).toBe('4.95');
  });

  it('picks the format from the language', () => {
    expect(csvFormatForLocale('en-US')).toBe('comma-dot');
    expect(csvFormatForLocale('de-DE')).toBe('semicolon-comma');
    expect(csvFormatForLocale('fr')).toBe('semicolon-comma');
    expect(csvFormatForLocale('de-CH')).toBe('comma-dot');
  });

  it('matches its golden file', () => golden('invoices-semicolon.csv', writeInvoicesCsv([german(), english()], { format: 'semicolon-comma' })));
});

describe('booking lines', () => {
  it('fall back to one net line when the lines do not add up, and say so', () => {
    const inv = { ...german().invoice, charges: [] };
    const { lines, reconciled } = bookingLines(inv);
    expect(reconciled).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.amount).toBe(inv.totals.net);
  });
});

// ---------------------------------------------------------------------------------------------- tax withheld at source

/** An invented freelancer's invoice: 1,000.00 net, 21 % VAT, 15 % income tax withheld by the payer → 1,060.00 due. */
function withholding(): ExtractionResult {
  const inv = expectedInvoice({ ...SAMPLE_EN, lines: SAMPLE_EN.lines.slice(0, 1), number: 'F-2024-031' });
  inv.lineItems = [{ ...inv.lineItems[0]!, description: 'Consulting, March', quantity: 1, unitPrice: 1000, amount: 1000, taxRate: 21 }];
  inv.currency = 'EUR';
  inv.totals = { net: 1000, tax: 210, gross: 1210, withholding: 150, due: 1060 };
  return result('factura-irpf.pdf', inv);
}

describe('tax withheld at source in the accounting exports', () => {
  it('DATEV: the bookings per rate carry the gross; one more books the withheld tax from the creditor to the withholding account', () => {
    const rows = Buffer.from(writeDatev([withholding()], { now: NOW }).data).toString('latin1').split('\r\n').slice(2).filter(Boolean).map((r) => r.split(';'));
    const col = (row: string[], name: (typeof DATEV_COLUMNS)[number]) => row[DATEV_COLUMNS.indexOf(name)]!;
    expect(rows).toHaveLength(2);
    expect([col(rows[0]!, 'Umsatz (ohne Soll/Haben-Kz)'), col(rows[0]!, 'Konto'), col(rows[0]!, 'Gegenkonto (ohne BU-Schlüssel)')]).toEqual(['1210,00', '4980', '1600']);
    const w = rows[1]!;
    expect([col(w, 'Umsatz (ohne Soll/Haben-Kz)'), col(w, 'Soll/Haben-Kennzeichen'), col(w, 'Konto'), col(w, 'Gegenkonto (ohne BU-Schlüssel)'), col(w, 'BU-Schlüssel')]).toEqual([
      '150,00', '"S"', '1600', '1749', '',
    ]);
    expect(col(w, 'Belegfeld 1')).toBe('"F-2024-031"');
    // the creditor's balance: 1,210.00 credited, 150.00 debited = 1,060.00, the amount due
    const skr04 = resolveExportSettings({ datev: { chart: 'SKR04' } }).datev;
    expect(skr04.withholdingAccount).toBe('3726');
    const row04 = Buffer.from(writeDatev([withholding()], { settings: skr04, now: NOW }).data).toString('latin1').split('\r\n')[3]!.split(';');
    expect(col(row04, 'Gegenkonto (ohne BU-Schlüssel)')).toBe('3726');
  });

  it('DATEV: an invoice without a withheld tax gets no extra booking, and a gross left empty is the due plus the withheld tax', () => {
    const plain = withholding();
    plain.invoice.totals = { net: 1000, tax: 210, gross: 1210, due: 1210 };
    expect(Buffer.from(writeDatev([plain], { now: NOW }).data).toString('latin1').split('\r\n').slice(2).filter(Boolean)).toHaveLength(1);
    const noGross = withholding();
    noGross.invoice.totals.gross = null;
    expect(splitByRate(noGross.invoice).reduce((s, g) => s + g.gross, 0)).toBeCloseTo(1210, 2);
  });

  it('Xero and QuickBooks: a negative line on the withholding account when one is set, so the bill totals the amount due', () => {
    const x = writeXero([withholding()], { ...DEFAULT_EXPORT_SETTINGS.xero, withholdingAccountCode: '826' });
    const xr = parseCsv(Buffer.from(x.data).toString('utf8')).slice(1);
    expect(xr).toHaveLength(2);
    const xw = xr[1]!;
    expect([xw[XERO_COLUMNS.indexOf('*Description')], xw[XERO_COLUMNS.indexOf('*UnitAmount')], xw[XERO_COLUMNS.indexOf('*AccountCode')], xw[XERO_COLUMNS.indexOf('*TaxType')]]).toEqual([
      'Withholding tax', '-150', '826', 'No VAT',
    ]);
    expect(x.issues).toEqual([]);
    const q = writeQuickBooks([withholding()], { ...DEFAULT_EXPORT_SETTINGS.quickbooks, withholdingAccount: 'Withholding Tax Payable' });
    const qr = parseCsv(Buffer.from(q.data).toString('utf8')).slice(1);
    const amounts = qr.map((r) => Number(r[QUICKBOOKS_COLUMNS.indexOf('Line Amount')]));
    expect(amounts).toEqual([1000, -150]);
    expect(qr[1]![QUICKBOOKS_COLUMNS.indexOf('Account')]).toBe('Withholding Tax Payable');
    expect(qr[1]![QUICKBOOKS_COLUMNS.indexOf('Line Tax Code')]).toBe('No VAT');
  });

  it('Xero and QuickBooks: with no withholding account set (the default) the bill stays whole and the report says so', () => {
    for (const out of [writeXero([withholding()]), writeQuickBooks([withholding()])]) {
      expect(parseCsv(Buffer.from(out.data).toString('utf8')).slice(1)).toHaveLength(1);
      expect(out.issues).toHaveLength(1);
      expect(out.issues[0]!.skipped).toBe(false);
      expect(out.issues[0]!.reason).toMatch(/^150\.00 of tax is withheld .* no withholding tax account is set/);
    }
  });

  it('settings: the withholding accounts resolve to their defaults and keep what the user set', () => {
    const d = resolveExportSettings({});
    expect([d.datev.withholdingAccount, d.xero.withholdingAccountCode, d.quickbooks.withholdingAccount]).toEqual(['1749', '', '']);
    const s = resolveExportSettings({ datev: { withholdingAccount: '1741' }, xero: { withholdingAccountCode: ' 826 ' }, quickbooks: { withholdingAccount: 'WHT payable' } });
    expect([s.datev.withholdingAccount, s.xero.withholdingAccountCode, s.quickbooks.withholdingAccount]).toEqual(['1741', '826', 'WHT payable']);
    expect(resolveExportSettings({ datev: { withholdingAccount: 'x' } }).datev.withholdingAccount).toBe('1749');
  });
});
