/**
 * Rules of the sixteenth round (#11) for Nordic, Dutch, Polish and Czech invoices, each on an invented page
 * (test/support/cell-pages.ts): a table that prints a unit price and no line amount, a table whose description column
 * has no head, and the złoty written without its Polish letter. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { detectCurrency } from '../src/invoice/currency.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);
const items = (r: ReturnType<typeof inv>) =>
  r.lineItems.map((it) => ({ description: it.description, quantity: it.quantity, unitPrice: it.unitPrice, amount: it.amount }));

describe('a quantity and a unit price, no line-amount column', () => {
  // "Antal | Enhet | A-pris": the figure under the price head is the unit price; the sum of quantity × price is the net
  const table = (priceHead: string, net: string): Cell[] => [
    [40, 40, 'Snickeri Norrbacka AB'],
    [54, 40, 'Bruksvägen 4'],
    [68, 40, '123 45 Ekbo'],
    [40, 380, 'Faktura'],
    [60, 380, 'Fakturanr'],
    [60, 460, 'Fakturadatum'],
    [74, 380, '118'],
    [74, 460, '2026-03-02'],
    [220, 40, 'Artikel'],
    [220, 160, 'Beskrivning'],
    [220, 300, 'Antal'],
    [220, 380, 'Enhet'],
    [220, 460, priceHead],
    [240, 40, 'Skruv'],
    [240, 300, '12'],
    [240, 380, 'st'],
    [240, 460, '3.5'],
    [256, 40, 'Lim'],
    [256, 300, '2'],
    [256, 380, 'st'],
    [256, 460, '89'],
    [300, 40, 'Exkl moms'],
    [300, 160, 'Moms %'],
    [300, 260, 'Moms kr'],
    [300, 380, 'ATT BETALA'],
    [314, 40, net],
    [314, 160, '25'],
    [314, 260, '55'],
    [314, 380, '275'],
  ];

  it('each line amount is quantity × price when those products add up to the printed net', () => {
    // 12 × 3.5 + 2 × 89 = 220
    const r = inv(table('A-pris', '220'));
    expect(items(r)).toEqual([
      { description: 'Skruv', quantity: 12, unitPrice: 3.5, amount: 42 },
      { description: 'Lim', quantity: 2, unitPrice: 89, amount: 178 },
    ]);
    expect(r.totals.net).toBe(220);
  });

  it('the price head written with a typewriter accent ("A`Pris") reads the same', () => {
    const r = inv(table('A`Pris', '220'));
    expect(r.lineItems.map((it) => [it.unitPrice, it.amount])).toEqual([
      [3.5, 42],
      [89, 178],
    ]);
  });

  it('with a quantity of 1 on every line the figure is the unit price and the amount alike', () => {
    const r = inv(
      table('A-pris', '92.5').map((c): Cell => (c[0] === 240 && c[1] === 300 ? [240, 300, '1'] : c[0] === 256 && c[1] === 300 ? [256, 300, '1'] : c)),
    );
    expect(r.lineItems.map((it) => [it.quantity, it.unitPrice, it.amount])).toEqual([
      [1, 3.5, 3.5],
      [1, 89, 89],
    ]);
  });

  it('the figures stay the line amounts when they, not the products, add up to a printed sum', () => {
    // 3.5 + 89 = 92.5 printed as the net: the column holds line amounts after all
    const r = inv(table('A-pris', '92.5'));
    expect(r.lineItems.map((it) => [it.quantity, it.unitPrice, it.amount])).toEqual([
      [12, null, 3.5],
      [2, null, 89],
    ]);
  });
});

describe('a header that heads only the figure columns', () => {
  // a Czech service invoice: "DPH | Cena" over the rows, the description column left of them without a head
  const sheet = (rows: Array<[string, string]>, net: string, tax: string, gross: string): Cell[] => [
    [40, 300, 'Faktura 20260042'],
    [54, 300, 'Daňový doklad'],
    [90, 40, 'DODAVATEL'],
    [90, 300, 'ODBĚRATEL'],
    [110, 40, 'Modrá linka s.r.o.'],
    [110, 300, 'Zelený dům a.s.'],
    [124, 40, 'Lipová 12'],
    [124, 300, 'Dlouhá 5'],
    [138, 40, '602 00 Brno'],
    [138, 300, '110 00 Praha'],
    [160, 40, 'Datum vystavení'],
    [160, 200, '10. 02. 2026'],
    [240, 40, 'Fakturujeme vám následující služby'],
    [270, 400, 'DPH'],
    [270, 500, 'Cena'],
    ...rows.flatMap(([d, a], k): Cell[] => [[290 + 16 * k, 40, d], [290 + 16 * k, 400, '21 %'], right(290 + 16 * k, 530, a)]),
    [360, 280, 'Celkem bez DPH'],
    right(360, 530, net),
    [374, 280, 'DPH 21 %'],
    right(374, 530, tax),
    right(392, 530, gross),
  ];

  it('one service line: its text left of the heads is the description, its figure the amount', () => {
    const r = inv(sheet([['Webhosting 10/2026 až 9/2027', '1 000,00 Kč']], '1 000,00 Kč', '210,00 Kč', '1 210,00 Kč'));
    expect(r.lineItems.map((it) => [it.description, it.taxRate, it.amount])).toEqual([['Webhosting 10/2026 až 9/2027', 21, 1000]]);
    expect(r.totals.net).toBe(1000);
  });

  it('two lines: the rate stays out of the descriptions', () => {
    const r = inv(
      sheet(
        [
          ['Webhosting na rok', '1 000,00 Kč'],
          ['Doména .cz', '250,00 Kč'],
        ],
        '1 250,00 Kč',
        '262,50 Kč',
        '1 512,50 Kč',
      ),
    );
    expect(r.lineItems.map((it) => [it.description, it.taxRate, it.amount])).toEqual([
      ['Webhosting na rok', 21, 1000],
      ['Doména .cz', 21, 250],
    ]);
  });
});

describe('a receipt title is no company name', () => {
  it('"Kvitto" over the number block is not taken for the seller', () => {
    const r = inv([
      [30, 330, 'Kvitto', 14],
      [60, 330, 'Kvitto nr'],
      [60, 430, 'Kvittodatum'],
      [74, 330, '31'],
      [74, 430, '2026-05-14'],
      [110, 40, 'Antikhandel Gamla Bron'],
      [124, 40, 'Åsgatan 7'],
      [138, 40, '611 30 Nyköping'],
      [200, 40, 'Beskrivning'],
      [200, 300, 'Antal'],
      [200, 400, 'Belopp'],
      [220, 40, 'Mässingsljusstake'],
      [220, 300, '1'],
      right(220, 440, '350,00'),
      [250, 300, 'Att betala'],
      right(250, 440, '350,00'),
    ]);
    expect(r.seller.name).not.toBe('Kvitto');
  });
});

describe('the złoty written without its Polish letter', () => {
  it('"40.00 zl" after a figure is PLN', () => {
    const r = inv([
      [40, 40, 'Sprzedawca'],
      [54, 40, 'Nazwa: Kowal Serwis'],
      [100, 40, 'Nabywca'],
      [114, 40, 'Nazwa: Jan Nowak'],
      [150, 60, 'Nazwa'],
      [150, 250, 'Cena'],
      [150, 320, 'Ilosc'],
      [150, 400, 'Suma'],
      [170, 60, 'Naprawa roweru'],
      [170, 250, '40.00 zl'],
      [170, 320, '2'],
      [170, 400, '80,00 zl'],
    ]);
    expect(r.currency).toBe('PLN');
  });

  it('"zl" not after a figure names no currency', () => {
    expect(detectCurrency(['Zlecenie nr 12/2026', 'zl. Kowalski 12', 'Razem 80,00'])).toBeNull();
  });
});
