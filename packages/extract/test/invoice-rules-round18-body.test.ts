/**
 * Rules of the eighteenth round (#11, body19): item lists printed without a header row and read by their amounts (the
 * body reading, `findBodyTable` in src/invoice/lineItems.ts), whatever the figures' alignment, each on an invented page
 * (test/support/cell-pages.ts) and each failing with its step switched off (`itemBodyAlignments: 0`). Every name,
 * number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const got = (pages: Cell[][], settings = {}) =>
  understandInvoice(pages.map((cells, k) => page(k + 1, cells)), [], settings).lineItems.map((it) => [it.description, it.amount]);

/** a cell centred on x (its text's width from the 0.5 em glyph width of the test pages) */
const centred = (y: number, x: number, text: string): Cell => [y, x - (text.length * 10 * 0.5) / 2, text];

const head: Cell[] = [
  [40, 40, 'Atelier Vossberg'],
  [54, 40, 'Kanalstraße 14, 20095 Hamburg'],
  [40, 380, 'Rechnung 2026-0731'],
  [56, 380, 'Datum: 11.05.2026'],
  [120, 40, 'Reederei Falkenrath GmbH'],
  [134, 40, 'Hafenweg 2, 27568 Bremerhaven'],
];
const totals = (y: number, net: string, vat: string, gross: string): Cell[] => [
  [y, 300, 'Nettobetrag'], right(y, 540, net),
  [y + 16, 300, 'USt. 19 %'], right(y + 16, 540, vat),
  [y + 32, 300, 'Gesamtbetrag'], right(y + 32, 540, gross),
];
const expected = [
  ['Entwurf Flottenlogo', 1450],
  ['Reinzeichnung', 85],
  ['Fotografie Hafenanlage', 620],
];

/** (the period stays in the description: the body reading has no column of its own for it) */
const withPeriod = expected.map(([d, a]) => [`${d} 01.05.–31.05.2026`, a]);

describe('an amounts-only list without a header row whose amounts are not right-aligned', () => {
  // left-aligned in their cells: "1.450,00" and "85,00" start together but end apart; a service
  // period and a rate cell before each (no list of amounts in running text, whose lines hold no date)
  const leftAligned: Cell[] = [
    ...head,
    [220, 40, 'Entwurf Flottenlogo'], [220, 250, '01.05.–31.05.2026'], [220, 380, '19 %'], [220, 460, '1.450,00'],
    [236, 40, 'Reinzeichnung'], [236, 250, '01.05.–31.05.2026'], [236, 380, '19 %'], [236, 460, '85,00'],
    [252, 40, 'Fotografie Hafenanlage'], [252, 250, '01.05.–31.05.2026'], [252, 380, '19 %'], [252, 460, '620,00'],
    ...totals(290, '2.155,00', '409,45', '2.564,45'),
  ];
  it('reads the items along the amounts’ left edges', () => {
    expect(got([leftAligned])).toEqual(withPeriod);
  });
  it('finds none with the step switched off', () => {
    expect(got([leftAligned], { itemBodyAlignments: 0 })).toEqual([]);
  });

  // centred in their cells: neither edge is shared, the middles are
  const centredCells: Cell[] = [
    ...head,
    [220, 40, 'Entwurf Flottenlogo'], [220, 250, '01.05.–31.05.2026'], [220, 380, '19 %'], centred(220, 480, '1.450,00'),
    [236, 40, 'Reinzeichnung'], [236, 250, '01.05.–31.05.2026'], [236, 380, '19 %'], centred(236, 480, '85,00'),
    [252, 40, 'Fotografie Hafenanlage'], [252, 250, '01.05.–31.05.2026'], [252, 380, '19 %'], centred(252, 480, '620,00'),
    ...totals(290, '2.155,00', '409,45', '2.564,45'),
  ];
  it('reads the items along the amounts’ middles', () => {
    expect(got([centredCells])).toEqual(withPeriod);
  });
  it('finds none in the centred list with the step switched off', () => {
    expect(got([centredCells], { itemBodyAlignments: 0 })).toEqual([]);
  });
});

describe('an amounts-only list whose rows open with an article code', () => {
  // a position number, then an article code ("K2210", "40517": digits, no word), then the description; a note
  // indented under its item's name belongs to its description
  const cells: Cell[] = [
    ...head,
    right(220, 52, '1'), [220, 60, 'K2210'], [220, 120, 'Entwurf Flottenlogo'], right(220, 540, '1.450,00'),
    [234, 130, 'Lieferschein 5567'],
    right(250, 52, '2'), [250, 60, '40517'], [250, 120, 'Reinzeichnung'], right(250, 540, '85,00'),
    right(266, 52, '3'), [266, 60, 'B88'], [266, 120, 'Fotografie Hafenanlage'], right(266, 540, '620,00'),
    ...totals(300, '2.155,00', '409,45', '2.564,45'),
  ];
  it('reads the rows, the code kept in the description and the note joined to it', () => {
    expect(got([cells])).toEqual([
      ['K2210 Entwurf Flottenlogo Lieferschein 5567', 1450],
      ['40517 Reinzeichnung', 85],
      ['B88 Fotografie Hafenanlage', 620],
    ]);
  });
  it('finds none with the step switched off', () => {
    expect(got([cells], { itemBodyAlignments: 0 })).toEqual([]);
  });

  it('does not take a code and a currency code for an item (the description printed above its amount line)', () => {
    const stacked: Cell[] = [
      ...head,
      [204, 120, 'Entwurf Flottenlogo'], [220, 40, 'K2210'], [220, 470, 'EUR'], right(220, 540, '1.450,00'),
      [236, 120, 'Reinzeichnung'], [252, 40, '40517'], [252, 470, 'EUR'], right(252, 540, '85,00'),
      [268, 120, 'Fotografie Hafenanlage'], [284, 40, 'B88'], [284, 470, 'EUR'], right(284, 540, '620,00'),
      ...totals(320, '2.155,00', '409,45', '2.564,45'),
    ];
    expect(got([stacked]).map(([d]) => d)).not.toContain('K2210 EUR');
  });
});

describe('an amounts-only list filling its page, a charge opening the next one', () => {
  it('reads the list whose sum and the charge at the top of the next page make the printed subtotal', () => {
    const p1: Cell[] = [
      ...head,
      [220, 40, 'Entwurf Flottenlogo'], right(220, 540, '1.450,00'),
      [236, 40, 'Reinzeichnung'], right(236, 540, '85,00'),
      [252, 40, 'Fotografie Hafenanlage'], right(252, 540, '620,00'),
      [760, 40, 'Atelier Vossberg · Kanalstraße 14 · 20095 Hamburg'],
      [772, 40, 'IBAN DE44 5001 0517 5407 3249 31'],
      [784, 480, 'Seite 1 von 2'],
    ];
    const p2: Cell[] = [
      [40, 40, 'Rechnung 2026-0731'],
      [80, 300, 'Versand'], right(80, 540, '24,50'),
      [96, 300, 'Zwischensumme'], right(96, 540, '2.179,50'),
      [112, 300, 'USt. 19 %'], right(112, 540, '414,11'),
      [128, 300, 'Gesamtbetrag'], right(128, 540, '2.593,61'),
    ];
    expect(got([p1, p2])).toEqual(expected);
    expect(got([p1, p2], { itemBodyAlignments: 0 })).toEqual([]);
  });
});

describe('a credit note’s amounts-only list, each amount in parentheses with its currency after it', () => {
  const cells: Cell[] = [
    ...head.map((c): Cell => (c[2] === 'Rechnung 2026-0731' ? [c[0], c[1], 'Gutschrift G-2026-0088'] : c)),
    [220, 40, 'Entwurf Flottenlogo'], [220, 380, '19 %'], right(220, 520, '(1.450,00)'), [220, 524, 'EUR'],
    [236, 40, 'Reinzeichnung'], [236, 380, '19 %'], right(236, 520, '(85,00)'), [236, 524, 'EUR'],
    [252, 40, 'Fotografie Hafenanlage'], [252, 380, '19 %'], right(252, 520, '(620,00)'), [252, 524, 'EUR'],
  ];
  const credited = expected.map(([d, a]) => [d, -a]);
  it('reads the items, the currency after each amount left off', () => {
    const withTotals: Cell[] = [...cells, ...totals(290, '(2.155,00)', '(409,45)', '(2.564,45)')];
    expect(got([withTotals])).toEqual(credited);
    // (without it another reading takes the rate's figure into the descriptions: "Reinzeichnung 19")
    expect(got([withTotals], { itemBodyAlignments: 0 })).not.toEqual(credited);
  });
  it('takes a negative charge below the items for the credit note’s own (their sum and it make the net)', () => {
    const withCharge: Cell[] = [
      ...cells.map((c): Cell => (c[2] === 'EUR' ? [c[0], c[1], ''] : c)).filter((c) => c[2] !== ''),
      [280, 300, 'Versand'], right(280, 540, '(24,50)'),
      ...totals(296, '(2.179,50)', '(414,11)', '(2.593,61)'),
    ];
    expect(got([withCharge])).toEqual(credited);
    expect(got([withCharge], { itemBodyAlignments: 0 })).toEqual([]);
  });
});
