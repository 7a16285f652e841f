/**
 * A table header printed on two lines (#11): the line that is not the header's main line is cut at the rows' column
 * edges like the main one ("Počet položky": the quantity's title and the description's second line a word space apart
 * are two cells). A generated Czech invoice (bench/generated, headerLines=two, quantity first).
 */
import { describe, expect, it } from 'vitest';
import { compose } from '../bench/generated/compose.js';
import { renderGenerated } from '../bench/generated/render.js';
import { extract } from '../src/extract.js';

describe('a two-line table header', () => {
  it('keeps the quantity column whose title sits a word space from the next title', async () => {
    const spec = compose(20261185, { twelfth: false }); // (the layout the test was written against: the twentieth round's choices at their first values)
    expect([spec.choices.headerLines, spec.choices.columnsOrder, spec.labels['col.quantity']]).toEqual(['two', 'qty-first', 'Počet']);
    const r = await extract((await renderGenerated(spec)).pdf, { layoutOnly: true });
    const items = r.invoice.lineItems;
    expect(items).toHaveLength(spec.lines.length);
    expect(items.map((l) => l.quantity)).toEqual(spec.lines.map((l) => l.quantity));
    expect(items.map((l) => l.description)).toEqual(spec.lines.map((l) => [l.main, ...l.detail].join(' ')));
  });
});
