/**
 * Cell typing shared by the writers: table cells that read as numbers in the document's convention become numbers;
 * every other text stays text, and text that a spreadsheet would take for a formula is neutralised.
 */
import { type DecimalConvention, detectConvention, parseAmountDetailed } from '../invoice/numbers.js';

/** Characters that make spreadsheet programs treat a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function looksLikeFormula(s: string): boolean {
  return FORMULA_START.test(s);
}

/**
 * CSV: a text that begins with = + - @ tab or CR gets a leading apostrophe, which spreadsheet programs show as
 * text and do not evaluate. (Numbers are written as numbers and never prefixed.)
 */
export function csvSafe(s: string): string {
  return looksLikeFormula(s) ? `'${s}` : s;
}

export type TypedCell = { kind: 'number'; value: number; decimals: number } | { kind: 'percent'; value: number; decimals: number } | { kind: 'text'; value: string };

export function documentConvention(rows: Iterable<string[]>): DecimalConvention {
  function* texts() {
    for (const r of rows) yield* r;
  }
  return detectConvention(texts(), 'dot');
}

/**
 * Reads a table cell: amounts (with an attached currency sign allowed) and percentages become numbers; identifiers
 * with leading zeros, long digit strings (IBANs, phone numbers), dates and words stay text.
 */
export function typeCell(raw: string, convention: DecimalConvention): TypedCell {
  const s = raw.trim();
  if (s === '') return { kind: 'text', value: '' };
  const digits = s.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > 15) return { kind: 'text', value: raw };
  if (/^0\d/.test(s)) return { kind: 'text', value: raw };
  const pct = /^(.*?)\s*%$/.exec(s);
  if (pct) {
    const p = parseAmountDetailed(pct[1], convention);
    if (p && p.currency === null) return { kind: 'percent', value: p.value / 100, decimals: p.decimals };
    return { kind: 'text', value: raw };
  }
  const p = parseAmountDetailed(s, convention);
  if (p) return { kind: 'number', value: p.value, decimals: p.decimals };
  return { kind: 'text', value: raw };
}

/** Excel number format for an amount in the given ISO 4217 currency ("[$EUR] #,##0.00"), or a plain one. */
export function currencyFormat(currency: string | null | undefined): string {
  if (currency && /^[A-Z]{3}$/.test(currency)) return `[$${currency}] #,##0.00;[$${currency}] -#,##0.00`;
  return '#,##0.00;-#,##0.00';
}

export function isoToDate(iso: string | null | undefined): Date | null {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

export const DATE_FORMAT = 'yyyy-mm-dd';
