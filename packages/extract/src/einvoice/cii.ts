/**
 * UN/CEFACT Cross Industry Invoice readers:
 *  - CII D16B (`rsm:CrossIndustryInvoice`): Factur-X, ZUGFeRD 2.x, XRechnung CII;
 *  - ZUGFeRD 1.0 (`rsm:CrossIndustryDocument`, also the pre-1.0 "RC" files), whose element names differ:
 *    HeaderExchangedDocument, SpecifiedSupplyChainTradeTransaction, ApplicableSupplyChainTrade{Agreement,Settlement},
 *    SpecifiedSupplyChainTrade{Agreement,Delivery,Settlement} on lines, ApplicablePercent, …
 * Both map to InvoiceData exactly as the XML states it (see README of src/einvoice in index.ts for the field choices).
 */
import type { DocumentCharge, InvoiceData, LineItem, Party, Payment } from '../types.js';
import { attr, child, children, decimal, isoDate, joinParts, lineTerms, path, text, type XmlNode } from './xml.js';

function dateOf(node: XmlNode | undefined): string | null {
  if (!node) return null;
  const dts = child(node, 'DateTimeString', 'DateString');
  if (dts) return isoDate(text(dts), attr(dts, 'format'));
  return isoDate(text(node));
}

function party(node: XmlNode | undefined): Party {
  if (!node) return { name: null, vatId: null, address: null };
  const regs = children(node, 'SpecifiedTaxRegistration');
  let vatId: string | null = null;
  for (const id of regs.flatMap((r) => children(r, 'ID'))) {
    if (attr(id, 'schemeID') === 'VA' && text(id)) {
      vatId = text(id);
      break;
    }
  }
  const a = child(node, 'PostalTradeAddress');
  const address = a
    ? joinParts([
        text(child(a, 'LineOne')),
        text(child(a, 'LineTwo')),
        text(child(a, 'LineThree')),
        joinParts([text(child(a, 'PostcodeCode')), text(child(a, 'CityName'))])?.replace(', ', ' '),
        text(child(a, 'CountryID')),
      ])
    : null;
  return { name: text(child(node, 'Name')), vatId, address };
}

/** The amount whose currencyID is the invoice currency (CII repeats TaxTotalAmount for the tax currency, BT-111). */
function amountIn(nodes: XmlNode[], currency: string | null): number | null {
  if (!nodes.length) return null;
  const match = nodes.find((n) => attr(n, 'currencyID') === currency) ?? nodes.find((n) => !attr(n, 'currencyID')) ?? nodes[0];
  return decimal(match);
}

function optional<K extends string>(key: K, value: string | null): { [k in K]?: string } {
  return (value ? { [key]: value } : {}) as { [k in K]?: string };
}

function line(item: XmlNode): LineItem {
  const product = child(item, 'SpecifiedTradeProduct');
  const agreement = child(item, 'SpecifiedLineTradeAgreement', 'SpecifiedSupplyChainTradeAgreement');
  const delivery = child(item, 'SpecifiedLineTradeDelivery', 'SpecifiedSupplyChainTradeDelivery');
  const settlement = child(item, 'SpecifiedLineTradeSettlement', 'SpecifiedSupplyChainTradeSettlement');
  const qty = child(delivery, 'BilledQuantity');
  const netPrice = child(agreement, 'NetPriceProductTradePrice');
  const tax = child(settlement, 'ApplicableTradeTax');
  const sum = child(settlement, 'SpecifiedTradeSettlementLineMonetarySummation', 'SpecifiedTradeSettlementMonetarySummation');
  return {
    description: text(child(product, 'Name')) ?? text(child(product, 'Description')),
    quantity: decimal(qty),
    unit: attr(qty, 'unitCode'),
    unitPrice: decimal(child(netPrice, 'ChargeAmount')),
    taxRate: decimal(child(tax, 'RateApplicablePercent', 'ApplicablePercent')),
    amount: decimal(child(sum, 'LineTotalAmount')),
    // absent keys = not stated (the layout reader sets them the same way)
    ...optional('articleNumber', text(child(product, 'SellerAssignedID'))),
    ...optional('unitCode', attr(qty, 'unitCode')),
    ...lineTerms(
      decimal(child(netPrice, 'BasisQuantity')),
      children(settlement, 'SpecifiedTradeAllowanceCharge').map((ac) => ({
        amount: decimal(child(ac, 'ActualAmount')),
        charge: /^true$/i.test(text(path(ac, 'ChargeIndicator', 'Indicator')) ?? text(child(ac, 'ChargeIndicator')) ?? ''),
      })),
    ),
  };
}


/** BG-16/BG-17: the first payment means with an IBAN (or proprietary account id), its BIC; BT-20 terms; BT-83 reference. */
function payment(settlement: XmlNode | undefined): Payment {
  let iban: string | null = null;
  let bic: string | null = null;
  for (const pm of children(settlement, 'SpecifiedTradeSettlementPaymentMeans')) {
    const account = child(pm, 'PayeePartyCreditorFinancialAccount');
    const id = text(child(account, 'IBANID')) ?? text(child(account, 'ProprietaryID'));
    if (!id) continue;
    iban = compactId(id);
    bic = compactId(text(path(pm, 'PayeeSpecifiedCreditorFinancialInstitution', 'BICID')));
    break;
  }
  const terms = children(settlement, 'SpecifiedTradePaymentTerms')
    .map((t) => text(child(t, 'Description')))
    .filter((t): t is string => !!t);
  return { iban, bic, terms: terms.length ? terms.join(' ') : null, reference: text(child(settlement, 'PaymentReference')) };
}

/**
 * BG-20/BG-21 (SpecifiedTradeAllowanceCharge at header level, ChargeIndicator true = charge) and ZUGFeRD 1.0's
 * SpecifiedLogisticsServiceCharge (always a charge). Amounts as stated (ActualAmount / AppliedAmount).
 */
function allowancesAndCharges(settlement: XmlNode | undefined): { charges: DocumentCharge[]; allowances: DocumentCharge[] } {
  const charges: DocumentCharge[] = [];
  const allowances: DocumentCharge[] = [];
  for (const ac of children(settlement, 'SpecifiedTradeAllowanceCharge')) {
    const amount = decimal(child(ac, 'ActualAmount'));
    if (amount === null) continue;
    const indicator = text(path(ac, 'ChargeIndicator', 'Indicator')) ?? text(child(ac, 'ChargeIndicator'));
    const tax = child(ac, 'CategoryTradeTax');
    const entry = { description: text(child(ac, 'Reason')), amount, taxRate: decimal(child(tax, 'RateApplicablePercent', 'ApplicablePercent')) };
    (indicator === 'true' ? charges : allowances).push(entry);
  }
  for (const lc of children(settlement, 'SpecifiedLogisticsServiceCharge')) {
    const amount = decimal(child(lc, 'AppliedAmount'));
    if (amount === null) continue;
    const tax = child(lc, 'AppliedTradeTax');
    charges.push({ description: text(child(lc, 'Description')), amount, taxRate: decimal(child(tax, 'RateApplicablePercent', 'ApplicablePercent')) });
  }
  return { charges, allowances };
}

/** Whitespace removed (IBANs and BICs are often written in groups). */
function compactId(s: string | null): string | null {
  const c = s?.replace(/\s+/g, '') ?? '';
  return c === '' ? null : c;
}

/** root = the CrossIndustryInvoice or CrossIndustryDocument element. */
export function readCii(root: XmlNode): InvoiceData {
  const doc = child(root, 'ExchangedDocument', 'HeaderExchangedDocument');
  const tx = child(root, 'SupplyChainTradeTransaction', 'SpecifiedSupplyChainTradeTransaction');
  const agreement = child(tx, 'ApplicableHeaderTradeAgreement', 'ApplicableSupplyChainTradeAgreement');
  const settlement = child(tx, 'ApplicableHeaderTradeSettlement', 'ApplicableSupplyChainTradeSettlement');
  const sums = child(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation', 'SpecifiedTradeSettlementMonetarySummation');
  const currency = text(child(settlement, 'InvoiceCurrencyCode'));

  let dueDate: string | null = null;
  for (const terms of children(settlement, 'SpecifiedTradePaymentTerms')) {
    dueDate = dateOf(child(terms, 'DueDateDateTime'));
    if (dueDate) break;
  }

  const delivery = child(tx, 'ApplicableHeaderTradeDelivery', 'ApplicableSupplyChainTradeDelivery');
  const period = child(settlement, 'BillingSpecifiedPeriod');
  const start = dateOf(child(period, 'StartDateTime'));
  const end = dateOf(child(period, 'EndDateTime'));
  const orderDoc = child(agreement, 'BuyerOrderReferencedDocument');

  const lineTotal = amountIn(children(sums, 'LineTotalAmount'), currency);
  const taxBasis = amountIn(children(sums, 'TaxBasisTotalAmount'), currency);

  return {
    number: text(child(doc, 'ID')),
    issueDate: dateOf(path(doc, 'IssueDateTime')),
    dueDate,
    currency,
    seller: party(child(agreement, 'SellerTradeParty')),
    buyer: party(child(agreement, 'BuyerTradeParty')),
    totals: {
      net: taxBasis ?? lineTotal,
      tax: amountIn(children(sums, 'TaxTotalAmount'), currency),
      gross: amountIn(children(sums, 'GrandTotalAmount'), currency),
      due: amountIn(children(sums, 'DuePayableAmount'), currency),
      prepaid: amountIn(children(sums, 'TotalPrepaidAmount'), currency),
      // (CII has no withholding tax amount)
      withholding: null,
      rounding: amountIn(children(sums, 'RoundingAmount'), currency),
    },
    lineItems: children(tx, 'IncludedSupplyChainTradeLineItem').map(line),
    payment: payment(settlement),
    orderReference: text(child(orderDoc, 'IssuerAssignedID', 'ID')),
    buyerReference: text(child(agreement, 'BuyerReference')) ?? text(path(agreement, 'BuyerTradeParty', 'ID')),
    deliveryDate: dateOf(path(delivery, 'ActualDeliverySupplyChainEvent', 'OccurrenceDateTime')),
    servicePeriod: start || end ? { start, end } : null,
    ...allowancesAndCharges(settlement),
  };
}
