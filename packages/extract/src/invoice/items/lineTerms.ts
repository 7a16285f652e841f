/**
 * A line's printed arithmetic beyond quantity × price: a price quoted per 100 or 1000 units ("12,40/100", a price-unit
 * figure on the row) and a line discount (a percentage on the row). When the line's own figures prove them —
 * quantity × price ÷ base × (1 − discount %) = amount — the line gets its price base quantity (EN 16931 BT-149) and its
 * allowance (BT-136, the discount's amount, already out of `amount`), so the quantity × price check of the result
 * holds where the printed arithmetic holds. Nothing is set without that proof.
 */
import type { LineItem, SourceBox } from '../../types.js';
import type { Doc, DocLine } from '../doc.js';
import { lineProductTolerance } from '../checks.js';
import { findPercents, round2 } from '../numbers.js';
import { withSignOf } from './relations.js';

/** "12,40/100", "74,72 / 1000": the base a printed price is quoted for */
const SUFFIX_BASE = /\d\s?\/\s?(100|1000)(?!\d)/;
/** a standalone "100" or "1000" on the row (a price-unit column) */
const BASE_FIGURE = /(?<![\d.,])(100|1000)(?![\d.,])/g;

function lineAt(doc: Doc, box: SourceBox | undefined): DocLine | undefined {
  if (!box) return undefined;
  const [, y0, , y1] = box.bbox;
  return doc.lines.find((l) => l.page === box.page && l.y0 <= y1 && l.y1 >= y0);
}

export function addLineTerms(doc: Doc, items: LineItem[], sources: Record<string, SourceBox> | undefined): void {
  const tol = (q: number, base: number) => lineProductTolerance(q, base, doc.settings.amountTolerance);
  items.forEach((it, n) => {
    const { quantity: q, unitPrice: p } = it;
    if (q === null || p === null || it.amount === null || it.amount === 0) return;
    const a = withSignOf(q * p, it.amount);
    const base0 = it.priceBaseQuantity ?? 1;
    // (a discount row folded into the line already gave its allowance: only the base may be missing)
    const allowance = it.allowance ?? 0;
    const held = (base: number, d: number) => Math.abs(((q * p) / base) * (1 - d / 100) - allowance - a) <= tol(q, base);
    if (held(base0, 0)) return;
    const line = lineAt(doc, sources?.[`invoice.lineItems.${n}.amount`] ?? sources?.[`invoice.lineItems.${n}.unitPrice`]);
    if (!line) return;
    const bases = new Set<number>([base0]);
    const suffix = SUFFIX_BASE.exec(line.text)?.[1];
    if (suffix) bases.add(Number(suffix));
    for (const m of line.text.matchAll(BASE_FIGURE)) bases.add(Number(m[1]));
    const discounts = it.allowance != null ? [0] : [0, ...findPercents(line.text).map((x) => x.value).filter((d) => d > 0 && d < 100)];
    for (const base of bases) {
      const d = discounts.find((x) => held(base, x));
      if (d === undefined) continue;
      if (base !== 1) it.priceBaseQuantity = base;
      if (d > 0) it.allowance = round2((q * p) / base - a);
      return;
    }
  });
}
