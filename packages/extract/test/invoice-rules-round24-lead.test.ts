/**
 * Rules of the twenty-fourth round, lead (#11): invoices printed from HTML templates by Chromium — bilingual party
 * headings ("Rechnungsempfänger | Recipient"), a letter's greeting on the addressee's line ("Sehr geehrte Familie …"),
 * a contact person over the company, a totals label wrapped in its cell with the figure at the cell's middle height, a
 * figure set large over its caption, a number broken at a hyphen in a narrow cell, a letterhead name wrapped before its
 * legal form, and the titles and client words of Austrian invoices. Each rule on an invented page
 * (test/support/cell-pages.ts), each failing without its step. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import type { InvoiceSettings } from '../src/invoice/settings.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[], s: Partial<InvoiceSettings> = {}) => understandInvoice([page(1, cells)], [], s);

const items = (y: number): Cell[] => [
  [y, 40, 'Beschreibung', 10, true], right(y, 380, 'Menge'), right(y, 460, 'Preis'), right(y, 560, 'Gesamt'),
  [y + 16, 40, 'Wartung Heizanlage'], right(y + 16, 380, '2'), right(y + 16, 460, '150,00'), right(y + 16, 560, '300,00'),
  [y + 32, 40, 'Anfahrt'], right(y + 32, 380, '1'), right(y + 32, 460, '40,00'), right(y + 32, 560, '40,00'),
];

describe('a party heading with its translation after a bar (setting partyLabelTranslation)', () => {
  const cells: Cell[] = [
    [40, 400, 'Rechnung | Invoice', 12, true], [58, 400, 'Nr. LP-2031-118'], [72, 400, 'Datum: 03.02.2031'],
    [130, 40, 'Leistungserbringer | Supplier', 12, true], [130, 320, 'Rechnungsempfänger | Recipient', 12, true],
    [165, 40, 'Lindgrün Planung GmbH', 10, true], [165, 320, 'Okapi Medien GmbH', 10, true],
    [183, 40, 'Kettengasse 4'], [183, 320, 'Dr. Jana Wolff'],
    [200, 40, '1050 Wien'], [200, 320, 'Hafenstraße 9'],
    [218, 320, '20457 Hamburg'],
    ...items(260),
    [330, 380, 'Summe netto'], right(330, 560, '340,00'),
    [346, 380, 'USt 20 %'], right(346, 560, '68,00'),
    [362, 380, 'Gesamtbetrag'], right(362, 560, '408,00'),
  ];
  it('reads the blocks under "Leistungserbringer | Supplier" and "Rechnungsempfänger | Recipient" by their labels', () => {
    const r = inv(cells);
    expect(r.seller.name).toBe('Lindgrün Planung GmbH');
    expect(r.buyer.name).toBe('Okapi Medien GmbH');
  });
  it('with the step off, the headings are no labels and the roles are not both read', () => {
    const r = inv(cells, { partyLabelTranslation: 0 });
    expect([r.seller.name, r.buyer.name]).not.toEqual(['Lindgrün Planung GmbH', 'Okapi Medien GmbH']);
  });
});

describe("a letter's greeting and a contact person in the address block (lexicon greetings, setting partyGreeting)", () => {
  const letter = (first: string, second: string | null): Cell[] => [
    [40, 40, 'Elektro Kofler GmbH', 16, true], [60, 40, 'Bahnweg 2, 6020 Innsbruck'], [74, 40, 'UID: ATU12345675'],
    [40, 400, 'RECHNUNG', 14, true], [60, 400, 'Rechnungsnummer: EK-4471'], [74, 400, 'Rechnungsdatum: 12.03.2031'],
    [130, 40, 'Rechnung an:', 10, true],
    [146, 40, first],
    ...(second ? ([[160, 40, second]] as Cell[]) : []),
    [second ? 174 : 160, 40, 'Olympiastraße 45'], [second ? 188 : 174, 40, '6020 Innsbruck'],
    ...items(240),
    [310, 380, 'Summe netto'], right(310, 560, '340,00'),
    [326, 380, 'USt 20 %'], right(326, 560, '68,00'),
    [342, 380, 'Gesamtbetrag'], right(342, 560, '408,00'),
  ];
  it('drops the greeting from the name ("Sehr geehrte Familie …" → "Familie …")', () => {
    expect(inv(letter('Sehr geehrte Familie Anna & Paul Brunner', null)).buyer.name).toBe('Familie Anna & Paul Brunner');
  });
  it('keeps it with the step off', () => {
    expect(inv(letter('Sehr geehrte Familie Anna & Paul Brunner', null), { partyGreeting: 0 }).buyer.name).toBe('Sehr geehrte Familie Anna & Paul Brunner');
  });
  it('reads the company under a person addressed by a form of address, not the person', () => {
    expect(inv(letter('Herr Thomas Aigner', 'Alpen Digital GmbH')).buyer.name).toBe('Alpen Digital GmbH');
    expect(inv(letter('Sehr geehrter Herr Mag. Felix Moser', 'Moser Holding GmbH')).buyer.name).toBe('Moser Holding GmbH');
  });
  it('with the step off, the person line is taken', () => {
    expect(inv(letter('Herr Thomas Aigner', 'Alpen Digital GmbH'), { partyGreeting: 0 }).buyer.name).not.toBe('Alpen Digital GmbH');
  });
  it('keeps a company whose name opens with a greeting word and has no form of address after it', () => {
    expect(inv(letter('Dear Deer Outfitters Ltd', null)).buyer.name).toBe('Dear Deer Outfitters Ltd');
  });
  it('reads a keyed block ("Name:" a person addressed, "Firma:" the company) as the company', () => {
    const cells: Cell[] = [
      [40, 40, 'Kanzlei Berger & Partner GmbH', 16, true], [60, 40, 'Ring 1, 1010 Wien'],
      [40, 400, 'HONORARNOTE', 14, true], [60, 400, 'Nr. HN-2031-17'], [74, 400, 'Datum: 12.03.2031'],
      [130, 40, 'MANDANT', 10, true],
      [146, 40, 'Name:'], [146, 100, 'Sehr geehrter Herr Mag. Felix Moser'],
      [160, 40, 'Firma:'], [160, 100, 'Moser Holding GmbH'],
      [174, 40, 'Adresse:'], [174, 100, 'Industriestraße 4'],
      ...items(240),
      [310, 380, 'Summe netto'], right(310, 560, '340,00'),
      [326, 380, 'USt 20 %'], right(326, 560, '68,00'),
      [342, 380, 'Gesamtbetrag'], right(342, 560, '408,00'),
    ];
    expect(inv(cells).buyer.name).toBe('Moser Holding GmbH');
    expect(inv(cells, { partyGreeting: 0 }).buyer.name).not.toBe('Moser Holding GmbH');
  });
});

describe('a totals label wrapped in its cell, the figure at its middle height (setting wrappedLabelValue)', () => {
  const cells: Cell[] = [
    [40, 40, 'Lindgrün Planung GmbH', 16, true], [60, 40, 'Kettengasse 4, 1050 Wien'],
    [40, 400, 'Rechnung', 12, true], [58, 400, 'Rechnungsnummer: LP-118'], [72, 400, 'Datum: 03.02.2031'],
    ...items(200),
    [270, 300, 'Nettobetrag | Net Amount:'], right(270, 560, '€ 340,00'),
    [290, 300, 'Umsatzsteuer | VAT (Reverse'], right(298, 560, '€ 0,00'), [306, 300, 'Charge):'],
    [330, 300, 'Rechnungsbetrag | Total'], right(338, 560, '€ 340,00'), [346, 300, 'Amount:'],
  ];
  it('reads the tax and the total from the line between the label\'s two lines', () => {
    const r = inv(cells);
    expect(r.totals.tax).toBe(0);
    expect(r.totals.gross).toBe(340);
  });
  it('with the step off, the total is not read from there', () => {
    expect(inv(cells, { wrappedLabelValue: 0 }).totals.tax).not.toBe(0);
  });
});

describe('a figure set large over its caption (setting valueAboveLabel)', () => {
  const cells: Cell[] = [
    [40, 40, 'Studio Auer', 18, true], [62, 40, 'Gasse 3, 8010 Graz'],
    [40, 420, 'Rechnungsnummer: 2031-07'], [54, 420, 'Rechnungsdatum: 01.04.2031'],
    [160, 40, 'Leistungsbeschreibung', 10, true], right(160, 560, 'Betrag', 10),
    [178, 40, 'Beratung März'], right(178, 560, '€ 180,00'),
    [196, 40, 'Beratung April'], right(196, 560, '€ 120,00'),
    right(240, 560, '€ 300,00', 18),
    right(262, 560, 'Gesamtbetrag', 11),
  ];
  it('reads the figure over "Gesamtbetrag" as the total', () => {
    expect(inv(cells).totals.gross).toBe(300);
  });
  it('with the step off, it does not', () => {
    expect(inv(cells, { valueAboveLabel: 0 }).totals.gross).not.toBe(300);
  });
  it('leaves a figure that does not share an edge with the caption', () => {
    const apart: Cell[] = [...cells.slice(0, -2), right(240, 560, '€ 300,00', 18), [262, 420, 'Gesamtbetrag', 11]];
    expect(inv(apart).totals.gross).not.toBe(300);
  });
});

describe('a number broken at a hyphen in a narrow cell (setting wrappedNumber)', () => {
  const cells: Cell[] = [
    [40, 40, 'Donau Handel GmbH', 16, true], [60, 40, 'Kai 2, 4020 Linz'],
    [150, 40, 'RECHNUNG', 16, true],
    [180, 40, 'Rechnungsnummer:RE-2031-', 10, true], [180, 220, 'Rechnungsdatum:', 10, true], [180, 330, '26.08.2031'],
    [195, 150, '08734'],
    ...items(240),
    [310, 380, 'Gesamtbetrag'], right(310, 560, '340,00'),
  ];
  it('joins the rest under the value', () => {
    expect(inv(cells).number).toBe('RE-2031-08734');
  });
  it('with the step off, the number stays cut', () => {
    expect(inv(cells, { wrappedNumber: 0 }).number).toBe('RE-2031-');
  });
});

describe('a letterhead name wrapped before its legal form (setting letterheadNameWrap)', () => {
  const sheet = (a: string, b: string): Cell[] => [
    right(30, 578, a, 16), [46, 35, 'RAK', 8], [51, 28, 'SIEGEL', 16], right(51, 578, b, 16),
    right(73, 578, 'Rechtsanwaltskanzlei • Vertretung vor Gericht', 9), right(89, 578, 'Ring 11, 1010 Wien', 8),
    [200, 40, 'An:'], [214, 40, 'Okapi Medien GmbH'], [228, 40, 'Hafenstraße 9'], [242, 40, '20457 Hamburg'],
    [200, 400, 'Rechnungsnummer: 2031-5'], [214, 400, 'Datum: 01.04.2031'],
    ...items(300),
    [370, 380, 'Gesamtbetrag'], right(370, 560, '340,00'),
  ];
  it('joins the name and its legal form on the next line', () => {
    expect(inv(sheet('Dr. Helga Bauer & Partner', 'Rechtsanwälte OG')).seller.name).toBe('Dr. Helga Bauer & Partner Rechtsanwälte OG');
  });
  it('with the step off, the name is one of the two lines only', () => {
    expect(inv(sheet('Dr. Helga Bauer & Partner', 'Rechtsanwälte OG'), { letterheadNameWrap: 0 }).seller.name).not.toBe('Dr. Helga Bauer & Partner Rechtsanwälte OG');
  });
  it('"OG" after a floor number is no legal form', () => {
    expect(inv(sheet('Dr. Helga Bauer & Partner', 'Stiege 2, 3. OG')).seller.name).toBe('Dr. Helga Bauer & Partner');
  });
});

describe('titles and client words of Austrian invoices (lexicon de)', () => {
  const sheet = (title: string, client: string): Cell[] => [
    [40, 40, 'Bau-Team Tirol GmbH', 14, true], [56, 40, 'Gewerbestraße 25, 6060 Hall'], [70, 40, 'UID: ATU12345675'],
    right(40, 560, title, 12), right(56, 560, 'Nr. AR-2031-00456', 9), right(72, 560, '28.08.2031', 8),
    [130, 40, client, 8, true], [146, 40, 'Wohnbau Nord GmbH', 10], [160, 40, 'Platz 8'], [174, 40, '6020 Innsbruck'],
    ...items(240),
    [310, 380, 'Gesamtbetrag'], right(310, 560, '340,00'),
  ];
  it.each(['ABSCHLAGSRECHNUNG', 'HONORARNOTE'])('reads the number under "%s"', (title) => {
    expect(inv(sheet(title, 'BAUHERR')).number).toBe('AR-2031-00456');
  });
  it.each(['BAUHERR', 'MANDANT', 'GÄSTEINFORMATIONEN'])('reads the block under "%s" as the buyer', (client) => {
    expect(inv(sheet('RECHNUNG', client)).buyer.name).toBe('Wohnbau Nord GmbH');
  });
});

describe('a name printed under its address (setting partyStreetNoName; lexicon sl "Prejemnik:")', () => {
  const cells: Cell[] = [
    [54, 235, 'Računalniške storitve Jan Novak s.p.', 9.5, true], [66, 235, 'Trg svobode 4'], [78, 235, '8257 Dobova'],
    [163, 53, 'Prejemnik:'], [175, 53, 'J.H. Oortweg 21'], [187, 53, '2333 CH Leiden, Netherlands'], [198, 53, 'Nu Labs B.V.'],
    [210, 300, 'Dobova, 30.12.2031'], [222, 300, 'Račun št.: 2031-1'],
    [300, 60, 'Opis', 9, true], right(300, 400, 'Količina', 9), right(300, 520, 'Vrednost', 9),
    [316, 60, 'Svetovanje'], right(316, 400, '1'), right(316, 520, '1.300,00'),
    [332, 60, 'Analiza'], right(332, 400, '1'), right(332, 520, '200,00'),
    [360, 300, 'SKUPAJ VREDNOST (EUR):'], right(360, 520, '1.500,00'),
  ];
  it('reads the buyer under "Prejemnik:" as the name with the legal form, not the street', () => {
    expect(inv(cells).buyer.name).toBe('Nu Labs B.V.');
  });
  it('with the step off, the street is read as the name', () => {
    expect(inv(cells, { partyStreetNoName: 0 }).buyer.name).toBe('J.H. Oortweg 21');
  });
});

describe('the heading of a statement page is no name (lexicon en titles "Summary")', () => {
  it('does not read "Summary" set large at the top as the seller', () => {
    const cells: Cell[] = [
      [28, 23, 'Summary', 23], [63, 23, 'Invoice INV-17, Page 1 of 2'], [83, 23, 'Date: 09/05/2031'],
      [122, 23, 'Laura Finch'], right(122, 566, 'Heron Tutors Ltd'), [137, 23, '14 Mill Road'], right(137, 566, '8 Quay Street'),
      [153, 23, 'Ely'], right(153, 566, 'London'), [169, 23, 'CB7 4AA'], right(169, 566, 'SW1W 0EN'),
      [300, 23, 'Item Description'], right(300, 566, 'Amount'),
      [316, 23, 'Maths lesson'], right(316, 566, '£33.00'), [332, 23, 'English lesson'], right(332, 566, '£33.00'),
      [360, 400, 'Total:'], right(360, 566, '£66.00'),
    ];
    expect(inv(cells).seller.name).not.toBe('Summary');
  });
});

describe('British address blocks: the town after a street and the country over a postcode are no names', () => {
  const cells: Cell[] = [
    [28, 23, 'Statement', 23], [63, 23, 'Invoice INV-17, Page 1 of 2'], [83, 23, 'Date: 09/05/2031'],
    [122, 23, 'Laura Finch'], [137, 23, '14 Mill Road'], [153, 23, 'Ely'], [169, 23, 'United Kingdom'], [185, 23, 'CB7 4AA'], [201, 23, 'laura@example.com'],
    right(137, 566, '8A Quay Street, Victoria'), right(153, 566, 'London'), right(169, 566, 'United Kingdom'), right(185, 566, 'SW1W 0EN'),
    [300, 23, 'Item Description'], right(300, 566, 'Amount'),
    [316, 23, 'Maths lesson'], right(316, 566, '£33.00'), [332, 23, 'English lesson'], right(332, 566, '£33.00'),
    [360, 400, 'Total:'], right(360, 566, '£66.00'),
  ];
  it('reads neither "London" nor "United Kingdom" as a party', () => {
    const r = inv(cells);
    expect([r.seller.name, r.buyer.name]).not.toContain('London');
    expect([r.seller.name, r.buyer.name]).not.toContain('United Kingdom');
  });
  it('with the steps off, it does', () => {
    const r = inv(cells, { partyStreetNoName: 0, senderOverBarePostcode: 0 });
    expect([r.seller.name, r.buyer.name].some((n) => n === 'London' || n === 'United Kingdom')).toBe(true);
  });
  it('each step keeps its own name out', () => {
    expect(inv(cells, { partyStreetNoName: 0 }).buyer.name).toBe('London');
    expect(inv(cells, { senderOverBarePostcode: 0 }).seller.name).toBe('United Kingdom');
  });
  it('"Statement" set large at the top is a title, no name (lexicon en titles)', () => {
    expect(inv(cells).seller.name).not.toBe('Statement');
  });
});

describe('Polish titles and numbers (lexicon pl invoice kinds; settings numberNotAccount, numberSpacedSlash)', () => {
  const sheet = (title: string, number: string | null): Cell[] => [
    [82, 30, 'Tartak Sosna Sp. z o.o.', 9, true], [92, 30, 'Leśna 9'], [102, 30, '58-321 Lipowa'], [112, 30, 'NIP: 8842755507'],
    [194, 32, 'Rachunek domyślny', 9, true], [203, 32, '61 1090 1014 0000 0712 1981 2874'],
    [230, 101, number ? `${title} ${number}` : title, 17, true],
    [65, 333, 'Data wystawienia', 9, true], [65, 481, '11.08.2031'],
    [286, 38, 'LP'], [286, 115, 'Nazwa'], right(286, 238, 'Ilość'), right(286, 400, 'Wartość netto'),
    [304, 41, '1'], [304, 60, 'Deski sosnowe'], right(304, 238, '18 szt'), right(304, 400, '81,95'),
    [320, 41, '2'], [320, 60, 'Listwy'], right(320, 238, '4 szt'), right(320, 400, '20,00'),
    [350, 250, 'Razem netto'], right(350, 400, '101,95'),
  ];
  it('reads the number after "Faktura VAT sprzedaży", not the bank account under "Rachunek"', () => {
    expect(inv(sheet('Faktura VAT sprzedaży', 'FS 4447/08/2031')).number).toBe('FS 4447/08/2031');
  });
  it('without a number by the title, the account under "Rachunek domyślny" is still no number', () => {
    expect(inv(sheet('Faktura VAT sprzedaży', null)).number).not.toBe('61109010140000071219812874');
    expect(inv(sheet('Faktura VAT sprzedaży', null), { numberNotAccount: 0 }).number).toBe('61109010140000071219812874');
  });
  it('reads "92 / 08/2031" under the title as one number', () => {
    const cells: Cell[] = [
      [98, 399, 'Konto bankowe:'], [109, 349, 'PL 03 1090 1652 0000 0001 3348 7613'],
      [140, 53, 'FAKTURA VAT', 11.5], [159, 68, '92 / 08/2031', 17.3],
      [182, 380, 'Data wystawienia:'], [182, 508, '30-08-2031'],
      [222, 27, 'Hotel Pod Lipami Sp. z o.o.'],
      [286, 38, 'LP'], [286, 115, 'Nazwa'], right(286, 400, 'Wartość brutto'),
      [304, 41, '1'], [304, 60, 'Nocleg'], right(304, 400, '300,00'),
      [320, 41, '2'], [320, 60, 'Śniadanie'], right(320, 400, '40,00'),
      [350, 250, 'Razem'], right(350, 400, '340,00'),
    ];
    expect(inv(cells).number).toBe('92/08/2031');
    expect(inv(cells, { numberSpacedSlash: 0 }).number).toBe('92');
  });
});

describe('a utility bill\'s provider and consumer (lexicon hu "Szolgáltató neve:", "Felhasználó neve:")', () => {
  it('reads the provider as the seller and the consumer as the buyer', () => {
    const cells: Cell[] = [
      [20, 300, 'Földgáz elszámoló számla', 12], [40, 300, 'Számla sorszáma: 202131755'],
      [60, 30, 'Szolgáltató neve: Tiszagáz Energia Zrt.'], [72, 30, 'Címe: 6720 Szeged, Fő tér 2.'], [84, 30, 'Adószáma: 12345678-2-06'],
      [100, 300, 'Kiss Ferenc'], [112, 300, 'Szeged'], [124, 300, 'Fő utca 6.'],
      [150, 30, 'Ügyfélszolgálat: Tiszagáz Ügyfélszolgálati Kft.'],
      [180, 30, 'Fizetendő összeg:'], right(180, 260, '3 539 Ft'), [180, 300, 'Felhasználó neve: Kiss Ferenc'],
      [192, 30, 'Fizetési határidő:'], [192, 200, '2031.09.06.'], [192, 300, 'Felhasználó címe: 6723 Szeged, Fő utca 6.'],
    ];
    const r = inv(cells);
    expect(r.seller.name).toBe('Tiszagáz Energia Zrt.');
    expect(r.buyer.name).toBe('Kiss Ferenc');
  });
});

describe('the forint sign after a figure (lexicon hu currency.signs)', () => {
  const hu: Cell[] = [
    [20, 300, 'Számla', 14], [40, 300, 'Számla sorszáma: 202131755'], [54, 300, 'Számla kelte: 2031.08.25.'],
    [60, 30, 'Eladó: Tiszagáz Energia Zrt.'], [72, 30, '6720 Szeged, Fő tér 2.'],
    [100, 30, 'Vevő: Kiss Ferenc'], [112, 30, '6723 Szeged, Fő utca 6.'],
    [150, 30, 'Megnevezés'], right(150, 400, 'Mennyiség'), right(150, 500, 'Összeg'),
    [166, 30, 'Gázdíj'], right(166, 400, '1'), right(166, 500, '2 500 Ft'),
    [182, 30, 'Alapdíj'], right(182, 400, '1'), right(182, 500, '1 039 Ft'),
    [210, 300, 'Fizetendő összeg:'], right(210, 500, '3 539 Ft'),
  ];
  it('reads a Hungarian invoice printing "Ft" as forints', () => {
    expect(inv(hu).currency).toBe('HUF');
  });
  it('does not read feet in an English invoice as forints', () => {
    const en: Cell[] = [
      [20, 300, 'INVOICE', 14], [40, 300, 'Invoice No: 5521'], [54, 300, 'Date: 14/09/2031'],
      [60, 30, 'Harbour Timber Ltd'], [72, 30, '3 Mill Lane, Derby DE1 3AA'],
      [150, 30, 'Description'], right(150, 400, 'Qty'), right(150, 500, 'Amount'),
      [166, 30, 'Oak board 12 ft'], right(166, 400, '4'), right(166, 500, '80.00'),
      [182, 30, 'Pine batten 8 ft'], right(182, 400, '10'), right(182, 500, '45.00'),
      [210, 300, 'Total:'], right(210, 500, '125.00'),
    ];
    expect(inv(en).currency).not.toBe('HUF');
  });
});

describe('net and gross amount columns under stacked heads, sold at gross prices (setting itemStackedNetGross; lexicon pl "podatku")', () => {
  const cells: Cell[] = [
    [40, 30, 'Hotel Pod Lipami Sp. z o.o.', 12, true], [56, 30, 'ul. Lipowa 3, 43-100 Tychy'],
    [40, 380, 'Faktura VAT nr 17/08/2031'], [54, 380, 'Data wystawienia: 2031-08-30'],
    [120, 30, 'Nabywca:'], [134, 30, 'Okapi Studio Sp. z o.o.'], [148, 30, 'ul. Dąbska 2, 31-572 Kraków'],
    [296, 380, 'Wartość'], [296, 455, 'Wartość'], [296, 513, 'Wartość'],
    [301, 17, 'L.p.'], [301, 121, 'Nazwa asortymentu'], [301, 243, 'J.m. Ilość Cena jedn. Rabat'], [301, 430, '%'],
    [307, 385, 'Netto'], [307, 455, 'Podatku'], [307, 517, 'Brutto'],
    [321, 22, '1'], [321, 87, 'Usługa hotelowa'], [321, 242, 'pak.'], right(321, 279, '1'), right(321, 335, '423,00'), right(321, 365, '0 %'), right(321, 423, '391,67'), right(321, 440, '8'), right(321, 499, '31,33'), right(321, 557, '423,00'),
    [336, 22, '2'], [336, 87, 'Parking'], [336, 242, 'szt.'], right(336, 279, '2'), right(336, 335, '27,00'), right(336, 365, '0 %'), right(336, 423, '50,00'), right(336, 440, '8'), right(336, 499, '4,00'), right(336, 557, '54,00'),
    [351, 317, 'RAZEM:'], right(351, 423, '441,67'), right(351, 499, '35,33'), right(351, 557, '477,00'),
    [369, 17, 'Razem do zapłaty:'], right(369, 160, '477,00 zł'),
  ];
  it('takes the net column as the line amount', () => {
    expect(inv(cells).lineItems.map((l) => l.amount)).toEqual([391.67, 50]);
  });
  it('with the step off, the gross column is taken', () => {
    expect(inv(cells, { itemStackedNetGross: 0 }).lineItems.map((l) => l.amount)).toEqual([423, 54]);
  });
});
