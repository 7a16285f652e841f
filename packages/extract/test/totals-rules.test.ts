/**
 * Rules for invoice number, dates and totals in layout-only mode, on synthetic pages (no corpus files).
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { findLabelled, parseAmountValue } from '../src/invoice/fields.js';
import { understandInvoice } from '../src/invoice/understand.js';
import type { PageModel, Word } from '../src/types.js';

/** A page from [y, x, text] cells; each cell's words get widths from a 0.5 em average glyph width. */
function page(number: number, cells: Array<[number, number, string, number?]>): PageModel {
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

const inv = (cells: Array<[number, number, string, number?]>) => understandInvoice([page(1, cells)]);

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

describe('invoice number and dates', () => {
  it('a title over a row of labels does not take the values under those labels', () => {
    const r = inv([
      [259, 44, 'Kopie factuur'],
      [280, 44, 'Klant'],
      [280, 144, 'Order'],
      [280, 315, 'Factuur datum'],
      [280, 432, 'Factuur'],
      [280, 500, 'Vervaldatum'],
      [292, 44, 'SCONL0303006280999'],
      [292, 144, 'SCONL000000444'],
      [292, 338, '8-9-2022'],
      [292, 409, 'VF1005193039'],
      [292, 512, '22-9-2022'],
    ]);
    expect(r.number).toBe('VF1005193039');
    expect(r.issueDate).toBe('2022-09-08');
    expect(r.dueDate).toBe('2022-09-22');
  });

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

