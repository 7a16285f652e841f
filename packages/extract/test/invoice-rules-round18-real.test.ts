/**
 * Rules of the eighteenth round (#11, real invoices from accounting programs not met before), each on an invented page
 * (test/support/cell-pages.ts) and each failing without its step. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('a bold label closed by a currency sign beside the amount to pay', () => {
  it('is no seller name ("Remit $" set bold under the totals)', () => {
    // the letterhead set plain, with no VAT id under it: the bold label at the foot was the only text standing out
    const r = inv([
      [40, 40, 'Harrow Lane Joinery'],
      [54, 40, '12 Mill Road, Bristol BS1 4QT'],
      [96, 330, 'Invoice 2024-118'],
      [140, 40, 'Bill to:'],
      [154, 40, 'Copperfield Cafe Ltd'],
      [168, 40, '8 Quay Street, Bristol BS1 2AB'],
      [240, 40, 'Description'], right(240, 540, 'Amount'),
      [260, 40, 'Oak shelving, fitted'], right(260, 540, '640.00'),
      [276, 40, 'Counter repair'], right(276, 540, '180.00'),
      [310, 380, 'Subtotal'], right(310, 540, '820.00'),
      [326, 380, 'VAT 20%'], right(326, 540, '164.00'),
      [342, 380, 'Remit $', 10, true], right(342, 540, '984.00'),
    ]);
    expect(r.seller.name).not.toBe('Remit $');
    expect(r.lineItems.map((it) => it.amount)).toEqual([640, 180]);
  });

  it('is no seller name in Italian either ("Pagare €")', () => {
    const r = inv([
      [40, 40, 'Officina Grandi'],
      [54, 40, 'Via dei Tigli 14, 75100 Matera'],
      [96, 330, 'Fattura n° 41 del 12/05/2024'],
      [140, 330, 'Spett.le:'],
      [154, 330, 'Cartiera Lucana srl'],
      [168, 330, 'Via Appia 3, 75015 Pisticci (MT)'],
      [240, 40, 'Voce'], right(240, 540, 'Importo €'),
      [260, 40, 'Assistenza sistemistica marzo'], right(260, 540, '220,00'),
      [276, 40, 'Rinnovo dominio e posta'], right(276, 540, '90,00'),
      [310, 380, 'Imponibile'], right(310, 540, '310,00'),
      [342, 380, 'Pagare €', 10, true], right(342, 540, '310,00'),
    ]);
    expect(r.seller.name).not.toBe('Pagare €');
  });
});

describe('a letterhead set flush right over its VAT id', () => {
  it('names the seller: its lines end, not start, at one edge', () => {
    // a one-person business's spreadsheet invoice: name, address and VAT id right-aligned at the top right, the buyer
    // under "Spett.le:" at the left; the name, in body type and without a legal form, stood out by nothing else
    const r = inv([
      right(40, 540, 'Studio Lanterna di Marta Fenici'),
      right(54, 540, 'Via dei Tigli 14 75100 Matera'),
      right(68, 540, 'C.F: FNCMRT80A41F052X'),
      right(82, 540, 'P.IVA: 01987650772'),
      right(110, 540, 'Fattura n° 41 del 12/05/2024'),
      [140, 40, 'Spett.le:'],
      [154, 40, 'Cartiera Lucana srl'],
      [168, 40, 'Via Appia 3'],
      [182, 40, '75015 Pisticci (MT)'],
      [196, 40, 'Partita Iva: 01445560771'],
      [240, 40, 'Voce'], [240, 420, 'IVA'], right(240, 540, 'Importo €'),
      [260, 40, 'Assistenza sistemistica marzo'], [260, 420, 'ES'], right(260, 540, '220,00'),
      [276, 40, 'Rinnovo dominio e posta'], [276, 420, 'ES'], right(276, 540, '90,00'),
      [310, 380, 'Imponibile'], right(310, 540, '310,00'),
      [326, 380, 'Totale'], right(326, 540, '310,00'),
    ]);
    expect(r.seller.name).toBe('Studio Lanterna di Marta Fenici');
    expect(r.buyer.name).toBe('Cartiera Lucana srl');
  });
});
