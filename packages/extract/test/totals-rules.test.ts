/**
 * Rules for invoice number, dates and totals in layout-only mode, on synthetic pages (no corpus files).
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { addDays, detectDateOrder, findDates, paymentTermDays } from '../src/invoice/dates.js';
import { findLabelled, parseAmountValue, parseId } from '../src/invoice/fields.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';


const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('totals labels', () => {
  it('reads totals behind a one-word qualifier and sums per-group net and tax lines', () => {
    const r = inv([
      [40, 40, 'Rechnung RE1001'],
      [60, 40, 'Belegdatum: 26.10.22'],
      [300, 250, 'Positionen netto'],
      [300, 520, '804,35 €'],
      [312, 250, 'Versandkosten netto'],
      [312, 520, '4,99 €'],
      [324, 250, 'Positionen USt. 19,00% auf 804,35 €'],
      [324, 520, '152,83 €'],
      [336, 250, 'Versandkosten USt. 19,00% auf 4,99 €'],
      [336, 520, '0,95 €'],
      [348, 250, 'Endsumme'],
      [348, 520, '963,12 €'],
    ]);
    expect(r.totals).toMatchObject({ net: 809.34, tax: 153.78, gross: 963.12, due: 963.12 });
  });

  it('"Net total" is a net label, not the grand total', () => {
    const r = inv([
      [40, 40, 'Invoice # 17 issued at 2020-11-21'],
      [300, 57, 'Net total: 496.00 €'],
      [320, 155, 'VAT total: 75.04 €'],
      [340, 57, 'Due payable: 571.04 €'],
      [380, 57, 'Please remit until 2020-12-12.'],
    ]);
    expect(r.totals).toMatchObject({ net: 496, tax: 75.04, gross: 571.04, due: 571.04 });
    expect(r.issueDate).toBe('2020-11-21');
    expect(r.dueDate).toBe('2020-12-12');
  });

  it('"Rechnung # X von DATE" gives the issue date', () => {
    const r = inv([
      [20, 60, '2019-02-03'],
      [60, 57, 'Rechnung # RE-20171118/506 von 18.11.2017'],
      [300, 57, 'Bitte überweisen Sie bis zum 09.12.2017.'],
    ]);
    expect(r.issueDate).toBe('2017-11-18');
    expect(r.dueDate).toBe('2017-12-09');
  });

  it('a value glued to the next label ends at that label', () => {
    const r = inv([
      [700, 45, 'Sum order lines:'],
      [700, 160, '141075,10'],
      [700, 378, 'Tax local curr:'],
      [700, 521, '35268,78'],
      [712, 209, 'Net. amount:'],
      [712, 332, '141075,10 Invoice amount:'],
      [712, 509, '176 344,00 NOK'],
    ]);
    // gross rounded to whole crowns: the printed tax is kept
    expect(r.totals).toMatchObject({ net: 141075.1, tax: 35268.78, gross: 176344 });
  });

  it('a printed rounding line explains a total that differs from net + tax', () => {
    const r = inv([
      [400, 439, 'Øresavrunding'],
      [400, 545, '0,25'],
      [416, 19, 'MVA Beløp'],
      [416, 76, '443,75'],
      [430, 185, 'Avgiftspliktig'],
      [430, 247, '1 775,00'],
      [430, 401, 'Å betale'],
      [430, 521, '2 219,00'],
    ]);
    expect(r.totals).toMatchObject({ net: 1775, tax: 443.75, gross: 2219, due: 2219 });
  });

  it('without a rounding line or a whole total, net + tax must equal the gross', () => {
    const r = inv([
      [400, 40, 'Net amount'],
      [400, 300, '100,00'],
      [412, 40, 'VAT'],
      [412, 300, '19,00'],
      [424, 40, 'Amount due'],
      [424, 300, '119,40'],
    ]);
    expect(r.totals.gross).toBe(119);
    expect(r.totals.due).toBe(119.4);
  });

  it('a credit note with an unsigned tax next to negative net and gross', () => {
    const r = inv([
      [400, 454, 'Total HT'],
      [400, 520, '-218,48 €'],
      [414, 466, 'Taxes'],
      [414, 529, '14,99 €'],
      [428, 448, 'Total TTC'],
      [428, 520, '-233,47 €'],
    ]);
    expect(r.totals).toMatchObject({ net: -218.48, tax: -14.99, gross: -233.47 });
  });

  it('"Total taxes" is the tax, not the grand total', () => {
    const r = inv([
      [400, 454, 'Total HT'],
      [400, 520, '100,00 €'],
      [414, 442, 'Total taxes'],
      [414, 525, '20,00 €'],
      [428, 448, 'Total TTC'],
      [428, 520, '120,00 €'],
    ]);
    expect(r.totals).toMatchObject({ net: 100, tax: 20, gross: 120 });
  });

  it('a label inside a merged header cell heads the column under its own words', () => {
    const doc = buildDoc([
      page(1, [
        [436, 348, 'BTW %'],
        [436, 394, 'Grondslag BTW bedrag'],
        [436, 524, 'Totaal'],
        [447, 358, '21 %'],
        [447, 400, '41,31'],
        [447, 452, '8,68'],
        [447, 524, '49,99'],
      ]),
    ]);
    const tax = findLabelled(doc, 'tax', parseAmountValue, { atStart: true, below: 2 });
    expect(tax.map((c) => c.value)).toContain(8.68);
    expect(tax.map((c) => c.value)).not.toContain(41.31);
    const net = findLabelled(doc, 'net', parseAmountValue, { atStart: true, below: 2 });
    expect(net[0]?.value).toBe(41.31);
  });
});

describe('a VAT breakdown beside the totals block', () => {
  it('ends the items at the breakdown head ("IVA | Total sem IVA | Total do IVA") and reads the totals on its right', () => {
    const r = inv([
      [40, 40, 'Fatura FT 2025/118'],
      [307, 70, 'N.º'],
      [307, 86, 'Descrição'],
      [307, 339, 'Quantidade'],
      [307, 392, 'Preço unitário'],
      [307, 496, 'IVA'],
      [307, 524, 'Total'],
      [321, 79, '1 Manutenção de software'],
      [321, 376, '6'],
      [321, 409, '33,78'],
      [321, 495, '6 %'],
      [321, 515, '202,68'],
      [333, 79, '2 Design gráfico'],
      [333, 376, '1'],
      [333, 409, '87,38'],
      [333, 490, '23 %'],
      [333, 520, '87,38'],
      [356, 50, 'IVA'],
      [356, 139, 'Total sem IVA'],
      [356, 233, 'Total do IVA'],
      [368, 50, '23 %'],
      [368, 165, '87,38'],
      [368, 255, '20,10'],
      [368, 300, 'Total líquido'],
      [368, 515, '290,06'],
      [379, 50, '6 %'],
      [379, 160, '202,68'],
      [379, 255, '12,16'],
      [383, 300, 'Total do IVA'],
      [383, 520, '32,26'],
      [396, 300, 'TOTAL'],
      [396, 515, '322,32'],
    ]);
    expect(r.lineItems.map((l) => l.amount)).toEqual([202.68, 87.38]);
    expect(r.totals).toMatchObject({ net: 290.06, tax: 32.26, gross: 322.32 });
  });
});

describe('a row of totals labels over a row of figures', () => {
  // the labels stand right-aligned over their figures, four points apart (closer than a column gap), so the reader
  // joins them in one segment
  const labels = (y: number): Array<[number, number, string]> => [
    right(y, 150, 'Goods total') as [number, number, string],
    right(y, 244, 'VAT 20 % on 1,383.11') as [number, number, string],
    right(y, 323, 'VAT 5 % on 961.24') as [number, number, string],
    right(y, 397, 'Total incl. VAT') as [number, number, string],
  ];
  const figures = (y: number): Array<[number, number, string]> =>
    [right(y, 150, '2,344.35'), right(y, 244, '276.62'), right(y, 323, '48.06'), right(y, 397, '2,669.03')] as Array<[number, number, string]>;
  const items: Array<[number, number, string]> = [
    [200, 40, 'Description'],
    [200, 250, 'Qty'],
    [200, 330, 'Price'],
    [200, 400, 'VAT'],
    [200, 470, 'Amount'],
    [215, 40, 'Design work'],
    right(215, 270, '1') as [number, number, string],
    right(215, 370, '1,383.11') as [number, number, string],
    right(215, 420, '20 %') as [number, number, string],
    right(215, 510, '1,383.11') as [number, number, string],
    [230, 40, 'Printed matter'],
    right(230, 270, '2') as [number, number, string],
    right(230, 370, '480.62') as [number, number, string],
    right(230, 420, '5 %') as [number, number, string],
    right(230, 510, '961.24') as [number, number, string],
  ];
  it('cuts the labels into one cell per figure, reads each figure under its label and sums the taxes of the row', () => {
    const r = inv([[40, 40, 'Invoice 2024-118'], ...items, ...labels(260), ...figures(272)]);
    expect(r.totals).toMatchObject({ net: 2344.35, tax: 324.68, gross: 2669.03 });
  });
  it('reads the figure under a rate-of-base label as the tax, not the base printed in the label', () => {
    const doc = buildDoc([page(1, [...labels(260), ...figures(272)])]);
    expect(findLabelled(doc, 'tax', parseAmountValue).map((c) => c.value)).toEqual([276.62, 48.06]);
  });
  it('adds the taxes of one row of labels up, so the triple holds against a better-labelled subtotal above', () => {
    const r = inv([[40, 40, 'Invoice 2024-118'], [220, 250, 'Subtotal'], right(220, 397, '1,000.00') as [number, number, string], ...labels(260), ...figures(272)]);
    expect(r.totals).toMatchObject({ net: 2344.35, tax: 324.68, gross: 2669.03 });
  });
  it('ends the item table at the row of labels (a rate after a label keeps it a label)', () => {
    const r = inv([[40, 40, 'Invoice 2024-118'], ...items, ...labels(260), ...figures(272)]);
    expect(r.lineItems.map((l) => l.amount)).toEqual([1383.11, 961.24]);
  });
  it('ends the item table at a row of labels with a rate over an abbreviated base ("IVA 23 % s/ …") and "Total do documento"', () => {
    // each item's description is printed above its figures; a row of totals labels that did not end the table would
    // be text below the last item, and the descriptions would be read as continuing downwards
    const cells: Array<[number, number, string]> = [
      [40, 40, 'Fatura 2024/118'],
      [100, 40, 'Artigo'],
      right(100, 270, 'Qtd.') as [number, number, string],
      right(100, 370, 'Preço') as [number, number, string],
      right(100, 510, 'Valor') as [number, number, string],
      [118, 40, 'Abraçadeiras 300 mm'],
      right(130, 270, '10') as [number, number, string],
      right(130, 370, '20,00') as [number, number, string],
      right(130, 510, '200,00') as [number, number, string],
      [148, 40, 'Painel LED 60 x 60'],
      right(160, 270, '2') as [number, number, string],
      right(160, 370, '50,00') as [number, number, string],
      right(160, 510, '100,00') as [number, number, string],
      [190, 40, 'Despesas de envio'],
      right(190, 250, 'Total líquido') as [number, number, string],
      right(190, 390, 'IVA 23 % s/ 300,00') as [number, number, string],
      right(190, 510, 'Total do documento EUR') as [number, number, string],
      right(202, 120, '0,00') as [number, number, string],
      right(202, 250, '300,00') as [number, number, string],
      right(202, 390, '69,00') as [number, number, string],
      right(202, 510, '369,00') as [number, number, string],
    ];
    const r = inv(cells);
    expect(r.lineItems.map((l) => [l.description, l.amount])).toEqual([
      ['Abraçadeiras 300 mm', 200],
      ['Painel LED 60 x 60', 100],
    ]);
  });
});

describe('invoice number and dates', () => {

  it('a title with a parenthetical before "Nr." and the date on the next line ("vom …")', () => {
    const r = inv([
      [73, 49, 'ZUGFeRD-Version'],
      [73, 154, ': 2.1 vom 24.03.2020'],
      [141, 50, 'Gutschrift (Selbst ausgestellte Rechnung) Nr. 47110818'],
      [157, 50, 'vom 31.10.2018'],
    ]);
    expect(r.number).toBe('47110818');
    expect(r.issueDate).toBe('2018-10-31');
  });

  it('a title with one word and a code before "Nr." gives number and issue date', () => {
    const r = inv([[203, 63, 'Teilrechnung Bau (875) Nr. 210112 vom 06.06.2025']]);
    expect(r.number).toBe('210112');
    expect(r.issueDate).toBe('2025-06-06');
  });
});

describe('totals without printed labels', () => {
  it('the line items stand for the net when no net or gross is printed', () => {
    const r = inv([
      [100, 40, 'Pos'],
      [100, 70, 'Bezeichnung'],
      [100, 300, 'Menge'],
      [100, 360, 'Einzelpreis'],
      [100, 500, 'Betrag'],
      [120, 40, '1'],
      [120, 70, 'Beratung Projekt'],
      [120, 305, '2'],
      [120, 360, '100,00'],
      [120, 500, '200,00'],
      [132, 40, '2'],
      [132, 70, 'Reisekosten'],
      [132, 305, '1'],
      [132, 360, '50,00'],
      [132, 500, '50,00'],
      [170, 40, 'zuzüglich USt. 19 %'],
      [170, 500, '47,50'],
    ]);
    expect(r.totals).toMatchObject({ net: 250, tax: 47.5, gross: 297.5 });
  });
});

describe('more date labels', () => {
  it('the letter date after the place ("München, den …") is the issue date', () => {
    const r = inv([
      [181, 330, 'Rechnungsnummer:'],
      [181, 438, '2015738820'],
      [193, 330, 'München, den'],
      [193, 438, '01.11.2024'],
      [354, 43, 'Finanzrate vom 30.10.2024 bis 30.11.2024'],
    ]);
    expect(r.issueDate).toBe('2024-11-01');
  });

  it('"order no / date" is the date of the order, not of the invoice', () => {
    const r = inv([
      [55, 309, 'FAKTURA'],
      [55, 443, '9067031548'],
      [65, 443, '24.06.2016'],
      [75, 443, 'Vårt ordernr / dato'],
      [85, 443, '1002101319 / 21.06.2016'],
    ]);
    expect(r.issueDate).toBe('2016-06-24');
  });

  it('"Facture à régler le" and a direct-debit date are due dates', () => {
    expect(inv([[61, 347, 'Paris, le 31 octobre 2017'], [697, 71, 'Facture à régler le : 30 novembre 2017']]).dueDate).toBe('2017-11-30');
    const r = inv([
      [98, 365, 'Rechnungsdatum'],
      [98, 519, '05.03.2014'],
      [509, 40, 'Der Betrag in Höhe von EUR 529,87 wird am 20.03.2014 von Ihrem Konto abgebucht.'],
    ]);
    expect(r.dueDate).toBe('2014-03-20');
  });
});

describe('breakdown columns and currency', () => {
  it('a column under a totals label that ends in its sum gives that sum', () => {
    const r = inv([
      [718, 338, 'Nettobetrag'],
      [718, 410, 'MwSt-Betrag'],
      [718, 525, 'Endbetrag'],
      [728, 357, '321,40'],
      [728, 434, '61,07'],
      [728, 539, '382,47'],
      [737, 357, '127,59'],
      [737, 439, '8,93'],
      [737, 539, '136,52'],
      [756, 357, '448,99'],
      [756, 434, '70,00'],
      [756, 539, '518,99'],
      [773, 384, 'HRB Nr. 372876'],
    ]);
    expect(r.totals).toMatchObject({ net: 448.99, tax: 70, gross: 518.99 });
  });

  it('a column that does not end in its sum keeps its first amount', () => {
    const doc = buildDoc([page(1, [[718, 338, 'Nettobetrag'], [728, 340, '100,00'], [737, 340, '50,00'], [746, 340, '120,00']])]);
    expect(findLabelled(doc, 'net', parseAmountValue, { atStart: true, below: 2 })[0]?.value).toBe(100);
  });

  it('"Rs -40.00" names Indian rupees', () => {
    const r = inv([
      [209, 9, 'Memory cards'],
      [234, 115, 'Price is inclusive of Promotional Discount of Rs -40.00,'],
      [307, 386, 'Grand Total'],
      [307, 524, '319.00'],
    ]);
    expect(r.currency).toBe('INR');
  });
});

describe('due date from payment terms', () => {
  it('reads the net payment term in days', () => {
    expect(paymentTermDays('Zahlbar innerhalb von 14 Tagen ohne Abzug')).toBe(14);
    expect(paymentTermDays('Innerhalb von 30 Tagen 2% Skonto, 60 Tage ohne Abzug')).toBe(60);
    expect(paymentTermDays('Payment terms: Net 30')).toBe(30);
    expect(paymentTermDays('Betalingsbetingelser: 30 dager netto')).toBe(30);
    expect(paymentTermDays('Paiement à 45 jours fin de mois')).toBeNull();
    expect(paymentTermDays('Bei Zahlung innerhalb 14 Tagen gewähren wir 2,0% Skonto.')).toBeNull();
    expect(paymentTermDays('Lieferung innerhalb von 5 Tagen')).toBeNull();
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2024-12-20', 14)).toBe('2025-01-03');
    expect(addDays('2024-02-15', 14)).toBe('2024-02-29');
  });

  it('counts the term from the issue date when no due date is printed', () => {
    const r = inv([
      [60, 40, 'Rechnungsdatum: 26.10.2022'],
      [480, 56, 'Zahlungsbedingung: Innerhalb von 30 Tagen 2% Skonto, 60 Tage ohne Abzug'],
    ]);
    expect(r.dueDate).toBe('2022-12-25');
    const labelled = inv([
      [60, 40, 'Rechnungsdatum: 26.10.2022'],
      [70, 40, 'Fällig am: 01.11.2022'],
      [480, 56, 'Zahlbar innerhalb von 30 Tagen'],
    ]);
    expect(labelled.dueDate).toBe('2022-11-01');
  });

  it('two parentheticals between the title and "Nr."', () => {
    expect(inv([[53, 65, 'Gutschrift (Selbst ausgestellte Rechnung) (389) Nr. 471102 vom 05.03.2018']]).number).toBe('471102');
  });
});

describe('due date before the issue date', () => {
  it('a printed due date is kept even when it is earlier than the issue date', () => {
    const r = inv([
      [137, 44, 'Handelsrechnung Nr. 471102 vom 13.11.2019'],
      [636, 406, 'Fälligkeit'],
      [648, 403, '13.12.2017'],
    ]);
    expect(r.issueDate).toBe('2019-11-13');
    expect(r.dueDate).toBe('2017-12-13');
  });
});

describe('date order', () => {
  it('English slash dates are day-first when the invoice bills in euros or pounds', () => {
    expect(detectDateOrder(['Date: 05/03/2024', 'Total 1,200.00 €'], 'en')).toBe('dmy');
    expect(detectDateOrder(['Date: 05/03/2024', 'Total £1,200.00'], 'en')).toBe('dmy');
    expect(detectDateOrder(['Date: 05/03/2024', 'Total $1,200.00 USD'], 'en')).toBe('mdy');
    expect(detectDateOrder(['Date: 05/03/2024', 'Total 1,200.00'], 'en')).toBe('mdy');
  });
});

describe('qualifiers before a totals label', () => {
  it('"inkl. MwSt." and "ohne MwSt." are not tax labels', () => {
    const doc = buildDoc([page(1, [[400, 40, 'inkl. MwSt.'], [400, 300, '119,00'], [412, 40, 'ohne MwSt.'], [412, 300, '100,00'], [424, 40, 'zzgl. MwSt.'], [424, 300, '19,00']])]);
    expect(findLabelled(doc, 'tax', parseAmountValue, { atStart: true, below: 2 }).map((c) => c.value)).toEqual([19]);
  });
});

describe('breakdown tables under column heads', () => {
  it('a "Rate | Net | VAT | Gross" table without a total row adds up its rows', () => {
    const r = inv([
      [400, 40, 'VAT rate'],
      [400, 150, 'Net'],
      [400, 250, 'VAT'],
      [400, 350, 'Gross'],
      [415, 40, '20%'],
      [415, 150, '100.00'],
      [415, 250, '20.00'],
      [415, 350, '120.00'],
      [430, 40, '5%'],
      [430, 150, '50.00'],
      [430, 250, '2.50'],
      [430, 350, '52.50'],
      [460, 300, 'Total due'],
      [460, 450, '172.50'],
    ]);
    expect(r.totals).toMatchObject({ net: 150, tax: 22.5, gross: 172.5, due: 172.5 });
  });

  it('a single-rate table that repeats its row as the total row is not doubled', () => {
    const r = inv([
      [436, 348, 'BTW %'],
      [436, 394, 'Grondslag BTW bedrag'],
      [436, 524, 'Totaal'],
      [447, 358, '21 %'],
      [447, 400, '41,31'],
      [447, 452, '8,68'],
      [447, 524, '49,99'],
      [459, 400, '41,31'],
      [459, 452, '8,68'],
      [459, 524, '49,99'],
    ]);
    expect(r.totals).toMatchObject({ net: 41.31, tax: 8.68, gross: 49.99 });
  });

  it('a row with another key under the totals row is not part of the column', () => {
    const r = inv([
      [661, 362, 'TOTAL HT'],
      [661, 421, 'TOTAL TVA'],
      [661, 489, 'TOTAL TTC'],
      [682, 367, '100,00'],
      [682, 431, '10,00'],
      [682, 508, '110,00'],
      [701, 431, 'Acompte :'],
      [701, 512, '10,00'],
      [717, 329, 'NET A PAYER'],
      [717, 457, '100,00 EUR'],
    ]);
    expect(r.totals).toMatchObject({ net: 100, tax: 10, gross: 110, due: 100 });
  });

  it('a bare "Net" outside a row of column heads is not a net label', () => {
    const doc = buildDoc([page(1, [[400, 40, 'Net'], [400, 300, '30,00']])]);
    expect(findLabelled(doc, 'net', parseAmountValue, { atStart: true, below: 2 })).toEqual([]);
  });
});

describe('amount-due labels', () => {
  it('"Total to pay", "Montant à régler", "Noch zu zahlen" are the amount due', () => {
    const mk = (label: string) =>
      inv([
        [400, 350, 'Net amount'],
        [400, 500, '100.00'],
        [415, 350, 'VAT'],
        [415, 500, '20.00'],
        [430, 350, 'Total'],
        [430, 500, '120.00'],
        [445, 350, label],
        [445, 500, '70.00'],
      ]).totals.due;
    expect(mk('Total to pay')).toBe(70);
    expect(mk('Montant à régler')).toBe(70);
    expect(mk('Noch zu zahlen')).toBe(70);
  });
});

describe('invoices without VAT', () => {
  const items = (extra: Array<[number, number, string]>) =>
    inv([
      [100, 40, 'Pos'],
      [100, 70, 'Bezeichnung'],
      [100, 300, 'Menge'],
      [100, 500, 'Betrag'],
      [120, 40, '1'],
      [120, 70, 'Hosting Paket'],
      [120, 305, '1'],
      [120, 500, '30,00'],
      [132, 40, '2'],
      [132, 70, 'Domain'],
      [132, 305, '1'],
      [132, 500, '4,73'],
      [170, 350, 'Total EUR'],
      [170, 500, '34,73'],
      ...extra,
    ]).totals;

  it('no tax anywhere and lines adding up to the total: net = gross, tax 0', () => {
    expect(items([])).toMatchObject({ net: 34.73, tax: 0, gross: 34.73 });
    expect(items([[190, 40, 'Steuerfrei, 0 % USt. (Reverse Charge)']])).toMatchObject({ net: 34.73, tax: 0 });
  });

  it('a stated VAT rate means the lines are gross amounts: the net stays unknown', () => {
    expect(items([[190, 40, 'Alle Preise inkl. 19 % MwSt.']])).toMatchObject({ net: null, gross: 34.73 });
  });
});


describe('Portuguese document numbers', () => {
  const doc = buildDoc([page(1, [[40, 40, 'x']])]);
  it('"<type> <series>/<number>" keeps the type, a lettered series and the number', () => {
    expect(parseId(' FT A/347', doc)).toBe('FT A/347');
    expect(parseId('FR A.2025/12', doc)).toBe('FR A.2025/12');
    expect(parseId('FT 2025/123', doc)).toBe('FT 2025/123');
    expect(parseId('NC FA2025/7,', doc)).toBe('NC FA2025/7');
  });
  it('words and labels are not document numbers', () => {
    expect(parseId('de Data/Hora', doc)).toBeNull();
    expect(parseId('Data A/B', doc)).toBeNull();
    expect(parseId('FT Abc/Def', doc)).toBeNull();
    expect(parseId('vom 31.10.2018', doc)).toBeNull();
  });
  it('a page counter after a title is not a number ("Page 1/2", "S. 1/2"), a prefix and a number are', () => {
    expect(parseId('Page 1/2', doc)).toBeNull();
    expect(parseId('S. 1/2', doc)).toBeNull();
    expect(parseId('P 12/2025', doc)).toBe('P 12/2025');
    expect(parseId('FV 1/2021', doc)).toBe('FV 1/2021');
  });
  it('reads "Fatura n.º FT A/347" on a page', () => {
    const r = inv([
      [40, 40, 'Fatura n.º FT A/347'],
      [52, 40, 'Data 30.04.2025'],
    ]);
    expect(r.number).toBe('FT A/347');
  });
  it('a document subtype between the title and "n.º" ("Fatura-Recibo", "Factura simplificada", "Nota de crédito")', () => {
    for (const [line, want] of [
      ['Fatura-Recibo n.º FR A.2025/12', 'FR A.2025/12'],
      ['Factura simplificada nº T-123', 'T-123'],
      ['Nota de crédito n.º NC A/12', 'NC A/12'],
    ]) {
      expect(inv([[40, 40, line!], [52, 40, 'Data: 04-03-2025']]).number).toBe(want);
    }
  });
});

describe('a row of labels over a row of values', () => {
  it('pairs each label with the value aligned under it, not by position', () => {
    // "Invoice To:" has a name (no digits) under it, "Account" is no field label
    const r = inv([
      [130, 50, 'Invoice To:'],
      [130, 290, 'Invoice Number'],
      [130, 370, 'Invoice Date'],
      [130, 450, 'Due Date'],
      [130, 530, 'Account'],
      [142, 50, 'Brennan Builders Ltd'],
      [142, 290, '24118'],
      [142, 370, '06.02.2025'],
      [142, 450, '08.03.2025'],
      [142, 530, 'OBC01'],
    ]);
    expect(r.number).toBe('24118');
    expect(r.issueDate).toBe('2025-02-06');
    expect(r.dueDate).toBe('2025-03-08');
  });
  it('right-aligned values under right-aligned labels', () => {
    const r = inv([
      [40, 40, 'Invoice 7781'],
      [300, 300, 'Total amount'],
      [300, 420, 'VAT'],
      [300, 500, 'Reference'],
      [312, 330, '100.00'],
      [312, 403, '20.00'],
      [312, 480, 'REF-22'],
    ]);
    expect(r.totals.gross).toBe(100);
  });
  it('values on a grid offset from the labels are paired in order when the counts match', () => {
    const r = inv([
      [40, 40, 'Invoice 7781'],
      [300, 40, 'TAX:'],
      [300, 110, '% Base amount:'],
      [300, 255, 'Tax amount:'],
      [300, 386, 'Total:'],
      [312, 57, 'VAT 21.00'],
      [312, 215, '522.31'],
      [312, 346, '109.69'],
      [312, 477, '632.00 EUR'],
    ]);
    expect(r.totals).toMatchObject({ net: 522.31, tax: 109.69, gross: 632 });
  });
});

describe('more totals conventions', () => {
  it('"zzgl. 19 % USt." (a qualifier and the rate before the tax label) is the tax', () => {
    const r = inv([
      [40, 40, 'Rechnung Nr. 4711'],
      [52, 40, 'Datum: 04.03.2025'],
      [300, 300, 'Summe netto'],
      [300, 480, '100,00'],
      [312, 300, 'zzgl. 19 % USt.'],
      [312, 480, '19,00'],
    ]);
    expect(r.totals.tax).toBe(19);
    // "inkl. 19 % MwSt." qualifies a gross amount: not a tax label
    const g = inv([
      [40, 40, 'Rechnung Nr. 4711'],
      [300, 300, 'Summe netto'],
      [300, 480, '100,00'],
      [312, 300, 'inkl. 19 % MwSt.'],
      [312, 480, '123,00'],
    ]);
    expect(g.totals.tax).toBeNull();
  });

  for (const label of ['Summe', 'Gesamt', 'Summa', 'I alt']) {
    it(`a bare "${label}" is the grand total`, () => {
      const r = inv([
        [40, 40, 'Rechnung Nr. 4711'],
        [52, 40, 'Datum: 04.03.2025'],
        [300, 300, label],
        [300, 480, '119,00'],
      ]);
      expect(r.totals.gross).toBe(119);
    });
  }

  it('Swedish and Danish labels: exkl. moms, Moms, Att betala, I alt, Förfallodatum, Forfaldsdato', () => {
    const se = inv([
      [40, 40, 'Faktura nr 4711'],
      [52, 40, 'Fakturadatum 2025-03-04'],
      [64, 40, 'Förfallodatum 2025-04-03'],
      [300, 300, 'Summa exkl. moms'],
      [300, 480, '1 000,00'],
      [312, 300, 'Moms 25%'],
      [312, 480, '250,00'],
      [324, 300, 'Att betala'],
      [324, 480, '1 250,00 SEK'],
    ]);
    expect(se).toMatchObject({ issueDate: '2025-03-04', dueDate: '2025-04-03' });
    expect(se.totals).toMatchObject({ net: 1000, tax: 250, due: 1250 });
    const dk = inv([
      [40, 40, 'Fakturanr. 4711'],
      [52, 40, 'Fakturadato 04.03.2025'],
      [64, 40, 'Forfaldsdato 03.04.2025'],
      [300, 300, 'Subtotal'],
      [300, 480, '1.000,00'],
      [312, 300, 'Moms 25%'],
      [312, 480, '250,00'],
      [324, 300, 'I alt DKK'],
      [324, 480, '1.250,00'],
    ]);
    expect(dk.dueDate).toBe('2025-04-03');
    expect(dk.totals).toMatchObject({ net: 1000, tax: 250, gross: 1250 });
  });

  it('"CR" after an amount marks a credit (negative), like a trailing minus', () => {
    expect(parseAmountValue('120.00 CR', buildDoc([page(1, [[40, 40, 'x']])]))).toBe(-120);
    const r = inv([
      [40, 40, 'Credit note 4711'],
      [300, 300, 'Subtotal'],
      [300, 480, '100.00 CR'],
      [312, 300, 'VAT 20%'],
      [312, 480, '20.00 CR'],
      [324, 300, 'Total'],
      [324, 480, '120.00 CR'],
    ]);
    expect(r.totals).toMatchObject({ net: -100, tax: -20, gross: -120 });
    const m = inv([
      [40, 40, 'Gutschrift Nr. 4711'],
      [300, 300, 'Nettobetrag'],
      [300, 480, '100,00-'],
      [312, 300, 'MwSt. 19%'],
      [312, 480, '19,00-'],
      [324, 300, 'Gesamtbetrag'],
      [324, 480, '119,00-'],
    ]);
    expect(m.totals).toMatchObject({ net: -100, tax: -19, gross: -119 });
  });

  it('a currency code between the totals label and the amount', () => {
    const r = inv([
      [40, 40, 'Rechnung Nr. 4711'],
      [300, 300, 'Netto'],
      [300, 380, 'EUR'],
      [300, 480, '1.000,00'],
      [312, 300, 'MwSt. 19%'],
      [312, 380, 'EUR'],
      [312, 480, '190,00'],
      [324, 300, 'Total EUR 1.190,00'],
    ]);
    expect(r.totals).toMatchObject({ net: 1000, tax: 190, gross: 1190 });
  });

  it('dates with a time, a month name before or after the day', () => {
    const r = inv([
      [40, 40, 'Invoice No. 4711'],
      [52, 40, 'Invoice date: 2025-03-04T00:00'],
      [64, 40, 'Due date: 2025-04-03T00:00:00Z'],
    ]);
    expect(r).toMatchObject({ issueDate: '2025-03-04', dueDate: '2025-04-03' });
    const e = inv([
      [40, 40, 'Invoice No. 4711'],
      [52, 40, 'Invoice date: 4 Mar 2025'],
      [64, 40, 'Due date: Apr 3, 2025'],
    ]);
    expect(e).toMatchObject({ issueDate: '2025-03-04', dueDate: '2025-04-03' });
  });
});

describe('Swedish and Danish dates and terms', () => {
  it('reads "marts" and "augusti" month names', () => {
    expect(findDates('4 marts 2025', 'dmy')[0]?.iso).toBe('2025-03-04');
    expect(findDates('den 4 augusti 2025', 'dmy')[0]?.iso).toBe('2025-08-04');
  });
  it('"Betalningsvillkor: 30 dagar netto" is a 30-day term', () => {
    expect(paymentTermDays('Betalningsvillkor: 30 dagar netto')).toBe(30);
  });
});

describe('charges after the subtotal and withholdings', () => {
  const T = (rows: Array<[string, string]>) =>
    inv([
      [40, 40, 'Invoice No. 4711'],
      [52, 40, 'Date: 04.03.2025'],
      ...rows.flatMap(([l, v], i): Array<[number, number, string]> => [
        [300 + 12 * i, 300, l],
        [300 + 12 * i, 480, v],
      ]),
    ]);
  it('a tax that is its rate of (gross − tax) makes that the net when the printed subtotal precedes a charge', () => {
    const r = T([['Subtotal', '100.00'], ['Shipping', '10.00'], ['VAT 20%', '22.00'], ['Total', '132.00']]);
    expect(r.totals).toMatchObject({ net: 110, tax: 22, gross: 132 });
  });
  it('without a stated rate, a charge between the subtotal and the tax is part of the net (a charge is no tax)', () => {
    const r = T([['Subtotal', '100.00'], ['Shipping', '10.00'], ['VAT', '22.00'], ['Total', '132.00']]);
    expect(r.totals).toMatchObject({ net: 110, tax: 22, gross: 132 });
  });
  it('unlabelled lines below the items add up: per-rate tax lines and the total under words the lexicon lacks', () => {
    const r = T([['Zwischensumme', '1.000,00'], ['Foo 19 %', '152,00'], ['Foo 7 %', '14,00'], ['Bar', '1.166,00']]);
    expect(r.totals).toMatchObject({ net: 1000, tax: 166, gross: 1166 });
  });
  it('an unlabelled negative amount below the gross and the rest after it: the amount due', () => {
    const r = T([['Net', '100.00'], ['VAT 20%', '20.00'], ['Total', '120.00'], ['Qux', '-50.00'], ['Quux', '70.00']]);
    expect(r.totals).toMatchObject({ net: 100, tax: 20, gross: 120, due: 70 });
  });
  it('an unlabelled amount that does not close the arithmetic is not taken', () => {
    const r = T([['Net', '100.00'], ['VAT 20%', '20.00'], ['Total', '120.00'], ['Qux', '-50.00'], ['Quux', '75.00']]);
    expect(r.totals).toMatchObject({ net: 100, tax: 20, gross: 120, due: 120 });
  });
  it('"Netto a pagare" after a withholding is the amount due', () => {
    const r = T([['Imponibile', '100,00'], ['IVA 22%', '22,00'], ['Totale documento', '122,00'], ["Ritenuta d'acconto 20%", '-20,00'], ['Netto a pagare', '102,00']]);
    expect(r.totals).toMatchObject({ net: 100, tax: 22, gross: 122, due: 102 });
  });
});

describe('dates of other events', () => {
  it('"Order date" / "Delivery date" / "Ship date" are not the issue date', () => {
    for (const label of ['Order date:', 'Delivery date:', 'Ship date:']) {
      const r = inv([
        [40, 40, 'Invoice No. 4711'],
        [52, 40, `${label} 01.03.2025`],
        [64, 40, 'Date: 04.03.2025'],
      ]);
      expect(r.issueDate).toBe('2025-03-04');
    }
  });
});

describe('one VAT rate for lines without a tax-rate column', () => {
  const items: Array<[number, number, string, number?]> = [
    [40, 40, 'Invoice INV-7'],
    [60, 40, 'Date: 03/04/2025'],
    [200, 40, 'Description'],
    [200, 300, 'Qty'],
    [200, 380, 'Price'],
    [200, 480, 'Amount'],
    [215, 40, 'Consulting services'],
    [215, 300, '2'],
    [215, 380, '150.00'],
    [215, 480, '300.00'],
    [230, 40, 'Travel expenses'],
    [230, 300, '1'],
    [230, 380, '100.00'],
    [230, 480, '100.00'],
  ];
  const totals = (vatLabel: string, tax: string, gross: string): Array<[number, number, string, number?]> => [
    [280, 300, 'Subtotal'],
    [280, 480, '400.00'],
    [295, 300, vatLabel],
    [295, 480, tax],
    [310, 300, 'Total'],
    [310, 480, gross],
  ];
  it('takes the printed rate when tax = net × rate', () => {
    const r = inv([...items, ...totals('VAT 20%', '80.00', '480.00')]);
    expect(r.lineItems.map((l) => l.taxRate)).toEqual([20, 20]);
  });
  it('takes tax ÷ net when no rate is printed and it is a whole or half percent', () => {
    const r = inv([...items, ...totals('VAT', '22.00', '422.00')]);
    expect(r.lineItems.map((l) => l.taxRate)).toEqual([5.5, 5.5]);
  });
  it('fills nothing when the tax is not one rate of the net (several rates)', () => {
    const r = inv([...items, ...totals('VAT', '47.30', '447.30')]);
    expect(r.totals.tax).toBe(47.3);
    expect(r.lineItems.map((l) => l.taxRate)).toEqual([null, null]);
  });
  it('gives rate 0 when no tax is charged', () => {
    const r = inv([...items, ...totals('VAT', '0.00', '400.00')]);
    expect(r.lineItems.map((l) => l.taxRate)).toEqual([0, 0]);
  });
});

describe('amount due and prepayments (gross − prepaid = due)', () => {
  it('computes the amount due from a printed prepayment when no amount due is printed', () => {
    const r = inv([
      [100, 44, 'Rechnung Nr. 2024-311'],
      [114, 44, 'Rechnungsdatum 04.03.2024'],
      [300, 300, 'Nettobetrag'],
      [300, 480, '1.000,00'],
      [314, 300, 'MwSt. 19 %'],
      [314, 480, '190,00'],
      [328, 300, 'Gesamtbetrag'],
      [328, 480, '1.190,00'],
      [342, 300, 'abzüglich Anzahlung'],
      [342, 480, '500,00'],
    ]);
    expect(r.totals.gross).toBe(1190);
    expect(r.totals.due).toBe(690);
    expect(r.totals.prepaid).toBe(500);
  });

  it('takes the printed amount due that the arithmetic explains', () => {
    const r = inv([
      [100, 44, 'Invoice No. 5521'],
      [114, 44, 'Invoice date 04/03/2024'],
      ...totalsWithDeposit('Deposit', '300.00'),
      [420, 44, 'Amount due'],
      [420, 200, '45.00'],
    ]);
    expect(r.totals.gross).toBe(1200);
    expect(r.totals.due).toBe(900);
    expect(r.totals.prepaid).toBe(300);
  });
});

/** Subtotal 1,000.00 · VAT 20% 200.00 · Total 1,200.00 · <label> <amount> · Balance due 900.00 */
function totalsWithDeposit(label: string, amount: string): [number, number, string][] {
  return [
    [300, 300, 'Subtotal'],
    [300, 480, '1,000.00'],
    [314, 300, 'VAT 20%'],
    [314, 480, '200.00'],
    [328, 300, 'Total'],
    [328, 480, '1,200.00'],
    [342, 300, label],
    [342, 480, amount],
    [356, 300, 'Balance due'],
    [356, 480, '900.00'],
  ];
}

describe('a deposit under a label the lexicon does not know', () => {
  it('is the amount gross − due printed between the gross and the printed amount due', () => {
    const r = inv(totalsWithDeposit('Kautionsrate', '-300.00'));
    expect(r.totals.due).toBe(900);
    expect(r.totals.prepaid).toBe(300);
  });
  it('is nothing when the printed amount is not the difference', () => {
    const r = inv(totalsWithDeposit('Kautionsrate', '-250.00'));
    expect(r.totals.due).toBe(900);
    expect(r.totals.prepaid).toBeNull();
  });
});

describe('a due date said in a sentence', () => {
  const doc = (sentence: string) =>
    inv([
      [40, 40, 'Invoice No. 4711'],
      [52, 40, 'Date: 04.03.2025'],
      [300, 40, sentence],
    ]);
  it('reads the date of a request to pay in several languages', () => {
    for (const s of [
      'Please pay by 18.03.2025.',
      'Betales senest 18.03.2025.',
      'Prosíme o úhradu do 18.03.2025.',
      'Wij verzoeken u het bedrag vóór 18.03.2025 over te maken.',
      'Si prega di pagare entro il 18.03.2025.',
      'Zapłata do 18.03.2025.',
    ]) expect(doc(s).dueDate, s).toBe('2025-03-18');
  });
  it('not a date that is not after the issue date, nor one of two dates, nor a sentence about something else', () => {
    expect(doc('Payment received on 01.03.2025, thank you.').dueDate).toBeNull();
    expect(doc('Please pay between 10.03.2025 and 18.03.2025.').dueDate).toBeNull();
    expect(doc('Delivered on 18.03.2025.').dueDate).toBeNull();
  });
});

describe('a totals label beside another key', () => {
  it('takes no amount across another key: "Summe netto | zzgl. USt. | Porto und Verpackung 24,12" gives the net nothing', () => {
    const p = page(1, [
      [400, 50, 'MwSt. %'],
      [400, 127, 'Summe netto'],
      [400, 223, 'zzgl. USt.'],
      [400, 300, 'Porto und Verpackung'],
      [400, 514, '24,12'],
    ]);
    const doc = buildDoc([p]);
    expect(findLabelled(doc, 'net', parseAmountValue, {}).map((c) => c.value)).toEqual([]);
  });

  it('still reads a value across plain words that are no key ("Total … EUR 1.234,56")', () => {
    const doc = buildDoc([page(1, [[400, 300, 'Gesamtbetrag'], [400, 420, 'EUR'], [400, 500, '1.234,56']])]);
    expect(findLabelled(doc, 'gross', parseAmountValue, {}).map((c) => c.value)).toEqual([1234.56]);
  });
});

describe('a row of totals labels over their figures', () => {
  it('a rate with its base beside a label is another label, not that label\'s value ("Zwischensumme | 8.1 % MwSt. auf 24367.53")', () => {
    const r = inv([
      [40, 40, 'Rechnung RE-4711'],
      [60, 40, 'Datum: 03.02.2025'],
      [300, 60, 'Zwischensumme'],
      [300, 150, '8.1 % MwSt. auf 24367.53'],
      [300, 275, '2.6 % MwSt. auf 5976.20'],
      [300, 400, 'Bruttobetrag CHF'],
      [300, 500, 'Restbetrag'],
      right(315, 125, '30343.73'),
      right(315, 265, '1973.77'),
      right(315, 385, '155.38'),
      right(315, 480, '32472.88'),
      right(315, 550, '32472.88'),
    ]);
    expect(r.totals).toMatchObject({ net: 30343.73, tax: 2129.15, gross: 32472.88, due: 32472.88 });
  });
});

describe('a VAT breakdown with one row per rate and no total row', () => {
  it('adds up its base column to the net when only two totals labels head it ("Aliq. | Totale merce | IVA")', () => {
    const r = inv([
      [40, 40, 'Fattura F-2024-12'],
      [60, 40, 'Data: 03.02.2025'],
      [300, 40, 'Aliq.'],
      [300, 130, 'Totale merce'],
      [300, 265, 'IVA'],
      [315, 40, '22%'],
      right(315, 190, '1 000,00'),
      right(315, 280, '220,00'),
      [330, 40, '10%'],
      right(330, 190, '500,00'),
      right(330, 280, '50,00'),
      [360, 300, 'TOTALE EUR'],
      right(360, 545, '1 770,00'),
    ]);
    expect(r.totals).toMatchObject({ net: 1500, tax: 270, gross: 1770 });
  });
});

describe('an invoice number in a year-first series', () => {
  it('with an unpadded part is a number, not a date ("Facture n° : 2026/11/4")', () => {
    const r = inv([
      [40, 40, 'FACTURE'],
      [60, 40, 'Facture n° :'],
      [60, 150, '2026/11/4'],
      [75, 40, 'Date facture :'],
      [75, 150, '10.07.2026'],
    ]);
    expect(r.number).toBe('2026/11/4');
    expect(r.issueDate).toBe('2026-07-10');
  });
});

describe('totals stated in a sentence (a letter, a premium notice)', () => {
  const letter = (sentence: string[]) =>
    inv([
      [40, 40, 'Harbour Consulting Ltd · 12 Quay Street · Bristol BS1 4DJ', 8],
      [100, 40, 'Lindner Bau GmbH'],
      [114, 40, 'Ringstraße 5'],
      [128, 40, '10115 Berlin'],
      [170, 400, 'Bristol, 3 March 2024'],
      [200, 40, 'Invoice no. 2024-117'],
      [230, 40, 'Dear Mr Lindner,'],
      ...sentence.map((t, k): [number, number, string] => [250 + 14 * k, 40, t]),
      [320, 40, 'Yours sincerely,'],
    ]);
  it('are read when a rate printed between net and tax gives the tax', () => {
    const r = letter(['for the consulting services in February 2024 we charge you EUR 1,200.00 plus 20 % VAT of EUR 240.00,', 'in total EUR 1,440.00. Please transfer the amount to the account below.']);
    expect(r.totals).toMatchObject({ net: 1200, tax: 240, gross: 1440, due: 1440 });
  });
  it.each([
    ['de', ['für die Beratung im Februar 2024 berechnen wir Ihnen 1.200,00 EUR zzgl. 19 % USt. in Höhe von', '228,00 EUR, insgesamt 1.428,00 EUR.'], [1200, 228, 1428]],
    ['fr', ['pour les prestations de février 2024, nous vous facturons 1 200,00 € HT, soit une TVA de 20 % de 240,00 €,', 'pour un total de 1 440,00 € TTC.'], [1200, 240, 1440]],
    ['es', ['por los servicios de febrero de 2024 les facturamos 1.000,00 € más el 21 % de IVA (210,00 €), en total 1.210,00 €.'], [1000, 210, 1210]],
  ] as const)('%s: in the sentence\'s own words and number format, punctuation around the amounts aside', (_lang, sentence, [net, tax, gross]) => {
    expect(letter([...sentence]).totals).toMatchObject({ net, tax, gross, due: gross });
  });
  it('are read when the rate wraps onto the next line and a total label alone found the gross', () => {
    const r = letter(['Voor advieswerk brengen wij u 476,00 € in rekening, vermeerderd met 21', '% btw (99,96 €), in totaal 575,96 €.']);
    expect(r.totals).toMatchObject({ net: 476, tax: 99.96, gross: 575.96, due: 575.96 });
  });
  it('are not made up from two prices and their sum without a rate', () => {
    const r = letter(['the parts cost EUR 1,200.00 and the labour EUR 240.00, together EUR 1,440.00.']);
    expect(r.totals).toMatchObject({ net: null, tax: null, gross: null });
  });
});
