/**
 * VAT identifiers as the member states issue them, with their check digits where the format has one (a real invoice
 * prints a valid one; a reader may rightly check it). Formats: EU VIES / national tax authority descriptions.
 */
import type { Rng } from './rng.js';

const d = (s: string) => s.split('').map(Number);

function mod11Weighted(digits: number[], weights: number[]): number {
  return digits.reduce((s, x, i) => s + x * weights[i]!, 0) % 11;
}

function luhnCheckDigit(body: string): number {
  // check digit that makes body+digit pass Luhn
  let sum = 0;
  const digits = d(body).reverse();
  digits.forEach((x, i) => {
    let v = i % 2 === 0 ? x * 2 : x;
    if (v > 9) v -= 9;
    sum += v;
  });
  return (10 - (sum % 10)) % 10;
}

/** ISO 7064 MOD 11,10 (German USt-IdNr.) */
function iso7064(body: string): number {
  let p = 10;
  for (const c of d(body)) {
    let s = (c + p) % 10;
    if (s === 0) s = 10;
    p = (2 * s) % 11;
  }
  return (11 - p) % 10;
}

/** A VAT id of the country (ISO 3166 alpha-2); `printed` may carry the national spacing. */
export function vatId(country: string, rng: Rng): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const v = tryVatId(country, rng);
    if (v) return v;
  }
  throw new Error(`no VAT id for ${country}`);
}

function tryVatId(country: string, rng: Rng): string | null {
  switch (country) {
    case 'DE': {
      const body = String(rng.int(1, 9)) + rng.digits(7);
      return `DE${body}${iso7064(body)}`;
    }
    case 'AT':
      return `ATU${rng.digits(8)}`;
    case 'FR': {
      const siren = String(rng.int(1, 9)) + rng.digits(8);
      const key = (12 + 3 * (Number(siren) % 97)) % 97;
      return `FR${String(key).padStart(2, '0')}${siren}`;
    }
    case 'ES': {
      // CIF of a limited company: B + 7 digits + control digit
      const body = rng.digits(7);
      let sum = 0;
      d(body).forEach((x, i) => {
        if (i % 2 === 1) sum += x;
        else {
          const v = x * 2;
          sum += Math.floor(v / 10) + (v % 10);
        }
      });
      return `ESB${body}${(10 - (sum % 10)) % 10}`;
    }
    case 'IT': {
      const body = rng.digits(7) + String(rng.int(1, 100)).padStart(3, '0');
      return `IT${body}${luhnCheckDigit(body)}`;
    }
    case 'NL': {
      const body = String(rng.int(1, 9)) + rng.digits(7);
      const r = mod11Weighted(d(body), [9, 8, 7, 6, 5, 4, 3, 2]);
      if (r === 10) return null;
      return `NL${body}${r}B01`;
    }
    case 'PT': {
      const body = String(rng.int(5, 5)) + rng.digits(7);
      const r = 11 - mod11Weighted(d(body), [9, 8, 7, 6, 5, 4, 3, 2]);
      return `PT${body}${r >= 10 ? 0 : r}`;
    }
    case 'PL': {
      const body = String(rng.int(1, 9)) + rng.digits(8);
      const r = mod11Weighted(d(body), [6, 5, 7, 2, 3, 4, 5, 6, 7]);
      if (r === 10) return null;
      return `PL${body}${r}`;
    }
    case 'DK': {
      const body = String(rng.int(1, 9)) + rng.digits(6);
      const s = d(body).reduce((a, x, i) => a + x * [2, 7, 6, 5, 4, 3, 2][i]!, 0);
      const r = (11 - (s % 11)) % 11;
      if (r === 10) return null;
      return `DK${body}${r}`;
    }
    case 'SE': {
      const body = String(rng.int(5, 5)) + rng.digits(8);
      return `SE${body}${luhnCheckDigit(body)}01`;
    }
    case 'NO': {
      const body = String(rng.int(8, 9)) + rng.digits(7);
      const s = d(body).reduce((a, x, i) => a + x * [3, 2, 7, 6, 5, 4, 3, 2][i]!, 0);
      const r = (11 - (s % 11)) % 11;
      if (r === 10) return null;
      return `NO${body}${r}MVA`;
    }
    case 'FI': {
      const body = String(rng.int(0, 3)) + rng.digits(6);
      const s = d(body).reduce((a, x, i) => a + x * [7, 9, 10, 5, 8, 4, 2][i]!, 0);
      const r = s % 11;
      if (r === 1) return null;
      return `FI${body}${r === 0 ? 0 : 11 - r}`;
    }
    case 'CZ': {
      const body = String(rng.int(1, 9)) + rng.digits(6);
      const s = d(body).reduce((a, x, i) => a + x * [8, 7, 6, 5, 4, 3, 2][i]!, 0);
      const r = (11 - (s % 11)) % 10;
      return `CZ${body}${r}`;
    }
    case 'GB': {
      const body = String(rng.int(1, 9)) + rng.digits(6);
      const s = d(body).reduce((a, x, i) => a + x * [8, 7, 6, 5, 4, 3, 2][i]!, 0);
      const check = (97 - (s % 97)) % 97;
      return `GB${body}${String(check).padStart(2, '0')}`;
    }
    case 'IE':
      return `IE${rng.digits(7)}${String.fromCharCode(65 + rng.int(0, 22))}`;
    case 'BE':
      {
        const body = '0' + String(rng.int(2, 9)) + rng.digits(6);
        const check = 97 - (Number(body) % 97);
        return `BE${body}${String(check).padStart(2, '0')}`;
      }
    default:
      return null;
  }
}

/** The way the country usually prints it (Norway: "NO 123 456 789 MVA"; Denmark "DK 12 34 56 78"), or compact. */
export function printVatId(v: string, spaced: boolean): string {
  if (!spaced) return v;
  const cc = v.slice(0, 2);
  const rest = v.slice(2);
  if (cc === 'NO') return `NO ${rest.slice(0, 3)} ${rest.slice(3, 6)} ${rest.slice(6, 9)} MVA`;
  if (cc === 'DK') return `DK ${rest.slice(0, 2)} ${rest.slice(2, 4)} ${rest.slice(4, 6)} ${rest.slice(6)}`;
  if (cc === 'DE' || cc === 'GB') return `${cc} ${rest.slice(0, 3)} ${rest.slice(3, 6)} ${rest.slice(6)}`;
  return `${cc} ${rest}`;
}
