/**
 * Rules of the twenty-second round (#11, real invoices printed by ERP and accounting packages nobody here had seen: a
 * US-style template translated into Spanish, an accounting package's vendor bill, a Slovak billing module's proforma,
 * a ledger package's invoice naming its currency in a closing sentence), each on an invented page
 * (test/support/cell-pages.ts) and each failing without its step. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('a US-style template translated into Spanish (lexicon es)', () => {
  const bill: Cell[] = [
    [40, 40, 'FACTURA', 16, true],
    [60, 40, 'Talleres Orbe'], [60, 420, 'FECHA'],
    [74, 40, 'Calle Mayor 8'], [74, 420, '2031/03/14'],
    [88, 40, '28013 Madrid'],
    [130, 40, 'COBRAR A', 10, true], [130, 260, 'ENVÍE A', 10, true],
    [144, 40, 'Lucía Ferrer'], [144, 260, 'Lucía Ferrer'],
    [158, 40, 'Avenida del Puerto 41'], [158, 260, 'Avenida del Puerto 41'],
    [172, 40, '46021 Valencia'], [172, 260, '46021 Valencia'],
    [210, 40, 'DESCRIPCIÓN'], right(210, 330, 'CANTIDAD'), right(210, 440, 'PRECIO UNITARIO'), right(210, 560, 'TOTAL'),
    [226, 40, 'Cuaderno A5'], right(226, 330, '40'), right(226, 440, '2.50'), right(226, 560, '100.00'),
    [240, 40, 'Carpeta de anillas'], right(240, 330, '20'), right(240, 440, '4.00'), right(240, 560, '80.00'),
    [280, 360, 'TOTAL PARCIAL'], right(280, 560, '180.00'),
    [294, 360, 'DESCUENTO'], right(294, 560, '0.00'),
    [308, 360, 'TASA DE IMPUESTO'], right(308, 560, '21,00%'),
    [322, 360, 'TOTAL IMPUESTOS'], right(322, 560, '37.80'),
    [336, 360, 'ENVÍO/MANIPULACIÓN'], right(336, 560, '12.20'),
    [350, 360, 'Saldo adeudado'], right(350, 560, '230.00'),
  ];
  it('read "Total parcial" as the net, "Total impuestos" as the tax and "Saldo adeudado" as the amount due', () => {
    const r = inv(bill);
    expect(r.totals.net).toBe(180);
    expect(r.totals.tax).toBe(37.8);
    expect(r.totals.gross).toBe(230);
    expect(r.totals.due).toBe(230);
  });
  it('read the block under "Cobrar a" as the buyer, not its heading', () => {
    const r = inv(bill);
    expect(r.buyer.name).toBe('Lucía Ferrer');
  });
});

describe("an accounting package's vendor bill (lexicon en)", () => {
  it('read the number after the title "Vendor Bill"', () => {
    const r = inv([
      [40, 40, 'Brightwater Supplies'], [54, 40, '12 Harbour Road'], [68, 40, 'Leeds LS1 4AB'],
      [120, 40, 'Vendor Bill BILL/2031/0042', 16, true],
      [140, 40, 'Bill Date:'], [154, 40, '05/02/2031'],
      [190, 40, 'Description'], right(190, 380, 'Quantity'), right(190, 460, 'Unit Price'), right(190, 560, 'Amount'),
      [206, 40, 'Packing tape'], right(206, 380, '10.000'), right(206, 460, '3.20'), right(206, 560, '32.00'),
      [240, 380, 'Total'], right(240, 560, '32.00'),
    ]);
    expect(r.number).toBe('BILL/2031/0042');
  });
});

describe('Slovak invoices (lexicon sk)', () => {
  const proforma: Cell[] = [
    [40, 400, 'Zálohová faktúra', 14, true], [56, 400, 'ZF31000042'],
    [90, 40, 'DODÁVATEĽ:'], [90, 320, 'ODBERATEĽ:'],
    [104, 40, 'Kvetinárstvo Ruža s.r.o.'], [104, 320, 'Marek Hudák'],
    [118, 40, 'Hlavná 12'], [118, 320, 'Lipová 7'],
    [132, 40, '040 01 Košice'], [132, 320, '974 01 Banská Bystrica'],
    [146, 40, 'IČ DPH: SK2020123459'],
    [180, 40, 'Dátum vystavenia:'], [180, 180, '3. 5. 2031'], [180, 320, 'Dátum splatnosti:'], [180, 460, '17. 5. 2031'],
    [194, 40, 'Dátum dodania:'], [194, 180, '3. 5. 2031'], [194, 320, 'Čiastka k úhrade:'], right(194, 560, '36,00 €'),
    [230, 40, 'NÁZOV POLOŽKY'], right(230, 300, 'MNOŽSTVO'), right(230, 400, 'CENA ZA KUS'), right(230, 460, 'DPH'), right(230, 560, 'CELKOM S DPH'),
    [246, 40, 'Kytica tulipánov'], right(246, 300, '2 ks'), right(246, 400, '12,50 €'), right(246, 460, '20 %'), right(246, 560, '30,00 €'),
    [260, 40, 'Doručenie'], right(260, 300, '1 ks'), right(260, 400, '5,00 €'), right(260, 460, '20 %'), right(260, 560, '6,00 €'),
    [300, 360, 'Celkom bez DPH'], right(300, 560, '30,00 €'),
    [314, 360, 'DPH spolu'], right(314, 560, '6,00 €'),
    [328, 360, 'Celkom s DPH'], right(328, 560, '36,00 €'),
  ];
  it('read the dates, the totals ("Celkom bez DPH", "DPH spolu", "Čiastka k úhrade") and each line\'s quantity and price', () => {
    const r = inv(proforma);
    expect(r.number).toBe('ZF31000042');
    expect(r.issueDate).toBe('2031-05-03');
    expect(r.dueDate).toBe('2031-05-17');
    expect(r.totals.net).toBe(30);
    expect(r.totals.tax).toBe(6);
    expect(r.totals.due).toBe(36);
    expect(r.lineItems.map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual([[2, 12.5, 30], [1, 5, 6]]);
  });
});

describe('a currency named after its label by a less common code', () => {
  const withSentence = (sentence: string): Cell[] => [
    [40, 40, 'INVOICE', 16, true], [60, 40, 'Invoice #'], [60, 140, 'SI-0042'],
    [100, 40, 'Description'], right(100, 460, 'Price'), right(100, 560, 'Amount'),
    [116, 40, 'Site survey'], right(116, 460, '1500.00'), right(116, 560, '1500.00'),
    [150, 380, 'Balance Due'], right(150, 560, '1500.00'),
    [180, 40, sentence],
  ];
  it('read "All prices in LKR." as the currency (a closing sentence, the code with its full stop)', () => {
    expect(inv(withSentence('All prices in LKR.')).currency).toBe('LKR');
  });
  it('read "Amounts in NPR." as the currency', () => {
    expect(inv(withSentence('Amounts in NPR.')).currency).toBe('NPR');
  });
});
