/**
 * Rules of the fifteenth round (#11): bills, statements and two-company invoices — utility and telecom bills,
 * insurance premium notices, rent and agent invoices. Each rule on an invented page (test/support/cell-pages.ts).
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import type { PageModel, Word } from '../src/types.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('an insurer\'s premium notice', () => {
  const notice = (): Cell[] => [
    [30, 40, 'Formular-Version : 3.1 vom 14.02.2024'],
    [60, 40, 'Rechnung des Versicherers Nr. 77.310.552.4-2026-1 vom 09.01.2026'],
    [100, 40, 'Verkäufer:'],
    [114, 40, 'Lindenhof Versicherung a.G.'],
    [128, 40, 'Talweg 8'],
    [142, 40, 'DE 31245 Nordstadt'],
    [100, 320, 'Käufer:'],
    [114, 320, 'Herrn'],
    [128, 320, 'Jonas Beispielmann'],
    [142, 320, 'Feldstr. 3'],
    [156, 320, 'DE 31246 Südstadt'],
    [220, 40, 'Hausratversicherung'],
    right(220, 500, '84,00'),
    [260, 300, 'Bruttosumme'],
    right(260, 500, '84,00'),
    [274, 300, 'Zahlbetrag'],
    right(274, 500, '84,00'),
  ];

  it('"Rechnung des Versicherers Nr. … vom …": the issuer in the genitive between title and number', () => {
    const r = inv(notice());
    expect(r.number).toBe('77.310.552.4-2026-1');
    expect(r.issueDate).toBe('2026-01-09');
  });

  it('"Herrn" alone over the name is a form of address, not the buyer', () => {
    const r = inv(notice());
    expect(r.buyer.name).toBe('Jonas Beispielmann');
  });

  it('"Rechnungskorrektur Nr. … vom …" gives the date of issue', () => {
    const cells = notice().map((c): Cell => (c[2].startsWith('Rechnung des') ? [c[0], c[1], 'Rechnungskorrektur Nr. RK-4471 vom 09.01.2026'] : c));
    const r = inv(cells);
    expect(r.number).toBe('RK-4471');
    expect(r.issueDate).toBe('2026-01-09');
  });
});

describe('an electricity bill\'s summary and its explanatory page', () => {
  it('"Facture TTC … 1386,40 €": a figure with two decimals and a currency after it is no invoice number', () => {
    const r = inv([
      [40, 300, 'Facture du 14/01/2026'],
      [54, 300, 'n° 4410023987'],
      [90, 300, 'Facture TTC'],
      right(90, 520, '1386,40 €'),
      [104, 300, 'Montant total à payer (TTC)'],
      right(104, 520, '1386,40 €'),
    ]);
    expect(r.number).not.toBe('1386,40');
    expect(r.totals.gross).toBe(1386.4);
  });

  it('"Total facture hors TVA" is the net, beside a subtotal of other taxes and contributions', () => {
    const r = inv([
      [40, 40, 'Facture n° 7731 du 14/01/2026'],
      [100, 40, 'Total Abonnement'],
      right(100, 520, '50,00'),
      [114, 40, 'Total Consommation'],
      right(114, 520, '60,00'),
      [128, 40, 'Total Taxes et Contributions'],
      right(128, 520, '20,00'),
      [160, 40, 'Total facture hors TVA du 14/01/2026'],
      right(160, 520, '130,00 €'),
      [174, 40, 'TVA 20,00 % sur un montant total de 70,00 €'],
      right(174, 520, '14,00 €'),
      [188, 40, 'TVA 5,50 % sur un montant total de 60,00 €'],
      right(188, 520, '3,30 €'),
      [202, 40, 'Total facture TTC du 14/01/2026'],
      right(202, 520, '147,30 €'),
    ]);
    expect([r.totals.net, r.totals.tax, r.totals.gross]).toEqual([130, 17.3, 147.3]);
  });

  it('"Montant prélevé le jour/mois/année": an amount after a date\'s placeholder is a specimen, not the amount due', () => {
    const r = understandInvoice([
      page(1, [
        [40, 40, 'Facture n° 5521 du 14/01/2026'],
        [100, 40, 'Montant prélevé le 28 janvier 2026'],
        right(100, 520, '20,40'),
      ]),
      page(2, [
        [40, 40, 'MIEUX COMPRENDRE LE MONTANT DE VOTRE FACTURE'],
        [80, 40, 'Montant prélevé le jour/mois/année'],
        right(80, 520, '148,20'),
      ]),
    ]);
    expect(r.totals.due).toBe(20.4);
  });

  it('a format hint is no specimen: "Montant prélevé le (jj/mm/aaaa)" over a real date keeps its amount', () => {
    const r = inv([
      [40, 40, 'Facture n° 5521 du 14/01/2026'],
      [100, 40, 'Montant prélevé le (jj/mm/aaaa)'],
      [100, 330, '28/01/2026'],
      right(100, 520, '20,40'),
    ]);
    expect(r.totals.due).toBe(20.4);
  });

  it('"TVA 20,00 % payée sur les débits | 3,40": a figure a gap away is the tax when the figure under it is no 20 % of it', () => {
    const r = inv([
      [40, 40, 'Votre facture : N° : AB/20260112-4471'],
      [140, 40, 'Montant de la facture soumis à TVA'],
      right(140, 440, '17,00'),
      right(140, 520, '20,40'),
      [154, 40, 'TVA 20,00 % payée sur les débits'],
      right(154, 520, '3,40'),
      [168, 40, 'Montant hors TVA soumis à une TVA à 20,00 %'],
      right(168, 520, '17,00'),
    ]);
    expect([r.totals.net, r.totals.tax]).toEqual([17, 3.4]);
  });
});

/** Words of a text set sideways in the margin at `x`, read bottom to top from `bottom` (direction 270). */
function sideways(x: number, bottom: number, text: string, size: number): Word[] {
  const out: Word[] = [];
  let y = bottom;
  for (const t of text.split(' ')) {
    const len = t.length * size * 0.5;
    out.push({ text: t, x0: x, y0: y - len, x1: x + size, y1: y, size, fontName: 'Helvetica', bold: false, dir: 270 });
    y -= len + size * 0.25;
  }
  return out;
}

describe('a legal footer set sideways in the margin (a telecom or energy bill)', () => {
  const notice = 'LIGNEVERTE TELECOM - Société Anonyme au capital de 4 250 000,00 € - 18 rue Haute - 75011 PARIS - 417 336 092 R.C.S. PARIS - FR 91 417 336 092';
  /** the bill, its total on the line that a short figure of the sideways footer crosses (a word that short joins the
   * lines it crosses; longer ones stand taller than a line and are kept out) */
  const bill = (footer: string, cells: Cell[] = [], size = 4.5): PageModel => {
    const side = sideways(570, 800, footer, size);
    const y = side.find((w) => /^\d{1,3}$/.test(w.text))?.y0 ?? 500;
    const p = page(1, [
      [60, 40, 'Date de facture : 02/11/2026'],
      [74, 40, 'N° de facture : 7712045'],
      [120, 330, 'ATELIER CORBIN SARL'],
      [134, 330, '12 RUE DES TANNEURS'],
      [148, 330, '69100 VILLEURBANNE'],
      [y - 60, 40, 'Abonnement du mois'],
      right(y - 60, 520, '25 €'),
      [y, 40, 'Total à payer'],
      right(y, 520, '25 €'),
      ...cells,
    ]);
    return { ...p, words: [...p.words, ...side] };
  };

  it('is read as one line: the VAT id at its end is the seller\'s, and the name before it names the seller, however small its type', () => {
    const r = understandInvoice([bill(notice)]);
    expect(r.seller.vatId).toBe('FR91417336092');
    expect(r.seller.name).toBe('LIGNEVERTE TELECOM');
  });

  it('is cut out of the lines it crosses: its figure is no part of the total\'s line', () => {
    const r = understandInvoice([bill(notice)]);
    expect(r.totals.due).toBe(25);
  });

  it('a program\'s imprint set sideways, with no VAT id, names no seller', () => {
    const r = understandInvoice([bill('Ledgerly Software AS - Ledgerly Office 2026 (u4471)', [], 9)]);
    expect(r.seller.name).toBeNull();
  });

  it('a notice with its VAT id, set small, outweighs a key in large type with no legal form: "ACME-SA au capital de …"', () => {
    const r = understandInvoice([
      bill('VOLTIS-SA au capital de 2 318 400 120,00 € Siège social : 22 avenue de Lyon 75008 Paris - R.C.S. PARIS 538 201 774 N.I.T.V.A. FR 79 538 201 774', [
        [30, 40, 'Par Internet', 14, true],
      ]),
    ]);
    expect(r.seller.name).toBe('VOLTIS-SA');
    expect(r.seller.vatId).toBe('FR79538201774');
  });
});

describe('notices and keys of a French energy bill', () => {
  it('"Document à conserver 5 ans" is no name, and "Prélevé le" gives the due date', () => {
    const r = inv([
      [30, 330, 'Document à conserver 5 ans', 14, true],
      [60, 40, 'Facture du 29/07/2026'],
      [74, 40, 'N° 31 207 884 516'],
      [120, 330, 'M. JEAN EXEMPLE'],
      [134, 330, '970 AVENUE DES PINS'],
      [148, 330, '38250 VILLARD'],
      [200, 40, 'Facture TTC'],
      right(200, 520, '146,62 €'),
      [220, 330, 'Prélevé le', 14, true],
      [236, 330, '13/08/2026'],
    ]);
    expect(r.seller.name).not.toBe('Document à conserver 5 ans');
    expect(r.dueDate).toBe('2026-08-13');
  });
});

describe('a Spanish-language invoice\'s due date', () => {
  it('"Fecha de Vencimiento de Pago:" is the due date\'s label, not another one ending in its colon (here the day of issue, whatever the terms say)', () => {
    const r = inv([
      [40, 300, 'Factura Nº: 0002-00004471'],
      [54, 300, 'Fecha: 14/03/2026'],
      [90, 40, 'Forma de Pago: 30 dias'],
      [90, 300, 'Fecha de Vencimiento de Pago: 14/03/2026'],
      [200, 300, 'Total:'],
      right(200, 520, '121,00'),
    ]);
    expect(r.dueDate).toBe('2026-03-14');
  });
});

describe('a rent receipt', () => {
  it('"Émis à Paris, le 03/12/2026": the date a receipt was issued on, over the date of the payment it acknowledges', () => {
    const r = inv([
      [40, 200, 'Quittance de loyer'],
      [100, 60, 'Montant du loyer nu'],
      right(100, 260, '580,00 €'),
      [100, 330, 'Date du paiement'],
      [100, 440, '01/12/2026'],
      [114, 60, 'Charges'],
      right(114, 260, '70,00 €'),
      [200, 60, 'Je soussigné, Monsieur Paul Exemple, atteste avoir perçu la somme de 650,00 € pour le loyer de décembre.'],
      [240, 60, 'Émis à Paris, le 03/12/2026.'],
    ]);
    expect(r.issueDate).toBe('2026-12-03');
  });
});
