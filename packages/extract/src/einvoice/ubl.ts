/**
 * OASIS UBL 2.0 / 2.1 Invoice and CreditNote reader (Peppol BIS 3, EHF, e-fff, XRechnung UBL).
 */
import type { DocumentCharge, InvoiceData, LineItem, Party, Payment } from '../types.js';
import { round2 } from '../invoice/numbers.js';
import { attr, child, children, decimal, isoDate, joinParts, lineTerms, path, text, type XmlNode } from './xml.js';

function party(node: XmlNode | undefined): Party {
  if (!node) return { name: null, vatId: null, address: null };
  const schemes = children(node, 'PartyTaxScheme');
  const vatScheme =
    schemes.find((s) => (text(path(s, 'TaxScheme', 'ID')) ?? '').toUpperCase() === 'VAT' && text(child(s, 'CompanyID'))) ??
    schemes.find((s) => text(child(s, 'CompanyID')));
  const a = child(node, 'PostalAddress');
  let address: string | null = null;
  if (a) {
    const street = joinParts([text(child(a, 'StreetName')), text(child(a, 'BuildingNumber'))])?.replace(', ', ' ') ?? null;
    address = joinParts([
      text(child(a, 'Postbox')),
      street,
      text(child(a, 'AdditionalStreetName')),
      ...children(a, 'AddressLine').map((l) => text(child(l, 'Line'))),
      joinParts([text(child(a, 'PostalZone')), text(child(a, 'CityName'))])?.replace(', ', ' '),
      text(path(a, 'Country', 'IdentificationCode')),
    ]);
  }
  return {
    name: text(path(node, 'PartyName', 'Name')) ?? text(path(node, 'PartyLegalEntity', 'RegistrationName')),
    vatId: vatScheme ? text(child(vatScheme, 'CompanyID')) : null,
    address,
  };
}

function amountIn(nodes: XmlNode[], currency: string | null): number | null {
  if (!nodes.length) return null;
  const match = nodes.find((n) => attr(n, 'currencyID') === currency) ?? nodes[0];
  return decimal(match);
}

function optional<K extends string>(key: K, value: string | null): { [k in K]?: string } {
  return (value ? { [key]: value } : {}) as { [k in K]?: string };
}

function line(item: XmlNode): LineItem {
  const qty = child(item, 'InvoicedQuantity', 'CreditedQuantity');
  const itemNode = child(item, 'Item');
  return {
    description: text(child(itemNode, 'Name')) ?? text(child(itemNode, 'Description')),
    quantity: decimal(qty),
    unit: attr(qty, 'unitCode'),
    unitPrice: decimal(path(item, 'Price', 'PriceAmount')),
    // UBL 2.1: Item/ClassifiedTaxCategory/Percent; UBL 2.0 (e-fff, EHF 2): the line's own TaxTotal/TaxSubtotal
    taxRate:
      decimal(path(itemNode, 'ClassifiedTaxCategory', 'Percent')) ??
      decimal(path(item, 'TaxTotal', 'TaxSubtotal', 'Percent')) ??
      decimal(path(item, 'TaxTotal', 'TaxSubtotal', 'TaxCategory', 'Percent')),
    amount: decimal(child(item, 'LineExtensionAmount')),
    // absent keys = not stated (the layout reader sets them the same way)
    ...optional('articleNumber', text(path(itemNode, 'SellersItemIdentification', 'ID'))),
    ...optional('unitCode', attr(qty, 'unitCode')),
    ...lineTerms(
      decimal(path(item, 'Price', 'BaseQuantity')),
      children(item, 'AllowanceCharge').map((ac) => ({ amount: decimal(child(ac, 'Amount')), charge: /^true$/i.test(text(child(ac, 'ChargeIndicator')) ?? '') })),
    ),
  };
}

/** Whitespace removed (IBANs and BICs are often written in groups). */
function compactId(s: string | null): string | null {
  const c = s?.replace(/\s+/g, '') ?? '';
  return c === '' ? null : c;
}

/**
 * BG-16/BG-17: the first PaymentMeans with a PayeeFinancialAccount; BIC from FinancialInstitutionBranch/ID (UBL 2.1,
 * Peppol) or FinancialInstitutionBranch/FinancialInstitution/ID (UBL 2.0); BT-83 PaymentID; BT-20 PaymentTerms/Note.
 */
function payment(root: XmlNode): Payment {
  let iban: string | null = null;
  let bic: string | null = null;
  let reference: string | null = null;
  for (const pm of children(root, 'PaymentMeans')) {
    reference ??= text(child(pm, 'PaymentID'));
    const account = child(pm, 'PayeeFinancialAccount');
    const id = text(child(account, 'ID'));
    if (!id || iban) continue;
    iban = compactId(id);
    const branch = child(account, 'FinancialInstitutionBranch');
    bic = compactId(text(path(branch, 'FinancialInstitution', 'ID')) ?? text(child(branch, 'ID')));
  }
  const terms = children(root, 'PaymentTerms')
    .flatMap((t) => children(t, 'Note').map(text))
    .filter((t): t is string => !!t);
  return { iban, bic, terms: terms.length ? terms.join(' ') : null, reference };
}

/** BG-20/BG-21: document-level cac:AllowanceCharge (ChargeIndicator true = charge). */
function allowancesAndCharges(root: XmlNode): { charges: DocumentCharge[]; allowances: DocumentCharge[] } {
  const charges: DocumentCharge[] = [];
  const allowances: DocumentCharge[] = [];
  for (const ac of children(root, 'AllowanceCharge')) {
    const amount = decimal(child(ac, 'Amount'));
    if (amount === null) continue;
    const entry = {
      description: text(child(ac, 'AllowanceChargeReason')) ?? text(child(ac, 'AllowanceChargeReasonCode')),
      amount,
      taxRate: decimal(path(ac, 'TaxCategory', 'Percent')),
    };
    (text(child(ac, 'ChargeIndicator')) === 'true' ? charges : allowances).push(entry);
  }
  return { charges, allowances };
}

function period(node: XmlNode | undefined): { start: string | null; end: string | null } | null {
  const start = isoDate(text(child(node, 'StartDate')));
  const end = isoDate(text(child(node, 'EndDate')));
  return start || end ? { start, end } : null;
}

/**
 * UBL 2.1's WithholdingTaxTotal (tax the payer withholds at source) as `totals.withholding`, when the PayableAmount is
 * what it leaves of the TaxInclusiveAmount (less the prepaid amount, plus the rounding); a document whose payable
 * amount does not deduct it only informs of it, and its figures are taken as they are, without it.
 */
function withheldAtSource(t: InvoiceData['totals'], withheld: number | null): InvoiceData['totals'] {
  if (withheld === null || withheld === 0 || t.gross === null || t.due === null) return t;
  const left = round2(t.gross - (t.prepaid ?? 0) - withheld + (t.rounding ?? 0));
  return Math.abs(left - t.due) <= 0.01 + 1e-9 ? { ...t, withholding: withheld } : t;
}

/** root = the Invoice or CreditNote element. */
export function readUbl(root: XmlNode): InvoiceData {
  const currency = text(child(root, 'DocumentCurrencyCode'));
  const totals = child(root, 'LegalMonetaryTotal');
  const taxAmounts = children(root, 'TaxTotal').map((t) => child(t, 'TaxAmount')).filter((t): t is XmlNode => !!t);
  let dueDate = isoDate(text(child(root, 'DueDate')));
  if (!dueDate) {
    for (const pm of children(root, 'PaymentMeans')) {
      dueDate = isoDate(text(child(pm, 'PaymentDueDate')));
      if (dueDate) break;
    }
  }
  return {
    number: text(child(root, 'ID')),
    issueDate: isoDate(text(child(root, 'IssueDate'))),
    dueDate,
    currency,
    seller: party(path(root, 'AccountingSupplierParty', 'Party')),
    buyer: party(path(root, 'AccountingCustomerParty', 'Party')),
    totals: withheldAtSource(
      {
        net: decimal(child(totals, 'TaxExclusiveAmount')) ?? decimal(child(totals, 'LineExtensionAmount')),
        tax: amountIn(taxAmounts, currency),
        gross: decimal(child(totals, 'TaxInclusiveAmount')),
        due: decimal(child(totals, 'PayableAmount')),
        prepaid: decimal(child(totals, 'PrepaidAmount')),
        withholding: null,
        rounding: decimal(child(totals, 'PayableRoundingAmount')),
      },
      amountIn(children(root, 'WithholdingTaxTotal').map((t) => child(t, 'TaxAmount')).filter((t): t is XmlNode => !!t), currency),
    ),
    lineItems: children(root, 'InvoiceLine', 'CreditNoteLine').map(line),
    payment: payment(root),
    orderReference: text(path(root, 'OrderReference', 'ID')),
    buyerReference: text(child(root, 'BuyerReference')) ?? text(path(root, 'AccountingCustomerParty', 'Party', 'PartyIdentification', 'ID')),
    deliveryDate: isoDate(text(path(root, 'Delivery', 'ActualDeliveryDate'))),
    servicePeriod: period(child(root, 'InvoicePeriod')),
    ...allowancesAndCharges(root),
  };
}
