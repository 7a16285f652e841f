/**
 * Rules of the twenty-second round (#11, gen22), for classes the twenty-first round left on generated layouts, each
 * on an invented page (test/support/cell-pages.ts) and each failing without its step. Every name, number and address
 * is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const letterheadIt: Cell[] = [
  [40, 40, 'Officina Ferraro S.r.l.'],
  [54, 40, 'Via dei Mulini 14, 40121 Bologna'],
  [40, 380, 'FATTURA 2026/318'],
  [120, 40, 'Tessitura Gallo S.p.A.'],
  [134, 40, 'Corso Roma 9, 10121 Torino'],
];

describe('an order reference is no month and year cut from a date', () => {
  // a details band of labels over values: "Vs. ordine del" (the date of the buyer's order) has a long date under it,
  // its day left of the label's second word; "ordine" is an order label, and the words under that word alone are the
  // date's month and year — the order's number stands under "Ordine n." in the next band
  const band = (orderNo: string, dated = true): Cell[] => [
    ...letterheadIt,
    ...(dated
      ? ([
          [180, 40, 'Vs. rif.'], [180, 200, 'Vs. ordine del'], [180, 360, 'Ns. rif.'],
          [194, 40, 'GF/lm'], [194, 205, '11'], [194, 218, 'febbraio 2026'], [194, 360, '417'],
        ] as Cell[])
      : []),
    [214, 40, 'Data'], [214, 200, 'Cod. cliente'], [214, 360, 'Ordine n.'],
    [228, 40, '20 febbraio 2026'], [228, 200, '5518'], [228, 360, orderNo],
    [280, 40, 'Descrizione'], [280, 300, 'Q.tà'], right(280, 440, 'Prezzo'), right(280, 540, 'Importo'),
    [296, 40, 'Nastro adesivo'], [296, 300, '4'], right(296, 440, '12,50'), right(296, 540, '50,00'),
    [340, 300, 'Imponibile'], right(340, 540, '50,00'),
    [356, 300, 'IVA 22 %'], right(356, 540, '11,00'),
    [372, 300, 'Totale fattura'], right(372, 540, '61,00'),
  ];
  it('reads the order number, not the month of the order date', () => {
    expect(understandInvoice([page(1, band('88204'))]).orderReference).toBe('88204');
  });
  // must-not: an order reference made of a month's name, a year and a number is still read
  it('keeps a reference that names a month among other parts', () => {
    expect(understandInvoice([page(1, band('MAGGIO-2026/17', false))]).orderReference).toBe('MAGGIO-2026/17');
  });
});

const lines = (cells: Cell[], settings = {}) =>
  understandInvoice([page(1, cells)], [], settings).lineItems.map((l) => ({ description: l.description, quantity: l.quantity, unit: l.unit, unitPrice: l.unitPrice, amount: l.amount }));

const letterhead: Cell[] = [
  [40, 40, 'Kestrel Bay Supplies Ltd'],
  [54, 40, '9 Harbour Row, Whitby'],
  [40, 380, 'Invoice KB-6120'],
  [56, 380, 'Date: 2026-03-12'],
  [120, 40, 'Greyhill Workshop Ltd'],
  [134, 40, '31 Forge Lane, Leeds'],
];

describe('a price per 1000 units a word space after a long description, under the price heading', () => {
  // figures set left under their headings; a long description runs up to the price column, and its price, quoted per
  // 1000 units ("48,19/1000"), stands less than half an em after it, under the price heading; a discount row under the
  // item (so no relation of quantity, price and amount fills the price back in)
  const table = (price: string): Cell[] => [
    ...letterheadIt,
    [188, 362, 'IVA'], [188, 495, 'IMPORTO'],
    [200, 40, 'QTA'], [200, 110, 'ARTICOLO'], [200, 175, 'PRODOTTO'], [200, 305, 'PREZZO'], [200, 362, '%'], [200, 424, 'IMPONIBILE'], [200, 495, 'IVATO'],
    [216, 40, '29000 pezzi'], [216, 104, '3381'], [216, 176, 'Nastro adesivo trasparente'], [216, 305, price], [216, 362, '10 %'], [216, 424, '1 397,51'], [216, 495, '1 537,26'],
    [226, 178, 'DDT n. 60010'],
    [240, 175, 'Sconto incondizionato 20 %'], [240, 424, '-279,50'], [240, 495, '-307,45'],
    [256, 40, '4 ore'], [256, 110, 'B3158'], [256, 175, 'Servizi contabili'], [256, 305, '75,86'], [256, 362, '22 %'], [256, 424, '303,44'], [256, 495, '370,20'],
    [290, 300, 'Imponibile'], right(290, 540, '1 421,45'),
    [306, 300, 'IVA'], right(306, 540, '178,56'),
    [322, 300, 'Totale fattura'], right(322, 540, '1 600,01'),
  ];
  const first = (price: string) => {
    const it = understandInvoice([page(1, table(price))]).lineItems[0]!;
    return [it.description, it.quantity, it.unitPrice, it.amount];
  };
  it('reads the price, not a description word', () => {
    expect(first('48,19/1000')).toEqual(['3381 Nastro adesivo trasparente DDT n. 60010', 29000, 48.19, 1118.01]);
  });
  // must-not: a word that is no figure there ("48,19/lotto") stays with the description
  it('keeps a word that is no figure in the description', () => {
    expect(first('48,19/lotto')[0]).toBe('3381 Nastro adesivo trasparente 48,19/lotto DDT n. 60010');
  });
});

describe('a date column of dates written in five words', () => {
  // a table without titles (read by its arithmetic): each item's delivery date is written out in Portuguese,
  // "8 de março de 2026" (five words), in a column of its own between the description and the figures
  const letterheadPt: Cell[] = [
    [40, 40, 'Oficinas Ribeiro Lda.'],
    [54, 40, 'Rua das Flores 21, 4050-262 Porto'],
    [40, 380, 'Fatura FT 2026/77'],
    [120, 40, 'Carpintaria Moura Lda.'],
    [134, 40, 'Avenida da Liberdade 5, 1250-096 Lisboa'],
  ];
  const dated: Cell[] = [
    ...letterheadPt,
    [200, 40, 'Candeeiro de secretária'], [200, 190, '8 de março de 2026'], right(200, 360, '27.500'), right(200, 440, '234.5400'), right(200, 540, '6449.85'),
    [216, 40, 'Toner preto'], [216, 190, '24 de março de 2026'], right(216, 360, '32.750'), right(216, 440, '67.2000'), right(216, 540, '2200.80'),
    [232, 40, 'Papel de impressão'], [232, 190, '9 de abril de 2026'], right(232, 360, '19.000'), right(232, 440, '88.3800'), right(232, 540, '1679.22'),
    [280, 300, 'Total ilíquido'], right(280, 540, '10329.87'),
    [296, 300, 'IVA 23 %'], right(296, 540, '2375.87'),
    [312, 300, 'Total a pagar'], right(312, 540, '12705.74'),
  ];
  it('keeps the dates out of the descriptions', () => {
    expect(lines(dated).map((l) => [l.description, l.amount])).toEqual([
      ['Candeeiro de secretária', 6449.85],
      ['Toner preto', 2200.8],
      ['Papel de impressão', 1679.22],
    ]);
  });
  // must-not: a date written in a description, not in a column of dates, stays in it
  const inText: Cell[] = [
    ...letterheadPt,
    [200, 40, 'Candeeiro de secretária'], right(200, 360, '27.500'), right(200, 440, '234.5400'), right(200, 540, '6449.85'),
    [216, 40, 'Visita técnica de 8 de março de 2026'], right(216, 360, '2.000'), right(216, 440, '95.0000'), right(216, 540, '190.00'),
    [232, 40, 'Papel de impressão'], right(232, 360, '19.000'), right(232, 440, '88.3800'), right(232, 540, '1679.22'),
    [280, 300, 'Total ilíquido'], right(280, 540, '8319.07'),
    [296, 300, 'IVA 23 %'], right(296, 540, '1913.39'),
    [312, 300, 'Total a pagar'], right(312, 540, '10232.46'),
  ];
  it('keeps a date written in a description', () => {
    expect(lines(inText)[1]!.description).toBe('Visita técnica de 8 de março de 2026');
  });
});

describe('a quantity in digit groups whose first group stands left of the quantity heading', () => {
  // an ERP table: quantities with three decimals and their unit glued on, right-set under a narrow "Qty" heading; a
  // quantity in the thousands is printed in groups with a wide no-break space ("16 500,000pcs"), so its first group
  // stands left of the heading; prices per 1000 units in a price-unit column
  const table = (group: string): Cell[] => [
    ...letterhead,
    [200, 95, 'No.'], [200, 170, 'Qty'], [200, 215, 'Description'], [200, 366, 'Unit price'], [200, 440, 'Per'], right(200, 540, 'Net'),
    right(216, 110, '1'), right(216, 201, '13,500m'), [216, 215, 'Oak flooring'], right(216, 420, '48,3900'), right(216, 470, '1'), right(216, 540, '653,27'),
    right(232, 110, '2'), [232, 135, group], right(232, 201, '500,000pcs'), [232, 215, 'Cable ties, black'], right(232, 420, '75,6700'), right(232, 470, '1000'), right(232, 540, '1 248,56'),
    right(248, 110, '3'), right(248, 201, '4,000pcs'), [248, 215, 'Desk lamp'], right(248, 420, '22,2600'), right(248, 470, '1'), right(248, 540, '89,04'),
    [290, 300, 'Net amount'], right(290, 540, '1 990,87'),
    [306, 300, 'VAT 0 %'], right(306, 540, '0,00'),
    [322, 300, 'Total due'], right(322, 540, '1 990,87'),
  ];
  it('reads the whole quantity', () => {
    expect(lines(table('16')).map((l) => [l.description, l.quantity, l.unit])).toEqual([
      ['Oak flooring', 13.5, 'm'],
      ['Cable ties, black', 16500, 'pcs'],
      ['Desk lamp', 4, 'pcs'],
    ]);
  });
  // must-not: a number a word space before a quantity of no more than three digits stays where it was (the
  // description's end, here a size "M16" cut as "16" — read with the row, not as a digit group)
  it('takes no number before a quantity without digit groups', () => {
    const t = table('16').map((c) => (c[2] === '500,000pcs' ? ([c[0], c[1], '5,000pcs'] as Cell) : c));
    expect(lines(t)[1]!.quantity).toBe(5);
  });
});

describe('"U." heads a unit column in French', () => {
  // "Désignation | Qté | U. | P.U. HT | Total HT": the unit column abbreviated to its first letter
  const letterheadFr: Cell[] = [
    [40, 40, 'Ateliers Morel SARL'],
    [54, 40, '12 rue des Tanneurs, 69002 Lyon'],
    [40, 380, 'Facture F-2026-118'],
    [56, 380, 'Date : 12/03/2026'],
    [120, 40, 'Boulangerie Vidal SAS'],
    [134, 40, '4 place du Marché, 33000 Bordeaux'],
  ];
  const table: Cell[] = [
    ...letterheadFr,
    [200, 40, 'Désignation'], [200, 250, 'Qté'], [200, 300, 'U.'], right(200, 440, 'P.U. HT'), right(200, 540, 'Total HT'),
    [216, 40, 'Prestation de conseil'], [216, 250, '3.250'], [216, 300, 'heures'], right(216, 440, '34.5000'), right(216, 540, '112.13'),
    [232, 40, 'Hébergement web'], [232, 250, '9.000'], [232, 300, 'mois'], right(232, 440, '80.9200'), right(232, 540, '728.28'),
    [280, 300, 'Total HT'], right(280, 540, '840.41'),
    [296, 300, 'TVA 20 %'], right(296, 540, '168.08'),
    [312, 300, 'Total TTC'], right(312, 540, '1008.49'),
  ];
  it('reads the units', () => {
    expect(lines(table).map((l) => [l.quantity, l.unit, l.unitPrice])).toEqual([
      [3.25, 'heures', 34.5],
      [9, 'mois', 80.92],
    ]);
  });
  // must-not: "P.U. HT" (prix unitaire) stays the unit price's heading
  it('keeps "P.U." the unit price', () => {
    expect(lines(table)[1]!.unitPrice).toBe(80.92);
  });
});

describe("a payment slip's title is no seller name", () => {
  // the letterhead shows a logo (no text) and the seller's address only; the seller's name is in the payee box of the
  // payment slip under the invoice and in the footer's legal line; the slip's title ("Zahlschein") stands alone, bold
  const withSlip = (title: string, letterheadName: Cell[] = []): Cell[] => [
    ...letterheadName,
    [62, 340, 'Lindenallee 18', 6.5], [71, 340, '28195 Bremen', 6.5],
    [134, 50, 'Rechnungsempfänger', 6.5, true], [136, 333, 'Rechnungsnummer', 5.5], [136, 441, 'Rechnungs-Datum', 5.5],
    [144, 50, 'Moorbach Technik KG', 7.5], [155, 50, 'Am Hafen 7', 7.5], [165, 50, '20457 Hamburg', 7.5],
    [286, 50, 'Rechnung', 15.5, true],
    [391, 469, 'Rechnungsbetrag EUR', 6.5, true],
    [486, 300, 'Rechnungsbetrag', 7],
    [651, 50, title, 7.5, true],
    [667, 53, 'Empfänger', 5], [674, 53, 'Ostwind Anlagenbau GmbH', 7.5],
    [688, 53, 'IBAN', 5], [696, 53, 'DE44 2905 0101 0001 2345 67', 7.5],
    [739, 53, 'Moorbach Technik KG, Am Hafen 7, 20457 Hamburg', 7.5],
    [771, 204, 'Ostwind Anlagenbau GmbH · Lindenallee 18 · 28195 Bremen · Registergericht Bremen HRB 40112', 5],
    [779, 231, 'IBAN DE44 2905 0101 0001 2345 67 · BIC BREMDE22XXX', 5],
  ];
  it('reads the seller from the slip, not its title', () => {
    expect(understandInvoice([page(1, withSlip('Zahlschein'))]).seller.name).toBe('Ostwind Anlagenbau GmbH');
  });
  // must-not: a company whose name starts with the word ("Überweisungsdienst …") is read as such in the letterhead
  it('keeps a letterhead name that starts with the word', () => {
    const named: Cell[] = [[40, 340, 'Überweisungsdienst Nord GmbH', 9, true]];
    expect(understandInvoice([page(1, withSlip('Überweisung', named))]).seller.name).toBe('Überweisungsdienst Nord GmbH');
  });
});
