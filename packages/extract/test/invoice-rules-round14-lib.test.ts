/**
 * Rules of the fourteenth round (#11), each on an invented page (test/support/cell-pages.ts): what invoices printed by
 * invoicing programs and libraries taught (totals rows across the item columns, bracketed tax phrases, a charge after
 * the tax, party headings and keys of such layouts).
 */
import { describe, expect, it } from 'vitest';
import { foldKeep, matchLabel } from '../src/invoice/labels.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('totals: a totals row printed across the item columns', () => {
  it('"Invoice total | net | VAT | gross" under the columns of the same names: net, tax and gross', () => {
    const r = inv([
      [40, 40, 'Facture'],
      [60, 40, 'N° de facture 2026-0031'],
      [72, 40, 'Date de facturation 12/03/2026'],
      [200, 40, 'Description'],
      [200, 240, 'Unités'],
      [200, 300, 'Tarif'],
      [200, 370, 'Total HT'],
      [200, 440, 'TVA (20%)'],
      [200, 510, 'Total TTC'],
      [216, 40, 'Conseil et audit'],
      right(216, 270, '4'),
      right(216, 350, '350,00 €'),
      right(216, 420, '1 400,00 €'),
      right(216, 490, '280,00 €'),
      right(216, 560, '1 680,00 €'),
      [240, 40, 'Total de la facture'],
      right(240, 420, '1 400,00 €'),
      right(240, 490, '280,00 €'),
      right(240, 560, '1 680,00 €'),
    ]);
    expect(r.totals).toMatchObject({ net: 1400, tax: 280, gross: 1680, due: 1680 });
  });

  it('a rate column between the net and the tax ("Total 350.00 | 24.00 | 84.00 | 434.00"): the figures that add up', () => {
    const r = inv([
      [40, 40, 'Invoice no. 2026-118'],
      [52, 40, 'Invoice date 2026-04-02'],
      [200, 40, 'Product'],
      [200, 300, 'Net'],
      [200, 370, 'VAT %'],
      [200, 430, 'VAT'],
      [200, 500, 'Gross'],
      [216, 40, 'Consulting services'],
      right(216, 340, '350.00'),
      right(216, 400, '24.00'),
      right(216, 460, '84.00'),
      right(216, 540, '434.00'),
      [240, 40, 'Total'],
      right(240, 340, '350.00'),
      right(240, 400, '24.00'),
      right(240, 460, '84.00'),
      right(240, 540, '434.00'),
    ]);
    expect(r.totals).toMatchObject({ net: 350, tax: 84, gross: 434 });
  });
});

describe('totals: labels of invoicing layouts', () => {
  it('a gross label with its inclusive-tax phrase in brackets before the colon ("Total (including tax):")', () => {
    const r = inv([
      [40, 40, 'Invoice ID: 2026-0210'],
      [52, 40, 'Invoice Issue Date: 2026/02/10'],
      [200, 380, 'Amount: 5000 USD'],
      [216, 380, 'VAT: 500 USD'],
      [232, 380, 'Total (including tax): 5500 USD'],
    ]);
    expect(r.totals).toMatchObject({ tax: 500, gross: 5500, due: 5500 });
  });

  it('a charge printed after the tax ("Shipping") does not turn into tax: the printed tax stands', () => {
    const r = inv([
      [40, 40, 'Invoice no. 2026-4410'],
      [52, 40, 'Invoice date: 2026-02-14'],
      [200, 40, 'Description'],
      [200, 380, 'Qty'],
      [200, 440, 'Price'],
      [200, 510, 'Sub total'],
      [216, 40, 'Service A'],
      right(216, 400, '2'),
      right(216, 480, '50.00'),
      right(216, 550, '100.00'),
      [240, 380, 'Taxable amount'],
      right(240, 550, '100.00'),
      [254, 380, 'Total taxes'],
      right(254, 550, '15.00'),
      [268, 380, 'Shipping'],
      right(268, 550, '9.99'),
      [282, 380, 'Total amount'],
      right(282, 550, '124.99'),
    ]);
    expect(r.totals).toMatchObject({ net: 100, tax: 15, gross: 124.99, due: 124.99 });
  });

  it('with no total label, the amount due states the gross (nothing prepaid): "Subtotal · Tax Rate 0% · Amount Due"', () => {
    const r = inv([
      [40, 40, 'Invoice Number 123'],
      [52, 40, 'Issue Date March 25, 2026'],
      [200, 40, 'Item'],
      [200, 180, 'Unit Cost'],
      [200, 320, 'Quantity'],
      [200, 450, 'Amount'],
      [216, 40, 'Subscription'],
      right(216, 220, '$19.00'),
      right(216, 330, '1'),
      right(216, 490, '$19.00'),
      [240, 320, 'Subtotal'],
      right(240, 490, '$19.00'),
      [254, 320, 'Tax Rate'],
      right(254, 490, '0%'),
      [268, 320, 'Amount Due'],
      right(268, 490, '$19.00'),
    ]);
    expect(r.totals).toMatchObject({ net: 19, tax: 0, gross: 19, due: 19 });
  });

  it('Polish: the statutory issue-date label with its article reference before the colon', () => {
    const r = inv([
      [40, 380, 'Numer faktury'],
      [52, 380, 'FV 14/2026'],
      [90, 40, 'Data dokonania lub zakończenia dostawy towarów: 2026-03-28'],
      [104, 40, 'Data wystawienia, z zastrzeżeniem art. 106na ust. 1 ustawy: 2026-03-31'],
    ]);
    expect(r.issueDate).toBe('2026-03-31');
  });

  it('Polish: "Kwota należności ogółem" is the gross, "Kwota netto" / "Kwota brutto" heads of a VAT summary', () => {
    const whole = (text: string, kind: 'net' | 'gross') => {
      const f = foldKeep(text);
      const m = matchLabel(f, kind);
      return m && m.start === 0 ? f.slice(m.start, m.end) : null;
    };
    expect(whole('Kwota należności ogółem', 'gross')).toBe(foldKeep('Kwota należności ogółem'));
    expect(whole('Kwota netto', 'net')).toBe('kwota netto');
    expect(whole('Kwota brutto', 'gross')).toBe('kwota brutto');
  });
});

describe('parties: headings and keys of invoicing layouts', () => {
  it('"Recipient | Biller" (and "Invoice Recipient") head the two party columns', () => {
    for (const buyerHead of ['Recipient', 'Invoice Recipient']) {
      const r = inv([
        [40, 40, 'Invoice'],
        [56, 40, 'Invoice ID: 2026-0042'],
        [68, 40, 'Issuing Date: 2026-03-10'],
        [120, 40, buyerHead],
        [120, 320, 'Biller'],
        [134, 40, 'Harriet Quill'],
        [134, 320, 'Oskar Lindqvist'],
        [146, 40, 'Meadow Lane 4'],
        [146, 320, 'Harbour Road 17'],
        [158, 40, 'Riverton 12345'],
        [158, 320, 'Riverton 12346'],
      ]);
      expect(r.seller.name).toBe('Oskar Lindqvist');
      expect(r.buyer.name).toBe('Harriet Quill');
    }
  });

  it('"Customer | My Client" over "Invoice Number": the value right of the key is the buyer, not the next key', () => {
    const r = inv([
      [40, 40, 'INVOICE', 26],
      [40, 378, 'Invoice Date'],
      [52, 378, '14 Sep 2026'],
      [300, 40, 'Hourly work 10 h'],
      right(300, 560, '$800.00'),
      [320, 440, 'TOTAL USD'],
      right(320, 560, '$800.00'),
      [500, 40, 'PAYMENT ADVICE', 22],
      [500, 378, 'Customer'],
      [500, 475, 'Quarry Hill Partners'],
      [514, 378, 'Invoice Number'],
      [514, 475, 'INV-0107'],
    ]);
    expect(r.buyer.name).toBe('Quarry Hill Partners');
  });

  it('a receipt: "Receipt Number" is the number and the title "Receipt" is no seller', () => {
    const r = inv([
      [33, 36, 'Receipt', 16, true],
      [71, 36, 'Receipt Number 4471'],
      [83, 36, 'Date paid March 25, 2026'],
      [133, 36, 'Fernbrook Supplies LLC', 8, true],
      [133, 349, 'Bill To', 8, true],
      [142, 36, '12 Orchard Street'],
      [142, 349, 'Lakeside Dental Group'],
      [151, 36, 'Springfield, IL 62701'],
      [151, 349, '400 Shore Drive'],
      [160, 349, 'Madison, WI 53703'],
    ]);
    expect(r.number).toBe('4471');
    expect(r.seller.name).toBe('Fernbrook Supplies LLC');
  });

  it('"Serial No." over the invoice date names the document\'s number', () => {
    const r = inv([
      [40, 40, 'INVOICE', 20],
      [40, 400, 'Serial No. 00421/NOR'],
      [54, 400, 'Invoice date: 2026-02-14'],
    ]);
    expect(r.number).toBe('00421/NOR');
  });
});

describe('item tables printed in sections', () => {
  it('hours under one header, expenses under another with the same amount column: both sections are items', () => {
    const r = inv([
      [40, 40, 'INVOICE'],
      [60, 380, 'INV# INV0042'],
      [72, 380, 'INV DATE 2026/01/15'],
      [200, 78, 'ITEM'],
      [200, 129, 'DESCRIPTION'],
      [200, 268, 'HRS'],
      [200, 355, 'RATE(£/HR)'],
      [200, 452, 'SUB TOTAL(£)'],
      [230, 91, '1'],
      [230, 134, 'Garden design'],
      right(230, 285, '12'),
      right(230, 402, '45.00'),
      right(230, 507, '540.00'),
      [270, 78, 'EXPENSE'],
      [270, 149, 'DESCRIPTION'],
      [270, 279, 'QTY'],
      [270, 351, 'UNIT PRICE(£)'],
      [270, 452, 'SUB TOTAL(£)'],
      [300, 103, '1'],
      [300, 166, 'Topsoil bags'],
      right(300, 294, '3'),
      right(300, 406, '8.00'),
      right(300, 504, '24.00'),
      [340, 349, 'Total', 12],
      right(340, 513, '£564.00', 12),
    ]);
    expect(r.lineItems.map((l) => l.amount)).toEqual([540, 24]);
    expect(r.lineItems[0]!.description).toContain('Garden design');
    expect(r.totals).toMatchObject({ gross: 564 });
  });
});

describe('parties: payee headings, right-aligned blocks, a signature\'s closing', () => {
  it('"Pay To:" heads the seller\'s block, "Payable To <name>" names it on its line', () => {
    const a = inv([
      [40, 400, 'INVOICE'],
      [56, 400, 'Invoice #: 1001'],
      [68, 400, 'Invoice Date: August 28, 2026'],
      [120, 40, 'Bill To:'],
      [134, 40, 'Hollow Pine Studio Inc.'],
      [146, 40, '12 Cedar Street'],
      [158, 40, 'Portland, OR 97201'],
      [190, 40, 'Pay To:'],
      [204, 40, 'Ravi Menon'],
      [216, 40, '456 Developer Lane'],
      [228, 40, 'Code City, CA 94016'],
    ]);
    expect(a.seller.name).toBe('Ravi Menon');
    expect(a.buyer.name).toBe('Hollow Pine Studio Inc.');
    const b = inv([
      [60, 400, 'Invoice No. 77'],
      [72, 400, 'Invoice Date: May 7, 2026'],
      [153, 328, 'Payable To Northgate Applied Research'],
      [167, 388, 'Company'],
      [180, 388, '123 Anywhere St'],
      [194, 388, 'Sometown, ST 12345'],
    ]);
    expect(b.seller.name).toBe('Northgate Applied Research');
  });

  it('a party label at the right edge over a right-aligned block: the lines that end where the label ends', () => {
    const r = inv([
      [62, 66, 'INVOICE', 30],
      [62, 435, 'Invoice #: 123'],
      [85, 435, 'Created: 2026-01-01'],
      [154, 66, 'INVOICE FROM', 8],
      right(154, 546, 'INVOICE TO', 8),
      [170, 66, 'Marlow Instruments Ltd', 12],
      right(170, 546, 'Bluefin Harbour Corp.', 12),
      [188, 66, 'Brevort Lake Rd 1234', 12],
      right(188, 546, '123 Queen Victoria St', 12),
      [206, 66, 'Allenville, Michigan 49760', 12],
      right(206, 546, 'London EC4N 4SA', 12),
    ]);
    expect(r.buyer.name).toBe('Bluefin Harbour Corp.');
  });

  it('"For <name>" over the signatory, where the letterhead prints the name: the name without "For"', () => {
    const r = inv([
      [51, 268, 'Harbourline Traders', 7.5],
      [68, 250, '45-97, Lake Road, Pune', 7.5],
      [85, 273, 'Maharashtra, India', 7.5],
      [102, 286, '411001', 7.5],
      [118, 261, 'GSTN: 27ABCXYZ123', 7.5],
      [145, 44, 'Bill to:', 7.5, true],
      [145, 444, 'Invoice No.', 7.5],
      [145, 510, '29202411003', 7.5],
      [157, 44, 'Sakura Foods', 7.5],
      [157, 466, 'Date', 7.5],
      [157, 516, '01-12-2026', 7.5],
      [168, 44, '36A, Hill Street, Pune', 7.5],
      [179, 44, 'Maharashtra, India', 7.5],
      [191, 44, '411002', 7.5],
      [202, 44, 'GSTN: 27PQRLMN987', 7.5],
      [226, 42, 'Invoice Summary', 11.3, true],
      [262, 57, 'SL. No', 7.5, true],
      [262, 214, 'Item', 7.5, true],
      [262, 368, 'Quantity', 7.5, true],
      [262, 437, 'Unit Price', 7.5, true],
      [262, 509, 'Amount', 7.5, true],
      [273, 67, '1', 7.5],
      [273, 192, 'Basmati rice 5 kg', 7.5],
      right(273, 388, '100', 7.5),
      right(273, 457, '10', 7.5),
      right(273, 530, '1000', 7.5),
      [312, 487, 'Subtotal: 1000', 7.5],
      [329, 503, 'GST: 12%', 7.5],
      [346, 496, 'Total: 1120', 7.5],
      [384, 42, 'For Harbourline Traders', 7.5, true],
      [401, 42, 'Authorized Signatory', 7.5],
    ]);
    expect(r.seller.name).toBe('Harbourline Traders');
  });
});

describe('item tables of time-tracking invoices', () => {
  it('"Project | Hours | Rate | Amount": the project is the line\'s description', () => {
    const r = inv([
      [40, 400, 'INVOICE'],
      [56, 400, 'Invoice #: 1001'],
      [68, 400, 'Invoice Date: August 28, 2026'],
      [300, 60, 'Project'],
      [300, 280, 'Hours'],
      [300, 380, 'Rate'],
      [300, 480, 'Amount'],
      [316, 60, 'Phase 2 redesign'],
      right(316, 310, '24.50'),
      right(316, 410, '$75.00'),
      right(316, 530, '$1837.50'),
      [330, 60, 'Phase 3 support'],
      right(330, 310, '18.00'),
      right(330, 410, '$85.00'),
      right(330, 530, '$1530.00'),
      [354, 380, 'TOTAL'],
      right(354, 530, '$3367.50'),
    ]);
    expect(r.lineItems.map((l) => l.description)).toEqual(['Phase 2 redesign', 'Phase 3 support']);
  });
});

describe('parties in a form whose colons are set apart', () => {
  it('"Seller | : <name>" over "Address | : <street>": the name is the value right of the label, without its colon', () => {
    const r = inv([
      [51, 31, 'INVOICE', 22, true],
      [86, 31, 'nr 7/14.03.2026', 13],
      [157, 31, 'Seller', 10, true],
      [157, 90, ': QUILLFEATHER STUDIO', 10, true],
      [157, 300, 'Buyer', 10, true],
      [157, 359, ': NORTHWIND TRADING SP. Z O.O.', 10, true],
      [174, 31, 'Address'],
      [174, 90, ': Calm Street 1/1, 00-950 Warszawa'],
      [174, 300, 'Address'],
      [174, 360, ': Long Street 1, 80-001 Gdańsk'],
      [191, 31, 'Phone'],
      [191, 90, ': +48 600 100 200'],
      [256, 31, 'Date of issue'],
      [256, 120, ': 2026-03-14'],
    ]);
    expect(r.seller.name).toBe('QUILLFEATHER STUDIO');
    expect(r.buyer.name).toBe('NORTHWIND TRADING SP. Z O.O.');
  });
});

