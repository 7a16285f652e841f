/**
 * Table rules found by the tenth round (real table documents from public test suites, scored under the ICDAR 2013
 * per-table rule), each on invented pages: the layouts that failed, and look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables } from '../src/tables/index.js';
import type { Ruling, Word } from '../src/types.js';
import { line, page } from './support/table-pages.js';

describe('a running head and a wrapped caption above a ruled-off table', () => {
  // a running head ruled off across the page, a caption wrapped over two lines, then a table with rules above and
  // under its header and under its last row: nothing marks where the table starts, and the running head, the
  // caption and its second line were read as the table's first rows (with an extra column for the head's right half)
  const rows = [
    ['Factor', 'Code', 'Range', 'Low', 'High'],
    ['Temperature (C)', 'x1', '25-35', '25', '35'],
    ['Acidity', 'x2', '4-8', '4', '8'],
    ['Initial load', 'x3', '4-8', '4', '8'],
    ['Grain size', 'x4', '50-150', '50', '150'],
  ];
  const xs = [60, 160, 210, 260, 300];
  const top = 100;
  const table = rows.flatMap((r, i) => line(top + 4 + 16 * i, r.map((t, k): [string, number] => [t, xs[k]!])));
  const head = line(40, [['Page 6 of 20', 60], ['Applied Research Letters', 420]]);
  const caption = line(66, [['Table 2 Ranges and levels of the input variables', 60]]);
  const wrapped = line(78, [['of the experimental design', 60]]);
  const rule = (y: number, x0 = 58, x1 = 330): Ruling => ({ x0, y0: y, x1, y1: y });
  const rules = [rule(54, 58, 560), rule(top), rule(top + 18), rule(top + 16 * 5 + 4)];

  it('starts at its first row: the running head and both caption lines are left out', () => {
    const ts = detectTables(page([...head, ...caption, ...wrapped, ...table], rules));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rows);
  });

  it('a one-cell line set apart from the caption (more than half a line of leading) is no wrapped caption line', () => {
    // a stub label above the header, a full line below the caption: it stays the table's first row
    const label = line(88, [['Input variables', 60]]);
    const ts = detectTables(page([...head, ...caption, ...label, ...table], rules));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[0]![0]).toBe('Input variables');
    expect(ts[0]!.rows.slice(1)).toEqual(rows);
  });

  it('the same when the caption shares its lines with the end of a paragraph in the other page column', () => {
    // the right page column's paragraph ends on the caption's two lines; the table below stands in the left column
    const side = [...line(66, [['because of the low cost of the raw', 380]]), ...line(78, [['material.', 380]])];
    const ts = detectTables(page([...head, ...caption, ...wrapped, ...side, ...table], rules));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rows);
  });

  it('a column of the table with its label on the caption line keeps that label', () => {
    // text on the caption's line whose column holds the table's own cells below is no paragraph of the other column
    const notes = [...line(66, [['Notes', 380]]), ...rows.flatMap((_, i) => line(top + 4 + 16 * i, [[`note ${i}`, 380]]))];
    const ts = detectTables(page([...head, ...caption, ...wrapped, ...notes, ...table], rules));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.some((r) => r.includes('Notes'))).toBe(true);
  });
});
