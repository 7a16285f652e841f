/**
 * Reading a PDF with PDFium (Chrome's PDF engine) compiled to WebAssembly (@embedpdf/pdfium) into the shared
 * PageModel, the same model the pdf.js reader (document.ts) gives:
 *
 * - words: PDFium's text page gives every character with its origin, advance, font and transform; chars.ts
 *   groups them into words with pdf.js's spacing rules;
 * - rulings: the page's path objects (also inside form XObjects) go through the same path → ruling rules as the
 *   pdf.js operator list (rulings.ts collectPath);
 * - page size and /Rotate: the pdf.js viewport (scale 1) is computed from PDFium's page box and rotation, so both
 *   readers place everything in the same top-left-origin space.
 *
 * One WebAssembly module per thread (module-level promise: each worker thread has its own), loaded on first use
 * and reused. The document bytes are copied into the module's heap for as long as the document is open; pages,
 * text pages and documents are closed in `finally`, so the heap (which WebAssembly never shrinks) stays at the
 * size the largest document needed, and a module grown past MAX_RETAINED_HEAP_BYTES is replaced by a fresh one.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { ExtractionError, type Attachment, type PageModel, type Ruling } from '../types.js';
import { charsToWords, type PageChar } from './chars.js';
import { compose, type Matrix } from './matrix.js';
import { CLOSE, collectPath, CURVE_TO, DEFAULT_RULING_SETTINGS, LINE_TO, MOVE_TO } from './rulings.js';
import { fontInfoFromName, texLigatures, type FontInfo } from './text.js';
import type { PdfDocument } from './types.js';

/** The raw PDFium exports used here (C functions: handles and pointers are numbers). */
interface Pdfium {
  HEAPU8: Uint8Array;
  HEAP32: Int32Array;
  HEAPU32: Uint32Array;
  HEAPF32: Float32Array;
  HEAPF64: Float64Array;
  wasmExports: { malloc(size: number): number; free(ptr: number): void; memory: { buffer: ArrayBuffer } };
  _PDFiumExt_Init(): void;
  _FPDF_LoadMemDocument(ptr: number, size: number, password: number): number;
  _FPDF_GetLastError(): number;
  _FPDF_CloseDocument(doc: number): void;
  _FPDF_GetPageCount(doc: number): number;
  _FPDF_LoadPage(doc: number, index: number): number;
  _FPDF_ClosePage(page: number): void;
  _FPDF_GetPageBoundingBox(page: number, rect: number): number;
  _FPDFPage_GetRotation(page: number): number;
  _FPDFText_LoadPage(page: number): number;
  _FPDFText_ClosePage(text: number): void;
  _FPDFText_CountChars(text: number): number;
  _FPDFText_GetUnicode(text: number, i: number): number;
  _FPDFText_IsGenerated(text: number, i: number): number;
  _FPDFText_IsHyphen(text: number, i: number): number;
  _FPDFText_GetCharOrigin(text: number, i: number, x: number, y: number): number;
  _FPDFText_GetLooseCharBox(text: number, i: number, rect: number): number;
  _FPDFText_GetMatrix(text: number, i: number, matrix: number): number;
  _FPDFText_GetFontSize(text: number, i: number): number;
  _FPDFText_GetTextObject(text: number, i: number): number;
  _FPDFTextObj_GetFont(obj: number): number;
  _FPDFFont_GetBaseFontName(font: number, buf: number, len: number): number;
  _FPDFFont_GetAscent(font: number, size: number, out: number): number;
  _FPDFFont_GetDescent(font: number, size: number, out: number): number;
  _FPDFFont_GetIsEmbedded(font: number): number;
  _FPDFFont_GetFontData(font: number, buf: number, len: number, outLen: number): number;
  _FPDFPage_CountObjects(page: number): number;
  _FPDFPage_GetObject(page: number, i: number): number;
  _FPDFPageObj_GetType(obj: number): number;
  _FPDFPageObj_GetMatrix(obj: number, matrix: number): number;
  _FPDFPageObj_GetFillColor(obj: number, r: number, g: number, b: number, a: number): number;
  _FPDFFormObj_CountObjects(form: number): number;
  _FPDFFormObj_GetObject(form: number, i: number): number;
  _FPDFPath_CountSegments(path: number): number;
  _FPDFPath_GetPathSegment(path: number, i: number): number;
  _FPDFPath_GetDrawMode(path: number, fillMode: number, stroke: number): number;
  _FPDFPathSegment_GetPoint(seg: number, x: number, y: number): number;
  _FPDFPathSegment_GetType(seg: number): number;
  _FPDFPathSegment_GetClose(seg: number): number;
  _FPDFDoc_GetAttachmentCount(doc: number): number;
  _FPDFDoc_GetAttachment(doc: number, i: number): number;
  _FPDFAttachment_GetName(att: number, buf: number, len: number): number;
  _FPDFAttachment_GetFile(att: number, buf: number, len: number, outLen: number): number;
  _FPDFPage_GetAnnotCount(page: number): number;
  _FPDFPage_GetAnnot(page: number, i: number): number;
  _FPDFPage_CloseAnnot(annot: number): void;
  _FPDFAnnot_GetSubtype(annot: number): number;
  _FPDFAnnot_GetFileAttachment(annot: number): number;
}

// PDFium constants (public/fpdfview.h, fpdf_edit.h, fpdf_annot.h)
const FPDF_ERR_PASSWORD = 4;
const FPDF_ERR_SECURITY = 5;
const PAGEOBJ_PATH = 2;
const PAGEOBJ_FORM = 5;
const SEGMENT_LINETO = 0;
const SEGMENT_BEZIERTO = 1;
const SEGMENT_MOVETO = 2;
const ANNOT_FILEATTACHMENT = 17;
/** form XObjects nested deeper than this are not walked for rulings (PDFium limits nesting itself as well) */
const MAX_FORM_DEPTH = 32;
/** scratch memory for out-parameters (matrices, rectangles, points) */
const SCRATCH_BYTES = 256;

/** PDFium handles open on a module: loaded and not yet closed (see {@link pdfiumOpenHandles}). */
export interface OpenHandles {
  documents: number;
  pages: number;
  textPages: number;
  annotations: number;
}

interface Runtime {
  m: Pdfium;
  /** handles opened and not yet closed on this module (counted by the load/close wrappers of rawExports) */
  handles: OpenHandles;
  /** scratch area */
  s: number;
  /** documents open on this module */
  open: number;
  /** PDFium's metrics of the standard fonts without a FontDescriptor (substituteMetrics), read on first need */
  substitutes?: Set<string>;
}

/**
 * A module whose heap has grown past this (bytes) after a large document is dropped once its last document is
 * closed, and the next document loads a fresh one (about 0.1 s): WebAssembly memory never shrinks, so one huge
 * file would otherwise keep the worker at its peak for good.
 */
export const MAX_RETAINED_HEAP_BYTES = 256 * 1024 * 1024;

let runtime: Promise<Runtime> | null = null;
let current: Runtime | null = null;

/** The thread's PDFium module, loaded on first use. */
export function loadPdfium(): Promise<Runtime> {
  if (runtime) return runtime;
  const loading = (async () => {
    const require = createRequire(import.meta.url);
    const { init } = (await import('@embedpdf/pdfium')) as typeof import('@embedpdf/pdfium');
    const wasmBinary = fs.readFileSync(require.resolve('@embedpdf/pdfium/pdfium.wasm'));
    const wrapped = await init({ wasmBinary: wasmBinary.buffer.slice(wasmBinary.byteOffset, wasmBinary.byteOffset + wasmBinary.byteLength) });
    const handles: OpenHandles = { documents: 0, pages: 0, textPages: 0, annotations: 0 };
    const m = rawExports(wrapped.pdfium as unknown as Pdfium, handles);
    m._PDFiumExt_Init();
    current = { m, handles, s: m.wasmExports.malloc(SCRATCH_BYTES), open: 0 };
    return current;
  })();
  runtime = loading;
  loading.catch(() => {
    if (runtime === loading) runtime = null;
  });
  return loading;
}

/**
 * The module with its `_FPDF…` functions bound to the raw WebAssembly exports. @embedpdf/pdfium wraps every export
 * in a checking function (rest arguments, assertions, a lookup by name on each call) — a third of the reader's
 * time went there, as it calls PDFium several times per character. The raw exports take and return the same
 * numbers; the heap views (HEAPU8, …) stay the module's own, which it renews when the heap grows.
 */
function rawExports(module: Pdfium, handles: OpenHandles): Pdfium {
  const fast = Object.create(module) as Record<string, unknown>;
  const raw = module.wasmExports as unknown as Record<string, unknown>;
  for (const name of Object.keys(raw)) {
    if (typeof raw[name] === 'function' && typeof (module as unknown as Record<string, unknown>)[`_${name}`] === 'function') {
      fast[`_${name}`] = raw[name];
    }
  }
  // Every load and close of a document, page, text page or annotation is counted (once per page or document, not per
  // character), so a handle left open by any path shows in pdfiumOpenHandles().
  const counted = (load: string, close: string, kind: keyof OpenHandles) => {
    const open = fast[`_${load}`] as (...args: number[]) => number;
    const shut = fast[`_${close}`] as (handle: number) => void;
    fast[`_${load}`] = (...args: number[]): number => {
      const handle = open(...args);
      if (handle) handles[kind]++;
      return handle;
    };
    fast[`_${close}`] = (handle: number): void => {
      if (handle) handles[kind]--;
      shut(handle);
    };
  };
  counted('FPDF_LoadMemDocument', 'FPDF_CloseDocument', 'documents');
  counted('FPDF_LoadPage', 'FPDF_ClosePage', 'pages');
  counted('FPDFText_LoadPage', 'FPDFText_ClosePage', 'textPages');
  counted('FPDFPage_GetAnnot', 'FPDFPage_CloseAnnot', 'annotations');
  return fast as unknown as Pdfium;
}

/**
 * PDFium handles (documents, pages, text pages, annotations) open on this thread's current module: all zero when no
 * document is being read. A page's handles are closed as soon as its page model is built, the document's when it is
 * closed; any other count means native memory kept past its use. Zeros when the module is not loaded.
 */
export function pdfiumOpenHandles(): OpenHandles {
  return current ? { ...current.handles } : { documents: 0, pages: 0, textPages: 0, annotations: 0 };
}

/** Size of the module's WebAssembly heap in bytes (grows to the largest document read, never shrinks). */
export async function pdfiumHeapBytes(): Promise<number> {
  const { m } = await loadPdfium();
  return m.wasmExports.memory.buffer.byteLength;
}

export async function openPdfium(data: Uint8Array): Promise<PdfDocument> {
  const rt = await loadPdfium();
  const { m } = rt;
  const ptr = m.wasmExports.malloc(Math.max(1, data.byteLength));
  if (!ptr) throw new ExtractionError('too-large', 'This PDF is too large to be read.');
  m.HEAPU8.set(data, ptr);
  const doc = m._FPDF_LoadMemDocument(ptr, data.byteLength, 0);
  if (!doc) {
    const code = m._FPDF_GetLastError();
    m.wasmExports.free(ptr);
    if (code === FPDF_ERR_PASSWORD || code === FPDF_ERR_SECURITY) {
      throw new ExtractionError('encrypted', 'This PDF is password-protected; remove the password and try again.');
    }
    throw new ExtractionError('broken', `This PDF is damaged and cannot be read (PDFium error ${code}).`);
  }
  rt.open++;
  return new PdfiumDocument(rt, doc, ptr);
}

function release(rt: Runtime): void {
  rt.open--;
  if (rt.open === 0 && rt === current && rt.m.wasmExports.memory.buffer.byteLength > MAX_RETAINED_HEAP_BYTES) {
    current = null;
    runtime = null;
  }
}

class PdfiumDocument implements PdfDocument {
  readonly pages: number;
  private closed = false;
  constructor(
    private readonly rt: Runtime,
    private readonly doc: number,
    private readonly data: number,
  ) {
    this.pages = rt.m._FPDF_GetPageCount(doc);
  }

  async readPage(n: number): Promise<PageModel> {
    if (!Number.isInteger(n) || n < 1 || n > this.pages) {
      throw new RangeError(`page ${n} out of range 1..${this.pages}`);
    }
    if (this.closed) throw new Error('document closed');
    const { m } = this.rt;
    const page = m._FPDF_LoadPage(this.doc, n - 1);
    if (!page) throw new ExtractionError('broken', `This PDF is damaged and cannot be read (page ${n} cannot be loaded).`);
    try {
      return readPageModel(this.rt, page, n);
    } finally {
      m._FPDF_ClosePage(page);
    }
  }

  async attachments(): Promise<Attachment[]> {
    const { m } = this.rt;
    const out: Attachment[] = [];
    const seen = new Set<string>();
    const add = (att: number) => {
      const file = readAttachment(this.rt, att);
      if (!file) return;
      const key = `${file.filename}\u0000${file.content.length}`;
      if (seen.has(key)) return;
      seen.add(key);
      out.push(file);
    };
    const count = m._FPDFDoc_GetAttachmentCount(this.doc);
    for (let i = 0; i < count; i++) {
      const att = m._FPDFDoc_GetAttachment(this.doc, i);
      if (att) add(att);
    }
    for (let n = 0; n < this.pages; n++) {
      const page = m._FPDF_LoadPage(this.doc, n);
      if (!page) continue;
      try {
        const annots = m._FPDFPage_GetAnnotCount(page);
        for (let i = 0; i < annots; i++) {
          const annot = m._FPDFPage_GetAnnot(page, i);
          if (!annot) continue;
          try {
            if (m._FPDFAnnot_GetSubtype(annot) !== ANNOT_FILEATTACHMENT) continue;
            const att = m._FPDFAnnot_GetFileAttachment(annot);
            if (att) add(att);
          } finally {
            m._FPDFPage_CloseAnnot(annot);
          }
        }
      } finally {
        m._FPDF_ClosePage(page);
      }
    }
    return out;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const { m } = this.rt;
    try {
      m._FPDF_CloseDocument(this.doc);
      m.wasmExports.free(this.data);
    } finally {
      release(this.rt);
    }
  }
}

function readAttachment(rt: Runtime, att: number): Attachment | null {
  const { m, s } = rt;
  const nameBytes = m._FPDFAttachment_GetName(att, 0, 0);
  let filename = '';
  if (nameBytes > 2) {
    const buf = m.wasmExports.malloc(nameBytes);
    try {
      m._FPDFAttachment_GetName(att, buf, nameBytes);
      filename = utf16(m, buf, nameBytes);
    } finally {
      m.wasmExports.free(buf);
    }
  }
  if (!filename) return null;
  if (!m._FPDFAttachment_GetFile(att, 0, 0, s)) return null;
  const size = m.HEAPU32[s >> 2];
  const buf = m.wasmExports.malloc(Math.max(1, size));
  try {
    if (!m._FPDFAttachment_GetFile(att, buf, size, s)) return null;
    return { filename, content: m.HEAPU8.slice(buf, buf + size) };
  } finally {
    m.wasmExports.free(buf);
  }
}

/** A NUL-terminated UTF-16LE string of at most `bytes` bytes. */
function utf16(m: Pdfium, ptr: number, bytes: number): string {
  const codes = new Uint16Array(m.HEAPU8.slice(ptr, ptr + (bytes & ~1)).buffer);
  let end = codes.indexOf(0);
  if (end < 0) end = codes.length;
  return String.fromCharCode(...codes.subarray(0, end));
}

/** pdf.js's PageViewport transform at scale 1: PDF user space → top-left-origin space of the displayed page. */
export function viewportTransform(box: [number, number, number, number], rotate: number): { transform: Matrix; width: number; height: number } {
  const [bx0, by0, bx1, by1] = box;
  const cx = (bx0 + bx1) / 2;
  const cy = (by0 + by1) / 2;
  let a: number, b: number, c: number, d: number;
  switch (((rotate % 360) + 360) % 360) {
    case 90:
      [a, b, c, d] = [0, 1, 1, 0];
      break;
    case 180:
      [a, b, c, d] = [-1, 0, 0, 1];
      break;
    case 270:
      [a, b, c, d] = [0, -1, -1, 0];
      break;
    default:
      [a, b, c, d] = [1, 0, 0, -1];
  }
  let ox: number, oy: number, width: number, height: number;
  if (a === 0) {
    ox = Math.abs(cy - by0);
    oy = Math.abs(cx - bx0);
    width = by1 - by0;
    height = bx1 - bx0;
  } else {
    ox = Math.abs(cx - bx0);
    oy = Math.abs(cy - by0);
    width = bx1 - bx0;
    height = by1 - by0;
  }
  return { transform: [a, b, c, d, ox - a * cx - c * cy, oy - b * cx - d * cy], width, height };
}

interface ObjectInfo {
  font: FontInfo;
  /** ascent/descent per point of font size */
  ascent: number;
  descent: number;
}

const DEFAULT_ASCENT = 0.8;
const DEFAULT_DESCENT = -0.2;

function readPageModel(rt: Runtime, page: number, n: number): PageModel {
  const { m, s } = rt;
  const f32 = s >> 2;
  m._FPDF_GetPageBoundingBox(page, s);
  // FS_RECTF: left, top, right, bottom
  const left = m.HEAPF32[f32];
  const top = m.HEAPF32[f32 + 1];
  const right = m.HEAPF32[f32 + 2];
  const bottom = m.HEAPF32[f32 + 3];
  const box: [number, number, number, number] = [Math.min(left, right), Math.min(top, bottom), Math.max(left, right), Math.max(top, bottom)];
  const { transform: vt, width, height } = viewportTransform(box, m._FPDFPage_GetRotation(page) * 90);

  // Text placed wholly outside the page box is never seen (the pdf.js reader does not report it either).
  const words = charsToWords(readChars(rt, page, vt)).filter((w) => w.x1 > 0 && w.x0 < width && w.y1 > 0 && w.y0 < height);
  const rulings = readRulings(rt, page, vt, { width, height });
  return {
    number: n,
    width: round(width),
    height: round(height),
    words,
    rulings: rulings.map((r) => ({ x0: round(r.x0), y0: round(r.y0), x1: round(r.x1), y1: round(r.y1) })),
  };
}

interface RawChar extends PageChar {
  /** PDFium text object the character belongs to */
  obj: number;
  /** origin and baseline direction in PDF space */
  px: number;
  py: number;
  pdx: number;
  pdy: number;
}

/** What every character of one text object shares: font, transform and size (read once per object). */
interface RunGeometry {
  info: ObjectInfo;
  /** false when the transform or size is degenerate (the object's characters are skipped) */
  ok: boolean;
  /** baseline direction in viewport space and in PDF space */
  dx: number;
  dy: number;
  pdx: number;
  pdy: number;
  size: number;
  up: number;
  down: number;
  /**
   * slant of the glyphs in PDF space: how far along the baseline the glyph's vertical moves per unit of height (the
   * text matrix's shear; 0 for upright glyphs, ≈ 0.2–0.3 for a synthetic italic set with a shearing text matrix)
   */
  shear: number;
  /** whether the baseline direction was checked against a glyph's box (see `readChars`) */
  checked?: boolean;
}

/**
 * The characters of a page. PDFium is asked per character only for what differs per character (its text object,
 * code point, origin and loose box); font, transform and size are read once per text object. The calls go to the
 * raw WebAssembly exports (see loadPdfium) and read the results from the heap views directly.
 */
function readChars(rt: Runtime, page: number, vt: Matrix): PageChar[] {
  const { m, s } = rt;
  const f32 = s >> 2;
  const f64 = s >> 3;
  const getObject = m._FPDFText_GetTextObject;
  const getUnicode = m._FPDFText_GetUnicode;
  const getOrigin = m._FPDFText_GetCharOrigin;
  const getBox = m._FPDFText_GetLooseCharBox;
  const text = m._FPDFText_LoadPage(page);
  if (!text) return [];
  const runs = new Map<number, RunGeometry>();
  const fonts = new Map<number, ObjectInfo>();
  const chars: RawChar[] = [];
  try {
    const count = m._FPDFText_CountChars(text);
    let F32 = m.HEAPF32;
    let F64 = m.HEAPF64;
    for (let i = 0; i < count; i++) {
      const obj = getObject(text, i);
      // spaces and line ends PDFium inserts itself belong to no text object
      if (!obj && m._FPDFText_IsGenerated(text, i)) continue;
      const code = getUnicode(text, i);
      if (code === 0 || code === 0xfffe || code === 0xffff || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) continue;
      // PDFium marks a hyphen at a line end with U+0002. Other control characters are kept as pdf.js keeps them:
      // a CID font without a ToUnicode map gives its glyph ids as characters (unreadable text at the right place).
      // (TeX's ligature codes from a font without a ToUnicode map are spelt out: texLigatures)
      const str = code === 2 && m._FPDFText_IsHyphen(text, i) ? '-' : texLigatures(String.fromCodePoint(code));
      let run = obj ? runs.get(obj) : undefined;
      if (!run) {
        run = runGeometry(rt, text, i, obj, vt, fonts);
        if (obj) runs.set(obj, run);
        // reading a font's data may have grown the heap (new views)
        F32 = m.HEAPF32;
        F64 = m.HEAPF64;
      }
      if (!run.ok) continue;
      getOrigin(text, i, s, s + 8);
      const px = F64[f64];
      const py = F64[f64 + 1];
      getBox(text, i, s);
      // A negative horizontal scaling ("-100 Tz") cancelled by a negative font size ("-10 Tf") sets upright text that
      // runs forward, but the character matrix PDFium reports keeps the scaling's sign and points back along the
      // line: the glyph's box, which lies ahead of its origin, says which way the text runs. Checked on the run's
      // first glyph with a box of some width; the run's direction is turned round when the box lies behind it.
      if (!run.checked) {
        const [l, t, r, b] = [F32[f32]!, F32[f32 + 1]!, F32[f32 + 2]!, F32[f32 + 3]!];
        const along = ((l + r) / 2 - px) * run.pdx + ((t + b) / 2 - py) * run.pdy;
        const span = Math.abs((r - l) * run.pdx) + Math.abs((t - b) * run.pdy);
        if (span > 0.05 * run.size) {
          run.checked = true;
          if (along < -0.25 * span) Object.assign(run, { dx: -run.dx, dy: -run.dy, pdx: -run.pdx, pdy: -run.pdy });
        }
      }
      // page space → viewport; the loose box (FS_RECTF left, top, right, bottom) is axis-aligned in PDF space:
      // the advance is read with the baseline direction there
      const advance = advanceOf(px, py, F32[f32], F32[f32 + 1], F32[f32 + 2], F32[f32 + 3], run.pdx, run.pdy, run.up + run.down, run.shear);
      chars.push({
        text: str,
        x: vt[0] * px + vt[2] * py + vt[4],
        y: vt[1] * px + vt[3] * py + vt[5],
        dx: run.dx,
        dy: run.dy,
        advance,
        size: run.size,
        up: run.up,
        down: run.down,
        font: run.info.font,
        obj,
        px,
        py,
        pdx: run.pdx,
        pdy: run.pdy,
      });
    }
    // PDFium's loose box also covers a glyph's ink where it overhangs its advance (an italic or Times "f", some
    // substituted fonts): within one text object the next glyph's origin bounds the advance.
    for (let i = 0; i + 1 < chars.length; i++) {
      const a = chars[i];
      const b = chars[i + 1];
      if (a.obj !== b.obj || !a.obj) continue;
      const ex = b.px - a.px;
      const ey = b.py - a.py;
      const along = ex * a.pdx + ey * a.pdy;
      const across = Math.abs(ey * a.pdx - ex * a.pdy);
      if (along >= 0 && along < a.advance && across < 0.1 * a.size) a.advance = along;
    }
  } finally {
    m._FPDFText_ClosePage(text);
  }
  return chars;
}

/** Font, transform and size of character `i`'s text object (every character of the object shares them). */
function runGeometry(rt: Runtime, text: number, i: number, obj: number, vt: Matrix, fonts: Map<number, ObjectInfo>): RunGeometry {
  const { m, s } = rt;
  const info = objectInfo(rt, obj, fonts);
  const bad: RunGeometry = { info, ok: false, dx: 1, dy: 0, pdx: 1, pdy: 0, size: 0, up: 0, down: 0, shear: 0 };
  // character matrix (text matrix × CTM, without the font size) and font size
  if (!m._FPDFText_GetMatrix(text, i, s)) return bad;
  const f32 = s >> 2;
  const ma = m.HEAPF32[f32];
  const mb = m.HEAPF32[f32 + 1];
  const mc = m.HEAPF32[f32 + 2];
  const md = m.HEAPF32[f32 + 3];
  const fontSize = m._FPDFText_GetFontSize(text, i);
  const m2 = compose(vt, [ma, mb, mc, md, 0, 0]);
  const scaleX = Math.hypot(m2[0], m2[1]);
  const size = Math.abs(fontSize) * Math.hypot(m2[2], m2[3]);
  if (!(scaleX > 0) || !(size > 0)) return bad;
  const pdfScale = Math.hypot(ma, mb);
  // the glyph space's vertical (mc, md) split into its parts along the baseline (ma, mb) and across it
  const alongBase = (mc * ma + md * mb) / pdfScale;
  const acrossBase = (md * ma - mc * mb) / pdfScale;
  const shear = Math.abs(acrossBase) > 1e-9 ? alongBase / acrossBase : 0;
  return {
    info,
    ok: true,
    dx: m2[0] / scaleX,
    dy: m2[1] / scaleX,
    pdx: ma / pdfScale,
    pdy: mb / pdfScale,
    size,
    up: info.ascent * size,
    down: -info.descent * size,
    shear: Number.isFinite(shear) ? shear : 0,
  };
}

/** shear below this is upright text (rounding in the matrices) */
const SHEAR_EPSILON = 0.01;

/**
 * The advance of a glyph from its loose box (PDFium's box: from the origin over the advance along the baseline,
 * by the font's height, axis-aligned in PDF space, widened to the glyph's ink where that overhangs). Upright and
 * quarter-turned text read it from the origin to the far side; at other angles the rotated rectangle is solved
 * for its side along the baseline.
 */
function advanceOf(
  ox: number,
  oy: number,
  left: number,
  top: number,
  right: number,
  bottom: number,
  dx: number,
  dy: number,
  across: number,
  shear = 0,
): number {
  const c = Math.abs(dx);
  const sn = Math.abs(dy);
  // A sheared (slanted) glyph's box is the slanted rectangle's bounds: wider along the baseline by |shear| × its
  // height, split between both ends (the descent leans back, the ascent forward).
  if (Math.abs(shear) > SHEAR_EPSILON && (sn < 1e-3 || c < 1e-3)) {
    const alongSpan = sn < 1e-3 ? Math.abs(right - left) : Math.abs(top - bottom);
    const height = sn < 1e-3 ? Math.abs(top - bottom) : Math.abs(right - left);
    return Math.max(0, alongSpan - Math.abs(shear) * height);
  }
  if (sn < 1e-3) return Math.max(0, dx > 0 ? Math.max(left, right) - ox : ox - Math.min(left, right));
  if (c < 1e-3) return Math.max(0, dy > 0 ? Math.max(top, bottom) - oy : oy - Math.min(top, bottom));
  const w = Math.abs(right - left);
  const h = Math.abs(top - bottom);
  const det = c * c - sn * sn;
  if (Math.abs(det) > 0.2) return Math.max(0, (w * c - h * sn) / det);
  // near 45°: w + h = (advance + height)(c + s); take the font's height for the glyph's
  return Math.max(0, (w + h) / (c + sn) - across);
}

function objectInfo(rt: Runtime, obj: number, fonts: Map<number, ObjectInfo>): ObjectInfo {
  const { m, s } = rt;
  const font = obj ? m._FPDFTextObj_GetFont(obj) : 0;
  if (!font) return { font: fontInfoFromName('', false), ascent: DEFAULT_ASCENT, descent: DEFAULT_DESCENT };
  const cached = fonts.get(font);
  if (cached) return cached;
  let name = '';
  const len = m._FPDFFont_GetBaseFontName(font, s, SCRATCH_BYTES);
  if (len > 0 && len <= SCRATCH_BYTES) {
    let end = s;
    while (end < s + len && m.HEAPU8[end] !== 0) end++;
    name = new TextDecoder().decode(m.HEAPU8.subarray(s, end));
  }
  const info = { font: fontInfoFromName(name, false), ...fontMetrics(rt, font, name) };
  fonts.set(font, info);
  return info;
}

/**
 * A font's ascent and descent per point of size, as the pdf.js reader gets them (pdf.js's text-content style), so
 * both readers give words the same height — the line and row rules of layout/ and tables/ were tuned on it:
 * - an embedded TrueType or OpenType program: its `hhea` ascender/descender over `head` unitsPerEm (pdf.js
 *   rewrites the font and takes them from there; the FontDescriptor's /Ascent is often smaller, e.g. Courier New
 *   0.612 against 0.833);
 * - a font that is not embedded and is one of the standard 14 or a name pdf.js maps to one: pdf.js reads the
 *   Helvetica family with Liberation Sans (its hhea: 0.905 / −0.212) and the others with Type 1 substitutes that
 *   give no metrics (the defaults);
 * - anything else: the FontDescriptor (PDFium's FPDFFont_GetAscent/GetDescent), as pdf.js does.
 * The same sanity bounds as text.ts apply.
 */
function fontMetrics(rt: Runtime, font: number, rawName: string): { ascent: number; descent: number } {
  const { m, s } = rt;
  let ascent = NaN;
  let descent = NaN;
  if (m._FPDFFont_GetIsEmbedded(font)) {
    const sfnt = sfntMetrics(rt, font);
    if (sfnt) [ascent, descent] = sfnt;
  } else {
    const family = standardFamily(rawName.replace(/^[A-Z]{6}\+/, ''));
    if (family === 'Helvetica') [ascent, descent] = LIBERATION_SANS_METRICS;
    else if (family) {
      // pdf.js's Type 1 stand-ins give no metrics: the FontDescriptor's count when the PDF gives one, else the
      // defaults. PDFium fills in metrics of its own stand-in font when there is no descriptor; those are told
      // apart by comparing with what it gives for the standard fonts without a descriptor.
      const [a, d] = descriptorMetrics(rt, font);
      if (substituteMetrics(rt).has(metricsKey(a, d))) [ascent, descent] = [DEFAULT_ASCENT, DEFAULT_DESCENT];
      else [ascent, descent] = [a, d];
    }
  }
  if (Number.isNaN(ascent) || Number.isNaN(descent)) {
    const [a, d] = descriptorMetrics(rt, font);
    if (Number.isNaN(ascent)) ascent = a;
    if (Number.isNaN(descent)) descent = d;
  }
  if (!(ascent > 0.3 && ascent < 1.5)) ascent = DEFAULT_ASCENT;
  if (!(descent < 0 && descent > -0.6)) descent = DEFAULT_DESCENT;
  return { ascent, descent };
}

/** PDFium's ascent and descent of a font per point (the FontDescriptor's, or ones PDFium derived itself). */
function descriptorMetrics(rt: Runtime, font: number): [number, number] {
  const { m, s } = rt;
  const a = m._FPDFFont_GetAscent(font, 1, s) ? m.HEAPF32[s >> 2] : NaN;
  const d = m._FPDFFont_GetDescent(font, 1, s) ? m.HEAPF32[s >> 2] : NaN;
  return [a, d];
}

const metricsKey = (a: number, d: number) => `${Math.round(a * 1e4)},${Math.round(d * 1e4)}`;

/** the standard fonts (other than Helvetica) whose stand-in metrics substituteMetrics records */
const PROBED_FONTS = [
  'Times-Roman',
  'Times-Bold',
  'Times-Italic',
  'Times-BoldItalic',
  'Courier',
  'Courier-Bold',
  'Courier-Oblique',
  'Courier-BoldOblique',
  'Symbol',
  'ZapfDingbats',
];

/**
 * The ascent/descent pairs PDFium gives the standard fonts when the PDF has no FontDescriptor for them (its own
 * stand-in fonts' metrics), read once per module from a small PDF built here.
 */
function substituteMetrics(rt: Runtime): Set<string> {
  if (rt.substitutes) return rt.substitutes;
  const out = new Set<string>();
  rt.substitutes = out;
  const { m } = rt;
  const fonts = PROBED_FONTS.map((f, i) => `/F${i} << /Type /Font /Subtype /Type1 /BaseFont /${f} >>`).join(' ');
  const ops = PROBED_FONTS.map((_, i) => `BT /F${i} 10 Tf 10 ${10 + 12 * i} Td (Ag) Tj ET`).join('\n');
  const bytes = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /Font << ${fonts} >> >> /Contents 4 0 R >>`,
    `<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`,
  ]);
  const ptr = m.wasmExports.malloc(bytes.length);
  if (!ptr) return out;
  m.HEAPU8.set(bytes, ptr);
  const doc = m._FPDF_LoadMemDocument(ptr, bytes.length, 0);
  try {
    if (!doc) return out;
    const page = m._FPDF_LoadPage(doc, 0);
    if (!page) return out;
    try {
      for (let i = 0, n = m._FPDFPage_CountObjects(page); i < n; i++) {
        const font = m._FPDFTextObj_GetFont(m._FPDFPage_GetObject(page, i));
        if (font) out.add(metricsKey(...descriptorMetrics(rt, font)));
      }
    } finally {
      m._FPDF_ClosePage(page);
    }
  } finally {
    if (doc) m._FPDF_CloseDocument(doc);
    m.wasmExports.free(ptr);
  }
  return out;
}

/** A PDF file of the given objects (numbered from 1, the first is the catalog) with a correct xref table. */
function buildPdf(objects: string[]): Uint8Array {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** Liberation Sans's hhea ascender/descender (1854 / −434 of 2048 units): pdf.js's stand-in for Helvetica. */
const LIBERATION_SANS_METRICS: [number, number] = [1854 / 2048, -434 / 2048];

/**
 * The standard font pdf.js reads a non-embedded font with (pdf.js getStdFontMap: the 14 standard names and the
 * Arial, Courier New and Times New Roman aliases), by family; null for other names. Names are compared as pdf.js
 * normalises them: ',' and '_' become '-', blanks are dropped.
 */
export function standardFamily(name: string): 'Helvetica' | 'Times' | 'Courier' | 'Symbol' | null {
  const n = name.replace(/[,_]/g, '-').replace(/\s/g, '');
  if (/^Helvetica(-(Bold|Oblique|BoldOblique|BoldItalic|Italic))?$/.test(n) || n === 'HelveticaLTStd-Bold') return 'Helvetica';
  if (/^(Arial|ArialNarrow|ArialBlack|Arial-Black|ArialUnicodeMS)(-(Bold|BoldItalic|Italic))?$/.test(n)) return 'Helvetica';
  if (/^Arial(MT|-BoldMT|-ItalicMT|-BoldItalicMT|-BoldMT-Bold|-ItalicMT-Italic|-BoldItalicMT-BoldItalic)$/.test(n)) return 'Helvetica';
  if (/^Times-(Roman|Bold|Italic|BoldItalic)$/.test(n)) return 'Times';
  if (/^(TimesNewRoman|TimesNewRomanPS)(-(Bold|BoldItalic|Italic))?$/.test(n)) return 'Times';
  if (/^TimesNewRomanPS(-BoldItalicMT|-BoldMT|-ItalicMT)$/.test(n) || /^TimesNewRomanPSMT(-(Bold|BoldItalic|Italic))?$/.test(n)) return 'Times';
  if (/^Courier(-(Bold|Oblique|BoldOblique|BoldItalic|Italic))?$/.test(n)) return 'Courier';
  if (/^CourierNew(-(Bold|BoldItalic|Italic))?$/.test(n) || /^CourierNewPS(-BoldItalicMT|-BoldMT|-ItalicMT|MT)$/.test(n)) return 'Courier';
  if (/^Symbol(-(Bold|BoldItalic|Italic))?$/.test(n) || n === 'ZapfDingbats') return 'Symbol';
  return null;
}

/**
 * hhea ascender and descender over head unitsPerEm of an embedded TrueType/OpenType program (read in place in the
 * module heap: only the table directory and two small tables are looked at); null for other font programs.
 */
function sfntMetrics(rt: Runtime, font: number): [number, number] | null {
  const { m, s } = rt;
  if (!m._FPDFFont_GetFontData(font, 0, 0, s)) return null;
  const size = m.HEAPU32[s >> 2];
  if (size < 12 || size > MAX_FONT_BYTES) return null;
  const buf = m.wasmExports.malloc(size);
  if (!buf) return null;
  try {
    if (!m._FPDFFont_GetFontData(font, buf, size, s)) return null;
    const h = m.HEAPU8;
    const u16 = (o: number) => (h[buf + o] << 8) | h[buf + o + 1];
    const i16 = (o: number) => (u16(o) << 16) >> 16;
    const u32 = (o: number) => ((h[buf + o] << 24) | (h[buf + o + 1] << 16) | (h[buf + o + 2] << 8) | h[buf + o + 3]) >>> 0;
    const version = u32(0);
    // TrueType (0x00010000, 'true') or OpenType ('OTTO'); a bare CFF or Type 1 program has no hhea
    if (version !== 0x00010000 && version !== 0x74727565 && version !== 0x4f54544f) return null;
    const tables = u16(4);
    let head = -1;
    let hhea = -1;
    for (let i = 0; i < tables && 12 + 16 * (i + 1) <= size; i++) {
      const rec = 12 + 16 * i;
      const tag = u32(rec);
      const offset = u32(rec + 8);
      if (tag === 0x68656164 && offset + 20 <= size) head = offset; // 'head'
      if (tag === 0x68686561 && offset + 8 <= size) hhea = offset; // 'hhea'
    }
    if (head < 0 || hhea < 0) return null;
    const unitsPerEm = u16(head + 18);
    if (!unitsPerEm) return null;
    return [i16(hhea + 4) / unitsPerEm, i16(hhea + 6) / unitsPerEm];
  } finally {
    m.wasmExports.free(buf);
  }
}

/** embedded font programs larger than this are not parsed for their metrics (the descriptor's are used) */
const MAX_FONT_BYTES = 64 * 1024 * 1024;

function readRulings(rt: Runtime, page: number, vt: Matrix, size: { width: number; height: number }): Ruling[] {
  const { m } = rt;
  const out: Ruling[] = [];
  const count = m._FPDFPage_CountObjects(page);
  for (let i = 0; i < count; i++) {
    const obj = m._FPDFPage_GetObject(page, i);
    if (obj) walkObject(rt, obj, vt, size, out, 0);
  }
  return out;
}

function objectMatrix(rt: Runtime, obj: number): Matrix | null {
  const { m, s } = rt;
  if (!m._FPDFPageObj_GetMatrix(obj, s)) return null;
  const f = s >> 2;
  return [m.HEAPF32[f], m.HEAPF32[f + 1], m.HEAPF32[f + 2], m.HEAPF32[f + 3], m.HEAPF32[f + 4], m.HEAPF32[f + 5]];
}

function walkObject(rt: Runtime, obj: number, ctm: Matrix, size: { width: number; height: number }, out: Ruling[], depth: number): void {
  const { m, s } = rt;
  const type = m._FPDFPageObj_GetType(obj);
  if (type === PAGEOBJ_FORM) {
    if (depth >= MAX_FORM_DEPTH) return;
    const matrix = objectMatrix(rt, obj);
    const inner = matrix ? compose(ctm, matrix) : ctm;
    const n = m._FPDFFormObj_CountObjects(obj);
    for (let i = 0; i < n; i++) {
      const child = m._FPDFFormObj_GetObject(obj, i);
      if (child) walkObject(rt, child, inner, size, out, depth + 1);
    }
    return;
  }
  if (type !== PAGEOBJ_PATH) return;
  if (!m._FPDFPath_GetDrawMode(obj, s, s + 4)) return;
  const fillMode = m.HEAP32[s >> 2];
  const stroked = m.HEAP32[(s >> 2) + 1] !== 0;
  let filled = fillMode !== 0;
  if (filled && m._FPDFPageObj_GetFillColor(obj, s, s + 4, s + 8, s + 12)) {
    const u = s >> 2;
    // white fills are invisible on paper (as the pdf.js reader treats a '#ffffff' fill)
    if (m.HEAPU32[u] === 255 && m.HEAPU32[u + 1] === 255 && m.HEAPU32[u + 2] === 255) filled = false;
  }
  if (!stroked && !filled) return;
  const matrix = objectMatrix(rt, obj);
  const segments = m._FPDFPath_CountSegments(obj);
  if (segments <= 0) return;
  const buffer: number[] = [];
  const f = s >> 2;
  for (let i = 0; i < segments; i++) {
    const seg = m._FPDFPath_GetPathSegment(obj, i);
    if (!seg || !m._FPDFPathSegment_GetPoint(seg, s, s + 4)) return;
    const x = m.HEAPF32[f];
    const y = m.HEAPF32[f + 1];
    const type = m._FPDFPathSegment_GetType(seg);
    if (type === SEGMENT_MOVETO) buffer.push(MOVE_TO, x, y);
    else if (type === SEGMENT_LINETO) buffer.push(LINE_TO, x, y);
    else if (type === SEGMENT_BEZIERTO) {
      // a Bézier curve is three BEZIERTO segments: two control points and the end point
      const c1 = [x, y];
      const seg2 = m._FPDFPath_GetPathSegment(obj, i + 1);
      const seg3 = m._FPDFPath_GetPathSegment(obj, i + 2);
      if (!seg2 || !seg3 || !m._FPDFPathSegment_GetPoint(seg2, s, s + 4)) return;
      const c2 = [m.HEAPF32[f], m.HEAPF32[f + 1]];
      if (!m._FPDFPathSegment_GetPoint(seg3, s, s + 4)) return;
      buffer.push(CURVE_TO, c1[0], c1[1], c2[0], c2[1], m.HEAPF32[f], m.HEAPF32[f + 1]);
      i += 2;
      if (m._FPDFPathSegment_GetClose(seg3)) buffer.push(CLOSE);
      continue;
    } else return;
    if (m._FPDFPathSegment_GetClose(seg)) buffer.push(CLOSE);
  }
  collectPath(buffer, matrix ? compose(ctm, matrix) : ctm, stroked, filled, size, DEFAULT_RULING_SETTINGS, out);
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
