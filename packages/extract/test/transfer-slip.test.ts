/**
 * A bank-transfer slip printed under the invoice (#11): boxes with small labels over their values repeat the payee, the
 * payer, the account, the amount due, a reference and the due date. Invented pages (support/cell-pages).
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

describe('a transfer slip under the invoice', () => {
  it('reads a slip\'s "Data limite" as the due date, not as the issue date its "Data" alone would name', () => {
    const cells: Cell[] = [
      [40, 50, 'FATURA A25071', 14, true],
      [44, 400, 'Lisboa, 03/07/2026'],
      [80, 50, 'Kestrel S.A.'],
      [92, 50, 'Rua Augusta, 105'],
      [104, 50, '1100-148 Lisboa'],
      [140, 50, 'Condições de pagamento: 8 dias'],
      [600, 50, 'Transferência bancária', 9, true],
      [620, 50, 'Beneficiário', 7],
      [620, 400, 'Data limite', 7],
      [630, 50, 'Kestrel S.A.'],
      [630, 400, '11/07/2026'],
    ];
    const inv = understandInvoice([page(1, cells)]);
    expect(inv.dueDate).toBe('2026-07-11');
    // (the issue date is then the first date printed, unlabelled beside the title)
    expect(inv.issueDate).toBe('2026-07-03');
  });

  it('does not read a slip\'s payee ("Mottagare", a recipient word) under the item table as the buyer\'s label', () => {
    const cells: Cell[] = [
      [40, 50, 'Blue Harbour KB', 16, true],
      [60, 50, 'Skolgatan 18, 581 83 Linköping'],
      [120, 50, 'Haugen Service Aktiebolag'],
      [132, 50, 'Industrivägen 142'],
      [144, 50, '111 22 Stockholm'],
      [190, 50, 'FAKTURA', 14, true],
      [210, 50, 'Fakturanummer: F12791'],
      [222, 50, 'Fakturadatum: 2022-10-17'],
      [260, 50, 'Benämning', 10, true],
      [260, 300, 'Antal', 10, true],
      right(260, 420, 'À-pris'),
      right(260, 540, 'Belopp'),
      [276, 50, 'LED-panel 60 x 60'],
      [276, 300, '2'],
      right(276, 420, '50,00'),
      right(276, 540, '100,00'),
      [290, 50, 'Hydraulslang 1/2"'],
      [290, 300, '4'],
      right(290, 420, '25,00'),
      right(290, 540, '100,00'),
      [320, 380, 'Summa exkl. moms'],
      right(320, 540, '200,00'),
      [334, 380, 'Moms 25 %'],
      right(334, 540, '50,00'),
      [348, 380, 'Att betala'],
      right(348, 540, '250,00'),
      [600, 50, 'Inbetalning/Girering', 9, true],
      [620, 50, 'Mottagare', 7],
      [630, 50, 'Blue Harbour KB'],
      [650, 50, 'Betalare', 7],
      [660, 50, 'Haugen Service Aktiebolag, Industrivägen 142, 111 22 Stockholm'],
    ];
    const inv = understandInvoice([page(1, cells)]);
    expect(inv.lineItems).toHaveLength(2);
    expect(inv.seller.name).toBe('Blue Harbour KB');
    expect(inv.buyer.name).toBe('Haugen Service Aktiebolag');
  });
});

describe('a transfer slip under a letter (no item table)', () => {
  it('does not read the slip\'s payee ("Empfänger") in the lower half of the page as the buyer\'s label', () => {
    const cells: Cell[] = [
      [40, 120, 'Bahnhofstraße 151 · 04109 Leipzig · Tel. +49 341 555 0101'],
      [70, 50, 'Haugen GmbH · Bahnhofstraße 151 · 04109 Leipzig', 7],
      [84, 50, 'Kowalczyk Tech GmbH'],
      [96, 50, 'Industriestraße 93'],
      [108, 50, '50667 Köln'],
      [150, 50, 'RECHNUNG R-2026-6057', 14, true],
      [170, 50, 'Datum: 2026-03-25'],
      [200, 50, 'Für Kopierpapier berechnen wir Ihnen 2353,05 EUR zzgl. 19 % USt. in Höhe von 447,08 EUR, insgesamt 2800,13 EUR.'],
      [600, 50, 'SEPA-Überweisung', 9, true],
      [620, 50, 'Empfänger', 7],
      [630, 50, 'Haugen GmbH'],
      [650, 50, 'IBAN', 7],
      [660, 50, 'DE89 3704 0044 0532 0130 00'],
    ];
    const inv = understandInvoice([page(1, cells)]);
    expect([inv.seller.name, inv.buyer.name]).toEqual(['Haugen GmbH', 'Kowalczyk Tech GmbH']);
  });
});
