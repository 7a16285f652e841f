/**
 * The view of a document that invoice understanding works on: every page's text lines (top to bottom, pages in
 * order), each cut into segments at wide gaps (a label and its value in the next column are two segments), plus the
 * document-level conventions (decimal separator, date order, language).
 */
import { buildLines, splitLineAtGaps } from '../layout/lines.js';
import type { PageModel, Word } from '../types.js';
import { detectDateOrder, type DateOrder } from './dates.js';
import { foldKeep, detectLanguage } from './labels.js';
import { detectConvention, type DecimalConvention } from './numbers.js';

export interface Seg {
  text: string;
  /** foldKeep(text) */
  f: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  size: number;
  bold: boolean;
  words: Word[];
}

export interface DocLine {
  /** index in Doc.lines */
  i: number;
  page: number;
  pageHeight: number;
  pageWidth: number;
  text: string;
  f: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  size: number;
  segs: Seg[];
  words: Word[];
}

export interface Doc {
  lines: DocLine[];
  convention: DecimalConvention;
  dateOrder: DateOrder;
  language: string | null;
  /** median font size of the document */
  bodySize: number;
}

/** Gap (in font sizes) that separates two segments of one line. */
const SEGMENT_GAP_EM = 1.2;

export function buildDoc(pages: readonly PageModel[]): Doc {
  const lines: DocLine[] = [];
  const sizes: number[] = [];
  for (const page of pages) {
    const words = page.words.filter((w) => w.text.trim() !== '');
    for (const line of buildLines(words)) {
      const segs: Seg[] = splitLineAtGaps(line, SEGMENT_GAP_EM).map((s) => ({
        text: s.text,
        f: foldKeep(s.text),
        x0: s.x0,
        y0: s.y0,
        x1: s.x1,
        y1: s.y1,
        size: s.size || 10,
        bold: s.words.some((w) => w.bold),
        words: s.words,
      }));
      lines.push({
        i: lines.length,
        page: page.number,
        pageHeight: page.height,
        pageWidth: page.width,
        text: line.text,
        f: foldKeep(line.text),
        x0: line.x0,
        y0: line.y0,
        x1: line.x1,
        y1: line.y1,
        size: line.size || 10,
        segs,
        words: line.words,
      });
      for (const w of line.words) sizes.push(w.size);
    }
  }
  sizes.sort((a, b) => a - b);
  const texts = lines.map((l) => l.text);
  const language = detectLanguage(texts);
  const convention = detectConvention(texts, language === 'en' ? 'dot' : 'comma');
  const dateOrder = detectDateOrder(texts, language);
  return { lines, convention, dateOrder, language, bodySize: sizes[Math.floor(sizes.length / 2)] ?? 10 };
}
