/**
 * Embedded e-invoices: find the invoice XML among a PDF's attachments and read it into InvoiceData.
 *
 * Field choices (EN 16931 business terms):
 *  - number BT-1, issueDate BT-2, dueDate BT-9 (CII: first SpecifiedTradePaymentTerms with a DueDateDateTime;
 *    UBL: cbc:DueDate, else the first cac:PaymentMeans/cbc:PaymentDueDate), currency BT-5;
 *  - seller/buyer: name (CII ram:Name; UBL PartyName/Name, else PartyLegalEntity/RegistrationName), VAT id
 *    (CII SpecifiedTaxRegistration/ID with schemeID="VA"; UBL PartyTaxScheme/CompanyID, preferring TaxScheme VAT),
 *    address = street lines, "postcode city", country code joined with ", ";
 *  - totals.net = BT-109 "invoice total amount without VAT" (CII TaxBasisTotalAmount, UBL TaxExclusiveAmount),
 *    falling back to BT-106 "sum of line net amounts" (LineTotalAmount / LineExtensionAmount) when BT-109 is absent.
 *    BT-109 is what net + tax = gross holds for, and what invoices print as their net total;
 *  - totals.tax = BT-110 (the tax total in the invoice currency; a second one in the tax currency is ignored),
 *    totals.gross = BT-112 (GrandTotalAmount / TaxInclusiveAmount), totals.due = BT-115 (DuePayableAmount / PayableAmount),
 *    totals.prepaid = BT-113 (TotalPrepaidAmount / PrepaidAmount), totals.rounding = BT-114 (RoundingAmount /
 *    PayableRoundingAmount);
 *  - every line (CII IncludedSupplyChainTradeLineItem, also EXTENDED sub-lines; UBL InvoiceLine/CreditNoteLine):
 *    description = product Name (Description when no Name), quantity = BilledQuantity/InvoicedQuantity/CreditedQuantity
 *    with its unitCode (UN/ECE Rec. 20), unitPrice = the NET price (BT-146) as stated, i.e. per its basis quantity
 *    (BT-149, usually 1), taxRate = line VAT rate in percent, amount = line net amount (BT-131).
 * Values are taken exactly as the XML states them: no sign flipping for credit notes, no recomputation.
 */
import type { Attachment, InvoiceData } from '../types.js';
import { readCii } from './cii.js';
import { readUbl } from './ubl.js';
import { child, parseXml, type XmlNode } from './xml.js';

export type EInvoiceFormat = 'CII' | 'ZUGFeRD 1.0' | 'UBL Invoice' | 'UBL CreditNote';

export class EInvoiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EInvoiceError';
  }
}

/** File names the Factur-X / ZUGFeRD / XRechnung specifications give the embedded XML. */
export const KNOWN_EINVOICE_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml', 'zugferd-invoice.xml'];

function locateRoot(tree: XmlNode): { format: EInvoiceFormat; root: XmlNode } | null {
  const cii = child(tree, 'CrossIndustryInvoice');
  if (cii) return { format: 'CII', root: cii };
  const z1 = child(tree, 'CrossIndustryDocument');
  if (z1) return { format: 'ZUGFeRD 1.0', root: z1 };
  // UBL, possibly inside a Peppol StandardBusinessDocument envelope.
  const containers = [tree, child(tree, 'StandardBusinessDocument')].filter(Boolean) as XmlNode[];
  for (const c of containers) {
    const inv = child(c, 'Invoice');
    // The early ZUGFeRD drafts (2013/14, UN/CEFACT CBFBUY:5) named the CII root "Invoice" too: told from UBL by the
    // CII document header under it.
    if (inv && child(inv, 'HeaderExchangedDocument', 'ExchangedDocument')) return { format: 'ZUGFeRD 1.0', root: inv };
    if (inv) return { format: 'UBL Invoice', root: inv };
    const cn = child(c, 'CreditNote');
    if (cn) return { format: 'UBL CreditNote', root: cn };
  }
  return null;
}

/** Which e-invoice syntax this XML is, or null when it is not one we read (or not well-formed). */
export function detectEInvoice(xml: string): EInvoiceFormat | null {
  try {
    return locateRoot(parseXml(xml))?.format ?? null;
  } catch {
    return null;
  }
}

/** Reads a CII (Factur-X, ZUGFeRD 2.x, XRechnung CII), ZUGFeRD 1.0 or UBL 2.x Invoice/CreditNote XML. */
export function readEInvoice(xml: string): InvoiceData {
  let tree: XmlNode;
  try {
    tree = parseXml(xml);
  } catch (e) {
    throw new EInvoiceError(`The e-invoice XML could not be read: ${(e as Error).message}`);
  }
  const found = locateRoot(tree);
  if (!found) {
    throw new EInvoiceError('The XML is not an e-invoice (expected a CII CrossIndustryInvoice, a ZUGFeRD 1.0 CrossIndustryDocument or a UBL Invoice/CreditNote).');
  }
  return found.format === 'CII' || found.format === 'ZUGFeRD 1.0' ? readCii(found.root) : readUbl(found.root);
}

export interface FoundEInvoice {
  filename: string;
  format: EInvoiceFormat;
  xml: string;
}

const decoder = new TextDecoder('utf-8');

/** Decodes by BOM, else by the XML declaration's encoding (UTF-8 when absent or unknown). */
export function decodeXml(content: Uint8Array): string {
  if (content[0] === 0xff && content[1] === 0xfe) return new TextDecoder('utf-16le').decode(content);
  if (content[0] === 0xfe && content[1] === 0xff) return new TextDecoder('utf-16be').decode(content);
  const head = new TextDecoder('latin1').decode(content.subarray(0, 200));
  const declared = /^\s*(?:\uFEFF|ï»¿)?<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]?.toLowerCase();
  if (declared && declared !== 'utf-8' && declared !== 'utf8') {
    try {
      return new TextDecoder(declared).decode(content);
    } catch {
      // unknown label: fall through to UTF-8
    }
  }
  return decoder.decode(content);
}

/**
 * Picks the e-invoice among a PDF's attachments: first the spec-named files (factur-x.xml, zugferd-invoice.xml,
 * ZUGFeRD-invoice.xml, xrechnung.xml; case-insensitive), then any other *.xml whose root is an e-invoice.
 */
export function findEInvoice(attachments: Attachment[]): FoundEInvoice | null {
  const xmls = attachments.filter((a) => /\.xml$/i.test(a.filename) || looksLikeXml(a.content));
  const rank = (a: Attachment) => {
    const base = a.filename.split(/[\\/]/).pop()!.toLowerCase();
    const i = KNOWN_EINVOICE_NAMES.indexOf(base);
    return i === -1 ? KNOWN_EINVOICE_NAMES.length : i;
  };
  const ordered = [...xmls].sort((a, b) => rank(a) - rank(b));
  for (const a of ordered) {
    if (a.content.byteLength > 20 * 1024 * 1024) continue;
    const xml = decodeXml(a.content);
    const format = detectEInvoice(xml);
    if (format) return { filename: a.filename, format, xml };
  }
  return null;
}

function looksLikeXml(content: Uint8Array): boolean {
  let i = 0;
  if (content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf) i = 3;
  while (i < content.length && i < 64 && (content[i] === 0x20 || content[i] === 0x0a || content[i] === 0x0d || content[i] === 0x09)) i++;
  return content[i] === 0x3c; // '<'
}
