/**
 * Rules of the twenty-third round (#11, gen23), for the layout classes of the generator's thirteenth stream, each on an
 * invented page (test/support/cell-pages.ts) and each failing without its step. Every name, number and address is
 * invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const head: Cell[] = [
  [40, 40, 'Brunnhof Metallbau GmbH'],
  [54, 40, 'Talweg 12, 79100 Freiburg'],
  [40, 380, 'Rechnung 2026-0417'],
  [56, 380, 'Datum: 12.03.2026'],
  [120, 40, 'Kellerei Amsel KG'],
  [134, 40, 'Uferstraße 3, 55997 Mainz'],
];

/** a table of two deliveries, each closed by its subtotal, its VAT at 19 % and its gross, then the invoice's totals
 * (`band`: the invoice's totals as a band of labels over their figures, as ERP layouts print them) */
const deliveries = (band = false): Cell[] => [
  ...head,
  [200, 40, 'Bezeichnung'], [200, 300, 'Menge'], right(200, 440, 'Preis'), right(200, 540, 'Betrag'),
  [216, 40, 'Lieferung Halle Nord'],
  [232, 40, 'Winkelprofil verzinkt'], [232, 300, '10'], right(232, 440, '12,00'), right(232, 540, '120,00'),
  [248, 40, 'Montagearbeiten'], [248, 300, '4'], right(248, 440, '20,00'), right(248, 540, '80,00'),
  [266, 40, 'Zwischensumme Halle Nord'], right(266, 540, '200,00'),
  [282, 40, 'MwSt. 19 %'], right(282, 540, '38,00'),
  [298, 40, 'Summe brutto Halle Nord'], right(298, 540, '238,00'),
  [320, 40, 'Lieferung Halle Süd'],
  [336, 40, 'Gitterrost 30 x 30'], [336, 300, '5'], right(336, 440, '30,00'), right(336, 540, '150,00'),
  [352, 40, 'Schweißarbeiten'], [352, 300, '2'], right(352, 440, '25,00'), right(352, 540, '50,00'),
  [370, 40, 'Zwischensumme Halle Süd'], right(370, 540, '200,00'),
  [386, 40, 'MwSt. 19 %'], right(386, 540, '38,00'),
  [402, 40, 'Summe brutto Halle Süd'], right(402, 540, '238,00'),
  ...((band
    ? [
        right(440, 200, 'Nettobetrag'), right(440, 360, 'MwSt. 19 %'), right(440, 540, 'Rechnungsbetrag'),
        right(456, 200, '400,00'), right(456, 360, '76,00'), right(456, 540, '476,00'),
      ]
    : [
        [440, 300, 'Nettobetrag'], right(440, 540, '400,00'),
        [456, 300, 'MwSt. 19 %'], right(456, 540, '76,00'),
        [472, 300, 'Rechnungsbetrag'], right(472, 540, '476,00'),
      ]) as Cell[]),
];

describe("a group's own VAT and gross lines under its subtotal", () => {
  // per-delivery (per-site, per-meter) bills close each group with its net, its VAT and its gross; the VAT line under
  // the first group's subtotal used to end the table there (as the tax line under the items' subtotal does)
  it('reads the items of every group', () => {
    const inv = understandInvoice([page(1, deliveries())]);
    expect(inv.lineItems.map((l) => l.amount)).toEqual([120, 80, 150, 50]);
    expect(inv.totals).toMatchObject({ net: 400, tax: 76, gross: 476 });
  });
  it('with the step off, the table ends at the first group', () => {
    expect(understandInvoice([page(1, deliveries())], [], { itemGroupTaxGross: 0 }).lineItems.length).toBe(2);
  });
  // must-not: a subtotal with its tax and total and no items after them is the invoice's totals block, not a group
  it("keeps a single subtotal, tax and total under the items as the invoice's totals", () => {
    const cells: Cell[] = [
      ...head,
      [200, 40, 'Bezeichnung'], [200, 300, 'Menge'], right(200, 440, 'Preis'), right(200, 540, 'Betrag'),
      [216, 40, 'Winkelprofil verzinkt'], [216, 300, '10'], right(216, 440, '12,00'), right(216, 540, '120,00'),
      [232, 40, 'Montagearbeiten'], [232, 300, '4'], right(232, 440, '20,00'), right(232, 540, '80,00'),
      [250, 40, 'Zwischensumme'], right(250, 540, '200,00'),
      [266, 40, 'MwSt. 19 %'], right(266, 540, '38,00'),
      [282, 40, 'Gesamtbetrag'], right(282, 540, '238,00'),
    ];
    const inv = understandInvoice([page(1, cells)]);
    expect(inv.lineItems.length).toBe(2);
    expect(inv.totals).toMatchObject({ net: 200, tax: 38, gross: 238 });
  });
});

describe("the invoice's totals cover every item, not the last group's", () => {
  // the last group's net, VAT and gross add up as the invoice's do; the invoice's, printed in a band, cover all items
  it('takes the totals whose net is the sum of the items', () => {
    expect(understandInvoice([page(1, deliveries(true))]).totals).toMatchObject({ net: 400, tax: 76, gross: 476 });
  });
  it("with the penalty off, the last group's triple is taken", () => {
    expect(understandInvoice([page(1, deliveries(true))], [], { totalsBelowItemsPenalty: 0 }).totals).toMatchObject({ net: 200, tax: 38, gross: 238 });
  });
});

/** two party blocks side by side, each labelled on the name's line ("From:" left of the name), the block indented */
const fromTo = (from: string, to: string, lw = 70): Cell[] => [
  [40, 40, 'FAKTURA 2026/77', 14, true],
  [90, 40, from, 10, true], [90, 40 + lw, 'Sanvik Trading ApS', 10, true],
  [104, 40 + lw, 'Havnegade 8'], [118, 40 + lw, '5000 Odense C'],
  [90, 310, to, 10, true], [90, 310 + lw, 'Lund & Borg A/S', 10, true],
  [104, 310 + lw, 'Vestergade 21'], [118, 310 + lw, '8000 Aarhus C'],
  [170, 40, 'Beskrivelse'], [170, 300, 'Antal'], right(170, 440, 'Pris'), right(170, 540, 'Beløb'),
  [186, 40, 'Rengøring af kontor'], [186, 300, '3'], right(186, 440, '100,00'), right(186, 540, '300,00'),
  [220, 300, 'Subtotal'], right(220, 540, '300,00'),
  [236, 300, 'Moms 25 %'], right(236, 540, '75,00'),
  [252, 300, 'I alt'], right(252, 540, '375,00'),
];

describe('parties labelled "From:" and "To:" beside their names', () => {
  // lexicon: da/nb "Fra:" / "Til:", sv "Från:" / "Till:" (with a colon or alone at a cell's end), pl "Od:" / "Do:",
  // cs "Od:" / "Pro:", es/pt "De:" / "Para:", fr "Pour :", "Émis par :" / "Adressé à :", it "Emessa da:" /
  // "Intestata a:", fi "Laskutettava:"
  it('reads seller and buyer from Danish "Fra:" / "Til:"', () => {
    const inv = understandInvoice([page(1, fromTo('Fra:', 'Til:'))]);
    expect([inv.seller.name, inv.buyer.name]).toEqual(['Sanvik Trading ApS', 'Lund & Borg A/S']);
  });
  it('reads them from French "Émis par :" / "Adressé à :" and "De :" / "Pour :"', () => {
    for (const [a, b] of [['Émis par :', 'Adressé à :'], ['De :', 'Pour :']] as const) {
      const inv = understandInvoice([page(1, fromTo(a, b, 80))]);
      expect([inv.seller.name, inv.buyer.name]).toEqual(['Sanvik Trading ApS', 'Lund & Borg A/S']);
    }
  });
  it('reads them from Polish "Od:" / "Do:" and Spanish "De:" / "Para:"', () => {
    for (const [a, b] of [['Od:', 'Do:'], ['De:', 'Para:']] as const) {
      const inv = understandInvoice([page(1, fromTo(a, b))]);
      expect([inv.seller.name, inv.buyer.name]).toEqual(['Sanvik Trading ApS', 'Lund & Borg A/S']);
    }
  });
  // must-not: "do:" before a date is no party label (a payment deadline: "Termin płatności do: …")
  it('does not take a deadline for a party', () => {
    const cells: Cell[] = [...fromTo('Od:', 'Do:'), [300, 40, 'Termin płatności do: 2026-04-30']];
    expect(understandInvoice([page(1, cells)]).buyer.name).toBe('Lund & Borg A/S');
  });
});

/** a letterhead whose name is a picture: a slogan over the address, phone and VAT id, and the legal notice at the foot
 * naming the company at that address */
const sloganPage = (): Cell[] => [
  [40, 340, 'Gutes Licht seit vielen Jahren', 9],
  [54, 340, 'Mühlenweg 5', 8],
  [66, 340, '34117 Kassel', 8],
  [78, 340, 'Tel. +49 561 908172', 8],
  [90, 340, 'USt-IdNr. DE274659118', 8],
  [140, 40, 'Empfänger', 9, true],
  [154, 40, 'Kellerei Amsel KG'],
  [168, 40, 'Uferstraße 3'],
  [182, 40, '55997 Mainz'],
  [240, 40, 'Rechnung 2026-0417', 16, true],
  [270, 40, 'Datum: 12.03.2026'],
  [300, 40, 'Bezeichnung'], [300, 300, 'Menge'], right(300, 440, 'Preis'), right(300, 540, 'Betrag'),
  [316, 40, 'Deckenleuchte'], [316, 300, '2'], right(316, 440, '50,00'), right(316, 540, '100,00'),
  [350, 300, 'Nettobetrag'], right(350, 540, '100,00'),
  [366, 300, 'MwSt. 19 %'], right(366, 540, '19,00'),
  [382, 300, 'Gesamtbetrag'], right(382, 540, '119,00'),
  [790, 120, 'Leuchtenhaus Ebert GmbH · Mühlenweg 5 · 34117 Kassel · Amtsgericht Kassel HRB 8093', 7],
];

describe('a slogan over the letterhead address is no seller', () => {
  it("takes the legal notice's company, whose address the letterhead prints", () => {
    expect(understandInvoice([page(1, sloganPage())]).seller.name).toBe('Leuchtenhaus Ebert GmbH');
  });
  it('with the step off, the slogan is taken', () => {
    expect(understandInvoice([page(1, sloganPage())], [], { sellerNameFromNotice: 0 }).seller.name).toBe('Gutes Licht seit vielen Jahren');
  });
  // must-not: a name without a legal form at another address than the notice's stays (a trading name at a branch)
  it("keeps a letterhead name whose address the notice does not print", () => {
    const cells = sloganPage().map((c): Cell => (c[2] === 'Mühlenweg 5' ? [c[0], c[1], 'Bahnhofstraße 40', c[3]] : c));
    expect(understandInvoice([page(1, cells)]).seller.name).toBe('Gutes Licht seit vielen Jahren');
  });
});

describe('a party label run into the cell of the name its block hangs under', () => {
  // "Van" / "Aan" (no colon) set a few points left of the names, the addresses under the names: one cell "Aan Lund &
  // Borg B.V." on the page; the lines below open under the name, nothing under the label
  const hanging = (gap: number, under = false): Cell[] => [
    [40, 40, 'FACTUUR 2026/77', 14, true],
    [90, 40, 'Van', 10, true], [90, 40 + 15 + gap, 'Sanvik Trading B.V.', 10, true],
    [104, under ? 40 : 40 + 15 + gap, 'Havenkade 8'], [118, under ? 40 : 40 + 15 + gap, '5011 Tilburg'],
    [90, 310, 'Aan', 10, true], [90, 310 + 15 + gap, 'Lund & Borg B.V.', 10, true],
    [104, under ? 310 : 310 + 15 + gap, 'Vestergracht 21'], [118, under ? 310 : 310 + 15 + gap, '8011 Zwolle'],
    [170, 40, 'Omschrijving'], [170, 300, 'Aantal'], right(170, 440, 'Prijs'), right(170, 540, 'Bedrag'),
    [186, 40, 'Schoonmaak kantoor'], [186, 300, '3'], right(186, 440, '100,00'), right(186, 540, '300,00'),
    [220, 300, 'Subtotaal'], right(220, 540, '300,00'),
    [236, 300, 'Btw 21 %'], right(236, 540, '63,00'),
    [252, 300, 'Totaal'], right(252, 540, '363,00'),
  ];
  it('reads the names after the labels', () => {
    const inv = understandInvoice([page(1, hanging(4))]);
    expect(inv.buyer.name).toBe('Lund & Borg B.V.');
  });
  it('with the step off, the name is not read', () => {
    expect(understandInvoice([page(1, hanging(4))], [], { partyLabelHanging: 0 }).buyer.name).not.toBe('Lund & Borg B.V.');
  });
  // must-not: a block whose lines open under the cell's first word is read as without the step (the word may be the
  // name's: "Van Dijk B.V.")
  it('reads a cell whose block starts under its first word as before', () => {
    const parties = (s: number) => {
      const inv = understandInvoice([page(1, hanging(4, true))], [], { partyLabelHanging: s });
      return [inv.seller.name, inv.buyer.name];
    };
    expect(parties(1)).toEqual(parties(0));
  });
});
