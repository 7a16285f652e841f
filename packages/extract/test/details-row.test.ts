/**
 * A row of document details (labels over values) whose values run together, and which of two dated labels is the issue
 * date (#11). Invented pages (support/cell-pages).
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page } from './support/cell-pages.js';

const body: Cell[] = [
  [300, 50, 'Description'],
  [300, 470, 'Amount'],
  [316, 50, 'Consulting'],
  [316, 470, '100,00'],
  [340, 350, 'Total'],
  [340, 470, '100,00'],
];

describe('a row of details whose values run together', () => {
  it('cuts a value where the next one begins under its own label ("… 26.07.2024 14.11.2024" under "Original invoice | Due date")', () => {
    const cells: Cell[] = [
      [40, 50, 'CREDIT NOTE', 14, true],
      [80, 50, 'Credit note no.'],
      [80, 150, 'Issue date'],
      [80, 250, 'Original invoice'],
      [80, 350, 'Due date'],
      [92, 50, '9864938'],
      [92, 150, '15.09.2024'],
      // the original invoice's number and date reach up to the due date, a word space before it
      [92, 250, '29794734, 26.07.2024 14.11.2024'],
      ...body,
    ];
    const inv = understandInvoice([page(1, cells)]);
    expect([inv.number, inv.issueDate, inv.dueDate]).toEqual(['9864938', '2024-09-15', '2024-11-14']);
  });
});

describe('Czech dates', () => {
  it('reads "Datum vyhotovení" as the issue date beside "DUZP" (the date of the taxable supply)', () => {
    const cells: Cell[] = [
      [40, 50, 'Faktura - daňový doklad 4577711', 14, true],
      [80, 50, 'Datum vyhotovení'],
      [80, 250, 'DUZP'],
      [92, 50, '20.01.25'],
      [92, 250, '01.01.25'],
      ...body,
    ];
    expect(understandInvoice([page(1, cells)]).issueDate).toBe('2025-01-20');
  });
});
