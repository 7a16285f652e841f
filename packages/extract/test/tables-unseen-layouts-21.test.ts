/**
 * Table rules found by the twenty-second table round (payslips, laboratory forms, packing lists, scored under the
 * ICDAR 2013 per-table rule), each on invented pages: the layouts that failed, and look-alikes that must keep their
 * old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables } from '../src/tables/index.js';
import type { TableSettings } from '../src/tables/settings.js';
import type { Ruling, Word } from '../src/types.js';
import { line, page } from './support/table-pages.js';

/** The four sides of a box. */
const box = (x0: number, y0: number, x1: number, y1: number): Ruling[] => [
  { x0, y0, x1, y1: y0 },
  { x0, y0: y1, x1, y1 },
  { x0, y0, x1: x0, y1 },
  { x0: x1, y0, x1, y1 },
];

describe('a background painted on a header word’s glyph box', () => {
  // a report writer's header row: each label centred in its ruled cell, its background filled on the word's own
  // box (four rulings hugging the word); the body rows ruled
  const xs = [50, 210, 300, 460, 550];
  const top = 100;
  const pitch = 18;
  const header = ['Earnings', 'Amount', 'Deductions', 'Amount'];
  const body = [
    ['Basic', '52000', 'Levy', '4100'],
    ['Bonus', '2500', 'Pension', '1750'],
    ['Travel', '800', 'Union', '120'],
  ];
  const rows = [header, ...body];
  const bottom = top + rows.length * pitch;
  const grid = (): Ruling[] => [
    ...xs.map((x) => ({ x0: x, y0: top, x1: x, y1: bottom })),
    ...Array.from({ length: rows.length + 1 }, (_, i) => ({ x0: xs[0]!, y0: top + i * pitch, x1: xs[xs.length - 1]!, y1: top + i * pitch })),
  ];
  const words = (): Word[] => [
    ...line(top + 3, header.map((t, k): [string, number] => [t, (xs[k]! + xs[k + 1]!) / 2 - t.length * 2.5]), true),
    ...body.flatMap((r, i) => line(top + (i + 1) * pitch + 3, r.map((t, k): [string, number] => [t, xs[k]! + 4]))),
  ];
  const read = (extra: (w: Word) => Ruling[], s: Partial<TableSettings> = {}) => {
    const ws = words();
    const heads = ws.filter((w) => w.y0 === top + 3);
    return detectTables(page(ws, [...grid(), ...heads.flatMap(extra)]), s);
  };

  it('reads the labels in their own columns, the boxes no rules', () => {
    const ts = read((w) => box(w.x0, w.y0, w.x1, w.y1));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rows);
  });

  it('must not: a ruled cell set with room round its label keeps its rules', () => {
    // a small ruled box around each label, 3 pt clear of the text on every side: a cell of its own
    const ts = read((w) => box(w.x0 - 3, w.y0 - 2.5, w.x1 + 3, w.y1 + 2.5), { wordBoxMaxInset: 1 });
    const off = read((w) => box(w.x0 - 3, w.y0 - 2.5, w.x1 + 3, w.y1 + 2.5), { wordBoxMaxInset: 0 });
    expect(ts.map((t) => t.rows)).toEqual(off.map((t) => t.rows));
  });
});

describe('items, a blank line, then totals in one ruled row (column rules only)', () => {
  // a payslip: a frame, a rule under the header, the column rules; the earnings and deductions set line by line,
  // a blank line, then the totals — no row rules in the body
  const xs = [50, 210, 300, 460, 550];
  const top = 100;
  const header = ['Earnings', 'Amount', 'Deductions', 'Amount'];
  const bottom = 220;
  const rulings = (): Ruling[] => [
    ...xs.map((x) => ({ x0: x, y0: top, x1: x, y1: bottom })),
    { x0: xs[0]!, y0: top, x1: xs[4]!, y1: top },
    { x0: xs[0]!, y0: top + 18, x1: xs[4]!, y1: top + 18 },
    { x0: xs[0]!, y0: bottom, x1: xs[4]!, y1: bottom },
  ];
  const cells = (r: string[]): [string, number, 'right'?][] =>
    r.map((t, k): [string, number, 'right'?] => (k % 2 === 0 ? [t, xs[k]! + 4] : [t, xs[k + 1]! - 4, 'right']));
  const read = (lines: string[][], s: Partial<TableSettings> = {}) => {
    const ws: Word[] = [...line(top + 3, cells(header), true)];
    let y = top + 22;
    for (const l of lines) {
      if (l.length > 0) ws.push(...line(y, cells(l).filter(([t]) => t !== '')));
      y += 13;
    }
    return detectTables(page(ws, rulings()), s);
  };

  it('splits the items line by line once the totals are cut off', () => {
    const items = [
      ['Basic', '52000', 'Levy', '4100'],
      ['Bonus', '2500', 'Pension', '1750'],
      ['Travel', '800', '', ''],
    ];
    const ts = read([...items, [], ['Gross', '55300', 'Withheld', '5850']]);
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([header, ...items, ['Gross', '55300', 'Withheld', '5850']]);
  });

  it('must not: a wrapped description and its one amount stay one row', () => {
    // each piece is one logical row: a label wrapped over three lines beside a single amount
    const ts = read([
      ['Basic salary for', '52000', 'Income levy', '4100'],
      ['the month of work', '', 'as assessed', ''],
      ['under the contract', '', '', ''],
      [],
      ['Gross', '52000', 'Withheld', '4100'],
    ]);
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([
      header,
      ['Basic salary for the month of work under the contract', '52000', 'Income levy as assessed', '4100'],
      ['Gross', '52000', 'Withheld', '4100'],
    ]);
  });
});

describe('a key-value grid over an item grid on one frame, parted by an empty ruled row', () => {
  // a spreadsheet's packing list: the shipment's key-value block ruled on its own columns, an empty ruled row
  // across the width, then the item table on other columns; the outer border runs down past the empty row
  const left = 40;
  const right = 560;
  const pitch = 14;
  const kvTop = 100;
  const kvCols = [left, 160, 380, 460, right];
  const kv = [
    ['Consignment:', 'North Yard Ltd', 'Order #', 'PO-7731'],
    ['Mode:', 'By road', 'Date', '03/05/2025'],
    ['Terms:', 'Carriage paid', 'Origin', 'Leeds'],
    ['Cartons:', '6', 'Gross kg', '412.50'],
  ];
  const spacerTop = kvTop + kv.length * pitch;
  const itemTop = spacerTop + 10;
  const itemRows = (cols: number[]) => [
    ['No', 'Article', 'Size', 'Cartons', 'Qty'].slice(0, cols.length - 1),
    ['1', 'Work jacket', 'M', '2', '40'].slice(0, cols.length - 1),
    ['2', 'Work jacket', 'L', '3', '60'].slice(0, cols.length - 1),
    ['3', 'Safety vest', 'XL', '1', '25'].slice(0, cols.length - 1),
  ];
  const grid = (top: number, cols: number[], n: number): Ruling[] => [
    ...cols.slice(1, -1).map((x) => ({ x0: x, y0: top, x1: x, y1: top + n * pitch })),
    ...Array.from({ length: n + 1 }, (_, i) => ({ x0: left, y0: top + i * pitch, x1: right, y1: top + i * pitch })),
  ];
  const read = (itemCols: number[], s: Partial<TableSettings> = {}) => {
    const items = itemRows(itemCols);
    const bottom = itemTop + items.length * pitch;
    const rulings: Ruling[] = [
      ...grid(kvTop, kvCols, kv.length),
      ...grid(itemTop, itemCols, items.length),
      // the outer border runs down the whole frame, past the empty row
      { x0: left, y0: kvTop, x1: left, y1: bottom },
      { x0: right, y0: kvTop, x1: right, y1: bottom },
    ];
    const words = [
      ...kv.flatMap((r, i) => line(kvTop + i * pitch + 1, r.map((t, k): [string, number] => [t, kvCols[k]! + 3]))),
      ...items.flatMap((r, i) => line(itemTop + i * pitch + 1, r.map((t, k): [string, number] => [t, itemCols[k]! + 3]))),
    ];
    return { tables: detectTables(page(words, rulings), s), items };
  };

  it('reads two tables, the key-value block and the items', () => {
    const { tables, items } = read([left, 80, 250, 330, 440, right]);
    expect(tables.map((t) => t.rows)).toEqual([kv, items]);
  });

  it('must not: an empty ruled row between parts on the same columns keeps one table', () => {
    // the same columns above and below: a blank row inside one table, not two tables
    const cols = [left, 160, 380, 460, right];
    const ts = read(cols).tables;
    expect(ts).toHaveLength(1);
  });
});

describe('a signature block set some lines under a form grid of tall cells', () => {
  // a laboratory form: a ruled grid of two test columns, each cell a test name over its reference ranges (three
  // lines, rows 44 pt tall); under it, 30 pt down, the signatures: a line of names and a line of titles
  const xs = [60, 300, 540];
  const top = 100;
  const pitch = 44;
  const tests = [
    ['Haemoglobin', 'White cells'],
    ['Haematocrit', 'Neutrophils'],
    ['Red cells', 'Lymphocytes'],
    ['Platelets', 'Monocytes'],
  ];
  const bottom = top + tests.length * pitch;
  const rulings = (): Ruling[] => [
    ...xs.map((x) => ({ x0: x, y0: top, x1: x, y1: bottom })),
    ...Array.from({ length: tests.length + 1 }, (_, i) => ({ x0: xs[0]!, y0: top + i * pitch, x1: xs[2]!, y1: top + i * pitch })),
  ];
  const grid = (): Word[] =>
    tests.flatMap((r, i) =>
      [0, 1, 2].flatMap((l) =>
        line(top + i * pitch + 4 + l * 12, r.map((t, k): [string, number] => [l === 0 ? t : l === 1 ? 'Female (0.3-0.4)' : 'Male (0.4-0.5)', xs[k]! + 5])),
      ),
    );
  const block = (gap: number): Word[] => [
    ...line(bottom + gap, [['A. Rivera', 100], ['J. Okafor', 340]]),
    ...line(bottom + gap + 14, [['Pathologist', 100], ['Technologist', 340]]),
    ...line(bottom + gap + 28, [['Lic 40412', 100], ['Lic 51877', 340]]),
  ];
  const read = (gap: number, s: Partial<TableSettings> = {}) => detectTables(page([...grid(), ...block(gap)], rulings()), s);

  it('leaves the signatures out of the grid', () => {
    const ts = read(30);
    const form = ts.find((t) => t.rows[0]![0]!.startsWith('Haemoglobin'))!;
    expect(form.rows).toHaveLength(tests.length);
    expect(form.rows.flat().some((c) => c.includes('Pathologist'))).toBe(false);
  });

  it('must not: rows going on right under the last rule are still the grid’s last rows', () => {
    const ts = read(4);
    const form = ts.find((t) => t.rows[0]![0]!.startsWith('Haemoglobin'))!;
    expect(form.rows.flat().some((c) => c.includes('Pathologist'))).toBe(true);
  });
});

describe('key-value pairs set "Label : value", two pairs to a line', () => {
  // a school report's pupil details: the colons and values set in line, the longest label a space from its colon,
  // a second pair further right
  const rows = [
    ['Pupil Name : Arjun K', 'Guardian : R. Kumar'],
    ['Roll No. : B-17', 'Session : 2024-2025'],
    ['House : Green', 'Born on : 14-03-2011'],
  ];
  const pair = (text: string, x: number, colon: number): [string, number][] => {
    const [label, value] = text.split(' : ');
    return value === undefined ? [[label!, x]] : [[label!, x], [`: ${value}`, colon]];
  };
  const words = (rs: string[][]) => rs.flatMap((r, i) => line(100 + i * 15, [...pair(r[0]!, 60, 111), ...pair(r[1]!, 330, 373)]));

  it('reads each pair as a label and a value', () => {
    const ts = detectTables(page(words(rows)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([
      ['Pupil Name :', 'Arjun K', 'Guardian :', 'R. Kumar'],
      ['Roll No. :', 'B-17', 'Session :', '2024-2025'],
      ['House :', 'Green', 'Born on :', '14-03-2011'],
    ]);
  });

  it('must not: a column where one cell has no label keeps its cells whole', () => {
    // the right-hand column's last cell is no pair: that column stays as it was; the left one, all pairs, is split
    const mixed = [rows[0]!, rows[1]!, ['House : Green', 'Guardian not listed']];
    const ts = detectTables(page(words(mixed)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.map((r) => r[r.length - 1])).toEqual(['Guardian : R. Kumar', 'Session : 2024-2025', 'Guardian not listed']);
  });
});
