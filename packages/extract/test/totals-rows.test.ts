/**
 * A band of totals: a row of labels over a row of figures, printed with gaps narrower than a column gap (#11). The
 * label row is cut into one cell per figure, the figure row into its figures, by one alignment for the whole row; a
 * date label is not an amount label. Invented pages and values, and one generated invoice.
 */
import { describe, expect, it } from 'vitest';
import { compose } from '../bench/generated/compose.js';
import { renderGenerated } from '../bench/generated/render.js';
import { extract } from '../src/extract.js';
import { buildDoc } from '../src/invoice/doc.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

/** An invoice (one item of 1 000,00) with the given cells as its totals band. */
function invoice(totals: Cell[], top: Cell[] = []): Cell[] {
  return [
    [40, 40, 'Harbour Tools Ltd', 14, true],
    [60, 40, '12 Quay Street, Hull HU1 1AA'],
    [120, 40, 'Mill Lane Joinery Ltd'],
    [134, 40, '8 Mill Lane, Leeds LS2 7EW'],
    [180, 40, 'INVOICE 2026-0412', 16, true],
    [210, 40, 'Date: 03.11.2026'],
    ...top,
    [300, 40, 'Description'],
    right(300, 540, 'Amount'),
    [316, 40, 'Site survey'],
    right(316, 540, '1 000,00'),
    ...totals,
  ];
}

// (cell-pages sets a glyph half an em wide and a word space a quarter em: at 8 pt a letter is 4 pt, at 9 pt 4.5 pt)
describe('a band of totals printed with narrow gaps', () => {
  it('figures a narrow gap apart in one segment are one cell each, and the labels over them are cut to match', () => {
    // labels, 8 pt: "Net amount" 100–138, "VAT 20 %" 142–170 (one segment), "Total" 187.75–207.75, "Due now" 219.5–245.5;
    // figures, 9 pt, right-aligned under them and 5 pt apart: one segment "1 000,00 200,00 1 200,00 1 200,00"
    const totals: Cell[] = [
      [400, 100, 'Net amount', 8],
      [400, 142, 'VAT 20 %', 8],
      [400, 187.75, 'Total', 8],
      [400, 219.5, 'Due now', 8],
      [414, 104.25, '1 000,00', 9],
      [414, 143, '200,00', 9],
      [414, 174, '1 200,00', 9],
      [414, 211.75, '1 200,00', 9],
    ];
    const doc = buildDoc([page(1, invoice(totals))]);
    const labels = doc.lines.find((l) => l.text.startsWith('Net amount'))!;
    const values = doc.lines.find((l) => l.text.startsWith('1 000,00 200,00'))!;
    expect(labels.segs.map((x) => x.text)).toEqual(['Net amount', 'VAT 20 %', 'Total', 'Due now']);
    // (the thousands groups of each figure joined: "1000,00")
    expect(values.segs.map((x) => x.text)).toEqual(['1000,00', '200,00', '1200,00', '1200,00']);
    expect(understandInvoice([page(1, invoice(totals))]).totals).toMatchObject({ net: 1000, tax: 200, gross: 1200, due: 1200 });
  });

  it('right-aligned cells: a word that only happens to start where a figure starts is no cell edge', () => {
    // "Beløb ekskl. moms" 100–164 | "Moms i alt 25 %" 172–224 (8 pt, one segment) over "1 000,00" 130.25–164 and
    // "1 250,00" 190.25–224: each label ends where its figure ends, and "i" (190–194) also starts where the second
    // figure starts — cut there too, the row would have three labels over two figures
    const totals: Cell[] = [
      [400, 100, 'Beløb ekskl. moms', 8],
      [400, 172, 'Moms i alt 25 %', 8],
      [414, 130.25, '1 000,00', 9],
      [414, 190.25, '1 250,00', 9],
    ];
    const doc = buildDoc([page(1, invoice(totals))]);
    const labels = doc.lines.find((l) => l.text.startsWith('Beløb'))!;
    expect(labels.segs.map((x) => x.text)).toEqual(['Beløb ekskl. moms', 'Moms i alt 25 %']);
  });
});

describe('a date label is not an amount label', () => {
  it('"Maksettava viimeistään" (pay by) in a row of labels gives no amount due (a generated Finnish invoice)', async () => {
    const spec = compose(20261536);
    expect(spec.labels.dueDate).toBe('Maksettava viimeistään');
    const r = await extract((await renderGenerated(spec)).pdf, { layoutOnly: true });
    expect(r.invoice.totals).toMatchObject({ net: spec.net, tax: spec.tax, gross: spec.gross, due: spec.due });
    expect(r.invoice.dueDate).toBe(spec.dueDate);
  });
});

describe('Norwegian band labels', () => {
  it('"Delsum" (subtotal before VAT) is the net, "Mva-beløp" the VAT (a generated Norwegian invoice)', async () => {
    const spec = compose(20261175);
    expect([spec.labels['total.net'], spec.labels['total.tax']]).toEqual(['Delsum', 'Mva-beløp']);
    const r = await extract((await renderGenerated(spec)).pdf, { layoutOnly: true });
    expect(r.invoice.totals).toMatchObject({ net: spec.net, tax: spec.tax, gross: spec.gross });
  });
});
