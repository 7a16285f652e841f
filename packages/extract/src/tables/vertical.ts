/**
 * Text turned a quarter against the page's text (header labels set vertically above narrow value columns, a
 * sideways label beside a block of rows). The line builder keeps only horizontal runs, so such a label would be
 * lost or, word by word, become a stack of one-word lines. `uprightVerticalText` reads each vertical run that stands
 * on a column (upright text right under its lower end) or in a row of such runs (lower ends in line) as one label and gives it back as one upright word at the
 * run's lower end (where the label meets the row under it: turned header labels are set bottom-aligned on the
 * header row), as wide as the run. A lone vertical line standing on nothing (a stamp in the margin) is left as it was.
 */
import type { Word } from '../types.js';

/** Words of one vertical label follow each other along the run with at most this much space (em); default 1. */
export const VERTICAL_WORD_GAP_EM = 1;
/** A run stands on a column when upright text starts at most this far (em) below its lower end, under it (±1 em); default 2.5. */
export const VERTICAL_STAND_EM = 2.5;

const isVertical = (w: Word) => w.dir === 90 || w.dir === 270;

/**
 * The words with every vertical run (words of direction 90 or 270 whose x-ranges overlap by at least half and that
 * follow one another within VERTICAL_WORD_GAP_EM) replaced by one upright word: its text read in the run's
 * direction, its box the run's x-range and a line's height (one em) at the run's lower end. Upright words are
 * returned as they are.
 */
export function uprightVerticalText(words: readonly Word[]): Word[] {
  const vertical = words.filter(isVertical);
  if (vertical.length === 0) return words as Word[];
  const runs: Word[][] = [];
  const sorted = [...vertical].sort((a, b) => a.x0 + a.x1 - (b.x0 + b.x1) || a.y0 - b.y0);
  for (const w of sorted) {
    const size = Math.max(w.size, 1);
    const run = runs.find((r) => {
      const last = r[r.length - 1]!;
      if (last.dir !== w.dir) return false;
      const x0 = Math.min(...r.map((o) => o.x0));
      const x1 = Math.max(...r.map((o) => o.x1));
      const overlap = Math.min(x1, w.x1) - Math.max(x0, w.x0);
      if (overlap < 0.5 * Math.min(x1 - x0, w.x1 - w.x0)) return false;
      const y0 = Math.min(...r.map((o) => o.y0));
      const y1 = Math.max(...r.map((o) => o.y1));
      return w.y0 <= y1 + VERTICAL_WORD_GAP_EM * size && w.y1 >= y0 - VERTICAL_WORD_GAP_EM * size;
    });
    if (run) run.push(w);
    else runs.push([w]);
  }
  const flat = words.filter((w) => !isVertical(w));
  const stands = (r: Word[]) => {
    const size = Math.max(...r.map((w) => w.size), 1);
    const x0 = Math.min(...r.map((w) => w.x0)) - size;
    const x1 = Math.max(...r.map((w) => w.x1)) + size;
    const y1 = Math.max(...r.map((w) => w.y1));
    return flat.some((w) => w.y0 >= y1 - 0.5 * size && w.y0 <= y1 + VERTICAL_STAND_EM * size && w.x0 < x1 && w.x1 > x0);
  };
  // a row of turned labels: two or more runs whose lower ends line up (within half an em)
  const foot = (r: Word[]) => Math.max(...r.map((w) => w.y1));
  const inRow = (r: Word[]) => runs.some((o) => o !== r && Math.abs(foot(o) - foot(r)) <= 0.5 * Math.max(r[0]!.size, 1));
  const standing = runs.filter((r) => stands(r) || inRow(r));
  if (standing.length === 0) return words as Word[];
  const taken = new Set(standing.flat());
  const upright: Word[] = standing.map((r) => {
    // 270 reads bottom to top, 90 top to bottom
    const ordered = [...r].sort((a, b) => (r[0]!.dir === 270 ? b.y1 - a.y1 : a.y0 - b.y0));
    const size = [...r.map((w) => w.size)].sort((a, b) => a - b)[Math.floor(r.length / 2)]!;
    const y1 = Math.max(...r.map((w) => w.y1));
    const { dir: _dir, ...first } = ordered[0]!;
    return {
      ...first,
      text: ordered.map((w) => w.text).join(' '),
      x0: Math.min(...r.map((w) => w.x0)),
      x1: Math.max(...r.map((w) => w.x1)),
      y0: y1 - size,
      y1,
      size,
      bold: r.every((w) => w.bold),
    };
  });
  return [...words.filter((w) => !taken.has(w)), ...upright];
}
