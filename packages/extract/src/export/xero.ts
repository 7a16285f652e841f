/**
 * Xero bills import CSV (Business → Bills to pay → Import): the columns of Xero's bill import template, in its order,
 * one row per booking line (the invoice's line items, charges and allowances; one net row when they do not add up to
 * the net total). UTF-8, comma-separated, CRLF; amounts are tax-exclusive with a decimal point (choose "Tax
 * exclusive" when importing); dates DD/MM/YYYY or MM/DD/YYYY as the organisation's region expects (settings).
 * Invoices without a date or total are listed in the report and not written; a missing due date is the invoice date
 * (Xero requires one), which the report notes. Xero imports at most 500 invoices from one file: further ones are
 * reported, not written. A tax withheld at source is a negative line on the withholding liability account of the
 * settings (none set: not booked, reported).
 */
import { stringify } from 'csv-stringify/sync';
import type { ExtractionResult } from '../types.js';
import { bookingLines, type ExportIssue, type ExportOutput, fileLabel, withWithholdingLine, formatDate, rateKey, unbookable } from './accounting.js';
import { csvSafe } from './cells.js';
import { DEFAULT_EXPORT_SETTINGS, type XeroSettings } from './settings.js';

export const XERO_COLUMNS = [
  '*ContactName', 'EmailAddress', 'POAddressLine1', 'POAddressLine2', 'POAddressLine3', 'POAddressLine4', 'POCity', 'PORegion',
  'POPostalCode', 'POCountry', '*InvoiceNumber', '*InvoiceDate', '*DueDate', 'Total', 'InventoryItemCode', '*Description',
  '*Quantity', '*UnitAmount', '*AccountCode', '*TaxType', 'TaxAmount', 'TrackingName1', 'TrackingOption1', 'TrackingName2',
  'TrackingOption2', 'Currency',
] as const;

/** Xero imports at most 500 invoices from one file. */
export const XERO_MAX_INVOICES = 500;

export function writeXero(results: ExtractionResult[], settings: XeroSettings = DEFAULT_EXPORT_SETTINGS.xero): ExportOutput {
  const issues: ExportIssue[] = [];
  const rows: string[][] = [[...XERO_COLUMNS]];
  let exported = 0;
  for (const r of results) {
    const inv = r.invoice;
    const why =
      unbookable(inv) ??
      (inv.number ? null : 'no invoice number was found (Xero requires one)') ??
      (exported >= XERO_MAX_INVOICES ? `Xero imports at most ${XERO_MAX_INVOICES} invoices from one file; export this one in another file` : null);
    if (why) {
      issues.push({ file: fileLabel(r), invoice: inv.number, skipped: true, reason: why });
      continue;
    }
    if (!inv.dueDate) issues.push({ file: fileLabel(r), invoice: inv.number, skipped: false, reason: 'no due date was found; the invoice date is used' });
    const { lines, reconciled } = bookingLines(inv);
    if (!reconciled) issues.push({ file: fileLabel(r), invoice: inv.number, skipped: false, reason: 'the line amounts do not add up to the net total; one line with the net total is written' });
    // tax withheld at source: a negative line on the withholding liability account, so the bill's total is what is paid
    const booked = withWithholdingLine(r, lines, settings.withholdingAccountCode, 'the Xero export settings', issues);
    for (const l of booked) {
      const row: string[] = Array(XERO_COLUMNS.length).fill('');
      const set = (col: (typeof XERO_COLUMNS)[number], v: string) => (row[XERO_COLUMNS.indexOf(col)] = v);
      const key = rateKey(l.taxRate);
      set('*ContactName', csvSafe(inv.seller.name ?? 'Unknown supplier'));
      set('*InvoiceNumber', csvSafe(inv.number!));
      set('*InvoiceDate', formatDate(inv.issueDate!, settings.dateStyle));
      set('*DueDate', formatDate(inv.dueDate ?? inv.issueDate!, settings.dateStyle));
      set('InventoryItemCode', csvSafe(l.articleNumber ?? ''));
      set('*Description', csvSafe(l.description || `Invoice ${inv.number}`));
      set('*Quantity', String(l.quantity));
      set('*UnitAmount', String(l.unitAmount));
      set('*AccountCode', csvSafe(l.account ?? settings.accountCode));
      set('*TaxType', csvSafe((key !== null ? settings.taxTypes[key] : undefined) ?? settings.defaultTaxType));
      set('Currency', inv.currency ?? '');
      rows.push(row);
    }
    exported++;
  }
  const body = stringify(rows, { record_delimiter: '\r\n' });
  return { data: new TextEncoder().encode(body), issues, exported };
}

