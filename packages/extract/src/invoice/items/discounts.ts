/**
 * Line discounts printed as their own row under the item they reduce ("Rabatt 5 % | −103,99" under an item of
 * 2.079,84). EN 16931 counts a line allowance inside the line's net amount (BT-131), so such a row is folded into the
 * item above it: that item's amount becomes amount − discount and the discount row is no longer an item. Σ amounts is
 * unchanged, so the sum checks are too.
 *
 * A row is folded only on arithmetic evidence: it has no quantity, an amount of the other sign than the item's (negative
 * under an ordinary item; positive under a credit note's negative item), a discount word (lexicon `columns.discount` or
 * `allowances`), and a percentage p printed on it such that p % of the item above equals the row's amount (within
 * `amountTolerance`, in magnitude). A discount row without a percentage, or one whose percentage is
 * of something else (a document-level discount on the whole invoice), stays as it is.
 */
import type { LineItem, SourceBox } from '../../types.js';
import { columnWordIn, foldKeep } from '../labels.js';
import { alt, words } from '../lexicon/index.js';
import { findPercents } from '../numbers.js';
import type { InvoiceSettings } from '../settings.js';

const DISCOUNT_WORD = columnWordIn('discount');
const ALLOWANCE_WORD = new RegExp(`(?<!\\p{L})${alt(words((l) => l.allowances))}`, 'u');

const cents = (v: number) => Math.round(v * 100);

/** the percentages printed on a discount row (its description, or the rate column it was read into) */
function percentsOf(it: LineItem): number[] {
  const out = findPercents(it.description ?? '').map((p) => p.value);
  if (it.taxRate !== null && !out.includes(it.taxRate)) out.push(it.taxRate);
  return out.filter((p) => p > 0 && p < 100);
}

function isDiscountRow(it: LineItem): boolean {
  if (it.amount === null || it.amount === 0 || it.quantity !== null) return false;
  const f = foldKeep(it.description ?? '');
  return DISCOUNT_WORD.test(f) || ALLOWANCE_WORD.test(f);
}

/**
 * Finds proven line-discount rows and subtracts each from the item above it (mutating that item's amount). Returns the
 * indices of the discount rows, which the caller removes, each with the index of the item it was folded into.
 */
export function discountFolds(items: readonly LineItem[], settings: InvoiceSettings): Map<number, number> {
  const folds = new Map<number, number>();
  let host = -1;
  for (let k = 0; k < items.length; k++) {
    const it = items[k]!;
    const prev = host >= 0 ? items[host] : undefined;
    if (prev && prev.amount !== null && prev.amount !== 0 && isDiscountRow(it) && Math.sign(it.amount!) === -Math.sign(prev.amount) && !isDiscountRow(prev)) {
      const off = Math.abs(it.amount!);
      const proven = percentsOf(it).some((p) => Math.abs((Math.abs(prev.amount!) * p) / 100 - off) <= settings.amountTolerance);
      if (proven) {
        // the discount is the line's allowance (EN 16931 BT-136), already out of its amount; it is subtracted from
        // quantity × price, so it takes that product's sign (the amount's when the row prints no product)
        const product = prev.quantity !== null && prev.unitPrice !== null ? prev.quantity * prev.unitPrice : prev.amount;
        prev.amount = (cents(prev.amount) + cents(it.amount!)) / 100;
        prev.allowance = (cents(prev.allowance ?? 0) + Math.sign(product || 1) * cents(off)) / 100;
        folds.set(k, host);
        continue;
      }
    }
    host = k;
  }
  return folds;
}

/**
 * Keeps the items at the indices `keep` (in order) and renumbers the `invoice.lineItems.N.*` keys of `sources` to match;
 * the boxes of items not kept go.
 */
export function keepItems(items: LineItem[], sources: Record<string, SourceBox> | undefined, keep: readonly number[]): void {
  if (sources) {
    const at = new Map(keep.map((k, n) => [k, n]));
    const moved: Record<string, SourceBox> = {};
    for (const [key, box] of Object.entries(sources)) {
      const m = /^invoice\.lineItems\.(\d+)\.(.+)$/.exec(key);
      if (!m) continue;
      delete sources[key];
      const n = at.get(Number(m[1]));
      if (n !== undefined) moved[`invoice.lineItems.${n}.${m[2]}`] = box;
    }
    Object.assign(sources, moved);
  }
  items.splice(0, items.length, ...keep.map((k) => items[k]!));
}

/** Folds proven line-discount rows of a finished table into the item above; renumbers `sources` keys to match. */
export function foldLineDiscounts(items: LineItem[], sources: Record<string, SourceBox> | undefined, settings: InvoiceSettings): number {
  const folds = discountFolds(items, settings);
  if (!folds.size) return 0;
  keepItems(items, sources, items.map((_, k) => k).filter((k) => !folds.has(k)));
  return folds.size;
}
