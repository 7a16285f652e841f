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
import type { ExtractedTable, InvoiceData, LineItem, PageModel, SourceBox } from '../types.js';
import { currencyOf, detectCurrency, restatedLines } from './currency.js';
import { buildDoc, type Doc, type DocLine } from './doc.js';
import { type Candidate, continuedNumber, findLabelled, parseAmountValue, parseDateValue, parseId } from './fields.js';
import { addDays, findDates, netDateOfDiscountTerms, paymentTermDays } from './dates.js';
import { compactVatId, LABELS, matchLabel } from './labels.js';
import { boxOf, locateText, wordsIn } from './provenance.js';
import { alt, TAX_WORDS, wordRegExp, words } from './lexicon/index.js';
import { type InvoiceSettings, resolveInvoiceSettings } from './settings.js';
import { extractLineItems } from './lineItems.js';
import { findAmounts, findPercents, round2 } from './numbers.js';
import { readParties } from './parties.js';
import { lowerBound } from '../tables/edges.js';
import { addPaymentAndReferences, opensWithPeriod, TERMS_SENTENCE } from './payment.js';
import { best, chooseTotals, withRunSums } from './totals.js';

export function emptyInvoice(): InvoiceData {
  return {
    number: null,
    issueDate: null,
    dueDate: null,
    currency: null,
    seller: { name: null, vatId: null, address: null },
    buyer: { name: null, vatId: null, address: null },
    totals: { net: null, tax: null, gross: null, due: null, prepaid: null, withholding: null, rounding: null },
    lineItems: [],
  };
}


/**
 * `tables` (the table detector's output) is accepted for future use; line items are read from the text lines so that
 * understanding does not depend on how a table was segmented.
 */
export function understandInvoice(
  pages: readonly PageModel[],
  tables: readonly ExtractedTable[] = [],
  settings: Partial<InvoiceSettings> = {},
): InvoiceData {
  return readInvoice(pages, tables, settings).invoice;
}

/** "Vårt ordernr / dato", "Lieferschein-Nr. / Datum": the date label belongs to another document named before it */
const OTHER_DOCUMENT_BEFORE = new RegExp(
  `${alt(words((l) => l.otherDocuments))}\\p{L}*[\\s.-]*(?:n[or]\\.?|#|nummer|number|numero)?\\s*[/&]\\s*$`,
  'u',
);

/** "Order date", "Delivery date", "Ship date", "Fecha de entrega"…: a plain date word qualified by another event */
const OTHER_EVENT_BEFORE = new RegExp(`(?<!\\p{L})${alt(words((l) => l.otherEvents))}\\s*$`, 'u');

/** "Original invoice", "Zur Rechnung", "Krediterar faktura" / "Facture d'origine", "Factura rectificada": an invoice
 * label naming the invoice a credit note corrects (lexicon `precedingInvoice`) — its number and date are not this
 * document's */
const PRECEDING_BEFORE = new RegExp(`(?<!\\p{L})${alt(words((l) => l.precedingInvoice?.before))}[\\s.:-]*$`, 'u');
const PRECEDING_AFTER = new RegExp(`^[\\s.:-]*${alt(words((l) => l.precedingInvoice?.after))}(?!\\p{L})`, 'u');

/** "Date de livraison", "Fecha de vencimiento": a date word followed by another event's noun */
const OTHER_EVENT_AFTER = new RegExp(
  `^${alt(words((l) => l.dateWords))}\\s+(?:de\\s+|of\\s+)?${alt(words((l) => l.otherEventNouns))}`,
  'u',
);

/** "MwSt-Satz", "Mva sats %", "TVA : FR11999999998" (an id, not an amount): a tax label that heads something else */
const TAX_NOT_AMOUNT = new RegExp(
  `^\\s*[-.]?\\s*(?:${words((l) => l.taxRateWords).join('|')}|%|nr|id|[:.]?\\s*[a-z]{2}[\\s.-]?\\d{2})`,
  'u',
);

export function understandDoc(doc: Doc): InvoiceData {
  return readDoc(doc).invoice;
}

/** The invoice and where each layout-read header field was printed (ExtractionResult.sources, keyed by field path). */
export interface InvoiceReading {
  invoice: InvoiceData;
  sources: Record<string, SourceBox>;
}

/** {@link understandInvoice} with the provenance of each header field. */
export function readInvoice(
  pages: readonly PageModel[],
  _tables: readonly ExtractedTable[] = [],
  settings: Partial<InvoiceSettings> = {},
): InvoiceReading {
  return readDoc(buildDoc(pages, resolveInvoiceSettings(settings)));
}

export function readDoc(doc: Doc): InvoiceReading {
  const inv = emptyInvoice();
  if (!doc.lines.length) return { invoice: inv, sources: {} };

  const table = extractLineItems(doc);
  const skip = table?.lines ?? new Set<number>();
  inv.lineItems = table?.items ?? [];
  // The item table's own sources object becomes the result's, its empty entries removed: the same keys in the same
  // order as a copy would have them, without a second dictionary (and a pair per key) for every line item's boxes —
  // on a long invoice that is a hundred thousand entries. The table is this call's own and is not kept.
  const sources: Record<string, SourceBox> = table?.sources ?? {};
  for (const k of Object.keys(sources)) if (!sources[k]) delete sources[k];
  const put = (key: string, box: SourceBox | null | undefined) => {
    if (box) sources[key] = box;
  };

  // number
  const numbers = onFirstPage(findLabelled(doc, 'number', parseId, { skip, rejectBefore: PRECEDING_BEFORE, rejectAfter: PRECEDING_AFTER }));
  const found = best(numbers, doc.settings);
  const number = found && continuedNumber(doc, found);
  inv.number = number?.value ?? null;
  put('invoice.number', number?.box);

  // dates
  const issue = onFirstPage(findLabelled(doc, 'issueDate', parseDateValue, {
    skip,
    reject: OTHER_EVENT_AFTER,
    // "Vårt ordernr / dato", "Lieferschein-Nr. / Datum", "Original invoice date": the date of that other document
    rejectBefore: new RegExp(`${OTHER_DOCUMENT_BEFORE.source}|${OTHER_EVENT_BEFORE.source}|${PRECEDING_BEFORE.source}`, 'u'),
    rejectAfter: PRECEDING_AFTER,
  }));
  const dueDates = onFirstPage(findLabelled(doc, 'dueDate', parseDateValue, { skip }));
  // "Date" over "échéance" over a date: a value read from below through a due-date label on a line between is that
  // label's (the bare date word above it only heads it)
  const through = (c: Candidate<string>) =>
    c.via === 'below' &&
    dueDates.some((d) => d.line.i === c.line.i && d.value === c.value && d.labelLine.i > c.labelLine.i && d.labelLine.i < c.line.i);
  const issueDate = best(issue.filter((c) => !through(c)), doc.settings);
  const first = issueDate ? null : firstDate(doc);
  inv.issueDate = issueDate?.value ?? first?.iso ?? null;
  put('invoice.issueDate', issueDate?.box ?? first?.box);
  const dueDate = best(dueDates, doc.settings);
  inv.dueDate = dueDate?.value ?? null;
  put('invoice.dueDate', dueDate?.box);
  // a labelled date of early-payment discount terms ("Zahlbar bis 10.12. mit 2 % Skonto, bis 30.12. netto") ends the
  // discount period: the terms' latest date is the due date (dates.ts `netDateOfDiscountTerms`). So does a date read
  // under a due-date column head ("Fälligkeit") from a line of such terms ("… 1,5 % Skonto bis zum 31.03. ohne Abzug")
  const netTerms = dueDate
    ? (discountTermsNetDate(doc, dueDate.labelLine, inv.issueDate) ??
      (dueDate.line !== dueDate.labelLine ? discountTermsNetDate(doc, dueDate.line, inv.issueDate) : null))
    : null;
  if (dueDate && netTerms && netTerms.iso > dueDate.value) {
    inv.dueDate = netTerms.iso;
    put('invoice.dueDate', netTerms.box);
  }
  if (!inv.dueDate && !dueDates.length) {
    const said = dueFromSentence(doc, skip, inv.issueDate);
    if (said) {
      inv.dueDate = said.iso;
      put('invoice.dueDate', said.box);
    } else if (inv.issueDate) inv.dueDate = dueFromTerms(doc, skip, inv.issueDate);
  }

  // currency
  inv.currency = detectCurrency(
    doc.lines.map((l) => l.text),
    doc.language,
  );
  if (inv.currency) put('invoice.currency', currencyBox(doc, inv.currency));

  // totals (not from amounts restated in a second currency beside an exchange rate: currency.ts `restatedLines`)
  const restated = restatedLines(doc.lines.map((l) => l.text), doc.language);
  const totalsSkip = restated.size ? new Set([...skip, ...[...restated].map((k) => doc.lines[k]!.i)]) : skip;
  const opts = { skip: totalsSkip, atStart: true, below: doc.settings.totalsLinesBelow };
  const due = findLabelled(doc, 'due', parseAmountValue, opts);
  const dueLines = new Set(due.map((c) => c.labelLine.i + ':' + c.seg.x0));
  const net = findLabelled(doc, 'net', parseAmountValue, opts);
  const tax = findLabelled(doc, 'tax', parseAmountValue, {
    ...opts,
    rejectAfter: TAX_NOT_AMOUNT,
  }).filter((c) => !dueLines.has(c.labelLine.i + ':' + c.seg.x0));
  // (one label read as two kinds: "Net total" is a net, not a gross; two pairs run together in one cell, "Netto: 100,00
  // Brutto: 119,00", are two labels with values of their own)
  const sameRead = (a: Candidate<number>, b: Candidate<number>) => a.labelLine === b.labelLine && a.seg === b.seg && sameBox(a.box, b.box);
  const gross = findLabelled(doc, 'gross', parseAmountValue, opts).filter((c) => !net.some((n) => sameRead(n, c)) && !due.some((d) => sameRead(d, c)));
  const prepaid = findLabelled(doc, 'prepaid', parseAmountValue, opts).filter((c) => !due.some((d) => sameRead(d, c)) && !gross.some((g) => sameRead(g, c)));
  // a withholding tax ("Retención IRPF 15 %", "Ritenuta d'acconto"): its line is read as nothing else ("Total
  // retenciones"), and a total printed below it that is what is left after it is the amount due, not the gross
  const withheld = findLabelled(doc, 'withholding', parseAmountValue, opts);
  if (withheld.length) {
    for (const pool of [net, tax, gross, due, prepaid]) pool.splice(0, pool.length, ...pool.filter((c) => !withheld.some((w) => sameRead(w, c))));
    const left = leftAfterWithholding(withheld, net, tax, gross, doc.settings);
    due.push(...left.due);
    gross.splice(0, gross.length, ...gross.filter((g) => !left.due.includes(g)), ...left.gross);
  }
  const lineSum = inv.lineItems.length ? round2(inv.lineItems.reduce((s, l) => s + (l.amount ?? 0), 0)) : null;
  // a row opened by a bare total word ("Razem:", "Összesen") under the item table, its net, tax and gross in their
  // columns, when no gross label is printed (setting totalsBareTotalRow)
  if (!gross.length && doc.settings.totalsBareTotalRow > 0) {
    const bare = bareTotalRows(doc, totalsSkip);
    net.push(...bare.net);
    tax.push(...bare.tax);
    gross.push(...bare.gross);
  }
  const across = totalsAcross(doc, gross, lineSum);
  net.push(...across.net);
  tax.push(...across.tax);
  net.push(...netsBeforeTax(doc, net, tax));
  // what the items add up to before tax: their amounts, or their quantities × unit prices (a table whose amount column
  // includes the tax, with the tax in columns of its own)
  const priced = inv.lineItems.length > 0 && inv.lineItems.every((l) => l.quantity !== null && l.unitPrice !== null);
  const itemNets = [lineSum, priced ? round2(inv.lineItems.reduce((s, l) => s + l.quantity! * l.unitPrice!, 0)) : null].filter((v): v is number => v !== null);
  const vatRateStated = doc.lines.some((l) => VAT_RATE.test(l.f));
  const { boxes, ...totals } = chooseTotals(
    net,
    tax,
    gross,
    due,
    lineSum,
    roundingAmounts(doc, skip),
    vatRateStated,
    doc.settings,
    prepaid,
    amountStream(doc, totalsSkip, [...net, ...tax, ...gross, ...due, ...prepaid, ...withheld]),
    withheld,
    itemNets,
  );
  Object.assign(inv.totals, totals);
  for (const [k, box] of Object.entries(boxes)) put(`invoice.totals.${k}`, box);
  // (the net and tax so found are printed nowhere)
  if (!tax.length && taxInLineTotals(inv, doc.settings)) for (const k of ['net', 'tax']) delete sources[`invoice.totals.${k}`];
  // a letter or premium notice states its totals in a sentence, not a totals block (read when no consistent net, tax
  // and gross were found)
  const { net: n0, tax: t0, gross: g0 } = inv.totals;
  if (n0 === null || t0 === null || g0 === null || Math.abs(round2(n0 + t0) - g0) > doc.settings.amountTolerance) {
    const prose = proseTotals(doc, skip);
    if (prose) Object.assign(inv.totals, prose, { due: inv.totals.due !== null && inv.totals.due <= prose.gross ? inv.totals.due : prose.gross });
  }
  fillSingleRate(inv, doc);

  // parties
  const parties = readParties(doc, skip);
  inv.seller = parties.seller;
  inv.buyer = parties.buyer;
  addPaymentAndReferences(doc, inv, skip);
  for (const role of ['seller', 'buyer'] as const) {
    const p = inv[role];
    if (p.name) put(`invoice.${role}.name`, locateText(doc, p.name));
    if (p.vatId) put(`invoice.${role}.vatId`, vatIdBox(doc, p.vatId));
  }
  return { invoice: inv, sources };
}

/**
 * No tax printed below the items, and each item's printed amount is its quantity × unit price plus its own printed rate
 * ("Qty 3 · Price 1,200.00 · GST% 3 · Total 3,708.00"): the amounts include the tax, so the gross they add up to is not
 * the net. The net is the sum of quantity × price and the tax the rest. Every item needs a quantity, a price and a
 * rate, one rate above zero, each amount within `perLineRounding` of its product, and the amounts add up to the gross.
 */
function taxInLineTotals(inv: InvoiceData, s: InvoiceSettings): boolean {
  const { gross, tax } = inv.totals;
  const items = inv.lineItems;
  if (gross === null || (tax !== null && tax !== 0) || !items.length) return false;
  if (!items.every((l) => l.quantity !== null && l.unitPrice !== null && l.taxRate !== null && l.amount !== null)) return false;
  if (!items.some((l) => l.taxRate! > 0)) return false;
  const product = (l: LineItem) => l.quantity! * l.unitPrice!;
  if (!items.every((l) => Math.abs(product(l) * (1 + l.taxRate! / 100) - l.amount!) <= Math.max(s.amountTolerance, s.perLineRounding))) return false;
  const tol = Math.max(s.amountTolerance, items.length * s.perLineRounding);
  if (Math.abs(items.reduce((a, l) => a + l.amount!, 0) - gross) > tol) return false;
  const net = round2(items.reduce((a, l) => a + product(l), 0));
  inv.totals.net = net;
  inv.totals.tax = round2(gross - net);
  return true;
}

/** a bare total word opening a line, maybe with a colon ("Razem:", "Összesen", "Total"), folded */
const BARE_TOTAL = new RegExp(`^(?:${alt(words((l) => l.totalWords))})\\s*:?$`, 'u');

/**
 * Rows opened by a bare total word alone in its cell ("Razem: | 300,00 | x | 69,00 | 369,00"): the last amount with
 * decimals is a gross, and two amounts before it that add up to it — the second at most `maxVatRate` percent of the
 * first — are its net and tax. Candidates rank after every gross label (the labelled totals win wherever printed).
 */
function bareTotalRows(doc: Doc, skip: ReadonlySet<number>): { net: Candidate<number>[]; tax: Candidate<number>[]; gross: Candidate<number>[] } {
  const out = { net: [] as Candidate<number>[], tax: [] as Candidate<number>[], gross: [] as Candidate<number>[] };
  const tol = doc.settings.amountTolerance;
  const rank = LABELS.gross.length;
  for (const line of doc.lines) {
    if (skip.has(line.i) || line.segs.length < 2 || !BARE_TOTAL.test(line.segs[0]!.f.trim())) continue;
    const rest = line.segs.slice(1).map((x) => x.text).join('   ');
    const amounts = findAmounts(rest, doc.convention).filter((a) => a.decimals === 2);
    if (amounts.length < 3) continue;
    const g = amounts[amounts.length - 1]!.value;
    let pair: [number, number] | null = null;
    for (let a = 0; a < amounts.length - 1 && !pair; a++) {
      for (let b = a + 1; b < amounts.length - 1; b++) {
        const n = amounts[a]!.value;
        const t = amounts[b]!.value;
        if (n > 0 && t > 0 && t <= (n * doc.settings.maxVatRate) / 100 + tol && Math.abs(round2(n + t) - g) <= tol) {
          pair = [n, t];
          break;
        }
      }
    }
    if (!pair) continue;
    const seg = line.segs[line.segs.length - 1]!;
    const base = { via: 'inline' as const, line, seg, labelLine: line, rank, box: null };
    out.net.push({ ...base, kind: 'net', value: pair[0] });
    out.tax.push({ ...base, kind: 'tax', value: pair[1] });
    out.gross.push({ ...base, kind: 'gross', value: g });
  }
  return out;
}

/**
 * A totals row printed across the item table's columns: a total label, then the net, the tax and the gross in their
 * columns ("Total de la facture | 1 400,00 € | 280,00 € | 1 680,00 €"; a rate column between them: "Yhteensä 350,00
 * 24,00 84,00 434,00"). On a gross candidate's line, two amounts with decimals before the gross's own (in reading
 * order) that add up to it, the second at most `maxVatRate` percent of the first, are a net and a tax candidate at one
 * label rank more than the gross (a labelled net or tax is preferred). With one amount before the gross, that amount is the
 * tax when the line items' sum plus it is the gross (the net column's total left unprinted).
 */
function totalsAcross(doc: Doc, gross: readonly Candidate<number>[], lineSum: number | null = null): { net: Candidate<number>[]; tax: Candidate<number>[] } {
  const out = { net: [] as Candidate<number>[], tax: [] as Candidate<number>[] };
  const tol = doc.settings.amountTolerance;
  for (const g of gross) {
    if (g.line !== g.labelLine) continue;
    const amounts = findAmounts(g.line.text, doc.convention).filter((a) => a.decimals === 2);
    const gi = amounts.findLastIndex((a) => Math.abs(a.value - g.value) <= tol);
    // the row under a table whose net column has no total ("TOTAL: ₹610.02 ₹3,999.00" under "Net Amount | Tax Amount |
    // Total Amount"): one amount before the gross, the tax, when the line items add up to the gross less it
    if (gi === 1 && lineSum !== null && lineSum > 0) {
      const t = amounts[0]!.value;
      if (t > 0 && t <= (lineSum * doc.settings.maxVatRate) / 100 + tol && Math.abs(round2(lineSum + t) - g.value) <= tol) {
        out.net.push({ ...g, kind: 'net', value: lineSum, rank: g.rank + 1, box: null });
        out.tax.push({ ...g, kind: 'tax', value: t, rank: g.rank + 1, box: null });
      }
      continue;
    }
    if (gi < 2) continue;
    const before = amounts.slice(0, gi);
    let pair: [number, number] | null = null;
    for (let a = 0; a < before.length && !pair; a++) {
      for (let b = a + 1; b < before.length; b++) {
        const n = before[a]!.value;
        const t = before[b]!.value;
        if (n <= 0 || t <= 0 || t > (n * doc.settings.maxVatRate) / 100 + tol) continue;
        if (Math.abs(round2(n + t) - g.value) <= tol) {
          pair = [a, b];
          break;
        }
      }
    }
    if (!pair) continue;
    const rank = g.rank + 1;
    out.net.push({ ...g, kind: 'net', value: before[pair[0]]!.value, rank, box: null });
    out.tax.push({ ...g, kind: 'tax', value: before[pair[1]]!.value, rank, box: null });
  }
  return out;
}

/**
 * The document's own number and dates are stated on its first page: where page 1 labels one, labels of later pages
 * are another document's (a customs declaration or a supplier's invoice bundled after a forwarder's invoice prints
 * "Invoice No." and its dates for the goods) — only page 1's candidates are kept.
 */
function onFirstPage<T>(cands: Candidate<T>[]): Candidate<T>[] {
  const first = cands.filter((c) => c.labelLine.page === 1);
  if (!first.length) return cands;
  // (a later page that repeats a value page 1 reads — a running header "Invoice 2026/118, page 2" — is a page of the
  // same document: every page's candidates are weighed)
  const values = new Set(first.map((c) => JSON.stringify(c.value)));
  if (cands.some((c) => c.labelLine.page !== 1 && values.has(JSON.stringify(c.value)))) return cands;
  return first;
}

/**
 * A net-labelled row of a table with an amount and a tax column ("Subtotal (excl. VAT) | 1,500.00 | 315.00", the
 * column totals under "Amount | VAT % | VAT"): the amount read for the label is the last one, the tax column's total.
 * When that amount is a tax printed on a line of its own, at most `maxVatRate` percent of the first amount of the
 * row, the first amount is the net — a candidate at one label rank more.
 */
function netsBeforeTax(doc: Doc, net: readonly Candidate<number>[], tax: readonly Candidate<number>[]): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  const tol = doc.settings.amountTolerance;
  for (const c of net) {
    if (c.line !== c.labelLine) continue;
    const amounts = findAmounts(c.line.text, doc.convention).filter((a) => a.decimals === 2);
    if (amounts.length < 2 || Math.abs(amounts[amounts.length - 1]!.value - c.value) > tol) continue;
    const n = amounts[0]!.value;
    if (n <= 0 || c.value <= 0 || c.value > (n * doc.settings.maxVatRate) / 100 + tol) continue;
    if (!tax.some((t) => t.labelLine !== c.labelLine && Math.abs(t.value - c.value) <= tol)) continue;
    out.push({ ...c, value: n, rank: c.rank + 1, box: null });
  }
  return out;
}

/** an amount with decimals at the end of a cell, before an optional currency ("1.234,56", "-5 806,00", "307,24 GBP") */
const CELL_AMOUNT = /[-−(]?\d[\d.,'’\s\u00a0\u202f]*[.,]\d{2}\)?-?(?:\s*(?:[€$£]|\p{Lu}\p{L}{0,2}\.?))?\s*$/u;

/**
 * Totals printed after a withholding line that are what is left after it: a gross-labelled amount ("Total factura",
 * "Totale documento", "Total") on a later line of the same page (or right of it in a row of labels over figures) that
 * equals a printed net plus a printed tax (or the sum of consecutive tax lines, one per rate), or a gross printed
 * before the withholding, less the amount withheld. Such a total states what the payer owes (an amount-due candidate,
 * `due`); the gross it implies, that total plus the withholding, is printed nowhere (a gross candidate without a box,
 * `gross`), so that the gross is net + tax and not another total of the page ("Section total").
 */
function leftAfterWithholding(
  withheld: Candidate<number>[],
  net: Candidate<number>[],
  tax: Candidate<number>[],
  gross: Candidate<number>[],
  s: InvoiceSettings,
): { due: Candidate<number>[]; gross: Candidate<number>[] } {
  const tol = s.amountTolerance;
  const before = (a: Candidate<number>, b: Candidate<number>) =>
    a.labelLine.page === b.labelLine.page && (a.labelLine.i < b.labelLine.i || (a.labelLine.i === b.labelLine.i && !!a.box && !!b.box && a.box.bbox[0] < b.box.bbox[0]));
  const taxes = withRunSums(tax, s);
  const fulls = [...gross.map((g) => Math.abs(g.value)), ...net.flatMap((n) => taxes.map((t) => round2(Math.abs(n.value) + Math.abs(t.value))))];
  const out = { due: [] as Candidate<number>[], gross: [] as Candidate<number>[] };
  for (const g of gross) {
    const w = withheld.find((w) => before(w, g) && fulls.some((f) => Math.abs(round2(f - Math.abs(w.value)) - Math.abs(g.value)) <= tol));
    if (!w) continue;
    out.due.push(g);
    out.gross.push({ ...g, value: round2(Math.sign(g.value || 1) * (Math.abs(g.value) + Math.abs(w.value))), box: null });
  }
  return out;
}

/**
 * The rightmost amount of every unlabelled line below the item table (the whole document when there is none), as
 * candidates without a label for the totals (totals.ts `streamTriple`, `settledBelow`): a totals block whose labels the lexicon
 * does not know still adds up.
 */
function amountStream(doc: Doc, skip: Set<number>, labelled: readonly Candidate<number>[]): Candidate<number>[] {
  const after = skip.size ? Math.max(...skip) : -1;
  // a line whose amount carries a label is read as that label says, never as another total
  const taken = new Set(labelled.flatMap((c) => [c.line.i, c.labelLine.i]));
  const out: Candidate<number>[] = [];
  for (const line of doc.lines) {
    if (line.i <= after || skip.has(line.i) || taken.has(line.i)) continue;
    const seg = line.segs[line.segs.length - 1];
    if (!seg || !CELL_AMOUNT.test(seg.text)) continue;
    const value = parseAmountValue(seg.text, doc);
    if (value === null) continue;
    out.push({ value, kind: 'gross', rank: doc.settings.unlabelledRank, via: 'inline', line, seg, labelLine: line, box: boxOf(line.page, seg.words) });
  }
  return out;
}

/**
 * Totals stated in running text ("we charge you EUR 1,200.00 plus 20 % VAT of EUR 240.00, in total EUR 1,440.00"): a
 * letter or premium notice without a totals block. Among the amounts with two decimals in reading order, within
 * `streamWindowLines` lines of each other, the first net, tax and gross with net + tax = gross and a rate printed
 * between net and gross that gives tax = net × rate (the rate is the evidence: two prices and their sum are no totals).
 */
function proseTotals(doc: Doc, skip: Set<number>): { net: number; tax: number; gross: number } | null {
  const s = doc.settings;
  // the lines read as one running text (a rate or an amount may wrap onto the next line: "21 / % btw"), each position
  // knowing its line
  const starts: Array<{ at: number; line: number }> = [];
  let text = '';
  for (const l of doc.lines) {
    if (skip.has(l.i)) continue;
    starts.push({ at: text.length, line: l.i });
    // (a sentence's punctuation around an amount is no part of it: "EUR 240.00,", "1.210,00 €.", "(210,00 €)")
    text += `${l.text.replace(/[()]/g, ' ').replace(/(\d[.,]\d{2}(?:\s?(?:[€$£]|[A-Z]{3}))?)[.,;:]+(?=\s|$)/gu, '$1 ')} `;
  }
  // (positions are whole numbers: the first start after `at` is the first at or after at + 1)
  const startAt = starts.map((x) => x.at);
  const lineAt = (at: number) => starts[lowerBound(startAt, at + 1) - 1]?.line ?? 0;
  const hits = findAmounts(text, doc.convention)
    .filter((m) => m.decimals === 2 && m.value > 0)
    .map((m) => ({ v: m.value, at: m.index, line: lineAt(m.index) }));
  const rates = findPercents(text).filter((p) => p.value > 0 && p.value <= s.maxVatRate);
  const rateAt = rates.map((r) => r.index);
  for (let i = 0; i < hits.length; i++) {
    for (let j = i + 1; j < hits.length && hits[j]!.line - hits[i]!.line <= s.streamWindowLines; j++) {
      const [n, t] = [hits[i]!, hits[j]!];
      if (t.v > (n.v * s.maxVatRate) / 100) continue;
      let ok = false;
      for (let r = lowerBound(rateAt, n.at + 1); r < rates.length && rates[r]!.index < t.at && !ok; r++) ok = Math.abs(round2((n.v * rates[r]!.value) / 100) - t.v) <= s.amountTolerance;
      if (!ok) continue;
      for (let k = j + 1; k < hits.length && hits[k]!.line - hits[i]!.line <= s.streamWindowLines; k++) {
        const g = hits[k]!;
        if (Math.abs(round2(n.v + t.v) - g.v) <= s.amountTolerance) return { net: n.v, tax: t.v, gross: g.v };
      }
    }
  }
  return null;
}

const VAT = alt(TAX_WORDS);
/** A VAT word with a non-zero rate: "inkl. 19 % MwSt.", "VAT 20%", "TVA 5,5 %". */
const VAT_RATE = new RegExp(
  `(?:(?<!\\p{L})${VAT}\\p{L}*\\.?[^\\d%]{0,12}(?:0*[1-9]\\d?(?:[.,]\\d+)?|0[.,]\\d*[1-9]\\d*)\\s*%)|(?:(?<![\\d.,])(?:0*[1-9]\\d?(?:[.,]\\d+)?)\\s*%\\s*${VAT}(?!\\p{L}))`,
  'u',
);

/** The rate of a VAT word with a percentage, either order: "MwSt. 19 %", "VAT 20%", "19 % USt", "TVA 5,5 %". */
const VAT_RATE_VALUE = new RegExp(
  `(?<!\\p{L})${VAT}\\p{L}*\\.?[^\\d%]{0,12}(\\d{1,2}(?:[.,]\\d{1,2})?)\\s*%|(?<![\\d.,])(\\d{1,2}(?:[.,]\\d{1,2})?)\\s*%\\s*${VAT}(?!\\p{L})`,
  'gu',
);

/**
 * Lines whose table prints no tax-rate column get the document's one VAT rate when the totals prove there is only one:
 * tax = net × rate (to the cent, half a cent per line of rounding allowed) for exactly one rate printed beside a VAT word,
 * else for exactly one percentage printed anywhere, else for tax ÷ net itself when that is a whole or half percent between
 * 1 and 30 to the cent; and no line shows another rate. With no tax at all on a non-zero net, the rate is 0.
 */
function fillSingleRate(inv: InvoiceData, doc: Doc): void {
  const s = doc.settings;
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
        if (r > 0 && r < s.maxVatRate) printed.add(r);
      }
    }
    const tolerance = Math.max(s.amountTolerance, items.length * s.perLineRounding);
    const fits = (r: number, tol: number) => Math.abs(Math.abs(net) * (r / 100) - Math.abs(tax)) <= tol && Math.sign(net) === Math.sign(tax);
    let fitting = [...printed].filter((r) => fits(r, tolerance));
    if (!fitting.length) {
      // a percentage printed elsewhere (a "Perc." column of the VAT breakdown)
      const anywhere = new Set<number>();
      for (const l of doc.lines) for (const p of findPercents(l.text)) if (p.value > 0 && p.value < s.maxVatRate) anywhere.add(p.value);
      fitting = [...anywhere].filter((r) => fits(r, tolerance));
    }
    if (!fitting.length) {
      // none printed: tax / net itself when it is a whole or half percent to the cent ("TVA 507,00" on "Total HT 2535,00")
      const r = Math.round((Math.abs(tax) / Math.abs(net)) * 200) / 2;
      if (r >= 1 && r <= 30 && fits(r, s.amountTolerance)) fitting = [r];
    }
    if (fitting.length === 1) rate = fitting[0]!;
  }
  if (rate === null || (known.size === 1 && !known.has(rate))) return;
  for (const l of items) if (l.taxRate === null && l.amount !== null) l.taxRate = rate;
}

const ROUNDING = new RegExp(`(?<!\\p{L})${alt(words((l) => l.rounding))}(?!\\p{L})`, 'u');

/** Amounts of printed cash-rounding lines ("Øreavrunding 0,25", "Rundungsdifferenz -0,02", "Arrondi 0,03"). */
function roundingAmounts(doc: Doc, skip: Set<number>): number[] {
  const out: number[] = [];
  for (const l of doc.lines) {
    if (skip.has(l.i)) continue;
    const m = ROUNDING.exec(l.f);
    if (!m) continue;
    const v = parseAmountValue(l.text.slice(m.index + m[0].length), doc);
    if (v !== null && Math.abs(v) < doc.settings.maxCashRounding) out.push(v);
  }
  return out;
}

/** "Zahlbar innerhalb von 14 Tagen", "payable within 30 days", "Net 30": the issue date plus the payment term. */
const DEADLINE = wordRegExp(words((l) => l.paymentTerms?.deadline));

/**
 * A due date said in a sentence ("Please pay by 15.06.2026.", "Betales senest 12. juni 2023", "Wij verzoeken u het
 * bedrag vóór 12.11.23 over te maken"): a line outside the items with a word of a request to pay (lexicon
 * `paymentTerms.deadline`) and exactly one date, not before the issue date; or early-payment discount terms, whose
 * latest date is the net date (dates.ts `netDateOfDiscountTerms`). The first such line wins.
 */
function dueFromSentence(doc: Doc, skip: Set<number>, issue: string | null): { iso: string; box: SourceBox | null } | null {
  for (const l of doc.lines) {
    if (skip.has(l.i)) continue;
    // early-payment discount terms name a discount date and then the net date, the due date
    const net = discountTermsNetDate(doc, l, issue);
    if (net) return net;
    if (!DEADLINE.test(l.f)) continue;
    const dates = findDates(l.text, doc.dateOrder);
    if (dates.length !== 1) continue;
    const d = dates[0]!;
    if (issue && d.iso <= issue) continue;
    return { iso: d.iso, box: boxOf(l.page, wordsIn(l.words, d.index, d.index + d.length)) };
  }
  return null;
}

/**
 * The net date of early-payment discount terms on a line, or on it and the next line of its page (terms wrapped after
 * their discount clause: "2 % Skonto bis 10.12.2026," / "netto bis 30.12.2026"); dates.ts `netDateOfDiscountTerms`.
 */
function discountTermsNetDate(doc: Doc, l: DocLine, issue: string | null): { iso: string; box: SourceBox | null } | null {
  const own = netDateOfDiscountTerms(l.text, doc.dateOrder, issue);
  if (own) return { iso: own.iso, box: boxOf(l.page, wordsIn(l.words, own.index, own.index + own.length)) };
  const k = doc.lines.indexOf(l);
  const next = k >= 0 ? doc.lines[k + 1] : undefined;
  if (!next || next.page !== l.page || !findDates(l.text, doc.dateOrder).length) return null;
  const joined = netDateOfDiscountTerms(`${l.text} ${next.text}`, doc.dateOrder, issue);
  if (!joined) return null;
  const at = joined.index - l.text.length - 1;
  return at >= 0
    ? { iso: joined.iso, box: boxOf(next.page, wordsIn(next.words, at, at + joined.length)) }
    : { iso: joined.iso, box: boxOf(l.page, wordsIn(l.words, joined.index, joined.index + joined.length)) };
}

function dueFromTerms(doc: Doc, skip: Set<number>, issue: string): string | null {
  for (const l of doc.lines) {
    if (skip.has(l.i)) continue;
    const n = paymentTermDays(l.text, doc.settings.maxPaymentTermDays);
    if (n !== null) return addDays(issue, n);
  }
  return null;
}

function firstDate(doc: Doc): { iso: string; box: SourceBox | null } | null {
  for (const l of doc.lines) {
    if (l.page !== 1) break;
    const d = findDates(l.text, doc.dateOrder)[0];
    if (!d) continue;
    // a payment deadline ("Zahlbar bis zum 10.04.2026", "Due date: …") or a service period ("Period Starting: …") is
    // no date of issue (a date before such words on the line still is)
    const due = matchLabel(l.f, 'dueDate');
    const terms = TERMS_SENTENCE.exec(l.f);
    if ((due && due.start < d.index) || (terms && terms.index < d.index) || opensWithPeriod(l.f)) continue;
    return { iso: d.iso, box: boxOf(l.page, wordsIn(l.words, d.index, d.index + d.length)) };
  }
  return null;
}

/** The first word naming the document's currency (its code, symbol or name, or an amount carrying it). */
function currencyBox(doc: Doc, code: string): SourceBox | null {
  for (const l of doc.lines) {
    for (const w of l.words) if (currencyOf(w.text, doc.language) === code) return boxOf(l.page, [w]);
  }
  // a currency name over several words ("US Dollars")
  for (const l of doc.lines) if (currencyOf(l.text, doc.language) === code) return boxOf(l.page, l.words);
  return null;
}

/**
 * Where a VAT id is printed: as read, else without the country prefix or the "MVA" suffix the reader added
 * ("984 820 011 MVA" read as NO984820011MVA).
 */
function vatIdBox(doc: Doc, id: string): SourceBox | null {
  const c = compactVatId(id);
  const variants = [c, c.replace(/^[A-Z]{2}(?=\d)/, ''), c.replace(/MVA$/, ''), c.replace(/^[A-Z]{2}(?=\d)/, '').replace(/MVA$/, '')];
  for (const v of new Set(variants)) {
    if (v.length < 5) continue;
    const box = locateText(doc, v, { compact: true });
    if (box) return box;
  }
  return null;
}

export type { LineItem };
export { LABELS };

function sameBox(a: SourceBox | null, b: SourceBox | null): boolean {
  if (!a || !b) return a === b;
  return a.page === b.page && a.bbox.every((v, k) => Math.abs(v - b.bbox[k]!) < 0.5);
}
