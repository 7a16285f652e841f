/**
 * Opening a PDF with pdf.js (legacy build, in-process "fake worker") and reading it one page at a time into the
 * shared PageModel. Each page's resources are released after reading so memory stays flat on long documents.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
// builtins.js must be evaluated before the pdf.js bundles: it captures the natives they replace.
import { restoreBuiltins } from './builtins.js';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
// The worker bundle, loaded now (it registers itself as globalThis.pdfjsWorker, which pdf.js's in-process "fake
// worker" uses) rather than on the first getDocument, so its polyfills are in place before restoreBuiltins() runs.
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { type Attachment, ExtractionError, type PageModel, type Word } from '../types.js';
import { looksLikePdf } from './header.js';
import type { PdfDocument } from './types.js';
import type { Matrix } from './matrix.js';
import { rulingsFromOperatorList, type OpCodes } from './rulings.js';
import { fontInfoFromName, itemToWords, type FontInfo, type PdfTextItem, type PdfTextStyle } from './text.js';

restoreBuiltins();

type PDFDocumentProxy = pdfjs.PDFDocumentProxy;
type PDFPageProxy = pdfjs.PDFPageProxy;

export type { PdfDocument };

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const STANDARD_FONT_DATA_URL = path.join(pdfjsDir, 'standard_fonts') + path.sep;
const CMAP_URL = path.join(pdfjsDir, 'cmaps') + path.sep;

export async function openPdfJs(data: Uint8Array): Promise<PdfDocument> {
  if (!looksLikePdf(data)) {
    throw new ExtractionError('not-pdf', 'This file is not a PDF (no %PDF- header).');
  }
  const task = pdfjs.getDocument({
    // pdf.js refuses Node Buffers and may take ownership of the bytes; give it its own copy.
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
    verbosity: 0,
    // Images are never needed (text and rulings only): skipping them avoids decoding every picture on the page.
    maxImageSize: 0,
    standardFontDataUrl: STANDARD_FONT_DATA_URL,
    cMapUrl: CMAP_URL,
    cMapPacked: true,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    throw toExtractionError(err);
  }
  return new PdfJsDocument(doc);
}

function toExtractionError(err: unknown): ExtractionError {
  if (err instanceof ExtractionError) return err;
  const name = (err as { name?: string } | null)?.name;
  if (name === 'PasswordException') {
    return new ExtractionError('encrypted', 'This PDF is password-protected; remove the password and try again.');
  }
  const detail = err instanceof Error ? err.message : String(err);
  return new ExtractionError('broken', `This PDF is damaged and cannot be read (${detail}).`);
}

/**
 * pdf.js keeps per-page state of every page it has read (page dictionaries, object caches: about 40 KB a page) until the
 * document is cleaned up or closed. On long documents the document caches are dropped every this many pages read;
 * fonts are then parsed again once (a few milliseconds), nothing read changes.
 */
const CLEANUP_EVERY_PAGES = 100;

class PdfJsDocument implements PdfDocument {
  readonly pages: number;
  private readSinceCleanup = 0;
  constructor(private readonly doc: PDFDocumentProxy) {
    this.pages = doc.numPages;
  }

  async readPage(n: number): Promise<PageModel> {
    if (!Number.isInteger(n) || n < 1 || n > this.pages) {
      throw new RangeError(`page ${n} out of range 1..${this.pages}`);
    }
    if (this.readSinceCleanup >= CLEANUP_EVERY_PAGES) {
      this.readSinceCleanup = 0;
      await this.doc.cleanup().catch(() => undefined);
    }
    this.readSinceCleanup++;
    let page: PDFPageProxy | undefined;
    try {
      page = await this.doc.getPage(n);
      return await readPageModel(page, n);
    } catch (err) {
      throw toExtractionError(err);
    } finally {
      page?.cleanup();
    }
  }

  async attachments(): Promise<Attachment[]> {
    const out: Attachment[] = [];
    const seen = new Set<string>();
    const add = (filename: unknown, content: unknown) => {
      if (typeof filename !== 'string' || !(content instanceof Uint8Array)) return;
      const key = `${filename}\u0000${content.length}`;
      if (seen.has(key)) return;
      seen.add(key);
      out.push({ filename, content });
    };
    try {
      const embedded = (await this.doc.getAttachments()) as Record<string, { filename?: string; rawFilename?: string; content?: Uint8Array }> | null;
      for (const entry of Object.values(embedded ?? {})) add(entry.filename ?? entry.rawFilename, entry.content);
      for (let n = 1; n <= this.pages; n++) {
        const page = await this.doc.getPage(n);
        try {
          const annotations = (await page.getAnnotations({ intent: 'display' })) as Array<{
            subtype?: string;
            file?: { filename?: string; content?: Uint8Array };
            attachment?: { filename?: string; content?: Uint8Array };
          }>;
          for (const a of annotations) {
            if (a.subtype !== 'FileAttachment') continue;
            const file = a.file ?? a.attachment;
            if (file) add(file.filename, file.content);
          }
        } finally {
          page.cleanup();
        }
      }
    } catch (err) {
      throw toExtractionError(err);
    }
    return out;
  }

  async close(): Promise<void> {
    await this.doc.destroy();
  }
}

async function readPageModel(page: PDFPageProxy, n: number): Promise<PageModel> {
  const viewport = page.getViewport({ scale: 1 });
  const vt = viewport.transform as unknown as Matrix;

  // The operator list first: it loads the page's fonts into commonObjs, which gives real font names below.
  const ops = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
  const rulings = rulingsFromOperatorList(ops.fnArray, ops.argsArray, pdfjs.OPS as unknown as OpCodes, vt, viewport);

  const content = await page.getTextContent();
  const styles = content.styles as Record<string, PdfTextStyle>;
  const fonts = new Map<string, FontInfo>();
  const words: Word[] = [];
  let openEnd = false; // the previous item ended in a non-space character on the same line
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as unknown as PdfTextItem & { hasEOL?: boolean };
    let font = fonts.get(item.fontName);
    if (!font) {
      font = resolveFont(page, item.fontName);
      fonts.set(item.fontName, font);
    }
    const first = words.length;
    itemToWords(item, styles[item.fontName], font, vt, words);
    if (openEnd && first > 0 && words.length > first && /^\S/.test(item.str)) {
      joinTouching(words, first);
    }
    openEnd = item.str.length > 0 ? /\S$/.test(item.str) && !item.hasEOL : openEnd && !item.hasEOL;
  }
  return {
    number: n,
    width: round(viewport.width),
    height: round(viewport.height),
    words,
    rulings: rulings.map((r) => ({ x0: round(r.x0), y0: round(r.y0), x1: round(r.x1), y1: round(r.y1) })),
  };
}

/**
 * pdf.js starts a new text item when the font changes, even inside a word (a drop capital, a bold first
 * letter, a superscript). When the new item's first word touches the previous word on the same line, they are
 * one word.
 */
function joinTouching(words: Word[], i: number): void {
  const a = words[i - 1];
  const b = words[i];
  const size = Math.max(Math.min(a.size, b.size), 1);
  const gap = b.x0 - a.x1;
  const sameLine = Math.abs(a.y1 - b.y1) < 0.35 * size || (b.y0 >= a.y0 - 0.1 * size && b.y1 <= a.y1 + 0.1 * size);
  if (gap < -0.2 * size || gap > 0.12 * size || !sameLine || a.dir !== b.dir) return;
  words.splice(i - 1, 2, {
    text: a.text + b.text,
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
    size: Math.max(a.size, b.size),
    fontName: a.text.length >= b.text.length ? a.fontName : b.fontName,
    bold: a.text.length >= b.text.length ? a.bold : b.bold,
    ...(a.dir !== undefined ? { dir: a.dir } : {}),
  });
}

function resolveFont(page: PDFPageProxy, id: string): FontInfo {
  try {
    if (page.commonObjs.has(id)) {
      const font = page.commonObjs.get(id) as { name?: string; bold?: boolean; black?: boolean } | null;
      if (font?.name) return fontInfoFromName(font.name, !!font.bold || !!font.black);
    }
  } catch {
    // font not resolved: fall back to the pdf.js id
  }
  return fontInfoFromName(id, false);
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
