/**
 * The shortcuts of the analysis that must answer exactly as the plain computation (issue 16, fifth round):
 * detectLanguage counting runs of letters against a word index instead of running each language's pattern, and
 * findDates running its month-name patterns only where a month name can begin.
 */
import { describe, expect, it } from 'vitest';
import { findDates } from '../src/invoice/dates.js';
import { detectLanguage, foldKeep, LANGUAGE_WORDS } from '../src/invoice/labels.js';
import { LEXICONS, monthNames } from '../src/invoice/lexicon/index.js';
import { Rng } from '../bench/generated/rng.js';

/** detectLanguage as it was: every language's pattern counted over the folded texts, first language of most matches. */
function detectLanguageByPatterns(texts: string[]): string | null {
  const counts: Record<string, number> = {};
  const patterns = Object.entries(LANGUAGE_WORDS).map(([lang, r]) => [lang, new RegExp(r.source, 'gu')] as const);
  for (const t of texts) {
    const f = foldKeep(t);
    for (const [lang, g] of patterns) counts[lang] = (counts[lang] ?? 0) + (f.match(g)?.length ?? 0);
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

/** the generated benchmark's deterministic generator (mulberry32) as a function */
function rng(seed: number): () => number {
  const r = new Rng(seed);
  return () => r.next();
}

describe('detectLanguage', () => {
  const tellTale = LEXICONS.flatMap((l) => l.languageWords ?? []);
  // what may stand next to a word: nothing, spaces, punctuation, digits (a digit before a word hides it), letters
  // (a word inside a longer word is no match), accented and upper-case letters (folded first)
  const glue = ['', ' ', '  ', '.', ':', '-', '/', '(', '2', '12', 'x', 'en', 'É', 'ø', 'ß', '\u00a0', '\n'];

  it('counts as the language patterns do, on texts built from every language word and every kind of neighbour', () => {
    const rand = rng(20261127);
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    for (let doc = 0; doc < 400; doc++) {
      const texts: string[] = [];
      const lines = 1 + Math.floor(rand() * 6);
      for (let l = 0; l < lines; l++) {
        let t = '';
        const n = Math.floor(rand() * 8);
        for (let k = 0; k < n; k++) {
          const w = pick(tellTale);
          t += pick(glue) + (rand() < 0.2 ? w.toUpperCase() : w) + pick(glue);
        }
        texts.push(t);
      }
      expect(detectLanguage(texts), JSON.stringify(texts)).toBe(detectLanguageByPatterns(texts));
    }
  });

  it('hand-picked cases: a digit before a word hides it, a digit after does not, a longer word is none', () => {
    expect(detectLanguage(['2rechnung 2datum invoice'])).toBe('en');
    expect(detectLanguage(['rechnung2 datum2 invoice'])).toBe('de');
    expect(detectLanguage(['rechnungen datumsangabe invoice'])).toBe('en');
    expect(detectLanguage(['RECHNUNG Beløp'])).toBe('de');
    expect(detectLanguage([''])).toBe(null);
    expect(detectLanguage([])).toBe(null);
    const cases = [['2rechnung rechnung2 rechnungen'], ['Rechnung Datum Betrag', 'invoice'], ['factura 3fecha importe'], [''], []];
    for (const texts of cases) expect(detectLanguage(texts)).toBe(detectLanguageByPatterns(texts));
  });
});

describe('findDates: month names behind the month-name pre-check', () => {
  it('every month name of every lexicon, in either order and in upper case, is read', () => {
    for (const [alias, month] of monthNames()) {
      const mm = String(month).padStart(2, '0');
      expect(findDates(`am 3 ${alias} 2024`)[0]?.iso, alias).toBe(`2024-${mm}-03`);
      expect(findDates(`am 3 ${alias.toUpperCase()} 2024`)[0]?.iso, alias).toBe(`2024-${mm}-03`);
      expect(findDates(`${alias} 3, 2024`)[0]?.iso, alias).toBe(`2024-${mm}-03`);
    }
  });
});
