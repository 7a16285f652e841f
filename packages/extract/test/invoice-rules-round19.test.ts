/**
 * Rules of the nineteenth round (#11, lead), each on an invented page (test/support/cell-pages.ts) and each failing
 * without its step. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { compose } from '../bench/generated/compose.js';
import { renderGenerated } from '../bench/generated/render.js';
import { extract } from '../src/extract.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);
const items = (r: ReturnType<typeof understandInvoice>) => r.lineItems.map((it) => [it.description, it.quantity, it.unitPrice, it.amount]);

describe('a header whose every word gap is as wide as a column gutter (monospaced heads)', () => {
  // heads one gutter apart, left-aligned figures under them; the last column's head is wrapped ("Importo" over "ivato")
  const letter: Cell[] = [
    [40, 40, 'Ferraris Servizi S.r.l.'], [54, 40, 'Via dei Mille 12, 40121 Bologna'],
    [40, 380, 'FATTURA 2026/118'], [54, 380, 'Data 12/03/2026'],
    [120, 380, 'Cliente'], [134, 380, 'Pantano Costruzioni S.p.A.'], [148, 380, 'Via Roma 3, 00184 Roma'],
  ];
  const head: Cell[] = [
    [200, 426, 'Importo'],
    [212, 40, 'Quantità'], [212, 92, 'Articolo'], [212, 300, 'Prezzo'], [212, 342, 'Sconto'], [212, 384, 'Valore'], [212, 426, 'ivato'],
  ];
  const rows: Cell[] = [
    [226, 40, '5'], [226, 92, 'Consulenza fiscale'], [226, 300, '70.00'], [226, 342, '5%'], [226, 384, '332.50'], [226, 426, '405.65'],
    [240, 40, '10'], [240, 92, 'Cavo di rete'], [240, 300, '6.00'], [240, 342, '10%'], [240, 384, '54.00'], [240, 426, '65.88'],
  ];
  const totals: Cell[] = [
    [280, 300, 'Imponibile'], [280, 426, '386.50'], [294, 300, 'IVA 22%'], [294, 426, '85.03'], [308, 300, 'Totale fattura'], [308, 426, '471.53'],
  ];
  it('cuts the heads at the rows\' column edges, so the net amount column is the line amount, not the gross one', () => {
    const r = inv([...letter, ...head, ...rows, ...totals]);
    expect(items(r)).toEqual([
      ['Consulenza fiscale', 5, 70, 332.5],
      ['Cavo di rete', 10, 6, 54],
    ]);
  });
});

describe('the rows under a header counted by their money figures', () => {
  // items grouped by delivery note: each group's heading (the note's number and date) has two figures of its own, and
  // each group ends in its subtotal; the heads are one gutter apart, so only the rows' column edges can cut them
  const group = (y: number, note: string, qty: string, what: string, price: string, net: string, gross: string): Cell[] => [
    [y, 90, `Lieferschein ${note} vom 02-03-2026`],
    [y + 14, 40, qty], [y + 14, 90, what], right(y + 14, 340, price), right(y + 14, 425, net), right(y + 14, 462, gross),
    [y + 28, 90, `Summe Lieferschein ${note}`], right(y + 28, 425, net), right(y + 28, 462, gross),
  ];
  const page1 = (sign: (v: string) => string, price: (v: string) => string = (v) => v) => inv([
      [40, 40, 'Kranich Werkzeuge GmbH'], [54, 40, 'Lindenallee 4, 28195 Bremen'],
      [40, 380, 'RECHNUNG 2026-0412'], [54, 380, 'Datum: 09.03.2026'],
      [120, 380, 'Kunde'], [134, 380, 'Ostwind Metallbau KG'], [148, 380, 'Hafenstraße 9, 24103 Kiel'],
      [200, 40, 'Menge'], [200, 90, 'Bezeichnung'], [200, 315, 'Preis'], [200, 400, 'Netto'], [200, 432, 'Brutto'],
      ...group(220, '40211', '20', 'Schleifpapier K120', price('12,50'), sign('250,00'), sign('297,50')),
      ...group(270, '40377', '40', 'Spannzange 8 mm', price('7,50'), sign('300,00'), sign('357,00')),
      ...group(320, '40420', '10', 'Bohrerset HSS', price('45,00'), sign('450,00'), sign('535,50')),
      [380, 300, 'Summe netto'], right(380, 462, sign('1.000,00')), [394, 300, 'MwSt. 19 %'], right(394, 462, sign('190,00')),
      [408, 300, 'Gesamtbetrag'], right(408, 462, sign('1.190,00')),
    ]);
  it('does not end the rows at the first group\'s subtotal, so the net and gross heads are cut apart', () => {
    expect(page1((v) => v).lineItems.map((it) => [it.quantity, it.unitPrice, it.amount])).toEqual([
      [20, 12.5, 250],
      [40, 7.5, 300],
      [10, 45, 450],
    ]);
  });
  it('counts amounts printed with a trailing minus (a credit note) and prices with four decimals as money figures too', () => {
    expect(page1((v) => `${v}-`, (v) => `${v}00`).lineItems.map((it) => [it.quantity, it.unitPrice, Math.abs(it.amount ?? 0)])).toEqual([
      [20, 12.5, 250],
      [40, 7.5, 300],
      [10, 45, 450],
    ]);
  });
});

describe('a reference label in a row of labels over a row of values', () => {
  // a details grid at the top left; the recipient's address block beside it, one of its lines level with the labels
  const grid = (label: string): Cell[] => [
    [40, 40, 'Fernbrook Trading Ltd'], [52, 40, '5 Kiln Lane, Derby DE1 3AB'],
    [136, 53, 'Date', 7], [136, 183, 'Delivered', 7],
    [144, 53, '2026-02-12', 9], [144, 183, '2026-02-10', 9],
    [158, 53, 'Delivery note', 7], [158, 183, label, 7],
    [166, 53, '71373', 9], [166, 183, '40815', 9],
    [134, 330, 'Brightwater Ltd', 9], [145, 330, '87 Harbour Road', 9], [156, 330, 'LS1 4AB Leeds', 9],
    [200, 50, 'INVOICE 2026-311'],
    [240, 50, 'Description'], [240, 400, 'Amount'],
    [256, 50, 'Consulting, February'], [256, 400, '1,200.00'],
    [280, 300, 'Total'], [280, 400, '1,200.00'],
  ];
  it('takes the value under the label, not the address line of the next column read into the label\'s line', () => {
    expect(inv(grid('Customer no.')).buyerReference).toBe('40815');
    expect(inv(grid('Order no.')).orderReference).toBe('40815');
  });
});

describe('a date column in an item list without a header row', () => {
  const letter: Cell[] = [
    [40, 40, 'Solberg Regnskap AS'], [54, 40, 'Kongens gate 4, 7011 Trondheim'],
    [40, 380, 'Faktura 2026-118'], [54, 380, 'Fakturadato: 02.05.2026'],
    [120, 40, 'Fjordlys Eiendom AS'], [134, 40, 'Storgata 12, 0155 Oslo'],
  ];
  it('leaves the service dates (a date with a month name) out of the descriptions', () => {
    const r = inv([
      ...letter,
      [220, 40, '1'], [220, 80, 'Regnskapsbistand'], [220, 330, '14. april 2026'], right(220, 450, '25%'), right(220, 540, '1 200,00'),
      [234, 40, '2'], [234, 80, 'Lønnskjøring mars'], [234, 330, '21. april 2026'], right(234, 450, '25%'), right(234, 540, '450,00'),
      [248, 40, '3'], [248, 80, 'Årsoppgjør, forarbeid'], [248, 330, '28. april 2026'], right(248, 450, '25%'), right(248, 540, '2 350,00'),
      [280, 330, 'Sum eks. mva'], right(280, 540, '4 000,00'), [294, 330, 'Mva 25%'], right(294, 540, '1 000,00'),
      [308, 330, 'Å betale'], right(308, 540, '5 000,00'),
    ]);
    expect(r.lineItems.map((it) => [it.description, it.amount])).toEqual([
      ['Regnskapsbistand', 1200],
      ['Lønnskjøring mars', 450],
      ['Årsoppgjør, forarbeid', 2350],
    ]);
  });
  it('leaves the service periods out of the descriptions, also where a description runs up to the column', () => {
    const r = inv([
      ...letter,
      right(220, 60, '3'), [220, 80, 'Konsulenttime'], [220, 250, '01.04.2026 – 30.04.2026'], right(220, 420, '400,00'), right(220, 540, '1 200,00'),
      right(234, 60, '1'), [234, 80, 'Lisens, regnskapsprogram årlig'], [234, 250, '01.04.2026 – 31.03.2027'], right(234, 420, '950,00'), right(234, 540, '950,00'),
      right(248, 60, '2'), [248, 80, 'Oppfølging'], [248, 250, '01.04.2026 – 30.04.2026'], right(248, 420, '925,00'), right(248, 540, '1 850,00'),
      [280, 330, 'Sum eks. mva'], right(280, 540, '4 000,00'), [294, 330, 'Mva 25%'], right(294, 540, '1 000,00'),
      [308, 330, 'Å betale'], right(308, 540, '5 000,00'),
    ]);
    expect(r.lineItems.map((it) => [it.description, it.quantity, it.amount])).toEqual([
      ['Konsulenttime', 3, 1200],
      ['Lisens, regnskapsprogram årlig', 1, 950],
      ['Oppfølging', 2, 1850],
    ]);
  });
});

describe('a word right after the quantity that is no unit in any language', () => {
  it('opens the description (item rows without a header, the name one word space after the count)', () => {
    const row = (y: number, qty: string, what: string, price: string, amount: string): Cell[] => [
      right(y, 70, qty), [y, 73, what], right(y, 420, price), right(y, 540, amount),
    ];
    const r = inv([
      [40, 40, 'Brookfield Supplies Ltd'], [54, 40, '12 Wharf Street, Hull HU1 2AB'],
      [40, 380, 'INVOICE 50231'], [54, 380, 'Date: 11/03/2026'],
      [120, 40, 'Ashcombe Builders Ltd'], [134, 40, '4 Elm Row, York YO1 7HH'],
      ...row(220, '12', 'Gloves leather size 9', '4.50', '54.00'),
      ...row(234, '3', 'Tape clear 50 mm', '2.00', '6.00'),
      ...row(248, '200', 'Screws M6 x 30', '0.10', '20.00'),
      ...row(262, '2', 'Lamp desk LED', '60.00', '120.00'),
      [290, 330, 'Subtotal'], right(290, 540, '200.00'), [304, 330, 'VAT 20%'], right(304, 540, '40.00'),
      [318, 330, 'Total'], right(318, 540, '240.00'),
    ]);
    expect(r.lineItems.map((it) => [it.description, it.quantity, it.unit, it.amount])).toEqual([
      ['Gloves leather size 9', 12, null, 54],
      ['Tape clear 50 mm', 3, null, 6],
      ['Screws M6 x 30', 200, null, 20],
      ['Lamp desk LED', 2, null, 120],
    ]);
  });
});

describe('a unit column set well right of right-aligned counts (item rows without a header)', () => {
  it('reads a unit word the unit table knows as the unit, however short the count before it', () => {
    const row = (y: number, qty: string, unit: string, what: string, price: string, amount: string): Cell[] => [
      right(y, 80, qty), [y, 135, unit], [y, 170, what], right(y, 420, price), right(y, 540, amount),
    ];
    const r = inv([
      [40, 40, 'Brookfield Supplies Ltd'], [54, 40, '12 Wharf Street, Hull HU1 2AB'],
      [40, 380, 'INVOICE 50232'], [54, 380, 'Date: 12/03/2026'],
      [120, 40, 'Ashcombe Builders Ltd'], [134, 40, '4 Elm Row, York YO1 7HH'],
      ...row(220, '2.500', 'm', 'Cable duct 40 mm', '4.00', '10.00'),
      ...row(234, '120.000', 'pcs', 'Wall plugs 8 mm', '0.25', '30.00'),
      ...row(248, '3.000', 'h', 'Fitting work', '40.00', '120.00'),
      ...row(262, '40.000', 'm', 'Copper pipe 15 mm', '1.00', '40.00'),
      [290, 330, 'Subtotal'], right(290, 540, '200.00'), [304, 330, 'VAT 20%'], right(304, 540, '40.00'),
      [318, 330, 'Total'], right(318, 540, '240.00'),
    ]);
    expect(r.lineItems.map((it) => [it.description, it.quantity, it.unit])).toEqual([
      ['Cable duct 40 mm', 2.5, 'm'],
      ['Wall plugs 8 mm', 120, 'pcs'],
      ['Fitting work', 3, 'h'],
      ['Copper pipe 15 mm', 40, 'm'],
    ]);
  });
});

describe('a column of keys and values beside an address block is no row of labels over values', () => {
  it('does not take the key printed under a label for its value (Polish terms: the date beside the key, the terms in the footer)', () => {
    const r = inv([
      [40, 40, 'Wisła Serwis Sp. z o.o.'], [54, 40, 'ul. Polna 8, 00-635 Warszawa'],
      [40, 330, 'Faktura VAT FV/2026/311'],
      [120, 50, 'Nabywca'], [132, 50, 'Bursztyn Trade Sp. k.'], [144, 50, 'ul. Lipowa 3'],
      [156, 50, '80-001 Gdańsk'], [158, 330, 'Termin płatności:'], [158, 450, '2026-04-11'],
      [170, 50, 'NIP 5841234560'], [172, 330, 'Wasze oznaczenie:'], [172, 450, '2870'],
      [240, 50, 'Opis'], [240, 450, 'Wartość'],
      [256, 50, 'Usługa serwisowa, marzec'], [256, 450, '1.000,00'],
      [280, 300, 'Razem do zapłaty'], [280, 450, '1.230,00'],
      [320, 50, 'Termin płatności: 30 dni'],
    ]);
    expect(r.payment?.terms).toBe('30 dni');
  });
});

describe('the number read on later pages that repeat page 1 (generated invoices)', () => {
  // a four-page generated invoice: page 1 labels a buyer's reference and the reference that is the invoice number, each
  // later page's running title repeats the number after "TAX INVOICE"
  it('weighs every page\'s candidates when a later page repeats a value page 1 reads', async () => {
    const { pdf } = await renderGenerated(compose(20261901));
    const r = await extract(pdf, { layoutOnly: true });
    expect(r.invoice.number).toBe('2026/06/868');
  }, 60_000);
});
