/**
 * OASIS UBL 2.0 / 2.1 Invoice and CreditNote reader (Peppol BIS 3, EHF, e-fff, XRechnung UBL).
 */
import type { InvoiceData, LineItem, Party } from '../types.js';
import { attr, child, children, decimal, isoDate, joinParts, path, text, type XmlNode } from './xml.js';

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
  };
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
    totals: {
      net: decimal(child(totals, 'TaxExclusiveAmount')) ?? decimal(child(totals, 'LineExtensionAmount')),
      tax: amountIn(taxAmounts, currency),
      gross: decimal(child(totals, 'TaxInclusiveAmount')),
      due: decimal(child(totals, 'PayableAmount')),
    },
    lineItems: children(root, 'InvoiceLine', 'CreditNoteLine').map(line),
  };
}
