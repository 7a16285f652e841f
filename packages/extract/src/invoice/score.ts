/**
 * The one scoring function of header-field candidates (number, dates, totals; fields.ts collects them).
 *
 * A candidate is a value paired with a printed label. Its **cost** (lower is better) sums its evidence:
 * - `rank`: the label's specificity — its position in the merged lexicon list of its field (lexicon/index.ts
 *   `rankedLabels`: specific labels of every language, then generic fallbacks, then bare column heads);
 *   a label behind a qualifying word ("Positionen netto") adds `qualifiedLabelPenalty` (applied when collected);
 * - `belowPenalty` when the value was read under its label rather than beside it;
 * - `dueAsGrossPenalty` when an amount-due label stands in for the gross total (totals.ts).
 *
 * Totals are chosen together (totals.ts): the net/tax/gross triple with net + tax = gross and the lowest sum of
 * costs, plus an arithmetic penalty (0 exact to `amountTolerance`, 0.5 for a credit note's unsigned tax, 1 for cash
 * rounding), minus 0.001 × the gross label's line index so that the later (final) total wins ties; sums of
 * consecutive per-group or per-rate lines cost their members plus 1, so a printed total is preferred to a sum. The
 * amount due is the one the arithmetic explains (gross, or gross − a printed prepayment) before the best-labelled one.
 * All weights are settings (settings.ts).
 */
import type { Candidate } from './fields.js';
import type { InvoiceSettings } from './settings.js';

export function candidateCost<T>(c: Candidate<T>, s: InvoiceSettings): number {
  return c.rank + (c.via === 'below' ? s.belowPenalty : 0);
}
