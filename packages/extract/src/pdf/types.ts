import type { Attachment, PageModel } from '../types.js';

/** An open PDF, whichever reader opened it (pdf.js: document.ts, PDFium: pdfium.ts). */
export interface PdfDocument {
  /** number of pages */
  readonly pages: number;
  /** reads page n (1-based) into words and rulings */
  readPage(n: number): Promise<PageModel>;
  /** files attached to the document (EmbeddedFiles name tree and FileAttachment annotations) */
  attachments(): Promise<Attachment[]>;
  close(): Promise<void>;
}

/** The two page readers; both give the same PageModel. */
export type PdfReader = 'pdfjs' | 'pdfium';
