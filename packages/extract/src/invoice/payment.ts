/**
 * Payment and reference fields from the page layout: IBAN, BIC, payment terms, payment reference (invoice.payment),
 * the buyer's order reference, the buyer reference / customer number, the delivery date and the service period.
 *
 * - IBAN: any run "CCdd …" whose compact form has the registry length of its country and passes the ISO 13616
 *   mod-97 check (so VAT ids, phone numbers and creditor ids are not taken); a labelled one ("IBAN") wins over an
 *   unlabelled one, then the earliest. A line about debiting the payer's account ("von Ihrem Konto … eingezogen")
 *   is the payer's IBAN and is skipped.
 * - BIC: only after a BIC / SWIFT label, 8 or 11 characters of ISO 9362 form with a known country; the one on the
 *   IBAN's line (or the next lines) first.
 * - terms: a labelled value ("Payment terms: 30 days net") or a terms sentence ("Zahlbar innerhalb 14 Tagen",
 *   "2 % Skonto …", "Net 30"), with the terms sentences on the lines right under it joined.
 * - order reference, buyer reference, payment reference, delivery date, service period: labelled values (the label
 *   words are the lexicons' `payment` families), the value in the label's segment, the segment to its right or the one under it.
 */
import type { DocumentCharge, InvoiceData, Payment } from '../types.js';
import { findDates, fold, isMonthYear } from './dates.js';
import { CARRIED_FORWARD, foldKeep, matchLabel } from './labels.js';
import { alt, LEXICONS, TAX_WORDS, wordRegExp, words } from './lexicon/index.js';
import type { PaymentLabel } from './lexicon/types.js';
import { type Doc, type DocLine, type Seg, underLabel } from './doc.js';
import { parseAmountValue, parseId, valueUnder } from './fields.js';
import { round2 } from './numbers.js';
import { addUnitCodes } from './units.js';

// ------------------------------------------------------------------ label words (lexicon/<lang>.ts: payment, charges)

const PAYMENT_LABEL_KINDS: readonly PaymentLabel[] = [
  'iban', 'bic', 'terms', 'buyerOrder', 'order', 'yourReference', 'sellerOrder', 'buyerReference', 'reference', 'deliveryDate',
  'servicePeriod',
];

/** Reference families a seller's own label ("Vårt ordrenr", "Our order no.", "Unser Zeichen") may contain. */
const BUYER_SIDE: ReadonlySet<PaymentLabel> = new Set(['buyerOrder', 'order', 'yourReference', 'buyerReference']);

/** Label words of every language per family (`payment` in the lexicons); each list is joined into one alternation
 * matched on folded text at a word start. */
export const PAYMENT_LABELS: Readonly<Record<PaymentLabel, readonly string[]>> = Object.fromEntries(
  PAYMENT_LABEL_KINDS.map((k) => [k, words((l) => (k === 'terms' ? [...(l.payment?.terms ?? []), ...(l.paymentTerms?.bareLabels ?? [])] : l.payment?.[k]))]),
) as Record<PaymentLabel, string[]>;

/** generic heads that name payment terms only when the value states them (lexicon `paymentTerms.bareLabels`) */
const BARE_TERMS_LABELS: ReadonlySet<string> = new Set(words((l) => l.paymentTerms?.bareLabels));

export type { PaymentLabel };

function labelRe(words: readonly string[]): RegExp {
  const alt = [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s.\\-/°º]*'))
    .join('|');
  // a label starts a word, may carry dots ("Kd.-Nr.", "P.O. No.") and number signs ("N° client", "Cliente nº": the
  // lexicon writes "n client", "cliente n"), and ends before a letter, or a digit glued to its last letter ("PO445" is a
  // value, not the label "PO")
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alt})[°º]?\\.?(?!\\p{L})(?!(?<=\\p{L})\\p{N})`, 'u');
}

const LABEL_RES: Record<PaymentLabel, RegExp> = Object.fromEntries(
  Object.entries(PAYMENT_LABELS).map(([k, words]) => [k, labelRe(words)]),
) as Record<PaymentLabel, RegExp>;

/** Does a folded text open with a service-period label ("Period Starting:", "Leistungszeitraum", "Période")? */
export function opensWithPeriod(f: string): boolean {
  const m = LABEL_RES.servicePeriod.exec(f);
  return !!m && m.index <= 2;
}

/** Terms sentences without a label ("Zahlbar innerhalb 30 Tagen netto", "2 % Skonto bei Zahlung bis …", "Net 30"). */
export const TERMS_SENTENCE =
  /(?<!\p{L})(?:zahlbar|zahlung\s+(?:innerhalb|bis|sofort|ohne)|ohne\s+abzug|skonto|rein\s+netto|payable|due\s+(?:within|on\s+receipt|upon\s+receipt)|net\s*\d{1,3}(?!\d)|\d{1,3}\s+days?\s+net|payment\s+(?:within|due|is\s+due)|a\s+regler|payable\s+a|paiement\s+(?:a|sous|comptant|immediat|a\s+reception)|escompte|a\s+\d{1,3}\s+jours|pagadero|pago\s+a\s+\d|pagamento\s+a\s+\d|pagabile|vencimento|betaalbaar|te\s+betalen\s+binnen|betales|netto\s+\d{1,3}\s+dager|\d{1,3}\s+dager\s+netto|eingezogen|abgebucht|will\s+be\s+debited|sera\s+preleve|gutgeschrieben|verrechnet|credited\s+to\s+your\s+account)(?!\p{L})/u;

/**
 * A terms sentence of any language from the lexicons (`paymentTerms`): a number of days with a day-unit word ("30
 * giorni", "14 dage", "10 päivää", "45 dni") and, in the same segment, a payment word, a verb of paying or a net word
 * ("Bonifico a 30 giorni", "Betaling senest 14 dage efter fakturadato", "Netto 30 dage", "Please pay within 30 days").
 * Tried after TERMS_SENTENCE, so it only adds terms where none were read before.
 */
/** a tax name of any language ("vat", "gst", "mwst") as a word */
const TAX_WORD_RE = wordRegExp(TAX_WORDS);
const TERM_DAYS_RE = new RegExp(`(?<![\\d.,])\\d{1,3}\\s*${alt(words((l) => l.paymentTerms?.dayUnits))}(?!\\p{L})`, 'u');
const TERM_WORD_RE = wordRegExp(words((l) => [...(l.paymentTerms?.words ?? []), ...(l.paymentTerms?.deadline ?? []), ...(l.paymentTerms?.net ?? [])]));

/** A line that debits the payer ("wird … von Ihrem Konto … eingezogen", "will be debited from your account"). */
const DEBIT_LINE = /(?:ihrem\s+konto|your\s+account|votre\s+compte|su\s+cuenta|lastschrift|direct\s+debit|prelevement|eingezogen|debited|abgebucht)/u;

// ------------------------------------------------------------------ IBAN / BIC

/** IBAN lengths by country (SWIFT IBAN registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28,
  CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23,
  GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28,
  LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18, SE: 24,
  SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** ISO 13616 check: move the first four characters to the end, letters → 10…35, the number mod 97 must be 1. */
export function ibanValid(iban: string): boolean {
  const s = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false;
  if (IBAN_LENGTHS[s.slice(0, 2)] !== s.length) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const v = ch >= 'A' ? ch.charCodeAt(0) - 55 : ch.charCodeAt(0) - 48;
    rest = (v >= 10 ? rest * 100 + v : rest * 10 + v) % 97;
  }
  return rest === 1;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function knownCountry(cc: string): boolean {
  if (cc === 'XK') return true;
  try {
    const name = regionNames.of(cc);
    return !!name && name !== cc;
  } catch {
    return false;
  }
}

/** ISO 9362: 4 letters (institution), a country code, 2 letters/digits (location), optionally 3 (branch). */
export function bicValid(bic: string): boolean {
  const s = bic.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(s) && knownCountry(s.slice(4, 6));
}

/** Every valid IBAN in a text, compact, with its position (grouped or not: "DE89 3704 0044 0532 0130 00"). */
export function findIbans(text: string): Array<{ iban: string; index: number }> {
  const out: Array<{ iban: string; index: number }> = [];
  const up = text.toUpperCase();
  const start = /(?<![A-Z0-9])([A-Z]{2})\s?(\d{2})/g;
  for (const m of up.matchAll(start)) {
    const len = IBAN_LENGTHS[m[1]!];
    if (!len) continue;
    // collect characters (skipping single spaces and dashes between groups) until the registry length
    let compact = m[1]! + m[2]!;
    let i = m.index + m[0].length;
    while (compact.length < len && i < up.length) {
      const ch = up[i]!;
      if (/[A-Z0-9]/.test(ch)) compact += ch;
      else if (!(ch === ' ' || ch === '-' || ch === '\u00a0') || up[i + 1] === ' ') break;
      i++;
    }
    // the IBAN must end there (no letter or digit glued on)
    if (compact.length === len && !/[A-Z0-9]/.test(up[i] ?? '') && ibanValid(compact)) out.push({ iban: compact, index: m.index });
  }
  return out;
}

function findBic(text: string): string | null {
  const f = text.toLowerCase();
  const m = LABEL_RES.bic.exec(f);
  if (!m) return null;
  const after = text.slice(m.index + m[0].length).replace(/^[\s:.#/-]+/, '');
  const tok = /^([A-Za-z0-9]{8}(?:[A-Za-z0-9]{3})?)(?![A-Za-z0-9])/.exec(after)?.[1] ?? /^([A-Z]{4}\s?[A-Z]{2}\s?[A-Z0-9]{2}(?:\s?[A-Z0-9]{3})?)(?![A-Za-z0-9])/.exec(after)?.[1];
  if (!tok) return null;
  const compact = tok.replace(/\s+/g, '');
  // an upper-case code (bank codes are printed in capitals; a lower-case word after "Swift" is text)
  if (compact !== compact.toUpperCase()) return null;
  return bicValid(compact) ? compact : null;
}

// ------------------------------------------------------------------ labelled values

interface Value {
  text: string;
  line: DocLine;
  /** left edge of the value's text */
  x0: number;
}

interface Labelled {
  line: DocLine;
  /** the label as printed (folded) */
  label: string;
  /** the label's segment from the label on, when the first value follows the label in it without a colon or other
   * separator ("Maksuaika 20 päivää"): a phrase that states the field with its own words */
  phrase?: string;
  /** the value texts, nearest first: after the label in its segment, the next segment, the segment below */
  values: Value[];
  texts: string[];
}

/** Does a payment label (any family) start at `at` in the segment and end it, with no value of its own after it? */
export function bareLabelAt(seg: { f: string }): boolean {
  for (const re of Object.values(LABEL_RES)) {
    const m = re.exec(seg.f);
    if (m && m.index <= 2 && !/[\p{L}\p{N}]/u.test(seg.f.slice(m.index + m[0].length).replace(/\b(?:dato|date|datum|data|fecha)\b/g, ''))) return true;
  }
  return false;
}

/**
 * Every place a label of `kind` appears, with the texts its value may be in (nearest first).
 * - A buyer-side label inside the seller's own label ("Vårt ordrenr" holds "ordrenr") is not that label.
 * - The segment to the right of a label is its value unless a bare label stands right over that segment on the line
 *   above (a row of labels over a row of values): then it is that label's value ("Deres referanse" beside the value
 *   printed under "Vårt ordrenr / dato"), and only the segment under the label is looked at.
 */
function labelled(doc: Doc, kind: PaymentLabel, skip: Set<number>): Labelled[] {
  const re = LABEL_RES[kind];
  const out: Labelled[] = [];
  for (const line of doc.lines) {
    if (skip.has(line.i)) continue;
    line.segs.forEach((seg, si) => {
      const m = re.exec(seg.f);
      if (!m) return;
      // the label starts its segment or follows a short lead ("Ihre Bestellnummer", "Our ref / your order:")
      if (m.index > 24) return;
      // (a lead that is a totals label, "Subtotal order 3 | 7.925,72", makes a group subtotal's caption, no field)
      const lead = seg.f.slice(0, m.index);
      if (/\p{L}{3}/u.test(lead) && (['net', 'gross', 'due'] as const).some((k) => matchLabel(lead, k))) return;
      if (BUYER_SIDE.has(kind)) {
        const own = LABEL_RES.sellerOrder.exec(seg.f);
        if (own && own.index <= m.index && m.index < own.index + own[0].length) return;
      }
      const values: Value[] = [];
      // a second language's label of the same field after a slash ("Kundennummer / Customer ID: 30417"): the value
      // follows the second (labelSlashGloss)
      let end = m.index + m[0].length;
      const slash = doc.settings.labelSlashGloss ? /^\s*\/\s*/.exec(seg.f.slice(end)) : null;
      const gloss = slash ? re.exec(seg.f.slice(end + slash[0].length)) : null;
      if (slash && gloss && gloss.index === 0) end += slash[0].length + gloss[0].length;
      const after = seg.text.slice(end);
      const inline = withoutNextLabel(after.replace(/^[\s:：#.\-–=/]+/, ''));
      if (inline.trim()) values.push({ text: inline.trim(), line, x0: seg.x0 });
      // (the value goes on in lower case or with a figure, as a sentence does; a capital starts a cell of its own)
      const phrase = inline.trim() && /^\s+[\p{Ll}\d]/u.test(after) ? withoutNextLabel(seg.text.slice(m.index)).trim() : undefined;
      const right = line.segs[si + 1];
      const above = doc.lines[line.i - 1];
      const claimed =
        !!right &&
        !!above &&
        above.page === line.page &&
        line.y0 - above.y1 < 2.5 * line.size &&
        above.segs.some((s) => Math.abs(s.x0 - right.x0) <= line.size && bareLabelAt(s));
      // below: the next line's value under the label (under its own words where a row of labels runs together)
      // (a line of another block set between the label and its value — the recipient's address beside a grid of labels,
      // nothing of it under the label — is passed over: the value is the first text under the label within 2.5 lines)
      let next = doc.lines[line.i + 1];
      const nothingUnder = (l: DocLine) => !l.segs.some((s) => s.x0 < seg.x1 && s.x1 > seg.x0);
      const beyond = doc.lines[line.i + 2];
      if (next && beyond && nothingUnder(next) && beyond.page === line.page && beyond.y0 - line.y1 < 2.5 * line.size && !nothingUnder(beyond)) next = beyond;
      const under = next && next.page === line.page && next.y0 - line.y1 < 2.5 * line.size ? underLabel(next, seg, m.index, m.index + m[0].length) : null;
      // (a row of labels over a row of values — the label and another cell of its line each have a cell of the next
      // line starting under them — gives the label's value under it first: the text right of it is the next column's,
      // an address line of the recipient beside the grid, read into the label's line)
      const startsUnder = (s: Seg) => !!next && next.segs.some((n) => Math.abs(n.x0 - s.x0) <= s.size);
      // (not where the text under the label is a label itself, "Your ref.:" under "Terms:": a column of keys and values)
      // (nor where it opens with a label of its own followed by its value, "Momsregistreringsnummer SE…": a column of
      // keys, each with its value beside it)
      const keyed = (t: string) => /[:：]\s*$/.test(t) || (['vatId', 'number', 'issueDate', 'dueDate'] as const).some((k) => (matchLabel(fold(t), k)?.start ?? 99) <= 1);
      const grid = !!under && !keyed(under.text) && startsUnder(seg) && line.segs.some((s, k) => k !== si && s !== right && startsUnder(s));
      if (grid) values.push({ text: under!.text, line: next!, x0: under!.x0 });
      if (right && !claimed && withoutNextLabel(right.text)) values.push({ text: withoutNextLabel(right.text), line, x0: right.x0 });
      if (under && !grid) values.push({ text: under.text, line: next!, x0: under.x0 });
      out.push({ line, label: seg.f.slice(m.index, m.index + m[0].length), phrase, values, texts: values.map((v) => v.text) });
    });
  }
  return out;
}

/**
 * A value without the label of the next column run on after it ("Převodem do 14 dnů Specifický symbol:": a label of a
 * field left empty, set a word gap away in another weight): capitalised words ending in a colon at the text's end.
 */
function withoutNextLabel(text: string): string {
  const t = text.trim();
  const m = /\s+\p{Lu}[\p{L}.]*(?:\s+[\p{L}.]+){0,3}\s*[:：]$/u.exec(t);
  return m && m.index > 0 ? t.slice(0, m.index).trim() : t;
}

const NOT_A_REFERENCE = /^(?:date|datum|vom|du|del|of|nr|no|number|nummer|numero)\.?$/i;
/** "No : CDE234", "Nr. 4711", "#123", "n.º PO123": a number word before the value */
const NUMBER_WORD = /^(?:n\.?[°ºo]?|nr|no|num(?:ero|ber|mer)?|#)\.?\s*[:#]?\s*(?=\S)/iu;

/** The first of the texts beside a label that `parse` reads as an id or reference. */
function firstValue(doc: Doc, texts: string[], parse: (text: string, doc: Doc) => string | null): string | null {
  for (const raw of texts) {
    const t = raw.replace(NUMBER_WORD, '');
    // a value that starts with a date is not a reference ("31 octobre 2017" beside the label)
    if (findDates(t, doc.dateOrder)[0]?.index === 0) continue;
    // nor a month and a year: the end of a date whose day stands left of the label's column ("11 | febbraio 2023")
    if (isMonthYear(t)) continue;
    const v = parse(t, doc);
    if (v && !NOT_A_REFERENCE.test(v)) return v;
  }
  return null;
}

const firstId = (doc: Doc, texts: string[]) => firstValue(doc, texts, parseId);

/**
 * Buyer-reference labels with the customer number first: a label that is also a "your reference" label ("Er ref.",
 * "Su ref.") names the buyer's contact or file code, which a customer number ("Kundnr", "Nº cliente") printed on the
 * same page identifies better; page order within each.
 */
function customerNumberFirst(found: Labelled[]): Labelled[] {
  const yours = (l: Labelled) => {
    const m = LABEL_RES.yourReference.exec(l.label);
    return !!m && m.index === 0;
  };
  return [...found.filter((l) => !yours(l)), ...found.filter(yours)];
}

/**
 * A reference is what the buyer wrote, spaces and all ("TL 162 32658", "A0067-Tom Erik Martinsen", "TK org.kode
 * 610000", "05 158 004 - 11023 - 45"): a value cell of at most 4 words (or one grouped number) and 40 characters
 * holding a digit, with no date, amount or label in it, is the reference whole; anything longer or mixed ("4711 vom 12.03.2018", "PO-88 / 2 pages") gives its first id as a
 * document number does.
 */
export function parseReference(text: string, doc: Doc): string | null {
  const t = clean(text.replace(/^[\s:：#.\-–=*)(]+/, ''));
  const id = parseId(t, doc);
  const parts = t.split(' ');
  const whole =
    parts.length > 1 &&
    /\d/.test(t) &&
    // a few words, or one number printed in groups ("05 158 004 - 11023 - 45")
    (parts.length <= 4 || /^\d[\d\s./-]*\d$/.test(t)) &&
    t.length <= 40 &&
    !/[:;]/.test(t) &&
    !/\s[/|]\s/.test(t) &&
    findDates(t, doc.dateOrder).length === 0 &&
    !parts.some((w) => /^[-(]?\d{1,3}(?:[.,'\s]\d{3})*[.,]\d{2}\)?$/.test(w)) &&
    !Object.values(LABEL_RES).some((re) => re.test(t.toLowerCase()));
  return whole ? t : id;
}

const firstReference = (doc: Doc, texts: string[]) => firstValue(doc, texts, parseReference);
/** An order's reference: not a number of one or two digits, which counts orders ("Order 1" over a group of items). */
const firstOrderReference = (doc: Doc, texts: string[]) =>
  firstValue(doc, texts, (t, d) => {
    const v = parseReference(t, d);
    return v && /^\d{1,2}$/.test(v) ? null : v;
  });

// ------------------------------------------------------------------ the fields

export type PaymentFields = Required<Pick<InvoiceData, 'payment' | 'orderReference' | 'buyerReference' | 'deliveryDate' | 'servicePeriod'>>;

function readPayment(doc: Doc, skip: Set<number>): Payment {
  // IBAN: labelled ones first, then any; not on a line that debits the payer
  let iban: { iban: string; line: DocLine; labelled: boolean } | null = null;
  for (const line of doc.lines) {
    if (skip.has(line.i) || DEBIT_LINE.test(line.f)) continue;
    for (const found of findIbans(line.text)) {
      const isLabelled = LABEL_RES.iban.test(line.f.slice(Math.max(0, found.index - 24), found.index + 1)) || LABEL_RES.iban.test(doc.lines[line.i - 1]?.f ?? '');
      if (!iban || (isLabelled && !iban.labelled)) iban = { iban: found.iban, line, labelled: isLabelled };
    }
    if (iban?.labelled) break;
  }
  // BIC: on the IBAN's line or the two lines after it, else the first labelled one
  let bic: string | null = null;
  if (iban) for (let k = iban.line.i; k <= iban.line.i + 2 && !bic; k++) bic = doc.lines[k] ? findBic(doc.lines[k]!.text) : null;
  if (!bic) for (const line of doc.lines) if (!skip.has(line.i) && (bic = findBic(line.text))) break;
  // a label over its value ("Swiftcode" in a row of column heads, the code under it)
  if (!bic) {
    for (const l of labelled(doc, 'bic', skip)) {
      const v = l.values.map((x) => /^[A-Z0-9]{8}(?:[A-Z0-9]{3})?(?![A-Za-z0-9])/.exec(x.text)?.[0]).find((t) => t && bicValid(t));
      if (v) {
        bic = v;
        break;
      }
    }
  }

  return { iban: iban?.iban ?? null, bic, terms: readTerms(doc, skip), reference: firstId(doc, labelled(doc, 'reference', skip).flatMap((l) => l.texts)) };
}

function clean(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function readTerms(doc: Doc, skip: Set<number>): string | null {
  // a labelled value ("Zahlungsbedingungen: 14 Tage netto")
  for (const l of labelled(doc, 'terms', skip)) {
    const v = l.values[0];
    // "Terms and Conditions": the legal conditions of sale, not the terms of payment
    if (v && /^(?:and|&)\s+conditions\b/i.test(v.text)) continue;
    // "Forma úhrady: Bankovním převodem", "Zahlungsweise: Überweisung": a means of payment alone states no terms
    if (v && meansOnly(v.text)) continue;
    // "Payment Due Date: 29/08/2025", "Betalingsfrist: 22. juli 2023": a due date's key or a date alone after the word
    // is the due date's field, no terms; so is a date alone under it in a row of labels ("Betalingsfrist | Org.nr." over
    // "10.03.23 | …", the next label beside it is no value)
    const below = l.values.find((x) => x.line !== l.line);
    if (v && (dueDateField(v.text, doc) || dateOnly(v.text, doc) || (!/\d/.test(v.text) && !!below && dateOnly(below.text, doc)))) continue;
    // "Payment" alone is too common: only with a terms sentence or a number of days in the value; a generic head
    // ("Condiciones:") names payment terms only when its value states them ("30 días"), not the conditions of sale after it
    if (v && BARE_TERMS_LABELS.has(l.label.trim()) && !/\d/.test(v.text) && !TERMS_SENTENCE.test(fold(v.text))) continue;
    if (v && /\p{L}{2,}/u.test(v.text) && (TERMS_SENTENCE.test(v.text.toLowerCase()) || /\d/.test(v.text) || v.text.length > 12)) {
      // (a label run into its value without a colon, "Maksuaika 20 päivää", is part of the terms as printed)
      return joinContinuation(doc, l.phrase && v.line === l.line ? { ...v, text: l.phrase } : v, skip);
    }
  }
  // a terms sentence (the segment it is in)
  for (const line of doc.lines) {
    if (skip.has(line.i)) continue;
    const seg = line.segs.find((sg) => TERMS_SENTENCE.test(sg.f) && !dueDateField(sg.text, doc) && !termsWordOnly(sg.f, doc.settings.labelSlashGloss > 0));
    if (!seg) continue;
    // a sentence found in its wrapped part ("von Ihrem Konto … eingezogen."): start where it starts, up to 2 lines up
    let text = seg.text;
    let at = line;
    for (let k = 0; k < 2 && /^\p{Ll}/u.test(text.trim()); k++) {
      const up = doc.lines[at.i - 1];
      if (!up || skip.has(up.i) || up.page !== at.page || at.y0 - up.y1 > 1.5 * up.size) break;
      const above = up.segs.find((sg) => Math.abs(sg.x0 - seg.x0) <= 2 * up.size);
      if (!above || /[.!?:]$/.test(above.text.trim())) break;
      text = `${above.text} ${text}`;
      at = up;
    }
    return termsOnly(joinContinuation(doc, { text, line, x0: seg.x0 }, skip));
  }
  // a number of days with a payment word, in the lexicons' words of any language
  for (const line of doc.lines) {
    if (skip.has(line.i)) continue;
    const seg = line.segs.find((sg) => TERM_DAYS_RE.test(sg.f) && TERM_WORD_RE.test(sg.f));
    // (with the end of its sentence wrapped onto the next line: "… overmaken o.v.v. het" / "factuurnummer.")
    if (seg) return joinContinuation(doc, { text: seg.text, line, x0: seg.x0 }, skip);
  }
  return null;
}

/** A due date's key and its date, with or without a colon ("Due Date: 29/08/2025", "Due Date 2 December 2022"). */
function dueDateField(text: string, doc: Doc): boolean {
  const f = fold(text);
  if (dueDateKey(f, doc)) return true;
  const m = matchLabel(f, 'dueDate');
  return !!m && m.start <= 1 && dateOnly(text.slice(glossEnd(f, m.end, doc)).replace(/^[\s:：.-]+/u, ''), doc);
}

/**
 * Where a due date's label ends that is glossed after a slash by the same label in another language ("Forfallsdato /
 * Payment due: 27.04.2022"): after the second (labelSlashGloss), else at `end`.
 */
function glossEnd(f: string, end: number, doc: Doc): number {
  if (!doc.settings.labelSlashGloss) return end;
  const slash = /^\s*\/\s*/.exec(f.slice(end));
  if (!slash) return end;
  const g = matchLabel(f.slice(end + slash[0].length), 'dueDate');
  return g && g.start === 0 ? end + slash[0].length + g.end : end;
}

/** A value that is one date and nothing else ("22. juli 2023", "29/08/2025"). */
function dateOnly(text: string, doc: Doc): boolean {
  const t = text.trim();
  const d = findDates(t, doc.dateOrder)[0];
  return !!d && d.index === 0 && !/[\p{L}\d]/u.test(t.slice(d.length).replace(/^[.\s]+/, ''));
}

/** words naming a means of payment, any language */
const MEANS_RE = new RegExp(`^(?:${alt(words((l) => l.paymentTerms?.means))})$`, 'u');

/** A short value without a figure whose words all name means of payment ("Bank transfer", "Bankovním převodem"). */
function meansOnly(text: string): boolean {
  const f = fold(text).replace(/[.:]+/g, ' ').trim();
  if (!f || /\d/.test(f)) return false;
  // (several means listed: "Überweisung / PayPal", "cash, card")
  const parts = f.split(/\s*[/,;]\s*/u).filter(Boolean);
  return parts.length <= 3 && parts.every((p) => MEANS_RE.test(p.trim()) || p.trim().split(/\s+/).every((w) => MEANS_RE.test(w)));
}

/**
 * A terms word that states no terms: a short label with no figure ("Amount Payable"), or a sentence about the tax with
 * no figure ("Tax payable under reverse charge: No") — terms say when or within how long to pay.
 */
function termsWordOnly(f: string, glossed = false): boolean {
  if (/\d/.test(f)) return false;
  // (a sentence's wrapped last words end with its full stop: "… per SEPA-Lastschrift eingezogen.")
  // (with glossed labels, each side of a slash is one: "Zahlbetrag / Amount payable" — labelSlashGloss)
  const parts = glossed ? f.split(/\s+\/\s+/) : [f];
  return parts.every((p) => p.trim().split(/\s+/).length <= 3 && !/[.!]\s*$/.test(p)) || TAX_WORD_RE.test(f);
}

/**
 * A due date's key alone, or with its date ("Vencimento:", "Due date: 26/12/2025"): a field of its own, not a
 * sentence stating terms, though its word may open one ("Vencimento a 30 dias").
 */
function dueDateKey(f: string, doc: Doc): boolean {
  const m = matchLabel(f, 'dueDate');
  if (!m || m.start > 1) return false;
  // a key ends in its colon ("Zahlbar innerhalb 30 Tagen bis 04.07.2018" is a sentence)
  const after = f.slice(glossEnd(f, m.end, doc));
  if (after.trim() && !/^\s*[:：]/u.test(after)) return false;
  const rest = after.replace(/^[\s:：.-]+/, '');
  if (!rest) return true;
  const d = findDates(rest, doc.dateOrder)[0];
  return !!d && d.index === 0 && !/\p{L}{2}/u.test(rest.slice(d.index + d.length));
}

/**
 * The sentences of a text that state terms: from the first terms sentence on, while the next ones also do ("Zahlbar
 * innerhalb von 30 Tagen netto. Bitte geben Sie die Rechnungsnummer an." → the first sentence).
 */
function termsOnly(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  const isTerms = (t: string) => {
    const f = fold(t);
    return TERMS_SENTENCE.test(f) || (TERM_DAYS_RE.test(f) && TERM_WORD_RE.test(f));
  };
  const first = sentences.findIndex(isTerms);
  if (first < 0) return text;
  let end = first + 1;
  while (end < sentences.length && isTerms(sentences[end]!)) end++;
  return sentences.slice(first, end).join(' ');
}

/**
 * The value and the text continuing it on the next lines (up to 3): a segment starting at the value's left edge
 * that begins in lower case or with a digit (a wrapped sentence, "innerhalb 10 Tagen bis …", "230,73 €") or is itself
 * a terms sentence ("Bis zum 13.06.2026 ohne Abzug"); segments elsewhere on those lines are passed over.
 */
function joinContinuation(doc: Doc, first: Value, skip: Set<number>): string {
  let out = clean(first.text);
  let prev = first.line;
  const tol = 2 * first.line.size;
  for (let k = first.line.i + 1; k < doc.lines.length && k <= first.line.i + 4; k++) {
    const l = doc.lines[k]!;
    if (skip.has(l.i) || l.page !== prev.page || l.y0 - prev.y1 > 1.5 * prev.size) break;
    const seg = l.segs.find((sg) => Math.abs(sg.x0 - first.x0) <= tol);
    if (!seg) continue;
    if (!(/^[\p{Ll}\d]/u.test(seg.text.trim()) || TERMS_SENTENCE.test(seg.f))) break;
    if (Object.values(LABEL_RES).some((re) => re !== LABEL_RES.terms && re.test(seg.f))) break;
    out += ` ${clean(seg.text)}`;
    prev = l;
  }
  return out;
}

function readDate(doc: Doc, kind: PaymentLabel, skip: Set<number>): string | null {
  for (const l of labelled(doc, kind, skip)) {
    for (const t of l.texts) {
      const d = findDates(t, doc.dateOrder)[0];
      if (d && d.index < 4) return d.iso;
    }
  }
  return null;
}

function readPeriod(doc: Doc, skip: Set<number>): { start: string | null; end: string | null } | null {
  for (const l of labelled(doc, 'servicePeriod', skip)) {
    for (const t of l.texts) {
      const ds = findDates(t, doc.dateOrder);
      if (ds.length >= 2 && ds[0]!.index < 8 && ds[0]!.iso <= ds[1]!.iso) return { start: ds[0]!.iso, end: ds[1]!.iso };
    }
  }
  return null;
}

/** a key that is only a number word ("Nummer:", "Number:", "Nr.:", "N° :"), alone or before its value */
const NUMBER_KEY = /^(?:n[°º]|nr|no|num(?:ero|ber|mer)?)\.?\s*(?:[:：#]\s*|$)/u;

/**
 * "Käufer / Nummer: GE2020211": a bare number key among the first lines under a buyer heading, at the heading's left
 * edge, names the buyer's number with the seller — the buyer reference a booking is filed under.
 */
function numberInBuyerBlock(doc: Doc, skip: Set<number>): string | null {
  for (const line of doc.lines) {
    if (skip.has(line.i)) continue;
    for (const head of line.segs) {
      const f = head.f.replace(/[:：]\s*$/, '').trim();
      const m = matchLabel(f, 'buyer');
      if (!m || m.start > 1 || !/^[^\d]*$/.test(f)) continue;
      for (let k = line.i + 1; k < doc.lines.length && k <= line.i + 3; k++) {
        const l = doc.lines[k]!;
        if (l.page !== line.page || l.y0 - doc.lines[k - 1]!.y1 > 2 * l.size) break;
        const si = l.segs.findIndex((s) => Math.abs(s.x0 - head.x0) <= l.size && NUMBER_KEY.test(s.f.trim()));
        if (si < 0) continue;
        const seg = l.segs[si]!;
        // the value after the key in its own segment ("Nummer: GE2020211"), else the next segment
        const inline = seg.text.slice(NUMBER_KEY.exec(seg.f.trim())![0].length).trim();
        const v = firstReference(doc, [inline || (l.segs[si + 1]?.text ?? '')].filter(Boolean));
        if (v) return v;
      }
    }
  }
  return null;
}

/**
 * The table's lines and every line between its first and last body line on each of its pages (its body: the lines
 * after the first run of lines without figures — the header, one or more lines).
 */
function tableRegion(doc: Doc, lines: Set<number>): Set<number> {
  const span = new Map<number, [number, number]>();
  const sorted = [...lines].sort((a, b) => a - b);
  const firstBody = sorted.findIndex((i) => /\d/.test(doc.lines[i]?.text ?? ''));
  for (const i of firstBody < 0 ? [] : sorted.slice(firstBody)) {
    const p = doc.lines[i]?.page;
    if (p === undefined) continue;
    const [a, b] = span.get(p) ?? [i, i];
    span.set(p, [Math.min(a, i), Math.max(b, i)]);
  }
  const out = new Set(lines);
  for (const [a, b] of span.values()) for (let i = a; i <= b; i++) out.add(i);
  return out;
}

/** The layout's payment and reference fields (null where not printed). */
export function readPaymentFields(doc: Doc, skip: Set<number> = new Set()): PaymentFields {
  // the document's references are not read among the item table's rows: its group captions and subtotals ("Order 3",
  // "Subtotal order 3") name orders by their place, between the table's first and last row on each page (the lines
  // between its header and its first row may be the document's details: "Deres ordrenummer" over the rows)
  const inTable = tableRegion(doc, skip);
  return {
    payment: readPayment(doc, skip),
    orderReference:
      firstOrderReference(doc, labelled(doc, 'buyerOrder', inTable).flatMap((l) => l.texts)) ??
      firstOrderReference(doc, labelled(doc, 'order', inTable).flatMap((l) => l.texts)) ??
      firstOrderReference(doc, labelled(doc, 'yourReference', inTable).flatMap((l) => l.texts)),
    buyerReference: firstReference(doc, customerNumberFirst(labelled(doc, 'buyerReference', inTable)).flatMap((l) => l.texts.slice(0, 2))) ?? numberInBuyerBlock(doc, skip),
    deliveryDate: readDate(doc, 'deliveryDate', skip),
    servicePeriod: readPeriod(doc, skip),
  };
}

// ------------------------------------------------------------------ charges and allowances

/** Labels of document-level charges and allowances printed between the lines and the totals (`charges` in the
 * lexicons). */
export const CHARGE_LABELS: Readonly<Record<'charge' | 'allowance', readonly string[]>> = {
  charge: words((l) => l.charges?.charge),
  allowance: words((l) => l.charges?.allowance),
};

const CHARGE_RE = labelRe(CHARGE_LABELS.charge);
const ALLOWANCE_RE = labelRe(CHARGE_LABELS.allowance);

/** Does the line open with a document-level charge's label ("Shipping", "Rivalsa INPS 4 %")? */
export function opensWithCharge(line: DocLine): boolean {
  const first = line.segs[0];
  const m = first ? CHARGE_RE.exec(first.f) : null;
  return !!m && m.index <= 2;
}

/**
 * Is a line item's description a document-level charge's or allowance's label, and little else ("Costi di spedizione",
 * "Promotions", "Shipping & Handling"): at most four words, opening with the label?
 */
export function namesCharge(description: string): boolean {
  const f = foldKeep(description).trim();
  if (!f || f.split(/\s+/).length > 4) return false;
  const m = CHARGE_RE.exec(f) ?? ALLOWANCE_RE.exec(f);
  return !!m && m.index <= 2;
}

/**
 * Carried-forward words by language: "Transport" is freight in Polish or French but the running sum of a continued
 * table in German, Dutch and the Scandinavian languages ("Transporte" in Spanish and Portuguese), so a charge line
 * that is a carried-forward line in the document's language (any language's when it is not known) is not a charge.
 */
const CARRIED_BY_LANGUAGE = new Map(LEXICONS.map((l) => [l.code, l.carriedForward?.length ? wordRegExp(l.carriedForward) : null]));

/**
 * Charges (shipping) and allowances (discount) printed as their own amount lines outside the line-item table, kept
 * only when they close the gap between the line amounts and the net total: Σ lines + Σ charges − Σ allowances = net.
 */
export function readCharges(doc: Doc, inv: InvoiceData, skip: Set<number>): { charges: DocumentCharge[]; allowances: DocumentCharge[] } {
  const none = { charges: [], allowances: [] };
  const net = inv.totals.net;
  if (net === null || !inv.lineItems.length) return none;
  const lineSum = round2(inv.lineItems.reduce((s, l) => s + (l.amount ?? 0), 0));
  if (Math.abs(lineSum - net) <= 0.011) return none;
  const charges: DocumentCharge[] = [];
  const allowances: DocumentCharge[] = [];
  const sign = lineSum < 0 ? -1 : 1;
  const seen = new Set<string>();
  for (const line of doc.lines) {
    if (skip.has(line.i)) continue;
    const first = line.segs[0];
    if (!first) continue;
    const isCharge = CHARGE_RE.exec(first.f);
    const isAllowance = ALLOWANCE_RE.exec(first.f);
    const m = isCharge ?? isAllowance;
    if (!m || m.index > 2) continue;
    const carried = doc.language ? CARRIED_BY_LANGUAGE.get(doc.language) : CARRIED_FORWARD;
    if (isCharge && carried?.exec(first.f.slice(m.index))?.index === 0) continue;
    const rest = [first.text.slice(m.index + m[0].length), ...line.segs.slice(1).map((s) => s.text)];
    // the last amount on the line (a rate or a quantity may come first)
    let amount: number | null = null;
    for (const t of rest.reverse()) if ((amount = parseAmountValue(t, doc)) !== null) break;
    // a row of labels over a row of values ("Shipping | Net total | VAT | Total" over their amounts): the one under it
    if (amount === null) {
      const under = valueUnder(doc, line, first);
      amount = under ? parseAmountValue(under.seg.text, doc) : null;
    }
    if (amount === null || amount === 0) continue;
    // amounts in the document's sign: a credit note's (negative lines) are negative, so that Σ lines + Σ charges −
    // Σ allowances = net holds for it as for an invoice; a charge printed with the other sign is taken off the lines
    // (an allowance: "Shipping −5,00" under positive lines)
    const entry = { description: clean(first.text.slice(0, m.index + m[0].length)), amount: sign * Math.abs(amount), taxRate: null };
    // the same line again (a second copy of the document on the page, "--- cut here ---"): counted once
    const key = `${clean(line.text)}|${entry.amount}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (isCharge && Math.sign(amount) === sign) charges.push(entry);
    else allowances.push(entry);
  }
  const total = round2(lineSum + charges.reduce((s, c) => s + c.amount, 0) - allowances.reduce((s, c) => s + c.amount, 0));
  return Math.abs(total - net) <= 0.011 ? { charges, allowances } : none;
}

/**
 * The hook understandDoc calls: sets the payment and reference fields, the charges and allowances and the lines'
 * Rec 20 unit codes on a layout-read invoice (after its lines and totals are known).
 */
export function addPaymentAndReferences(doc: Doc, inv: InvoiceData, skip: Set<number>): void {
  Object.assign(inv, readPaymentFields(doc, skip), readCharges(doc, inv, skip));
  addUnitCodes(inv.lineItems, doc.language);
}
