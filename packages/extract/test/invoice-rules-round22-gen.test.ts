/**
 * Rules of the twenty-second round (#11, gen22), for classes the twenty-first round left on generated layouts, each
 * on an invented page (test/support/cell-pages.ts) and each failing without its step. Every name, number and address
 * is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const letterheadIt: Cell[] = [
  [40, 40, 'Officina Ferraro S.r.l.'],
  [54, 40, 'Via dei Mulini 14, 40121 Bologna'],
  [40, 380, 'FATTURA 2026/318'],
  [120, 40, 'Tessitura Gallo S.p.A.'],
  [134, 40, 'Corso Roma 9, 10121 Torino'],
];

describe('an order reference is no month and year cut from a date', () => {
  // a details band of labels over values: "Vs. ordine del" (the date of the buyer's order) has a long date under it,
  // its day left of the label's second word; "ordine" is an order label, and the words under that word alone are the
  // date's month and year — the order's number stands under "Ordine n." in the next band
  const band = (orderNo: string, dated = true): Cell[] => [
    ...letterheadIt,
    ...(dated
      ? ([
          [180, 40, 'Vs. rif.'], [180, 200, 'Vs. ordine del'], [180, 360, 'Ns. rif.'],
          [194, 40, 'GF/lm'], [194, 205, '11'], [194, 218, 'febbraio 2026'], [194, 360, '417'],
        ] as Cell[])
      : []),
    [214, 40, 'Data'], [214, 200, 'Cod. cliente'], [214, 360, 'Ordine n.'],
    [228, 40, '20 febbraio 2026'], [228, 200, '5518'], [228, 360, orderNo],
    [280, 40, 'Descrizione'], [280, 300, 'Q.tà'], right(280, 440, 'Prezzo'), right(280, 540, 'Importo'),
    [296, 40, 'Nastro adesivo'], [296, 300, '4'], right(296, 440, '12,50'), right(296, 540, '50,00'),
    [340, 300, 'Imponibile'], right(340, 540, '50,00'),
    [356, 300, 'IVA 22 %'], right(356, 540, '11,00'),
    [372, 300, 'Totale fattura'], right(372, 540, '61,00'),
  ];
  it('reads the order number, not the month of the order date', () => {
    expect(understandInvoice([page(1, band('88204'))]).orderReference).toBe('88204');
  });
  // must-not: an order reference made of a month's name, a year and a number is still read
  it('keeps a reference that names a month among other parts', () => {
    expect(understandInvoice([page(1, band('MAGGIO-2026/17', false))]).orderReference).toBe('MAGGIO-2026/17');
  });
});

const lines = (cells: Cell[], settings = {}) =>
  understandInvoice([page(1, cells)], [], settings).lineItems.map((l) => ({ description: l.description, quantity: l.quantity, unit: l.unit, unitPrice: l.unitPrice, amount: l.amount }));

const letterhead: Cell[] = [
  [40, 40, 'Kestrel Bay Supplies Ltd'],
  [54, 40, '9 Harbour Row, Whitby'],
  [40, 380, 'Invoice KB-6120'],
  [56, 380, 'Date: 2026-03-12'],
  [120, 40, 'Greyhill Workshop Ltd'],
  [134, 40, '31 Forge Lane, Leeds'],
];

describe('a price per 100 or 1000 units printed with a decimal point is no date', () => {
  // a table without titles (read by its arithmetic); two prices are quoted per 100 or 1000 units with a decimal point
  // ("38.87/100", "6.94/1000"): digits, a point, digits, a slash and digits, as a date's three parts
  const perBase: Cell[] = [
    ...letterhead,
    [200, 40, 'Wood screws, stainless'], right(200, 330, '1200'), [200, 340, 'pcs'], right(200, 450, '38.87/100'), right(200, 540, '466.44'),
    [216, 40, 'Cable ties, black'], right(216, 330, '1300'), [216, 340, 'pcs'], right(216, 450, '6.94/1000'), right(216, 540, '9.02'),
    [232, 40, 'Fitting labour'], right(232, 330, '3'), [232, 340, 'h'], right(232, 450, '42.00'), right(232, 540, '126.00'),
    [280, 300, 'Net amount'], right(280, 540, '601.46'),
    [296, 300, 'VAT 20 %'], right(296, 540, '120.29'),
    [312, 300, 'Total due'], right(312, 540, '721.75'),
  ];
  it('reads the price and keeps it out of the description', () => {
    expect(lines(perBase).map((l) => [l.description, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['Wood screws, stainless', 1200, 38.87, 466.44],
      ['Cable ties, black', 1300, 6.94, 9.02],
      ['Fitting labour', 3, 42, 126],
    ]);
  });
  // must-not: a date printed in a row ("12.03.26", "03/11/2026") is still no figure of it
  const dated: Cell[] = [
    ...letterhead,
    [200, 40, 'Site visit'], [200, 200, '12.03.26'], right(200, 330, '2'), right(200, 450, '85.00'), right(200, 540, '170.00'),
    [216, 40, 'Fitting labour'], [216, 200, '03/11/2026'], right(216, 330, '3'), right(216, 450, '42.00'), right(216, 540, '126.00'),
    [280, 300, 'Net amount'], right(280, 540, '296.00'),
    [296, 300, 'VAT 20 %'], right(296, 540, '59.20'),
    [312, 300, 'Total due'], right(312, 540, '355.20'),
  ];
  it('keeps dates out of the figures', () => {
    expect(lines(dated).map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual([
      [2, 85, 170],
      [3, 42, 126],
    ]);
  });
});
