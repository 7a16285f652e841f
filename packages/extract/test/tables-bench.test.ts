/** The scoring rules of the tables benchmark (bench/README.md, "Tables"). */
import { describe, expect, it } from 'vitest';
import {
  adjacencyRelations,
  cellTexts,
  documentRegionCounts,
  gtGrid,
  multisetPRF,
  normaliseCell,
  perTableStructure,
  regionCounts,
  tableOverlap,
  type ScoredTable,
} from '../bench/tables-scoring.js';

describe('tables benchmark scoring', () => {
  it('adjacency relations link each non-empty cell to its nearest non-empty neighbour right and below', () => {
    const rel = adjacencyRelations([
      ['A', '', 'B'],
      ['', 'C', 'D'],
    ]);
    expect(rel.sort()).toEqual(['H\u0001A\u0001B', 'H\u0001C\u0001D', 'V\u0001B\u0001D'].sort());
  });

  it('ground-truth cells sit at their top-left position (spanning cells counted once)', () => {
    const grid = gtGrid([
      { startRow: 0, startCol: 0, content: 'Region' },
      { startRow: 0, startCol: 1, content: 'Sales' }, // spans columns 1–2 in the XML
      { startRow: 1, startCol: 0, content: 'North' },
      { startRow: 1, startCol: 1, content: '1' },
      { startRow: 1, startCol: 2, content: '2' },
    ]);
    expect(grid).toEqual([
      ['Region', 'Sales', ''],
      ['North', '1', '2'],
    ]);
  });

  it('compares texts without whitespace and in NFKC form', () => {
    expect(normaliseCell('to air\nkg/year')).toBe('toairkg/year');
    expect(normaliseCell('ﬁnal')).toBe('final');
    expect(cellTexts([[['a b', ''], ['c', 'd']]])).toEqual(['ab', 'c', 'd']);
  });

  it('multiset precision and recall count duplicates once each', () => {
    const s = multisetPRF(['x', 'x', 'y'], ['x', 'z']);
    expect(s).toMatchObject({ correct: 1, predicted: 3, expected: 2 });
    expect(s.precision).toBeCloseTo(1 / 3);
    expect(s.recall).toBeCloseTo(1 / 2);
    expect(multisetPRF([], [])).toMatchObject({ precision: 1, recall: 1, f1: 1 });
  });

  it('regions: characters inside ground truth and detections, one-to-one region matches', () => {
    const items = [
      { cx: 10, cy: 10, chars: 5 }, // inside both
      { cx: 50, cy: 10, chars: 5 }, // ground truth only
      { cx: 10, cy: 90, chars: 4 }, // detection only
    ];
    const r = regionCounts([{ x0: 0, y0: 0, x1: 60, y1: 20 }], [{ x0: 0, y0: 0, x1: 20, y1: 100 }], items);
    expect(r).toEqual({ inGt: 10, inPred: 9, inBoth: 5, found: 1, gtRegions: 1, predRegions: 1 });
  });

  describe('per-table structure (ICDAR 2013 competition matching)', () => {
    const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
    const upper: string[][] = [
      ['Metal', 'kg'],
      ['Lead', '12'],
      ['Zinc', '40'],
    ];
    const lower: string[][] = [
      ['Pesticide', 'kg'],
      ['DDT', '3'],
      ['Lindane', '7'],
    ];
    const gt: ScoredTable[] = [
      { parts: [{ page: 1, box: box(50, 100, 400, 160) }], grid: upper },
      { parts: [{ page: 1, box: box(50, 200, 400, 260) }], grid: lower },
    ];

    it('two tables read as two: every relation inside its matched pair', () => {
      const s = perTableStructure(gt, [
        { parts: [{ page: 1, box: box(48, 98, 402, 162) }], grid: upper },
        { parts: [{ page: 1, box: box(48, 198, 402, 262) }], grid: lower },
      ]);
      expect(s.matches.map((m) => [m.gt, m.ours])).toEqual([
        [0, 0],
        [1, 1],
      ]);
      expect(s.structure).toMatchObject({ correct: 14, predicted: 14, expected: 14, f1: 1 });
    });

    it('a table that swallows its neighbour costs: the neighbour is missed and the swallowed rows are spurious', () => {
      const swallowed = perTableStructure(gt, [{ parts: [{ page: 1, box: box(48, 98, 402, 262) }], grid: [...upper, ...lower] }]);
      expect(swallowed.matches).toHaveLength(1);
      expect(swallowed.unmatchedGt).toEqual([1]);
      // the joined 6×2 grid has 6 horizontal and 2 × 5 vertical relations; 7 of them are the upper table's
      expect(swallowed.structure).toMatchObject({ correct: 7, predicted: 16, expected: 14 });
      expect(swallowed.structure.f1).toBeLessThan(0.5);
      // pooled, the same output scores almost perfectly: the bag holds nearly every relation
      const pooled = multisetPRF(adjacencyRelations([...upper, ...lower]), gt.flatMap((t) => adjacencyRelations(t.grid)));
      expect(pooled.f1).toBeGreaterThan(0.9);
    });

    it('matches one-to-one by overlap, and tables on another page never match', () => {
      expect(tableOverlap([{ page: 1, box: box(0, 0, 10, 10) }], [{ page: 2, box: box(0, 0, 10, 10) }])).toBe(0);
      expect(tableOverlap([{ page: 1, box: box(0, 0, 10, 10) }], [{ page: 1, box: box(5, 0, 15, 10) }])).toBeCloseTo(50 / 150);
      const s = perTableStructure(gt, [{ parts: [{ page: 2, box: box(50, 100, 400, 160) }], grid: upper }]);
      expect(s.matches).toHaveLength(0);
      expect(s.structure).toMatchObject({ correct: 0, predicted: 7, expected: 14 });
    });

    it('a table joined across a page break is one table: it can be matched to one ground-truth table only', () => {
      const twoPages: ScoredTable[] = [
        { parts: [{ page: 1, box: box(50, 500, 400, 700) }], grid: upper },
        { parts: [{ page: 2, box: box(50, 50, 400, 200) }], grid: lower },
      ];
      const joined = perTableStructure(twoPages, [
        {
          parts: [
            { page: 1, box: box(50, 500, 400, 700) },
            { page: 2, box: box(50, 50, 400, 200) },
          ],
          grid: [...upper, ...lower.slice(1)],
        },
      ]);
      expect(joined.matches).toHaveLength(1);
      expect(joined.unmatchedGt).toHaveLength(1);
      const items = new Map([
        [1, [{ cx: 100, cy: 600, chars: 10 }]],
        [2, [{ cx: 100, cy: 100, chars: 10 }]],
      ]);
      const joinedRegions = documentRegionCounts(twoPages.map((t) => t.parts[0]), [[...twoPages[0].parts, ...twoPages[1].parts]], items);
      // the joined table holds half its characters in each region: purity 0.5 qualifies for one of them only
      expect(joinedRegions).toMatchObject({ found: 1, gtRegions: 2, predRegions: 1 });
      const separate = documentRegionCounts(twoPages.map((t) => t.parts[0]), twoPages.map((t) => t.parts), items);
      expect(separate).toMatchObject({ found: 2, gtRegions: 2, predRegions: 2 });
    });
  });
});
