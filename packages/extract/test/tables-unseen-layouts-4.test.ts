/**
 * Table rules found by the third round of the generated table benchmark (bench/generated-tables), each on invented
 * pages: the layouts that failed, and look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTableStructures, detectTables, isNumericText, joinContinuedTables } from '../src/tables/index.js';
import type { ExtractedTable, PageModel, Word } from '../src/types.js';
import { setTableContext } from '../src/tables/context.js';
import { splitRunTogetherNumbers } from '../src/tables/clean.js';
import { line, page } from './support/table-pages.js';

/** irregular amounts (not an axis) */
const amount = (i: number, k: number) => `${((i * 37 + k * 53) % 89) + 10}.${(i * 13 + k * 7) % 10}0`;

describe('tables side by side', () => {
  // left: Region | Units | Sales | Stock (3 rows), right: Product | Price | Margin (8 rows); the left table's
  // column gaps (25–35 pt) are wide enough to be gutters, the gutter between the tables (50 pt) is wider
  const left = (n: number): Word[] => {
    const out = line(100, [['Region', 50], ['Units', 140, 'right'], ['Sales', 200, 'right'], ['Stock', 250, 'right']], true);
    for (let i = 0; i < n; i++) out.push(...line(116 + 16 * i, [[`Region ${String.fromCharCode(65 + i)}`, 50], [amount(i, 1), 140, 'right'], [amount(i, 2), 200, 'right'], [amount(i, 3), 250, 'right']]));
    return out;
  };
  const right = (n: number): Word[] => {
    const out = line(100, [['Product', 300], ['Price', 400, 'right'], ['Margin', 460, 'right']], true);
    for (let i = 0; i < n; i++) out.push(...line(116 + 16 * i, [[`Product ${String.fromCharCode(75 + i)}`, 300], [amount(i, 4), 400, 'right'], [amount(i, 5), 460, 'right']]));
    return out;
  };

  it('are cut at the widest gutter, not at a wide column gap inside the shorter table', () => {
    const ts = detectTables(page([...left(3), ...right(8)]));
    expect(ts).toHaveLength(2);
    expect(ts[0]!.rows[0]).toEqual(['Region', 'Units', 'Sales', 'Stock']);
    expect(ts[0]!.rows).toHaveLength(4);
    expect(ts[1]!.rows[0]).toEqual(['Product', 'Price', 'Margin']);
    expect(ts[1]!.rows).toHaveLength(9);
  });

  it('one table whose rows all reach across stays one table, however wide its column gaps', () => {
    const words: Word[] = [...line(100, [['Region', 50], ['Units', 140, 'right'], ['Sales', 200, 'right'], ['Stock', 250, 'right'], ['Price', 400, 'right']], true)];
    for (let i = 0; i < 8; i++) words.push(...line(116 + 16 * i, [[`Region ${String.fromCharCode(65 + i)}`, 50], [amount(i, 1), 140, 'right'], [amount(i, 2), 200, 'right'], [amount(i, 3), 250, 'right'], [amount(i, 4), 400, 'right']]));
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[0]).toEqual(['Region', 'Units', 'Sales', 'Stock', 'Price']);
  });
});

describe('dot leaders set as separate dots', () => {
  /** a row label, then dots at a fixed pitch up to x=220, then two right-set values */
  const row = (top: number, label: string, i: number): Word[] => {
    const out = line(top, [[label, 50]]);
    const end = Math.max(...out.map((w) => w.x1));
    for (let x = end + 4; x + 5 <= 220; x += 10.5) out.push(...line(top, [['.', x]]));
    out.push(...line(top, [[amount(i, 1), 300, 'right'], [amount(i, 2), 450, 'right']]));
    return out;
  };

  it('the spaces between the dots, lined up from row to row, are not column gaps', () => {
    // labels of one length put every row's dots at the same x: the spaces between them form rivers
    const labels = ['Lamps and bulbs', 'Tools and parts', 'Bells and horns', 'Racks and boxes', 'Pumps and hoses', 'Bags and straps'];
    const words: Word[] = [...line(100, [['Product group', 50], ['Units', 300, 'right'], ['Sales', 450, 'right']], true)];
    labels.forEach((l, i) => words.push(...row(116 + 16 * i, l, i)));
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[0]).toEqual(['Product group', 'Units', 'Sales']);
    expect(ts[0]!.rows[1]).toEqual(['Lamps and bulbs', amount(0, 1), amount(0, 2)]);
  });
});

describe('label lines at a page break, right of a column of block labels', () => {
  const tablesOf = (pages: PageModel[]) => joinContinuedTables(pages.flatMap((p) => detectTables(p)), new Map(pages.map((p) => [p.number, p.height])));
  /** Group | Item | Qty | Amount: a block label on every fourth row, the item labels in the second column */
  const rows = (top: number, from: number, n: number, blocks = true): Word[] =>
    Array.from({ length: n }, (_, i) => {
      const k = from + i;
      const cells: [string, number, 'right'?][] = [[`Item ${k}`, 120], [String(((k * 7) % 11) + 1), 350, 'right'], [amount(k, 1), 450, 'right']];
      if (blocks && k % 4 === 1) cells.unshift([`Group ${String.fromCharCode(64 + Math.ceil(k / 4))}`, 50]);
      return line(top + 15 * i, cells);
    }).flat();
  const first = (below: Word[]) =>
    page([...line(60, [['Quarterly report of the regional office, prepared for the board and the auditors', 50]]), ...line(405, [['Group', 50], ['Item', 120], ['Qty', 350, 'right'], ['Amount', 450, 'right']], true), ...rows(420, 1, 20), ...below, ...line(770, [['Page 1', 280]])], [], 1);
  const second = () => page([...rows(80, 21, 6), ...line(770, [['Page 2', 280]])], [], 2);

  it('the rest of a wrapped item label below the last row is a row of the table, in the item column', () => {
    const ts = tablesOf([first(line(420 + 20 * 15, [['and spare parts', 120]])), second()]);
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toHaveLength(1 + 20 + 1 + 6);
    expect(ts[0]!.rows[21]).toEqual(['', 'and spare parts', '', '']);
  });

  it('a section label set a little left of the item column is one too', () => {
    const ts = tablesOf([first(line(420 + 20 * 15, [['Other items', 108]])), second()]);
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[21]).toEqual(['', 'Other items', '', '']);
  });

  it('a line standing in a column of numbers still separates two tables', () => {
    const ts = tablesOf([first(line(420 + 20 * 15, [['Other items', 300]])), second()]);
    expect(ts).toHaveLength(2);
  });
});

describe('a continuation read into a few more or fewer columns', () => {
  const tablesOf = (pages: PageModel[]) => joinContinuedTables(pages.flatMap((p) => detectTables(p)), new Map(pages.map((p) => [p.number, p.height])));
  const rows = (top: number, from: number, n: number, blocks: boolean, extra = false): Word[] =>
    Array.from({ length: n }, (_, i) => {
      const k = from + i;
      const cells: [string, number, 'right'?][] = [[`Item ${k}`, 120], [String(((k * 7) % 11) + 1), 350, 'right'], [amount(k, 1), 450, 'right']];
      if (blocks && k % 4 === 1) cells.unshift([`Group ${String.fromCharCode(64 + Math.ceil(k / 4))}`, 50]);
      if (extra) cells.push([`${amount(k, 2)}`, 540, 'right'], [`${amount(k, 3)}`, 600, 'right'], [`${amount(k, 4)}`, 660, 'right']);
      return line(top + 15 * i, cells);
    }).flat();
  const first = () =>
    page([...line(60, [['Quarterly report of the regional office, prepared for the board and the auditors', 50]]), ...line(405, [['Group', 50], ['Item', 120], ['Qty', 350, 'right'], ['Amount', 450, 'right']], true), ...rows(420, 1, 20, true), ...line(770, [['Page 1', 280]])], [], 1);

  it('the last block running on without its label (no block-label column on the next page) is joined, on the first part\'s columns', () => {
    const ts = tablesOf([first(), page([...rows(80, 22, 3, false), ...line(770, [['Page 2', 280]])], [], 2)]);
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toHaveLength(1 + 20 + 3);
    expect(ts[0]!.rows[21]).toEqual(['', 'Item 22', String(((22 * 7) % 11) + 1), amount(22, 1)]);
  });

  it('a next page with three more columns is another table', () => {
    const wide = { ...page([...rows(80, 22, 6, false, true), ...line(770, [['Page 2', 280]])], [], 2), width: 700 };
    const ts = tablesOf([first(), wide]);
    expect(ts).toHaveLength(2);
  });

  it('a repeated header whose first two labels were read as one cell is the same header', () => {
    const a: ExtractedTable = { page: 1, bbox: [50, 400, 450, 760], rows: [['Group', 'Item', 'Qty', 'Amount'], ['Group A', 'Item 1', '3', '12.50'], ['', 'Item 2', '5', '17.00']] };
    const b: ExtractedTable = { page: 2, bbox: [50, 80, 450, 130], rows: [['Group Item', 'Qty', 'Amount'], ['Item 3', '2', '9.90'], ['Item 4', '8', '31.20']] };
    const ctx = (columns: { x0: number; x1: number }[], box: [number, number, number, number]) => ({ pageWidth: 600, pageHeight: 800, columns, box, headerRows: 1, above: [], below: [] });
    setTableContext(a, ctx([{ x0: 50, x1: 85 }, { x0: 120, x1: 160 }, { x0: 330, x1: 350 }, { x0: 420, x1: 450 }], [50, 400, 450, 760]));
    setTableContext(b, ctx([{ x0: 50, x1: 160 }, { x0: 330, x1: 350 }, { x0: 420, x1: 450 }], [50, 80, 450, 130]));
    const ts = joinContinuedTables([a, b], new Map([[1, 800], [2, 800]]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([['Group', 'Item', 'Qty', 'Amount'], ['Group A', 'Item 1', '3', '12.50'], ['', 'Item 2', '5', '17.00'], ['', 'Item 3', '2', '9.90'], ['', 'Item 4', '8', '31.20']]);
  });

  it('a repeated two-level header whose group label was placed over the next column is the same header', () => {
    const head = (group: string[]) => [group, ['Age group', 'Persons', 'Per 1,000', 'Admissions']];
    const a: ExtractedTable = { page: 1, bbox: [50, 400, 450, 760], rows: [...head(['', 'Male', '', 'Female']), ['Under 5', '12', '3.5', '7'], ['5 to 9', '14', '2.5', '9']] };
    const b: ExtractedTable = { page: 2, bbox: [50, 80, 450, 130], rows: [...head(['', '', 'Male', 'Female']), ['10 to 14', '11', '1.5', '4']] };
    const columns = [{ x0: 50, x1: 100 }, { x0: 190, x1: 220 }, { x0: 250, x1: 290 }, { x0: 320, x1: 370 }];
    setTableContext(a, { pageWidth: 600, pageHeight: 800, columns, box: [50, 400, 450, 760], headerRows: 2, above: [], below: [] });
    setTableContext(b, { pageWidth: 600, pageHeight: 800, columns, box: [50, 80, 450, 130], headerRows: 2, above: [], below: [] });
    const ts = joinContinuedTables([a, b], new Map([[1, 800], [2, 800]]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.slice(2).map((r) => r[0])).toEqual(['Under 5', '5 to 9', '10 to 14']);
  });

  it('a header with other labels on the next page still starts another table', () => {
    const a: ExtractedTable = { page: 1, bbox: [50, 400, 450, 760], rows: [['Group', 'Item', 'Qty', 'Amount'], ['Group A', 'Item 1', '3', '12.50'], ['', 'Item 2', '5', '17.00']] };
    const b: ExtractedTable = { page: 2, bbox: [50, 80, 450, 130], rows: [['Region', 'Units', 'Sales'], ['North', '2', '9.90'], ['South', '8', '31.20']] };
    const ctx = (columns: { x0: number; x1: number }[], box: [number, number, number, number]) => ({ pageWidth: 600, pageHeight: 800, columns, box, headerRows: 1, above: [], below: [] });
    setTableContext(a, ctx([{ x0: 50, x1: 85 }, { x0: 120, x1: 160 }, { x0: 330, x1: 350 }, { x0: 420, x1: 450 }], [50, 400, 450, 760]));
    setTableContext(b, ctx([{ x0: 50, x1: 160 }, { x0: 330, x1: 350 }, { x0: 420, x1: 450 }], [50, 80, 450, 130]));
    expect(joinContinuedTables([a, b], new Map([[1, 800], [2, 800]]))).toHaveLength(2);
  });
});

describe('a headerless table opening with a row label only', () => {
  /** Group | Item | Qty | Amount without a header; the first line holds only the first words of a wrapped item label */
  const words = (first: [string, number][]): Word[] => [
    ...line(100, first),
    ...Array.from({ length: 8 }, (_, i) => {
      const cells: [string, number, 'right'?][] = [[i === 0 ? 'site 2' : `Item ${i}`, 120], [String(((i * 7) % 11) + 1), 350, 'right'], [amount(i, 1), 450, 'right']];
      if (i % 4 === 0) cells.unshift([`Group ${String.fromCharCode(66 + i / 4)}`, 50]);
      return line(115 + 15 * i, cells);
    }).flat(),
  ];

  it('has no header row when that line stands in the row-label column right of the block labels', () => {
    const [t] = detectTableStructures(page(words([['Border, second', 120]])));
    expect(t!.columns).toHaveLength(4);
    expect(t!.headerRows).toBe(0);
  });

  it('a line labelling the value columns is still a header', () => {
    const [t] = detectTableStructures(page(words([['Item', 120], ['Qty', 350], ['Amount', 420]])));
    expect(t!.headerRows).toBe(1);
  });
});

describe('numbers grouped by a space, negative in parentheses', () => {
  const rows = (cell: string) => [
    ['Label', 'Cases', 'Visits', 'Total'],
    ['North', '644 701', '12', '5'],
    ['South', cell, '', '6'],
    ['East', '734 775', '18', '7'],
  ];

  it('"(113 638)" next to a free cell is one number, not two run together', () => {
    expect(splitRunTogetherNumbers(rows('(113 638)'))[2]).toEqual(['South', '(113 638)', '', '6']);
    expect(splitRunTogetherNumbers(rows('-113 638.5'))[2]).toEqual(['South', '-113 638.5', '', '6']);
  });

  it('two values run together there are still split', () => {
    expect(splitRunTogetherNumbers(rows('(113) 638'))[2]).toEqual(['South', '(113)', '638', '6']);
  });
});

describe('a block label beside a section label under the header', () => {
  /** Group | Item | Qty | Amount; the first body line names the first block and the first section */
  const words = (first: [string, number][]): Word[] => [
    ...line(100, [['Group', 50], ['Item', 120], ['Qty', 350, 'right'], ['Amount', 450, 'right']], true),
    ...line(116, first),
    ...Array.from({ length: 8 }, (_, i) => line(131 + 15 * i, [[`Item ${i + 1}`, 130], [String(((i * 7) % 11) + 1), 350, 'right'], [amount(i, 1), 450, 'right']])).flat(),
  ];

  it('opens the body: it is not a second header line', () => {
    for (const block of ['Group A', '2021']) {
      const [t] = detectTables(page(words([[block, 50], ['Children', 120]])));
      expect(t!.rows[0]).toEqual(['Group', 'Item', 'Qty', 'Amount']);
      expect(t!.rows[1]).toEqual([block, 'Children', '', '']);
    }
  });

  it('a line with labels over the value columns is still part of the header', () => {
    const [t] = detectTableStructures(page(words([['Qty', 330], ['EUR', 430]])));
    expect(t!.headerRows).toBe(2);
  });
});

describe('a header repeated on the next pages, read into other cells', () => {
  const columns = [{ x0: 50, x1: 120 }, { x0: 200, x1: 260 }, { x0: 300, x1: 360 }];
  const part = (pageNo: number, rows: string[][], headerRows: number): ExtractedTable => {
    const t: ExtractedTable = { page: pageNo, bbox: [50, pageNo === 1 ? 400 : 80, 360, 760], rows };
    setTableContext(t, { pageWidth: 600, pageHeight: 800, columns, box: [50, pageNo === 1 ? 400 : 80, 360, 760], headerRows, above: [], below: [] });
    return t;
  };
  const heights = new Map([[1, 800], [2, 800], [3, 800]]);

  it('a first page whose header was not recognised (its units on two lines) is joined with pages repeating it, and they with the next', () => {
    const a = part(1, [['Region', 'Units', 'Sales'], ['', 'EUR', 'EUR'], ['', 'm', 'm'], ['North', '12', '3.50'], ['South', '14', '2.50']], 0);
    // (read on the next pages with the first column's label on the units line)
    const b = part(2, [['', 'Units', 'Sales'], ['Region', 'EUR m', 'EUR m'], ['East', '11', '1.50']], 2);
    const c = part(3, [['', 'Units', 'Sales'], ['Region', 'EUR m', 'EUR m'], ['West', '9', '4.50']], 2);
    const ts = joinContinuedTables([a, b, c], heights);
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.map((r) => r[0])).toEqual(['Region', '', '', 'North', 'South', 'East', 'West']);
  });

  it('the same header words in other cells are the same header', () => {
    const a = part(1, [['Item', 'Persons Per 1,000', ''], ['', '(units) per 1,000', ''], ['North', '12', '3.50']], 2);
    const b = part(2, [['Item', 'Persons (units)', 'Per 1,000 per 1,000'], ['East', '11', '1.50']], 1);
    const ts = joinContinuedTables([a, b], heights);
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.map((r) => r[0])).toEqual(['Item', '', 'North', 'East']);
  });

  it('a header with one other word starts another table', () => {
    const a = part(1, [['Region', 'Units 2022', 'Sales'], ['North', '12', '3.50']], 1);
    const b = part(2, [['Region', 'Units 2023', 'Sales'], ['East', '11', '1.50']], 1);
    expect(joinContinuedTables([a, b], heights)).toHaveLength(2);
  });
});

describe('amounts with a currency sign or code set a space apart', () => {
  it('read as numbers', () => {
    for (const t of ['£ 115', '€ 1,234.50', '$ (12.00)', 'EUR 12', 'CHF 3.50', '12 kr', '1 234,50 €', '12 USD']) expect(isNumericText(t), t).toBe(true);
    for (const t of ['EUR', 'kr', 'Item 12', 'Page 3', '12 items']) expect(isNumericText(t), t).toBe(false);
  });

  it('a column of them after a wide gap is not a second table beside the first', () => {
    const words: Word[] = [...line(100, [['Item', 50], ['Qty', 200, 'right'], ['Price', 300], ['Amount', 420, 'right']], true)];
    for (let i = 0; i < 8; i++) {
      const cells: [string, number, 'right'?][] = [[`Item ${i + 1}`, 50], [String(((i * 7) % 11) + 1), 200, 'right']];
      if (i !== 2 && i !== 5) cells.push([`£ ${amount(i, 1)}`, 300], [amount(i, 2), 420, 'right']);
      words.push(...line(116 + 16 * i, cells));
    }
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[1]).toEqual(['Item 1', '1', `£ ${amount(0, 1)}`, amount(0, 2)]);
  });
});
