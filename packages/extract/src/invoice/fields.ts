/**
 * Label → value pairing by geometry. A value is looked for, in this order:
 * 1. in the label's own segment, after the label ("Invoice no.: 123", "Handelsrechnung Nr. 471102 vom 05.03.2018");
 * 2. in the segments to its right on the same line, up to the next label ("Rechnungsnummer      471102");
 * 3. below the label: the next lines (within ~2.5 line heights) whose segment overlaps the label horizontally or
 *    shares its left or right edge ("TOTAL HT" over "100,00"). In a row of labels over a row of values each label
 *    takes the value aligned with it (by position in the row only when labels and values sit on offset grids).
 * Labels are matched on folded text (case, accents); see labels.ts. A totals label may follow one qualifying word
 * ("Positionen netto") or a value glued to it by a narrow gap; a label inside a merged header cell looks for its
 * value under its own words. Under a totals label, a column of amounts that ends in their sum (one row per VAT rate,
 * then the total row) gives that sum; under a row of column heads ("Rate | Net | VAT | Gross") a column of several
 * rows without a total row gives the sum of its rows. A bare "Net" / "Gross" is only taken as such a column head.
 */
import { ISO_CODES } from './currency.js';
import { findDates, fold } from './dates.js';
import type { Doc, DocLine, Seg } from './doc.js';
import { alt, words } from './lexicon/index.js';
import { type FieldKind, foldKeep, isColumnHeadLabel, isNormalLabel, matchLabel, type LabelMatch } from './labels.js';
import { findAmounts } from './numbers.js';
import { IBAN_LENGTHS, ibanValid } from './payment.js';
import { boxOf, wordsIn } from './provenance.js';
import type { InvoiceSettings } from './settings.js';
import type { SourceBox, Word } from '../types.js';

export interface Candidate<T> {
  value: T;
  kind: FieldKind;
  /** label specificity: lower is better */
  rank: number;
  /** where the value came from */
  via: 'inline' | 'right' | 'below';
  line: DocLine;
  seg: Seg;
  /** the line the label is on */
  labelLine: DocLine;
  /** where the value is printed (the words after the label, or the value's cell); null when not one place */
  box: SourceBox | null;
}

export type ValueParser<T> = (text: string, doc: Doc) => T | null;

// (an em dash, "Invoice #— 55120", separates a label from its value as a colon does)
const LEAD = /^[\s:：#.\-–—=*)(]+/;

/** First token that looks like a document number (contains a digit, not a date, not an amount with decimals). */
export const parseId: ValueParser<string> = (text, doc) => {
  const rest = text.replace(LEAD, '');
  const m = /^(\S+)/.exec(rest);
  if (!m) return null;
  // markup that leaked into the text layer ("<ID>123</ID>") is not part of the number
  let tok = m[1]!.replace(/<\/?[\w:]*>?/g, '').replace(/^[>"'(]+/, '').replace(/[,;:.)"']+$/, '');
  const second = /^\S+\s+(\S+)/.exec(rest)?.[1];
  // "č.FV5040011231", "Nr.4711": a number word glued to the value with a full stop is no part of it; "INVOICE-NR
  // 1234/2099", "Rechnung Nr 77": a number word standing alone before the number is none either
  const folded = fold(tok);
  const glued = NUMBER_WORD_GLUED.exec(folded);
  const afterWord = second?.replace(/[,;:.)]+$/, '');
  if (glued) tok = tok.slice(glued[0].length);
  else if (NUMBER_WORD_ALONE.test(folded) && afterWord && /\d/.test(afterWord)) tok = afterWord;
  // "FV 1/2021" style: a short letter prefix and a number; Portuguese "<type> <series>/<number>" ("FT A/347",
  // "FR A.2025/12"): an upper-case type code, then a series that may start with letters but ends in "/<digits>"
  const lettered = (s: string) => /^[A-Z]{1,4}$/.test(tok) && /^[A-Za-z][A-Za-z0-9.-]{0,11}\/\d[\d/.-]*$/.test(s);
  // "Invoice  Page 1/2" / "Rechnung  S. 1/2": a page counter, not a number
  const pages = /^(\d{1,3})\/(\d{1,3})$/.exec(second?.replace(/[,;:.)]+$/, '') ?? '');
  if (PAGE_WORD.test(tok.toLowerCase()) && pages && Number(pages[1]) <= Number(pages[2])) return null;
  // (not a small word in lower case before a figure: "… forfaitaire de 40 euros" under a sentence naming the invoice)
  if (/^[A-Za-z]{1,4}$/.test(tok) && !/^[a-z]+$/.test(tok) && second && (/^\d[\w/.-]*$/.test(second) || lettered(second.replace(/[,;:.)]+$/, '')))) {
    const num = second.replace(/[,;:.)]+$/, '');
    // "vom 31.10.2018" is a date, not a number; so is "du 13 décembre 2018" (a date in words opening there)
    const isDate = findDates(num, doc.dateOrder).some((d) => d.index === 0 && d.length === num.length);
    const after = rest.slice(rest.indexOf(second, m[1]!.length));
    const wordDate = findDates(after, doc.dateOrder).some((d) => d.index === 0 && d.length > num.length);
    if (!isDate && !wordDate) return `${tok} ${num}`;
    if (wordDate) return null;
  }
  // "92 / 08/2025": a number in a monthly series printed with blanks around its first slash is one number (the part
  // after the slash a series of its own, "08/2025": a count "1 / 2" is none) (setting numberSpacedSlash)
  const spacedSlash = doc.settings.numberSpacedSlash > 0 ? /^([A-Z]{0,4}\d{1,8})\s+\/\s+(\d{1,4}[/.-]\d{2,4})(?=\s|$)/.exec(rest) : null;
  if (spacedSlash) return `${spacedSlash[1]}/${spacedSlash[2]}`;
  // "N° 26 558 373 267": a number printed in groups of three digits, like a large figure, is one number (two groups
  // at least after the first, and no decimals after the last: "1 234,56" is an amount)
  const grouped = /^\d{1,3}(?: \d{3}){2,}(?![\d.,]*\d)/.exec(rest);
  if (grouped && grouped[0].startsWith(tok + ' ')) return grouped[0].replace(/ /g, '');
  // "512 904 3377": a value that is nothing but three or more groups of two to four digits (a telecom's number
  // printed in blocks for reading) is one number too
  if (/^\d{2,4}(?: \d{2,4}){2,}$/.test(rest.trim())) {
    const compact = rest.trim().replace(/ /g, '');
    // (a bank account's number printed without its country code — a Polish NRB "87 1140 2004 0000 3902 7637 4830" under
    // "Rachunek", which also means "bill" — is no document number: setting numberNotAccount)
    return doc.settings.numberNotAccount > 0 && bareAccountNumber(compact) ? null : compact;
  }
  if (!/\d/.test(tok) || tok.length > 40) return null;
  // "Número de abono: 0" read under a title naming the invoice: a count of nothing numbers no document
  if (/^0+$/.test(tok)) return null;
  // "RF18 5390 0754 7034" under "Référence": a structured creditor reference (ISO 11649, its check digits
  // proven) is the payment's reference, not the document's number
  if (creditorReference(rest)) return null;
  // an amount is not a document number, with its currency sign before it or not ("£2668.46" under "Invoice total")
  if (/^[-(]?(?:\p{Sc})?\d{1,3}(?:[.,'\s]\d{3})*[.,]\d{2}\)?$/u.test(tok) || /^[-(]?\p{Sc}\d+[.,]\d{2}\)?$/u.test(tok)) return null;
  // so is a figure with two decimals and a currency after it ("1386,40 €", "1386.40 EUR"), grouped or not
  const cur = rest.slice(rest.indexOf(tok) + tok.length);
  if (/^[-(]?\d+[.,]\d{2}\)?$/.test(tok) && (/^\s*(?:[€$£¥₽₹]|kr\b|zł|Kč)/u.test(cur) || (/^\s*([A-Z]{3})\b/.test(cur) && ISO_CODES.has(/^\s*([A-Z]{3})/.exec(cur)![1]!)))) return null;
  // (year first with an unpadded month or day, "2026/11/4", is a number in a series: printed dates pad them; so is a
  // year-first "2022/03/18" in a document that prints its dates day or month first and none year first)
  const series = /^\d{4}\/(?:\d\/\d{1,2}|\d{1,2}\/\d)$/.test(tok) || (/^(?:19|20)\d\d\/\d\d\/\d\d$/.test(tok) && !printsYearFirst(doc, tok))
    // (and a day-first "4/03/2031" in a document whose dates are printed in another shape and never with slashes:
    // a number in a monthly series, setting numberDateShapedSeries)
    || (doc.settings.numberDateShapedSeries > 0 && /^\d{1,2}\/\d{1,2}\/(?:19|20)\d\d$/.test(tok) && slashDatesOnlyIn(doc, tok));
  if (!series && findDates(tok, doc.dateOrder).some((d) => d.index === 0 && d.length === tok.length)) return null;
  // nor is the day of a date written in words opening there ("5 de agosto de 2023" after "Fecha de factura")
  const from = rest.slice(rest.indexOf(tok));
  if (/^\d{1,2}\.?$/.test(tok) && findDates(from, doc.dateOrder).some((d) => d.index === 0 && d.length > tok.length)) return null;
  return tok;
};

/** per document: its day- or month-first dates ("06/10/2022", "31.08.2022") and its year-first ones with their counts */
const dateShapes = new WeakMap<Doc, { dayFirst: number; yearFirst: Map<string, number> }>();

/**
 * Does the document print its dates year first — any year-first date but `tok` itself, or no day- or month-first date at
 * all? A year-first "2022/03/18" among dates printed "06/10/2022" is no date of the document (a number in a series).
 */
function printsYearFirst(doc: Doc, tok: string): boolean {
  let shapes = dateShapes.get(doc);
  if (!shapes) {
    shapes = { dayFirst: 0, yearFirst: new Map() };
    for (const l of doc.lines) {
      shapes.dayFirst += (l.text.match(/(?<![\d/.-])\d{1,2}[./-]\d{1,2}[./-](?:19|20)?\d\d(?![\d/.-])/g) ?? []).length;
      for (const y of l.text.match(/(?<![\d/.-])(?:19|20)\d\d[./-]\d\d[./-]\d\d(?![\d/.-])/g) ?? []) shapes.yearFirst.set(y, (shapes.yearFirst.get(y) ?? 0) + 1);
    }
    dateShapes.set(doc, shapes);
  }
  return shapes.dayFirst === 0 || [...shapes.yearFirst.keys()].some((y) => y !== tok);
}

/**
 * Does the document print its dates without slashes — at least one date in another shape ("2025-07-08", "08.07.2025")
 * and no slashed date but `tok` itself (wherever `tok` is printed)?
 */
function slashDatesOnlyIn(doc: Doc, tok: string): boolean {
  let other = 0;
  for (const l of doc.lines) {
    for (const d of l.text.match(/(?<![\d/.-])(?:\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d\d|(?:19|20)\d\d[./-]\d{1,2}[./-]\d{1,2})(?![\d/.-])/g) ?? []) {
      if (d.includes('/')) {
        if (d !== tok) return false;
      } else other++;
    }
  }
  return other > 0;
}

/** Does the text open with an ISO 11649 creditor reference ("RF18 5390 0754 7034", "RF18539007547034"):
 * "RF", two check digits and up to 21 letters or digits (in groups of four or run together) whose mod-97 check holds? */
export function creditorReference(text: string): boolean {
  const m = /^RF(\d{2})((?:\s?[0-9A-Z]{1,4}){1,6})(?![0-9A-Za-z])/.exec(text);
  if (!m) return false;
  const body = m[2]!.replace(/\s/g, '');
  if (!body.length || body.length > 21) return false;
  const digits = (body + 'RF' + m[1]).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let r = 0;
  for (const d of digits) r = (r * 10 + Number(d)) % 97;
  return r === 1;
}

export const parseDateValue: ValueParser<string> = (text, doc) => {
  const rest = text.replace(LEAD, '');
  // compact YYYYMMDD right after a date label
  const compact = /^(\d{4})(\d{2})(\d{2})(?!\d)/.exec(rest);
  if (compact) {
    const iso = `${compact[1]}-${compact[2]}-${compact[3]}`;
    if (findDates(iso, 'dmy')[0]?.iso === iso) return iso;
  }
  const d = findDates(rest, doc.dateOrder)[0];
  if (!d) return null;
  // "Nowa Wieś Wlkp., 2031-03-05": the place of issue and a comma before the date (setting datePlacePrefixChars)
  if (d.index > 12 && !(d.index <= doc.settings.datePlacePrefixChars && /^\p{L}[\p{L}.\s-]*,\s*$/u.test(rest.slice(0, d.index)))) return null;
  return d.iso;
};

/** The last amount of the text (the total in "Total 19 % 100,00 119,00" is the rightmost figure). */
export const parseAmountValue: ValueParser<number> = (text, doc) => {
  let rest = text.replace(/^[\s:：#=*]+/, '');
  // a date is no amount: its figures ("29 March 2023", "29.03.2023") are blanked out (only dates with a month name or a
  // four-digit year: "31.12" may be an amount)
  for (const d of findDates(rest, doc.dateOrder)) {
    const raw = rest.slice(d.index, d.index + d.length);
    if (/\p{L}/u.test(raw) || /(?<!\d)\d{4}(?!\d)/.test(raw)) rest = rest.slice(0, d.index) + ' '.repeat(d.length) + rest.slice(d.index + d.length);
  }
  // long digit runs are ids (IBAN, account, KID), not amounts
  const found = findAmounts(rest, doc.convention).filter((a) => !/\d{9,}/.test(a.text.replace(/[.,]\d{1,2}$/, '')));
  if (!found.length) return null;
  // a bare integer that is part of a word-ish text ("30 Tagen") is not a total
  const withDecimals = found.filter((a) => a.decimals > 0);
  const pick = withDecimals.length ? withDecimals[withDecimals.length - 1]! : found[found.length - 1]!;
  if (withDecimals.length === 0 && /\p{L}{3,}/u.test(rest.slice(pick.index + pick.text.length))) return null;
  return pick.value;
};

const AMOUNT_KINDS: FieldKind[] = ['net', 'tax', 'gross', 'due'];
const DATE_KINDS: FieldKind[] = ['issueDate', 'dueDate'];

const ALL_KINDS: FieldKind[] = ['number', 'issueDate', 'dueDate', 'due', 'net', 'tax', 'gross', 'vatId', 'seller', 'buyer'];

/** up to six words, a linking verb, maybe an article: the lead of a value stated in a sentence (lexicon `copulas`) */
const LINKED_VALUE = new RegExp(`^(?:\\s+[\\p{L}-]+){0,6}?\\s+${alt(words((l) => l.copulas))}(?:\\s+${alt(words((l) => l.particles))})?\\s+(?=\\S)`, 'u');

/** a number word and its full stop glued to what follows, when that holds a digit (lexicon `numberWords`) */
const NUMBER_WORD_GLUED = new RegExp(`^${alt(words((l) => l.numberWords))}\\.(?=[\\p{L}\\d/-]*\\d)`, 'u');

/** a number word alone, with or without its full stop or a colon ("Nr", "No.", "n°:") */
const NUMBER_WORD_ALONE = new RegExp(`^${alt(words((l) => l.numberWords))}[.:]?$`, 'u');

/**
 * Is a string of 14 digits or more an IBAN without its country code: for some country whose IBAN has two letters more
 * than the digits, the letters and the digits pass the ISO 13616 check (its two check digits lead the digits)?
 */
export function bareAccountNumber(digits: string): boolean {
  if (!/^\d{14,32}$/.test(digits)) return false;
  for (const [cc, len] of Object.entries(IBAN_LENGTHS)) if (len === digits.length + 2 && ibanValid(cc + digits)) return true;
  return false;
}

/** "Page 1/2", "Seite 1/2": a page counter's word */
const PAGE_WORD = new RegExp(`^${alt(words((l) => l.pageWords))}$`, 'u');
/** "inkl.", "excl.", "hors", "of": a word that qualifies an amount as gross or net (lexicon inclusive/exclusive/particles) */
const QUALIFIER = new RegExp(`^${alt(words((l) => [...(l.inclusive ?? []), ...(l.exclusive ?? []), ...(l.particles ?? [])]))}\\.?$`, 'u');

/** Does the segment start with any label (used to stop the search to the right)? */
export function startsWithLabel(seg: Seg): boolean {
  for (const k of ALL_KINDS) {
    const m = matchLabel(seg.f, k);
    if (m && m.start <= 1) return true;
  }
  return false;
}

/** A segment that is a net / tax / gross / due label from its start to its end ("Total sem IVA", "MwSt."). */
/** a rate and maybe the base it applies to ("25 %", "20 % on 1,383.11", "23 % s/ 8.031,70" with an abbreviated preposition), or a currency symbol, ending a text */
const RATE_OR_SYMBOL_TAIL = /(?:\s*[€$£]|\s*\(?\d+(?:[.,]\d+)?\s?%\)?(?:\s*\p{L}{1,4}[./]?\s*[-−]?\d[\d.,'’ ]*)?)\s*$/u;

/** How many characters at the end of a label are a currency (code or symbol) or a rate ("Fakturabelopp EUR",
 * "Summa moms 25 %", "VAT 20 % on 1,383.11"). */
function labelTailLength(text: string): number {
  let rest = text;
  for (;;) {
    const code = /\s+([A-Z]{3})\s*$/.exec(rest);
    const m = code && ISO_CODES.has(code[1]!) ? code : RATE_OR_SYMBOL_TAIL.exec(rest);
    if (!m || !m[0].length) break;
    rest = rest.slice(0, rest.length - m[0].length);
  }
  return text.length - rest.length;
}

export function isTotalsLabel(seg: Seg): boolean {
  // (a currency or a rate may follow the label: "Fakturabelopp EUR", "Summa moms 25 %")
  const tail = labelTailLength(seg.text);
  const f = seg.f.slice(0, seg.f.length - tail).trim();
  return AMOUNT_KINDS.some((k) => {
    const m = matchLabel(f, k);
    return !!m && m.start <= 1 && f.length - m.end <= 2;
  });
}

/**
 * Text allowed before a totals label in its segment: one qualifying word ("Positionen netto", "Zuzügl. USt",
 * "Versandkosten netto"), maybe followed by a rate ("zzgl. 19 % USt."), or the value of the previous label glued to it by a narrow gap ("141 075,10 Invoice amount").
 */
function leadAllowed(prefix: string): boolean {
  const p = prefix.trim();
  // "inkl. MwSt." / "ohne MwSt." / "excl. VAT" qualify the amount as gross or net: not a tax label
  if (QUALIFIER.test(p.toLowerCase())) return false;
  if (/^\p{L}[\p{L}-]{1,18}\.?$/u.test(p)) return true;
  // a qualifier and the rate before a tax label ("zzgl. 19 % USt.", "plus 20% VAT", "+ 21% IVA")
  const rate = /^(?:(\p{L}[\p{L}-]{1,18}\.?)\s*|\+\s*)?\d{1,2}(?:[.,]\d{1,2})?\s*%$/u.exec(p);
  if (rate) return !rate[1] || leadAllowed(rate[1]);
  return /^-?\d[\d\s.,']*$/.test(p) && /\d[.,]\d{2}$/.test(p);
}

/**
 * Key/value pairs run together in one cell ("Netto: 100,00 Brutto: 119,00"): a label whose text before it ends with a
 * key, its colon and a figure, and that is itself followed by its colon, starts a pair of its own. The figure may carry
 * a currency (symbol or code) on either side.
 */
function nextKeyOfRun(prefix: string, tail: string): boolean {
  return /[:：]\s*(?:[^\s:：\d]{1,3}\s?)?[-−]?\d[\d\s.,'’]*(?:\s?(?:[^\s\p{L}\d]|[a-z]{3}))?\s*$/u.test(prefix) && /^\s*(?:\([^)]{0,12}\))?\s*[:：]/u.test(tail);
}

/**
 * A key that follows another key and its value in one cell ("Datum: 03.04.2026 Aussteller: Acme Ltd"): the text
 * before it holds a key, its colon and a value, the label starts a word, and its own colon follows it.
 */
export function keyAfterPair(f: string, start: number, end: number): boolean {
  return start > 0 && /\s/.test(f[start - 1]!) && /[:：]\s*\S/u.test(f.slice(0, start)) && /^\s*[:：]/u.test(f.slice(end));
}

/** The part of a segment from character `start` (a word start) to its end, as a segment of its own. */
export function segFrom(seg: Seg, start: number): Seg | null {
  let pos = 0;
  for (let k = 0; k < seg.words.length; k++) {
    if (pos === start) {
      const ws = seg.words.slice(k);
      return {
        text: seg.text.slice(start),
        f: seg.f.slice(start),
        x0: ws[0]!.x0,
        y0: Math.min(...ws.map((w) => w.y0)),
        x1: seg.x1,
        y1: Math.max(...ws.map((w) => w.y1)),
        size: seg.size,
        bold: seg.bold,
        words: ws,
      };
    }
    pos += seg.words[k]!.text.length + 1;
    if (pos > start) break;
  }
  return null;
}

/** Horizontal extent of the words of `seg` covering the characters [start, end) of its text. */
function wordsBox(seg: Seg, start: number, end: number): { x0: number; x1: number } {
  let pos = 0;
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const w of seg.words) {
    const ws = pos;
    const we = pos + w.text.length;
    if (we > start && ws < end) {
      x0 = Math.min(x0, w.x0);
      x1 = Math.max(x1, w.x1);
    }
    pos = we + 1;
  }
  return Number.isFinite(x0) ? { x0, x1 } : { x0: seg.x0, x1: seg.x1 };
}

/** Where the first label of any kind starts inside the segment (after its first character), or -1. */
function innerLabelStart(seg: Seg): number {
  let first = -1;
  for (const k of AMOUNT_KINDS) {
    const m = matchLabel(seg.f, k);
    if (m && m.start > 1 && (first < 0 || m.start < first)) first = m.start;
  }
  return first;
}

export interface FindOptions {
  /** label must start the segment (totals and blocks) */
  atStart?: boolean;
  /** lines (by index) to ignore, e.g. the line-item table */
  skip?: Set<number>;
  /** labels whose text continues with these words are not this field ("Rechnungsdatum" vs "Rechnung") */
  reject?: RegExp;
  /** the text before the label in its segment makes it another label ("Leveringsnr / dato") */
  rejectBefore?: RegExp;
  /** the text right after the label makes it another label ("MwSt-Satz", "Mva sats %") */
  rejectAfter?: RegExp;
  /** how many lines below to look */
  below?: number;
}

/** an inclusive-tax phrase in brackets, alone: "(including tax)", "(inkl. MwSt.)", "(incl. VAT)" */
const INCLUSIVE_TAX_BRACKETS = new RegExp(
  `^\\s*\\(\\s*${alt(words((l) => l.inclusive ?? []))}\\.?\\s*(?:${alt(words((l) => l.particles ?? []))}\\s+)?${alt(words((l) => l.taxWords))}\\.?\\s*\\)\\s*$`,
  'u',
);

/** a bracketed phrase alone, its words kept: "(Invoice No)", "(payment date)" */
const BRACKETED = /^\s*\(([^()]+)\)\s*$/u;
/** a date word of any lexicon ("date", "datum", "fecha") */
const DATE_WORD = new RegExp(`(?<![\\p{L}\\d])${alt(words((l) => l.dateWords ?? []))}(?![\\p{L}])`, 'u');

/**
 * Is the text between a label and its colon a gloss of the same field in brackets, as bilingual layouts print a second
 * language's label ("Daňový doklad č. (Invoice No):", "Odběratel (Client):", "Celkem k úhradě (to be paid):")? Either
 * the bracketed words are a label of the same kind as a whole, or, after a date label, they name a date that no other
 * kind of date label claims ("Datum splatnosti (payment date):"). Any other bracketed words still make another label
 * ("Total (excl. VAT):" is no gross label).
 */
function sameFieldGloss(between: string, kind: FieldKind): boolean {
  const g = BRACKETED.exec(between);
  if (!g) return false;
  const inner = g[1]!.replace(/[\s.:#-]+$/u, '').trim();
  if (!inner) return false;
  const m = matchLabel(inner, kind);
  if (m && m.start === 0 && m.end >= inner.length) return true;
  if (!DATE_KINDS.includes(kind) || !DATE_WORD.test(inner)) return false;
  return DATE_KINDS.every((other) => {
    if (other === kind) return true;
    const o = matchLabel(inner, other);
    return !o || !isNormalLabel(o);
  });
}

/** an excluding word at the start of the text after a label ("IVA| esclusa", "VAT| excl.", "TVA| non comprise") */
const EXCLUDING_AFTER = new RegExp(`^\\.?\\s*${alt(words((l) => l.exclusive))}(?![\\p{L}])`, 'u');

/** a slash and a few words without figures up to the value ("/Fecha de la entrega", "/ Lieferdatum:") */
const SLASHED_DATE_LABEL = /^\s*\/\s*([^\d/:]{2,40}?)\s*(?=[:\s]\s*\d|:|$)/u;
/** a date word of any lexicon ending a word ("entrega"-less "Lieferdatum", "date of delivery", "fecha de la entrega") */
const DATE_WORD_END = new RegExp(`${alt(words((l) => l.dateWords ?? []))}(?![\\p{L}])`, 'u');

/** Every label of `kind` in the document with the value paired to it. */
export function findLabelled<T>(doc: Doc, kind: FieldKind, parse: ValueParser<T>, opts: FindOptions = {}): Candidate<T>[] {
  const out: Candidate<T>[] = [];
  for (const line of doc.lines) {
    if (opts.skip?.has(line.i)) continue;
    line.segs.forEach((seg, si) => {
      let m = matchLabel(seg.f, kind);
      if (!m) return;
      // "Rechnung Rechnungsnummer: RE-1", "Invoice Invoice no. 7": a label followed at once by another of its kind —
      // the later one is the value's
      // (and after a slash, a second language's label of the field: "Rechnungsnummer / Invoice No.:", "FAKTURA / INVOICE
      // 2024-17" — labelSlashGloss; not for amounts, whose value is the figure at the line's end whatever the label's
      // words: "ALV YHTEENSÄ / VAT 25,5 %" keeps its first label, which the rate follows)
      const between = doc.settings.labelSlashGloss && !AMOUNT_KINDS.includes(kind) ? /^[\s:：.#/-]*/ : /^[\s:：.#-]*/;
      for (let k = 0; k < 3; k++) {
        const rest = seg.f.slice(m.end);
        const lead = between.exec(rest)![0].length;
        const next = lead < rest.length ? matchLabel(rest.slice(lead), kind) : null;
        // (a label word inside an identifier is no label: "invoice_number_1", "INV-2024")
        // (after a slash the second label may follow a word or two of its own: "Faktura / VAT Invoice", "LASKU / TAX INVOICE")
        const glossed = next !== null && next.start > 0 && rest.slice(0, lead).includes('/') && /^(?:\p{L}+\.?\s+){1,2}$/u.test(rest.slice(lead, lead + next.start));
        if (!next || (next.start !== 0 && !glossed) || /^[\p{L}\d_]/u.test(rest.slice(lead + next.end))) break;
        // (a gloss after a slash extends the label: the pair is one label where it starts, of the more specific of its two
        // ranks — the value under a row of such labels stands under the pair's start)
        const at: number = m.end + lead + next.start;
        // (and ends the walk: "DATA DOCUMENTO / DATED DATA DDT / …" run together is two labels, the second another's)
        // (only where the second label ends the words before the value: "Fecha de la factura/Fecha de la entrega 4 mayo"
        // names another date after its first word)
        if (rest.slice(0, lead).includes('/')) {
          if (/^[\s.]*\p{L}+(?=\s|$)/u.test(rest.slice(lead + next.end))) break;
          m = { ...m, rank: Math.min(m.rank, next.rank), end: m.end + lead + next.end };
          break;
        }
        m = { ...next, start: at, end: m.end + lead + next.end };
      }
      // two dates' labels joined by a slash over one value ("Fecha de la factura/Fecha de la entrega 4 mayo 2026",
      // "Invoice date/Date of supply: …"): the value after the pair is this label's too
      if (DATE_KINDS.includes(kind)) {
        const pair = SLASHED_DATE_LABEL.exec(seg.f.slice(m.end));
        if (pair && DATE_WORD_END.test(pair[1]!)) m = { ...m, end: m.end + pair[0].length };
      }
      // a word inside a web address ("127.0.0.1:5000/Invoice/7/", a browser's print footer) is no label, nor is one
      // joined into an identifier by underscores ("invoice_number_1")
      if (inWebAddress(seg.text, m.start) || seg.f[m.end] === '_' || (m.start > 0 && seg.f[m.start - 1] === '_')) return;
      const led = m.start > 2;
      // a bare "Net" / "Gross" is only a column head: the whole cell, in a row of other labels
      if (isColumnHeadLabel(m)) {
        if (seg.f.trim() !== seg.f.slice(m.start, m.end) || line.segs.filter((x) => startsWithLabel(x)).length < 3) return;
      }
      if (opts.atStart && led && !leadAllowed(seg.f.slice(0, m.start)) && !nextKeyOfRun(seg.f.slice(0, m.start), seg.f.slice(m.end))) return;
      // another kind of label that covers more of the text wins ("Totaal bedrag BTW" is tax, "Net total" is net, not a total)
      // (so does a date label: "Maksettava viimeistään" is the due date's, not the amount payable's)
      // (and between dates: "Data limite" is the due date's, whatever its "Data" names alone)
      if (AMOUNT_KINDS.includes(kind) || DATE_KINDS.includes(kind)) {
        for (const other of AMOUNT_KINDS.includes(kind) ? [...AMOUNT_KINDS, ...DATE_KINDS] : DATE_KINDS) {
          if (other === kind) continue;
          const o = matchLabel(seg.f, other);
          if (o && o.start <= m.start && o.end >= m.end && (o.start < m.start || o.end > m.end)) return;
        }
      }
      // "Montant prélevé le jour/mois/année 148,20": a date's placeholder after the label marks a sample (an explanatory
      // page's specimen of the bill), not a value of this document
      if (specimen(doc, line, si, seg.f.slice(m.end))) return;
      // a tax name followed by an excluding word ("(IVA esclusa)", "VAT excluded", "TVA exclue") qualifies a net amount
      // or price beside it: no tax label
      if (kind === 'tax' && EXCLUDING_AFTER.test(seg.f.slice(m.end))) return;
      if (opts.reject && opts.reject.test(seg.f.slice(m.start))) return;
      if (opts.rejectAfter && opts.rejectAfter.test(seg.f.slice(m.end))) return;
      if (opts.rejectBefore && opts.rejectBefore.test(seg.f.slice(0, m.start))) return;
      // "Date de facture associée : …": more words between the label and its colon make it another label
      const tail = seg.f.slice(m.end);
      const colon = tail.indexOf(':');
      // (not a gross label's inclusive-tax phrase in brackets: "Total (including tax): 5500.00 USD", "Summe (inkl. MwSt.):")
      // (nor a bracketed gloss of the same field in a second language, "Daňový doklad č. (Invoice No):", which the label
      // takes in: its value follows the gloss)
      if (colon > 0 && /\p{L}{3,}/u.test(tail.slice(0, colon)) && !/\d/.test(tail.slice(0, colon)) && !(kind === 'gross' && INCLUSIVE_TAX_BRACKETS.test(tail.slice(0, colon)))) {
        if (!sameFieldGloss(tail.slice(0, colon), kind)) return;
        m = { ...m, end: m.end + tail.lastIndexOf(')', colon) + 1 };
      }
      const c = valueFor(doc, line, si, m, parse, opts);
      // a label behind a qualifier ("Positionen netto") is a little less certain than one that starts its segment
      if (c) out.push({ ...c, kind, rank: m.rank + (opts.atStart && led ? doc.settings.qualifiedLabelPenalty : 0), labelLine: line });
    });
  }
  return out;
}

/** a date written as its pattern ("jour/mois/année", "dd/mm/yyyy", "TT.MM.JJJJ", "gg/mm/aaaa"), folded */
const DATE_PLACEHOLDER =
  /(?<![\p{L}\d])(?:jour|dia|day|tag|dag|d{1,2}|j{1,2}|t{1,2}|g{1,2})\s?[/.-]\s?(?:mois|mes|month|monat|maand|m{1,2})\s?[/.-]\s?(?:annee|ano|anno|year|jahr|jaar|y{2,4}|a{2,4}|j{2,4}|r{2,4})(?![\p{L}\d])/u;

/**
 * Does a date's placeholder stand after a label where its date would ("le jour/mois/année 148,20")? Not when it is a
 * format hint: in brackets ("Invoice date (dd/mm/yyyy):") or followed on the line by a real date ("Datum TT.MM.JJJJ
 * 12.03.2026").
 */
function specimen(doc: Doc, line: DocLine, si: number, afterLabel: string): boolean {
  const ph = DATE_PLACEHOLDER.exec(afterLabel);
  if (!ph) return false;
  if (/[(\[]\s*$/.test(afterLabel.slice(0, ph.index))) return false;
  const rest = [afterLabel.slice(ph.index + ph[0].length), ...line.segs.slice(si + 1).map((x) => x.text)].join('  ');
  return findDates(rest, doc.dateOrder).length === 0;
}

/** Is position `at` of the text inside a web address (a token with "://", "www." or a host and a path)? */
function inWebAddress(text: string, at: number): boolean {
  const start = text.lastIndexOf(' ', at) + 1;
  const end = text.indexOf(' ', at);
  const token = text.slice(start, end < 0 ? text.length : end);
  return /:\/\/|^www\.|^(?:[\w-]+\.)+[a-z]{2,}(?::\d+)?\/|^\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\//i.test(token);
}

/**
 * The text after a label up to the next key of its line, once a figure has been read: "Netto: ¥ 1.100.500,00 Inklusive
 * MwSt: ¥ 110.050,00 Brutto: …" gives the net its own figure, not the last one of the line.
 */
function untilNextKey(text: string, doc: Doc): string {
  const first = findAmounts(text, doc.convention)[0];
  if (!first) return text;
  const from = first.index + first.text.length;
  const key = /\s\p{Lu}[\p{L}.]*(?:\s+[\p{L}.()%\d]+){0,3}\s*[:：]/u.exec(text.slice(from));
  return key ? text.slice(0, from + key.index) : text;
}

/** a percentage followed by a figure: "20 % on 1 383,11", "5% of 961.24" (a rate and the base it applies to) */
const RATE_BEFORE_FIGURE = /\d\s?%\D+\d/u;

/**
 * Is `tax` the rate printed in `text` applied to `base` (to a cent per unit of the base's rounding, or within the
 * settings-free tolerance of half a percent of the tax)? True when the text names no rate: nothing to check.
 */
function rateOfFigure(text: string, base: number, tax: number): boolean {
  const m = /(\d{1,2}(?:[.,]\d{1,3})?)\s?%/u.exec(text);
  if (!m) return true;
  const expected = (Number(m[1]!.replace(',', '.')) / 100) * base;
  return Math.abs(expected - tax) <= Math.max(0.02, Math.abs(tax) * 0.005);
}

/** a cell holding a rate alone ("25 %", "6%") */
const BARE_RATE = /^\s*\d{1,2}(?:[.,]\d{1,3})?\s?%\s*$/u;

/**
 * Segment `j` of `line` is a bare rate that opens a row of a VAT breakdown beside a totals label whose figure `before`
 * stands left of it ("Net 7 570,60 | 25 % | 14,14 | 3,54"): the two figures after the rate are a base and its tax at that
 * rate, and the first of them is not the tax of `before` at that rate (as on a tax line "VAT 1 000,00 | 19 % | 190,00").
 */
function breakdownRowAt(doc: Doc, line: DocLine, j: number, before: number | null): boolean {
  const rateText = line.segs[j]!.text;
  if (before === null || !BARE_RATE.test(rateText)) return false;
  const figs: number[] = [];
  for (let k = j + 1; k < line.segs.length && figs.length < 2; k++) {
    const v = parseAmountValue(line.segs[k]!.text, doc);
    if (v === null) return false;
    figs.push(v);
  }
  if (figs.length < 2) return false;
  return rateOfFigure(rateText, figs[0]!, figs[1]!) && !rateOfFigure(rateText, before, figs[0]!);
}

/** A cell that names a rate, a word and the base it applies to ("8.1 % MwSt. auf 24367.53"): a tax line's label. */
function rateOfBaseCell(text: string): boolean {
  return RATE_BEFORE_FIGURE.test(text) && /\p{L}{2,}/u.test(text);
}

/** The lines close under `line` on its page: up to `max` lines, while each starts within `valueGapEm` of it. */
function* linesUnder(doc: Doc, line: DocLine, max: number): Generator<DocLine> {
  for (let k = line.i + 1; k < doc.lines.length && k <= line.i + max; k++) {
    const l = doc.lines[k]!;
    if (l.page !== line.page || l.y0 - line.y1 > doc.settings.valueGapEm * line.size) return;
    yield l;
  }
}

/**
 * The cell under `seg` of a row of `labels`: on the first close line below with figures right of the labels' start,
 * the one that belongs to it by geometry ({@link rowValue}).
 */
function cellUnder(doc: Doc, line: DocLine, labels: Seg[], seg: Seg, max: number): { line: DocLine; seg: Seg } | null {
  for (const l of linesUnder(doc, line, max)) {
    const under = l.segs
      .flatMap((x) => splitAtLabelStarts(x, labels, doc.settings.alignTolerance, doc.settings))
      .filter((x) => x.x1 > labels[0]!.x0 - 30 && /\d/.test(x.text));
    if (!under.length) continue;
    const cell = rowValue(labels, seg, under, doc.settings.alignTolerance);
    return cell ? { line: l, seg: cell } : null;
  }
  return null;
}

/**
 * Are two words the digit groups of one amount ("80" "300", "1" "500,00"): a group of one to three digits, then one
 * of three (with decimals or not), a thousands space apart (`itemThousandsGapEm`, or `digitGroupGapChars` character
 * widths)?
 */
function digitGroupsOfOne(a: Word, b: Word, s: InvoiceSettings): boolean {
  if (!/^[-−(]?\p{Sc}?\d{1,3}$/u.test(a.text) || !/^\d{3}(?:[.,]\d{1,2})?(?![\d.,])/.test(b.text)) return false;
  const gap = b.x0 - a.x1;
  const charWidth = (b.x1 - b.x0) / Math.max(1, b.text.length);
  return gap >= -0.5 && gap <= Math.max(s.itemThousandsGapEm * Math.max(a.size, 1), s.digitGroupGapChars * charWidth);
}

/**
 * A value segment of a row under a row of labels, cut where a word begins at a label's left edge after a word that ended
 * before it: values printed a word space apart when a long one ("29794734, 26.07.2024" under "Original invoice") runs
 * up to the next ("14.11.2024" under "Due date") are two cells.
 */
function splitAtLabelStarts(seg: Seg, labels: readonly Seg[], tol: number, s: InvoiceSettings): Seg[] {
  const cuts = new Set<number>();
  seg.words.forEach((w, k) => {
    const prev = seg.words[k - 1];
    // (not between the digit groups of one amount a thousands space apart, "20 400 Ft" right-aligned under "Nettó":
    // its last group may start at the label's left edge; setting labelCutKeepsDigitGroups)
    if (prev && s.labelCutKeepsDigitGroups > 0 && digitGroupsOfOne(prev, w, s)) return;
    if (prev && labels.some((x) => Math.abs(w.x0 - x.x0) <= tol && prev.x1 < x.x0)) cuts.add(k);
  });
  if (!cuts.size) return [seg];
  const out: Seg[] = [];
  let part: Word[] = [];
  const flush = () => {
    if (!part.length) return;
    const text = part.map((w) => w.text).join(' ');
    out.push({ ...seg, text, f: foldKeep(text), x0: part[0]!.x0, x1: part[part.length - 1]!.x1, words: part });
    part = [];
  };
  seg.words.forEach((w, k) => {
    if (cuts.has(k)) flush();
    part.push(w);
  });
  flush();
  return out;
}

/** The value under a label that stands in a row of labels (two or more), read from the first row of figures below. */
function rowBelow<T>(doc: Doc, line: DocLine, seg: Seg, parse: ValueParser<T>, opts: FindOptions): Omit<Candidate<T>, 'kind' | 'rank' | 'labelLine'> | null {
  // (the label's own cell counts as one though a rate opens it: "19 % MwSt. auf 70.566,16")
  const labelSegs = line.segs.filter((x) => startsWithLabel(x) || (x === seg && /^\s*\d{1,2}(?:[.,]\d{1,3})?\s?%/.test(x.text)));
  if (labelSegs.length < 2 || !labelSegs.includes(seg)) return null;
  const under = cellUnder(doc, line, labelSegs, seg, 4);
  if (!under) return null;
  const { line: l, seg: cell } = under;
  const v = parse(cell.text, doc);
  if (v !== null && parse === (parseAmountValue as unknown as ValueParser<T>)) {
    const total = columnTotal(doc, l, cell, opts.skip, labelSegs.length >= 3);
    if (total) return { value: total.value as T, via: 'below', line: total.line, seg: total.seg, box: cellBox(total.line, total.seg) };
  }
  return v !== null ? { value: v, via: 'below', line: l, seg: cell, box: cellBox(l, cell) } : null;
}

/**
 * The figure printed under `seg` when it stands in a row of two or more text cells (a row of labels over a row of
 * values): the cell of the first line below, within `valueGapEm`, that belongs to it by geometry ({@link rowValue}).
 * For labels that are not field labels (charges: "Despesas de envio | Base tributável | Total IVA").
 */
export function valueUnder(doc: Doc, line: DocLine, seg: Seg): { line: DocLine; seg: Seg } | null {
  const labels = line.segs.filter((x) => /\p{L}{2,}/u.test(x.text) && !/\d/.test(x.text));
  if (labels.length < 2 || !labels.includes(seg)) return null;
  return cellUnder(doc, line, labels, seg, 3);
}

/**
 * The value right-aligned under the figure that opens `seg` (a tax line's base printed after its label, "Btw 9 % over |
 * -2.515,29", over the tax): the first line below, within `valueGapEm`, with a figure cell ending where it ends.
 */
function underFigure<T>(doc: Doc, line: DocLine, seg: Seg, parse: ValueParser<T>): Omit<Candidate<T>, 'kind' | 'rank' | 'labelLine'> | null {
  const lead: Word[] = [];
  for (const w of seg.words) {
    if (/\p{L}/u.test(w.text)) break;
    lead.push(w);
  }
  if (!lead.length) return null;
  const x1 = lead[lead.length - 1]!.x1;
  for (const l of linesUnder(doc, line, 3)) {
    const cell = l.segs.find((x) => /\d/.test(x.text) && Math.abs(x.x1 - x1) < doc.settings.alignTolerance);
    if (!cell) continue;
    const v = parse(cell.text, doc);
    return v === null ? null : { value: v, via: 'below', line: l, seg: cell, box: cellBox(l, cell) };
  }
  return null;
}

function valueFor<T>(
  doc: Doc,
  line: DocLine,
  si: number,
  m: LabelMatch,
  parse: ValueParser<T>,
  opts: FindOptions,
): Omit<Candidate<T>, 'kind' | 'rank' | 'labelLine'> | null {
  const seg = line.segs[si]!;
  // totals: the rightmost amount of the label's line, up to the next label ("MVA 25 % 48.343,26   12.085,82")
  if (parse === (parseAmountValue as unknown as ValueParser<T>)) {
    const parts = [untilNextKey(seg.text.slice(m.end), doc)];
    let last: Seg = seg;
    for (let j = si + 1; j < line.segs.length; j++) {
      const s = line.segs[j]!;
      if (startsWithLabel(s)) break;
      // a value glued to the next label ("141075,10 Invoice amount:") ends the walk after the value
      const inner = innerLabelStart(s);
      const text = inner > 0 ? s.text.slice(0, inner) : s.text;
      // another key ("Zapłacono  0,00 PLN") ends the label's values, and so does a rate with its base ("8.1 % MwSt. auf
      // 24367.53": a tax line's label of its own in a row of labels)
      if ((parse(text, doc) === null && /\p{L}{4,}/u.test(text)) || rateOfBaseCell(text)) break;
      // a rate cell after the label's figure that opens a row of a VAT breakdown set beside the totals ends the walk
      // (the figures so far are parsed only at a rate cell)
      if (doc.settings.totalsBesideBreakdown && BARE_RATE.test(text) && breakdownRowAt(doc, line, j, parse(parts.join('   '), doc) as number | null)) break;
      parts.push(text);
      if (parse(text, doc) !== null) last = s;
      if (inner > 0) break;
    }
    const v = parse(parts.join('   '), doc);
    // "VAT 20 % on 1 383,11" over its figure in a row of labels: the figure in the label is the base the rate applies
    // to; the tax is the figure under the label
    // (the base may stand a gap away, in a segment of its own: "Btw 9 % over | -2.515,29")
    const baseAfter = last !== seg && last === line.segs[si + 1] && /\d\s?%[\s\p{L}.]*\p{L}\.?\s*$/u.test(parts[0]!);
    // ("19 % MwSt. auf 70.566,16": the rate may open the cell, before the label)
    const rateFirst = last === seg && /\d\s?%/.test(seg.f.slice(0, m.start)) && /\d/.test(parts[0]!);
    if (v !== null && ((last === seg && RATE_BEFORE_FIGURE.test(parts[0]!)) || rateFirst || baseAfter)) {
      const below = baseAfter ? underFigure(doc, line, last, parse) : rowBelow(doc, line, seg, parse, opts);
      // (a figure a gap away is the base only when the figure under it is the rate of it: "TVA 20,00 % payée sur les
      // débits | 3,40" over "… | 17,00" is a tax line of its own, 20 % of 3,40 being no 17,00)
      if (below && !(baseAfter && !rateOfFigure(parts[0]!, v as number, below.value as number))) return below;
    }
    if (v !== null) return { value: v, via: last === seg ? 'inline' : 'right', line, seg: last, box: last === seg ? afterLabel(line, seg, m) : cellBox(line, last) };
  }
  // 1. inline
  const rest = seg.text.slice(m.end);
  if (rest.trim()) {
    const v = parse(rest, doc);
    if (v !== null) return { value: v, via: 'inline', line, seg, box: afterLabel(line, seg, m) };
    // in a sentence: the value after a linking verb a few words on ("Die Rechnungsnummer für diesen Vorgang lautet
    // M-1675", "the invoice date is 15 March 2026")
    const linked = LINKED_VALUE.exec(foldKeep(rest));
    if (linked) {
      const lv = parse(rest.slice(linked[0].length), doc);
      if (lv !== null) return { value: lv, via: 'inline', line, seg, box: afterLabel(line, seg, m) };
    }
    // text after the label that is not a value (e.g. "Rechnungssumme Brutto (inkl. USt.)") does not stop the search
  }
  // 2. to the right, up to the next label (for amounts, as in the walk above, up to any other key: "Summe netto |
  // zzgl. USt. | Porto und Verpackung 24,12" gives the net nothing)
  const amounts = parse === (parseAmountValue as unknown as ValueParser<T>);
  for (let j = si + 1; j < line.segs.length; j++) {
    const s = line.segs[j]!;
    if (startsWithLabel(s)) break;
    const v = parse(s.text, doc);
    if (amounts && ((v === null && /\p{L}{4,}/u.test(s.text)) || rateOfBaseCell(s.text))) break;
    if (v !== null) return { value: v, via: 'right', line, seg: s, box: cellBox(line, s) };
  }
  // 2b. a label wrapped onto a second line of its cell ("Rechnungsbetrag | Total" / "Amount:"), its value set right of
  // it at the cell's middle height, on a line of its own between the label's two lines (setting wrappedLabelValue)
  const wrapped = doc.settings.wrappedLabelValue > 0 ? wrappedLabelValue(doc, line, seg, parse, opts) : null;
  if (wrapped) return wrapped;
  // 3. below. A row of labels over a row of values ("TOTAL HT   TOTAL TVA   TOTAL TTC" / "100,00  20,00  120,00"):
  // each label takes the value under it (see rowValue).
  const labelSegs = line.segs.filter((x) => startsWithLabel(x));
  const inRow = rowBelow(doc, line, seg, parse, opts);
  if (inRow) return inRow;
  const maxLines = opts.below ?? doc.settings.valueLinesBelow;
  // a label inside a merged header cell ("Grondslag BTW bedrag") heads the column under its own words
  const box = m.start > 2 ? wordsBox(seg, m.start, m.end) : seg;
  let seen = 0;
  for (let k = line.i + 1; k < doc.lines.length && seen < maxLines; k++) {
    const l = doc.lines[k]!;
    if (l.page !== line.page) break;
    if (l.y0 - line.y1 > 3 * Math.max(line.size, l.size)) break;
    if (opts.skip?.has(l.i)) break;
    if (l.y0 - line.y1 > doc.settings.valueGapEm * line.size) break;
    // only lines with something under the label count (text in other columns is skipped)
    // another label under this one heads the values below it ("Kopie factuur" over "Klant | Factuur" over values)
    if (l.segs.some((s) => startsWithLabel(s) && Math.min(s.x1, seg.x1) - Math.max(s.x0, seg.x0) > 0)) return null;
    let under = false;
    for (const cell of l.segs) {
      const overlap = Math.min(cell.x1, box.x1) - Math.max(cell.x0, box.x0);
      const aligned = Math.abs(cell.x0 - box.x0) < doc.settings.alignTolerance || Math.abs(cell.x1 - box.x1) < doc.settings.alignTolerance;
      if (overlap <= 0 && !aligned) continue;
      under = true;
      // a label inside a merged header cell over a value cell merged the same way: its value is the words set where the
      // label starts (setting mergedCellValues; not for amounts, whose digit groups a space may part)
      const s = (m.start > 2 && doc.settings.mergedCellValues > 0 && parse !== (parseAmountValue as unknown as ValueParser<T>) && wordsUnder(cell, box, doc.settings.alignTolerance)) || cell;
      const v = parse(s.text, doc);
      if (v !== null) {
        if (parse === (parseAmountValue as unknown as ValueParser<T>)) {
          const total = columnTotal(doc, l, s, opts.skip, labelSegs.length >= 3);
          if (total) return { value: total.value as T, via: 'below', line: total.line, seg: total.seg, box: cellBox(total.line, total.seg) };
        }
        return { value: v, via: 'below', line: l, seg: s, box: cellBox(l, s) };
      }
    }
    if (under) seen++;
  }
  // 4. above: a caption under its figure ("€ 665.00" set large over "Gesamtbetrag") (setting valueAboveLabel)
  return doc.settings.valueAboveLabel > 0 ? valueAbove(doc, line, seg, m, parse) : null;
}

/**
 * A document number broken at a hyphen or slash at the end of its cell's line ("RE-2025-" / "08734" in a narrow cell):
 * the token that starts under the printed value on the next line, less than an em below, is its rest. The candidate as
 * it is otherwise (setting wrappedNumber).
 */
export function continuedNumber(doc: Doc, c: Candidate<string>): Candidate<string> {
  if (doc.settings.wrappedNumber <= 0 || !/[-/]$/.test(c.value) || !c.box) return c;
  const next = doc.lines[c.line.i + 1];
  if (!next || next.page !== c.line.page || next.y0 - c.line.y1 > Math.max(c.line.size, next.size)) return c;
  const [x0, , x1] = c.box.bbox;
  const tol = doc.settings.alignTolerance;
  const rest = next.segs.find((s) => s.x0 >= x0 - tol && s.x0 < x1);
  if (!rest || !/^[\p{L}\d][\p{L}\d/-]*$/u.test(rest.text.trim()) || !/\d/.test(rest.text)) return c;
  // (nothing else of the next line starts under the value: a row of other values is no continuation)
  if (next.segs.some((s) => s !== rest && s.x0 < x1 && s.x1 > x0)) return c;
  const box = boxOf(c.line.page, [...wordsIn(c.seg.words, 0, c.seg.text.length).filter((w) => w.x0 >= x0 - tol), ...rest.words]);
  return { ...c, value: c.value + rest.text.trim(), box: box ?? c.box };
}

/**
 * The value of a caption set under its figure: the label alone in its cell (nothing but a colon after it), the line
 * right above it (less than one em apart) holding one cell over the label, edge-aligned with it, that is a value and no
 * label, and no label over that value heading it instead. Null otherwise.
 */
function valueAbove<T>(doc: Doc, line: DocLine, seg: Seg, m: LabelMatch, parse: ValueParser<T>): Omit<Candidate<T>, 'kind' | 'rank' | 'labelLine'> | null {
  if (m.start > 1 || seg.f.slice(m.end).replace(/[\s:：]/g, '')) return null;
  const above = doc.lines[line.i - 1];
  if (!above || above.page !== line.page || line.y0 - above.y1 > Math.max(line.size, above.size)) return null;
  const tol = doc.settings.alignTolerance;
  const over = above.segs.filter((c) => overlapOf(c, seg) > 0);
  if (over.length !== 1) return null;
  const cell = over[0]!;
  if (!edgeAligned(cell, seg, tol) || startsWithLabel(cell)) return null;
  const v = parse(cell.text, doc);
  if (v === null) return null;
  // (a label over the figure heads it: "Total" / "€ 665.00" / "incl. VAT")
  const head = doc.lines[above.i - 1];
  if (head && head.page === line.page && above.y0 - head.y1 <= Math.max(head.size, above.size) && head.segs.some((c) => overlapOf(c, cell) > 0 && startsWithLabel(c))) return null;
  return { value: v, via: 'below', line: above, seg: cell, box: cellBox(above, cell) };
}

/**
 * The value of a label whose cell wraps it onto a second line, set right of the label at the cell's middle height: the
 * next line holds nothing but cells right of the label, the first of them a value, and the line after it continues the
 * label's cell (it starts at the label's left edge, holds no value and ends left of that value). Null otherwise.
 */
function wrappedLabelValue<T>(doc: Doc, line: DocLine, seg: Seg, parse: ValueParser<T>, opts: FindOptions): Omit<Candidate<T>, 'kind' | 'rank' | 'labelLine'> | null {
  // (the label is the last cell of its line: a value right of it on its own line is read in step 2)
  if (line.segs[line.segs.length - 1] !== seg) return null;
  const mid = doc.lines[line.i + 1];
  const cont = doc.lines[line.i + 2];
  if (!mid || !cont || mid.page !== line.page || cont.page !== line.page || opts.skip?.has(mid.i)) return null;
  const tol = doc.settings.alignTolerance;
  const value = mid.segs[0]!;
  if (value.x0 < seg.x1 || cont.segs.length !== 1) return null;
  const tail = cont.segs[0]!;
  if (Math.abs(tail.x0 - seg.x0) >= tol || tail.x1 >= value.x0 || startsWithLabel(tail) || parse(tail.text, doc) !== null || /\d/.test(tail.text)) return null;
  // the three lines are one cell's height: the value's line sits between the label's two lines
  if (cont.y0 - line.y1 > 2 * Math.max(line.size, cont.size) || mid.y0 < line.y0 || mid.y1 > cont.y1) return null;
  const v = parse(value.text, doc);
  return v === null ? null : { value: v, via: 'right', line: mid, seg: value, box: cellBox(mid, value) };
}

/**
 * The part of a value cell that stands under a label inside a merged header cell ("OPRAVOVANÝ DOKLAD SPLATNO DNE" over
 * "29794734, 26.07.2024 14.11.2024": "SPLATNO DNE" heads "14.11.2024"): the words from the one whose left edge is the
 * label's (within `tol`, half an em or more after a word that ends before the label starts: a thousands space is
 * narrower) to the last that starts under the label; null
 * when the cell does not start left of the label or no word starts with it.
 */
function wordsUnder(cell: Seg, box: { x0: number; x1: number }, tol: number): Seg | null {
  if (cell.x0 >= box.x0 - tol) return null;
  // (set apart from the word before by more than a word space: "2 324,50" is one number)
  const k = cell.words.findIndex((w, j) => {
    const prev = cell.words[j - 1];
    return !!prev && Math.abs(w.x0 - box.x0) < tol && prev.x1 <= box.x0 && w.x0 - prev.x1 >= 0.5 * w.size;
  });
  if (k < 0) return null;
  const ws = cell.words.slice(k).filter((w) => w.x0 < box.x1);
  const text = ws.map((w) => w.text).join(' ');
  return { ...cell, text, f: foldKeep(text), x0: ws[0]!.x0, x1: Math.max(...ws.map((w) => w.x1)), words: ws };
}

/** The box of a value cell. */
function cellBox(line: DocLine, seg: Seg): SourceBox | null {
  return boxOf(line.page, seg.words);
}

/** The box of the words of a segment after its label ("Invoice no. 4711" → "4711"). */
function afterLabel(line: DocLine, seg: Seg, m: LabelMatch): SourceBox | null {
  return boxOf(line.page, wordsIn(seg.words, m.end, seg.text.length)) ?? cellBox(line, seg);
}

/** Left or right edges within a few points: the label heads this cell. */
function edgeAligned(a: { x0: number; x1: number }, b: { x0: number; x1: number }, tol: number): boolean {
  return Math.abs(a.x0 - b.x0) < tol || Math.abs(a.x1 - b.x1) < tol;
}

function overlapOf(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

/**
 * The cell of a value row that belongs to `label` of a label row, by geometry, not by position in the row (the label
 * row may hold labels whose values have no digits, such as "Invoice To:", and the value row unlabelled columns):
 * a value left- or right-aligned with the label; else, when other cells of the row are aligned with their labels, the
 * value overlapping it more than any other label; else (labels and values on offset grids, values between the
 * labels) the value in the same position when both rows have as many cells.
 */
function rowValue(labels: Seg[], label: Seg, values: Seg[], tol: number): Seg | null {
  const byIndex = () => (values.length === labels.length ? values[labels.indexOf(label)]! : null);
  // a merged header cell holding two labels ("Grondslag BTW bedrag"): its edges belong to neither label alone
  if (innerLabelStart(label) > 0) return byIndex();
  const aligned = values.filter((v) => edgeAligned(v, label, tol));
  if (aligned.length) {
    return aligned.reduce((a, b) => (Math.abs(a.x0 - label.x0) + Math.abs(a.x1 - label.x1) <= Math.abs(b.x0 - label.x0) + Math.abs(b.x1 - label.x1) ? a : b));
  }
  // the label whose extent a value overlaps most (a value aligned with another label belongs to that one)
  const owner = (v: Seg): Seg | null => {
    const al = labels.find((x) => edgeAligned(v, x, tol));
    if (al) return al;
    let best: Seg | null = null;
    let bestOv = 0;
    for (const x of labels) {
      const ov = overlapOf(v, x);
      if (ov > bestOv) {
        best = x;
        bestOv = ov;
      }
    }
    return best;
  };
  // a row that follows the alignment convention elsewhere: the value overlapping this label most
  if (values.some((v) => labels.some((x) => edgeAligned(v, x, tol)))) {
    const mine = values.filter((v) => owner(v) === label);
    return mine.length ? mine.reduce((a, b) => (overlapOf(a, label) >= overlapOf(b, label) ? a : b)) : null;
  }
  return byIndex();
}

/**
 * A breakdown column under a totals label ("Nettobetrag" over one row per VAT rate and a total row): when the amounts
 * stacked under the first one end in their sum, that last amount is the total.
 */
function columnTotal(
  doc: Doc,
  first: DocLine,
  firstSeg: Seg,
  skip: Set<number> | undefined,
  headerRow: boolean,
): { value: number; line: DocLine; seg: Seg } | null {
  const first0 = parseAmountValue(firstSeg.text, doc);
  if (first0 === null) return null;
  const values = [first0];
  // each row opens with its rate left of the column ("22% | 45 147,44 | 9 932,44"): a breakdown by rate
  const rateLeft = (l: DocLine) => l.segs.some((x) => x.x1 <= firstSeg.x0 && /^\d{1,2}(?:[.,]\d{1,2})?\s?%$/.test(x.text.trim()));
  let rated = rateLeft(first);
  let line = first;
  let seg = firstSeg;
  for (let k = first.i + 1; k < doc.lines.length && k <= first.i + 8; k++) {
    const l = doc.lines[k]!;
    if (l.page !== first.page || skip?.has(l.i) || l.y0 - line.y1 > 2.5 * Math.max(line.size, l.size)) break;
    // a row of the breakdown holds figures only ("Acompte : 10,00" under the totals is another key); words right of the
    // column are another block beside the breakdown (the totals printed next to it)
    if (l.segs.some((x) => x.x0 < firstSeg.x1 && /\p{L}{3,}/u.test(x.text.replace(/(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])/g, '')))) break;
    const s = l.segs.find((x) => Math.min(x.x1, firstSeg.x1) - Math.max(x.x0, firstSeg.x0) > 0);
    if (!s) continue;
    // only bare amounts continue the column (a footer "HRB Nr. 372876" under it does not)
    if (!/\d[.,]\d{2}(?!\d)/.test(s.text) || /\p{L}{2,}/u.test(s.text.replace(/(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])/g, ''))) break;
    const v = parseAmountValue(s.text, doc);
    if (v === null) break;
    values.push(v);
    rated &&= rateLeft(l);
    line = l;
    seg = s;
  }
  if (values.length < 2) return null;
  const total = values[values.length - 1]!;
  const sum = values.slice(0, -1).reduce((a, b) => a + b, 0);
  // (a single-rate table repeats its one row as the total row)
  if (Math.abs(sum - total) <= doc.settings.perLineRounding * values.length + 1e-9) return { value: total, line, seg };
  // a breakdown table under a row of column heads (or one row per rate) without a total row: the column adds up to the total
  if (headerRow || rated) return { value: Math.round((sum + total) * 100) / 100, line, seg };
  return null;
}

export { LABELS } from './labels.js';
