/**
 * @tallysheet/extract — PDF invoices → invoice data and tables → xlsx / CSV.
 * The server's conversion worker calls exactly these functions.
 */
export { extract, DEFAULT_MAX_PAGES, NO_TEXT_MESSAGE } from './extract.js';
export { writeWorkbook, writeCsv, writeCombinedWorkbook, writeCombinedCsv } from './export/index.js';
export { readEInvoice, detectEInvoice, findEInvoice, EInvoiceError } from './einvoice/index.js';
export type { EInvoiceFormat, FoundEInvoice } from './einvoice/index.js';
export { ExtractionError } from './types.js';
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
  Word,
} from './types.js';
