/**
 * Order and buyer references from the layout (src/invoice/payment.ts, #14): the seller's own order label, a row of
 * labels over a row of values, the reference's whole value cell, number signs in labels, and the label words added
 * to the lexicons. Invented pages; values are made up.
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { parseReference, readPaymentFields } from '../src/invoice/payment.js';
import { type Cell, page } from './support/cell-pages.js';

const read = (cells: Cell[]) => readPaymentFields(buildDoc([page(1, cells)]));

/** "label | value" rows, two segments per line, under some lines of the language */
function rows(intro: string[], pairs: Array<[string, string]>) {
  const cells: Cell[] = intro.map((t, i) => [40 + 14 * i, 40, t]);
  pairs.forEach(([label, value], i) => cells.push([120 + 16 * i, 40, label], [120 + 16 * i, 240, value]));
  return read(cells);
}

describe("the seller's own order number is not the buyer's order", () => {
  it('"Vårt ordrenr" (our order no.) holds the order word "ordrenr" but is the seller\'s; "Deres ref." is read', () => {
    const r = rows(['FAKTURA', 'Beløp å betale inkl. mva'], [['Vårt ordrenr:', '1002081790'], ['Deres ref.:', 'PO-77120']]);
    expect(r.orderReference).toBe('PO-77120');
  });
  it.each([
    ['en', ['INVOICE', 'Amount due'], 'Our order no.:'],
    ['de', ['RECHNUNG', 'Gesamtbetrag'], 'Unsere Auftragsnr.:'],
    ['fr', ['FACTURE', 'Montant TTC'], 'Notre commande :'],
    ['sv', ['FAKTURA', 'Att betala'], 'Vårt ordernr:'],
  ] as const)('%s: a lone seller order label gives no order reference', (_lang, intro, label) => {
    expect(rows([...intro], [[label, 'SO-55812']]).orderReference).toBeNull();
  });
});

describe('a row of labels over a row of values', () => {
  it('the value beside a label that stands under another label belongs to that label; the one under it is taken', () => {
    // Deres referanse      Vårt ordernr / dato
    //                      1002081790 / 24.05.2016      <- "Deres referanse" sits on this line, its value is below
    // TK org.kode 610000
    const r = read([
      [40, 40, 'FAKTURA'],
      [60, 300, 'Vårt ordernr / dato'],
      [72, 160, 'Deres referanse'],
      [72, 300, '1002081790 / 24.05.2016'],
      [84, 160, 'TK org.kode 610000'],
    ]);
    expect(r.orderReference).toBe('TK org.kode 610000');
  });
  it('a value beside its label with a value (not a label) above it is still the label\'s', () => {
    const r = read([
      [40, 40, 'INVOICE'],
      [60, 160, 'Invoice no.:'],
      [60, 300, '4711'],
      [72, 160, 'PO number:'],
      [72, 300, 'PO-88120'],
    ]);
    expect(r.orderReference).toBe('PO-88120');
  });
});

describe('a reference is its whole value cell', () => {
  const doc = buildDoc([page(1, [[40, 40, 'INVOICE Amount due']])]);
  it.each([
    ['TL 162 32658', 'TL 162 32658'],
    ['A0067-Tom Erik Martinsen', 'A0067-Tom Erik Martinsen'],
    ['TK org.kode 610000', 'TK org.kode 610000'],
    ['05 158 004 - 11023 - 45', '05 158 004 - 11023 - 45'],
    ['PO-4711', 'PO-4711'],
    // longer or mixed cells give their first id as a document number does
    ['4711 vom 12.03.2018', '4711'],
    ['PO-88 / 2 pages', 'PO-88'],
    ['88120 shipped in two parts to the site office', '88120'],
  ])('%s → %s', (cell, want) => expect(parseReference(cell, doc)).toBe(want));
  it('a cell without a digit is no reference', () => expect(parseReference('Tom Erik Martinsen', doc)).toBeNull());
  it('read from the layout: the value under its label keeps its spaces', () => {
    const r = read([
      [40, 40, 'Kreditnota'],
      [60, 300, 'Kundereferanse'],
      [72, 300, 'TL 162 32658'],
    ]);
    expect(r.orderReference).toBe('TL 162 32658');
  });
});

describe('labels with number signs and the added label words', () => {
  it.each([
    ['fr', ['FACTURE', 'Montant TTC'], 'N° client :', '75576'],
    ['pt', ['FATURA', 'Total a pagar'], 'Cliente nº:', '3164028'],
    ['es', ['FACTURA', 'Total a pagar'], 'Nº cliente:', '868346'],
    ['de', ['RECHNUNG', 'Gesamtbetrag'], 'Debitor', '9819'],
    ['de', ['RECHNUNG', 'Gesamtbetrag'], 'Referenz des Käufers:', '05 158 004 - 11023 - 45'],
    ['de', ['RECHNUNG', 'Gesamtbetrag'], 'Leitwege-ID:', '04011000-12345-34'],
    ['en', ['INVOICE', 'Amount due'], 'Client ref.', '17406'],
  ] as const)('%s: %j %j is the buyer reference', (_lang, intro, label, value) => {
    expect(rows([...intro], [[label, value]]).buyerReference).toBe(value);
  });
  it('fr "Référence acheteur / Service exécutant : <code>" is the buyer reference', () => {
    expect(read([[40, 40, 'FACTURE'], [60, 40, 'REFERENCE ACHETEUR / SERVICE EXECUTANT : SE-2231']]).buyerReference).toBe('SE-2231');
  });
  it.each([
    ['da', ['FAKTURA', 'Beløb ekskl. moms'], 'Rekvisition', 'B07727'],
    ['de', ['RECHNUNG', 'Gesamtbetrag'], 'Auftragsnummer', 'PO35415'],
  ] as const)('%s: %j %j is the order reference', (_lang, intro, label, value) => {
    expect(rows([...intro], [[label, value]]).orderReference).toBe(value);
  });
});

describe('terms sentences from the lexicons\' payment words (number of days + a payment word)', () => {
  it.each([
    ['it', 'Bonifico a 30 giorni'],
    ['da', 'Betaling senest 14 dage efter fakturadato'],
    ['da', 'Netto 30 dage'],
    ['pl', 'Płatność przelewem w ciągu 45 dni'],
    ['cs', 'Platba převodem do 10 dnů'],
    ['sv', 'Betalning inom 8 dagar'],
    ['en', 'Please pay within 20 days of the invoice date.'],
    ['de', 'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen.'],
    ['nl', 'Gelieve binnen 30 dagen te betalen.'],
  ])('%s: %s', (_lang, sentence) => {
    expect(read([[40, 40, 'Invoice 4711'], [400, 40, sentence]]).payment.terms).toBe(sentence);
  });
  it('a number of days without a payment word is no terms sentence', () => {
    expect(read([[40, 40, 'Invoice 4711'], [400, 40, 'Delivery within 5 days of the order.']]).payment.terms).toBeNull();
  });
});

describe('a number key in the buyer block', () => {
  it('"Nummer:" among the first lines under the buyer heading is the buyer reference (its own segment or inline)', () => {
    const blockKeyApart = read([
      [40, 40, 'RECHNUNG'],
      [100, 40, 'Rechnungsempfänger'],
      [114, 40, 'Nummer:'],
      [114, 240, 'KD-77120'],
      [128, 40, 'Name:'],
      [128, 240, 'Lindner Bau GmbH'],
    ]);
    expect(blockKeyApart.buyerReference).toBe('KD-77120');
    const inline = read([
      [40, 40, 'INVOICE'],
      [100, 40, 'Bill to'],
      [114, 40, 'No.: C-4471'],
      [128, 40, 'Harbour Supplies Ltd'],
    ]);
    expect(inline.buyerReference).toBe('C-4471');
  });

  it('is not read from the seller\'s block or far below the heading', () => {
    const r = read([
      [40, 40, 'RECHNUNG'],
      [100, 40, 'Verkäufer'],
      [114, 40, 'Nummer:'],
      [114, 240, 'LF-55'],
      [200, 40, 'Rechnungsempfänger'],
      [214, 40, 'Lindner Bau GmbH'],
      [228, 40, 'Ringstraße 5'],
      [242, 40, '10115 Berlin'],
      [300, 40, 'Nummer:'],
      [300, 240, 'X-991'],
    ]);
    expect(r.buyerReference).toBeNull();
  });
});
