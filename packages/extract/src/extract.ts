/**
 * extract(): PDF bytes → ExtractionResult (DESIGN §6). Deterministic, no network, no server code.
 *
 * 1. Open with pdf.js; refuse what is not a PDF, encrypted, broken, or longer than `maxPages` (checked before any
 *    page is touched, so a page tree claiming millions of pages costs nothing).
 * 2. Unless `layoutOnly`, look for an embedded e-invoice (Factur-X / ZUGFeRD / XRechnung / UBL) among the
 *    attachments and read the invoice data from it.
 * 3. Pages one at a time: read words and rulings → detect tables → keep only the words invoice understanding needs
 *    (rulings dropped; nothing kept at all when the data comes from XML) → release the page → onPage(n, pages).
 * 4. Join tables continued across pages; without XML, understand the invoice from the kept words; run the checks.
 */
import { inflateSync } from 'node:zlib';
import { findEInvoice, readEInvoice } from './einvoice/index.js';
import { runChecks } from './invoice/checks.js';
import { type InvoiceSettings, resolveInvoiceSettings } from './invoice/settings.js';
import { emptyInvoice, readInvoice } from './invoice/understand.js';
import { openPdf, type PdfDocument } from './pdf/index.js';
import { detectTables, joinContinuedTables } from './tables/index.js';
import {
  type ExtractedTable,
  ExtractionError,
  type ExtractionResult,
  type ExtractOptions,
  type InvoiceData,
  type PageModel,
  type SourceBox,
} from './types.js';

export const DEFAULT_MAX_PAGES = 2000;
export const NO_TEXT_MESSAGE = 'This PDF has no text layer (scanned PDF?). Only text-based PDFs are supported.';

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Any failure that is not already an ExtractionError becomes a "broken" one: never a raw stack to the caller. */
function asExtractionError(err: unknown): ExtractionError {
  if (/maximum call stack/i.test(message(err))) {
    return new ExtractionError('broken', 'This PDF is nested too deeply to be read (damaged or hostile file).');
  }
  if (err instanceof ExtractionError) return err;
  return new ExtractionError('broken', `This PDF is damaged and cannot be read (${message(err)}).`);
}

/** The e-invoice format for a warning: the detected syntax and the root element's namespace ("CII, urn:…:CBFBUY:5"). */
export function xmlFormatName(format: string, xml: string): string {
  const root = /<(?:[\w.-]+:)?[\w.-]+\s[^>]*?xmlns(?::[\w.-]+)?\s*=\s*["']([^"']+)["']/.exec(xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ''));
  return root ? `${format}, ${root[1]}` : format;
}

/** Largest size one Flate stream may inflate to, and all of them together (decompression-bomb guard). */
export const MAX_STREAM_BYTES = 64 * 1024 * 1024;
export const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');

/**
 * The most a Flate (deflate, RFC 1951) stream can expand: one 258-byte match for every two bits of input (a one-bit
 * length code and a one-bit distance code), 1032 bytes per input byte.
 */
export const MAX_FLATE_RATIO = 1032;

/** The data of every FlateDecode stream of the file, as [start, end) byte offsets and the stream's dictionary text, in
 * file order. */
function* flateStreams(buf: Buffer): Generator<[number, number, string]> {
  let from = 0;
  for (;;) {
    const at = buf.indexOf(STREAM, from);
    if (at < 0) return;
    from = at + STREAM.length;
    // "stream" as a keyword: not the tail of "endstream", followed by an end of line
    if (at >= 3 && buf[at - 3] === 0x65 && buf[at - 2] === 0x6e && buf[at - 1] === 0x64) continue;
    let start = from;
    if (buf[start] === 0x0d) start++;
    if (buf[start] !== 0x0a && buf[from] !== 0x0d) continue;
    if (buf[start] === 0x0a) start++;
    const end = buf.indexOf(ENDSTREAM, start);
    if (end < 0) return;
    from = end + ENDSTREAM.length;
    const dict = buf.subarray(Math.max(0, at - 2048), at).toString('latin1');
    const dictStart = dict.lastIndexOf('obj');
    const header = dictStart >= 0 ? dict.slice(dictStart) : dict;
    if (!/\/(FlateDecode|Fl)\b/.test(header)) continue;
    yield [start, end, header];
  }
}

/** Components per sample of an image's colour space, as its dictionary names it (1 for an indexed or unknown one but
 * the device spaces: an ICC-based space has at most four). */
function imageComponents(header: string): number {
  if (/\/ColorSpace\s*\/DeviceRGB\b|\/ColorSpace\s*\/CalRGB\b/.test(header)) return 3;
  if (/\/ColorSpace\s*\/DeviceCMYK\b/.test(header)) return 4;
  if (/\/ColorSpace\s*\/DeviceGray\b|\/ColorSpace\s*\/CalGray\b|\/ImageMask\s+true\b|\/ColorSpace\s*\[\s*\/Indexed\b/.test(header)) return 1;
  return 4;
}

/**
 * The size an image XObject's samples take, from its dictionary (width × height × components × bits per component,
 * plus a predictor byte per row), or null when the stream is no image or its dictionary does not say. The page readers
 * do not decode image samples to read text and rulings (PDFium reads a 4958 × 7016 RGB page scan behind the text of a
 * signed bill in half a second and 150 MB), so an image's stream may inflate to its declared size; see
 * checkCompressedStreams.
 */
export function declaredImageBytes(header: string): number | null {
  if (!/\/Subtype\s*\/Image\b/.test(header)) return null;
  const num = (key: string) => {
    const m = new RegExp(`\\/${key}\\s+(\\d+)\\b`).exec(header);
    return m ? Number(m[1]) : null;
  };
  const w = num('Width');
  const h = num('Height');
  const bpc = /\/ImageMask\s+true\b/.test(header) ? 1 : num('BitsPerComponent');
  if (!w || !h || !bpc) return null;
  return h * (Math.ceil((w * imageComponents(header) * bpc) / 8) + 1);
}

/**
 * Decompression-bomb guard, run before pdf.js sees the file: every FlateDecode stream is inflated with an output cap
 * (the output is dropped at once). A stream that would inflate past MAX_STREAM_BYTES, or all of them past
 * MAX_INFLATED_BYTES, refuses the file — a 200 KB PDF can otherwise expand to gigabytes inside pdf.js. Streams that do
 * not inflate cleanly (encrypted, damaged, other filters) are left to pdf.js.
 *
 * An image XObject's stream may inflate past MAX_STREAM_BYTES up to the size its dictionary declares for its samples
 * (declaredImageBytes), never past MAX_INFLATED_BYTES: the page readers do not decode image samples to read a page's
 * text and rulings, and a full-page scan behind a form's text (a signed utility bill's 4958 × 7016 RGB background,
 * 104 MB from 155 KB) is a legitimate file, which this guard refused before.
 *
 * Whether a file is refused does not depend on the order the streams are inflated in (one stream past the first limit,
 * or the sum past the second). A stream whose compressed size times deflate's largest expansion (MAX_FLATE_RATIO) stays
 * within MAX_STREAM_BYTES cannot pass the first limit, so it is inflated only when those bounds, added to the sizes of
 * the other streams, could pass the second: most invoices are refused or passed without inflating their small streams.
 */
export function checkCompressedStreams(pdf: Uint8Array): void {
  const buf = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let total = 0;
  // (an image's stream may inflate to the size its dictionary declares, within the limit of the whole file: a page scan
  // behind a form's text is no bomb; any other stream to MAX_STREAM_BYTES)
  const streamLimit = (header: string) => Math.max(MAX_STREAM_BYTES, Math.min(declaredImageBytes(header) ?? 0, MAX_INFLATED_BYTES));
  const inflateCounted = (start: number, end: number, header: string) => {
    const limit = Math.min(streamLimit(header), MAX_INFLATED_BYTES - total) + 1;
    let size: number;
    try {
      size = inflateSync(buf.subarray(start, end), { maxOutputLength: limit }).length;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') size = limit;
      else return;
    }
    total += size;
    if (size >= limit) {
      throw new ExtractionError(
        'too-large',
        'This PDF contains compressed data that expands to an unreasonable size (a decompression bomb?); it was not processed.',
      );
    }
  };
  const small: Array<[number, number, string]> = [];
  let smallBound = 0;
  for (const [start, end, header] of flateStreams(buf)) {
    const most = (end - start) * MAX_FLATE_RATIO;
    if (most <= MAX_STREAM_BYTES) {
      small.push([start, end, header]);
      smallBound += most;
    } else inflateCounted(start, end, header);
  }
  if (total + smallBound <= MAX_INFLATED_BYTES) return;
  for (const [start, end, header] of small) inflateCounted(start, end, header);
}

export async function extract(pdf: Uint8Array, options: ExtractOptions = {}): Promise<ExtractionResult> {
  const name = options.name ?? 'document.pdf';
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  // checked before anything else: a bad setting is the caller's mistake, not a broken PDF
  const invoiceSettings = resolveInvoiceSettings(options.invoice);
  if (!(pdf instanceof Uint8Array)) throw new ExtractionError('not-pdf', 'No PDF data was given.');
  if (pdf.byteLength === 0) throw new ExtractionError('not-pdf', 'The file is empty.');

  let doc: PdfDocument;
  try {
    doc = await openPdf(pdf);
  } catch (err) {
    throw asExtractionError(err);
  }
  try {
    checkCompressedStreams(pdf);
    return await run(doc, name, maxPages, options, invoiceSettings);
  } catch (err) {
    throw asExtractionError(err);
  } finally {
    await doc.close().catch(() => undefined);
  }
}

async function run(
  doc: PdfDocument,
  name: string,
  maxPages: number,
  options: ExtractOptions,
  invoiceSettings: InvoiceSettings,
): Promise<ExtractionResult> {
  const pages = doc.pages;
  if (!Number.isFinite(pages) || pages < 1) throw new ExtractionError('broken', 'This PDF has no pages.');
  if (pages > maxPages) {
    throw new ExtractionError('too-large', `This PDF has ${pages} pages; at most ${maxPages} pages can be converted.`);
  }
  const warnings: string[] = [];

  let embedded: InvoiceData | null = null;
  if (!options.layoutOnly) {
    try {
      const found = findEInvoice(await doc.attachments());
      if (found) {
        try {
          embedded = readEInvoice(found.xml);
          // an e-invoice that yields neither a number nor any total is not trusted: the page is read instead
          if (!embedded.number && embedded.totals.gross === null && embedded.totals.due === null && embedded.totals.net === null) {
            embedded = null;
            warnings.push(
              `The attached e-invoice ${found.filename} (${xmlFormatName(found.format, found.xml)}) gave neither an invoice number nor a total; the data was read from the page layout instead.`,
            );
          }
        } catch (err) {
          warnings.push(`The attached e-invoice ${found.filename} could not be read (${message(err)}); the data was read from the page layout instead.`);
        }
      }
    } catch (err) {
      warnings.push(`The PDF's attachments could not be read (${message(err)}); the data was read from the page layout instead.`);
    }
  }

  const kept: PageModel[] = [];
  const tables: ExtractedTable[] = [];
  const heights = new Map<number, number>();
  let words = 0;
  let readable = 0;
  let firstError: unknown = null;
  for (let n = 1; n <= pages; n++) {
    let page: PageModel | null = null;
    try {
      page = await doc.readPage(n);
    } catch (err) {
      if (err instanceof ExtractionError && err.code === 'encrypted') throw err;
      firstError ??= err;
      warnings.push(`Page ${n} could not be read and was skipped (${message(asExtractionError(err))}).`);
    }
    if (page) {
      readable++;
      for (const w of page.words) if (/\S/.test(w.text)) words++;
      heights.set(n, page.height);
      if (page.words.length > 0) {
        try {
          tables.push(...detectTables(page));
        } catch (err) {
          warnings.push(`Tables on page ${n} could not be detected (${message(err)}).`);
        }
        if (!embedded) kept.push({ number: page.number, width: page.width, height: page.height, words: page.words, rulings: [] });
      }
    }
    try {
      options.onPage?.(n, pages);
    } catch {
      // a failing progress callback must not fail the extraction
    }
  }
  if (readable === 0) throw asExtractionError(firstError ?? new Error('no page could be read'));
  if (words === 0) {
    if (!embedded) throw new ExtractionError('no-text', NO_TEXT_MESSAGE);
    warnings.push('The pages have no text layer (scanned PDF?); the data comes from the attached e-invoice only.');
  }

  // Every page is read: release pdf.js (parsed objects, fonts, page caches) before the document-wide steps.
  await doc.close().catch(() => undefined);

  let joined: ExtractedTable[] = tables;
  try {
    joined = joinContinuedTables(tables, heights);
  } catch (err) {
    warnings.push(`Tables continued across pages could not be joined (${message(err)}).`);
  }

  let invoice: InvoiceData;
  let sources: Record<string, SourceBox> = {};
  if (embedded) invoice = embedded;
  else {
    try {
      ({ invoice, sources } = readInvoice(kept, joined, invoiceSettings));
    } catch (err) {
      invoice = emptyInvoice();
      warnings.push(`The invoice fields could not be read from the layout (${message(err)}).`);
    }
  }
  kept.length = 0;

  return {
    file: { name, pages },
    source: embedded ? 'embedded-xml' : 'layout',
    invoice,
    tables: joined,
    checks: runChecks(invoice),
    warnings,
    sources,
  };
}
