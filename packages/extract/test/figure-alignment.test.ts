/**
 * Item tables whose figure columns are centred or left-aligned (#11), as word-processor tables print them: the rows'
 * figures then share no right edge to cut a header at. Generated invoices (bench/generated, numAlign=center|left).
 */
import { describe, expect, it } from 'vitest';
import { compose } from '../bench/generated/compose.js';
import { renderGenerated } from '../bench/generated/render.js';
import { extract } from '../src/extract.js';

async function read(seed: number) {
  const spec = compose(seed, { twelfth: false }); // (the layout the test was written against: the twentieth round's choices at their first values)
  const r = await extract((await renderGenerated(spec)).pdf, { layoutOnly: true });
  return { spec, items: r.invoice.lineItems };
}

describe('figure columns that are not right-aligned', () => {
  it('cuts merged column heads over the white gutter between centred columns (net and gross amounts apart)', async () => {
    // "Stawka VAT Wartość netto Wartość brutto" is one segment of the header line: its heads are centred over their
    // columns, closer to each other than the line's segment gap
    const { spec, items } = await read(20261389);
    expect([spec.choices.numAlign, spec.choices.amounts, spec.choices.headerLines]).toEqual(['center', 'net+gross', 'one']);
    expect(items).toHaveLength(spec.lines.length);
    expect(items.map((l) => l.amount)).toEqual(spec.lines.map((l) => l.amount));
  });

  it('keeps a two-line header word that names no concept ("Gross" beside "Net / Amount") as a column of its own', async () => {
    const { spec, items } = await read(20261611);
    expect([spec.choices.numAlign, spec.choices.amounts, spec.choices.headerLines, spec.labels['col.gross']]).toEqual(['left', 'net+gross', 'two', 'Gross']);
    expect(items).toHaveLength(spec.lines.length);
    expect(items.map((l) => l.amount)).toEqual(spec.lines.map((l) => l.amount));
  });
});
