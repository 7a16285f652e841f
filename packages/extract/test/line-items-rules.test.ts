/**
 * Rules of the line-item reader (src/invoice/lineItems.ts) on synthetic pages: subtotal lines, right-aligned amounts,
 * tables without a recognised header, stacked two-row headers, descriptions spilling past their header cell, article-code
 * header cells, carried-forward lines, tax rates printed left of their header, wrapped header cells ("Preis/" over "Einheit"),
 * quantity and rate on the text line above the amount, quantity by arithmetic, quantity glued to its unit, labelled net unit
 * prices.
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { extractHeaderTable, extractLineItems } from '../src/invoice/lineItems.js';
import { CARRIED_FORWARD, foldKeep, headerConcept } from '../src/invoice/labels.js';
import type { PageModel, Word } from '../src/types.js';
import { type Cell, page, right } from './support/cell-pages.js';

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

describe('right-aligned amounts: left-aligned columns', () => {
  it('keeps amounts that start under the amount header even when their right edges differ', () => {
    const p = page(1, [
      [100, 20, 'Description'],
      [100, 480, 'Amount'],
      [120, 20, 'Alpha'],
      [120, 480, '115,00'],
      [135, 20, 'Beta'],
      [135, 480, '892,98'],
      [150, 20, 'Gamma'],
      [150, 480, '12.345,67'],
      [165, 20, 'Delta'],
      [165, 480, '115,00'],
    ]);
    expect(amounts(p)?.map((r) => r[0])).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);
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

describe('stacked two-line items: ordinary tables stay as they are', () => {
  it('does not join two complete items whose amounts happen to be quantity × amount', () => {
    const p = page(1, [
      [100, 40, 'Description'],
      [100, 300, 'Qty'],
      [100, 380, 'Unit price'],
      [100, 500, 'Amount'],
      [120, 40, 'Widget'],
      right(120, 320, '2'),
      right(120, 430, '25.00'),
      right(120, 540, '50.00'),
      [135, 40, 'Gadget'],
      right(135, 320, '4'),
      right(135, 430, '25.00'),
      right(135, 540, '100.00'),
      [160, 300, 'Total'],
      right(160, 540, '150.00'),
    ]);
    expect(amounts(p)).toEqual([
      ['Widget', 50],
      ['Gadget', 100],
    ]);
  });
});

describe('vertically centred item blocks', () => {
  const s = 6;
  const p = page(1, [
    [100, 40, 'Description', s],
    [100, 300, 'Qty', s],
    [100, 360, 'Unit price', s],
    [100, 480, 'Amount', s],
    [120, 40, 'Alpha service', s],
    [126, 40, 'period January', s],
    [132, 40, 'Code A1', s],
    right(132, 320, '1,00', s),
    right(132, 420, '60,00', s),
    right(132, 520, '60,00', s),
    [138, 40, 'note a2', s],
    // white space between the blocks, less than a line height
    [149, 40, 'Beta goods', s],
    [155, 40, 'period February', s],
    right(155, 420, '(Brut: 31,00)', s),
    [161, 40, 'Code B1', s],
    right(161, 320, '3,00', s),
    right(161, 420, '10,00', s),
    right(161, 520, '30,00', s),
    [167, 40, 'note b2', s],
    [190, 300, 'Total', s],
    right(190, 520, '90,00', s),
  ]);

  it('gives the lines above the widest gap to the item above and those below it to the item below', () => {
    expect(amounts(p)).toEqual([
      ['Alpha service period January Code A1 note a2', 60],
      ['Beta goods period February Code B1 note b2', 30],
    ]);
  });
});

describe('item tables without a recognised header: wrapped text and page breaks', () => {
  it('joins the text lines wrapped under an item', () => {
    const p = page(1, [
      [50, 40, 'Invoice total'],
      right(50, 560, '30.00'),
      [200, 50, 'Cloud Storage Standard'],
      right(200, 560, '10.00'),
      [212, 50, 'tier one, region west'],
      [230, 50, 'Data Transfer'],
      right(230, 560, '20.00'),
    ]);
    expect(amounts(p)).toEqual([
      ['Cloud Storage Standard tier one, region west', 10],
      ['Data Transfer', 20],
    ]);
  });

  it('reads a run continued on the next page on the same edge as one table', () => {
    const p1 = page(1, [
      [200, 50, 'Cloud Storage'],
      right(200, 560, '10.00'),
      [215, 50, 'Data Transfer'],
      right(215, 560, '20.00'),
    ]);
    const p2 = page(2, [
      [60, 40, 'Page 2'],
      [100, 50, 'Support Plan'],
      right(100, 560, '5.00'),
      [115, 50, 'Backup'],
      right(115, 560, '1.00'),
      [140, 300, 'Total'],
      right(140, 560, '36.00'),
    ]);
    expect(extractLineItems(buildDoc([p1, p2]))?.items.map((i) => i.description)).toEqual(['Cloud Storage', 'Data Transfer', 'Support Plan', 'Backup']);
  });
});

describe('header and totals vocabulary (labels.ts headerConcept, TABLE_STOP)', () => {
  it.each([
    ['Beskrivning', 'description'],
    ['Benämning', 'description'],
    ['Kuvaus', 'description'],
    ['Belopp', 'amount'],
    ['Beløb', 'amount'],
    ['Summa', 'amount'],
    ['Yhteensä', 'amount'],
    ['Ext. Price', 'amount'],
    ['Extended Price', 'amount'],
    ['Enhedspris', 'unitPrice'],
    ['Yksikköhinta', 'unitPrice'],
    ['À-hinta', 'unitPrice'],
    ['Unit Cost', 'unitPrice'],
    ['Määrä', 'quantity'],
    ['Kpl', 'quantity'],
    ['Hrs', 'quantity'],
    ['Uds.', 'quantity'],
    ['Unidades', 'quantity'],
    ['Yksikkö', 'unit'],
  ] as const)('%s → %s', (text, concept) => {
    expect(headerConcept(text)).toBe(concept);
  });

  it.each(['Grand Total', 'Summa', 'Delsumma', 'Mellemsum', 'Yhteensä', 'Att betala', 'Å betale', 'Moms 25 %', 'Alv 24 %', 'Importe total', 'Valor total'])(
    '"%s" ends the item table',
    (label) => {
      const p = page(1, [
        [100, 40, 'Description'],
        [100, 500, 'Amount'],
        [120, 40, 'Consulting'],
        right(120, 540, '200,00'),
        [140, 40, label],
        right(140, 540, '250,00'),
      ]);
      expect(amounts(p)).toEqual([['Consulting', 200]]);
    },
  );
});

const full = (pages: PageModel[]) => extractLineItems(buildDoc(pages))?.items.map((i) => [i.description, i.quantity, i.amount]) ?? null;

describe('a long description spills past its header cell', () => {
  const header: Cell[] = [
    [100, 40, 'Description'],
    [100, 300, 'Qty'],
    [100, 360, 'Price'],
    [100, 480, 'Amount'],
  ];
  it('keeps a digit-bearing word at the end of the description run in the description ("size 44", "(pack 500)")', () => {
    const p = page(1, [
      ...header,
      // "44" ends at 247.5: no header cell above it, nearer the "Qty" cell than the "Description" cell
      [120, 40, 'Mountain boot, waterproof leather, size 44'],
      right(120, 315, '10'),
      right(120, 400, '12,50'),
      right(120, 520, '125,00'),
      [140, 40, 'Paper napkins, two-ply, white (pack 500)'],
      right(140, 315, '4'),
      right(140, 400, '2,00'),
      right(140, 520, '8,00'),
    ]);
    expect(full([p])).toEqual([
      ['Mountain boot, waterproof leather, size 44', 10, 125],
      ['Paper napkins, two-ply, white (pack 500)', 4, 8],
    ]);
  });

  it('still reads a quantity a column gap away from the description as the quantity', () => {
    const p = page(1, [
      ...header,
      [120, 40, 'Mountain boot'],
      // left of the "Qty" cell, but well apart from the description text
      [120, 270, '10'],
      right(120, 400, '12,50'),
      right(120, 520, '125,00'),
      [140, 40, 'Walking socks'],
      [140, 270, '4'],
      right(140, 400, '2,00'),
      right(140, 520, '8,00'),
    ]);
    expect(full([p])).toEqual([
      ['Mountain boot', 10, 125],
      ['Walking socks', 4, 8],
    ]);
  });
});

describe('article-code header cells', () => {
  it('"Item #" is one code column: its codes are not joined to the descriptions', () => {
    const p = page(1, [
      [100, 40, 'Item #'],
      [100, 110, 'Description'],
      [100, 320, 'Qty'],
      [100, 380, 'Unit Price'],
      [100, 480, 'Amount'],
      [120, 40, 'GL-100M'],
      [120, 110, 'Nitrile exam gloves'],
      right(120, 335, '2'),
      right(120, 430, '9.50'),
      right(120, 520, '19.00'),
      [140, 40, 'HS-1GAL'],
      [140, 110, 'Hand sanitizer gel'],
      right(140, 335, '1'),
      right(140, 430, '24.00'),
      right(140, 520, '24.00'),
    ]);
    expect(full([p])).toEqual([
      ['Nitrile exam gloves', 2, 19],
      ['Hand sanitizer gel', 1, 24],
    ]);
  });
});

describe('carried-forward lines of a table continued over pages', () => {
  const header: Cell[] = [
    [100, 40, 'Descrizione'],
    [100, 300, 'Quantità'],
    [100, 370, 'Prezzo'],
    [100, 480, 'Importo'],
  ];
  const row = (y: number, text: string, q: string, price: string, amount: string): Cell[] => [[y, 40, text], right(y, 340, q), right(y, 420, price), right(y, 520, amount)];
  it('skips "A riportare" / "Riporto" (the running sum) and reads the items of the next page', () => {
    const p1 = page(1, [...header, ...row(120, 'Vite autofilettante', '10', '0,50', '5,00'), ...row(140, 'Tassello nylon', '20', '0,25', '5,00'), [170, 370, 'A riportare'], right(170, 520, '10,00')]);
    const p2 = page(2, [[40, 370, 'Riporto'], right(40, 520, '10,00'), ...header.map(([, x, t]): Cell => [60, x, t]), ...row(80, 'Dado esagonale M8', '4', '1,00', '4,00'), [110, 370, 'Totale imponibile'], right(110, 520, '14,00')]);
    expect(full([p1, p2])).toEqual([
      ['Vite autofilettante', 10, 5],
      ['Tassello nylon', 20, 5],
      ['Dado esagonale M8', 4, 4],
    ]);
  });

  it('"Übertrag" at the top of a page without a repeated header is skipped too', () => {
    const p1 = page(1, [...header, ...row(120, 'Schraube', '10', '0,50', '5,00'), ...row(140, 'Dübel', '20', '0,25', '5,00'), [170, 370, 'Übertrag'], right(170, 520, '10,00')]);
    const p2 = page(2, [[40, 370, 'Übertrag'], right(40, 520, '10,00'), ...row(60, 'Mutter M8', '4', '1,00', '4,00'), [90, 370, 'Summe'], right(90, 520, '14,00')]);
    expect(full([p1, p2])).toEqual([
      ['Schraube', 10, 5],
      ['Dübel', 20, 5],
      ['Mutter M8', 4, 4],
    ]);
  });

  it('a group subtotal, then "Subtotal c/f" and a running footer at the foot of the page: the table goes on overleaf', () => {
    // the footer is printed at the same height on both pages (page furniture); the next group's items follow overleaf
    const footer = (): Cell[] => [[780, 40, 'Rautio Ltd Tel. +39 786 024103 Sort code 20-00-00 Company No. 227591']];
    const p1 = page(1, [
      ...header,
      ...row(120, 'Vite autofilettante', '10', '0,50', '5,00'),
      ...row(140, 'Tassello nylon', '20', '0,25', '5,00'),
      [160, 40, 'Section total Site 1'],
      right(160, 520, '10,00'),
      [175, 40, 'Subtotal c/f'],
      right(175, 520, '10,00'),
      ...footer(),
    ]);
    const p2 = page(2, [
      ...header.map(([, x, t]): Cell => [60, x, t]),
      [75, 40, 'Subtotal b/f'],
      right(75, 520, '10,00'),
      ...row(95, 'Dado esagonale M8', '4', '1,00', '4,00'),
      ...row(110, 'Rondella M8', '8', '0,50', '4,00'),
      [140, 370, 'Totale imponibile'],
      right(140, 520, '18,00'),
      ...footer(),
    ]);
    // (the header-read table itself: the arithmetic reading would find these items anyway on so plain a page)
    expect(extractHeaderTable(buildDoc([p1, p2]))?.items.map((i) => i.description)).toEqual(['Vite autofilettante', 'Tassello nylon', 'Dado esagonale M8', 'Rondella M8']);
  });

  it('a group subtotal, "Att transportera" and a Nordic page counter "Sida 1(3)" at the foot: the table goes on overleaf', () => {
    const sv: Cell[] = [[100, 40, 'Beskrivning'], [100, 300, 'Antal'], [100, 370, 'À-pris'], [100, 480, 'Totalt']];
    const svRow = (y: number, text: string, q: string, price: string, amount: string): Cell[] => [[y, 40, text], right(y, 340, q), right(y, 420, price), right(y, 520, amount)];
    const p1 = page(1, [
      ...sv,
      ...svRow(120, 'Arbete', '10', '0,50', '5,00'),
      ...svRow(140, 'Material', '20', '0,25', '5,00'),
      [160, 40, 'Delsumma Arbete'],
      right(160, 520, '10,00'),
      [175, 40, 'Att transportera'],
      right(175, 520, '10,00'),
      [800, 480, 'Sida 1(3)'],
    ]);
    const p2 = page(2, [
      ...sv.map(([, x, t]): Cell => [60, x, t]),
      [75, 40, 'Transporterat'],
      right(75, 520, '10,00'),
      ...svRow(95, 'Skruvar', '4', '1,00', '4,00'),
      ...svRow(110, 'Muttrar', '8', '0,50', '4,00'),
      [140, 370, 'Summa exkl. moms'],
      right(140, 520, '18,00'),
    ]);
    expect(extractHeaderTable(buildDoc([p1, p2]))?.items.map((i) => i.description)).toEqual(['Arbete', 'Material', 'Skruvar', 'Muttrar']);
  });

  it('a two-line header repeated overleaf whose upper line reads like a totals label ("Sum / inkl. mva") is the header', () => {
    const head = (y: number): Cell[] => [
      right(y, 545, 'Sum inkl.'),
      [y + 11, 40, 'Beskrivelse'],
      right(y + 11, 340, 'Antall'),
      right(y + 11, 420, 'Enhetspris'),
      right(y + 11, 480, 'Beløp'),
      right(y + 11, 545, 'mva'),
    ];
    const nbRow = (y: number, text: string, q: string, price: string, amount: string, gross: string): Cell[] => [
      [y, 40, text],
      right(y, 340, q),
      right(y, 420, price),
      right(y, 480, amount),
      right(y, 545, gross),
    ];
    const p1 = page(1, [...head(100), ...nbRow(130, 'Konsulent', '10', '1,00', '10,00', '12,50'), ...nbRow(145, 'Reise', '2', '5,00', '10,00', '12,50')]);
    const p2 = page(2, [...head(60), ...nbRow(90, 'Lisens', '4', '1,00', '4,00', '5,00'), [120, 370, 'Sum eks. mva'], right(120, 480, '24,00')]);
    expect(extractHeaderTable(buildDoc([p1, p2]))?.items.map((i) => i.description)).toEqual(['Konsulent', 'Reise', 'Lisens']);
  });

  it('in a table of bare amounts a "Transport" line equal to the sum above is an item', () => {
    const p = page(1, [
      [100, 40, 'Description'],
      [100, 480, 'Amount'],
      [120, 40, 'Design'],
      right(120, 520, '10,00'),
      [140, 40, 'Print'],
      right(140, 520, '20,00'),
      [160, 40, 'Transport'],
      right(160, 520, '30,00'),
      [190, 40, 'Total'],
      right(190, 520, '60,00'),
    ]);
    expect(amounts(p)).toEqual([
      ['Design', 10],
      ['Print', 20],
      ['Transport', 30],
    ]);
  });

  it('the labels', () => {
    for (const t of ['A riportare', 'Riporto', 'Suma y sigue', 'Übertrag', 'Transport', 'Carried forward', 'Brought forward', 'À reporter', 'Report', 'A transportar', 'Transportado', 'Continued', 'Continued on next page'])
      expect(CARRIED_FORWARD.exec(foldKeep(t))?.index, t).toBe(0);
    for (const t of ['Transportation', 'Reporting services', 'Riportare']) expect(CARRIED_FORWARD.exec(foldKeep(t)), t).toBeNull();
  });
});

describe('tax rates printed left of their header cell', () => {
  // "Menge | Steuer": the rate "19 % VAT" starts left of "Steuer", nearer the quantity column than its own
  const header: Cell[] = [
    [100, 40, 'Beschreibung'],
    [100, 200, 'Preis'],
    [100, 280, 'Menge'],
    [100, 370, 'Steuer'],
    [100, 480, 'Entgelt'],
  ];
  const row = (y: number, desc: string, price: string, qty: string, rate: string, amount: string): Cell[] => [
    [y, 40, desc],
    right(y, 240, price),
    [y, 275, qty],
    [y, 315, rate],
    right(y, 520, amount),
  ];
  const items = (rate1: string, rate2: string) =>
    extractLineItems(
      buildDoc([page(1, [...header, ...row(120, 'Trennblätter', '9,90', '20 Stk', rate1, '198,00'), ...row(140, 'Joghurt', '5,50', '50 Stk', rate2, '275,00')])]),
    )?.items.map((i) => [i.quantity, i.unit, i.taxRate]);
  it('reads "19 %" and "7%" under no header cell as the tax rate, not as part of the quantity', () => {
    expect(items('19 % VAT', '7 % VAT')).toEqual([
      [20, 'Stk', 19],
      [50, 'Stk', 7],
    ]);
    expect(items('19% VAT', '7% VAT')).toEqual([
      [20, 'Stk', 19],
      [50, 'Stk', 7],
    ]);
  });
  it('leaves a bare number without a percent sign where it was', () => {
    expect(items('19 VAT', '7 VAT')?.map((r) => r[2])).toEqual([null, null]);
  });
});

describe('wrapped header cells', () => {
  // "Preis/" above "Einheit": a unit price column, not a second unit column
  const body: Cell[] = [
    [120, 40, 'Trennblätter A4'],
    right(120, 270, '20'),
    [120, 300, 'Stk.'],
    right(120, 420, '9,90'),
    right(120, 520, '198,00'),
    [140, 40, 'Joghurt Banane'],
    right(140, 270, '50'),
    [140, 300, 'Stk.'],
    right(140, 420, '5,50'),
    right(140, 520, '275,00'),
  ];
  const read = (above: Cell[], main: Cell[]) =>
    extractLineItems(buildDoc([page(1, [...above, ...main, ...body])]))?.items.map((i) => [i.quantity, i.unit, i.unitPrice, i.amount]);
  it('reads "Preis/" over "Einheit" as the unit price column', () => {
    const above: Cell[] = [[89, 240, 'Menge'], [89, 300, 'Meng.-'], [89, 390, 'Preis/']];
    const main: Cell[] = [[100, 40, 'Artikelbeschreibung'], [100, 300, 'einheit'], [100, 390, 'Einheit'], [100, 480, 'Betrag']];
    expect(read(above, main)).toEqual([
      [20, 'Stk.', 9.9, 198],
      [50, 'Stk.', 5.5, 275],
    ]);
  });
  it('keeps a tax word over "Betrag" an amount ("Steuer-" / "Betrag")', () => {
    const above: Cell[] = [[89, 480, 'Steuer-']];
    const main: Cell[] = [[100, 40, 'Beschreibung'], [100, 240, 'Menge'], [100, 300, 'Einheit'], [100, 390, 'Preis'], [100, 480, 'Betrag']];
    expect(read(above, main)?.map((r) => r[3])).toEqual([198, 275]);
  });
});

describe('wrapped header cells with a tax qualifier', () => {
  it('keeps "Preis" with "ohne MwSt." below it a unit price', () => {
    const p = page(1, [
      [100, 40, 'Beschreibung'],
      [100, 240, 'Menge'],
      [100, 390, 'Preis'],
      [100, 480, 'Betrag'],
      [111, 390, 'ohne'],
      [122, 390, 'MwSt.'],
      [140, 40, 'Joghurt Banane'],
      right(140, 270, '50'),
      right(140, 420, '5,50'),
      right(140, 520, '275,00'),
    ]);
    expect(extractLineItems(buildDoc([p]))?.items.map((i) => [i.unitPrice, i.taxRate])).toEqual([[5.5, null]]);
  });
});

describe('wrapped header cells without a continuation mark', () => {
  it('keeps "Unité" over "pour P.U." a unit column', () => {
    const p = page(1, [
      [100, 40, 'Désignation'],
      [100, 200, 'P.U.'],
      [100, 300, 'Unité'],
      [100, 380, 'Qté'],
      [100, 480, 'Montant'],
      [111, 290, 'pour P.U.'],
      [140, 40, 'Fournitures papier'],
      right(140, 240, '10,00'),
      [140, 300, 'PCE'],
      right(140, 400, '3,00'),
      right(140, 520, '30,00'),
    ]);
    expect(extractLineItems(buildDoc([p]))?.items.map((i) => [i.unit, i.unitPrice, i.quantity])).toEqual([['PCE', 10, 3]]);
  });
});

describe('wrapped header cells read as one phrase', () => {
  // the header printed on two lines, each cell's words top to bottom: "Price / each", "Disc. / %", "VAT / rate"
  const header = (lines: [Cell[], Cell[]]): Cell[] => [...lines[0], ...lines[1]];
  const body: Cell[] = [
    [130, 40, 'Design work'],
    right(130, 260, '3'),
    right(130, 340, '100.00'),
    right(130, 400, '10%'),
    right(130, 460, '20%'),
    right(130, 540, '270.00'),
    [145, 40, 'Printed matter'],
    right(145, 260, '2'),
    right(145, 340, '50.00'),
    right(145, 460, '20%'),
    right(145, 540, '100.00'),
  ];
  const read = (cells: Cell[]) => extractLineItems(buildDoc([page(1, [...cells, ...body])]))?.items.map((i) => [i.quantity, i.unitPrice, i.taxRate, i.amount]);
  it('takes the discount and the tax rate from "Disc. / %" and "VAT / rate", not the "%" and "rate" under them', () => {
    const cells = header([
      [right(100, 340, 'Price'), right(100, 400, 'Disc.'), right(100, 460, 'VAT'), right(100, 540, 'Line')],
      [[111, 40, 'Description'], right(111, 260, 'Qty'), right(111, 340, 'each'), right(111, 400, '%'), right(111, 460, 'rate'), right(111, 540, 'Total')],
    ]);
    expect(read(cells)).toEqual([
      [3, 100, 20, 270],
      [2, 50, 20, 100],
    ]);
  });
  it('keeps two header rows of one item apart ("Qty" over "Disc. %": each names a column of its own line)', () => {
    const cells = header([
      [[100, 40, 'Item no.'], right(100, 260, 'Qty'), right(100, 340, 'Price'), right(100, 460, 'VAT'), right(100, 540, 'Amount')],
      [[111, 40, 'Description'], right(111, 260, 'Disc. %')],
    ]);
    expect(read(cells)?.map((r) => r[0])).toEqual([3, 2]);
  });
  it('a "%" under a discount heading ("Dto." / "%") leaves the tax rate to the column that names it ("Tipo" / "IVA")', () => {
    const cells = header([
      [right(100, 340, 'Precio'), right(100, 400, 'Dto.'), right(100, 460, 'Tipo'), right(100, 540, 'Subtotal')],
      [[111, 40, 'Concepto'], right(111, 260, 'Cant.'), right(111, 340, 'unitario'), right(111, 400, '%'), right(111, 460, 'IVA'), right(111, 540, '(EUR)')],
    ]);
    expect(read(cells)?.map((r) => r[2])).toEqual([20, 20]);
  });
  it('splits a "%" lying under a discount heading off the tax-rate cell it was printed next to ("Rabat / %" + "Momssats")', () => {
    const p = page(1, [
      right(100, 429, 'Rabat'),
      [111, 40, 'Beskrivelse'],
      right(111, 260, 'Antal'),
      right(111, 340, 'Pris'),
      [111, 424, '% Momssats'],
      right(111, 540, 'Total'),
      [130, 40, 'Kursus'],
      right(130, 260, '3'),
      right(130, 340, '100,00'),
      right(130, 429, '10%'),
      right(130, 480, '25%'),
      right(130, 540, '270,00'),
      [145, 40, 'Bogføring'],
      right(145, 260, '2'),
      right(145, 340, '50,00'),
      right(145, 480, '25%'),
      right(145, 540, '100,00'),
    ]);
    expect(extractLineItems(buildDoc([p]))?.items.map((i) => [i.taxRate, i.amount])).toEqual([
      [25, 270],
      [25, 100],
    ]);
  });
  it('"VAT rate" is a tax rate, a bare "Rate" a price', () => {
    expect([headerConcept('VAT rate'), headerConcept('Tax rate'), headerConcept('Rate')]).toEqual(['taxRate', 'taxRate', 'unitPrice']);
  });
});

describe('figures under a unit heading', () => {
  it('are no unit ("Cen. jedn." 1 / 100: a price base)', () => {
    const p = page(1, [
      [100, 40, 'Položka'],
      right(100, 260, 'Počet'),
      right(100, 340, 'Cena/MJ'),
      right(100, 400, 'Jedn.'),
      right(100, 540, 'Základ'),
      [120, 40, 'Školení'],
      right(120, 260, '3'),
      right(120, 340, '100,00'),
      right(120, 400, '1'),
      right(120, 540, '300,00'),
      [135, 40, 'Toner'],
      right(135, 260, '2'),
      right(135, 340, '50,00'),
      right(135, 400, '1'),
      right(135, 540, '100,00'),
    ]);
    expect(extractLineItems(buildDoc([p]))?.items.map((i) => [i.unit, i.amount])).toEqual([
      [null, 300],
      [null, 100],
    ]);
  });
});

describe('a quantity and its unit are one cell', () => {
  it('a figure pushed left by a long unit word ("15 unidad" under "Cant.") is still the quantity, not the position', () => {
    // (the quantity cells are set larger, as a wide monospaced font prints them: "15 unidad" then starts nearer the
    // position column's edge than the quantity heading)
    const rows: Array<[string, string, string, string]> = [
      ['9 meses', 'Mano de obra', '10,00', '90,00'],
      ['15 unidad', 'Manguera', '2,00', '30,00'],
      ['21.50 h', 'Diseño', '2,00', '43,00'],
      ['5 días', 'Servicios', '3,00', '15,00'],
      ['27 ud', 'Panel LED', '1,00', '27,00'],
      ['40 unidad', 'Manguera', '1,00', '40,00'],
    ];
    const p = page(1, [
      right(100, 113, 'Nº'),
      right(100, 179, 'Cant.'),
      [100, 190, 'Descripción'],
      right(100, 412, 'Precio'),
      right(100, 545, 'Total'),
      ...rows.flatMap(([q, d, pr, a], k): Cell[] => [right(120 + 15 * k, 113, String(k + 1)), right(120 + 15 * k, 179, q, 13), [120 + 15 * k, 190, d], right(120 + 15 * k, 412, pr), right(120 + 15 * k, 545, a)]),
    ]);
    expect(extractHeaderTable(buildDoc([p]))?.items.map((i) => i.quantity)).toEqual([9, 15, 21.5, 5, 27, 40]);
  });
});

describe('quantity and rate on the first line of an item, the amount on the next', () => {
  it('fills the quantity, unit and tax rate of the row from its first text line', () => {
    const p = page(1, [
      [100, 40, 'Beschreibung'],
      [100, 280, 'Menge'],
      [100, 360, 'Steuersatz'],
      [100, 480, 'Nettobetrag'],
      [120, 40, 'Stahlcoil'],
      right(120, 305, '10 Stk'),
      right(120, 410, '0 %'),
      [131, 40, 'Basismenge: 1 Stk'],
      right(131, 530, '1.000,00'),
      [150, 40, 'Stoßfänger'],
      right(150, 305, '12 Stk'),
      right(150, 410, '19 %'),
      [161, 40, 'Basismenge: 1 Stk'],
      right(161, 530, '1.200,00'),
    ]);
    expect(extractLineItems(buildDoc([p]))?.items.map((i) => [i.quantity, i.unit, i.taxRate, i.amount])).toEqual([
      [10, 'Stk', 0, 1000],
      [12, 'Stk', 19, 1200],
    ]);
  });
});

describe('running page furniture', () => {
  it('reads no item from a footer repeated at the same height on every page, and goes on overleaf', () => {
    const head = (y: number): Cell[] => [
      [y, 40, 'Description'],
      [y, 260, 'Qty'],
      [y, 330, 'Unit price'],
      [y, 450, 'Amount'],
    ];
    const row = (y: number, d: string, q: string, p: string, a: string): Cell[] => [[y, 40, d], right(y, 280, q), right(y, 380, p), right(y, 490, a)];
    // (its figures fall under the quantity, price and amount columns)
    const footer: Cell[] = [
      [760, 40, 'Acme Tools Ltd'],
      [760, 200, 'Tel. +44 20 7946 0958'],
      [760, 330, 'IBAN GB29 NWBK 6016'],
      [760, 440, 'Reg. 716651'],
    ];
    // (the rows of page 1 reach down to just above the footer)
    const p1 = page(1, [...head(700), ...row(720, 'Hammer', '2', '10.00', '20.00'), ...row(735, 'Saw', '1', '25.50', '25.50'), ...footer]);
    const p2 = page(2, [...head(100), ...row(120, 'Drill', '3', '40.00', '120.00'), ...row(135, 'Chisel', '4', '5.25', '21.00'), ...footer]);
    expect(extractLineItems(buildDoc([p1, p2]))?.items.map((i) => [i.description, i.amount])).toEqual([
      ['Hammer', 20],
      ['Saw', 25.5],
      ['Drill', 120],
      ['Chisel', 21],
    ]);
  });
});

describe('quantities by arithmetic and glued units', () => {
  it('takes a numeric column under an unknown label as the quantity when it times the price gives the amount', () => {
    const p = page(1, [
      [100, 40, 'Amount'],
      [100, 120, 'Product'],
      [100, 300, 'Price'],
      [100, 450, 'Total'],
      right(120, 80, '400.00'),
      [120, 120, 'Ballons'],
      right(120, 340, '0.79'),
      right(120, 490, '316.00'),
      right(140, 80, '800.00'),
      [140, 120, 'Hot air'],
      right(140, 340, '0.025'),
      right(140, 490, '20.00'),
    ]);
    expect(extractLineItems(buildDoc([p]))?.items.map((i) => [i.quantity, i.amount])).toEqual([
      [400, 316],
      [800, 20],
    ]);
  });
  it('takes the unnamed column as the quantity when line discounts make some products larger than their amounts', () => {
    const p = page(1, [
      [100, 40, 'Description'],
      [100, 200, 'Kogus'],
      [100, 280, 'Unit price'],
      [100, 360, 'Discount'],
      [100, 450, 'Amount'],
      [120, 40, 'Cable ties'],
      right(120, 230, '2'),
      right(120, 330, '89.95'),
      right(120, 400, '3%'),
      right(120, 490, '174.50'),
      [140, 40, 'Copy paper'],
      right(140, 230, '39'),
      right(140, 330, '25.07'),
      right(140, 400, '12.5%'),
      right(140, 490, '855.51'),
      [160, 40, 'Design work'],
      right(160, 230, '28'),
      right(160, 330, '31.83'),
      right(160, 490, '891.24'),
    ]);
    expect(extractLineItems(buildDoc([p]))?.items.map((i) => [i.quantity, i.amount])).toEqual([
      [2, 174.5],
      [39, 855.51],
      [28, 891.24],
    ]);
  });
  it('leaves the quantity empty when that column does not multiply out', () => {
    const p = page(1, [
      [100, 40, 'Amount'],
      [100, 120, 'Product'],
      [100, 300, 'Price'],
      [100, 450, 'Total'],
      right(120, 80, '7.00'),
      [120, 120, 'Ballons'],
      right(120, 340, '0.79'),
      right(120, 490, '316.00'),
      right(140, 80, '3.00'),
      [140, 120, 'Hot air'],
      right(140, 340, '0.025'),
      right(140, 490, '20.00'),
    ]);
    expect(extractLineItems(buildDoc([p]))?.items.map((i) => i.quantity)).toEqual([null, null]);
  });
  it('reads a quantity glued to its unit ("32,6TO")', () => {
    const p = page(1, [
      [100, 40, 'Varebeskrivelse'],
      [100, 220, 'Mengde'],
      [100, 300, 'Enhetspris'],
      [100, 450, 'Totalpris'],
      [120, 40, 'KEMIRA BULK'],
      right(120, 260, '32,6TO'),
      right(120, 350, '2.164,00'),
      right(120, 500, '70.546,40'),
    ]);
    expect(extractLineItems(buildDoc([p]))?.items.map((i) => [i.quantity, i.unit])).toEqual([[32.6, 'TO']]);
  });
});

describe('labelled net unit price under the price column', () => {
  it('reads "(Net): 60,00" on the item\'s text line as its unit price', () => {
    const rows = (net: string): Cell[] => [
      [100, 40, 'Désignation'],
      [100, 250, 'P.U. HT'],
      [100, 380, 'Qté'],
      [100, 480, 'Montant HT'],
      [120, 40, 'Prestation support'],
      right(120, 300, '(Brut: 65,00)'),
      [131, 40, 'Période janvier'],
      right(131, 300, '(Rabais: 5,00)'),
      right(131, 400, '1,00'),
      right(131, 530, '60,00'),
      [142, 40, 'Catégorie jour'],
      right(142, 300, net),
    ];
    expect(extractLineItems(buildDoc([page(1, rows('(Net): 60,00'))]))?.items.map((i) => [i.unitPrice, i.amount])).toEqual([[60, 60]]);
    expect(extractLineItems(buildDoc([page(1, rows('(Poids): 2,00'))]))?.items.map((i) => [i.unitPrice, i.amount])).toEqual([[null, 60]]);
  });
});

// ------------------------------------------------------------------ items found by their arithmetic (items/arithmetic.ts)

describe('line items by arithmetic, whatever the header says', () => {
  // header words in no lexicon; rows: description, quantity, price, amount; the net printed below
  const unknownHeader: Cell[] = [
    [100, 40, 'Zorblat'],
    right(100, 330, 'Frim'),
    right(100, 420, 'Quonk'),
    right(100, 520, 'Wazzle'),
  ];
  const row = (y: number, d: string, q: string, p: string, a: string): Cell[] => [[y, 40, d], right(y, 330, q), right(y, 420, p), right(y, 520, a)];

  it('reads a table under unknown header words when its amounts add up to the printed net, columns by quantity x price = amount', () => {
    const p = page(1, [
      ...unknownHeader,
      ...row(120, 'Widget large', '3', '12.50', '37.50'),
      ...row(135, 'Gadget small', '2', '4.25', '8.50'),
      ...row(150, 'Service hour', '1.5', '80.00', '120.00'),
      [180, 300, 'Qwerty'],
      right(180, 520, '166.00'),
    ]);
    const t = extractLineItems(buildDoc([p]))!;
    expect(t.items.map((i) => [i.description, i.quantity, i.unitPrice, i.amount])).toEqual([
      ['Widget large', 3, 12.5, 37.5],
      ['Gadget small', 2, 4.25, 8.5],
      ['Service hour', 1.5, 80, 120],
    ]);
    expect(t.sources?.['invoice.lineItems.0.amount']?.page).toBe(1);
    expect(t.sources?.['invoice.lineItems.2.quantity']).toBeDefined();
  });

  it('does not take rows whose sum is printed nowhere', () => {
    const p = page(1, [...unknownHeader, ...row(120, 'Widget large', '3', '12.50', '37.50'), ...row(135, 'Gadget small', '2', '4.25', '8.50')]);
    expect(extractLineItems(buildDoc([p]))).toBeNull();
  });

  it('gives an item the text lines above its amount line when the amount lines carry no text', () => {
    const p = page(1, [
      ...unknownHeader,
      [120, 40, 'Widget large'],
      [132, 40, 'Art 100234'],
      right(144, 330, '3'),
      right(144, 420, '12.50'),
      right(144, 520, '37.50'),
      [160, 40, 'Gadget small'],
      right(172, 330, '2'),
      right(172, 420, '4.25'),
      right(172, 520, '8.50'),
      [200, 300, 'Qwerty'],
      right(200, 520, '46.00'),
    ]);
    expect(amounts(p)).toEqual([
      ['Widget large Art 100234', 37.5],
      ['Gadget small', 8.5],
    ]);
  });

  it('takes the net amount column, not the gross one (gross = net x (1 + rate)), and folds a discount row into its item', () => {
    const cells: Cell[] = [
      [100, 40, 'Zorblat'],
      right(100, 300, 'Frim'),
      right(100, 370, 'Quonk'),
      right(100, 450, 'Wazzle'),
      right(100, 530, 'Plonk'),
      [120, 40, 'Widget large'],
      right(120, 300, '4'),
      right(120, 370, '25.00'),
      right(120, 450, '100.00'),
      right(120, 530, '120.00'),
      [135, 40, 'Less 10 %'],
      right(135, 450, '-10.00'),
      right(135, 530, '-12.00'),
      [150, 40, 'Gadget small'],
      right(150, 300, '2'),
      right(150, 370, '5.00'),
      right(150, 450, '10.00'),
      right(150, 530, '12.00'),
      [180, 300, 'Qwerty'],
      right(180, 530, '100.00'),
    ];
    expect(amounts(page(1, cells))).toEqual([
      ['Widget large', 90],
      ['Gadget small', 10],
    ]);
  });

  it('skips a group subtotal and a carried-forward line: rows equal to the running sum are not items', () => {
    const p = page(1, [
      ...unknownHeader,
      ...row(120, 'Widget large', '3', '12.50', '37.50'),
      ...row(135, 'Gadget small', '2', '4.25', '8.50'),
      [150, 40, 'Zwiff'],
      right(150, 520, '46.00'),
      ...row(170, 'Service hour', '1.5', '80.00', '120.00'),
      ...row(185, 'Bolt pack', '10', '0.90', '9.00'),
      [200, 40, 'Zwiff'],
      right(200, 520, '129.00'),
      [230, 300, 'Qwerty'],
      right(230, 520, '175.00'),
    ]);
    expect(amounts(p)?.map((x) => x[1])).toEqual([37.5, 8.5, 120, 9]);
  });
});

describe('amounts printed with thousands spaces', () => {
  const header: Cell[] = [
    [100, 40, 'Description'],
    [100, 250, 'Qty'],
    [100, 330, 'Unit price'],
    [100, 420, 'VAT'],
    [100, 500, 'Amount'],
  ];
  it('a lead group left of a column never lands in that column ("19 498,75" is one amount)', () => {
    const rows: Cell[] = [
      [120, 40, 'Software maintenance'],
      right(120, 270, '19'),
      right(120, 380, '1 026,25'),
      right(120, 440, '20 %'),
      right(120, 540, '19 498,75'),
      [132, 40, 'Site survey'],
      right(132, 270, '29'),
      right(132, 380, '32,84'),
      right(132, 440, '20 %'),
      right(132, 540, '952,36'),
    ];
    const items = extractLineItems(buildDoc([page(1, [...header, ...rows])]))?.items ?? [];
    expect(items.map((i) => [i.quantity, i.unitPrice, i.amount])).toEqual([
      [19, 1026.25, 19498.75],
      [29, 32.84, 952.36],
    ]);
  });
  it('a monospaced space (one character wide) between groups still joins them; a count without decimals stays as printed', () => {
    const mono = (y: number, x1: number, text: string): Word[] => {
      // 0.6 em per character, spaces included, ending at x1
      const out: Word[] = [];
      let cx = x1 - text.length * 6;
      for (const t of text.split(' ')) {
        out.push({ text: t, x0: cx, y0: y, x1: cx + t.length * 6, y1: y + 10, size: 10, fontName: 'Courier', bold: false });
        cx += (t.length + 1) * 6;
      }
      return out;
    };
    const words = [...mono(120, 300, 'Pack 100 000 sheets'), ...mono(120, 540, '1 234 567,89')];
    const doc = buildDoc([{ number: 1, width: 595, height: 842, words, rulings: [] }]);
    expect(doc.lines[0]!.words.map((w) => w.text)).toEqual(['Pack', '100', '000', 'sheets', '1234567,89']);
  });
});

describe('header words by principle: compound heads and abbreviations', () => {
  it('a one-word compound of a compounding language takes the concept of its last part', () => {
    expect(headerConcept('Stykpris')).toBe('unitPrice');
    expect(headerConcept('Kappalehinta')).toBe('unitPrice');
    expect(headerConcept('Momssats')).toBe('taxRate');
    expect(headerConcept('Totalpris')).toBe('amount');
    expect(headerConcept('Rechnungsbetrag')).toBe('amount');
  });
  it('an abbreviated figure header is the concept of the shortest column word it begins; never the description', () => {
    expect(headerConcept('Enh.')).toBe('unit');
    expect(headerConcept('Einzelpr.')).toBe('unitPrice');
    expect(headerConcept('Jedn.')).toBe('unit');
    expect(headerConcept('Art.')).toBeNull();
    expect(headerConcept('Beskr.')).toBeNull();
  });
  it('a compound head does not fire in a language that does not compound, nor on a short word', () => {
    expect(headerConcept('Xpris')).toBeNull();
    expect(headerConcept('Comprising')).toBeNull();
  });
});

describe('date and period columns', () => {
  const table = (dateHead: string, dates: [string, string], descs: [string, string]): PageModel =>
    page(1, [
      [100, 40, 'Description'],
      [100, 200, dateHead],
      [100, 330, 'Qty'],
      [100, 380, 'Unit Price'],
      [100, 480, 'Amount'],
      [120, 40, descs[0]],
      [120, 200, dates[0]],
      right(120, 345, '3'),
      right(120, 430, '40.00'),
      right(120, 520, '120.00'),
      [140, 40, descs[1]],
      [140, 200, dates[1]],
      right(140, 345, '1'),
      right(140, 430, '75.50'),
      right(140, 520, '75.50'),
    ]);

  it('keeps a delivery date or service period out of the description ("Delivery date", "Leistungszeitraum", "Periode")', () => {
    for (const head of ['Delivery date', 'Service period', 'Leistungszeitraum', 'Periode', 'Avser period', 'Okres']) {
      expect(full([table(head, ['01.03.2025 - 31.03.2025', '15.03.2025'], ['Hosting plan', 'Support hours'])]), head).toEqual([
        ['Hosting plan', 3, 120],
        ['Support hours', 1, 75.5],
      ]);
    }
  });

  it('keeps the words of a long description that reach over the date column, not the dates', () => {
    // quantity first, the description after it in the same run of words, its last word nearer the period's head than
    // its own
    const p = page(1, [
      [100, 40, 'Qty'],
      [100, 80, 'Description'],
      [100, 240, 'Period'],
      [100, 380, 'Unit Price'],
      [100, 480, 'Amount'],
      [120, 45, '3 pcs Hosting plan premium edition'],
      [120, 210.5, 'extra'], // a wide word space (0.8 em: set by a justifying font)
      [120, 240, '01.03.25 - 31.03.25'],
      right(120, 430, '40.00'),
      right(120, 520, '120.00'),
      [140, 45, '1 pcs Support'],
      [140, 240, '01.03.25 - 31.03.25'],
      right(140, 430, '75.50'),
      right(140, 520, '75.50'),
    ]);
    expect(full([p])).toEqual([
      ['Hosting plan premium edition extra', 3, 120],
      ['Support', 1, 75.5],
    ]);
  });
});

describe('figures left of the quantity heading', () => {
  it('are the text they run on from, not the quantity: a period\'s dates, a delivery-note number', () => {
    const p = page(1, [
      [100, 40, 'Description'],
      [100, 170, 'Period'],
      [100, 300, 'Qty'],
      [100, 380, 'Unit Price'],
      [100, 480, 'Amount'],
      // the period's last date reaches nearer the quantity heading than its own
      [120, 40, 'Subscription'],
      [120, 170, '1. May 18 - 31. Jul 18'],
      right(120, 315, '1'),
      right(120, 430, '88.33'),
      right(120, 520, '88.33'),
      [140, 40, 'Desk lamp'],
      right(140, 315, '3'),
      right(140, 430, '25.00'),
      right(140, 520, '75.00'),
    ]);
    expect(full([p])).toEqual([
      ['Subscription', 1, 88.33],
      ['Desk lamp', 3, 75],
    ]);
  });

  it('keep a number that ends the description close to the quantity column in the description', () => {
    const p = page(1, [
      [100, 40, 'Description'],
      [100, 300, 'Qty'],
      [100, 380, 'Unit Price'],
      [100, 480, 'Amount'],
      [120, 40, 'Desk lamp, brushed steel finish, delivery note'],
      [120, 263, '45795'], // after a wide word space (0.8 em)
      right(120, 315, '3'),
      right(120, 430, '25.00'),
      right(120, 520, '75.00'),
      [140, 40, 'Packing tape'],
      right(140, 315, '2'),
      right(140, 430, '4.00'),
      right(140, 520, '8.00'),
    ]);
    expect(full([p])).toEqual([
      ['Desk lamp, brushed steel finish, delivery note 45795', 3, 75],
      ['Packing tape', 2, 8],
    ]);
  });
});
