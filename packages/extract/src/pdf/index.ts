export { openPdf, looksLikePdf } from './document.js';
export type { PdfDocument } from './document.js';
