/**
 * Money cells that carry their currency ("87,10 EUR/100", "(1.306,50) EUR"), as spreadsheet-made invoices print them
 * (#11). A generated invoice (bench/generated, cellCurrency=symbol, a price per 100 units with its suffix).
 */
import { describe, expect, it } from 'vitest';
import { compose } from '../bench/generated/compose.js';
import { renderGenerated } from '../bench/generated/render.js';
import { extract } from '../src/extract.js';

describe('money cells with their currency', () => {
  it('reads a price whose currency stands between it and its base ("87,10 EUR/100") as one cell', async () => {
    const spec = compose(20261553);
    const r = await renderGenerated(spec);
    expect([spec.choices.cellCurrency, spec.choices.price, spec.choices.currency]).toEqual(['symbol', 'per100-suffix', 'code']);
    const items = (await extract(r.pdf, { layoutOnly: true })).invoice.lineItems;
    expect(items).toHaveLength(spec.lines.length);
    expect(items.map((l) => l.unitPrice)).toEqual(spec.lines.map((l) => l.price));
    expect(items.map((l) => l.priceBaseQuantity ?? 1)).toEqual(spec.lines.map((l) => l.base));
  });
});
