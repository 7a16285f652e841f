/**
 * Rules of the twenty-first round (#11, real invoices from producers nobody here had seen: a Slovenian electricity
 * bill and a restaurant receipt, a Hungarian bilingual invoice, a West African accounting firm's ERP printout), each on
 * an invented page (test/support/cell-pages.ts) and each failing without its step. Every name, number and address is
 * invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import type { Word } from '../src/types.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('Slovenian invoices (lexicon sl)', () => {
  const bill: Cell[] = [
    [40, 40, 'Kupec:'], [40, 360, 'Račun', 14, true],
    [56, 40, 'Mojca Kranjc'], [56, 360, 'Številka računa'], right(56, 560, '2026-00417'),
    [70, 40, 'Gorenjska cesta 12'], [70, 360, 'Datum računa'], right(70, 560, '12.3.2026'),
    [84, 40, '1000 Ljubljana'], [84, 360, 'Rok plačila'], right(84, 560, '11.4.2026'),
    [130, 40, 'Opis'], right(130, 300, 'Količina'), [310, 310, 'EM'], right(400, 400, 'Cena na EM'), right(460, 460, 'DDV%'), right(560, 560, 'Znesek'),
    [146, 40, 'Vzdrževanje spletne strani'], right(146, 300, '4'), [146, 310, 'ura'], right(146, 400, '45,00'), right(146, 460, '22,00'), right(146, 560, '180,00'),
    [160, 40, 'Gostovanje domene'], right(160, 300, '1'), [160, 310, 'kos'], right(160, 400, '20,00'), right(160, 460, '22,00'), right(160, 560, '20,00'),
    [200, 360, 'Osnova za DDV'], right(200, 560, '200,00'),
    [214, 360, 'DDV skupaj'], right(214, 560, '44,00'),
    [228, 360, 'Za plačilo EUR'], right(228, 560, '244,00'),
  ];
  it('read the number, the due date ("Rok plačila"), the tax ("DDV skupaj"), the amount due ("Za plačilo") and the rate column', () => {
    const r = inv(bill);
    expect(r.number).toBe('2026-00417');
    expect(r.issueDate).toBe('2026-03-12');
    expect(r.dueDate).toBe('2026-04-11');
    expect(r.totals.net).toBe(200);
    expect(r.totals.tax).toBe(44);
    expect(r.totals.due).toBe(244);
    expect(r.lineItems.map((l) => [l.quantity, l.unitPrice, l.amount, l.taxRate])).toEqual([[4, 45, 180, 22], [1, 20, 20, 22]]);
  });
  it('read a receipt\'s "Skupni znesek" as its gross', () => {
    const r = inv([
      [40, 40, 'Račun', 12, true],
      [56, 40, 'Datum in čas: 2026-02-14 19:05:12'],
      [72, 40, 'Juha dneva - 4.50€'],
      [86, 40, 'Rižota z gobami - 11.90€'],
      [102, 40, 'Skupni znesek: 16.40€'],
    ]);
    expect(r.totals.gross).toBe(16.4);
  });
});

describe('Hungarian invoices', () => {
  /** a bilingual row of labels, each over its English translation, over a row of values */
  const head: Cell[] = [
    [40, 40, 'Számla/Invoice', 14, true], [40, 360, 'Sorszám/Invoice No.'], right(40, 560, 'KV-118/2026'),
    [100, 60, 'Fizetési mód/'], [100, 200, 'Teljesítés időpontja/'], [100, 340, 'Számla kelte/'], [100, 470, 'Esedékesség/'],
    [110, 60, 'Method of payment'], [110, 200, 'Date of supply'], [110, 340, 'Date of invoice'], [110, 490, 'Due'],
    [126, 60, 'Átutalás/Transfer'], [126, 200, '2026. 04. 02.'], [126, 340, '2026. 04. 03.'], [126, 470, '2026. 04. 18.'],
  ];
  it('read a date written year first with a space after each full stop ("2026. 04. 18.")', () => {
    const r = inv([...head, [300, 360, 'Fizetendő/Total:'], right(300, 560, '127 EUR')]);
    expect(r.issueDate).toBe('2026-04-03');
    expect(r.dueDate).toBe('2026-04-18');
  });
  it('read a bilingual column head by its first name where the translation names another column ("Mennyiség/ Amount")', () => {
    // words placed one by one (their widths as a proportional font sets them): the heads right-aligned over their
    // figures, neighbouring heads a hair apart ("Mennyiség/ Mee/"), each over its English translation; a tax
    // breakdown under the items
    const row = (y: number, spec: string, size = 8): Word[] =>
      spec.split(' ').map((s) => {
        const [text, x0, x1] = s.split('@');
        return { text: text!, x0: Number(x0), x1: Number(x1), y0: y, y1: y + size, size, fontName: 'Helvetica', bold: false };
      });
    const p = page(1, [...head, [388, 343, 'Fizetendő/Total:'], right(388, 564, '127 EUR')]);
    p.words.push(
      ...row(218, 'Megnevezés/@32.6@86.5 Cikkszám/@110.5@154.2 Mennyiség/@179.1@226.8 Mee/@228.2@249.4 Egységár/@280.4@321.7 Nettó/@362.6@389.8 Áfa@390.4@403.7 %/@406.1@420.3 Áfaérték/@449.9@489.0 Bruttó/@526.7@557.0'),
      ...row(226, 'Description@32.6@78.5 Item@110.5@130 no.@132@142 Amount@195.2@226.8 Unit@228.2@245.0 Unit@282.7@299.5 price@301.8@321.7 Net@375.5@389.8 VAT@391.5@407.3 %@409.6@419.2 Am.@444.9@460.5 of@462.9@470.9 VAT@473.2@489.0 Gross@534.4@557.0'),
      ...row(247, 'Tesztcikk@31.2@66 kék@68.5@84 4@222.7@227.5 db@228.2@237.0 25@295.8@304.5 EUR@307.0@321.7 100@359.4@372.6 EUR@375.1@389.8 27%@397.1@413.6 27@462@471.8 EUR@474.3@489.0 127@529.5@542.6 EUR@545.1@559.8'),
      ...row(293, 'Áfa@118.4@131.7 %/VAT@134.1@164.0 %@166.4@176.0 Nettó/Net@244.3@285.6 ÁFA/VAT@339.6@375.6 Bruttó/Gross@509.1@562.0'),
      ...row(311, '27%@118.4@139.1 100@247.7@264.1 EUR@267.3@285.6 27@342@354.1 EUR@357.3@375.6 127@524.1@540.5 EUR@543.6@562.0', 10),
      ...row(338, 'Összesen/Total@103.4@181.3 100@247.7@264.1 EUR@267.3@285.6 27@342@354.1 EUR@357.3@375.6 127@524.1@540.5 EUR@543.6@562.0', 10),
    );
    const r = understandInvoice([p]);
    expect(r.lineItems).toHaveLength(1);
    expect(r.lineItems[0]).toMatchObject({ quantity: 4, unit: 'db', unitPrice: 25, amount: 100 });
  });
  it('read Hungarian labels (lexicon hu): "Számla kelte", "Fizetési határidő", "Nettó összesen", "ÁFA összesen", "Fizetendő"', () => {
    const r = inv([
      [40, 40, 'Számla', 14, true],
      [60, 40, 'Számlaszám:'], [60, 160, 'SZ-2026/0093'],
      [74, 40, 'Számla kelte:'], [74, 160, '05.03.2026'],
      [88, 40, 'Fizetési határidő:'], [88, 160, '20.03.2026'],
      [130, 40, 'Megnevezés'], right(130, 300, 'Mennyiség'), right(130, 400, 'Egységár'), right(130, 560, 'Érték'),
      [146, 40, 'Kertészeti munka'], right(146, 300, '8'), right(146, 400, '12 500'), right(146, 560, '100 000'),
      [190, 340, 'Nettó összesen:'], right(190, 560, '100 000 HUF'),
      [204, 340, 'ÁFA összesen:'], right(204, 560, '27 000 HUF'),
      [218, 340, 'Fizetendő:'], right(218, 560, '127 000 HUF'),
    ]);
    expect(r.number).toBe('SZ-2026/0093');
    expect(r.dueDate).toBe('2026-03-20');
    expect(r.totals.net).toBe(100000);
    expect(r.totals.tax).toBe(27000);
    expect(r.totals.due).toBe(127000);
  });
});

describe('the CFA franc', () => {
  it('reads "50 000 CFA" as an amount in XOF', () => {
    const r = inv([
      [40, 40, 'Cabinet Ndiaye Conseil SARL', 12, true],
      [100, 40, 'Facture FAC/2026/0311', 14, true],
      [120, 40, 'Date'], [120, 130, '14/05/2026'],
      [160, 40, 'Prestation'], right(160, 330, 'Qte'), right(160, 420, 'Prix unitaire'), right(160, 560, 'Montant'),
      [176, 40, 'Tenue de comptabilité mai 2026'], right(176, 330, '1,000'), right(176, 420, '50 000,00'), right(176, 560, '50 000 CFA'),
      [220, 380, 'Montant hors taxes'], right(220, 560, '50 000 CFA'),
      [236, 380, 'TVA 18%'], right(236, 560, '9 000 CFA'),
      [252, 380, 'Montant TTC'], right(252, 560, '59 000 CFA'),
      [268, 380, 'Paiement CB:'], right(268, 560, 'EUR'),
    ]);
    expect(r.currency).toBe('XOF');
    expect(r.totals.net).toBe(50000);
    expect(r.totals.tax).toBe(9000);
    expect(r.totals.gross).toBe(59000);
  });
});

describe('an invoice printing only its net', () => {
  const items: Cell[] = [
    [40, 40, 'Werkstatt Ebner, Lindenweg 3, 12345 Musterhausen', 7],
    [70, 40, 'Jonas Beispiel'], [84, 40, 'Ahornstraße 9'], [98, 40, '54321 Beispielstadt'],
    [130, 40, 'Rechnung 2026-014'], [130, 400, 'Datum: 9. März 2026'],
    [170, 40, 'Beschreibung'], right(170, 330, 'Anzahl'), right(170, 440, 'Preis'), right(170, 560, 'Gesamt'),
    [186, 40, 'Fahrradinspektion'], right(186, 330, '2.00'), right(186, 440, '35.00 EUR'), right(186, 560, '70.00 EUR'),
    [200, 40, 'Schlauch gewechselt'], right(200, 330, '3.00'), right(200, 440, '8.50 EUR'), right(200, 560, '25.50 EUR'),
    [216, 40, 'Netto'], right(216, 560, '95.50 EUR'),
  ];
  it('takes the net for the total when no tax, rate or amount due is printed and the lines add up to it', () => {
    const r = inv([...items, [250, 40, 'Kein Ausweis von Umsatzsteuer (Kleinunternehmer).']]);
    expect(r.totals.net).toBe(95.5);
    expect(r.totals.gross).toBe(95.5);
    expect(r.totals.tax).toBe(0);
  });
  it('(guard) but not where a tax rate is stated', () => {
    const r = inv([...items, [250, 40, 'zzgl. 19 % USt.']]);
    expect(r.totals.net).toBe(95.5);
    expect(r.totals.gross).toBeNull();
  });
});
