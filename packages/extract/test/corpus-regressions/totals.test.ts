/**
 * Totals on pages modelled on corpus documents.
 * These tests rebuild pages of corpus documents (their names and coordinates); the rules they guard are tested on
 * generated pages in test/totals-rules.test.ts. Kept as regressions, not as the definition of a rule (#11 point 7).
 */
/**
 * Rules for invoice number, dates and totals in layout-only mode, on synthetic pages (no corpus files).
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../../src/invoice/doc.js';
import { addDays, detectDateOrder, findDates, paymentTermDays } from '../../src/invoice/dates.js';
import { findLabelled, parseAmountValue, parseId } from '../../src/invoice/fields.js';
import { understandInvoice } from '../../src/invoice/understand.js';
import { page } from '../support/cell-pages.js';


const inv = (cells: Array<[number, number, string, number?]>) => understandInvoice([page(1, cells)]);

describe('invoice number and dates', () => {
  it('a title over a row of labels does not take the values under those labels', () => {
    const r = inv([
      [259, 44, 'Kopie factuur'],
      [280, 44, 'Klant'],
      [280, 144, 'Order'],
      [280, 315, 'Factuur datum'],
      [280, 432, 'Factuur'],
      [280, 500, 'Vervaldatum'],
      [292, 44, 'SCONL0303006280999'],
      [292, 144, 'SCONL000000444'],
      [292, 338, '8-9-2022'],
      [292, 409, 'VF1005193039'],
      [292, 512, '22-9-2022'],
    ]);
    expect(r.number).toBe('VF1005193039');
    expect(r.issueDate).toBe('2022-09-08');
    expect(r.dueDate).toBe('2022-09-22');
  });
});
