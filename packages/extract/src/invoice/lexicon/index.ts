/**
 * All language lexicons merged: the word lists the invoice rules read. Adding a language = one `lexicon/<lang>.ts`
 * file listed in {@link LEXICONS} (plus its tests).
 *
 * Compound labels ("Total excl. VAT", "Gesamtbetrag inkl. MwSt", "Montant total TTC") are built here from every
 * language's `totalWords`, `inclusive`, `exclusive`, `taxWords` and `amountNouns`, so a new language's words combine
 * with the others' (documents mix them: "Total HT", "Totalt eks. mva").
 */
import { cs } from './cs.js';
import { da } from './da.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fi } from './fi.js';
import { fr } from './fr.js';
import { hu } from './hu.js';
import { it } from './it.js';
import { nb } from './nb.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { pt } from './pt.js';
import { sk } from './sk.js';
import { sl } from './sl.js';
import { sv } from './sv.js';
import type { ColumnFamily, FieldKind, LabelEntry, Lexicon } from './types.js';

export type { ChargeWords, ColumnFamily, FieldKind, LabelEntry, Lexicon, PartyWords, PaymentLabel } from './types.js';

/** Every lexicon, in the order their labels rank when two languages' labels tie in specificity. */
export const LEXICONS: readonly Lexicon[] = [en, de, fr, es, it, nl, pt, nb, da, sv, fi, pl, cs, sl, hu, sk];

/** The distinct entries of one family over all languages, in language order. */
export function words(pick: (l: Lexicon) => readonly string[] | undefined): string[] {
  const out = new Set<string>();
  for (const l of LEXICONS) for (const w of pick(l) ?? []) out.add(w);
  return [...out];
}

/** `(?:a|b|c)` of a family's entries. */
export function alt(list: readonly string[]): string {
  return `(?:${list.join('|')})`;
}

/** A family as one regular expression of whole words (not inside a longer word). */
export function wordRegExp(list: readonly string[], flags = 'u'): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])${alt(list)}(?![\\p{L}])`, flags.includes('u') ? flags : flags + 'u');
}

const TAX = alt(words((l) => l.taxWords).concat(['taxes?']));
const TOTAL = alt(words((l) => l.totalWords).map((w) => (w === 'total' ? 'total[e]?' : w)));
const INCL = alt(words((l) => l.inclusive));
const EXCL = alt(words((l) => l.exclusive));
const NOUNS = words((l) => l.amountNouns);
const NOUN = alt(NOUNS);

/** Labels built from several languages' words (ranked right after the English ones). */
const COMPOUND: Partial<Record<FieldKind, string[]>> = {
  net: [`${TOTAL}\\s*${alt([...NOUNS, 'net'])}?\\s*${EXCL}\\.?\\p{L}*\\s*${TAX}?\\.?`],
  tax: [`${TOTAL}\\s+(?:${NOUN}\\s+)?(?:de\\s+(?:la\\s+)?|der\\s+)?${TAX}\\.?`],
  gross: [`${TOTAL}\\s*${NOUN}?\\s*${INCL}\\.?\\p{L}*\\s*${TAX}?\\.?`],
};

/** International labels that belong to no one language. */
const INTERNATIONAL: Partial<Record<FieldKind, LabelEntry[]>> = {
  // "N° 4711", "Nº 17": weakest
  number: [{ re: `n[°º]\\.?`, weak: true }],
};

export interface RankedLabel {
  re: string;
  /** 0: normal label, 1: weak (generic fallback), 2: only a column head of a row of labels */
  tier: 0 | 1 | 2;
}

const entryOf = (e: LabelEntry): RankedLabel =>
  typeof e === 'string' ? { re: e, tier: 0 } : { re: e.re, tier: e.columnHead ? 2 : e.weak ? 1 : 0 };

/**
 * The labels of one field kind over all languages, most specific first: normal labels (English, the compound
 * labels, then the other languages in {@link LEXICONS} order), then weak ones, then column heads. A label's index is
 * its rank.
 */
/** National tax-id labels of all languages (lexicon `taxIds`), each as a whole folded label, with their countries. */
export const TAX_ID_LABELS: Array<{ re: RegExp; countries: string[] }> = LEXICONS.flatMap((l) =>
  (l.taxIds ?? []).map(([re, countries]) => ({ re: new RegExp(`^(?:${re})$`), countries })),
);

export function rankedLabels(kind: FieldKind): RankedLabel[] {
  const sources: LabelEntry[][] = [];
  LEXICONS.forEach((l, i) => {
    sources.push(l.labels?.[kind] ?? []);
    // (a national tax id's label is a VAT-id label)
    if (kind === 'vatId') sources.push((l.taxIds ?? []).map(([re]) => re));
    if (i === 0) sources.push(COMPOUND[kind] ?? []);
  });
  sources.push(INTERNATIONAL[kind] ?? []);
  const all = sources.flat().map(entryOf);
  const seen = new Set<string>();
  const out: RankedLabel[] = [];
  for (const tier of [0, 1, 2] as const) {
    for (const e of all) {
      if (e.tier !== tier || seen.has(e.re)) continue;
      seen.add(e.re);
      out.push(e);
    }
  }
  return out;
}

/** Column header words of one family over all languages (taxRate also gets "%" with an optional tax name). */
export function columnWords(family: ColumnFamily): string[] {
  const list = words((l) => l.columns?.[family]);
  if (family === 'taxRate') list.push(`%\\s*${TAX}?`);
  return list;
}

/** Lines that end a line-item table, with "VAT:" / "MwSt 19" / "MwSt. 19 %" / "Sales tax (8.25 %)" (a tax word, maybe
 * abbreviated with a full stop, before a colon or a figure, maybe in parentheses). */
export function tableStopWords(): string[] {
  return [...words((l) => l.tableStop), `${TAX}\\.?(?=\\s*:|\\s+\\(?\\d)`];
}

/** Month name (folded or not) → month number 1–12, over all languages. */
export function monthNames(): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const l of LEXICONS) (l.months ?? []).forEach((n, i) => n.split('|').forEach((alias) => out.push([alias, i + 1])));
  return out;
}

/** The tax names of every language ("vat", "mwst", "tva", …). */
export const TAX_WORDS = words((l) => l.taxWords);
