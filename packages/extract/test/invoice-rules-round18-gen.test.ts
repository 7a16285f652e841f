/**
 * Rules of the eighteenth round (#11, gen18), found by the generated benchmark's new layout choices, each on an invented
 * page (test/support/cell-pages.ts) and each failing without its step: an item table with no header row whose figures
 * are left-aligned or centred in their cells (a word processor's table), read by its arithmetic along the figures' left
 * edges or middles. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const items = (cells: Cell[], settings = {}) =>
  understandInvoice([page(1, cells)], [], settings).lineItems.map((it) => [it.description, it.quantity, it.unitPrice, it.amount]);

/** a cell centred on x (its text's width from the 0.5 em glyph width of the test pages) */
const centred = (y: number, x: number, text: string): Cell => [y, x - (text.length * 10 * 0.5) / 2, text];

const letterhead: Cell[] = [
  [40, 40, 'Lindenhof Werkstatt GmbH'],
  [54, 40, 'Am Mühlbach 7, 79100 Freiburg'],
  [40, 380, 'Rechnung R-5521'],
  [56, 380, 'Datum: 14.03.2026'],
  [120, 40, 'Kellerei Sonnhalde KG'],
  [134, 40, 'Weinstraße 12, 67098 Bad Dürkheim'],
];

describe('an item table without a header row whose figures are not right-aligned', () => {
  // quantity, price and amount left-aligned in their cells: "12,50" and "1.234,50" start together but end apart
  const leftAligned: Cell[] = [
    ...letterhead,
    [220, 40, 'Regalbrett Eiche'], [220, 300, '4'], [220, 360, '62,50'], [220, 450, '250,00'],
    [236, 40, 'Montage vor Ort'], [236, 300, '6,5'], [236, 360, '78,00'], [236, 450, '507,00'],
    [252, 40, 'Schrankscharnier'], [252, 300, '24'], [252, 360, '3,95'], [252, 450, '94,80'],
    [290, 300, 'Nettobetrag'], right(290, 540, '851,80'),
    [306, 300, 'MwSt. 19 %'], right(306, 540, '161,84'),
    [322, 300, 'Gesamtbetrag'], right(322, 540, '1.013,64'),
  ];
  const leftItems = [
    ['Regalbrett Eiche', 4, 62.5, 250],
    ['Montage vor Ort', 6.5, 78, 507],
    ['Schrankscharnier', 24, 3.95, 94.8],
  ];
  it('reads the items along the figures’ left edges', () => {
    expect(items(leftAligned)).toEqual(leftItems);
  });
  it('misreads them with the step switched off', () => {
    // ("250,00" and "507,00" end together by chance: two items without quantity or price, "94,80" taken for a charge)
    expect(items(leftAligned, { itemOtherAlignments: 0 })).not.toEqual(leftItems);
  });

  // centred in their cells: neither edge is shared, the middles are
  const centredCells: Cell[] = [
    ...letterhead,
    [220, 40, 'Beratung Kellertechnik'], centred(220, 310, '3'), centred(220, 380, '95,00'), centred(220, 470, '285,00'),
    [236, 40, 'Edelstahlventil DN 25'], centred(236, 310, '12'), centred(236, 380, '148,20'), centred(236, 470, '1.778,40'),
    [290, 300, 'Nettobetrag'], right(290, 540, '2.063,40'),
    [306, 300, 'MwSt. 19 %'], right(306, 540, '392,05'),
    [322, 300, 'Gesamtbetrag'], right(322, 540, '2.455,45'),
  ];
  it('reads the items along the figures’ middles', () => {
    expect(items(centredCells)).toEqual([
      ['Beratung Kellertechnik', 3, 95, 285],
      ['Edelstahlventil DN 25', 12, 148.2, 1778.4],
    ]);
  });
  it('finds none in the centred table with the step switched off', () => {
    expect(items(centredCells, { itemOtherAlignments: 0 })).toEqual([]);
  });
});

describe('an amounts-only item list without a header row (the body reading)', () => {
  const head: Cell[] = [
    [40, 40, 'Brückner Haustechnik e.K.'],
    [54, 40, 'Talweg 3, 34117 Kassel'],
    [40, 380, 'Rechnung 2026-0412'],
    [56, 380, 'Datum: 02.04.2026'],
    [120, 40, 'Hausverwaltung Ellerbrook'],
    [134, 40, 'Lindenallee 9, 34119 Kassel'],
  ];
  const got = (pages: Cell[][]) =>
    understandInvoice(pages.map((cells, k) => page(k + 1, cells))).lineItems.map((it) => [it.description, it.taxRate, it.amount]);

  it('reads rows that open with a position number, without the number or the rate cell in the description', () => {
    // positions right-aligned ("9" and "10" start apart, their texts together), a rate cell before each amount
    const rows = ['Wartung Heizanlage', 'Filterwechsel', 'Dichtungssatz', 'Anfahrt', 'Thermostatventil', 'Spülung Heizkreis', 'Entlüftung', 'Druckprüfung', 'Kleinmaterial', 'Abgasmessung'];
    const amounts = ['240,00', '35,50', '18,90', '45,00', '62,40', '120,00', '30,00', '55,00', '12,30', '48,00'];
    const cells: Cell[] = [...head];
    rows.forEach((d, k) => {
      const y = 200 + k * 16;
      cells.push(right(y, 60, String(k + 1)), [y, 70, d], [y, 400, '19 %'], right(y, 540, amounts[k]!));
    });
    cells.push([380, 300, 'Summe netto'], right(380, 540, '667,10'), [396, 300, 'USt. 19 %'], right(396, 540, '126,75'), [412, 300, 'Gesamt'], right(412, 540, '793,85'));
    expect(got([cells])).toEqual(rows.map((d, k) => [d, 19, Number(amounts[k]!.replace(',', '.'))]));
  });

  it('reads the groups of one page as one list, their subtotals and the carried-forward lines left out', () => {
    // two groups on the first page (heading, items, subtotal), the list carried forward to the second page (the one
    // VAT rate of the invoice is then each item's)
    const p1: Cell[] = [
      ...head,
      [200, 70, 'Bauabschnitt Nord', 10, true],
      [216, 70, 'Rohrleitungen verlegen'], right(216, 540, '1.250,00'),
      [232, 70, 'Armaturen setzen'], right(232, 540, '480,00'),
      [248, 70, 'Zwischensumme Bauabschnitt Nord'], right(248, 540, '1.730,00'),
      [280, 70, 'Bauabschnitt Süd', 10, true],
      [296, 70, 'Heizkörper montieren'], right(296, 540, '960,00'),
      [312, 70, 'Übertrag'], right(312, 540, '2.690,00'),
    ];
    const p2: Cell[] = [
      [40, 40, 'Rechnung 2026-0412, Seite 2'],
      [80, 70, 'Übertrag'], right(80, 540, '2.690,00'),
      [96, 70, 'Druckprobe und Abnahme'], right(96, 540, '210,00'),
      [112, 70, 'Zwischensumme Bauabschnitt Süd'], right(112, 540, '1.170,00'),
      [150, 300, 'Summe netto'], right(150, 540, '2.900,00'),
      [166, 300, 'USt. 19 %'], right(166, 540, '551,00'),
      [182, 300, 'Gesamt'], right(182, 540, '3.451,00'),
    ];
    expect(got([p1, p2])).toEqual([
      ['Rohrleitungen verlegen', 19, 1250],
      ['Armaturen setzen', 19, 480],
      ['Heizkörper montieren', 19, 960],
      ['Druckprobe und Abnahme', 19, 210],
    ]);
  });
});

describe('an amounts-only item list followed by a charge', () => {
  it('reads the list whose sum and the charge below it make the printed net', () => {
    // a band of totals: "Verzendkosten" and the net side by side, their figures on the line under them
    const cells: Cell[] = [
      [40, 40, 'Atelier Zeeburg B.V.'],
      [54, 40, 'Kade 12, 1019 AB Amsterdam'],
      [40, 380, 'Factuur 2026-118'],
      [56, 380, 'Datum: 09-03-2026'],
      [120, 40, 'Drukkerij Van Aalst'],
      [134, 40, 'Molenweg 4, 3512 AB Utrecht'],
      [220, 40, 'Ontwerp huisstijl'], right(220, 540, '1.450,00'),
      [236, 40, 'Drukproeven'], right(236, 540, '85,00'),
      [252, 40, 'Fotografie productlijn'], right(252, 540, '620,00'),
      [290, 100, 'Verzendkosten'], [290, 260, 'Totaal excl. btw'], [290, 400, 'Btw 21 %'], [290, 480, 'Totaal'],
      right(304, 160, '24,50'), right(304, 330, '2.179,50'), right(304, 450, '457,70'), right(304, 540, '2.637,20'),
    ];
    expect(items(cells).map(([d, , , a]) => [d, a])).toEqual([
      ['Ontwerp huisstijl', 1450],
      ['Drukproeven', 85],
      ['Fotografie productlijn', 620],
    ]);
  });
});

describe('billing and delivery blocks side by side under their headings', () => {
  it('does not read the delivery heading beside the billing heading as the buyer’s name', () => {
    // small type; the headings on one line with the details grid's first labels, a row of the grid's values on its own
    // line between them and the names (no letterhead: the seller's name only in the footer)
    const cells: Cell[] = [
      [64, 50, '4 Ropewalk', 6.5], [72, 50, 'Bristol BS1 6PQ', 6.5], [81, 50, 'Tel. 0117 496 0321', 6.5],
      [136, 333, 'Reference', 5.5], [136, 441, 'Date', 5.5],
      [138, 50, 'Customer', 6.5, true], [138, 190, 'Deliver to', 6.5, true],
      [145, 333, '51902277', 7.5, true], [145, 441, '2026-03-12', 7.5, true],
      [149, 50, 'Marlowe Fitouts Ltd', 7.5, true], [149, 196, 'Marlowe Fitouts Ltd', 7.5, true],
      [158, 333, 'Customer ID', 5.5], [158, 441, 'Order ref.', 5.5],
      [160, 50, 'Attn. Okafor', 7.5], [160, 196, 'Unit 7 Dockside Park', 7.5],
      [167, 333, '30417', 7.5, true], [167, 441, 'PO7731', 7.5, true],
      [170, 50, '21 Canal Street', 7.5], [170, 196, 'Hull HU1 2AB', 7.5],
      [180, 50, 'Leeds LS2 7DT', 7.5], [180, 333, 'VAT ID', 5.5], [180, 441, 'Delivery note', 5.5],
      [189, 50, 'VAT ID GB529562227', 7], [189, 333, 'GB435776912', 7.5, true], [189, 441, '448120', 7.5, true],
      [223, 50, 'INVOICE', 15.5, true],
      [260, 50, 'For an oak worktop we charge you 620.00 GBP plus 20 % VAT of 124.00 GBP, in total 744.00 GBP.', 7.5],
      [290, 50, 'Please pay within 30 days of the invoice date.', 7.5],
      [746, 50, 'Quayside Joinery Ltd', 5], [746, 174, 'Tel. 0117 496 0321', 5], [746, 298, 'Sort code 20-00-00', 5],
      [754, 50, '4 Ropewalk', 5], [754, 298, 'Account 41298877', 5],
    ];
    expect(understandInvoice([page(1, cells)]).buyer.name).toBe('Marlowe Fitouts Ltd');
  });
});
