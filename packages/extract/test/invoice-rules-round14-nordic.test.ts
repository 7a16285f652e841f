/**
 * Rules of the fourteenth round's second part (#11): ERP invoices of the Nordics, the Netherlands, Poland and Czechia
 * — item tables with a net and a gross column, and the labels and layouts those systems print. Each rule on an
 * invented page (test/support/cell-pages.ts).
 */
import { describe, expect, it } from 'vitest';
import { compose } from '../bench/generated/compose.js';
import { renderGenerated } from '../bench/generated/render.js';
import { extract } from '../src/extract.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('two amount columns, net and gross, each multiplying out', () => {
  // a three-line header: the heads over the main line, "net" / "gross" under it
  const table = (rows: Array<[string, string, string, string, string, string]>, totals: Cell[]): Cell[] => [
    [40, 40, 'Invoice 2026/118'],
    [60, 40, 'Date: 12.01.2026'],
    [200, 340, 'Price'],
    [200, 400, 'Amount'],
    [200, 470, 'Amount'],
    [211, 60, 'Description'],
    [211, 230, 'Qty'],
    [211, 270, 'Price net'],
    [222, 340, 'gross'],
    [222, 400, 'net'],
    [222, 470, 'gross'],
    ...rows.flatMap(([d, q, p, pg, n, g], k): Cell[] => {
      const y = 245 + 16 * k;
      return [[y, 60, d], right(y, 245, q), right(y, 313, p), right(y, 365, pg), right(y, 430, n), right(y, 500, g)];
    }),
    ...totals,
  ];

  it('the net amounts, each rounded to the cent, add up to the printed net within half a cent a line', () => {
    // 40.66 + 16.10 = 56.76; the net printed, computed from the gross (69.82 / 1.23), is 56.77
    const r = inv(
      table(
        [
          ['Watercolour box', '2', '20.33', '25.01', '40.66', '50.02'],
          ['Sketch pad A4', '7', '2.30', '2.83', '16.10', '19.80'],
        ],
        [[320, 300, 'Net total 56.77'], [334, 300, 'VAT 23% 13.05'], [348, 300, 'Total 69.82']],
      ),
    );
    expect(r.lineItems.map((l) => [l.description, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['Watercolour box', 2, 20.33, 40.66],
      ['Sketch pad A4', 7, 2.3, 16.1],
    ]);
  });
});

describe('the printout of the Polish e-invoice system (KSeF)', () => {
  const ksef = (tail: Cell[]): Cell[] => [
    [40, 40, 'Numer Faktury: FA/118/01/2026'],
    [60, 40, 'Data wystawienia: 31.01.2026'],
    [100, 40, 'Lp.'],
    [100, 70, 'Nazwa towaru lub usługi'],
    [100, 330, 'Cena jedn. netto'],
    [100, 420, 'Ilość'],
    [100, 470, 'Wartość sprzedaży netto'],
    [120, 40, '1'],
    [120, 70, 'Usługa serwisowa'],
    right(120, 390, '500,00'),
    right(120, 440, '2'),
    right(120, 560, '1 000,00'),
    ...tail,
  ];

  it('"Kwota należności ogółem" is the total', () => {
    const r = inv(ksef([right(160, 560, 'Kwota należności ogółem: 1 230,00 PLN')]));
    expect(r.totals.gross).toBe(1230);
  });

  it('the summary of tax rates: "Kwota netto | Kwota podatku | Kwota brutto" over their figures', () => {
    const r = inv(
      ksef([
        [200, 40, 'Podsumowanie stawek podatku'],
        [220, 40, 'Lp.'],
        [220, 70, 'Stawka podatku'],
        [220, 300, 'Kwota netto'],
        [220, 400, 'Kwota podatku'],
        [220, 500, 'Kwota brutto'],
        [236, 40, '1'],
        [236, 70, '23%'],
        right(236, 355, '1 000,00'),
        right(236, 465, '230,00'),
        right(236, 560, '1 230,00'),
      ]),
    );
    expect(r.totals).toMatchObject({ net: 1000, tax: 230, gross: 1230 });
  });
});

describe('a Dutch ERP invoice whose company name is only a logo', () => {
  const letter = (extra: Cell[]): Cell[] => [
    [34, 60, 'factuur', 14],
    [133, 66, 'Mevrouw A. de Vries'],
    [146, 66, 'Lindelaan 4'],
    [159, 66, '3512 AB UTRECHT'],
    [225, 64, 'factuurdatum', 10, true],
    [225, 160, '01/12/2022'],
    [239, 64, 'factuurnummer', 10, true],
    [239, 160, '2024-0318'],
    [404, 64, 'omschrijving'],
    [404, 300, 'aantal'],
    [404, 420, 'tarief'],
    [404, 515, 'bedrag'],
    [430, 64, 'Cursus Spaans voor beginners'],
    right(430, 330, '1'),
    right(430, 450, '100,00'),
    right(430, 545, '100,00'),
    [463, 64, 'totaal diensten/producten'],
    right(463, 545, '100,00'),
    [480, 64, 'btw 21,00 % over 100,00'],
    right(480, 545, '21,00'),
    [526, 64, 'factuurtotaal'],
    [526, 378, 'EUR'],
    right(526, 545, '121,00'),
    [811, 64, 'Postbus 100, 1000 AA Amsterdam / IBAN: NL91 ABNA 0417 1643 00 / BTW nr. NL123456782B01', 8.5],
    ...extra,
  ];

  it('"factuurtotaal" is the total, not the subtotal of the services above it', () => {
    const r = inv(letter([]));
    expect(r.totals).toMatchObject({ net: 100, tax: 21, gross: 121 });
  });

  it('a footer opening with the department that sends the invoice ("Financiële administratie") names no seller', () => {
    const r = inv(letter([[801, 64, 'Financiële administratie', 8.5]]));
    expect(r.seller.name).toBeNull();
  });

  it('the key of a phone number over its value, in bold, names no seller', () => {
    const r = inv(letter([[177, 386, 'doorkiesnummer', 10, true], [191, 386, '020-5550123']]));
    expect(r.seller.name).toBeNull();
  });

  it('a reference key beside its value, in bold, names no seller ("debiteurnummer")', () => {
    const r = inv(letter([[253, 64, 'debiteurnummer', 10, true], [253, 160, '40017']]));
    expect(r.seller.name).toBeNull();
  });
});

describe('items read by their arithmetic', () => {
  it('a currency symbol printed apart before each figure ("€ 38.00") is no part of the description', () => {
    const row = (y: number, d: string, q: string, p: string, a: string): Cell[] => [[y, 60, d], right(y, 315, q), right(y, 413, `€ ${p}`), right(y, 533, `€ ${a}`)];
    const r = inv([
      [40, 40, 'Factuurnummer: F-2026-0117'],
      [54, 40, 'Datum: 03-02-2026'],
      ...row(272, 'Rit 4711 - 3-2-2026', '6.5', '42.00', '273.00'),
      ...row(300, 'Kilometers', '800', '0.40', '320.00'),
      ...row(328, 'Wachttijd', '2', '45.00', '90.00'),
      [389, 290, 'Subtotaal (excl. BTW):'],
      right(389, 533, '€ 683.00'),
      [409, 336, 'BTW (21%):'],
      right(409, 533, '€ 143.43'),
      [429, 336, 'Totaal (incl. BTW):'],
      right(429, 533, '€ 826.43'),
    ]);
    expect(r.lineItems.map((l) => [l.description, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['Rit 4711 - 3-2-2026', 6.5, 42, 273],
      ['Kilometers', 800, 0.4, 320],
      ['Wachttijd', 2, 45, 90],
    ]);
  });
});

describe('a Dutch transport invoice: the recipient set flush right, the sender only in the footer', () => {
  const page1 = (window: string[], footer: Cell[]): Cell[] => [
    right(60, 533, 'Factuurnummer: F-2026-0031'),
    [75, 250, 'FACTUUR', 14],
    right(75, 533, 'Datum: 28-01-2026'),
    ...window.map((t, k) => right(150 + 13 * k, 533, t)),
    [244, 63, 'Omschrijving'],
    [244, 285, 'Aantal'],
    [244, 390, 'Prijs'],
    [244, 503, 'Totaal'],
    [272, 63, 'Rit 4711 - 3-2-2026'],
    right(272, 316, '6.5'),
    right(272, 413, '€ 42.00'),
    right(272, 533, '€ 273.00'),
    [389, 290, 'Subtotaal (excl. BTW):'],
    right(389, 533, '€ 273.00'),
    [409, 336, 'BTW (21%):'],
    right(409, 533, '€ 57.33'),
    [429, 336, 'Totaal (incl. BTW):'],
    right(429, 533, '€ 330.33'),
    ...footer,
  ];
  const window = ['Harbour Foods Netherlands', 'Freight B.V', 'T.a.v. Crediteurenadministratie', 'Havenweg 5', '1234 AB VOORBEELD'];
  const footer: Cell[] = [
    [781, 62, 'FIETSKOERIER OOST', 9],
    [791, 62, 'Dorpsstraat 3', 9],
    [801, 62, '4321 BA ERGENS', 9],
    right(781, 538, 'BTW : NL876543219B01', 9),
    right(791, 538, 'KVK : 12345678', 9),
    right(801, 538, 'IBAN : NL91 ABNA 0417 1643 00', 9),
    right(811, 538, 't.n.v Fietskoerier Oost', 9),
  ];

  it('the address block set flush right is the recipient, from its first line (not its street), and no seller', () => {
    const r = inv(page1(window, []));
    expect(r.buyer.name).toMatch(/^Harbour Foods Netherlands/);
    expect(r.seller.name).toBeNull();
  });

  it("a name wrapped onto a second line that ends in its legal form is one name, and an attention line is no address line", () => {
    const r = inv(page1(window, []));
    expect(r.buyer.name).toBe('Harbour Foods Netherlands Freight B.V');
    expect(r.buyer.address).toBe('Havenweg 5, 1234 AB VOORBEELD');
  });

  it('a second line repeating a word of the first is the legal name under a trading name, no continuation', () => {
    const r = inv(page1(['Harbour Foods Leith', 'Leith Harbour Foods B.V', 'Havenweg 5', '1234 AB VOORBEELD'], []));
    expect(r.buyer.name).toBe('Harbour Foods Leith');
  });

  it('the account holder under the IBAN, its label without a colon ("t.n.v …"), names the seller after the label', () => {
    const r = inv(page1(window, footer));
    expect(r.seller.name).toBe('Fietskoerier Oost');
  });
});

describe('payment terms', () => {
  it('a sentence stating a number of days to pay, wrapped onto the next line ("… o.v.v. het" / "factuurnummer."), is read whole', () => {
    const r = inv([
      [40, 40, 'Factuurnummer: 2024-0318'],
      [54, 40, 'Factuurdatum: 01-12-2024'],
      [200, 64, 'totaal 64,00'],
      [590, 64, 'Graag binnen 14 dagen na factuurdatum overmaken op IBAN: NL91 ABNA 0417 1643 00 o.v.v. het'],
      [603, 64, 'factuurnummer.'],
      [629, 64, 'Vragen? Bel ons gerust.'],
    ]);
    expect(r.payment?.terms).toBe('Graag binnen 14 dagen na factuurdatum overmaken op IBAN: NL91 ABNA 0417 1643 00 o.v.v. het factuurnummer.');
  });
});

describe('VAT ids of a Dutch wholesaler invoice', () => {
  const body = (footer: string, details: Cell[] = []): Cell[] => [
    [60, 80, 'Installatiebedrijf Noord'],
    [71, 80, 'Dijkweg 27'],
    [82, 80, '9999 ZZ NOORDDORP'],
    [160, 28, 'Referentie :'],
    [160, 112, 'Project Zuid'],
    [171, 28, 'Debiteurnummer :'],
    [171, 112, '4711'],
    [171, 330, 'Factuurdatum : 02-09-2024'],
    ...details,
    [193, 28, 'Factuurnummer :'],
    [193, 112, '510042'],
    [230, 28, 'Omschrijving'],
    [230, 300, 'Aantal'],
    [230, 380, 'Prijs'],
    [230, 480, 'Regeltotaal'],
    [250, 28, 'Knie 90 graden 22 mm'],
    right(250, 320, '2,00'),
    right(250, 410, '7,80'),
    right(250, 520, '15,60'),
    [300, 28, 'Subtotaal'],
    right(300, 520, '15,60'),
    [312, 28, 'BTW 21,00 % over 15,60'],
    right(312, 520, '3,28'),
    [330, 28, 'Factuurtotaal'],
    right(330, 520, '18,88'),
    [771, 120, 'Industrieweg 1, 9999 ZY Noorddorp, T 0100 00 00 00', 8],
    [781, 120, footer, 8],
  ];

  it('a Dutch VAT id printed without its NL prefix ("BTW 123456782B01") is read when its check digit holds', () => {
    const r = inv(body('KVK 12345678, BTW 123456782B01, IBAN NL91 ABNA 0417 1643 00'));
    expect(r.seller.vatId).toBe('NL123456782B01');
    // (a number of that form whose check fails is none)
    expect(inv(body('KVK 12345678, BTW 123456783B01, IBAN NL91 ABNA 0417 1643 00')).seller.vatId).toBeNull();
  });

  it("the id among the details under the recipient's window is the recipient's when the footer prints the sender's with its register", () => {
    const r = inv(body('KVK 12345678, BTW NL876543219B01, IBAN NL91 ABNA 0417 1643 00', [[182, 28, 'Btw-nummer :'], [182, 112, 'NL123456782B01']]));
    expect(r.seller.vatId).toBe('NL876543219B01');
    expect(r.buyer.vatId).toBe('NL123456782B01');
  });
});

describe("a freelancer's invoice naming the sender only at the foot of the page", () => {
  const page1 = (foot: Cell[]): Cell[] => [
    [33, 40, 'factuur nummer'],
    [47, 40, '007'],
    [33, 171, 'factuur datum'],
    [47, 171, '12/05/2024'],
    [303, 245, 'PRODUCT/DIENST'],
    [303, 515, 'PRIJS'],
    [332, 249, 'Montage videoclip'],
    right(332, 545, '€100,00'),
    [448, 411, 'Subtotaal'],
    right(448, 545, '€100,00'),
    [473, 411, 'BTW 21%'],
    right(473, 545, '€21,00'),
    [498, 411, 'TOTAAL'],
    right(498, 545, '€121,00'),
    ...foot,
  ];

  it('a name over its address and contact lines in the footer is the seller', () => {
    const r = inv(page1([[752, 36, 'Jonas De Smet'], [767, 36, 'Lindenstraat 12 - 2800 Mechelen'], [781, 36, 'info@example.be'], [796, 36, '+32 471 00 00 00']]));
    expect(r.seller.name).toBe('Jonas De Smet');
    expect(r.seller.address).toBe('Lindenstraat 12 - 2800 Mechelen');
  });

  it('without contact lines under it, a name and an address at the foot of the page are not taken for the sender', () => {
    const r = inv(page1([[752, 36, 'Jonas De Smet'], [767, 36, 'Lindenstraat 12 - 2800 Mechelen']]));
    expect(r.seller.name).toBeNull();
  });
});

describe('an item table and the breakdown of one of its items, each with its total', () => {
  const letter = (head: string): Cell[] => [
    [40, 40, 'Factuur'],
    [60, 40, 'Hierbij factureer ik de workshops van dit voorjaar.'],
    [120, 60, 'Overzicht'],
    [140, 90, head],
    [140, 300, 'Prijs (euro)'],
    [154, 90, 'Workshop 1 op 4 maart'],
    [154, 300, '142.36'],
    [168, 90, 'Workshop 2 op 18 maart'],
    [168, 300, '142.36'],
    [182, 90, 'Workshop 3 op 1 april'],
    [182, 300, '142.36'],
    [196, 90, 'Materialen'],
    [196, 300, '131.27'],
    [230, 60, 'Totaal: 558.35'],
    [270, 60, 'Kosten materialen'],
    [290, 105, head],
    [290, 290, 'Prijs (euro)'],
    ...(
      [
        ['Papier', '23.10'],
        ['Verf', '47.67'],
        ['Kwasten', '20.50'],
        ['Doeken', '15.00'],
        ['Lijm', '12.00'],
        ['Tape', '13.00'],
      ] as const
    ).flatMap(([d, a], k): Cell[] => [
      [304 + 14 * k, 105, d],
      [304 + 14 * k, 290, a],
    ]),
    [400, 60, 'Totaal: 131.27'],
  ];

  it('"Wat" (what) heads the description column of a Dutch table', () => {
    const r = inv(letter('Wat'));
    expect(r.lineItems.map((l) => [l.description, l.amount])).toEqual([
      ['Workshop 1 op 4 maart', 142.36],
      ['Workshop 2 op 18 maart', 142.36],
      ['Workshop 3 op 1 april', 142.36],
      ['Materialen', 131.27],
    ]);
  });

  it('of two printed totals, the one the items add up to is the gross, not the breakdown’s below it', () => {
    const r = inv(letter('Omschrijving'));
    expect(r.totals).toMatchObject({ gross: 558.35 });
  });
});

describe('a block read by its right edge (after the merge)', () => {
  it('is no recipient when it opens with a column head of the item table and holds no postcode line', async () => {
    // a generated German invoice: logo letterhead, the recipient's name in large type, the sender only in the footer,
    // right-aligned figure columns under "Mng. Art.-Nr."
    const spec = compose(20261833);
    const r = await renderGenerated(spec);
    const inv = (await extract(r.pdf, { layoutOnly: true })).invoice;
    expect([inv.seller.name, inv.buyer.name]).toEqual([spec.seller.name, spec.buyer.name]);
  });
});
