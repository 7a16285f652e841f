/**
 * Arithmetic checks of an invoice. Tolerance: amounts are compared after rounding to cents, and a difference up to
 * 0.01 per rounded term is accepted (a sum of n line amounts may differ by up to n × 0.005, capped at 0.05), because
 * invoices round every line and every tax amount separately.
 *
 * Names are stable strings:
 * - `line-items-sum-to-net`: Σ line amounts + Σ document charges − Σ document allowances = net (only when there are
 *   line items with amounts and a net total);
 * - `net-plus-tax-equals-gross`: net + tax = gross (when all three are known);
 * - `quantity-times-unit-price:line-N` (N 1-based): quantity × unit price ÷ price base quantity − line allowance =
 *   amount (EN 16931: BT-146 ÷ BT-149 × BT-129 − BT-136 = BT-131), for every line with quantity, price and amount;
 * - `gross-minus-prepaid-equals-due`: gross − prepaid − withholding + rounding = amount due (EN 16931 BT-112 − BT-113
 *   + BT-114 = BT-115, less the tax the payer withholds at source, which EN 16931 does not model; no prepaid,
 *   withholding or rounding amount counts as 0; either sign, as for the sums), when gross and due are known.
 * A check whose inputs are unknown is not reported (it is neither passed nor failed).
 */
import type { Check, InvoiceData } from '../types.js';
import { round2 } from './numbers.js';

const CENT = 0.01 + 1e-9;

/**
 * How far quantity × unit price ÷ price base may be from the printed amount: unit prices with more than two decimals
 * round the product, so half a cent per price base is accepted (never less than `floor`, one cent by default).
 */
export function lineProductTolerance(quantity: number, base: number, floor = CENT): number {
  return Math.max(floor, (Math.abs(quantity) / base) * 0.005 + 1e-9);
}

export function runChecks(invoice: InvoiceData): Check[] {
  const checks: Check[] = [];
  const lines = invoice.lineItems.filter((l) => l.amount !== null);
  const { net, tax, gross } = invoice.totals;
  if (lines.length && net !== null) {
    const adjust = (invoice.charges ?? []).reduce((s, c) => s + c.amount, 0) - (invoice.allowances ?? []).reduce((s, a) => s + a.amount, 0);
    const sum = round2(lines.reduce((s, l) => s + (l.amount ?? 0), 0) + adjust);
    const tol = Math.min(0.05, Math.max(CENT, lines.length * 0.005 + 1e-9));
    checks.push({ name: 'line-items-sum-to-net', ok: Math.abs(sum - net) <= tol || Math.abs(Math.abs(sum) - Math.abs(net)) <= tol, expected: net, actual: sum });
  }
  if (net !== null && tax !== null && gross !== null) {
    const sum = round2(net + tax);
    checks.push({ name: 'net-plus-tax-equals-gross', ok: Math.abs(sum - gross) <= CENT, expected: gross, actual: sum });
  }
  const { due } = invoice.totals;
  if (gross !== null && due !== null) {
    const rest = round2(gross - (invoice.totals.prepaid ?? 0) - (invoice.totals.withholding ?? 0) + (invoice.totals.rounding ?? 0));
    // (of either sign, like the sums above: a credit note may print its amount due unsigned)
    checks.push({ name: 'gross-minus-prepaid-equals-due', ok: Math.abs(rest - due) <= CENT || Math.abs(Math.abs(rest) - Math.abs(due)) <= CENT, expected: due, actual: rest });
  }
  invoice.lineItems.forEach((l, i) => {
    if (l.quantity === null || l.unitPrice === null || l.amount === null) return;
    const base = l.priceBaseQuantity && l.priceBaseQuantity > 0 ? l.priceBaseQuantity : 1;
    const product = round2((l.quantity * l.unitPrice) / base - (l.allowance ?? 0));
    const tol = lineProductTolerance(l.quantity, base);
    checks.push({
      name: `quantity-times-unit-price:line-${i + 1}`,
      ok: Math.abs(product - l.amount) <= tol || Math.abs(Math.abs(product) - Math.abs(l.amount)) <= tol,
      expected: l.amount,
      actual: product,
    });
  });
  return checks;
}
