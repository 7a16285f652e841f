/**
 * Table rules found by the fifteenth round (real table documents from the sample sets of table extractors and
 * a monitoring report, scored under the ICDAR 2013 per-table rule), each on invented pages: the layouts that
 * failed, and look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables } from '../src/tables/index.js';
import { line, page } from './support/table-pages.js';

describe('a column of record numbers under a heading set on two lines', () => {
  // record numbers 1, 2, 3 … step evenly like an axis's ticks; the two heading lines above them made the column
  // fall short of the share of numbers that lets a column of words beside it show they number records
  const xs = [50, 120, 230, 340];
  const body = [
    ['1', 'Marrowfield', 'Clay', 'North'],
    ['2', 'Oakhurst', 'Loam', 'East'],
    ['3', 'Pinebrook', 'Sand', 'South'],
    ['4', 'Quillmoor', 'Peat', 'West'],
    ['5', 'Ravensend', 'Silt', 'North'],
  ];
  const words = [
    ...line(100, [['Plot', xs[0]!], ['Farm', xs[1]!], ['Soil', xs[2]!], ['Sector', xs[3]!]], true),
    ...line(112, [['No.', xs[0]!], ['name', xs[1]!], ['type', xs[2]!], ['code', xs[3]!]], true),
    ...body.flatMap((r, i) => line(130 + 15 * i, r.map((t, k): [string, number] => [t, xs[k]!]))),
  ];

  it('reads the table, its two heading lines as one header row', () => {
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([['Plot No.', 'Farm name', 'Soil type', 'Sector code'], ...body]);
  });

  it('must not: two columns of evenly stepping ticks under two-line headings are still chart axes', () => {
    const ticks = ['100', '80', '60', '40', '20', '0'];
    const axes = [
      ...line(100, [['Output', 50], ['Share', 400]]),
      ...line(112, [['tonnes', 50], ['per cent', 400]]),
      ...ticks.flatMap((t, i) => line(130 + 30 * i, [[t, 50], [String(Number(t) / 2), 400]])),
    ];
    expect(detectTables(page(axes))).toHaveLength(0);
  });
});
