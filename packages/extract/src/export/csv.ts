/**
 * CSV for accounting imports. Line CSV: one row per line item, the invoice fields repeated on each row. Invoices CSV
 * (`writeInvoicesCsv`): one row per invoice with its header fields, payment and reference fields and totals.
 * UTF-8 with a byte-order mark (so Excel detects the encoding), RFC 4180 quoting (fields with the separator, a quote
 * or a line break quoted, quotes doubled), CRLF. The reader's format (settings.ts `CsvFormat`): "comma-dot" =
 * comma-separated with a decimal point ("1234.5"), "semicolon-comma" = semicolon-separated with a decimal comma
 * ("1234,5"), which is what Excel in German, French and most other European locales opens into columns.
 * Dates are ISO (YYYY-MM-DD) in both. Text beginning with = + - @ tab or CR is prefixed with an apostrophe
 * (formula-injection guard).
 */
import { stringify } from 'csv-stringify/sync';
import type { ExtractionResult } from '../types.js';
import { unitName } from '../invoice/units.js';
import { csvSafe } from './cells.js';
import type { CsvFormat } from './settings.js';

const BOM = '\uFEFF';
const HEADERS = [
  'Invoice number', 'Issue date', 'Due date', 'Seller', 'Seller VAT ID', 'Buyer', 'Currency', 'Line', 'Description', 'Quantity', 'Unit',
  'Unit price', 'VAT %', 'Amount', 'Article number', 'Unit code', 'Unit name', 'Order reference',
];

export const INVOICE_HEADERS = [
  'File', 'Source', 'Invoice number', 'Issue date', 'Due date', 'Delivery date', 'Service period start', 'Service period end', 'Currency',
  'Seller', 'Seller VAT ID', 'Seller address', 'Buyer', 'Buyer VAT ID', 'Buyer address', 'Order reference', 'Buyer reference',
  'IBAN', 'BIC', 'Payment terms', 'Payment reference', 'Charges', 'Allowances', 'Net amount', 'Tax amount', 'Gross amount', 'Prepaid amount',
  'Withholding tax', 'Rounding', 'Amount due', 'Line items', 'Failed checks',
];

type Value = string | number | null;

export interface CsvOptions {
  format?: CsvFormat;
}

function text(s: string | null | undefined): string {
  return s === null || s === undefined ? '' : csvSafe(s);
}

function num(n: number | null | undefined): number | string {
  return n === null || n === undefined || !Number.isFinite(n) ? '' : n;
}

function sum(list: { amount: number }[] | undefined): number | string {
  return list && list.length ? Math.round(list.reduce((s, c) => s + c.amount, 0) * 100) / 100 : '';
}

function rowsOf(r: ExtractionResult): Value[][] {
  const i = r.invoice;
  return i.lineItems.map((li, idx) => [
    text(i.number),
    text(i.issueDate),
    text(i.dueDate),
    text(i.seller.name),
    text(i.seller.vatId),
    text(i.buyer.name),
    text(i.currency),
    idx + 1,
    text(li.description),
    num(li.quantity),
    text(li.unit),
    num(li.unitPrice),
    num(li.taxRate),
    num(li.amount),
    text(li.articleNumber),
    text(li.unitCode),
    text(unitName(li.unitCode)),
    text(i.orderReference),
  ]);
}

function invoiceRow(r: ExtractionResult): Value[] {
  const i = r.invoice;
  return [
    text(r.file.name),
    r.source === 'embedded-xml' ? 'Embedded XML' : 'Layout',
    text(i.number),
    text(i.issueDate),
    text(i.dueDate),
    text(i.deliveryDate),
    text(i.servicePeriod?.start),
    text(i.servicePeriod?.end),
    text(i.currency),
    text(i.seller.name),
    text(i.seller.vatId),
    text(i.seller.address),
    text(i.buyer.name),
    text(i.buyer.vatId),
    text(i.buyer.address),
    text(i.orderReference),
    text(i.buyerReference),
    text(i.payment?.iban),
    text(i.payment?.bic),
    text(i.payment?.terms),
    text(i.payment?.reference),
    sum(i.charges),
    sum(i.allowances),
    num(i.totals.net),
    num(i.totals.tax),
    num(i.totals.gross),
    num(i.totals.prepaid),
    num(i.totals.withholding),
    num(i.totals.rounding),
    num(i.totals.due),
    i.lineItems.length,
    r.checks.filter((c) => !c.ok).length,
  ];
}

function encode(records: Value[][], format: CsvFormat = 'comma-dot'): Uint8Array {
  const comma = format === 'semicolon-comma';
  const body = stringify(records, {
    delimiter: comma ? ';' : ',',
    record_delimiter: '\r\n',
    quoted_match: /^\s|\s$/, // keep leading/trailing blanks visible
    cast: { number: (n) => (comma ? String(n).replace('.', ',') : String(n)) },
  });
  return new TextEncoder().encode(BOM + body);
}

export function writeCsv(result: ExtractionResult, options: CsvOptions = {}): Uint8Array {
  return encode([HEADERS, ...rowsOf(result)], options.format);
}

export function writeCombinedCsv(results: ExtractionResult[], options: CsvOptions = {}): Uint8Array {
  const records: Value[][] = [['File', ...HEADERS]];
  for (const r of results) for (const row of rowsOf(r)) records.push([text(r.file.name), ...row]);
  return encode(records, options.format);
}

/** One row per invoice: header fields, payment and reference fields, totals. */
export function writeInvoicesCsv(results: ExtractionResult[], options: CsvOptions = {}): Uint8Array {
  return encode([INVOICE_HEADERS, ...results.map(invoiceRow)], options.format);
}
