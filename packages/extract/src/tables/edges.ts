/**
 * Ruling geometry for the lattice detector (after pdfplumber's table.py):
 * `toEdges` → `snapEdges` → `joinEdges` → `findIntersections`.
 */
import type { Ruling } from '../types.js';

/** A horizontal edge has y0 === y1; a vertical one x0 === x1. `pos` is that shared coordinate. */
export interface Edge {
  orientation: 'h' | 'v';
  /** y for horizontal, x for vertical edges */
  pos: number;
  /** start and end along the edge (x for horizontal, y for vertical) */
  start: number;
  end: number;
}

export interface Intersection {
  x: number;
  y: number;
  /** indices into the horizontal / vertical edge arrays passing through this point */
  h: number;
  v: number;
}

/** Step 1: rulings → oriented edges (rulings that are neither horizontal nor vertical are dropped). */
export function toEdges(rulings: readonly Ruling[], axisTolerance = 1): { h: Edge[]; v: Edge[] } {
  const h: Edge[] = [];
  const v: Edge[] = [];
  for (const r of rulings) {
    const dx = Math.abs(r.x1 - r.x0);
    const dy = Math.abs(r.y1 - r.y0);
    if (dy <= axisTolerance && dx > dy) {
      h.push({ orientation: 'h', pos: (r.y0 + r.y1) / 2, start: Math.min(r.x0, r.x1), end: Math.max(r.x0, r.x1) });
    } else if (dx <= axisTolerance && dy > dx) {
      v.push({ orientation: 'v', pos: (r.x0 + r.x1) / 2, start: Math.min(r.y0, r.y1), end: Math.max(r.y0, r.y1) });
    }
  }
  return { h, v };
}

/** Step 2: edges whose positions lie within `tolerance` of each other are moved to their cluster's mean. */
export function snapEdges(edges: readonly Edge[], tolerance: number): Edge[] {
  const sorted = [...edges].sort((a, b) => a.pos - b.pos);
  const out: Edge[] = [];
  let cluster: Edge[] = [];
  const flush = () => {
    if (cluster.length === 0) return;
    const mean = cluster.reduce((s, e) => s + e.pos, 0) / cluster.length;
    for (const e of cluster) out.push({ ...e, pos: mean });
    cluster = [];
  };
  for (const e of sorted) {
    if (cluster.length > 0 && e.pos - cluster[cluster.length - 1].pos > tolerance) flush();
    cluster.push(e);
  }
  flush();
  return out;
}

/** Step 3: collinear edges (same pos) that overlap or are separated by at most `tolerance` become one edge. */
export function joinEdges(edges: readonly Edge[], tolerance: number, minLength: number): Edge[] {
  const sorted = [...edges].sort((a, b) => a.pos - b.pos || a.start - b.start);
  const out: Edge[] = [];
  let cur: Edge | undefined;
  for (const e of sorted) {
    if (cur && e.pos === cur.pos && e.start <= cur.end + tolerance) {
      if (e.end > cur.end) cur.end = e.end;
      continue;
    }
    if (cur && cur.end - cur.start >= minLength) out.push(cur);
    cur = { ...e };
  }
  if (cur && cur.end - cur.start >= minLength) out.push(cur);
  return out;
}

/**
 * Step 4: every point where a horizontal and a vertical edge meet (within `tolerance`). Horizontal edges are
 * sorted by y so each vertical edge only visits the ones within its own y-range.
 */
export function findIntersections(h: readonly Edge[], v: readonly Edge[], tolerance: number): Intersection[] {
  const order = h.map((_, i) => i).sort((a, b) => h[a].pos - h[b].pos);
  const ys = order.map((i) => h[i].pos);
  const out: Intersection[] = [];
  for (let vi = 0; vi < v.length; vi++) {
    const ve = v[vi];
    let k = lowerBound(ys, ve.start - tolerance);
    for (; k < ys.length && ys[k] <= ve.end + tolerance; k++) {
      const hi = order[k];
      const he = h[hi];
      if (ve.pos >= he.start - tolerance && ve.pos <= he.end + tolerance) {
        out.push({ x: ve.pos, y: he.pos, h: hi, v: vi });
      }
    }
  }
  return out;
}

export function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Step 3c: a column rule broken off around a cell whose side border was left out (a word processor's cell with its
 * "left border" turned off), where a row rule of the neighbouring cells ends on the column line inside the break:
 * the column goes on there, so the row rule splits the cells on its side and not the cell across the line. Two
 * collinear vertical edges, one above the other, get a virtual edge across the break between them when a horizontal
 * edge starts or ends on their line (within `tolerance`) strictly inside the break.
 */
export function bridgeColumnRuleGaps(h: readonly Edge[], v: readonly Edge[], tolerance: number): Edge[] {
  const out: Edge[] = [];
  const byPos = new Map<number, Edge[]>();
  for (const e of v) {
    if (!byPos.has(e.pos)) byPos.set(e.pos, []);
    byPos.get(e.pos)!.push(e);
  }
  for (const [pos, list] of byPos) {
    list.sort((a, b) => a.start - b.start);
    for (let i = 0; i + 1 < list.length; i++) {
      const [a, b] = [list[i]!, list[i + 1]!];
      if (b.start <= a.end) continue;
      const endsHere = h.some(
        (e) => e.pos > a.end + tolerance && e.pos < b.start - tolerance && (Math.abs(e.start - pos) <= tolerance || Math.abs(e.end - pos) <= tolerance),
      );
      if (endsHere) out.push({ orientation: 'v', pos, start: a.end, end: b.start });
    }
  }
  return out;
}

/**
 * Step 3b: tables drawn without an outer frame — rows ruled by horizontal lines that all start (or end) at the
 * same x, with no vertical line there — get a virtual vertical edge joining those line ends; likewise columns
 * ruled by vertical lines get virtual horizontal edges across their common top or bottom. Only neighbouring
 * line ends at most `maxGap` apart are joined, so unrelated rules far apart on a page stay unconnected — unless
 * the pair just above was joined (the frame continues over a taller row).
 */
export function closeOpenEnds(h: readonly Edge[], v: readonly Edge[], tolerance: number, maxGap: number): { h: Edge[]; v: Edge[] } {
  return { h: [...h, ...virtualEdges(v, h, 'h', tolerance, maxGap)], v: [...v, ...virtualEdges(h, v, 'v', tolerance, maxGap)] };
}

/**
 * `edges` are the rulings whose ends are joined, `across` the other orientation: two ends are joined only
 * when a real ruling of the other orientation runs between the two lines (they belong to one ruled table).
 */
function virtualEdges(edges: readonly Edge[], across: readonly Edge[], orientation: 'h' | 'v', tolerance: number, maxGap: number): Edge[] {
  const bridged = (a: Edge, b: Edge) =>
    across.some(
      (x) =>
        x.start <= a.pos + tolerance &&
        x.end >= b.pos - tolerance &&
        x.pos >= Math.max(a.start, b.start) - tolerance &&
        x.pos <= Math.min(a.end, b.end) + tolerance,
    );
  const out: Edge[] = [];
  for (const end of ['start', 'end'] as const) {
    const sorted = [...edges].sort((a, b) => a[end] - b[end]);
    let cluster: Edge[] = [];
    const flush = () => {
      if (cluster.length >= 2) {
        const at = cluster.reduce((s, e) => s + e[end], 0) / cluster.length;
        const byPos = [...cluster].sort((a, b) => a.pos - b.pos);
        // a frame already closed over the rows above continues over a taller row below (a last row of several
        // lines): past `maxGap` only right after a joined pair, and only where a real ruling bridges the two lines
        let joined = false;
        for (let i = 1; i < byPos.length; i++) {
          const near = byPos[i].pos - byPos[i - 1].pos <= maxGap;
          joined = (near || joined) && bridged(byPos[i - 1], byPos[i]);
          if (joined) out.push({ orientation, pos: at, start: byPos[i - 1].pos, end: byPos[i].pos });
        }
      }
      cluster = [];
    };
    for (const e of sorted) {
      if (cluster.length > 0 && e[end] - cluster[0][end] > tolerance) flush();
      cluster.push(e);
    }
    flush();
  }
  return out;
}
