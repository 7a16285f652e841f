/**
 * Rules of the seventeenth round (#11) met on documents that platforms and marketplaces generate (order invoices of an
 * online shop, merchant-of-record receipts), each on an invented page (test/support/cell-pages.ts) and each failing
 * without its step: a tax name followed by an excluding word ("(IVA esclusa)", "VAT excluded") that qualifies a net
 * column instead of labelling a tax amount, the VAT column of a breakdown by rate headed "Subtotale IVA", two dates'
 * labels joined by a slash over one value, and a rate column whose figure is merged with the price into one cell.
 * Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { findLabelled, parseAmountValue } from '../src/invoice/fields.js';
import { findArithmeticTable } from '../src/invoice/items/arithmetic.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('a VAT breakdown by rate whose net column is qualified by a tax name and an excluding word', () => {
  // an order invoice: the item table's price heads and the breakdown's net head say "(IVA esclusa)" under their words
  const italian = (netQualifier: string, taxHead: string): Cell[] => [
    [40, 40, 'Casa Verdi Arredi S.r.l.'],
    [54, 40, 'Via dei Tigli 12, 40100 Bologna'],
    [40, 420, 'Fattura'],
    [70, 340, 'Data di fatturazione'],
    [70, 460, '02.03.2026'],
    [84, 340, 'Numero fattura'],
    [84, 460, 'CV-20417'],
    [98, 340, 'Totale da pagare'],
    [98, 460, '€ 122,00'],
    [220, 38, 'Descrizione'],
    [220, 300, 'Quant.'],
    [220, 350, 'P. Unitario'],
    [220, 410, 'IVA %'],
    [220, 450, 'P. Unitario'],
    [220, 510, 'Prezzo Totale'],
    [233, 340, netQualifier],
    [233, 445, '(IVA inclusa)'],
    [233, 505, '(IVA inclusa)'],
    [252, 38, 'Lampada da tavolo in ottone'],
    right(252, 325, '2'),
    right(252, 395, '€ 50,00'),
    right(252, 430, '22%'),
    right(252, 495, '€ 61,00'),
    right(252, 560, '€ 122,00'),
    [280, 400, 'Totale fattura'],
    right(280, 560, '€ 122,00'),
    [300, 390, 'IVA %'],
    [300, 440, 'Prezzo Totale'],
    [300, 515, taxHead],
    [313, 440, netQualifier],
    right(326, 410, '22%'),
    right(326, 495, '€ 100,00'),
    right(326, 560, '€ 22,00'),
    [340, 400, 'Totale'],
    right(340, 495, '€ 100,00'),
    right(340, 560, '€ 22,00'),
  ];

  it('reads the net and the tax from their own columns ("(IVA esclusa)" is no tax label, "Subtotale IVA" is one)', () => {
    const r = inv(italian('(IVA esclusa)', 'Subtotale IVA'));
    expect([r.totals.net, r.totals.tax, r.totals.gross]).toEqual([100, 22, 122]);
  });

  it('a tax name followed by an excluding word in any language heads no tax amount', () => {
    for (const head of ['(VAT excluded)', '(TVA exclue)', '(IVA excluido)', '(IVA esclusa)', '(IVA escl.)']) {
      const d = buildDoc([page(1, [[300, 300, 'Amount'], [313, 300, head], right(330, 360, '100,00')])]);
      expect(findLabelled(d, 'tax', parseAmountValue), head).toEqual([]);
    }
  });
});

describe("two dates' labels joined by a slash over one value", () => {
  const spanish = (label: string): Cell[] => [
    [40, 40, 'Suministros Ebro S.L.'],
    [54, 40, 'Calle Mayor 8, 50001 Zaragoza'],
    [40, 420, 'Factura'],
    [80, 300, `${label} 21 marzo 2026`],
    [94, 300, 'Número de la factura'],
    [94, 450, 'SE-7730'],
    [180, 40, 'Fecha del pedido'],
    [180, 150, '19 marzo 2026'],
    [194, 40, 'Número del pedido'],
    [194, 150, '408-1234567-7654321'],
    [240, 40, 'Descripción'],
    [240, 360, 'Cant.'],
    [240, 480, 'Importe'],
    [256, 40, 'Tornillos de acero 4 x 40'],
    right(256, 380, '3'),
    right(256, 520, '12,00'),
    [290, 380, 'Total'],
    right(290, 520, '12,00'),
  ];

  it('the value after "Fecha de la factura/Fecha de la entrega" is the issue date, not the order date elsewhere', () => {
    expect(inv(spanish('Fecha de la factura/Fecha de la entrega')).issueDate).toBe('2026-03-21');
  });

  it('with spaces round the slash as well', () => {
    expect(inv(spanish('Fecha de la factura / Fecha de entrega')).issueDate).toBe('2026-03-21');
  });
});

describe('a rate column whose cell is merged with the price before it', () => {
  // "Stückpreis USt. %" as one head and "12,40 € 0% (1)" as one cell (a footnote mark after the rate): the rate is the
  // row's percentage, not the price the column edge meets
  it('the arithmetic reading takes the percentage of the row as its rate', () => {
    // the net price, its currency sign, the rate and a smaller raised footnote mark in one cell; one row's cell is set
    // further left, its rate ending where the others' prices end (so that edge holds a percentage too)
    const data: Array<[string, string, string, string]> = [
      ['Gartenschlauch 20 m', '3', '12,40', '37,20'],
      ['Schlauchkupplung Messing', '2', '4,15', '8,30'],
      ['Tropfschlauch 10 m', '1', '9,90', '9,90'],
      ['Regentonne 200 l', '1', '49,00', '49,00'],
      ['Giesskanne 10 l', '4', '6,25', '25,00'],
    ];
    const rows: Cell[] = data.flatMap(([d, q, p, a], k): Cell[] => {
      const y = 250 + 30 * k;
      const cell: Cell[] = k === 2 ? [right(y, 358, p), [y, 360, '€'], right(y, 383, '0%')] : [right(y, 383, p), [y, 385, '€'], right(y, 408, '0%')];
      return [[y, 38, d], right(y, 324, q), ...cell, [y - 1.5, 410, '(1)', 8], right(y, 473, p), [y, 475, '€'], right(y, 551, a), [y, 553, '€']];
    });
    const cells: Cell[] = [
      [40, 40, 'Gartenbedarf Lindholm GmbH'],
      [54, 40, 'Am Teich 3, 12345 Musterstadt'],
      [40, 380, 'Rechnung'],
      [60, 380, 'Rechnungsnummer'],
      [60, 480, 'GL-2291'],
      [74, 380, 'Rechnungsdatum'],
      [74, 480, '03.03.2026'],
      [220, 38, 'Beschreibung'],
      [220, 301, 'Menge'],
      [220, 354, 'Stückpreis USt. %'],
      [220, 445, 'Stückpreis'],
      [220, 501, 'Zwischensumme'],
      [233, 351, '(ohne USt.)'],
      [233, 445, '(inkl. USt.)'],
      [233, 522, '(inkl. USt.)'],
      ...rows,
      [410, 400, 'Gesamtpreis'],
      right(410, 557, '129,40 €'),
    ];
    const a = findArithmeticTable(buildDoc([page(1, cells)]));
    expect(a?.items.map((x) => [x.item.quantity, x.item.unitPrice, x.item.taxRate, x.item.amount])).toEqual([
      [3, 12.4, 0, 37.2],
      [2, 4.15, 0, 8.3],
      [1, 9.9, 0, 9.9],
      [1, 49, 0, 49],
      [4, 6.25, 0, 25],
    ]);
  });
});

describe('one article, then its shipping and a promotion as rows without a quantity', () => {
  // an order invoice of one article: the rows without a quantity outnumber the item, so counting does not drop them
  const order = (shipping: string, promo: string): Cell[] => [
    [40, 40, 'Bottega Lucerna S.r.l.'],
    [54, 40, 'Via dei Mille 5, 20121 Milano'],
    [40, 420, 'Fattura'],
    [70, 340, 'Numero fattura'],
    [70, 460, 'BL-5521'],
    [84, 340, 'Data di fatturazione'],
    [84, 460, '12.03.2026'],
    [220, 38, 'Descrizione'],
    [220, 300, 'Quant.'],
    [220, 380, 'Prezzo'],
    [220, 500, 'Totale'],
    [240, 38, 'Lampada da comodino in vetro soffiato'],
    right(240, 320, '1'),
    right(240, 420, '80,00'),
    right(240, 540, '80,00'),
    [256, 38, shipping],
    right(256, 420, '6,00'),
    right(256, 540, '6,00'),
    [272, 38, promo],
    right(272, 420, '-10,00'),
    right(272, 540, '-10,00'),
    [300, 400, 'Totale fattura'],
    right(300, 540, '76,00'),
  ];

  it('the rows named by a charge or an allowance label are no items', () => {
    const r = inv(order('Costi di spedizione', 'Promozioni'));
    expect(r.lineItems.map((it) => [it.description, it.quantity, it.amount])).toEqual([['Lampada da comodino in vetro soffiato', 1, 80]]);
  });

  it('in English as well ("Shipping", "Promotion")', () => {
    const r = inv(order('Shipping', 'Promotion'));
    expect(r.lineItems.map((it) => it.description)).toEqual(['Lampada da comodino in vetro soffiato']);
  });
});

describe('a hotel folio naming its buyer the guest', () => {
  it('the name after "Guest Name:" is the buyer', () => {
    const r = inv([
      [40, 40, 'PAYMENT RECEIPT'],
      [70, 40, 'Guest Name: Ilse Marwood'],
      [70, 420, 'Date: 04/02/2026'],
      [100, 40, 'Hotel Details'],
      [114, 40, 'Harbour View Inn, 14 Quay Road, Portlow'],
      [160, 40, 'DESCRIPTION'],
      [160, 480, 'AMOUNT'],
      [176, 40, 'Room Charges'],
      right(176, 520, '240.00'),
      [192, 40, 'Grand Total'],
      right(192, 520, '240.00'),
      [260, 200, 'Harbour View Hospitality Ltd'],
    ]);
    expect(r.buyer.name).toBe('Ilse Marwood');
  });
});

describe('a marketplace item table with a category column and a title column', () => {
  it('the title under "Title" is part of the description', () => {
    const r = inv([
      [40, 40, 'Tax Invoice'],
      [60, 40, 'Sold By: Northgate Retail Pvt. Ltd.'],
      [60, 400, 'Invoice No: NR-88213'],
      [74, 400, 'Invoice Date: 02-03-2026'],
      [180, 10, 'Product'],
      [180, 115, 'Title'],
      [180, 345, 'Qty'],
      [180, 400, 'Price'],
      [180, 530, 'Total'],
      [200, 10, 'Headphones'],
      [200, 115, 'Lumen Wired Earphones with Mic Blue'],
      right(200, 360, '2'),
      right(200, 430, '450.00'),
      right(200, 560, '900.00'),
      [216, 10, 'Cables'],
      [216, 115, 'Braided USB-C Cable 1 m'],
      right(216, 360, '1'),
      right(216, 430, '199.00'),
      right(216, 560, '199.00'),
      [250, 400, 'Grand Total'],
      right(250, 560, '1099.00'),
    ]);
    expect(r.lineItems.map((it) => [it.description, it.quantity, it.amount])).toEqual([
      ['Headphones Lumen Wired Earphones with Mic Blue', 2, 900],
      ['Cables Braided USB-C Cable 1 m', 1, 199],
    ]);
  });
});
