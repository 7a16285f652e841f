/**
 * Table rules found by the seventeenth round (real table documents from the test and sample sets of document
 * parsers, scored under the ICDAR 2013 per-table rule), each on invented pages: the layouts that failed, and
 * look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables } from '../src/tables/index.js';
import type { Ruling, Word } from '../src/types.js';
import { line, page } from './support/table-pages.js';

/** a grid of `n` rows from `top`, a rule under every row and column rules from top to bottom */
function grid(top: number, n: number, pitch: number, edges: number[]): Ruling[] {
  const bottom = top + n * pitch;
  const out: Ruling[] = [];
  for (let i = 0; i <= n; i++) out.push({ x0: edges[0]!, y0: top + i * pitch, x1: edges[edges.length - 1]!, y1: top + i * pitch });
  for (const x of edges) out.push({ x0: x, y0: top, x1: x, y1: bottom });
  return out;
}

const xs = [52, 200, 330, 420, 500];
const edges = [48, 190, 320, 410, 490, 560];
const rowsOf = (names: string[]) =>
  names.map((n, i) => [n, `Port ${String.fromCharCode(65 + i)}${'abcdefgh'[i % 8]}ley`, String(1200 + ((i * 7919) % 90000)), `${(i * 3.7 + 1).toFixed(1)}%`, String(2010 + (i % 12))]);
const wordsOf = (rows: string[][], top: number, pitch: number): Word[] =>
  rows.flatMap((r, i) => line(top + i * pitch + 3, r.map((t, k): [string, number] => [t, xs[k]!])));

describe('rows of a ruled table running on unruled below its grid', () => {
  const pitch = 18;
  const top = 100;
  const ruled = rowsOf(['Ashford', 'Brindle', 'Corran', 'Dunmere', 'Eskwater', 'Farrow', 'Glenmoor', 'Hexley']);
  const below = rowsOf(['Ivel', 'Jarrow', 'Kestle']);
  const rulings = grid(top, ruled.length, pitch, edges);
  const bottom = top + ruled.length * pitch;

  it('appends the unruled rows to the ruled table', () => {
    const ts = detectTables(page([...wordsOf(ruled, top, pitch), ...wordsOf(below, bottom, pitch)], rulings));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([...ruled, ...below]);
  });

  it('must not: a table of other columns below the grid stays a table of its own', () => {
    const other = [
      ['Total ports', '1842'],
      ['Total berths', '77310'],
      ['Total cranes', '512'],
    ].flatMap((r, i) => line(bottom + 6 + i * pitch, [[r[0]!, 52], [r[1]!, 260]]));
    const ts = detectTables(page([...wordsOf(ruled, top, pitch), ...other], rulings));
    expect(ts[0]!.rows).toEqual(ruled);
  });

  it('must not: a table far below the grid stays a table of its own', () => {
    const ts = detectTables(page([...wordsOf(ruled, top, pitch), ...wordsOf(below, bottom + 80, pitch)], rulings));
    expect(ts[0]!.rows).toEqual(ruled);
  });
});

describe('a page footer printed over the rows of a table', () => {
  const pitch = 18;
  const top = 600;
  const body = rowsOf(['Ivel', 'Jarrow', 'Kestle', 'Lanmouth', 'Mereford']);
  const rows = wordsOf(body, top, pitch);

  it('drops the footer from the rows', () => {
    // set from the page's foot, over the second and third rows
    const footer = line(top + pitch + 12, [['Harbour Statistics, Page 3 of 6', 180]]);
    const ts = detectTables(page([...rows, ...footer]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(body);
  });

  it('must not: a row naming a page on a line of its own stays a row', () => {
    const all = [...body.slice(0, 2), ['', 'Harbour Statistics, Page 3 of 6', '', '', ''], ...body.slice(2)];
    const ts = detectTables(page(wordsOf(all, top, pitch)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(all);
  });
});

describe('a table in one column of a two-column page, running text in the other on lines of its own pitch', () => {
  const body = [
    ['Harbour dues', '1,204', '1,118'],
    ['Pilotage', '877', '902'],
    ['Berth rental', '2,310', '2,045'],
    ['Cargo handling', '5,482', '5,160'],
    ['Storage fees', '640', '588'],
    ['Total revenue', '10,513', '9,813'],
  ];
  const prose = [
    'The board reviewed the tariff schedule in the spring and agreed',
    'that the dues for small craft would stay where they were for',
    'another season while the new quay is built and the older berths',
    'are brought back into service after the winter storms had closed',
    'them. These costs primarily reflect the repairs from 2019 through',
    '2022 and other changes in the harbour plan. A portion is also',
    'attributable to the differences between expected and actual',
    'tonnage, which are being spread over future seasons. The dues',
  ];
  const tableWords = (top: number) => [
    ...line(top, [['2024', 205, 'right'], ['2023', 255, 'right']]),
    ...body.flatMap((r, i) => line(top + (i + 1) * 13, [[r[0]!, 50], [r[1]!, 205, 'right'], [r[2]!, 255, 'right']])),
  ];

  it('reads the table alone, without the text beside it', () => {
    // the text's lines set 11 pt apart, the table's rows 13 pt apart: each row's words overlap a text line's
    const text = [...prose, ...prose.slice(0, 4)].flatMap((t, i) => line(163 + i * 11, [[t, 273]]));
    const intro = [
      ...line(163, [['charges on the older berths.', 50]]),
      ...line(179, [['The harbour revenue by kind of charge', 50]]),
      ...line(190, [['was as follows (in thousands):', 50]]),
    ];
    const ts = detectTables(page([...intro, ...tableWords(205), ...text]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([['', '2024', '2023'], ...body]);
  });

  it('must not: a table whose long descriptions stand on its figures\' lines stays whole', () => {
    const rows = body.map((r, i) => [prose[i]!.split(' ').slice(0, 4).join(' '), r[1]!, r[2]!]);
    const words = rows.flatMap((r, i) => line(213 + i * 13, [[r[0]!, 50], [r[1]!, 330, 'right'], [r[2]!, 380, 'right']]));
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rows);
  });
});

describe('a long section heading ending in a colon inside a table set in a narrow page column', () => {
  const above = [
    ['Harbour dues', '1,204', '1,118'],
    ['Pilotage', '877', '902'],
    ['Berth rental', '2,310', '2,045'],
    ['Net amount recorded', '4,391', '4,065'],
  ];
  const below = [
    ['Quay assets', '827', '1'],
    ['Current obligations', '(32)', '(24)'],
    ['Noncurrent obligations', '(518)', '(658)'],
    ['Net amount recorded', '277', '(681)'],
  ];
  const rowWords = (rows: string[][], top: number) =>
    rows.flatMap((r, i) => line(top + i * 12, [[r[0]!, 50], [r[1]!, 230, 'right'], [r[2]!, 290, 'right']]));

  it('keeps the rows above and below the heading in one table', () => {
    const heading = 'Amounts held in the harbour balance sheets:';
    const words = [...rowWords(above, 200), ...line(248, [[heading, 50]]), ...rowWords(below, 260)];
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([...above, [heading, '', ''], ...below]);
  });

  it('must not: a wide line of prose without a colon still ends the table', () => {
    const prose = 'The amounts held in the harbour balance sheets follow';
    const words = [...rowWords(above, 200), ...line(248, [[prose, 50]]), ...rowWords(below, 260)];
    const ts = detectTables(page(words));
    expect(ts.some((t) => t.rows.some((r) => r[0] === prose))).toBe(false);
  });
});
