/**
 * Rules of the sixteenth round (#11), found by reading hybrid e-invoices (Factur-X / ZUGFeRD / XRechnung) from their
 * printed page and scoring the result against their own embedded XML. Each rule on an invented page
 * (test/support/cell-pages.ts) or a small invented XML: every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { detectEInvoice, readEInvoice } from '../src/einvoice/index.js';
import { detectCurrency } from '../src/invoice/currency.js';
import { foldKeep, TABLE_STOP } from '../src/invoice/labels.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('XML: the early ZUGFeRD drafts', () => {
  // the 2013/14 drafts (UN/CEFACT CBFBUY:5) named the CII root "Invoice", like UBL, with unprefixed children
  const DRAFT = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:Invoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CBFBUY:5">
  <rsm:HeaderExchangedDocument><ID>RE-2026/017</ID><TypeCode>380</TypeCode><IssueDateTime format="102">20260305</IssueDateTime></rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction>
    <ApplicableSupplyChainTradeAgreement>
      <SellerTradeParty><Name>Atelier Kessler</Name><SpecifiedTaxRegistration><ID schemeID="VA">DE123456789</ID></SpecifiedTaxRegistration></SellerTradeParty>
      <BuyerTradeParty><Name>Jonas Beispielmann</Name></BuyerTradeParty>
    </ApplicableSupplyChainTradeAgreement>
    <ApplicableSupplyChainTradeSettlement>
      <InvoiceCurrencyCode>EUR</InvoiceCurrencyCode>
      <SpecifiedTradeSettlementMonetarySummation>
        <LineTotalAmount currencyID="EUR">100.00</LineTotalAmount><TaxBasisTotalAmount currencyID="EUR">100.00</TaxBasisTotalAmount>
        <TaxTotalAmount currencyID="EUR">19.00</TaxTotalAmount><GrandTotalAmount currencyID="EUR">119.00</GrandTotalAmount>
        <DuePayableAmount currencyID="EUR">119.00</DuePayableAmount>
      </SpecifiedTradeSettlementMonetarySummation>
    </ApplicableSupplyChainTradeSettlement>
    <IncludedSupplyChainTradeLineItem>
      <SpecifiedTradeProduct><Name>Gestaltung</Name></SpecifiedTradeProduct>
      <SpecifiedSupplyChainTradeDelivery><BilledQuantity unitCode="HUR">2</BilledQuantity></SpecifiedSupplyChainTradeDelivery>
      <SpecifiedSupplyChainTradeSettlement><SpecifiedTradeSettlementMonetarySummation><LineTotalAmount currencyID="EUR">100.00</LineTotalAmount></SpecifiedTradeSettlementMonetarySummation></SpecifiedSupplyChainTradeSettlement>
    </IncludedSupplyChainTradeLineItem>
  </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:Invoice>`;

  it('reads an "Invoice" root with the CII document header as CII, not as UBL', () => {
    expect(detectEInvoice(DRAFT)).toBe('ZUGFeRD 1.0');
    const r = readEInvoice(DRAFT);
    expect(r.number).toBe('RE-2026/017');
    expect(r.issueDate).toBe('2026-03-05');
    expect(r.seller).toMatchObject({ name: 'Atelier Kessler', vatId: 'DE123456789' });
    expect(r.totals).toMatchObject({ net: 100, tax: 19, gross: 119, due: 119 });
    expect(r.lineItems.map((l) => l.amount)).toEqual([100]);
  });

  it('still reads a UBL Invoice as UBL', () => {
    const ubl = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:ID>U-1</cbc:ID></Invoice>`;
    expect(detectEInvoice(ubl)).toBe('UBL Invoice');
  });
});

describe('due date: a date under the due-date column from a line of early-payment discount terms', () => {
  it('takes the terms’ latest date, not their first', () => {
    const r = inv([
      [40, 40, 'Kessler Werkzeuge GmbH'],
      [40, 400, 'Rechnung Nr. 80017'],
      [52, 400, 'Datum: 31.01.2026'],
      [200, 40, 'Beschreibung'], [200, 460, 'Betrag'],
      [216, 40, 'Drehmomentschlüssel'], right(216, 540, '400,00'),
      [240, 300, 'Gesamtbetrag'], right(240, 540, '476,00'),
      [300, 40, 'Zahlungsbedingungen'],
      [316, 46, 'Beschreibung'], [316, 300, 'Fälligkeit'], [316, 440, 'Teilzahlung'],
      [330, 46, 'Bis zum 14.02.2026 erhalten Sie 2,000 % Skonto Bis zum'],
      [342, 46, '01.03.2026 erhalten Sie 1,500 % Skonto Bis zum 31.03.2026 ohne'], [342, 300, '31.03.2026'],
      [354, 46, 'Abzug.'],
    ]);
    expect(r.dueDate).toBe('2026-03-31');
  });
});

describe('currency: the invoice currency over the tax currency', () => {
  it('"Rechnungswährung: GBP" is the invoice’s, "Währung der Umsatzsteuerbuchung: EUR" does not vote', () => {
    expect(detectCurrency(['Rechnungswährung : GBP', 'Währung der Umsatzsteuerbuchung : EUR', 'Umrechnungskurs : 1.16'], 'de')).toBe('GBP');
    expect(detectCurrency(['Invoice currency: USD', 'VAT accounting currency: EUR'], 'en')).toBe('USD');
    expect(detectCurrency(['Devise : CHF', 'Devise de la TVA : EUR'], 'fr')).toBe('CHF');
  });

  it('a plain "Währung: EUR" still names the currency', () => {
    expect(detectCurrency(['Währung: EUR', 'Summe 100,00'], 'de')).toBe('EUR');
  });
});

describe('seller: a compound invoice title is no company name', () => {
  it('"Beitragsrechnung" over the letter is skipped', () => {
    const r = inv([
      [40, 40, 'Beitragsrechnung', 14],
      [40, 400, '24. Januar 2026'],
      [70, 40, 'Hansa Versicherungsverein a.G.'],
      [82, 40, 'Lindenweg 4, 20095 Hamburg'],
      [200, 40, 'Privathaftpflicht'], right(200, 540, '50,00 €'),
      [220, 40, 'Gesamtbeitrag'], right(220, 540, '50,00 €'),
    ]);
    expect(r.seller.name).not.toBe('Beitragsrechnung');
  });
});

describe('number: a correction note with its type code', () => {
  it('"Rechnungskorrektur (384) Nr. RK-2026-17 vom …" gives the number, not the code', () => {
    const r = inv([
      [40, 40, 'Beispiel-Rechnungen'],
      [80, 40, 'Rechnungskorrektur (384) Nr. RK-2026-17 vom 16.09.2026'],
      [110, 40, 'Verkäufer'],
      [122, 40, 'Name:'], [122, 200, 'Kessler Werkzeuge GmbH'],
      [300, 40, 'Zahlbetrag'], right(300, 540, '-7,90'),
    ]);
    expect(r.number).toBe('RK-2026-17');
    expect(r.issueDate).toBe('2026-09-16');
  });
});

describe('line items: the document-level allowances and charges under the items end the table', () => {
  it('"Zu- und Abschläge:" with its rows is no item', () => {
    const r = inv([
      [40, 40, 'Kessler Werkzeuge GmbH'],
      [40, 400, 'Rechnungskorrektur Nr. RK-80018'],
      [200, 40, 'Pos'], [200, 80, 'Beschreibung'], [200, 200, 'Nettopreis'], [200, 300, 'Menge'], [200, 380, 'Steuer'], [200, 480, 'Entgelt'],
      [216, 40, '1'], [216, 80, 'Zitronensäure'], right(216, 240, '1,00'), [216, 300, '-5 Stk'], [216, 380, '19 % VAT (S)'], right(216, 540, '-5,00'),
      [228, 80, 'Bruttopreis : 1,00'],
      [244, 40, '2'], [244, 80, 'Gelierzucker'], right(244, 240, '1,45'), [244, 300, '-2 Stk'], [244, 380, '7 % VAT (S)'], right(244, 540, '-2,90'),
      [256, 80, 'Bruttopreis : 1,50'],
      [280, 40, 'Zu- und Abschläge:'],
      [292, 80, 'Art'], [292, 200, '% Basisbetrag'], [292, 300, 'Basismenge'], [292, 380, 'Steuer'], [292, 480, 'Betrag'],
      [304, 80, 'Rechnungsrabatt 1'],
      [316, 40, 'Abschlag -2,00% Basisbetrag:'], [316, 380, '19 % VAT (S)'], right(316, 540, '0,10'),
      [328, 80, '-5,00, MwSt. % 19,0'],
      [340, 80, 'Rechnungsrabatt 1'],
      [352, 40, 'Abschlag -2,00% Basisbetrag:'], [352, 380, '7 % VAT (S)'], right(352, 540, '0,06'),
      [364, 80, '-2,90, MwSt. % 7,0'],
      [400, 300, 'Rechnungssumme ohne USt.'], right(400, 540, '-7,74'),
    ]);
    expect(r.lineItems.map((l) => l.amount)).toEqual([-5, -2.9]);
  });

  it('the heading is a table stop of the lexicon (de, en)', () => {
    for (const t of ['Zu- und Abschläge:', 'Zu-/Abschläge', 'Allowances and charges', 'Document level allowances and charges']) {
      expect(TABLE_STOP.test(foldKeep(t)), t).toBe(true);
    }
    expect(TABLE_STOP.test(foldKeep('Zuschlag Eilzustellung'))).toBe(false);
  });
});

describe('English labels of an ERP layout', () => {
  const cells = (extra: Cell[]): Cell[] => [
    [40, 130, 'Moulin Doré SARL - 12 chemin des Pins - 84000 Avignon - France'],
    [52, 130, 'TVA : FR11999999998'],
    [100, 40, 'Invoice FA-2026-0008', 14],
    [130, 400, 'Casa Verde SL'],
    [142, 400, 'Calle Mayor 87'],
    [154, 400, '41700 Dos Hermanas'],
    [166, 400, 'Spain'],
    [200, 40, 'Invoice Date'], [200, 160, '11/03/2026'],
    [212, 40, 'Payment Terms'], [212, 160, '30% advance payment,'],
    [224, 160, 'balance at 30 days'], [224, 400, '+33 4 72 07 08 56'],
    [280, 40, 'Description'], [280, 400, 'Quantity'], [280, 500, 'Amount'],
    [296, 40, 'Olive oil'], [296, 400, '100'], right(296, 540, '1,980.00'),
    [330, 400, 'Total'], right(330, 540, '1,980.00'),
    [350, 40, 'Payment'], [350, 200, 'Date'], [350, 300, 'Amount'],
    [362, 40, 'SEPA Wire transfer'], [362, 200, '11/17/2026'], [362, 300, '526.24 €'],
    [374, 400, 'Residual'], right(374, 540, '1,453.76 €'),
    ...extra,
  ];

  it('"Residual" is the amount left to pay; "balance at 30 days" is a term, no amount label', () => {
    const r = inv(cells([]));
    expect(r.totals.due).toBe(1453.76);
  });

  it('"Invoice to pay by wire transfer to …" is a payment sentence, not the buyer’s label', () => {
    const r = inv(
      cells([
        [420, 40, 'Invoice to pay by wire transfer to the following bank account:'],
        [432, 40, 'IBAN : FR76 3000 6000 0112 3456 7890 189 - BIC : AGRIFRPPXXX'],
      ]),
    );
    expect(r.buyer.name).toBe('Casa Verde SL');
  });

  it('"Customer name / company" heads the buyer’s block', () => {
    const r = inv([
      [40, 40, 'Lieferant GmbH & Co. KG'],
      [52, 40, 'Tax no.: 201/113/40209'],
      [40, 380, 'Invoice number:'], [40, 480, '6063001'],
      [52, 380, 'Invoice date:'], [52, 480, '05.03.2026'],
      [64, 40, 'Tim Beispiel'],
      [76, 40, 'Teststraße 12, 98765 Weitstadt, DE'],
      [120, 40, 'Customer name / company'],
      [132, 40, 'Kunden AG Mitte'],
      [144, 40, 'Musterstrasse 44, 40789 Musterstadt, DE'],
      [200, 40, 'Description'], [200, 480, 'Net'],
      [216, 40, 'Screws'], right(216, 540, '51,50'),
      [240, 380, 'Total amount (net):'], right(240, 540, '51,50 €'),
    ]);
    expect(r.buyer.name).toBe('Kunden AG Mitte');
  });
});

describe('German labels of the same layout', () => {
  it('"Kundenname / Firma" heads the buyer’s block', () => {
    const r = inv([
      [40, 40, 'Lieferant GmbH & Co. KG'],
      [52, 40, 'StNr.: 201/113/40209'],
      [40, 380, 'Rechnungsnummer:'], [40, 480, '6063002'],
      [52, 380, 'Rechnungsdatum:'], [52, 480, '27.08.2026'],
      [64, 40, 'Tim Beispiel'],
      [76, 40, 'Lieferantenweg 12, 98765 Weitstadt, DE'],
      [120, 40, 'Kundenname / Firma'],
      [132, 40, 'Kunden AG Mitte'],
      [144, 40, 'Musterstrasse 44, 40789 Musterstadt, DE'],
      [200, 40, 'Beschreibung'], [200, 480, 'Netto'],
      [216, 40, 'Schrauben'], right(216, 540, '51,50'),
      [240, 380, 'Gesamtbetrag netto:'], right(240, 540, '51,50 €'),
    ]);
    expect(r.buyer.name).toBe('Kunden AG Mitte');
  });
});
