/**
 * The arithmetic one line item must satisfy: quantity × unit price (per 1, 100 or 1000 units) = amount, exactly or
 * less a plausible line discount. One definition for every reader that tests a reading of the columns.
 */
import type { InvoiceSettings } from '../settings.js';

/** Units a printed price may be quoted per ("price per 100 pieces"). */
export const PRICE_PER_BASES: readonly number[] = [1, 100, 1000];

/**
 * The amount compared with a product of quantity and price: a credit line prints its amount negative beside an
 * unsigned quantity and price ("2 × 5,00 = (10,00)", "10,00-"), or the reverse, so the relation is one of magnitudes —
 * the amount is taken with the product's sign.
 */
export function withSignOf(product: number, amount: number): number {
  return product !== 0 && amount !== 0 && Math.sign(product) !== Math.sign(amount) ? -amount : amount;
}

/**
 * How well `quantity × price ÷ base = amount` (up to sign: {@link withSignOf}) holds for some price base (of `bases`, the printed one when a column
 * gives it): 2 when it holds within the amount tolerance
 * and rounding, 1 when the amount is less than the product by a plausible line discount (up to half), 0 otherwise.
 */
export function priceFit(
  quantity: number | null,
  unitPrice: number | null,
  amount: number | null,
  s: Pick<InvoiceSettings, 'amountTolerance' | 'itemRelationRel'>,
  bases: readonly number[] = PRICE_PER_BASES,
): 0 | 1 | 2 {
  if (quantity === null || unitPrice === null || amount === null || amount === 0) return 0;
  let best: 0 | 1 = 0;
  for (const base of bases) {
    const full = (quantity * unitPrice) / base;
    amount = withSignOf(full, amount);
    if (Math.abs(full - amount) <= s.amountTolerance + s.itemRelationRel * Math.abs(amount)) return 2;
    const off = 1 - amount / full;
    if (full !== 0 && Math.sign(full) === Math.sign(amount) && off > 0 && off <= 0.5) best = 1;
  }
  return best;
}
