/**
 * Invoice understanding, thirteenth round (#11): the general steps taught by the generated classes of the eighth
 * stream (bench/generated, `LATER7`) — a per-line VAT amount column beside the line amount (`lineVat`), ordered and
 * delivered quantity columns (`quantities`), and correspondence references with short values (`references`: "Ihr
 * Zeichen", "Ihre Nachricht vom", "Unser Zeichen", "Sachbearbeiter"). Invented pages for the line rules, generated pages
 * for whole layouts.
 */
import { describe, expect, it } from 'vitest';
import { compose } from '../bench/generated/compose.js';
import { renderGenerated } from '../bench/generated/render.js';
import { extract } from '../src/extract.js';
import { buildDoc } from '../src/invoice/doc.js';
import { isTaxAmountHead } from '../src/invoice/labels.js';
import { extractHeaderTable } from '../src/invoice/lineItems.js';
import type { PageModel } from '../src/types.js';
import { type Cell, page, right } from './support/cell-pages.js';

async function read(seed: number) {
  const spec = compose(seed, { twelfth: false }); // (the layout the test was written against: the twentieth round's choices at their first values)
  const r = await renderGenerated(spec);
  return { spec, inv: (await extract(r.pdf, { layoutOnly: true })).invoice };
}

/** the header reading alone (without the arithmetic reading that items/choose.ts weighs against it) */
const headerItems = (...pages: PageModel[]) => extractHeaderTable(buildDoc(pages))?.items ?? [];

describe('a per-line VAT amount column', () => {
  it('is named by a tax word with an amount noun, not by an inclusive or exclusive one', () => {
    for (const t of ['MwSt.-Betrag', 'Steuerbetrag', 'VAT amount', 'Montant TVA', 'Importe IVA', 'Cuota IVA', 'Btw-bedrag', 'Momsbelopp', 'MVA-beløp', 'Kwota VAT', 'Částka DPH', 'Výše DPH'])
      expect([t, isTaxAmountHead(t)]).toEqual([t, true]);
    // must not: a rate, an amount with or without tax, a bare tax word
    for (const t of ['MwSt. %', 'Betrag inkl. MwSt.', 'Amount excl. VAT', 'Montant HT', 'Wartość brutto', 'Wartość netto z VAT', 'VAT', 'Stawka VAT', 'Betrag'])
      expect([t, isTaxAmountHead(t)]).toEqual([t, false]);
  });

  it('is not the line amount when its heading names the tax (a table carried over pages keeps its sums)', async () => {
    // "Gesamtpreis CHF | Steuerbetrag | Brutto" over four pages with carried-forward lines
    const { spec, inv } = await read(20261692);
    expect([spec.lang, spec.choices.lineVat, spec.choices.carry]).toEqual(['de', 'column', 'yes']);
    expect(inv.lineItems.length).toBe(spec.lines.length);
    expect(inv.lineItems.map((l) => l.amount)).toEqual(spec.lines.map((l) => l.amount));
  });

  it('keeps "Importe IVA" one heading (a tax word after an amount noun)', async () => {
    const { spec, inv } = await read(20261887);
    expect([spec.lang, spec.choices.lineVat, spec.labels['col.lineVat']]).toEqual(['es', 'column', 'Importe IVA']);
    expect(inv.lineItems.length).toBe(spec.lines.length);
    expect(inv.lineItems.map((l) => l.amount)).toEqual(spec.lines.map((l) => l.amount));
  });

  it('joins a bare tax word to the amount noun before it, not a heading of its own ("Summa | ALV-määrä")', () => {
    // two headings close together in one segment: "ALV-määrä" (VAT amount) names its own column
    const p = page(1, [
      [100, 45, 'Kpl'],
      [100, 110, 'Nimike'],
      right(100, 330, 'A-hinta'),
      right(100, 380, 'ALV %'),
      [100, 430, 'Summa ALV-määrä'],
      ...([
        [120, '3', 'Copy paper', '10,00', '20 %', '30,00', '6,00'],
        [135, '2', 'Installation', '50,00', '10 %', '100,00', '10,00'],
      ] as const).flatMap(([y, q, d, pr, r, net, vat]): Cell[] => [right(y, 60, q), [y, 110, d], right(y, 330, pr), right(y, 380, r), right(y, 455, net), right(y, 520, vat)]),
      [160, 300, 'Veroton summa'],
      right(160, 455, '130,00'),
    ]);
    expect(headerItems(p).map((i) => [i.description, i.amount])).toEqual([
      ['Copy paper', 30],
      ['Installation', 100],
    ]);
  });

  it('gives way, by arithmetic, to the column it is the rate of', () => {
    // the rightmost amount-named column holds the VAT (net × rate ÷ 100): the other is the line amount
    // (no unit price: quantity × price cannot tell which column is the amount)
    const p = page(1, [
      [100, 45, 'Qty'],
      [100, 110, 'Description'],
      right(100, 380, 'VAT %'),
      right(100, 460, 'Net'),
      right(100, 540, 'Total'),
      ...([
        [120, '3', 'Copy paper', '20 %', '30,00', '6,00'],
        [135, '2', 'Installation', '10 %', '100,00', '10,00'],
        [150, '4', 'Toner', '20 %', '50,00', '10,00'],
      ] as const).flatMap(([y, q, d, r, net, vat]): Cell[] => [right(y, 60, q), [y, 110, d], right(y, 380, r), right(y, 460, net), right(y, 540, vat)]),
      [175, 300, 'Total net'],
      right(175, 460, '180,00'),
    ]);
    expect(headerItems(p).map((i) => [i.description, i.amount])).toEqual([
      ['Copy paper', 30],
      ['Installation', 100],
      ['Toner', 50],
    ]);
  });
});

describe('ordered and delivered quantities', () => {
  const rows = ([
    [120, '10', '8', 'Oak board', '5,00', '40,00'],
    [135, '3', '3', 'Installation', '10,00', '30,00'],
    [150, '5', '4', 'Toner', '2,00', '8,00'],
  ] as const).flatMap(([y, o, d, desc, pr, amt]): Cell[] => [right(y, 60, o), right(y, 110, d), [y, 130, desc], right(y, 400, pr), right(y, 480, amt)]);
  const total: Cell[] = [[175, 300, 'Total'], right(175, 480, '78,00')];
  const quantities = (...heads: Cell[]) => headerItems(page(1, [...heads, [100, 130, 'Description'], right(100, 400, 'Price'), right(100, 480, 'Amount'), ...rows, ...total])).map((i) => i.quantity);

  it('take the one that times the price gives the amount, whichever is named the quantity', () => {
    expect(quantities(right(100, 60, 'Qty ordered'), right(100, 110, 'Qty shipped'))).toEqual([8, 3, 4]);
  });

  it('take the one that needs the smaller line discount where rows are discounted', () => {
    const discounted = ([
      [120, '10', '8', 'Oak board', '5,00', '10 %', '36,00'],
      [135, '3', '3', 'Installation', '10,00', '', '30,00'],
      [150, '4', '4', 'Copy paper', '2,00', '', '8,00'],
      [165, '5', '4', 'Toner', '2,00', '5 %', '7,60'],
    ] as const).flatMap(([y, o, d, desc, pr, disc, amt]): Cell[] => [right(y, 60, o), right(y, 110, d), [y, 130, desc], right(y, 360, pr), ...(disc ? [right(y, 410, disc)] : []), right(y, 480, amt)]);
    const p = page(1, [right(100, 60, 'Qty ordered'), right(100, 110, 'Qty shipped'), [100, 130, 'Description'], right(100, 360, 'Price'), right(100, 410, 'Disc. %'), right(100, 480, 'Amount'), ...discounted, [190, 300, 'Total'], right(190, 480, '81,60')]);
    expect(headerItems(p).map((i) => i.quantity)).toEqual([8, 3, 4, 4]);
  });

  it('read the delivered quantity of a generated layout whose delivered column prints its unit', async () => {
    const { spec, inv } = await read(20261201);
    expect([spec.lang, spec.choices.quantities, spec.choices.unit]).toEqual(['es', 'ordered+delivered', 'with-qty']);
    expect(inv.lineItems.map((l) => l.quantity)).toEqual(spec.lines.map((l) => l.quantity));
  });

  it('take it when neither heading is known', () => {
    expect(quantities(right(100, 60, 'Ordered'), right(100, 110, 'Delivered'))).toEqual([8, 3, 4]);
  });

  it('read a delivered figure printed with its unit, and take the unit with it ("35,000 uds")', () => {
    const withUnits = ([
      [120, '10', '8 pcs', 'Oak board', '5,00', '40,00'],
      [135, '3', '3 h', 'Installation', '10,00', '30,00'],
      [150, '5', '4 pcs', 'Toner', '2,00', '8,00'],
    ] as const).flatMap(([y, o, d, desc, pr, amt]): Cell[] => [right(y, 60, o), right(y, 130, d), [y, 170, desc], right(y, 400, pr), right(y, 480, amt)]);
    const p = page(1, [right(100, 60, 'Qty ordered'), right(100, 130, 'Delivered'), [100, 170, 'Description'], right(100, 400, 'Price'), right(100, 480, 'Amount'), ...withUnits, ...total]);
    expect(headerItems(p).map((i) => [i.quantity, i.unit])).toEqual([
      [8, 'pcs'],
      [3, 'h'],
      [4, 'pcs'],
    ]);
  });

  it('read figures under a heading that would name a date column ("Shipped", "Levert") as figures', () => {
    expect(quantities(right(100, 60, 'Qty ordered'), right(100, 110, 'Shipped'))).toEqual([8, 3, 4]);
    // (also as the only quantity column)
    const only = ([
      [120, '8', 'Oak board', '5,00', '40,00'],
      [135, '3', 'Installation', '10,00', '30,00'],
      [150, '4', 'Toner', '2,00', '8,00'],
    ] as const).flatMap(([y, d, desc, pr, amt]): Cell[] => [right(y, 110, d), [y, 130, desc], right(y, 400, pr), right(y, 480, amt)]);
    const p = page(1, [right(100, 110, 'Shipped'), [100, 130, 'Description'], right(100, 400, 'Price'), right(100, 480, 'Amount'), ...only, ...total]);
    expect(headerItems(p).map((i) => i.quantity)).toEqual([8, 3, 4]);
  });
});

describe('correspondence references', () => {
  it('are no seller name: a value beside its label, under its label in a row of cells, a contact person', async () => {
    // (the letterhead is a logo: the name is printed only in the footer)
    for (const seed of [20261173, 20261846, 20261247, 20262094, 20261474, 20261525]) {
      const { spec, inv } = await read(seed);
      expect([seed, spec.choices.references, spec.choices.logo]).toEqual([seed, 'letter', 'yes']);
      expect([seed, inv.seller.name]).toEqual([seed, spec.seller.name]);
    }
  });

  it('date the buyer\'s order or letter, not the invoice ("Su pedido de fecha", "Tilauksenne pvm")', async () => {
    for (const seed of [20261544, 20261581]) {
      const { spec, inv } = await read(seed);
      expect([seed, spec.choices.references]).toEqual([seed, 'letter']);
      expect([seed, inv.issueDate]).toEqual([seed, spec.issueDate]);
    }
  });
});
