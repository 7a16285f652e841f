/**
 * Payment and reference fields from the page layout (src/invoice/payment.ts) and from embedded XML, on generated
 * invoices in several languages: IBAN (mod-97), BIC, terms, order / buyer reference, delivery date, service period,
 * a shipping charge that closes net = lines + charges, and the Rec 20 codes of printed units.
 */
import { describe, expect, it } from 'vitest';
import { readEInvoice } from '../src/einvoice/index.js';
import { extract } from '../src/index.js';
import { bicValid, findIbans, ibanValid } from '../src/invoice/payment.js';
import { unitCodeOf, unitName } from '../src/invoice/units.js';
import { runChecks } from '../src/invoice/checks.js';
import { collect, newDocument } from '../src/fixtures/render.js';
import { facturXml, FACTURX_SPEC } from '../src/fixtures/index.js';
import { fmt, Pen, type Style } from './support/synthetic-invoices.js';

interface Doc {
  lang: string;
  style: Style;
  head: [string, string][];
  lines: { d: string; q: number; u: string; p: number }[];
  labels: { qty: string; unit: string; price: string; amount: string; net: string; tax: string; gross: string; shipping: string };
  rate: number;
  shipping: number;
  footer: string[];
  expected: {
    iban: string | null;
    bic: string | null;
    terms: string | null;
    orderReference: string | null;
    buyerReference: string | null;
    deliveryDate?: string | null;
    servicePeriod?: { start: string; end: string } | null;
    units: (string | null)[];
  };
}

async function render(d: Doc): Promise<Uint8Array> {
  const doc = newDocument({ title: d.lang });
  const pen = new Pen(doc);
  pen.text('Northwind Werkzeug GmbH', 50, 50, { bold: true, size: 12 });
  pen.text('Industriestraße 4, 70173 Stuttgart', 50, 66);
  pen.text('Contoso Bau AG, Ringweg 9, 10115 Berlin', 50, 110);
  pen.pairs(d.head, 330, 110, 110);
  const y0 = 250;
  const cols = [50, 300, 350, 420, 490];
  pen.text('Description', cols[0]!, y0, { bold: true });
  pen.text(d.labels.qty, cols[1]!, y0, { bold: true, width: 40, align: 'right' });
  pen.text(d.labels.unit, cols[2]!, y0, { bold: true });
  pen.text(d.labels.price, cols[3]!, y0, { bold: true, width: 60, align: 'right' });
  pen.text(d.labels.amount, cols[4]!, y0, { bold: true, width: 60, align: 'right' });
  let y = y0 + 18;
  let net = 0;
  for (const l of d.lines) {
    const amount = Math.round(l.q * l.p * 100) / 100;
    net += amount;
    pen.text(l.d, cols[0]!, y);
    pen.text(String(l.q), cols[1]!, y, { width: 40, align: 'right' });
    pen.text(l.u, cols[2]!, y);
    pen.text(fmt(l.p, d.style), cols[3]!, y, { width: 60, align: 'right' });
    pen.text(fmt(amount, d.style), cols[4]!, y, { width: 60, align: 'right' });
    y += 14;
  }
  y += 16;
  net = Math.round((net + d.shipping) * 100) / 100;
  const tax = Math.round(net * d.rate) / 100;
  const rows: [string, string][] = [];
  if (d.shipping) rows.push([d.labels.shipping, fmt(d.shipping, d.style)]);
  rows.push([d.labels.net, fmt(net, d.style)], [`${d.labels.tax} ${d.rate} %`, fmt(tax, d.style)], [d.labels.gross, fmt(Math.round((net + tax) * 100) / 100, d.style)]);
  for (const [k, v] of rows) {
    pen.text(k, 380, y);
    pen.text(v, 490, y, { width: 60, align: 'right' });
    y += 14;
  }
  y += 30;
  pen.block(d.footer, 50, y, { size: 8, lead: 11 });
  return collect(doc);
}

const DOCS: Doc[] = [
  {
    lang: 'de',
    style: 'comma',
    head: [
      ['Rechnungsnummer', 'RE-55012'],
      ['Rechnungsdatum', '12.03.2024'],
      ['Ihre Bestellnummer', 'PO-88213'],
      ['Kundennummer', 'K-20417'],
      ['Lieferdatum', '08.03.2024'],
    ],
    lines: [
      { d: 'Akkuschrauber 18 V', q: 2, u: 'Stk.', p: 149.0 },
      { d: 'Montage', q: 3, u: 'Std.', p: 65.0 },
      { d: 'Schrauben verzinkt', q: 5, u: 'kg', p: 12.4 },
    ],
    labels: { qty: 'Menge', unit: 'Einheit', price: 'Einzelpreis', amount: 'Betrag', net: 'Nettobetrag', tax: 'MwSt.', gross: 'Gesamtbetrag', shipping: 'Versandkosten' },
    rate: 19,
    shipping: 4.99,
    footer: [
      'Zahlbar innerhalb von 14 Tagen ohne Abzug, bei Zahlung innerhalb 7 Tagen',
      'gewähren wir 2 % Skonto.',
      'Bankverbindung: Musterbank Stuttgart  IBAN: DE89 3704 0044 0532 0130 00  BIC: COBADEFFXXX',
      'Steuernummer 99/815/08151  USt-IdNr. DE123456788',
    ],
    expected: {
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      terms: 'Zahlbar innerhalb von 14 Tagen ohne Abzug, bei Zahlung innerhalb 7 Tagen gewähren wir 2 % Skonto.',
      orderReference: 'PO-88213',
      buyerReference: 'K-20417',
      deliveryDate: '2024-03-08',
      units: ['H87', 'HUR', 'KGM'],
    },
  },
  {
    lang: 'en',
    style: 'dot',
    head: [
      ['Invoice No.', 'INV-3007'],
      ['Invoice date', '2024-05-02'],
      ['PO number', '4500012345'],
      ['Customer no.', 'C-9921'],
      ['Service period', '01/04/2024 - 30/04/2024'],
    ],
    lines: [
      { d: 'Consulting', q: 12, u: 'hrs', p: 110.0 },
      { d: 'Licence', q: 1, u: 'pcs', p: 480.0 },
    ],
    labels: { qty: 'Qty', unit: 'Unit', price: 'Unit price', amount: 'Amount', net: 'Subtotal', tax: 'VAT', gross: 'Total', shipping: 'Shipping' },
    rate: 20,
    shipping: 0,
    footer: ['Payment terms: 30 days net', 'Bank: Barclays  IBAN GB29 NWBK 6016 1331 9268 19  SWIFT: NWBKGB2L', 'Company no. 01234567'],
    expected: {
      iban: 'GB29NWBK60161331926819',
      bic: 'NWBKGB2L',
      terms: '30 days net',
      orderReference: '4500012345',
      buyerReference: 'C-9921',
      servicePeriod: { start: '2024-04-01', end: '2024-04-30' },
      units: ['HUR', 'H87'],
    },
  },
  {
    lang: 'fr',
    style: 'space',
    head: [
      ['Facture n°', 'F2024-118'],
      ['Date de facture', '15/01/2024'],
      ['Votre commande', 'CDE-4471'],
      ['Code client', 'CL0093'],
    ],
    lines: [{ d: 'Peinture murale', q: 20, u: 'm2', p: 18.5 }],
    labels: { qty: 'Qté', unit: 'Unité', price: 'Prix unitaire', amount: 'Montant', net: 'Total HT', tax: 'TVA', gross: 'Total TTC', shipping: 'Frais de port' },
    rate: 20,
    shipping: 15,
    footer: ['Conditions de paiement : 30 jours fin de mois', 'IBAN : FR14 2004 1010 0505 0001 3M02 606 - BIC : PSSTFRPPLIL'],
    expected: { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPLIL', terms: '30 jours fin de mois', orderReference: 'CDE-4471', buyerReference: 'CL0093', units: ['MTK'] },
  },
  {
    lang: 'nl',
    style: 'comma',
    head: [
      ['Factuurnummer', '2024-0456'],
      ['Factuurdatum', '03-06-2024'],
      ['Uw ordernummer', 'B-7781'],
      ['Klantnummer', '30018'],
    ],
    lines: [{ d: 'Onderhoud installatie', q: 4, u: 'uur', p: 72.5 }],
    labels: { qty: 'Aantal', unit: 'Eenheid', price: 'Prijs', amount: 'Bedrag', net: 'Subtotaal', tax: 'BTW', gross: 'Totaal', shipping: 'Verzendkosten' },
    rate: 21,
    shipping: 0,
    footer: ['Te betalen binnen 14 dagen na factuurdatum.', 'IBAN NL91 ABNA 0417 1643 00   BIC ABNANL2A'],
    expected: { iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', terms: 'Te betalen binnen 14 dagen na factuurdatum.', orderReference: 'B-7781', buyerReference: '30018', units: ['HUR'] },
  },
];

describe('payment and reference fields from the layout (generated invoices)', () => {
  for (const d of DOCS) {
    describe(d.lang, () => {
      let inv: Awaited<ReturnType<typeof extract>>['invoice'];
      let checks: Awaited<ReturnType<typeof extract>>['checks'];
      it('extracts', async () => {
        const r = await extract(await render(d), { name: `${d.lang}.pdf` });
        inv = r.invoice;
        checks = r.checks;
        expect(r.source).toBe('layout');
      }, 60_000);
      it('IBAN (mod-97 checked) and BIC', () => {
        expect(inv.payment?.iban).toBe(d.expected.iban);
        expect(inv.payment?.bic).toBe(d.expected.bic);
      });
      it('payment terms as printed', () => expect(inv.payment?.terms).toBe(d.expected.terms));
      it('order reference and buyer reference', () => {
        expect(inv.orderReference).toBe(d.expected.orderReference);
        expect(inv.buyerReference).toBe(d.expected.buyerReference);
      });
      if (d.expected.deliveryDate !== undefined) it('delivery date', () => expect(inv.deliveryDate).toBe(d.expected.deliveryDate));
      if (d.expected.servicePeriod !== undefined) it('service period', () => expect(inv.servicePeriod).toEqual(d.expected.servicePeriod));
      it('Rec 20 unit codes of the printed units', () => expect(inv.lineItems.map((l) => l.unitCode)).toEqual(d.expected.units));
      if (d.shipping) {
        it('the shipping charge is a document charge and the lines + charges = net check passes', () => {
          expect(inv.charges).toEqual([expect.objectContaining({ amount: d.shipping })]);
          expect(checks.find((c) => c.name === 'line-items-sum-to-net')?.ok).toBe(true);
        });
      }
    });
  }
});

describe('rules', () => {
  it('IBAN: mod-97 and the country length; grouped or not; a wrong check digit is no IBAN', () => {
    expect(ibanValid('DE89370400440532013000')).toBe(true);
    expect(ibanValid('DE88370400440532013000')).toBe(false);
    expect(ibanValid('DE8937040044053201300')).toBe(false);
    expect(findIbans('IBAN: DE89 3704 0044 0532 0130 00 BIC COBADEFFXXX').map((f) => f.iban)).toEqual(['DE89370400440532013000']);
    expect(findIbans('USt-IdNr. DE123456789, Tel. +49 711 123456')).toEqual([]);
  });
  it('BIC: ISO 9362 form with a real country', () => {
    expect(bicValid('COBADEFFXXX')).toBe(true);
    expect(bicValid('NWBKGB2L')).toBe(true);
    expect(bicValid('ABCDQQ12')).toBe(false); // QQ is no country
    expect(bicValid('ABCD1234')).toBe(false);
    expect(bicValid('BIC_MONCOMPTE')).toBe(false);
  });
  it('Rec 20 codes and names', () => {
    expect(['Stk.', 'pcs', 'Std', 'h', 'kg', 'm²', 'Pauschal', 'l'].map((u) => unitCodeOf(u))).toEqual(['H87', 'H87', 'HUR', 'HUR', 'KGM', 'MTK', 'LS', 'LTR']);
    expect(unitCodeOf('furlong')).toBe(null);
  });
  it('a unit word means what it means in the document\'s language first', () => {
    // "t" is a tonne, but an hour (time/timer/timmar/tuntia) in Danish, Norwegian, Swedish and Finnish
    expect([unitCodeOf('t'), unitCodeOf('t', 'da'), unitCodeOf('t', 'fi'), unitCodeOf('t', 'de')]).toEqual(['TNE', 'HUR', 'HUR', 'TNE']);
    // "kpl" is a piece (kappale) in Finnish, a set (komplet) in Polish; "ml" a linear metre in French, else millilitres
    expect([unitCodeOf('kpl', 'fi'), unitCodeOf('kpl', 'pl'), unitCodeOf('ml', 'fr'), unitCodeOf('ml', 'en')]).toEqual(['H87', 'SET', 'MTR', 'MLT']);
    // each language's own words, abbreviated as printed
    expect([unitCodeOf('ks', 'cs'), unitCodeOf('hod.', 'cs'), unitCodeOf('j', 'fr'), unitCodeOf('gg', 'it'), unitCodeOf('pv', 'fi'), unitCodeOf('mies.', 'pl'), unitCodeOf('uur', 'nl')]).toEqual(['H87', 'HUR', 'DAY', 'DAY', 'DAY', 'MON', 'HUR']);
    // without a language, another language's word is still known
    expect([unitCodeOf('szt.'), unitCodeOf('Stück'), unitCodeOf('timmar')]).toEqual(['H87', 'H87', 'HUR']);
    expect([unitName('H87'), unitName('HUR'), unitName('KGM'), unitName('XYZ')]).toEqual(['piece', 'hour', 'kg', 'XYZ']);
  });
  it('checks: lines + charges − allowances = net', () => {
    const inv = readEInvoice(facturXml(FACTURX_SPEC));
    const net = inv.totals.net!;
    const withShipping = { ...inv, charges: [{ description: 'Shipping', amount: 4.99, taxRate: 19 }], totals: { ...inv.totals, net: net + 4.99 } };
    expect(runChecks(withShipping).find((c) => c.name === 'line-items-sum-to-net')?.ok).toBe(true);
    expect(runChecks({ ...withShipping, charges: [] }).find((c) => c.name === 'line-items-sum-to-net')?.ok).toBe(false);
  });
});
