/**
 * Hand-built page models for the table tests: words placed at given positions (Helvetica-like widths, 10 pt),
 * lines of cells, and stream tables of rows at a given top.
 */
import type { PageModel, Ruling, Word } from '../../src/types.js';

/** A word whose left edge is at x (or right edge, for right-aligned numbers) on the line whose top is `top`. */
export function word(text: string, x: number, top: number, opts: { right?: boolean; bold?: boolean; size?: number } = {}): Word {
  const size = opts.size ?? 10;
  const width = text.length * size * 0.5;
  const x0 = opts.right ? x - width : x;
  return { text, x0, y0: top, x1: x0 + width, y1: top + size * 1.2, size, fontName: 'Helvetica', bold: opts.bold ?? false };
}

/** Words of a line: [text, x, 'right'?] cells, each cell's text split into words 3 pt apart. */
export function line(top: number, cells: [string, number, 'right'?][], bold = false): Word[] {
  const out: Word[] = [];
  for (const [text, x, align] of cells) {
    const tokens = text.split(' ').filter(Boolean);
    const total = tokens.reduce((n, t) => n + t.length * 5, 0) + (tokens.length - 1) * 3;
    let cursor = align === 'right' ? x - total : x;
    for (const t of tokens) {
      out.push(word(t, cursor, top, { bold }));
      cursor += t.length * 5 + 3;
    }
  }
  return out;
}

export function page(words: Word[], rulings: Ruling[] = [], number = 1, height = 800): PageModel {
  return { number, width: 600, height, words, rulings };
}

/**
 * A stream table: an optional bold header row and body rows, 15 pt apart from `top`; `xs` gives each column's
 * x (left edge for the first column, right edge for the others, which are right-aligned numbers).
 */
export function streamTable(top: number, header: string[] | null, body: string[][], xs: number[] = [50, 300, 450]): Word[] {
  const cells = (row: string[]) => row.map((t, k): [string, number, 'right'?] => (k === 0 ? [t, xs[k]] : [t, xs[k], 'right']));
  const out: Word[] = [];
  let y = top;
  if (header) {
    out.push(...line(y, cells(header), true));
    y += 15;
  }
  for (const r of body) {
    out.push(...line(y, cells(r)));
    y += 15;
  }
  return out;
}

/** `n` body rows of a three-column table: a label, a count and an amount (irregular values, not an axis). */
export function bodyRows(n: number, from = 1, label = 'Item'): string[][] {
  return Array.from({ length: n }, (_, i) => {
    const k = from + i;
    return [`${label} ${k}`, String(((k * 7) % 11) + 1), `${((k * 37) % 97) + 10}.${(k * 13) % 10}0`];
  });
}
