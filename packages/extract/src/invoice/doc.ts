/**
 * The view of a document that invoice understanding works on: every page's text lines (top to bottom, pages in
 * order), each cut into segments at wide gaps (a label and its value in the next column are two segments), plus the
 * document-level conventions (decimal separator, date order, language).
 */
import { buildLines, splitLineAtGaps } from '../layout/lines.js';
import type { PageModel, Word } from '../types.js';
import { detectDateOrder, type DateOrder } from './dates.js';
import { foldKeep, detectLanguage } from './labels.js';
import { DEFAULT_INVOICE_SETTINGS, type InvoiceSettings } from './settings.js';
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
  /** the thresholds the rules use (settings.ts) */
  settings: InvoiceSettings;
}


/**
 * foldKeep(seg.text) for the segments of one line, sliced from the line's folded text: a line's segments are runs of
 * its words in order, so each segment's text occurs in the line's text after the previous one, and foldKeep folds
 * each character on its own, keeping positions. A segment not found that way (never expected) is folded itself.
 */
function segmentFolds(line: { text: string }, lineFolded: string, segs: readonly { text: string }[]): string[] {
  if (segs.length === 1 && segs[0]!.text === line.text) return [lineFolded];
  let from = 0;
  return segs.map((s) => {
    const at = line.text.indexOf(s.text, from);
    if (at < 0) return foldKeep(s.text);
    from = at + s.text.length;
    return lineFolded.slice(at, from);
  });
}

export function buildDoc(pages: readonly PageModel[], settings: InvoiceSettings = DEFAULT_INVOICE_SETTINGS): Doc {
  const lines: DocLine[] = [];
  const sizes: number[] = [];
  for (const page of pages) {
    const words = page.words.filter((w) => w.text.trim() !== '');
    for (const line of buildLines(words)) {
      const f = foldKeep(line.text);
      const parts = splitLineAtGaps(line, settings.segmentGapEm);
      const folds = segmentFolds(line, f, parts);
      const segs: Seg[] = parts.map((s, k) => ({
        text: s.text,
        f: folds[k]!,
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
        f,
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
  // One text for the language vote: its words never contain a line break, so the counts are those of the lines
  // one by one, without one regular-expression set per line.
  const language = detectLanguage([texts.join('\n')]);
  const convention = detectConvention(texts, language === 'en' ? 'dot' : 'comma');
  const dateOrder = detectDateOrder(texts, language);
  return { lines, convention, dateOrder, language, bodySize: sizes[Math.floor(sizes.length / 2)] ?? 10, settings };
}
