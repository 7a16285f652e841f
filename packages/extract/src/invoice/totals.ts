/**
 * Totals: every labelled net / tax / gross / due candidate is collected; the net/tax/gross triple with
 * net + tax = gross (± 0.01) and the best labels is chosen. A missing member of the triple is computed from the
 * two others; a lone gross gives nothing else. The amount due is the labelled "amount due / Zahlbetrag / Net à
 * payer…" when printed, otherwise the gross (an invoice with no prepayment is due in full).
 */
import type { Candidate } from './fields.js';
import { round2 } from './numbers.js';

export function best<T>(cands: Candidate<T>[]): Candidate<T> | null {
  let b: Candidate<T> | null = null;
  for (const c of cands) {
    const viaPenalty = (x: Candidate<T>) => (x.via === 'below' ? 0.5 : 0);
    if (!b || c.rank + viaPenalty(c) < b.rank + viaPenalty(b)) b = c;
  }
  return b;
}

export interface Totals {
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
