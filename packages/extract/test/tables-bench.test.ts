/** The scoring rules of the tables benchmark (bench/README.md, "Tables"). */
import { describe, expect, it } from 'vitest';
import { adjacencyRelations, cellTexts, gtGrid, multisetPRF, normaliseCell, regionCounts } from '../bench/tables-scoring.js';

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
});
