/**
 * The light entry of the export writers (`@tallysheet/extract/formats`): CSV in the reader's format, the invoices
 * CSV, DATEV, Xero and QuickBooks, and the export settings. No pdf.js and no ExcelJS are loaded through it, so a
 * server process can write these files from stored results without the engine's memory.
 */
export { writeCsv, writeCombinedCsv, writeInvoicesCsv, INVOICE_HEADERS, type CsvOptions } from './csv.js';
export { writeDatev, DATEV_COLUMNS, DATEV_HEADER_FIELDS, encodeWindows1252, type DatevOptions } from './datev.js';
export { writeXero, XERO_COLUMNS } from './xero.js';
export { writeQuickBooks, QUICKBOOKS_COLUMNS } from './quickbooks.js';
export { type ExportIssue, type ExportOutput } from './accounting.js';
export {
  csvFormatForLocale,
  DATEV_CHARTS,
  DEFAULT_EXPORT_SETTINGS,
  EXPORT_FORMATS,
  resolveExportSettings,
  type CsvFormat,
  type DateStyle,
  type DatevSettings,
  type ExportFormat,
  type ExportSettings,
  type QuickBooksSettings,
  type XeroSettings,
} from './settings.js';
export { unitName, unitCodeOf } from '../invoice/units.js';
