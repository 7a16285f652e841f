/**
 * Totals: every labelled net / tax / gross / due candidate is collected; the net/tax/gross triple with
 * net + tax = gross (± 0.01) and the best labels is chosen. When no single triple adds up, sums of consecutive net or
 * tax lines (one per group or VAT rate) are tried, and an "amount due" may stand for the gross; then cash rounding
 * (a whole-unit total, or a printed rounding line) is accepted. A credit note's unsigned tax takes the sign of its
 * net and gross. Without a triple, a tax that is its printed rate of (gross − tax) makes gross − tax the net (the
 * printed net was a subtotal before shipping or other charges). A missing member of the triple is computed from the two others; a lone gross gives nothing else,
 * except when no tax is printed at all and the lines add up to it (an invoice without VAT: net = gross, tax 0).
 * The amount due is the labelled "amount due / Zahlbetrag / Net à payer…" when printed, otherwise the gross (an
 * invoice with no prepayment is due in full).
 */
import type { Candidate } from './fields.js';
import { findPercents, round2 } from './numbers.js';
import { opensWithCharge } from './payment.js';
import { unionBox } from './provenance.js';
import { candidateCost } from './score.js';
import { DEFAULT_INVOICE_SETTINGS, type InvoiceSettings } from './settings.js';
import type { SourceBox } from '../types.js';

/** A candidate's cost (score.ts). */
const costOf = candidateCost;

/** The cheapest candidate (the first of equals). */
export function best<T>(cands: Candidate<T>[], s: InvoiceSettings = DEFAULT_INVOICE_SETTINGS): Candidate<T> | null {
  let b: Candidate<T> | null = null;
  for (const c of cands) if (!b || costOf(c, s) < costOf(b, s)) b = c;
  return b;
}

export interface Totals {
  net: number | null;
  tax: number | null;
  gross: number | null;
  due: number | null;
  /** what was paid before (a printed prepayment or deposit), signed like the gross: gross − prepaid = due */
  prepaid: number | null;
  /** tax the payer withholds at source (IRPF, ritenuta d'acconto), signed like the gross: gross − prepaid − withholding = due */
  withholding: number | null;
  /** a printed rounding of the amount due (cash rounding, EN 16931 BT-114): gross − prepaid + rounding = due */
  rounding: number | null;
}

export function chooseTotals(
  net: Candidate<number>[],
  tax: Candidate<number>[],
  gross: Candidate<number>[],
  due: Candidate<number>[],
  lineSum: number | null,
  rounding: number[] = [],
  /** the document names a non-zero VAT rate somewhere ("inkl. 19 % MwSt.") */
  vatRateStated = false,
  s: InvoiceSettings = DEFAULT_INVOICE_SETTINGS,
  /** printed prepayments ("Anzahlung", "Acompte", "Deposit"): gross − prepaid = due */
  prepaid: Candidate<number>[] = [],
  /** the rightmost amount of each line below the items, labelled or not (understand.ts `amountStream`) */
  stream: Candidate<number>[] = [],
  /** printed withholding taxes ("Retención IRPF 15 %", "Ritenuta d'acconto"): gross − withholding = due */
  withheld: Candidate<number>[] = [],
  /** what the line items add up to before tax, printed nowhere: their amounts' sum and their quantities × unit prices */
  itemNets: number[] = [],
): ChosenTotals {
  const tol = s.amountTolerance;
  const best = <T>(c: Candidate<T>[]) => bestOf(c, s);
  // an invoice that only prints "Amount due" states its gross there (nothing was prepaid)
  const grossOrDue = [...gross, ...due.map((d) => ({ ...d, rank: d.rank + s.dueAsGrossPenalty }))];
  const bestTriple =
    findTriple(net, tax, gross, s, undefined, lineSum) ??
    findTriple(withRunSums(net, s), withRunSums(tax, s), grossOrDue, s, undefined, lineSum) ??
    findTriple(net, tax, grossOrDue, s, rounding) ??
    findTriple(lineSumPrinted(lineSum, [...gross, ...due, ...stream], s), tax, grossOrDue, s, rounding) ??
    // tax components (one line per tax: "CGST 2.5 % 39.75" · "SGST 2.5 % 39.75") and a printed rounding before the total
    findTriple(withRunSums(net, s), withRunSums(tax, s), grossOrDue, s, rounding) ??
    streamTriple(net, tax, grossOrDue, stream, s) ??
    // (the items' net, printed nowhere, and the tax components may round to the total as the other triples do — a
    // rounding line among the items, "ROUND OFF 0.40", then a whole-rupee total)
    itemsTriple(itemNets, tax, grossOrDue, s, rounding);
  const out: Totals = { net: null, tax: null, gross: null, due: null, prepaid: null, withholding: null, rounding: null };
  if (bestTriple) {
    out.net = bestTriple.n.value;
    // a credit note may print its tax unsigned next to negative net and gross ("Taxes 14,99" / "Total TTC -233,47")
    out.tax = bestTriple.unsigned ? -bestTriple.t.value : bestTriple.t.value;
    out.gross = bestTriple.g.value;
  } else {
    // pairs: net + tax, net & gross, tax & gross
    const pickNet = net.find((n) => lineSum !== null && Math.abs(n.value - lineSum) <= tol) ?? best(net);
    const pickTax = best(tax);
    // without a consistent triple, a gross equal to the printed amount due is the likelier total
    // (of several totals, the one the items add up to: a second block below — the breakdown of one item, "Materialen
    // 120,00" itemised — prints a total of its own)
    // (none printed, nothing prepaid and no tax printed, beside a printed net it covers: the amount due states the gross,
    // as in the triple search above — "Subtotal 40.00 · Tax Rate 0% · Amount Due 40.00"; with a printed tax the gross is
    // net + tax and a larger amount due is rounded or carries more)
    const dueAsGross = bestLast(due, s);
    const pickGross =
      gross.find((g) => due.some((d) => Math.abs(d.value - g.value) <= tol)) ??
      (lineSum !== null && gross.length > 1 ? gross.find((g) => Math.abs(g.value - lineSum) <= tol) : undefined) ??
      bestLast(gross, s) ??
      (!prepaid.length &&
      !pickTax &&
      pickNet &&
      pickNet.value !== 0 &&
      dueAsGross &&
      Math.sign(dueAsGross.value) === Math.sign(pickNet.value) &&
      Math.abs(dueAsGross.value) >= Math.abs(pickNet.value) - tol
        ? dueAsGross
        : null) ??
      // (an invoice that prints only the amount due, equal to its lines, no net: the gross is stated there too)
      (lineSum !== null && !net.length ? (due.find((d) => Math.abs(d.value - lineSum) <= tol) ?? null) : null) ??
      // (nor any net, tax, gross, prepayment or line: the one amount printed, the amount due, is the invoice's total)
      (lineSum === null && !net.length && !tax.length && !prepaid.length ? bestLast(due, s) : null);
    out.gross = pickGross?.value ?? null;
    // without a printed net or gross the line items add up to the net
    out.net = pickNet?.value ?? (out.gross === null ? lineSum : null);
    out.tax = pickTax?.value ?? null;
    // "Subtotal 1,500.00 · Discount (150.00) · Total 1,350.00" with no tax printed or named anywhere: the amount between
    // them that takes the subtotal down to the total is a document allowance; the invoice's net is its total, tax 0
    if (
      !tax.length &&
      !vatRateStated &&
      pickNet &&
      pickGross &&
      out.net !== null &&
      out.gross !== null &&
      Math.sign(out.net) === Math.sign(out.gross) &&
      Math.abs(out.gross) < Math.abs(out.net) - tol &&
      stream.some((c) => between(pickNet, pickGross, c) && Math.abs(Math.abs(c.value) - Math.abs(round2(out.net! - out.gross!))) <= tol)
    ) {
      out.net = out.gross;
      out.tax = 0;
    } else if (out.net !== null && out.gross !== null && out.tax !== null && pickTax && Math.abs(round2(out.net + out.tax) - out.gross) > tol && rateOfBase(pickTax, round2(out.gross - out.tax), s) && !rateOfBase(pickTax, out.net, s)) {
      // "Subtotal 100 · Shipping 10 · VAT 20 % 22 · Total 132": the tax is its rate of gross − tax, so the printed
      // net is a subtotal before charges and the taxable amount is gross − tax
      out.net = round2(out.gross - out.tax);
    } else if (out.net !== null && out.gross !== null) {
      const t = round2(out.gross - out.net);
      // "Taxable amount 100.00 · Total taxes 15.00 · Shipping 9.99 · Total amount 124.99": an amount printed between the
      // tax and the gross that makes net + tax + it = gross is a charge after the tax (not taxed); the printed tax stands
      const chargeAfter = (tx: Candidate<number>, g: Candidate<number>) =>
        stream.some((c) => between(tx, g, c) && Math.abs(round2(out.net! + tx.value + c.value) - out.gross!) <= tol);
      if ((out.tax === null || Math.abs(out.tax - t) > tol) && !(pickTax && pickGross && chargeAfter(pickTax, pickGross))) {
        const matching = tax.find((c) => Math.abs(c.value - t) <= tol);
        // a labelled tax beside a net equal to the gross ("Subtotal 107.00 · Total Tax 7.00 · Grand Total 107.00": the
        // lines, and so their subtotal, include the tax): the printed tax stands and the net is the gross less it
        const included =
          !matching &&
          s.taxIncludedInEqualTotals > 0 &&
          Math.abs(t) <= tol &&
          pickTax != null &&
          pickTax.value !== 0 &&
          Math.sign(pickTax.value) === Math.sign(out.gross) &&
          Math.abs(pickTax.value) * 100 <= s.maxVatRate * Math.abs(out.gross - pickTax.value);
        if (included) out.net = round2(out.gross - pickTax!.value);
        // (a tax of the other sign than the gross is no tax: a credit note's are both negative)
        else out.tax = matching ? matching.value : t === 0 || Math.sign(t) === Math.sign(out.gross) ? t : out.tax;
      }
    } else if (out.net !== null && out.tax !== null) {
      out.gross = round2(out.net + out.tax);
      // no gross printed: "Subtotal 240.00 · Sales tax 19.80 · Shipping & handling 15.00 · Total due 274.80" — an
      // amount printed between the tax and the amount due that makes net + tax + it = due is a charge after the tax,
      // and the amount due (nothing prepaid) is the invoice's total
      const charged =
        !prepaid.length && pickTax && dueAsGross && dueAsGross.labelLine.page === pickTax.labelLine.page
          ? stream.find(
              (c) =>
                c.labelLine.page === pickTax.labelLine.page &&
                c.labelLine.i > pickTax.labelLine.i &&
                c.labelLine.i < dueAsGross.labelLine.i &&
                c.value > 0 &&
                Math.abs(round2(out.net! + pickTax.value + c.value) - dueAsGross.value) <= tol,
            )
          : undefined;
      if (charged && dueAsGross) out.gross = dueAsGross.value;
    }
    else if (out.gross !== null && out.tax !== null) out.net = round2(out.gross - out.tax);
    else if (out.net === null && out.gross !== null && !tax.length && !vatRateStated && lineSum !== null && Math.abs(lineSum - out.gross) <= tol) {
      // no tax printed anywhere and the lines add up to the total: an invoice without VAT (export, reverse charge)
      out.net = out.gross;
      out.tax = 0;
    }
  }
  const blocks = blockSums(net, gross, due, out.gross, s);
  if (blocks) Object.assign(out, blocks);
  // the mirror of the step before: only a net printed ("Netto 457,27" under the lines of a small business that charges
  // no VAT) and, after every other step, no gross and no tax — no tax, rate or amount due printed anywhere — and the
  // lines add up to it, both their amounts and their quantities × prices (amounts that include a tax do not): the net
  // is the invoice's total
  else if (
    out.gross === null &&
    out.tax === null &&
    out.net !== null &&
    net.some((c) => Math.abs(c.value - out.net!) <= tol) &&
    !tax.length &&
    !due.length &&
    !vatRateStated &&
    itemNets.length > 0 &&
    itemNets.every((v) => Math.abs(v - out.net!) <= tol)
  ) {
    out.gross = out.net;
    out.tax = 0;
  }
  // a printed withholding tax comes off the gross before anything else; what is left is what the payer owes (the amount
  // due, less any prepayment, is then read against it as against the gross)
  const held = out.gross === null ? null : withholdingOf(out.gross, withheld, due, prepaid, s);
  out.withholding = held && out.gross !== null ? round2(Math.sign(out.gross) * Math.abs(held.value)) : null;
  // the amount due: of several printed ones, one the arithmetic explains (the gross, or the gross less a printed
  // prepayment) comes before the best-labelled one; none printed: the gross less a printed prepayment, else the gross
  const gv = out.gross === null ? null : round2(out.gross - (out.withholding ?? 0));
  // (paid in full: "Betaald met iDeal 189,00-" over "Te betalen 0,00")
  const paid = prepaid.map((p) => Math.abs(p.value)).filter((p) => gv !== null && p > 0 && p <= Math.abs(gv) + tol);
  const explained =
    gv === null ? [] : due.filter((c) => Math.abs(c.value - gv) <= tol || paid.some((p) => Math.abs(round2(gv - Math.sign(gv) * p) - c.value) <= tol));
  const d = bestLast(explained.length ? explained : due, s);
  const gLine = bestTriple?.g ?? bestLast(gross, s);
  const settled = explained.length || gv === null ? null : settledBelow(gv, gLine, stream, s);
  out.due = settled ? settled.due.value : d ? d.value : gv !== null && paid.length === 1 ? round2(gv - Math.sign(gv) * paid[0]!) : gv;
  // the prepayment: the printed one that explains a due below the gross, else the unlabelled deduction that settled it,
  // else the amount gross − due printed on a line between the gross and the printed due (a deposit under a label the
  // lexicon does not know)
  const dueNow = out.due;
  // a printed rounding line explains the rest between the gross (less a printed prepayment) and the amount due
  // ("Öresavrundning 0,40"): it is the rounding, not a prepayment
  const rounds = (rest: number) => rest !== 0 && rounding.some((r) => Math.abs(Math.abs(r) - Math.abs(rest)) <= 0.001);
  let roundedBy: { paid: Candidate<number> | null; rest: number } | null = null;
  if (gv !== null && dueNow !== null && Math.abs(dueNow - gv) > tol) {
    if (rounds(round2(dueNow - gv))) roundedBy = { paid: null, rest: round2(dueNow - gv) };
    else {
      const p = prepaid.find((c) => paid.includes(Math.abs(c.value)) && rounds(round2(dueNow - (gv - Math.sign(gv) * Math.abs(c.value)))));
      if (p) roundedBy = { paid: p, rest: round2(dueNow - (gv - Math.sign(gv) * Math.abs(p.value))) };
    }
  }
  out.rounding = roundedBy ? roundedBy.rest : null;
  const paidBy = roundedBy
    ? roundedBy.paid
    : gv === null || dueNow === null || Math.abs(dueNow - gv) <= tol
      ? null
      : (prepaid.find((p) => paid.includes(Math.abs(p.value)) && Math.abs(round2(gv - Math.sign(gv) * Math.abs(p.value)) - dueNow) <= tol) ??
        settled?.paid ??
        (d && gLine ? stream.find((c) => between(gLine, d, c) && Math.abs(Math.abs(c.value) - Math.abs(round2(gv - dueNow))) <= tol) : undefined) ??
        null);
  out.prepaid = paidBy && gv !== null ? round2(Math.sign(gv) * Math.abs(paidBy.value)) : null;
  // where each chosen amount is printed: the candidate it came from, else any candidate printing that amount (a
  // computed value that is printed elsewhere); a value printed nowhere has no box
  const chosen: Partial<Record<keyof Totals, Candidate<number> | null | undefined>> = bestTriple
    ? { net: bestTriple.n, tax: bestTriple.t, gross: bestTriple.g, due: settled?.due ?? d, prepaid: paidBy, withholding: held }
    : { due: settled?.due ?? d, prepaid: paidBy, withholding: held };
  const pools: Record<keyof Totals, Candidate<number>[]> = { net, tax, gross: [...gross, ...due], due: [...due, ...gross], prepaid, withholding: withheld, rounding: [] };
  const boxes: Partial<Record<keyof Totals, SourceBox>> = {};
  for (const k of ['net', 'tax', 'gross', 'due', 'prepaid', 'withholding'] as const) {
    const v = out[k];
    if (v === null) continue;
    const same = (c: Candidate<number> | null | undefined) => !!c?.box && Math.abs(Math.abs(c.value) - Math.abs(v)) <= tol;
    const c = [chosen[k], ...pools[k]].find(same);
    if (c?.box) boxes[k] = c.box;
  }
  return { ...out, boxes };
}

/** Is `c` printed on a line between `a`'s and `b`'s, all three on one page? */
function between(a: Candidate<number>, b: Candidate<number>, c: Candidate<number>): boolean {
  return c.labelLine.page === a.labelLine.page && c.labelLine.page === b.labelLine.page && c.labelLine.i > a.labelLine.i && c.labelLine.i < b.labelLine.i;
}

/**
 * No net printed, and the tax printed as several components, one line each, with no line for their total ("Total
 * CGST: 185.40" · "Total SGST: 185.40" · "Total: 3430.80"): the net is what the items add up to before tax (their
 * amounts, or their quantities × unit prices where the amounts include the tax), when a run of consecutive tax lines
 * makes it up to a printed gross exactly. Only sums of two or more lines count (one tax line is read as gross − tax
 * without this), at most `maxVatRate` percent of the net. The net, printed nowhere, costs two label ranks more than the
 * gross.
 */
function itemsTriple(itemNets: number[], tax: Candidate<number>[], gross: Candidate<number>[], s: InvoiceSettings, rounding?: number[]): Triple | null {
  const tol = s.amountTolerance;
  const runs = withRunSums(tax, s).slice(tax.length);
  if (!itemNets.length || !runs.length) return null;
  const nets: Candidate<number>[] = [];
  for (const g of gross) {
    for (const v of itemNets) {
      if (v === 0 || Math.sign(v) !== Math.sign(g.value)) continue;
      nets.push({ ...g, kind: 'net', value: v, rank: g.rank + 2, box: null });
    }
  }
  const ok = runs.filter((t) => nets.some((n) => Math.abs(t.value) <= (Math.abs(n.value) * s.maxVatRate) / 100 + tol));
  return findTriple(nets, ok, gross, s, rounding);
}

/**
 * The withholding tax that applies to a gross: of the printed ones (each taken unsigned, at most the gross), the one
 * that, with or without a printed prepayment, leaves a printed amount due; else, when no amount due is printed or
 * none equals the gross (less a prepayment) — the payer is told to pay less than the gross — the best-labelled one. A
 * printed amount due equal to the gross means nothing is withheld (a withholding line that only informs).
 */
function withholdingOf(gross: number, withheld: Candidate<number>[], due: Candidate<number>[], prepaid: Candidate<number>[], s: InvoiceSettings): Candidate<number> | null {
  const tol = s.amountTolerance;
  const g = Math.abs(gross);
  const held = withheld.filter((w) => Math.abs(w.value) > 0 && Math.abs(w.value) <= g + tol);
  if (!held.length) return null;
  const paid = [0, ...prepaid.map((p) => Math.abs(p.value)).filter((p) => p > 0 && p <= g + tol)];
  const leaves = (rest: number) => due.some((d) => paid.some((p) => Math.abs(Math.abs(d.value) - round2(rest - p)) <= tol));
  const explains = held.find((w) => leaves(round2(g - Math.abs(w.value))));
  if (explains) return explains;
  return leaves(g) ? null : bestLast(held, s);
}

/**
 * Several blocks of totals, one per service ("Total Electricité 1'972.54", "Total Eau 390.13", each block with its
 * own "Total HT", tax and gross), and one amount due for all of them: when the best-labelled amount due is not the
 * chosen gross but the sum of the printed gross amounts (one per line, the chosen one among them, within
 * `blockSumRounding`), and as many printed nets add up to a net whose difference to that sum is a plausible tax,
 * the invoice's totals are the blocks' sums.
 */
function blockSums(
  net: Candidate<number>[],
  gross: Candidate<number>[],
  due: Candidate<number>[],
  chosen: number | null,
  s: InvoiceSettings,
): { net: number; tax: number; gross: number } | null {
  const tol = s.amountTolerance;
  const d = bestLast(due, s);
  if (chosen === null || !d || Math.abs(d.value - chosen) <= tol) return null;
  const oneALine = (cs: Candidate<number>[]) => {
    const seen = new Set<string>();
    return cs.filter((c) => !seen.has(`${c.labelLine.page}:${c.labelLine.i}`) && !!seen.add(`${c.labelLine.page}:${c.labelLine.i}`));
  };
  const gs = oneALine(gross);
  const ns = oneALine(net);
  if (gs.length < 2 || ns.length !== gs.length || !gs.some((g) => Math.abs(g.value - chosen) <= tol)) return null;
  if ([...gs, ...ns].some((c) => c.value <= 0) || d.value <= 0) return null;
  const g = round2(gs.reduce((a, c) => a + c.value, 0));
  const n = round2(ns.reduce((a, c) => a + c.value, 0));
  if (Math.abs(g - d.value) > s.blockSumRounding) return null;
  const t = round2(g - n);
  if (t < 0 || t > (n * s.maxVatRate) / 100) return null;
  return { net: n, tax: t, gross: g };
}

/** The totals and, per amount, where it is printed. */
export interface ChosenTotals extends Totals {
  boxes: Partial<Record<keyof Totals, SourceBox>>;
}

/**
 * When no labelled triple adds up: the triple among the labelled candidates and the unlabelled amounts below the items
 * (each line's rightmost amount, and sums of consecutive ones — one line per VAT rate or group) whose arithmetic holds
 * and reads in order: the net above the tax (the last line of a run of tax lines), both above the gross, within `streamWindowLines` lines,
 * of one sign, and the tax at most `maxVatRate` percent of the net; an unlabelled tax line states its rate. An unlabelled amount costs `unlabelledRank`, so
 * labelled members are preferred.
 */
function streamTriple(net: Candidate<number>[], tax: Candidate<number>[], gross: Candidate<number>[], stream: Candidate<number>[], s: InvoiceSettings): Triple | null {
  if (!stream.length) return null;
  const tol = s.amountTolerance;
  const nets = withRunSums([...net, ...stream], s);
  // an unlabelled amount is a tax only where its line states a rate ("12 %  699,66"): a charge is no tax, even with a
  // rate of its own ("Rivalsa INPS 4 %  60,00": a contribution charged on the fee, part of the VAT base)
  const taxes = withRunSums([...tax, ...stream.filter((c) => findPercents(c.line.text).length > 0 && !opensWithCharge(c.line))], s);
  const grosses = [...gross, ...stream];
  const cost = (c: Candidate<number>) => costOf(c, s);
  let bestTriple: Triple | null = null;
  for (const g of grosses) {
    const gi = g.labelLine.i;
    for (const n of nets) {
      const ni = n.labelLine.i;
      if (ni >= gi || gi - ni > s.streamWindowLines || n.labelLine.page !== g.labelLine.page) continue;
      if (Math.sign(n.value) !== Math.sign(g.value) || n.value === 0) continue;
      for (const t of taxes) {
        const ti = t.labelLine.i;
        if (ti >= gi || ti <= ni || t.labelLine.page !== g.labelLine.page) continue;
        if (Math.abs(round2(n.value + t.value) - g.value) > tol) continue;
        if (t.value !== 0 && Math.sign(t.value) !== Math.sign(g.value)) continue;
        if (Math.abs(t.value) > (Math.abs(n.value) * s.maxVatRate) / 100 + tol) continue;
        // the later gross preferred
        const score = cost(g) + cost(n) + cost(t) - gi * 0.001;
        if (!bestTriple || score < bestTriple.score) bestTriple = { n, t, g, score, unsigned: false };
      }
    }
  }
  return bestTriple;
}

/**
 * The amount still due when the page settles the gross below it without a known label: after the gross line, a
 * negative amount (a prepayment or deposit, "-5.806,00") and then an amount equal to gross minus it, within
 * `streamWindowLines` lines on the same page. Gives the amount due and the deduction.
 */
function settledBelow(gross: number, g: Candidate<number> | null, stream: Candidate<number>[], s: InvoiceSettings): { due: Candidate<number>; paid: Candidate<number> } | null {
  if (!g) return null;
  const after = stream
    .filter((c) => c.labelLine.page === g.labelLine.page && c.labelLine.i > g.labelLine.i && c.labelLine.i - g.labelLine.i <= s.streamWindowLines)
    .sort((a, b) => a.labelLine.i - b.labelLine.i);
  for (let k = 0; k < after.length; k++) {
    const p = after[k]!;
    if (Math.sign(p.value) !== -Math.sign(gross) || Math.abs(p.value) >= Math.abs(gross)) continue;
    for (const d of after.slice(k + 1)) {
      if (Math.abs(round2(gross + p.value) - d.value) <= s.amountTolerance) return { due: d, paid: p };
    }
  }
  return null;
}

/** The tax candidate's line states a rate ("VAT 20%") and the tax is that rate of `base` (to the cent). */
function rateOfBase(tax: Candidate<number>, base: number, s: InvoiceSettings): boolean {
  const rates = findPercents(tax.labelLine.text).map((p) => p.value).filter((r) => r > 0 && r < 100);
  return rates.some((r) => Math.abs((base * r) / 100 - tax.value) <= s.amountTolerance);
}

const bestOf = best;

interface Triple {
  n: Candidate<number>;
  t: Candidate<number>;
  g: Candidate<number>;
  score: number;
  /** the tax was printed without the sign of net and gross */
  unsigned: boolean;
}

/**
 * With no net label: the printed amounts equal to the sum of the line items ("Total 773,25" under the table, then "VAT
 * 162,38" and "Invoice total 935,63") stand for the net, at the cost of one more label rank, so that a tax and a
 * larger total adding up to them make the triple (rather than a net derived as total − tax from the wrong total).
 */
function lineSumPrinted(lineSum: number | null, printed: Candidate<number>[], s: InvoiceSettings): Candidate<number>[] {
  if (lineSum === null || lineSum === 0) return [];
  return printed.filter((c) => Math.abs(c.value - lineSum) <= s.amountTolerance).map((c) => ({ ...c, kind: 'net' as const, rank: c.rank + 1 }));
}

/**
 * The net/tax/gross candidates with net + tax = gross (± 0.01) and the best labels, the later gross preferred. A credit
 * note's unsigned tax next to signed net and gross (|net| + |tax| = |gross|, net and gross of one sign) also counts.
 */
function findTriple(
  net: Candidate<number>[],
  tax: Candidate<number>[],
  gross: Candidate<number>[],
  s: InvoiceSettings,
  rounding?: number[],
  /** the line items' sum: a triple whose net covers less of it costs `totalsBelowItemsPenalty` more */
  lineSum: number | null = null,
): Triple | null {
  const tol = s.amountTolerance;
  const cost = (c: Candidate<number>) => costOf(c, s);
  const short = (n: number) => lineSum !== null && Math.sign(n) === Math.sign(lineSum) && Math.abs(n) < Math.abs(lineSum) - tol;
  let bestTriple: Triple | null = null;
  for (const g of gross) {
    for (const n of net) {
      for (const t of tax) {
        let penalty = 0;
        let unsignedTax = false;
        if (Math.abs(round2(n.value + t.value) - g.value) > tol) {
          const unsigned = Math.sign(n.value) === Math.sign(g.value) && Math.abs(round2(Math.abs(n.value) + Math.abs(t.value)) - Math.abs(g.value)) <= tol;
          if (unsigned) {
            penalty = 0.5;
            unsignedTax = Math.sign(t.value) !== Math.sign(g.value);
          } else if (rounding && isRounded(round2(n.value + t.value), g.value, rounding, s)) penalty = 1;
          else continue;
        }
        if (g.value === 0 && n.value === 0) continue;
        // later gross (the final total) and fewer/better labels preferred
        // (a net short of the items' sum: the totals of a part of them, as a group's own net, tax and gross)
        if (short(n.value)) penalty += s.totalsBelowItemsPenalty;
        const score = cost(g) + cost(n) + cost(t) + penalty - g.labelLine.i * 0.001;
        if (!bestTriple || score < bestTriple.score) bestTriple = { n, t, g, score, unsigned: unsignedTax };
      }
    }
  }
  return bestTriple;
}

/**
 * The candidates plus the sums of runs of consecutive candidates on different lines: an invoice may print one net and
 * one tax line per group ("Positionen netto" / "Versandkosten netto", one tax line per VAT rate) and only then the gross.
 * A sum costs more than its members so that a printed single total is preferred.
 */
export function withRunSums(cands: Candidate<number>[], s: InvoiceSettings): Candidate<number>[] {
  const cost = (c: Candidate<number>) => costOf(c, s);
  const out = [...cands];
  const byLine = [...cands].sort((a, b) => a.labelLine.i - b.labelLine.i || a.seg.x0 - b.seg.x0);
  for (let i = 0; i < byLine.length; i++) {
    let sum = byLine[i]!.value;
    let c = cost(byLine[i]!);
    // a sum is printed where its members are
    let box = byLine[i]!.box;
    for (let j = i + 1; j < byLine.length && j < i + 6; j++) {
      const x = byLine[j]!;
      // (one line of labels runs on only as a row of labels over one row of figures: "VAT 20 % | VAT 5 %" over "276,62 | 48,06")
      const prev = byLine[j - 1]!;
      const row = x.via === 'below' && prev.via === 'below' && x.line.i === prev.line.i;
      if (x.labelLine.i === prev.labelLine.i && !row) break;
      // a run ends where the labels stop following each other closely
      if (x.labelLine.page !== byLine[j - 1]!.labelLine.page || x.labelLine.i - byLine[j - 1]!.labelLine.i > 3) break;
      sum = round2(sum + x.value);
      c += cost(x);
      box = unionBox([box, x.box]);
      out.push({ ...x, value: sum, rank: c + 1, via: 'inline', box });
    }
  }
  return out;
}

/**
 * Cash rounding: the printed total is net + tax rounded to whole units, or net + tax plus a printed rounding line
 * ("Øreavrunding 0,25", "Rundung", "Arrondi"). The rounded figure is the invoice total.
 */
function isRounded(sum: number, total: number, rounding: number[], s: InvoiceSettings): boolean {
  const diff = round2(total - sum);
  if (diff === 0 || Math.abs(diff) >= s.maxCashRounding) return false;
  if (rounding.some((r) => Math.abs(Math.abs(r) - Math.abs(diff)) <= 0.001)) return true;
  return Number.isInteger(total) && Math.abs(diff) <= 0.5;
}

function bestLast(cands: Candidate<number>[], s: InvoiceSettings): Candidate<number> | null {
  let b: Candidate<number> | null = null;
  const cost = (x: Candidate<number>) => costOf(x, s);
  for (const c of cands) {
    if (!b || cost(c) < cost(b) || (cost(c) === cost(b) && c.labelLine.i > b.labelLine.i)) b = c;
  }
  return b;
}

