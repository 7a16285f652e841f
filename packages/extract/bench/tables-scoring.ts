/**
 * Scoring rules of the tables benchmark (documented in bench/README.md, "Tables"). Pure functions so the
 * tests can check them on hand-made grids.
 */

/** Cell text as compared: Unicode NFKC, all whitespace removed (line breaks inside cells differ between tools). */
export function normaliseCell(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '');
}

/**
 * Adjacency relations of a grid (ICDAR 2013, Göbel et al.): for every non-empty cell, its nearest non-empty
 * neighbour to the right in the same row and below in the same column. A spanning cell sits at its top-left
 * position (the covered positions are empty). Each relation is "a→b" with the direction.
 */
export function adjacencyRelations(grid: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  const rows = grid.map((r) => r.map(normaliseCell));
  const width = rows.reduce((m, r) => Math.max(m, r.length), 0);
  for (const r of rows) {
    let last: string | null = null;
    for (const c of r) {
      if (!c) continue;
      if (last !== null) out.push(`H\u0001${last}\u0001${c}`);
      last = c;
    }
  }
  for (let k = 0; k < width; k++) {
    let last: string | null = null;
    for (const r of rows) {
      const c = r[k] ?? '';
      if (!c) continue;
      if (last !== null) out.push(`V\u0001${last}\u0001${c}`);
      last = c;
    }
  }
  return out;
}

export interface PRF {
  correct: number;
  predicted: number;
  expected: number;
  precision: number;
  recall: number;
  f1: number;
}

/** Precision/recall/F1 of two multisets of strings. Empty vs empty scores 1. */
export function multisetPRF(predicted: readonly string[], expected: readonly string[]): PRF {
  const counts = new Map<string, number>();
  for (const e of expected) counts.set(e, (counts.get(e) ?? 0) + 1);
  let correct = 0;
  for (const p of predicted) {
    const n = counts.get(p) ?? 0;
    if (n > 0) {
      correct++;
      counts.set(p, n - 1);
    }
  }
  return prf(correct, predicted.length, expected.length);
}

export function prf(correct: number, predicted: number, expected: number): PRF {
  const precision = predicted === 0 ? (expected === 0 ? 1 : 0) : correct / predicted;
  const recall = expected === 0 ? (predicted === 0 ? 1 : 0) : correct / expected;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { correct, predicted, expected, precision, recall, f1 };
}

/** Non-empty normalised cell texts of grids (for the position-free cell match of the fixture sets). */
export function cellTexts(grids: readonly (readonly (readonly string[])[])[]): string[] {
  const out: string[] = [];
  for (const g of grids) for (const r of g) for (const c of r) {
    const n = normaliseCell(c);
    if (n) out.push(n);
  }
  return out;
}

/** A ground-truth cell of ICDAR's -str.xml. */
export interface GtCell {
  startRow: number;
  startCol: number;
  content: string;
}

/** Ground-truth cells → grid with each cell's content at its top-left position. */
export function gtGrid(cells: readonly GtCell[]): string[][] {
  const nRows = cells.reduce((m, c) => Math.max(m, c.startRow + 1), 0);
  const nCols = cells.reduce((m, c) => Math.max(m, c.startCol + 1), 0);
  const grid = Array.from({ length: nRows }, () => new Array<string>(nCols).fill(''));
  for (const c of cells) grid[c.startRow][c.startCol] = c.content;
  return grid;
}

/** Boxes in top-left-origin points. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface CharItem {
  cx: number;
  cy: number;
  chars: number;
}

function contains(b: Box, c: CharItem): boolean {
  return c.cx >= b.x0 && c.cx <= b.x1 && c.cy >= b.y0 && c.cy <= b.y1;
}

/**
 * Region scores on one page. Character level: a character (a word's characters, placed at the word's centre)
 * is "expected" when inside a ground-truth region and "predicted" when inside a detected table; precision and
 * recall over characters. Region level: a ground-truth region is found when one detected table holds ≥ 50 %
 * of its characters and has ≥ 50 % of its own characters inside it (one-to-one, best first).
 */
export function regionCounts(gt: readonly Box[], pred: readonly Box[], items: readonly CharItem[]) {
  let inGt = 0;
  let inPred = 0;
  let inBoth = 0;
  const gtChars = gt.map(() => 0);
  const predChars = pred.map(() => 0);
  const pair = gt.map(() => pred.map(() => 0));
  for (const it of items) {
    const g = gt.map((b) => contains(b, it));
    const p = pred.map((b) => contains(b, it));
    const anyG = g.some(Boolean);
    const anyP = p.some(Boolean);
    if (anyG) inGt += it.chars;
    if (anyP) inPred += it.chars;
    if (anyG && anyP) inBoth += it.chars;
    g.forEach((v, i) => {
      if (!v) return;
      gtChars[i] += it.chars;
      p.forEach((w, j) => {
        if (w) pair[i][j] += it.chars;
      });
    });
    p.forEach((w, j) => {
      if (w) predChars[j] += it.chars;
    });
  }
  const candidates: [number, number, number][] = [];
  gt.forEach((_, i) =>
    pred.forEach((_, j) => {
      const completeness = gtChars[i] ? pair[i][j] / gtChars[i] : 0;
      const purity = predChars[j] ? pair[i][j] / predChars[j] : 0;
      if (completeness >= 0.5 && purity >= 0.5) candidates.push([i, j, completeness + purity]);
    }),
  );
  candidates.sort((a, b) => b[2] - a[2]);
  const usedG = new Set<number>();
  const usedP = new Set<number>();
  for (const [i, j] of candidates) {
    if (usedG.has(i) || usedP.has(j)) continue;
    usedG.add(i);
    usedP.add(j);
  }
  return { inGt, inPred, inBoth, found: usedG.size, gtRegions: gt.length, predRegions: pred.length };
}

// ---------------------------------------------------------------- per-table matching (ICDAR 2013 competition)

/** One printed piece of a table: the page (1-based) and its box there (top-left-origin points). */
export interface TablePart {
  page: number;
  box: Box;
}

/** A ground-truth table (one region) or an extracted table (one part per page it covers) with its grid. */
export interface ScoredTable {
  parts: readonly TablePart[];
  grid: readonly (readonly string[])[];
}

function area(b: Box): number {
  return Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);
}

function intersection(a: Box, b: Box): number {
  return Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
}

/**
 * How much two tables overlap: the intersection of their parts on the same pages over the union of their
 * areas (intersection over union, all pages together). 0 when they share no page area.
 */
export function tableOverlap(a: readonly TablePart[], b: readonly TablePart[]): number {
  let inter = 0;
  for (const p of a) for (const q of b) if (p.page === q.page) inter += intersection(p.box, q.box);
  if (inter <= 0) return 0;
  const union = a.reduce((s, p) => s + area(p.box), 0) + b.reduce((s, q) => s + area(q.box), 0) - inter;
  return union > 0 ? inter / union : 0;
}

export interface TableMatch {
  /** index into the ground-truth tables */
  gt: number;
  /** index into the extracted tables */
  ours: number;
  overlap: number;
  relations: PRF;
}

export interface PerTableScore {
  /** correct relations inside matched pairs; predicted / expected: all relations of all tables */
  structure: PRF;
  matches: TableMatch[];
  /** ground-truth tables no extracted table was matched to (their relations all count as missed) */
  unmatchedGt: number[];
  /** extracted tables matched to no ground-truth table (their relations all count as spurious) */
  unmatchedOurs: number[];
}

/**
 * Structure score under the competition's per-table rule: relations live inside one table. Ground-truth tables
 * are matched one-to-one to extracted tables by region overlap (largest overlap first, any positive overlap
 * qualifies); relations are compared inside each matched pair; the relations of unmatched tables on either side
 * count as missed (ground truth) or spurious (ours). A table that swallows its neighbour is matched to one of the
 * two: the other's relations are missed, and the swallowed rows' relations are spurious.
 */
export function perTableStructure(gt: readonly ScoredTable[], ours: readonly ScoredTable[]): PerTableScore {
  const gtRel = gt.map((t) => adjacencyRelations(t.grid));
  const ourRel = ours.map((t) => adjacencyRelations(t.grid));
  const pairs: [number, number, number][] = [];
  gt.forEach((g, i) =>
    ours.forEach((o, j) => {
      const ov = tableOverlap(g.parts, o.parts);
      if (ov > 0) pairs.push([i, j, ov]);
    }),
  );
  pairs.sort((a, b) => b[2] - a[2] || a[0] - b[0] || a[1] - b[1]);
  const usedG = new Set<number>();
  const usedO = new Set<number>();
  const matches: TableMatch[] = [];
  for (const [i, j, ov] of pairs) {
    if (usedG.has(i) || usedO.has(j)) continue;
    usedG.add(i);
    usedO.add(j);
    matches.push({ gt: i, ours: j, overlap: ov, relations: multisetPRF(ourRel[j], gtRel[i]) });
  }
  matches.sort((a, b) => a.gt - b.gt);
  const correct = matches.reduce((s, m) => s + m.relations.correct, 0);
  const predicted = ourRel.reduce((s, r) => s + r.length, 0);
  const expected = gtRel.reduce((s, r) => s + r.length, 0);
  return {
    structure: prf(correct, predicted, expected),
    matches,
    unmatchedGt: gt.map((_, i) => i).filter((i) => !usedG.has(i)),
    unmatchedOurs: ours.map((_, j) => j).filter((j) => !usedO.has(j)),
  };
}

/**
 * Region detection on the tables the user gets (after joining), over a whole document: a ground-truth region
 * is found when one extracted table holds ≥ 50 % of its characters and has ≥ 50 % of its own characters (all
 * its parts, on every page) inside it; one-to-one, best (completeness + purity) first. A table joined across
 * two printed tables can therefore be credited with one of them only. Character counts as in `regionCounts`.
 */
export function documentRegionCounts(
  gt: readonly TablePart[],
  ours: readonly (readonly TablePart[])[],
  itemsByPage: ReadonlyMap<number, readonly CharItem[]>,
) {
  let inGt = 0;
  let inPred = 0;
  let inBoth = 0;
  const gtChars = gt.map(() => 0);
  const predChars = ours.map(() => 0);
  const pair = gt.map(() => ours.map(() => 0));
  for (const [page, items] of itemsByPage) {
    for (const it of items) {
      const g = gt.map((r) => r.page === page && contains(r.box, it));
      const p = ours.map((parts) => parts.some((q) => q.page === page && contains(q.box, it)));
      const anyG = g.some(Boolean);
      const anyP = p.some(Boolean);
      if (anyG) inGt += it.chars;
      if (anyP) inPred += it.chars;
      if (anyG && anyP) inBoth += it.chars;
      g.forEach((v, i) => {
        if (!v) return;
        gtChars[i] += it.chars;
        p.forEach((w, j) => {
          if (w) pair[i][j] += it.chars;
        });
      });
      p.forEach((w, j) => {
        if (w) predChars[j] += it.chars;
      });
    }
  }
  const candidates: [number, number, number][] = [];
  gt.forEach((_, i) =>
    ours.forEach((_, j) => {
      const completeness = gtChars[i] ? pair[i][j] / gtChars[i] : 0;
      const purity = predChars[j] ? pair[i][j] / predChars[j] : 0;
      if (completeness >= 0.5 && purity >= 0.5) candidates.push([i, j, completeness + purity]);
    }),
  );
  candidates.sort((a, b) => b[2] - a[2]);
  const usedG = new Set<number>();
  const usedP = new Set<number>();
  for (const [i, j] of candidates) {
    if (usedG.has(i) || usedP.has(j)) continue;
    usedG.add(i);
    usedP.add(j);
  }
  return { inGt, inPred, inBoth, found: usedG.size, gtRegions: gt.length, predRegions: ours.length };
}
