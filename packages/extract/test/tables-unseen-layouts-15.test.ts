/**
 * Table rules found by the fifteenth round (real table documents from the sample sets of table extractors and
 * a monitoring report, scored under the ICDAR 2013 per-table rule), each on invented pages: the layouts that
 * failed, and look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables } from '../src/tables/index.js';
import type { Ruling, Word } from '../src/types.js';
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

describe('a bulleted list whose items wrap back to the margin', () => {
  // the bullet stands at the margin and the item's second line starts under it (no hanging indent): the lines
  // read as a mark column beside a text column, with the wrapped lines spanning both
  const items: [string, string?][] = [
    ['harbour charter of the', 'northern district;'],
    ['water board rules;'],
    ['ferry inspection standard,', 'third reading;'],
    ['canal works guidance', 'for contractors;'],
  ];
  const build = (mark: (i: number) => string) => {
    const words: Word[] = [];
    let y = 100;
    items.forEach(([first, wrapped], i) => {
      words.push(...line(y, [[mark(i), 60], [first, 90]]));
      y += 14;
      if (wrapped) {
        words.push(...line(y, [[wrapped, 60]]));
        y += 14;
      }
    });
    return page(words);
  };

  it('is no table', () => {
    expect(detectTables(build(() => '\u2022'))).toHaveLength(0);
  });

  it('must not: a mark column whose lines at the margin stand under no mark (figures beside labels) stays a table', () => {
    const words = [
      ...line(100, [['Boiler room inspected and signed off', 60], ['4', 400]]),
      ...line(114, [['\u2022', 60], ['Valves', 90], ['12', 400]]),
      ...line(128, [['\u2022', 60], ['Gauges', 90], ['7', 400]]),
      ...line(142, [['Pump house inspected and signed off', 60], ['9', 400]]),
      ...line(156, [['\u2022', 60], ['Filters', 90], ['15', 400]]),
      ...line(170, [['\u2022', 60], ['Seals', 90], ['3', 400]]),
    ];
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
  });
});

describe('header labels centred on the header height', () => {
  // one-line labels ("Region", "Change") set halfway between the two lines of the two-line labels
  const xs = [50, 170, 270, 370];
  const body = [
    ['Ashdown', '41', '36', '5'],
    ['Brackley', '17', '22', '-5'],
    ['Carnford', '63', '58', '5'],
    ['Dunmere', '8', '11', '-3'],
    ['Elsworth', '29', '24', '5'],
  ];
  const headerLines = (top: number, pitch: number) => [
    ...line(top, [['Cases this', xs[1]!], ['Cases last', xs[2]!]]),
    ...line(top + pitch, [['Region', xs[0]!], ['Change', xs[3]!]]),
    ...line(top + 2 * pitch, [['week', xs[1]!], ['week', xs[2]!]]),
  ];
  const bodyWords = (top: number) => body.flatMap((r, i) => line(top + 16 * i, r.map((t, k): [string, number] => [t, xs[k]!])));
  const expected = [['Region', 'Cases this week', 'Cases last week', 'Change'], ...body];

  it('reads them as one header row above a ruled body', () => {
    const top = 126;
    const bottom = top + 16 * body.length;
    const edges = [45, 150, 250, 350, 420];
    const rulings: Ruling[] = [
      ...Array.from({ length: body.length + 1 }, (_, i) => ({ x0: edges[0]!, y0: top + 16 * i, x1: edges[4]!, y1: top + 16 * i })),
      ...edges.map((x) => ({ x0: x, y0: top, x1: x, y1: bottom })),
    ];
    const ts = detectTables(page([...headerLines(100, 7), ...bodyWords(top + 2)], rulings));

    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(expected);
  });

  it('must not: the same lines spaced like rows above the ruled body are not joined', () => {
    const top = 156;
    const bottom = top + 16 * body.length;
    const edges = [45, 150, 250, 350, 420];
    const rulings: Ruling[] = [
      ...Array.from({ length: body.length + 1 }, (_, i) => ({ x0: edges[0]!, y0: top + 16 * i, x1: edges[4]!, y1: top + 16 * i })),
      ...edges.map((x) => ({ x0: x, y0: top, x1: x, y1: bottom })),
    ];
    const ts = detectTables(page([...headerLines(100, 15), ...bodyWords(top + 2)], rulings));
    expect(ts[0]!.rows[0]).not.toEqual(expected[0]);
  });
});
