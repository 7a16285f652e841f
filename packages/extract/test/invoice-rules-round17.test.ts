/**
 * Rules of the seventeenth round (#11, lead), each on an invented page (test/support/cell-pages.ts) and each failing
 * without its step: a header reading proven by a discount percentage printed on its rows, a two-line column head whose
 * top half ends in an exclusive/inclusive word, a row of totals labels cut at its widest gaps when no edge lines up
 * with the figures below, and a title line holding an identifier that is no part of a wrapped table header. Every name,
 * number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { findLabelled, parseAmountValue } from '../src/invoice/fields.js';
import { exactShare } from '../src/invoice/items/choose.js';
import { bodyEdges, extractHeaderTable, findHeader, firstPrinting } from '../src/invoice/lineItems.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);
const items = (r: ReturnType<typeof inv>) => r.lineItems.map((it) => [it.description, it.quantity, it.unitPrice, it.amount]);

describe('a header reading whose rows carry a discount percentage', () => {
  it('multiplies out exactly when the percentage printed on each row is taken off quantity × price', () => {
    // three of four rows discounted by a printed percentage: weighed against an arithmetic reading, the header reading
    // counts these rows as exact (it used to count only the undiscounted row and lose to a reading of the VAT lines)
    const row = (y: number, q: string, d: string, p: string, disc: string, a: string): Cell[] => [
      [y, 40, q], [y, 90, d], [y, 300, p], ...(disc ? [[y, 360, disc] as Cell] : []), [y, 490, a],
    ];
    const doc = buildDoc([page(1, [
      [40, 40, 'Fjordlys ApS'],
      [40, 380, 'FAKTURA F-118'],
      [220, 40, 'Mængde'], [220, 90, 'Beskrivelse'], [220, 300, 'Stykpris'], [220, 360, 'Rabat'], [220, 490, 'Pris i alt'],
      ...row(240, '20 kg', 'Lampeskærm', '97.66', '20 %', '1562.56'),
      ...row(256, '47 stk', 'Slange 1/2"', '90.70', '10 %', '3836.61'),
      ...row(272, '7 stk', 'Handsker', '1455.73', '20 %', '8152.09'),
      ...row(288, '9 time', 'Rådgivning', '93.03', '', '837.27'),
      [320, 300, 'Fragt'], right(320, 540, '50.00'),
      [336, 300, 'Beløb ekskl. moms'], right(336, 540, '14438.53'),
    ])]);
    const header = extractHeaderTable(doc)!;
    expect(header.items.map((it) => it.amount)).toEqual([1562.56, 3836.61, 8152.09, 837.27]);
    expect(exactShare(doc, header)).toBe(1);
    // (on a copy: the reading weighed keeps its items as read)
    expect(header.items.map((it) => it.allowance ?? null)).toEqual([null, null, null, null]);
  });
});

describe('a credit note whose line discounts are printed as rows under its negative items', () => {
  it('multiplies out exactly before the folded discount, in magnitude', () => {
    // "1747,98-" less the row "Remise 15 % 262,20" (positive: it reduces a negative line) is the line's −1485,78
    const doc = buildDoc([page(1, [
      [40, 40, 'Atelier Vernier SARL'],
      [40, 380, 'AVOIR AV-2291'],
      [220, 40, 'Qté'], [220, 90, 'Désignation'], right(220, 380, 'Prix HT'), right(220, 540, 'Montant HT'),
      [240, 40, '39'], [240, 90, 'Maintenance logicielle'], right(240, 380, '44,82'), right(240, 540, '1747,98-'),
      [256, 90, 'Remise 15 %'], right(256, 540, '262,20'),
      [272, 40, '40'], [272, 90, 'Toner noir'], right(272, 380, '520,99'), right(272, 540, '20839,60-'),
      [288, 90, 'Remise 20 %'], right(288, 540, '4167,92'),
      [320, 300, 'Frais de port'], right(320, 540, '27,15-'),
      [336, 300, 'Total HT'], right(336, 540, '18184,31-'),
    ])]);
    const header = extractHeaderTable(doc)!;
    expect(header.items.map((it) => it.amount)).toEqual([-1485.78, -16671.68]);
    expect(exactShare(doc, header)).toBe(1);
  });
});

describe('a column head wrapped over two lines', () => {
  it('whose top half ends in an exclusive word names the top half’s concept, not the tax word under it', () => {
    // "Sum eks." over "mva": the line's amount before VAT, not a VAT rate
    const cells: Cell[] = [
      [40, 40, 'Nordlicht Tjenester AS'],
      [54, 40, 'Storgata 9'],
      [68, 40, '0155 Oslo'],
      [40, 380, 'Faktura 4471'],
      [60, 380, 'Fakturadato'],
      [74, 380, '2026-01-17'],
      right(205, 420, 'À'), right(205, 540, 'Sum eks.'),
      [220, 40, 'Ant.'], [220, 90, 'Tekst'], right(220, 420, 'pris'), right(220, 540, 'mva'),
      [240, 40, '3'], [240, 90, 'Vedlikehold'], right(240, 420, '52,85'), right(240, 540, '158,55'),
      [256, 40, '2'], [256, 90, 'Grafisk design'], right(256, 420, '5,60'), right(256, 540, '11,20'),
      [290, 380, 'Sum eks. mva'], right(290, 540, '169,75'),
      [306, 380, 'Mva 25 %'], right(306, 540, '42,44'),
      [322, 380, 'Å betale'], right(322, 540, '212,19'),
    ];
    const r = inv(cells);
    expect(items(r)).toEqual([
      ['Vedlikehold', 3, 52.85, 158.55],
      ['Grafisk design', 2, 5.6, 11.2],
    ]);
    // the header reading itself names the column (not only an arithmetic reading that replaces it)
    const header = extractHeaderTable(buildDoc([page(1, cells)]))!;
    expect(header.columns.map((c) => c.concept)).toEqual(['quantity', 'description', 'unitPrice', 'amount']);
  });
});

describe('a row of totals labels over a row of figures', () => {
  it('is cut at its widest word gaps when no label edge lines up with a figure (a figure wider by its currency sign)', () => {
    // "Total" and "Entregado a cuenta" printed a narrow gap apart, both over their figures but aligned with neither
    const labels: Cell = [560, 65, 'Base imponible'];
    const r = inv([
      [40, 40, 'Ferretería Albor S.L.'],
      [54, 40, 'Calle Mayor 4'],
      [68, 40, '28013 Madrid'],
      [40, 380, 'FACTURA F-2091'],
      [60, 380, 'Fecha'],
      [74, 380, '12/03/2026'],
      [220, 40, 'Descripción'], right(220, 440, 'Cantidad'), right(220, 540, 'Importe'),
      [240, 40, 'Tornillos'], right(240, 440, '4'), right(240, 540, '600.00'),
      [256, 40, 'Guantes'], right(256, 440, '2'), right(256, 540, '400.00'),
      labels, [560, 166, 'Cuota IVA'], [560, 271, 'Total'], [560, 303, 'Entregado a cuenta'], [560, 485, 'Total a pagar'],
      right(576, 135, '1000.00'), right(576, 214, '210.00'), right(576, 299, '1210.00 €'), right(576, 388, '-605.00'), right(576, 545, '605.00 €'),
    ]);
    expect(r.totals).toMatchObject({ net: 1000, tax: 210, gross: 1210, due: 605 });
  });
});

describe('a title line that holds an identifier', () => {
  it('is no part of the two-line table header under it', () => {
    // "Faktura VAT B4097" names a tax word, but the header is the two lines under it
    const r = inv([
      [40, 300, 'Polaris Serwis Sp. z o.o.'],
      [54, 300, 'ul. Długa 5'],
      [68, 300, '90-001 Łódź'],
      [100, 40, 'Data:'], [100, 120, '07-12-2026'],
      [180, 40, 'Faktura VAT B4097', 14],
      right(205, 430, 'Cena'), right(205, 540, 'Netto'),
      [220, 40, 'Lp'], [220, 70, 'Opis'], right(220, 330, 'Il.'), [220, 346, 'jm'], right(220, 430, 'jedn.'), right(220, 540, 'PLN'),
      [240, 45, '1'], [240, 70, 'Opaski kablowe'], right(240, 330, '15'), [240, 346, 'szt'], right(240, 430, '29,12'), right(240, 540, '436,80'),
      [256, 45, '2'], [256, 70, 'Usługi doradcze'], right(256, 330, '3'), [256, 346, 'godz'], right(256, 430, '144,40'), right(256, 540, '433,20'),
      [290, 330, 'Wartość netto'], right(290, 540, '870,00'),
      [306, 330, 'VAT 23 %'], right(306, 540, '200,10'),
      [322, 330, 'Brutto PLN'], right(322, 540, '1 070,10'),
    ]);
    expect(items(r)).toEqual([
      ['Opaski kablowe', 15, 29.12, 436.8],
      ['Usługi doradcze', 3, 144.4, 433.2],
    ]);
    expect(r.lineItems.map((it) => it.taxRate)).toEqual([23, 23]);
  });
});

describe('a table continued overleaf', () => {
  it('goes on past a carried sum printed under the net column beside a gross amount column', () => {
    // "Suma y sigue" carries the running net, printed under "Importe", not under the rightmost amount column "Total"
    const head = (y: number): Cell[] => [
      [y, 40, 'Uds.'], [y, 90, 'Descripción'], right(y, 360, 'Precio'), right(y, 440, 'Importe'), right(y, 540, 'Total'),
    ];
    const row = (y: number, q: string, d: string, p: string, net: string, gross: string): Cell[] => [
      [y, 40, q], [y, 90, d], right(y, 360, p), right(y, 440, net), right(y, 540, gross),
    ];
    const p1: Cell[] = [
      [40, 40, 'Talleres Brisa S.L.'],
      [40, 380, 'FACTURA F-3310'],
      [60, 380, 'Fecha'], [74, 380, '12/03/2026'],
      ...head(220),
      ...row(240, '2', 'Tornillos', '10,00', '20,00', '24,20'),
      ...row(256, '3', 'Guantes', '5,00', '15,00', '18,15'),
      [272, 90, 'Suma y sigue'], right(272, 440, '35,00'),
    ];
    const p2: Cell[] = [
      [40, 40, 'FACTURA F-3310'],
      ...head(80),
      [100, 90, 'Transporte'], right(100, 440, '35,00'),
      ...row(116, '1', 'Cinta adhesiva', '65,00', '65,00', '78,65'),
      [160, 300, 'Base imponible'], right(160, 540, '100,00'),
      [176, 300, 'IVA 21 %'], right(176, 540, '21,00'),
      [192, 300, 'Total'], right(192, 540, '121,00'),
    ];
    // (the header reading itself, not only an arithmetic reading that would replace it)
    const header = extractHeaderTable(buildDoc([page(1, p1), page(2, p2)]))!;
    expect(header.items.map((it) => [it.description, it.quantity])).toEqual([
      ['Tornillos', 2],
      ['Guantes', 3],
      ['Cinta adhesiva', 1],
    ]);
  });
});

describe('a group subtotal', () => {
  it('is the sum of the group’s rows that have an amount: a stray amountless row between them does not end the table', () => {
    // a footer line of page 1 ("Station Road 75 … Account 12345678") read as a row between the group's items
    const head = (y: number): Cell[] => [[y, 40, 'Line'], right(y, 120, 'Units'), [y, 160, 'Description'], right(y, 400, 'Unit price'), right(y, 540, 'Amount')];
    const p1: Cell[] = [
      [40, 40, 'Harbour Tools Ltd'],
      [40, 380, 'INVOICE 7781'],
      [60, 380, 'Date'], [74, 380, '3 March 2026'],
      ...head(668),
      [686, 160, 'Order 1'],
      [702, 40, '1'], right(702, 120, '2'), [702, 160, 'Steel bracket'], right(702, 400, '10.00'), right(702, 540, '20.00'),
      [718, 40, '2'], right(718, 120, '1'), [718, 160, 'Copier paper'], right(718, 400, '5.00'), right(718, 540, '5.00'),
      [754, 40, 'Station Road 75'], right(754, 400, 'Account 12345678'), [754, 420, 'Director: A. Lund'],
    ];
    const p2: Cell[] = [
      [40, 40, 'INVOICE 7781'],
      ...head(80),
      [100, 40, '3'], right(100, 120, '3'), [100, 160, 'Packing tape'], right(100, 400, '2.00'), right(100, 540, '6.00'),
      [116, 160, 'Subtotal Order 1'], right(116, 540, '31.00'),
      [140, 160, 'Order 2'],
      [156, 40, '4'], right(156, 120, '4'), [156, 160, 'Oak board'], right(156, 400, '10.00'), right(156, 540, '40.00'),
      [172, 160, 'Subtotal Order 2'], right(172, 540, '40.00'),
      [200, 300, 'Net total'], right(200, 540, '71.00'),
      [216, 300, 'VAT 20 %'], right(216, 540, '14.20'),
      [232, 300, 'Total'], right(232, 540, '85.20'),
    ];
    const header = extractHeaderTable(buildDoc([page(1, p1), page(2, p2)]))!;
    expect(header.items.map((it) => it.amount)).toEqual([20, 5, 6, 40]);
  });
});

describe('a column head over a tax word', () => {
  it('"Valor" over "IVA" names the line’s tax amount, not the line amount beside "Total"', () => {
    const cells: Cell[] = [
      [40, 40, 'Oficina Alvor Lda.'],
      [40, 380, 'FATURA FT 2026/118'],
      [60, 380, 'Data'], [74, 380, '12-03-2026'],
      right(205, 360, 'Preço'), right(205, 410, 'Taxa'), right(205, 470, 'Total'), right(205, 540, 'Valor'),
      [220, 40, 'Qtd'], [220, 70, 'Unidade'], [220, 130, 'Artigo'], right(220, 360, 'unitário'), right(220, 410, 'IVA'), right(220, 470, 'EUR'), right(220, 540, 'IVA'),
      [240, 40, '14'], [240, 70, 'uni'], [240, 130, 'Parafuso inox'], right(240, 360, '14,99'), right(240, 410, '23%'), right(240, 470, '209,86'), right(240, 540, '48,27'),
      [256, 40, '4'], [256, 70, 'dia'], [256, 130, 'Manutenção'], right(256, 360, '248,04'), right(256, 410, '23%'), right(256, 470, '992,16'), right(256, 540, '228,20'),
      [290, 300, 'Total ilíquido'], right(290, 540, '1.202,02'),
      [306, 300, 'IVA 23 %'], right(306, 540, '276,47'),
      [322, 300, 'Total a pagar'], right(322, 540, '1.478,49'),
    ];
    const header = extractHeaderTable(buildDoc([page(1, cells)]))!;
    expect(header.columns.map((c) => c.concept)).toEqual(['quantity', 'unit', 'description', 'unitPrice', 'taxRate', 'amount', 'other']);
    expect(header.items.map((it) => [it.description, it.quantity, it.unitPrice, it.amount])).toEqual([
      ['Parafuso inox', 14, 14.99, 209.86],
      ['Manutenção', 4, 248.04, 992.16],
    ]);
  });
});

describe('a row of figures under a row of labels', () => {
  it('may end its figures with a currency sign written in letters ("156 974,00 Kč")', () => {
    // labels holding figures of their own ("DPH 21 % ze 27 301,21") over the figures they label
    const r = inv([
      [40, 40, 'Aurora a.s.'],
      [54, 40, 'Náměstí 9'],
      [68, 40, '602 00 Brno'],
      [40, 380, 'Faktura S3908'],
      [60, 380, 'Datum vystavení'], [74, 380, '02-03-2026'],
      [220, 40, 'Popis'], right(220, 540, 'Celkem'),
      [240, 40, 'Hadice'], right(240, 540, '27 301,21'),
      [256, 40, 'Montáž'], right(256, 540, '110 660,49'),
      // (each label ends where its figure ends; the three first are printed a narrow gap apart, one segment)
      [300, 74, 'Základ daně'], [300, 132.5, 'DPH 21 % ze 27 301,21'], [300, 231, 'DPH 12 % ze 110 660,49'], [300, 344, 'Celkem'], [300, 484, 'Zbývá uhradit'],
      right(316, 126.5, '137 961,70'), right(316, 225, '5 733,25'), right(316, 328.5, '13 279,26'), right(316, 374, '156 974,21 Kč'), right(316, 546.5, '156 974,21 Kč'),
    ]);
    expect(r.totals).toMatchObject({ net: 137961.7, tax: 19012.51, gross: 156974.21 });
  });
});

describe('a header repeated on every page', () => {
  it('starts the table at its first printing, though a later printing names one more column', () => {
    // page 2's rows print a rate under "%", so there the header reads a tax-rate column page 1's does not: the table
    // still begins under page 1's header
    const head = (y: number): Cell[] => [[y, 40, 'Qty'], [y, 90, 'Description'], right(y, 380, 'Price'), right(y, 450, '%'), right(y, 540, 'Total')];
    const p1: Cell[] = [
      [40, 40, 'Harbour Tools Ltd'],
      [40, 380, 'INVOICE 7781'],
      [60, 380, 'Date'], [74, 380, '3 March 2026'],
      ...head(220),
      [240, 40, '2'], [240, 90, 'Steel bracket'], right(240, 380, '10.00'), right(240, 540, '20.00'),
      [256, 40, '1'], [256, 90, 'Copier paper'], right(256, 380, '5.00'), right(256, 540, '5.00'),
    ];
    const p2: Cell[] = [
      [40, 40, 'INVOICE 7781'],
      ...head(80),
      [100, 40, '3'], [100, 90, 'Packing tape'], right(100, 380, '2.00'), right(100, 450, '20 %'), right(100, 540, '6.00'),
      [116, 40, '4'], [116, 90, 'Oak board'], right(116, 380, '10.00'), right(116, 450, '20 %'), right(116, 540, '40.00'),
      [150, 300, 'Net total'], right(150, 540, '71.00'),
      [166, 300, 'VAT 20 %'], right(166, 540, '14.20'),
      [182, 300, 'Total'], right(182, 540, '85.20'),
    ];
    const doc = buildDoc([page(1, p1), page(2, p2)]);
    // (page 2's printing, as the best-scoring one would be)
    const later = findHeader(doc, doc.lines.findIndex((l) => l.page === 2), 2)!;
    expect(doc.lines[later.line]!.page).toBe(2);
    const first = firstPrinting(doc, later);
    expect(doc.lines[first.line]!.page).toBe(1);
    expect(extractHeaderTable(doc)!.items.map((it) => it.description)).toEqual(['Steel bracket', 'Copier paper', 'Packing tape', 'Oak board']);
  });
});

describe('an invoice-date label that ends in the title word', () => {
  it('gives no number: the day of a date written in words is none ("Fecha de factura  5 de agosto de 2023")', () => {
    const r = inv([
      [40, 40, 'Helios SL'],
      [54, 40, 'Calle del Sol 18'],
      [68, 40, '46002 Valencia'],
      [100, 330, 'Fecha de factura'], [100, 450, '5 de agosto de 2023'],
      [116, 330, 'Nº cliente'], [116, 450, '433003'],
      [180, 40, 'Factura S26853', 14],
      [220, 40, 'Descripción'], right(220, 540, 'Total'),
      [240, 40, 'Tornillos'], right(240, 540, '100,00'),
      [290, 380, 'Base imponible'], right(290, 540, '100,00'),
      [306, 380, 'IVA 21 %'], right(306, 540, '21,00'),
      [322, 380, 'Total'], right(322, 540, '121,00'),
    ]);
    expect(r.number).toBe('S26853');
    expect(r.issueDate).toBe('2023-08-05');
  });
});

describe('an amount with its currency sign', () => {
  it('is no invoice number, under an "Invoice total" heading of a row of labels', () => {
    const r = inv([
      [40, 40, 'Kestrel Design LLP'],
      [54, 40, 'Station Road 5'],
      [68, 40, 'M1 4BT Manchester'],
      [100, 40, 'Issue date: 14 October 2025'],
      [220, 40, 'Description'], right(220, 540, 'Total'),
      [240, 40, 'Graphic design'], right(240, 540, '100.00'),
      [300, 120, 'Total excl. VAT'], [300, 260, 'Total VAT'], [300, 460, 'Invoice total'],
      right(316, 195, '100.00'), right(316, 305, '20.00'), right(316, 525, '£120.00'),
    ]);
    expect(r.number).toBeNull();
    expect(r.totals).toMatchObject({ net: 100, tax: 20, gross: 120 });
  });
});

describe('a letterhead whose name is a logo', () => {
  it('opens with its street: the legal notice at the foot, printing that street after a name, names the seller', () => {
    const r = inv([
      [40, 40, 'Průmyslová 29'],
      [54, 40, '602 00 Brno'],
      [68, 40, 'DIČ: CZ63217580'],
      [120, 40, 'Duarte spol. s r.o.'],
      [134, 40, 'Národní třída 2'],
      [148, 40, '460 01 Liberec'],
      [180, 40, 'Faktura číslo'], [194, 40, 'INV-2023-6755'],
      [180, 200, 'Datum vystavení'], [194, 200, '01-06-2023'],
      [240, 40, 'Popis'], right(240, 540, 'Celkem'),
      [260, 40, 'Montáž'], right(260, 540, '1 000,00'),
      [300, 380, 'Základ daně'], right(300, 540, '1 000,00'),
      [316, 380, 'DPH 21 %'], right(316, 540, '210,00'),
      [332, 380, 'Celkem k úhradě'], right(332, 540, '1 210,00'),
      [780, 60, 'Kestrel v.o.s. · Průmyslová 29 · 602 00 Brno · Zapsáno v OR vedeném Městským soudem v Praze'],
    ]);
    expect(r.seller.name).toBe('Kestrel v.o.s.');
    expect(r.buyer.name).toBe('Duarte spol. s r.o.');
  });
});

describe('the rows under a header candidate', () => {
  const item = (y: number, d: string, q: string, p: string, net: string, gross: string): Cell[] => [
    [y, 40, d], right(y, 260, q), right(y, 330, p), right(y, 395, '20 %'), right(y, 452.5, net), right(y, 545, gross),
  ];
  const head: Cell[] = [[220, 40, 'Description'], [220, 240, 'Qty'], right(220, 330, 'Unit cost'), right(220, 395, 'Tax %'), [220, 410, 'Total GBP'], [220, 460, 'Amount incl. VAT']];

  it('end at the totals block: its figures and the footer under it do not fill the gutters between the columns', () => {
    const doc = buildDoc([page(1, [
      [40, 40, 'Kestrel Trading Ltd'],
      [40, 380, 'INVOICE 2291'],
      ...head,
      [240, 40, 'Delivery note 26734 of 11/11/2022'],
      ...item(256, 'Cable ties', '43', '12.30', '476.01', '571.21'),
      [272, 40, 'Discount 10 %'], right(272, 452.5, '-52.89'), right(272, 545, '-63.47'),
      [288, 40, 'Delivery note 2467 of 14/11/2022'],
      ...item(304, 'Oak board', '27', '48.36', '1240.43', '1488.52'),
      [360, 40, 'Shipping'], [360, 150, 'Total excl. VAT'], [360, 300, 'Total VAT'], [360, 470, 'Invoice total'],
      right(376, 80, '0.00'), right(376, 220, '1716.44'), right(376, 345, '343.29'), right(376, 530, '2059.73'),
      [420, 40, 'Kestrel Trading Ltd   Tel. +44 191 775724   Sort code 20-00-00   Registered in England No. 533134'],
      [432, 40, 'Mill Lane 9   info@kestrel.example   Account 12345678   Director: A. Lund'],
      [444, 40, 'M1 4BT Manchester   www.kestrel.example   VAT GB 123 4567 89'],
    ])]);
    const edges = bodyEdges(doc, doc.lines.findIndex((l) => /Total GBP/.test(l.text)));
    // the white between the net and the gross column, from the net figures' right edge on
    expect(edges.gutters.some(([a, b]) => a <= 455 && b >= 490)).toBe(true);
  });

  it('of a table with one row give that row’s edges (its two amount columns are two columns)', () => {
    const doc = buildDoc([page(1, [
      [40, 40, 'Kestrel Trading Ltd'],
      [40, 380, 'INVOICE 2292'],
      ...head,
      ...item(240, 'Cable ties', '43', '12.30', '528.90', '634.68'),
    ])]);
    const edges = bodyEdges(doc, doc.lines.findIndex((l) => /Total GBP/.test(l.text)));
    expect(edges.rights).toEqual(expect.arrayContaining([452.5, 545]));
    expect(edges.gutters.some(([a, b]) => a <= 455 && b >= 490)).toBe(true);
  });
});

describe('a quantity head followed by a delivery word', () => {
  it('is one cell ("Antal leveret"): its figures are the quantity where the ordered one beside it differs', () => {
    const row = (y: number, ordered: string, delivered: string, d: string, p: string, a: string): Cell[] => [
      right(y, 70, ordered), right(y, 130, delivered), [y, 136, 'stk'], [y, 170, d], right(y, 400, p), right(y, 540, a),
    ];
    const cells: Cell[] = [
      [40, 40, 'Falkenberg A/S'],
      [54, 40, 'Søndergade 117'],
      [68, 40, '5000 Odense C'],
      [40, 380, 'FAKTURA 5653'],
      [60, 380, 'Fakturadato'], [74, 380, '13.01.2022'],
      right(220, 70, 'Bestilt'), right(220, 130, 'Antal leveret'), [220, 170, 'Tekst'], right(220, 400, 'Stykpris'), right(220, 540, 'Beløb'),
      ...row(240, '36.000', '29.000', 'Montage', '69.8200', '2024.78'),
      ...row(256, '10.000', '10.000', 'Egeplanke', '8.0000', '80.00'),
      ...row(272, '5.000', '4.000', 'Kursus', '12.5000', '50.00'),
      [310, 380, 'Subtotal'], right(310, 540, '2154.78'),
      [326, 380, 'Moms 25 %'], right(326, 540, '538.70'),
      [342, 380, 'I alt'], right(342, 540, '2693.48'),
    ];
    const header = extractHeaderTable(buildDoc([page(1, cells)]))!;
    expect(header.columns.map((c) => c.concept)).toEqual(['other', 'quantity', 'description', 'unitPrice', 'amount']);
    expect(items(inv(cells))).toEqual([
      ['Montage', 29, 69.82, 2024.78],
      ['Egeplanke', 10, 8, 80],
      ['Kursus', 4, 12.5, 50],
    ]);
  });
});

describe('a row of totals labels whose tax cells open with their rate', () => {
  // "19 % MwSt. auf 70.566,16" over "13.407,57": the figure inside the cell is the base, the tax is the one under it
  const cells = (gross: string): Cell[] => [
    [40, 40, 'Kestrel Partner KG'],
    [54, 40, 'Hauptstraße 51'],
    [68, 40, '50667 Köln'],
    [40, 380, 'Rechnung 2817'],
    [60, 380, 'Datum'], [74, 380, '12-03-2026'],
    [220, 40, 'Bezeichnung'], right(220, 470, 'Betrag'), right(220, 540, 'Brutto'),
    [236, 40, 'Dienstleistungen'],
    [252, 40, 'Wartung'], right(252, 470, '600,00'), right(252, 540, '714,00'),
    [268, 40, 'Zwischensumme Dienstleistungen'], right(268, 470, '600,00'), right(268, 540, '714,00'),
    [284, 40, 'Material'],
    [300, 40, 'Papier'], right(300, 470, '400,00'), right(300, 540, '476,00'),
    [316, 40, 'Zwischensumme Material'], right(316, 470, '400,00'), right(316, 540, '476,00'),
    // (the labels a narrow gap apart, one segment; each ends where its figure ends)
    [350, 60, 'Warenwert netto'], [350, 136, '19 % MwSt. auf 1.000,00'], [350, 245, 'Rechnungsbetrag'],
    right(366, 132.5, '1.000,00'), right(366, 241, '190,00'), right(366, 320, gross),
  ];
  it('reads the tax under the cell, not the base in it', () => {
    const doc = buildDoc([page(1, cells('1.190,00 €'))]);
    expect(findLabelled(doc, 'tax', parseAmountValue).map((c) => c.value)).toEqual([190]);
    expect(inv(cells('1.190,00 €')).totals).toMatchObject({ net: 1000, tax: 190, gross: 1190 });
  });
  it('reads a figure row whose currency code stands before a figure as a word of its own', () => {
    // (the row of figures is one cell per figure, so the row of labels over it is cut into one label per figure)
    const doc = buildDoc([page(1, cells('EUR 1.190,00'))]);
    const labels = doc.lines.find((l) => l.text.startsWith('Warenwert'))!;
    expect(labels.segs.map((sg) => sg.text)).toEqual(['Warenwert netto', '19 % MwSt. auf 1.000,00', 'Rechnungsbetrag']);
    expect(inv(cells('EUR 1.190,00')).totals).toMatchObject({ net: 1000, tax: 190, gross: 1190 });
  });
});

describe('a two-word column head with another head printed over its second word', () => {
  it('is two columns: "Počet" (a count) and, under "Název", "položky" (the item’s name)', () => {
    const cells: Cell[] = [
      [40, 40, 'Polaris a.s.'],
      [54, 40, 'Náměstí 9'],
      [68, 40, '602 00 Brno'],
      [40, 380, 'Faktura FV-73'],
      [60, 380, 'Datum vystavení'], [74, 380, '02-03-2026'],
      [205, 106, 'Název'],
      [220, 78, 'Počet'], [220, 106, 'položky'], right(220, 433, 'Cena/MJ'), right(220, 545, 'Celkem'),
      [240, 106, 'Stahovací pásky'],
      right(256, 90, '12'), right(256, 433, '17,15'), right(256, 545, '205,80'),
      [272, 106, 'Technická prohlídka'],
      right(288, 90, '5'), right(288, 433, '97,68'), right(288, 545, '488,40'),
      [320, 380, 'Celkem bez DPH'], right(320, 545, '694,20'),
      [336, 380, 'DPH 21 %'], right(336, 545, '145,78'),
      [352, 380, 'Celkem k úhradě'], right(352, 545, '839,98'),
    ];
    const header = extractHeaderTable(buildDoc([page(1, cells)]))!;
    expect(header.columns.map((c) => c.concept)).toEqual(['quantity', 'description', 'unitPrice', 'amount']);
    expect(items(inv(cells))).toEqual([
      ['Stahovací pásky', 12, 17.15, 205.8],
      ['Technická prohlídka', 5, 97.68, 488.4],
    ]);
  });
});
