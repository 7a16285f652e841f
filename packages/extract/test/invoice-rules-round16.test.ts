/**
 * Rules of the sixteenth round (#11), each on an invented page (test/support/cell-pages.ts): how the header reading and
 * the arithmetic reading of an item table are weighed (items.choose.ts), and the column edge of a quantity printed
 * right-aligned before a unit column (items/arithmetic.ts). Every name and figure is invented.
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { findArithmeticTable } from '../src/invoice/items/arithmetic.js';
import { chooseItemTable } from '../src/invoice/items/choose.js';
import type { ItemTable } from '../src/invoice/lineItems.js';
import type { LineItem } from '../src/types.js';
import { type Cell, page, right } from './support/cell-pages.js';

/** Rows of [description, quantity, unit, price, price unit, amount]: the quantity right-aligned at 268, the unit left-aligned at 272. */
const ROWS: Array<[string, string, string, string, string, string]> = [
  ['Toner cartridge', '19', 'pieces', '88,07', '1', '1 673,33'],
  ['Cable ties', '100', 'pcs', '31,58', '100', '31,58'],
  ['LED panel', '1500', 'u', '36,09', '100', '541,35'],
  ['Consulting', '4', 'days', '65,66', '1', '262,64'],
  ['Desk lamp', '2650', 'pcs', '34,02', '100', '901,53'],
];
const TOTAL = '3 410,43';

function tableCells(rows = ROWS, y0 = 200, quantityWithUnit = false): Cell[] {
  const cells: Cell[] = [
    [y0 - 24, 50, 'Description'],
    right(y0 - 24, 268, 'Qty'),
    [y0 - 24, 272, 'Unit'],
    right(y0 - 24, 380, 'Price'),
    right(y0 - 24, 433, 'per'),
    right(y0 - 24, 545, 'Total'),
  ];
  rows.forEach(([d, q, u, p, per, a], i) => {
    const y = y0 + i * 14;
    if (quantityWithUnit) cells.push([y, 50, d], [y, 240, `${q} ${u}`], right(y, 380, p), right(y, 433, per), right(y, 545, a));
    else cells.push([y, 50, d], right(y, 268, q), [y, 272, u], right(y, 380, p), right(y, 433, per), right(y, 545, a));
  });
  const yt = y0 + rows.length * 14 + 20;
  cells.push([yt, 380, 'Total net'], right(yt, 545, TOTAL));
  return cells;
}

const item = (description: string, quantity: number | null, unitPrice: number | null, amount: number): LineItem => ({
  description,
  quantity,
  unit: null,
  unitPrice,
  taxRate: null,
  amount,
});

describe('arithmetic reading: a quantity right-aligned in its own column before a unit column', () => {
  it('takes the number’s right edge as the column edge, so quantity × price ÷ price unit = amount is found', () => {
    const doc = buildDoc([page(1, tableCells())]);
    const a = findArithmeticTable(doc)!;
    expect(a.items.map((x) => x.item.amount)).toEqual([1673.33, 31.58, 541.35, 262.64, 901.53]);
    expect(a.items.map((x) => [x.item.quantity, x.item.unitPrice])).toEqual([
      [19, 88.07],
      [100, 31.58],
      [1500, 36.09],
      [4, 65.66],
      [2650, 34.02],
    ]);
  });
});

describe('header reading against arithmetic reading', () => {
  const doc = buildDoc([page(1, tableCells())]);

  it('a header reading whose amounts are the price-unit column loses, though its figures "multiply out" as a price per 1000 less a discount', () => {
    // quantity and unit in one left-aligned cell: the arithmetic reading finds the amounts by their sum, not q × p
    const doc = buildDoc([page(1, tableCells(ROWS, 200, true))]);
    // the price units (1, 100) taken for the amounts: 19 × 88,07 ÷ 1000 = 1,67 "less 40 %" is 1
    const header: ItemTable = {
      columns: [],
      items: ROWS.map(([d, q, , p, per]) => item(d, Number(q), Number(p.replace(',', '.')), Number(per))),
      lines: new Set(),
      headerLine: 0,
    };
    const t = chooseItemTable(doc, header)!;
    expect(t).not.toBe(header);
    expect(t.items.map((x) => x.amount)).toEqual([1673.33, 31.58, 541.35, 262.64, 901.53]);
  });

  it('a header reading that holds the arithmetic one plus a row of its own, without quantities and prices, takes them from it and wins', () => {
    const header: ItemTable = {
      columns: [],
      items: [...ROWS.map(([d, , , , , a]) => item(d, null, null, Number(a.replace(' ', '').replace(',', '.')))), item('Freight', null, null, 12.5)],
      lines: new Set(),
      headerLine: 0,
    };
    const t = chooseItemTable(doc, header)!;
    // the header reading's rows, its own "Freight" row included (a copy: the reading given is left as it was)
    expect(header.items[0]!.quantity).toBeNull();
    expect(t.items.map((x) => [x.description, x.quantity, x.unitPrice])).toEqual([
      ['Toner cartridge', 19, 88.07],
      ['Cable ties', 100, 31.58],
      ['LED panel', 1500, 36.09],
      ['Consulting', 4, 65.66],
      ['Desk lamp', 2650, 34.02],
      ['Freight', null, null],
    ]);
  });
});

describe('header cells: a tax word that ends a gross or net phrase qualifies the price or amount cell', () => {
  it('"Cena/MJ s DPH", "Základ s DPH": one price and one amount column; "Sazba" is the rate column', async () => {
    const { understandInvoice } = await import('../src/invoice/understand.js');
    const cells: Cell[] = [
      [40, 40, 'Vzorek a syn s.r.o.'],
      [60, 40, 'Faktura 2024/117'],
      [100, 66, 'Mn.'],
      [100, 134, 'Název položky'],
      [100, 352, 'Cena/MJ s DPH'],
      [100, 461, 'Sazba'],
      [100, 497, 'Základ s DPH'],
    ];
    const rows: Array<[string, string, string, string]> = [
      ['3', 'Pracovní rukavice', '121,00', '363,00'],
      ['2', 'Servis tiskárny', '605,00', '1 210,00'],
      ['10', 'Kancelářský papír', '12,10', '121,00'],
    ];
    rows.forEach(([q, d, p, a], i) => {
      const y = 116 + i * 14;
      cells.push(right(y, 118, q), [y, 134, d], right(y, 403, p), right(y, 481, '21 %'), right(y, 542, a));
    });
    cells.push([180, 352, 'Celkem s DPH'], right(180, 542, '1 694,00'));
    const r = understandInvoice([page(1, cells)]);
    expect(r.lineItems.map((l) => [l.description, l.quantity, l.unitPrice, l.taxRate, l.amount])).toEqual([
      ['Pracovní rukavice', 3, 121, 21, 363],
      ['Servis tiskárny', 2, 605, 21, 1210],
      ['Kancelářský papír', 10, 12.1, 21, 121],
    ]);
  });
});

describe('a quantity heading over no figure: the counts centred under the next heading', () => {
  it('"Uds. | pedidas | Servido": the column whose figure × price = amount is the quantity, and the table goes on past a group subtotal', async () => {
    const { understandInvoice } = await import('../src/invoice/understand.js');
    const { extractHeaderTable } = await import('../src/invoice/lineItems.js');
    // "Uds." names the quantity, but the ordered counts sit centred under "pedidas", the delivered ones under "Servido"
    const centred = (y: number, cx: number, t: string): Cell => [y, cx - (t.length * 4.5) / 2, t, 9];
    const H = 8.5;
    const cells: Cell[] = [
      [40, 40, 'Ferretería Ejemplo S.L.'],
      [60, 40, 'Factura 2024-0815'],
      [100, 50, 'Descripción', H],
      [100, 181, 'Uds.', H],
      [100, 214, 'pedidas', H],
      [100, 258, 'Servido', H],
      [100, 378, 'Precio', H],
      [100, 486, 'Importe EUR', H],
      [116, 50, 'Entrega 1001 del 02.09.2024', 9],
    ];
    let y = 132;
    const row = (d: string, ordered: string, served: string, p: string, a: string) => {
      cells.push([y, 50, d, 9], centred(y, 230, ordered), centred(y, 276, served), right(y, 407, p, 9), right(y, 530, a, 9));
      y += 14;
    };
    row('Guantes de trabajo', '8', '6', '27.68', '166.08');
    row('Cinta adhesiva', '26', '18', '10.50', '189.00');
    cells.push([y, 50, 'Subtotal albarán 1001', 9], right(y, 530, '355.08', 9));
    y += 14;
    cells.push([y, 50, 'Entrega 1002 del 09.09.2024', 9]);
    y += 16;
    row('Tornillos inox', '35', '33', '2.00', '66.00');
    row('Papel A4', '10', '10', '4.25', '42.50');
    cells.push([y, 50, 'Subtotal albarán 1002', 9], right(y, 530, '108.50', 9));
    y += 24;
    cells.push([y, 378, 'Base imponible', 9], right(y, 530, '463.58', 9));
    const expected = [
      [6, 27.68, 166.08],
      [18, 10.5, 189],
      [33, 2, 66],
      [10, 4.25, 42.5],
    ];
    // the header reading on its own (the arithmetic reading may find this table too)
    expect(extractHeaderTable(buildDoc([page(1, cells)]))!.items.map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual(expected);
    expect(understandInvoice([page(1, cells)]).lineItems.map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual(expected);
  });
});

describe('buyer reference: the customer number before a "your reference" label', () => {
  it('"Er ref.: 417" printed above "Kundnr: 0285585": the customer number is the buyer reference', async () => {
    const { understandInvoice } = await import('../src/invoice/understand.js');
    const cells: Cell[] = [
      [40, 40, 'Exempel Verktyg AB'],
      [60, 40, 'Faktura 2024-117'],
      [80, 40, 'Er ref.:'],
      [80, 150, '417'],
      [94, 40, 'Kundnr:'],
      [94, 150, '0285585'],
      [130, 40, 'Beskrivning'],
      [130, 480, 'Belopp'],
      [146, 40, 'Konsulttjänster'],
      right(146, 530, '1 000,00'),
      [170, 360, 'Att betala'],
      right(170, 530, '1 000,00'),
    ];
    expect(understandInvoice([page(1, cells)]).buyerReference).toBe('0285585');
  });
});

describe('seller: a dictation sign is no name; the legal notice at the foot names the sender when the letterhead is a logo', () => {
  it('"N/ ref. TG/pa" is left aside; "Exemplo Serviços Lda. · Rua … · 4000-322 Porto · NIF …" at the foot is the seller', async () => {
    const { understandInvoice } = await import('../src/invoice/understand.js');
    const cells: Cell[] = [
      // the letterhead: address and phone under a logo (no text name)
      [40, 40, 'Rua das Flores, 12'],
      [52, 40, '4000-322 Porto'],
      [64, 40, 'Tel. +351 220 000 000'],
      [110, 40, 'Cliente Exemplar S.A.'],
      [122, 40, 'Avenida Central, 45'],
      [134, 40, '3800-200 Aveiro'],
      [180, 40, 'FATURA'],
      [196, 40, 'V/ ref.'],
      [196, 160, 'PO/zs'],
      [208, 40, 'N/ ref.'],
      [208, 160, 'TG/pa'],
      [220, 40, 'N.º da fatura'],
      [220, 160, 'FT 2025/117'],
      [232, 40, 'Data do documento'],
      [232, 160, '28.06.2025'],
      [270, 40, 'Descrição'],
      [270, 480, 'Valor'],
      [286, 40, 'Serviços de manutenção'],
      right(286, 530, '200,00'),
      [310, 360, 'Total sem IVA'],
      right(310, 530, '200,00'),
      [322, 360, 'IVA 23%'],
      right(322, 530, '46,00'),
      [334, 360, 'Total'],
      right(334, 530, '246,00'),
      [790, 60, 'Exemplo Serviços Lda. · Rua das Flores, 12 · 4000-322 Porto · NIF 552038873', 7],
    ];
    const r = understandInvoice([page(1, cells)]);
    expect(r.seller.name).toBe('Exemplo Serviços Lda.');
    expect(r.buyer.name).toBe('Cliente Exemplar S.A.');
    // the foot's legal notice read as a sender line: name with its legal form, then the address parts
    const { findSenderLine } = await import('../src/invoice/parties.js');
    const doc = buildDoc([page(1, cells)]);
    expect(findSenderLine(doc, new Set(), 'foot')).toMatchObject({ name: 'Exemplo Serviços Lda.', address: 'Rua das Flores, 12, 4000-322 Porto, NIF 552038873' });
    expect(findSenderLine(doc, new Set())).toBeNull();
    // without a legal form a foot line is no sender (a bank or register line)
    const plain = cells.map((c): Cell => (c[0] === 790 ? [790, 60, 'Exemplo Serviços · Rua das Flores, 12 · 4000-322 Porto', 7] : c));
    expect(findSenderLine(buildDoc([page(1, plain)]), new Set(), 'foot')).toBeNull();
  });
});

describe('a head wrapped over two lines whose halves name nothing alone', () => {
  it('"I" over "alt" is the amount column "I alt" of a Tekst | Moms | I alt table', async () => {
    const { understandInvoice } = await import('../src/invoice/understand.js');
    const cells: Cell[] = [
      [40, 40, 'Eksempel Værktøj ApS'],
      [60, 40, 'Faktura 2024-117'],
      right(92, 545, 'I'),
      [100, 50, 'Tekst'],
      [100, 471, 'Moms'],
      right(100, 545, 'alt'),
      [116, 50, 'Strips 300 mm'],
      right(116, 492, '25 %'),
      right(116, 545, '3888,06'),
      [130, 50, 'Bogføring april'],
      right(130, 492, '25 %'),
      right(130, 545, '250,25'),
      [144, 50, 'LED-panel 60 x 60'],
      right(144, 492, '25 %'),
      right(144, 545, '497,70'),
      [170, 380, 'Subtotal'],
      right(170, 545, '4636,01'),
      [184, 380, 'Moms 25 %'],
      right(184, 545, '1159,00'),
      [198, 380, 'Total'],
      right(198, 545, '5795,01'),
    ];
    const { buildDoc: build } = await import('../src/invoice/doc.js');
    const { extractHeaderTable } = await import('../src/invoice/lineItems.js');
    expect(extractHeaderTable(build([page(1, cells)]))!.items.map((l) => l.amount)).toEqual([3888.06, 250.25, 497.7]);
    expect(understandInvoice([page(1, cells)]).lineItems.map((l) => [l.description, l.amount])).toEqual([
      ['Strips 300 mm', 3888.06],
      ['Bogføring april', 250.25],
      ['LED-panel 60 x 60', 497.7],
    ]);
  });
});
