/**
 * Rules of the fourteenth round's southern part (#11): real invoices of France, Italy, Spain, Portugal, Belgium, Austria
 * and Switzerland — utility and telecom bills, ERP and accounting-program printouts. Each rule on an invented page
 * (test/support/cell-pages.ts).
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('a French bill\'s VAT summary and direct debit', () => {
  const bill = (): Cell[] => [
    [40, 40, 'Votre facture : N° : AB/20260112-4471'],
    [60, 40, 'Bonjour, voici votre facture du 12 janvier 2026 :'],
    [100, 40, 'Abonnement mensuel'],
    right(100, 500, '30.00'),
    [140, 40, 'Montant total de cette facture'],
    right(140, 500, '30.00'),
    [154, 40, 'TVA 20.00 % payée sur les débits'],
    right(154, 500, '5.00'),
    [168, 40, 'Montant hors TVA soumis à TVA à 20.00 %'],
    right(168, 500, '25.00'),
    [200, 40, 'Montant prélevé pour cette facture'],
    right(200, 500, '30.00'),
  ];

  it('"Montant hors TVA soumis à TVA à 20 %" is the net, not the tax', () => {
    const r = inv(bill());
    expect([r.totals.net, r.totals.tax, r.totals.gross]).toEqual([25, 5, 30]);
  });

  it('"Montant prélevé" is the amount due', () => {
    const cells = bill().filter((c) => !String(c[2]).startsWith('Montant total'));
    cells.splice(cells.findIndex((c) => c[2] === '30.00' && c[0] === 140), 1);
    const r = inv(cells);
    expect(r.totals.due).toBe(30);
  });

  it('"facture du 12 janvier 2026": a date in words after a short word is no number', () => {
    const r = inv([
      [40, 40, 'Bonjour, voici votre facture du 12 janvier 2026 :'],
      [80, 40, 'Total TTC'],
      right(80, 500, '30.00'),
    ]);
    expect(r.number).toBeNull();
    expect(r.issueDate).toBe('2026-01-12');
  });
});

describe('numbers and dates of a utility bill', () => {
  it('"N° 26 558 373 267": a number printed in groups of three digits is one number', () => {
    const r = inv([
      [40, 300, 'Facture du 23/06/2026'],
      [54, 300, 'N° 26 558 373 267'],
      [100, 40, 'Total TTC'],
      right(100, 500, '32.09'),
    ]);
    expect(r.number).toBe('26558373267');
  });

  it('"Date" over "échéance" over a date: the due date, not the date of issue', () => {
    const r = inv([
      [40, 300, 'N° facture'],
      [40, 380, '38947236 du 20.02.2026'],
      [100, 120, 'Facture de consommation'],
      [100, 470, 'Date'],
      [112, 460, 'échéance'],
      [124, 120, 'Février 2026 - période du 28.09.2025 au 18.02.2026'],
      [124, 460, '24.03.2026'],
      [160, 40, 'Total TTC'],
      right(160, 520, '102.48'),
    ]);
    expect(r.dueDate).toBe('2026-03-24');
    expect(r.issueDate).toBe('2026-02-20');
  });
});

describe('a Spanish invoice\'s parties', () => {
  it('a NIF alone on a line of the customer\'s block, its check letter right, is the customer\'s id', () => {
    const r = inv([
      [40, 40, 'TALLERES RIBERA 2019 S.L.'],
      [40, 330, 'Cliente'],
      [54, 40, 'CIF B12345674'],
      [54, 330, 'COMERCIAL LEVANTE SL'],
      [68, 40, 'Calle Mayor, 10'],
      [68, 330, 'Avenida del Puerto, 3'],
      [82, 40, '46001 Valencia'],
      [82, 330, '03001 Alicante'],
      [96, 330, '12345678Z'],
      [130, 40, 'Factura'],
      [130, 120, 'Fecha'],
      [144, 40, 'F 21'],
      [144, 120, '14/01/2026'],
      [180, 40, 'Base Imponible'],
      [180, 200, 'I.V.A. 21 %'],
      [180, 360, 'Total Factura'],
      [194, 40, '100,00'],
      [194, 200, '21,00'],
      [194, 360, '121,00'],
    ]);
    expect(r.buyer.vatId).toBe('ES12345678Z');
    expect(r.seller.vatId).toBe('ESB12345674');
  });
});

describe('a utility bill with one block of totals per service', () => {
  it('one amount due for two blocks: the totals are the blocks\' sums', () => {
    const r = inv([
      [40, 40, 'Facture N° 4711 du 20.02.2026'],
      [80, 40, 'Total Electricité'],
      right(80, 500, '216.20'),
      [94, 40, 'Total Eau'],
      right(94, 500, '102.60'),
      [120, 40, 'Montant prélevé de votre compte arrondi à'],
      right(120, 500, '318.80'),
      [200, 40, 'Electricité'],
      [214, 300, 'Total HT'],
      right(214, 500, '200.00'),
      [228, 300, 'dont TVA à 8.1 % sur 200.00'],
      right(228, 500, '16.20'),
      [260, 40, 'Eau'],
      [274, 300, 'Total HT'],
      right(274, 500, '100.00'),
      [288, 300, 'dont TVA à 2.6 % sur 100.00'],
      right(288, 500, '2.60'),
    ]);
    expect([r.totals.net, r.totals.tax, r.totals.gross, r.totals.due]).toEqual([300, 18.8, 318.8, 318.8]);
  });
});

describe('no seller name from a bill\'s column heads and keys', () => {
  it('"€ HT" over an amount column is no name', () => {
    const r = inv([
      [40, 330, 'M. JEAN DUPONT'],
      [54, 330, '13 RUE DES LILAS'],
      [68, 330, '94000 CRETEIL'],
      [110, 40, 'Votre facture : N° : AB/20260112-4471'],
      [140, 420, '€ HT', 12, true],
      [140, 480, '€ TTC', 12, true],
      [160, 40, 'Abonnement mensuel'],
      right(160, 450, '25.00'),
      right(160, 510, '30.00'),
      [200, 40, 'Total TTC'],
      right(200, 510, '30.00'),
    ]);
    expect(r.seller.name).toBeNull();
  });

  it('a key whose value stands apart after its colon ("Remise à Zéro   : 12/01/2026") is no name', () => {
    const r = inv([
      [40, 40, 'Date de facture', 12, true],
      [40, 200, ': 13/12/2025', 12, true],
      [54, 40, 'Remise à Zéro', 12, true],
      [54, 200, ': 12/01/2026', 12, true],
      [68, 40, 'Fin d’engagement', 12, true],
      [68, 200, ': Date échue', 12, true],
      [100, 330, 'M. JEAN DUPONT'],
      [114, 330, '13 RUE DES LILAS'],
      [128, 330, '94000 CRETEIL'],
      [200, 40, 'Total TTC'],
      right(200, 510, '30.00'),
    ]);
    expect(r.seller.name).toBeNull();
  });
});
