/**
 * A bank-transfer slip printed under the invoice (#11): boxes with small labels over their values repeat the payee, the
 * payer, the account, the amount due, a reference and the due date. Invented pages (support/cell-pages).
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page } from './support/cell-pages.js';

describe('a transfer slip under the invoice', () => {
  it('reads a slip\'s "Data limite" as the due date, not as the issue date its "Data" alone would name', () => {
    const cells: Cell[] = [
      [40, 50, 'FATURA A25071', 14, true],
      [44, 400, 'Lisboa, 03/07/2026'],
      [80, 50, 'Kestrel S.A.'],
      [92, 50, 'Rua Augusta, 105'],
      [104, 50, '1100-148 Lisboa'],
      [140, 50, 'Condições de pagamento: 8 dias'],
      [600, 50, 'Transferência bancária', 9, true],
      [620, 50, 'Beneficiário', 7],
      [620, 400, 'Data limite', 7],
      [630, 50, 'Kestrel S.A.'],
      [630, 400, '11/07/2026'],
    ];
    const inv = understandInvoice([page(1, cells)]);
    expect(inv.dueDate).toBe('2026-07-11');
    // (the issue date is then the first date printed, unlabelled beside the title)
    expect(inv.issueDate).toBe('2026-07-03');
  });
});
