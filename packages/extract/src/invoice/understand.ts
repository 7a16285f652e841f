/**
 * Invoice understanding in layout-only mode: pages → InvoiceData (null where unknown).
 *
 * - number, issue date, due date: labelled values (fields.ts); the most specific label wins, then the earliest.
 *   Without an issue-date label the first date on page 1 is taken.
 * - currency: document vote (currency.ts).
 * - totals: every labelled net / tax / gross / due candidate is collected; the net/tax/gross triple with
 *   net + tax = gross (± 0.01) and the best labels is chosen. A missing member of the triple is computed from the
 *   two others; a lone gross gives nothing else. The amount due is the labelled "amount due / Zahlbetrag / Net à
 *   payer…" when printed, otherwise the gross (an invoice with no prepayment is due in full).
 * - seller: the block under a seller label ("Verkäufer", "From", "Vendeur"…), otherwise the most prominent company
 *   line of page 1 (legal form, font size, position) outside the buyer block. Buyer: the block under a buyer label
 *   ("Bill to", "Rechnungsempfänger", "Client"…). The first line of a block is the name, the following lines the
 *   address.
 * - VAT ids: country-prefixed ids (labels.ts `findVatIds`); an id in the buyer block's column below its label is the
 *   buyer's, the first other one the seller's.
 * - line items: lineItems.ts.
 */
import type { ExtractedTable, InvoiceData, LineItem, PageModel, Party } from '../types.js';
import { detectCurrency } from './currency.js';
import { buildDoc, type Doc, type DocLine, type Seg } from './doc.js';
import {
  type Candidate,
  findLabelled,
  parseAmountValue,
  parseDateValue,
  parseId,
  startsWithLabel,
} from './fields.js';
import { findDates } from './dates.js';
import { findVatIds, foldKeep, headerConcept, matchLabel, LABELS } from './labels.js';
import { extractLineItems } from './lineItems.js';
import { round2 } from './numbers.js';

export function emptyInvoice(): InvoiceData {
  return {
    number: null,
    issueDate: null,
    dueDate: null,
    currency: null,
    seller: { name: null, vatId: null, address: null },
    buyer: { name: null, vatId: null, address: null },
    totals: { net: null, tax: null, gross: null, due: null },
    lineItems: [],
  };
}

function best<T>(cands: Candidate<T>[]): Candidate<T> | null {
  let b: Candidate<T> | null = null;
  for (const c of cands) {
    const viaPenalty = (x: Candidate<T>) => (x.via === 'below' ? 0.5 : 0);
    if (!b || c.rank + viaPenalty(c) < b.rank + viaPenalty(b)) b = c;
  }
  return b;
}

/**
 * `tables` (the table detector's output) is accepted for future use; line items are read from the text lines so that
 * understanding does not depend on how a table was segmented.
 */
export function understandInvoice(pages: readonly PageModel[], _tables: readonly ExtractedTable[] = []): InvoiceData {
  const doc = buildDoc(pages);
  return understandDoc(doc);
}

export function understandDoc(doc: Doc): InvoiceData {
  const inv = emptyInvoice();
  if (!doc.lines.length) return inv;

  const table = extractLineItems(doc);
  const skip = table?.lines ?? new Set<number>();
  inv.lineItems = table?.items ?? [];

  // number
  const numbers = findLabelled(doc, 'number', parseId, { skip });
  inv.number = best(numbers)?.value ?? null;

  // dates
  const issue = findLabelled(doc, 'issueDate', parseDateValue, { skip, reject: /^(?:date|datum|fecha|data|dato)\s+(?:de\s+|of\s+)?(?:livraison|delivery|lieferung|commande|order|echeance|due|vencimiento|scadenza)/ });
  const dueDates = findLabelled(doc, 'dueDate', parseDateValue, { skip });
  inv.issueDate = best(issue)?.value ?? firstDate(doc);
  inv.dueDate = best(dueDates)?.value ?? null;
  if (inv.dueDate && inv.issueDate && inv.dueDate < inv.issueDate) inv.dueDate = null;

  // currency
  inv.currency = detectCurrency(
    doc.lines.map((l) => l.text),
    doc.language,
  );

  // totals
  const opts = { skip, atStart: true, below: 2 };
  const due = findLabelled(doc, 'due', parseAmountValue, opts);
  const dueLines = new Set(due.map((c) => c.labelLine.i + ':' + c.seg.x0));
  const net = findLabelled(doc, 'net', parseAmountValue, opts);
  const tax = findLabelled(doc, 'tax', parseAmountValue, {
    ...opts,
    // "MwSt-Satz", "Mva sats %", "TVA : FR11999999998" (an id, not an amount)
    rejectAfter: /^\s*[-.]?\s*(?:sats|rate|satz|taux|%|tasa|aliquota|tarief|percent|grunnlag|grundlag|basis|base|spesifikasjon|specification|aufschl|breakdown|detail|nr|id|[:.]?\s*[a-z]{2}[\s.-]?\d{2})/,
  }).filter((c) => !dueLines.has(c.labelLine.i + ':' + c.seg.x0));
  const gross = findLabelled(doc, 'gross', parseAmountValue, opts).filter(
    (c) => !net.some((n) => n.labelLine === c.labelLine && n.seg === c.seg) && !due.some((d) => d.labelLine === c.labelLine && d.seg === c.seg),
  );
  const lineSum = inv.lineItems.length ? round2(inv.lineItems.reduce((s, l) => s + (l.amount ?? 0), 0)) : null;
  Object.assign(inv.totals, chooseTotals(net, tax, gross, due, lineSum));

  // parties
  const parties = readParties(doc, skip);
  inv.seller = parties.seller;
  inv.buyer = parties.buyer;
  return inv;
}

function firstDate(doc: Doc): string | null {
  for (const l of doc.lines) {
    if (l.page !== 1) break;
    const d = findDates(l.text, doc.dateOrder)[0];
    if (d) return d.iso;
  }
  return null;
}

interface Totals {
  net: number | null;
  tax: number | null;
  gross: number | null;
  due: number | null;
}

export function chooseTotals(
  net: Candidate<number>[],
  tax: Candidate<number>[],
  gross: Candidate<number>[],
  due: Candidate<number>[],
  lineSum: number | null,
): Totals {
  const cost = (c: Candidate<number>) => c.rank + (c.via === 'below' ? 0.5 : 0);
  let bestTriple: { n: Candidate<number>; t: Candidate<number>; g: Candidate<number>; score: number } | null = null;
  for (const g of gross) {
    for (const n of net) {
      for (const t of tax) {
        if (Math.abs(round2(n.value + t.value) - g.value) > 0.011) continue;
        if (g.value === 0 && n.value === 0) continue;
        // later gross (the final total) and fewer/better labels preferred
        const score = cost(g) + cost(n) + cost(t) - g.labelLine.i * 0.001;
        if (!bestTriple || score < bestTriple.score) bestTriple = { n, t, g, score };
      }
    }
  }
  const out: Totals = { net: null, tax: null, gross: null, due: null };
  if (bestTriple) {
    out.net = bestTriple.n.value;
    out.tax = bestTriple.t.value;
    out.gross = bestTriple.g.value;
  } else {
    // pairs: net + tax, net & gross, tax & gross
    const pickNet = net.find((n) => lineSum !== null && Math.abs(n.value - lineSum) <= 0.011) ?? best(net);
    // without a consistent triple, a gross equal to the printed amount due is the likelier total
    const pickGross = gross.find((g) => due.some((d) => Math.abs(d.value - g.value) <= 0.011)) ?? bestLast(gross);
    const pickTax = best(tax);
    out.net = pickNet?.value ?? null;
    out.gross = pickGross?.value ?? null;
    out.tax = pickTax?.value ?? null;
    if (out.net !== null && out.gross !== null) {
      const t = round2(out.gross - out.net);
      if (out.tax === null || Math.abs(out.tax - t) > 0.011) {
        const matching = tax.find((c) => Math.abs(c.value - t) <= 0.011);
        out.tax = matching ? matching.value : t >= 0 ? t : out.tax;
      }
    } else if (out.net !== null && out.tax !== null) out.gross = round2(out.net + out.tax);
    else if (out.gross !== null && out.tax !== null) out.net = round2(out.gross - out.tax);
    else if (out.net === null && out.gross === null && lineSum !== null) out.net = lineSum;
  }
  const d = bestLast(due);
  out.due = d ? d.value : out.gross;
  return out;
}

function bestLast(cands: Candidate<number>[]): Candidate<number> | null {
  let b: Candidate<number> | null = null;
  for (const c of cands) {
    const cost = (x: Candidate<number>) => x.rank + (x.via === 'below' ? 0.5 : 0);
    if (!b || cost(c) < cost(b) || (cost(c) === cost(b) && c.labelLine.i > b.labelLine.i)) b = c;
  }
  return b;
}

// ------------------------------------------------------------------ parties

const LEGAL_FORM =
  /(?<![\p{L}])(?:gmbh|ag|kg|ohg|gbr|ug|e\.\s?k\.|e\.\s?v\.|se|sarl|s\.a\.r\.l\.|sas|sasu|sa|s\.a\.|eurl|sci|b\.?v\.?|n\.?v\.?|bvba|vof|ltd|limited|llp|plc|inc|llc|corp|co\.|company|s\.?r\.?l\.?|s\.?p\.?a\.?|s\.?l\.?|lda|as|asa|oy|oyj|ab|aps|a\/s|sp\.?\s?z\s?o\.?\s?o\.?|kommune)\.?(?![\p{L}])/iu;

interface Block {
  label: DocLine;
  labelSeg: Seg;
  lines: Array<{ line: DocLine; seg: Seg; text: string }>;
  x0: number;
  x1: number;
}

/** A party label standing alone ("Rechnungsempfänger", "Bill to:"), not a name that starts like one ("Lieferant GmbH"). */
function isBlockLabel(seg: Seg): boolean {
  for (const kind of ['buyer', 'seller'] as const) {
    const m = matchLabel(seg.f, kind);
    if (!m || m.start > 1) continue;
    const after = seg.f.slice(m.end).trim();
    if (!after || /^[:/(]/.test(after)) return true;
  }
  return false;
}

function isFieldLine(text: string): boolean {
  // "Nummer : 549910", "GLN 4000001123452", "Tel.: …"
  return /^[^:]{1,40}:\s*\S/.test(text) || /^(?:gln|tel|fax|e-?mail|www|http|phone|iban|bic|swift)\b/i.test(text);
}

/** The block under (or right of) a party label: consecutive lines in the label's column. */
function blockAt(doc: Doc, line: DocLine, seg: Seg, labelEnd: number): Block {
  const block: Block = { label: line, labelSeg: seg, lines: [], x0: seg.x0, x1: seg.x1 };
  const inline = seg.text.slice(labelEnd).replace(/^[\s:：\-–]+/, '').trim();
  if (inline) block.lines.push({ line, seg, text: inline });
  else {
    const idx = line.segs.indexOf(seg);
    const right = line.segs[idx + 1];
    // the name to the right of the label, unless the label heads a column of lines ("Avsender / Diakrit Norge AS")
    const next = doc.lines[line.i + 1];
    const columnBelow = !!next && next.page === line.page && next.y0 - line.y1 < 2 * line.size && next.segs.some((s) => Math.abs(s.x0 - seg.x0) < 15);
    if (right && right.x0 - seg.x1 < 120 && !startsWithLabel(right) && !columnBelow) block.lines.push({ line, seg: right, text: right.text });
  }
  let prev = line;
  for (let k = line.i + 1; k < doc.lines.length && block.lines.length < 8; k++) {
    const l = doc.lines[k]!;
    if (l.page !== line.page) break;
    if (l.y0 - prev.y1 > 2.2 * Math.max(l.size, prev.size)) break;
    const si = l.segs.findIndex((s) => Math.min(s.x1, block.x0 + 250) - Math.max(s.x0, block.x0 - 15) > 0 && s.x0 >= block.x0 - 15);
    if (si < 0) {
      prev = l;
      continue;
    }
    const s = l.segs[si]!;
    if (isBlockLabel(s)) break;
    // "Nummer      : 549910": the value column belongs to the same block line
    let text = s.text;
    let x1 = s.x1;
    for (let j = si + 1; j < l.segs.length; j++) {
      const n = l.segs[j]!;
      const keyWaiting = /[:：]\s*$/.test(text);
      if (keyWaiting) {
        // "Name:  Lieferant GmbH & Co. KG" — the value of a key, whatever it starts with
        if (n.x0 - x1 > 320) break;
      } else {
        if (startsWithLabel(n) || n.x0 - x1 > 90) break;
        if (!/^[:：]/.test(n.text.trim())) break;
      }
      text = `${text} ${n.text}`;
      x1 = n.x1;
    }
    block.lines.push({ line: l, seg: s, text });
    block.x1 = Math.max(block.x1, s.x1);
    prev = l;
  }
  return block;
}

const NAME_KEY = /^(?:name|firma|company|company\s+name|raison\s+sociale|nom|denomination|nombre|razon\s+social|nome|ragione\s+sociale|denominazione|naam|bedrijfsnaam|navn|nazwa)\s*:\s*(.+)$/i;
const ADDRESS_KEY = /^(?:anschrift|adresse|address|direccion|indirizzo|adres|morada|endereco|adresa)\s*:\s*(.+)$/i;

function partyFromBlock(block: Block): { name: string | null; address: string | null } {
  const texts = block.lines.map((l) => l.text.trim()).filter(Boolean);
  // "Name: Lieferant GmbH" / "Anschrift: Lieferantenstraße 20" blocks
  const keyed = texts.map((t) => foldKeep(t));
  const ni = keyed.findIndex((t) => NAME_KEY.test(t));
  if (ni >= 0) {
    const name = texts[ni]!.slice(texts[ni]!.indexOf(':') + 1).trim();
    const address: string[] = [];
    const ai = keyed.findIndex((t) => ADDRESS_KEY.test(t));
    if (ai >= 0) {
      address.push(texts[ai]!.slice(texts[ai]!.indexOf(':') + 1).trim());
      for (const t of texts.slice(ai + 1)) {
        if (isFieldLine(t)) break;
        address.push(t);
      }
    }
    return { name, address: address.length ? address.join(', ') : null };
  }
  const nameIdx = texts.findIndex((t) => !isFieldLine(t) && /\p{L}{2}/u.test(t) && !/^\d/.test(t) && !/^\(.*\)$/.test(t));
  if (nameIdx < 0) return { name: null, address: null };
  let name = texts[nameIdx]!;
  // a one-line party ("Sender: Ramirent A/S, Hvamsvingen 20, 2013 Skjetten"): the name ends at the first comma
  const comma = /^([^,]{3,}?),\s*(?=.*\d)/u.exec(name);
  if (comma) {
    const rest = name.slice(comma[0].length);
    name = comma[1]!;
    return { name, address: rest || null };
  }
  const address: string[] = [];
  for (const t of texts.slice(nameIdx + 1)) {
    if (isFieldLine(t)) {
      if (address.length) break;
      continue;
    }
    address.push(t);
    if (/\b\d{4,5}\b|\b[A-Z]{1,2}\d/.test(t) && address.length >= 2) break;
  }
  return { name, address: address.length ? address.join(', ') : null };
}

function readParties(doc: Doc, skip: Set<number>): { seller: Party; buyer: Party } {
  const seller: Party = { name: null, vatId: null, address: null };
  const buyer: Party = { name: null, vatId: null, address: null };
  let buyerBlock: Block | null = null;
  let sellerBlock: Block | null = null;
  for (const line of doc.lines) {
    if (skip.has(line.i)) continue;
    for (const seg of line.segs) {
      for (const kind of ['buyer', 'seller'] as const) {
        const m = matchLabel(seg.f, kind);
        if (!m || m.start > 1) continue;
        const after = seg.f.slice(m.end).trim();
        // a label alone, or followed by ':' and a value ("Lieferant GmbH" is a name, not a label)
        if (after && !/^[:/(]/.test(after)) continue;
        if (/^[/(]/.test(after) && /:\s*\S/.test(after)) continue;
        const colon = seg.text.indexOf(':', m.end);
        const labelEnd = colon >= 0 ? colon + 1 : /^[/(]/.test(after) ? seg.text.length : m.end;
        if (kind === 'buyer' && !buyerBlock) buyerBlock = blockAt(doc, line, seg, labelEnd);
        if (kind === 'seller' && !sellerBlock) sellerBlock = blockAt(doc, line, seg, labelEnd);
      }
    }
  }
  if (!buyerBlock) buyerBlock = addressWindow(doc, skip, sellerBlock);
  if (buyerBlock) Object.assign(buyer, partyFromBlock(buyerBlock));
  if (sellerBlock) Object.assign(seller, partyFromBlock(sellerBlock));
  if (!seller.name) {
    // the table's header and the lines around it are not letterhead
    const near = new Set(skip);
    for (const i of skip) for (let d = -2; d <= 2; d++) near.add(i + d);
    const s = prominentCompany(doc, buyerBlock, buyer.name, near);
    if (s) {
      seller.name = s.name;
      seller.address = s.address;
    }
  }
  // VAT ids
  const vats: Array<{ value: string; line: DocLine; x: number; buyerHint?: boolean }> = [];
  // "N° TVA client", "Customer VAT no.", "Ihre USt-IdNr.": the buyer's id
  const BUYER_HINT = /(?<![a-z])(?:client|customer|kunde|cliente|klant|acheteur|buyer|your|votre|ihre|uw|deres|vostra|su|seu|nabywc)(?![a-z])/i;
  for (const line of doc.lines) {
    line.segs.forEach((seg, si) => {
      const found = findVatIds(seg.text);
      // the words just before the id
      const before = found.length ? foldKeep(`${line.segs[si - 1]?.text ?? ''} ${seg.text.slice(0, found[0]!.index)}`).slice(-30) : '';
      const buyerHint = found.length > 0 && matchLabel(before, 'vatId') !== null && BUYER_HINT.test(before);
      for (const v of found) vats.push({ value: v.value, line, x: seg.x0, buyerHint });
      if (found.length) return;
      // a country-prefixed id right after a VAT-id label, even when its length is not the country's
      const m = matchLabel(seg.f, 'vatId');
      if (!m) return;
      const rest = `${seg.text.slice(m.end)} ${line.segs[si + 1]?.text ?? ''}`.replace(/^[\s:：.#-]+/, '');
      const id = /^([A-Z]{2}(?:[\s.-]?[0-9A-Z]){6,14})(?![0-9A-Za-z])/.exec(rest)?.[1];
      if (id && /\d{5}/.test(id.replace(/[\s.-]/g, ''))) vats.push({ value: id.replace(/[\s.-]/g, ''), line, x: seg.x0, buyerHint: BUYER_HINT.test(seg.f) });
      else {
        // a national tax number without country prefix after its label ("NIP: 5319419588")
        const bare = /^(\d[\d\s.-]{6,16}\d)(?![\dA-Za-z])/.exec(rest)?.[1]?.replace(/[\s.-]/g, '');
        if (bare && bare.length >= 8 && bare.length <= 12) vats.push({ value: bare, line, x: seg.x0, buyerHint: BUYER_HINT.test(seg.f) });
      }
    });
  }
  const inBuyer = (v: { line: DocLine; x: number }) =>
    !!buyerBlock &&
    v.line.page === buyerBlock.label.page &&
    v.line.y0 >= buyerBlock.label.y0 - 1 &&
    v.line.y0 - buyerBlock.label.y1 < 260 &&
    v.x >= buyerBlock.x0 - 20 &&
    v.x <= buyerBlock.x1 + 20 &&
    !(sellerBlock && v.line.y0 >= sellerBlock.label.y0 && v.x >= sellerBlock.x0 - 20 && v.x <= sellerBlock.x1 + 20 && sellerBlock.label.y0 > buyerBlock.label.y0);
  const buyerVat = vats.find((v) => v.buyerHint) ?? vats.find(inBuyer);
  const sellerVat = vats.find((v) => !inBuyer(v) && v.value !== buyerVat?.value);
  buyer.vatId = buyerVat?.value ?? null;
  seller.vatId = sellerVat?.value ?? null;
  if (buyer.name && seller.name && buyer.name === seller.name && sellerBlock === null) seller.name = null;
  return { seller, buyer };
}

/** The most prominent company line on page 1: legal form, larger font, bold, higher on the page. */
function prominentCompany(doc: Doc, buyerBlock: Block | null, buyerName: string | null, skip: Set<number>): { name: string; address: string | null } | null {
  let bestLine: { line: DocLine; seg: Seg; score: number } | null = null;
  const buyerLines = new Set(buyerBlock?.lines.map((l) => l.line.i) ?? []);
  for (const line of doc.lines) {
    if (line.page !== 1) break;
    if (buyerLines.has(line.i) || skip.has(line.i)) continue;
    for (const seg of line.segs) {
      const t = seg.text.trim();
      if (t.length < 3 || t.length > 60) continue;
      if (!/\p{L}{2}/u.test(t)) continue;
      if (startsWithLabel(seg) || isFieldLine(t)) continue;
      if (buyerName && t === buyerName) continue;
      if (/\d{3,}/.test(t) && !LEGAL_FORM.test(t)) continue;
      if (/\d[.,]\d{2}(?!\d)/.test(t) || /^[(\[]/.test(t) || /[:：]$/.test(t)) continue;
      if (/(?:adresse|address|adres|indirizzo|direccion|endereco|anschrift|livraison|delivery|lieferung|levering)/i.test(foldKeep(t))) continue;
      if (!LEGAL_FORM.test(t) && headerConcept(t)) continue;
      // codes ("VATEX-EU-IC") and references ("Nos références", "Your order") are not names
      if (/^[A-Z0-9]+(?:-[A-Z0-9]+)+$/.test(t)) continue;
      if (/(?:^|\s)ref\./i.test(foldKeep(t))) continue;
      if (/(?:referen|order|bestell|commande|pedido|ordine|positionen|abonnement|forfait|contract|vertrag|contrat)/i.test(foldKeep(t)) && !LEGAL_FORM.test(t)) continue;
      // headings of other blocks
      if (/(?:contact|kontakt|telefon|phone|identifiant|representant|informa|detail|bank|payment|paiement|zahlung|betaling|pago|pagamento|condition|bedingung|bemerkung|remarque|hinweis|note|id\.|kunden|client)/i.test(foldKeep(t)) && !LEGAL_FORM.test(t)) continue;
      const inVatBlock = vatBlock(doc, line, seg);
      // a name stands out: legal form, larger or bold type, or the block with the VAT id
      if (!LEGAL_FORM.test(t) && seg.size < doc.bodySize * 1.15 && !seg.bold && !inVatBlock) continue;
      let score = 0;
      if (inVatBlock) score += 2;
      if (LEGAL_FORM.test(t)) score += 3;
      score += Math.min(3, (seg.size / doc.bodySize - 1) * 4);
      if (seg.bold) score += 0.5;
      score += 1 - line.y0 / line.pageHeight;
      if (/^(?:\(c\)|©|copyright)/i.test(t)) score -= 5;
      if (/^(?:invoice|rechnung|facture|factura|fattura|factuur|fatura|faktura|credit|gutschrift|avoir|kopie|copy|copie|duplicate|duplikat|original|kreditnota|nota)\b/i.test(t)) score -= 5;
      if (/^(?:logo|page|seite|side|pagina)\b/i.test(t)) score -= 2;
      if (!bestLine || score > bestLine.score) bestLine = { line, seg, score };
    }
  }
  if (!bestLine || bestLine.score < 1) return null;
  return { name: bestLine.seg.text.trim(), address: null };
}

/** Does the block starting at this segment (same left edge, next few lines) carry a VAT id or company registration? */
function vatBlock(doc: Doc, line: DocLine, seg: Seg): boolean {
  let prev = line;
  for (let k = line.i + 1; k < doc.lines.length && k <= line.i + 7; k++) {
    const l = doc.lines[k]!;
    if (l.page !== line.page) break;
    if (l.y0 - prev.y1 > 2 * l.size) break;
    const s = l.segs.find((x) => Math.abs(x.x0 - seg.x0) < 4);
    if (!s) break;
    if (findVatIds(s.text).length || /(?:foretaksregister|handelsregister|org\.?\s*n|registre du commerce|rcs|kvk|siren|siret|ust|vat|tva|btw|mva|p\.?\s*iva|nif|cif)[^\d]{0,20}\d{3}/i.test(foldKeep(s.text))) return true;
    prev = l;
  }
  return false;
}

const POSTCODE_LINE = /(?:^|\s)(?:[A-Z]{1,2}[- ]?)?\d{4,5}(?:[- ]\d{3})?\s+\p{L}|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\s*$/u;
const CONTACT_LINE = /(?:@|www\.|https?:|\btel\b|\btel\.|\btelefon|\btelephone|\bfon\b|\bphone|\bfax\b|\biban\b|\bbic\b|\bswift\b|\be-?mail|\+\d{2}\s?\d)/i;

/**
 * The recipient address block when no buyer label is printed (window envelopes): on page 1, in the upper half, a
 * left-aligned block of 2–7 short lines that ends with a postcode + city line and carries no contact data (phone,
 * e-mail, bank, VAT id — those mark the sender's letterhead).
 */
function addressWindow(doc: Doc, skip: Set<number>, sellerBlock: Block | null): Block | null {
  const sellerLines = new Set(sellerBlock?.lines.map((l) => l.line.i) ?? []);
  const candidates: Array<{ block: Block; score: number }> = [];
  const lines = doc.lines.filter((l) => l.page === 1 && l.y0 < l.pageHeight * 0.5 && !skip.has(l.i));
  const used = new Set<string>();
  for (const start of lines) {
    for (const seg of start.segs) {
      const key = `${start.i}:${Math.round(seg.x0)}`;
      if (used.has(key)) continue;
      // collect the block below this segment (same left edge)
      const members: Array<{ line: DocLine; seg: Seg; text: string }> = [{ line: start, seg, text: seg.text }];
      let prev = start;
      for (let k = start.i + 1; k < doc.lines.length && members.length < 8; k++) {
        const l = doc.lines[k]!;
        if (l.page !== 1 || l.y0 - prev.y1 > 2.2 * Math.max(l.size, prev.size)) break;
        const s = l.segs.find((x) => Math.abs(x.x0 - seg.x0) < 4);
        if (!s) {
          if (l.segs.some((x) => x.x0 < seg.x0 + 40 && x.x1 > seg.x0)) break;
          continue;
        }
        members.push({ line: l, seg: s, text: s.text });
        prev = l;
      }
      if (members.length < 2 || members.length > 7) continue;
      const texts = members.map((m) => m.text);
      const postIdx = texts.findIndex((t) => POSTCODE_LINE.test(t));
      if (postIdx < 1) continue;
      // the sender's letterhead carries phone, e-mail, web or bank lines; a recipient block does not (its VAT id may follow)
      if (texts.some((t) => CONTACT_LINE.test(t))) continue;
      if (texts.slice(0, postIdx + 1).some((t) => findVatIds(t).length || t.length > 60)) continue;
      if (members.some((m) => sellerLines.has(m.line.i))) continue;
      if (startsWithLabel(seg) || isFieldLine(seg.text)) continue;
      if (!/\p{L}{2}/u.test(seg.text)) continue;
      // delivery addresses and headings are not the recipient
      if (/(?:livraison|delivery|lieferung|lieferanschrift|levering|entrega|consegna|godsmottaker|ship)/i.test(foldKeep(texts.slice(0, 2).join(' '))) || /:\s*$/.test(seg.text)) continue;
      for (const m of members) used.add(`${m.line.i}:${Math.round(m.seg.x0)}`);
      const block: Block = { label: start, labelSeg: seg, lines: members.slice(0, postIdx + 2), x0: seg.x0, x1: Math.max(...members.map((m) => m.seg.x1)) };
      let score = 0;
      if (postIdx === members.length - 1 || postIdx === members.length - 2) score += 1;
      score -= Math.abs(start.y0 / start.pageHeight - 0.2) * 2;
      if (seg.size > doc.bodySize * 1.3) score -= 1;
      if (seg.x0 < start.pageWidth / 2) score += 0.5;
      candidates.push({ block, score });
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  return candidates[0]?.block ?? null;
}

export type { LineItem };
export { LABELS };
