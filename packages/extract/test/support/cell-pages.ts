/** Synthetic pages for rule tests: words placed from [y, x, text] cells, widths from a 0.5 em average glyph width. */
import type { PageModel, Word } from '../../src/types.js';

export type Cell = [y: number, x: number, text: string, size?: number, bold?: boolean];

/** A page from [y, x, text, size, bold] cells; each cell's words are a quarter em apart (or `spaceEm`: a monospace
 * font's word space is 0.6 em). */
export function page(number: number, cells: Cell[], spaceEm = 0.25): PageModel {
  const words: Word[] = [];
  for (const [y, x, text, size = 10, bold = false] of cells) {
    let cx = x;
    for (const t of text.split(' ')) {
      const w = t.length * size * 0.5;
      words.push({ text: t, x0: cx, y0: y, x1: cx + w, y1: y + size, size, fontName: 'Helvetica', bold });
      cx += w + size * spaceEm;
    }
  }
  return { number, width: 595, height: 842, words, rulings: [] };
}

/** A cell whose text ends at x1 (right-aligned figures). */
export function right(y: number, x1: number, text: string, size = 10): Cell {
  const width = text.split(' ').reduce((s, t) => s + t.length * size * 0.5, 0) + (text.split(' ').length - 1) * size * 0.25;
  return [y, x1 - width, text, size];
}
