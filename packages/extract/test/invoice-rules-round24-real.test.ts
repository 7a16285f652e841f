/**
 * Rules of the twenty-fourth round (#11, real invoices nobody here had seen: Polish invoices printed by several billing
 * services and programs — numbers in a monthly series "n/mm/yyyy", a buyer's legal form written out and wrapped, a
 * place before the date of issue, a two-line item header whose totals row is opened by a bare "Razem:" — and a
 * Hungarian invoice program's VAT summary in forint with thousands spaces), each on an invented page
 * (test/support/cell-pages.ts) and each failing without its step. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { resolveInvoiceSettings, type InvoiceSettings } from '../src/invoice/settings.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[], s: Partial<InvoiceSettings> = {}) => understandInvoice([page(1, cells)], [], resolveInvoiceSettings(s));

const parties: Cell[] = [
  [120, 40, 'Sprzedawca'], [120, 330, 'Nabywca'],
  [134, 40, 'Pracownia Lipa Jan Kos'], [134, 330, 'Zielony Dom sp. z o.o.'],
  [148, 40, 'ul. Leśna 4'], [148, 330, 'ul. Polna 12'],
  [162, 40, '00-950 Warszawa'], [162, 330, '30-001 Kraków'],
  [176, 40, 'NIP: 1111111111'], [176, 330, 'NIP: 2222222222'],
];

const items: Cell[] = [
  [220, 40, 'Lp'], [220, 70, 'Nazwa'], right(220, 330, 'Ilość'), right(220, 420, 'Cena netto'), right(220, 520, 'Wartość netto'),
  [236, 40, '1'], [236, 70, 'Projekt graficzny ulotki'], right(236, 330, '1'), right(236, 420, '400,00'), right(236, 520, '400,00'),
];

describe('an invoice number in a monthly series shaped like a date ("Faktura VAT nr 4/03/2031")', () => {
  const cells: Cell[] = [
    [40, 330, 'Faktura VAT nr 4/03/2031', 14, true],
    [60, 330, 'Data wystawienia: 2031-03-05'],
    [74, 330, 'Termin płatności: 2031-03-19'],
    ...parties,
    ...items,
    [270, 330, 'Razem netto'], right(270, 520, '400,00'),
    [284, 330, 'Kwota VAT'], right(284, 520, '92,00'),
    [298, 330, 'Razem brutto'], right(298, 520, '492,00'),
  ];
  it('is the number when the document prints its dates in another shape and never with slashes', () => {
    expect(inv(cells).number).toBe('4/03/2031');
  });
  it('not with the step off (numberDateShapedSeries 0)', () => {
    expect(inv(cells, { numberDateShapedSeries: 0 }).number).not.toBe('4/03/2031');
  });
  it('a slashed date printed elsewhere on the page keeps the value a date', () => {
    const withSlashed: Cell[] = [...cells, [330, 40, 'Data sprzedaży: 28/02/2031']];
    expect(inv(withSlashed).number).not.toBe('4/03/2031');
  });
});

describe('the place of issue before the date ("Data wystawienia: Nowa Wieś Wlkp., 2031-03-05")', () => {
  const cells: Cell[] = [
    [40, 40, 'Faktura nr 12/2031', 14, true],
    [60, 40, 'Data sprzedaży: 2031-03-01'],
    [74, 40, 'Data wystawienia: Nowa Wieś Wlkp., 2031-03-05'],
    ...parties,
    ...items,
  ];
  it('reads the date after the place as the date of issue', () => {
    expect(inv(cells).issueDate).toBe('2031-03-05');
  });
  it('not with the step off (datePlacePrefixChars 0)', () => {
    expect(inv(cells, { datePlacePrefixChars: 0 }).issueDate).not.toBe('2031-03-05');
  });
});

describe('lexicon pl: "Data faktury" names the date of issue', () => {
  it('reads the date after "Data faktury", not the date of delivery above it', () => {
    const r = inv([
      [40, 40, 'Faktura Nr AB/7/2031', 14, true],
      [60, 330, 'Data dostawy: 2031/02/28'],
      [74, 330, 'Data faktury: 2031/03/02'],
      ...parties,
      ...items,
    ]);
    expect(r.issueDate).toBe('2031-03-02');
  });
});

describe('lexicon pl: a legal form written out ("Spółka z ograniczoną odpowiedzialnością")', () => {
  it("reads a name that opens with a digit and carries the written-out form as the buyer's name", () => {
    const r = inv([
      [40, 40, 'Faktura nr 12/2031', 14, true],
      [60, 40, 'Data wystawienia: 2031-03-05'],
      [120, 40, 'Sprzedawca:'], [120, 330, 'Nabywca:'],
      [134, 40, 'Pracownia Lipa Jan Kos'], [134, 330, '7kolor Spółka Z Ograniczoną Odpowiedzialnością'],
      [148, 40, 'ul. Leśna 4'], [148, 330, 'Polna 12'],
      [162, 40, '00-950 Warszawa'], [162, 330, '30-001 Kraków'],
      [176, 40, 'NIP 1111111111'], [176, 330, 'NIP 2222222222'],
      ...items,
    ]);
    expect(r.buyer.name).toBe('7kolor Spółka Z Ograniczoną Odpowiedzialnością');
  });
});

describe('a written-out legal form wrapped onto the next line of the block', () => {
  const cells: Cell[] = [
    [40, 40, 'Faktura nr 12/2031', 14, true],
    [60, 40, 'Data wystawienia: 2031-03-05'],
    [120, 40, 'Sprzedawca:'], [120, 330, 'Nabywca:'],
    [134, 40, 'Pracownia Lipa Jan Kos'], [134, 330, '7KOLOR SPÓŁKA Z OGRANICZONĄ'],
    [148, 40, 'ul. Leśna 4'], [148, 330, 'ODPOWIEDZIALNOŚCIĄ'],
    [162, 40, '00-950 Warszawa'], [162, 330, 'ul. Polna 12'],
    [176, 40, 'NIP: 1111111111'], [176, 330, '30-001 Kraków'],
    [190, 330, 'NIP: 2222222222'],
    ...items,
  ];
  it("joins the two lines into the buyer's name", () => {
    expect(inv(cells).buyer.name).toBe('7KOLOR SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ');
  });
  it('not with the step off (partyLegalFormSplit 0)', () => {
    expect(inv(cells, { partyLegalFormSplit: 0 }).buyer.name).not.toBe('7KOLOR SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ');
  });
});

describe('a VAT summary whose amounts with thousands spaces reach left of their heads ("80 400 Ft" under "Nettó")', () => {
  const cells: Cell[] = [
    [40, 40, 'Számla', 14, true],
    [40, 420, 'Sorszám 31/2031'],
    [60, 40, 'Számla kelte'], [74, 40, '2031.03.05.'],
    [230, 40, 'Megnevezés'], right(230, 300, 'Mennyiség'), right(230, 376, 'Nettó'), right(230, 466, 'Áfa'), right(230, 562, 'Bruttó'),
    [246, 40, 'Grafikai munka'], right(246, 300, '1 óra'), right(246, 376, '20 400 Ft'), right(246, 466, '5 508 Ft'), right(246, 562, '25 908 Ft'),
    [262, 40, 'Nyomdai munka'], right(262, 300, '1 db'), right(262, 376, '60 000 Ft'), right(262, 466, '16 200 Ft'), right(262, 562, '76 200 Ft'),
    [384, 208, 'Áfa %'], right(384, 376, 'Nettó'), right(384, 466, 'ÁFA'), right(384, 562, 'Bruttó'),
    [400, 208, '27%'], right(400, 376, '80 400 Ft'), right(400, 466, '21 708 Ft'), right(400, 562, '102 108 Ft'),
  ];
  it('reads the whole amount under each head', () => {
    const t = inv(cells).totals;
    expect([t.net, t.tax, t.gross]).toEqual([80400, 21708, 102108]);
  });
  it('not with the step off (labelCutKeepsDigitGroups 0)', () => {
    const t = inv(cells, { labelCutKeepsDigitGroups: 0 }).totals;
    expect([t.net, t.tax, t.gross]).not.toEqual([80400, 21708, 102108]);
  });
});

describe('a totals row opened by a bare "Razem:" under a two-line item header', () => {
  const cells: Cell[] = [
    [40, 330, 'Faktura 881/ab/03/2031', 14, true],
    [60, 330, 'Data wystawienia: 2031-03-05'],
    ...parties,
    [220, 40, 'Lp.'], [220, 70, 'Nazwa towaru/usługi'], [220, 300, 'J.m.'], right(220, 350, 'Ilość'), right(220, 400, 'Cena j.'),
    right(220, 450, 'Wartość'), right(220, 475, 'VAT'), right(220, 520, 'Kwota'), right(220, 560, 'Wartość'),
    right(232, 400, 'netto [zł]'), [232, 422, 'netto [zł] [%] VAT [zł] brutto [zł]'],
    [250, 40, '1'], [250, 70, 'Utrzymanie serwera przez rok'], [250, 300, 'usł.'], right(250, 350, '1'), right(250, 400, '300,00'),
    right(250, 450, '300,00'), right(250, 475, '23'), right(250, 520, '69,00'), right(250, 560, '369,00'),
    [280, 370, 'Razem:'], right(280, 450, '300,00'), right(280, 475, 'x'), right(280, 520, '69,00'), right(280, 560, '369,00'),
    [320, 40, 'Sposób zapłaty: przelew'],
  ];
  it('reads its net, tax and gross', () => {
    const t = inv(cells).totals;
    expect([t.net, t.tax, t.gross]).toEqual([300, 69, 369]);
  });
  it('not with the step off (totalsBareTotalRow 0)', () => {
    const t = inv(cells, { totalsBareTotalRow: 0 }).totals;
    expect([t.net, t.tax, t.gross]).not.toEqual([300, 69, 369]);
  });
});

describe("an item's note line running on across several columns' zones", () => {
  const cells: Cell[] = [
    [40, 40, 'Számla', 14, true],
    [40, 420, 'Sorszám 31/2031'],
    [60, 40, 'Számla kelte'], [74, 40, '2031.03.05.'],
    [200, 40, 'Megnevezés'], [200, 110, 'Súly'], right(200, 245, 'Mennyiség'), [200, 250, 'Mee'], right(200, 330, 'Egységár'),
    right(200, 420, 'Nettó'), right(200, 470, 'Áfa %'), right(200, 560, 'Bruttó'),
    [216, 40, 'Tölgy polcok'], right(216, 245, '10'), [216, 250, 'db'], right(216, 330, '5 900 Ft'), right(216, 420, '59 000 Ft'),
    right(216, 470, '27%'), right(216, 560, '74 930 Ft'),
    [228, 40, 'A polcok ára tartalmazza a szürke festékkel is együtt'],
    [244, 40, 'Fenyő létrák'], right(244, 245, '1'), [244, 250, 'db'], right(244, 330, '1 000 Ft'), right(244, 420, '1 000 Ft'),
    right(244, 470, '27%'), right(244, 560, '1 270 Ft'),
    [300, 300, 'Összesen'], right(300, 420, '60 000 Ft'), right(300, 470, '16 200 Ft'), right(300, 560, '76 200 Ft'),
  ];
  it("keeps every word of the note in the item's description", () => {
    expect(inv(cells).lineItems[0]?.description).toBe('Tölgy polcok A polcok ára tartalmazza a szürke festékkel is együtt');
  });
  it('not with the step off (itemTextRunOnColumns 0)', () => {
    expect(inv(cells, { itemTextRunOnColumns: 0 }).lineItems[0]?.description).not.toBe('Tölgy polcok A polcok ára tartalmazza a szürke festékkel is együtt');
  });
});
