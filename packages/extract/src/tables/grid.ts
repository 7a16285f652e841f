/**
 * Grid clean-up for ruled tables. Rulings of neighbouring cells rarely line up exactly (cell backgrounds and
 * borders drawn separately, a point apart), which leaves slivers of grid columns and rows holding no text.
 * `dropEmptyColumns` / `dropEmptyRows` remove grid tracks where no cell with text starts;
 * `mergeSpannedContinuations` joins a row whose only texts continue the cells above while every other position
 * is covered by cells spanning down from the row above (a label split by a shading edge).
 */
import type { Word } from '../types.js';
import type { TableCell, TableRow, TableStructure } from './model.js';
import { cellText } from './text.js';
import { numericColumns, joinRows } from './rows.js';
import { isNumericText, startsLowercase } from './cells.js';

/** Grid columns in which no cell with text starts are removed; spans crossing them shrink. */
export function dropEmptyColumns(t: TableStructure): TableStructure {
  const n = t.columns.length;
  const keep = new Array<boolean>(n).fill(false);
  for (const r of t.rows) r.cells.forEach((c, k) => {
    if (c && c.text) keep[k] = true;
  });
  if (keep.every(Boolean) || !keep.some(Boolean)) return t;
  const rows: TableRow[] = t.rows.map((r) => {
    const cells: (TableCell | null)[] = r.cells.map((c) => (c ? { ...c } : null));
    // Move an empty spanning cell's start right when its first track goes away.
    for (let k = 0; k < n; k++) {
      const c = cells[k];
      if (c && !keep[k] && c.colSpan > 1 && k + 1 < n) {
        cells[k + 1] = { ...c, colSpan: c.colSpan - 1 };
        cells[k] = null;
      }
    }
    const out: (TableCell | null)[] = [];
    let owner: TableCell | null = null;
    for (let k = 0; k < n; k++) {
      const c = cells[k];
      if (c) owner = c;
      if (keep[k]) {
        out.push(c);
      } else if (!c && owner) {
        owner.colSpan = Math.max(1, owner.colSpan - 1);
      }
    }
    // A kept position covered by a span whose start was removed becomes an empty cell.
    for (let k = 0; k < out.length; k++) {
      if (out[k] !== null) continue;
      let j = k - 1;
      while (j >= 0 && out[j] === null) j--;
      if (j < 0) out[k] = { text: '', words: [], colSpan: 1, rowSpan: 1 };
    }
    return { ...r, cells: out };
  });
  const columns = mergeRanges(t.columns, keep);
  return { ...t, columns, rows };
}

/** Kept tracks absorb the removed tracks to their right (the first kept one also those to its left). */
function mergeRanges(cols: readonly { x0: number; x1: number }[], keep: boolean[]): { x0: number; x1: number }[] {
  const out: { x0: number; x1: number }[] = [];
  let pendingX0: number | null = null;
  cols.forEach((c, k) => {
    if (keep[k]) {
      out.push({ x0: pendingX0 ?? c.x0, x1: c.x1 });
      pendingX0 = null;
    } else if (out.length > 0) {
      out[out.length - 1].x1 = c.x1;
    } else {
      pendingX0 ??= c.x0;
    }
  });
  return out;
}

/**
 * Grid rows with no text at all are removed; the next row takes over their y-range start and, where it was
 * covered by a cell of the removed row, that (empty) cell.
 */
export function dropEmptyRows(t: TableStructure): TableStructure {
  const rows: TableRow[] = [];
  let pending: TableRow | null = null;
  for (const r of t.rows) {
    if (!r.cells.some((c) => c && c.text)) {
      pending = pending ?? r;
      continue;
    }
    if (pending) {
      const p: TableRow = pending;
      rows.push({ ...r, y0: p.y0, cells: r.cells.map((c, k) => c ?? p.cells[k] ?? null) });
      pending = null;
    } else {
      rows.push(r);
    }
  }
  if (pending && rows.length > 0) rows[rows.length - 1] = { ...rows[rows.length - 1], y1: pending.y1 };
  return rows.length === t.rows.length ? t : { ...t, rows };
}

/**
 * Rows whose texts sit only in text columns, with the other positions empty and at least one of them covered by
 * a cell spanning down from the row above, continue that row (a label split by a shading edge or a short rule) —
 * unless a cell is wider or narrower than the one above it, every line repeats the first word above it, or the row
 * fills three or more cells and every position not covered from above (rows of their own under a spanning label).
 */
export function mergeSpannedContinuations(t: TableStructure, subRowsUnderRowLabel = true): TableStructure {
  const numeric = numericColumns(t, t.headerRows);
  const rows: TableRow[] = [];
  for (let i = 0; i < t.rows.length; i++) {
    const r = t.rows[i];
    const prev = rows[rows.length - 1];
    const filled = r.cells.map((c, k) => (c && c.text ? k : -1)).filter((k) => k >= 0);
    // Some position is covered by a cell spanning down from the row above, and the others are empty.
    const coveredElsewhere = r.cells.some((c) => c === null) && r.cells.every((c, k) => filled.includes(k) || c === null || !c.text);
    const textOnly = filled.length > 0 && filled.every((k) => !numeric[k]);
    // A continuation stays inside the cell it continues, and reads on from it: a cell spanning more or fewer
    // columns than the one above, or lines each repeating the first word of the cell above ("Row 1" / "Row 2"),
    // start a row of their own.
    // A row filling three or more cells, and every position no span from above covers, is a row of its own under
    // a label spanning it (a group "S1" over the rows "E1 … E4", each with its values): a continuation leaves the
    // cells whose values span down empty.
    const ownRow =
      filled.some((k) => r.cells[k]!.colSpan !== prev?.cells[k]?.colSpan) ||
      filled.every((k) => firstWord(r.cells[k]!.text) === firstWord(prev?.cells[k]?.text ?? '')) ||
      (filled.length >= 3 && r.cells.every((c, k) => c === null || filled.includes(k))) ||
      (subRowsUnderRowLabel && subRowUnderRowLabel(r, filled));
    if (prev && i > t.headerRows && textOnly && coveredElsewhere && !ownRow && filled.every((k) => prev.cells[k]?.text)) {
      rows[rows.length - 1] = joinRows(prev, r);
    } else {
      rows.push(r);
    }
  }
  return rows.length === t.rows.length ? t : { ...t, rows };
}

/**
 * A ruled row under a row label spanning down the first column (a datasheet's "Dimensions" ruled over its "Height" /
 * "Width" / "Depth" rows, each with its value): the first column is covered from above and the row fills two or more
 * cells and every other position — its own row under the label, not a continuation line. A continuation continues
 * the label column itself (a wrapped label under a value spanning down) or leaves cells empty.
 */
function subRowUnderRowLabel(r: TableRow, filled: readonly number[]): boolean {
  return r.cells[0] === null && filled.length >= 2 && r.cells.every((c, k) => c === null || filled.includes(k));
}

/**
 * Neighbouring grid columns where no row has text starting in both, and one of which is a sliver (narrower than
 * 12 pt or a quarter of the other), are one column drawn with offset rulings (a header band a few points off
 * the body's cell borders): they are merged, the left one's cell winning, the right one's text moving left.
 */
export function mergeSliverColumns(t: TableStructure): TableStructure {
  let cur = t;
  for (let k = 0; k + 1 < cur.columns.length; ) {
    const a = cur.columns[k];
    const b = cur.columns[k + 1];
    const wa = a.x1 - a.x0;
    const wb = b.x1 - b.x0;
    const narrow = Math.min(wa, wb) < 12 || Math.min(wa, wb) < 0.25 * Math.max(wa, wb);
    const clash = cur.rows.some((r) => !!r.cells[k]?.text && !!r.cells[k + 1]?.text);
    if (!narrow || clash) {
      k++;
      continue;
    }
    const rows = cur.rows.map((r): TableRow => {
      const left = r.cells[k];
      const right = r.cells[k + 1];
      let merged: TableCell | null;
      if (left && right) merged = right.text && !left.text ? { ...right, colSpan: Math.max(1, right.colSpan) } : { ...left, colSpan: Math.max(1, left.colSpan - (left.colSpan > 1 ? 1 : 0)) };
      else if (left) merged = { ...left, colSpan: Math.max(1, left.colSpan - 1) };
      else if (right) merged = findOwner(r.cells, k) ? null : { ...right };
      else merged = null;
      if (!left && right) {
        // the left position was covered by a span from further left: that span now also covers the merged column
        const owner = findOwner(r.cells, k);
        if (owner && right.text) merged = { ...right };
      }
      const cells = [...r.cells.slice(0, k), merged, ...r.cells.slice(k + 2)];
      return { ...r, cells };
    });
    const columns = [...cur.columns.slice(0, k), { x0: a.x0, x1: b.x1 }, ...cur.columns.slice(k + 2)];
    cur = { ...cur, columns, rows };
  }
  return cur;
}

function findOwner(cells: readonly (TableCell | null)[], k: number): TableCell | null {
  for (let j = k - 1; j >= 0; j--) if (cells[j]) return cells[j];
  return null;
}

/**
 * A cell spanning several grid columns whose text falls apart into segments lying in different columns is
 * not one cell: full-width row shading bounds rows but not columns. Its words are dealt out to the columns
 * under each segment's start (segments that cross a column boundary stay together). `splitIntoSegments` gives
 * the cell's lines, each as its segments' words.
 */
export function splitFalseSpans(t: TableStructure, splitIntoSegments: (words: Word[]) => Word[][][]): TableStructure {
  let changed = false;
  const rows = t.rows.map((r): TableRow => {
    if (!r.cells.some((c) => c && c.colSpan > 1 && c.words.length > 1)) return r;
    const cells = [...r.cells];
    for (let k = 0; k < cells.length; k++) {
      const c = cells[k];
      if (!c || c.colSpan < 2 || c.words.length < 2) continue;
      const lines = splitIntoSegments(c.words);
      // Justified text also leaves wide spaces, but only on some lines of a paragraph: every line must split.
      if (lines.some((l) => l.length < 2)) continue;
      const parts = lines.flat();
      const last = Math.min(cells.length, k + c.colSpan) - 1;
      const colOf = (x: number) => {
        let j = k;
        while (j < last && x >= t.columns[j + 1].x0) j++;
        return j;
      };
      const byCol = new Map<number, Word[]>();
      for (const seg of parts) {
        const j = colOf(Math.min(...seg.map((w) => w.x0)));
        if (!byCol.has(j)) byCol.set(j, []);
        byCol.get(j)!.push(...seg);
      }
      if (byCol.size < 2) continue;
      changed = true;
      const starts = [...byCol.keys()].sort((a, b) => a - b);
      for (let j = k; j <= last; j++) cells[j] = null;
      if (starts[0] !== k) cells[k] = { text: '', words: [], colSpan: starts[0] - k, rowSpan: c.rowSpan };
      starts.forEach((j, i) => {
        const end = i + 1 < starts.length ? starts[i + 1] : last + 1;
        const words = byCol.get(j)!;
        cells[j] = { text: cellText(words), words, colSpan: end - j, rowSpan: c.rowSpan };
      });
      // Columns between segments get empty cells rather than being covered by the segment to their left.
      starts.forEach((j, i) => {
        const end = i + 1 < starts.length ? starts[i + 1] : last + 1;
        const cell = cells[j]!;
        const right = Math.max(...cell.words.map((w) => w.x1));
        let covered = 1;
        while (j + covered < end && right > t.columns[j + covered].x0) covered++;
        cell.colSpan = covered;
        for (let m = j + covered; m < end; m++) cells[m] = { text: '', words: [], colSpan: 1, rowSpan: c.rowSpan };
      });
    }
    return { ...r, cells };
  });
  return changed ? { ...t, rows } : t;
}

/**
 * A ruled row holding several logical rows (a frame and column rules but no row rules): its text lines form
 * bands; the row is cut at blank-line gaps (0.6 line heights wider than the row's usual line gap), and only
 * where the key (first filled) column starts a line, since every logical row has a key.
 */
export function splitTallRows(t: TableStructure, linesOf: (words: Word[]) => { y0: number; y1: number }[]): TableStructure {
  let changed = false;
  const rows: TableRow[] = [];
  t.rows.forEach((r, index) => {
    const cells = r.cells;
    // a cell spanning rows below only as a label over the logical rows of a row ruled by its column rules alone
    const spans = cells.map((c, k) => (c && c.rowSpan > 1 ? k : -1)).filter((k) => k >= 0);
    if (index < t.headerRows) {
      rows.push(r);
      return;
    }
    const filled = cells.map((c, k) => (c && c.words.length > 0 ? k : -1)).filter((k) => k >= 0);
    if (filled.length === 0) {
      rows.push(r);
      return;
    }
    const lines = filled.flatMap((k) => linesOf(cells[k]!.words).map((l) => ({ ...l, k })));
    if (lines.length < 3) {
      rows.push(r);
      return;
    }
    lines.sort((a, b) => a.y0 - b.y0);
    const bands: { y0: number; y1: number; cols: Set<number> }[] = [];
    for (const l of lines) {
      const last = bands[bands.length - 1];
      if (last && l.y0 < last.y1 - 0.3 * (l.y1 - l.y0)) {
        last.y1 = Math.max(last.y1, l.y1);
        last.cols.add(l.k);
      } else {
        bands.push({ y0: l.y0, y1: l.y1, cols: new Set([l.k]) });
      }
    }
    if (bands.length < 2) {
      rows.push(r);
      return;
    }
    const gaps = bands.slice(1).map((b, i) => b.y0 - bands[i].y1);
    const heights = bands.map((b) => b.y1 - b.y0).sort((a, b) => a - b);
    const lineHeight = heights[Math.floor(heights.length / 2)];
    const sortedGaps = [...gaps].sort((a, b) => a - b);
    const usualGap = Math.max(0, sortedGaps[Math.floor((sortedGaps.length - 1) / 2)]); // lower median
    // Every logical row has text in the row's first filled (key) column.
    const key = filled[0];
    const cuts: number[] = [];
    gaps.forEach((g, i) => {
      if (spans.length === 0 && g >= usualGap + 0.6 * lineHeight && bands[i + 1].cols.has(key)) cuts.push((bands[i].y1 + bands[i + 1].y0) / 2);
    });
    // Rows ruled by dots or faint lines the reader does not keep: three or more bands, the key column starting a
    // line in each and another column holding one number in each (numbers do not wrap) — every band is a row.
    let spanning = new Set<number>();
    // a key label wrapped to a second line that holds nothing else (set in, or going on in lower case) belongs to
    // the band above it: the logical rows are the bands with the wrapped lines folded in
    const folded = foldWrappedKeyLines(bands, key, cells[key]!.words);
    if (spans.length === 0 && cuts.length === 0 && bands.length >= 3 && lineBands(bands, lines, key, cells)) {
      bands.slice(1).forEach((b, i) => cuts.push((bands[i]!.y1 + b.y0) / 2));
    } else if (spans.length === 0 && cuts.length === 0 && folded.length >= 3 && folded.length < bands.length && lineBands(folded, lines, key, cells, true)) {
      folded.slice(1).forEach((b, i) => cuts.push((folded[i]!.y1 + b.y0) / 2));
    } else if (cuts.length === 0 && bands.length >= 2) {
      const lone = fullBands(bands, lines, filled, key, cells);
      if (lone && spans.every((k) => lone.has(k))) {
        spanning = lone;
        bands.slice(1).forEach((b, i) => cuts.push((bands[i]!.y1 + b.y0) / 2));
      }
    }
    if (cuts.length === 0) {
      rows.push(r);
      return;
    }
    changed = true;
    const bounds = [r.y0, ...cuts, r.y1];
    for (let i = 0; i + 1 < bounds.length; i++) {
      const [y0, y1] = [bounds[i], bounds[i + 1]];
      rows.push({
        y0,
        y1,
        cells: cells.map((c, k) => {
          if (!c) return null;
          // a label spanning the logical rows stands in the first of them and spans them all
          if (spanning.has(k)) return i === 0 ? { ...c, rowSpan: c.rowSpan + bounds.length - 2 } : null;
          const words = c.words.filter((w) => (w.y0 + w.y1) / 2 >= y0 && (w.y0 + w.y1) / 2 < y1);
          return { text: cellText(words), words, colSpan: c.colSpan, rowSpan: 1 };
        }),
      });
    }
  });
  return changed ? { ...t, rows } : t;
}

/**
 * Each band holds one line of the key column and, in some other column, one line that is a number: the bands are
 * the logical rows of a row whose row rules were not read.
 */
function lineBands(
  bands: readonly { y0: number; y1: number; cols: Set<number> }[],
  lines: readonly { y0: number; y1: number; k: number }[],
  key: number,
  cells: readonly (TableCell | null)[],
  wrappedKey = false,
): boolean {
  const perBand = (k: number) => bands.map((b) => lines.filter((l) => l.k === k && l.y0 >= b.y0 - 0.01 && l.y1 <= b.y1 + 0.01));
  // with wrapped key labels folded in, the key starts each band (its first line opens it) and may go on
  if (perBand(key).some((ls, i) => (wrappedKey ? ls.length === 0 || ls[0]!.y0 > bands[i]!.y0 + 0.01 : ls.length !== 1))) return false;
  return cells.some((c, k) => {
    if (k === key || !c || c.words.length === 0) return false;
    const ls = perBand(k);
    if (ls.some((x) => x.length !== 1)) return false;
    return ls.every((x) => {
      const words = c.words.filter((w) => (w.y0 + w.y1) / 2 >= x[0]!.y0 && (w.y0 + w.y1) / 2 <= x[0]!.y1);
      return words.length > 0 && isNumericText(cellText(words));
    });
  });
}

/**
 * Bands holding a line of the key column only, after the first band, folded into the band above when the line
 * is a wrapped label's second line: set in from the key column's usual line start (by a fifth of its line height
 * or more) or starting in lower case.
 */
function foldWrappedKeyLines(
  bands: readonly { y0: number; y1: number; cols: Set<number> }[],
  key: number,
  keyWords: readonly Word[],
): { y0: number; y1: number; cols: Set<number> }[] {
  const wordsIn = (b: { y0: number; y1: number }) => keyWords.filter((w) => (w.y0 + w.y1) / 2 >= b.y0 && (w.y0 + w.y1) / 2 <= b.y1);
  const starts = bands.map((b) => Math.min(...wordsIn(b).map((w) => w.x0)));
  const usualStart = [...starts].filter(Number.isFinite).sort((a, b) => a - b)[Math.floor(starts.length / 4)] ?? 0;
  const out: { y0: number; y1: number; cols: Set<number> }[] = [];
  bands.forEach((b, i) => {
    const last = out[out.length - 1];
    const ws = wordsIn(b).sort((x, y) => x.x0 - y.x0);
    const wrapped =
      last !== undefined && b.cols.size === 1 && b.cols.has(key) && ws.length > 0 &&
      (starts[i]! - usualStart >= 0.2 * (b.y1 - b.y0) || startsLowercase(ws[0]!.text));
    if (wrapped) {
      last.y1 = Math.max(last.y1, b.y1);
    } else {
      out.push({ y0: b.y0, y1: b.y1, cols: new Set(b.cols) });
    }
  });
  return out;
}

/**
 * Rows ruled only by column rules (a frame whose row rules stop under the header, the body one ruled row): three
 * or more columns hold exactly one line in each band, and some column other than the key one word in each — or,
 * with two bands, a number in each, in every such column but the key. Wrapped text fills its columns unevenly; a
 * one-word value or a number in every line of a column does not wrap, so every band is a row. Other filled columns
 * may hold one line only (a label spanning the logical rows, centred on them); their columns are returned.
 */
function fullBands(
  bands: readonly { y0: number; y1: number; cols: Set<number> }[],
  lines: readonly { y0: number; y1: number; k: number }[],
  filled: readonly number[],
  key: number,
  cells: readonly (TableCell | null)[],
): Set<number> | null {
  const perBand = (k: number) => bands.map((b) => lines.filter((l) => l.k === k && l.y0 >= b.y0 - 0.01 && l.y1 <= b.y1 + 0.01));
  const full = filled.filter((k) => perBand(k).every((ls) => ls.length === 1));
  const lone = filled.filter((k) => !full.includes(k));
  if (full.length < 3 || lone.some((k) => lines.filter((l) => l.k === k).length !== 1)) return null;
  const bandWords = (k: number) => {
    const words = cells[k]!.words;
    return perBand(k).map(([l]) => words.filter((w) => (w.y0 + w.y1) / 2 >= l!.y0 && (w.y0 + w.y1) / 2 <= l!.y1));
  };
  const values = full.filter((k) => k !== key);
  const ok =
    bands.length >= 3
      ? values.some((k) => bandWords(k).every((ws) => ws.length === 1))
      : values.every((k) => bandWords(k).every((ws) => ws.length > 0 && isNumericText(cellText(ws))));
  return ok ? new Set(lone) : null;
}

function firstWord(text: string): string {
  return text.trim().split(/\s+/)[0]!.toLowerCase();
}
