/**
 * Rules of the twenty-third round, lead (#11): invoices rendered by PDF-invoice libraries and LaTeX packages nobody here
 * had met — a jsPDF template's "Invoice issued for:" heading, a PDFKit template whose subtotal already includes the tax,
 * "Ref no:" beside the title, a KOMA-letter invoice whose amounts LaTeX sets with a thin space after the decimal comma,
 * "Posten" over the descriptions and "Amount" over the counts. Each rule on an invented page
 * (test/support/cell-pages.ts), each failing without its step. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { resolveInvoiceSettings } from '../src/invoice/settings.js';
import { buildDoc } from '../src/invoice/doc.js';
import { findArithmeticTable } from '../src/invoice/items/arithmetic.js';
import type { PageModel, Word } from '../src/types.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('party headings of invoicing templates (lexicon en, es, it)', () => {
  const sheet = (heading: string): Cell[] => [
    right(40, 560, 'Fenwick Lamps Ltd', 12), right(54, 560, '3 Mill Lane, Derby DE1 3AA'), right(68, 560, '+44 1332 000111'),
    right(82, 560, 'accounts@fenwick.example'), right(100, 560, 'VAT GB 123 4567 89'),
    [130, 40, heading], [144, 40, 'Okapi Studio Ltd'], [158, 40, '77 Canal Street, Leeds LS2 7HZ'], [180, 40, 'hello@okapi.example'],
    right(144, 560, 'Invoice #: 5521'), right(158, 560, 'Invoice Date: 14/09/2031'),
    [190, 40, 'Description'], right(190, 380, 'Quantity'), right(190, 460, 'Price'), right(190, 560, 'Total'),
    [206, 40, 'Desk lamp'], right(206, 380, '2'), right(206, 460, '40.00'), right(206, 560, '80.00'),
    [240, 400, 'Total:'], right(240, 560, '80.00'),
  ];
  it.each(['Invoice issued for:', 'Invoice made out to:', 'Facturado a:', 'Intestata a:'])('reads the block under "%s" as the buyer', (heading) => {
    expect(inv(sheet(heading)).buyer.name).toBe('Okapi Studio Ltd');
  });
  it('does not read "issued for" in a sentence as a heading', () => {
    const r = inv(sheet('Invoice issued for consulting services'));
    expect(r.buyer.name ?? '').not.toMatch(/consulting/);
  });
});

describe('a subtotal that includes the tax (setting taxIncludedInEqualTotals)', () => {
  const cells: Cell[] = [
    [40, 40, 'Quarry Hill Printers', 14, true], [40, 420, 'INVOICE', 14, true],
    [58, 40, '5 Dock Road, Hull HU1 2AB'], [58, 420, 'Invoice No: 7781'],
    [110, 40, 'Bill To'], [124, 40, 'Marsh & Reed Ltd'],
    [190, 40, 'Item'], right(190, 300, 'Qty'), right(190, 380, 'Price'), right(190, 460, 'Tax'), right(190, 560, 'Total'),
    [206, 40, 'Flyer print run'], right(206, 300, '10'), right(206, 380, '10.00'), right(206, 460, '7%'), right(206, 560, '107.00'),
    [240, 380, 'Subtotal'], right(240, 560, '107.00'),
    [256, 380, 'Total Tax'], right(256, 560, '7.00'),
    [272, 380, 'Grand Total'], right(272, 560, '107.00'),
  ];
  it('keeps the printed tax and takes the net as the gross less it', () => {
    const r = inv(cells);
    expect(r.totals.tax).toBe(7);
    expect(r.totals.net).toBe(100);
    expect(r.totals.gross).toBe(107);
  });
  it('reads the tax as 0 with the setting off', () => {
    const r = understandInvoice([page(1, cells)], [], resolveInvoiceSettings({ taxIncludedInEqualTotals: 0 }));
    expect(r.totals.tax).toBe(0);
  });
});

describe('"Ref no:" beside the title (lexicon en, weak)', () => {
  it('reads the number after "Ref no:" when nothing else names it', () => {
    const r = inv([
      [40, 40, 'Tarn Valley Joinery', 14, true], [40, 420, 'INVOICE', 14, true],
      [58, 40, '8 Quay Street, Exeter EX2 4AN'], [58, 420, 'Ref no: #TV-0193'], [72, 420, 'Date: 03/03/2031'],
      [110, 40, 'Bill To'], [124, 40, 'Holt Farm Shop'],
      [190, 40, 'Item'], right(190, 300, 'Qty'), right(190, 380, 'Price'), right(190, 560, 'Total'),
      [206, 40, 'Oak shelf'], right(206, 300, '2'), right(206, 380, '45.00'), right(206, 560, '90.00'),
      [240, 380, 'Total'], right(240, 560, '90.00'),
    ]);
    expect(r.number).toBe('TV-0193');
  });
});

describe('"Deadline:" (lexicon en)', () => {
  const cells = (key: string): Cell[] => [
    [40, 40, 'Invoice', 20, true], [70, 360, 'Hartley Loom Works', 12, true], [84, 360, '9 Weavers Row, Halifax HX1 1AA'],
    [120, 40, 'Fenby Interiors Ltd'], [134, 40, '40 King Street, York YO1 9AB'],
    [120, 360, 'Invoice number: HL-3310'], [134, 360, 'Invoice date: 01.10.2031'], [148, 360, `${key}: 31.10.2031`],
    [190, 40, 'Description'], right(190, 380, 'Item price'), right(190, 460, 'VAT'), right(190, 560, 'Sum'),
    [206, 40, 'Curtain fabric'], right(206, 380, '100.00 GBP'), right(206, 460, '20 %'), right(206, 560, '120.00 GBP'),
    [240, 380, 'Total:'], right(240, 560, '120.00 GBP'),
  ];
  it('reads the date after "Deadline:" as the due date', () => {
    expect(inv(cells('Deadline')).dueDate).toBe('2031-10-31');
  });
  it('does not read a delivery deadline as the due date', () => {
    expect(inv(cells('Delivery deadline')).dueDate).not.toBe('2031-10-31');
  });
});

/** a right-aligned amount set as LaTeX sets it: digit groups and decimals each a thin space (1/6 em) apart */
function thinAmount(y: number, x1: number, groups: string[], size = 10): Word[] {
  const thin = size / 6;
  const widths = groups.map((g) => g.length * size * 0.5);
  let x = x1 - widths.reduce((a, b) => a + b, 0) - thin * (groups.length - 1);
  return groups.map((g, k) => {
    const w: Word = { text: g, x0: x, y0: y, x1: x + widths[k]!, y1: y + size, size, fontName: 'CMR10', bold: false };
    x = w.x1 + thin;
    return w;
  });
}

describe('amounts with a thin space after the decimal comma (setting decimalGapEm)', () => {
  const letter = (): PageModel => {
    const p = page(1, [
      [40, 360, 'Ingrid Albers Übersetzungen', 12, true], [56, 360, 'Gartenweg 3, 79098 Freiburg'],
      [120, 40, 'Weinhaus Korn GmbH'], [134, 40, 'Marktplatz 9'], [148, 40, '55116 Mainz'],
      [200, 40, 'Rechnung Nr. 2031-17'], [200, 420, 'Datum: 12.05.2031'],
      [240, 60, 'Anzahl'], [240, 160, 'Posten'], right(240, 470, 'Einzelpreis'), right(240, 560, 'Preis'),
      [256, 60, '1'], [256, 120, 'Übersetzung Weinkarte'],
      [272, 60, '2'], [272, 120, 'Lektorat Prospekt'],
      [310, 380, 'Nettobetrag'], [326, 380, 'USt 19 %'], [342, 380, 'Gesamtbetrag'],
    ]);
    p.words.push(
      ...thinAmount(256, 470, ['1', '200,', '00']), ...thinAmount(256, 560, ['1', '200,', '00']),
      ...thinAmount(272, 470, ['150,', '00']), ...thinAmount(272, 560, ['300,', '00']),
      ...thinAmount(310, 560, ['1', '500,', '00']), ...thinAmount(326, 560, ['285,', '00']), ...thinAmount(342, 560, ['1', '785,', '00']),
    );
    return p;
  };
  it('reads "1 500, 00" as 1500.00 in the totals and the items', () => {
    const r = understandInvoice([letter()]);
    expect(r.totals.net).toBe(1500);
    expect(r.totals.tax).toBe(285);
    expect(r.totals.gross).toBe(1785);
    expect(r.lineItems.map((l) => l.amount)).toEqual([1200, 300]);
  });
  it('reads "Posten" as the description head, the figures under their own heads (lexicon de)', () => {
    const r = understandInvoice([letter()]);
    expect(r.lineItems.map((l) => [l.description, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['Übersetzung Weinkarte', 1, 1200, 1200],
      ['Lektorat Prospekt', 2, 150, 300],
    ]);
  });
  it('joins the decimals to their amount, and leaves a list "5, 10" set with word spaces as two numbers', () => {
    const p = page(1, [[100, 40, 'Sizes 5, 10 and 12']]);
    p.words.push(...thinAmount(130, 300, ['2', '500,', '75']));
    const words = buildDoc([p], resolveInvoiceSettings({})).lines.map((l) => l.words.map((w) => w.text));
    expect(words).toEqual([['Sizes', '5,', '10', 'and', '12'], ['2500,75']]);
  });
  it('reads other amounts with the setting off', () => {
    const r = understandInvoice([letter()], [], resolveInvoiceSettings({ decimalGapEm: 0 }));
    expect(r.totals.gross).not.toBe(1785);
  });
});

describe('"Amount" over the counts, "Price" over the line totals (setting amountHeadLeftOfPrice)', () => {
  const cells: Cell[] = [
    [40, 360, 'Lena Brandt Design', 12, true], [56, 360, '14 Rosemary Lane, Bath BA1 1AA'],
    [120, 40, 'Pellow Café Ltd'], [134, 40, '2 Harbour View, Falmouth TR11 3AB'],
    [200, 40, 'Invoice No. 2031-08'], [200, 420, 'Date: 02/08/2031'],
    right(240, 80, 'Amount'), [240, 110, 'Item'], right(240, 340, 'VAT'), right(240, 450, 'Unit Price'), right(240, 560, 'Price'),
    right(256, 80, '3'), [256, 110, 'Menu design'], right(256, 340, '20 %'), right(256, 450, '100.00 GBP'), right(256, 560, '360.00 GBP'),
    right(272, 80, '2'), [272, 110, 'Logo revision'], right(272, 340, '20 %'), right(272, 450, '50.00 GBP'), right(272, 560, '120.00 GBP'),
    [300, 380, 'Net Total'], right(300, 560, '400.00 GBP'),
    [316, 380, 'VAT'], right(316, 560, '80.00 GBP'),
    [332, 380, 'Gross Total'], right(332, 560, '480.00 GBP'),
    [380, 40, 'Please transfer the amount by 01/09/2031. Thank you.'],
  ];
  it('reads the counts as quantities and the price column as the line amount', () => {
    const r = inv(cells);
    expect(r.lineItems.map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual([
      [3, 100, 360],
      [2, 50, 120],
    ]);
  });
  it('reads the due date from "Please transfer the amount by …" (lexicon en)', () => {
    expect(inv(cells).dueDate).toBe('2031-09-01');
  });
  it('reads the counts as amounts with the setting off', () => {
    const r = understandInvoice([page(1, cells)], [], resolveInvoiceSettings({ amountHeadLeftOfPrice: 0 }));
    expect(r.lineItems.map((l) => l.amount)).not.toEqual([360, 120]);
  });
});

describe('which factor is the quantity', () => {
  const sheet = (priceHead: string, qtyHead: string, rows: Array<[string, string, string, string]>): Cell[] => [
    [40, 360, 'Hartley Loom Works', 12, true], [54, 360, '9 Weavers Row, Halifax HX1 1AA'],
    [120, 40, 'Fenby Interiors Ltd'], [134, 40, '40 King Street, York YO1 9AB'],
    [180, 40, 'Invoice No. 7731'], [180, 400, 'Date: 01.10.2031'],
    [220, 40, 'Task'], right(220, 380, priceHead), right(220, 440, qtyHead), right(220, 560, 'Amount (GBP)'),
    ...rows.flatMap(([d, p, q, a], k): Cell[] => [[236 + 14 * k, 40, d], right(236 + 14 * k, 380, p), right(236 + 14 * k, 440, q), right(236 + 14 * k, 560, a)]),
  ];
  const rows: Array<[string, string, string, string]> = [
    ['Pattern cutting', '649.13', '25', '16 228.25'],
    ['Fitting', '22.60', '10', '226.00'],
    ['Hemming', '290.64', '1', '290.64'],
  ];
  it('takes the factor printed as whole numbers for the quantity when the heads name neither', () => {
    const r = inv([...sheet('Ixel', 'Zorp', rows), [290, 300, 'Total'], right(290, 560, '16 744.89')]);
    expect(r.lineItems.map((l) => [l.quantity, l.unitPrice])).toEqual([[25, 649.13], [10, 22.6], [1, 290.64]]);
  });
  it('keeps the left factor as the quantity when both print decimals (hours and a rate)', () => {
    const hours: Array<[string, string, string, string]> = [
      ['Pattern cutting', '2.5', '80.00', '200.00'],
      ['Fitting', '1.5', '60.00', '90.00'],
      ['Hemming', '3.5', '40.00', '140.00'],
    ];
    const doc = buildDoc([page(1, [...sheet('Ixel', 'Zorp', hours), [290, 300, 'Total'], right(290, 560, '430.00')])], resolveInvoiceSettings({}));
    const a = findArithmeticTable(doc, true);
    expect(a?.items.map((x) => [x.item.quantity, x.item.unitPrice])).toEqual([[2.5, 80], [1.5, 60], [3.5, 40]]);
  });
});
