/** Grid clean-up and filtering steps of the table detectors, on structures and geometry built here. */
import { describe, expect, it } from 'vitest';
import { buildLines } from '../src/layout/index.js';
import { looksLikeChartAxes } from '../src/tables/cells.js';
import { dropEmptyColumns, dropEmptyRows, mergeSliverColumns, mergeSpannedContinuations, splitFalseSpans, splitTallRows } from '../src/tables/grid.js';
import { detectTables } from '../src/tables/index.js';
import type { TableCell, TableStructure } from '../src/tables/model.js';
import { trimCaptionRows } from '../src/tables/rows.js';
import { dominantVerticalDirection } from '../src/tables/rotation.js';
import type { PageModel, Word } from '../src/types.js';

function word(text: string, x: number, top: number): Word {
  return { text, x0: x, y0: top, x1: x + text.length * 5, y1: top + 12, size: 10, fontName: 'Helvetica', bold: false };
}

/** Words of a phrase starting at x, 3 pt between words. */
function phrase(text: string, x: number, top: number): Word[] {
  const out: Word[] = [];
  for (const t of text.split(' ')) {
    out.push(word(t, x, top));
    x += t.length * 5 + 3;
  }
  return out;
}

function cell(words: Word[], colSpan = 1, rowSpan = 1): TableCell {
  return { text: words.map((w) => w.text).join(' '), words, colSpan, rowSpan };
}

const empty = (): TableCell => ({ text: '', words: [], colSpan: 1, rowSpan: 1 });

function structure(columns: [number, number][], rows: { y0: number; y1: number; cells: (TableCell | null)[] }[], headerRows = 0): TableStructure {
  const x0 = columns[0][0];
  const x1 = columns[columns.length - 1][1];
  return { page: 1, bbox: [x0, rows[0].y0, x1, rows[rows.length - 1].y1], kind: 'lattice', columns: columns.map(([a, b]) => ({ x0: a, x1: b })), rows, headerRows };
}

const texts = (t: TableStructure) => t.rows.map((r) => r.cells.map((c) => (c === null ? '<' : c.text)));

describe('grid clean-up', () => {
  it('dropEmptyColumns removes text-less slivers and shrinks spans crossing them', () => {
    const t = structure(
      [[0, 100], [100, 103], [103, 200]],
      [
        { y0: 0, y1: 20, cells: [cell(phrase('Title', 5, 4), 3), null, null] },
        { y0: 20, y1: 40, cells: [cell(phrase('A', 5, 24)), empty(), cell(phrase('1', 150, 24))] },
      ],
    );
    const out = dropEmptyColumns(t);
    expect(out.columns).toEqual([{ x0: 0, x1: 103 }, { x0: 103, x1: 200 }]);
    expect(texts(out)).toEqual([['Title', '<'], ['A', '1']]);
    expect(out.rows[0].cells[0]?.colSpan).toBe(2);
  });

  it('mergeSliverColumns joins a narrow column with its neighbour when no row uses both', () => {
    const t = structure(
      [[0, 100], [100, 106], [106, 200]],
      [
        { y0: 0, y1: 20, cells: [cell(phrase('Item', 5, 4)), empty(), cell(phrase('Amount', 110, 4))] },
        { y0: 20, y1: 40, cells: [cell(phrase('A', 5, 24)), cell(phrase('12', 101, 24), 2), null] },
      ],
    );
    const out = mergeSliverColumns(t);
    expect(out.columns).toHaveLength(2);
    expect(texts(out)).toEqual([['Item', 'Amount'], ['A', '12']]);
  });

  it('dropEmptyRows removes rows without text', () => {
    const t = structure([[0, 100], [100, 200]], [
      { y0: 0, y1: 20, cells: [cell(phrase('A', 5, 4)), cell(phrase('1', 105, 4))] },
      { y0: 20, y1: 22, cells: [empty(), empty()] },
      { y0: 22, y1: 40, cells: [cell(phrase('B', 5, 24)), cell(phrase('2', 105, 24))] },
    ]);
    const out = dropEmptyRows(t);
    expect(texts(out)).toEqual([['A', '1'], ['B', '2']]);
    expect(out.rows[1].y0).toBe(20);
  });

  it('splitFalseSpans deals a full-width shaded row out to the columns under its segments', () => {
    const words = [...phrase('Austria', 5, 4), ...phrase('92.9', 120, 4), ...phrase('5,821', 220, 4)];
    const t = structure([[0, 100], [100, 200], [200, 300]], [{ y0: 0, y1: 20, cells: [cell(words, 3), null, null] }]);
    const segments = (ws: Word[]) => buildLines(ws).map((l) => {
      const parts: Word[][] = [[l.words[0]]];
      for (let i = 1; i < l.words.length; i++) {
        if (l.gaps[i - 1] > 9) parts.push([]);
        parts[parts.length - 1].push(l.words[i]);
      }
      return parts;
    });
    expect(texts(splitFalseSpans(t, segments))).toEqual([['Austria', '92.9', '5,821']]);
    // a justified paragraph (one line without a wide gap) stays one spanning cell
    const para = structure([[0, 100], [100, 200]], [
      { y0: 0, y1: 40, cells: [cell([...phrase('Influence on', 5, 4), ...phrase('project', 120, 4), ...phrase('concept', 5, 18)], 2), null] },
    ]);
    expect(texts(splitFalseSpans(para, segments))).toEqual([['Influence on project concept', '<']]);
  });

  it('splitTallRows cuts a ruled row at blank-line gaps where the key column starts a line', () => {
    const key = [...phrase('Tuition', 5, 4), ...phrase('Books', 5, 44)];
    const desc = [...phrase('The cost of a course', 105, 4), ...phrase('varies by school.', 105, 17), ...phrase('Books can be dear.', 105, 44)];
    const t = structure([[0, 100], [100, 300]], [
      { y0: 0, y1: 20, cells: [cell(phrase('Item', 5, -16)), cell(phrase('Description', 105, -16))] },
      { y0: 0, y1: 60, cells: [cell(key), cell(desc)] },
    ], 1);
    const out = splitTallRows(t, (ws) => buildLines(ws));
    expect(texts(out)).toEqual([
      ['Item', 'Description'],
      ['Tuition', 'The cost of a course varies by school.'],
      ['Books', 'Books can be dear.'],
    ]);
  });

  it('mergeSpannedContinuations joins a label line under a row whose values span down', () => {
    const t = structure([[0, 100], [100, 200]], [
      { y0: 0, y1: 20, cells: [cell(phrase('Chlorine and compounds', 5, 4)), cell(phrase('10 000', 105, 10), 1, 2)] },
      { y0: 20, y1: 40, cells: [cell(phrase('(as HCl)', 5, 24)), null] },
      { y0: 40, y1: 60, cells: [cell(phrase('Halons', 5, 44)), cell(phrase('1', 105, 44))] },
    ]);
    expect(texts(mergeSpannedContinuations(t))).toEqual([
      ['Chlorine and compounds (as HCl)', '10 000'],
      ['Halons', '1'],
    ]);
  });
});

describe('filters', () => {
  it('trimCaptionRows drops a long caption spanning the columns and a note at the end', () => {
    const caption = cell(phrase('Table 3. Pupils by region and year', 5, 4), 3);
    const t: TableStructure = {
      ...structure([[0, 100], [100, 200], [200, 300]], [
        { y0: 0, y1: 15, cells: [caption, null, null] },
        { y0: 15, y1: 30, cells: [cell(phrase('Region', 5, 19)), cell(phrase('2009', 105, 19)), cell(phrase('2010', 205, 19))] },
        { y0: 30, y1: 45, cells: [cell(phrase('North', 5, 34)), cell(phrase('12', 105, 34)), cell(phrase('13', 205, 34))] },
        { y0: 45, y1: 60, cells: [cell(phrase('NOTE: Detail may not sum to totals', 5, 49), 3), null, null] },
      ]),
      kind: 'stream',
    };
    const out = trimCaptionRows(t);
    expect(texts(out)).toEqual([['Region', '2009', '2010'], ['North', '12', '13']]);
    expect(out.bbox[1]).toBe(15);
    expect(out.bbox[3]).toBe(45);
  });

  it('looksLikeChartAxes recognises axis labels, not data', () => {
    expect(looksLikeChartAxes([['20,000', '18,000', '16,000', '14,000', '12,000'], ['100', '90', '80', '70', '60']])).toBe(true);
    expect(looksLikeChartAxes([['2001', '2002', '2003', '2004'], ['12.5', '9.1', '14.0', '3.2']])).toBe(false);
    expect(looksLikeChartAxes([['North', 'South'], ['1', '2']])).toBe(false);
  });

  it('a bar chart drawn as a ruled grid of mostly empty cells is not a table', () => {
    const rulings = [];
    for (let i = 0; i <= 6; i++) rulings.push({ x0: 0, y0: i * 20, x1: 300, y1: i * 20 }, { x0: i * 50, y0: 0, x1: i * 50, y1: 120 });
    const page: PageModel = { number: 1, width: 600, height: 800, words: [...phrase('1990s', 5, 4), ...phrase('2000s', 55, 84)], rulings };
    expect(detectTables(page)).toEqual([]);
  });

  it('dominantVerticalDirection needs most characters to run vertically', () => {
    const up = (t: string): Word => ({ ...word(t, 0, 0), dir: 270 });
    const page = (words: Word[]): PageModel => ({ number: 1, width: 600, height: 800, words, rulings: [] });
    expect(dominantVerticalDirection(page([up('sideways'), up('table'), word('x', 0, 0)]))).toBe(270);
    expect(dominantVerticalDirection(page([up('label'), word('upright text', 0, 0)]))).toBeNull();
  });
});
