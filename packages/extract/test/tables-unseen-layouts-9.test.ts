/**
 * Table rules found by the ninth round (real table documents from public test suites, scored under the ICDAR 2013
 * per-table rule), each on invented pages: the layouts that failed, and look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables } from '../src/tables/index.js';
import type { Word } from '../src/types.js';
import { line, page, word } from './support/table-pages.js';

const WORDS = 'the survey covered every office and the results were compared with those of the previous period while most indicators moved within the expected range and only a few offices reported changes worth a closer look in the coming months'.split(' ');

/** A line of running text set justified from x0 to x1: words from `from` on, as many as fit, spread to fill the measure. */
function justified(top: number, x0: number, x1: number, from: number): Word[] {
  const tokens: string[] = [];
  let width = -3;
  for (let i = from; ; i++) {
    const t = WORDS[i % WORDS.length]!;
    if (width + 3 + t.length * 5 > x1 - x0) break;
    tokens.push(t);
    width += 3 + t.length * 5;
  }
  const widths = tokens.map((t) => t.length * 5);
  const gap = (x1 - x0 - widths.reduce((a, b) => a + b, 0)) / (tokens.length - 1);
  const out: Word[] = [];
  let x = x0;
  tokens.forEach((t, i) => {
    out.push(word(t, x, top));
    x += widths[i]! + gap;
  });
  return out;
}

/** Two columns of justified running text (50–290 and 310–550), `n` lines from `top`, 12 pt apart. */
function twoColumns(top: number, n: number): Word[] {
  return Array.from({ length: n }, (_, i) => [...justified(top + 12 * i, 50, 290, 3 * i), ...justified(top + 12 * i, 310, 550, 3 * i + 11)]).flat();
}

describe('a table at the foot of one page column, running text beside it in the other', () => {
  // a two-column page of prose; at its foot the left column holds a two-column table (chemical / supplier) and
  // the right column goes on with justified running text: no column text below the table, so the text beside it
  // was read as the table's third column (or the table was not reported at all)
  const rows = [
    ['Component', 'Supplier'],
    ['Ethanol (96%)', 'Northfield Ltd'],
    ['Acetic acid (98%)', 'Eastbrook'],
    ['Nitric acid (65%)', 'Northfield Ltd'],
    ['Sodium hydroxide', 'Eastbrook'],
    ['Urea (99%)', 'Westmoor'],
    ['Methylene blue', 'Northfield Ltd'],
  ];
  const top = 400;
  const table = rows.flatMap((r, i) => line(top + 13 * i, [[r[0]!, 50], [r[1]!, 180]]));
  const beside = rows.flatMap((_, i) => justified(top + 13 * i, 310, 550, 5 * i + 2));

  it('is read as its own rows, the running text left out', () => {
    const ts = detectTables(page([...twoColumns(100, 20), ...table, ...beside]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rows);
  });

  it('the same when the text beside it starts a paragraph (first line indented)', () => {
    const indented = [...justified(top, 322, 550, 40), ...rows.slice(1).flatMap((_, i) => justified(top + 13 * (i + 1), 310, 550, 5 * i + 2))];
    const ts = detectTables(page([...twoColumns(100, 20), ...table, ...indented]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rows);
  });

  it('a full-width table under the text keeps a description column that starts where the right column does', () => {
    // descriptions of five or more words, set ragged (not justified) at the right column's left edge
    const descr = [
      ['Item', 'Amount', 'Description'],
      ['North wing', '12,400.00', 'heating replaced in march after inspection'],
      ['Entrance', '8,150.00', 'roof renovation postponed until the permit'],
      ['Stairwells', '3,975.50', 'painting carried out during the holidays'],
      ['Windows', '2,210.00', 'new frames ordered in may for autumn'],
    ];
    const words = descr.flatMap((r, i) => line(top + 13 * i, [[r[0]!, 50], [r[1]!, 250, 'right'], [r[2]!, 310]]));
    const ts = detectTables(page([...twoColumns(100, 20), ...words]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(descr);
  });
});

describe('a table in one page column beside running text, on a page without two-column text blocks', () => {
  // the left column holds a table of parameters and values, the right column justified running text that goes on
  // below the table; the rest of the page is figures, so no line has running text in both columns
  const rows = [
    ['Model', 'Parameter', 'Value'],
    ['Linear', 'slope', '0.396'],
    ['', 'intercept', '3.274'],
    ['', 'fit', '0.891'],
    ['Power', 'exponent', '2.52'],
    ['', 'scale', '26.42'],
    ['', 'fit', '0.970'],
  ];
  const top = 100;
  const table = rows.flatMap((r, i) => line(top + 13 * i, [[r[0]!, 50], [r[1]!, 130], [r[2]!, 280, 'right']]));
  const text = Array.from({ length: rows.length + 4 }, (_, i) => justified(top + 13 * i, 310, 550, 6 * i + 1)).flat();

  it('is read as its own rows, the text column beside it left out', () => {
    const ts = detectTables(page([...table, ...text]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rows);
  });

  it('a table whose last column holds long descriptions set ragged keeps them', () => {
    const descr = [
      ['Item', 'Amount', 'Remarks on the work'],
      ['North wing', '12,400.00', 'heating replaced in march after the yearly inspection'],
      ['Entrance', '8,150.00', 'roof renovation postponed until the permit'],
      ['Stairwells', '3,975.50', 'painting carried out during the long summer holidays'],
      ['Windows', '2,210.00', 'new frames ordered in may for the autumn'],
      ['Cellar', '1,050.00', 'drainage checked by the local firm twice a year'],
      ['Garden', '640.00', 'hedges cut and all the paths cleaned again'],
    ];
    const words = descr.flatMap((r, i) => line(top + 13 * i, [[r[0]!, 50], [r[1]!, 250, 'right'], [r[2]!, 310]]));
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(descr);
  });
});

describe('running text beside a table whose header stands above the text', () => {
  // the header lines of a table in the right page column stand higher than the running text of the left column,
  // whose first line falls between the header and the first body row
  const header = ['Group', 'Country', 'Count', 'Share'];
  const body = [
    ['North', 'Estonia', '873', '3.6'],
    ['', 'Croatia', '712', '9.7'],
    ['', 'Portugal', '413', '4.8'],
    ['South', 'Greece', '522', '6.1'],
    ['', 'Malta', '460', '2.2'],
    ['', 'Cyprus', '272', '1.2'],
  ];
  const cells = (r: string[]): [string, number, 'right'?][] => [[r[0]!, 330], [r[1]!, 390], [r[2]!, 500, 'right'], [r[3]!, 560, 'right']];
  const words: Word[] = [...line(100, cells(header))];
  words.push(...justified(108, 50, 290, 0));
  body.forEach((r, i) => {
    words.push(...line(118 + 13 * i, cells(r)));
    words.push(...justified(118 + 13 * i, 50, 290, 7 * i + 3));
  });

  it('keeps its header: the table does not start anew at the first row beside the text', () => {
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([header, ...body]);
  });
});
