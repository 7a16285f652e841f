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

describe('a schedule by year in one page column, running text and a small table in the other', () => {
  // a two-column report page: the left column's table labels its rows with years ("2031  $ 44  $ 1,368"); the right
  // column runs on beside it with a paragraph and then a small table of its own
  const prose = 'the weighted average fair value of the grants made in the year was set at';
  const left: [number, [string, number, 'right'?][]][] = [
    [178, [['Owned', 268, 'right'], ['Leased', 310, 'right']]],
    [190, [['2031', 66], ['44', 268, 'right'], ['1,368', 310, 'right']]],
    [202, [['2032', 66], ['125', 268, 'right'], ['1,285', 310, 'right']]],
    [214, [['2033', 66], ['102', 268, 'right'], ['1,192', 310, 'right']]],
    [226, [['2034', 66], ['11', 268, 'right'], ['1,155', 310, 'right']]],
    [238, [['2035', 66], ['11', 268, 'right'], ['1,045', 310, 'right']]],
    [250, [['Thereafter', 66], ['238', 268, 'right'], ['8,342', 310, 'right']]],
    [262, [['531', 268, 'right'], ['14,387', 310, 'right']]],
    [274, [['Less interest', 66], ['109', 268, 'right']]],
    [286, [['Present value', 66], ['422', 268, 'right']]],
  ];
  const right: [number, [string, number, 'right'?][]][] = [
    [178, [[prose, 330]]],
    [190, [[prose, 330]]],
    [202, [[prose, 330]]],
    [214, [[prose, 330]]],
    [262, [['2025', 480, 'right'], ['2024', 525, 'right'], ['2023', 570, 'right']]],
    [274, [['Dividend yield', 330], ['1.2%', 480, 'right'], ['0%', 525, 'right'], ['0%', 570, 'right']]],
    [286, [['Expected volatility', 330], ['35%', 480, 'right'], ['30%', 525, 'right'], ['35%', 570, 'right']]],
    [298, [['Risk-free rate', 330], ['4.0%', 480, 'right'], ['4.7%', 525, 'right'], ['6.4%', 570, 'right']]],
  ];
  const words = [...left, ...right].flatMap(([y, cells]) => line(y, cells));

  it('cuts the region at the page columns’ gutter: the schedule is a table of its own', () => {
    const ts = detectTables(page(words));
    const schedule = ts.find((t) => t.rows.some((r) => r[0] === '2031'));
    expect(schedule).toBeDefined();
    expect(schedule!.rows.flat().some((c) => c.includes('Dividend') || c.includes('weighted'))).toBe(false);
    expect(schedule!.rows.slice(0, 3)).toEqual([['', 'Owned', 'Leased'], ['2031', '44', '1,368'], ['2032', '125', '1,285']]);
  });

  it('ends the schedule at its last row: the page column’s paragraph going on below it is no row', () => {
    // the left column's paragraph starts beside the right table's last row; the right column's text runs on beside
    // some of its lines, and a heading of the left column ends the region
    const para = 'payments under the leveraged leases are set to be';
    const text = 'the exercise price of the option at grant';
    const below: [number, [string, number, 'right'?][]][] = [
      [298, [[para, 66]]],
      [310, [[para, 66]]],
      [322, [[para, 66], [text, 330]]],
      [334, [[para, 66]]],
      [346, [[para, 66], [text, 330]]],
      [362, [['NOTE 8: LEASES', 66], [text, 330]]],
    ];
    const ts = detectTables(page([...words, ...below.flatMap(([y, cells]) => line(y, cells))]));
    const schedule = ts.find((t) => t.rows.some((r) => r[0] === '2031'));
    expect(schedule).toBeDefined();
    expect(schedule!.rows[schedule!.rows.length - 1]).toEqual(['Present value', '422', '']);
  });

  it('must not: a wide table whose year rows run on across a gutter is not cut', () => {
    const body = [
      ['2031', '1,348', '636', '240', '2,459'],
      ['2032', '1,716', '509', '266', '2,947'],
      ['2033', '1,672', '489', '287', '2,882'],
      ['2034', '1,205', '702', '233', '2,511'],
    ];
    const xs = [66, 200, 260, 400, 460];
    const wide = [
      ...line(100, [['East', 200, 'right'], ['West', 260, 'right'], ['North', 400, 'right'], ['Total', 460, 'right']]),
      ...body.flatMap((r, i) => line(112 + 12 * i, r.map((t, k): [string, number, 'right'?] => (k === 0 ? [t, xs[k]!] : [t, xs[k]!, 'right'])))),
    ];
    const ts = detectTables(page(wide));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.slice(1)).toEqual(body);
  });
});
