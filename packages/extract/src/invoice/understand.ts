/**
 * Invoice understanding in layout-only mode: pages → InvoiceData (null where unknown).
 *
 * - number, issue date, due date: labelled values (fields.ts); the most specific label wins, then the earliest.
 *   Without an issue-date label the first date on page 1 is taken; a date labelled after another document
 *   ("Vårt ordernr / dato") is not the issue date.
 *   Without a due-date label, a payment term ("payable within 30 days", "Net 30") counts from the issue date.
 * - currency: document vote (currency.ts).
 * - totals: totals.ts (with the amounts of printed cash-rounding lines).
 * - seller, buyer and their VAT ids: parties.ts.
 * - line items: lineItems.ts.
 */
import type { ExtractedTable, InvoiceData, LineItem, PageModel } from '../types.js';
import { detectCurrency } from './currency.js';
import { buildDoc, type Doc } from './doc.js';
import { findLabelled, parseAmountValue, parseDateValue, parseId } from './fields.js';
import { addDays, findDates, paymentTermDays } from './dates.js';
import { LABELS } from './labels.js';
import { extractLineItems } from './lineItems.js';
import { findPercents, round2 } from './numbers.js';
import { readParties } from './parties.js';
import { addPaymentAndReferences } from './payment.js';
import { best, chooseTotals } from './totals.js';

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


/**
 * `tables` (the table detector's output) is accepted for future use; line items are read from the text lines so that
 * understanding does not depend on how a table was segmented.
 */
export function understandInvoice(pages: readonly PageModel[], _tables: readonly ExtractedTable[] = []): InvoiceData {
  const doc = buildDoc(pages);
  return understandDoc(doc);
}

const OTHER_DOCUMENT_BEFORE =
  /(?:order|bestell|auftrag|liefer|lever|delivery|commande|livraison|pedido|ordine|consegna|ordre|bestilling|kunde|customer)\p{L}*[\s.-]*(?:n[or]\.?|#|nummer|number|numero)?\s*[/&]\s*$/u;

/** "Order date", "Delivery date", "Ship date", "Fecha de entrega"…: a plain date word qualified by another event */
const OTHER_EVENT_BEFORE =
  /(?<!\p{L})(?:order|delivery|ship(?:ping|ment)?|dispatch|despatch|due|payment|service|start|end|expiry|print|purchase|po)\s*$/u;

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
  const issue = findLabelled(doc, 'issueDate', parseDateValue, {
    skip,
    reject: /^(?:date|datum|fecha|data|dato)\s+(?:de\s+|of\s+)?(?:livraison|delivery|lieferung|commande|order|echeance|due|vencimiento|scadenza)/,
    // "Vårt ordernr / dato", "Lieferschein-Nr. / Datum": the date of that other document
    rejectBefore: new RegExp(`${OTHER_DOCUMENT_BEFORE.source}|${OTHER_EVENT_BEFORE.source}`, 'u'),
  });
  const dueDates = findLabelled(doc, 'dueDate', parseDateValue, { skip });
  inv.issueDate = best(issue)?.value ?? firstDate(doc);
  inv.dueDate = best(dueDates)?.value ?? null;
  if (!inv.dueDate && inv.issueDate && !dueDates.length) inv.dueDate = dueFromTerms(doc, skip, inv.issueDate);

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
  const vatRateStated = doc.lines.some((l) => VAT_RATE.test(l.f));
  Object.assign(inv.totals, chooseTotals(net, tax, gross, due, lineSum, roundingAmounts(doc, skip), vatRateStated));
  fillSingleRate(inv, doc);

  // parties
  const parties = readParties(doc, skip);
  inv.seller = parties.seller;
  inv.buyer = parties.buyer;
  addPaymentAndReferences(doc, inv, skip);
  return inv;
}

/** A VAT word with a non-zero rate: "inkl. 19 % MwSt.", "VAT 20%", "TVA 5,5 %". */
const VAT_RATE =
  /(?:(?<!\p{L})(?:mwst|ust|vat|tva|iva|btw|mva|moms|tax|steuer|umsatzsteuer)\p{L}*\.?[^\d%]{0,12}(?:0*[1-9]\d?(?:[.,]\d+)?|0[.,]\d*[1-9]\d*)\s*%)|(?:(?<![\d.,])(?:0*[1-9]\d?(?:[.,]\d+)?)\s*%\s*(?:mwst|ust|vat|tva|iva|btw|mva|moms|tax|steuer|umsatzsteuer)(?!\p{L}))/u;

/** The rate of a VAT word with a percentage, either order: "MwSt. 19 %", "VAT 20%", "19 % USt", "TVA 5,5 %". */
const VAT_RATE_VALUE =
  /(?<!\p{L})(?:mwst|ust|vat|tva|iva|btw|mva|moms|tax|steuer|umsatzsteuer)\p{L}*\.?[^\d%]{0,12}(\d{1,2}(?:[.,]\d{1,2})?)\s*%|(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s*%\s*(?:mwst|ust|vat|tva|iva|btw|mva|moms|tax|steuer|umsatzsteuer)(?!\p{L})/gu;

/**
 * Lines whose table prints no tax-rate column get the document's one VAT rate when the totals prove there is only one:
 * tax = net × rate (to the cent, half a cent per line of rounding allowed) for exactly one rate printed beside a VAT word,
 * else for exactly one percentage printed anywhere, else for tax ÷ net itself when that is a whole or half percent between
 * 1 and 30 to the cent; and no line shows another rate. With no tax at all on a non-zero net, the rate is 0.
 */
function fillSingleRate(inv: InvoiceData, doc: Doc): void {
  const items = inv.lineItems;
  if (!items.length || !items.some((l) => l.taxRate === null)) return;
  const { net, tax } = inv.totals;
  if (net === null || tax === null || net === 0) return;
  const known = new Set(items.filter((l) => l.taxRate !== null).map((l) => l.taxRate));
  if (known.size > 1) return;
  let rate: number | null = null;
  if (tax === 0) rate = 0;
  else {
    const printed = new Set<number>();
    for (const l of doc.lines) {
      for (const m of l.f.matchAll(VAT_RATE_VALUE)) {
        const r = Number((m[1] ?? m[2])!.replace(',', '.'));
        if (r > 0 && r < 50) printed.add(r);
      }
    }
    const tolerance = Math.max(0.011, items.length * 0.005);
    const fits = (r: number, tol: number) => Math.abs(Math.abs(net) * (r / 100) - Math.abs(tax)) <= tol && Math.sign(net) === Math.sign(tax);
    let fitting = [...printed].filter((r) => fits(r, tolerance));
    if (!fitting.length) {
      // a percentage printed elsewhere (a "Perc." column of the VAT breakdown)
      const anywhere = new Set<number>();
      for (const l of doc.lines) for (const p of findPercents(l.text)) if (p.value > 0 && p.value < 50) anywhere.add(p.value);
      fitting = [...anywhere].filter((r) => fits(r, tolerance));
    }
    if (!fitting.length) {
      // none printed: tax / net itself when it is a whole or half percent to the cent ("TVA 507,00" on "Total HT 2535,00")
      const r = Math.round((Math.abs(tax) / Math.abs(net)) * 200) / 2;
      if (r >= 1 && r <= 30 && fits(r, 0.011)) fitting = [r];
    }
    if (fitting.length === 1) rate = fitting[0]!;
  }
  if (rate === null || (known.size === 1 && !known.has(rate))) return;
  for (const l of items) if (l.taxRate === null && l.amount !== null) l.taxRate = rate;
}

const ROUNDING = /(?<!\p{L})(?:\p{L}*avrunding|rounding|rundung\p{L}*|arrondi\p{L}*|redondeo|arrotondament\p{L}*|afronding\p{L}*|arredondamento)(?!\p{L})/u;

/** Amounts of printed cash-rounding lines ("Øreavrunding 0,25", "Rundungsdifferenz -0,02", "Arrondi 0,03"). */
function roundingAmounts(doc: Doc, skip: Set<number>): number[] {
  const out: number[] = [];
  for (const l of doc.lines) {
    if (skip.has(l.i)) continue;
    const m = ROUNDING.exec(l.f);
    if (!m) continue;
    const v = parseAmountValue(l.text.slice(m.index + m[0].length), doc);
    if (v !== null && Math.abs(v) < 1) out.push(v);
  }
  return out;
}

/** "Zahlbar innerhalb von 14 Tagen", "payable within 30 days", "Net 30": the issue date plus the payment term. */
function dueFromTerms(doc: Doc, skip: Set<number>, issue: string): string | null {
  for (const l of doc.lines) {
    if (skip.has(l.i)) continue;
    const n = paymentTermDays(l.text);
    if (n !== null) return addDays(issue, n);
  }
  return null;
}

function firstDate(doc: Doc): string | null {
  for (const l of doc.lines) {
    if (l.page !== 1) break;
    const d = findDates(l.text, doc.dateOrder)[0];
    if (d) return d.iso;
  }
  return null;
}

export type { LineItem };
export { LABELS };
