/**
 * QuickBooks Online bills import CSV (Settings → Import data → Bills): one row per booking line, the bill's fields
 * repeated on each row so QuickBooks groups the rows by "Bill No". UTF-8, comma-separated, CRLF; amounts net
 * (tax-exclusive) with a decimal point and two decimals; dates MM/DD/YYYY (US) or DD/MM/YYYY (settings). Invoices
 * without a date or total are listed in the report and not written. A bill number longer than QuickBooks' 21
 * characters is cut (reported; the full number goes into the memo). A tax withheld at source is a negative line on
 * the withholding liability account of the settings (none set: not booked, reported).
 */
import { stringify } from 'csv-stringify/sync';
import type { ExtractionResult } from '../types.js';
import { amount2, bookingLines, type ExportIssue, type ExportOutput, fileLabel, withWithholdingLine, formatDate, r2, rateKey, unbookable } from './accounting.js';
import { csvSafe } from './cells.js';
import { DEFAULT_EXPORT_SETTINGS, type QuickBooksSettings } from './settings.js';

export const QUICKBOOKS_COLUMNS = [
  'Bill No', 'Supplier', 'Bill Date', 'Due Date', 'Terms', 'Location', 'Memo', 'Account', 'Line Description', 'Line Amount',
  'Line Tax Code', 'Line Tax Amount', 'Currency Code',
] as const;

/** QuickBooks Online's bill number (DocNumber) length. */
export const QUICKBOOKS_BILL_NO_MAX = 21;

export function writeQuickBooks(results: ExtractionResult[], settings: QuickBooksSettings = DEFAULT_EXPORT_SETTINGS.quickbooks): ExportOutput {
  const issues: ExportIssue[] = [];
  const rows: string[][] = [[...QUICKBOOKS_COLUMNS]];
  let exported = 0;
  for (const r of results) {
    const inv = r.invoice;
    const why = unbookable(inv);
    if (why) {
      issues.push({ file: fileLabel(r), invoice: inv.number, skipped: true, reason: why });
      continue;
    }
    const { lines, reconciled } = bookingLines(inv);
    if (!reconciled) issues.push({ file: fileLabel(r), invoice: inv.number, skipped: false, reason: 'the line amounts do not add up to the net total; one line with the net total is written' });
    // QuickBooks' bill number (DocNumber) holds at most 21 characters: a longer one is cut, and the full one kept in the memo
    const billNo = (inv.number ?? '').slice(0, QUICKBOOKS_BILL_NO_MAX);
    if (billNo !== (inv.number ?? '')) {
      issues.push({ file: fileLabel(r), invoice: inv.number, skipped: false, reason: `the invoice number is longer than QuickBooks' ${QUICKBOOKS_BILL_NO_MAX} characters for a bill number; cut to "${billNo}", the full number is in the memo` });
    }
    const memo = [billNo !== (inv.number ?? '') ? `Invoice ${inv.number}` : null, inv.orderReference ? `PO ${inv.orderReference}` : null, inv.payment?.reference ? `Ref ${inv.payment.reference}` : null].filter(Boolean).join(' · ');
    // tax withheld at source: a negative line on the withholding liability account, so the bill's total is what is paid
    const booked = withWithholdingLine(r, lines, settings.withholdingAccount, 'the QuickBooks export settings', issues);
    for (const l of booked) {
      const row: string[] = Array(QUICKBOOKS_COLUMNS.length).fill('');
      const set = (col: (typeof QUICKBOOKS_COLUMNS)[number], v: string) => (row[QUICKBOOKS_COLUMNS.indexOf(col)] = v);
      const key = rateKey(l.taxRate);
      set('Bill No', csvSafe(billNo));
      set('Supplier', csvSafe(inv.seller.name ?? 'Unknown supplier'));
      set('Bill Date', formatDate(inv.issueDate!, settings.dateStyle));
      set('Due Date', inv.dueDate ? formatDate(inv.dueDate, settings.dateStyle) : '');
      set('Terms', csvSafe(inv.payment?.terms ?? ''));
      set('Memo', csvSafe(memo));
      set('Account', csvSafe(l.account ?? settings.account));
      set('Line Description', csvSafe(l.description || `Invoice ${inv.number ?? ''}`.trim()));
      set('Line Amount', amount2(l.amount));
      set('Line Tax Code', csvSafe((key !== null ? settings.taxCodes[key] : undefined) ?? settings.defaultTaxCode));
      set('Line Tax Amount', l.taxRate !== null ? amount2(r2((l.amount * l.taxRate) / 100)) : '');
      set('Currency Code', inv.currency ?? '');
      rows.push(row);
    }
    exported++;
  }
  const body = stringify(rows, { record_delimiter: '\r\n' });
  return { data: new TextEncoder().encode(body), issues, exported };
}
