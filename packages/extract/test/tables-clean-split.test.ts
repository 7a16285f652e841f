/**
 * Cell cleaning (src/tables/clean.ts), stacked-table splits (stream.ts `splitStackedRows`) and settings validation
 * (settings.ts), on hand-built grids and pages — including the cases that must not change.
 */
import { describe, expect, it } from 'vitest';
import { cleanGrid, isRuleRow, splitRunTogetherNumbers, stripLeaders } from '../src/tables/clean.js';
import { detectTables, resolveSettings, DEFAULT_TABLE_SETTINGS } from '../src/tables/index.js';
import { TableSettingsError } from '../src/tables/settings.js';
import { line, page } from './support/table-pages.js';
import type { Word } from '../src/types.js';

describe('cell cleaning', () => {
  it('strips dot leaders and leader dashes; a cell that is only a leader becomes empty', () => {
    expect(stripLeaders('0.99 ..................')).toBe('0.99');
    expect(stripLeaders('Robbery . . . . . . . .')).toBe('Robbery');
    expect(stripLeaders('Total ------')).toBe('Total');
    expect(stripLeaders('................')).toBe('');
    expect(stripLeaders('………')).toBe('');
    expect(stripLeaders('........ 12.5')).toBe('12.5');
  });

  it('keeps placeholders, decimals and abbreviations', () => {
    for (const t of ['-', '–', '---', '…', 'n/a', '1.5', 'U.S.', 'etc.', '...and more', 'A - B']) expect(stripLeaders(t), t).toBe(t);
  });

  it('drops rows that are only rules, keeps rows with a dash placeholder', () => {
    expect(isRuleRow(['', '', '-----------------', ''])).toBe(true);
    expect(isRuleRow(['=====', '=====', ''])).toBe(true);
    expect(isRuleRow(['Lead', '-', '-'])).toBe(false);
    expect(cleanGrid([['Proportion', '1.0'], ['', '-------------'], ['0.99 ......', '800']], false)).toEqual([
      ['Proportion', '1.0'],
      ['0.99', '800'],
    ]);
  });

  it('splits two numbers run together when the grid has a free numeric position next to them', () => {
    const rows = [
      ['Proportion', '1.7', '1.8', '1.9 2.0', '', '2.5'],
      ['0.99', '1,360', '1,440', '1,520', '1,600', '2,000'],
      ['0.01', '', '1,360', '1,440', '1,520 1,600', '2,000'],
      ['0.95', '272', '288', '304', '320', '400'],
    ];
    expect(splitRunTogetherNumbers(rows)).toEqual([
      ['Proportion', '1.7', '1.8', '1.9', '2.0', '2.5'],
      ['0.99', '1,360', '1,440', '1,520', '1,600', '2,000'],
      ['0.01', '1,360', '1,440', '1,520', '1,600', '2,000'],
      ['0.95', '272', '288', '304', '320', '400'],
    ]);
  });

  it('does not split a number with a space as thousands separator, a decimal split off, or a full row', () => {
    const rows = [
      ['a', '1 234', '', '5'],
      ['b', '11,062 6', '', '7'],
      ['c', '12 14', '3', '9'],
      ['d', '10', '11', '12'],
    ];
    expect(splitRunTogetherNumbers(rows)).toEqual(rows);
  });

  it('lattice grids are trusted: two numbers in one ruled cell stay together', () => {
    expect(cleanGrid([['x', '12 14', ''], ['y', '3', '4'], ['z', '5', '6']], false)[0]).toEqual(['x', '12 14', '']);
  });
});

describe('stacked tables in one region', () => {
  // two stacked tables: the same label column header, a centred title row over the second one
  const rowsOf = (top: number, head: string, vals: number[]): Word[] => {
    const out: Word[] = [...line(top, [[head, 50], ...vals.map((v, i): [string, number, 'right'] => [v.toFixed(1), 200 + 60 * i, 'right'])])];
    const labels = ['0.99', '0.95', '0.90', '0.85', '0.80'];
    labels.forEach((l, r) =>
      out.push(...line(top + 15 * (r + 1), [[`${l} ........`, 50], ...vals.map((v, i): [string, number, 'right'] => [String(Math.round((800 * v) / (r * 3 + 1))), 200 + 60 * i, 'right'])])),
    );
    return out;
  };

  it('splits at a row that repeats the header label with other values, taking the title row above it', () => {
    const words = [...rowsOf(100, 'Proportion', [1.0, 1.1, 1.2]), ...line(192, [['Design effect', 230]]), ...rowsOf(207, 'Proportion', [1.7, 1.8, 1.9])];
    const tables = detectTables(page(words));
    expect(tables).toHaveLength(2);
    expect(tables[0].rows[0]).toEqual(['Proportion', '1.0', '1.1', '1.2']);
    expect(tables[0].rows[1][0]).toBe('0.99');
    expect(tables[1].rows.some((r) => r.includes('Design effect'))).toBe(true);
    expect(tables[1].rows.find((r) => r[0] === 'Proportion')).toEqual(['Proportion', '1.7', '1.8', '1.9']);
  });

  it('splits at a caption row inside the region and drops the caption', () => {
    const words = [...rowsOf(100, 'Proportion', [1.0, 1.1, 1.2]), ...line(192, [['Table 5', 50]]), ...rowsOf(207, 'Share', [2.0, 2.1, 2.2])];
    const tables = detectTables(page(words));
    expect(tables).toHaveLength(2);
    expect(tables.flatMap((t) => t.rows.flat()).some((c) => c.includes('Table 5'))).toBe(false);
  });

  it('does not split a label/value list whose labels repeat under sub-headings', () => {
    const block = (top: number, title: string): Word[] => [
      ...line(top, [[title, 50]]),
      ...line(top + 15, [['Net asset value', 50], ['5,111,372', 450, 'right']]),
      ...line(top + 30, [['Outstanding units', 50], ['49,136', 450, 'right']]),
      ...line(top + 45, [['Value per unit', 50], ['104.03', 450, 'right']]),
    ];
    const words = [...line(100, [['Net asset value', 50], ['9,876,543', 450, 'right']]), ...line(115, [['Outstanding units', 50], ['51,000', 450, 'right']]), ...block(130, 'Class B'), ...block(190, 'Total for the fund')];
    const tables = detectTables(page(words));
    expect(tables).toHaveLength(1);
  });
});

describe('captions in a table frame', () => {
  const h = (y: number, x0: number, x1: number) => ({ x0, y0: y, x1, y1: y });
  const v = (x: number, y0: number, y1: number) => ({ x0: x, y0, x1: x, y1 });
  // a boxed exhibit: the caption in a full-width first row, then a 3 × 3 ruled grid
  const rulings = [h(100, 50, 450), h(130, 50, 450), h(150, 50, 450), h(170, 50, 450), h(190, 50, 450), v(50, 100, 190), v(450, 100, 190), v(200, 130, 190), v(330, 130, 190)];
  const cells = (caption: string) => [
    ...line(110, [[caption, 60]]),
    ...line(135, [['Designation', 60], ['Identified', 320, 'right'], ['Not identified', 440, 'right']]),
    ...line(155, [['Low-performing', 60], ['34%', 320, 'right'], ['3%', 440, 'right']]),
    ...line(175, [['High-performing', 60], ['12%', 320, 'right'], ['41%', 440, 'right']]),
  ];

  it('drops a caption row ("Exhibit 19 …") at the top of a ruled table', () => {
    const [t] = detectTables(page(cells('Exhibit 19 Percentage of schools by designation'), rulings));
    expect(t.rows[0]).toEqual(['Designation', 'Identified', 'Not identified']);
    expect(t.bbox[1]).toBeGreaterThanOrEqual(129);
  });

  it('keeps a first row that is a title but not a caption', () => {
    const [t] = detectTables(page(cells('Percentage of schools by designation'), rulings));
    expect(t.rows[0][0]).toBe('Percentage of schools by designation');
  });
});

describe('table settings', () => {
  it('defaults are documented values; valid overrides pass', () => {
    expect(resolveSettings()).toMatchObject({ segmentGapEm: DEFAULT_TABLE_SETTINGS.segmentGapEm, continuationColumnTolerance: 6 });
    expect(resolveSettings({ minFillRatio: 0.5, captionLabels: ['tabel'] })).toMatchObject({ minFillRatio: 0.5, captionLabels: ['tabel'] });
    expect(resolveSettings({ areas: [[0, 0, 100, 100]], columns: [50, 80] }).areas).toEqual([[0, 0, 100, 100]]);
  });

  it('a bad value is a clear error naming the setting, not a silent fallback', () => {
    expect(() => resolveSettings({ minFillRatio: 2 })).toThrow(TableSettingsError);
    expect(() => resolveSettings({ minFillRatio: 2 })).toThrow(/minFillRatio/);
    expect(() => resolveSettings({ streamMinRows: 2.5 })).toThrow(/whole number/);
    expect(() => resolveSettings({ segmentGapEm: Number.NaN })).toThrow(/segmentGapEm/);
    expect(() => resolveSettings({ mergeWrappedRows: 'yes' as unknown as boolean })).toThrow(/mergeWrappedRows/);
    expect(() => resolveSettings({ areas: [[0, 0, Number.NaN, 10]] })).toThrow(/areas/);
    expect(() => resolveSettings({ captionLabels: ['table', ''] })).toThrow(/captionLabels/);
    expect(() => resolveSettings({ segmentGap: 1 } as never)).toThrow(/Unknown table setting "segmentGap"/);
    expect(() => detectTables(page([]), { maxRowGapLines: -1 })).toThrow(/maxRowGapLines/);
  });
});
