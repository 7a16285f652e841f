/**
 * Table rules found by the sixteenth round (real table documents from the test and sample sets of document
 * parsers, scored under the ICDAR 2013 per-table rule), each on invented pages: the layouts that failed, and
 * look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables } from '../src/tables/index.js';
import type { Ruling, Word } from '../src/types.js';
import { line, page } from './support/table-pages.js';

/**
 * a grid whose first rule runs under the header line: a rule under every row and column rules from that first rule
 * down (the header printed above the grid, unruled)
 */
function openTopGrid(top: number, n: number, pitch: number, edges: number[]): Ruling[] {
  const bottom = top + n * pitch;
  const out: Ruling[] = [];
  for (let i = 0; i <= n; i++) out.push({ x0: edges[0]!, y0: top + i * pitch, x1: edges[edges.length - 1]!, y1: top + i * pitch });
  for (const x of edges) out.push({ x0: x, y0: top, x1: x, y1: bottom });
  return out;
}

describe('a header line printed unruled right above a grid that starts under it', () => {
  const xs = [52, 200, 330, 420, 500];
  const body = [
    ['Ashford', 'Kellmoor', '48211', '12.5%', '2019'],
    ['Brindle', 'Oster Vale', '7730', '3.1%', '2020'],
    ['Corran', 'Tallow Bay', '120455', '28.0%', '2018'],
    ['Dunmere', 'Hollins', '3302', '0.9%', '2021'],
    ['Eskwater', 'Fenwick', '65120', '17.4%', '2017'],
  ];
  const top = 140;
  const pitch = 18;
  const bodyWords = body.flatMap((r, i) => line(top + i * pitch + 3, r.map((t, k): [string, number] => [t, xs[k]!])));
  const rulings = openTopGrid(top, body.length, pitch, [48, 190, 320, 410, 490, 560]);

  it('reads the header line as the table’s first row', () => {
    const header = line(top - 14, [['Region', xs[0]!], ['Seat', xs[1]!], ['Residents', xs[2]!], ['Share', xs[3]!], ['Year', xs[4]!]]);
    const ts = detectTables(page([...header, ...bodyWords], rulings));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([['Region', 'Seat', 'Residents', 'Share', 'Year'], ...body]);
  });

  it('must not: a caption line above the grid stays out of the table', () => {
    const caption = line(top - 14, [['Table 3. Residents of the regions by seat', xs[0]!]]);
    const ts = detectTables(page([...caption, ...bodyWords], rulings));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(body);
  });

  it('must not: a line of figures above the grid is no header', () => {
    const figures = line(top - 14, [['Totals', xs[0]!], ['', xs[1]!], ['244818', xs[2]!], ['61.9%', xs[3]!], ['2021', xs[4]!]]);
    const ts = detectTables(page([...figures, ...bodyWords], rulings));
    expect(ts.some((t) => t.rows[0]![2] === '244818')).toBe(false);
  });
});

describe('one row of figures under a line of headings, between paragraphs', () => {
  // a vote's result printed as a heading line over one line of counts, with running text above and below
  const para = (top: number, text: string) => line(top, [[text, 50]]);
  const xs = [90, 220, 350, 470];
  const heads: [string, number][] = [['In favour', xs[0]!], ['Opposed', xs[1]!], ['Withheld', xs[2]!], ['Not voting', xs[3]!]];
  const counts: [string, number][] = [['41,206,310', xs[0]!], ['2,118,904', xs[1]!], ['96,415', xs[2]!], ['3,540,002', xs[3]!]];
  const around = [
    ...para(100, 'Motion 2 The advisory resolution on the harbour levy was carried as set out below, with the counts'),
    ...para(112, 'certified by the returning officer.'),
    ...para(170, 'Motion 3 The proposal to renew the dredging contract was carried as set out below by the members.'),
  ];

  it('reads the headings and the counts as a table of two rows', () => {
    const ts = detectTables(page([...around, ...line(130, heads), ...line(143, counts)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([heads.map((h) => h[0]), counts.map((c) => c[0])]);
  });

  it('must not: headings over a line of words (a signature block, a form) are no table', () => {
    const words: [string, number][] = [['Harbour Master', xs[0]!], ['Town Clerk', xs[1]!], ['Treasurer', xs[2]!], ['Chair', xs[3]!]];
    expect(detectTables(page([...around, ...line(130, heads), ...line(143, words)]))).toHaveLength(0);
  });

  it('must not: figures standing away from the headings above them are no table', () => {
    const shifted: [string, number][] = counts.map(([t, x]) => [t, x + 60]);
    expect(detectTables(page([...around, ...line(130, heads), ...line(143, shifted)]))).toHaveLength(0);
  });
});
