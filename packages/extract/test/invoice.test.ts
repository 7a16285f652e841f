import { describe, expect, it } from 'vitest';
import { runChecks } from '../src/invoice/checks.js';
import { buildDoc } from '../src/invoice/doc.js';
import { findLabelled, parseDateValue, parseId } from '../src/invoice/fields.js';
import { extractLineItems } from '../src/invoice/lineItems.js';
import { emptyInvoice, understandInvoice } from '../src/invoice/understand.js';
import { page } from './support/cell-pages.js';


describe('field pairing by geometry', () => {
  it('reads a value right of its label, inline, or below it', () => {
    const doc = buildDoc([
      page(1, [
        [50, 40, 'Rechnungsnummer'],
        [50, 300, 'RE-2024-17'],
        [70, 40, 'Rechnungsdatum: 03.04.2024'],
        [90, 300, 'Fälligkeitsdatum'],
        [102, 300, '17.04.2024'],
      ]),
    ]);
    expect(findLabelled(doc, 'number', parseId)[0]?.value).toBe('RE-2024-17');
    expect(findLabelled(doc, 'issueDate', parseDateValue)[0]?.value).toBe('2024-04-03');
    const due = findLabelled(doc, 'dueDate', parseDateValue)[0];
    expect(due?.value).toBe('2024-04-17');
    expect(due?.via).toBe('below');
  });

  it('stops looking right at the next label', () => {
    const doc = buildDoc([page(1, [[50, 40, 'Invoice No.:'], [50, 200, 'Date:'], [50, 260, '03/04/2024']])]);
    expect(findLabelled(doc, 'number', parseId)).toEqual([]);
  });
});

describe('line items', () => {
  const itemPage = page(1, [
    [100, 40, 'Pos'],
    [100, 70, 'Bezeichnung'],
    [100, 300, 'Menge'],
    [100, 360, 'Einzelpreis'],
    [100, 440, 'USt.'],
    [100, 500, 'Betrag'],
    [120, 40, '1'],
    [120, 70, 'Beratung Projekt'],
    [120, 305, '2 Std'],
    [120, 370, '1.200,00'],
    [120, 445, '19 %'],
    [120, 500, '2.400,00'],
    [132, 70, 'Phase Konzeption'],
    [150, 40, '2'],
    [150, 70, 'Reisekosten'],
    [150, 305, '1'],
    [150, 370, '150,50'],
    [150, 445, '19 %'],
    [150, 500, '150,50'],
    [175, 300, 'Summe netto'],
    [175, 500, '2.550,50'],
    [190, 300, 'USt. 19 %'],
    [190, 500, '484,60'],
    [205, 300, 'Gesamtbetrag'],
    [205, 500, '3.035,10'],
  ]);

  it('maps columns by header meaning, joins wrapped descriptions and stops at totals', () => {
    const t = extractLineItems(buildDoc([itemPage]));
    expect(t?.items).toEqual([
      { description: 'Beratung Projekt Phase Konzeption', quantity: 2, unit: 'Std', unitPrice: 1200, taxRate: 19, amount: 2400 },
      { description: 'Reisekosten', quantity: 1, unit: null, unitPrice: 150.5, taxRate: 19, amount: 150.5 },
    ]);
  });

  it('continues the table on the next page under a repeated header', () => {
    const p2 = page(2, [
      [60, 40, 'Pos'],
      [60, 70, 'Bezeichnung'],
      [60, 300, 'Menge'],
      [60, 360, 'Einzelpreis'],
      [60, 440, 'USt.'],
      [60, 500, 'Betrag'],
      [80, 40, '3'],
      [80, 70, 'Hosting'],
      [80, 305, '1'],
      [80, 370, '10,00'],
      [80, 445, '19 %'],
      [80, 500, '10,00'],
      [100, 300, 'Summe netto'],
      [100, 500, '10,00'],
    ]);
    const p1 = page(1, [
      [100, 40, 'Pos'],
      [100, 70, 'Bezeichnung'],
      [100, 300, 'Menge'],
      [100, 360, 'Einzelpreis'],
      [100, 440, 'USt.'],
      [100, 500, 'Betrag'],
      [120, 40, '1'],
      [120, 70, 'Beratung'],
      [120, 305, '2'],
      [120, 370, '5,00'],
      [120, 445, '19 %'],
      [120, 500, '10,00'],
    ]);
    const t = extractLineItems(buildDoc([p1, p2]));
    expect(t?.items.map((i) => i.description)).toEqual(['Beratung', 'Hosting']);
  });

  it('returns null without a line-item header', () => {
    expect(extractLineItems(buildDoc([page(1, [[50, 40, 'Hello world']])]))).toBeNull();
  });
});

describe('understandInvoice', () => {
  it('reads a French invoice with its own conventions and checks the arithmetic', () => {
    const p = page(1, [
      [40, 40, 'ACME SARL', 16],
      [60, 40, '12 rue de la Paix'],
      [72, 40, '75002 Paris'],
      [84, 40, 'N° TVA : FR 11 123 456 782'],
      [40, 350, 'FACTURE N° : F2024-001'],
      [56, 350, 'Date : 03/04/2024'],
      [110, 350, 'Client'],
      [124, 350, 'Dupont SAS'],
      [136, 350, '5 avenue Foch'],
      [148, 350, '69006 Lyon'],
      [200, 40, 'Désignation'],
      [200, 300, 'Qté'],
      [200, 360, 'P.U. HT'],
      [200, 430, 'TVA'],
      [200, 500, 'Montant HT'],
      [220, 40, 'Maintenance annuelle'],
      [220, 305, '1'],
      [220, 365, '1 000,00'],
      [220, 432, '20 %'],
      [220, 500, '1 000,00'],
      [260, 300, 'Total HT'],
      [260, 500, '1 000,00 €'],
      [275, 300, 'TVA 20 %'],
      [275, 500, '200,00 €'],
      [290, 300, 'Total TTC'],
      [290, 500, '1 200,00 €'],
      [320, 40, "Date d'échéance : 03/05/2024"],
    ]);
    const inv = understandInvoice([p]);
    expect(inv.number).toBe('F2024-001');
    expect(inv.issueDate).toBe('2024-04-03');
    expect(inv.dueDate).toBe('2024-05-03');
    expect(inv.currency).toBe('EUR');
    expect(inv.seller.name).toBe('ACME SARL');
    expect(inv.seller.vatId).toBe('FR11123456782');
    expect(inv.buyer.name).toBe('Dupont SAS');
    expect(inv.totals).toEqual({ net: 1000, tax: 200, gross: 1200, due: 1200, prepaid: null, withholding: null, rounding: null });
    expect(inv.lineItems).toHaveLength(1);
    expect(inv.lineItems[0]).toMatchObject({ description: 'Maintenance annuelle', quantity: 1, unitPrice: 1000, taxRate: 20, amount: 1000 });
    expect(runChecks(inv).every((c) => c.ok)).toBe(true);
  });

  it('takes the recipient address window as buyer and pairs a row of total labels with the row of values below', () => {
    const p = page(1, [
      [40, 40, 'Nordlys Verktøy AS', 16],
      [60, 40, 'Industriveien 5'],
      [72, 40, '0580 Oslo'],
      [84, 40, 'Telefon 22 00 00 00'],
      [96, 40, 'Foretaksregisteret: NO 123 456 785 MVA'],
      [150, 40, 'Fjordkafé AS'],
      [164, 40, 'Strandgata 9'],
      [178, 40, '7900 Rørvik'],
      [150, 380, 'Fakturanummer: 2024-117'],
      [164, 380, 'Fakturadato: 03.04.2024'],
      [260, 40, 'Varebeskrivelse'],
      [260, 300, 'Antall'],
      [260, 360, 'Enhetspris'],
      [260, 500, 'Beløp'],
      [280, 40, 'Kaffetrakter'],
      [280, 305, '2'],
      [280, 365, '1 500,00'],
      [280, 500, '3 000,00'],
      [320, 40, 'Nettobeløp:'],
      [320, 200, 'MVA:'],
      [320, 360, 'Å betale:'],
      [334, 40, '3 000,00'],
      [334, 200, '750,00'],
      [334, 360, '3 750,00'],
    ]);
    const inv = understandInvoice([p]);
    expect(inv.buyer.name).toBe('Fjordkafé AS');
    expect(inv.seller.name).toBe('Nordlys Verktøy AS');
    expect(inv.seller.vatId).toBe('NO123456785MVA');
    expect(inv.number).toBe('2024-117');
    expect(inv.issueDate).toBe('2024-04-03');
    expect(inv.totals).toEqual({ net: 3000, tax: 750, gross: 3750, due: 3750, prepaid: null, withholding: null, rounding: null });
    expect(inv.lineItems).toEqual([{ description: 'Kaffetrakter', quantity: 2, unit: null, unitPrice: 1500, taxRate: 25, amount: 3000 }]);
  });

  it('returns an empty invoice for an empty document', () => {
    expect(understandInvoice([page(1, [])])).toEqual(emptyInvoice());
  });
});

describe('runChecks', () => {
  const base = () => {
    const inv = emptyInvoice();
    inv.totals = { net: 100, tax: 19, gross: 119, due: 119 };
    inv.lineItems = [
      { description: 'a', quantity: 2, unit: null, unitPrice: 25, taxRate: 19, amount: 50 },
      { description: 'b', quantity: 3, unit: null, unitPrice: 16.67, taxRate: 19, amount: 50 },
    ];
    return inv;
  };
  it('passes a consistent invoice (within rounding)', () => {
    const checks = runChecks(base());
    expect(checks.map((c) => c.name)).toEqual([
      'line-items-sum-to-net',
      'net-plus-tax-equals-gross',
      'gross-minus-prepaid-equals-due',
      'quantity-times-unit-price:line-1',
      'quantity-times-unit-price:line-2',
    ]);
    expect(checks.every((c) => c.ok)).toBe(true);
  });
  it('checks gross − prepaid = amount due, a missing prepaid amount counting as 0', () => {
    const due = (inv: ReturnType<typeof base>) => runChecks(inv).find((c) => c.name === 'gross-minus-prepaid-equals-due');
    const paid = base();
    paid.totals = { ...paid.totals, prepaid: 40, due: 79 };
    expect(due(paid)).toEqual({ name: 'gross-minus-prepaid-equals-due', ok: true, expected: 79, actual: 79 });
    // a prepayment nobody read: the due is off by it
    const unread = base();
    unread.totals = { ...unread.totals, prepaid: null, due: 79 };
    expect(due(unread)).toEqual({ name: 'gross-minus-prepaid-equals-due', ok: false, expected: 79, actual: 119 });
    // a result stored before prepaid was read has no such key: due = gross holds
    const old = base();
    delete old.totals.prepaid;
    expect(due(old)?.ok).toBe(true);
    // off by more than a cent
    paid.totals.due = 79.02;
    expect(due(paid)?.ok).toBe(false);
    // of either sign, as the sums: a credit note's amount due printed unsigned
    const credit = base();
    credit.totals = { net: -100, tax: -19, gross: -119, due: 119, prepaid: null };
    expect(due(credit)?.ok).toBe(true);
  });
  it('skips the due check without a gross or an amount due', () => {
    const noDue = base();
    noDue.totals = { ...noDue.totals, due: null, prepaid: 10 };
    expect(runChecks(noDue).map((c) => c.name)).not.toContain('gross-minus-prepaid-equals-due');
    const noGross = base();
    noGross.totals = { ...noGross.totals, gross: null, prepaid: 10 };
    expect(runChecks(noGross).map((c) => c.name)).not.toContain('gross-minus-prepaid-equals-due');
  });
  it('reports failures with expected and actual values', () => {
    const inv = base();
    inv.totals.gross = 120;
    inv.lineItems[0]!.amount = 60;
    const byName = Object.fromEntries(runChecks(inv).map((c) => [c.name, c]));
    expect(byName['net-plus-tax-equals-gross']).toEqual({ name: 'net-plus-tax-equals-gross', ok: false, expected: 120, actual: 119 });
    expect(byName['line-items-sum-to-net']!.ok).toBe(false);
    expect(byName['line-items-sum-to-net']!.actual).toBe(110);
    expect(byName['quantity-times-unit-price:line-1']!.ok).toBe(false);
  });
  it('skips checks whose inputs are unknown', () => {
    expect(runChecks(emptyInvoice())).toEqual([]);
  });
  it('divides by the price base quantity and takes off the line allowance', () => {
    const inv = emptyInvoice();
    inv.lineItems = [
      // 2600 × 59,31 per 100 = 1542,06
      { description: 'a', quantity: 2600, unit: null, unitPrice: 59.31, taxRate: null, amount: 1542.06, priceBaseQuantity: 100 },
      // 10 × 26,26 = 262,60 less 26,26 = 236,34
      { description: 'b', quantity: 10, unit: null, unitPrice: 26.26, taxRate: null, amount: 236.34, allowance: 26.26 },
      // without its base the same line fails
      { description: 'c', quantity: 2600, unit: null, unitPrice: 59.31, taxRate: null, amount: 1542.06 },
    ];
    expect(runChecks(inv).map((c) => [c.ok, c.actual])).toEqual([
      [true, 1542.06],
      [true, 236.34],
      [false, 154206],
    ]);
  });
});

describe('line terms read from the page', () => {
  const rows = (third: Array<[number, number, string, number?]>) =>
    extractLineItems(
      buildDoc([
        page(1, [
          [100, 45, 'Qty'],
          [100, 110, 'Description'],
          [100, 330, 'Price'],
          [100, 390, 'Disc.'],
          [100, 450, 'Amount'],
          [120, 45, '2600'],
          [120, 110, 'Copy paper A4'],
          [120, 330, '59,31/100'],
          [120, 450, '1.542,06'],
          [135, 45, '10'],
          [135, 110, 'Training day'],
          [135, 330, '26,26'],
          [135, 390, '10 %'],
          [135, 450, '236,34'],
          ...third,
          [180, 300, 'Total'],
          [180, 450, '1.955,70'],
        ]),
      ]),
    )?.items ?? [];
  it('a "/100" price gets its base, a discount percentage on the row its allowance; a plain line neither', () => {
    const its = rows([
      [150, 45, '3'],
      [150, 110, 'Toner'],
      [150, 330, '59,10'],
      [150, 450, '177,30'],
    ]);
    expect(its.map((i) => [i.amount, i.priceBaseQuantity, i.allowance])).toEqual([
      [1542.06, 100, undefined],
      [236.34, undefined, 26.26],
      [177.3, undefined, undefined],
    ]);
    expect(runChecks({ ...emptyInvoice(), lineItems: its }).every((c) => c.ok)).toBe(true);
  });
  it('sets nothing where no printed figure proves it', () => {
    // 3 × 59,10 = 177,30, printed 170,00: no percentage on the row explains it
    const its = rows([
      [150, 45, '3'],
      [150, 110, 'Toner'],
      [150, 330, '59,10'],
      [150, 450, '170,00'],
    ]);
    expect([its[2]!.priceBaseQuantity, its[2]!.allowance]).toEqual([undefined, undefined]);
  });
});
