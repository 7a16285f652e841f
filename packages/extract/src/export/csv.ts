/**
 * CSV for accounting imports: one row per line item, invoice fields repeated on each row.
 * UTF-8 with a byte-order mark (so Excel detects the encoding), RFC 4180 (comma, CRLF, fields with comma, quote or
 * line break quoted, quotes doubled). Numbers are plain decimals with a dot ("1234.5"), dates ISO (YYYY-MM-DD).
 * Text beginning with = + - @ tab or CR is prefixed with an apostrophe (formula-injection guard).
 */
import { stringify } from 'csv-stringify/sync';
import type { ExtractionResult } from '../types.js';
import { csvSafe } from './cells.js';

const BOM = '\uFEFF';
const HEADERS = ['Invoice number', 'Issue date', 'Due date', 'Seller', 'Seller VAT ID', 'Buyer', 'Currency', 'Line', 'Description', 'Quantity', 'Unit', 'Unit price', 'VAT %', 'Amount'];

type Value = string | number | null;

function text(s: string | null | undefined): string {
  return s === null || s === undefined ? '' : csvSafe(s);
}

function num(n: number | null | undefined): number | string {
  return n === null || n === undefined || !Number.isFinite(n) ? '' : n;
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
  ]);
}

function encode(records: Value[][]): Uint8Array {
  const body = stringify(records, {
    record_delimiter: '\r\n',
    quoted_match: /^\s|\s$/, // keep leading/trailing blanks visible
    cast: { number: (n) => String(n) },
  });
  return new TextEncoder().encode(BOM + body);
}

export function writeCsv(result: ExtractionResult): Uint8Array {
  return encode([HEADERS, ...rowsOf(result)]);
}

export function writeCombinedCsv(results: ExtractionResult[]): Uint8Array {
  const records: Value[][] = [['File', ...HEADERS]];
  for (const r of results) for (const row of rowsOf(r)) records.push([text(r.file.name), ...row]);
  return encode(records);
}
