/**
 * Amount parsing with the document's own decimal convention.
 *
 * Supported spellings: 1,234.56 · 1.234,56 · 1 234,56 (space, NBSP, narrow NBSP, thin space) · 1'234.56 · 1’234.56 ·
 * -12.00 · −12.00 · (12.00) · 12.00- · 12.00 CR (credit) · +12.00 · 250,- · 1.250,– (whole amounts, the dash standing
 * for the cents),
 * with a currency symbol or ISO code attached before or after
 * (€ 12,00 · 12,00 EUR · US$12.00 · CHF 1'234.50).
 *
 * A token whose decimal separator is ambiguous ("1.234" / "1,234": one separator followed by exactly three digits)
 * is read with the document's convention (see {@link detectConvention}); everything else is read from the token
 * itself, so a page mixing "2990.00" and "1 500,00" still parses both.
 */

import { ISO_CODES, OTHER_ISO_CODES } from './currency.js';

/** 'dot': 1,234.56 (decimal point); 'comma': 1.234,56 (decimal comma). */
export type DecimalConvention = 'dot' | 'comma';

export interface ParsedAmount {
  value: number;
  /** ISO 4217 code when a symbol or code was attached to the number */
  currency: string | null;
  /** number of digits after the decimal separator (0 when none) */
  decimals: number;
}

const SPACES = /[\s\u00a0\u202f\u2009\u2007\u2008\u200a]/g;

/** Currency markers that may be glued to an amount, longest first; value = ISO code. */
export const ATTACHED_CURRENCY: ReadonlyArray<readonly [string, string]> = [
  ['US$', 'USD'],
  ['USD', 'USD'],
  ['EUR', 'EUR'],
  ['GBP', 'GBP'],
  ['CHF', 'CHF'],
  ['NOK', 'NOK'],
  ['SEK', 'SEK'],
  ['DKK', 'DKK'],
  ['PLN', 'PLN'],
  ['CZK', 'CZK'],
  ['HUF', 'HUF'],
  ['INR', 'INR'],
  ['JPY', 'JPY'],
  ['CAD', 'CAD'],
  ['AUD', 'AUD'],
  ['BRL', 'BRL'],
  ['CA$', 'CAD'],
  ['AU$', 'AUD'],
  ['R$', 'BRL'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['Rs.', 'INR'],
  ['Rs', 'INR'],
  ['zł', 'PLN'],
  ['Kč', 'CZK'],
  ['Fr.', 'CHF'],
  // the CFA franc printed after a figure ("7 250 CFA", "12 500 FCFA"): the West African franc, the more widely used of
  // the two (a Central African document printing only "FCFA" is read as XOF too)
  ['FCFA', 'XOF'],
  ['CFA', 'XOF'],
  ['kr.', 'NOK'],
  ['kr', 'NOK'],
  ['€', 'EUR'],
  ['$', 'USD'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
];

const MINUS = /^[-−–]/;

/**
 * A placeholder glyph a PDF prints where its font has no glyph for the currency sign (a box, U+FFFD, or a superscript
 * one at that code point), glued before a figure with cents ("■120.00", "¹45.10"): no part of the amount.
 */
const MISSING_SIGN = /^[\u25a0\u25a1\ufffd\u00b9](?=\d[\d.,]*[.,]\d{2}$)/;

/**
 * The first and the last character of every currency marker in upper case. A marker can be glued to a text only when
 * the text's first character (upper-cased) begins it or its last character (upper-cased) ends it: upper-casing maps
 * each character on its own, so the upper case of a text begins with that of its first character and ends with that of
 * its last. Most texts asked about (plain figures) fail both tests and skip the comparison with every marker.
 */
const MARK_FIRST = new Set(ATTACHED_CURRENCY.map(([mark]) => mark.toUpperCase()[0]!));
const MARK_LAST = new Set(ATTACHED_CURRENCY.map(([mark]) => mark.toUpperCase().slice(-1)));

export function mayCarryMarker(t: string): boolean {
  if (t.length < 2) return false;
  return MARK_FIRST.has(t[0]!.toUpperCase()[0]!) || MARK_LAST.has(t[t.length - 1]!.toUpperCase().slice(-1));
}

function stripCurrency(s: string): { rest: string; currency: string | null } {
  let currency: string | null = null;
  let rest = s;
  for (let round = 0; round < 2; round++) {
    const t = rest.trim();
    if (!mayCarryMarker(t)) break;
    let changed = false;
    for (const [mark, code] of ATTACHED_CURRENCY) {
      if (t.length > mark.length && t.slice(0, mark.length).toUpperCase() === mark.toUpperCase()) {
        const after = t.slice(mark.length);
        // a letter code must not be the start of a word ("EURO", "Rsum")
        if (/^[A-Za-z]/.test(mark.slice(-1)) && /^[A-Za-z]/.test(after)) continue;
        rest = after;
        currency ??= code;
        changed = true;
        break;
      }
      if (t.length > mark.length && t.slice(-mark.length).toUpperCase() === mark.toUpperCase()) {
        const before = t.slice(0, -mark.length);
        if (/^[A-Za-z]/.test(mark) && /[A-Za-z]$/.test(before)) continue;
        rest = before;
        currency ??= code;
        changed = true;
        break;
      }
    }
    if (!changed) break;
  }
  // any ISO 4217 code glued to a figure with cents ("QAR3450.00", "KWD1,250.00": an invoicing program printing the
  // document's currency before each total)
  const glued = currency ? null : /^([A-Z]{3})(?=[-−]?\d[\d.,'’]*[.,]\d{2}$)/.exec(rest.trim());
  if (glued && (ISO_CODES.has(glued[1]!) || OTHER_ISO_CODES.has(glued[1]!))) {
    currency = glued[1]!;
    rest = rest.trim().slice(3);
  }
  return { rest: rest.trim(), currency };
}

/** the integer part of an amount with grouping: "1.234.567" / "1,234,567" (made once, not per amount) */
const GROUPED_DOT = /^\d{1,3}(\.\d{3})+$/;
const GROUPED_COMMA = /^\d{1,3}(\,\d{3})+$/;
/** Indian grouping (lakh, crore): the last three digits, then groups of two ("1,34,520", "12,50,000.00") */
const GROUPED_INDIAN = /^\d{1,2}(?:,\d{2})+,\d{3}$/;

/**
 * Parse one amount token. Returns null when the text is not a single amount (dates, ids, words, percentages).
 * `convention` decides the ambiguous "1.234" / "1,234" case; without it the token is read as an English number.
 */
export function parseAmountDetailed(text: string, convention: DecimalConvention = 'dot'): ParsedAmount | null {
  if (!text) return null;
  let s = text.trim();
  if (!s || s.length > 40) return null;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  // an accounting credit marker after the figure ("120.00 CR", "£120.00Cr") makes it negative
  const credit = /^(.*\d)\s?(?:CR|Cr)$/.exec(s);
  if (credit) {
    negative = !negative;
    s = credit[1]!.trim();
  }
  let { rest, currency } = stripCurrency(s);
  s = rest;
  // whole amounts with a dash for the cents ("250,-", "1.250,–", "Fr. 12.–"): the separator before the dash is the
  // decimal one, and the dash is not a minus sign
  const dashCents = /^([-−–]?\s*\d[\d.,'’\s\u00a0\u202f]*?\d|[-−–]?\s*\d)([.,])(?:--?|–|—)$/.exec(s);
  if (dashCents) s = `${dashCents[1]}${dashCents[2]}00`;
  if (MINUS.test(s)) {
    negative = !negative;
    s = s.slice(1).trim();
  } else if (s.startsWith('+')) {
    s = s.slice(1).trim();
  } else if (/[-−–]$/.test(s)) {
    negative = !negative;
    s = s.slice(0, -1).trim();
  }
  // currency after the sign: "-€12.00", "€-12.00"
  if (!currency) {
    const again = stripCurrency(s);
    if (again.currency) {
      currency = again.currency;
      s = again.rest;
      if (MINUS.test(s)) {
        negative = !negative;
        s = s.slice(1).trim();
      }
    }
  } else if (MINUS.test(s)) {
    negative = !negative;
    s = s.slice(1).trim();
  }
  if (MISSING_SIGN.test(s)) s = s.slice(1);
  if (!/^\d/.test(s) && !/^[.,]\d/.test(s)) return null;
  if (!/^[\d.,'’\s\u00a0\u202f\u2009\u2007\u2008\u200a]+$/.test(s)) return null;
  if (/\d\s+\d/.test(s)) {
    // spaces are only thousands separators: every group after the first has exactly 3 digits
    const parts = s.split(SPACES).filter(Boolean);
    if (parts.length > 1) {
      if (!/^\d{1,3}$/.test(parts[0]!)) return null;
      for (let i = 1; i < parts.length; i++) {
        const p = parts[i]!;
        const groupDigits = /^(\d+)/.exec(p)?.[1] ?? '';
        if (groupDigits.length !== 3) return null;
        if (i < parts.length - 1 && !/^\d{3}$/.test(p)) return null;
      }
    }
  }
  s = s.replace(SPACES, '');
  if (/['’]/.test(s)) {
    // Swiss grouping: 1'234.56
    if (!/^\d{1,3}(['’]\d{3})+([.,]\d+)?$/.test(s)) return null;
    s = s.replace(/['’]/g, '');
  }
  const dots = (s.match(/\./g) ?? []).length;
  const commas = (s.match(/,/g) ?? []).length;
  let intPart: string;
  let fracPart = '';
  let decimalSep: '.' | ',' | null = null;
  if (dots && commas) {
    decimalSep = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
  } else if (dots === 1 || commas === 1) {
    const sep = dots ? '.' : ',';
    const after = s.length - s.indexOf(sep) - 1;
    if (after !== 3) decimalSep = sep;
    else if (/^0\d*$/.test(s.slice(0, s.indexOf(sep))) || s.indexOf(sep) === 0) decimalSep = sep; // 0.123
    else if (s.indexOf(sep) > 3) decimalSep = sep; // 1234.567 cannot be grouped
    else decimalSep = convention === 'dot' ? (sep === '.' ? '.' : null) : sep === ',' ? ',' : null;
  } else if (dots > 1 || commas > 1) {
    decimalSep = null; // 1.234.567 — grouping only
  }
  if (decimalSep) {
    const i = s.lastIndexOf(decimalSep);
    intPart = s.slice(0, i);
    fracPart = s.slice(i + 1);
    if (!/^\d+$/.test(fracPart)) return null;
  } else {
    intPart = s;
  }
  const groupSep = decimalSep === '.' ? ',' : decimalSep === ',' ? '.' : dots ? '.' : commas ? ',' : null;
  if (groupSep && intPart.includes(groupSep)) {
    if (!(groupSep === '.' ? GROUPED_DOT : GROUPED_COMMA).test(intPart) && !(groupSep === ',' && GROUPED_INDIAN.test(intPart))) return null;
    intPart = intPart.split(groupSep).join('');
  }
  if (intPart === '') intPart = '0';
  if (!/^\d+$/.test(intPart)) return null;
  const value = Number(`${intPart}.${fracPart || '0'}`);
  if (!Number.isFinite(value)) return null;
  return { value: negative ? -value : value, currency, decimals: fracPart.length };
}

export function parseAmount(text: string, convention: DecimalConvention = 'dot'): number | null {
  return parseAmountDetailed(text, convention)?.value ?? null;
}

/** Rounds to cents (avoids 0.1 + 0.2 artefacts). */
export function round2(n: number): number {
  return Math.round(n * 100 + (n >= 0 ? 1e-9 : -1e-9)) / 100;
}

/**
 * Vote over all numeric tokens of a document: tokens whose form is unambiguous (1.234,56 · 12,50 · 1,234.56 · 12.50)
 * say which separator is the decimal one. Ties and documents without evidence fall back to `fallback`.
 */
export function detectConvention(texts: Iterable<string>, fallback: DecimalConvention = 'dot'): DecimalConvention {
  const list = [...texts];
  let dot = 0;
  let comma = 0;
  const re = /(?<![\d.,])\d{1,3}(?:([.,'\s\u00a0\u202f])\d{3})*([.,])(\d{1,2})(?![\d.,]*\d)/g;
  for (const text of list) {
    for (const m of text.matchAll(re)) {
      const group = m[1];
      const dec = m[2];
      // dates such as 03.04.2024 or 1.5.24 are excluded by the negative look-ahead; "12.5%" still counts
      if (group && group === dec) continue;
      if (dec === ',') comma++;
      else dot++;
    }
  }
  // a separator repeated between groups of three digits, without decimals ("1.560.000", "2,480,000"), is a thousands
  // separator, so the other one is the decimal separator (documents in currencies without cents print only these)
  // (not ids: a group followed by "-", "/" or a further digit group — "76.269.769-6", "12.345.678/0001-95")
  const grouped = /(?<![\d.,])\d{1,3}([.,])\d{3}\1\d{3}(?:\1\d{3})*(?![\d.,\/-]|-\d)/g;
  for (const text of list) {
    for (const m of text.matchAll(grouped)) {
      if (m[1] === '.') comma++;
      else dot++;
    }
  }
  // a dash for the cents after the decimal separator ("12.100,-", "450.–"): that separator is the decimal one
  const dashCents = /(?<![\d.,])\d{1,3}(?:([.,'\s\u00a0\u202f])\d{3})*([.,])[-–—](?![\d.,-])/g;
  for (const text of list) {
    for (const m of text.matchAll(dashCents)) {
      if (m[1] && m[1] === m[2]) continue;
      if (m[2] === ',') comma++;
      else dot++;
    }
  }
  if (dot === comma) return fallback;
  return comma > dot ? 'comma' : 'dot';
}

/** A number found inside a longer text, with its character span. */
export interface AmountMatch {
  value: number;
  text: string;
  index: number;
  currency: string | null;
  decimals: number;
}

/**
 * All amounts in a text, left to right. Works on whitespace-separated tokens and tries windows of up to four tokens
 * so that "EUR 1 234,56", "€ 12,00" and "12,00 EUR" are one amount. Percentages ("19 %", "19%"), dates and ids glued to
 * letters are not amounts.
 */
export function findAmounts(text: string, convention: DecimalConvention = 'dot'): AmountMatch[] {
  const tokens: Array<{ t: string; i: number }> = [];
  for (const m of text.matchAll(/\S+/g)) tokens.push({ t: m[0], i: m.index ?? 0 });
  const out: AmountMatch[] = [];
  let k = 0;
  while (k < tokens.length) {
    let best: { end: number; p: ParsedAmount; raw: string } | null = null;
    for (let j = k; j < Math.min(tokens.length, k + 4); j++) {
      // only single spaces inside one amount
      if (j > k && tokens[j]!.i - (tokens[j - 1]!.i + tokens[j - 1]!.t.length) > 1) break;
      const raw = text.slice(tokens[k]!.i, tokens[j]!.i + tokens[j]!.t.length);
      const p = parseAmountDetailed(raw, convention);
      if (p) best = { end: j, p, raw };
    }
    if (best) {
      const next = tokens[best.end + 1];
      if (next && /^%/.test(next.t)) {
        k = best.end + 2;
        continue;
      }
      out.push({ value: best.p.value, text: best.raw, index: tokens[k]!.i, currency: best.p.currency, decimals: best.p.decimals });
      k = best.end + 1;
    } else k++;
  }
  return out;
}

/** Parses a percentage such as "19 %", "19,00%", "7%" → 19 / 7. */
export function parsePercent(text: string, convention: DecimalConvention = 'dot'): number | null {
  const m = /^\s*(\d{1,3}(?:[.,]\d{1,4})?)\s*%\s*$/.exec(text);
  if (!m) return null;
  const v = parseAmount(m[1]!, m[1]!.includes(',') ? 'comma' : convention);
  return v == null || v > 100 ? null : v;
}

/** Finds percentages inside a text. */
export function findPercents(text: string): Array<{ value: number; index: number; text: string }> {
  const out: Array<{ value: number; index: number; text: string }> = [];
  for (const m of text.matchAll(/(?<![\d.,])(\d{1,3}(?:[.,]\d{1,4})?)\s?%/g)) {
    const v = Number(m[1]!.replace(',', '.'));
    if (Number.isFinite(v) && v <= 100) out.push({ value: v, index: m.index ?? 0, text: m[0] });
  }
  return out;
}
