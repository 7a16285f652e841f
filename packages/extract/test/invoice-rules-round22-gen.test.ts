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
