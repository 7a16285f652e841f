/**
 * Pages whose text mostly runs vertically (a table printed sideways on an upright page) are turned so the text
 * is upright before detection; the tables' boxes are turned back. Page /Rotate is already applied by the page
 * model — this is about content drawn rotated.
 */
import type { BBox, PageModel, Ruling, Word } from '../types.js';

type Turn = 90 | 270;

/** The direction most of the page's characters run in, when it is vertical (≥ 60 % of the characters). */
export function dominantVerticalDirection(page: PageModel): Turn | null {
  let total = 0;
  let down = 0;
  let up = 0;
  for (const w of page.words) {
    const n = w.text.length;
    total += n;
    if (w.dir === 90) down += n;
    else if (w.dir === 270) up += n;
  }
  if (total === 0) return null;
  if (down >= 0.6 * total) return 90;
  if (up >= 0.6 * total) return 270;
  return null;
}

/** Maps a point of the page into the turned frame where text of direction `dir` reads left to right. */
function forward(dir: Turn, page: PageModel, x: number, y: number): [number, number] {
  return dir === 90 ? [y, page.width - x] : [page.height - y, x];
}

function backward(dir: Turn, page: PageModel, x: number, y: number): [number, number] {
  return dir === 90 ? [page.width - y, x] : [y, page.height - x];
}

function mapBox<T extends { x0: number; y0: number; x1: number; y1: number }>(
  b: T,
  f: (x: number, y: number) => [number, number],
): T {
  const [ax, ay] = f(b.x0, b.y0);
  const [bx, by] = f(b.x1, b.y1);
  return { ...b, x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by) };
}

/** The page turned so that text of direction `dir` is upright (words of that direction lose their `dir`). */
export function turnPage(page: PageModel, dir: Turn): PageModel {
  const f = (x: number, y: number) => forward(dir, page, x, y);
  const words: Word[] = page.words.map((w) => {
    const m = mapBox(w, f);
    if (w.dir === dir) {
      const { dir: _d, ...rest } = m;
      return rest;
    }
    return { ...m, dir: (((w.dir ?? 0) - dir) % 360 + 360) % 360 };
  });
  // A quarter turn maps horizontal rulings to vertical ones and back; both ends move by the same formula.
  const rulings: Ruling[] = page.rulings.map((r) => mapBox(r, f));
  return { ...page, width: page.height, height: page.width, words, rulings };
}

/** A bbox in the turned frame back in page coordinates. */
export function turnBack(b: BBox, page: PageModel, dir: Turn): BBox {
  const m = mapBox({ x0: b[0], y0: b[1], x1: b[2], y1: b[3] }, (x, y) => backward(dir, page, x, y));
  return [m.x0, m.y0, m.x1, m.y1];
}
