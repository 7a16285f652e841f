/**
 * Rules of the sixteenth round (#11), each on an invented page (test/support/cell-pages.ts): how the header reading and
 * the arithmetic reading of an item table are weighed (items.choose.ts), and the column edge of a quantity printed
 * right-aligned before a unit column (items/arithmetic.ts). Every name and figure is invented.
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { findArithmeticTable } from '../src/invoice/items/arithmetic.js';
import { chooseItemTable } from '../src/invoice/items/choose.js';
import type { ItemTable } from '../src/invoice/lineItems.js';
import type { LineItem } from '../src/types.js';
import { type Cell, page, right } from './support/cell-pages.js';

/** Rows of [description, quantity, unit, price, price unit, amount]: the quantity right-aligned at 268, the unit left-aligned at 272. */
const ROWS: Array<[string, string, string, string, string, string]> = [
  ['Toner cartridge', '19', 'pieces', '88,07', '1', '1 673,33'],
  ['Cable ties', '100', 'pcs', '31,58', '100', '31,58'],
  ['LED panel', '1500', 'u', '36,09', '100', '541,35'],
  ['Consulting', '4', 'days', '65,66', '1', '262,64'],
  ['Desk lamp', '2650', 'pcs', '34,02', '100', '901,53'],
];
const TOTAL = '3 410,43';

function tableCells(rows = ROWS, y0 = 200, quantityWithUnit = false): Cell[] {
  const cells: Cell[] = [
    [y0 - 24, 50, 'Description'],
    right(y0 - 24, 268, 'Qty'),
    [y0 - 24, 272, 'Unit'],
    right(y0 - 24, 380, 'Price'),
    right(y0 - 24, 433, 'per'),
    right(y0 - 24, 545, 'Total'),
  ];
  rows.forEach(([d, q, u, p, per, a], i) => {
    const y = y0 + i * 14;
    if (quantityWithUnit) cells.push([y, 50, d], [y, 240, `${q} ${u}`], right(y, 380, p), right(y, 433, per), right(y, 545, a));
    else cells.push([y, 50, d], right(y, 268, q), [y, 272, u], right(y, 380, p), right(y, 433, per), right(y, 545, a));
  });
  const yt = y0 + rows.length * 14 + 20;
  cells.push([yt, 380, 'Total net'], right(yt, 545, TOTAL));
  return cells;
}

const item = (description: string, quantity: number | null, unitPrice: number | null, amount: number): LineItem => ({
  description,
  quantity,
  unit: null,
  unitPrice,
  taxRate: null,
  amount,
});

describe('arithmetic reading: a quantity right-aligned in its own column before a unit column', () => {
  it('takes the number’s right edge as the column edge, so quantity × price ÷ price unit = amount is found', () => {
    const doc = buildDoc([page(1, tableCells())]);
    const a = findArithmeticTable(doc)!;
    expect(a.items.map((x) => x.item.amount)).toEqual([1673.33, 31.58, 541.35, 262.64, 901.53]);
    expect(a.items.map((x) => [x.item.quantity, x.item.unitPrice])).toEqual([
      [19, 88.07],
      [100, 31.58],
      [1500, 36.09],
      [4, 65.66],
      [2650, 34.02],
    ]);
  });
});

describe('header reading against arithmetic reading', () => {
  const doc = buildDoc([page(1, tableCells())]);

  it('a header reading whose amounts are the price-unit column loses, though its figures "multiply out" as a price per 1000 less a discount', () => {
    // quantity and unit in one left-aligned cell: the arithmetic reading finds the amounts by their sum, not q × p
    const doc = buildDoc([page(1, tableCells(ROWS, 200, true))]);
    // the price units (1, 100) taken for the amounts: 19 × 88,07 ÷ 1000 = 1,67 "less 40 %" is 1
    const header: ItemTable = {
      columns: [],
      items: ROWS.map(([d, q, , p, per]) => item(d, Number(q), Number(p.replace(',', '.')), Number(per))),
      lines: new Set(),
      headerLine: 0,
    };
    const t = chooseItemTable(doc, header)!;
    expect(t).not.toBe(header);
    expect(t.items.map((x) => x.amount)).toEqual([1673.33, 31.58, 541.35, 262.64, 901.53]);
  });

  it('a header reading that holds the arithmetic one plus a row of its own, without quantities and prices, takes them from it and wins', () => {
    const header: ItemTable = {
      columns: [],
      items: [...ROWS.map(([d, , , , , a]) => item(d, null, null, Number(a.replace(' ', '').replace(',', '.')))), item('Freight', null, null, 12.5)],
      lines: new Set(),
      headerLine: 0,
    };
    const t = chooseItemTable(doc, header)!;
    expect(t).toBe(header);
    expect(t.items.map((x) => [x.description, x.quantity, x.unitPrice])).toEqual([
      ['Toner cartridge', 19, 88.07],
      ['Cable ties', 100, 31.58],
      ['LED panel', 1500, 36.09],
      ['Consulting', 4, 65.66],
      ['Desk lamp', 2650, 34.02],
      ['Freight', null, null],
    ]);
  });
});
