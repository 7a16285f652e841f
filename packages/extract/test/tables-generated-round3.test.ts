/**
 * The generated table benchmark's third-round choices (bench/generated-tables, THIRD_CHOICES): drawn from a third
 * stream after everything else, so the documents of the first two rounds stay what they were; they change cell texts
 * only, and the truth carries the new texts.
 */
import { describe, expect, it } from 'vitest';
import { FIFTH_CHOICES, FOURTH_CHOICES, LATER_CHOICES, THIRD_CHOICES, compose } from '../bench/generated-tables/compose.js';
import { DEV_SEED } from '../bench/generated-tables/index.js';

const seeds = Array.from({ length: 60 }, (_, i) => DEV_SEED + i);
const choices = (s: number, o = {}) => compose(s, o).choices as Record<string, string>;

describe('generated tables, third-round choices', () => {
  it('leave the earlier rounds\' choices as they were; base and third: false set them to their first value', () => {
    for (const s of seeds) {
      const full = choices(s);
      const round2 = choices(s, { third: false });
      // (the fifth and seventh rounds' choices, from a fourth and a fifth stream, are off with third: false too)
      for (const k of Object.keys(full)) if (!(k in THIRD_CHOICES) && !(k in FOURTH_CHOICES) && !(k in FIFTH_CHOICES)) expect(full[k], `seed ${s} ${k}`).toBe(round2[k]);
      for (const [k, vals] of Object.entries(THIRD_CHOICES)) {
        expect(round2[k]).toBe(vals[0]);
        expect(choices(s, { base: true })[k]).toBe(vals[0]);
      }
      for (const [k, vals] of Object.entries(LATER_CHOICES)) expect(choices(s, { base: true })[k]).toBe(vals[0]);
    }
    for (const [k, vals] of Object.entries(THIRD_CHOICES)) {
      const seen = new Set(seeds.map((s) => choices(s)[k]));
      expect(seen.size, k).toBe(vals.length);
    }
  });

  it('a document whose third-round choices are all at their first value is the second round\'s document', () => {
    const plain = seeds.filter((s) => Object.entries(THIRD_CHOICES).every(([k, vals]) => choices(s)[k] === vals[0]));
    expect(plain.length).toBeGreaterThan(3);
    for (const s of plain) expect(JSON.stringify(compose(s, { fourth: false }))).toBe(JSON.stringify(compose(s, { third: false })));
    const other = seeds.find((s) => !plain.includes(s))!;
    expect(JSON.stringify(compose(other).tables)).not.toBe(JSON.stringify(compose(other, { third: false }).tables));
  });

  it('a currency sign and a placeholder are part of their cells\' text', () => {
    const texts = (s: number) => compose(s).tables.flatMap((t) => t.body.flatMap((r) => r.cells.map((c) => c?.text ?? '')));
    const prefix = seeds.find((s) => choices(s).currency === 'prefix')!;
    expect(texts(prefix).some((t) => /^(€|\$|£|EUR|CHF) \S*\d/.test(t))).toBe(true);
    const suffix = seeds.find((s) => choices(s).currency === 'suffix')!;
    expect(texts(suffix).some((t) => /\d\S* (€|EUR|kr|USD|£)$/.test(t))).toBe(true);
    const ph = seeds.find((s) => choices(s).placeholders === 'yes')!;
    expect(texts(ph).some((t) => ['–', '-', '—', '..', '...', 'n/a', 'x', '.'].includes(t))).toBe(true);
  });
});
