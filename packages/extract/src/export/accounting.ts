/**
 * What the accounting exports (DATEV, Xero, QuickBooks) share: which invoices can be booked, the booking lines of an
 * invoice (its line items plus document charges less allowances, or one net line), the net/tax/gross split by VAT
 * rate, and the report of invoices left out.
 */
import type { ExtractionResult, InvoiceData } from '../types.js';
import type { DateStyle } from './settings.js';

/** An invoice the export could not include (or included with a remark), for the export's report. */
export interface ExportIssue {
  file: string;
  invoice: string | null;
  /** true = not in the file */
  skipped: boolean;
  reason: string;
}

export interface ExportOutput {
  data: Uint8Array;
  issues: ExportIssue[];
  /** invoices written */
  exported: number;
}

const r2 = (n: number) => Math.round((n + Math.sign(n) * Number.EPSILON) * 100) / 100;

/** null when the invoice can be booked; else why not (no date, no total). */
export function unbookable(inv: InvoiceData): string | null {
  if (!inv.issueDate) return 'no invoice date was found';
  if (inv.totals.gross === null && inv.totals.due === null && inv.totals.net === null) return 'no total was found';
  return null;
}

export interface BookingLine {
  description: string;
  quantity: number;
  /** net, per unit */
  unitAmount: number;
  /** net line amount */
  amount: number;
  taxRate: number | null;
  articleNumber: string | null;
}

/**
 * The invoice's booking lines (net amounts): its line items with amounts, then charges, then allowances (negative),
 * when they add up to the net total (±1 cent per line); else one line with the net total (the lines did not
 * reconcile, or there are none) and `reconciled` false.
 */
export function bookingLines(inv: InvoiceData): { lines: BookingLine[]; reconciled: boolean } {
  const lines: BookingLine[] = [];
  for (const li of inv.lineItems) {
    if (li.amount === null) continue;
    const qty = li.quantity !== null && li.quantity !== 0 ? li.quantity : 1;
    const unit = li.unitPrice !== null && Math.abs(r2(qty * li.unitPrice) - li.amount) <= Math.max(0.011, Math.abs(qty) * 0.005) ? li.unitPrice : li.amount / qty;
    lines.push({ description: li.description ?? '', quantity: qty, unitAmount: r2Unit(unit), amount: li.amount, taxRate: li.taxRate, articleNumber: li.articleNumber ?? null });
  }
  for (const c of inv.charges ?? []) lines.push({ description: c.description ?? 'Charge', quantity: 1, unitAmount: c.amount, amount: c.amount, taxRate: c.taxRate, articleNumber: null });
  for (const a of inv.allowances ?? []) lines.push({ description: a.description ?? 'Allowance', quantity: 1, unitAmount: -a.amount, amount: -a.amount, taxRate: a.taxRate, articleNumber: null });
  const net = netOf(inv);
  const sum = r2(lines.reduce((s, l) => s + l.amount, 0));
  if (lines.length && net !== null && Math.abs(sum - net) <= Math.max(0.011, lines.length * 0.01)) return { lines, reconciled: true };
  if (lines.length && net === null) return { lines, reconciled: true };
  const rate = singleRate(inv);
  const amount = net ?? 0;
  return {
    lines: [{ description: inv.number ? `Invoice ${inv.number}` : 'Invoice', quantity: 1, unitAmount: amount, amount, taxRate: rate, articleNumber: null }],
    reconciled: lines.length === 0,
  };
}

function r2Unit(n: number): number {
  return Math.round(n * 10000) / 10000;
}

function netOf(inv: InvoiceData): number | null {
  const { net, tax, gross } = inv.totals;
  if (net !== null) return net;
  if (gross !== null && tax !== null) return r2(gross - tax);
  return null;
}

/** The invoice's one VAT rate: the rate every line shares, else the one tax ÷ net gives to the half percent. */
function singleRate(inv: InvoiceData): number | null {
  const rates = new Set(inv.lineItems.filter((l) => l.amount !== null).map((l) => l.taxRate));
  if (rates.size === 1 && !rates.has(null)) return [...rates][0]!;
  const { net, tax } = inv.totals;
  if (net !== null && tax !== null && net !== 0) {
    const r = Math.round((tax / net) * 200) / 2;
    if (Math.abs(r2((net * r) / 100) - tax) <= 0.011 + Math.abs(net) * 0.00005) return r;
  }
  if (tax === 0) return 0;
  return null;
}

export interface RateSplit {
  rate: number | null;
  net: number;
  tax: number;
  gross: number;
}

/**
 * Net, tax and gross per VAT rate, adding up to the invoice's totals: the booking lines grouped by rate, tax per group
 * at its rate, the rounding difference to the printed tax and gross given to the largest group. One group (rate null)
 * when rates are unknown.
 */
export function splitByRate(inv: InvoiceData): RateSplit[] {
  const { lines } = bookingLines(inv);
  const groups = new Map<number | null, number>();
  for (const l of lines) groups.set(l.taxRate, r2((groups.get(l.taxRate) ?? 0) + l.amount));
  const netTotal = netOf(inv);
  const gross = inv.totals.gross ?? (inv.totals.due !== null ? r2(inv.totals.due + (withheld(inv) ?? 0)) : null) ?? (netTotal !== null && inv.totals.tax !== null ? r2(netTotal + inv.totals.tax) : netTotal);
  if (groups.has(null) && groups.size > 1) {
    // some lines without a rate: not splittable
    groups.clear();
  }
  if (!groups.size) groups.set(singleRate(inv), netTotal ?? gross ?? 0);
  const out: RateSplit[] = [...groups.entries()].map(([rate, net]) => {
    const tax = rate === null ? 0 : r2((net * rate) / 100);
    return { rate, net, tax, gross: r2(net + tax) };
  });
  if (gross !== null) {
    const diff = r2(gross - out.reduce((s, g) => s + g.gross, 0));
    if (diff !== 0) {
      const biggest = out.reduce((a, b) => (Math.abs(b.gross) > Math.abs(a.gross) ? b : a));
      biggest.gross = r2(biggest.gross + diff);
      if (biggest.rate !== null) biggest.tax = r2(biggest.tax + diff);
      else biggest.net = r2(biggest.net + diff);
    }
  }
  return out.filter((g) => g.gross !== 0 || out.length === 1);
}

/**
 * The tax the payer withholds from this invoice (`totals.withholding`), or null when none is stated or it is zero.
 * The supplier is owed the gross less it; the payer owes it to the tax office — each export books it to a liability
 * account of its own (settings).
 */
export function withheld(inv: InvoiceData): number | null {
  const w = inv.totals.withholding;
  return w !== null && w !== undefined && r2(w) !== 0 ? r2(w) : null;
}

/**
 * A bill's booking lines with the tax withheld at source as a negative "Withholding tax" line on the liability account
 * `account` (Xero, QuickBooks), so the bill totals what the supplier is paid; with no account set the lines stay as
 * they are and `issues` says the withheld amount was not booked (`where`: the settings to set it in).
 */
export function withWithholdingLine(
  r: ExtractionResult,
  lines: BookingLine[],
  account: string,
  where: string,
  issues: ExportIssue[],
): (BookingLine & { account?: string })[] {
  const w = withheld(r.invoice);
  if (w === null) return lines;
  if (!account) {
    issues.push({
      file: fileLabel(r),
      invoice: r.invoice.number,
      skipped: false,
      reason: `${amount2(w)} of tax is withheld from this invoice but no withholding tax account is set in ${where}; the bill is written at its full amount`,
    });
    return lines;
  }
  return [...lines, { description: 'Withholding tax', quantity: 1, unitAmount: -w, amount: -w, taxRate: null, articleNumber: null, account }];
}

/** YYYY-MM-DD → DD/MM/YYYY or MM/DD/YYYY. */
export function formatDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  return style === 'dd/mm/yyyy' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/** A rate as a settings key ("19", "7", "5.5"). */
export function rateKey(rate: number | null): string | null {
  if (rate === null) return null;
  return String(Math.round(rate * 100) / 100);
}

export function fileLabel(r: ExtractionResult): string {
  return r.file.name;
}

/** Amount with two decimals and a point ("1234.50"), "-" sign first. */
export function amount2(n: number): string {
  return r2(n).toFixed(2);
}

export { r2 };
