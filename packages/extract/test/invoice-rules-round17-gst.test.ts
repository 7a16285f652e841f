/**
 * Rules of the seventeenth round (#11) for invoices whose sales tax is printed as several components (India's CGST +
 * SGST or IGST, Canada's GST + PST / HST, a US state + county sales tax), each on an invented page
 * (test/support/cell-pages.ts). Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../src/invoice/numbers.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);
const totals = (r: ReturnType<typeof inv>) => ({ net: r.totals.net, tax: r.totals.tax, gross: r.totals.gross });

const head: Cell[] = [
  [40, 40, 'Kavya Textile Traders'],
  [54, 40, '14 Lotus Market Road, Indore'],
  [40, 400, 'Tax Invoice'],
  [60, 400, 'Invoice No: KT-2291'],
  [74, 400, 'Date: 04-03-2026'],
  [120, 40, 'Bill To'],
  [134, 40, 'Suryansh Weaving Mills'],
];

describe('a currency sign the font could not draw, glued before the figure', () => {
  it('a box, a replacement character or a superscript one before an amount with cents is no part of it', () => {
    expect(parseAmount('\u25a06750.00')).toBe(6750);
    expect(parseAmount('\ufffd1,250.50')).toBe(1250.5);
    expect(parseAmount('\u00b9131.30')).toBe(131.3);
    // (not before a whole number: "¹2" stays no amount)
    expect(parseAmount('\u00b92')).toBeNull();
  });

  it('the totals printed with the box are read', () => {
    const r = inv([
      ...head,
      [200, 40, 'Item Name'],
      [200, 250, 'Quantity'],
      right(200, 380, 'Price/Unit'),
      right(200, 520, 'Amount'),
      [220, 40, 'Cotton yarn cone'],
      [220, 250, '40'],
      right(220, 380, '212.50'),
      right(220, 520, '8500.00'),
      [260, 380, 'Sub Total:'],
      right(260, 520, '\u25a08500.00'),
      [276, 380, 'IGST@12%:'],
      right(276, 520, '\u25a01020.00'),
      [292, 380, 'Total:'],
      right(292, 520, '\u25a09520.00'),
    ]);
    expect(totals(r)).toEqual({ net: 8500, tax: 1020, gross: 9520 });
  });
});

describe('tax components, one line each, with no line for their total', () => {
  // a table whose amount column includes the tax (Rate · GST% · CGST · SGST · Total), then "Total CGST", "Total SGST"
  // and the total: the net is printed nowhere; the items' quantities × prices are it
  const table: Cell[] = [
    ...head,
    [200, 40, 'Description'],
    [200, 200, 'Qty'],
    right(200, 290, 'Rate'),
    right(200, 340, 'GST%'),
    right(200, 400, 'CGST'),
    right(200, 460, 'SGST'),
    right(200, 530, 'Total'),
    [220, 40, 'Printed saree'],
    [220, 200, '6'],
    right(220, 290, '450.00'),
    right(220, 340, '12'),
    right(220, 400, '162.00'),
    right(220, 460, '162.00'),
    right(220, 530, '3024.00'),
    [236, 40, 'Silk dupatta'],
    [236, 200, '4'],
    right(236, 290, '300.00'),
    right(236, 340, '5'),
    right(236, 400, '30.00'),
    right(236, 460, '30.00'),
    right(236, 530, '1260.00'),
    [290, 40, 'Total CGST: 192.00'],
    [306, 40, 'Total SGST: 192.00'],
    [322, 40, 'Total: 4284.00'],
  ];

  it('the components add up to the tax and the gross less them is the items’ net', () => {
    // 6 × 450 + 4 × 300 = 3900; 3900 + 192 + 192 = 4284
    expect(totals(inv(table))).toEqual({ net: 3900, tax: 384, gross: 4284 });
  });

  it('components and a printed rounding before a whole total', () => {
    const r = inv([
      ...head,
      [200, 40, 'Item'],
      [200, 250, 'Qty'],
      right(200, 520, 'Total'),
      [220, 40, 'Brass lamp'],
      [220, 250, '1'],
      right(220, 520, '820.00'),
      [236, 40, 'Cotton runner'],
      [236, 250, '3'],
      right(236, 520, '375.00'),
      [280, 330, 'Subtotal : Rs 1195.00'],
      [296, 330, 'SGST (2.5%) : Rs 29.88'],
      [312, 330, 'CGST (2.5%) : Rs 29.88'],
      [328, 330, 'Round Off : Rs 0.24'],
      [344, 330, 'Grand Total : Rs 1255.00'],
    ]);
    // 1195.00 + 29.88 + 29.88 = 1254.76, rounded by 0.24 to 1255.00
    expect(totals(r)).toEqual({ net: 1195, tax: 59.76, gross: 1255 });
  });
});

describe('a totals row under the table printing only the tax and the gross', () => {
  it('the row’s first amount is the tax when the items add up to the gross less it', () => {
    const r = inv([
      ...head,
      [200, 40, 'Sl. Description'],
      right(200, 330, 'Unit Price'),
      [200, 340, 'Qty'],
      right(200, 410, 'Net Amount'),
      [200, 420, 'Tax Rate'],
      right(200, 500, 'Tax Amount'),
      right(200, 560, 'Total'),
      [220, 40, '1 Steel tiffin box set'],
      right(220, 330, '1,271.19'),
      [220, 340, '1'],
      right(220, 410, '1,271.19'),
      [220, 420, '9% CGST'],
      right(220, 500, '114.41'),
      right(220, 560, '1,500.00'),
      [236, 420, '9% SGST'],
      right(236, 500, '114.40'),
      [260, 40, 'TOTAL:'],
      right(260, 500, '228.81'),
      right(260, 560, '1,500.00'),
    ]);
    expect(totals(r)).toEqual({ net: 1271.19, tax: 228.81, gross: 1500 });
  });
});

describe('party headings of billing apps', () => {
  it('"Billed By" heads the seller’s block as "Billed To" heads the buyer’s', () => {
    const r = inv([
      [40, 40, 'Invoice'],
      [60, 40, 'Invoice No # NB7730'],
      [76, 40, 'Invoice Date Jan 12, 2026'],
      [120, 40, 'Billed By'],
      [120, 360, 'Billed To'],
      [136, 40, 'Neelgiri Badminton Courts'],
      [136, 360, 'Orchid Public School'],
      [152, 40, 'Coimbatore, India'],
      [152, 360, 'Saibaba Colony, Coimbatore'],
      [200, 40, 'Item'],
      right(200, 520, 'Amount'),
      [220, 40, 'Court hire, six hours'],
      right(220, 520, '4,800.00'),
      [260, 360, 'Total (INR)'],
      right(260, 520, '4,800.00'),
    ]);
    expect(r.seller.name).toBe('Neelgiri Badminton Courts');
    expect(r.buyer.name).toBe('Orchid Public School');
  });

  it('"Shop Name:" labels the seller of a shop’s bill', () => {
    const r = inv([
      [40, 240, 'Tax Invoice'],
      [60, 40, 'Date: 11-01-2026'],
      [80, 40, 'Shop Name: Ganga Hardware Stores'],
      [96, 40, 'Shop Address: 9 Station Road'],
      [112, 40, 'Customer Name: Ritesh Malviya'],
      [150, 40, 'Description'],
      [150, 220, 'Quantity'],
      right(150, 360, 'Rate'),
      right(150, 520, 'Total'),
      [170, 40, 'Door hinge'],
      [170, 220, '8'],
      right(170, 360, '45.00'),
      right(170, 520, '360.00'),
      [220, 40, 'Total: 360.00'],
    ]);
    expect(r.seller.name).toBe('Ganga Hardware Stores');
    expect(r.buyer.name).toBe('Ritesh Malviya');
  });
});

describe('a form’s unused item rows', () => {
  it('rows with no description and nothing but zeros are no items', () => {
    const row = (y: number, d: string, q: string, p: string, t: string): Cell[] => [
      ...(d ? [[y, 40, d] as Cell] : []),
      [y, 220, q],
      right(y, 360, p),
      right(y, 520, t),
    ];
    const r = inv([
      ...head,
      [200, 40, 'Description'],
      [200, 220, 'Quantity'],
      right(200, 360, 'Rate'),
      right(200, 520, 'Total'),
      ...row(220, 'Jute bag', '50', '18.00', '900.00'),
      ...row(236, '', '1', '0.00', '0.00'),
      ...row(252, '', '1', '0.00', '0.00'),
      ...row(268, '', '1', '0.00', '0.00'),
      [320, 40, 'Total: 900.00'],
    ]);
    expect(r.lineItems.map((it) => [it.description, it.quantity, it.amount])).toEqual([['Jute bag', 50, 900]]);
  });
});

describe('Canadian sales taxes', () => {
  const canadian = (lang: 'en' | 'fr', rows: Array<[string, string]>) => {
    const cells: Cell[] = [
      [40, 40, 'Cedar Hollow Joinery Ltd'],
      [54, 40, '88 Larch Street, Kamloops BC'],
      [40, 400, lang === 'fr' ? 'Facture' : 'Invoice'],
      [60, 400, lang === 'fr' ? 'Facture no 5120' : 'Invoice No 5120'],
      [74, 400, lang === 'fr' ? 'Date : 2026-02-16' : 'Date: 2026-02-16'],
      [200, 40, 'Description'],
      right(200, 520, lang === 'fr' ? 'Montant' : 'Amount'),
      [220, 40, lang === 'fr' ? 'Pose d’armoires' : 'Cabinet installation'],
      right(220, 520, lang === 'fr' ? '340,00' : '340.00'),
    ];
    rows.forEach(([label, value], i) => {
      cells.push([260 + i * 16, 360, label]);
      cells.push(right(260 + i * 16, 520, value));
    });
    return totals(inv(cells));
  };

  it('GST and PST lines under the items, no subtotal printed, add up to the tax', () => {
    expect(canadian('en', [['GST 5%', '17.00'], ['PST 7%', '23.80'], ['Total', '380.80']])).toEqual({ net: 340, tax: 40.8, gross: 380.8 });
  });

  it('a QST line after the GST line is part of the tax', () => {
    expect(canadian('en', [['Subtotal', '340.00'], ['GST', '17.00'], ['QST', '33.92'], ['Total', '390.92']])).toEqual({ net: 340, tax: 50.92, gross: 390.92 });
  });

  it('the French names, TPS and TVQ, likewise', () => {
    expect(canadian('fr', [['TPS 5 %', '17,00'], ['TVQ 9,975 %', '33,92'], ['Total', '390,92']])).toEqual({ net: 340, tax: 50.92, gross: 390.92 });
  });
});

describe('a rate column per item and amounts that include the tax', () => {
  // "Product | Qty | Price | GST% | Total" and a grand total, no tax line: each total is quantity × price plus its rate
  const bill: Cell[] = [
    [40, 200, 'Shree Ambika Jewellers'],
    [56, 200, 'Sadar Bazar, Karnal'],
    [90, 40, 'Invoice No : SAJ-0418'],
    [90, 420, '09-05-2026'],
    [130, 40, 'Customer'],
    [130, 160, 'Harpreet Sandhu'],
    [180, 40, 'Product'],
    [180, 220, 'Qty'],
    right(180, 360, 'Price'),
    right(180, 420, 'GST%'),
    right(180, 520, 'Total'),
    [200, 40, 'Silver anklet pair'],
    [200, 220, '2'],
    right(200, 360, '4200.00'),
    right(200, 420, '3.00'),
    right(200, 520, '8652.00'),
    [216, 40, 'Gift box'],
    [216, 220, '2'],
    right(216, 360, '150.00'),
    right(216, 420, '18.00'),
    right(216, 520, '354.00'),
    [250, 40, 'Grand Total'],
    right(250, 520, 'Rs. 9006.00'),
  ];

  it('a "GST%" head is the items’ rate column', () => {
    expect(inv(bill).lineItems.map((l) => l.taxRate)).toEqual([3, 18]);
  });

  it('the net is the items’ quantities × prices and the tax the rest of the total', () => {
    // 2 × 4200 + 2 × 150 = 8700; 9006 − 8700 = 306 (3 % of 8400 and 18 % of 300)
    expect(totals(inv(bill))).toEqual({ net: 8700, tax: 306, gross: 9006 });
  });
});

describe('a bill’s number', () => {
  it('"Bill ID:" labels the number of a shop’s bill', () => {
    const r = inv([
      [40, 40, 'TULSI TIFFIN HOUSE INVOICE'],
      [60, 40, 'Bill ID: 4127'],
      [76, 40, 'Order ID: 88'],
      [100, 40, 'Subtotal: 360.0'],
      [116, 40, 'GST: 18.0'],
      [132, 40, 'Total: 378.0'],
    ]);
    expect(r.number).toBe('4127');
  });
});
