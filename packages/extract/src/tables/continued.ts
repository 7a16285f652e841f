/**
 * Tables continued across pages. A table B on the next page continues table A only when the pages show it:
 * - B is on the page after A's last part, A is the last table of its page and B the first of its page;
 * - the same column structure: the same number of columns (at least two) and, when both tables carry their
 *   page context (`detectTables` sets it), every column of A overlaps the same column of B once both are widened
 *   by `continuationColumnTolerance` points; a B read into a few more or fewer columns is first set on A's columns
 *   (`columnMap`, at most `continuationColumnSlack` columns unmatched);
 * - each column holds the same kind of data in both parts (not numbers in one and words in the other);
 * - B repeats A's header (row by row, or the same text read into other cells: `sameHeaderText`; when A's header
 *   was not recognised, over a few of A's leading rows) or
 *   has no header of its own (different header rows mean a new table), and B does not
 *   open with a caption row ("Exhibit 20 …");
 * - nothing separates them: every text line below A on its page and above B on its page is page furniture —
 *   a page number, a short line naming the page ("Invoice 4711 – Page 2 of 5"), a line printed at the same
 *   place on another page (running header or footer), or a continuation marker ("continued", "Übertrag", "suite") — and none is a caption ("Table 4", "Exhibit 20",
 *   "Tabelle 2"), a heading or a paragraph.
 * A table printed again at the same place with the same rows on another page (a letterhead or footer block)
 * is never part of a continued table.
 * Without page context (tables built by hand) the geometry decides: A ends in the lower 40 % of its page and
 * B starts in the upper 40 % of its page, or B starts with a repeat of A's header row.
 * Joined tables keep A's page and bbox (`tableParts` lists every part); B's leading rows that repeat A's header
 * rows are dropped.
 */
import type { ExtractedTable } from '../types.js';
import { tableContext, setTableContext, type PageLine, type TableContext } from './context.js';
import { isNumericText } from './cells.js';
import type { ColumnRange, TableStructure } from './model.js';
import { resolveSettings, type TableSettings } from './settings.js';

/** page number → page height in points */
export type PageHeights = ReadonlyMap<number, number> | Readonly<Record<number, number>>;

function heightOf(heights: PageHeights | undefined, page: number): number | undefined {
  if (!heights) return undefined;
  return heights instanceof Map ? heights.get(page) : (heights as Record<number, number>)[page];
}

const norm = (row: readonly string[]) => row.map((c) => c.replace(/\s+/g, ' ').trim().toLowerCase()).join('\u0001');

/**
 * A header block's text column by column (its rows' cells joined top to bottom): the same header whether its
 * two-line labels were read as one row or two.
 */
const headerText = (rows: readonly (readonly string[])[], n: number) => {
  const head = rows.slice(0, n);
  const width = head.reduce((m, r) => Math.max(m, r.length), 0);
  return Array.from({ length: width }, (_, k) => head.map((r) => r[k] ?? '').join(' ').replace(/\s+/g, '').toLowerCase()).join('\u0001');
};

/**
 * Two header blocks with the same text: read column by column (top to bottom in each column) or row by row (left
 * to right in each row), or the same words in another arrangement. A header printed again on the next page may be
 * read into other cells than on the first — a label in the column next to where the other page has it (two label
 * columns run together, a group label spanning columns placed over another of them), a two-line label's lines in
 * two rows or one, a units row's words on two lines — while its words stay the same.
 */
const sameHeaderText = (a: readonly (readonly string[])[], na: number, b: readonly (readonly string[])[], nb: number) => {
  const byRow = (rows: readonly (readonly string[])[], n: number) => rows.slice(0, n).map((r) => r.join('')).join('').replace(/\s+/g, '').toLowerCase();
  const words = (rows: readonly (readonly string[])[], n: number) => rows.slice(0, n).flatMap((r) => r.join(' ').toLowerCase().split(/\s+/).filter(Boolean)).sort().join(' ');
  return headerText(a, na).replace(/\u0001/g, '') === headerText(b, nb).replace(/\u0001/g, '') || byRow(a, na) === byRow(b, nb) || words(a, na) === words(b, nb);
};

/**
 * How many leading rows of A hold the header B repeats (`sameHeaderText`), or 0 when they do not: A's header rows
 * when it has some; else (a header not recognised as one on the first page, its lines read apart) any count of
 * A's leading rows up to two more than B's header rows.
 */
function leadingHeaderRows(a: readonly (readonly string[])[], na: number, b: readonly (readonly string[])[], nb: number): number {
  if (na > 0) return sameHeaderText(a, na, b, nb) ? na : 0;
  for (let k = 1; k <= Math.min(nb + 2, a.length); k++) {
    if (sameHeaderText(a, k, b, nb)) return k;
  }
  return 0;
}

/** Escapes a lexicon entry for a regular expression. */
const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text patterns the join rules use, compiled once per settings object. */
interface Lexicon {
  caption: RegExp;
  continuation: RegExp;
  pageNumber: RegExp;
  /** a page label and number inside a line ("Invoice 4711 – Page 2 of 5") */
  pagePhrase: RegExp;
}

const lexicons = new WeakMap<TableSettings, Lexicon>();

function lexicon(s: TableSettings): Lexicon {
  let l = lexicons.get(s);
  if (!l) {
    const labels = s.captionLabels.map((w) => esc(w.toLowerCase()).replace(/\\\.$/, '\\.?')).join('|');
    const markers = s.continuationMarkers.map((w) => esc(w.toLowerCase())).join('|');
    const pages = s.pageLabels.map((w) => esc(w.toLowerCase())).join('|');
    l = {
      // "Table 4", "Exhibit 20:", "Tabelle 2.1", "Table A-3", "Fig. 7" at the start of a line
      caption: new RegExp(`^(${labels})\\s*([a-z]{1,2}[-.–]?)?\\d+[a-z]?([.\\-–]\\d+)*\\b`, 'iu'),
      continuation: markers ? new RegExp(`(^|[^\\p{L}])(${markers})(?![\\p{L}])`, 'iu') : /$^/,
      // "3", "- 3 -", "Page 3", "Seite 3 von 5", "3/5", "p. 3"
      pageNumber: new RegExp(`^(${pages})?\\s*[-–—]?\\s*\\d{1,4}\\s*[-–—]?\\s*((of|von|de|di|van|sur|/)\\s*\\d{1,4})?$`, 'iu'),
      pagePhrase: pages ? new RegExp(`(^|[^\\p{L}])(${pages})\\s*\\d{1,4}(\\s*(of|von|de|di|van|sur|/)\\s*\\d{1,4})?(?!\\d)`, 'iu') : /$^/,
    };
    lexicons.set(s, l);
  }
  return l;
}

/** A cell naming the page and nothing else, with its label ("Page 3", "Página 4 de 9", "Seite 2 von 5"). */
export function isPageLabelText(text: string, settings: Partial<TableSettings> = {}): boolean {
  const t = text.trim();
  const l = lexicon(resolveSettings(settings));
  return /\p{L}/u.test(t) && l.pageNumber.test(t);
}

/** A cell whose text names the page somewhere in it, with its label ("Annual Figures, Page 3 of 6", "Seite 2 von 5"). */
export function namesPageText(text: string, settings: Partial<TableSettings> = {}): boolean {
  return lexicon(resolveSettings(settings)).pagePhrase.test(text.trim());
}

/** A caption line: a caption label and a number at its start ("Table 4", "Exhibit 20 …", "Tabelle 2"). */
export function isCaptionText(text: string, settings: Partial<TableSettings> = {}): boolean {
  return lexicon(resolveSettings(settings)).caption.test(text.trim());
}

/** Where a table (or the last part of a joined one) is, what it looks like, and what surrounds it. */
interface Shape {
  page: number;
  bbox: readonly number[];
  columns: number;
  rows: readonly (readonly string[])[];
  context?: TableContext;
}

const textKey = (t: string) => t.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Lines of a page printed again at about the same height on another page (running headers and footers),
 * from the lines the tables' contexts hold, per page.
 */
function recurringLines(shapes: readonly Shape[], tolerance: number): Set<PageLine> {
  const byKey = new Map<string, { page: number; line: PageLine }[]>();
  const seen = new Set<PageLine>();
  for (const sh of shapes) {
    for (const line of [...(sh.context?.above ?? []), ...(sh.context?.below ?? [])]) {
      if (seen.has(line)) continue;
      seen.add(line);
      const k = textKey(line.text);
      if (!byKey.has(k)) byKey.set(k, []);
      byKey.get(k)!.push({ page: sh.page, line });
    }
  }
  const out = new Set<PageLine>();
  for (const list of byKey.values()) {
    for (const a of list) {
      if (list.some((b) => b.page !== a.page && Math.abs(b.line.y0 - a.line.y0) <= tolerance)) out.add(a.line);
    }
  }
  return out;
}

/**
 * The same column structure: as many columns, and each column of A overlaps the same column of B once both are
 * widened by `tolerance` (text columns are ragged, so their extents differ, but they stay in the same place).
 */
function sameColumns(a: readonly ColumnRange[], b: readonly ColumnRange[], tolerance: number): boolean {
  if (a.length !== b.length) return false;
  return a.every((c, k) => c.x0 - tolerance <= b[k].x1 && b[k].x0 - tolerance <= c.x1);
}

/**
 * A continuation read into a few more or fewer columns than the part before it (a narrow gap found on one page and
 * not on the other, two label columns run together where no block label stands, a sliver column of stray
 * characters): each of B's columns is given the column of A it overlaps most once both are widened by `tolerance`,
 * or, overlapping none, the nearest one. The map is used only when it keeps the order, gives at least two of A's
 * columns a column of B, and leaves at most `slack` columns unmatched (A's columns that get none and B's columns that
 * overlap none, together); otherwise null.
 */
function columnMap(a: readonly ColumnRange[], b: readonly ColumnRange[], tolerance: number, slack: number): number[] | null {
  if (a.length < 2 || b.length < 2 || a.length === b.length) return null;
  let orphans = 0;
  const map = b.map((c) => {
    let best = -1;
    let bestOverlap = 0;
    a.forEach((o, k) => {
      const overlap = Math.min(c.x1, o.x1 + tolerance) - Math.max(c.x0, o.x0 - tolerance);
      if (overlap > bestOverlap) {
        bestOverlap = overlap;
        best = k;
      }
    });
    if (best >= 0) return best;
    orphans++;
    const mid = (c.x0 + c.x1) / 2;
    let near = 0;
    a.forEach((o, k) => {
      const d = (o2: ColumnRange) => Math.max(o2.x0 - mid, mid - o2.x1, 0);
      if (d(o) < d(a[near]!)) near = k;
    });
    return near;
  });
  if (map.some((k, i) => i > 0 && k < map[i - 1]!)) return null;
  const used = new Set(map);
  if (used.size < 2 || orphans + (a.length - used.size) > slack) return null;
  return map;
}

/** Rows of B on A's columns (`columnMap`): the texts of B's columns that share one column of A joined by a space. */
function remapRows(rows: readonly (readonly string[])[], map: readonly number[], n: number): string[][] {
  return rows.map((r) => {
    const out = new Array<string>(n).fill('');
    r.forEach((text, j) => {
      const k = map[j];
      if (k === undefined || !text.trim()) return;
      out[k] = out[k] ? `${out[k]} ${text.trim()}` : text.trim();
    });
    return out;
  });
}

/**
 * Column contents disagree: in some column one part holds mostly numbers (at least half of its filled cells)
 * and the other hardly any (at most a fifth), each with at least two filled cells. A continuation carries the
 * same kind of data in each column.
 */
function differentColumnKinds(a: readonly (readonly string[])[], b: readonly (readonly string[])[]): boolean {
  const kinds = (rows: readonly (readonly string[])[]) => {
    const width = rows.reduce((m, r) => Math.max(m, r.length), 0);
    return Array.from({ length: width }, (_, k) => {
      const filled = rows.map((r) => (r[k] ?? '').trim()).filter(Boolean);
      return { filled: filled.length, numeric: filled.filter(isNumericText).length / Math.max(filled.length, 1) };
    });
  };
  const ka = kinds(a);
  const kb = kinds(b);
  return ka.some((x, k) => {
    const y = kb[k];
    if (!y || x.filled < 2 || y.filled < 2) return false;
    return (x.numeric >= 0.5 && y.numeric <= 0.2) || (y.numeric >= 0.5 && x.numeric <= 0.2);
  });
}

/**
 * Lines next to a table that are its own first-column text left outside it: a section label or the rest of a
 * wrapped row label printed just below the last row (or just above the first row on the next page). Such a line
 * starts in the table's first column and ends before the second column begins — or stands so in a later one of
 * the table's leading label columns (every column up to it holds words, not numbers: row labels right of a column
 * of block labels) — begins with a letter or digit
 * (not a note mark), is no caption, continuation marker, page number or running line, is not a sentence (three or more words ending in '.', ':' or ';'), has at most `stubLineMaxWords` words, and lies within `stubLineGapLines` line heights of
 * the table or of another such line. Only the lines touching the table count, nearest first. Above a table that
 * has a header row there are none: a line above a header is a heading.
 */
function stubLines(sh: Shape, lines: readonly PageLine[], side: 'above' | 'below', s: TableSettings, lex: Lexicon, furniture: ReadonlySet<PageLine>): StubLine[] {
  const cols = sh.context?.columns;
  // above a header row a line is a heading, not a row
  if (!cols || cols.length < 2 || (side === 'above' && (sh.context?.headerRows ?? 0) > 0)) return [];
  const tol = s.continuationColumnTolerance;
  const ordered = side === 'below' ? [...lines] : [...lines].reverse();
  const out: StubLine[] = [];
  const labelCols = leadingTextColumns(sh.rows.slice(sh.context?.headerRows ?? 0), cols.length - 1);
  // the table's box in the lines' frame (on a sideways page the turned frame, not the page's)
  const box = sh.context?.box ?? sh.bbox;
  let edge = side === 'below' ? box[3] : box[1];
  for (const l of ordered) {
    const h = Math.max(l.y1 - l.y0, 1);
    const gap = side === 'below' ? l.y0 - edge : edge - l.y1;
    // (a section label may stand out left of indented members by a couple of em)
    const col = [0, ...Array.from({ length: labelCols - 1 }, (_, k) => k + 1)].find(
      (k) => l.x0 >= cols[k].x0 - Math.max(tol, 2 * h) && (k === 0 || l.x0 > cols[k - 1].x1) && l.x1 <= cols[k + 1].x0 && l.x0 < cols[k].x1,
    );
    const inStub = col !== undefined;
    const text = l.text.trim();
    // a note ("See notes at end of table.") is a sentence; a section label or a label's last words are not
    const sentence = /[.:;]$/.test(text) && text.split(/\s+/).length >= 3;
    const marked = lex.caption.test(text) || lex.continuation.test(text) || lex.pageNumber.test(text) || lex.pagePhrase.test(text) || furniture.has(l);
    if (marked || !inStub || gap > s.stubLineGapLines * h || !/^[\p{L}\p{N}]/u.test(text) || sentence || text.split(/\s+/).length > s.stubLineMaxWords) break;
    out.push({ line: l, col: col! });
    edge = side === 'below' ? l.y1 : l.y0;
  }
  return side === 'below' ? out : out.reverse();
}

/** A line of a table's own label text outside it (stubLines), and the column it stands in. */
interface StubLine {
  line: PageLine;
  col: number;
}

/**
 * How many of the leading columns are label columns, at most `max` and at least the first: each column after the
 * first holds two or more filled cells, at most a fifth of them numbers.
 */
function leadingTextColumns(rows: readonly (readonly string[])[], max: number): number {
  let n = 1;
  while (n < max) {
    const filled = rows.map((r) => (r[n] ?? '').trim()).filter(Boolean);
    if (filled.length < 2 || filled.filter(isNumericText).length > 0.2 * filled.length) break;
    n++;
  }
  return n;
}

/**
 * A running foot or head: a line of at most `runningLineMaxWords` words holding a figure, lying wholly in the bottom
 * band (`pageEdgeBand` of the page height) of the page a table's part ends on, below it, or in the top band of the
 * page the next part starts on, above it, and set off from the part by two of its line heights or more (a form number
 * printed in the margin under the last row of one page only). Such a line does not part the table; a heading or a
 * sentence set right at the table (no figure, or no margin between) does.
 */
function pageEdgeLine(l: PageLine, side: 'above' | 'below', c: TableContext, edge: number, s: TableSettings): boolean {
  if (s.pageEdgeBand <= 0 || !(c.pageHeight > 0)) return false;
  const text = l.text.trim();
  if (!/\d/.test(text) || text.split(/\s+/).length > s.runningLineMaxWords) return false;
  const h = Math.max(l.y1 - l.y0, 1);
  return side === 'below'
    ? l.y0 >= (1 - s.pageEdgeBand) * c.pageHeight && l.y0 - edge >= 2 * h
    : l.y1 <= s.pageEdgeBand * c.pageHeight && edge - l.y1 >= 2 * h;
}

/** Why two tables are not one, or null when B continues A. */
function separation(a: Shape, b: Shape, s: TableSettings, lex: Lexicon, furniture: ReadonlySet<PageLine>, heights?: PageHeights): string | null {
  if (a.columns !== b.columns || a.columns < 2) return 'different column count';
  const firstA = a.rows[0];
  const firstB = b.rows[0];
  const repeatsHeader = firstA !== undefined && firstB !== undefined && norm(firstA) === norm(firstB);
  if (firstB && firstB.filter((c) => c.trim()).length === 1 && lex.caption.test(firstB.find((c) => c.trim())!.trim())) return 'caption row';
  const ca = a.context;
  const cb = b.context;
  if (!ca || !cb) {
    // no page context: the geometry decides
    const ha = heightOf(heights, a.page);
    const hb = heightOf(heights, b.page);
    if (ha === undefined || hb === undefined) return null;
    const atBottom = a.bbox[3] >= 0.6 * ha;
    const atTop = b.bbox[1] <= 0.4 * hb;
    return repeatsHeader || (atBottom && atTop) ? null : 'not at the page break';
  }
  if (!sameColumns(ca.columns, cb.columns, s.continuationColumnTolerance)) return 'different column positions';
  const sameHeader = cb.headerRows > 0 && leadingHeaderRows(a.rows, ca.headerRows, b.rows, cb.headerRows) > 0;
  if (cb.headerRows > 0 && !repeatsHeader && !sameHeader) {
    const headA = a.rows.slice(0, Math.max(ca.headerRows, 1)).map(norm);
    const headB = b.rows.slice(0, cb.headerRows).map(norm);
    if (!headB.every((h) => headA.includes(h))) return 'different header';
  }
  if (differentColumnKinds(a.rows.slice(ca.headerRows), b.rows.slice(cb.headerRows))) return 'different column contents';
  const own = new Set([...stubLines(a, ca.below, 'below', s, lex, furniture), ...stubLines(b, cb.above, 'above', s, lex, furniture)].map((x) => x.line));
  for (const line of [...ca.below, ...cb.above]) {
    const text = line.text.trim();
    if (lex.continuation.test(text)) continue;
    if (own.has(line)) continue;
    if (lex.caption.test(text)) return `caption between: ${text}`;
    const under = ca.below.includes(line);
    if (pageEdgeLine(line, under ? 'below' : 'above', under ? ca : cb, under ? (ca.box ?? a.bbox)[3]! : (cb.box ?? b.bbox)[1]!, s)) continue;
    // a page number alone, a short running line naming the page ("Invoice 4711 – Page 2"), or a line printed at
    // the same place on another page
    if (lex.pageNumber.test(text) || furniture.has(line)) continue;
    if (lex.pagePhrase.test(text) && text.split(/\s+/).length <= s.runningLineMaxWords) continue;
    return `text between: ${text}`;
  }
  return null;
}

/**
 * Tables printed again at the same place on another page with (nearly) the same rows — a letterhead block or a
 * bank-details footer set as a table — are page furniture, not parts of a table running over pages.
 */
function runningTables(tables: readonly ExtractedTable[], tolerance: number): Set<ExtractedTable> {
  const out = new Set<ExtractedTable>();
  // each table's row keys once (they were computed again for every pair: a quarter of a 500-page invoice's time)
  const keys = new Map<ExtractedTable, string[]>();
  const rowKeys = (t: ExtractedTable) => {
    let k = keys.get(t);
    if (!k) keys.set(t, (k = t.rows.map((r) => textKey(r.join(' ')))));
    return k;
  };
  for (let i = 0; i < tables.length; i++) {
    for (let j = i + 1; j < tables.length; j++) {
      const a = tables[i];
      const b = tables[j];
      if (a.page === b.page || a.rows.length !== b.rows.length) continue;
      if (!a.bbox.every((v, k) => Math.abs(v - b.bbox[k]) <= tolerance)) continue;
      const ka = rowKeys(a);
      const kb = rowKeys(b);
      if (ka.filter((k, r) => k === kb[r]).length >= 0.8 * ka.length) {
        out.add(a);
        out.add(b);
      }
    }
  }
  return out;
}

/**
 * Page furniture read into a table's edge rows (setting `dropRunningRows`): a running head set at a table's top on
 * every page (a report title with the page number or print date) is read as the first row of the table's header
 * block, and a running foot (the issuer's name and a disclaimer) as its last row; they differ from page to page in
 * their figures at most, so the repeated header under them is not recognised and the parts are not joined. A
 * table's first row goes when the table's header block has two rows or more, a table on another page starts at
 * the same height (within `furnitureTolerance`) with a first row of the same text but for its figures, and the two
 * first rows differ (a count or date changed: a header row printed again is the same word for word). A table's last
 * row goes when a table on another page ends at the same height with the same last row word for word. Each table
 * keeps two rows or more.
 */
function withoutRunningRows(tables: readonly ExtractedTable[], s: TableSettings): ExtractedTable[] {
  if (!s.dropRunningRows || tables.length < 2) return [...tables];
  const tol = s.furnitureTolerance;
  const text = (r: readonly string[] | undefined) => (r ? r.join(' ').replace(/\s+/g, ' ').trim().toLowerCase() : '');
  return tables.map((t) => {
    const ctx = tableContext(t);
    if (!ctx || t.rows.length < 3) return t;
    const others = tables.filter((o) => o.page !== t.page && o.rows.length >= 3);
    const first = text(t.rows[0]);
    const dropFirst =
      ctx.headerRows >= 2 &&
      /\d/.test(first) &&
      others.some((o) => Math.abs(o.bbox[1] - t.bbox[1]) <= tol && text(o.rows[0]) !== first && textKey(text(o.rows[0])) === textKey(first));
    const last = text(t.rows[t.rows.length - 1]);
    const dropLast = last !== '' && others.some((o) => Math.abs(o.bbox[3] - t.bbox[3]) <= tol && text(o.rows[o.rows.length - 1]) === last);
    if (!dropFirst && !dropLast) return t;
    const rows = t.rows.slice(dropFirst ? 1 : 0, dropLast ? t.rows.length - 1 : t.rows.length);
    if (rows.length < 2) return t;
    const out: ExtractedTable = { ...t, rows };
    setTableContext(out, { ...ctx, headerRows: ctx.headerRows - (dropFirst ? 1 : 0) });
    return out;
  });
}

/** Joins plain tables continued on the next page (input in page order, as detectTables returns them). */
export function joinContinuedTables(
  input: readonly ExtractedTable[],
  pageHeights?: PageHeights,
  settings: Partial<TableSettings> = {},
): ExtractedTable[] {
  const s = resolveSettings(settings);
  const tables = withoutRunningRows(input, s);
  const lex = lexicon(s);
  const shapeOf = (t: ExtractedTable): Shape => ({ page: t.page, bbox: t.bbox, columns: width(t.rows), rows: t.rows, context: tableContext(t) });
  const furniture = recurringLines(tables.map(shapeOf), s.furnitureTolerance);
  const running = tables.length > 1 ? runningTables(tables, s.furnitureTolerance) : new Set<ExtractedTable>();
  const out: ExtractedTable[] = [];
  for (let i = 0; i < tables.length; i++) {
    const t = tables[i];
    const prev = out[out.length - 1];
    const isFirst = i === 0 || tables[i - 1].page !== t.page;
    const end = prev ? ends.get(prev) : undefined;
    const prevShape: Shape | undefined = prev
      ? { page: end?.page ?? prev.page, bbox: end?.bbox ?? prev.bbox, columns: width(prev.rows), rows: prev.rows, context: end?.context ?? tableContext(prev) }
      : undefined;
    const joinable = prev !== undefined && !running.has(t) && !running.has(prev);
    // B read into a few more or fewer columns than A: B on A's columns (columnMap)
    let shapeB = shapeOf(t);
    const ca = prevShape?.context;
    const cb0 = shapeB.context;
    if (prevShape && ca && cb0 && ca.columns.length === prevShape.columns && cb0.columns.length === shapeB.columns) {
      const map = columnMap(ca.columns, cb0.columns, s.continuationColumnTolerance, s.continuationColumnSlack);
      if (map) shapeB = { ...shapeB, columns: prevShape.columns, rows: remapRows(t.rows, map, prevShape.columns), context: { ...cb0, columns: ca.columns } };
    }
    if (prev && prevShape && joinable && isFirst && t.page === prevShape.page + 1 && separation(prevShape, shapeB, s, lex, furniture, pageHeights) === null) {
      const ctx = tableContext(prev);
      const headerCount = Math.max(ctx?.headerRows ?? 0, 1);
      const headers = new Set(prev.rows.slice(0, headerCount).map(norm));
      const tc = shapeB.context;
      let rows = shapeB.rows as string[][];
      // B's header block, read into other rows than A's (one row or two), is the same header printed again
      // the joined table's header rows: A's, or as many of A's leading rows as B's repeated header shows to be one
      let headerRows = ctx?.headerRows ?? 0;
      const repeated = ctx && tc && tc.headerRows > 0 ? leadingHeaderRows(prev.rows, ctx.headerRows, rows, tc.headerRows) : 0;
      if (repeated > 0) {
        rows = rows.slice(tc!.headerRows);
        headerRows = repeated;
      }
      while (rows.length > 0 && headers.has(norm(rows[0]))) rows = rows.slice(1);
      // first-column lines left outside either part at the break (stubLines) are rows of the joined table
      const n = width(prev.rows);
      const asRow = (x: StubLine) => Array.from({ length: n }, (_, k) => (k === x.col ? x.line.text.trim() : ''));
      const tail = prevShape.context ? stubLines(prevShape, prevShape.context.below, 'below', s, lex, furniture).map(asRow) : [];
      const head = tc ? stubLines(shapeB, tc.above, 'above', s, lex, furniture).map(asRow) : [];
      const joined: ExtractedTable = { ...prev, rows: [...prev.rows, ...tail, ...head, ...rows] };
      ends.set(joined, { page: t.page, bbox: t.bbox, context: tc && { ...tc, headerRows } });
      parts.set(joined, [...tableParts(prev), ...tableParts(t)]);
      if (ctx) setTableContext(joined, { ...ctx, headerRows, below: tc?.below ?? [] });
      out[out.length - 1] = joined;
    } else {
      out.push(t);
    }
  }
  return out;
}

// Where a joined table ends (its last part's page, box and context), without adding fields to ExtractedTable.
const ends = new WeakMap<ExtractedTable, { page: number; bbox: ExtractedTable['bbox']; context?: TableContext }>();
const parts = new WeakMap<ExtractedTable, { page: number; bbox: ExtractedTable['bbox'] }[]>();

/** The printed pieces of a table: one page and box per page it was joined from (one for a table not joined). */
export function tableParts(t: ExtractedTable): { page: number; bbox: ExtractedTable['bbox'] }[] {
  return parts.get(t) ?? [{ page: t.page, bbox: t.bbox }];
}

const width = (rows: readonly (readonly string[])[]) => rows.reduce((m, r) => Math.max(m, r.length), 0);

/**
 * The same for table structures (no page context: the geometry and the header decide); the joined structure
 * keeps the first part's header rows.
 */
export function joinContinuedStructures(tables: readonly TableStructure[], pageHeights?: PageHeights, settings: Partial<TableSettings> = {}): TableStructure[] {
  const s = resolveSettings(settings);
  const lex = lexicon(s);
  const out: TableStructure[] = [];
  const structEnds = new Map<TableStructure, { page: number; bbox: TableStructure['bbox'] }>();
  const text = (t: TableStructure) => t.rows.map((r) => r.cells.map((c) => c?.text ?? ''));
  for (let i = 0; i < tables.length; i++) {
    const t = tables[i];
    const prev = out[out.length - 1];
    const isFirst = i === 0 || tables[i - 1].page !== t.page;
    const prevEnd = prev ? (structEnds.get(prev) ?? { page: prev.page, bbox: prev.bbox }) : undefined;
    if (
      prev &&
      prevEnd &&
      isFirst &&
      t.page === prevEnd.page + 1 &&
      separation(
        { page: prevEnd.page, bbox: prevEnd.bbox, columns: prev.columns.length, rows: text(prev) },
        { page: t.page, bbox: t.bbox, columns: t.columns.length, rows: text(t) },
        s,
        lex,
        new Set(),
        pageHeights,
      ) === null
    ) {
      const headerKeys = new Set(prev.rows.slice(0, Math.max(prev.headerRows, 1)).map((r) => norm(r.cells.map((c) => c?.text ?? ''))));
      let skip = 0;
      while (skip < t.rows.length && headerKeys.has(norm(t.rows[skip].cells.map((c) => c?.text ?? '')))) skip++;
      const joined: TableStructure = { ...prev, rows: [...prev.rows, ...t.rows.slice(skip)] };
      structEnds.set(joined, { page: t.page, bbox: t.bbox });
      out[out.length - 1] = joined;
    } else {
      out.push(t);
    }
  }
  return out;
}
