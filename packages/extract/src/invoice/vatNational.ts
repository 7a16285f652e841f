/**
 * National tax numbers that are the VAT id without its country prefix, and their check digits (as each tax authority
 * describes the number): a number printed after a VAT-id label ("NIP 5260250995", "P.IVA 01683940099", "NIF 509781236",
 * "CVR 13585628", "DIČ 25596641", "Y-tunnus 0112038-9") in a document in the language of one VAT country is that
 * country's VAT id when its check digit holds. The country comes from the lexicon (`vatCountry`).
 */
const digits = (s: string) => s.split('').map(Number);
const weighted = (ds: number[], ws: number[]) => ws.reduce((s, w, i) => s + w * ds[i]!, 0);

/** check-digit tests per country, on the compact national number */
const CHECKS: Record<string, (n: string) => boolean> = {
  // NIP: 10 digits, weights 6 5 7 2 3 4 5 6 7, sum mod 11 is the last digit
  PL: (n) => /^\d{10}$/.test(n) && weighted(digits(n), [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(n[9]),
  // partita IVA: 11 digits, Luhn
  IT: (n) => /^\d{11}$/.test(n) && luhn(n),
  // NIF: 9 digits, weights 9…2, check = 11 − sum mod 11 (10 and 11 → 0)
  PT: (n) => {
    if (!/^\d{9}$/.test(n)) return false;
    const r = 11 - (weighted(digits(n), [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
    return (r >= 10 ? 0 : r) === Number(n[8]);
  },
  // CVR: 8 digits, weights 2 7 6 5 4 3 2 1, sum divisible by 11
  DK: (n) => /^\d{8}$/.test(n) && weighted(digits(n), [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  // IČO of a company: 8 digits, weights 8…2, check = (11 − sum mod 11) mod 10
  CZ: (n) => /^\d{8}$/.test(n) && (11 - (weighted(digits(n), [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === Number(n[7]),
  // Y-tunnus: 8 digits, weights 7 9 10 5 8 4 2, check = 11 − sum mod 11 (0 when the rest is 0; rest 1 never issued)
  FI: (n) => {
    if (!/^\d{8}$/.test(n)) return false;
    const r = weighted(digits(n), [7, 9, 10, 5, 8, 4, 2]) % 11;
    return r !== 1 && (r === 0 ? 0 : 11 - r) === Number(n[7]);
  },
};

function luhn(n: string): boolean {
  let sum = 0;
  digits(n)
    .reverse()
    .forEach((x, i) => {
      let v = i % 2 === 1 ? x * 2 : x;
      if (v > 9) v -= 9;
      sum += v;
    });
  return sum % 10 === 0;
}

/**
 * Tax ids of the Latin-American tax authorities, printed after their own label (lexicon `taxIds`: "CUIT", "RUT", "RFC",
 * "CNPJ", "RUC", "NIT"): the printed form of each country's number and its check digit, as each authority publishes it.
 * These countries have no VAT-id prefix of their own; the party's tax id is reported as the ISO country code and the
 * compact number ("AR30712345671"), like a VAT id. A label shared by several countries (RUT: Chile and Uruguay; RUC:
 * Peru and Paraguay) lists its schemes, and the printed number's form and check digit decide.
 */
interface TaxIdScheme {
  /** the printed number (matched on the text after the label) */
  form: RegExp;
  check: (compact: string) => boolean;
}

/** mod 11 with the weights read from the right, cycling through `ws`; the rest mapped to the check character */
const mod11Right = (body: string, ws: number[]) => digits(body).reverse().reduce((s, d, i) => s + d * ws[i % ws.length]!, 0) % 11;

/** the two check digits of a Brazilian CNPJ (14 digits) or CPF (11 digits) */
function brazilOk(n: string): boolean {
  // weights 2, 3, … from the right (cycling after 9 for a CNPJ), check = 11 − sum mod 11 (0 when the rest is below 2)
  const ws = n.length === 14 ? [2, 3, 4, 5, 6, 7, 8, 9] : [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  const dv = (body: string) => {
    const r = mod11Right(body, ws);
    return r < 2 ? 0 : 11 - r;
  };
  if ((n.length !== 14 && n.length !== 11) || /^(\d)\1+$/.test(n)) return false;
  const k = n.length - 2;
  return dv(n.slice(0, k)) === Number(n[k]) && dv(n.slice(0, k + 1)) === Number(n[k + 1]);
}

/** the check character of a Mexican RFC: base 37 values, weights 13…2 over the 12 first characters (a company's 12-character RFC padded with a space) */
function rfcOk(rfc: string): boolean {
  const ALPHA = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
  const n = rfc.length === 12 ? ` ${rfc}` : rfc;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += ALPHA.indexOf(n[i]!) * (13 - i);
  const r = 11 - (sum % 11);
  return n[12] === (r === 11 ? '0' : r === 10 ? 'A' : String(r));
}

const LATAM_TAX_IDS: Record<string, TaxIdScheme> = {
  // CUIT / CUIL: 11 digits (2-8-1), weights 5 4 3 2 7 6 5 4 3 2, check = 11 − sum mod 11 (11 → 0)
  AR: {
    form: /(?<!\d)(\d{2}-?\d{8}-?\d)(?![\d-])/,
    check: (n) => {
      const r = 11 - (weighted(digits(n), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
      return (r === 11 ? 0 : r) === Number(n[10]);
    },
  },
  // RUT: a body of up to 8 digits and a check character (0–9, K), weights 2…7 from the right, 11 − sum mod 11 (11 → 0, 10 → K)
  CL: {
    form: /(?<![\d.])(\d{1,2}\.?\d{3}\.?\d{3}-[\dkK])(?![\dA-Za-z])/,
    check: (n) => {
      const r = 11 - mod11Right(n.slice(0, -1), [2, 3, 4, 5, 6, 7]);
      return (r === 11 ? '0' : r === 10 ? 'K' : String(r)) === n.slice(-1).toUpperCase();
    },
  },
  // RUT: 12 digits, weights 4 3 2 9 8 7 6 5 4 3 2, check = 11 − sum mod 11 (11 → 0)
  UY: {
    form: /(?<!\d)(\d{12})(?!\d)/,
    check: (n) => {
      const r = 11 - (weighted(digits(n), [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) % 11);
      return r !== 10 && (r === 11 ? 0 : r) === Number(n[11]);
    },
  },
  // RFC: 3 (company) or 4 (person) letters, the date yymmdd, a homonymy key of two characters and a check character
  MX: { form: /(?<![A-Z0-9Ñ&])([A-ZÑ&]{3,4}-?\d{6}-?[A-Z0-9]{3})(?![A-Z0-9])/, check: rfcOk },
  // CNPJ (12.345.678/0001-95) or CPF (123.456.789-09), two mod-11 check digits
  BR: { form: /(?<![\d.])(\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}|\d{3}\.?\d{3}\.?\d{3}-?\d{2})(?![\d.\/-])/, check: brazilOk },
  // RUC: 11 digits (10…, 15…, 17…, 20…), weights 5 4 3 2 7 6 5 4 3 2, check = 11 − sum mod 11 (10 → 0, 11 → 1)
  PE: {
    form: /(?<!\d)((?:10|15|17|20)\d{9})(?![\d-])/,
    check: (n) => (11 - (weighted(digits(n), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === Number(n[10]),
  },
  // RUC: a body of digits and a check digit after a dash, weights 2…11 from the right, 11 − sum mod 11 (0 when below 2)
  PY: {
    form: /(?<![\d.-])(\d{5,8}-\d)(?![\d-])/,
    check: (n) => {
      const r = mod11Right(n.slice(0, -1), [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      return (r > 1 ? 11 - r : 0) === Number(n.slice(-1));
    },
  },
  // NIT: a body of up to 15 digits and its verification digit (after a dash), prime weights 3 7 13 … from the right
  CO: {
    form: /(?<![\d.])(\d{1,3}(?:\.?\d{3}){2,4}-\d)(?![\d-])/,
    check: (n) => {
      const r = mod11Right(n.slice(0, -1), [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71]);
      return (r > 1 ? 11 - r : r) === Number(n.slice(-1));
    },
  },
};

/**
 * The tax id printed in `text` (the text after a tax-id label) for one of `countries` (tried in order): the first number
 * of the country's form, within the label's field (the first 40 characters), whose check digit holds, as country code +
 * compact number; else null.
 */
export function latinAmericanTaxId(countries: readonly string[], text: string): string | null {
  const field = text.slice(0, 40);
  for (const country of countries) {
    const scheme = LATAM_TAX_IDS[country];
    const m = scheme && scheme.form.exec(field);
    if (!m) continue;
    const n = m[1]!.replace(/[\s./-]/g, '').toUpperCase();
    if (scheme.check(n)) return `${country}${n}`;
  }
  return null;
}

/** The VAT id of a national number in `country`'s format whose check digit holds ("PL5260250995"), else null. */
export function nationalVatId(country: string | undefined, printed: string): string | null {
  if (!country) return null;
  const n = printed.replace(/[\s.-]/g, '');
  const check = CHECKS[country];
  return check && check(n) ? `${country}${n}` : null;
}

/**
 * An Indian GSTIN ("29ABCDE1234F1ZW", invented): state code (01–38), the holder's PAN (five letters, four digits, a letter), the
 * registration's number, "Z" and a check character — mod 36 over the first 14 characters, factors 1 and 2 alternating,
 * each product counted as quotient + remainder by 36 (the tax authority's published algorithm). The GSTIN is the GST
 * registration a "Tax Invoice" of an Indian supplier prints for itself and for a registered buyer.
 */
export function gstinOk(s: string): boolean {
  if (!/^(?:0[1-9]|[1-3]\d)[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(s)) return false;
  const ALPHA = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const p = ALPHA.indexOf(s[i]!) * ((i % 2) + 1);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return ALPHA[(36 - (sum % 36)) % 36] === s[14];
}
