/**
 * Table rules found by the twenty-third table round (tables27: a report writer's listing over several pages,
 * tariff sheets, statistics lists, scored under the ICDAR 2013 per-table rule), each on invented pages: the layouts
 * that failed, and look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables, joinContinuedTables, tableParts } from '../src/tables/index.js';
import type { TableSettings } from '../src/tables/settings.js';
import type { ExtractedTable, PageModel, Word } from '../src/types.js';
import { line, page, word } from './support/table-pages.js';

function tablesOf(pages: PageModel[], s: Partial<TableSettings> = {}): ExtractedTable[] {
  return joinContinuedTables(
    pages.flatMap((p) => detectTables(p, s)),
    new Map(pages.map((p) => [p.number, p.height])),
    s,
  );
}

describe('a running head and foot read into a listing’s edge rows', () => {
  // a report writer's listing, a full page each: the report title with the print date and page number set across
  // the columns right above the header, the issuer's line right under the last row
  const HEADER = ['Lot', 'Region', 'Grade', 'Weight', 'Price'];
  const xs: [number, 'right'?][] = [[50], [110], [220], [400, 'right'], [520, 'right']];
  const cells = (r: string[]) => r.map((t, k): [string, number, 'right'?] => [t, xs[k]![0], xs[k]![1]]);
  const body = (from: number, n: number) =>
    Array.from({ length: n }, (_, i) => {
      const k = from + i;
      return [`L${100 + k}`, ['North', 'South', 'East', 'West'][k % 4]!, ['A', 'B', 'C'][k % 3]!, String(40 + ((k * 7) % 23)), `${(k * 37) % 900 + 100}.00`];
    });
  const listing = (n: number, from: number, head: string[]): PageModel => {
    const words: Word[] = [...line(40, [['Sale 31', 50], ['Weekly lot list', 220], [`Page ${n}`, 520, 'right']])];
    words.push(...line(54, cells(head), true));
    const rows = body(from, 20);
    rows.forEach((r, i) => words.push(...line(68 + i * 14, cells(r))));
    words.push(...line(68 + 20 * 14, [['Wool Brokers Ltd', 50], ['for reference only', 400, 'right']]));
    return page(words, [], n);
  };
  const pages = [listing(1, 0, HEADER), listing(2, 20, HEADER)];

  it('drops the running head and foot and joins the two pages under one header', () => {
    const ts = tablesOf(pages);
    expect(ts).toHaveLength(1);
    expect(tableParts(ts[0]!)).toHaveLength(2);
    expect(ts[0]!.rows).toEqual([HEADER, ...body(0, 20), ...body(20, 20)]);
  });

  it('must not: a two-row header printed again word for word keeps its first row', () => {
    // the first row over the header is a group label repeated on every page: no figure changed, no running head
    const grouped = (n: number, from: number) => {
      const p = listing(n, from, HEADER);
      return page(p.words.map((w) => (w.y0 === 40 ? { ...w, text: w.text.replace(/\d+/, '1') } : w)), [], n);
    };
    const on = tablesOf([grouped(1, 0), grouped(2, 20)]);
    const off = tablesOf([grouped(1, 0), grouped(2, 20)], { dropRunningRows: false });
    expect(on.map((t) => t.rows[0])).toEqual(off.map((t) => t.rows[0]));
  });
});

describe('a right-aligned column of figures set hard against a left-aligned column', () => {
  // lot numbers right-aligned, the maker's name starting 2.5 pt after them in every line, the header's two labels
  // keeping to the same edges: narrower than any column gap, yet two columns
  const rows = [
    ['10231', 'Harlow', 'Estate', '1998'],
    ['10232', 'Pemberton', 'Saloon', '2004'],
    ['10233', 'Harlow', 'Coupe', '2011'],
    ['10234', 'Kestrel', 'Estate', '2007'],
    ['10235', 'Pemberton', 'Van', '2015'],
    ['10236', 'Kestrel', 'Saloon', '2001'],
  ];
  const HEADER = ['Lot No', 'Maker', 'Body', 'Year'];
  const words = (gap: number, header = HEADER): Word[] => {
    const out: Word[] = [];
    const put = (top: number, r: string[], bold: boolean) => {
      out.push(...line(top, [[r[0]!, 90, 'right']], bold));
      out.push(...line(top, [[r[1]!, 90 + gap], [r[2]!, 250], [r[3]!, 400, 'right']], bold));
    };
    put(100, header, true);
    rows.forEach((r, i) => put(116 + i * 14, r, false));
    return out;
  };

  it('reads the lot numbers and the makers as two columns', () => {
    const ts = detectTables(page(words(2.5)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([HEADER, ...rows]);
  });

  it('must not: a word printed on every line before the names is no column of its own', () => {
    // the same company name before each branch name, both labelled in the header: its words line up on both
    // edges, but hold no figure
    const branch = rows.map((r) => ['Harlow', r[1]!, r[2]!, r[3]!]);
    const ws: Word[] = [];
    ws.push(...line(100, [['Branch', 40], ['Name', 40 + 6 * 5 + 2.5], ['Body', 250], ['Year', 400, 'right']], true));
    branch.forEach((r, i) => ws.push(...line(116 + i * 14, [[r[0]!, 40], [r[1]!, 40 + 6 * 5 + 2.5], [r[2]!, 250], [r[3]!, 400, 'right']])));
    const on = detectTables(page(ws));
    const off = detectTables(page(ws), { alignedEdgeGapMinRows: 0 });
    expect(on.map((t) => t.rows)).toEqual(off.map((t) => t.rows));
  });

  it('must not: a currency code after each figure stays with its figure', () => {
    // the figures right-aligned, the code set one narrow space after each, the header's two words standing on the
    // same edges: both edges kept in every line, but the same word on the right every time
    const figures = ['5', '12', '7', '31', '4', '18'];
    const ws: Word[] = [];
    ws.push(...line(100, [['Branch', 40], ['Net', 352], ['total', 370]], true));
    figures.forEach((f, i) => ws.push(...line(116 + i * 14, [[rows[i]![1]!, 40], [f, 367, 'right'], ['EUR', 370]])));
    const on = detectTables(page(ws));
    const off = detectTables(page(ws), { alignedEdgeGapMinRows: 0 });
    expect(on.map((t) => t.rows)).toEqual(off.map((t) => t.rows));
  });
});
