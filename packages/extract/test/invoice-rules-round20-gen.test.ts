/**
 * Rules of the twentieth round (#11, gen20), found by the generated benchmark's new layout choices, each on an invented
 * page (test/support/cell-pages.ts) and each failing without its step. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const totals = (cells: Cell[], settings = {}) => {
  const t = understandInvoice([page(1, cells)], [], settings).totals;
  return { net: t.net, tax: t.tax, gross: t.gross };
};

const head: Cell[] = [
  [40, 40, 'Harbour Lane Fittings Ltd'],
  [54, 40, '14 Quay Street, Leith'],
  [40, 380, 'Invoice INV-3307'],
  [56, 380, 'Date: 09/02/2026'],
  [120, 40, 'Moorfield Joinery Ltd'],
  [134, 40, '2 Mill Road, Dundee'],
  [200, 40, 'Description'], [200, 300, 'Qty'], right(200, 420, 'Price'), right(200, 540, 'Amount'),
  [216, 40, 'Brass hinge 75 mm'], [216, 300, '40'], right(216, 420, '3.10'), right(216, 540, '124.00'),
  [232, 40, 'Cabinet handle'], [232, 300, '25'], right(232, 420, '4.40'), right(232, 540, '110.00'),
  [248, 40, 'Fitting service'], [248, 300, '3'], right(248, 420, '45.00'), right(248, 540, '135.00'),
];

describe('a totals block at the left with a VAT breakdown beside it', () => {
  // the totals' labels and figures at the left margin; on the same lines, right of them, the breakdown's rows (rate,
  // base, tax): the label's figure is the one next to it, not the line's last
  const page1: Cell[] = [
    ...head,
    [290, 40, 'Net amount'], right(290, 240, '369.00'), [290, 340, 'VAT rate'], right(290, 440, 'Base'), right(290, 530, 'VAT'),
    [306, 40, 'VAT'], right(306, 240, '55.20'), [306, 340, '20%'], right(306, 440, '245.00'), right(306, 530, '49.00'),
    [322, 40, 'Total due'], right(322, 240, '424.20'), [322, 340, '5%'], right(322, 440, '124.00'), right(322, 530, '6.20'),
  ];
  it('reads each label’s own figure', () => {
    expect(totals(page1)).toEqual({ net: 369, tax: 55.2, gross: 424.2 });
  });
  it('takes the breakdown’s figures with the step switched off', () => {
    expect(totals(page1, { totalsBesideBreakdown: 0 })).not.toEqual({ net: 369, tax: 55.2, gross: 424.2 });
  });

  // must-not: a tax line printing base, rate and tax ("VAT 369.00 20% 73.80") keeps its last figure (73.80 is 20 % of
  // 369.00)
  const taxLine: Cell[] = [
    ...head,
    [290, 300, 'Net amount'], right(290, 540, '369.00'),
    [306, 300, 'VAT'], right(306, 420, '369.00'), [306, 440, '20%'], right(306, 540, '73.80'),
    [322, 300, 'Total due'], right(322, 540, '442.80'),
  ];
  it('keeps the tax of a tax line that prints its base before the rate', () => {
    expect(totals(taxLine)).toEqual({ net: 369, tax: 73.8, gross: 442.8 });
  });
});
