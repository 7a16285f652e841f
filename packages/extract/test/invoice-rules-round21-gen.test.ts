/**
 * Rules of the twenty-first round (#11, gen21), for the classes the twentieth round's new generated layout choices left,
 * each on an invented page (test/support/cell-pages.ts) and each failing without its step. Every name, number and
 * address is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const lines = (cells: Cell[], settings = {}) =>
  understandInvoice([page(1, cells)], [], settings).lineItems.map((l) => ({ description: l.description, quantity: l.quantity, unit: l.unit, unitPrice: l.unitPrice, amount: l.amount }));

const letterhead: Cell[] = [
  [40, 40, 'Kestrel Bay Supplies Ltd'],
  [54, 40, '9 Harbour Row, Whitby'],
  [40, 380, 'Invoice KB-5521'],
  [56, 380, 'Date: 12/03/2026'],
  [120, 40, 'Greyhill Workshop Ltd'],
  [134, 40, '31 Forge Lane, Leeds'],
];

describe('a table without titles whose quantities carry their unit glued on', () => {
  // no heading over the items: the table is found by its arithmetic (quantity × price = amount); every quantity is
  // printed with its unit glued to it, with three decimals as an ERP prints them (decimal commas, the cells set right)
  const glued: Cell[] = [
    ...letterhead,
    [200, 40, '1'], [200, 70, 'Copper pipe 15 mm'], right(200, 360, '12,000m'), right(200, 440, '4,2500'), right(200, 540, '51,00'),
    [216, 40, '2'], [216, 70, 'Sealant, clear'], right(216, 360, '0,750kg'), right(216, 440, '18,6000'), right(216, 540, '13,95'),
    [232, 40, '3'], [232, 70, 'Fitting labour'], right(232, 360, '6,500h'), right(232, 440, '42,0000'), right(232, 540, '273,00'),
    [248, 40, '4'], [248, 70, 'Elbow joint'], right(248, 360, '25,000pcs'), right(248, 440, '1,1200'), right(248, 540, '28,00'),
    [280, 300, 'Net amount'], right(280, 540, '365,95'),
    [296, 300, 'VAT 20 %'], right(296, 540, '73,19'),
    [312, 300, 'Total due'], right(312, 540, '439,14'),
  ];
  const want = [
    { description: 'Copper pipe 15 mm', quantity: 12, unit: 'm', unitPrice: 4.25, amount: 51 },
    { description: 'Sealant, clear', quantity: 0.75, unit: 'kg', unitPrice: 18.6, amount: 13.95 },
    { description: 'Fitting labour', quantity: 6.5, unit: 'h', unitPrice: 42, amount: 273 },
    { description: 'Elbow joint', quantity: 25, unit: 'pcs', unitPrice: 1.12, amount: 28 },
  ];
  it('reads each quantity and its unit', () => {
    expect(lines(glued)).toEqual(want);
  });
  it('misses them with the step switched off', () => {
    expect(lines(glued, { itemGluedUnitFigures: 0 })).not.toEqual(want);
  });

  // must-not: letters glued to a figure that are no unit ("7B", a variant; "2x") stay text of the description
  const notUnits: Cell[] = [
    ...letterhead,
    [200, 40, 'Hinge set 7B'], [200, 300, '3'], right(200, 440, '12.00'), right(200, 540, '36.00'),
    [216, 40, 'Door stop 2xr'], [216, 300, '4'], right(216, 440, '2.50'), right(216, 540, '10.00'),
    [232, 40, 'Fitting labour'], [232, 300, '2'], right(232, 440, '40.00'), right(232, 540, '80.00'),
    [280, 300, 'Net amount'], right(280, 540, '126.00'),
    [296, 300, 'VAT 20%'], right(296, 540, '25.20'),
    [312, 300, 'Total due'], right(312, 540, '151.20'),
  ];
  it('keeps letters that are no unit in the description', () => {
    expect(lines(notUnits).map((l) => [l.description, l.quantity, l.unit])).toEqual([
      ['Hinge set 7B', 3, null],
      ['Door stop 2xr', 4, null],
      ['Fitting labour', 2, null],
    ]);
  });
});

describe('ordered and delivered quantities, the delivered one with its unit glued on', () => {
  // the invoiced quantity is the delivered one (quantity × price = amount); printed "11days", it is a figure and its unit
  const page1: Cell[] = [
    ...letterhead,
    [196, 40, 'Description'], [196, 220, 'Ordered'], [196, 290, 'Delivered'], right(196, 440, 'Price'), right(196, 540, 'Amount'),
    [212, 40, 'Site survey'], right(212, 260, '12'), right(212, 340, '11days'), right(212, 440, '85.00'), right(212, 540, '935.00'),
    [228, 40, 'Copper pipe 15 mm'], right(228, 260, '40'), right(228, 340, '36m'), right(228, 440, '4.25'), right(228, 540, '153.00'),
    [244, 40, 'Fitting labour'], right(244, 260, '8'), right(244, 340, '6h'), right(244, 440, '42.00'), right(244, 540, '252.00'),
    [280, 300, 'Net amount'], right(280, 540, '1,340.00'),
    [296, 300, 'VAT 20%'], right(296, 540, '268.00'),
    [312, 300, 'Total due'], right(312, 540, '1,608.00'),
  ];
  const want = [
    { description: 'Site survey', quantity: 11, unit: 'days', unitPrice: 85, amount: 935 },
    { description: 'Copper pipe 15 mm', quantity: 36, unit: 'm', unitPrice: 4.25, amount: 153 },
    { description: 'Fitting labour', quantity: 6, unit: 'h', unitPrice: 42, amount: 252 },
  ];
  it('takes the delivered quantity and its unit', () => {
    expect(lines(page1)).toEqual(want);
  });
  it('misses them with the step switched off', () => {
    expect(lines(page1, { itemGluedUnitFigures: 0 })).not.toEqual(want);
  });

  // must-not: a code glued to letters that are no unit ("11QX") under the delivered heading is no quantity, and the
  // ordered quantity does not give the amount
  const codes: Cell[] = page1.map((c) => (c[0] >= 212 && c[0] <= 244 && c[1] > 280 && c[1] < 345 ? ([c[0], c[1], c[2].replace(/\p{L}+$/u, 'QX')] as Cell) : c));
  it('reads no quantity from a code under the delivered heading', () => {
    expect(lines(codes).map((l) => [l.quantity, l.unit, l.amount])).toEqual([
      [null, null, 935],
      [null, null, 153],
      [null, null, 252],
    ]);
  });
});

describe('a label inside a merged header cell over a value cell merged the same way', () => {
  // a row of labels in capitals over a row of values; the last two labels stand closer than a column gap, so do their
  // values: the due date is the date set where its label starts, not the first date of the merged cell
  const cells = (due: string): Cell[] => [
    ...letterhead.slice(0, 2),
    [120, 40, 'Greyhill Workshop Ltd'],
    [134, 40, '31 Forge Lane, Leeds'],
    [200, 40, 'CREDIT NOTE'],
    [230, 40, 'CREDIT NOTE NO.'], [230, 160, 'ISSUE DATE'], [230, 300, 'ORIGINAL INVOICE'], [230, 383, due],
    [242, 40, 'CN-20417'], [242, 160, '15/09/2026'], [242, 300, '4471, 26/07/2026'], [242, 383, '14/11/2026'],
    [280, 40, 'Description'], right(280, 420, 'Qty'), right(280, 540, 'Amount'),
    [296, 40, 'Returned elbow joints'], right(296, 420, '10'), right(296, 540, '-112.00'),
    [330, 300, 'Net amount'], right(330, 540, '-112.00'),
    [346, 300, 'VAT 20%'], right(346, 540, '-22.40'),
    [362, 300, 'Total'], right(362, 540, '-134.40'),
  ];
  const dueOf = (c: Cell[], settings = {}) => understandInvoice([page(1, c)], [], settings).dueDate;
  it('takes the date under the due date label', () => {
    expect(dueOf(cells('DUE DATE'))).toBe('2026-11-14');
  });
  it('takes the merged cell’s first date with the step switched off', () => {
    expect(dueOf(cells('DUE DATE'), { mergedCellValues: 0 })).not.toBe('2026-11-14');
  });
  // must-not: a label that opens its own cell reads the whole cell under it ("ORIGINAL INVOICE" is no due label: the
  // label row's only due label, set apart, keeps the date under it)
  const apart: Cell[] = cells('DUE DATE').map((c) => (c[1] === 383 ? [c[0], 420, c[2]] as Cell : c));
  it('reads the date under a label set apart', () => {
    expect(dueOf(apart)).toBe('2026-11-14');
  });
});

describe('a figure under a second description heading', () => {
  // "Desc." heads a discount column in Portuguese (and abbreviates a description in English): right of the description
  // column, over the money taken off each line, its figures are no part of the description
  const page1: Cell[] = [
    [40, 40, 'Ribeira Ferragens Lda.'],
    [54, 40, 'Rua do Cais 12, Porto'],
    [40, 380, 'Fatura FT 2026/118'],
    [56, 380, 'Data: 09/02/2026'],
    [120, 40, 'Oficina Serra Lda.'],
    [134, 40, 'Rua Nova 3, Braga'],
    [200, 40, 'Designação'], right(200, 300, 'Qtd.'), right(200, 380, 'Preço'), right(200, 450, 'Desc.'), right(200, 540, 'Valor'),
    [216, 40, 'Dobradiça latão 75 mm'], right(216, 300, '40'), right(216, 380, '3,10'), right(216, 450, '12,40'), right(216, 540, '111,60'),
    [232, 40, 'Puxador de armário'], right(232, 300, '25'), right(232, 380, '4,40'), right(232, 540, '110,00'),
    [248, 40, 'Montagem'], right(248, 300, '3'), right(248, 380, '45,00'), right(248, 450, '6,75'), right(248, 540, '128,25'),
    [290, 300, 'Total líquido'], right(290, 540, '349,85'),
    [306, 300, 'IVA 23 %'], right(306, 540, '80,47'),
    [322, 300, 'Total'], right(322, 540, '430,32'),
  ];
  it('keeps the discount figures out of the descriptions', () => {
    expect(lines(page1).map((l) => [l.description, l.amount])).toEqual([
      ['Dobradiça latão 75 mm', 111.6],
      ['Puxador de armário', 110],
      ['Montagem', 128.25],
    ]);
  });
  // must-not: words under a second description heading stay description ("Designação | … | Desc." over a note)
  const notes: Cell[] = page1.map((c) => (c[1] > 400 && c[1] < 450 && c[0] === 216 ? ([c[0], c[1], 'lote'] as Cell) : c));
  it('keeps words under a second description heading', () => {
    expect(lines(notes)[0]!.description).toContain('lote');
  });
  // nor is a whole number there (a delivery note's number run on under it) taken out
  const codes: Cell[] = page1.map((c) => (c[1] > 400 && c[1] < 450 && c[0] === 216 ? ([c[0], c[1], '17286'] as Cell) : c));
  it('keeps a whole number under a second description heading', () => {
    expect(lines(codes)[0]!.description).toContain('17286');
  });
});
