/**
 * Rules of the fifteenth round (#11, lead): the totals block of a Description | Amount table set under the figures.
 * Each rule on an invented page (test/support/cell-pages.ts).
 */
import { describe, expect, it } from 'vitest';
import { readInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

/** a service invoice: a two-column item table (Description | Amount), then `totals` set from x = `x` */
function services(items: Array<[number, string, string]>, totals: Array<[string, string]>, x = 300): Cell[] {
  return [
    [40, 40, 'Brightline Studio Ltd'],
    [52, 40, '1 Mill Lane, Leeds LS1 4AB'],
    [110, 300, 'Bill to: Harbour Foods Ltd'],
    [180, 40, 'Invoice 2026-14'],
    [194, 40, 'Date: 03/02/2026'],
    [230, 40, 'Description'],
    [230, 420, 'Amount'],
    ...items.map(([ix, d, a], k): Cell[] => [[250 + 16 * k, ix, d], right(250 + 16 * k, 450, a)]).flat(),
    ...totals.map(([l, v], k): Cell[] => [[270 + 16 * items.length + 16 * k, x, l], right(270 + 16 * items.length + 16 * k, 450, v)]).flat(),
  ];
}
const read = (cells: Cell[]) => readInvoice([page(1, cells)]).invoice;
const ITEMS: Array<[number, string, string]> = [
  [40, 'Consulting, January', '1,200.00'],
  [40, 'Travel expenses', '300.00'],
];

describe('a totals block set right of every description ends the item table', () => {
  it('its first line, under a label the lexicon does not know, is no item; the VAT line after it neither', () => {
    const inv = read(services(ITEMS, [['Fees', '1,500.00'], ['Sales tax 8%', '120.00'], ['Total', '1,620.00']]));
    expect(inv.lineItems.map((l) => [l.description, l.amount])).toEqual([
      ['Consulting, January', 1200],
      ['Travel expenses', 300],
    ]);
    expect(inv.totals).toMatchObject({ net: 1500, tax: 120, gross: 1620 });
  });

  it('a surcharge and a net after it: the net is read as the net, not as an item', () => {
    const inv = read(services(ITEMS, [['Professional fees', '1,500.00'], ['Admin surcharge', '30.00'], ['Net', '1,530.00'], ['VAT 20%', '306.00'], ['Total', '1,836.00']]));
    expect(inv.lineItems).toHaveLength(2);
    expect(inv.totals).toMatchObject({ net: 1530, tax: 306, gross: 1836 });
  });

  it('a line indented a little under an item, with an amount of its own, is still an item', () => {
    const inv = read(
      services(
        [
          [40, 'Consulting, January', '1,200.00'],
          [60, 'Travel expenses', '300.00'],
        ],
        [['Subtotal', '1,500.00'], ['VAT 20%', '300.00'], ['Total', '1,800.00']],
      ),
    );
    expect(inv.lineItems.map((l) => l.amount)).toEqual([1200, 300]);
  });
});

describe('a tax line with its rate ends the item table', () => {
  it('a tax label of more than one word, its rate in parentheses ("Sales tax (8.25 %)")', () => {
    const inv = read(services(ITEMS, [['Sales tax (8.25%)', '123.75'], ['Total', '1,623.75']], 40));
    expect(inv.lineItems).toHaveLength(2);
    expect(inv.totals).toMatchObject({ net: 1500, tax: 123.75, gross: 1623.75 });
  });

  it('a tax word abbreviated with a full stop ("MwSt. 19 %")', () => {
    const inv = read(services(ITEMS, [['MwSt. 19%', '285.00'], ['Gesamtbetrag', '1,785.00']], 40));
    expect(inv.lineItems).toHaveLength(2);
    expect(inv.totals).toMatchObject({ net: 1500, tax: 285, gross: 1785 });
  });

  it('an item whose description begins with a tax word goes on being an item', () => {
    const inv = read(
      services(
        [
          [40, 'Consulting, January', '1,200.00'],
          [40, 'VAT return 2025, preparation', '300.00'],
        ],
        [['Subtotal', '1,500.00'], ['VAT 20%', '300.00'], ['Total', '1,800.00']],
        40,
      ),
    );
    expect(inv.lineItems.map((l) => l.description)).toEqual(['Consulting, January', 'VAT return 2025, preparation']);
  });
});

describe('a discount between the subtotal and the total of an invoice without tax', () => {
  it('is a document allowance: the net is the total, the tax 0', () => {
    const inv = read(services(ITEMS, [['Subtotal', '1,500.00'], ['Discount', '(150.00)'], ['Total', '1,350.00']]));
    expect(inv.totals).toMatchObject({ net: 1350, tax: 0, gross: 1350, due: 1350 });
    expect(inv.allowances).toEqual([{ description: 'Discount', amount: 150, taxRate: null }]);
  });

  it('not when a VAT rate is named on the page: the difference is then not explained by a discount alone', () => {
    const cells = services(ITEMS, [['Subtotal', '1,500.00'], ['Discount', '(150.00)'], ['Total', '1,350.00']]);
    cells.push([600, 40, 'Prices include VAT at 20 %.']);
    expect(read(cells).totals.tax).not.toBe(0);
  });
});

describe("the letterhead's address", () => {
  /** a letterhead (name in large bold type, then `under`), a recipient block and a small item table */
  const letter = (under: Cell[], name = 'Kestrel Design LLC', x = 40): Cell[] => [
    [40, x, name, 16, true],
    ...under,
    [110, 40, 'Billed to'],
    [122, 40, 'Northwind Traders Inc.'],
    [134, 40, '45 Harbor Blvd'],
    [146, 40, 'Seattle, WA 98101'],
    [110, 350, 'Invoice number'],
    [110, 470, 'INV-0042'],
    [122, 350, 'Date of issue'],
    [122, 470, '02/03/2026'],
    [230, 40, 'Description'],
    [230, 420, 'Amount'],
    [250, 40, 'Website maintenance'],
    right(250, 450, '500.00'),
    [280, 300, 'Subtotal'],
    right(280, 450, '500.00'),
    [296, 300, 'Tax 10%'],
    right(296, 450, '50.00'),
    [312, 300, 'Total'],
    right(312, 450, '550.00'),
  ];
  const seller = (cells: Cell[]) => read(cells).seller;

  it('one line under the name', () => {
    expect(seller(letter([[60, 40, '210 Pine Street, Portland, OR 97204']]))).toMatchObject({ name: 'Kestrel Design LLC', address: '210 Pine Street, Portland, OR 97204' });
  });
  it('two lines, then contact lines that are no part of it', () => {
    const s = seller(letter([[60, 40, '210 Pine Street'], [72, 40, 'Portland, OR 97204'], [84, 40, 'hello@kestrel.example'], [96, 40, 'Tel. (503) 555-0182']]));
    expect(s.address).toBe('210 Pine Street, Portland, OR 97204');
  });
  it('one line of parts between separators, the phone number left out', () => {
    expect(seller(letter([[58, 40, '210 Pine Street · Portland, OR 97204 · (503) 555-0182']])).address).toBe('210 Pine Street, Portland, OR 97204');
  });
  it('a letterhead set flush right: the lines that end where the name ends', () => {
    const name = 'Kestrel Design GmbH';
    const nameEnd = 400 + name.length * 8;
    const s = seller(letter([right(60, nameEnd, 'Lindenstraße 12'), right(72, nameEnd, '80333 München')], name, 400));
    expect(s).toMatchObject({ name, address: 'Lindenstraße 12, 80333 München' });
  });
  it('a slogan under the name is no address', () => {
    expect(seller(letter([[60, 40, 'Design that works for you']])).address).toBeNull();
  });
});
