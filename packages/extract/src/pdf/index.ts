/**
 * Opening a PDF for reading page models. Two readers give the same PageModel: pdf.js (document.ts) and PDFium
 * compiled to WebAssembly (pdfium.ts). Which one runs: `options.reader`, else the environment variable
 * TALLYSHEET_PDF_READER (`pdfjs` | `pdfium`, for benchmarks comparing them), else DEFAULT_PDF_READER.
 * Each reader's module is loaded on first use only.
 */
import { ExtractionError } from '../types.js';
import { looksLikePdf } from './header.js';
import type { PdfDocument, PdfReader } from './types.js';

export { looksLikePdf };
export type { PdfDocument, PdfReader };

export const DEFAULT_PDF_READER: PdfReader = 'pdfjs';

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
