/**
 * ISO 4217 currency from symbols and codes, and the document-level choice.
 *
 * Evidence, strongest first: a code or name right after a currency label ("Währung: EUR", "Devise : EURO (EUR)",
 * "All charges and prices are in US Dollars"); codes and symbols attached to amounts; codes and symbols anywhere.
 * Lines restating amounts in a second currency beside an exchange rate ("1 EUR = 4,3215 PLN" / "VAT in PLN 1 234,56")
 * do not vote (`restatedLines`), and a text repeated word for word (a running footer) votes once.
 * "kr" is resolved by the document language (its lexicon's `currency.krone`: nb → NOK, sv → SEK, da → DKK), '$' alone is USD.
 * A document that names no currency at all but carries a VAT id of a euro-area country is in EUR (Italian FatturaPA
 * courtesy copies, for instance, print bare amounts). Likewise a national tax id of a Latin-American country ("CUIT
 * 30-71234567-1", "RFC", "CNPJ", check digit right) tells the country: its currency when nothing names one, and the
 * currency of a bare "$" when no dollar or peso code is printed (an Argentine CUIT: pesos, ARS).
 */
import { fold } from './dates.js';
import { findVatIds } from './labels.js';
import { alt, LEXICONS, TAX_ID_LABELS, wordRegExp, words } from './lexicon/index.js';
import { latinAmericanTaxId } from './vatNational.js';

/** VAT-id prefixes of the euro-area countries (Greece's VAT prefix is EL). */
const EURO_AREA = new Set('AT BE CY DE EE EL ES FI FR HR IE IT LT LU LV MT NL PT SI SK'.split(' '));

export const ISO_CODES = new Set(
  (
    'EUR USD GBP CHF JPY CNY INR NOK SEK DKK ISK PLN CZK HUF RON BGN HRK RSD TRY RUB UAH CAD AUD NZD BRL MXN ARS CLP ' +
    'COP PEN ZAR AED SAR ILS SGD HKD KRW TWD THB MYR IDR PHP VND EGP MAD NGN KES TND'
  ).split(' '),
);

/**
 * The other active ISO 4217 codes. Some spell common upper-case words ("ALL", "TOP", "CUP", "SOS"), so one of these
 * counts only printed right beside an amount with decimals ("23600.00 MZN", "KES 1,250.00").
 */
export const OTHER_ISO_CODES = new Set(
  (
    'AFN ALL AMD ANG AOA AWG AZN BAM BBD BDT BHD BIF BMD BND BOB BSD BTN BWP BYN BZD CDF CRC CUP CVE DJF DOP DZD ERN ETB ' +
    'FJD FKP GEL GHS GIP GMD GNF GTQ GYD HNL HTG IQD IRR JMD JOD KGS KHR KMF KPW KWD KYD KZT LAK LBP LKR LRD LSL LYD MDL ' +
    'MGA MKD MMK MNT MOP MRU MUR MVR MWK MZN NAD NIO NPR OMR PAB PGK PKR PYG QAR RWF SBD SCR SDG SHP SLE SOS SRD SSP STN ' +
    'SVC SYP SZL TJS TMT TOP TTD TZS UGX UYU UZS VES VUV WST XAF XCD XOF XPF YER ZMW ZWL'
  ).split(' '),
);
/** an upper-case code right before or after an amount with decimals */
const CODE_BESIDE_AMOUNT = /(?<![A-Za-z])([A-Z]{3})\s?[-−]?\d[\d.,'’\s]*[.,]\d{2}(?!\d)|\d[.,]\d{2}\s?([A-Z]{3})(?![A-Za-z])/g;

/** Codes of OTHER_ISO_CODES printed beside an amount in the text. */
function otherCodesBesideAmounts(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(CODE_BESIDE_AMOUNT)) {
    const c = m[1] ?? m[2]!;
    if (OTHER_ISO_CODES.has(c)) out.push(c);
  }
  return out;
}

/** symbols and words (folded, lower case) → ISO code */
const SYMBOLS: Array<[RegExp, string]> = [
  [/us\$/, 'USD'],
  [/(?<![a-z])(?:ca|c)\$/, 'CAD'],
  [/(?<![a-z])(?:au|a)\$/, 'AUD'],
  [/(?<![a-z])r\$/, 'BRL'],
  // the Argentine way of writing the US dollar ("U$S 1.250,00")
  [/(?<![a-z])u\$s(?![a-z])/, 'USD'],
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/¥/, 'JPY'],
  [/₹/, 'INR'],
  [/(?<![a-z])rs\.?\s?-?\d/, 'INR'],
  [/(?<![a-z])zł/, 'PLN'],
  // the złoty's sign set without its stroke after a figure ("21,56 zl": a font without "ł")
  [/\d\s?zl(?![a-z])/, 'PLN'],
  // (folded: "Kč" reads "kc")
  [/(?<![a-z])k[cč](?![a-z])/, 'CZK'],
  // the CFA franc ("12 500 CFA", "FCFA", "F CFA"): read as the West African franc, as numbers.ts reads it after a figure
  [/(?<![a-z])(?:f\s?)?cfa(?![a-z])/, 'XOF'],
  [/\$/, 'USD'],
];

/**
 * The Peruvian sol's sign before a figure ("S/ 118.00", "S/. 118.00"), read case-sensitively on the printed text: a
 * lower-case "s/", or one after a percentage, is "sobre"/"sin" ("IVA 21 % s/ 1.000,00", "s/ IVA").
 */
const SOL = /(?<![A-Za-z])(?<!%\s*)S\/\.?\s?\d/g;

/** an Indian GST identification number: two-digit state code, the ten-character PAN, an entity digit, "Z", a check character */
const GSTIN = /(?<![A-Z0-9])(?:0[1-9]|[1-3]\d)[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z](?![A-Z0-9])/;

/** SYMBOLS with the global flag, made once (match and replace start a global pattern at 0 every time). */
const SYMBOLS_ALL: Array<[RegExp, string]> = SYMBOLS.map(([re, code]) => [new RegExp(re.source, 'g'), code]);

/**
 * Currencies written with a bare "$": the dollars and the pesos. A document that prints one of their codes ("Total Due
 * $0.00 CAD", "All amounts in AUD") writes its "$" amounts in that currency; with none printed "$" is the US dollar.
 */
const DOLLAR_CODES = new Set(
  'USD CAD AUD NZD SGD HKD TWD MXN ARS CLP COP UYU BBD BMD BND BSD BZD FJD GYD JMD KYD LRD NAD SBD SRD TTD XCD'.split(' '),
);

/**
 * The currency of the country of a national tax id (lexicon `taxIds`, vatNational.ts `latinAmericanTaxId`): a document
 * carrying an Argentine CUIT is in pesos unless it names another currency. Ecuador's currency is the US dollar.
 */
const TAX_ID_CURRENCY: Record<string, string> = { AR: 'ARS', BR: 'BRL', CL: 'CLP', CO: 'COP', EC: 'USD', MX: 'MXN', PE: 'PEN', PY: 'PYG', UY: 'UYU' };
/** tax-id labels anywhere in a folded text */
const TAX_ID_FINDERS = TAX_ID_LABELS.map(({ re, countries }) => ({ re: new RegExp(`(?<![a-z])(?:${re.source.slice(4, -2)})(?![a-z])`, 'gi'), countries }));

/** The currency of the country of the first national tax id printed after its label in `texts` (check digit right). */
function taxIdCurrency(texts: readonly string[]): string | null {
  for (const text of texts) {
    // (without accents, in its own case: an RFC is upper case)
    const f = text.normalize('NFD').replace(/\p{M}/gu, '');
    for (const { re, countries } of TAX_ID_FINDERS) {
      for (const m of f.matchAll(re)) {
        const id = latinAmericanTaxId(countries, f.slice(m.index + m[0].length).replace(/^[\s:.#-]*(?:(?:n[°º.]?|nro\.?|no\.?)\s*[:.]?\s*)?/i, ''));
        if (id && TAX_ID_CURRENCY[id.slice(0, 2)]) return TAX_ID_CURRENCY[id.slice(0, 2)]!;
      }
    }
  }
  return null;
}

/** currency names of every language (lexicon `currency.names`), folded, as whole words */
const WORDS: Array<[RegExp, string]> = LEXICONS.flatMap((l) =>
  (l.currency?.names ?? []).map(([w, code]): [RegExp, string] => [new RegExp(`(?<![\\p{L}])(?:${w})(?![\\p{L}])`, 'u'), code]),
);

/** a currency label ("Währung:", "Devise :", "Amounts in") and what follows it */
const LABEL = new RegExp(`(?<![\\p{L}])${alt(words((l) => l.currency?.labels))}(?![\\p{L}])\\s*[:.]?\\s*`, 'u');
/** a label of a second currency the invoice is not in (tax currency, booking currency): its text does not vote */
const SECOND_LABEL = wordRegExp(words((l) => l.currency?.secondLabels));
/** a sentence naming the currency of all amounts ("All charges and prices are in US Dollars") */
const STATEMENT = wordRegExp(words((l) => l.currency?.statements));

/** The code of a bare "kr" in a document of this language (lexicon `currency.krone`; NOK when unknown). */
function kr(language: string | null): string {
  return LEXICONS.find((l) => l.code === language)?.currency?.krone ?? 'NOK';
}

/** A figure followed by a currency sign of the document's language (lexicon `currency.signs`: hu "3 539 Ft"), per
 * language, made once. */
const SIGNS = new Map<string, Array<[RegExp, string]>>();
function signsOf(language: string | null): Array<[RegExp, string]> {
  if (!language) return [];
  let out = SIGNS.get(language);
  if (!out) {
    const lex = LEXICONS.find((l) => l.code === language);
    out = (lex?.currency?.signs ?? []).map(([w, code]): [RegExp, string] => [new RegExp(`\\d\\s?(?:${w})\\.?(?![\\p{L}])`, 'gu'), code]);
    SIGNS.set(language, out);
  }
  return out;
}

/** Currency named in one short text (a cell, a value after a label): code, symbol or word. */
export function currencyOf(text: string, language: string | null = null): string | null {
  const codes = text.toUpperCase().match(/(?<![A-Z])[A-Z]{3}(?![A-Z])/g) ?? [];
  for (const c of codes) if (ISO_CODES.has(c)) return c;
  const other = otherCodesBesideAmounts(text)[0] ?? (OTHER_ISO_CODES.has(text.trim()) ? text.trim() : null);
  if (other) return other;
  const f = fold(text);
  for (const [re, code] of WORDS) if (re.test(f)) return code;
  for (const [re, code] of SYMBOLS) if (re.test(f)) return code;
  if (text.match(SOL)) return 'PEN';
  for (const [re, code] of signsOf(language)) if ((f.match(re) ?? []).length) return code;
  if (/(?<![a-z])kr\.?(?![a-z])/.test(f)) return kr(language);
  if (/(?<![a-z])(?:fr|sfr)\.\s?\d/.test(f)) return 'CHF';
  return null;
}

/** "1 EUR = 4,3215 PLN", "Kurs 1 EUR = 25,20 CZK" */
const RATE_EQUALS = /(?<![A-Z\d.,])1(?:[.,]0+)?\s*([A-Z]{3})\s*=\s*\d[\d.,\s\u00a0']*?\s*([A-Z]{3})(?![A-Za-z])/;
/** "EUR/PLN 4,3215", "EUR/PLN: 4,3215" (a pair quote: units of the second per one of the first) */
const RATE_PAIR = /(?<![A-Za-z])([A-Z]{3})\s*\/\s*([A-Z]{3})(?![A-Za-z])\s*:?\s*\d+[.,]\d{2,}/;
/** "4,3215 PLN/EUR" (units of the first per one of the second) */
const RATE_PER = /\d+[.,]\d{2,}\s*([A-Z]{3})\s*\/\s*([A-Z]{3})(?![A-Za-z])/;

/**
 * An exchange rate printed in a text ("1 EUR = 4,3215 PLN", "EUR/PLN 4,3215", "4,3215 PLN/EUR"): the currency converted
 * from (the invoice's) and the one converted to (commonly the national currency in which the VAT must also be stated).
 */
export function exchangeRate(text: string): { from: string; to: string } | null {
  let m = RATE_EQUALS.exec(text) ?? RATE_PAIR.exec(text);
  let pair = m ? { from: m[1]!, to: m[2]! } : null;
  if (!pair && (m = RATE_PER.exec(text))) pair = { from: m[2]!, to: m[1]! };
  return pair && pair.from !== pair.to && ISO_CODES.has(pair.from) && ISO_CODES.has(pair.to) ? pair : null;
}

/** A text names this currency (its code, symbol or name). */
function names(text: string, code: string, language: string | null): boolean {
  return (text.match(/(?<![A-Z])[A-Z]{3}(?![A-Z])/g) ?? ([] as string[])).includes(code) || currencyOf(text, language) === code;
}

/**
 * The lines restating amounts in a second currency: a line with an exchange rate (`exchangeRate`) and the consecutive
 * lines before and after it, up to `reach` each way, that name the currency converted to ("Amounts in PLN", "VAT
 * 1 234,56 PLN"). Their amounts are a conversion, not the invoice's totals, and their currency is not the invoice's.
 * Indices into `texts`.
 */
export function restatedLines(texts: readonly string[], language: string | null = null, reach = 8): Set<number> {
  const out = new Set<number>();
  texts.forEach((t, k) => {
    const rate = exchangeRate(t);
    if (!rate) return;
    out.add(k);
    for (const step of [-1, 1]) {
      for (let j = k + step, n = 0; j >= 0 && j < texts.length && n < reach && names(texts[j]!, rate.to, language); j += step, n++) out.add(j);
    }
  });
  return out;
}

/**
 * The document's currency: votes over all texts (lines) of the document. A code/name after a currency label
 * weighs 10, a code or symbol 1 each. When the document names no currency at all: EUR if it carries a euro-area VAT id,
 * else null.
 */
export function detectCurrency(texts: Iterable<string>, language: string | null = null): string | null {
  const votes = new Map<string, number>();
  const vote = (code: string, w: number) => votes.set(code, (votes.get(code) ?? 0) + w);
  const seen: string[] = [...texts];
  let bareDollars = 0;
  // (amounts restated in a second currency, with their exchange rate, do not vote: the invoice is not in it)
  const restated = restatedLines(seen, language);
  // (a text repeated on every page — a running footer's "Capital social 5.000 €" — is one piece of evidence)
  const counted = new Set<string>();
  for (const [k, text] of seen.entries()) {
    if (restated.has(k) || counted.has(text)) continue;
    counted.add(text);
    const f = fold(text);
    if (SECOND_LABEL.test(f)) continue;
    const label = LABEL.exec(f);
    if (label) {
      const after = text.slice(label.index + label[0].length, label.index + label[0].length + 40);
      // (a less common code right after the label counts though no amount stands beside it: "All prices in LKR.")
      const first = /^([A-Z]{3})(?![A-Za-z])/.exec(after)?.[1];
      const c = currencyOf(after, language) ?? (first && OTHER_ISO_CODES.has(first) ? first : null);
      if (c) vote(c, 10);
    }
    if (STATEMENT.test(f)) {
      const c = currencyOf(text, language);
      if (c) vote(c, 10);
    }
    for (const c of text.match(/(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])/g) ?? []) if (ISO_CODES.has(c)) vote(c, 1);
    for (const c of otherCodesBesideAmounts(text)) vote(c, 1);
    for (const [re, code] of WORDS) if (re.test(f)) vote(code, 1);
    let rest = f;
    for (const [g, code] of SYMBOLS_ALL) {
      const n = (rest.match(g) ?? []).length;
      if (n) {
        if (g.source === '\\$') bareDollars += n;
        else vote(code, n);
        rest = rest.replace(g, ' ');
      }
    }
    const soles = (text.match(SOL) ?? []).length;
    if (soles) vote('PEN', soles);
    const krs = (f.match(/(?<![a-z])(?:kr\.?|kroner|kronor)(?![a-z])/g) ?? []).length;
    if (krs) vote(kr(language), krs);
    for (const [re, code] of signsOf(language)) {
      const n = (f.match(re) ?? []).length;
      if (n) vote(code, n);
    }
  }
  if (bareDollars) {
    // the "$" amounts are in the dollar (or peso) currency whose code the document prints most, else in US dollars
    let dollar = 'USD';
    for (const [code, n] of votes) if (DOLLAR_CODES.has(code) && n > (votes.get(dollar) ?? 0)) dollar = code;
    // (no such code printed: the "$" of a document carrying the tax id of a country whose currency is written "$" —
    // Argentina, Chile, Colombia, Mexico, Uruguay, Ecuador — is that country's)
    if (![...votes.keys()].some((c) => DOLLAR_CODES.has(c))) {
      const national = taxIdCurrency(seen);
      if (national && DOLLAR_CODES.has(national)) dollar = national;
      // (a Canadian GST/HST registration, "123456782RT0001", is printed on invoices in Canadian dollars)
      else if (seen.some((t) => findVatIds(t).some((v) => /^\d{9}RT/.test(v.value)))) dollar = 'CAD';
    }
    vote(dollar, bareDollars);
  }
  let best: string | null = null;
  let bestVotes = 0;
  for (const [code, n] of votes) {
    if (n > bestVotes) {
      best = code;
      bestVotes = n;
    }
  }
  if (best === null) {
    for (const text of seen) if (findVatIds(text).some((v) => EURO_AREA.has(v.value.slice(0, 2)))) return 'EUR';
    // an Indian GST number (state code, PAN, entity, "Z", check character) is issued for invoicing in rupees
    for (const text of seen) if (GSTIN.test(text)) return 'INR';
    // a national tax id of a Latin-American country: that country's currency
    const national = taxIdCurrency(seen);
    if (national) return national;
  }
  // "¥" is the yen's and the yuan's sign: in a Chinese text (Han characters, no Japanese kana) with no "JPY" or "円",
  // it is the yuan
  if (best === 'JPY' && isChineseNotJapanese(seen)) return 'CNY';
  return best;
}

function isChineseNotJapanese(texts: readonly string[]): boolean {
  let han = false;
  for (const t of texts) {
    if (/\p{Script=Hiragana}|\p{Script=Katakana}|JPY|円/u.test(t)) return false;
    if (!han && /\p{Script=Han}/u.test(t)) han = true;
  }
  return han;
}
