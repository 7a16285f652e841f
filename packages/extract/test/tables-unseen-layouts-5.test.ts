/**
 * Table rules found by the fourth round of the generated table benchmark (bench/generated-tables), each on invented
 * pages: the layouts that failed, and look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables } from '../src/tables/index.js';
import { stripLeaders } from '../src/tables/clean.js';
import { page, streamTable } from './support/table-pages.js';

describe('missing values printed as dots', () => {
  it('a cell that is only "..", "..." or "…" keeps its mark (not available), as a value of its column', () => {
    const body = [
      ['Lead', '12', '31.50'],
      ['Zinc', '...', '27.10'],
      ['Copper', '7', '…'],
      ['Nickel', '..', '44.80'],
      ['Arsenic', '3', '...'],
    ];
    const ts = detectTables(page(streamTable(100, ['Substance', 'Samples', 'Mean'], body)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([['Substance', 'Samples', 'Mean'], ...body]);
  });

  it('a leader is still no text: many dots, spaced dots, dots after a label or before a value', () => {
    expect(stripLeaders('....')).toBe('');
    expect(stripLeaders('. . .')).toBe('');
    expect(stripLeaders('………')).toBe('');
    expect(stripLeaders('Zinc ...')).toBe('Zinc');
    expect(stripLeaders('... 12.5')).toBe('... 12.5');
    expect(stripLeaders('.... 12.5')).toBe('12.5');
  });
});
