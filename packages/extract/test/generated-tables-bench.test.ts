/**
 * The generated table benchmark (bench/generated-tables) runs end to end on a few seeds: composition is
 * deterministic, the ground truth is well formed (ICDAR 2013 form), the truth scores 1 against itself, and the
 * engine's tables score in a sane range under the tables bench's per-table rule.
 */
import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { compose } from '../bench/generated-tables/compose.js';
import { icdarXml } from '../bench/generated-tables/icdar.js';
import { DEV_SEED, scoreSeed, summarise, truthTables } from '../bench/generated-tables/index.js';
import { renderTables } from '../bench/generated-tables/render.js';
import { perTableStructure } from '../bench/tables-scoring.js';

describe('generated table benchmark', () => {
  it('composes the same document from the same seed', () => {
    expect(compose(DEV_SEED + 3)).toEqual(compose(DEV_SEED + 3));
    expect(compose(DEV_SEED + 3)).not.toEqual(compose(DEV_SEED + 4));
  });

  it('writes a ground truth in the ICDAR 2013 form that scores 1 against itself', async () => {
    const r = await renderTables(compose(DEV_SEED + 1));
    const gt = truthTables(r);
    expect(gt.length).toBeGreaterThan(0);
    expect(perTableStructure(gt, gt).structure.f1).toBe(1);
    const { str, reg } = icdarXml('doc', r);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (n) => ['table', 'region', 'cell'].includes(n) });
    const s = xml.parse(str);
    const g = xml.parse(reg);
    expect(s.document.table).toHaveLength(r.tables.length);
    expect(g.document.table[0].region).toHaveLength(r.tables[0]!.parts.length);
    expect(s.document.table[0].region[0].cell.length).toBe(r.tables[0]!.cells.length);
    // every box lies on its page
    for (const t of r.tables) for (const p of t.parts) {
      const size = r.pageSizes[p.page - 1]!;
      expect(p.box.x0).toBeGreaterThanOrEqual(0);
      expect(p.box.x1).toBeLessThanOrEqual(size.width);
      expect(p.box.y1).toBeLessThanOrEqual(size.height);
    }
  });

  it('scores the engine on five seeds in a sane range', async () => {
    const docs = [];
    for (let i = 0; i < 5; i++) docs.push(await scoreSeed(DEV_SEED + i));
    expect(docs.every((d) => !d.error && d.gtTables > 0)).toBe(true);
    const S = summarise(docs);
    expect(S.micro.f1).toBeGreaterThan(0.6);
    expect(S.micro.f1).toBeLessThanOrEqual(1);
    expect(S.perChoice.find((p) => p.choice === 'ruling')).toBeDefined();
  });
});
