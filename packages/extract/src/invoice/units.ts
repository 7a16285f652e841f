/**
 * Units of measure: printed unit words → UN/ECE Recommendation 20 codes (and codes → readable names for the
 * workbook and exports). Data only; extend the tables, not the code.
 *
 * Codes used: C62 "one" (a count), H87 piece, HUR hour, DAY day, WEE week, MON month, ANN year, MIN minute,
 * KGM kilogram, GRM gram, TNE tonne, MTR metre, CMT centimetre, MMT millimetre, KMT kilometre, MTK square metre,
 * MTQ cubic metre, LTR litre, MLT millilitre, LS lump sum, SET set, PR pair, XBX box, XPK package, XRO roll,
 * XPA packet, XPL pallet, KWH kilowatt hour, E48 service unit.
 */
import type { LineItem } from '../types.js';
import { normKey } from './labels.js';
import { LEXICONS, type Lexicon } from './lexicon/index.js';

/** Rec 20 code → a readable English name. */
export const UNIT_NAMES: Readonly<Record<string, string>> = {
  C62: 'unit',
  H87: 'piece',
  EA: 'each',
  XPP: 'piece',
  PCE: 'piece',
  NAR: 'number of articles',
  HUR: 'hour',
  MIN: 'minute',
  DAY: 'day',
  WEE: 'week',
  MON: 'month',
  ANN: 'year',
  KGM: 'kg',
  GRM: 'g',
  TNE: 'tonne',
  MTR: 'm',
  CMT: 'cm',
  MMT: 'mm',
  KMT: 'km',
  MTK: 'm²',
  MTQ: 'm³',
  LTR: 'l',
  MLT: 'ml',
  LS: 'lump sum',
  SET: 'set',
  PR: 'pair',
  XBX: 'box',
  XPK: 'package',
  XPA: 'packet',
  XRO: 'roll',
  XPL: 'pallet',
  KWH: 'kWh',
  E48: 'service unit',
  ZZ: 'mutually defined',
  STK: 'piece',
};

/**
 * Language-neutral unit symbols (SI and their common ASCII spellings), normalised with normKey. The words of each
 * language are in its lexicon (`lexicon/<lang>.ts` `units`) and are asked first.
 */
const SYMBOLS: Readonly<Record<string, string>> = Object.fromEntries(
  (
    [
      ['HUR', ['h']],
      ['MIN', ['min']],
      ['DAY', ['d']],
      ['KGM', ['kg', 'kgs']],
      ['GRM', ['g', 'gr']],
      ['TNE', ['t']],
      ['MTR', ['m']],
      ['CMT', ['cm']],
      ['MMT', ['mm']],
      ['KMT', ['km']],
      ['MTK', ['m2', 'mtk']],
      ['MTQ', ['m3']],
      ['LTR', ['l']],
      ['MLT', ['ml']],
      ['KWH', ['kwh']],
    ] as const
  ).flatMap(([code, words]) => words.map((w) => [w, code])),
);

/** word → code of one lexicon's `units` */
function wordTable(l: Lexicon): Map<string, string> {
  const m = new Map<string, string>();
  for (const [code, words] of Object.entries(l.units ?? {})) for (const w of words ?? []) if (!m.has(w)) m.set(w, code);
  return m;
}
const BY_LANGUAGE = new Map(LEXICONS.map((l) => [l.code, wordTable(l)]));

/**
 * The Rec 20 code of a printed unit ("Stk." → H87, "Std" → HUR, "kg" → KGM); a printed code stays; null if unknown.
 * The words of the document's language come first, then the symbols, then every other language in lexicon order
 * ("t" is an hour in a Danish invoice, a tonne elsewhere).
 */
export function unitCodeOf(printed: string | null | undefined, language: string | null = null): string | null {
  if (!printed) return null;
  const raw = printed.normalize('NFKC').trim();
  if (/^[A-Z0-9]{2,3}$/.test(raw) && UNIT_NAMES[raw]) return raw;
  const k = normKey(raw.replace(/²/g, '2').replace(/³/g, '3'));
  const keys = k.includes(' ') ? [k, k.replace(/\s+/g, '')] : [k];
  const tables = [BY_LANGUAGE.get(language ?? ''), SYMBOLS, ...BY_LANGUAGE.values()];
  for (const t of tables) {
    if (!t) continue;
    for (const key of keys) {
      const code = t instanceof Map ? t.get(key) : t[key];
      if (code) return code;
    }
  }
  return null;
}

/** A readable name for a Rec 20 code ("H87" → "piece"), the code itself when it is not in the table. */
export function unitName(code: string | null | undefined): string | null {
  if (!code) return null;
  return UNIT_NAMES[code.toUpperCase()] ?? code;
}

/**
 * Post-processing of layout line items: the Rec 20 code of each printed unit (the printed unit stays in `unit`);
 * the key is only set when a code is known (absent = unknown, as for results of earlier versions).
 */
export function addUnitCodes(items: LineItem[], language: string | null = null): void {
  for (const li of items) {
    const code = unitCodeOf(li.unit, language);
    if (code) li.unitCode = code;
  }
}
