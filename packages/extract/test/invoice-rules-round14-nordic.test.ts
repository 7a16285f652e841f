/**
 * Rules of the fourteenth round's second part (#11): ERP invoices of the Nordics, the Netherlands, Poland and Czechia
 * — item tables with a net and a gross column, and the labels and layouts those systems print. Each rule on an
 * invented page (test/support/cell-pages.ts).
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('two amount columns, net and gross, each multiplying out', () => {
  // a three-line header: the heads over the main line, "net" / "gross" under it
  const table = (rows: Array<[string, string, string, string, string, string]>, totals: Cell[]): Cell[] => [
    [40, 40, 'Invoice 2026/118'],
    [60, 40, 'Date: 12.01.2026'],
    [200, 340, 'Price'],
    [200, 400, 'Amount'],
    [200, 470, 'Amount'],
    [211, 60, 'Description'],
    [211, 230, 'Qty'],
    [211, 270, 'Price net'],
    [222, 340, 'gross'],
    [222, 400, 'net'],
    [222, 470, 'gross'],
    ...rows.flatMap(([d, q, p, pg, n, g], k): Cell[] => {
      const y = 245 + 16 * k;
      return [[y, 60, d], right(y, 245, q), right(y, 313, p), right(y, 365, pg), right(y, 430, n), right(y, 500, g)];
    }),
    ...totals,
  ];

  it('the net amounts, each rounded to the cent, add up to the printed net within half a cent a line', () => {
    // 86.16 + 16.72 = 102.88; the net printed, computed from the gross (126.55 / 1.23), is 102.89
    const r = inv(
      table(
        [
          ['Acrylic paint set', '2', '43.08', '52.99', '86.16', '105.98'],
          ['Canvas 24x30', '11', '1.52', '1.87', '16.72', '20.57'],
        ],
        [[320, 300, 'Net total 102.89'], [334, 300, 'VAT 23% 23.66'], [348, 300, 'Total 126.55']],
      ),
    );
    expect(r.lineItems.map((l) => [l.description, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['Acrylic paint set', 2, 43.08, 86.16],
      ['Canvas 24x30', 11, 1.52, 16.72],
    ]);
  });
});
