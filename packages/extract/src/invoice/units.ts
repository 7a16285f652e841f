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

/** Printed unit words (normalised with normKey: lower case, no accents, punctuation to spaces) → Rec 20 code. */
export const UNIT_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  (
    [
      ['H87', ['stk', 'st', 'stck', 'stuck', 'stueck', 'pcs', 'pc', 'piece', 'pieces', 'pce', 'pz', 'pzs', 'pezzi', 'pezzo', 'pieza', 'piezas', 'stuks', 'szt', 'kpl', 'unite', 'unites', 'ud', 'uds', 'un', 'und', 'unid', 'unidad', 'unidades', 'unidade']],
      ['C62', ['x', 'unit', 'units', 'ea', 'each', 'u']],
      ['HUR', ['h', 'hr', 'hrs', 'hour', 'hours', 'std', 'stunde', 'stunden', 'heure', 'heures', 'hora', 'horas', 'ora', 'ore', 'uur', 'timer', 'time', 'tim', 'godz']],
      ['MIN', ['min', 'mins', 'minute', 'minutes', 'minuten']],
      ['DAY', ['d', 'day', 'days', 'tag', 'tage', 'jour', 'jours', 'dia', 'dias', 'giorno', 'giorni', 'dag', 'dagen', 'dager', 'pt', 'mt']],
      ['WEE', ['wk', 'week', 'weeks', 'woche', 'wochen', 'semaine', 'semaines', 'semana', 'semanas', 'settimana', 'settimane']],
      ['MON', ['mon', 'month', 'months', 'monat', 'monate', 'mois', 'mes', 'meses', 'mese', 'mesi', 'maand', 'maanden', 'mnd', 'maned', 'mo']],
      ['ANN', ['year', 'years', 'yr', 'jahr', 'jahre', 'an', 'ans', 'annee', 'annees', 'ano', 'anos', 'anno', 'anni', 'jaar', 'ar']],
      ['KGM', ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilogramm', 'kilogramme']],
      ['GRM', ['g', 'gr', 'gramm', 'gram', 'gramme']],
      ['TNE', ['t', 'to', 'tonne', 'tonnes', 'tonnen', 'ton']],
      ['MTR', ['m', 'mtr', 'meter', 'metre', 'metres', 'meters', 'metro', 'metros', 'metri', 'lfm', 'lfdm']],
      ['CMT', ['cm']],
      ['MMT', ['mm']],
      ['KMT', ['km']],
      ['MTK', ['m2', 'm²', 'qm', 'sqm', 'mtk']],
      ['MTQ', ['m3', 'm³', 'cbm']],
      ['LTR', ['l', 'ltr', 'liter', 'litre', 'litres', 'litro', 'litros', 'litri']],
      ['MLT', ['ml']],
      ['LS', ['ls', 'pauschal', 'psch', 'pausch', 'pauschale', 'lump sum', 'lumpsum', 'forfait', 'forfaitaire', 'flat']],
      ['SET', ['set', 'sets', 'satz', 'jeu', 'juego']],
      ['PR', ['pr', 'pair', 'pairs', 'paar', 'paire', 'paires', 'par']],
      ['XBX', ['box', 'boxes', 'karton', 'carton', 'cartons', 'ktn', 'krt']],
      ['XPK', ['pack', 'packs', 'pkg', 'package', 'packung', 'pak', 'pck']],
      ['XRO', ['roll', 'rolls', 'rolle', 'rollen', 'rouleau', 'rouleaux', 'rotolo', 'rollo']],
      ['XPL', ['pallet', 'pallets', 'palette', 'paletten', 'pal']],
      ['KWH', ['kwh']],
    ] as const
  ).flatMap(([code, words]) => words.map((w) => [w, code])),
);

/** The Rec 20 code of a printed unit ("Stk." → H87, "Std" → HUR, "kg" → KGM); a printed code stays; null if unknown. */
export function unitCodeOf(printed: string | null | undefined): string | null {
  if (!printed) return null;
  const raw = printed.normalize('NFKC').trim();
  if (/^[A-Z0-9]{2,3}$/.test(raw) && UNIT_NAMES[raw]) return raw;
  const k = normKey(raw.replace(/²/g, '2').replace(/³/g, '3'));
  return UNIT_WORDS[k] ?? UNIT_WORDS[k.replace(/\s+/g, '')] ?? null;
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
export function addUnitCodes(items: LineItem[]): void {
  for (const li of items) {
    const code = unitCodeOf(li.unit);
    if (code) li.unitCode = code;
  }
}
