/**
 * Lines → blocks (paragraph-like groups) and reading order, plus projection helpers for column gaps.
 *
 * Steps:
 * 1. Lines are cut into segments at wide gaps (`splitLineAtGaps`), so side-by-side columns become separate
 *    segments.
 * 2. `groupSegments`: a segment joins the block directly above it when the vertical gap is small relative to
 *    the font size, the sizes are similar and the two overlap horizontally.
 * 3. `readingOrder`: blocks in columns — a block comes before another when it is above it and they overlap
 *    horizontally, or when it is in a column further left that starts above the other's end; ties top-to-bottom.
 */
import { buildLines, makeLine, splitLineAtGaps, type LineSettings, type TextLine } from './lines.js';
import type { Word } from '../types.js';

export interface TextBlock {
  lines: TextLine[];
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** the lines' texts joined by "\n" */
  text: string;
}

export interface BlockSettings {
  /** gap (in font sizes) inside a line that separates two segments; default 1.5 */
  segmentGapEm: number;
  /** maximum vertical gap (in font sizes) between lines of one block; default 0.8 */
  maxLineGapEm: number;
  /** font sizes of lines in one block differ by at most this factor; default 1.3 */
  maxSizeRatio: number;
}

export const DEFAULT_BLOCK_SETTINGS: BlockSettings = {
  segmentGapEm: 1.5,
  maxLineGapEm: 0.8,
  maxSizeRatio: 1.3,
};

/** Words → blocks in reading order. */
export function buildBlocks(
  words: readonly Word[],
  settings: Partial<BlockSettings> = {},
  lineSettings: Partial<LineSettings> = {},
): TextBlock[] {
  const s = { ...DEFAULT_BLOCK_SETTINGS, ...settings };
  const segments = buildLines(words, lineSettings).flatMap((l) => splitLineAtGaps(l, s.segmentGapEm));
  return readingOrder(groupSegments(segments, s));
}

/** Step 2: stacks segments into blocks; segments are visited top to bottom. */
export function groupSegments(segments: readonly TextLine[], s: BlockSettings): TextBlock[] {
  const sorted = [...segments].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const open: { lines: TextLine[]; last: TextLine }[] = [];
  const all: { lines: TextLine[]; last: TextLine }[] = [];
  for (const seg of sorted) {
    let best: (typeof open)[number] | undefined;
    let bestGap = Infinity;
    for (const b of open) {
      const last = b.last;
      const gap = seg.y0 - last.y1;
      const size = Math.max(seg.size, last.size, 1);
      if (gap > s.maxLineGapEm * size || gap < -0.5 * size) continue;
      const ratio = Math.max(seg.size, last.size) / Math.max(Math.min(seg.size, last.size), 0.1);
      if (ratio > s.maxSizeRatio) continue;
      const overlap = Math.min(seg.x1, last.x1) - Math.max(seg.x0, last.x0);
      if (overlap <= 0) continue;
      if (gap < bestGap) {
        best = b;
        bestGap = gap;
      }
    }
    if (best) {
      best.lines.push(seg);
      best.last = seg;
    } else {
      const b = { lines: [seg], last: seg };
      open.push(b);
      all.push(b);
    }
    // Blocks whose last line is far above the current one cannot grow any more.
    for (let i = open.length - 1; i >= 0; i--) {
      if (seg.y0 - open[i].last.y1 > 3 * Math.max(seg.size, 1)) open.splice(i, 1);
    }
  }
  return all.map((b) => toBlock(b.lines));
}

function toBlock(lines: TextLine[]): TextBlock {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const l of lines) {
    x0 = Math.min(x0, l.x0);
    y0 = Math.min(y0, l.y0);
    x1 = Math.max(x1, l.x1);
    y1 = Math.max(y1, l.y1);
  }
  return { lines, x0, y0, x1, y1, text: lines.map((l) => l.text).join('\n') };
}

/** Step 3: orders blocks for reading (columns left to right, each top to bottom). */
export function readingOrder(blocks: readonly TextBlock[]): TextBlock[] {
  const n = blocks.length;
  if (n < 2) return [...blocks];
  // before(a, b): a must be read before b.
  const before = (a: TextBlock, b: TextBlock): boolean => {
    const hOverlap = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0;
    if (hOverlap) return a.y0 < b.y0;
    return a.x1 <= b.x0 && a.y0 < b.y1;
  };
  // Kahn's algorithm on the "before" relation; blocks per page are few (tens), so O(n²) is cheap here.
  const indegree = new Array<number>(n).fill(0);
  const edges: number[][] = blocks.map(() => []);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i !== j && before(blocks[i], blocks[j]) && !before(blocks[j], blocks[i])) {
        edges[i].push(j);
        indegree[j]++;
      }
    }
  }
  const byTop = (a: number, b: number) => blocks[a].y0 - blocks[b].y0 || blocks[a].x0 - blocks[b].x0;
  const ready = [...Array(n).keys()].filter((i) => indegree[i] === 0).sort(byTop);
  const out: TextBlock[] = [];
  const done = new Array<boolean>(n).fill(false);
  while (out.length < n) {
    if (ready.length === 0) {
      // a cycle (overlapping boxes): take the topmost remaining block
      const rest = [...Array(n).keys()].filter((i) => !done[i]).sort(byTop);
      ready.push(rest[0]);
    }
    const i = ready.shift()!;
    if (done[i]) continue;
    done[i] = true;
    out.push(blocks[i]);
    for (const j of edges[i]) {
      if (--indegree[j] === 0 && !done[j]) {
        ready.push(j);
        ready.sort(byTop);
      }
    }
  }
  return out;
}

/**
 * Horizontal gaps (x-ranges) between words that no word of the given lines covers, at least `minWidth` wide —
 * the white "rivers" that separate columns. Only words overlapping [x0, x1] count when bounds are given; the
 * margins outside the outermost words are not gaps. O(n log n) in the number of words.
 */
export function columnGaps(
  lines: readonly { words: readonly Word[] }[],
  minWidth: number,
  x0 = -Infinity,
  x1 = Infinity,
): { x0: number; x1: number }[] {
  const spans: [number, number][] = [];
  for (const l of lines) for (const w of l.words) if (w.x1 > x0 && w.x0 < x1) spans.push([w.x0, w.x1]);
  if (spans.length === 0) return [];
  spans.sort((a, b) => a[0] - b[0]);
  let reach = spans[0][1];
  const gaps: { x0: number; x1: number }[] = [];
  for (const [a, b] of spans) {
    if (a - reach >= minWidth) gaps.push({ x0: reach, x1: a });
    reach = Math.max(reach, b);
  }
  return gaps;
}

export { makeLine };
