import { describe, expect, it } from 'vitest';
import { extract } from '../src/extract.js';
import { paymentTermDays } from '../src/invoice/dates.js';
import { DEFAULT_INVOICE_SETTINGS, InvoiceSettingsError, resolveInvoiceSettings } from '../src/invoice/settings.js';

describe('invoice settings', () => {
  it('defaults to the documented values and overlays a partial object', () => {
    expect(resolveInvoiceSettings()).toEqual(DEFAULT_INVOICE_SETTINGS);
    const s = resolveInvoiceSettings({ amountTolerance: 0.02, valueLinesBelow: 4 });
    expect(s.amountTolerance).toBe(0.02);
    expect(s.valueLinesBelow).toBe(4);
    expect(s.segmentGapEm).toBe(DEFAULT_INVOICE_SETTINGS.segmentGapEm);
  });

  it.each([
    [{ amountTolerance: -1 }, /amountTolerance.*≥ 0/],
    [{ segmentGapEm: Number.NaN }, /segmentGapEm/],
    [{ alignTolerance: '6' }, /alignTolerance/],
    [{ valueLinesBelow: 2.5 }, /valueLinesBelow.*whole number/],
    [{ standoutSizeRatio: 0.5 }, /standoutSizeRatio.*at least 1/],
    [{ maxVatRate: 150 }, /maxVatRate.*at most 100/],
    [{ segmentGap: 1 }, /Unknown invoice setting "segmentGap"/],
  ])('rejects %j with a message naming the setting', (bad, message) => {
    expect(() => resolveInvoiceSettings(bad as never)).toThrow(InvoiceSettingsError);
    expect(() => resolveInvoiceSettings(bad as never)).toThrow(message);
  });

  it('is checked by extract() before the PDF is read', async () => {
    // not even a PDF: the settings error comes first, so the caller learns about their own mistake
    await expect(extract(new Uint8Array([1, 2, 3]), { invoice: { amountTolerance: -0.5 } })).rejects.toThrow(InvoiceSettingsError);
    await expect(extract(new Uint8Array([1, 2, 3]), { invoice: {} })).rejects.toMatchObject({ code: 'not-pdf' });
  });

  it('changes what the rules accept (payment term limit)', () => {
    expect(paymentTermDays('Payable within 240 days net')).toBeNull();
    expect(paymentTermDays('Payable within 240 days net', 365)).toBe(240);
  });
});
