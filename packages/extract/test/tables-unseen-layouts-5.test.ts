/**
 * Table rules found by the fourth round of the generated table benchmark (bench/generated-tables), each on invented
 * pages: the layouts that failed, and look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTableStructures, detectTables } from '../src/tables/index.js';
import { looksLikeChartAxes } from '../src/tables/cells.js';
import { stripLeaders } from '../src/tables/clean.js';
import { findColumnGaps, segmentLines } from '../src/tables/stream.js';
import { resolveSettings } from '../src/tables/settings.js';
import type { Word } from '../src/types.js';
import { line, page, streamTable } from './support/table-pages.js';

describe('missing values printed as dots', () => {
  it('a cell that is only "..", "..." or "…" keeps its mark (not available), as a value of its column', () => {
    const body = [
      ['Lead', '12', '31.50'],
      ['Zinc', '...', '27.10'],
      ['Copper', '7', '…'],
      ['Nickel', '..', '44.80'],
      ['Arsenic', '3', '...'],
    ];
    const ts = detectTables(page(streamTable(100, ['Substance', 'Samples', 'Mean'], body)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([['Substance', 'Samples', 'Mean'], ...body]);
  });

  it('a leader is still no text: many dots, spaced dots, dots after a label or before a value', () => {
    expect(stripLeaders('....')).toBe('');
    expect(stripLeaders('. . .')).toBe('');
    expect(stripLeaders('………')).toBe('');
    expect(stripLeaders('Zinc ...')).toBe('Zinc');
    expect(stripLeaders('... 12.5')).toBe('... 12.5');
    expect(stripLeaders('.... 12.5')).toBe('12.5');
  });
});

describe('numbers grouped by a space in tightly set columns', () => {
  // Country | Value (right edge 200, "400 089.44": the thousands space is one word space) | Share (right edge 232):
  // the share column stands so close that a wide share runs into the value's segment
  const rows: [string, string, string][] = [
    ['Other member states', '400 089.44', '17.1%'],
    ['Spain', '60 204.05', '1.5%'],
    ['Rest of the world', '229 571.03', '48.1%'],
    ['Finland', '851 764.47', '13.3%'],
    ['Candidates', '885 597.65', '47.7%'],
  ];
  const words = (rs: [string, string, string][]) => [
    ...line(100, [['Country', 50], ['Value', 200, 'right'], ['Share', 232, 'right']], true),
    ...rs.flatMap((r, i) => line(116 + 16 * i, [[r[0], 50], [r[1], 200, 'right'], [r[2], 232, 'right']])),
  ];

  it('a grouped number stays one cell where its row runs into the next column', () => {
    const ts = detectTables(page(words(rows)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([['Country', 'Value', 'Share'], ...rows]);
  });

  it('two numbers one space apart that are not one grouped number stay two cells there', () => {
    // "7 12.5" and "1234 567" are not digit groups of one number (the second is not three digits; the first
    // has four)
    const other: [string, string, string][] = rows.map((r, i) => (i === 1 ? ['Spain', '7', '12.5%'] : i === 3 ? ['Finland', '1234', '567%'] : r));
    const ts = detectTables(page(words(other)));
    expect(ts[0]!.rows[2]).toEqual(['Spain', '7', '12.5%']);
    expect(ts[0]!.rows[4]).toEqual(['Finland', '1234', '567%']);
  });
});

describe('tables side by side, a caption below the shorter one', () => {
  const amount = (i: number, k: number) => `${((i * 37 + k * 53) % 89) + 10}.${(i * 13 + k * 7) % 10}0`;
  // left: Product | Units | Sales, 6 rows; right: Region | Price | Stock, 5 rows, with its caption on the line of the
  // left table's last row: only one line holds a left row with nothing of the right table beside it
  const words = (caption: string | null): Word[] => {
    const out: Word[] = [
      ...line(100, [['Product', 50], ['Units', 170, 'right'], ['Sales', 230, 'right']], true),
      ...line(100, [['Region', 320], ['Price', 440, 'right'], ['Stock', 500, 'right']], true),
    ];
    for (let i = 0; i < 6; i++) out.push(...line(116 + 16 * i, [[`Product ${String.fromCharCode(65 + i)}`, 50], [amount(i, 1), 170, 'right'], [amount(i, 2), 230, 'right']]));
    for (let i = 0; i < 4; i++) out.push(...line(116 + 16 * i, [[`Region ${String.fromCharCode(75 + i)}`, 320], [amount(i, 3), 440, 'right'], [amount(i, 4), 500, 'right']]));
    if (caption) out.push(...line(116 + 16 * 4, [[caption, 320]]));
    return out;
  };

  it('are cut at the gutter: the caption is no row of a table beside the longer one', () => {
    const ts = detectTables(page(words('Table 3 Prices by region')));
    expect(ts).toHaveLength(2);
    expect(ts[0]!.rows[0]).toEqual(['Product', 'Units', 'Sales']);
    expect(ts[0]!.rows).toHaveLength(7);
    expect(ts[1]!.rows[0]).toEqual(['Region', 'Price', 'Stock']);
  });

  it('text beside the last row that is not a caption (a wrapped note) does not count: one table as before', () => {
    const ts = detectTables(page(words('figures provisional')));
    expect(ts).toHaveLength(1);
  });
});

describe('a header whose labels run across the body\'s narrow column gaps', () => {
  const amount = (i: number, k: number) => `${((i * 37 + k * 53) % 89) + 10}.${(i * 13 + k * 7) % 10}0`;
  const labels = ['Northern rural districts', 'Coastal towns and villages', 'Capital region and suburbs', 'Mountain districts inland', 'Islands and the far north', 'Border towns in the east'];
  // body: long row labels (to x≈175), four value columns right-set at 215, 260, 325, 370 (20 pt gaps)
  const body = (): Word[] =>
    labels.flatMap((l, i) => line(132 + 14 * i, [[l, 50], [amount(i, 1), 215, 'right'], [amount(i, 2), 260, 'right'], [amount(i, 3), 325, 'right'], [amount(i, 4), 370, 'right']]));

  it('stays the table\'s header: labels centred over two columns each, the row labels reaching under its gap', () => {
    const header = [
      ...line(100, [['Sales in 2023', 193], ['Stock at end', 308]], true),
      ...line(112, [['Region', 50], ['Budget Actual', 198], ['Units Share', 313]], true),
    ];
    const ts = detectTables(page([...header, ...body()]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.some((r) => r[0] === 'Region')).toBe(true);
    expect(ts[0]!.rows.at(-1)![0]).toBe('Border towns in the east');
  });

  it('a block of words whose gap stands over the middle of a body column is not its header: cut as before', () => {
    // two lines of two text runs; their gap (x 240–300) lies across the value column ending at 260
    const block = [...line(100, [['Prepared by the', 110], ['statistics unit', 300]]), ...line(112, [['Reviewed by the', 110], ['board of directors', 300]])];
    const ts = detectTables(page([...block, ...body()]));
    expect(ts.some((t) => t.rows.some((r) => r.join(' ').includes('Reviewed')) && t.rows.some((r) => r[0] === 'Border towns in the east'))).toBe(false);
  });
});

describe('a first body row whose values are all marked missing', () => {
  const rest = [
    ['Lead', '12', '31.50', '4.20'],
    ['Copper', '7', '27.10', '3.90'],
    ['Nickel', '9', '44.80', '5.10'],
    ['Arsenic', '3', '12.60', '2.70'],
    ['Mercury', '5', '19.30', '1.40'],
  ];
  const xs = [50, 250, 350, 450];

  it('is a body row, not a line of the header (a header labels its value columns, it does not mark them missing)', () => {
    const body = [['Zinc', '–', '–', '–'], ...rest];
    const ts = detectTables(page(streamTable(100, ['Substance', 'Samples', 'Mean', 'Max'], body, xs)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([['Substance', 'Samples', 'Mean', 'Max'], ...body]);
  });

  it('a second header line of words (units) is still the header\'s', () => {
    const words = [
      ...line(100, [['Substance', 50], ['Samples', 250, 'right'], ['Mean', 350, 'right'], ['Max', 450, 'right']], true),
      ...line(111, [['(number)', 250, 'right'], ['(mg/l)', 350, 'right'], ['(mg/l)', 450, 'right']], true),
      ...rest.flatMap((r, i) => line(127 + 15 * i, [[r[0]!, 50], [r[1]!, 250, 'right'], [r[2]!, 350, 'right'], [r[3]!, 450, 'right']])),
    ];
    const ts = detectTables(page(words));
    expect(ts[0]!.rows[0]).toEqual(['Substance', 'Samples (number)', 'Mean (mg/l)', 'Max (mg/l)']);
  });
});

describe('a dot leader set as separate dots, run up to a column set close to it', () => {
  const amount = (i: number, k: number) => `${((i * 37 + k * 53) % 89) + 10}.${(i * 13 + k * 7) % 10}0`;
  const labels = ['Other member states', 'Ireland', 'Rest of the world', 'Portugal', 'Candidate countries', 'Denmark'];
  const units = ['%', 'units', 'tonnes', 'kg', '%', 'persons'];
  // label, dots 2.5 pt apart up to x=201, a unit column from x=207 (6 pt on: one segment with the dots), then
  // two amounts right-set at 300 and 380
  const words = (): Word[] =>
    labels.flatMap((l, i) => {
      const out = line(100 + 15 * i, [[l, 50]]);
      const end = Math.max(...out.map((w) => w.x1));
      for (let x = end + 2.5; x + 5 <= 201; x += 7.5) out.push(...line(100 + 15 * i, [['.', x]]));
      out.push(...line(100 + 15 * i, [[units[i]!, 207], [amount(i, 1), 300, 'right'], [amount(i, 2), 380, 'right']]));
      return out;
    });

  it('keeps its dots with the label: none of them is taken for a value of the columns after it', () => {
    const ts = detectTables(page(words()));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(labels.map((l, i) => [l, units[i], amount(i, 1), amount(i, 2)]));
  });
});

describe('a currency sign set apart from the digits of its amount', () => {
  const labels = ['Belgium and Luxembourg', 'Latvia', 'Rest of the world', 'Poland', 'Other member states', 'Austria'];
  const amounts = ['13.087', '29.459', '12.697', '42.587', '30.619', '17.791'];
  const counts = ['884', '471', '630', '18', '541', '512'];
  // the sign at x=194–199, the amounts right-set at 235 (six characters: 205–235, 6 pt after the sign), counts at 300
  const words = (sign: string, signX = 194): Word[] =>
    labels.flatMap((l, i) => line(100 + 15 * i, [[l, 50], [sign, signX], [amounts[i]!, 235, 'right'], [counts[i]!, 300, 'right']]));

  it('"€" at a fixed place left of right-set digits is part of the amount, not a column of its own', () => {
    const ts = detectTables(page(words('€')));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(labels.map((l, i) => [l, `€ ${amounts[i]}`, counts[i]]));
  });

  it('a column of currency codes (a unit column) stays a column', () => {
    const ts = detectTables(page(words('EUR', 184)));
    expect(ts[0]!.rows[0]).toEqual([labels[0], 'EUR', amounts[0], counts[0]]);
  });
});

describe('group labels centred over three columns', () => {
  const amount = (i: number, k: number) => `${((i * 37 + k * 53) % 89) + 10}.${(i * 13 + k * 7) % 10}0`;
  // columns right-set at 200, 260, 320 (group 1) and 400, 460, 520 (group 2); the group labels centred on them
  const xs = [200, 260, 320, 400, 460, 520];
  const body = (top: number): Word[] =>
    ['Lead', 'Zinc', 'Copper', 'Nickel', 'Arsenic'].flatMap((l, i) => line(top + 15 * i, [[l, 50], ...xs.map((x, k): [string, number, 'right'] => [amount(i, k), x, 'right'])]));
  const lower = (top: number) => line(top, [['Substance', 50], ...xs.map((x, k): [string, number, 'right'] => [['Limit', 'Trend', 'Max'][k % 3]!, x, 'right'])], true);

  it('are read at their group\'s first column', () => {
    // "Site A" centred on 177.5–320 (centre ≈ 249), "Site B" on 377.5–520
    const upper = line(100, [['Site A', 234], ['Site B', 434]], true);
    const ts = detectTables(page([...upper, ...lower(116), ...body(134)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[0]).toEqual(['', 'Site A', '', '', 'Site B', '', '']);
  });

  it('a label over the last column alone stays there', () => {
    const upper = line(100, [['Total', 520, 'right']], true);
    const ts = detectTables(page([...upper, ...lower(116), ...body(134)]));
    expect(ts[0]!.rows[0]).toEqual(['', '', '', '', '', '', 'Total']);
  });
});

describe('a deep header above section labels', () => {
  it('five header lines over a section label and the first data row: the five are the header', () => {
    const xs = [200, 260, 320];
    const hdr = (top: number, texts: string[], first?: string) =>
      line(top, [...(first ? [[first, 50] as [string, number]] : []), ...xs.map((x, k): [string, number, 'right'] => [texts[k]!, x, 'right'])], true);
    const words: Word[] = [
      ...line(100, [['Thousands', 240]], true),
      ...hdr(114, ['North', 'South', 'East']),
      ...hdr(128, ['Limit', 'Trend', 'Max'], 'Substance'),
      ...hdr(142, ['reported', 'per year', 'in total']),
      ...hdr(156, ['number', '%', 'number']),
      ...line(174, [['Nutrients', 50]]),
      ...['Lead', 'Zinc', 'Copper', 'Nickel'].flatMap((l, i) => line(189 + 15 * i, [[l, 60], ['12.5', 200, 'right'], ['3.25', 260, 'right'], ['48.0', 320, 'right']])),
    ];
    const [t] = detectTableStructures(page(words));
    expect(t!.headerRows).toBeGreaterThanOrEqual(1);
    expect(t!.rows[t!.headerRows]!.cells[0]!.text).toBe('Nutrients');
  });
});

describe('a sliver between two column gaps', () => {
  it('two gaps a point apart (two spanning labels overlapping there) are one gap', () => {
    const s = resolveSettings();
    const words: Word[] = [
      ...line(100, [['Units sold in total', 211]], true), // 211–300
      ...line(114, [['Stock at year end', 299]], true), // 299–378
      ...['Lead', 'Zinc', 'Copper', 'Nickel', 'Arsenic', 'Mercury', 'Chromium'].flatMap((l, i) =>
        line(130 + 15 * i, [[l, 50], [`${12 + i}.50`, 283, 'right'], [`${40 + 3 * i}.25`, 315], [`${7 + i}.75`, 450, 'right']]),
      ),
    ];
    const gaps = findColumnGaps(segmentLines(words, s), s);
    const inside = gaps.filter((g) => g.x1 > 283 && g.x0 < 315);
    expect(inside).toHaveLength(1);
    expect(inside[0]!.x0).toBeLessThanOrEqual(284);
    expect(inside[0]!.x1).toBeGreaterThanOrEqual(314);
  });
});

describe('a column of years beside amounts in another form', () => {
  it('is a table, not chart axes: the years step evenly, the amounts ("67,54 kr") do not', () => {
    const rows: [string, string, string][] = [
      ['2021', 'Midlands', '67,54 kr'],
      ['2022', 'Coastal', '370,96 kr'],
      ['2023', 'South', '(356,62) kr'],
      ['2024', 'Border', '427,29 kr'],
      ['2025', 'Lakeside', '294,26 kr'],
    ];
    const ts = detectTables(page(rows.flatMap((r, i) => line(100 + 15 * i, [[r[0], 50], [r[1], 110], [r[2], 300, 'right']]))));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rows);
  });

  it('an axis whose labels carry a sign, beside an axis of years, is still no table', () => {
    expect(looksLikeChartAxes([['2021', '2022', '2023', '2024', '2025'], ['$ 20,000', '$ 18,000', '$ 16,000', '$ 14,000', '$ 12,000']])).toBe(true);
  });
});

describe('a header on two lines over row labels that mostly wrap', () => {
  it('the two header lines are one header row: the body\'s row spacing is taken between rows with values', () => {
    const words: Word[] = [
      ...line(100, [['Orders', 300, 'right'], ['Margin', 450, 'right']], true),
      ...line(112.5, [['Product', 50], ['per year', 300, 'right'], ['(EUR)', 450, 'right']], true),
    ];
    let y = 133;
    for (let i = 0; i < 5; i++) {
      // a row label on three lines set 0.5 pt apart, the values on its last line; rows 8 pt apart
      words.push(...line(y, [[`Long product name ${i + 1}`, 50]]), ...line(y + 12.5, [['with its variant', 50]]));
      words.push(...line(y + 25, [['and its size', 50], [`${(i * 37) % 89 + 10}.50`, 300, 'right'], [`${(i * 13) % 17 + 3}.25`, 450, 'right']]));
      y += 45;
    }
    for (let i = 0; i < 3; i++) {
      words.push(...line(y, [[`Item ${i + 1}`, 50], [`${(i * 41) % 83 + 20}.75`, 300, 'right'], [`${(i * 7) % 19 + 5}.50`, 450, 'right']]));
      y += 20;
    }
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[0]).toEqual(['Product', 'Orders per year', 'Margin (EUR)']);
  });
});
