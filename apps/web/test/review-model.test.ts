import type { InvoiceDataBody } from '@tallysheet/contracts';
import { describe, expect, it } from 'vitest';
import { describeCheck, draftOf, emptyLine, invoiceOf, liveChecks } from '../src/features/review/model';

const loaded = {
  number: 'R-1',
  issueDate: '2026-01-10',
  dueDate: null,
  currency: 'EUR',
  seller: { name: 'Nordwind GmbH', vatId: 'DE811209386', address: null },
  buyer: { name: 'Kestrel AG', vatId: null, address: null },
  totals: { net: 104.99, tax: 19.95, gross: 124.94, due: 124.94 },
  payment: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', terms: '14 Tage netto', reference: 'R-1' },
  orderReference: 'PO-7',
  buyerReference: '4711',
  deliveryDate: '2026-01-08',
  servicePeriod: null,
  charges: [{ description: 'Versand', amount: 4.99, taxRate: 19 }],
  allowances: [],
  lineItems: [
    { description: 'Schraube', quantity: 10, unit: 'Stk', unitPrice: 10, taxRate: 19, amount: 100, articleNumber: 'A-1', unitCode: 'H87' },
  ],
} as unknown as InvoiceDataBody;

describe('review draft → invoice', () => {
  it('keeps what the screen does not edit: payment, references, charges, article numbers and unit codes', () => {
    const out = invoiceOf(draftOf(loaded)) as unknown as Record<string, unknown>;
    expect(out).toMatchObject({
      payment: { iban: 'DE89370400440532013000', terms: '14 Tage netto' },
      orderReference: 'PO-7',
      buyerReference: '4711',
      deliveryDate: '2026-01-08',
      charges: [{ description: 'Versand', amount: 4.99, taxRate: 19 }],
      lineItems: [{ description: 'Schraube', amount: 100, articleNumber: 'A-1', unitCode: 'H87' }],
    });
  });
  it('an edited unit drops its old code; an added line has none; edited values win', () => {
    const d = draftOf(loaded);
    d.lines[0]!.values.unit = 'kg';
    d.lines[0]!.values.amount = '90';
    d.header.number = 'R-2';
    d.lines.push(emptyLine());
    const out = invoiceOf(d) as unknown as { number: string; lineItems: Array<Record<string, unknown>> };
    expect(out.number).toBe('R-2');
    expect(out.lineItems[0]).toMatchObject({ unit: 'kg', amount: 90, articleNumber: 'A-1', unitCode: null });
    expect(out.lineItems[1]!.articleNumber).toBeUndefined();
  });
  it('keeps a line\'s price base and discount, so its quantity × price check holds as printed and says why', () => {
    const perHundred = {
      ...loaded,
      lineItems: [{ description: 'Schraube', quantity: 2600, unit: null, unitPrice: 59.31, taxRate: 19, amount: 1387.85, priceBaseQuantity: 100, allowance: 154.21 }],
    } as unknown as InvoiceDataBody;
    const d = draftOf(perHundred);
    expect(invoiceOf(d).lineItems[0]).toMatchObject({ priceBaseQuantity: 100, allowance: 154.21 });
    const check = liveChecks(d).find((c) => c.name === 'quantity-times-unit-price:line-1')!;
    expect(check.ok).toBe(true);
    d.lines[0]!.values.amount = '1400';
    const failed = liveChecks(d).find((c) => c.name === 'quantity-times-unit-price:line-1')!;
    expect(failed.ok).toBe(false);
    expect(describeCheck(failed, d).detail).toBe('quantity × unit price per 100 units less the line discount of 154.21 is 1,387.85, the amount says 1,400.00');
  });
});

describe('the due check: gross − prepaid = amount due', () => {
  const due = (d: ReturnType<typeof draftOf>) => liveChecks(d).find((c) => c.name === 'gross-minus-prepaid-equals-due');
  it('reads a result made before prepaid existed (no key) as nothing prepaid, and saves it as null', () => {
    const d = draftOf(loaded);
    expect(d.header['totals.prepaid']).toBe('');
    expect(invoiceOf(d).totals).toEqual({ net: 104.99, tax: 19.95, gross: 124.94, due: 124.94, prepaid: null, withholding: null, rounding: null });
    expect(due(d)?.ok).toBe(true);
  });
  it('fails while the amount due is below the gross with nothing prepaid, pointing at gross, prepaid and due; passes once prepaid is typed', () => {
    const d = draftOf(loaded);
    d.header['totals.due'] = '100.00';
    const failed = due(d)!;
    expect(failed).toMatchObject({ ok: false, expected: 100, actual: 124.94 });
    const said = describeCheck(failed, d);
    expect(said.label).toBe('Gross − prepaid − withholding + rounding = amount due');
    expect(said.detail).toBe('gross (nothing prepaid) is 124.94, the amount due says 100.00');
    expect(said.cells).toEqual([{ header: 'totals.gross' }, { header: 'totals.prepaid' }, { header: 'totals.withholding' }, { header: 'totals.rounding' }, { header: 'totals.due' }]);
    d.header['totals.prepaid'] = '24,94';
    expect(due(d)).toMatchObject({ ok: true, expected: 100, actual: 100 });
    expect(invoiceOf(d).totals.prepaid).toBe(24.94);
  });
  it('takes a stored prepaid amount into the draft and skips the check without an amount due', () => {
    const d = draftOf({ ...loaded, totals: { ...loaded.totals, due: 100, prepaid: 24.94 } });
    expect(d.header['totals.prepaid']).toBe('24.94');
    expect(due(d)?.ok).toBe(true);
    d.header['totals.due'] = '';
    expect(due(d)).toBeUndefined();
  });
});

describe('the due check with a withholding tax', () => {
  it('passes when gross − withholding is the amount due, says so in its detail, and saves the typed withholding', () => {
    const d = draftOf({ ...loaded, totals: { ...loaded.totals, due: 109.19, prepaid: null, withholding: 15.75, rounding: null } });
    expect(d.header['totals.withholding']).toBe('15.75');
    expect(liveChecks(d).find((c) => c.name === 'gross-minus-prepaid-equals-due')?.ok).toBe(true);
    d.header['totals.withholding'] = '15';
    const failed = liveChecks(d).find((c) => c.name === 'gross-minus-prepaid-equals-due')!;
    expect(failed).toMatchObject({ ok: false, expected: 109.19, actual: 109.94 });
    expect(describeCheck(failed, d).detail).toBe('gross (nothing prepaid) − withholding is 109.94, the amount due says 109.19');
    d.header['totals.withholding'] = '15,75';
    expect(invoiceOf(d).totals.withholding).toBe(15.75);
  });
});

describe('the due check with a rounding line', () => {
  it('passes when gross − prepaid + rounding is the amount due, and says so in its detail', () => {
    const d = draftOf({ ...loaded, totals: { ...loaded.totals, due: 125, prepaid: null, rounding: 0.06 } });
    expect(d.header['totals.rounding']).toBe('0.06');
    const check = liveChecks(d).find((c) => c.name === 'gross-minus-prepaid-equals-due');
    expect(check?.ok).toBe(true);
    d.header['totals.rounding'] = '';
    const failed = liveChecks(d).find((c) => c.name === 'gross-minus-prepaid-equals-due')!;
    expect(failed.ok).toBe(false);
    d.header['totals.rounding'] = '0,02';
    expect(describeCheck(liveChecks(d).find((c) => c.name === 'gross-minus-prepaid-equals-due')!, d).detail).toBe('gross (nothing prepaid) + rounding is 124.96, the amount due says 125.00');
  });
});
