/**
 * Row-level steps on a table structure:
 * `numericColumns` → `detectHeaderRows` → `mergeHeaderLines` → `mergeWrappedRows` → `dropRepeatedHeaders`.
 * Each returns a new structure; inputs are never mutated.
 */
import { endsOpen, isNumericText, startsLowercase } from './cells.js';
import type { TableCell, TableRow, TableStructure } from './model.js';
import { cellText } from './text.js';

/** Columns where at least half of the filled cells (below the header) hold numbers. */
export function numericColumns(t: TableStructure, fromRow = 0): boolean[] {
  const n = t.columns.length;
  const filled = new Array<number>(n).fill(0);
  const numeric = new Array<number>(n).fill(0);
  for (let r = fromRow; r < t.rows.length; r++) {
    t.rows[r].cells.forEach((c, k) => {
      if (!c || !c.text) return;
      filled[k]++;
      if (isNumericText(c.text)) numeric[k]++;
    });
  }
  return filled.map((f, k) => f > 0 && numeric[k] / f >= 0.5);
}

/** A value in a numeric column; bare years ("2009") are not, as header rows are often years. */
function hasNumberIn(row: TableRow, numericCols: boolean[]): boolean {
  const number = row.cells.some((c, k) => {
    if (!c || !numericCols[k] || !isNumericText(c.text)) return false;
    const t = c.text.trim();
    return !/^[-–—.…*x]+$/i.test(t) && !/^(1[89]|20)\d\d$/.test(t);
  });
  if (number) return true;
  // a row whose value cells are all missing-value marks ("–", "..", "x", "n/a"), in two columns or more: a header
  // labels its value columns with words, it does not mark them missing
  const values = row.cells.filter((c, k): c is TableCell => !!c && numericCols[k] && !!c.text.trim());
  return values.length >= 2 && values.every((c) => MISSING.test(c.text.trim()));
}

// one missing-value mark (not a rule or leader: three or more dashes or four or more dots are those)
const MISSING = /^(?:[-–—]|\.{1,3}|…|x|n\/?a)$/iu;

function filledColumns(row: TableRow): number[] {
  const out: number[] = [];
  row.cells.forEach((c, k) => {
    if (c && c.text) out.push(k);
  });
  return out;
}

/**
 * Header rows: the leading rows above the first row with a number in a numeric column (at most 5, never
 * all rows; section labels just above the first data row open the body and are not counted). Without numeric columns, the first row is a header when all its words are bold and the next
 * row's are not.
 */
export function detectHeaderRows(t: TableStructure): number {
  const numericCols = numericColumns(t, Math.min(1, t.rows.length - 1));
  if (numericCols.some(Boolean)) {
    const first = t.rows.findIndex((r) => hasNumberIn(r, numericCols));
    // first-column-only lines just above the first data row, under a full header row, open the body (the limit of
    // five header rows counts the rows above them)
    let h = first;
    while (h > 1 && labelOnly(t.rows[h - 1], numericCols)) h--;
    if (first > 0 && h < first && h <= 5 && opensBody(t.rows[h], t.rows.slice(0, h), numericCols)) return h;
    if (first > 0 && first <= 5 && first < t.rows.length) {
      // a header labels the value columns: rows with a first-column label only (or a row label only, right of a
      // column of block labels) are section labels or the first lines of a wrapped row label, not a header
      if (t.rows.slice(0, first).every((r) => labelOnly(r, numericCols))) return 0;
      return first;
    }
    return 0;
  }
  if (t.rows.length >= 2) {
    const bold = (r: TableRow) => {
      const words = r.cells.flatMap((c) => c?.words ?? []);
      return words.length > 0 && words.every((w) => w.bold);
    };
    if (bold(t.rows[0]) && !bold(t.rows[1])) return 1;
  }
  return 0;
}

/**
 * The rows just above the first data row open the body rather than continuing the header when they have text in
 * the first column only (or in the row-label column right of a block-label column, see labelOnly) and the header row above them already has its own first-column label and other labels:
 * they are section labels or the first lines of a wrapped row label. (A first-column label under a header row whose
 * first cell is empty is that header's stub label, set lower.)
 */
function opensBody(row: TableRow, above: readonly TableRow[], numericCols: readonly boolean[]): boolean {
  if (above.length === 0 || !labelOnly(row, numericCols)) return false;
  const first = filledColumns(row)[0]!;
  // the header row with the first column's label may stand higher up, a row without one between (a units row)
  return above.some((r) => {
    const cols = filledColumns(r);
    return cols.includes(first) && cols.length >= 2;
  });
}

/**
 * Text in the label columns only: in the first column, in the second when that is not a numeric column (the row
 * labels right of a column of block labels), or in both (a block label beside a section label); not numbers, but
 * for a year naming a block in the first column.
 */
function labelOnly(row: TableRow, numericCols: readonly boolean[]): boolean {
  if (stubOnly(row)) return true;
  const cols = filledColumns(row);
  if (cols.length === 0 || cols.length > 2) return false;
  return cols.every((k) => {
    const text = row.cells[k]!.text;
    if (k === 0 && cols.length === 2 && YEAR.test(text.trim())) return true;
    return k <= 1 && !numericCols[k] && !isNumericText(text);
  });
}

// a year naming a block of rows ("2021", "2022 (2)")
const YEAR = /^(1[89]|20)\d\d\b/;

/** Text in the first column only, and not a number. */
function stubOnly(row: TableRow): boolean {
  const cols = filledColumns(row);
  const first = row.cells.findIndex((c) => c !== null);
  return cols.length === 1 && cols[0] === first && !isNumericText(row.cells[first]!.text);
}

/** Joins row `b` into row `a` (cell by cell, top text first). */
export function joinRows(a: TableRow, b: TableRow): TableRow {
  const cells = a.cells.map((c, k): TableCell | null => {
    const d = b.cells[k];
    if (!c && !d) return null;
    if (!c) return d ? { ...d } : null;
    if (!d || d.words.length === 0) return { ...c };
    const words = [...c.words, ...d.words];
    return { text: cellText(words), words, colSpan: Math.max(c.colSpan, d.colSpan), rowSpan: 1 };
  });
  return { y0: Math.min(a.y0, b.y0), y1: Math.max(a.y1, b.y1), cells };
}

/**
 * Multi-line header cells: within the header block, a line whose filled columns are a subset of the line
 * above's (and that spans nothing) continues those cells ("to air" / "kg/year"); so does a line below which
 * holds more columns than the line above when the two are set as close as the lines of one cell and clearly
 * closer than the body's rows (the first column's label bottom-aligned with the header's last line); the body's
 * row spacing is taken between rows with values, not between the lines of wrapped row labels.
 */
export function mergeHeaderLines(t: TableStructure): TableStructure {
  if (t.headerRows < 2) return t;
  // the body's row spacing: the median space between two body rows that both hold values (the lines of wrapped row
  // labels stand closer; where most labels wrap they would set the median), else between any two body rows
  const numericCols = numericColumns(t, t.headerRows);
  const pairs = t.rows.slice(t.headerRows + 1).map((r, i) => [t.rows[t.headerRows + i]!, r] as const);
  const valued = pairs.filter(([a, b]) => hasNumberIn(a, numericCols) && hasNumberIn(b, numericCols));
  const bodyGaps = (valued.length >= 2 ? valued : pairs).map(([a, b]) => b.y0 - a.y1).sort((a, b) => a - b);
  const usual = bodyGaps.length >= 2 ? bodyGaps[Math.floor(bodyGaps.length / 2)] : null;
  const header: TableRow[] = [t.rows[0]];
  for (let r = 1; r < t.headerRows; r++) {
    const row = t.rows[r];
    const prev = header[header.length - 1];
    const cols = filledColumns(row);
    const prevCols = new Set(filledColumns(prev));
    const spans = row.cells.some((c) => c && c.colSpan > 1) || prev.cells.some((c) => c && c.colSpan > 1);
    // header labels set on two lines, with the first-column label set at the lower line (bottom-aligned): the line
    // above fills a subset of this line's columns and stands as close as the lines of one cell, clearly closer
    // than the body's rows
    const size = rowSize(row);
    const gap = row.y0 - prev.y1;
    const cellLines = usual !== null && gap <= HEADER_LINE_GAP_EM * size && gap <= usual - WRAP_GAP_EM * size;
    const lowerHolds = cols.length > prevCols.size && [...prevCols].every((k) => cols.includes(k));
    // a line spaced like the body's rows (not clearly tighter) that puts one short entry (at most two words) under
    // every label of the line above from its first entry on, leaving the first column empty, is a row of its own (a
    // units row: "EUR m", "%"); the lines of one cell stand closer, and labels set on two lines continue the first
    // column's label too
    const unitsLike =
      cols.length >= 2 && !cols.includes(0) && prevCols.has(0) && cols.every((k) => (row.cells[k]?.words.length ?? 0) <= 2) && [...prevCols].every((k) => k < cols[0]! || cols.includes(k));
    const rowSpaced = unitsLike && usual !== null && gap > usual - WRAP_GAP_EM * size;
    if (cols.length > 0 && !spans && ((cols.every((k) => prevCols.has(k)) && !rowSpaced) || (lowerHolds && cellLines))) {
      header[header.length - 1] = joinRows(prev, row);
    } else {
      header.push(row);
    }
  }
  return { ...t, rows: [...header, ...t.rows.slice(t.headerRows)], headerRows: header.length };
}

/**
 * Header labels centred on the header's height: one-line labels (`mid`) set between the two lines of the two-line
 * labels (`top`, `bottom`). The three lines are one header row when the middle line fills none of the columns the
 * other two fill, the lower line fills only columns the upper one fills, the middle line's centre lies between
 * theirs, and the upper and lower lines stand as close as the lines of one cell. Used on a header band joined over a
 * ruled body (`joinHeaderBands`); a stream table's header lines are left to `mergeHeaderLines` (joining them there
 * too moved a fixture whose expected rows keep the lines as its tool's row tolerance joins them).
 */
export function mergeCentredHeaderLines(t: TableStructure): TableStructure {
  const lines = Math.min(t.rows.length, t.headerRows);
  const header: TableRow[] = [t.rows[0]];
  let joined = 0;
  for (let r = 1; r < lines; r++) {
    const next = r + 1 < lines ? t.rows[r + 1] : undefined;
    if (next && centredBetween(header[header.length - 1], t.rows[r], next)) {
      header[header.length - 1] = joinRows(joinRows(header[header.length - 1], t.rows[r]), next);
      r++;
      joined++;
    } else {
      header.push(t.rows[r]);
    }
  }
  if (joined === 0) return t;
  return { ...t, rows: [...header, ...t.rows.slice(lines)], headerRows: Math.max(1, t.headerRows - 2 * joined) };
}

/** `mid` is a line of one-line labels centred between the two lines (`top`, `bottom`) of two-line labels. */
function centredBetween(top: TableRow, mid: TableRow, bottom: TableRow): boolean {
  if ([top, mid, bottom].some((r) => r.cells.some((c) => c && c.colSpan > 1))) return false;
  const a = new Set(filledColumns(top));
  const b = filledColumns(mid);
  const c = filledColumns(bottom);
  if (a.size === 0 || b.length === 0 || c.length === 0) return false;
  if (b.some((k) => a.has(k) || c.includes(k)) || !c.every((k) => a.has(k))) return false;
  const centre = (r: TableRow) => (r.y0 + r.y1) / 2;
  if (!(centre(top) < centre(mid) && centre(mid) < centre(bottom))) return false;
  return bottom.y0 - top.y1 <= HEADER_LINE_GAP_EM * Math.max(rowSize(top), rowSize(bottom));
}

/**
 * Wrapped cells: a body row whose filled cells are all in text (non-numeric) columns and that is sparser
 * than a full row is continuation text. It joins
 * - the next row, when that row has values but is empty exactly where this one has text (labels printed
 *   above bottom-aligned values);
 * - else the previous row, when the previous row has text in those columns and this text continues it
 *   (starts in lower case, or the previous text ends with a connector such as "and", "of", a comma or hyphen).
 * Otherwise it stays a row of its own (section titles, notes).
 */
export function mergeWrappedRows(t: TableStructure): TableStructure {
  const body = t.rows.slice(t.headerRows);
  if (body.length < 2) return t;
  const numericCols = numericColumns(t, t.headerRows);
  const fullCount = Math.max(...body.map((r) => filledColumns(r).length));
  const isContinuation = (row: TableRow) => {
    const cols = filledColumns(row);
    return cols.length > 0 && cols.length < fullCount && cols.every((k) => !numericCols[k]) && row.cells.every((c) => !c || c.colSpan === 1);
  };
  const lineGap = (a: TableRow, b: TableRow) => b.y0 - a.y1;
  // The space between rows that both have values: the table's row spacing. A line set clearly closer than that
  // to the line above or below belongs to the same cell (the lines of a wrapped cell are set tighter than rows).
  const rowGaps: number[] = [];
  for (let i = 1; i < body.length; i++) if (!isContinuation(body[i - 1]) && !isContinuation(body[i])) rowGaps.push(lineGap(body[i - 1], body[i]));
  rowGaps.sort((a, b) => a - b);
  const usualGap = rowGaps.length >= 2 ? rowGaps[Math.floor(rowGaps.length / 2)] : null;
  const tight = (a: TableRow | undefined, b: TableRow | undefined, size: number) =>
    usualGap !== null && a !== undefined && b !== undefined && lineGap(a, b) <= usualGap - WRAP_GAP_EM * size && lineGap(a, b) <= 0.6 * usualGap + 0.5;
  const out: TableRow[] = [];
  for (let i = 0; i < body.length; i++) {
    const row = body[i];
    if (!isContinuation(row)) {
      out.push(row);
      continue;
    }
    const cols = filledColumns(row);
    const prev = out[out.length - 1];
    const next = body[i + 1];
    const size = rowSize(row);
    const tightAbove = tight(prev, row, size);
    const tightBelow = tight(row, next, size);
    // the line's text starts where the row's it would join does (a section label over indented members does not)
    const left = (r: TableRow | undefined) => {
      const ws = r?.cells[cols[0]]?.words ?? [];
      return ws.length ? Math.min(...ws.map((w) => w.x0)) : NaN;
    };
    const aligned = (r: TableRow | undefined) => Math.abs(left(r) - left(row)) <= Math.max(1, 0.15 * size);
    const belowTakes = next !== undefined && aligned(next);
    const aboveTakes = prev !== undefined && cols.every((k) => !!prev.cells[k]?.text) && left(row) >= left(prev) - 1;
    if (tightAbove !== tightBelow && (tightAbove ? aboveTakes : belowTakes)) {
      // the spacing says which row this line belongs to: above (values at the first line) or below (at the last)
      if (tightAbove) out[out.length - 1] = joinRows(prev!, row);
      else body[i + 1] = joinRows(row, next!);
      continue;
    }
    const text = row.cells[cols[0]]!.text;
    const prevContinues =
      prev !== undefined &&
      cols.every((k) => !!prev.cells[k]?.text) &&
      (startsLowercase(text) || cols.some((k) => endsOpen(prev.cells[k]!.text)) || hangingIndent(prev, row, cols[0], numericCols));
    const nextTakes =
      next !== undefined &&
      !isContinuation(next) &&
      cols.every((k) => !next.cells[k]?.text) &&
      filledColumns(next).length > 0 &&
      (prev === undefined || lineGap(row, next) <= lineGap(prev, row) + 0.5);
    if (prevContinues) {
      out[out.length - 1] = joinRows(prev, row);
    } else if (nextTakes) {
      body[i + 1] = joinRows(row, next);
    } else {
      out.push(row);
    }
  }
  return { ...t, rows: [...t.rows.slice(0, t.headerRows), ...out] };
}

/** The lines of one header cell stand at most this far apart (em; word boxes of sideways text are tighter, leaving more space). */
const HEADER_LINE_GAP_EM = 0.3;

/** How much closer than the row spacing (in em of the line's text) the lines of one wrapped cell are set, at least. */
const WRAP_GAP_EM = 0.2;

function rowSize(row: TableRow): number {
  const sizes = row.cells.flatMap((c) => c?.words.map((w) => w.size) ?? []).sort((a, b) => a - b);
  return sizes.length ? sizes[Math.floor(sizes.length / 2)] : 10;
}

/**
 * A line indented further than the label of a full row above it (one with values) is that label's second
 * line — the hanging indent of wrapped stub labels. (A further-indented line below a values-less section
 * title is a sub-row instead, so the row above must have values.)
 */
function hangingIndent(prev: TableRow, row: TableRow, k: number, numericCols: boolean[]): boolean {
  const a = prev.cells[k]?.words;
  const b = row.cells[k]?.words;
  if (!a?.length || !b?.length) return false;
  if (!prev.cells.some((c, j) => j !== k && numericCols[j] && c?.text)) return false;
  const x = (ws: typeof a) => Math.min(...ws.map((w) => w.x0));
  // only the first line of the row above counts (its own continuation lines may already be indented)
  const firstLineX = Math.min(...a.filter((w) => w.y0 < a[0].y1).map((w) => w.x0));
  return x(b) - Math.min(firstLineX, x(a)) >= Math.max(1.5, 0.25 * (b[0].size || 10));
}

function rowKey(row: TableRow): string {
  return row.cells.map((c) => (c?.text ?? '').replace(/\s+/g, ' ').trim().toLowerCase()).join('\u0001');
}

/** Rows below the header that repeat the header row's texts (a header printed again) are removed. */
export function dropRepeatedHeaders(t: TableStructure): TableStructure {
  if (t.headerRows === 0) return t;
  const keys = new Set(t.rows.slice(0, t.headerRows).map(rowKey));
  const body = t.rows.slice(t.headerRows).filter((r) => !keys.has(rowKey(r)));
  if (body.length === t.rows.length - t.headerRows) return t;
  return { ...t, rows: [...t.rows.slice(0, t.headerRows), ...body] };
}

/**
 * Captions and notes caught at the edges of a stream region: leading rows whose text is a long line spanning
 * at least half the columns ("Table 14. Actual and projected numbers…") and the one-cell lines continuing it,
 * and trailing rows of the same kind ("NOTE: Detail may not sum to totals…", "Source: …").
 */
export function trimCaptionRows(t: TableStructure): TableStructure {
  const n = t.columns.length;
  const isCaption = (row: TableRow) => {
    const filled = row.cells.filter((c) => c && c.text);
    if (filled.length === 0 || filled.some((c) => isNumericText(c!.text))) return false;
    return filled.some((c) => c!.words.length >= 4 && c!.colSpan >= Math.max(2, n / 2));
  };
  const single = (row: TableRow) => row.cells.filter((c) => c && c.text).length === 1 && !row.cells.some((c) => c && c.text && isNumericText(c.text));
  let a = 0;
  if (t.rows.length > 0 && isCaption(t.rows[0])) {
    a = 1;
    while (a < t.rows.length && (isCaption(t.rows[a]) || single(t.rows[a]))) a++;
  }
  let b = t.rows.length;
  while (b > a && isCaption(t.rows[b - 1])) b--;
  if (a === 0 && b === t.rows.length) return t;
  const rows = t.rows.slice(a, b);
  if (rows.length === 0) return t;
  return { ...t, rows, bbox: [t.bbox[0], rows[0].y0, t.bbox[2], rows[rows.length - 1].y1], headerRows: Math.max(0, t.headerRows - a) };
}
