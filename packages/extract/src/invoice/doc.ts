/**
 * The view of a document that invoice understanding works on: every page's text lines (top to bottom, pages in
 * order), each cut into segments at wide gaps (a label and its value in the next column are two segments), plus the
 * document-level conventions (decimal separator, date order, language).
 */
import { buildLines, makeLine, splitLineAtGaps, type TextLine } from '../layout/lines.js';
import type { PageModel, Word } from '../types.js';
import { detectDateOrder, type DateOrder } from './dates.js';
import { foldKeep, detectLanguage, headerConcept } from './labels.js';
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
  /** running page furniture: the same text at the same height in the top or bottom band of another page (a letterhead
   * or footer repeated on every page); never an item row */
  furniture?: boolean;
  /** margin text: a run turned a quarter in the page's margin, laid out as this line at the foot of its page */
  margin?: boolean;
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

/** the first group of a number printed with thousands spaces: "1", "19", "-126" */
const LEAD_GROUP = /^[-−(]?(?:[€$£])?\d{1,3}$/;
/** a middle group "234" and the last group with its decimals "567,89" */
const MIDDLE_GROUP = /^\d{3}$/;
const LAST_GROUP = /^\d{3}[.,]\d{1,4}(?:\s?%|\))?[-−]?$/;

/**
 * Words of one segment with each amount printed with thousands spaces ("19 498,75", "1 234 567,89") joined into one
 * word, its groups concatenated ("19498,75"): table columns are assigned word by word, and a lone "19" would land in
 * the column next to its amount. Groups join when each gap is at most a thousands space — `itemThousandsGapEm`, or
 * `digitGroupGapChars` character widths of the group that follows (a monospaced space is one character wide) — and
 * the last group carries decimals, so counts in text ("Pack 100 000") stay as printed.
 */
export function joinDigitGroups(words: readonly Word[], settings: InvoiceSettings): Word[] {
  const out: Word[] = [];
  let k = 0;
  const near = (a: Word, b: Word) => {
    const gap = b.x0 - a.x1;
    const charWidth = (b.x1 - b.x0) / Math.max(1, b.text.length);
    return gap >= -0.5 && gap <= Math.max(settings.itemThousandsGapEm * Math.max(a.size, 1), settings.digitGroupGapChars * charWidth);
  };
  while (k < words.length) {
    const w = words[k]!;
    if (LEAD_GROUP.test(w.text)) {
      let end = k;
      while (end + 1 < words.length && MIDDLE_GROUP.test(words[end + 1]!.text) && near(words[end]!, words[end + 1]!)) end++;
      const last = words[end + 1];
      if (last && LAST_GROUP.test(last.text) && near(words[end]!, last)) {
        const group = words.slice(k, end + 2);
        out.push({
          ...w,
          text: group.map((g) => g.text).join(''),
          x1: last.x1,
          y0: Math.min(...group.map((g) => g.y0)),
          y1: Math.max(...group.map((g) => g.y1)),
        });
        k = end + 2;
        continue;
      }
    }
    out.push(w);
    k++;
  }
  // (a segment's words are kept for as long as the document: a copy at their exact length, not the capacity pushing
  // left — 17 slots for a segment of two words, which over the segments of a long invoice adds up to megabytes)
  return out.slice();
}

/** an amount up to its decimal separator ("747,", "1.234,", "-12."), and two decimals after a thin space ("01", "50)") */
const BEFORE_DECIMALS = /^[-−(]?(?:[€$£])?\d{1,3}(?:[.,\u00a0']?\d{3})*[.,]$/;
const DECIMALS = /^\d{2}(?:\s?%|\))?[-−]?$/;

/**
 * A page's words with an amount split after its decimal separator by a gap narrower than a word space ("747," "01" —
 * LaTeX sets a comma in mathematics as punctuation, with a thin space after it) joined into one word ("747,01"), so
 * the line's text reads the amount as printed. A list "5, 10" keeps its word space, wider than `decimalGapEm`. (Words
 * next to each other in the content stream and on one baseline; others are left as they are.)
 */
function joinDecimals(words: Word[], settings: InvoiceSettings): Word[] {
  if (settings.decimalGapEm <= 0) return words;
  let out: Word[] | null = null;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    const next = words[k + 1];
    if (
      next &&
      !w.dir &&
      !next.dir &&
      Math.abs(next.y1 - w.y1) <= 0.2 * Math.max(w.size, 1) &&
      BEFORE_DECIMALS.test(w.text) &&
      DECIMALS.test(next.text) &&
      next.x0 - w.x1 >= -0.5 &&
      next.x0 - w.x1 <= settings.decimalGapEm * Math.max(w.size, 1)
    ) {
      out ??= words.slice(0, k);
      out.push({ ...w, text: w.text + next.text, x1: next.x1, y0: Math.min(w.y0, next.y0), y1: Math.max(w.y1, next.y1) });
      k++;
      continue;
    }
    out?.push(w);
  }
  return out ?? words;
}

/**
 * A line's part cut again where the type size changes across a gap (a 12 pt name and, a little further right, the
 * 8 pt first line of the next column's address): the gap is measured in the smaller size's em there, since the larger
 * type's em would hide a column boundary. Adjacent words of sizes within a quarter of each other are left together.
 */
function splitAtSizeChange(part: TextLine, gapEm: number): TextLine[] {
  const ws = part.words;
  if (ws.length < 2) return [part];
  const out: TextLine[] = [];
  let from = 0;
  for (let i = 1; i < ws.length; i++) {
    const a = ws[i - 1]!;
    const b = ws[i]!;
    const small = Math.min(a.size, b.size);
    const large = Math.max(a.size, b.size);
    if (small > 0 && large > 1.25 * small && b.x0 - a.x1 > gapEm * small) {
      out.push(makeLine(ws.slice(from, i)));
      from = i;
    }
  }
  if (!out.length) return [part];
  out.push(makeLine(ws.slice(from)));
  return out;
}

const turned = (w: Word) => w.dir === 90 || w.dir === 270;

/**
 * The page's words with its margin text taken apart: every run of words turned a quarter (one direction, x-ranges
 * overlapping, one word after the other along the run) of at least `minWords` words standing wholly left or right of
 * all upright text is laid out as one upright line at the foot of the page, in its reading order (270 reads bottom to
 * top, 90 top to bottom), each word as long as it was tall and a word space after the last, kept on the page. Without this, such a footer set sideways in the margin
 * (company, capital, register, VAT id) is cut word by word into the lines it crosses. Other turned words stay, and
 * so does a page whose text mostly runs turned (content drawn sideways).
 */
function marginText(words: readonly Word[], pageWidth: number, pageHeight: number, minWords: number): { upright: Word[]; margin: Word[][] } {
  if (!words.some(turned)) return { upright: words as Word[], margin: [] };
  const flat = words.filter((w) => !turned(w));
  // (a page whose text mostly runs turned is content drawn sideways, no margin: left as it is)
  const chars = (ws: readonly Word[]) => ws.reduce((n, w) => n + w.text.length, 0);
  if (chars(flat) <= chars(words) / 2) return { upright: words as Word[], margin: [] };
  // (loops, not spreads: a page may hold more words than a call takes arguments)
  const min = (ws: readonly Word[], f: (w: Word) => number) => ws.reduce((m, w) => Math.min(m, f(w)), Infinity);
  const max = (ws: readonly Word[], f: (w: Word) => number) => ws.reduce((m, w) => Math.max(m, f(w)), -Infinity);
  const left = min(flat, (w) => w.x0);
  const right = max(flat, (w) => w.x1);
  const runs: Word[][] = [];
  for (const w of [...words.filter(turned)].sort((a, b) => a.x0 - b.x0 || a.y0 - b.y0)) {
    const run = runs.find((r) => {
      const last = r[r.length - 1]!;
      if (last.dir !== w.dir) return false;
      const overlap = Math.min(last.x1, w.x1) - Math.max(last.x0, w.x0);
      if (overlap < 0.5 * Math.min(last.x1 - last.x0, w.x1 - w.x0)) return false;
      const size = Math.max(w.size, 1);
      return r.some((o) => w.y0 <= o.y1 + size && w.y1 >= o.y0 - size);
    });
    if (run) run.push(w);
    else runs.push([w]);
  }
  const inMargin = (r: Word[]) =>
    r.length >= minWords && (max(r, (w) => w.x1) <= left || min(r, (w) => w.x0) >= right);
  const margin = runs.filter(inMargin);
  if (!margin.length) return { upright: words as Word[], margin: [] };
  const taken = new Set(margin.flat());
  const laid = margin.map((r) => {
    const down = r[0]!.dir === 90;
    const ordered = [...r].sort((a, b) => (down ? a.y0 - b.y0 : b.y1 - a.y1));
    const length = max(r, (w) => w.y1) - min(r, (w) => w.y0);
    // (from the run's own left edge, moved left as far as needed to stay on the page)
    const x0 = Math.max(0, Math.min(min(r, (w) => w.x0), pageWidth - length));
    const size = [...r.map((w) => w.size)].sort((a, b) => a - b)[Math.floor(r.length / 2)]!;
    const y0 = pageHeight - 1.5 * size;
    // (one word after the other a word space apart: a footer's words are one run of text, whatever gaps its
    // justification left between them)
    let x = x0;
    return ordered.map(({ dir: _dir, ...w }) => {
      const laidWord = { ...w, x0: x, x1: x + (w.y1 - w.y0), y0, y1: y0 + size };
      x = laidWord.x1 + 0.3 * size;
      return laidWord;
    });
  });
  return { upright: words.filter((w) => !taken.has(w)), margin: laid };
}

/** zero-width spaces and joiners and the byte-order mark: format characters a producer leaves in a word, never seen */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/gu;

/** a leader: a run of four or more full stops (or two or more ellipses) closing a word, or the whole word */
const LEADER = /(?:\.{4,}|…{2,}|[.…]*…[.…]*\.[.…]*)$/u;

/**
 * A word without its invisible characters ("Rechnung\u200b" is "Rechnung": its label reads as printed), and without the
 * dot leader glued to it ("Total Amount Due..........  $98.40": the label is "Total Amount Due"; a word of dots alone
 * is none).
 */
function visibleText(w: Word): Word {
  INVISIBLE.lastIndex = 0;
  const text = INVISIBLE.test(w.text) ? w.text.replace(INVISIBLE, '') : w.text;
  const bare = text.length >= 4 ? text.replace(LEADER, '') : text;
  return bare === w.text ? w : { ...w, text: bare };
}

export function buildDoc(pages: readonly PageModel[], settings: InvoiceSettings = DEFAULT_INVOICE_SETTINGS): Doc {
  const lines: DocLine[] = [];
  const sizes: number[] = [];
  for (const page of pages) {
    const { upright, margin } = marginText(
      joinDecimals(page.words.map(visibleText).filter((w) => w.text.trim() !== ''), settings),
      page.width,
      page.height,
      settings.marginTextMinWords,
    );
    const marginLines = new Set(margin.flatMap((run) => buildLines(run)));
    for (const line of [...buildLines(upright), ...marginLines]) {
      const f = foldKeep(line.text);
      const parts = splitLineAtGaps(line, settings.segmentGapEm).flatMap((part) => splitAtSizeChange(part, settings.segmentGapEm));
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
        words: joinDigitGroups(s.words, settings),
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
        // (exact length, as the segments' words)
        words: ([] as Word[]).concat(...segs.map((s) => s.words)),
        ...(marginLines.has(line) ? { margin: true } : {}),
      });
      for (const w of line.words) sizes.push(w.size);
    }
  }
  cutOverFigureRow(lines, settings);
  markFurniture(lines, settings);
  sizes.sort((a, b) => a - b);
  const texts = lines.map((l) => l.text);
  // One text for the language vote: its words never contain a line break, so the counts are those of the lines
  // one by one, without one regular-expression set per line.
  const language = detectLanguage([texts.join('\n')]);
  const convention = detectConvention(texts, language === 'en' ? 'dot' : 'comma');
  const dateOrder = detectDateOrder(texts, language);
  return { lines, convention, dateOrder, language, bodySize: sizes[Math.floor(sizes.length / 2)] ?? 10, settings };
}

/**
 * Marks running page furniture: a line whose text is printed at the same place (height, and left edge, right edge or
 * centre, within `furnitureTolerance` points) on another page, in the top or bottom `furnitureBand` of the page — letterheads and footers repeated on every page.
 */
function markFurniture(lines: DocLine[], settings: InvoiceSettings): void {
  const byText = new Map<string, DocLine[]>();
  for (const l of lines) {
    const band = settings.furnitureBand * l.pageHeight;
    if (l.y0 > band && l.y1 < l.pageHeight - band) continue;
    const list = byText.get(l.text) ?? [];
    list.push(l);
    byText.set(l.text, list);
  }
  for (const list of byText.values()) {
    for (const l of list) {
      // (at the same place: the same height, and the same left edge, right edge or centre — an item that happens to
      // open two pages at one height sits where each page's own column layout puts it)
      const tol = settings.furnitureTolerance;
      const samePlace = (o: DocLine) =>
        Math.abs(o.y0 - l.y0) <= tol && (Math.abs(o.x0 - l.x0) <= tol || Math.abs(o.x1 - l.x1) <= tol || Math.abs(o.x0 + o.x1 - l.x0 - l.x1) <= 2 * tol);
      if (list.some((o) => o.page !== l.page && samePlace(o))) l.furniture = true;
    }
  }
  // A repeated line near the top that opens a block of lines (the next line below, one line space down, starting where
  // it starts) is furniture only when the blocks go on alike on both pages (the same text, or the same but for its figures: "Page
  // 2 of 3"): an item text that happens to open two pages at one place goes on with that item's own details
  const below = (l: DocLine): DocLine | undefined => {
    const n = lines[l.i + 1];
    return n && n.page === l.page && n.y0 - l.y1 <= 0.8 * l.size && Math.abs(n.x0 - l.x0) <= settings.furnitureTolerance ? n : undefined;
  };
  const shape = (l: DocLine | undefined) => (l ? l.text.replace(/\d+/g, '#') : null);
  // (in the top band, where a continued table's rows begin; a footer's lines may differ from page to page, a signatory)
  for (const list of byText.values()) {
    const marked = list.filter((l) => l.furniture && l.y0 <= settings.furnitureBand * l.pageHeight);
    if (marked.length < 2) continue;
    const nexts = marked.map((l) => below(l));
    if (nexts.some((n) => n) && new Set(nexts.map(shape)).size > 1) for (const l of marked) l.furniture = false;
  }
  // Furniture is stacked from the page's edge: past a line of the band that is not repeated and states an amount (a sum
  // carried from the page before, "Transport 30.910,35"), the table's rows have begun, and a row that happens to open
  // two pages at the same place ("Packing tape" under each page's carried sum) is no letterhead. Likewise upwards from
  // the foot of the page (a sum carried forward above the footer).
  const byPage = new Map<number, DocLine[]>();
  for (const l of lines) {
    const band = settings.furnitureBand * l.pageHeight;
    if (l.y0 > band && l.y1 < l.pageHeight - band) continue;
    const list = byPage.get(l.page) ?? [];
    list.push(l);
    byPage.set(l.page, list);
  }
  for (const list of byPage.values()) {
    const top = list.filter((l) => l.y0 <= settings.furnitureBand * l.pageHeight).sort((a, b) => a.y0 - b.y0);
    const foot = list.filter((l) => l.y0 > settings.furnitureBand * l.pageHeight).sort((a, b) => b.y0 - a.y0);
    for (const stack of [top, foot]) {
      let body = false;
      for (const l of stack) {
        if (body) l.furniture = false;
        else if (!l.furniture && MONEY.test(l.text)) body = true;
        // (likewise below a continued table's header repeated at the page's top: the lines under it are its rows, an
        // item's text that happens to open two pages at one place among them — setting furnitureBelowHeader)
        else if (stack === top && settings.furnitureBelowHeader > 0 && headsColumns(l)) body = true;
      }
    }
  }
}

/** A table's header line: three or more of its cells name item columns, one of them the amount. */
function headsColumns(l: DocLine): boolean {
  const concepts = l.segs.map((s) => headerConcept(s.text)).filter((c) => c !== null);
  return concepts.length >= 3 && concepts.includes('amount');
}

/** an amount with decimals ("30.910,35", "1 234.50", "84710.83"), not a part of a date ("06.05.2026") */
const MONEY = /(?<![\d.,])(?:\d{1,3}(?:[.,' \u00A0\u202F]\d{3})*|\d+)[.,]\d{2}(?![\d.,])/u;

/** a cell that is one amount, percentage or currency amount and nothing else ("4 547,67", "$4 872,35", "20 %",
 * "1 234,50- €") */
const FIGURE_CELL = /^[-−(]?(?:[€$£]\s?|[A-Z]{3}\s)?\d[\d.,'’ ]*(?:\s?%)?\)?[-−]?(?:\s?[€$£]|\s(?:[A-Z]{3}|kr\.?|z[lł]|K[cč]|Ft))?[-−]?$/u;

/**
 * A row of labels over a row of figures ("Net total   VAT 20 %   Total incl. VAT" / "4 547,67   276,62   4 872,35"),
 * printed with gaps narrower than a column gap, is one segment; it is cut into one cell per figure below it: after a
 * word that ends where a figure ends (right-aligned cells) or before a word that starts where one starts (left-aligned
 * cells), within `labelCellTolerance` points — by one of the two alignments alone when it gives one cell per figure. The figure row must follow closely (within `labelRowGapEm` of the font
 * size) and hold nothing but figures; every cell keeps a letter.
 */
function cutOverFigureRow(lines: DocLine[], settings: InvoiceSettings): void {
  const tol = settings.labelCellTolerance;
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    if (next.page !== line.page || next.y0 - line.y1 > settings.labelRowGapEm * line.size) continue;
    const cells = figureCells(next);
    if (!cells || cells.length < 2) continue;
    if (!line.segs.some((sg) => /\p{L}/u.test(sg.text))) continue;
    const cut = line.segs.flatMap((sg) => {
      const under = cells.filter((f) => f.x1 > sg.x0 - tol && f.x0 < sg.x1 + tol);
      if (under.length < 2 || sg.words.length < 2) return [sg];
      const partsBy = (ends: boolean, starts: boolean): Word[][] => {
        const parts: Word[][] = [[sg.words[0]!]];
        for (let k = 1; k < sg.words.length; k++) {
          const prev = sg.words[k - 1]!;
          const w = sg.words[k]!;
          if ((ends && under.some((f) => Math.abs(f.x1 - prev.x1) <= tol)) || (starts && under.some((f) => Math.abs(f.x0 - w.x0) <= tol))) parts.push([w]);
          else parts[parts.length - 1]!.push(w);
        }
        // every cell names something: a part without a letter joins the one before
        for (let k = parts.length - 1; k >= 1; k--) {
          if (!parts[k]!.some((w) => /\p{L}/u.test(w.text)) || !parts[k - 1]!.some((w) => /\p{L}/u.test(w.text))) {
            parts.splice(k - 1, 2, [...parts[k - 1]!, ...parts[k]!]);
          }
        }
        return parts;
      };
      // one alignment for the whole row when it gives one label per figure (right-aligned cells: a word that only
      // happens to start where a figure starts, "Moms | i alt 25 %", is no cell edge); else either edge
      const parts = [partsBy(true, false), partsBy(false, true)].find((p) => p.length === under.length) ?? byGaps(sg.words, under, settings) ?? partsBy(true, true);
      if (parts.length < 2) return [sg];
      return parts.map((ws): Seg => {
        const text = ws.map((w) => w.text).join(' ');
        return { ...sg, text, f: foldKeep(text), x0: ws[0]!.x0, x1: ws[ws.length - 1]!.x1, words: ws };
      });
    });
    if (cut.length !== line.segs.length) line.segs = cut;
    // the figures, one cell each, under a row of as many labels
    if (cells.length > next.segs.length && line.segs.length >= cells.length) next.segs = cells;
  }
}

/**
 * A row of labels whose edges line up with no figure below (a figure wider than its label by a currency sign, labels
 * centred over their figures): it is cut at its widest word gaps, one cut fewer than the figures under it, when those
 * gaps are clearly wider than every other gap of the row (`labelGapRatio` times) and each part then stands over
 * exactly one of the figures, in order ("Total  Entregado a cuenta" over "90060.07 €   -45030.00"). Null otherwise.
 */
function byGaps(ws: readonly Word[], under: readonly Seg[], settings: InvoiceSettings): Word[][] | null {
  const cuts = under.length - 1;
  if (cuts < 1 || ws.length <= cuts) return null;
  const gaps = ws.slice(1).map((w, k) => ({ k: k + 1, gap: w.x0 - ws[k]!.x1 })).sort((a, b) => b.gap - a.gap);
  const rest = gaps[cuts]?.gap ?? 0;
  if (gaps[cuts - 1]!.gap < settings.labelGapRatio * Math.max(rest, 0.1)) return null;
  const at = gaps.slice(0, cuts).map((g) => g.k).sort((a, b) => a - b);
  const parts = [0, ...at].map((start, n) => ws.slice(start, at[n] ?? ws.length));
  const figures = [...under].sort((a, b) => a.x0 - b.x0);
  const overlaps = (p: readonly Word[], f: Seg) => f.x1 > p[0]!.x0 && f.x0 < p[p.length - 1]!.x1;
  const oneEach = parts.every((p, n) => p.some((w) => /\p{L}/u.test(w.text)) && figures.filter((f) => overlaps(p, f)).length === 1 && overlaps(p, figures[n]!));
  return oneEach ? parts : null;
}

/** a word that continues the amount before it: a thousands group ("209,29" after "18"), a currency, a trailing sign */
// (a currency's sign written in letters after the figure: "156 974,00 Kč", "1 200 kr", "86,40 zł", "4 500 Ft")
const AMOUNT_TAIL = /^(?:\d{3}(?:[.,]\d+)?\)?[-−]?|[A-Z]{3}|[€$£]|kr\.?|z[lł]|K[cč]|Ft|%|[-−])$/u;
const AMOUNT_HEAD = /^[-−(]?(?:[€$£]|[A-Z]{3})?\d[\d.,'’ \u00a0\u202f]*(?:%|\)?[-−]?)$/u;

/**
 * The cells of a row of figures: each segment that is one figure ("4 547,67", "1 234,50- €"), and segments holding
 * several printed a narrow gap apart ("0,00 18 209,29 EUR 18 209,29 EUR", "324,01 39 206,21 SEK") split into their
 * figures — a thousands group joins the figure before it only when that one has no decimals yet. Null when the row
 * holds anything else.
 */
function figureCells(line: DocLine): Seg[] | null {
  const out: Seg[] = [];
  for (const sg of line.segs) {
    const groups: Word[][] = [];
    for (const w of sg.words) {
      const cur = groups[groups.length - 1];
      const last = cur?.[cur.length - 1]?.text ?? '';
      const open = cur !== undefined && /^[-−(]?(?:[€$£]|[A-Z]{3})?\d{1,3}$/u.test(last);
      // (a currency printed before the figure as a word of its own: "CHF 363'136.27")
      const signOnly = cur !== undefined && cur.length === 1 && /^(?:[€$£]|[A-Z]{3})$/u.test(last);
      if (cur && AMOUNT_TAIL.test(w.text) && (!/^\d/.test(w.text) || open)) cur.push(w);
      else if (signOnly && AMOUNT_HEAD.test(w.text)) cur.push(w);
      else if (AMOUNT_HEAD.test(w.text) || /^(?:[€$£]|[A-Z]{3})$/u.test(w.text)) groups.push([w]);
      else return null;
    }
    if (groups.length === 1 && FIGURE_CELL.test(sg.text.trim())) {
      out.push(sg);
      continue;
    }
    for (const ws of groups) {
      const text = ws.map((w) => w.text).join(' ');
      if (!FIGURE_CELL.test(text)) return null;
      out.push({ ...sg, text, f: foldKeep(text), x0: ws[0]!.x0, x1: ws[ws.length - 1]!.x1, words: ws });
    }
  }
  return out;
}

/**
 * The words of a segment under a label's span [x0, x1]: those overlapping it, with their neighbours a word space away
 * (one value, "AB 1234 567", however far it reaches past the label); words beyond a clearly wider gap are another
 * cell's.
 */
export function wordsUnder(seg: Seg, x0: number, x1: number): Word[] {
  const ws = seg.words;
  // (a word starting where the label starts starts the value: the row's cells are set flush left)
  const flush = ws.findIndex((w) => Math.abs(w.x0 - x0) <= 1);
  const hit = flush >= 0 ? flush : ws.findIndex((w) => w.x1 > x0 - 0.5 * w.size && w.x0 < x1 + 0.5 * w.size);
  if (hit < 0) return [];
  // (a word space: the segment's narrowest gap — a monospace font's is 0.6 em — and wider ones up to half as much
  // again, in one font size: a change of size starts another cell, "… 2026" in 9 pt beside "0437105" in 10.5 pt)
  const space = Math.min(...ws.slice(1).map((w, k) => w.x0 - ws[k]!.x1));
  const near = (l: Word, r: Word) => r.x0 - l.x1 <= Math.max(0.4 * l.size, 1.5 * space) && Math.abs(l.size - r.size) <= 0.03 * Math.max(l.size, r.size);
  let a = hit;
  let b = hit;
  while (b + 1 < ws.length && near(ws[b]!, ws[b + 1]!)) b++;
  while (flush < 0 && a > 0 && near(ws[a - 1]!, ws[a]!)) a--;
  return ws.slice(a, b + 1);
}

/** The x-span of the words of a segment that hold its characters [start, end) (its words joined by single spaces). */
export function labelSpan(seg: Seg, start: number, end: number): [number, number] {
  let at = 0;
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const w of seg.words) {
    const from = seg.text.indexOf(w.text, at);
    if (from < 0) return [seg.x0, seg.x1];
    at = from + w.text.length;
    if (at > start && from < end) {
      x0 = Math.min(x0, w.x0);
      x1 = Math.max(x1, w.x1);
    }
  }
  return x0 <= x1 ? [x0, x1] : [seg.x0, seg.x1];
}

/**
 * The value under a label on the next line (a row of labels over a row of values): the segment under the label's own
 * words — where a row of labels runs together into one segment ("Data da fatura N.º cliente" over "21.08.2022 |
 * 8411511"), not under the segment's start —, of two the one more of which lies under them (a long date reaching under
 * the next label is the label's before it), and of values run together as well ("30 de septiembre de 2025   7888")
 * the run of words under it. `start`/`end`: the label's characters in its segment.
 */
export function underLabel(next: DocLine, seg: Seg, start: number, end: number): { text: string; x0: number } | null {
  const [lx0, lx1] = labelSpan(seg, start, end);
  const share = (s: Seg) => (Math.min(s.x1, lx1) - Math.max(s.x0, lx0)) / Math.max(1, s.x1 - s.x0);
  const under = next.segs.filter((s) => share(s) > 0).sort((a, b) => share(b) - share(a))[0] ?? next.segs.find((s) => s.x0 < seg.x1 && s.x1 > seg.x0);
  if (!under) return null;
  const own = wordsUnder(under, lx0, lx1);
  if (own.length && own.length < under.words.length) return { text: own.map((w) => w.text).join(' '), x0: own[0]!.x0 };
  return { text: under.text.trim(), x0: under.x0 };
}
