/**
 * Where an item's description ends (src/invoice/lineItems.ts), on synthetic pages: a wrapped line of figures that is
 * no page counter, word spaces of monospace fonts, description words reaching under a figure column's heading, and a
 * two-line heading whose lower words have no meaning of their own.
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { extractLineItems } from '../src/invoice/lineItems.js';
import { compose } from '../bench/generated/compose.js';
import { renderGenerated } from '../bench/generated/render.js';
import { extract } from '../src/extract.js';
import { type Cell, page, right } from './support/cell-pages.js';

const items = (cells: Cell[], spaceEm?: number) =>
  extractLineItems(buildDoc([page(1, cells, spaceEm)]))?.items.map((i) => [i.description, i.quantity, i.amount]) ?? null;

const header: Cell[] = [
  [100, 40, 'Description'],
  [100, 250, 'Qty'],
  [100, 330, 'Unit price'],
  [100, 480, 'Amount'],
];

describe('a wrapped line of figures', () => {
  it('is the description when it counts no page ("12/2023" under "Consulting Period")', () => {
    const cells: Cell[] = [
      ...header,
      [120, 40, 'Consulting Period'],
      right(120, 270, '2'),
      right(120, 380, '100.00'),
      right(120, 520, '200.00'),
      [132, 40, '12/2023'],
      [150, 40, 'Hosting'],
      right(150, 270, '1'),
      right(150, 380, '50.00'),
      right(150, 520, '50.00'),
      [162, 40, '2044'],
    ];
    expect(items(cells)).toEqual([
      ['Consulting Period 12/2023', 2, 200],
      ['Hosting 2044', 1, 50],
    ]);
  });

  it('is no item text when it counts this page ("1/1")', () => {
    const cells: Cell[] = [
      ...header,
      [120, 40, 'Consulting'],
      right(120, 270, '2'),
      right(120, 380, '100.00'),
      right(120, 520, '200.00'),
      [132, 40, '1/1'],
      [150, 40, 'Hosting'],
      right(150, 270, '1'),
      right(150, 380, '50.00'),
      right(150, 520, '50.00'),
    ];
    expect(items(cells)).toEqual([
      ['Consulting', 2, 200],
      ['Hosting', 1, 50],
    ]);
  });
});

describe('word spaces', () => {
  it('of a monospace font (0.6 em and a little more) keep a description that spills past its heading whole', () => {
    const cells: Cell[] = [
      [100, 40, 'Qty'],
      [100, 80, 'Details'],
      [100, 230, 'Rate'],
      [100, 480, 'Amount'],
      right(120, 60, '3'),
      [120, 80, 'Packing tape, clear roll'],
      right(120, 270, '2.00'),
      right(120, 520, '6.00'),
      right(135, 60, '1'),
      [135, 80, 'Printer toner, black cartridge'],
      right(135, 270, '40.00'),
      right(135, 520, '40.00'),
    ];
    expect(items(cells, 0.65)).toEqual([
      ['Packing tape, clear roll', 3, 6],
      ['Printer toner, black cartridge', 1, 40],
    ]);
  });
});

describe('description words under a figure column heading', () => {
  const wide: Cell[] = [
    [100, 40, 'Désignation'],
    [100, 125, 'Quantité commandée'],
    [100, 330, 'Prix unitaire'],
    [100, 480, 'Montant'],
  ];
  it('that are no figure stay the description ("T9", "1/2\\"", "10/2025")', () => {
    const cells: Cell[] = [
      ...wide,
      [120, 40, 'Gants de protection T9'],
      right(120, 260, '46'),
      right(120, 380, '2,00'),
      right(120, 520, '92,00'),
      [135, 40, 'Flexible hydraulique 1/2"'],
      right(135, 260, '5'),
      right(135, 380, '10,00'),
      right(135, 520, '50,00'),
      [150, 40, 'Conseil Période 10/2025'],
      right(150, 260, '1'),
      right(150, 380, '80,00'),
      right(150, 520, '80,00'),
    ];
    expect(items(cells)).toEqual([
      ['Gants de protection T9', 46, 92],
      ['Flexible hydraulique 1/2"', 5, 50],
      ['Conseil Période 10/2025', 1, 80],
    ]);
  });

  it('a figure a cell gap before the column\'s own figure stays the description ("M6 x 30   40")', () => {
    const cells: Cell[] = [
      ...wide,
      [120, 40, 'Vis inox tête M6 x 30'],
      right(120, 260, '40'),
      right(120, 380, '0,50'),
      right(120, 520, '20,00'),
      [135, 40, 'Dalle LED 60 x 60'],
      right(135, 260, '2'),
      right(135, 380, '30,00'),
      right(135, 520, '60,00'),
    ];
    expect(items(cells)).toEqual([
      ['Vis inox tête M6 x 30', 40, 20],
      ['Dalle LED 60 x 60', 2, 60],
    ]);
  });
});

describe('a two-line heading', () => {
  it('whose lower words mean nothing alone is one column where the item names run across its word gap', () => {
    const cells: Cell[] = [
      [90, 90, 'Nazwa towaru'],
      [100, 30, 'Symbol'],
      [100, 90, 'lub usługi'],
      [100, 300, 'Ilość'],
      [100, 380, 'Cena netto'],
      [100, 480, 'Wartość'],
      [120, 30, 'A123'],
      [120, 90, 'Usługi doradcze'],
      right(120, 320, '2'),
      right(120, 420, '50.00'),
      right(120, 520, '100.00'),
      [135, 30, 'B456'],
      [135, 90, 'Panel LED 60 x 60'],
      right(135, 320, '3'),
      right(135, 420, '10.00'),
      right(135, 520, '30.00'),
      [150, 30, 'C789'],
      [150, 90, 'Taśma pakowa przezroczysta'],
      right(150, 320, '1'),
      right(150, 420, '5.00'),
      right(150, 520, '5.00'),
    ];
    expect(items(cells)).toEqual([
      ['Usługi doradcze', 2, 100],
      ['Panel LED 60 x 60', 3, 30],
      ['Taśma pakowa przezroczysta', 1, 5],
    ]);
  });
});

describe('a date printed in several words', () => {
  // a generated invoice (bench/generated) with an article-code column and a delivery-date column printing
  // "25. heinäkuuta 2026": the years line up like a figure column, and one reaches toward the unit-price heading
  it('is one cell of its column: neither the description nor the price takes its words', async () => {
    const spec = compose(50000011);
    expect(spec.choices).toMatchObject({ language: 'fi', itemDate: 'date', dates: 'long', article: 'column' });
    const { pdf } = await renderGenerated(spec);
    const result = await extract(pdf, { layoutOnly: true });
    const got = result.invoice!.lineItems.map((l) => [l.description, l.unitPrice, l.amount]);
    expect(got).toEqual(spec.truth.lines!.map((l) => [l.description, l.unitPrice, l.amount]));
  });
});

describe('a heading wrapped over two lines', () => {
  // a generated invoice whose two-line headings print "Prix" right-aligned over "unitaire HT": the prices stand under
  // "HT" more than under "unitaire", and the part of the heading above overlaps both
  it('keeps the lower line\'s words that name nothing alone as one cell ("Prix" over "unitaire HT")', async () => {
    const spec = compose(50000109);
    expect(spec.choices).toMatchObject({ language: 'fr', headerLines: 'two', groups: 'subtotals' });
    const { pdf } = await renderGenerated(spec);
    const result = await extract(pdf, { layoutOnly: true });
    expect(result.invoice!.lineItems.map((l) => l.amount)).toEqual(spec.truth.lines!.map((l) => l.amount));
  });
});

describe('a page counter with its page word', () => {
  it('is no item and does not end the group before a subtotal ("Blad 1")', () => {
    const cells: Cell[] = [
      ...header,
      [120, 40, 'Arbeid'],
      [135, 40, 'Montage'],
      right(135, 270, '2'),
      right(135, 380, '100.00'),
      right(135, 520, '200.00'),
      [150, 40, 'Advies'],
      right(150, 270, '1'),
      right(150, 380, '50.00'),
      right(150, 520, '50.00'),
      right(165, 520, 'Blad 1'),
      [180, 40, 'Subtotaal Arbeid'],
      right(180, 520, '250.00'),
      [200, 40, 'Materialen'],
      [215, 40, 'Toner'],
      right(215, 270, '3'),
      right(215, 380, '10.00'),
      right(215, 520, '30.00'),
    ];
    expect(items(cells)?.map(([, q, a]) => [q, a])).toEqual([
      [2, 200],
      [1, 50],
      [3, 30],
    ]);
  });
});

describe('running numbers', () => {
  it('that open every description and count up one by one are positions, not text ("N. Articolo" as one heading)', () => {
    const cells: Cell[] = [[100, 40, 'N. Articolo'], [100, 250, 'Qtà'], [100, 330, 'Prezzo'], [100, 480, 'Totale']];
    const rows: Array<[string, string, string, string]> = [
      ['Vite inox M6 x 30', '6', '1,00', '6,00'],
      ['Guanti da lavoro', '2', '5,00', '10,00'],
      ['Lampada da scrivania', '1', '30,00', '30,00'],
    ];
    rows.forEach(([d, q, p, a], k) => {
      const y = 120 + 15 * k;
      cells.push(right(y, 50, String(k + 1)), [y, 55, d], right(y, 270, q), right(y, 380, p), right(y, 520, a));
    });
    expect(items(cells)?.map(([d]) => d)).toEqual(rows.map(([d]) => d));
  });

  it('that do not count up stay the description ("2 x cable", "10 m hose")', () => {
    const cells: Cell[] = [
      [100, 40, 'Description'], [100, 250, 'Qty'], [100, 330, 'Price'], [100, 480, 'Amount'],
      [120, 40, '2 x cable'], right(120, 270, '1'), right(120, 380, '4.00'), right(120, 520, '4.00'),
      [135, 40, '10 m hose'], right(135, 270, '1'), right(135, 380, '9.00'), right(135, 520, '9.00'),
    ];
    expect(items(cells)?.map(([d]) => d)).toEqual(['2 x cable', '10 m hose']);
  });
});

describe('the head of a VAT breakdown under the items', () => {
  it('ends the item table when a rate head stands beside two totals labels ("Aliq. | Totale merce | IVA")', () => {
    const cells: Cell[] = [
      ...header,
      [120, 40, 'Consulting'], right(120, 270, '2'), right(120, 380, '100.00'), right(120, 520, '200.00'),
      [135, 40, 'Hosting'], right(135, 270, '1'), right(135, 380, '50.00'), right(135, 520, '50.00'),
      // (the breakdown's figures stand under the quantity and price columns; the totals are printed beside it)
      [170, 40, 'Aliq.'], [170, 220, 'Totale merce'], [170, 340, 'IVA'], [170, 400, 'Spese di trasporto'], right(170, 520, '0,00'),
      [185, 40, '22%'], right(185, 270, '200,00'), right(185, 380, '44,00'), [185, 400, 'Totale merce'], right(185, 520, '250,00'),
      [200, 40, '10%'], right(200, 270, '50,00'), right(200, 380, '5,00'), [200, 400, 'IVA'], right(200, 520, '49,00'),
    ];
    expect(items(cells)).toEqual([
      ['Consulting', 2, 200],
      ['Hosting', 1, 50],
    ]);
  });
});
