/**
 * Table rules found by the generated table benchmark (bench/generated-tables), each on invented pages: the layouts
 * the benchmark showed failing, and the look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables, joinContinuedTables } from '../src/tables/index.js';
import type { ExtractedTable, PageModel, Word } from '../src/types.js';
import { bodyRows, line, page, streamTable } from './support/table-pages.js';

const HEADER = ['Description', 'Qty', 'Amount'];

function tablesOf(pages: PageModel[]): ExtractedTable[] {
  return joinContinuedTables(
    pages.flatMap((p) => detectTables(p)),
    new Map(pages.map((p) => [p.number, p.height])),
  );
}

/** A table from y=420 to the page bottom (prose above it), a page number below. */
function firstPage(after: Word[] = [], xs?: number[]): PageModel {
  return page(
    [
      ...line(60, [['Quarterly report of the regional office, prepared for the board and the auditors', 50]]),
      ...streamTable(420, HEADER, bodyRows(20), xs),
      ...after,
      ...line(770, [['Page 1', 280]]),
    ],
    [],
    1,
  );
}

/** The table's next rows from the top of page 2 (no header), a page number below. */
function secondPage(above: Word[] = [], header: string[] | null = null, xs?: number[]): PageModel {
  return page([...above, ...streamTable(80, header, bodyRows(6, 21), xs), ...line(770, [['Page 2', 280]])], [], 2);
}

/** The same page printed sideways: every word turned a quarter (text running up, `dir` 270, or down, 90). */
function sideways(p: PageModel, dir: 90 | 270): PageModel {
  const words = p.words.map((w): Word =>
    dir === 270
      ? { ...w, x0: w.y0, x1: w.y1, y0: p.width - w.x1, y1: p.width - w.x0, dir }
      : { ...w, x0: p.height - w.y1, x1: p.height - w.y0, y0: w.x0, y1: w.x1, dir },
  );
  return { ...p, width: p.height, height: p.width, words };
}

const items = (ts: ExtractedTable[]) => ts.filter((t) => t.rows.some((r) => /^Item \d+$/.test(r[0] ?? '')));

describe('tables continued on sideways pages', () => {
  it('keep apart two sideways tables with a heading between them, as upright ones', () => {
    for (const dir of [90, 270] as const) {
      const heading = line(55, [['Pesticides', 50]], true);
      const upright = tablesOf([firstPage(), secondPage(heading, HEADER)]);
      expect(items(upright)).toHaveLength(2);
      const turned = tablesOf([sideways(firstPage(), dir), sideways(secondPage(heading, HEADER), dir)]);
      expect(items(turned), `dir ${dir}`).toHaveLength(2);
    }
  });

  it('join a sideways table continued on the next sideways page, wherever it stands across the page', () => {
    // (set in the right half of the upright frame: its box on the sideways page is not near the page's foot)
    const xs = [250, 420, 560];
    for (const dir of [90, 270] as const) {
      const turned = tablesOf([sideways(firstPage([], xs), dir), sideways(secondPage([], null, xs), dir)]);
      expect(items(turned), `dir ${dir}`).toHaveLength(1);
      expect(items(turned)[0]!.rows).toHaveLength(1 + 20 + 6);
    }
  });
});

describe('first-column lines at a page break', () => {
  it('a section label printed below the last row is a row of the table, not a heading between two tables', () => {
    const label = line(420 + 21 * 15, [['Other items', 50]]);
    const ts = items(tablesOf([firstPage(label), secondPage()]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toHaveLength(1 + 20 + 1 + 6);
    expect(ts[0]!.rows[21]![0]).toBe('Other items');
  });

  it('a section label at the top of the next page (no header there) is a row too', () => {
    const label = line(65, [['Other items', 50]]);
    const ts = items(tablesOf([firstPage(), secondPage(label)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.map((r) => r[0])).toContain('Other items');
  });

  it('a note sentence below the table still keeps the two apart', () => {
    const note = line(420 + 21 * 15, [['See notes at end of table.', 50]]);
    expect(items(tablesOf([firstPage(note), secondPage()]))).toHaveLength(2);
  });

  it('a line reaching past the first column (a heading or paragraph) still keeps the two apart', () => {
    const heading = line(420 + 21 * 15, [['Results for the other regional offices and for the head office', 50]]);
    expect(items(tablesOf([firstPage(heading), secondPage()]))).toHaveLength(2);
  });
});
