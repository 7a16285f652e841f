/**
 * Table rules found by the thirteenth round (real table documents from public test suites and example sets, scored
 * under the ICDAR 2013 per-table rule), each on invented pages: the layouts that failed, and look-alikes that must
 * keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables } from '../src/tables/index.js';
import type { Ruling } from '../src/types.js';
import { line, page } from './support/table-pages.js';

const box = (x0: number, y0: number, x1: number, y1: number): Ruling[] => [
  { x0, y0, x1, y1: y0 },
  { x0, y0: y1, x1, y1 },
  { x0, y0, x1: x0, y1 },
  { x0: x1, y0, x1, y1 },
];

describe('text frames drawn around the lines of a ruled cell', () => {
  // a ruled grid whose header cells hold two lines, each line framed by a box set in 5 pt from the cell's rules
  // (a word processor's text box outline): the frames' sides cut the header into two rows
  const xs = [50, 170, 290, 410];
  const ys = [100, 130, 145, 160, 175];
  const grid = (): Ruling[] => [
    ...ys.map((y) => ({ x0: xs[0]!, y0: y, x1: xs[3]!, y1: y })),
    ...xs.map((x) => ({ x0: x, y0: ys[0]!, x1: x, y1: ys[4]! })),
  ];
  const header = [
    ['Name of', 'Number of', 'Share of'],
    ['Region', 'Sites', 'Total'],
  ];
  const body = [
    ['Northfield', '12', '31.5'],
    ['Eastmoor', '7', '18.4'],
    ['Southvale', '19', '50.1'],
  ];
  const words = () => [
    ...header.flatMap((r, i) => line(102 + 13 * i, r.map((t, k): [string, number] => [t, xs[k]! + 8]))),
    ...body.flatMap((r, i) => line(ys[i + 1]! + 2, r.map((t, k): [string, number] => [t, xs[k]! + 8]))),
  ];
  const frames = (inset: number, tall: boolean): Ruling[] =>
    xs.slice(0, 3).flatMap((x, k) => [
      ...box(x + inset, tall ? 100 : 101, xs[k + 1]! - inset, 114),
      ...box(x + inset, 114, xs[k + 1]! - inset, 127),
    ]);

  it('reads each framed cell as one cell of one header row', () => {
    const ts = detectTables(page(words(), [...grid(), ...frames(5, true)]));
    expect(ts.map((t) => t.rows)).toEqual([[['Name of Region', 'Number of Sites', 'Share of Total'], ...body]]);
  });

  it('cells drawn as boxes of their own a little apart (border spacing) keep their rows', () => {
    // every cell its own box, 4 pt between neighbours: the neighbours' sides are no taller than the box
    const cells = [100, 115, 130, 145, 160].flatMap((y, i) =>
      xs.slice(0, 3).flatMap((x, k) => box(x + (k ? 2 : 0), y + (i ? 1 : 0), xs[k + 1]! - (k < 2 ? 2 : 0), y + 14)),
    );
    const rows = [
      ['Region', 'Sites', 'Share'],
      ['Westbrook', '4', '10.5'],
      ...body,
    ];
    const ws = rows.flatMap((r, i) => line(102 + 15 * i, r.map((t, k): [string, number] => [t, xs[k]! + 8])));
    const ts = detectTables(page(ws, cells));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rows);
  });
});

describe('rows of their own under a ruled group label', () => {
  // a ruled grid: a group label in the first column spans three rows ruled in the other columns only; each of those
  // rows fills every other column with a short code — rows of their own, not a label's continuation lines
  const xs = [50, 130, 210, 290, 370, 450];
  const pitch = 15;
  const header = ['Group', 'Level', 'Low', 'Mid', 'High'];
  const groups = [
    ['G1', [['L1', 'P', 'P', 'Q'], ['L2', 'P', 'Q', 'R'], ['L3', 'Q', 'R', 'S']]],
    ['G2', [['L1', 'P', 'Q', 'R'], ['L2', 'Q', 'R', 'S'], ['L3', 'R', 'S', 'T']]],
  ] as const;
  const top = 100;
  const rows = 1 + groups.length * 3;
  const rulings = (): Ruling[] => {
    const out: Ruling[] = xs.map((x) => ({ x0: x, y0: top, x1: x, y1: top + rows * pitch }));
    for (let i = 0; i <= rows; i++) {
      const y = top + i * pitch;
      const across = i <= 1 || (i - 1) % 3 === 0;
      out.push({ x0: across ? xs[0]! : xs[1]!, y0: y, x1: xs[5]!, y1: y });
    }
    return out;
  };
  const words = () => {
    const out = line(top + 3, header.map((t, k): [string, number] => [t, xs[k]! + 6]));
    groups.forEach(([label, body], g) => {
      const y = top + pitch * (1 + 3 * g);
      out.push(...line(y + pitch + 3, [[label, xs[0]! + 6]]));
      body.forEach((r, i) => out.push(...line(y + i * pitch + 3, r.map((t, k): [string, number] => [t, xs[k + 1]! + 6]))));
    });
    return out;
  };

  it('keeps every ruled row, the label in the first of its group', () => {
    const ts = detectTables(page(words(), rulings()));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([
      header,
      ...groups.flatMap(([label, body]) => body.map((r, i) => [i === 0 ? label : '', ...r])),
    ]);
  });
});

describe('running text with its lines numbered in the margin', () => {
  // a bill or a manuscript: every line numbered, the sentences carried on from line to line
  const prose = [
    'Every parish council shall publish its accounts before the end of each quarter of the year.',
    'A copy of the accounts shall be kept at the office of the clerk for any resident who asks',
    'to see it during the opening hours of the office, and the clerk shall note each request.',
    'The council may charge a small fee for a printed copy of the accounts, which shall not be',
    'more than the cost of printing and posting the copy to the resident who asked for it, as',
    'set out in the schedule to this part. No fee is due for a copy sent by electronic mail.',
    'Where the accounts are late, the clerk shall tell the residents why in a notice on the',
    'board outside the office, and again in the next newsletter of the council to the parish.',
  ];
  it('is no table', () => {
    const words = prose.flatMap((t, i) => line(100 + 14 * i, [[String(i + 12), 40, 'right'], [t, 60]]));
    expect(detectTables(page(words))).toEqual([]);
  });

  it('numbered rows with a figure column stay a table', () => {
    const rows = [
      ['1', 'Repairs to the village hall roof and gutters', '1,250.00'],
      ['2', 'Cleaning of the drains along the main road', '340.00'],
      ['3', 'new benches for the green beside the pond', '980.00'],
      ['4', 'Printing of the quarterly accounts', '120.00'],
      ['5', 'winter salt for the lanes and the school path', '410.00'],
    ];
    const words = rows.flatMap((r, i) => line(100 + 14 * i, [[r[0]!, 60, 'right'], [r[1]!, 80], [r[2]!, 520, 'right']]));
    const ts = detectTables(page(words));
    expect(ts.map((t) => t.rows)).toEqual([rows]);
  });
});

describe('a header set as a band of its own above the body', () => {
  // three heading lines, then a gap of two and a half lines, then the body: the band was read as a table of its
  // own, the body as another
  const xs: [number, 'right'?][] = [[50], [300, 'right'], [380, 'right'], [460, 'right'], [540, 'right']];
  const at = (top: number, cells: string[]) =>
    line(top, cells.map((t, k): [string, number, 'right'?] => [t, xs[k]![0], xs[k]![1]]).filter(([t]) => t !== ''));
  const band = [
    ['', 'Plan', '', 'Other', ''],
    ['Department', 'Running', 'Works', 'Running', 'Works'],
    ['', 'keur', 'keur', 'keur', 'keur'],
  ];
  const body = [
    ['Roads and bridges', '1,204.50', '310.20', '88.40', '12.00'],
    ['Schools', '2,950.00', '120.75', '410.10', '3.50'],
    ['Libraries', '140.25', '18.00', '22.60', '0.90'],
    ['Parks and gardens', '305.80', '64.10', '51.30', '7.25'],
  ];
  const words = () => [...band.flatMap((r, i) => at(100 + 13 * i, r)), ...body.flatMap((r, i) => at(100 + 13 * 3 + 30 + 14 * i, r))];

  it('is the header of the body below', () => {
    const ts = detectTables(page(words()));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.slice(-body.length)).toEqual(body);
    expect(ts[0]!.rows[0]!.join(' ')).toContain('Plan');
  });

  it('a table of figures above another stays a table of its own', () => {
    const small = [
      ['Total', '4,600.55', '512.05', '572.40', '23.65'],
      ['Share', '0.82', '0.09', '0.10', '0.00'],
      ['Change', '1.50', '0.30', '0.20', '0.10'],
    ];
    const ws = [...small.flatMap((r, i) => at(100 + 13 * i, r)), ...body.flatMap((r, i) => at(100 + 13 * 3 + 30 + 14 * i, r))];
    expect(detectTables(page(ws))).toHaveLength(2);
  });
});
