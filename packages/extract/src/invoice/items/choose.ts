/**
 * One item table from two readings: the header reading (lineItems.ts: columns named by header words) and the
 * arithmetic reading (arithmetic.ts: rows whose amounts add up to a printed total, columns by value relations).
 * The header reading is kept when its items satisfy quantity × price = amount more often than the arithmetic reading's
 * and its amounts are borne out (most items multiply out exactly, or most amounts are shared with the arithmetic
 * reading, or they add up to an amount printed outside its rows), or as often and over the same rows (or with that
 * printed sum), or when it holds the arithmetic reading and takes its quantities and prices (multiplying out as often as
 * the arithmetic items whose amounts it shares); otherwise the arithmetic
 * reading, proven by the sum it found, replaces it.
 */
import type { LineItem, SourceBox } from '../../types.js';
import type { Doc } from '../doc.js';
import { findAmounts } from '../numbers.js';
import { type ArithmeticTable, findArithmeticTable } from './arithmetic.js';
import type { ItemTable } from '../lineItems.js';
import { addLineTerms } from './lineTerms.js';
import { findListedItems } from './listed.js';
import { priceFit } from './relations.js';
import type { InvoiceSettings } from '../settings.js';

export type ItemSources = Record<string, SourceBox>;

/**
 * The items' amounts add up to an amount printed outside their rows. Each line amount is rounded to the cent on its
 * own, so their sum may miss a total computed from the unrounded lines (or from the gross) by up to half a cent a
 * line: "40,66 + 16,10 = 56,76" under a printed net of 56,77 (computed from the gross) is that sum.
 */
function sumIsPrinted(doc: Doc, t: ItemTable): boolean {
  const sum = Math.round(t.items.reduce((s, it) => s + (it.amount ?? 0), 0) * 100);
  if (!t.items.length) return false;
  return printedOutside(doc, sum, t.lines, Math.floor(t.items.filter((it) => it.amount !== null).length / 2));
}

/** An amount of `cents` (within `slack` cents) is printed on a line not in `own`; a zero sum never is. */
export function printedOutside(doc: Doc, cents: number, own: ReadonlySet<number>, slack: number): boolean {
  if (cents === 0) return false;
  return doc.lines.some((l) => !own.has(l.i) && findAmounts(l.text, doc.convention).some((m) => Math.abs(Math.round(m.value * 100) - cents) <= slack));
}

function fromArithmetic(a: ArithmeticTable, headerLine: number): ItemTable & { sources: ItemSources } {
  const sources: ItemSources = {};
  a.items.forEach((it, n) => {
    for (const [k, b] of Object.entries(it.sources)) if (b) sources[`invoice.lineItems.${n}.${k}`] = b;
  });
  return {
    columns: [{ concept: 'amount', x0: a.amountX1 - 1, x1: a.amountX1, numeric: true }],
    items: a.items.map((it) => it.item),
    lines: a.lines,
    headerLine,
    sources,
  };
}

/** Share of the arithmetic reading's amounts that the header reading also has. */
function sharedAmounts(header: ItemTable, a: ArithmeticTable): number {
  return a.items.length ? sharedCount(header, a) / a.items.length : 0;
}

/** How many of the arithmetic reading's amounts the header reading has too (each header amount used once). */
function sharedCount(header: ItemTable, a: ArithmeticTable): number {
  const pool = new Map<number, number>();
  for (const it of header.items) if (it.amount !== null) pool.set(Math.round(it.amount * 100), (pool.get(Math.round(it.amount * 100)) ?? 0) + 1);
  let shared = 0;
  for (const it of a.items) {
    const k = Math.round((it.item.amount ?? 0) * 100);
    const n = pool.get(k) ?? 0;
    if (n > 0) {
      shared++;
      pool.set(k, n - 1);
    }
  }
  return shared;
}

/**
 * Quantity and price are told apart by arithmetic only up to their order (q × p = p × q). Where the header reading
 * read the same item (same description) with a quantity under its quantity header, and that quantity is the
 * arithmetic reading's price, the two swap.
 */
function orientByHeader(t: ItemTable & { sources: ItemSources }, header: ItemTable | null): void {
  if (!header) return;
  const pool = [...header.items];
  t.items.forEach((it, n) => {
    const k = pool.findIndex((h) => h.description !== null && h.description === it.description);
    if (k < 0) return;
    const h = pool.splice(k, 1)[0]!;
    if (h.quantity === null || it.unitPrice === null || h.quantity === it.quantity || Math.abs(h.quantity - it.unitPrice) > 1e-9) return;
    [it.quantity, it.unitPrice] = [it.unitPrice, it.quantity];
    const qs = t.sources[`invoice.lineItems.${n}.quantity`];
    const ps = t.sources[`invoice.lineItems.${n}.unitPrice`];
    if (ps) t.sources[`invoice.lineItems.${n}.quantity`] = ps;
    else delete t.sources[`invoice.lineItems.${n}.quantity`];
    if (qs) t.sources[`invoice.lineItems.${n}.unitPrice`] = qs;
    else delete t.sources[`invoice.lineItems.${n}.unitPrice`];
  });
}

/**
 * The header reading with the quantities and prices it lacks taken from the arithmetic reading's item with the same
 * amount whose quantity × price gives it (exactly or less a line discount; each arithmetic item used once) — a copy, the
 * header reading itself unchanged; null when nothing was filled.
 */
function withArithmeticFills(header: ItemTable, a: ArithmeticTable, s: InvoiceSettings): ItemTable | null {
  const pool = a.items.filter((x) => priceFit(x.item.quantity, x.item.unitPrice, x.item.amount, s) > 0);
  const sources = header.sources ? { ...header.sources } : undefined;
  let filled = false;
  const items = header.items.map((it, n) => {
    if (it.amount === null || (it.quantity !== null && it.unitPrice !== null)) return it;
    const k = pool.findIndex((x) => x.item.amount === it.amount && (it.quantity === null || it.quantity === x.item.quantity) && (it.unitPrice === null || it.unitPrice === x.item.unitPrice));
    if (k < 0) return it;
    const x = pool.splice(k, 1)[0]!;
    const out = { ...it };
    for (const key of ['quantity', 'unitPrice'] as const) {
      if (out[key] !== null) continue;
      out[key] = x.item[key];
      const b = x.sources[key];
      if (b && sources) sources[`invoice.lineItems.${n}.${key}`] = b;
    }
    filled = true;
    return out;
  });
  return filled ? { ...header, items, sources } : null;
}

/**
 * A header reading that holds the arithmetic one (more items, most of the arithmetic amounts) with the quantities and
 * prices it missed taken from it (two quantity columns, ordered and delivered, one not named by its head), when the
 * result multiplies out as often as the arithmetic items whose amounts it shares — an arithmetic item it does not have
 * (a discount row read into the row above it) proves nothing against it; else null.
 */
export function holdingArithmetic(header: ItemTable, a: ArithmeticTable, s: InvoiceSettings): ItemTable | null {
  if (header.items.length <= a.items.length || sharedAmounts(header, a) < 0.8) return null;
  const filled = withArithmeticFills(header, a, s);
  if (!filled) return null;
  const amounts = new Set(header.items.map((it) => it.amount));
  const shared = a.items.filter((x) => amounts.has(x.item.amount) && priceFit(x.item.quantity, x.item.unitPrice, x.item.amount, s) > 0).length;
  return consistent(filled.items, s) >= shared ? filled : null;
}

/**
 * Share of the items whose quantity × price gives their amount exactly — or, for an item with its printed line discount
 * folded in, gives the amount before that discount (the discount is on the page, not assumed: a discount row folded
 * into the item, or a percentage printed on the item's own row that makes the arithmetic hold, lineTerms.ts).
 */
export function exactShare(doc: Doc, t: ItemTable): number {
  const s = doc.settings;
  // (on a copy: the reading is only being weighed here)
  const items = t.items.map((it) => ({ ...it }));
  addLineTerms(doc, items, t.sources);
  const exact = (it: LineItem) =>
    priceFit(it.quantity, it.unitPrice, it.amount, s) === 2 ||
    (!!it.allowance && it.amount !== null && priceFit(it.quantity, it.unitPrice, Math.abs(it.amount) + Math.abs(it.allowance), s) === 2);
  return items.length ? items.filter(exact).length / items.length : 0;
}

/** Items whose quantity × price gives their amount (or more by a plausible line discount): {@link priceFit}. */
function consistent(items: readonly LineItem[], s: InvoiceSettings): number {
  return items.filter((it) => priceFit(it.quantity, it.unitPrice, it.amount, s) > 0).length;
}

export function chooseItemTable(doc: Doc, header: ItemTable | null): ItemTable | null {
  // (columns of left-aligned or centred figures are looked for only where no header reading found items with a quantity
  // or a price: under a table header, the header's columns place such figures)
  const priced = !!header && header.items.some((it) => it.quantity !== null || it.unitPrice !== null);
  let a = findArithmeticTable(doc, !priced);
  // (an arithmetic reading that holds every amount of the header reading and finds at least `itemArithmeticHolds` times
  // as many items — its sum printed, as every arithmetic reading's is — is the table: the header reading stopped early,
  // at a group's subtotal set off its column, say; the header still names the columns, orientByHeader)
  const holds = (h: ItemTable, t: ArithmeticTable | null): boolean => {
    const k = doc.settings.itemArithmeticHolds;
    return !!t && k > 0 && t.items.length >= k * h.items.length && sharedCount(h, t) === h.items.filter((it) => it.amount !== null).length;
  };
  // (where the right edges hold fewer items than the header reading — figures centred or left-aligned under a header —
  // those are searched too, for such a reading)
  if (header && priced && doc.settings.itemArithmeticHolds > 0 && (a?.items.length ?? 0) < header.items.length) {
    const other = findArithmeticTable(doc, true);
    if (holds(header, other)) a = other;
  }
  // no item found by either reading: items listed in running text, one per line (listed.ts)
  if (!a || !a.items.length) return header && header.items.length ? header : (findListedItems(doc) ?? header);
  if (header && header.items.length && !holds(header, a)) {
    const hc = consistent(header.items, doc.settings);
    const ac = consistent(a.items.map((x) => x.item), doc.settings);
    // a header reading with more items that multiply out wins when its amounts are borne out (most of its items multiply
    // out exactly, or most of its amounts are the arithmetic reading's, or their sum is printed: a price-unit column of
    // 1s and 100s read as the amounts "multiplies out" only as a price per 1000 less a discount, and is none of these);
    // as many, over the same rows (or proven by its own sum), it names its columns by their headers
    if (hc > ac && (exactShare(doc, header) >= 0.5 || sharedAmounts(header, a) >= 0.5 || sumIsPrinted(doc, header))) return header;
    if (hc === ac && ((header.items.length >= a.items.length && sharedAmounts(header, a) >= 0.8) || sumIsPrinted(doc, header))) return header;
    // a header reading that holds the arithmetic one (more items, most of its amounts) but missed quantities or prices
    // the arithmetic found (two quantity columns, ordered and delivered): it takes them, and then wins on the same terms
    if (hc < ac) {
      const filled = holdingArithmetic(header, a, doc.settings);
      if (filled) return filled;
    }
  }
  const t = fromArithmetic(a, header?.headerLine ?? Math.min(...a.lines));
  orientByHeader(t, header);
  return t;
}
