/**
 * Table rules found by the second round of the generated table benchmark (bench/generated-tables, the later
 * choices), each on invented pages: the layouts that failed, and look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables, detectTableStructures } from '../src/tables/index.js';
import type { Word } from '../src/types.js';
import { bodyRows, line, page, streamTable, word } from './support/table-pages.js';

/** A label set vertically, reading upwards (dir 270), its lower end at `foot`, centred on x. */
function turned(text: string, x: number, foot: number, size = 10): Word[] {
  const out: Word[] = [];
  let y = foot;
  for (const t of text.split(' ')) {
    const len = t.length * size * 0.5;
    out.push({ text: t, x0: x - size * 0.6, x1: x + size * 0.6, y0: y - len, y1: y, size, fontName: 'Helvetica', bold: true, dir: 270 });
    y -= len + size * 0.3;
  }
  return out;
}

describe('header labels turned 90°', () => {
  const rows = bodyRows(8);
  // labels of the value columns turned, standing on the header row's foot; the first column's label upright
  const header = (foot: number) => [word('Description', 50, foot - 12, { bold: true }), ...turned('Number of cases', 290, foot), ...turned('Amount in total', 440, foot)];

  it('are read as one label each, in the header row of their columns', () => {
    const ts = detectTables(page([...header(400), ...streamTable(403, null, rows)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[0]).toEqual(['Description', 'Number of cases', 'Amount in total']);
    expect(ts[0]!.rows).toHaveLength(1 + rows.length);
  });

  it('also when the rows right under them leave their columns empty (a row of turned labels)', () => {
    const first = line(403, [['Section A', 50]]);
    const ts = detectTables(page([...header(400), ...first, ...streamTable(440, null, rows)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[0]).toEqual(['Description', 'Number of cases', 'Amount in total']);
  });

  it('a lone vertical line standing on nothing (a margin stamp) is not read as a label of the table', () => {
    const stamp = turned('Draft for internal use only', 15, 560);
    const ts = detectTables(page([...stamp, ...streamTable(400, ['Description', 'Qty', 'Amount'], rows)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.flat()).not.toContain('Draft for internal use only');
    expect(ts[0]!.rows[0]!.filter(Boolean)).toEqual(['Description', 'Qty', 'Amount']);
  });
});

/** Running text in two columns (x 50–290 and 310–550), `n` lines from `top`, 12 pt apart. */
const SENTENCE = ['the figures below summarise the results reported by', 'offices during the period under review and were', 'compared with the previous year most indicators moved'];
function columnText(top: number, n: number, cols: ('left' | 'right')[] = ['left', 'right']): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < n; i++) {
    const cells: [string, number][] = [];
    if (cols.includes('left')) cells.push([SENTENCE[i % 3]!.slice(0, 44), 50]);
    if (cols.includes('right')) cells.push([SENTENCE[(i + 1) % 3]!.slice(0, 44), 310]);
    out.push(...line(top + i * 12, cells));
  }
  return out;
}

describe('tables on a page of running text in two columns', () => {
  const rows = bodyRows(8);
  it('lines of the two text columns above and below are not rows of a table spanning both', () => {
    const ts = detectTables(page([...columnText(60, 8), ...streamTable(170, ['Description', 'Qty', 'Amount'], rows), ...columnText(310, 8)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toHaveLength(1 + rows.length);
    expect(ts[0]!.rows[0]).toEqual(['Description', 'Qty', 'Amount']);
  });

  it('a table in the right column keeps the running text of the left column beside it out of its rows', () => {
    const table = streamTable(170, ['Description', 'Qty', 'Amount'], rows, [310, 450, 540]);
    const ts = detectTables(page([...columnText(60, 8), ...columnText(170, 10, ['left']), ...table, ...columnText(310, 8)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[0]).toEqual(['Description', 'Qty', 'Amount']);
    expect(ts[0]!.rows).toHaveLength(1 + rows.length);
  });

  it('a table of long descriptions whose last rows have no amount keeps its descriptions (no column text above)', () => {
    const text = [
      ['Replacement of the heating in the north wing', 'Completed in March after an inspection', '12,400.00'],
      ['Renovation of the roof above the entrance hall', 'Postponed until the permit is granted', '8,150.00'],
      ['Painting of the stairwells and the corridors', 'Carried out by our team in the holidays', '3,975.50'],
      ['Installation of new windows in meeting rooms', 'Ordered in May with delivery in autumn', ''],
      ['Cleaning of the facade and of the inner court', 'Offers requested from three local firms', ''],
      ['Inspection of the fire doors on every floor', 'Planned for the first week of the year', ''],
    ];
    const words = text.flatMap((r, i) => line(200 + i * 15, [[r[0]!, 20], [r[1]!, 270], [r[2]!, 590, 'right']]));
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
    const first = ts[0]!.rows.find((r) => r.includes('12,400.00'));
    expect(first).toEqual(['Replacement of the heating in the north wing', 'Completed in March after an inspection', '12,400.00']);
  });
});

describe('block labels printed once for a block of rows', () => {
  // a header and 10 body rows 15 pt apart from y=215; the block label column at x=50, row labels at 130
  const labels = ['Lamps', 'Tyres', 'Pumps', 'Tools', 'Bells', 'Racks', 'Locks', 'Bags', 'Chains', 'Gloves'];
  const xs: [number, number, number, number] = [50, 130, 330, 450];
  const rowWords = () =>
    labels.flatMap((l, i) => line(215 + i * 15, [[l, xs[1]], [String(((i * 37) % 90) + 10), xs[2], 'right'], [`${((i * 53) % 97) + 1}.${i}0`, xs[3], 'right']]));
  const header = line(200, [['Group', xs[0]], ['Product', xs[1]], ['Units', xs[2], 'right'], ['Amount', xs[3], 'right']], true);
  const firstColumn = (rows: string[][]) => rows.slice(1).map((r) => r[0]);

  it('vertically centred on their blocks, they are read at each block\'s first row', () => {
    // blocks of 3, 2, 4 and 1 rows: labels on the middle row (odd) or between the two middle rows (even, a line of its own)
    const centred = [
      ...line(215 + 1 * 15, [['2021', xs[0]]]),
      ...line(215 + 3.5 * 15, [['2022', xs[0]]]),
      ...line(215 + 6.5 * 15, [['2023', xs[0]]]),
      ...line(215 + 9 * 15, [['2024', xs[0]]]),
    ];
    const ts = detectTables(page([...header, ...rowWords(), ...centred]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toHaveLength(11);
    expect(firstColumn(ts[0]!.rows)).toEqual(['2021', '', '', '2022', '', '2023', '', '', '', '2024']);
  });

  it('also when the last block runs on past the table (cut by a page break)', () => {
    // blocks of 3 and 3 rows, then a block of 6 of which 4 rows are on this page: its label centred on its 6 rows
    const centred = [...line(215 + 1 * 15, [['2021', xs[0]]]), ...line(215 + 4 * 15, [['2022', xs[0]]]), ...line(215 + 8.5 * 15, [['2023', xs[0]]])];
    const ts = detectTables(page([...header, ...rowWords(), ...centred]));
    expect(firstColumn(ts[0]!.rows)).toEqual(['2021', '', '', '2022', '', '', '2023', '', '', '']);
  });

  it('printed at each block\'s first row, they stay where they are', () => {
    const atTop = [...line(215, [['2021', xs[0]]]), ...line(215 + 3 * 15, [['2022', xs[0]]]), ...line(215 + 5 * 15, [['2023', xs[0]]])];
    const ts = detectTables(page([...header, ...rowWords(), ...atTop]));
    expect(firstColumn(ts[0]!.rows)).toEqual(['2021', '', '', '2022', '', '2023', '', '', '', '']);
  });

  it('a first column whose few labels do not give consistent blocks keeps its reading', () => {
    // labels on rows 2 and 3: the first block would have to end below the second label
    const odd = [...line(215 + 2 * 15, [['North', xs[0]]]), ...line(215 + 3 * 15, [['South', xs[0]]])];
    const ts = detectTables(page([...header, ...rowWords(), ...odd]));
    expect(firstColumn(ts[0]!.rows)).toEqual(['', '', 'North', 'South', '', '', '', '', '', '']);
  });
});

describe('dot leaders inside a cell', () => {
  it('the leader after the first line of a wrapped label is not text', async () => {
    const { stripLeaders } = await import('../src/tables/clean.js');
    expect(stripLeaders('Capital region .......... including the suburbs')).toBe('Capital region including the suburbs');
    expect(stripLeaders('Capital region . . . . . including the suburbs')).toBe('Capital region including the suburbs');
    // an ellipsis of three dots stays text
    expect(stripLeaders('and ... more')).toBe('and ... more');
  });
});

describe('a units row under the column labels', () => {
  const rows = bodyRows(8);
  const xs = [50, 300, 450];
  const header = line(200, [['Description', 50], ['Qty', 300, 'right'], ['Amount', 450, 'right']], true);

  it('spaced like the rows, one short entry under each value column, is a row of its own', () => {
    const units = line(215, [['units', 300, 'right'], ['EUR m', 450, 'right']]);
    const ts = detectTables(page([...header, ...units, ...streamTable(230, null, rows, xs)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[0]).toEqual(['Description', 'Qty', 'Amount']);
    expect(ts[0]!.rows[1]).toEqual(['', 'units', 'EUR m']);
    expect(ts[0]!.rows).toHaveLength(2 + rows.length);
  });

  it('also under labels with a block-label column and a row-label column, both left empty in the units row', () => {
    const head = line(200, [['Year', 20], ['Description', 80], ['Qty', 300, 'right'], ['Amount', 450, 'right']], true);
    const units = line(215, [['units', 300, 'right'], ['EUR m', 450, 'right']]);
    const body = rows.flatMap((r, i) => line(230 + i * 15, [...(i % 4 === 0 ? [[String(2020 + i / 4), 20] as [string, number]] : []), [r[0]!, 80], [r[1]!, 300, 'right'], [r[2]!, 450, 'right']]));
    const ts = detectTables(page([...head, ...units, ...body]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[1]).toEqual(['', '', 'units', 'EUR m']);
  });

  it('a row-label line right of a block-label column under it opens the body too', () => {
    const head = line(200, [['Year', 20], ['Description', 80], ['Qty', 300, 'right'], ['Amount', 450, 'right']], true);
    const units = line(215, [['units', 300, 'right'], ['EUR m', 450, 'right']]);
    // (a block running on from the previous page) a row label wrapped onto two lines set tighter than the rows, its
    // values at the last line
    const wrapped = [...line(230, [['Northern rural', 80]]), ...line(240, [['districts', 80], ['7', 300, 'right'], ['12.50', 450, 'right']])];
    const body = rows.flatMap((r, i) => line(255 + i * 15, [...(i % 4 === 3 ? [[String(2021 + (i - 3) / 4), 20] as [string, number]] : []), [r[0]!, 80], [r[1]!, 300, 'right'], [r[2]!, 450, 'right']]));
    const ts = detectTableStructures(page([...head, ...units, ...wrapped, ...body]));
    expect(ts).toHaveLength(1);
    // the labels and the units row are the header; the wrapped label's first line is not
    expect(ts[0]!.headerRows).toBe(2);
    expect(ts[0]!.rows[2]!.cells[1]!.text).toMatch(/^Northern rural/);
  });

  it('a first-column line under it (a wrapped label\'s first line) opens the body', () => {
    const units = line(215, [['units', 300, 'right'], ['EUR m', 450, 'right']]);
    const wrapped = line(230, [['Northern rural districts', 50]]);
    const ts = detectTables(page([...header, ...units, ...wrapped, ...streamTable(245, null, rows, xs)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[1]).toEqual(['', 'units', 'EUR m']);
    expect(ts[0]!.rows[2]![0]).toMatch(/^Northern rural districts/);
  });

  it('labels set on two lines spaced like the rows, the first column\'s too, stay one header row', () => {
    const second = line(215, [['of the item', 50], ['(units)', 300, 'right'], ['in EUR', 450, 'right']], true);
    const ts = detectTables(page([...header, ...second, ...streamTable(230, null, rows, xs)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[0]).toEqual(['Description of the item', 'Qty (units)', 'Amount in EUR']);
    expect(ts[0]!.rows).toHaveLength(1 + rows.length);
  });
});
