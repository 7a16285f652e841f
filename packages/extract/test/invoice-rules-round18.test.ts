/**
 * Rules of the eighteenth round (#11, lead), each on an invented page (test/support/cell-pages.ts) and each failing
 * without its step. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const items = (r: ReturnType<typeof understandInvoice>) => r.lineItems.map((it) => [it.description, it.quantity, it.unitPrice, it.amount]);

/** A two-page invoice whose table header is repeated overleaf; `p1Rows`/`p2Rows` give the rows under each header. */
function twoPages(p1Rows: Cell[], p2Rows: Cell[], totalsY: number, totals: [string, string][]): ReturnType<typeof understandInvoice> {
  const head = (y: number): Cell[] => [
    [y, 40, 'Pos'], [y, 90, 'Description'], right(y, 380, 'Qty'), right(y, 450, 'Unit price'), right(y, 540, 'Amount'),
  ];
  const p1 = page(1, [
    [40, 40, 'Harbourline Supplies Ltd'], [54, 40, '14 Quay Road, Bristol'],
    [40, 380, 'INVOICE 55120'], [56, 380, 'Date: 09/02/2026'],
    ...head(220), ...p1Rows, [800, 40, 'Continued overleaf'],
  ]);
  const p2 = page(2, [
    [40, 380, 'Invoice 55120, page 2'], ...head(100), ...p2Rows,
    ...totals.flatMap(([l, v], k): Cell[] => [[totalsY + 14 * k, 380, l], right(totalsY + 14 * k, 540, v)]),
  ]);
  return understandInvoice([p1, p2]);
}

/** `n` plain rows from y = 240 on, 14 pt apart: "Service item k", 2 × 10.00 = 20.00 */
function plainRows(n: number): { cells: Cell[]; y: number } {
  const cells: Cell[] = [];
  let y = 240;
  for (let k = 1; k <= n; k++) {
    cells.push([y, 40, String(k)], [y, 90, `Service item ${k}`], right(y, 380, '2'), right(y, 450, '10.00'), right(y, 540, '20.00'));
    y += 14;
  }
  return { cells, y };
}

describe('an item description continued at the top of the next page', () => {
  it('runs on from the last item overleaf when the items open on their figure line and continue below it', () => {
    const { cells, y } = plainRows(20);
    const r = twoPages(
      [...cells, [y, 90, 'with the first part of its notes']],
      [
        [120, 90, 'and the second part of its notes'],
        [134, 90, 'and the last part'],
        [150, 40, '21'], [150, 90, 'Final service'], right(150, 380, '1'), right(150, 450, '60.00'), right(150, 540, '60.00'),
      ],
      190,
      [['Subtotal', '460.00'], ['VAT 20%', '92.00'], ['Total', '552.00']],
    );
    const got = items(r);
    expect(got).toHaveLength(21);
    expect(got[19]).toEqual(['Service item 20 with the first part of its notes and the second part of its notes and the last part', 2, 10, 20]);
    expect(got[20]).toEqual(['Final service', 1, 60, 60]);
  });

  it('stays with the next item when each item’s text is printed above its figures', () => {
    // text above every figure line: the page's first text opens the next page's first item
    const cells: Cell[] = [];
    let y = 240;
    for (let k = 1; k <= 10; k++) {
      cells.push([y, 90, `Consulting block ${k}`]);
      y += 14;
      cells.push([y, 40, String(k)], right(y, 380, '2'), right(y, 450, '10.00'), right(y, 540, '20.00'));
      y += 14;
    }
    const r = twoPages(
      cells,
      [
        [120, 90, 'Consulting block 11'],
        [134, 40, '11'], right(134, 380, '1'), right(134, 450, '60.00'), right(134, 540, '60.00'),
      ],
      170,
      [['Subtotal', '260.00'], ['VAT 20%', '52.00'], ['Total', '312.00']],
    );
    const got = items(r);
    expect(got).toHaveLength(11);
    expect(got[9]![0]).toBe('Consulting block 10');
    expect(got[10]).toEqual(['Consulting block 11', 1, 60, 60]);
  });
});
