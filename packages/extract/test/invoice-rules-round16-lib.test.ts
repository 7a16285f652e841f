/**
 * Rules of the sixteenth round (#11), each on an invented page (test/support/cell-pages.ts): what invoices printed by
 * invoicing programs and libraries not met before taught (bilingual labels with a bracketed gloss, party headings of
 * such layouts, invisible characters inside a label, the Spanish and Portuguese grand totals). Every name, number and
 * address is invented.
 */
import { describe, expect, it } from 'vitest';
import { detectCurrency } from '../src/invoice/currency.js';
import { detectConvention } from '../src/invoice/numbers.js';
import { understandInvoice } from '../src/invoice/understand.js';
import type { PageModel } from '../src/types.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('fields: a bracketed gloss of the same field before the colon', () => {
  const bilingual = (dueLabel: string): Cell[] => [
    [40, 40, 'Dodavatel (Supplier):'],
    [40, 200, 'Kovo Vrba s.r.o., Lipová 12, 602 00 Brno'],
    [60, 40, 'Odběratel (Client):'],
    [60, 200, 'Pekárna Novák a.s.'],
    [100, 40, 'Daňový doklad č. (Invoice No): 2026004417'],
    [100, 330, dueLabel],
    [100, 520, '14.4.2026'],
    [112, 40, 'Variabilní symbol: 77120394'],
    [112, 330, 'Datum vystavení faktury (invoice date):'],
    [112, 520, '31.3.2026'],
    [160, 40, 'Celkem (total):'],
    right(160, 400, '12 100.00'),
    [172, 40, 'Uhrazeno (paid):'],
    right(172, 400, '-12 100.00'),
    [184, 40, 'Celkem k úhradě (to be paid):'],
    right(184, 400, '0.00'),
  ];

  it('"Daňový doklad č. (Invoice No): 2026004417": the number right of the gloss, not the payment reference', () => {
    const r = inv(bilingual('Datum splatnosti faktury (payment date):'));
    expect(r.number).toBe('2026004417');
  });

  it('"Datum splatnosti faktury (payment date):" is the due date; "(invoice date)" the date of issue', () => {
    const r = inv(bilingual('Datum splatnosti faktury (payment date):'));
    expect(r.dueDate).toBe('2026-04-14');
    expect(r.issueDate).toBe('2026-03-31');
  });

  it('"Celkem k úhradě (to be paid): 0.00": the amount still due', () => {
    const r = inv(bilingual('Datum splatnosti faktury (payment date):'));
    expect(r.totals.due).toBe(0);
  });

  it('a bracketed qualifier of another field still makes another label ("Total (excl. VAT): 500.00" is no gross)', () => {
    const r = inv([
      [40, 40, 'Invoice no. 2026-88'],
      [52, 40, 'Invoice date 2026-03-02'],
      [120, 300, 'Total (excl. VAT):'],
      right(120, 520, '500.00'),
      [132, 300, 'VAT 20 %:'],
      right(132, 520, '100.00'),
      [144, 300, 'Total:'],
      right(144, 520, '600.00'),
    ]);
    expect(r.totals.gross).toBe(600);
  });
});

describe('parties: invoicing libraries’ headings', () => {
  it('"Provider" over the seller, "Purchaser" over the buyer, side by side', () => {
    const r = inv([
      [40, 40, 'Invoice'],
      [40, 450, 'NO. 2026000017'],
      [80, 50, 'Provider'],
      [80, 300, 'Purchaser'],
      [100, 50, 'Mara Lindqvist'],
      [100, 300, 'Oren Baptiste'],
      [112, 50, '12 Juniper Row'],
      [112, 300, '40 Quarry Lane'],
      [124, 50, 'Springfield, IL 62704'],
      [124, 300, 'Dayton, OH 45402'],
      [160, 300, 'Issue date'],
      [160, 480, '03/02/2026'],
      [220, 50, 'Item'],
      [220, 300, 'Quantity'],
      [220, 480, 'Amount'],
      [240, 50, 'Garden design'],
      right(240, 340, '4'),
      right(240, 540, '$ 480'),
      [280, 420, 'Total:'],
      right(280, 540, '$ 480'),
    ]);
    expect(r.seller.name).toBe('Mara Lindqvist');
    expect(r.buyer.name).toBe('Oren Baptiste');
  });
});

describe('text: invisible characters inside a word', () => {
  it('a zero-width space after "Rechnung" leaves "Rechnung Nr. 17" a number label', () => {
    const p: PageModel = page(1, [
      [40, 40, 'Holzbau Ferner GmbH'],
      [120, 40, 'Rechnungsdatum: 2026-03-04'],
      [160, 40, 'Rechnung\u200b Nr. 17'],
      [220, 300, 'Gesamtbetrag Brutto:'],
      right(220, 520, '1.200,00 €'),
    ]);
    const r = understandInvoice([p]);
    expect(r.number).toBe('17');
  });
});

describe('totals: Spanish and Portuguese grand totals', () => {
  it('"Total General: 39721600.00" (es) and "Total Geral: R$ 222.50" (pt) are the gross', () => {
    const es = inv([
      [40, 40, 'Factura de venta'],
      [60, 40, 'Fecha: 2026-05-10'],
      [100, 40, 'Producto'],
      [100, 300, 'Cantidad'],
      [100, 450, 'Total'],
      [116, 40, 'Cemento gris'],
      right(116, 340, '4'),
      right(116, 500, '31600.00'),
      [140, 300, 'Total General: 31600.00'],
    ]);
    expect(es.totals.gross).toBe(31600);
    const pt = inv([
      [40, 40, 'Fatura de serviços'],
      [60, 40, 'Data: 01/07/2026'],
      [100, 40, 'Descrição'],
      [100, 300, 'Quantidade'],
      [100, 450, 'Total'],
      [116, 40, 'Tarifa básica'],
      right(116, 340, '1'),
      right(116, 500, 'R$ 222.50'),
      [140, 300, 'Total Geral:'],
      right(140, 500, 'R$ 222.50'),
    ]);
    expect(pt.totals.gross).toBe(222.5);
  });

  it('a row of column sums "Totales | 954.00 | 12680.00" under "Descuento | Total": the last is the gross', () => {
    const r = inv([
      [40, 40, 'FACTURA'],
      [52, 40, 'Número: 5521'],
      [64, 40, 'Fecha de emisión: 02/02/2026'],
      [100, 40, 'Cantidad'],
      [100, 120, 'Descripción'],
      [100, 360, 'Descuento'],
      [100, 480, 'Total'],
      right(116, 70, '2'),
      [116, 120, 'Monitor de 24 pulgadas'],
      right(116, 400, '954.00'),
      right(116, 520, '12680.00'),
      [132, 200, 'Totales'],
      right(132, 400, '954.00'),
      right(132, 520, '12680.00'),
    ]);
    expect(r.totals.gross).toBe(12680);
  });
});

describe('numbers: a dash for the cents', () => {
  it('"Kč 12.100,-" makes the comma the decimal separator, so "Kč 1.000" is a thousand', () => {
    expect(detectConvention(['Kč 1.000', 'Kč 9.000', 'Celkem: Kč 12.100,-'])).toBe('comma');
    expect(detectConvention(['$ 1,000', 'Total: $ 12,100.-'])).toBe('dot');
    // (no dash, no evidence: the fallback)
    expect(detectConvention(['Kč 1.000', 'Kč 9.000'], 'dot')).toBe('dot');
  });

  it('a bilingual page whose figures are all thousands: the items and totals read in thousands', () => {
    const r = inv([
      [40, 40, 'Faktura'],
      [40, 450, 'č. 2026000031'],
      [52, 40, 'Invoice'],
      [200, 40, 'Položka'],
      [200, 250, 'Počet'],
      [200, 450, 'Celkem bez daně'],
      [212, 40, 'Item'],
      [212, 250, 'Quantity'],
      [212, 450, 'Amount'],
      [232, 40, 'Montáž regálů'],
      right(232, 280, '3'),
      right(232, 530, 'Kč 6.000'),
      [300, 300, 'Cena bez daně:'],
      right(300, 530, 'Kč 6.000'),
      [312, 300, 'Subtotal:'],
      [330, 300, 'DPH 21 %:'],
      right(330, 530, 'Kč 1.260'),
      [342, 300, 'Tax:'],
      [360, 300, 'Celkem:'],
      right(360, 530, 'Kč 7.260,-'),
      [372, 300, 'Total:'],
    ]);
    expect(r.totals).toMatchObject({ net: 6000, tax: 1260, gross: 7260 });
    expect(r.lineItems.map((l) => l.amount)).toEqual([6000]);
  });
});

describe('line items: Czech column heads', () => {
  it('"Za kus" is the unit price, "Bez DPH" the line amount without the tax (beside "S DPH", the amount with it)', () => {
    const r = inv([
      [40, 40, 'Faktura - daňový doklad'],
      [40, 480, '2026117'],
      [60, 40, 'Datum vystavení: 2026-03-06'],
      [200, 40, 'Označení dodávky'],
      [200, 200, 'Množství'],
      [200, 280, 'Za kus'],
      [200, 350, 'DPH'],
      [200, 400, 'Bez DPH'],
      [200, 480, 'S DPH'],
      [216, 40, 'Stolní lampa'],
      right(216, 240, '3'),
      right(216, 330, '200.00 Kč'),
      [216, 350, '21%'],
      right(216, 460, '600.00 Kč'),
      right(216, 540, '726.00 Kč'),
      [260, 360, 'DPH 21%'],
      right(260, 540, '126.00 Kč'),
      [272, 360, 'BEZ DPH'],
      right(272, 540, '600.00 Kč'),
      [290, 360, 'CELKEM S DPH'],
      right(302, 540, '726.00 Kč'),
    ]);
    expect(r.lineItems).toHaveLength(1);
    expect(r.lineItems[0]).toMatchObject({ description: 'Stolní lampa', quantity: 3, unitPrice: 200, amount: 600 });
  });
});

describe('currency: the złoty without its stroke', () => {
  it('"21,56 zl" is in złoty; a word with "zl" inside is not', () => {
    expect(detectCurrency(['Cena 4.21 zl', 'Suma 21,56 zl'])).toBe('PLN');
    expect(detectCurrency(['Pozlacany ramka 12,00'])).toBeNull();
  });
});

describe('line items: a price note under an item', () => {
  const table = (note: (y: number, price: string) => Cell[]): Cell[] => [
    [40, 40, 'Holzbau Ferner GmbH'],
    [120, 300, 'Rechnungsdatum: 2026-03-04'],
    [160, 40, 'Rechnung Nr. 17'],
    [200, 77, 'Leistung'],
    [200, 227, 'Menge'],
    [200, 378, 'Betrag'],
    [220, 104, 'Dachreparatur'],
    [220, 269, '7 Stunden'],
    [220, 378, '1.050,00€ exkl. USt'],
    ...note(232, '150€'),
    [250, 98, 'Holzlieferung'],
    [250, 273, '15 Stück'],
    [250, 378, '4.500,00€ exkl. USt'],
    ...note(262, '300€'),
    [320, 227, 'Gesamtbetrag Netto:'],
    [320, 396, '5.550,00€'],
    [334, 227, 'USt 20%'],
    [334, 396, '1.110,00€'],
    [348, 227, 'Gesamtbetrag Brutto:'],
    [348, 396, '6.660,00€'],
  ];

  it('"Preis pro Stunde: 150€" under a row is its unit price, and the table goes on', () => {
    const r = inv(table((y, p) => [[y, 250, `Preis pro Stunde: ${p}`]]));
    expect(r.lineItems.map((l) => [l.description, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['Dachreparatur', 7, 150, 1050],
      ['Holzlieferung', 15, 300, 4500],
    ]);
  });

  it('a note whose price does not fit the row stays a line of it, without a unit price', () => {
    const r = inv(table((y) => [[y, 250, 'Preis pro Stunde: 90€']]));
    expect(r.lineItems.map((l) => [l.description, l.unitPrice, l.amount])).toEqual([
      ['Dachreparatur', null, 1050],
      ['Holzlieferung', null, 4500],
    ]);
  });
});

describe('fields: Brazil’s "Nota Fiscal"', () => {
  it('"Nota Fiscal" heading a column of details is the number’s label, not a law’s "Nº." in the footer', () => {
    const r = inv([
      [40, 300, 'COMPANHIA DE ÁGUAS DO NORTE'],
      [100, 40, 'MARIA APARECIDA SOUZA'],
      [100, 260, 'Código Único'],
      [100, 360, 'Nota Fiscal'],
      [100, 460, 'Data Emissão'],
      [112, 260, '0004417-2'],
      [112, 360, '558120934'],
      [112, 460, '12/02/2026'],
      [200, 40, 'Itens Faturados'],
      [200, 480, 'Valor'],
      [216, 40, 'Consumo de água 18 m³'],
      right(216, 520, '96,40'),
      [240, 40, 'Vencimento'],
      [240, 420, 'Valor a Pagar'],
      [252, 40, '02/03/2026'],
      [252, 420, 'R$ 96,40'],
      [300, 40, 'Tributo recolhido por substituição tributária. Lei Nº. 118/2022.'],
    ]);
    expect(r.number).toBe('558120934');
  });
});

describe('parties: a name over its tax id in a national form', () => {
  it('"Brightwave" over "ABN: 51 824 753 556" is the seller, the ABN its tax id', () => {
    const r = inv([
      [40, 40, 'Tax Invoice', 14],
      [56, 40, 'Brightwave'],
      [68, 40, 'ABN: 51 824 753 556'],
      [68, 460, 'PO Box 4410'],
      [80, 400, 'Flinders Lane, VIC 3000'],
      [116, 40, 'To:'],
      [116, 70, 'Harbour Labs Pty Ltd'],
      [116, 440, 'Order date: 14 Mar 26'],
      [128, 440, 'Invoice No. 5531'],
      [170, 40, 'Item purchase'],
      right(170, 300, '$80.00'),
      [200, 40, 'Invoice Total: $80.00'],
    ]);
    expect(r.seller.name).toBe('Brightwave');
    expect(r.seller.vatId).toBe('51824753556');
  });
});

describe('totals: "Total with tax"', () => {
  it('"TOTAL | TOTAL DISCOUNTED | TAX | TOTAL WITH TAX": the last is the gross, the discounted total the net', () => {
    const r = inv([
      [40, 40, 'INVOICE'],
      [52, 40, 'Ref.: 2026-0412'],
      [64, 40, 'Date: 02/03/2026'],
      [100, 40, 'Name'],
      [100, 300, 'Qty'],
      [100, 480, 'Total'],
      [116, 40, 'Oak shelf'],
      right(116, 320, '2'),
      right(116, 540, '€ 1 200.00'),
      [200, 380, 'TOTAL'],
      right(200, 540, '€ 1 200.00'),
      [214, 340, 'TOTAL DISCOUNTED'],
      right(214, 540, '€ 1 000.00'),
      [228, 400, 'TAX'],
      right(228, 540, '€ 200.00'),
      [242, 360, 'TOTAL WITH TAX'],
      right(242, 540, '€ 1 200.00'),
    ]);
    expect(r.totals).toMatchObject({ net: 1000, tax: 200, gross: 1200 });
  });
});
