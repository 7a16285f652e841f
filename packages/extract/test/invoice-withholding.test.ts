/**
 * Withholding tax (#11): tax the payer withholds at source and pays to the tax office — the Spanish IRPF on a
 * freelancer's invoice, the Italian ritenuta d'acconto, the Portuguese retenção na fonte, "withholding tax" — printed
 * between the VAT and the amount to pay. The result carries it as `totals.withholding`, the gross stays net + tax, the
 * amount due is what is left, and the due check is gross − prepaid − withholding + rounding = due. Each rule on an
 * invented page (test/support/cell-pages.ts).
 */
import { describe, expect, it } from 'vitest';
import { readEInvoice } from '../src/einvoice/index.js';
import { runChecks } from '../src/invoice/checks.js';
import { foldKeep, matchLabel } from '../src/invoice/labels.js';
import { readInvoice } from '../src/invoice/understand.js';
import type { InvoiceData } from '../src/types.js';
import { type Cell, page, right } from './support/cell-pages.js';

/** a freelancer's invoice: two service lines, then the totals block as `totals` labels and values */
function freelancer(totals: Array<[string, string]>, lines: Array<[string, string]> = [['Web design', '1.200,00'], ['Maintenance, January', '300,00']]): Cell[] {
  return [
    [40, 40, 'Marta Ortiz Vidal'],
    [52, 40, 'Calle de los Tilos 7, 28014 Madrid'],
    [64, 40, 'NIF: 12345678Z'],
    [110, 300, 'Cliente: Ferreterías Vela S.L.'],
    [122, 300, 'Avenida del Lago 4, 46021 Valencia'],
    [134, 300, 'CIF: B12345674'],
    [180, 40, 'FACTURA Nº 2026-014'],
    [194, 40, 'Fecha: 03/02/2026'],
    [230, 40, 'Concepto'],
    [230, 400, 'Importe'],
    ...lines.map(([d, a], k): Cell[] => [[250 + 16 * k, 40, d], right(250 + 16 * k, 450, a)]).flat(),
    ...totals.map(([l, v], k): Cell[] => [[300 + 16 * k, 300, l], right(300 + 16 * k, 450, v)]).flat(),
  ];
}
const read = (cells: Cell[]) => readInvoice([page(1, cells)]);
const dueCheck = (inv: InvoiceData) => runChecks(inv).find((c) => c.name === 'gross-minus-prepaid-equals-due');

describe('a withholding line between the VAT and the amount to pay', () => {
  it('a total printed after it that is net + tax − withholding is the amount due; the gross is net + tax', () => {
    const { invoice: inv, sources } = read(freelancer([['Base imponible', '1.500,00'], ['IVA 21%', '315,00'], ['IRPF 15%', '-225,00'], ['Total factura', '1.590,00']]));
    expect(inv.totals).toEqual({ net: 1500, tax: 315, gross: 1815, due: 1590, prepaid: null, withholding: 225, rounding: null });
    expect(dueCheck(inv)?.ok).toBe(true);
    expect(runChecks(inv).every((c) => c.ok)).toBe(true);
    expect(sources['invoice.totals.withholding']).toBeDefined();
    expect(sources['invoice.totals.due']).toBeDefined();
  });

  it('an amount-due label after it: the withholding explains the difference to the gross (not a prepayment)', () => {
    const { invoice: inv } = read(freelancer([['Base imponible', '1.500,00'], ['IVA 21%', '315,00'], ['Retención IRPF 15%', '225,00'], ['Total a pagar', '1.590,00']]));
    expect(inv.totals).toMatchObject({ gross: 1815, due: 1590, prepaid: null, withholding: 225 });
    expect(dueCheck(inv)?.ok).toBe(true);
  });

  it('a gross printed above it stays the gross; the withholding, not a deduction read as prepaid, leaves the amount due', () => {
    const { invoice: inv } = read(
      freelancer([['Base imponible', '1.500,00'], ['IVA 21%', '315,00'], ['Total', '1.815,00'], ['Retención IRPF (15%)', '-225,00'], ['Líquido a percibir', '1.590,00']]),
    );
    expect(inv.totals).toMatchObject({ net: 1500, tax: 315, gross: 1815, due: 1590, prepaid: null, withholding: 225 });
  });

  it("Italian: a document total after the ritenuta d'acconto that is what it leaves is the amount due", () => {
    const { invoice: inv } = read(freelancer([['Imponibile', '1.500,00'], ['IVA 22%', '330,00'], ["Ritenuta d'acconto 20%", '-300,00'], ['Totale documento', '1.530,00']]));
    expect(inv.totals).toMatchObject({ net: 1500, tax: 330, gross: 1830, due: 1530, withholding: 300 });
  });

  it('Portuguese: a bare total after the retenção na fonte', () => {
    const { invoice: inv } = read(freelancer([['Total ilíquido', '1.500,00'], ['IVA 23%', '345,00'], ['Retenção na fonte IRS 25%', '-375,00'], ['Total', '1.470,00']]));
    expect(inv.totals).toMatchObject({ net: 1500, tax: 345, gross: 1845, due: 1470, withholding: 375 });
  });

  it('English: "Less: Withholding tax" between the gross and the balance due', () => {
    const { invoice: inv } = read(
      freelancer(
        [['Subtotal', '1,500.00'], ['VAT 12%', '180.00'], ['Total', '1,680.00'], ['Less: Withholding tax 2%', '(30.00)'], ['Balance due', '1,650.00']],
        [['Web design', '1,200.00'], ['Maintenance, January', '300.00']],
      ),
    );
    expect(inv.totals).toMatchObject({ net: 1500, tax: 180, gross: 1680, due: 1650, withholding: 30 });
  });
});

describe('the total after the withholding, beyond one net and one tax line', () => {
  it('several VAT lines, one per rate, and no VAT total: their sum is the tax', () => {
    const { invoice: inv } = read(
      freelancer([['Base imponible', '1.500,00'], ['IVA 21 %', '210,00'], ['IVA 10 %', '50,00'], ['Retención IRPF 15 %', '-225,00'], ['Total', '1.535,00']], [
        ['Web design', '1.000,00'],
        ['Printed catalogue', '500,00'],
      ]),
    );
    expect(inv.totals).toMatchObject({ net: 1500, tax: 260, gross: 1760, due: 1535, withholding: 225 });
  });

  it('another total on the page (a section total) is not taken for the gross: the gross is net + tax', () => {
    const cells = freelancer([['Base imponible', '1.500,00'], ['IVA 21%', '315,00'], ['IRPF 15%', '-225,00'], ['Total factura', '1.590,00']]);
    cells.push([282, 40, 'Total sección A'], right(282, 450, '1.500,00'));
    const { invoice: inv, sources } = read(cells);
    expect(inv.totals).toMatchObject({ net: 1500, tax: 315, gross: 1815, due: 1590, withholding: 225 });
    // (the gross is printed nowhere: no box)
    expect(sources['invoice.totals.gross']).toBeUndefined();
  });

  it('a row of labels over a row of figures: the total right of the withholding is what is left', () => {
    const head = freelancer([]);
    const labels = ['Imponibile', 'IVA 22 %', 'Ritenuta 20 %', 'Totale'];
    const values = ['1.500,00', '330,00', '-300,00', '1.530,00'];
    const row: Cell[] = labels.flatMap((l, k): Cell[] => [right(310, 240 + 100 * k, l), right(326, 240 + 100 * k, values[k]!)]);
    const { invoice: inv } = read([...head, ...row]);
    expect(inv.totals).toMatchObject({ net: 1500, tax: 330, gross: 1830, due: 1530, withholding: 300 });
  });
});

describe('which withholding applies', () => {
  it('none printed after it: the amount due is the gross less the withholding', () => {
    const { invoice: inv } = read(freelancer([['Base imponible', '1.500,00'], ['IVA 21%', '315,00'], ['Total factura', '1.815,00'], ['Retención IRPF 15%', '-225,00']]));
    expect(inv.totals).toMatchObject({ gross: 1815, due: 1590, withholding: 225 });
    expect(dueCheck(inv)?.ok).toBe(true);
  });

  it('an amount due printed equal to the gross: the withholding line only informs, nothing is withheld', () => {
    const { invoice: inv } = read(
      freelancer([['Base imponible', '1.500,00'], ['IVA 21%', '315,00'], ['Retención IRPF 15%', '225,00'], ['Total factura', '1.815,00'], ['Total a pagar', '1.815,00']]),
    );
    expect(inv.totals).toMatchObject({ gross: 1815, due: 1815, withholding: null });
  });

  it('a zero withholding is none', () => {
    const { invoice: inv } = read(freelancer([['Base imponible', '1.500,00'], ['IVA 21%', '315,00'], ['IRPF 0%', '0,00'], ['Total factura', '1.815,00']]));
    expect(inv.totals).toMatchObject({ gross: 1815, due: 1815, withholding: null });
  });

  it('without a withholding line nothing changes: a total below the VAT is the gross', () => {
    const { invoice: inv } = read(freelancer([['Base imponible', '1.500,00'], ['IVA 21%', '315,00'], ['Total factura', '1.815,00']]));
    expect(inv.totals).toEqual({ net: 1500, tax: 315, gross: 1815, due: 1815, prepaid: null, withholding: null, rounding: null });
  });
});

describe('the due check with a withholding tax', () => {
  const base: InvoiceData = {
    number: 'A-1',
    issueDate: null,
    dueDate: null,
    currency: 'EUR',
    seller: { name: null, vatId: null, address: null },
    buyer: { name: null, vatId: null, address: null },
    totals: { net: 1000, tax: 210, gross: 1210, due: 1060, prepaid: null, withholding: 150, rounding: null },
    lineItems: [],
  };
  it('gross − withholding = due passes; without the withholding it fails', () => {
    expect(dueCheck(base)).toEqual({ name: 'gross-minus-prepaid-equals-due', ok: true, expected: 1060, actual: 1060 });
    expect(dueCheck({ ...base, totals: { ...base.totals, withholding: null } })).toMatchObject({ ok: false, actual: 1210 });
  });
  it('with a prepayment and a rounding too', () => {
    expect(dueCheck({ ...base, totals: { ...base.totals, prepaid: 60, due: 1000.05, rounding: 0.05 } })?.ok).toBe(true);
  });
});

describe('the withholding family in every lexicon', () => {
  it.each([
    ['Retención IRPF', true],
    ['IRPF 15 %', true],
    ['I.R.P.F.', true],
    ["Ritenuta d'acconto", true],
    ['Ritenuta alla fonte', true],
    ['Retenção na fonte', true],
    ['IRS retido', true],
    ['Retenue à la source', true],
    ['Withholding tax', true],
    ['Less: tax deducted at source', true],
    ['Bauabzugsteuer', true],
    ['Quellensteuer', true],
    ['Bronbelasting', true],
    ['Podatek u źródła', true],
    ['Srážková daň', true],
    ['Kildeskat', true],
    ['Källskatt', true],
    ['Forskuddstrekk', true],
    ['Ennakonpidätys', true],
    ['Base IRPF', false],
    ['IVA 21 %', false],
    ['Total a pagar', false],
  ])('%s → %s', (label, found) => {
    const m = matchLabel(foldKeep(label), 'withholding');
    if (found) expect(m?.start, label).toBe(0);
    else expect(m === null || m.start > 0, label).toBe(true);
  });
});

describe('UBL WithholdingTaxTotal', () => {
  const ubl = (payable: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>F-2026-7</cbc:ID>
  <cbc:IssueDate>2026-02-03</cbc:IssueDate>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">210.00</cbc:TaxAmount></cac:TaxTotal>
  <cac:WithholdingTaxTotal><cbc:TaxAmount currencyID="EUR">150.00</cbc:TaxAmount></cac:WithholdingTaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">1000.00</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">1000.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">1210.00</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="EUR">${payable}</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
</Invoice>`;
  it('is the withholding when the payable amount deducts it', () => {
    const inv = readEInvoice(ubl('1060.00'));
    expect(inv.totals).toEqual({ net: 1000, tax: 210, gross: 1210, due: 1060, prepaid: null, withholding: 150, rounding: null });
    expect(dueCheck(inv)?.ok).toBe(true);
  });
  it('is left out when the payable amount is the gross (it only informs)', () => {
    const inv = readEInvoice(ubl('1210.00'));
    expect(inv.totals.withholding).toBeNull();
    expect(dueCheck(inv)?.ok).toBe(true);
  });
});

describe("an Italian professional's invoice: a pension contribution charged on the fee, then the VAT, then the ritenuta", () => {
  const italian = (totals: Array<[string, string]>): Cell[] => [
    [40, 40, 'Studio Bianchi'],
    [52, 40, 'Via dei Mille 9, 20121 Milano'],
    [64, 40, 'P.IVA 01234567897'],
    [110, 300, 'Spett.le Gamma S.r.l.'],
    [122, 300, 'Via Po 3, 10121 Torino'],
    [180, 40, 'Fattura n. 14/2026'],
    [194, 40, 'Data: 03/02/2026'],
    [230, 40, 'Descrizione'],
    [230, 400, 'Importo'],
    [250, 40, 'Consulenza fiscale, gennaio'],
    right(250, 450, '1.500,00'),
    ...totals.map(([l, v], k): Cell[] => [[300 + 16 * k, 300, l], right(300 + 16 * k, 450, v)]).flat(),
  ];

  it('the contribution with its own rate is a charge in the net, not a second VAT line', () => {
    const { invoice: inv } = read(
      italian([['Imponibile', '1.500,00'], ['Rivalsa INPS 4%', '60,00'], ['IVA 22% su 1.560,00', '343,20'], ['Totale documento', '1.903,20'], ["Ritenuta d'acconto 20%", '-300,00'], ['Netto a pagare', '1.603,20']]),
    );
    expect(inv.totals).toMatchObject({ net: 1560, tax: 343.2, gross: 1903.2, due: 1603.2, withholding: 300 });
    expect(inv.charges).toEqual([{ description: 'Rivalsa INPS', amount: 60, taxRate: null }]);
    expect(runChecks(inv).every((c) => c.ok)).toBe(true);
  });

  it('the same for a cassa di previdenza contribution (contributo integrativo)', () => {
    const { invoice: inv } = read(italian([['Totale imponibile', '1.500,00'], ['Contributo integrativo 4%', '60,00'], ['IVA 22%', '343,20'], ['Totale', '1.903,20']]));
    expect(inv.totals).toMatchObject({ net: 1560, tax: 343.2, gross: 1903.2, due: 1903.2 });
    expect(inv.charges?.map((c) => c.amount)).toEqual([60]);
  });
});
