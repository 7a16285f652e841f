/**
 * Dates → YYYY-MM-DD for English, German, French, Spanish, Italian, Dutch and Portuguese (plus Norwegian, Danish, Swedish and Polish
 * month names, cheap to carry): numeric day/month/year, month/day/year and year-month-day, month names and their
 * abbreviations, ordinals ("1st", "3rd", "1er", "3.", "1.º"), articles ("le 3 mars 2024", "3 de março de 2024",
 * "5th of May 2024"),
 * two-digit years (00-69 → 20xx, 70-99 → 19xx).
 *
 * The order of a numeric date whose day and month are both ≤ 12 is decided by the document: {@link detectDateOrder}
 * votes over every numeric date (a part > 12 shows which is the day), then the separator ('.' is day-first
 * everywhere), then the language (day-first unless English with '/' and no other evidence, and no pounds, euros or
 * VAT on the page: those are British, Irish or European English, which write the day first).
 *
 * Also: {@link addDays} and {@link paymentTermDays} (the net payment term of a terms text, for a due date that is
 * only given as "payable within N days").
 */
import { alt, monthNames, wordRegExp, words } from './lexicon/index.js';

export type DateOrder = 'dmy' | 'mdy';

const MONTHS: Record<string, number> = {};

/** lower case without accents */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// month names of every language (lexicon/<lang>.ts `months`)
for (const [alias, n] of monthNames()) MONTHS[fold(alias)] = n;

const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');

/**
 * The first three characters of every month name, as one pattern with the named patterns' flags: where a named
 * pattern matches, its month name matches, and so does its beginning. A text with none of them names no month.
 */
const MONTH_START = new RegExp(
  [...new Set(Object.keys(MONTHS).map((m) => Array.from(m).slice(0, 3).join('')))].map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'iu',
);

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

function valid(y: number, m: number, d: number): boolean {
  if (y < 1900 || y > 2199 || m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

function iso(y: number, m: number, d: number): string | null {
  return valid(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
}

export interface DateMatch {
  iso: string;
  index: number;
  length: number;
  /** the raw numeric form's parts when numeric (for order voting) */
  numeric: boolean;
}

const ORD = '(?:st|nd|rd|th|er|ème|eme|e|\\.?º|\\.?°|o|\\.)?';
// day month-name year: "3 mars 2024", "1st January 2024", "le 3 mars 2024", "3 de março de 2024", "03-Apr-2024", "3. März 2024",
// "1.º de janeiro de 2025", "5th of May 2025"
const DMY_NAMED = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,2})${ORD}[\\s.\\-/]*(?:de\\s+|di\\s+|of\\s+)?(${MONTH_ALT})\\.?,?[\\s.\\-/]*(?:de\\s+|del\\s+)?('?\\d{4}|'?\\d{2})(?![\\p{L}\\d])`,
  'giu',
);
// month-name day year: "April 3, 2024", "Apr 01, 2015", "August 3 , 2014"
const MDY_NAMED = new RegExp(
  `(?<![\\p{L}\\d])(${MONTH_ALT})\\.?\\s*(\\d{1,2})${ORD}\\s*,?\\s*(\\d{4})(?![\\p{L}\\d])`,
  'giu',
);
// month-name year with no day is not a date of an invoice; year-first numeric: 2024-04-03, 2024/04/03, 2024.04.03
const YMD_NUM = /(?<![\d.\/-])(\d{4})([-./])(\d{1,2})\2(\d{1,2})(?![\d]|[.\/-]\d)/g;
// year-first with a space after each full stop, as Hungarian writes dates ("2026. 03. 14.")
const YMD_SPACED = /(?<![\d.\/-])(\d{4})\.\s(\d{1,2})\.\s(\d{1,2})(?![\d]|[.\/-]\d)/g;
// d/m/y or m/d/y
const XYZ_NUM = /(?<![\d.\/-])(\d{1,2})\s?([./\-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?![\d]|[.\/-]\d)/g;
// compact 8-digit forms are too ambiguous with ids and are not read

/** Finds every date in a text (order decides ambiguous numeric dates). */
export function findDates(text: string, order: DateOrder = 'dmy'): DateMatch[] {
  // every form has ASCII digits (canonical decomposition makes none): a text without one has no date
  if (!/\d/.test(text)) return [];
  const folded = fold(text);
  const found: DateMatch[] = [];
  const taken: Array<[number, number]> = [];
  const overlaps = (a: number, b: number) => taken.some(([x, y]) => a < y && b > x);
  const push = (index: number, length: number, value: string | null, numeric: boolean) => {
    if (!value || overlaps(index, index + length)) return;
    taken.push([index, index + length]);
    found.push({ iso: value, index, length, numeric });
  };
  // (the two named patterns are the costly ones: run only on a text with the beginning of a month name)
  const named = MONTH_START.test(folded);
  if (named) for (const m of folded.matchAll(DMY_NAMED)) {
    const month = MONTHS[m[2]!.toLowerCase()];
    if (!month) continue;
    push(m.index!, m[0].length, iso(fullYear(m[3]!.replace("'", '')), month, Number(m[1])), false);
  }
  if (named) for (const m of folded.matchAll(MDY_NAMED)) {
    const month = MONTHS[m[1]!.toLowerCase()];
    if (!month) continue;
    push(m.index!, m[0].length, iso(Number(m[3]), month, Number(m[2])), false);
  }
  for (const m of folded.matchAll(YMD_NUM)) {
    push(m.index!, m[0].length, iso(Number(m[1]), Number(m[3]), Number(m[4])), true);
  }
  for (const m of folded.matchAll(YMD_SPACED)) {
    push(m.index!, m[0].length, iso(Number(m[1]), Number(m[2]), Number(m[3])), true);
  }
  for (const m of folded.matchAll(XYZ_NUM)) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const y = fullYear(m[4]!);
    // two-digit years only with '.' or '/' separators (a-b-yy is often a reference)
    if (m[4]!.length === 2 && m[2] === '-') continue;
    let value: string | null;
    if (a > 12) value = iso(y, b, a);
    else if (b > 12) value = iso(y, a, b);
    else value = order === 'mdy' && m[2] !== '.' ? iso(y, a, b) : iso(y, b, a);
    push(m.index!, m[0].length, value, true);
  }
  return found.sort((x, y) => x.index - y.index);
}

const MONTH_YEAR = new RegExp(`^(?:${MONTH_ALT})\\.?,?\\s*(?:de\\s+|del\\s+|of\\s+)?'?(?:\\d{4}|\\d{2})$`, 'u');

/**
 * Is the text a month name and a year and nothing else ("febbraio 2023", "March 2024", "março de 2026")? Not a date of
 * an invoice, but the tail of one whose day stands elsewhere (a value cell cut under a label) or a period.
 */
export function isMonthYear(text: string): boolean {
  return MONTH_START.test(fold(text)) && MONTH_YEAR.test(fold(text).trim());
}

/** Parses a text that is (or starts with) one date; null when there is none. */
export function parseDate(text: string, order: DateOrder = 'dmy'): string | null {
  return findDates(text, order)[0]?.iso ?? null;
}

/** signs of a day-first country in an English document: its currency (symbol or ISO code), "VAT", an ABN */
const DAY_FIRST_SIGNS =
  /[€£₹]|(?<![A-Za-z])(?:A|NZ|S)\$|(?<![A-Za-z])(?:EUR|GBP|CHF|INR|AUD|NZD|SGD|ZAR|NGN|KES|GHS|HKD|MYR|AED|SAR|QAR|PKR|LKR|BDT|EGP|VAT|ABN)(?![A-Za-z])/;

/**
 * Decides day-first or month-first for a document from evidence across all its texts: a numeric date with a first
 * part > 12 is day-first, a second part > 12 is month-first. Without evidence: '.'-separated dates are day-first;
 * English documents with '/' or '-' dates ("03/04/2024", "03-04-2024") are month-first unless they bill in a
 * currency of a day-first country (€, £, ₹, EUR, GBP, CHF, INR and the other English-writing day-first countries'
 * codes: AUD, NZD, SGD, ZAR, …; "A$", "NZ$", "S$") or charge VAT (the US has sales tax) or print an Australian
 * business number, and show no USD; everything else day-first.
 */
export function detectDateOrder(texts: Iterable<string>, language: string | null = null): DateOrder {
  let dmy = 0;
  let mdy = 0;
  let slash = 0;
  // outside the US, English invoices write the day first: pounds, euros, francs, rupees or VAT (the US has sales tax)
  let nonUs = false;
  let usd = false;
  const re = /(?<![\d.\/-])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?![\d]|[.\/-]\d)/g;
  for (const t of texts) {
    if (!nonUs && DAY_FIRST_SIGNS.test(t)) nonUs = true;
    if (!usd && /US\$|(?<![A-Za-z])USD(?![A-Za-z])/.test(t)) usd = true;
    for (const m of t.matchAll(re)) {
      const a = Number(m[1]);
      const b = Number(m[3]);
      if (m[2] === '/' || m[2] === '-') slash++;
      if (a > 12 && b <= 12) dmy++;
      else if (b > 12 && a <= 12) mdy++;
      else if (m[2] === '.') dmy += 0.1;
    }
  }
  if (dmy > mdy) return 'dmy';
  if (mdy > dmy) return 'mdy';
  if (language === 'en' && slash > 0 && (usd || !nonUs)) return 'mdy';
  return 'dmy';
}

/** ISO date plus n days (calendar arithmetic in UTC). */
export function addDays(iso: string, n: number): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + n * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

const PAYMENT_WORDS = wordRegExp(words((l) => l.paymentTerms?.words));
const TERM_DAYS = new RegExp(`(?<![\\d.,])(\\d{1,3})\\s*${alt(words((l) => l.paymentTerms?.dayUnits))}(?!\\p{L})`, 'gu');
/** early-payment discount words, anywhere in the text */
const DISCOUNT = new RegExp(alt(words((l) => l.paymentTerms?.discount)), 'u');
/** "Net 30" (English net-days notation) */
const NET_N = /(?<!\p{L})net\s*(\d{1,3})(?![\d.,])/gu;
const END_OF_MONTH = new RegExp(alt(words((l) => l.paymentTerms?.endOfMonth)), 'u');
const NET_TERM = wordRegExp(words((l) => l.paymentTerms?.net));

/**
 * Payment term in days from a payment-terms text ("Zahlbar innerhalb von 14 Tagen", "payable within 30 days",
 * "Terms: Net 30", "30 dager netto"): the largest number of days named, because an early-payment discount period
 * ("2 % Skonto innerhalb 10 Tagen, 30 Tage netto") is always shorter than the net term. Null when the text is not
 * about payment, names no days, or only names an early-payment discount period.
 */
export function paymentTermDays(text: string, maxDays = 180): number | null {
  const f = fold(text);
  if (!PAYMENT_WORDS.test(f)) return null;
  // "30 jours fin de mois", "30 days end of month": the due date is not issue date + n
  if (END_OF_MONTH.test(f)) return null;
  let best: number | null = null;
  let count = 0;
  for (const re of [TERM_DAYS, NET_N]) {
    for (const m of f.matchAll(re)) {
      const n = Number(m[1]);
      if (!(n > 0 && n <= maxDays)) continue;
      count++;
      if (best === null || n > best) best = n;
    }
  }
  // "Bei Zahlung innerhalb 14 Tagen gewähren wir 2 % Skonto": a lone discount period is not the payment term
  if (count === 1 && DISCOUNT.test(f) && !NET_TERM.test(f)) return null;
  return best;
}


/** a percentage figure ("2 %", "1,5%") */
const PERCENT_FIGURE = /\d\s*%/;

/**
 * Early-payment discount terms ("2 % Skonto bis 10.12.2026, netto bis 30.12.2026", "Kassarabatt 2 % vid betalning senast
 * …, netto senast …", "Escompte de 2 % pour paiement avant le …, net au …"): a text that grants a discount percentage
 * (a percent figure and an early-payment discount word, lexicon `paymentTerms.discount`) and names two or more dates
 * asks for the full amount by the latest of them — the due date (EN 16931 BT-9); the earlier ones end discount periods.
 * Dates before `notBefore` (the issue date) are no deadlines. Null when the text is no such terms text.
 */
export function netDateOfDiscountTerms(text: string, order: DateOrder, notBefore: string | null): DateMatch | null {
  const f = fold(text);
  if (!PERCENT_FIGURE.test(f) || !DISCOUNT.test(f)) return null;
  const dates = findDates(text, order).filter((d) => notBefore === null || d.iso > notBefore);
  if (dates.length < 2) return null;
  let latest = dates[0]!;
  for (const d of dates) if (d.iso > latest.iso) latest = d;
  return latest;
}
