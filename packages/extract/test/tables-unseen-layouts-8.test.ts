/**
 * Table rules found by the eighth round (real table documents from public test suites, scored under the ICDAR 2013
 * per-table rule), each on invented pages: the layouts that failed, and look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { looksLikeChartAxes } from '../src/tables/cells.js';
import { detectTables } from '../src/tables/index.js';
import type { Ruling, Word } from '../src/types.js';
import { line, page } from './support/table-pages.js';

const hRule = (y: number, x0: number, x1: number): Ruling => ({ x0, y0: y, x1, y1: y });
const vRule = (x: number, y0: number, y1: number): Ruling => ({ x0: x, y0, x1: x, y1 });

describe('a grid of numbers stepping evenly down its columns and along its rows', () => {
  // a seat plan: row r, seat s is numbered 100 + 20 r + 4 s; five columns of right-set numbers, no rules
  const xs = [120, 200, 280, 360, 440];
  const grid = Array.from({ length: 6 }, (_, r) => xs.map((_, s) => String(100 + 20 * r + 4 * s)));
  const words: Word[] = [];
  grid.forEach((row, r) => words.push(...line(100 + 18 * r, row.map((t, k): [string, number, 'right'] => [t, xs[k]!, 'right']))));

  it('is a table (every column and every row steps: no chart axis does both)', () => {
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(grid);
  });

  it('side-by-side chart panels repeating the same ticks are still axes', () => {
    const ticks = ['100', '80', '60', '40', '20', '0'];
    expect(looksLikeChartAxes([ticks, ticks, ticks])).toBe(true);
    // a lone axis, and an axis beside a column of bar values stepping too
    expect(looksLikeChartAxes([ticks])).toBe(true);
    expect(looksLikeChartAxes([ticks, ['50', '40', '30', '20', '10', '0']])).toBe(true);
  });
});

describe('a ruled table of records keyed by years, with text columns beside them', () => {
  // Year | Rating | Meaning | Agency: years stepping down one column, words in the others, every cell ruled
  const xs = [60, 120, 180, 400, 540];
  const rowsText = [
    ['Year', 'Rating', 'Meaning', 'Agency'],
    ['2023', 'AA', 'Strong capacity to repay', 'First agency'],
    ['2022', 'AA', 'Strong capacity to repay', 'First agency'],
    ['2021', 'A', 'Adequate capacity to repay', 'Second agency'],
    ['2020', 'A', 'Adequate capacity to repay', 'Second agency'],
  ];
  const tops = rowsText.map((_, i) => 100 + 24 * i);
  const words: Word[] = [];
  rowsText.forEach((r, i) => words.push(...line(tops[i]! + 6, r.map((t, k): [string, number] => [t, xs[k]! + 5]))));
  const bottom = tops[tops.length - 1]! + 24;
  const rulings: Ruling[] = [...tops, bottom].map((y) => hRule(y, xs[0]!, xs[4]!)).concat(xs.map((x) => vRule(x, tops[0]!, bottom)));

  it('is a table: the years number records, they are no axis', () => {
    const ts = detectTables(page(words, rulings));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rowsText);
  });

  it('years beside a column with words on one or two rows only (a legend) are still axes', () => {
    const years = ['2020', '2021', '2022', '2023', '2024'];
    expect(looksLikeChartAxes([years, ['Sales', '', '', 'Costs', '']])).toBe(true);
    expect(looksLikeChartAxes([years, ['12,000', '10,000', '8,000', '6,000', '4,000']])).toBe(true);
  });
});

describe('a ruled table whose row rules were not read (dotted lines): one tall row of evenly spaced lines', () => {
  // Town | Count | Size | Population: a frame and column rules, a header rule, then no rule between the rows;
  // the lines follow each other at the usual line spacing (no blank line between logical rows)
  const xs = [60, 220, 300, 400, 520];
  const body = [
    ['Northfield', '1', 'small', '1.357'],
    ['Eastbrook', '1', 'small', '2.713'],
    ['Westmoor', '1', 'large', '53.402'],
    ['Southgate', '1', 'small', '883'],
    ['Old Harbour', '1', 'small', '3.092'],
  ];
  const header = ['Town', 'Count', 'Size', 'Population'];
  const words: Word[] = [...line(104, header.map((t, k): [string, number] => [t, xs[k]! + 5]))];
  body.forEach((r, i) => words.push(...line(126 + 13 * i, r.map((t, k): [string, number] => [t, xs[k]! + 5]))));
  const bottom = 126 + 13 * body.length + 6;
  const rulings: Ruling[] = [hRule(100, xs[0]!, xs[4]!), hRule(120, xs[0]!, xs[4]!), hRule(bottom, xs[0]!, xs[4]!), ...xs.map((x) => vRule(x, 100, bottom))];

  it('every line is a row: each holds one key and one number', () => {
    const ts = detectTables(page(words, rulings));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([header, ...body]);
  });

  it('a key wrapped over three lines beside one number stays one row', () => {
    const wrapped: Word[] = [...line(104, header.map((t, k): [string, number] => [t, xs[k]! + 5]))];
    wrapped.push(...line(126, [['The old town', xs[0]! + 5], ['1', xs[1]! + 5], ['small', xs[2]! + 5], ['1.357', xs[3]! + 5]]));
    wrapped.push(...line(139, [['by the river', xs[0]! + 5]]));
    wrapped.push(...line(152, [['and its port', xs[0]! + 5]]));
    const b = 152 + 19;
    const ts = detectTables(page(wrapped, [hRule(100, xs[0]!, xs[4]!), hRule(120, xs[0]!, xs[4]!), hRule(b, xs[0]!, xs[4]!), ...xs.map((x) => vRule(x, 100, b))]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([header, ['The old town by the river and its port', '1', 'small', '1.357']]);
  });
});

describe('a ruled table with cells spanning rows and columns', () => {
  // Route | Vehicle | Note: the note is one cell spanning the three rows; the last row's label spans the first two
  // columns. Each cell is boxed by its own rules.
  const xs = [60, 160, 300, 460];
  const tops = [100, 120, 140, 160];
  const words: Word[] = [
    ...line(104, [['Route 1', 65], ['Bus', 165], ['Runs daily', 305]]),
    ...line(124, [['Route 2', 65], ['Bus', 165]]),
    ...line(144, [['All routes together', 65]]),
  ];
  const rulings: Ruling[] = [
    hRule(100, xs[0]!, xs[3]!),
    hRule(120, xs[0]!, xs[2]!),
    hRule(140, xs[0]!, xs[2]!),
    hRule(160, xs[0]!, xs[3]!),
    vRule(xs[0]!, tops[0]!, tops[3]!),
    vRule(xs[1]!, tops[0]!, tops[2]!),
    vRule(xs[2]!, tops[0]!, tops[3]!),
    vRule(xs[3]!, tops[0]!, tops[3]!),
  ];

  it('rows repeating the first words of the row above, and a cell wider than the one above, are rows of their own', () => {
    const ts = detectTables(page(words, rulings));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([
      ['Route 1', 'Bus', 'Runs daily'],
      ['Route 2', 'Bus', ''],
      ['All routes together', '', ''],
    ]);
  });
});

describe('an unruled table of tall rows: one line per row, the rows far apart at a regular pitch', () => {
  // four columns of text cells, a row every 48 pt (four line heights of blank between rows); the third row's last
  // cell wraps onto a second line
  const xs = [60, 170, 280, 390];
  const cells = (r: number) => xs.map((_, k) => `Cell ${r + 1}.${k + 1}`);
  const words: Word[] = [];
  for (let r = 0; r < 5; r++) words.push(...line(100 + 48 * r, xs.map((x, k): [string, number] => [cells(r)[k]!, x])));
  words.push(...line(100 + 48 * 2 + 12, [['and more', xs[3]!]]));

  it('is one table: the rows repeat one column layout at a regular pitch', () => {
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
    const expected = [0, 1, 2, 3, 4].map(cells);
    expected[2]![3] += ' and more';
    expect(ts[0]!.rows).toEqual(expected);
  });

  it('two blocks of the same layout with a wide gap between them are not one table', () => {
    const blocks: Word[] = [];
    const tops = [100, 115, 130, 145, 250, 265, 280, 295];
    tops.forEach((y, r) => blocks.push(...line(y, xs.map((x, k): [string, number] => [`Item ${r + 1}.${k + 1}`, x]))));
    const ts = detectTables(page(blocks));
    expect(ts).toHaveLength(2);
  });
});
