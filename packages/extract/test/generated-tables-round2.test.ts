/**
 * The generated table benchmark's second-round choices (bench/generated-tables, LATER_CHOICES): drawn from a stream
 * of their own, so the first round's choices stay what they were; `base` draws the first round's documents; the
 * new layouts carry their truth in the stated conventions.
 */
import { describe, expect, it } from 'vitest';
import { CHOICES, LATER_CHOICES, compose } from '../bench/generated-tables/compose.js';
import { DEV_SEED, truthTables } from '../bench/generated-tables/index.js';
import { renderTables } from '../bench/generated-tables/render.js';
import { perTableStructure } from '../bench/tables-scoring.js';

const seeds = Array.from({ length: 60 }, (_, i) => DEV_SEED + i);

describe('generated tables, second-round choices', () => {
  it('leave the first round\'s choices as they were, and base sets every later choice to its first value', () => {
    for (const s of seeds) {
      const full = compose(s).choices as Record<string, string>;
      const base = compose(s, { base: true }).choices as Record<string, string>;
      for (const k of Object.keys(CHOICES)) expect(full[k], `seed ${s} ${k}`).toBe(base[k]);
      for (const [k, vals] of Object.entries(LATER_CHOICES)) expect(base[k]).toBe(vals[0]);
    }
    // and the later choices do vary
    for (const [k, vals] of Object.entries(LATER_CHOICES)) {
      const seen = new Set(seeds.map((s) => (compose(s).choices as Record<string, string>)[k]));
      expect(seen.size, k).toBe(vals.length);
    }
  });

  it('a block label is a cell spanning its block, its text at the block\'s first row', async () => {
    const seed = seeds.find((s) => compose(s).choices.blockLabels === 'middle')!;
    const r = await renderTables(compose(seed));
    const spanning = r.tables[0]!.cells.filter((c) => c.col === 0 && c.rowSpan > 1);
    expect(spanning.length).toBeGreaterThan(0);
    for (const c of spanning) expect(r.tables[0]!.grid[c.row]![0]).toBe(c.text);
    const gt = truthTables(r);
    expect(perTableStructure(gt, gt).structure.f1).toBe(1);
  });

  it('a footnote marker is part of its cell\'s text', () => {
    const seed = seeds.find((s) => compose(s).choices.marks === 'yes')!;
    const cells = compose(seed).tables.flatMap((t) => t.body.flatMap((r) => r.cells)).filter((c) => c?.mark);
    expect(cells.length).toBeGreaterThan(0);
    for (const c of cells) expect(c!.text.endsWith(c!.mark!.text)).toBe(true);
  });
});
