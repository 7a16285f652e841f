/**
 * Label matching for invoice fields and line-item header concepts, compiled from the language lexicons
 * (`lexicon/<lang>.ts`, merged by `lexicon/index.ts`); VAT-id patterns by country prefix and the cheap national
 * checksums of VAT/registration numbers (Norwegian organisation number, French VAT key).
 *
 * All patterns run on {@link foldKeep}ed text: lower case, accents removed, every other character kept, same length as
 * the original so that match positions index the original text.
 */
import {
  alt,
  type ColumnFamily,
  columnWords,
  type FieldKind,
  LEXICONS,
  type RankedLabel,
  type Lexicon,
  rankedLabels,
  tableStopWords,
  words,
} from './lexicon/index.js';

/** Lower case without accents, one output char per input UTF-16 unit (positions stay valid). */
export function foldKeep(s: string): string {
  // Each character folds on its own: runs of ASCII only need lower case, the other runs go character by character.
  return s.replace(/[\x00-\x7f]+|[^\x00-\x7f]+/g, (run) => (run.charCodeAt(0) < 0x80 ? run.toLowerCase() : foldChars(run)));
}

function foldChars(s: string): string {
  let out = '';
  for (const ch of s) {
    let f = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (f.length !== ch.length) f = (f + ch).slice(0, ch.length);
    out += f;
  }
  return out;
}

/** Normalised key: folded, punctuation to single spaces (for comparisons and dictionary look-ups). */
export function normKey(s: string): string {
  return foldKeep(s)
    .replace(/[°º]/g, '')
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();
}

export type { FieldKind };

const FIELD_KINDS: readonly FieldKind[] = ['number', 'issueDate', 'dueDate', 'net', 'tax', 'gross', 'due', 'prepaid', 'withholding', 'vatId', 'seller', 'buyer'];

const B = '(?<![\\p{L}\\d])'; // word start
const E = '(?![\\p{L}])'; // word end

/**
 * One pattern for any of `parts` as a whole word. The word-start and word-end look-arounds stand once around the
 * alternation: `B(?:a|b)E` tries the same alternatives in the same order as `B(?:a)E|B(?:b)E` (the look-arounds are
 * zero-width and the same for every alternative), so it matches exactly the same, and V8 compiles the two Unicode
 * property classes once instead of once per part (most of the first document's label-matching time).
 */
function re(parts: string[]): RegExp {
  if (!parts.length) return new RegExp('', 'u');
  return new RegExp(`${B}(?:${parts.map((p) => `(?:${p})`).join('|')})${E}`, 'u');
}


export interface LabelMatch {
  kind: FieldKind;
  /** index of the pattern in its list: lower = more specific */
  rank: number;
  start: number;
  end: number;
}

/**
 * The earliest label of `kind` in a folded text (ties: the most specific pattern). Some PDF producers split words at
 * kerning pairs with a space-wide gap ("Ver käufer", "Br uttosumme"); when nothing matches, the first words are
 * tried again with their spaces removed (positions are mapped back to the original text).
 */
export function matchLabel(folded: string, kind: FieldKind): LabelMatch | null {
  // A pure function of (text, kind), asked again and again for the same lines (a header candidate's look at the rows
  // below, the totals checks of every segment): remembered per kind. Callers get a copy, so the cache cannot change.
  const cache = MATCH_CACHE[kind];
  let m = cache.get(folded);
  if (m === undefined) {
    if (cache.size >= MATCH_CACHE_MAX) cache.clear();
    m = matchLabelUncached(folded, kind);
    cache.set(folded, m);
  }
  return m && { ...m };
}

/** the remembered results of matchLabel, per kind (cleared when full) */
const MATCH_CACHE_MAX = 4096;
const MATCH_CACHE = Object.fromEntries(FIELD_KINDS.map((k) => [k, new Map<string, LabelMatch | null>()])) as Record<FieldKind, Map<string, LabelMatch | null>>;

function matchLabelUncached(folded: string, kind: FieldKind): LabelMatch | null {
  const direct = matchLabelExact(folded, kind);
  if (direct && direct.start === 0) return direct;
  // a compound hyphenated at its joint ("Rechnungs-Datum", "Kunden-Nummer") is read as the compound
  const joined = squeeze(folded, (t, i) => t[i] === '-' && JOINT.test(t.slice(i - 1, i + 2)));
  if (joined) {
    const m = matchLabelExact(joined.text, kind);
    if (m && m.start === 0) {
      const end = joined.map[m.end - 1]! + 1;
      if (end >= folded.length || !/[\p{L}]/u.test(folded[end]!)) return { ...m, start: joined.map[m.start]!, end };
    }
  }
  if (direct) return direct;
  const words = folded.split(' ');
  if (words.length < 2) return null;
  // letters spaced out ("R E C H N U N G S - N R"): squeeze at most the first five words
  const head = words.slice(0, 5).join(' ');
  const spaced = squeeze(head, (t, i) => t[i] === ' ')!;
  const m = matchLabelExact(spaced.text, kind);
  if (!m || m.start !== 0) return null;
  const end = spaced.map[m.end - 1]! + 1;
  // the label must end where a word of the original ends
  if (end < folded.length && /[\p{L}]/u.test(folded[end]!)) return null;
  return { ...m, start: spaced.map[m.start]!, end };
}

/** a hyphen between two letters */
const JOINT = /\p{L}-\p{L}/u;

/** The text without the characters `drop` names, and for each kept character its index in the text (null: none dropped). */
function squeeze(text: string, drop: (t: string, i: number) => boolean): { text: string; map: number[] } | null {
  const map: number[] = [];
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (drop(text, i)) continue;
    map.push(i);
    out += text[i];
  }
  return out.length < text.length ? { text: out, map } : null;
}

function matchLabelExact(folded: string, kind: FieldKind): LabelMatch | null {
  let best: LabelMatch | null = null;
  const prefixes = LABEL_PREFIXES[kind];
  LABEL_SOURCES[kind].forEach((_, rank) => {
    // a text without the pattern's literal beginning cannot match it (the pattern is not even made then)
    const prefix = prefixes[rank];
    if (prefix && !folded.includes(prefix)) return;
    const m = labelPattern(kind, rank).exec(folded);
    if (!m) return;
    const start = m.index;
    const end = start + m[0].length;
    if (!best || start < best.start || (start === best.start && end - start > best.end - best.start)) best = { kind, rank, start, end };
  });
  return best;
}

/** Patterns per field kind, most specific first (lexicon/index.ts `rankedLabels`): a pattern's index is its rank. */
const RANKED: Record<FieldKind, RankedLabel[]> = Object.fromEntries(FIELD_KINDS.map((k) => [k, rankedLabels(k)])) as Record<FieldKind, RankedLabel[]>;

/** Label pattern sources per field kind, most specific first, each as a whole word. */
const LABEL_SOURCES: Record<FieldKind, string[]> = Object.fromEntries(
  FIELD_KINDS.map((k) => [k, RANKED[k].map((e) => `${B}(?:${e.re})${E}`)]),
) as Record<FieldKind, string[]>;

/** Label patterns made so far, per field kind and rank. */
const LABEL_PATTERNS: Record<FieldKind, Array<RegExp | undefined>> = Object.fromEntries(
  FIELD_KINDS.map((k) => [k, new Array<RegExp | undefined>(LABEL_SOURCES[k].length)]),
) as Record<FieldKind, Array<RegExp | undefined>>;

/**
 * The label pattern of a kind and rank, made on first need: V8 parses a pattern when it is made (each has two Unicode
 * property classes), and most of the ~500 are never needed by a given document (matchLabelExact skips a pattern whose
 * literal beginning the text lacks), so making them all when the module loads was most of its loading time.
 */
function labelPattern(kind: FieldKind, rank: number): RegExp {
  return (LABEL_PATTERNS[kind][rank] ??= new RegExp(LABEL_SOURCES[kind][rank]!, 'u'));
}

/** Label patterns per field kind, most specific first (a kind's list is made when first asked for). */
export const LABELS = {} as Record<FieldKind, RegExp[]>;
for (const k of FIELD_KINDS) {
  let all: RegExp[] | undefined;
  Object.defineProperty(LABELS, k, { enumerable: true, get: () => (all ??= LABEL_SOURCES[k].map((_, rank) => labelPattern(k, rank))) });
}

/**
 * The literal text every match of a pattern source begins with — "invoice" of `invoice\s*(?:number|no)`, "factura" of
 * `facturas?` — or '' when a match need not begin with fixed text (an alternative at the top level, a class, group or
 * escape first). A text that does not contain it cannot match the pattern.
 */
export function literalPrefix(source: string): string {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') {
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return '';
  }
  let end = 0;
  while (end < source.length && !'\\()[]{}|?*+.^$'.includes(source[end]!)) end++;
  // the last character is optional or repeated when a quantifier follows it (both halves of a surrogate pair)
  if (end < source.length && '?*+{'.includes(source[end]!) && end > 0) {
    end -= /[\udc00-\udfff]/.test(source[end - 1]!) && end > 1 ? 2 : 1;
  }
  return source.slice(0, end);
}

/** literalPrefix of every label pattern, by kind and rank. */
const LABEL_PREFIXES: Record<FieldKind, string[]> = Object.fromEntries(
  FIELD_KINDS.map((k) => [k, RANKED[k].map((e) => literalPrefix(e.re))]),
) as Record<FieldKind, string[]>;

/**
 * Is the text only an inclusive/exclusive tax phrase ("bez DPH", "excl. VAT", "inkl. MwSt.", "eks. mva")? Alone it
 * qualifies the amount or price named beside or over it.
 */
export function isTaxQualifier(text: string): boolean {
  const f = foldKeep(text).trim();
  return TAX_QUALIFIED.test(f) && !/\p{L}/u.test(f.replace(TAX_QUALIFIED, '').replace(/%/g, ''));
}

/**
 * Does a header cell name a tax amount ("MwSt.-Betrag", "VAT amount", "Montant TVA", "Btw-bedrag"): a tax word with an
 * amount noun, no percent sign, no inclusive/exclusive qualifier and no net or gross word (with one it names a net or
 * gross amount: "Wartość netto z VAT")?
 */
export function isTaxAmountHead(text: string): boolean {
  const f = foldKeep(text).trim();
  return TAX_WORD.test(f) && AMOUNT_NOUN.test(f) && !TAX_QUALIFIED.test(f) && !NET_OR_GROSS.test(f) && !f.includes('%');
}

/** Is this match a normal label (not a weak, generic fallback such as a bare "Numéro", nor a column head only)? */
export function isNormalLabel(m: LabelMatch): boolean {
  return RANKED[m.kind][m.rank]?.tier === 0;
}

/** Is this match a label that only counts as the whole cell of a row of labels (a bare "Net" / "Gross")? */
export function isColumnHeadLabel(m: LabelMatch): boolean {
  return RANKED[m.kind][m.rank]?.tier === 2;
}

/** Lines that end a line-item table (totals, tax breakdown, payment terms). */
export const TABLE_STOP = re(tableStopWords());

/**
 * Carried-forward / brought-forward lines of a table continued over pages ("A riportare" / "Riporto", "Suma y sigue",
 * "Übertrag", "Transport", "Carried forward", "À reporter" / "Report"): the running sum of the items, not a subtotal
 * that ends the table.
 */
export const CARRIED_FORWARD = re(words((l) => l.carriedForward));

/** Words that tell the language of a document (folded), per language code. */
export const LANGUAGE_WORDS: Record<string, RegExp> = Object.fromEntries(
  LEXICONS.filter((l) => l.languageWords?.length).map((l) => [l.code, re(l.languageWords!)]),
);

/** LANGUAGE_WORDS with the global flag, made once (String.prototype.match starts a global pattern at 0 every time). */
const LANGUAGE_WORDS_ALL: Array<[string, RegExp]> = Object.entries(LANGUAGE_WORDS).map(([lang, r]) => [lang, new RegExp(r.source, 'gu')]);

/**
 * The tell-tale words as a map word → the languages (indices into LANGUAGE_WORDS_ALL) that list it, when every word of
 * every language is plain letters (null otherwise). Then each match of a LANGUAGE_WORDS pattern (a word with no letter
 * or digit before it and no letter after it) is a whole run of letters not preceded by a digit, and counting those runs
 * counts the matches.
 */
const LANGUAGE_WORD_INDEX: Map<string, number[]> | null = (() => {
  const index = new Map<string, number[]>();
  for (const [k, [lang]] of LANGUAGE_WORDS_ALL.entries()) {
    for (const w of LEXICONS.find((l) => l.code === lang)?.languageWords ?? []) {
      if (!/^\p{L}+$/u.test(w)) return null;
      const langs = index.get(w) ?? [];
      if (!langs.includes(k)) langs.push(k);
      index.set(w, langs);
    }
  }
  return index;
})();

const LETTER_RUN = /\p{L}+/gu;

/** The language with most tell-tale words in the texts (null when none). */
export function detectLanguage(texts: Iterable<string>): string | null {
  const counts: Record<string, number> = {};
  if (LANGUAGE_WORD_INDEX) {
    const n = LANGUAGE_WORDS_ALL.map(() => 0);
    let any = false;
    for (const t of texts) {
      any = true;
      const f = foldKeep(t);
      for (const m of f.matchAll(LETTER_RUN)) {
        const langs = LANGUAGE_WORD_INDEX.get(m[0]);
        if (!langs) continue;
        const before = m.index > 0 ? f.charCodeAt(m.index - 1) : -1;
        if (before >= 0x30 && before <= 0x39) continue;
        for (const k of langs) n[k]!++;
      }
    }
    if (any) LANGUAGE_WORDS_ALL.forEach(([lang], k) => (counts[lang] = n[k]!));
  } else {
    for (const t of texts) {
      const f = foldKeep(t);
      for (const [lang, g] of LANGUAGE_WORDS_ALL) counts[lang] = (counts[lang] ?? 0) + (f.match(g)?.length ?? 0);
    }
  }
  let best: string | null = null;
  let n = 0;
  for (const [lang, c] of Object.entries(counts)) {
    if (c > n) {
      best = lang;
      n = c;
    }
  }
  return best;
}

// ---------------------------------------------------------------- VAT ids

/** Country prefix → pattern of the rest (after removing spaces, dots and dashes). */
const VAT_PATTERNS: Record<string, RegExp> = {
  AT: /^U\d{8}/,
  BE: /^[01]?\d{9}/,
  BG: /^\d{9,10}/,
  CH: /^E\d{9}(?:MWST|TVA|IVA)?/,
  CY: /^\d{8}[A-Z]/,
  CZ: /^\d{8,10}/,
  DE: /^\d{9}/,
  DK: /^\d{8}/,
  EE: /^\d{9}/,
  EL: /^\d{9}/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]/,
  // the One-Stop-Shop number of a seller from outside the Union ("EU OSS VAT EU372041333"): EU and nine digits
  EU: /^\d{9}/,
  FI: /^\d{8}/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}/,
  GB: /^(?:\d{12}|\d{9})/,
  HR: /^\d{11}/,
  HU: /^\d{8}/,
  IE: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])/,
  IT: /^\d{11}/,
  LT: /^(?:\d{12}|\d{9})/,
  LU: /^\d{8}/,
  LV: /^\d{11}/,
  MT: /^\d{8}/,
  NL: /^\d{9}B\d{2}/,
  NO: /^\d{9}(?:MVA)?/,
  PL: /^\d{10}/,
  PT: /^\d{9}/,
  RO: /^\d{2,10}/,
  SE: /^\d{10}01/,
  SI: /^\d{8}/,
  SK: /^\d{10}/,
};

export interface VatMatch {
  /** compact form, e.g. DE123456789 */
  value: string;
  index: number;
  length: number;
}

/**
 * VAT ids with a country prefix in a text ("DE 123 456 789", "FR 11 123 456 782", "NL810433941B01", "ATU12345678",
 * "CHE-123.456.789 MWST", "NO 123 456 789 MVA"). The id must end at a token boundary (an IBAN is not a VAT id).
 */
/** Is `cc` the prefix of a VAT id ("DE", "EL", "GB"), not another two-letter word ("UE" in "NIP UE")? */
export function isVatPrefix(cc: string): boolean {
  return Object.hasOwn(VAT_PATTERNS, cc);
}

/** a country prefix of VAT_PATTERNS starting an id (made once: matchAll works on a copy, this one keeps lastIndex 0) */
const VAT_PREFIX = new RegExp(`(?<![A-Za-z0-9])(${Object.keys(VAT_PATTERNS).join('|')})(?=[\\s.\\-]?[0-9A-Z])`, 'g');

export function findVatIds(text: string): VatMatch[] {
  const out: VatMatch[] = [];
  for (const m of text.matchAll(VAT_PREFIX)) {
    const cc = m[1]!;
    const start = m.index!;
    // collect characters after the prefix: digits, capitals, spaces, dots, dashes (at most 24)
    let j = start + cc.length;
    let compact = '';
    const positions: number[] = [];
    while (j < text.length && compact.length < 20) {
      const c = text[j]!;
      if (/[0-9A-Z]/.test(c)) {
        compact += c;
        positions.push(j);
      } else if (!/[\s.\-\u00a0]/.test(c)) break;
      else if (/\s/.test(c) && /\s/.test(text[j + 1] ?? '')) break; // a wide gap ends the id
      j++;
    }
    const pm = VAT_PATTERNS[cc]!.exec(compact);
    if (!pm) continue;
    const body = pm[0];
    const next = compact[body.length];
    // boundary: the id may not continue with a digit (IBAN, phone) and must be followed by a non-alnum in the text
    if (next !== undefined && /[0-9]/.test(next)) continue;
    if (next !== undefined && /[A-Z]/.test(next)) {
      const endPos = positions[body.length - 1]!;
      if (endPos + 1 === positions[body.length]) continue; // glued letters
    }
    if (!/\d/.test(body)) continue;
    const endPos = positions[body.length - 1]!;
    out.push({ value: cc + body, index: start, length: endPos + 1 - start });
  }
  // Norwegian registrations printed without the country prefix: "991 723 145 MVA"
  for (const m of text.matchAll(/(?<![\dA-Za-z])(\d{3})\s?(\d{3})\s?(\d{3})\s?MVA(?![A-Za-z])/g)) {
    if (out.some((o) => m.index! >= o.index && m.index! < o.index + o.length)) continue;
    out.push({ value: `NO${m[1]}${m[2]}${m[3]}MVA`, index: m.index!, length: m[0].length });
  }
  // Canadian GST/HST registrations: the nine-digit business number (its last digit a Luhn check digit) and the
  // program identifier "RT" with its account number ("123456782RT0001", "12345-6782-RT0001", "123456782RT"), also
  // letter-spaced ("1 2 3 4 5 6 7 8 2 R T 0 0 0 1")
  for (const m of text.matchAll(/(?<![\dA-Za-z])(\d(?:[\s-]?\d){8})[\s-]?R\s?T(?:[\s-]?(\d(?:\s?\d){3}))?(?![\dA-Za-z])/g)) {
    const bn = m[1]!.replace(/[\s-]/g, '');
    if (!luhnOk(bn) || out.some((o) => m.index! >= o.index && m.index! < o.index + o.length)) continue;
    out.push({ value: `${bn}RT${(m[2] ?? '').replace(/\s/g, '')}`, index: m.index!, length: m[0].length });
  }
  return out;
}

/** Is the last digit of `digits` its Luhn (mod 10) check digit? (Canada's business number) */
function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Norwegian organisation number (9 digits): mod-11 check digit with weights 3 2 7 6 5 4 3 2. */
export function norwegianOrgNrOk(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const w = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = w.reduce((s, k, i) => s + k * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[8]);
}

/** French VAT number body (11 digits: key + SIREN): the key is (12 + 3 × (SIREN mod 97)) mod 97. */
export function frenchVatKeyOk(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  return Number(digits.slice(0, 2)) === (12 + 3 * (Number(digits.slice(2)) % 97)) % 97;
}

/** Compact form of a VAT id for comparisons: upper case, letters and digits only. */
export function compactVatId(s: string): string {
  return s.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

// ---------------------------------------------------------------- line-item header concepts

export type ColumnConcept = 'position' | 'description' | 'quantity' | 'unit' | 'unitPrice' | 'taxRate' | 'amount';

const H = (family: ColumnFamily) => re(columnWords(family));
/** Words anywhere in a header cell (not whole words: "Gesamtpreis", "Preis inkl."). */
const inCell = (family: ColumnFamily) => new RegExp(alt(columnWords(family)), 'u');

const UNIT_PRICE_SPECIFIC = H('unitPrice');
const TAX_RATE = H('taxRate');
const AMOUNT = H('amount');
const PRICE = H('price');
const QUANTITY = H('quantity');
const UNIT = H('unit');
const DESCRIPTION = H('description');
/** Discount columns ("Dto. %", "Sconto", "Rabatt %"): no concept of their own, and never a tax rate. */
const DISCOUNT = H('discount');
/** A whole header cell naming an article/item code column ("Item #", "Art.-Nr.", "SKU", "Código"): not the description. */
const CODE = new RegExp(`^${alt(columnWords('code'))}$`, 'u');
const POSITION = H('position');
/** A whole header cell naming a date or period column ("Delivery date", "Leistungszeitraum", "Periode"): like a code
 * column, its text is not the description, and its day and year numbers are no quantity or price. */
const DATE_COLUMN = new RegExp(`^${alt(columnWords('dateColumn'))}\\.?:?$`, 'u');
/** "Total", "Gesamt", "incl." in a price or amount heading: a line total. */
const TOTAL_QUALIFIER = inCell('totalQualifier');
/** "Amount", "Betrag", "Montant" in a tax heading: a tax amount, not a rate. */
const AMOUNT_NOUN = inCell('amountNoun');

/** a word saying an amount is net or gross ("netto", "brutto", "gross"): such an amount is no tax amount */
const NET_OR_GROSS = new RegExp(`(?<!\\p{L})${alt(words((l) => [...(l.netPrice ?? []), ...(l.columns?.grossMarker ?? [])]))}(?!\\p{L})`, 'u');
/** a tax word anywhere in a cell ("MwSt.-Betrag", "Momsbelopp", "Importe IVA") */
const TAX_WORD = new RegExp(`(?<!\\p{L})${alt(words((l) => l.taxWords))}`, 'u');

/** an inclusive/exclusive word before a tax word: "eks. mva", "excl. VAT", "inkl. MwSt.", "hors TVA" */
const TAX_QUALIFIED = new RegExp(
  `(?<!\\p{L})${alt(words((l) => [...(l.inclusive ?? []), ...(l.exclusive ?? [])]))}\\.?\\s*${alt(words((l) => l.taxWords))}`,
  'u',
);

/** Each concept's column words as one whole-text pattern (a multi-word header phrase: "VAT rate", "Unit cost"). */
const WHOLE: Array<[ColumnConcept, RegExp]> = (
  [
    ['unitPrice', ['unitPrice']],
    ['taxRate', ['taxRate']],
    ['amount', ['amount']],
    ['quantity', ['quantity']],
    // a date or period column ("Période de prestation", "Data dostawy"): its words alone may name a description
    ['position', ['dateColumn']],
  ] as Array<[ColumnConcept, ColumnFamily[]]>
).map(([concept, fams]) => [concept, new RegExp(`^(?:${alt(fams.flatMap((f) => columnWords(f)))})\\.?$`, 'u')]);

/**
 * The concept of a header text that one lexicon phrase of several words names as a whole ("VAT rate", "Unit cost",
 * "Preis pro Einheit", "Période de prestation"), else null: such a text is one cell even when its words alone name other concepts.
 */
export function phraseConcept(text: string): ColumnConcept | null {
  // a pure function of the text, asked for every header candidate's cells and their joined words: remembered
  let concept = PHRASE_CACHE.get(text);
  if (concept === undefined) {
    if (PHRASE_CACHE.size >= MATCH_CACHE_MAX) PHRASE_CACHE.clear();
    concept = phraseConceptUncached(text);
    PHRASE_CACHE.set(text, concept);
  }
  return concept;
}

/** the remembered results of phraseConcept (cleared when full) */
const PHRASE_CACHE = new Map<string, ColumnConcept | null>();

function phraseConceptUncached(text: string): ColumnConcept | null {
  const f = foldKeep(text).replace(/\s+/g, ' ').trim();
  if (!/\s/.test(f)) return null;
  for (const [concept, r] of WHOLE) if (r.test(f)) return concept;
  return null;
}

/** A family's header words anywhere in a folded header text ("Gesamtpreis", "Wartość brutto"). */
export function columnWordIn(family: ColumnFamily): RegExp {
  return inCell(family);
}

/**
 * The concept of one header cell (folded before testing). Order matters: discounts (no concept), article-code
 * columns (position: their codes are not the description), specific unit-price names, tax rate, amounts, generic
 * prices, quantity, unit, description, position.
 */
export function headerConcept(text: string): ColumnConcept | null {
  // A pure function of the text, asked again and again for the same cells (every header candidate and its neighbour
  // lines): remembered, as matchLabel's results are.
  let concept = CONCEPT_CACHE.get(text);
  if (concept === undefined) {
    if (CONCEPT_CACHE.size >= MATCH_CACHE_MAX) CONCEPT_CACHE.clear();
    const f = foldKeep(text).trim();
    concept = f ? (bilingualConcept(f) ?? namedConcept(f) ?? compoundConcept(f) ?? abbreviatedConcept(f)) : null;
    CONCEPT_CACHE.set(text, concept);
  }
  return concept;
}

/**
 * A bilingual heading, the national name, a slash and its translation under or after it ("Mennyiség/ Amount",
 * "Ilość/ Quantity"): where the two names each name a concept and the concepts differ, the first name decides — the
 * translation is the loose one (a Hungarian quantity column translated "Amount" is no amount column). Else null (the
 * whole text is asked as before). A slash without a space after it ("Qty/Unit", "VTSZ/SZJ") is no such pair.
 */
function bilingualConcept(f: string): ColumnConcept | null {
  const m = /^([^/]*\p{L}[^/]*?)\s*\/\s+(\p{L}[^/]*?)\s*\/?$/u.exec(f);
  if (!m) return null;
  const first = namedConcept(m[1]!);
  const second = namedConcept(m[2]!);
  return first && second && first !== second ? first : null;
}

/** the remembered results of headerConcept (cleared when full) */
const CONCEPT_CACHE = new Map<string, ColumnConcept | null>();

/** Column words that are plain words of letters (not patterns), per concept, in the order concepts are tested. */
function plainColumnWords(pick: (l: Lexicon) => boolean): Array<[ColumnConcept, string[]]> {
  const fam: Array<[ColumnConcept, ColumnFamily[]]> = [
    ['unitPrice', ['unitPrice', 'price']],
    ['taxRate', ['taxRate']],
    ['amount', ['amount']],
    ['quantity', ['quantity']],
    ['unit', ['unit']],
    ['description', ['description']],
  ];
  return fam.map(([concept, families]) => [
    concept,
    [...new Set(LEXICONS.filter(pick).flatMap((l) => families.flatMap((k) => l.columns?.[k] ?? [])))].filter((w) => /^\p{L}+$/u.test(w)),
  ]);
}

/** Compound heads of the compounding languages ("…pris", "…sats", "…belopp"), at least four letters each. */
const COMPOUND_HEADS = plainColumnWords((l) => !!l.compounding).map(
  ([concept, ws]) => [concept, ws.filter((w) => w.length >= 4)] as [ColumnConcept, string[]],
);

/**
 * A one-word header of a compounding language that ends in a column word ("stykpris" → unit price, "momssats" → tax
 * rate, "fakturabelopp" → amount); a price compound with a total word is the line amount ("totalpris").
 */
function compoundConcept(f: string): ColumnConcept | null {
  const word = f.replace(/[\s.:%]+$/u, '');
  if (!/^\p{L}{5,}$/u.test(word)) return null;
  for (const [concept, heads] of COMPOUND_HEADS) {
    if (!heads.some((h) => word.length > h.length + 1 && word.endsWith(h))) continue;
    if (concept === 'unitPrice' && TOTAL_QUALIFIER.test(word)) return 'amount';
    return concept;
  }
  return null;
}

/** figure columns only: an abbreviated "Art." or "Pos." is a code or a position, never the description */
const ALL_PLAIN = plainColumnWords(() => true).filter(([c]) => c !== 'description');

/**
 * An abbreviated figure-column header ("Enh." for "enhed", "Einzelpr." for "einzelpreis"): the concept of the shortest
 * column word it begins ("enh" → "enhed", not "enhetspris"); none when two concepts' words are equally short.
 */
function abbreviatedConcept(f: string): ColumnConcept | null {
  const m = /^(\p{L}{3,})\.$/u.exec(f);
  if (!m) return null;
  const stem = m[1]!;
  // a truncation ("Bez." for Bezeichnung) first, else a contraction ("Mng." for Menge: the word's first letter and then
  // consonants only, in the word's order — "sis." is no contraction)
  const contraction = !/[aeiouy]/.test(stem.slice(1));
  for (const fits of [(w: string) => w.startsWith(stem), (w: string) => contraction && w[0] === stem[0] && isSubsequence(stem, w)]) {
    let best: { concept: ColumnConcept; length: number; tie: boolean } | null = null;
    for (const [concept, ws] of ALL_PLAIN) {
      for (const w of ws) {
        if (w.length <= stem.length || !fits(w)) continue;
        if (!best || w.length < best.length) best = { concept, length: w.length, tie: false };
        else if (w.length === best.length && concept !== best.concept) best.tie = true;
      }
    }
    if (best) return best.tie ? null : best.concept;
  }
  return null;
}

function isSubsequence(stem: string, w: string): boolean {
  let k = 0;
  for (const ch of w) if (ch === stem[k]) k++;
  return k === stem.length;
}

function namedConcept(f: string): ColumnConcept | null {
  if (DISCOUNT.test(f) && !PRICE.test(f)) return null;
  if (CODE.test(f) || DATE_COLUMN.test(f)) return 'position';
  if (UNIT_PRICE_SPECIFIC.test(f) && !TOTAL_QUALIFIER.test(f)) return 'unitPrice';
  if (PRICE.test(f) && TOTAL_QUALIFIER.test(f)) return 'amount';
  // "Sum eks. mva", "Total excl. VAT", "Preis inkl. MwSt.": a tax word after an inclusive/exclusive word qualifies the
  // amount or price it follows; it is not a rate column
  const qualified = TAX_QUALIFIED.test(f) && (AMOUNT.test(f) || PRICE.test(f) || UNIT_PRICE_SPECIFIC.test(f));
  if (TAX_RATE.test(f) && !AMOUNT_NOUN.test(f) && !qualified) return 'taxRate';
  if (AMOUNT.test(f)) return 'amount';
  if (PRICE.test(f)) return 'unitPrice';
  if (QUANTITY.test(f)) return 'quantity';
  if (UNIT.test(f)) return 'unit';
  if (DESCRIPTION.test(f)) return 'description';
  if (POSITION.test(f)) return 'position';
  return null;
}
