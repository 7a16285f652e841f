/**
 * Rules of the line-item reader about rows (src/invoice/lineItems.ts, items/discounts.ts), on invented pages: header
 * cells closer than a segment gap cut at the body's column edges, line discounts printed as their own row, group
 * subtotals inside the table, item text printed above the figures, page counters in the table's area.
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { extractHeaderTable, extractLineItems } from '../src/invoice/lineItems.js';
import { discountFolds } from '../src/invoice/items/discounts.js';
import { DEFAULT_INVOICE_SETTINGS } from '../src/invoice/settings.js';
import type { LineItem, PageModel } from '../src/types.js';
import { type Cell, page, right } from './support/cell-pages.js';

const items = (...pages: PageModel[]) => extractLineItems(buildDoc(pages))?.items ?? [];
/** the header reading alone (without the arithmetic reading that items/choose.ts weighs against it) */
const headerItems = (...pages: PageModel[]) => extractHeaderTable(buildDoc(pages))?.items ?? [];
const pick = (its: LineItem[]) => its.map((i) => [i.description, i.quantity, i.unit, i.amount]);

/** an item row: quantity right-aligned at 60, unit at 66, description at 110, price at 400, net at 470, gross at 540 */
function row(y: number, q: string, unit: string, desc: string, price: string, net: string, gross?: string): Cell[] {
  return [right(y, 60, q), [y, 66, unit], ...(desc ? [[y, 110, desc] as Cell] : []), right(y, 400, price), right(y, 470, net), ...(gross ? [right(y, 540, gross)] : [])];
}

describe('header cells closer than a segment gap', () => {
  it('cuts "Qty Unit" and "Net amount Gross amount" where the rows below have column edges', () => {
    const p = page(1, [
      // "Qty" ends on the quantity figures' right edge, "Unit" starts on the units' left edge, 0.6 em apart
      [100, 45, 'Qty'],
      [100, 66, 'Unit'],
      [100, 110, 'Description'],
      right(100, 400, 'Price'),
      right(100, 470, 'Net amount'),
      [100, 476, 'Gross amount'],
      ...row(120, '3', 'pcs', 'Copy paper', '10,00', '30,00', '36,00'),
      ...row(135, '2', 'h', 'Installation', '50,00', '100,00', '120,00'),
      [160, 300, 'Total'],
      right(160, 540, '156,00'),
    ]);
    expect(pick(headerItems(p))).toEqual([
      ['Copy paper', 3, 'pcs', 30],
      ['Installation', 2, 'h', 100],
    ]);
  });
});

describe('line discounts printed as their own row', () => {
  const header: Cell[] = [[100, 45, 'Qty'], [100, 110, 'Description'], right(100, 400, 'Price'), right(100, 470, 'Amount')];

  it('folds a discount row into the item above when its percentage of that item is its amount', () => {
    const p = page(1, [
      ...header,
      ...row(120, '4', '', 'Oak board', '25,00', '100,00'),
      [135, 110, 'Discount 10 %'],
      right(135, 470, '-10,00'),
      ...row(150, '1', '', 'Delivery note', '5,00', '5,00'),
      [175, 300, 'Total'],
      right(175, 470, '95,00'),
    ]);
    expect(pick(headerItems(p)).map((r) => [r[0], r[3]])).toEqual([
      ['Oak board', 90],
      ['Delivery note', 5],
    ]);
  });

  it('leaves a discount row whose percentage is not of the item above', () => {
    const its: LineItem[] = [
      { description: 'Oak board', quantity: 4, unit: null, unitPrice: 25, taxRate: null, amount: 100 },
      { description: 'Discount 10 %', quantity: null, unit: null, unitPrice: null, taxRate: null, amount: -12 },
    ];
    expect(discountFolds(its, DEFAULT_INVOICE_SETTINGS).size).toBe(0);
    expect(its[0]!.amount).toBe(100);
  });

  it('needs a discount word: a negative row that only happens to be a percentage stays', () => {
    const its: LineItem[] = [
      { description: 'Oak board', quantity: 4, unit: null, unitPrice: 25, taxRate: null, amount: 100 },
      { description: 'Return 10 %', quantity: null, unit: null, unitPrice: null, taxRate: null, amount: -10 },
    ];
    expect(discountFolds(its, DEFAULT_INVOICE_SETTINGS).size).toBe(0);
  });
});

describe('group subtotals inside the table', () => {
  it('reads on past a group subtotal followed by items, drops group captions and stops at the items subtotal', () => {
    const p = page(1, [
      [100, 45, 'Qty'],
      [100, 110, 'Description'],
      right(100, 400, 'Price'),
      right(100, 470, 'Amount'),
      [115, 110, 'Order 1'],
      ...row(130, '2', '', 'Cable ties', '5,00', '10,00'),
      ...row(145, '1', '', 'Hose', '20,00', '20,00'),
      [160, 110, 'Subtotal order 1'],
      right(160, 470, '30,00'),
      [175, 110, 'Order 2'],
      ...row(190, '3', '', 'Gloves', '4,00', '12,00'),
      ...row(205, '1', '', 'Tape', '3,00', '3,00'),
      [220, 110, 'Subtotal order 2'],
      right(220, 470, '15,00'),
      // a tax breakdown line below: its base figure must not look like an item
      right(245, 400, '45,00'),
      right(245, 470, '9,00'),
    ]);
    // the group captions ("Order 1") are not the first items' descriptions
    expect(pick(headerItems(p)).map((r) => r[0])).toEqual(['Cable ties', 'Hose', 'Gloves', 'Tape']);
  });
});

describe('item text printed above its figures', () => {
  it('gives each evenly spaced run of text to the row below when the first item starts with text and the last ends with figures', () => {
    const p = page(1, [
      [100, 45, 'Qty'],
      [100, 110, 'Description'],
      right(100, 400, 'Price'),
      right(100, 470, 'Amount'),
      [115, 110, 'Oak board'],
      [128, 110, 'Item no. 1234'],
      ...row(141, '2', '', '', '10,00', '20,00'),
      [154, 110, 'Steel screw'],
      [167, 110, 'Item no. 5678'],
      ...row(180, '5', '', '', '1,00', '5,00'),
      [205, 300, 'Total'],
      right(205, 470, '25,00'),
    ]);
    expect(pick(headerItems(p)).map((r) => r[0])).toEqual(['Oak board Item no. 1234', 'Steel screw Item no. 5678']);
  });

  it('keeps text below its row when the items end with text (the default)', () => {
    const p = page(1, [
      [100, 45, 'Qty'],
      [100, 110, 'Description'],
      right(100, 400, 'Price'),
      right(100, 470, 'Amount'),
      ...row(115, '2', '', 'Oak board', '10,00', '20,00'),
      [128, 110, 'Item no. 1234'],
      ...row(141, '5', '', 'Steel screw', '1,00', '5,00'),
      [154, 110, 'Item no. 5678'],
      [180, 300, 'Total'],
      right(180, 470, '25,00'),
    ]);
    expect(pick(headerItems(p)).map((r) => r[0])).toEqual(['Oak board Item no. 1234', 'Steel screw Item no. 5678']);
  });
});

describe('page counters', () => {
  it('does not read "Page 1" under the amount column as an item of a table continued on the next page', () => {
    const header: Cell[] = [[60, 45, 'Qty'], [60, 110, 'Description'], right(60, 400, 'Price'), right(60, 470, 'Amount')];
    const p1 = page(1, [...header, ...row(80, '2', '', 'Oak board', '10,00', '20,00'), ...row(95, '1', '', 'Hose', '7,00', '7,00'), right(800, 470, 'Page 1')]);
    const p2 = page(2, [...header, ...row(80, '5', '', 'Steel screw', '1,00', '5,00'), [110, 300, 'Total'], right(110, 470, '32,00'), right(800, 470, 'Page 2')]);
    expect(pick(headerItems(p1, p2)).map((r) => r[3])).toEqual([20, 7, 5]);
  });
});

describe('net and gross amount columns', () => {
  it('takes the column whose figures are quantity × price as the amount, not the named gross one', () => {
    const p = page(1, [
      [100, 45, 'Qty'],
      [100, 110, 'Description'],
      right(100, 400, 'Price'),
      right(100, 470, 'Value'),
      right(100, 540, 'Amount gross'),
      ...row(120, '3', '', 'Copy paper', '10,00', '30,00', '36,00'),
      ...row(135, '2', '', 'Installation', '50,00', '100,00', '120,00'),
      [160, 300, 'Total'],
      right(160, 540, '156,00'),
    ]);
    expect(pick(headerItems(p)).map((r) => r[3])).toEqual([30, 100]);
  });

  it('without prices, takes the column that times (1 + the row rate) gives the other', () => {
    const p = page(1, [
      [100, 110, 'Description'],
      right(100, 330, 'VAT %'),
      right(100, 470, 'Value'),
      right(100, 540, 'Amount'),
      [120, 110, 'Consulting'],
      right(120, 330, '20 %'),
      right(120, 470, '100,00'),
      right(120, 540, '120,00'),
      [135, 110, 'Books'],
      right(135, 330, '5 %'),
      right(135, 470, '40,00'),
      right(135, 540, '42,00'),
      [160, 300, 'Total'],
      right(160, 540, '162,00'),
    ]);
    expect(pick(headerItems(p)).map((r) => r[3])).toEqual([100, 40]);
  });
});

describe('carried forward under a subtotal word', () => {
  it('reads on past "Subtotal c/f" (the running sum) to the items on the next page', () => {
    const header: Cell[] = [[60, 45, 'Qty'], [60, 110, 'Description'], right(60, 400, 'Price'), right(60, 470, 'Amount')];
    const p1 = page(1, [...header, ...row(80, '2', '', 'Oak board', '10,00', '20,00'), ...row(95, '1', '', 'Hose', '7,00', '7,00'), [120, 110, 'Subtotal c/f'], right(120, 470, '27,00')]);
    const p2 = page(2, [...header, [80, 110, 'Subtotal b/f'], right(80, 470, '27,00'), ...row(95, '5', '', 'Steel screw', '1,00', '5,00'), [120, 300, 'Total'], right(120, 470, '32,00')]);
    expect(pick(headerItems(p1, p2)).map((r) => r[0])).toEqual(['Oak board', 'Hose', 'Steel screw']);
  });
  it('reads on past a group subtotal at the foot of a page to the next group overleaf, and not into that page\'s footer', () => {
    const header: Cell[] = [[60, 45, 'Qty'], [60, 110, 'Description'], right(60, 400, 'Price'), right(60, 470, 'Amount')];
    const p1 = page(1, [
      ...header,
      ...row(90, '2', '', 'Oak board', '10,00', '20,00'),
      ...row(105, '1', '', 'Hose', '7,00', '7,00'),
      [125, 110, 'Subtotal order 1'],
      right(125, 470, '27,00'),
      [140, 110, 'Carried forward'],
      right(140, 470, '27,00'),
      // the page footer: a street number and a bank code under the quantity and price columns
      right(160, 60, '153'),
      [160, 110, 'High Street'],
      right(160, 400, '87576'),
      [800, 520, 'Page 1'],
    ]);
    const p2 = page(2, [
      ...header,
      [80, 110, 'Brought forward'],
      right(80, 470, '27,00'),
      ...row(100, '5', '', 'Steel screw', '1,00', '5,00'),
      [130, 300, 'Total'],
      right(130, 470, '32,00'),
    ]);
    expect(pick(headerItems(p1, p2)).map((r) => r[0])).toEqual(['Oak board', 'Hose', 'Steel screw']);
  });
});

describe('a group subtotal at the foot of a page, the page footer far below it', () => {
  const header: Cell[] = [[60, 45, 'Qty'], [60, 110, 'Description'], right(60, 400, 'Price'), right(60, 470, 'Amount')];
  // a footer that differs from page to page (its signatory), so it is no running furniture
  const footer = (name: string): Cell[] => [[780, 45, 'Northwind Ltd · High Street 12'], [792, 45, `Director: ${name}`], [804, 520, 'Page']];
  it('reads on to the next group overleaf', () => {
    const p1 = page(1, [
      ...header,
      ...row(90, '2', '', 'Oak board', '10,00', '20,00'),
      ...row(105, '1', '', 'Hose', '7,00', '7,00'),
      [125, 110, 'Subtotal order 1'],
      right(125, 470, '27,00'),
      ...footer('K. Hansen'),
    ]);
    const p2 = page(2, [
      ...header,
      [80, 110, 'Order 2'],
      ...row(100, '5', '', 'Steel screw', '1,00', '5,00'),
      ...row(115, '2', '', 'Hinge', '3,00', '6,00'),
      [135, 110, 'Subtotal order 2'],
      right(135, 470, '11,00'),
      [165, 300, 'Total'],
      right(165, 470, '38,00'),
      ...footer('M. Weber'),
    ]);
    expect(pick(headerItems(p1, p2)).map((r) => r[0])).toEqual(['Oak board', 'Hose', 'Steel screw', 'Hinge']);
  });
  it('ends the table when the totals follow further down the same page, not reading the next page as items', () => {
    const p1 = page(1, [
      ...header,
      ...row(90, '2', '', 'Oak board', '10,00', '20,00'),
      ...row(105, '1', '', 'Hose', '7,00', '7,00'),
      [125, 110, 'Subtotal'],
      right(125, 470, '27,00'),
      [400, 300, 'Total'],
      right(400, 470, '27,00'),
      ...footer('K. Hansen'),
    ]);
    const p2 = page(2, [...header, ...row(100, '5', '', 'Steel screw', '1,00', '5,00'), ...footer('M. Weber')]);
    expect(pick(headerItems(p1, p2)).map((r) => r[0])).toEqual(['Oak board', 'Hose']);
  });
});

describe('a table continued on the next page without its header', () => {
  it('ends where the next page starts another table (a VAT breakdown) instead of reading its rows as items', () => {
    const header: Cell[] = [[60, 45, 'Qty'], [60, 110, 'Description'], right(60, 400, 'Price'), right(60, 470, 'Amount')];
    const p1 = page(1, [...header, ...row(80, '2', '', 'Oak board', '10,00', '20,00'), ...row(95, '1', '', 'Hose', '7,00', '7,00'), ...row(110, '5', '', 'Steel screw', '1,00', '5,00')]);
    const p2 = page(2, [
      [60, 45, 'VAT %'],
      [60, 110, 'Net'],
      [60, 200, 'VAT'],
      [80, 45, '20 %'],
      right(80, 150, '32,00'),
      right(80, 240, '6,40'),
      [80, 300, 'Net total'],
      right(80, 470, '32,00'),
      [95, 300, 'Total'],
      right(95, 470, '38,40'),
    ]);
    expect(pick(headerItems(p1, p2)).map((r) => r[0])).toEqual(['Oak board', 'Hose', 'Steel screw']);
  });
});

describe('price per unit headers', () => {
  it('keeps "Price per unit" one unit-price cell and reads the unit column beside it', async () => {
    const { headerConcept } = await import('../src/invoice/labels.js');
    expect(headerConcept('Cena za MJ')).toBe('unitPrice');
    const p = page(1, [
      [100, 45, 'Qty'],
      [100, 66, 'Unit'],
      [100, 110, 'Description'],
      right(100, 400, 'Price per unit'),
      right(100, 470, 'Amount'),
      ...row(120, '3', 'pcs', 'Copy paper', '10,00', '30,00'),
      ...row(135, '2', 'h', 'Installation', '50,00', '100,00'),
      [160, 300, 'Total'],
      right(160, 470, '130,00'),
    ]);
    expect(pick(headerItems(p))).toEqual([
      ['Copy paper', 3, 'pcs', 30],
      ['Installation', 2, 'h', 100],
    ]);
  });
});

describe('price-unit columns and qualified header words', () => {
  it('takes the figures that give quantity × price ÷ base = amount as the price when the price column holds only bases', () => {
    const p = page(1, [
      [100, 45, 'Qty'],
      [100, 110, 'Description'],
      right(100, 330, 'Value'),
      right(100, 400, 'Price'),
      right(100, 470, 'Amount'),
      // "Price" heads the price unit (per 1 / per 100); the unnamed "Value" column holds the prices
      right(120, 60, '1200'),
      [120, 110, 'Gloves'],
      right(120, 330, '42,94'),
      right(120, 400, '100'),
      right(120, 470, '515,28'),
      right(135, 60, '35'),
      [135, 110, 'Cable ties'],
      right(135, 330, '93,01'),
      right(135, 400, '1'),
      right(135, 470, '3255,35'),
      [160, 300, 'Total'],
      right(160, 470, '3770,63'),
    ]);
    expect(headerItems(p).map((i) => [i.quantity, i.unitPrice, i.amount])).toEqual([
      [1200, 42.94, 515.28],
      [35, 93.01, 3255.35],
    ]);
  });

  it('keeps "Prezzo unit." one unit-price cell and "Totale IVA incl." one amount cell', () => {
    const p = page(1, [
      [100, 45, 'Q.tà'],
      [100, 110, 'Prodotto'],
      right(100, 400, 'Prezzo unit.'),
      right(100, 440, 'Importo'),
      right(100, 540, 'Totale IVA incl.'),
      right(120, 60, '3'),
      [120, 110, 'Guanti'],
      right(120, 400, '10,00'),
      right(120, 440, '30,00'),
      right(120, 540, '36,60'),
      right(135, 60, '2'),
      [135, 110, 'Fascette'],
      right(135, 400, '50,00'),
      right(135, 440, '100,00'),
      right(135, 540, '122,00'),
      [160, 300, 'Totale fattura'],
      right(160, 540, '158,60'),
    ]);
    expect(headerItems(p).map((i) => [i.unitPrice, i.amount])).toEqual([
      [10, 30],
      [50, 100],
    ]);
  });
});

describe('header words written with their own letters', () => {
  it('reads Danish and Norwegian carried-forward words with ø ("Overføres", "Overført")', async () => {
    const { CARRIED_FORWARD, foldKeep } = await import('../src/invoice/labels.js');
    for (const t of ['Overføres', 'Overført', 'Transport', 'Subtotal c/f', 'Převádí se', 'Do przeniesienia']) expect(CARRIED_FORWARD.test(foldKeep(t)), t).toBe(true);
  });

  it('a tax word after "eks." / "excl." / "inkl." qualifies an amount or price header, it is no rate column', async () => {
    const { headerConcept } = await import('../src/invoice/labels.js');
    expect(headerConcept('Sum eks. mva')).toBe('amount');
    expect(headerConcept('Totalt inkl. mva')).toBe('amount');
    expect(headerConcept('Total excl. VAT')).toBe('amount');
    expect(headerConcept('Mva-sats')).toBe('taxRate');
    expect(headerConcept('VAT %')).toBe('taxRate');
  });
});

describe('discount headers and header phrases', () => {
  it('reads "Sleva %", "Desc. %", "Rab %", "Sc. %" as discount heads (no tax-rate column) and "VAT rate" / "Unit cost" as one cell each', async () => {
    const { headerConcept, phraseConcept } = await import('../src/invoice/labels.js');
    for (const t of ['Sleva %', 'Desc. %', 'Rab %', 'Sc. %', 'Alennus %', 'Upust']) expect(headerConcept(t), t).toBeNull();
    expect(phraseConcept('VAT rate')).toBe('taxRate');
    expect(phraseConcept('Unit cost')).toBe('unitPrice');
    expect(phraseConcept('Menge Beschreibung')).toBeNull();
    // "sis." (Finnish "including") is no contraction of a column word; "Mng." is one of "Menge"
    expect(headerConcept('sis.')).toBeNull();
    expect(headerConcept('Mng.')).toBe('quantity');
  });

  it('keeps a percentage under "Disc. %" out of the tax rate', () => {
    const p = page(1, [
      [100, 45, 'Qty'],
      [100, 110, 'Description'],
      right(100, 330, 'Price'),
      right(100, 390, 'Disc. %'),
      right(100, 440, 'VAT rate'),
      right(100, 520, 'Amount'),
      right(120, 60, '4'),
      [120, 110, 'Oak board'],
      right(120, 330, '25,00'),
      right(120, 390, '10 %'),
      right(120, 440, '20 %'),
      right(120, 520, '90,00'),
      right(135, 60, '1'),
      [135, 110, 'Hose'],
      right(135, 330, '5,00'),
      right(135, 440, '5 %'),
      right(135, 520, '5,00'),
      [160, 300, 'Total'],
      right(160, 520, '95,00'),
    ]);
    expect(headerItems(p).map((i) => [i.taxRate, i.amount])).toEqual([
      [20, 90],
      [5, 5],
    ]);
  });
});

describe('page footers and article-code columns', () => {
  it('skips a page footer far below the rows (its phone and bank figures under the columns) and reads on overleaf', () => {
    const header: Cell[] = [[60, 45, 'Qty'], [60, 110, 'Description'], right(60, 400, 'Price'), right(60, 470, 'Amount')];
    const p1 = page(1, [...header, ...row(80, '2', '', 'Oak board', '10,00', '20,00'), ...row(95, '1', '', 'Hose', '7,00', '7,00'), [760, 45, 'Nordwind Ltd'], right(760, 400, '+44 20 7946 0000'), right(760, 470, '12345678')]);
    const p2 = page(2, [...header, ...row(80, '5', '', 'Steel screw', '1,00', '5,00'), [110, 300, 'Total'], right(110, 470, '32,00')]);
    expect(pick(headerItems(p1, p2)).map((r) => r[0])).toEqual(['Oak board', 'Hose', 'Steel screw']);
  });
});

describe('crowded header lines', () => {
  /** words placed one by one: [x0, text, size], all on line y */
  const placed = (y: number, ws: Array<[number, string, number?]>): Cell[] => ws.map(([x, t, size = 10]) => [y, x, t, size] as Cell);

  it('cuts a header where the font size changes (a cell shrunk to fit its column), even over a single row', () => {
    // every gap is one word space (4 pt): only the smaller "Gross amount" tells where the net amount's cell ends
    const p = page(1, [
      [100, 45, 'Qty'],
      [100, 110, 'Description'],
      ...placed(100, [
        [375, 'Price'],
        [404, 'Net'],
        [423, 'amount'],
        [457, 'Gross', 7],
        [478.5, 'amount', 7],
      ]),
      right(120, 60, '3'),
      [120, 110, 'Copy paper'],
      right(120, 400, '10,00'),
      right(120, 453, '30,00'),
      right(120, 499.5, '36,00'),
      [160, 300, 'Total'],
      right(160, 499.5, '36,00'),
    ]);
    expect(headerItems(p).map((i) => [i.description, i.quantity, i.unitPrice, i.amount])).toEqual([['Copy paper', 3, 10, 30]]);
  });

  it('splits "Discount VAT rate Net amount Gross amount" at the column edges of the rows (a "%" after a figure ends its column), "VAT rate" one cell', () => {
    // one header segment; each item's text is printed above its figures
    const p = page(1, [
      ...placed(100, [
        [45, 'Qty'],
        [64, 'Description'],
        [300, 'Price'],
        [330, 'Discount'],
        [376, 'VAT'],
        [395, 'rate'],
        [421, 'Net'],
        [440, 'amount'],
        [476, 'Gross'],
        [505, 'amount'],
      ]),
      [120, 110, 'Copy paper A4'],
      [135, 110, 'Delivery note 4411'],
      right(150, 60, '20'),
      right(150, 325, '5,00'),
      right(150, 370, '0 %'),
      right(150, 415, '10 %'),
      right(150, 470, '100,00'),
      right(150, 535, '110,00'),
      [170, 110, 'Toner black'],
      [185, 110, 'Item code 7781'],
      right(200, 60, '2'),
      right(200, 325, '40,00'),
      right(200, 370, '10 %'),
      right(200, 415, '20 %'),
      right(200, 470, '72,00'),
      right(200, 535, '86,40'),
      [230, 300, 'Total'],
      right(230, 535, '196,40'),
    ]);
    expect(headerItems(p).map((i) => [i.description, i.quantity, i.taxRate, i.amount])).toEqual([
      ['Copy paper A4 Delivery note 4411', 20, 10, 100],
      ['Toner black Item code 7781', 2, 20, 72],
    ]);
  });
});

describe('right-aligned header cells one word space apart', () => {
  it('cuts "Steuersatz Gesamtpreis Bruttobetrag" where each word ends on its figure column\'s right edge', () => {
    const ws: Array<[number, string]> = [
      [385, 'Steuersatz'],
      [440, 'Gesamtpreis'],
      [500, 'Bruttobetrag'],
    ];
    const p = page(1, [
      [100, 45, 'Mng.'],
      [100, 110, 'Text'],
      right(100, 340, 'Einzelpreis'),
      // every gap 5 pt; "Steuersatz" ends at 435, "Gesamtpreis" at 495, "Bruttobetrag" at 560
      ...ws.map(([x, t]) => [100, x, t] as Cell),
      right(120, 60, '3'),
      [120, 110, 'Kopierpapier'],
      right(120, 340, '10,00'),
      right(120, 435, '19 %'),
      right(120, 495, '30,00'),
      right(120, 560, '35,70'),
      right(135, 60, '2'),
      [135, 110, 'Montage'],
      right(135, 340, '50,00'),
      right(135, 435, '19 %'),
      right(135, 495, '100,00'),
      right(135, 560, '119,00'),
      [160, 300, 'Gesamtbetrag'],
      right(160, 560, '154,70'),
    ]);
    expect(headerItems(p).map((i) => [i.description, i.taxRate, i.amount])).toEqual([
      ['Kopierpapier', 19, 30],
      ['Montage', 19, 100],
    ]);
  });
});

describe('Portuguese headers', () => {
  it('reads "N.º" as the position, "Designação" as the description and a percentage under "Desc." as no description', () => {
    const p = page(1, [
      [100, 45, 'N.º'],
      [100, 70, 'Designação'],
      right(100, 300, 'Qtd.'),
      right(100, 350, 'Preço'),
      right(100, 400, 'Desc.'),
      right(100, 470, 'Total'),
      right(120, 55, '1'),
      [120, 70, 'Alojamento web'],
      right(120, 300, '31'),
      right(120, 350, '35,71'),
      right(120, 470, '1.107,01'),
      right(135, 55, '2'),
      [135, 70, 'Painel LED'],
      right(135, 300, '21'),
      right(135, 350, '96,99'),
      right(135, 400, '10 %'),
      right(135, 470, '1.833,11'),
      [160, 300, 'Total'],
      right(160, 470, '2.940,12'),
    ]);
    expect(headerItems(p).map((i) => [i.description, i.quantity, i.amount])).toEqual([
      ['Alojamento web', 31, 1107.01],
      ['Painel LED', 21, 1833.11],
    ]);
  });
});

describe('an amount column named in words the lexicon lacks', () => {
  it('takes the rightmost unnamed column right of the quantity and price columns as the line amount', () => {
    const p = page(1, [
      [100, 45, 'Qty'],
      [100, 110, 'Description'],
      right(100, 400, 'Price'),
      right(100, 470, 'Wertz'),
      ...row(120, '3', '', 'Copy paper', '10,00', '30,00'),
      ...row(135, '2', '', 'Installation', '50,00', '100,00'),
      [160, 300, 'Total'],
      right(160, 470, '130,00'),
    ]);
    expect(headerItems(p).map((i) => [i.description, i.quantity, i.unitPrice, i.amount])).toEqual([
      ['Copy paper', 3, 10, 30],
      ['Installation', 2, 50, 100],
    ]);
  });
});

describe('a description wrapped after a hyphen', () => {
  it('goes on without a space and keeps the hyphen; a soft hyphen is dropped; a free-standing dash keeps its spaces', async () => {
    const { joinWrapped } = await import('../src/invoice/lineItems.js');
    expect(joinWrapped(['Hydraulic hose DN 12 Delivery-', 'note 11820'])).toBe('Hydraulic hose DN 12 Delivery-note 11820');
    expect(joinWrapped(['Montage', 'Lieferschein-', 'Nr. 86873'])).toBe('Montage Lieferschein-Nr. 86873');
    expect(joinWrapped(['Instal\u00AD', 'lation'])).toBe('Installation');
    expect(joinWrapped(['Training –', 'B'])).toBe('Training – B');
    expect(joinWrapped(['Period 2026-', '- 03'])).toBe('Period 2026- - 03');
  });
  it('reads the wrapped description of a row on a page that way', () => {
    const p = page(1, [
      [100, 45, 'Qty'],
      [100, 110, 'Description'],
      right(100, 400, 'Price'),
      right(100, 470, 'Amount'),
      ...row(120, '3', '', 'Copy paper, Delivery-', '10,00', '30,00'),
      [132, 110, 'note 4711'],
      ...row(150, '2', '', 'Installation', '50,00', '100,00'),
      [175, 300, 'Total'],
      right(175, 470, '130,00'),
    ]);
    expect(pick(headerItems(p)).map((r) => r[0])).toEqual(['Copy paper, Delivery-note 4711', 'Installation']);
  });
});

describe('running page furniture', () => {
  const header: Cell[] = [[40, 45, 'Northwind Ltd'], [60, 45, 'Qty'], [60, 110, 'Description'], right(60, 400, 'Price'), right(60, 470, 'Amount')];
  it('is no item that opens two pages at the same place under each page\'s carried sum', () => {
    const p1 = page(1, [...header, ...row(80, '2', '', 'Oak board', '10,00', '20,00'), ...row(95, '1', '', 'Hose', '7,00', '7,00'), [120, 110, 'Carried forward'], right(120, 470, '27,00')]);
    // pages 2 and 3 open with the carried sum, then the same item text at the same height (each printed above its figures)
    const p2 = page(2, [...header, [80, 110, 'Brought forward'], right(80, 470, '27,00'), [95, 110, 'Packing tape'], ...row(107, '5', '', '', '1,00', '5,00'), [130, 110, 'Carried forward'], right(130, 470, '32,00')]);
    const p3 = page(3, [...header, [80, 110, 'Brought forward'], right(80, 470, '32,00'), [95, 110, 'Packing tape'], ...row(107, '2', '', '', '3,00', '6,00'), [130, 300, 'Total'], right(130, 470, '38,00')]);
    const doc = buildDoc([p1, p2, p3]);
    expect(doc.lines.filter((l) => l.text === 'Packing tape').map((l) => !!l.furniture)).toEqual([false, false]);
    expect(doc.lines.filter((l) => l.text === 'Northwind Ltd').map((l) => !!l.furniture)).toEqual([true, true, true]);
  });
  it('stays furniture when printed at the same place on each page above a varying line without an amount', () => {
    const p = (n: number) => page(n, [[30, 45, 'Northwind Ltd'], [42, 45, `Page ${n} of 2`], [54, 45, 'Invoice 4711'], ...row(100, '2', '', 'Oak board', '10,00', '20,00')]);
    const doc = buildDoc([p(1), p(2)]);
    expect(doc.lines.filter((l) => l.text === 'Invoice 4711').map((l) => !!l.furniture)).toEqual([true, true]);
  });
  it('is the same text at the same height only where it also starts, ends or is centred at the same place', () => {
    const doc = buildDoc([page(1, [[30, 45, 'Packing tape'], ...row(100, '2', '', 'Oak board', '10,00', '20,00')]), page(2, [[30, 160, 'Packing tape'], ...row(100, '2', '', 'Hose', '10,00', '20,00')])]);
    expect(doc.lines.filter((l) => l.text === 'Packing tape').map((l) => !!l.furniture)).toEqual([false, false]);
  });
});

describe('a text line reaching under the next column', () => {
  // description at 50, quantity left-aligned under its heading at 200, price and amount right-aligned
  const header: Cell[] = [[100, 50, 'Description'], [100, 200, 'Qty'], right(100, 400, 'Price'), right(100, 470, 'Amount')];
  const item = (y: number, lines: string[], q: string, price: string, amount: string): Cell[] => [
    ...lines.map((t, k) => [y + 12 * k, 50, t] as Cell),
    [y + 12 * lines.length, 200, q],
    right(y + 12 * lines.length, 400, price),
    right(y + 12 * lines.length, 470, amount),
  ];
  it('keeps a number that runs on from the description, starting left of the heading, in the description', () => {
    const p = page(1, [
      ...header,
      // (5 pt per character, 2.5 pt per space: the number spans 195–220, from left of "Qty" at 200 to under it)
      ...item(120, ['Stainless screw', 'Delivery note of the last order 60331'], '4', '2,00', '8,00'),
      ...item(170, ['Packing tape', 'Delivery note of the last order 60332'], '2', '5,00', '10,00'),
      ...item(220, ['Copy paper'], '1', '3,00', '3,00'),
      [260, 300, 'Total'],
      right(260, 470, '21,00'),
    ]);
    expect(pick(headerItems(p))).toEqual([
      ['Stainless screw Delivery note of the last order 60331', 4, null, 8],
      ['Packing tape Delivery note of the last order 60332', 2, null, 10],
      ['Copy paper', 1, null, 3],
    ]);
  });
});

describe('a text line running on under the next heading', () => {
  it('keeps a number under the price heading a word space after the description in the description', () => {
    const header: Cell[] = [[100, 50, 'Description'], right(100, 230, 'Price'), right(100, 330, 'Qty'), right(100, 470, 'Amount')];
    const p = page(1, [
      ...header,
      // its "30" (x 212.5–222.5) lies under "Price" (205–230), a word space after "x"
      [120, 50, 'Stainless steel hex head screw M6 x 30'],
      right(132, 230, '2,00'), right(132, 330, '4'), right(132, 470, '8,00'),
      [150, 50, 'Packing tape'],
      right(162, 230, '5,00'), right(162, 330, '2'), right(162, 470, '10,00'),
      [190, 300, 'Total'],
      right(190, 470, '18,00'),
    ]);
    expect(pick(headerItems(p))).toEqual([
      ['Stainless steel hex head screw M6 x 30', 4, null, 8],
      ['Packing tape', 2, null, 10],
    ]);
  });
});

describe('a date column close right of the description', () => {
  it('leaves a date written in words to its column, not to the description', () => {
    const header: Cell[] = [[100, 50, 'Description'], [100, 155, 'Delivery date'], right(100, 330, 'Qty'), right(100, 400, 'Price'), right(100, 470, 'Amount')];
    const p = page(1, [
      ...header,
      // "Software maintenance" ends at 147.5; the date begins at 155, less than a cell gap after it
      [120, 50, 'Software maintenance'], [120, 155, '18 October 2026'], right(120, 330, '2'), right(120, 400, '10,00'), right(120, 470, '20,00'),
      [135, 50, 'Packing tape'], [135, 155, '19 October 2026'], right(135, 330, '1'), right(135, 400, '5,00'), right(135, 470, '5,00'),
      [160, 300, 'Total'],
      right(160, 470, '25,00'),
    ]);
    expect(pick(headerItems(p)).map((r) => r[0])).toEqual(['Software maintenance', 'Packing tape']);
  });
});

describe('a date column heading on two lines', () => {
  it('reads "Service" over "period" as a period column, not as a second description column', async () => {
    const { findHeader } = await import('../src/invoice/lineItems.js');
    const p = page(1, [
      [88, 200, 'Service'],
      [100, 45, 'Qty'],
      [100, 110, 'Description'],
      [100, 200, 'period'],
      right(100, 400, 'Price'),
      right(100, 470, 'Amount'),
      ...row(120, '2', '', 'Oak board', '10,00', '20,00'),
      [120, 200, '03/2026'],
      ...row(135, '1', '', 'Hose', '7,00', '7,00'),
      [135, 200, '04/2026'],
    ]);
    const h = findHeader(buildDoc([p]));
    expect(h?.columns.map((c) => c.concept)).toEqual(['quantity', 'description', 'position', 'unitPrice', 'amount']);
  });
});

describe('a discount heading abbreviated over its "%"', () => {
  it('reads "Rab." over "%" beside "Steuersatz" as a discount column, the rates under "Steuersatz" as the tax rates', () => {
    const p = page(1, [
      [88, 402, 'Rab.'],
      [100, 50, 'Bezeichnung'],
      right(100, 230, 'Anzahl'),
      right(100, 300, 'Preis'),
      [100, 410, '%'],
      [100, 434, 'Steuersatz'],
      right(100, 545, 'Gesamt'),
      [120, 50, 'Schraube M8'], right(120, 230, '900'), right(120, 300, '0,50'), [120, 408, '2%'], right(120, 480, '19%'), right(120, 545, '441,00'),
      [135, 50, 'Schulung'], right(135, 230, '2'), right(135, 300, '100,00'), right(135, 480, '19%'), right(135, 545, '200,00'),
      [160, 300, 'Summe'],
      right(160, 545, '641,00'),
    ]);
    expect(headerItems(p).map((i) => [i.description, i.taxRate, i.amount])).toEqual([
      ['Schraube M8', 19, 441],
      ['Schulung', 19, 200],
    ]);
  });
});

describe('a unit printed after a long quantity', () => {
  it('stays with the quantity when it reaches under the next heading (no unit column)', () => {
    const p = page(1, [
      [100, 50, 'Description'],
      [100, 230, 'Qty'],
      right(100, 360, 'Unit price per piece'),
      right(100, 470, 'Amount'),
      // "pieces" (272.5–302.5) lies under "Unit price per piece" (267.5–360), a word space after the quantity
      [120, 50, 'Copy paper'], [120, 230, '1150,000 pieces'], right(120, 360, '0,50'), right(120, 470, '575,00'),
      [135, 50, 'Installation'], [135, 230, '2,000 h'], right(135, 360, '50,00'), right(135, 470, '100,00'),
      [160, 300, 'Total'],
      right(160, 470, '675,00'),
    ]);
    expect(pick(headerItems(p))).toEqual([
      ['Copy paper', 1150, 'pieces', 575],
      ['Installation', 2, 'h', 100],
    ]);
  });
});

describe('running page furniture, blocks', () => {
  const header: Cell[] = [[40, 45, 'Northwind Ltd'], [52, 45, 'Invoice 4711'], [60, 45, 'Qty'], [60, 110, 'Description'], right(60, 400, 'Price'), right(60, 470, 'Amount')];
  it('is no item text that opens two pages at one place and goes on with each item\'s own details', () => {
    const p1 = page(1, [...header, [80, 110, 'Training session'], [92, 110, 'Service period 10/2025'], ...row(104, '1', '', '', '10,00', '10,00')]);
    const p2 = page(2, [...header, [80, 110, 'Training session'], [92, 110, 'Part no. 694274'], ...row(104, '2', '', '', '10,00', '20,00')]);
    const doc = buildDoc([p1, p2]);
    expect(doc.lines.filter((l) => l.text === 'Training session').map((l) => !!l.furniture)).toEqual([false, false]);
  });
  it('stays furniture when the blocks go on alike but for their figures ("Page 1 of 2", "Page 2 of 2")', () => {
    const p = (n: number) => page(n, [[30, 45, 'Northwind Ltd'], [42, 45, `Page ${n} of 2`], ...row(100, '2', '', 'Oak board', '10,00', '20,00')]);
    const doc = buildDoc([p(1), p(2)]);
    expect(doc.lines.filter((l) => l.text === 'Northwind Ltd').map((l) => !!l.furniture)).toEqual([true, true]);
  });
});

describe('wrapped items under a group caption', () => {
  it('reads each item\'s continuation lines with the row above them when the rows open their own text', () => {
    const p = page(1, [
      [100, 45, 'Qty'], [100, 110, 'Description'], right(100, 400, 'Price'), right(100, 470, 'Amount'),
      [115, 110, 'Order 1'],
      ...row(130, '2', '', 'Safety gloves T9 Delivery', '10,00', '20,00'),
      [145, 110, 'note 56297 Weber'],
      ...row(160, '1', '', 'Hydraulic hose 1/2 Delivery', '7,00', '7,00'),
      [175, 110, 'note 94295 Martin'],
      // (the last item has no continuation line)
      ...row(190, '5', '', 'Installation Ref. 906975', '1,00', '5,00'),
      [225, 300, 'Total'],
      right(225, 470, '32,00'),
    ]);
    expect(pick(headerItems(p)).map((r) => r[0])).toEqual([
      'Safety gloves T9 Delivery note 56297 Weber',
      'Hydraulic hose 1/2 Delivery note 94295 Martin',
      'Installation Ref. 906975',
    ]);
  });
});

describe('items printed above their figures, an article code on each figure line', () => {
  it('still reads each item\'s text with the row below it (the code is no text of the row\'s own)', () => {
    const p = page(1, [
      [100, 45, 'Qty'], [100, 110, 'Description'], right(100, 400, 'Price'), right(100, 470, 'Amount'),
      [115, 110, 'Labour'],
      [130, 110, 'Packing tape clear'],
      [145, 110, 'Code 167551'],
      ...row(160, '2', '', 'A37051', '10,00', '20,00'),
      [175, 110, 'Oak flooring'],
      [190, 110, 'Code 956635'],
      ...row(205, '1', '', 'B71003', '7,00', '7,00'),
      [220, 110, 'Black toner'],
      ...row(235, '5', '', '710328', '1,00', '5,00'),
      [260, 300, 'Total'],
      right(260, 470, '32,00'),
    ]);
    expect(pick(headerItems(p)).map((r) => r[0])).toEqual([
      expect.stringContaining('Packing tape clear Code 167551'),
      expect.stringMatching(/^Oak flooring Code 956635/),
      expect.stringMatching(/^Black toner/),
    ]);
  });
});

describe('a wrapped heading whose lower line is only a tax phrase', () => {
  it('reads "Cena celkem" over "bez DPH" as the amount column, not a tax-rate column', () => {
    const p = page(1, [
      [88, 475, 'Cena celkem'],
      [100, 50, 'Popis'],
      right(100, 330, 'Množství'),
      [100, 412, 'Cena'],
      [100, 475, 'bez DPH'],
      [120, 50, 'Údržba softwaru'], right(120, 330, '10'), [120, 412, '949,48'], right(120, 520, '9 494,80'),
      [135, 50, 'Grafický návrh'], right(135, 330, '3'), [135, 412, '65,96'], right(135, 520, '197,88'),
      [160, 300, 'Celkem'],
      right(160, 520, '9 692,68'),
    ]);
    expect(headerItems(p).map((i) => [i.description, i.quantity, i.unitPrice, i.amount, i.taxRate])).toEqual([
      ['Údržba softwaru', 10, 949.48, 9494.8, null],
      ['Grafický návrh', 3, 65.96, 197.88, null],
    ]);
  });
});
