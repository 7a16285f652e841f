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
