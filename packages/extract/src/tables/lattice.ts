/**
 * Lattice (ruled) table detection, after pdfplumber's table.py:
 * rulings → edges (snap, join) → intersections → `intersectionsToCells` (smallest rectangles whose four
 * corners are intersections connected by edges) → `cellsToTables` (cells sharing a corner) → `tableToStructure`
 * (grid from the cells' x/y positions, spanning cells, words assigned by their centre).
 */
import type { BBox, PageModel, Ruling, Word } from '../types.js';
import { bridgeColumnRuleGaps, closeOpenEnds, findIntersections, joinEdges, snapEdges, toEdges, type Intersection } from './edges.js';
import { cellText } from './text.js';
import { segmentLines } from './stream.js';
import { looksLikeChartAxes } from './cells.js';
import { dropEmptyColumns, dropEmptyRows, mergeSliverColumns, splitFalseSpans } from './grid.js';
import type { TableCell, TableRow, TableStructure } from './model.js';
import type { TableSettings } from './settings.js';

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Point {
  x: number;
  y: number;
  hs: Set<number>;
  vs: Set<number>;
}

/** Rulings → ruled tables on the page (before any filtering by size). */
export function detectLattice(page: PageModel, s: TableSettings): TableStructure[] {
  // Intersections are quadratic in the worst case: a page of vector art is not searched for ruled tables.
  if (page.rulings.length > s.maxRulings) return [];
  const { h, v } = toEdges(withoutTextFrames(withoutWordBoxes(page.rulings, page.words, s), page.words, s));
  if (h.length < 2 || v.length < 2) return [];
  const h1 = joinEdges(snapEdges(h, s.snapTolerance), s.joinTolerance, s.minRulingLength);
  const v1 = joinEdges(snapEdges(v, s.snapTolerance), s.joinTolerance, s.minRulingLength);
  const closed = closeOpenEnds(h1, v1, s.snapTolerance, s.maxOpenEndGap);
  const hj = joinEdges(snapEdges(closed.h, s.snapTolerance), s.joinTolerance, s.minRulingLength);
  const vc = joinEdges(snapEdges(closed.v, s.snapTolerance), s.joinTolerance, s.minRulingLength);
  const vj = s.bridgeColumnRuleGaps ? joinEdges([...vc, ...bridgeColumnRuleGaps(hj, vc, s.snapTolerance)], s.joinTolerance, s.minRulingLength) : vc;
  const segmentsOf = (words: Word[]) => segmentLines(words, s).map((l) => l.segments.map((g) => g.words));
  const cells = intersectionsToCells(findIntersections(hj, vj, s.intersectionTolerance));
  const all = cellsToTables(cells)
    .flatMap((group) => splitAtSpacerRows(group, page.words, s))
    .map((group) => dropEmptyRows(mergeSliverColumns(dropEmptyColumns(splitFalseSpans(tableToStructure(group, page.words, page.number), segmentsOf)))))
    .filter((t) => t.columns.length >= s.latticeMinColumns && hasText(t, s) && !isCoarse(t, s));
  const kept = all.filter((t) => t.rows.length >= s.latticeMinRows);
  return all.filter((t) => kept.includes(t) || isTotalBand(t, kept, s));
}

/** The rulings split by axis (within `tol` of flat or upright), with the tests and a nearness within `tol`. */
function byAxis(rulings: readonly Ruling[], tol: number) {
  const isH = (r: Ruling) => Math.abs(r.y1 - r.y0) <= tol && r.x1 - r.x0 > tol;
  const isV = (r: Ruling) => Math.abs(r.x1 - r.x0) <= tol && r.y1 - r.y0 > tol;
  return { isH, isV, hs: rulings.filter(isH), vs: rulings.filter(isV), near: (a: number, b: number) => Math.abs(a - b) <= tol };
}

/**
 * Step 0: text frames drawn inside ruled cells are no rules of the grid. Word processors and report writers draw a
 * box around each line of a cell's text, set in from the cell's borders (often invisible, a text box's outline);
 * their sides snapped onto the grid cut the cell into as many rows as it has lines and add sliver columns
 * ("Name of" / "State/UT" read as two header rows). A frame is a closed box of four rulings that holds at most one
 * line of text and no other ruling, and sits inside a taller ruled cell: the nearest vertical rule on each side runs
 * along the whole box, set out from it by more than `snapTolerance` and at most `textFrameMaxInset`, and one of
 * them runs on above or below it. Cells drawn apart with a little space between them (border spacing) have their
 * neighbours' sides beside them, but no taller: they stay. 0 turns it off.
 */
export function withoutTextFrames(rulings: readonly Ruling[], words: readonly Word[], s: TableSettings): Ruling[] {
  const maxInset = s.textFrameMaxInset;
  if (maxInset <= 0 || rulings.length < 4) return [...rulings];
  const tol = 1;
  const { isH, isV, hs, vs, near } = byAxis(rulings, tol);
  const drop = new Set<Ruling>();
  const byExtent = new Map<string, Ruling[]>();
  for (const r of hs) {
    const key = `${Math.round(r.x0)},${Math.round(r.x1)}`;
    if (!byExtent.has(key)) byExtent.set(key, []);
    byExtent.get(key)!.push(r);
  }
  for (const group of byExtent.values()) {
    if (group.length < 2) continue;
    group.sort((a, b) => a.y0 - b.y0);
    for (let i = 0; i + 1 < group.length; i++) {
      const top = group[i]!;
      const bottom = group.find((b, j) => j > i && b.y0 - top.y0 > tol && near(b.x0, top.x0) && near(b.x1, top.x1));
      if (!bottom) continue;
      const [x0, x1, y0, y1] = [Math.min(top.x0, bottom.x0), Math.max(top.x1, bottom.x1), top.y0, bottom.y0];
      const side = (x: number) => vs.find((v) => near(v.x0, x) && v.y0 <= y0 + tol && v.y1 >= y1 - tol && v.y1 - v.y0 <= y1 - y0 + 2 * tol);
      const left = side(x0);
      const right = side(x1);
      if (!left || !right) continue;
      // nothing else ruled inside the box
      const inside = (r: Ruling) => r.x0 > x0 + tol && r.x1 < x1 - tol && r.y0 > y0 + tol && r.y1 < y1 - tol;
      const crossesH = (r: Ruling) => isH(r) && r.y0 > y0 + tol && r.y0 < y1 - tol && r.x1 > x0 + tol && r.x0 < x1 - tol;
      const crossesV = (r: Ruling) => isV(r) && r.x0 > x0 + tol && r.x0 < x1 - tol && r.y1 > y0 + tol && r.y0 < y1 - tol;
      if (rulings.some((r) => inside(r) || crossesH(r) || crossesV(r))) continue;
      // at most one line of text
      const held = words.filter((w) => (w.x0 + w.x1) / 2 > x0 && (w.x0 + w.x1) / 2 < x1 && (w.y0 + w.y1) / 2 > y0 && (w.y0 + w.y1) / 2 < y1);
      if (held.length > 0) {
        const mids = held.map((w) => (w.y0 + w.y1) / 2);
        const height = Math.min(...held.map((w) => w.y1 - w.y0));
        if (Math.max(...mids) - Math.min(...mids) > 0.5 * height) continue;
      }
      // the nearest vertical rule outside each side runs along the whole box; one of them runs on past it
      const outside = (dir: -1 | 1) => {
        const x = dir < 0 ? x0 : x1;
        let best: Ruling | undefined;
        for (const v of vs) {
          const d = (v.x0 - x) * dir;
          if (d <= tol || v.y0 > y0 + tol || v.y1 < y1 - tol) continue;
          if (!best || d < (best.x0 - x) * dir) best = v;
        }
        return best && (best.x0 - x) * dir > s.snapTolerance && (best.x0 - x) * dir <= maxInset ? best : undefined;
      };
      const l = outside(-1);
      const r = outside(1);
      if (!l || !r) continue;
      const taller = (v: Ruling) => v.y0 < y0 - s.snapTolerance || v.y1 > y1 + s.snapTolerance;
      if (!taller(l) && !taller(r)) continue;
      for (const e of [top, bottom, left, right]) drop.add(e);
    }
  }
  return drop.size === 0 ? [...rulings] : rulings.filter((r) => !drop.has(r));
}

/**
 * Step 0b: a box drawn tight around one line of text is the text's background, not a cell. Report writers paint a
 * word's background (a header label's fill colour) as a rectangle on the glyph box; read as four rulings, its sides
 * cut the ruled cell around it into sliver columns and rows, and the table's columns shift by one. A ruled cell
 * always leaves room round its text: a closed box of four rulings holding one line of text whose every side lies
 * within `wordBoxMaxInset` of that text's extent is dropped. Empty boxes (form fields) and padded cells stay.
 * 0 turns it off.
 */
export function withoutWordBoxes(rulings: readonly Ruling[], words: readonly Word[], s: TableSettings): Ruling[] {
  const inset = s.wordBoxMaxInset;
  if (inset <= 0 || rulings.length < 4) return [...rulings];
  const tol = 0.5;
  const { isH, isV, hs, vs, near } = byAxis(rulings, tol);
  const drop = new Set<Ruling>();
  for (const top of hs) {
    for (const bottom of hs) {
      if (bottom.y0 - top.y0 <= tol || !near(bottom.x0, top.x0) || !near(bottom.x1, top.x1)) continue;
      const [x0, x1, y0, y1] = [top.x0, top.x1, top.y0, bottom.y0];
      const side = (x: number) => vs.find((v) => near(v.x0, x) && near(v.y0, y0) && near(v.y1, y1));
      const left = side(x0);
      const right = side(x1);
      if (!left || !right) continue;
      const held = words.filter((w) => (w.x0 + w.x1) / 2 > x0 && (w.x0 + w.x1) / 2 < x1 && (w.y0 + w.y1) / 2 > y0 && (w.y0 + w.y1) / 2 < y1);
      if (held.length === 0) continue;
      const mids = held.map((w) => (w.y0 + w.y1) / 2);
      if (Math.max(...mids) - Math.min(...mids) > 0.5 * Math.min(...held.map((w) => w.y1 - w.y0))) continue;
      const [tx0, tx1] = [Math.min(...held.map((w) => w.x0)), Math.max(...held.map((w) => w.x1))];
      const [ty0, ty1] = [Math.min(...held.map((w) => w.y0)), Math.max(...held.map((w) => w.y1))];
      if (Math.abs(tx0 - x0) > inset || Math.abs(x1 - tx1) > inset || Math.abs(ty0 - y0) > inset || Math.abs(y1 - ty1) > inset) continue;
      for (const e of [top, bottom, left, right]) drop.add(e);
    }
  }
  return drop.size === 0 ? [...rulings] : rulings.filter((r) => !drop.has(r));
}

/**
 * A one-row ruled band right under a ruled table, drawn on that table's column edges (a grand total printed in a
 * box of its own below the table: "Region 98 1 3 95 …"), is a table of its own although shorter than
 * `latticeMinRows`: at least `totalBandMinColumns` columns, a number in it, every inner column edge within
 * `snapTolerance` of an edge of the table above, one value (one segment) per cell, and at most
 * `totalBandMaxGapRows` of its own height below that table. A lone ruled box (a boxed heading, an address box) has no table above it on the same edges.
 */
function isTotalBand(t: TableStructure, tables: readonly TableStructure[], s: TableSettings): boolean {
  if (t.rows.length !== 1 || t.rows.length >= s.latticeMinRows || t.columns.length < s.totalBandMinColumns) return false;
  const cells = t.rows[0]!.cells.filter((c): c is TableCell => !!c && c.words.length > 0);
  if (!cells.some((c) => /\d/u.test(c.text))) return false;
  // one value per cell: a band whose cells hold runs of values apart (the first shaded row of tables drawn
  // side by side, on a coarse grid around both) is no total band
  if (cells.some((c) => segmentLines(c.words, s).some((l) => l.segments.length > 1))) return false;
  const height = t.bbox[3] - t.bbox[1];
  return tables.some((above) => {
    const gap = t.bbox[1] - above.bbox[3];
    if (gap < -s.snapTolerance || gap > s.totalBandMaxGapRows * height) return false;
    const edges = above.columns.flatMap((c) => [c.x0, c.x1]);
    return t.columns.slice(1).every((c) => edges.some((e) => Math.abs(e - c.x0) <= s.snapTolerance));
  });
}

/**
 * A ruled grid is too coarse when one of its cells holds a table of its own — three or more text lines cut into
 * three or more segments each (a header band and a total band drawn around an unruled body). Such areas are
 * left to the stream detector.
 */
export function isCoarse(t: TableStructure, s: TableSettings): boolean {
  for (const r of t.rows) {
    for (const c of r.cells) {
      if (!c || c.words.length < 6) continue;
      const lines = segmentLines(c.words, s);
      if (lines.filter((l) => l.segments.length >= 3).length >= 3) return true;
    }
  }
  return false;
}

/**
 * At least two cells hold text, at least `minFillRatio` of the cells do (bar charts drawn with rectangles
 * give grids of mostly empty cells), and the numbers are not just chart axes.
 */
function hasText(t: TableStructure, s: TableSettings): boolean {
  let filled = 0;
  let cells = 0;
  for (const r of t.rows) for (const c of r.cells) {
    if (!c) continue;
    cells++;
    if (c.text) filled++;
  }
  if (filled < 2 || (filled / cells < s.minFillRatio && !isHeadedSparseGrid(t))) return false;
  return !looksLikeChartAxes(t.columns.map((_, k) => t.rows.map((r) => r.cells[k]?.text ?? '')));
}

/**
 * A form-like grid left mostly empty (a findings and remediation report: a heading over every column, a few rows
 * filled in, the rest of the ruled cells blank) is a table all the same: one of its first three rows names every
 * column (a cell with text at each column, spans counted) and two or more rows below it fill two or more cells.
 * Bar charts drawn with rectangles have no such row inside their frame.
 */
function isHeadedSparseGrid(t: TableStructure): boolean {
  const n = t.columns.length;
  const named = (r: TableRow) => {
    const covered = new Array<boolean>(n).fill(false);
    r.cells.forEach((c, k) => {
      if (c && c.text.trim()) for (let j = k; j < Math.min(n, k + c.colSpan); j++) covered[j] = true;
    });
    return covered.every(Boolean);
  };
  const h = t.rows.slice(0, 3).findIndex(named);
  if (h < 0) return false;
  return t.rows.slice(h + 1).filter((r) => r.cells.filter((c) => c && c.text.trim()).length >= 2).length >= 2;
}

/** Step: the smallest rectangles whose corners are intersections joined by edges. */
export function intersectionsToCells(intersections: readonly Intersection[]): Rect[] {
  const points = new Map<string, Point>();
  for (const i of intersections) {
    const key = `${i.x},${i.y}`;
    let p = points.get(key);
    if (!p) {
      p = { x: i.x, y: i.y, hs: new Set(), vs: new Set() };
      points.set(key, p);
    }
    p.hs.add(i.h);
    p.vs.add(i.v);
  }
  const byX = new Map<number, Point[]>();
  const byY = new Map<number, Point[]>();
  for (const p of points.values()) {
    if (!byX.has(p.x)) byX.set(p.x, []);
    if (!byY.has(p.y)) byY.set(p.y, []);
    byX.get(p.x)!.push(p);
    byY.get(p.y)!.push(p);
  }
  for (const list of byX.values()) list.sort((a, b) => a.y - b.y);
  for (const list of byY.values()) list.sort((a, b) => a.x - b.x);

  const shares = (a: Set<number>, b: Set<number>) => {
    for (const e of a) if (b.has(e)) return true;
    return false;
  };
  const cells: Rect[] = [];
  for (const p of points.values()) {
    const column = byX.get(p.x)!;
    const row = byY.get(p.y)!;
    const below = column.slice(column.indexOf(p) + 1);
    const right = row.slice(row.indexOf(p) + 1);
    search: for (const b of below) {
      if (!shares(p.vs, b.vs)) break; // no vertical edge reaches further down
      for (const r of right) {
        if (!shares(p.hs, r.hs)) break;
        const corner = points.get(`${r.x},${b.y}`);
        if (corner && shares(corner.hs, b.hs) && shares(corner.vs, r.vs)) {
          cells.push({ x0: p.x, y0: p.y, x1: r.x, y1: b.y });
          break search;
        }
      }
    }
  }
  return cells;
}

/** Step: groups cells that share a corner into tables (union–find over corner keys). */
export function cellsToTables(cells: readonly Rect[]): Rect[][] {
  const parent = cells.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  const owner = new Map<string, number>();
  cells.forEach((c, i) => {
    for (const key of [`${c.x0},${c.y0}`, `${c.x1},${c.y0}`, `${c.x0},${c.y1}`, `${c.x1},${c.y1}`]) {
      const j = owner.get(key);
      if (j === undefined) owner.set(key, i);
      else parent[find(i)] = find(j);
    }
  });
  const groups = new Map<number, Rect[]>();
  cells.forEach((c, i) => {
    const root = find(i);
    if (!groups.has(root)) groups.set(root, []);
    groups.get(root)!.push(c);
  });
  return [...groups.values()].sort((a, b) => minOf(a, 'y0') - minOf(b, 'y0') || minOf(a, 'x0') - minOf(b, 'x0'));
}

function minOf(rects: Rect[], key: 'x0' | 'y0'): number {
  let m = Infinity;
  for (const r of rects) m = Math.min(m, r[key]);
  return m;
}

/**
 * Step: two ruled grids drawn one under the other on one frame, parted by an empty ruled row across the whole
 * width (a spreadsheet's key-value block over its item table, the outer border running down past the blank row):
 * the cells share corners, so they read as one table whose columns are the union of both grids'. A cell spanning
 * the group's full width, holding no text, with cells above and below it, splits the group when the parts' inner
 * column edges differ and each part holds `latticeMinRows` rows or more. Off when `splitAtSpacerRows` is false.
 */
export function splitAtSpacerRows(group: readonly Rect[], words: readonly Word[], s: TableSettings): Rect[][] {
  if (!s.splitAtSpacerRows || group.length < 4) return [[...group]];
  const tol = 1;
  const x0 = minOf([...group], 'x0');
  const x1 = Math.max(...group.map((c) => c.x1));
  const holdsText = (c: Rect) => words.some((w) => (w.x0 + w.x1) / 2 > c.x0 && (w.x0 + w.x1) / 2 < c.x1 && (w.y0 + w.y1) / 2 > c.y0 && (w.y0 + w.y1) / 2 < c.y1);
  const spacers = group.filter((c) => Math.abs(c.x0 - x0) <= tol && Math.abs(c.x1 - x1) <= tol && !holdsText(c)).sort((a, b) => a.y0 - b.y0);
  for (const sp of spacers) {
    const above = group.filter((c) => c.y1 <= sp.y0 + tol && c !== sp);
    const below = group.filter((c) => c.y0 >= sp.y1 - tol && c !== sp);
    if (above.length + below.length + 1 !== group.length || above.length === 0 || below.length === 0) continue;
    const rows = (part: Rect[]) => new Set(part.map((c) => Math.round(c.y0))).size;
    if (rows(above) < s.latticeMinRows || rows(below) < s.latticeMinRows) continue;
    const inner = (part: Rect[]) => [...new Set(part.map((c) => Math.round(c.x0)).filter((x) => Math.abs(x - x0) > tol))].sort((a, b) => a - b);
    const [a, b] = [inner(above), inner(below)];
    if (a.length === 0 || b.length === 0 || (a.length === b.length && a.every((x, i) => Math.abs(x - b[i]!) <= tol))) continue;
    return [above, ...splitAtSpacerRows(below, words, s)];
  }
  return [[...group]];
}

/** Step: a group of cells → grid structure with spans and cell texts. */
export function tableToStructure(cells: readonly Rect[], words: readonly Word[], pageNumber: number): TableStructure {
  const xs = uniqueSorted(cells.flatMap((c) => [c.x0, c.x1]));
  const ys = uniqueSorted(cells.flatMap((c) => [c.y0, c.y1]));
  const nCols = xs.length - 1;
  const nRows = ys.length - 1;
  const colIndex = new Map(xs.map((x, i) => [x, i]));
  const rowIndex = new Map(ys.map((y, i) => [y, i]));
  const owner: (number | undefined)[][] = Array.from({ length: nRows }, () => new Array(nCols).fill(undefined));
  const placed: { rect: Rect; r0: number; c0: number; words: Word[]; colSpan: number; rowSpan: number }[] = [];
  for (const c of cells) {
    const c0 = colIndex.get(c.x0)!;
    const c1 = colIndex.get(c.x1)!;
    const r0 = rowIndex.get(c.y0)!;
    const r1 = rowIndex.get(c.y1)!;
    if (owner[r0][c0] !== undefined) continue; // duplicate rectangle
    const id = placed.length;
    placed.push({ rect: c, r0, c0, words: [], colSpan: c1 - c0, rowSpan: r1 - r0 });
    for (let r = r0; r < r1; r++) for (let k = c0; k < c1; k++) owner[r][k] ??= id;
  }
  const bbox: BBox = [xs[0], ys[0], xs[nCols], ys[nRows]];
  for (const w of words) {
    const cx = (w.x0 + w.x1) / 2;
    const cy = (w.y0 + w.y1) / 2;
    if (cx < bbox[0] || cx > bbox[2] || cy < bbox[1] || cy > bbox[3]) continue;
    const k = intervalIndex(xs, cx);
    const r = intervalIndex(ys, cy);
    const id = owner[r]?.[k];
    if (id !== undefined) placed[id].words.push(w);
  }
  const rows: TableRow[] = [];
  for (let r = 0; r < nRows; r++) {
    const rowCells: (TableCell | null)[] = [];
    for (let k = 0; k < nCols; k++) {
      const id = owner[r][k];
      if (id === undefined) {
        rowCells.push({ text: '', words: [], colSpan: 1, rowSpan: 1 });
        continue;
      }
      const p = placed[id];
      if (p.r0 === r && p.c0 === k) {
        rowCells.push({ text: cellText(p.words), words: p.words, colSpan: p.colSpan, rowSpan: p.rowSpan });
      } else {
        rowCells.push(null);
      }
    }
    rows.push({ y0: ys[r], y1: ys[r + 1], cells: rowCells });
  }
  return {
    page: pageNumber,
    bbox,
    kind: 'lattice',
    columns: xs.slice(0, -1).map((x, i) => ({ x0: x, x1: xs[i + 1] })),
    rows,
    headerRows: 0,
  };
}

function uniqueSorted(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/** Index i with sorted[i] <= v < sorted[i + 1], clamped to the intervals. */
function intervalIndex(sorted: readonly number[], v: number): number {
  let lo = 0;
  let hi = sorted.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sorted[mid] <= v) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
