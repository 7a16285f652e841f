/**
 * Table rules found by the twenty-first table round (bank statements, a statistical release, a price list, a survey
 * report, scored under the ICDAR 2013 per-table rule), each on invented pages: the layouts that failed, and
 * look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables, joinContinuedTables } from '../src/tables/index.js';
import type { TableSettings } from '../src/tables/settings.js';
import type { ExtractedTable, PageModel, Ruling, Word } from '../src/types.js';
import { bodyRows, line, page, streamTable } from './support/table-pages.js';

describe('numbered footnotes ruled under a table, in its frame', () => {
  // a statistical release: a ruled grid of indicators, then the footnotes "1) … 2) … 3) …" in one box across the
  // frame's width (the column rules stop at the last row)
  const xs = [50, 250, 350, 450, 550];
  const top = 100;
  const pitch = 16;
  const rows = [
    ['Indicator', 'Value', 'Change', 'Year before'],
    ['Output, bn 1)', '412,7', '101,5 2)', '99,5 3)'],
    ['Retail turnover, bn', '259,1', '101,9', '95,8'],
    ['Paid services, bn', '75,3', '98,7', '101,9'],
    ['Freight, bn t-km', '45,9', '107,8', '103,0'],
  ];
  const bottom = top + rows.length * pitch;
  const notesBottom = bottom + 44;
  const rulings = (): Ruling[] => [
    ...xs.map((x, k) => ({ x0: x, y0: top, x1: x, y1: k === 0 || k === xs.length - 1 ? notesBottom : bottom })),
    ...Array.from({ length: rows.length + 1 }, (_, i) => ({ x0: xs[0]!, y0: top + i * pitch, x1: xs[xs.length - 1]!, y1: top + i * pitch })),
    { x0: xs[0]!, y0: notesBottom, x1: xs[xs.length - 1]!, y1: notesBottom },
  ];
  const body = () => rows.flatMap((r, i) => line(top + i * pitch + 3, r.map((t, k): [string, number] => [t, xs[k]! + 5])));
  const notes = (texts: string[]) => texts.flatMap((t, i) => line(bottom + 4 + i * 12, [[t, 55]]));
  const read = (words: Word[], s: Partial<TableSettings> = {}) => detectTables(page(words, rulings()), s);

  it('leaves the numbered footnotes out of the table', () => {
    const ts = read([...body(), ...notes(['1) Provisional figures.', '2) Against the same month a year before.', '3) Estimate.'])]);
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rows);
  });

  it('must not: one numbered line wrapped in a ruled row across the frame stays the last row', () => {
    // a numbered item's row ("4) Services …" wrapped over two lines), not a block of footnotes
    const ts = read([...body(), ...notes(['4) Services to households, all kinds,', 'including repairs'])]);
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toHaveLength(rows.length + 1);
    expect(ts[0]!.rows[rows.length]![0]).toBe('4) Services to households, all kinds, including repairs');
  });
});

describe('a running foot under a table continued on the next page', () => {
  const HEADER = ['Group', 'Number', 'Percent'];
  /** Detects every page and joins, as the product does. */
  const tablesOf = (pages: PageModel[], s: Partial<TableSettings> = {}): ExtractedTable[] =>
    joinContinuedTables(
      pages.flatMap((p) => detectTables(p, s)),
      new Map(pages.map((p) => [p.number, p.height])),
      s,
    );
  // page 1: a table running down to the page's foot, under it a form number printed on this page only; page 2: the
  // rows go on at the top, no header, and the page's foot is another line
  const first = (foot: Word[]) => page([...streamTable(460, HEADER, bodyRows(16)), ...foot], [], 1);
  const second = () => page([...streamTable(60, null, bodyRows(6)), ...line(770, [['Institute for survey methods', 50]])], [], 2);

  it('joins the two parts past the form number in the page foot', () => {
    const ts = tablesOf([first(line(770, [['FORM#: 40711', 50]])), second()]);
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toHaveLength(1 + 16 + 6);
  });

  it('must not: a short note under the table, above the page foot band, still parts the tables', () => {
    const ts = tablesOf([first(line(725, [["All figures are rounded to whole units.", 50]])), second()]);
    expect(ts).toHaveLength(2);
  });
});

describe('a second table under a blank line, its header untitled', () => {
  // a statement's service charge: the rows counting transactions under "Transactions counted | Number", a blank
  // line, then "Fee calculation | Amount" over the fees (no title line of its own)
  const xs = [50, 450];
  const cells = (y: number, a: string, b: string) => line(y, [[a, xs[0]!], [b, xs[1]!, 'right']]);
  const counted = [
    ['Debits', '3'],
    ['Credits', '10'],
    ['Deposited items', '21'],
    ['Transaction total', '34'],
  ];
  const fees = [
    ['Service fee', '$0.00'],
    ['Service fee credit', '$0.00'],
    ['Net service fee', '$0.00'],
    ['Total service fees', '$0.00'],
  ];
  const words = (second: string[], gap: number) => {
    const out: Word[] = [...cells(100, 'Transactions counted', 'Number')];
    counted.forEach((r, i) => out.push(...cells(115 + i * 15, r[0]!, r[1]!)));
    const top = 115 + counted.length * 15 + gap;
    out.push(...cells(top, second[0]!, second[1]!));
    fees.forEach((r, i) => out.push(...cells(top + 15 + i * 15, r[0]!, r[1]!)));
    return out;
  };

  it('reads two tables, each under its own header', () => {
    const ts = detectTables(page(words(['Fee calculation', 'Amount'], 15)));
    expect(ts).toHaveLength(2);
    expect(ts[0]!.rows).toEqual([['Transactions counted', 'Number'], ...counted]);
    expect(ts[1]!.rows).toEqual([['Fee calculation', 'Amount'], ...fees]);
  });

  it('must not: the same labels under a blank line (the header printed again) keep one table', () => {
    const ts = detectTables(page(words(['Transactions counted', 'Number'], 15)));
    expect(ts).toHaveLength(1);
  });

  it('must not: a row of labels at the rows\' own pitch, no blank line, keeps one table', () => {
    const ts = detectTables(page(words(['Fee calculation', 'Amount'], 0)));
    expect(ts).toHaveLength(1);
  });
});
