/**
 * Opening a PDF for reading page models. Two readers give the same PageModel: PDFium compiled to WebAssembly
 * (pdfium.ts, the default) and pdf.js (document.ts, kept for the reader comparison of bench/readers.ts). Which one
 * runs: `options.reader`, else the environment variable TALLYSHEET_PDF_READER (`pdfjs` | `pdfium`, for
 * benchmarks comparing them), else DEFAULT_PDF_READER. Each reader's module is loaded on first use only, so the
 * server and the CLI never load pdf.js unless it is asked for.
 */
import { ExtractionError } from '../types.js';
import { looksLikePdf } from './header.js';
import type { PdfDocument, PdfReader } from './types.js';

export { looksLikePdf };
export type { PdfDocument, PdfReader };

export const DEFAULT_PDF_READER: PdfReader = 'pdfium';

export interface OpenPdfOptions {
  reader?: PdfReader;
}

/** The reader openPdf uses when none is given. */
export function defaultPdfReader(): PdfReader {
  const env = process.env.TALLYSHEET_PDF_READER?.trim().toLowerCase();
  if (env === 'pdfium' || env === 'pdfjs') return env;
  return DEFAULT_PDF_READER;
}

export async function openPdf(data: Uint8Array, options: OpenPdfOptions = {}): Promise<PdfDocument> {
  if (!looksLikePdf(data)) {
    throw new ExtractionError('not-pdf', 'This file is not a PDF (no %PDF- header).');
  }
  const reader = options.reader ?? defaultPdfReader();
  if (reader === 'pdfium') {
    const { openPdfium } = await import('./pdfium.js');
    return openPdfium(data);
  }
  const { openPdfJs } = await import('./document.js');
  return openPdfJs(data);
}
