/**
 * A printed rounding of the amount due (cash rounding, "Öresavrundning"; EN 16931 BT-114): gross − prepaid + rounding =
 * due. Invented pages (support/cell-pages).
 */
import { describe, expect, it } from 'vitest';
import { runChecks } from '../src/invoice/checks.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

function invoice(totals: Array<[string, string]>) {
  const cells: Cell[] = [
    [40, 50, 'Nordvik AB', 14, true],
    [60, 50, 'Storgatan 1, 111 22 Stockholm'],
    [100, 50, 'FAKTURA F-1042', 14, true],
    [120, 50, 'Fakturadatum: 2026-03-02'],
    [160, 50, 'Benämning'],
    right(160, 400, 'Antal'),
    right(160, 540, 'Belopp'),
    [176, 50, 'Konsultarbete'],
    right(176, 400, '1'),
    right(176, 540, '800,48'),
  ];
  totals.forEach(([label, value], i) => cells.push([220 + 14 * i, 350, label], right(220 + 14 * i, 540, value)));
  const inv = understandInvoice([page(1, cells)]);
  return { inv, check: runChecks(inv).find((c) => c.name === 'gross-minus-prepaid-equals-due') };
}

describe('a rounding line before the amount due', () => {
  it('is the rounding, not a prepayment, and the due check holds', () => {
    const { inv, check } = invoice([
      ['Summa exkl. moms', '800,48'],
      ['Moms 25 %', '200,12'],
      ['Summa inkl. moms', '1 000,60'],
      ['Öresavrundning', '-0,60'],
      ['Att betala', '1 000,00'],
    ]);
    expect(inv.totals).toMatchObject({ net: 800.48, tax: 200.12, gross: 1000.6, due: 1000, prepaid: null, rounding: -0.6 });
    expect(check?.ok).toBe(true);
  });
  it('with a prepayment as well', () => {
    const { inv, check } = invoice([
      ['Summa exkl. moms', '800,48'],
      ['Moms 25 %', '200,12'],
      ['Summa inkl. moms', '1 000,60'],
      ['Förskott', '-300,00'],
      ['Öresavrundning', '0,40'],
      ['Att betala', '701,00'],
    ]);
    expect(inv.totals).toMatchObject({ gross: 1000.6, due: 701, prepaid: 300, rounding: 0.4 });
    expect(check?.ok).toBe(true);
  });
  it('is no rounding where none is printed (the due check fails as it should)', () => {
    const { inv, check } = invoice([
      ['Summa exkl. moms', '800,48'],
      ['Moms 25 %', '200,12'],
      ['Summa inkl. moms', '1 000,60'],
      ['Att betala', '1 000,00'],
    ]);
    expect(inv.totals.rounding ?? null).toBeNull();
    expect(check?.ok).toBe(false);
  });
});
