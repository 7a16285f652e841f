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
