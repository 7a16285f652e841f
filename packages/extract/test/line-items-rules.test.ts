/**
 * Rules of the line-item reader (src/invoice/lineItems.ts) on synthetic pages: subtotal lines, right-aligned amounts,
 * tables without a recognised header, stacked two-row headers.
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { extractLineItems } from '../src/invoice/lineItems.js';
import type { PageModel, Word } from '../src/types.js';

type Cell = [y: number, x: number, text: string, size?: number];

/** A page from [y, x, text] cells; each cell's words get widths from a 0.5 em average glyph width. */
function page(number: number, cells: Cell[]): PageModel {
  const words: Word[] = [];
  for (const [y, x, text, size = 10] of cells) {
    let cx = x;
    for (const t of text.split(' ')) {
      const w = t.length * size * 0.5;
      words.push({ text: t, x0: cx, y0: y, x1: cx + w, y1: y + size, size, fontName: 'Helvetica', bold: false });
      cx += w + size * 0.25;
    }
  }
  return { number, width: 595, height: 842, words, rulings: [] };
}

/** A cell whose text ends at x1 (right-aligned figures). */
function right(y: number, x1: number, text: string, size = 10): Cell {
  const width = text.split(' ').reduce((s, t) => s + t.length * size * 0.5, 0) + (text.split(' ').length - 1) * size * 0.25;
  return [y, x1 - width, text, size];
}

const amounts = (p: PageModel) => extractLineItems(buildDoc([p]))?.items.map((i) => [i.description, i.amount]) ?? null;

describe('subtotal line without a totals label', () => {
  const header: Cell[] = [
    [100, 40, 'Pos.'],
    [100, 70, 'Bezeichnung'],
    [100, 300, 'Menge'],
    [100, 360, 'Preis/Einh'],
    [100, 480, 'Gesamt'],
  ];
  const body: Cell[] = [
    [120, 40, '1'],
    [120, 70, 'Lizenz Basis'],
    right(120, 330, '1,00'),
    right(120, 420, '84,95'),
    right(120, 520, '84,95'),
    [140, 40, '2'],
    [140, 70, 'Lizenz Plus'],
    right(140, 330, '2,00'),
    right(140, 420, '100,00'),
    right(140, 520, '200,00'),
  ];
  it('ends the table at a line whose amount is the sum of the items above', () => {
    const p = page(1, [
      ...header,
      ...body,
      [180, 250, 'Positionen'],
      right(180, 520, '284,95'),
      // tax lines whose base falls under the quantity column
      [195, 180, 'Positionen USt. 19,00% auf 284,95'],
      right(195, 520, '54,14'),
      [210, 180, 'Versand USt. 19,00% auf 4,99'],
      right(210, 520, '0,95'),
    ]);
    expect(amounts(p)).toEqual([
      ['Lizenz Basis', 84.95],
      ['Lizenz Plus', 200],
    ]);
  });

  it('reads on past a bare amount that is not the sum of the rows above', () => {
    const p = page(1, [
      ...header,
      ...body,
      [160, 70, 'Versand'],
      right(160, 520, '4,99'),
      [175, 40, '3'],
      [175, 70, 'Support'],
      right(175, 330, '1,00'),
      right(175, 420, '10,00'),
      right(175, 520, '10,00'),
      [200, 250, 'Summe'],
      right(200, 520, '299,94'),
    ]);
    expect(amounts(p)?.map((r) => r[0])).toEqual(['Lizenz Basis', 'Lizenz Plus', 'Support']);
  });
});

describe('right-aligned amounts', () => {
  it('drops rows whose amount does not end on the amount column edge', () => {
    const p = page(1, [
      [100, 20, 'BESKRIVELSE'],
      [100, 480, 'BELØP NOK'],
      [120, 20, 'Kopier svart'],
      right(120, 535, '1.200,00'),
      [135, 20, 'Telleverk start : 3662'],
      [135, 300, 'faktor: 1,00'],
      [150, 20, 'Kopier farge'],
      right(150, 535, '892,98'),
      [165, 20, 'Adm.omkostninger'],
      right(165, 535, '115,00'),
      [400, 20, 'Betal med KID: 3019811 konto 6049 05 16509'],
    ]);
    expect(amounts(p)).toEqual([
      ['Kopier svart', 1200],
      ['Kopier farge', 892.98],
      ['Adm.omkostninger', 115],
    ]);
  });
});

describe('item tables without a recognised header', () => {
  const detail = (total: string): Cell[] => [
    [60, 40, 'Monthly statement', 16],
    [90, 300, 'TOTAL AMOUNT DUE'],
    right(90, 560, total),
    [200, 40, 'Detail', 12],
    [220, 50, 'Cloud Storage'],
    right(220, 560, '$2.50'),
    [235, 60, 'Charges', 8],
    right(235, 560, '$2.50', 8),
    [247, 60, 'VAT', 8],
    right(247, 560, '$0.00', 8),
    [262, 50, 'Data Transfer'],
    right(262, 560, '$1.61'),
    [277, 60, 'Charges', 8],
    right(277, 560, '$1.61', 8),
    [289, 60, 'VAT', 8],
    right(289, 560, '$0.00', 8),
  ];

  it('reads a run of text lines ending in amounts on one edge; indented lines are the breakdown of the item above', () => {
    expect(amounts(page(1, detail('$4.11')))).toEqual([
      ['Cloud Storage', 2.5],
      ['Data Transfer', 1.61],
    ]);
  });

  it('needs the items to add up to an amount printed in the document', () => {
    expect(amounts(page(1, detail('$9.99')))).toBeNull();
  });

  it('takes a single item under an amount header cell that ends on the figures edge', () => {
    const p = page(1, [
      right(100, 564, 'BELØP', 11),
      [120, 28, 'Utrykningsdato: 16.10.30'],
      [131, 28, 'Aksjon:'],
      [142, 28, 'Vekterutrykning'],
      right(142, 472, '1,00'),
      right(142, 566, '1775.00'),
      [200, 19, 'MVA Beløp'],
      [200, 76, '443,75'],
      [214, 19, 'Avgiftspliktig'],
      [214, 120, '1 775,00'],
    ]);
    expect(extractLineItems(buildDoc([p]))?.items).toEqual([
      { description: 'Vekterutrykning', quantity: 1, unit: null, unitPrice: null, taxRate: null, amount: 1775 },
    ]);
  });

  it('falls back to such a run when the recognised header heads no items', () => {
    const p = page(1, [
      [60, 300, 'Service'],
      [60, 500, 'Amount'],
      [75, 300, 'Total'],
      right(75, 560, '$4.11'),
      [200, 50, 'Cloud Storage'],
      right(200, 560, '$2.50'),
      [215, 50, 'Data Transfer'],
      right(215, 560, '$1.61'),
    ]);
    expect(amounts(p)).toEqual([
      ['Cloud Storage', 2.5],
      ['Data Transfer', 1.61],
    ]);
  });

  it('does not read a totals block as items', () => {
    const p = page(1, [
      [100, 300, 'Zwischensumme'],
      right(100, 560, '100,00'),
      [115, 300, 'MwSt. 19 %'],
      right(115, 560, '19,00'),
      [130, 300, 'Gesamtbetrag'],
      right(130, 560, '119,00'),
    ]);
    expect(extractLineItems(buildDoc([p]))).toBeNull();
  });
});

describe('stacked two-line items', () => {
  const header: Cell[] = [
    [100, 50, 'Artikkelnummer'],
    [100, 430, 'Ant.'],
    [100, 474, 'Pris/enhet'],
    [100, 540, 'Nettopris'],
    [109, 50, 'Benevning'],
    [109, 414, 'Rabatt-%'],
    [109, 530, 'Totalt beløp'],
  ];
  const item = (y: number, code: string, qty: string, list: string, net: string, name: string, discount: string, total: string): Cell[] => [
    [y, 50, code],
    right(y, 445, qty),
    right(y, 508, list),
    right(y, 579, net),
    [y + 10, 50, name],
    ...(discount ? [right(y + 10, 445, discount)] : []),
    right(y + 10, 579, total),
  ];

  it('joins the two lines of each item when the second amount is quantity × the first', () => {
    const p = page(1, [
      ...header,
      ...item(140, 'T428402', '4', '2,491.00', '1,046.22', 'Tyre 195/50 R 16', '58.00', '4,184.88'),
      ...item(165, 'KMLK_A', '4', '10.00', '10.00', 'Recycling fee', '', '40.00'),
      [200, 50, 'Totalt uten MVA'],
      right(200, 580, '4,224.88'),
    ]);
    expect(extractLineItems(buildDoc([p]))?.items).toEqual([
      { description: 'T428402 Tyre 195/50 R 16', quantity: 4, unit: null, unitPrice: 1046.22, taxRate: null, amount: 4184.88 },
      { description: 'KMLK_A Recycling fee', quantity: 4, unit: null, unitPrice: 10, taxRate: null, amount: 40 },
    ]);
  });
});
