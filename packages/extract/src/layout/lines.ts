/**
 * Words → text lines.
 *
 * Steps (each a pure function):
 * 1. `clusterBaselines`: words sorted by vertical centre are grouped into lines; a word joins the current line
 *    when its vertical overlap with the line is large relative to the smaller of the two heights (so a
 *    superscript or a slightly raised price still joins, while the next line — which overlaps at most a little —
 *    does not).
 * 2. Within a line words are sorted by x; the gaps between them are kept (`gaps`) so callers can tell word
 *    spacing from column gaps.
 * 3. `splitLineAtGaps` cuts a line into segments where a gap exceeds a multiple of the font size (two columns
 *    that happen to share a baseline).
 */
import type { Word } from '../types.js';

export interface TextLine {
  words: Word[];
  /** text of the words joined by single spaces */
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** median word font size */
  size: number;
  /** gaps[i] is the horizontal gap between words[i] and words[i + 1] */
  gaps: number[];
}

export interface LineSettings {
  /** a word joins a line when their vertical overlap ≥ this fraction of the smaller height; default 0.5 */
  minVerticalOverlap: number;
  /** words taller than this multiple of their font size are vertical text and kept out of lines; default 2 */
  maxHeightRatio: number;
  /**
   * a word taller than this multiple of its font size (a formula's tall bracket or root sign; ordinary words are
   * about 1.2 font sizes high) widens its line's band only by one ordinary line height around its centre, so it
   * cannot carry the line over the next one; default 1.3
   */
  tallWordRatio: number;
}

export const DEFAULT_LINE_SETTINGS: LineSettings = {
  minVerticalOverlap: 0.5,
  maxHeightRatio: 2,
  tallWordRatio: 1.3,
};

/** Groups words into lines, top to bottom; each line's words left to right. */
export function buildLines(words: readonly Word[], settings: Partial<LineSettings> = {}): TextLine[] {
  const s = { ...DEFAULT_LINE_SETTINGS, ...settings };
  const horizontal = words.filter((w) => w.y1 - w.y0 <= s.maxHeightRatio * Math.max(w.size, 1) || w.x1 - w.x0 >= w.y1 - w.y0);
  return clusterBaselines(horizontal, s.minVerticalOverlap, s.tallWordRatio).map(makeLine);
}

/** Step 1: groups of words whose vertical extents overlap enough; groups ordered top to bottom. */
export function clusterBaselines(words: readonly Word[], minOverlap: number, tallWordRatio = DEFAULT_LINE_SETTINGS.tallWordRatio): Word[][] {
  const sorted = [...words].sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1) || a.x0 - b.x0);
  const groups: { words: Word[]; y0: number; y1: number }[] = [];
  // Only the last few open groups can still receive a word, because words arrive sorted by centre.
  for (const w of sorted) {
    let target: (typeof groups)[number] | undefined;
    for (let g = groups.length - 1; g >= 0 && g >= groups.length - 4; g--) {
      const group = groups[g];
      const overlap = Math.min(group.y1, w.y1) - Math.max(group.y0, w.y0);
      const smaller = Math.min(group.y1 - group.y0, w.y1 - w.y0);
      if (overlap >= minOverlap * smaller && !collidesHorizontally(group.words, w)) {
        target = group;
        break;
      }
    }
    // The line's band follows its words, but a tall word must not swallow the next line: keep the band
    // to the union of the words' cores (a word taller than tallWordRatio × its size — a bracket or root sign
    // of a formula set beside a table — counts with one ordinary line height around its centre).
    const [c0, c1] = core(w, tallWordRatio);
    if (target) {
      target.words.push(w);
      target.y0 = Math.min(target.y0, c0);
      target.y1 = Math.max(target.y1, c1);
    } else {
      groups.push({ words: [w], y0: c0, y1: c1 });
    }
  }
  return groups.map((g) => g.words);
}

/** The vertical extent a word lends its line: its own, or for a tall word one ordinary line height around its centre. */
function core(w: Word, tallWordRatio: number): [number, number] {
  const h = Math.max(w.size, 1) * 1.2;
  if (w.y1 - w.y0 <= tallWordRatio * Math.max(w.size, 1)) return [w.y0, w.y1];
  const c = (w.y0 + w.y1) / 2;
  return [c - h / 2, c + h / 2];
}

/** Two words that overlap horizontally by more than half are on different lines (e.g. tight line spacing). */
function collidesHorizontally(words: Word[], w: Word): boolean {
  for (let i = words.length - 1; i >= 0 && i >= words.length - 8; i--) {
    const o = words[i];
    const overlap = Math.min(o.x1, w.x1) - Math.max(o.x0, w.x0);
    if (overlap > 0.5 * Math.min(o.x1 - o.x0, w.x1 - w.x0)) return true;
  }
  return false;
}

/** Step 2: a line from its words, sorted by x, with the gaps between neighbours. */
export function makeLine(words: readonly Word[]): TextLine {
  const sorted = [...words].sort((a, b) => a.x0 - b.x0);
  const gaps: number[] = [];
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < sorted.length; i++) {
    const w = sorted[i];
    if (w.x0 < x0) x0 = w.x0;
    if (w.y0 < y0) y0 = w.y0;
    if (w.x1 > x1) x1 = w.x1;
    if (w.y1 > y1) y1 = w.y1;
    if (i > 0) gaps.push(w.x0 - sorted[i - 1].x1);
  }
  return { words: sorted, text: sorted.map((w) => w.text).join(' '), x0, y0, x1, y1, size: medianSize(sorted), gaps };
}

/** Step 3: cuts a line where the gap between words is wider than `maxGapEm` × font size. */
export function splitLineAtGaps(line: TextLine, maxGapEm = 1.5): TextLine[] {
  const parts: Word[][] = [[]];
  for (let i = 0; i < line.words.length; i++) {
    if (i > 0 && line.gaps[i - 1] > maxGapEm * line.size) parts.push([]);
    parts[parts.length - 1].push(line.words[i]);
  }
  return parts.length === 1 ? [line] : parts.map(makeLine);
}

export function medianSize(words: readonly Word[]): number {
  if (words.length === 0) return 0;
  const sizes = words.map((w) => w.size).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)];
}
