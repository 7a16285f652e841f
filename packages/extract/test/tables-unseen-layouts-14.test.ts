/**
 * Table rules found by the fourteenth round (real table documents from public test suites of table extractors,
 * scored under the ICDAR 2013 per-table rule), each on invented pages: the layouts that failed, and look-alikes
 * that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables } from '../src/tables/index.js';
import { detectTableStructures } from '../src/tables/detect.js';
import type { Ruling } from '../src/types.js';
import { line, page } from './support/table-pages.js';

const box = (x0: number, y0: number, x1: number, y1: number): Ruling[] => [
  { x0, y0, x1, y1: y0 },
  { x0, y0: y1, x1, y1 },
  { x0, y0, x1: x0, y1 },
  { x0: x1, y0, x1, y1 },
];

describe('a ruled body row of one line per logical row, some labels wrapped', () => {
  // a frame with column rules and a rule under the header, none between the body's rows: every line of the body
  // holds a label and its figures, and two labels wrap to a second line set in from the column's edge
  const xs = [50, 260, 340, 420, 480];
  const top = 100;
  const pitch = 12;
  const body: [string, string[], string?][] = [
    ['Harbour Authority', ['41.220', '44.310', '7,5']],
    ['Office of Rural Roads', ['8.904', '9.112', '2,3']],
    ['Department of Coastal Works, Ferries and', ['12.660', '13.045', '3,0'], 'Inland Canals'],
    ['Water Board', ['5.118', '5.690', '11,2']],
    ['Forestry Service', ['3.002', '2.954', '-1,6']],
    ['Council for Libraries, Museums and', ['1.480', '1.533', '3,6'], 'historic archives'],
    ['Weather Office', ['2.250', '2.318', '3,0']],
    ['TOTAL', ['74.634', '78.962', '5,8']],
  ];
  const header = ['Agency', '2019', '2020', '%'];
  const build = (indent: number, wrap = (t: string) => t) => {
    const words = line(top + 3, header.map((t, k): [string, number] => [t, xs[k]! + 4]));
    let y = top + 20;
    for (const [label, figures, wrapped] of body) {
      words.push(...line(y, [[label, xs[0]! + 3], ...figures.map((f, k): [string, number, 'right'] => [f, xs[k + 2]! - 4, 'right'])]));
      y += pitch;
      if (wrapped) {
        words.push(...line(y, [[wrap(wrapped), xs[0]! + 3 + indent]]));
        y += pitch;
      }
    }
    const rulings: Ruling[] = [
      { x0: xs[0]!, y0: top, x1: xs[4]!, y1: top },
      { x0: xs[0]!, y0: top + 17, x1: xs[4]!, y1: top + 17 },
      { x0: xs[0]!, y0: y + 4, x1: xs[4]!, y1: y + 4 },
      ...xs.map((x) => ({ x0: x, y0: top, x1: x, y1: y + 4 })),
    ];
    return page(words, rulings);
  };
  const expected = [header, ...body.map(([label, figures, wrapped]) => [wrapped ? `${label} ${wrapped}` : label, ...figures])];

  it('reads a row per label, the wrapped line with its label (set in)', () => {
    const ts = detectTables(build(8));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(expected);
  });

  it('reads a row per label, the wrapped line with its label (going on in lower case, not set in)', () => {
    const lower = (t: string) => t.toLowerCase();
    const ts = detectTables(build(0, lower));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([header, ...body.map(([label, figures, wrapped]) => [wrapped ? `${label} ${lower(wrapped)}` : label, ...figures])]);
  });

  it('a label-only line neither set in nor in lower case is no wrapped line: the row is not cut by guesswork', () => {
    const ts = detectTables(build(0));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.length).toBeLessThan(expected.length);
  });
});

describe('currency signs set at the left edge of right-aligned amount columns', () => {
  // a statement: the first and the last row carry "$" at each amount column's left edge, the figures right-aligned;
  // the sign stands nearer the previous column's figures than its own (a narrow gap between the columns)
  const rights = [250, 342, 434];
  const rows = [
    ['Licence fees', '$', '14,118,220', '$', '13,907,415', '$', '14,262,901'],
    // sixteen rows without signs: the signs of two rows leave the river between the columns open
    ...['Parking fines', 'Rents', 'Grants', 'Interest', 'Permits', 'Ferry tolls', 'Hall hire', 'Burial fees', 'Market stalls',
      'Water sales', 'Sewer fees', 'Fines', 'Advertising', 'Leases', 'Sponsorship', 'Other income'].map((label, i) => [
      label, '', `1${i % 10},${204 + 37 * i},377`, '', `1${(i + 3) % 10},${315 + 29 * i},090`, '', `1${(i + 7) % 10},${288 + 41 * i},614`,
    ]),
    ['Total', '$', '48,805,588', '$', '48,730,959', '$', '48,987,694'],
  ];
  const words = (sign: string) =>
    rows.flatMap((r, i) =>
      line(100 + 14 * i, [
        [r[0]!, 50],
        ...rights.flatMap((x, k): [string, number, 'right'?][] => [
          ...(r[1 + 2 * k] ? [[sign, x - 75] as [string, number]] : []),
          [r[2 + 2 * k]!, x, 'right'],
        ]),
      ]),
    );
  const expected = (sign: string) => rows.map((r) => [r[0], ...[0, 1, 2].map((k) => (r[1 + 2 * k] ? `${sign} ${r[2 + 2 * k]}` : r[2 + 2 * k]))]);

  it('each sign goes with the amount of its own column', () => {
    const ts = detectTables(page(words('$')));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(expected('$'));
  });

  it('signs set after their amounts stay with them', () => {
    const after = rows.flatMap((r, i) =>
      line(100 + 14 * i, [
        [r[0]!, 50],
        ...rights.flatMap((x, k): [string, number, 'right'?][] => [
          [r[2 + 2 * k]!, x, 'right'],
          ...(r[1 + 2 * k] ? [['€', x + 9] as [string, number]] : []),
        ]),
      ]),
    );
    const ts = detectTables(page(after));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rows.map((r) => [r[0], ...[0, 1, 2].map((k) => (r[1 + 2 * k] ? `${r[2 + 2 * k]} €` : r[2 + 2 * k]))]));
  });
});

describe('a page footer caught under the last row', () => {
  // a list of donations filling the page; the footer ("Annex B-2", "Page 7 of 9") set a little below the last row,
  // under the right-hand columns, close enough to be taken in as a row
  const rows = Array.from({ length: 12 }, (_, i) => [
    ['ORTEGA', 'LINDQVIST', 'MARCHETTI', 'OKAFOR', 'BRANDT', 'SUVOROV', 'DUMONT', 'HALVORSEN', 'ESPINOZA', 'KOWALCZYK', 'ADEYEMI', 'NAKAMURA'][i]!,
    `${12 + i}.${100 + 37 * i}.${400 + 11 * i}`,
    `0${1 + (i % 9)}/11/2021`,
    i % 3 === 0 ? 'TRANSFER' : 'CASH',
    `$ ${(i + 2) * 500},00`,
  ]);
  const xs = [50, 170, 270, 370, 470];
  const words = (footer: string) => [
    ...rows.flatMap((r, i) => line(100 + 14 * i, r.map((t, k): [string, number] => [t, xs[k]!]))),
    ...line(100 + 14 * rows.length + 14, [['Annex B-2', 270], [footer, 400]]),
  ];

  it('is no row of the table', () => {
    const ts = detectTables(page(words('Page 7 of 9')));
    expect(ts.map((t) => t.rows)).toEqual([rows]);
  });

  it('a last row with a figure beside the page words stays', () => {
    const ts = detectTables(page([...words('Page 7 of 9'), ...line(100 + 14 * rows.length + 14, [['40', 170]])]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toHaveLength(rows.length + 1);
  });

  it('a column of page references (an index) keeps its last row', () => {
    const index = ['Harbour dues', 'Lighthouse levy', 'Pilotage', 'Berth rents', 'Crane hire', 'Storage'].map((t, i) => [t, `Page ${3 + 4 * i}`]);
    const ts = detectTables(page(index.flatMap((r, i) => line(100 + 14 * i, [[r[0]!, 50], [r[1]!, 300]]))));
    expect(ts.map((t) => t.rows)).toEqual([index]);
  });
});

describe('blocks of figures set a few blank lines apart under a table', () => {
  // a statement continued from a facing page: a header of years, then blocks of figures only (their labels stand on
  // the other page), each block set three blank lines below the one before
  const rights = [120, 220, 320, 420];
  const years = ['2016', '2017', '2018', '2019'];
  const blocks = [
    [['4,118,220', '3,907,415', '4,262,901', '4,388,020'], ['1,204,377', '1,315,090', '1,288,614', '1,301,552'], ['5,322,597', '5,222,505', '5,551,515', '5,689,572']],
    [['822,950', '790,118', '845,302', '861,440'], ['2,660,041', '2,718,336', '2,590,877', '2,702,615'], ['3,482,991', '3,508,454', '3,436,179', '3,564,055']],
    [['(410,220)', '(392,417)', '118,020', '(77,305)'], ['-', '-', '-', '-'], ['1,429,386', '1,321,634', '2,233,356', '2,048,212']],
  ];
  const words = (blockGap: number) => {
    const out = line(100, years.map((t, k): [string, number, 'right'] => [t, rights[k]!, 'right']));
    let y = 100 + 3 * 12;
    for (const b of blocks) {
      for (const r of b) {
        out.push(...line(y, r.map((t, k): [string, number, 'right'] => [t, rights[k]!, 'right'])));
        y += 12;
      }
      y += blockGap;
    }
    return out;
  };

  it('the blocks are rows of one table', () => {
    const ts = detectTables(page(words(36)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([years, ...blocks.flat()]);
  });

  it('a table of labelled rows below a table stays a table of its own', () => {
    const labelled = [
      ['Harbour dues', '41.2', '44.3'],
      ['Lighthouse levy', '8.9', '9.1'],
      ['Pilotage', '12.6', '13.0'],
    ];
    const first = [
      ['North quay', '5.1', '5.6'],
      ['South quay', '3.0', '2.9'],
      ['Ferry berth', '2.2', '2.3'],
    ];
    const at = (top: number, rows: string[][]) => rows.flatMap((r, i) => line(top + 12 * i, [[r[0]!, 50], [r[1]!, 220, 'right'], [r[2]!, 320, 'right']]));
    const ts = detectTables(page([...at(100, first), ...at(100 + 12 * 3 + 36, labelled)]));
    expect(ts.map((t) => t.rows)).toEqual([first, labelled]);
  });
});

describe('a ruled findings grid left mostly blank', () => {
  // a remediation report: a heading over each of eight ruled columns, two findings filled in part, section bands and
  // their notes in the first column, blank rows left for later entries — far less than half the cells hold text
  const xs = [30, 110, 190, 270, 350, 430, 510, 590, 670];
  const ys = [100, 125, 140, 155, 170, 185, 200, 215, 230, 245, 260];
  const heading = ['Issue', 'Reference', 'Finding', 'Risk', 'Evidence', 'Plan', 'Due', 'Status'];
  const filled: Record<number, string[]> = {
    1: ['Exits', '', 'Door shut', '', '', 'Open door', '', 'Done'],
    6: ['Records', 'Code 40', '', '', 'Audit', '', '5/6/21', ''],
  };
  const bands: Record<number, string> = { 3: 'Hours', 4: 'Rest days', 8: 'Wages', 9: 'Overtime' };
  const grid = (): Ruling[] => [
    ...ys.map((y) => ({ x0: xs[0]!, y0: y, x1: xs[8]!, y1: y })),
    ...xs.map((x) => ({ x0: x, y0: ys[0]!, x1: x, y1: ys[10]! })),
  ];
  const words = (head: string[]) => [
    ...line(106, head.map((t, k): [string, number] => [t, xs[k]! + 4])),
    ...Object.entries(filled).flatMap(([i, r]) => line(ys[Number(i)]! + 2, r.map((t, k): [string, number] => [t, xs[k]! + 4]))),
    ...Object.entries(bands).flatMap(([i, t]) => line(ys[Number(i)]! + 2, [[t, xs[0]! + 4]])),
  ];

  it('is read as a table', () => {
    const ts = detectTables(page(words(heading), grid()));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[0]).toEqual(heading);
    expect(ts[0]!.rows.map((r) => r[0])).toEqual(['Issue', 'Exits', 'Hours', 'Rest days', 'Records', 'Wages', 'Overtime']);
  });

  it('without a heading over every column the grid is no ruled table (the fill ratio decides, as before)', () => {
    const head = heading.map((t, k) => (k === 3 || k === 4 ? '' : t));
    expect(detectTableStructures(page(words(head), grid())).filter((t) => t.kind === 'lattice')).toEqual([]);
    expect(detectTableStructures(page(words(heading), grid())).filter((t) => t.kind === 'lattice')).toHaveLength(1);
  });
});

describe('a block diagram of boxes apart', () => {
  // a plant's block diagram: three units drawn as boxes apart from each other (arrows between them), each with a
  // title and a few lines of parts; the lines of the boxes side by side align, so they read as rows across columns
  const boxes: { x: number; y: number; lines: string[] }[] = [
    { x: 50, y: 100, lines: ['Intake Unit', 'Valve bank', 'Pressure gauge', 'Flow meter'] },
    { x: 230, y: 100, lines: ['Mixer Stage', 'Paddle drive', 'Heater coil', 'Level probe'] },
    { x: 410, y: 100, lines: ['Output Buffer', 'Holding tank', 'Drain valve', 'Outlet pump'] },
  ];
  const words = () => boxes.flatMap((b) => b.lines.flatMap((t, i) => line(b.y + 6 + 12 * i, [[t, b.x + 8]])));
  const rulings = (): Ruling[] => boxes.flatMap((b) => box(b.x, b.y, b.x + 120, b.y + 60));

  it('is no table', () => {
    expect(detectTables(page(words(), rulings()))).toEqual([]);
  });

  it('the same lines without the boxes read as tables, as before', () => {
    expect(detectTables(page(words())).length).toBeGreaterThan(0);
  });

  it('a table with each cell of one line drawn as a box of its own (border spacing) stays a table', () => {
    const rows = [
      ['Pump', 'Flow', 'Head'],
      ['P-101', '42.5', '18.0'],
      ['P-102', '38.1', '21.4'],
      ['P-103', '55.0', '16.2'],
    ];
    const xs = [50, 170, 290];
    const ws = rows.flatMap((r, i) => line(102 + 18 * i, r.map((t, k): [string, number] => [t, xs[k]! + 6])));
    const cells = rows.flatMap((_, i) => xs.map((x) => box(x, 100 + 18 * i, x + 110, 114 + 18 * i))).flat();
    const ts = detectTables(page(ws, cells));
    expect(ts.map((t) => t.rows)).toEqual([rows]);
  });
});
