/**
 * Table rules found by the fifth round of the generated table benchmark (bench/generated-tables), each on invented
 * pages: the layouts that failed, and look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { compose, truthGrid } from '../bench/generated-tables/compose.js';
import { DEV_SEED } from '../bench/generated-tables/index.js';
import { detectTables } from '../src/tables/index.js';
import type { Word } from '../src/types.js';
import { line, page, streamTable } from './support/table-pages.js';

/**
 * A line set in a monospaced font (every character, a space too, 0.6 em wide), as a typewriter or a report in
 * Courier prints it: `text` is the line as printed, its first character at `x`.
 */
function mono(top: number, text: string, opts: { x?: number; size?: number; bold?: boolean } = {}): Word[] {
  const size = opts.size ?? 8;
  const ch = 0.6 * size;
  const x = opts.x ?? 50;
  const out: Word[] = [];
  for (const m of text.matchAll(/\S+/gu)) {
    const x0 = x + m.index * ch;
    out.push({ text: m[0], x0, y0: top, x1: x0 + m[0].length * ch, y1: top + size * 1.2, size, fontName: 'Courier', bold: opts.bold ?? false });
  }
  return out;
}

const monoPage = (lines: string[], lineGap = 12): Word[] => lines.flatMap((l, i) => mono(100 + lineGap * i, l, { bold: i === 0 }));

describe('numbers grouped by a space in a monospaced table with one-character column gaps', () => {
  // Region | Count | Value (right-aligned, grouped by a space) | Share: the thousands spaces of the values line up
  // into a river one character wide, as wide as the column gaps (the value under 1000 leaves it wider there)
  const lines = [
    'Region     Count     Value Share',
    'North         12 519 449.5 12.5%',
    'South        318  45 029.1  7.0%',
    'East           7     834.0 41.2%',
    'West          96 802 113.8  3.9%',
    'Centre       204  12 766.4 18.0%',
  ];
  const expected = [
    ['Region', 'Count', 'Value', 'Share'],
    ['North', '12', '519 449.5', '12.5%'],
    ['South', '318', '45 029.1', '7.0%'],
    ['East', '7', '834.0', '41.2%'],
    ['West', '96', '802 113.8', '3.9%'],
    ['Centre', '204', '12 766.4', '18.0%'],
  ];

  it('the river through the thousands spaces is no column gap: each amount is one cell', () => {
    const ts = detectTables(page(monoPage(lines)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(expected);
  });

  it('a one-character gap between two columns of whole numbers stays a column gap when a value stands on one side alone', () => {
    // No. (left-aligned, up to three digits) | Code (left-aligned, three digits): where the number has three digits
    // the two read like one grouped number; the shorter numbers end before the gap, so the code stands there alone
    const real = [
      'Region  No. Code Share',
      'North   12  519  12.5%',
      'South   318 450   7.0%',
      'East    7   123  41.2%',
      'West    96  802   3.9%',
      'Centre  204 127  18.0%',
    ];
    const ts = detectTables(page(monoPage(real)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['North', '12', '519'],
      ['South', '318', '450'],
      ['East', '7', '123'],
      ['West', '96', '802'],
      ['Centre', '204', '127'],
    ]);
  });
});

describe('a word river where one amount reaches into it', () => {
  // Country | Amount with its currency code (decimal-aligned, "USD" one space after the digits; no code beside a
  // missing value) | Rate: the code is one character from the digits, an ordinary monospaced word space; the one
  // negative amount's closing parenthesis stands in that space (one line of ten may cross a river)
  const lines = [
    'Country      Amount       Rate',
    'Malta    213,869.85 USD   7.15',
    'Sweden  (807,281.06) USD  5.83',
    'Italy           ...       6.40',
    'Latvia    98,459.72 USD   2.00',
    'Cyprus          ...       8.12',
    'Greece   311,204.90 USD   1.75',
    'Spain           ...       3.30',
    'Poland          ...       4.05',
    'Norway   187,650.21 USD   9.90',
  ];

  it('the line with a word across the river says nothing about the space there: the code stays with its amount', () => {
    const ts = detectTables(page(monoPage(lines)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([
      ['Country', 'Amount', 'Rate'],
      ['Malta', '213,869.85 USD', '7.15'],
      ['Sweden', '(807,281.06) USD', '5.83'],
      ['Italy', '...', '6.40'],
      ['Latvia', '98,459.72 USD', '2.00'],
      ['Cyprus', '...', '8.12'],
      ['Greece', '311,204.90 USD', '1.75'],
      ['Spain', '...', '3.30'],
      ['Poland', '...', '4.05'],
      ['Norway', '187,650.21 USD', '9.90'],
    ]);
  });
});

describe('a headerless part of a table whose first row starts like a later one', () => {
  // a long table's part on its next page, its header not repeated: the first row is a row of values, one with a
  // footnote marker ("8543 p" reads as words), and a later row's label starts with the same word (wrapped labels:
  // "Metropolitan," over "unspecified")
  const body = [
    ['Metropolitan,', 'monthly', '-', '8543 p', '127'],
    ['Coastal, former', 'monthly', '4.1', '-', '43'],
    ['Valley', 'annual', '76.35', '9319.99', '39'],
    ['South West', 'quarterly', '10.33', '7212', '270'],
    ['Midlands', 'weekly', '83.58', '3076.85', '219'],
    ['Metropolitan,', 'annual', '16.36', '-', '180'],
    ['North East', 'monthly', '14.34', '2903.83', '258'],
  ];
  const xs = [50, 220, 300, 380, 460];

  it('is one table: a row of values is no header that a later row could repeat', () => {
    const ts = detectTables(page(streamTable(100, null, body, xs)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(body);
  });

  it('a second table under a header with the same first label is still cut there', () => {
    const rows = body.slice(0, 4);
    const ts = detectTables(
      page([
        ...streamTable(100, ['Region', 'Frequency', 'Rate', 'Amount', 'Count'], rows, xs),
        ...streamTable(100 + 15 * 5, ['Region', 'Frequency', 'Share', 'Total', 'Units'], body.slice(4), xs),
      ]),
    );
    expect(ts).toHaveLength(2);
    expect(ts[1]!.rows[0]).toEqual(['Region', 'Frequency', 'Share', 'Total', 'Units']);
  });
});

describe('a currency code one space from its amount in a monospaced table', () => {
  // Substance | Inlet (amounts right-set with their code after them, one space apart; ".." for a missing value) | No.
  // the space before the codes lines up into a river one character wide, as wide as a column gap
  const body: [string, string, string][] = [
    ['Chloride', '86,4 kr', '450'],
    ['Cadmium', '85,8 kr', '371'],
    ['Chromium', '..', '376'],
    ['Mercury', '151,3 kr', '8'],
    ['Zinc', '31,0 kr', '739'],
    ['Nickel', '7,5 kr', '12'],
    ['Lead', '..', '95'],
    ['Copper', '940,1 kr', '310'],
    ['Arsenic', '12,9 kr', '77'],
  ];
  // label at 0, amounts right-set to end at column 18, the third column right-set to end at column 27
  const set = (r: [string, string, string]) => r[0].padEnd(19 - r[1].length) + r[1] + r[2].padStart(28 - 19);

  it('the code stays with its amount', () => {
    const ts = detectTables(page(monoPage([set(['Substance', 'Inlet', 'No.']), ...body.map(set)])));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([['Substance', 'Inlet', 'No.'], ...body]);
  });

  it('a column of codes set apart from amounts of other widths stays a column', () => {
    // amounts left-set at column 12, the codes at column 19: two characters after the widest amount, more after the
    // others
    const codes = [
      'Substance   Inlet  Cur Samples',
      ...body.map((r, i) => r[0].padEnd(12) + r[1].replace(/ kr$/u, '').padEnd(7) + (i % 2 ? 'NOK' : 'SEK') + r[2].padStart(8)),
    ];
    const ts = detectTables(page(monoPage(codes)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.slice(1).map((r) => r.slice(1, 3))).toEqual(body.map((r, i) => [r[1].replace(/ kr$/u, ''), i % 2 ? 'NOK' : 'SEK']));
  });
});

describe('a header label wider than its column of numbers, set right over it', () => {
  // Substance | Max | Mean reports | Share, numbers right-set at 200, 240, 280 (25 pt wide, 15 pt gaps), the third
  // column's label on two lines: its lower line "reports" (35 pt) starts inside the gap before the column, left of
  // that gap's middle
  const names = ['Cadmium', 'Nickel', 'Zinc', 'Toluene', 'Mercury', 'Benzene', 'Ammonia', 'Lead', 'Copper'];
  const pct = (i: number, k: number) => `${((i * 37 + k * 53) % 89) + 10}.${(i * 13 + k * 7) % 10}%`;
  const words = (label: string): Word[] => [
    ...line(100, [['Max', 200, 'right'], ['Mean', 240, 'right']], true),
    ...line(110, [['Substance', 50], [label, 240, 'right'], ['Share', 280, 'right']], true),
    ...names.flatMap((n, i) => line(125 + 15 * i, [[n, 50], [pct(i, 1), 200, 'right'], [pct(i, 2), 240, 'right'], [pct(i, 3), 280, 'right']])),
  ];

  it('is the label of the column it reaches into, not of the column left of the gap', () => {
    const ts = detectTables(page(words('reports')));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.slice(0, 3)).toEqual([
      ['', 'Max', 'Mean', ''],
      ['Substance', '', 'reports', 'Share'],
      ['Cadmium', pct(0, 1), pct(0, 2), pct(0, 3)],
    ]);
  });
});

describe('block labels centred on their blocks, between two rows', () => {
  // Year (a label per block of three rows, set on the block's middle row, half a row lower) | Group | four value
  // columns; the last block's group labels are long and run up to the first value (one segment with it). The
  // block labels overlap the rows above and below them, so the space between two rows is no wider there than
  // anywhere else in the table.
  const groups = ['Under 5', '5 to 9', '10 to 14', '15 to 19', '20 to 24', '25 to 34', 'In total, first site xxx', 'In total, other site xxx', 'In total, all sites xxxx'];
  const value = (i: number, k: number) => `${((i * 37 + k * 53) % 89) + 10},${(i * 13 + k * 7) % 10}${k}`;
  const words = (): Word[] => {
    const out: Word[] = [];
    groups.forEach((g, i) => out.push(...line(100 + 15 * i, [[g, 80], ...[0, 1, 2, 3].map((k): [string, number, 'right'] => [value(i, k), 230 + 45 * k, 'right'])])));
    for (let b = 0; b < 3; b++) out.push(...line(100 + 15 * (3 * b + 1) + 7.5, [[`${2021 + b}`, 40]]));
    return out;
  };

  it('is one table: rows overlapping a block label are no wider spacing that starts another table', () => {
    const ts = detectTables(page(words()));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.filter((r) => r.some((c) => /\d+,\d+$/u.test(c)))).toHaveLength(9);
  });
});

describe('columns of values one character apart in a monospaced table', () => {
  // Region | Mean | Max. | Exc., the values right-set with one character between the columns: every space in the
  // value part of a line is one ordinary monospaced word space
  const lines = [
    'Region    Mean Max. Exc.',
    'North     0.28 36.0 3.02',
    'South     4.35 74.4 3.47',
    'East      0.97 86.1 1.79',
    'West      6.74 33.9 9.12',
    'Centre    8.36 91.5 4.90',
    'Valley    7.06    x 0.54',
  ];

  it('a river between two values in every line is a column gap', () => {
    const ts = detectTables(page(monoPage(lines)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(lines.map((l) => l.split(/\s+/u)));
  });

  it('words of labels lining up stay one cell', () => {
    const labels = [
      'Region    Name of site Mean',
      'North     Lake at east 0.28',
      'South     Pond on road 4.35',
      'East      Mill by weir 0.97',
      'West      Bank of wood 6.74',
    ];
    const ts = detectTables(page(monoPage(labels)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.slice(1).map((r) => r[1]!.slice(0, 12))).toEqual(['Lake at east', 'Pond on road', 'Mill by weir', 'Bank of wood']);
  });
});

describe('a river between the words of one wrapped row label', () => {
  // Item | Unit | Rate | Amount; one label wraps over two lines ("Depreciation of" / "equipment and office"), and
  // the space after "Depreciation" lines up with nothing but the words of the line under it
  const rows: [string, string, string, string][] = [
    ['Cleaning', 'mg/l', '8.5', '766.90'],
    ['Repairs', 'persons', '3.5', '452.00'],
    ['Training', 'kg', '9.6', '27.00'],
    ['Marketing', 'kg', '5.0', '807.86'],
    ['Depreciation of', 'tonnes', '0.2', '274.70'],
    ['Insurance', 'units', '2.7', '978.00'],
    ['Audit', 'persons', '8.7', '804.60'],
    ['Rent', 'mg/l', '1.4', '182.00'],
    ['Hardware', 'persons', '3.0', '824.37'],
  ];
  const words = (): Word[] => {
    const out: Word[] = [];
    let y = 100;
    for (const r of rows) {
      out.push(...line(y, [[r[0], 50], [r[1], 176], [r[2], 248, 'right'], [r[3], 338, 'right']]));
      y += 15;
      if (r[0] === 'Depreciation of') {
        out.push(...line(y - 3, [['equipment and office', 50]]));
        y += 12;
      }
    }
    return out;
  };

  it('is no column gap: the label column stays one column', () => {
    const ts = detectTables(page(words()));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.every((r) => r.length === 4)).toBe(true);
    expect(ts[0]!.rows.map((r) => r[0])).toContain('Depreciation of equipment and office');
  });
});

describe('generated tables, fifth-round choice: a row-number column', () => {
  const seeds = Array.from({ length: 80 }, (_, i) => DEV_SEED + i);

  it('comes from a stream of its own: a document without it is the fourth round\'s document, byte for byte', () => {
    const numbered = seeds.filter((s) => compose(s).choices.rowNumbers === 'yes');
    expect(numbered.length).toBeGreaterThan(3);
    for (const s of seeds) {
      // (the seventh round's choice, from a fifth stream, off)
      if (!numbered.includes(s)) expect(JSON.stringify(compose(s, { fifth: false }))).toBe(JSON.stringify(compose(s, { fourth: false })));
      expect(compose(s, { base: true }).choices.rowNumbers).toBe('no');
      expect(compose(s, { third: false }).choices.rowNumbers).toBe('no');
    }
  });

  it('numbers the body rows from the first column, section and totals rows unnumbered, the rest moved one column right', () => {
    const s = seeds.find((x) => compose(x).choices.rowNumbers === 'yes')!;
    const plain = compose(s, { fourth: false }).tables[0]!;
    const t = compose(s).tables[0]!;
    expect(t.nCols).toBe(plain.nCols + 1);
    expect(t.labelCol).toBe(plain.labelCol + 1);
    const grid = truthGrid(t);
    expect(grid.map((r) => r.slice(1))).toEqual(truthGrid(plain));
    const numbers = t.body.filter((r) => r.kind === 'body').map((r) => Number(r.cells[0]!.text));
    expect(numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1)).toBe(true);
    for (const r of t.body) if (r.kind !== 'body') expect(r.cells[0]!.text).toBe('');
  });
});
