/**
 * Rules of the twenty-fourth round (#11, gen24), for the layout classes of the generator's fourteenth stream, each on an
 * invented page (test/support/cell-pages.ts) and each failing without its step. Every name, number and address is
 * invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

/** a bilingual page: every label in the page's language and in English after a slash (`title`: the number after the
 * title, else in the details) */
const bilingual = (title: boolean, titleText = 'RECHNUNG / INVOICE'): Cell[] => [
  [40, 40, 'Eichental Werkzeuge GmbH'],
  [54, 40, 'Mühlweg 4, 88212 Ravensburg'],
  [120, 40, 'Fjordlys Handel AS'],
  [134, 40, 'Strandgata 9, 5003 Bergen'],
  [180, 40, title ? `${titleText} 2026-0731` : titleText],
  ...((title
    ? [[200, 40, 'Rechnungsdatum / Invoice Date: 14.05.2026']]
    : [
        [200, 40, 'Rechnungsnummer / Invoice No.:'], [200, 200, 'RE-88412'],
        [214, 40, 'Kundennummer / Customer ID:'], [214, 200, '30417'],
        [228, 40, 'Rechnungsdatum / Invoice Date:'], [228, 200, '14.05.2026'],
      ]) as Cell[]),
  [260, 40, 'Beschreibung / Description'], [260, 300, 'Menge / Qty'], right(260, 440, 'Preis / Price'), right(260, 540, 'Betrag / Amount'),
  [276, 40, 'Spannzange ER 32'], [276, 300, '4'], right(276, 440, '25,00'), right(276, 540, '100,00'),
  [292, 40, 'Fräser HSS 12 mm'], [292, 300, '10'], right(292, 440, '10,00'), right(292, 540, '100,00'),
  [320, 300, 'Nettobetrag / Net total'], right(320, 540, '200,00'),
  [336, 300, 'MwSt. / VAT 19 %'], right(336, 540, '38,00'),
  [352, 300, 'Gesamtbetrag / Total'], right(352, 540, '238,00'),
];

describe('a label glossed after a slash by the same field in another language', () => {
  // bilingual layouts print "Rechnungsnummer / Invoice No.:": the English words after the slash made the German label
  // a longer, unknown label (more words before the colon), and the number was lost
  it('reads the number after a glossed label', () => {
    const inv = understandInvoice([page(1, bilingual(false))]);
    expect(inv.number).toBe('RE-88412');
    expect(inv.totals).toMatchObject({ net: 200, tax: 38, gross: 238 });
  });
  it('with the step off, the glossed label gives no number', () => {
    expect(understandInvoice([page(1, bilingual(false))], [], { labelSlashGloss: 0 }).number).not.toBe('RE-88412');
  });
  // the title with its number: "RECHNUNG / INVOICE 2026-0731", and "FAKTURA / VAT Invoice …" (a word before the
  // second label)
  it('reads the number after a glossed title', () => {
    expect(understandInvoice([page(1, bilingual(true))]).number).toBe('2026-0731');
    expect(understandInvoice([page(1, bilingual(true, 'RECHNUNG / VAT Invoice'))]).number).toBe('2026-0731');
  });
  it('with the step off, the glossed title gives no number', () => {
    expect(understandInvoice([page(1, bilingual(true))], [], { labelSlashGloss: 0 }).number).not.toBe('2026-0731');
    expect(understandInvoice([page(1, bilingual(true, 'RECHNUNG / VAT Invoice'))], [], { labelSlashGloss: 0 }).number).not.toBe('2026-0731');
  });
});

describe('a slash before a label of another field', () => {
  // must-not: "Invoice No. / Order No.: 4711" — the words after the slash name another field, so the value is the
  // order's, not the invoice's
  it('does not give the order number as the invoice number', () => {
    const cells = bilingual(false).map((c) => (c[2] === 'Rechnungsnummer / Invoice No.:' ? ([c[0], c[1], 'Invoice No. / Order No.:'] as Cell) : c));
    expect(understandInvoice([page(1, cells)]).number).not.toBe('RE-88412');
  });
});

describe("a payment or reference label glossed after a slash", () => {
  // "Kundennummer / Customer ID: 30417" in one run of text (details printed inline): the customer number was lost
  // behind the English words after the slash
  const inline = () => bilingual(false).map((c) => (c[2] === 'Kundennummer / Customer ID:' ? ([c[0], c[1], 'Kundennummer / Customer ID: 30417'] as Cell) : c)).filter((c) => c[2] !== '30417');
  it('reads the customer number after the glossed label', () => {
    expect(understandInvoice([page(1, inline())]).buyerReference).toBe('30417');
  });
  it('with the step off, it does not', () => {
    expect(understandInvoice([page(1, inline())], [], { labelSlashGloss: 0 }).buyerReference).not.toBe('30417');
  });
});

describe('payment terms beside glossed due-date and amount labels', () => {
  // "Fälligkeit / Payment due: 13.06.2026" is the due date's field and "Zahlbetrag / Amount payable" a totals label:
  // with their English glosses they were taken for a terms sentence, and the terms printed under the totals were lost
  const cells = (dueLabel: boolean): Cell[] => [
    ...bilingual(false).filter((c) => !/^Gesamtbetrag/.test(c[2])),
    ...((dueLabel ? [[242, 40, 'Fälligkeit / Payment due: 13.06.2026']] : [[368, 300, 'Zahlbetrag / Amount payable'], right(368, 540, '238,00')]) as Cell[]),
    [352, 300, 'Gesamtbetrag / Total'], right(352, 540, '238,00'),
    [400, 40, 'Zahlbar innerhalb von 30 Tagen ohne Abzug.'],
  ];
  it('reads the terms sentence, not the glossed labels', () => {
    expect(understandInvoice([page(1, cells(true))]).payment?.terms).toBe('Zahlbar innerhalb von 30 Tagen ohne Abzug.');
    expect(understandInvoice([page(1, cells(false))]).payment?.terms).toBe('Zahlbar innerhalb von 30 Tagen ohne Abzug.');
  });
  it('with the step off, a glossed label is taken for the terms', () => {
    expect(understandInvoice([page(1, cells(true))], [], { labelSlashGloss: 0 }).payment?.terms).not.toBe('Zahlbar innerhalb von 30 Tagen ohne Abzug.');
    expect(understandInvoice([page(1, cells(false))], [], { labelSlashGloss: 0 }).payment?.terms).not.toBe('Zahlbar innerhalb von 30 Tagen ohne Abzug.');
  });
});

describe('glossed labels in a row over their values', () => {
  // must-not: the pair is one label where it starts — the value under a row of glossed labels stands under the pair's
  // start, not under the English words ("Číslo faktury / Reference" over "B39932"); and a pair run into the next label
  // ("DATA DOCUMENTO / DATED DATA DDT / DATE OF SUPPLY") keeps its own value
  const cells: Cell[] = [
    [40, 40, 'Vltava Strojírny s.r.o.'], [54, 40, 'Průmyslová 12, 110 00 Praha 1'], [68, 40, 'DIČ: CZ12345679'],
    [120, 40, 'Odběratel'], [134, 40, 'Morava Obchod a.s.'], [148, 40, 'Národní 8, 602 00 Brno'],
    [180, 40, 'FAKTURA / INVOICE'],
    [200, 40, 'Číslo faktury / Reference'], [200, 180, 'DATUM VYSTAVENÍ / DATED DATUM DODÁNÍ / DATE OF SUPPLY'],
    [214, 40, 'B39932'], [214, 180, '26.05.2024'], [214, 330, '20.05.2024'],
    [260, 40, 'Popis'], [260, 300, 'Množství'], right(260, 440, 'Cena'), right(260, 540, 'Celkem'),
    [276, 40, 'Ložisko 6204'], [276, 300, '10'], right(276, 440, '20,00'), right(276, 540, '200,00'),
    [320, 300, 'Základ'], right(320, 540, '200,00'),
    [336, 300, 'DPH 21 %'], right(336, 540, '42,00'),
    [352, 300, 'Celkem k úhradě'], right(352, 540, '242,00'),
  ];
  it('reads the number and the date under their pairs', () => {
    const inv = understandInvoice([page(1, cells)]);
    expect(inv.number).toBe('B39932');
    expect(inv.issueDate).toBe('2024-05-26');
  });
});

describe('a band of glossed totals labels over one row of figures', () => {
  // "Nettobelopp / Net amount | Moms / VAT | Summa inkl. moms / TOTAL | Inbetalt | Kvar att betala / Balance" over
  // their figures: a label filling only its cell's first side did not end the item table, the row of figures became an
  // item and the net the items' sum
  const band = (): Cell[] => [
    [40, 40, 'Kalmar Teknik AB'], [54, 40, 'Storgatan 3, 411 05 Göteborg'],
    [120, 40, 'Kund: Norrsken Handel AB'],
    [160, 40, 'Faktura 2026-0412'], [174, 40, 'Fakturadatum: 2026-03-03'],
    [250, 40, 'Beskrivning'], [250, 300, 'Antal'], right(250, 440, 'Pris'), right(250, 540, 'Belopp'),
    [266, 40, 'Montage'], [266, 300, '4'], right(266, 440, '50,00'), right(266, 540, '200,00'),
    [282, 40, 'Kabel'], [282, 300, '10'], right(282, 440, '10,00'), right(282, 540, '100,00'),
    [320, 40, 'Nettobelopp / Net amount'], [320, 190, 'Moms / VAT'], [320, 250, 'Summa inkl. moms / TOTAL'], [320, 400, 'Inbetalt'], [320, 460, 'Kvar att betala / Balance'],
    right(334, 120, '300,00'), right(334, 230, '75,00'), right(334, 360, '375,00'), right(334, 440, '-100,00'), right(334, 560, '275,00'),
  ];
  it('ends the table at the band and reads the totals under it', () => {
    const inv = understandInvoice([page(1, band())]);
    expect(inv.lineItems.map((l) => l.amount)).toEqual([200, 100]);
    expect(inv.totals).toMatchObject({ net: 300, tax: 75, gross: 375, due: 275, prepaid: 100 });
  });
  it('with the step off, the band is read as an item', () => {
    expect(understandInvoice([page(1, band())], [], { labelSlashGloss: 0 }).totals.net).not.toBe(300);
  });
});
