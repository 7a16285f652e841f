/**
 * Payment and reference labels of every lexicon (`payment` and `charges` families, src/invoice/payment.ts) on
 * synthetic pages: payment terms, the buyer's order and the seller's order reference, customer number, payment
 * reference, delivery date, service period, and document-level charges and allowances, in the languages the first
 * version of payment.ts did not read (da, sv, fi, pl, cs) and for the gaps of the others. The labels are the usual
 * printed forms of each country's invoices; values are made up.
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { PAYMENT_LABELS, readCharges, readPaymentFields } from '../src/invoice/payment.js';
import { LEXICONS } from '../src/invoice/lexicon/index.js';
import type { InvoiceData } from '../src/types.js';
import { type Cell, page } from './support/cell-pages.js';

/**
 * A header block of "label | value" rows (two segments per line), after some lines of the language. The terms row is
 * last: terms text continues onto value cells under it that start with a digit (joinContinuation), which is not what
 * these tests are about.
 */
function fields(intro: string[], rows: Array<[string, string]>) {
  const cells: Cell[] = intro.map((t, i) => [40 + 14 * i, 40, t]);
  rows.forEach(([label, value], i) => cells.push([120 + 16 * i, 40, label], [120 + 16 * i, 240, value]));
  return readPaymentFields(buildDoc([page(1, cells)]));
}

/** Charges and allowances printed under the items (sum `lines`), net total `net`. */
function charges(intro: string[], rows: Array<[string, string]>, lines: number[], net: number) {
  const cells: Cell[] = intro.map((t, i) => [40 + 14 * i, 40, t]);
  rows.forEach(([label, value], i) => cells.push([500 + 14 * i, 300, label], [500 + 14 * i, 480, value]));
  const inv = { totals: { net }, lineItems: lines.map((amount) => ({ amount })) } as unknown as InvoiceData;
  return readCharges(buildDoc([page(1, cells)]), inv, new Set());
}

interface Case {
  intro: string[];
  rows: Array<[string, string]>;
  terms?: string;
  order?: string;
  customer?: string;
  reference?: string;
  delivery?: string;
  period?: [string, string];
  charges: { rows: Array<[string, string]>; lines: number[]; net: number; charges: string[]; allowances?: string[] };
}

const CASES: Record<string, Case> = {
  da: {
    intro: ['FAKTURA', 'CVR-nr. 12345678', 'Beløb ekskl. moms og alt inkl.'],
    rows: [
      ['Rekvisitionsnr.:', 'RK-55812'],
      ['Debitornr.:', '10442'],
      ['Betalingsreference:', '4000123456'],
      ['Leveringsdag:', '05.03.2024'],
      ['Afregningsperiode:', '01.02.2024 - 29.02.2024'],
      ['Betalingsfrist:', '8 dage fra fakturadato'],
    ],
    terms: '8 dage fra fakturadato',
    order: 'RK-55812',
    customer: '10442',
    reference: '4000123456',
    delivery: '2024-03-05',
    period: ['2024-02-01', '2024-02-29'],
    charges: { rows: [['Fragt', '49,00'], ['Ekspeditionsgebyr', '25,00'], ['Rabat', '-20,00']], lines: [1000], net: 1054, charges: ['Fragt', 'Ekspeditionsgebyr'], allowances: ['Rabat'] },
  },
  sv: {
    intro: ['FAKTURA', 'Att betala och förfallodatum', 'Moms och belopp i SEK'],
    rows: [
      ['Inköpsordernr:', 'IO-77120'],
      ['Kundnr:', '55120'],
      ['Betalningsreferens:', '99887766'],
      ['Leveransdatum:', '2024-03-05'],
      ['Faktureringsperiod:', '2024-02-01 – 2024-02-29'],
      ['Betalningsvillkor:', '30 dagar'],
    ],
    terms: '30 dagar',
    order: 'IO-77120',
    customer: '55120',
    reference: '99887766',
    delivery: '2024-03-05',
    period: ['2024-02-01', '2024-02-29'],
    charges: { rows: [['Fraktavgift', '95,00'], ['Expeditionsavgift', '29,00']], lines: [800, 200], net: 1124, charges: ['Fraktavgift', 'Expeditionsavgift'] },
  },
  fi: {
    intro: ['LASKU', 'Laskun päivämäärä ja eräpäivä', 'Alv yhteensä'],
    rows: [
      ['Ostotilausnro:', '4500098'],
      ['Asiakasnumero:', '20417'],
      ['Viitenumero:', '12344'],
      ['Toimituspäivä:', '08.03.2024'],
      ['Laskutusjakso:', '01.02.2024 - 29.02.2024'],
      ['Maksuehto:', '14 pv netto'],
    ],
    terms: '14 pv netto',
    order: '4500098',
    customer: '20417',
    reference: '12344',
    delivery: '2024-03-08',
    period: ['2024-02-01', '2024-02-29'],
    charges: { rows: [['Toimituskulut', '9,90'], ['Rahti', '25,00'], ['Alennus', '-5,00']], lines: [100], net: 129.9, charges: ['Toimituskulut', 'Rahti'], allowances: ['Alennus'] },
  },
  pl: {
    intro: ['FAKTURA VAT', 'Sprzedawca', 'Nabywca', 'Razem netto brutto'],
    rows: [
      ['Nr zamówienia klienta:', 'ZK/2024/118'],
      ['Nr klienta:', '4471'],
      ['Tytuł przelewu:', 'FV 118/2024'],
      ['Data sprzedaży:', '08.03.2024'],
      ['Okres rozliczeniowy:', '01.02.2024 - 29.02.2024'],
      ['Warunki płatności:', 'przelew 14 dni'],
    ],
    terms: 'przelew 14 dni',
    order: 'ZK/2024/118',
    customer: '4471',
    reference: 'FV 118/2024',
    delivery: '2024-03-08',
    period: ['2024-02-01', '2024-02-29'],
    // "Transport" is a freight charge in Polish (a carried-forward line in German or Swedish, below)
    charges: { rows: [['Koszty wysyłki', '15,00'], ['Transport', '120,00'], ['Rabat', '-10,00']], lines: [500], net: 625, charges: ['Koszty wysyłki', 'Transport'], allowances: ['Rabat'] },
  },
  cs: {
    intro: ['FAKTURA - DAŇOVÝ DOKLAD', 'Dodavatel', 'Odběratel', 'Celkem k úhradě'],
    rows: [
      ['Číslo objednávky odběratele:', 'OBJ-2024-55'],
      ['Číslo zákazníka:', '100231'],
      ['Variabilní symbol:', '2024017'],
      ['DUZP:', '05.02.2024'],
      ['Zúčtovací období:', '01.01.2024 - 31.01.2024'],
      ['Platební podmínky:', '14 dní od vystavení'],
    ],
    terms: '14 dní od vystavení',
    order: 'OBJ-2024-55',
    customer: '100231',
    reference: '2024017',
    delivery: '2024-02-05',
    period: ['2024-01-01', '2024-01-31'],
    charges: { rows: [['Doprava', '150,00'], ['Poštovné a balné', '89,00'], ['Sleva', '-50,00']], lines: [1000], net: 1189, charges: ['Doprava', 'Poštovné a balné'], allowances: ['Sleva'] },
  },
  nb: {
    intro: ['FAKTURA', 'Fakturadato og forfall', 'Sum mva og beløp'],
    rows: [
      ['Innkjøpsordre:', '4500012'],
      ['Kunde nr.:', '8812'],
      ['Betalingsreferanse:', '1234567'],
      ['Levert dato:', '05.03.2024'],
      ['Avregningsperiode:', '01.02.2024 - 29.02.2024'],
      ['Betalingsfrist:', '14 dager'],
    ],
    terms: '14 dager',
    order: '4500012',
    reference: '1234567',
    delivery: '2024-03-05',
    period: ['2024-02-01', '2024-02-29'],
    charges: { rows: [['Ekspedisjonsgebyr', '45,00'], ['Emballasje', '30,00']], lines: [1000], net: 1075, charges: ['Ekspedisjonsgebyr', 'Emballasje'] },
  },
  pt: {
    intro: ['FATURA', 'Data de emissão', 'Contribuinte'],
    rows: [
      ['V/ Encomenda:', 'ENC-331'],
      ['N.º Cliente:', '2231'],
      ['Referência Multibanco:', '123456789'],
      ['Data de fornecimento:', '05-03-2024'],
      ['Período de faturação:', '01-02-2024 a 29-02-2024'],
      ['Prazo de pagamento:', '30 dias'],
    ],
    terms: '30 dias',
    customer: '2231',
    reference: '123456789',
    delivery: '2024-03-05',
    charges: { rows: [['Custos de transporte', '12,50'], ['Embalagem', '3,00']], lines: [200], net: 215.5, charges: ['Custos de transporte', 'Embalagem'] },
  },
  it: {
    intro: ['FATTURA', 'Data documento', 'Partita IVA'],
    rows: [
      ['Ordine cliente:', 'OC-7781'],
      ['Cod. cli.:', '31190'],
      ['Causale versamento:', 'FT2024-118'],
      ['Data di spedizione:', '05/03/2024'],
      ['Periodo di competenza:', '01/02/2024 - 29/02/2024'],
      ['Modalità pagamento:', 'Bonifico bancario 30 gg d.f.'],
    ],
    terms: 'Bonifico bancario 30 gg d.f.',
    customer: '31190',
    delivery: '2024-03-05',
    charges: { rows: [['Spese di trasporto', '12,00'], ['Imballo', '4,00'], ['Abbuono', '-1,00']], lines: [300], net: 315, charges: ['Spese di trasporto', 'Imballo'], allowances: ['Abbuono'] },
  },
  es: {
    intro: ['FACTURA', 'Fecha de emisión', 'Base imponible'],
    rows: [
      ['Pedido del cliente:', 'PC-2290'],
      ['Núm. cliente:', '4410'],
      ['Referencia de pago:', 'F-2024-118'],
      ['Fecha de operación:', '05/03/2024'],
      ['Periodo de facturación:', '01/02/2024 - 29/02/2024'],
      ['Plazo de pago:', '30 días'],
    ],
    terms: '30 días',
    customer: '4410',
    delivery: '2024-03-05',
    charges: { rows: [['Gastos de transporte', '18,00'], ['Embalaje', '2,00'], ['Bonificación', '-5,00']], lines: [400], net: 415, charges: ['Gastos de transporte', 'Embalaje'], allowances: ['Bonificación'] },
  },
  nl: {
    intro: ['FACTUUR', 'Factuurdatum', 'Btw en totaal'],
    rows: [
      ['Uw bestelnr.:', 'B-7781'],
      ['Debiteurnr.:', '30018'],
      ['Omschrijving betaling:', '2024-0456'],
      ['Afleverdatum:', '05-03-2024'],
      ['Facturatieperiode:', '01-02-2024 t/m 29-02-2024'],
      ['Betalingsconditie:', '30 dagen'],
    ],
    terms: '30 dagen',
    order: 'B-7781',
    customer: '30018',
    reference: '2024-0456',
    delivery: '2024-03-05',
    period: ['2024-02-01', '2024-02-29'],
    charges: { rows: [['Vrachtkosten', '35,00'], ['Verpakking', '5,00']], lines: [600], net: 640, charges: ['Vrachtkosten', 'Verpakking'] },
  },
};

describe('payment and reference labels by language (synthetic pages)', () => {
  for (const [lang, c] of Object.entries(CASES)) {
    describe(lang, () => {
      const r = fields(c.intro, c.rows);
      // only what the lexicon entries of this change make readable is asserted (older words already read the rest)
      if (c.terms) it('payment terms', () => expect(r.payment.terms).toBe(c.terms));
      if (c.order) it("order reference (the buyer's order)", () => expect(r.orderReference).toBe(c.order));
      if (c.customer) it('customer number', () => expect(r.buyerReference).toBe(c.customer));
      if (c.reference) it('payment reference', () => expect(r.payment.reference).toBe(c.reference));
      if (c.delivery) it('delivery date', () => expect(r.deliveryDate).toBe(c.delivery));
      if (c.period) it('service period', () => expect(r.servicePeriod).toEqual({ start: c.period![0], end: c.period![1] }));
      it('charges and allowances close lines → net', () => {
        const x = c.charges;
        const got = charges(c.intro, x.rows, x.lines, x.net);
        expect(got.charges.map((e) => e.description)).toEqual(x.charges);
        expect(got.allowances.map((e) => e.description)).toEqual(x.allowances ?? []);
      });
    });
  }
});

describe("the seller's order number when the buyer's is not printed", () => {
  it.each([
    ['fi', ['LASKU', 'Alv yhteensä'], 'Tilausnumero:', 'T-2231'],
    ['sv', ['FAKTURA', 'Moms och belopp att betala'], 'Ordernr:', 'SO-4410'],
    ['da', ['FAKTURA', 'Beløb ekskl. moms'], 'Ordre:', 'A-9921'],
    ['pl', ['FAKTURA VAT', 'Nabywca'], 'Nr zamówienia:', 'ZAM/55/2024'],
    ['cs', ['FAKTURA', 'Odběratel'], 'Objednávka č.:', '2024/77'],
  ] as const)('%s', (_lang, intro, label, value) => {
    expect(fields([...intro], [[label, value]]).orderReference).toBe(value);
  });
});

describe('carried-forward lines are not charges', () => {
  it('"Transport" carrying the running sum in a Swedish or German table is no freight charge', () => {
    // lines 700 + 300 read, net 1000 + 700: "Transport 700,00" would close the gap, but it is the sum carried over
    expect(charges(['FAKTURA', 'Moms och belopp att betala och summa'], [['Transport', '700,00']], [700, 300], 1700).charges).toEqual([]);
    expect(charges(['RECHNUNG', 'Rechnungsdatum und Zahlungsziel', 'Gesamtbetrag inkl. MwSt'], [['Transport', '700,00']], [700, 300], 1700).charges).toEqual([]);
  });
});

describe('payment lexicon families', () => {
  it('every language has labels for terms, orders, customer number, payment reference, dates, and charges', () => {
    for (const l of LEXICONS) {
      for (const k of ['terms', 'order', 'buyerReference', 'reference', 'deliveryDate', 'servicePeriod'] as const) {
        expect(l.payment?.[k]?.length ?? 0, `${l.code} payment.${k}`).toBeGreaterThan(0);
      }
      expect(l.charges?.charge?.length ?? 0, `${l.code} charges.charge`).toBeGreaterThan(0);
      expect(l.charges?.allowance?.length ?? 0, `${l.code} charges.allowance`).toBeGreaterThan(0);
    }
  });
  it('the merged families keep every language', () => {
    expect(PAYMENT_LABELS.reference).toEqual(expect.arrayContaining(['viitenumero', 'kid', 'ocr', 'betalingsreference', 'tytuł przelewu', 'variabilni symbol']));
  });
});
