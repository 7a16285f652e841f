/**
 * @tallysheet/extract — PDF invoices → invoice data and tables → xlsx / CSV.
 * The server's conversion worker calls exactly these functions.
 */
export { extract, DEFAULT_MAX_PAGES, NO_TEXT_MESSAGE } from './extract.js';
export { writeCsv, writeCombinedCsv } from './export/csv.js';
import type { ExtractionResult } from './types.js';

// ExcelJS (~20 MB resident) loads on the first workbook, so extraction-only processes stay small.
/** The workbook for one PDF: sheets Invoice, Line Items and Table 1…N (xlsx bytes). */
export async function writeWorkbook(result: ExtractionResult): Promise<Uint8Array> {
  return (await import('./export/workbook.js')).writeWorkbook(result);
}

/** One workbook across several PDFs: sheets Invoices and Line Items (with a File column). */
export async function writeCombinedWorkbook(results: ExtractionResult[]): Promise<Uint8Array> {
  return (await import('./export/workbook.js')).writeCombinedWorkbook(results);
}
export { readEInvoice, detectEInvoice, findEInvoice, EInvoiceError } from './einvoice/index.js';
export type { EInvoiceFormat, FoundEInvoice } from './einvoice/index.js';
export { ExtractionError } from './types.js';
export { DEFAULT_INVOICE_SETTINGS, InvoiceSettingsError, resolveInvoiceSettings } from './invoice/settings.js';
export type { InvoiceSettings } from './invoice/settings.js';
/** The arithmetic checks of an invoice (also run again after a person corrects values on the review screen). */
export { runChecks } from './invoice/checks.js';
export type {
  Attachment,
  BBox,
  Check,
  ExtractedTable,
  ExtractionErrorCode,
  ExtractionResult,
  ExtractOptions,
  InvoiceData,
  LineItem,
  PageModel,
  Party,
  Ruling,
  SourceBox,
  Word,
} from './types.js';
