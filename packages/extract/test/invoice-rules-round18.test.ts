/**
 * Rules of the eighteenth round (#11, lead), each on an invented page (test/support/cell-pages.ts) and each failing
 * without its step. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { headerConcept } from '../src/invoice/labels.js';
import { extractHeaderTable, findHeader } from '../src/invoice/lineItems.js';
import { readPaymentFields } from '../src/invoice/payment.js';
import type { ArithmeticTable } from '../src/invoice/items/arithmetic.js';
import { holdingArithmetic } from '../src/invoice/items/choose.js';
import type { ItemTable } from '../src/invoice/lineItems.js';
import { DEFAULT_INVOICE_SETTINGS } from '../src/invoice/settings.js';
import { understandInvoice } from '../src/invoice/understand.js';
import type { LineItem } from '../src/types.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);
const items = (r: ReturnType<typeof understandInvoice>) => r.lineItems.map((it) => [it.description, it.quantity, it.unitPrice, it.amount]);

/** A two-page invoice whose table header is repeated overleaf; `p1Rows`/`p2Rows` give the rows under each header. */
function twoPages(p1Rows: Cell[], p2Rows: Cell[], totalsY: number, totals: [string, string][]): ReturnType<typeof understandInvoice> {
  const head = (y: number): Cell[] => [
    [y, 40, 'Pos'], [y, 90, 'Description'], right(y, 380, 'Qty'), right(y, 450, 'Unit price'), right(y, 540, 'Amount'),
  ];
  const p1 = page(1, [
    [40, 40, 'Harbourline Supplies Ltd'], [54, 40, '14 Quay Road, Bristol'],
    [40, 380, 'INVOICE 55120'], [56, 380, 'Date: 09/02/2026'],
    ...head(220), ...p1Rows, [800, 40, 'Continued overleaf'],
  ]);
  const p2 = page(2, [
    [40, 380, 'Invoice 55120, page 2'], ...head(100), ...p2Rows,
    ...totals.flatMap(([l, v], k): Cell[] => [[totalsY + 14 * k, 380, l], right(totalsY + 14 * k, 540, v)]),
  ]);
  return understandInvoice([p1, p2]);
}

/** `n` plain rows from y = 240 on, 14 pt apart: "Service item k", 2 × 10.00 = 20.00 */
function plainRows(n: number): { cells: Cell[]; y: number } {
  const cells: Cell[] = [];
  let y = 240;
  for (let k = 1; k <= n; k++) {
    cells.push([y, 40, String(k)], [y, 90, `Service item ${k}`], right(y, 380, '2'), right(y, 450, '10.00'), right(y, 540, '20.00'));
    y += 14;
  }
  return { cells, y };
}

describe('an item description continued at the top of the next page', () => {
  it('runs on from the last item overleaf when the items open on their figure line and continue below it', () => {
    const { cells, y } = plainRows(20);
    const r = twoPages(
      [...cells, [y, 90, 'with the first part of its notes']],
      [
        [120, 90, 'and the second part of its notes'],
        [134, 90, 'and the last part'],
        [150, 40, '21'], [150, 90, 'Final service'], right(150, 380, '1'), right(150, 450, '60.00'), right(150, 540, '60.00'),
      ],
      190,
      [['Subtotal', '460.00'], ['VAT 20%', '92.00'], ['Total', '552.00']],
    );
    const got = items(r);
    expect(got).toHaveLength(21);
    expect(got[19]).toEqual(['Service item 20 with the first part of its notes and the second part of its notes and the last part', 2, 10, 20]);
    expect(got[20]).toEqual(['Final service', 1, 60, 60]);
  });

  it('stays with the next item when each item’s text is printed above its figures', () => {
    // text above every figure line: the page's first text opens the next page's first item
    const cells: Cell[] = [];
    let y = 240;
    for (let k = 1; k <= 10; k++) {
      cells.push([y, 90, `Consulting block ${k}`]);
      y += 14;
      cells.push([y, 40, String(k)], right(y, 380, '2'), right(y, 450, '10.00'), right(y, 540, '20.00'));
      y += 14;
    }
    const r = twoPages(
      cells,
      [
        [120, 90, 'Consulting block 11'],
        [134, 40, '11'], right(134, 380, '1'), right(134, 450, '60.00'), right(134, 540, '60.00'),
      ],
      170,
      [['Subtotal', '260.00'], ['VAT 20%', '52.00'], ['Total', '312.00']],
    );
    const got = items(r);
    expect(got).toHaveLength(11);
    expect(got[9]![0]).toBe('Consulting block 10');
    expect(got[10]).toEqual(['Consulting block 11', 1, 60, 60]);
  });
});

describe('a VAT id closing the recipient’s address window', () => {
  // the seller's name only in a logo and the footer; the recipient's window ends with its id; the document's details
  // print the issuer's id; a payer block on a payment slip at the foot repeats the recipient's name and address
  const cells = (footerId: boolean): Cell[] => [
    [40, 380, 'Mühlbach Werkzeuge GmbH', 14],
    [60, 380, 'Am Hafen 12'],
    [74, 380, '28195 Bremen'],
    [150, 60, 'Lindqvist Handel GmbH'],
    [164, 60, 'Ringstraße 4'],
    [178, 60, '80331 München'],
    [192, 60, 'USt-IdNr. DE184422630'],
    [240, 60, 'RECHNUNG'],
    [260, 60, 'Rechnungsnummer:'], [260, 200, 'R-30418'],
    [274, 60, 'Rechnungsdatum:'], [274, 200, '02.03.2026'],
    ...(footerId ? [] : [[288, 60, 'USt-IdNr.:'], [288, 200, 'DE271880453']] as Cell[]),
    [330, 60, 'Menge'], [330, 110, 'Bezeichnung'], right(330, 450, 'Einzelpreis'), right(330, 540, 'Betrag'),
    [350, 60, '3'], [350, 110, 'Ratschenkasten'], right(350, 450, '40,00'), right(350, 540, '120,00'),
    [380, 380, 'Netto'], right(380, 540, '120,00'),
    [394, 380, 'USt. 19 %'], right(394, 540, '22,80'),
    [408, 380, 'Gesamt EUR'], right(408, 540, '142,80'),
    [640, 60, 'Zahlungsempfänger'], [654, 60, 'Mühlbach Werkzeuge GmbH'],
    [668, 60, 'IBAN'], [682, 60, 'DE89 3704 0044 0532 0130 00'],
    [700, 60, 'Auftraggeber'], [714, 60, 'Lindqvist Handel GmbH, Ringstraße 4, 80331 München'],
    [780, 60, footerId
      ? 'Mühlbach Werkzeuge GmbH · Am Hafen 12 · 28195 Bremen · USt-IdNr. DE271880453 · Amtsgericht Bremen HRB 40412'
      : 'Mühlbach Werkzeuge GmbH · Am Hafen 12 · 28195 Bremen · Amtsgericht Bremen HRB 40412', 7],
  ];

  it('is the buyer’s, and the id among the document’s details the seller’s', () => {
    const r = inv(cells(false));
    expect(r.buyer.vatId).toBe('DE184422630');
    expect(r.seller.vatId).toBe('DE271880453');
  });

  it('is the buyer’s, and the id in the footer’s legal notice under the payer block the seller’s', () => {
    const r = inv(cells(true));
    expect(r.buyer.vatId).toBe('DE184422630');
    expect(r.seller.vatId).toBe('DE271880453');
  });
});

describe('an item row with a tax-type cell between its rate and its amounts', () => {
  it('is an item, not a tax line of the totals block', () => {
    // "18% | IGST | 152.54 | 1,000.00": the tax name after a figure is a cell of the row (a tax line of the totals
    // block opens with its label or follows a sentence)
    const row = (y: number, pos: string, d: string, p: string, q: string, net: string, tax: string, total: string): Cell[] => [
      [y, 30, pos], [y, 60, d], [y, 250, p], [y, 290, q], [y, 320, net], [y, 370, '18%'], [y, 400, 'IGST'], [y, 440, tax], [y, 490, total],
    ];
    const r = inv([
      [40, 40, 'Tax Invoice'],
      [60, 40, 'Sold By:'], [74, 40, 'Kaveri Homewares Private Limited'], [88, 40, '12 Residency Road, Bengaluru 560025'],
      [60, 330, 'Billing Address:'], [74, 330, 'Meera Iyer'], [88, 330, '45 Lake View Road, Kochi 682011'],
      [120, 40, 'Invoice Number: KH-2026-0917'], [134, 40, 'Invoice Date: 12.03.2026'],
      [200, 30, 'Sl.'], [200, 60, 'Description'], [200, 250, 'Unit'], [200, 290, 'Qty'], [200, 320, 'Net'], [200, 370, 'Tax'],
      [200, 400, 'Tax'], [200, 440, 'Tax'], [200, 490, 'Total'],
      [211, 30, 'No'], [211, 250, 'Price'], [211, 320, 'Amount'], [211, 370, 'Rate'], [211, 400, 'Type'], [211, 440, 'Amount'],
      [211, 490, 'Amount'],
      ...row(240, '1', 'Copper water bottle', '423.73', '2', '847.46', '152.54', '1,000.00'),
      ...row(270, '2', 'Cotton bath towel set', '338.98', '1', '338.98', '61.02', '400.00'),
      [300, 30, 'TOTAL:'], [300, 440, '213.56'], [300, 490, '1,400.00'],
    ]);
    expect(items(r)).toEqual([
      ['Copper water bottle', 2, 423.73, 847.46],
      ['Cotton bath towel set', 1, 338.98, 338.98],
    ]);
    expect([r.totals.net, r.totals.tax, r.totals.gross]).toEqual([1186.44, 213.56, 1400]);
  });
});

describe('a header reading that holds the arithmetic reading but missed its quantities', () => {
  const item = (description: string, quantity: number | null, unitPrice: number | null, amount: number): LineItem =>
    ({ description, quantity, unit: null, unitPrice, taxRate: null, amount });
  // twelve items read under their headers, the quantity column not named (its head unknown)
  const amounts = [120, 45.5, 300, 18.9, 72, 250, 99.99, 12.4, 64, 80, 150, 33];
  const header: ItemTable = {
    columns: [],
    items: amounts.map((a, k) => item(`Article ${k + 1}`, null, a / 2, a)),
    lines: new Set(amounts.map((_, k) => k)),
    headerLine: 0,
  };
  const arith = (extra: LineItem): ArithmeticTable => ({
    items: [item('Article 1', 2, 60, 120), item('Article 3', 2, 150, 300), item('Article 5', 2, 36, 72), item('Article 6', 2, 125, 250), extra]
      .map((it, k) => ({ item: it, lines: [k], sources: {} })),
    lines: new Set([0, 1, 2, 3, 4]),
    amountX1: 540,
    totalCents: 0,
    totalLine: 20,
  });

  it('takes the quantities when it multiplies out as often as the arithmetic items whose amounts it shares', () => {
    // the arithmetic reading's fifth item (a discount row read into the row above it: 64 − 4.5) is not the header's
    const filled = holdingArithmetic(header, arith(item('Article 9', 2, 32, 59.5)), DEFAULT_INVOICE_SETTINGS);
    expect(filled?.items.map((it) => it.quantity)).toEqual([2, null, 2, null, 2, 2, null, null, null, null, null, null]);
  });

  it('is no such reading when it holds too few of the arithmetic amounts', () => {
    const a = arith(item('Article 9', 2, 32, 59.5));
    a.items.splice(1, 1, { item: item('Article 3', 2, 155, 310), lines: [1], sources: {} });
    expect(holdingArithmetic(header, a, DEFAULT_INVOICE_SETTINGS)).toBeNull();
  });
});

describe('ordered and delivered quantity columns', () => {
  it('name the delivered quantity the invoiced one in every language that prints both', () => {
    for (const head of ['Servido', 'Cant. servida', 'Entregue', 'Qtd. entregue', 'Qté livrée', 'Livré', 'Q.tà consegnata', 'Consegnato',
      'Aantal geleverd', 'Ilość dostarczona', 'Dodáno', 'Toimitettu määrä', 'Lev. antal', 'Levert antall', 'Geliefert', 'Liefermenge']) {
      expect([head, headerConcept(head)]).toEqual([head, 'quantity']);
    }
    // (where the bare participle heads a delivery-date column in the language, only the phrase names the quantity)
    for (const head of ['Geleverd', 'Levert', 'Levererat', 'Toimitettu']) expect([head, headerConcept(head)]).toEqual([head, 'position']);
    // the ordered quantity names no column
    for (const head of ['Pedido', 'Encomendado', 'Bestellt', 'Commandé']) expect([head, headerConcept(head)]).toEqual([head, null]);
  });

  it('read the delivered quantity, the ordered one under its wide head at the table’s left edge kept out of the description', () => {
    // "Encomendado" is wider than the figures centred under it and starts left of every row's ink
    const row = (y: number, ordered: string, delivered: string, d: string, p: string, a: string): Cell[] => [
      [y, 48, ordered], [y, 112, delivered], [y, 170, d], right(y, 430, p), right(y, 540, a),
    ];
    const r = inv([
      [40, 40, 'Tipografia Atlântica, Lda.'], [54, 40, 'Rua das Flores 12, 4050-262 Porto'],
      [40, 380, 'FATURA FT 2026/311'], [56, 380, 'Data: 04-03-2026'],
      right(205, 430, 'Preço'), right(205, 540, 'Total'),
      [220, 30, 'Encomendado'], [220, 105, 'Entregue'], [220, 170, 'Designação'], right(220, 430, 'unitário'), right(220, 540, 'líquido'),
      ...row(240, '30', '25', 'Envelopes C5', '0,40', '10,00'),
      ...row(254, '12', '12', 'Papel A3 80 g', '6,50', '78,00'),
      ...row(268, '4', '3', 'Tinteiro preto', '22,00', '66,00'),
      [300, 380, 'Total líquido'], right(300, 540, '154,00'),
      [314, 380, 'IVA 23 %'], right(314, 540, '35,42'),
      [328, 380, 'Total'], right(328, 540, '189,42'),
    ]);
    expect(items(r)).toEqual([
      ['Envelopes C5', 25, 0.4, 10],
      ['Papel A3 80 g', 12, 6.5, 78],
      ['Tinteiro preto', 3, 22, 66],
    ]);
  });
});

describe('figures set left-aligned under their heads', () => {
  it('give no column edge where figures of one width happen to end (a head is not cut there)', () => {
    // "994.23" and "812.50" end where "Belopp" of "Belopp inkl. moms" ends, a word space before "inkl.": figures of
    // other widths start where they start, so that is no right edge — the head stays one cell, the gross amount's
    const row = (y: number, q: string, d: string, p: string, net: string, gross: string): Cell[] => [
      [y, 50, q], [y, 90, d], [y, 340, p], [y, 420, net], [y, 481, gross],
    ];
    const cells: Cell[] = [
      [40, 40, 'Norrsken Verktyg AB'], [54, 40, 'Storgatan 8, 411 38 Göteborg'],
      [40, 380, 'FAKTURA 20417'], [56, 380, 'Fakturadatum: 2026-03-02'],
      [220, 50, 'Antal'], [220, 90, 'Text'], [220, 340, 'Pris'], [220, 420, 'Belopp SEK'], [220, 481, 'Belopp inkl. moms'],
      ...row(240, '5', 'Skruvdragare', '159.05', '795.25', '994.06'),
      ...row(254, '2', 'Borrsats', '325.00', '650.00', '812.50'),
      ...row(268, '12', 'Slipband', '79.20', '950.40', '1188.00'),
      ...row(282, '40', 'Handskar', '88.50', '3540.00', '4425.00'),
      ...row(296, '25', 'Skyddsglasögon', '101.00', '2525.00', '3156.25'),
      [330, 380, 'Summa exkl. moms'], right(330, 540, '8460.65'),
      [344, 380, 'Moms 25 %'], right(344, 540, '2115.16'),
      [358, 380, 'Att betala'], right(358, 540, '10575.81'),
    ];
    const doc = buildDoc([page(1, cells, 0.3)]);
    const header = findHeader(doc, 0, 1)!;
    // (the amount is the net column's, "Belopp SEK" one cell and "Belopp inkl. moms" another)
    expect(header.columns.filter((c) => c.x0 >= 400).map((c) => [c.concept, c.x0])).toEqual([['amount', 420], ['other', 481]]);
    expect(items(understandInvoice([page(1, cells, 0.3)])).map((it) => it[3])).toEqual([795.25, 650, 950.4, 3540, 2525]);
  });
});

describe('payment terms', () => {
  const termsOf = (cells: Cell[]) => readPaymentFields(buildDoc([page(1, cells)])).payment.terms;
  const head: Cell[] = [[40, 40, 'Revontuli Oy'], [54, 40, 'Hämeenkatu 7, 33100 Tampere'], [40, 380, 'LASKU 4471']];

  it('keep their label when it runs into the words that state them, without a colon', () => {
    expect(termsOf([...head, [400, 40, 'Maksuaika 14 päivää netto']])).toBe('Maksuaika 14 päivää netto');
    expect(termsOf([...head, [400, 40, 'Splatnost 30 dní']])).toBe('Splatnost 30 dní');
    // (after a colon, the label is no part of them; a capital after the label starts a cell of its own)
    expect(termsOf([...head, [400, 40, 'Maksuehto: 14 päivää netto']])).toBe('14 päivää netto');
    expect(termsOf([...head, [400, 40, 'Conditions de paiement Paiement à réception']])).toBe('Paiement à réception');
  });

  it('are not a due date printed after a payment word', () => {
    // "Payment Due Date: 29/08/2025" in the details, the terms sentence under the totals
    const cells: Cell[] = [...head, [120, 40, 'Payment Due Date:'], [120, 160, '29/08/2025'], [400, 40, 'Terms: net 10 days']];
    expect(termsOf(cells)).toBe('net 10 days');
    expect(termsOf([...head, [120, 40, 'Payment Due Date 29 August 2025'], [400, 40, 'Please pay within 10 days of the invoice date.']]))
      .toBe('Please pay within 10 days of the invoice date.');
  });

  it('are not the label beside a terms-like label in a row of labels over a date', () => {
    // "Betalingsfrist" (the payment deadline) heads a date; the label beside it is no value of it
    const cells: Cell[] = [
      ...head,
      [200, 40, 'Dato'], [200, 160, 'Betalingsfrist'], [200, 300, 'Foretaksregisteret'],
      [214, 40, '24.02.23'], [214, 160, '10.03.23'], [214, 300, 'NO 818 300 425 MVA'],
      [400, 40, 'Betaling innen 14 dager'],
    ];
    expect(termsOf(cells)).toBe('Betaling innen 14 dager');
  });
});

describe('order and customer references', () => {
  const refs = (cells: Cell[]) => {
    const r = inv(cells);
    return [r.orderReference, r.buyerReference];
  };
  // an item table in groups, each under a caption naming its order ("Order 215") and closed by its subtotal; the
  // document's own reference is printed in the details ("Your reference: R-5531"); the item table read is the rows
  // with figures (as the arithmetic reading gives it: its captions and its closing subtotal are no lines of it)
  const grouped = (caption: (k: number) => string, subtotal: (k: number) => string) => {
    const item = (y: number, d: string, q: string, p: string, a: string): Cell[] => [[y, 90, d], right(y, 380, q), right(y, 450, p), right(y, 540, a)];
    const doc = buildDoc([page(1, [
      [40, 40, 'Harbourline Supplies Ltd'], [54, 40, '14 Quay Road, Bristol'], [40, 380, 'INVOICE 90412'], [56, 380, 'Date: 02/03/2026'],
      [90, 40, 'Customer no.: 0400'], [90, 200, 'Your reference: R-5531'],
      [220, 90, 'Description'], right(220, 380, 'Qty'), right(220, 450, 'Price'), right(220, 540, 'Amount'),
      [240, 90, caption(1)],
      ...item(254, 'Graphic design', '2', '50.00', '100.00'),
      ...item(268, 'Printing', '1', '80.00', '80.00'),
      [282, 90, subtotal(1)], right(282, 540, '180.00'),
      [296, 90, caption(2)],
      ...item(310, 'Delivery', '1', '20.00', '20.00'),
      [324, 90, subtotal(2)], right(324, 540, '20.00'),
      [350, 380, 'Net total'], right(350, 540, '200.00'),
      [364, 380, 'VAT 20 %'], right(364, 540, '40.00'),
      [378, 380, 'Total'], right(378, 540, '240.00'),
    ])]);
    const rows = new Set(doc.lines.filter((l) => /^(?:Graphic|Printing|Delivery)/.test(l.text)).map((l) => l.i));
    const f = readPaymentFields(doc, rows);
    return [f.orderReference, f.buyerReference];
  };

  it('are not a number counting the orders of the item table’s groups', () => {
    expect(grouped((k) => `Order ${k}`, () => 'Group total')).toEqual(['R-5531', '0400']);
  });

  it('are not read among the item table’s rows, where group captions name orders', () => {
    // (the first group's caption, above the first row, is no row's neighbour: "Items" there)
    expect(grouped((k) => (k === 1 ? 'Items' : `Order ${214 + k}`), () => 'Group total')).toEqual(['R-5531', '0400']);
  });

  it('are not the caption of a group subtotal, a totals label before an order label', () => {
    expect(grouped(() => 'Items', (k) => `Subtotal order ${214 + k}`)).toEqual(['R-5531', '0400']);
    // (Dutch "Tussentotaal", a subtotal's word beside "Subtotaal")
    expect(grouped(() => 'Items', (k) => `Tussentotaal order ${214 + k}`)).toEqual(['R-5531', '0400']);
  });

  it('are read under their own label in a row of labels run together, over values run together', () => {
    // the labels a word space apart form one segment; under the other label, its value runs on from a date in words
    const cells: Cell[] = [
      [40, 40, 'Ribeira Têxteis, Lda.'], [54, 40, 'Rua do Almada 20, 4050-031 Porto'], [40, 380, 'FATURA FT 2026/77'],
      [100, 40, 'Data da fatura'], [100, 113, 'N.º cliente'], [100, 240, 'V/ encomenda'],
      [114, 40, '21 de agosto de 2025'], [114, 150, '8411511'], [114, 240, 'PO-14001'],
    ];
    expect(refs(cells)).toEqual(['PO-14001', '8411511']);
    const cells2: Cell[] = [
      [40, 40, 'Ribeira Têxteis, Lda.'], [54, 40, 'Rua do Almada 20, 4050-031 Porto'], [40, 380, 'FATURA FT 2026/77'],
      [100, 40, 'Data da fatura'], [100, 123, 'N.º cliente'], [100, 240, 'V/ encomenda'],
      [114, 40, '21 de agosto 2025'], [114, 123, '8411511'], [114, 240, 'PO-14001'],
    ];
    expect(refs(cells2)).toEqual(['PO-14001', '8411511']);
  });
});

describe('a national tax id under its label in a row of labels run together', () => {
  it('is read under the label’s own words, not under the start of the run', () => {
    // "Data limite de pagamento Contribuinte n.º": a label shrunk to fit, run together with the next over
    // "31.08.2026 | 507957547"
    const cells: Cell[] = [
      [40, 40, 'Tipografia Atlântica, Lda.'], [54, 40, 'Rua das Flores 12, 4050-262 Porto'], [40, 380, 'FATURA FT 2026/311'],
      [100, 40, 'Fatura n.º'], [100, 150, 'Data limite de pagamento', 6], [100, 220, 'Contribuinte n.º'],
      [114, 40, 'FT 2026/311'], [114, 150, '31.08.2026'], [114, 220, '507957547'],
    ];
    expect(inv(cells).seller.vatId).toBe('PT507957547');
  });
});

describe('an invoice number shaped like a year-first date', () => {
  const cells = (issue: string, other: string): Cell[] => [
    [40, 40, 'Officine Brenta S.r.l.'], [54, 40, 'Via Roma 12, 35121 Padova'],
    [100, 40, 'N. documento'], [100, 160, 'Data emissione'], [100, 280, 'Data consegna'],
    [114, 40, '2022/03/18'], [114, 160, issue], [114, 280, other],
  ];
  it('is the number where the document prints its dates day first', () => {
    const r = inv(cells('06/10/2022', '30/09/2022'));
    expect([r.number, r.issueDate]).toEqual(['2022/03/18', '2022-10-06']);
  });
  it('is a date where the document prints its dates year first', () => {
    expect(inv(cells('2022/10/06', '2022/09/30')).number).toBeNull();
  });
});

describe('a line discount row under the name column of a table whose code column is headed as the description too', () => {
  // "Artikel | Bezeichnung": both heads name the description; the codes stand under the first, the names under the
  // second; a discount row opens where the names open — right of the codes, but no totals block set under the figures
  const head: Cell[] = [
    [40, 40, 'Lindqvist Handel GmbH'], [54, 40, 'Ringstraße 4, 80331 München'], [40, 380, 'RECHNUNG R-5120'], [56, 380, 'Datum: 03.03.2026'],
    [220, 40, 'Artikel'], [220, 110, 'Bezeichnung'], right(220, 400, 'Anzahl'), right(220, 460, 'Preis'), right(220, 540, 'Betrag'),
  ];
  const item = (y: number, code: string, name: string, q: string, p: string, a: string): Cell[] => [
    [y, 40, code], [y, 110, name], right(y, 400, q), right(y, 460, p), right(y, 540, a),
  ];
  it('is folded into its item, and the items after it are read', () => {
    const cells: Cell[] = [
      ...head,
      ...item(240, 'B468983', 'Webhosting', '14', '3,50', '49,00'),
      ...item(254, 'K2633', 'Beratung', '10', '80,00', '800,00'),
      [268, 110, 'Rabatt 10 %'], right(268, 540, '-80,00'),
      ...item(282, 'A19329', 'Montage', '4', '27,00', '108,00'),
      ...item(296, 'B4930', 'Schulung', '2', '95,00', '190,00'),
      [330, 380, 'Summe netto'], right(330, 540, '1.067,00'),
      [344, 380, 'MwSt. 19 %'], right(344, 540, '202,73'),
      [358, 380, 'Gesamtbetrag'], right(358, 540, '1.269,73'),
    ];
    // (the header reading itself: on so plain a page the arithmetic reading would rescue the result)
    expect(extractHeaderTable(buildDoc([page(1, cells)]))!.items.map((it) => it.amount)).toEqual([49, 720, 108, 190]);
    expect(items(inv(cells)).map((it) => it[3])).toEqual([49, 720, 108, 190]);
  });
});

describe('a column head that names its column only as a whole', () => {
  it('is not cut where its first word hangs over the white left of right-aligned figures', () => {
    // "Pr. Unitário" over prices set right: "Pr." stands over white space; "Pr." and "Unitário" name nothing alone
    const row = (y: number, q: string, d: string, p: string, a: string): Cell[] => [[y, 56, q], [y, 110, d], right(y, 340, p), right(y, 540, a)];
    const cells: Cell[] = [
      [40, 40, 'Tipografia Atlântica, Lda.'], [54, 40, 'Rua das Flores 12, 4050-262 Porto'], [40, 380, 'FATURA FT 2026/312'],
      [220, 56, 'Qtd.'], [220, 110, 'Descrição'], [220, 272, 'Pr. Unitário'], right(220, 540, 'Valor líquido'),
      ...row(240, '38', 'Luvas de proteção', '22,95', '872,10'),
      ...row(254, '23', 'Manutenção de software', '98,47', '2.264,81'),
      ...row(268, '5', 'Papel A4 80 g', '49,34', '246,70'),
      [300, 380, 'Total líquido'], right(300, 540, '3.383,61'),
      [314, 380, 'IVA 23 %'], right(314, 540, '778,23'),
      [328, 380, 'Total'], right(328, 540, '4.161,84'),
    ];
    // (words set 0.45 em apart: a gap wider than a plain word space between "Pr." and "Unitário")
    const header = findHeader(buildDoc([page(1, cells, 0.45)]), 0, 1)!;
    expect(header.columns.map((c) => c.concept)).toEqual(['quantity', 'description', 'unitPrice', 'amount']);
  });
});
