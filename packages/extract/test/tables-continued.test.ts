/**
 * Tables continued across a page break (src/tables/continued.ts): joined only when the pages show a continuation —
 * the same column structure, a repeated header or none, and nothing but page furniture between the two parts.
 */
import { describe, expect, it } from 'vitest';
import { openPdf } from '../src/pdf/index.js';
import { detectTables, joinContinuedTables, tableParts } from '../src/tables/index.js';
import { isCaptionText } from '../src/tables/continued.js';
import { SAMPLE_EN } from '../src/fixtures/index.js';
import type { ExtractedTable, PageModel, Word } from '../src/types.js';
import { longInvoice } from './support/long-invoice.js';
import { bodyRows, line, page, streamTable } from './support/table-pages.js';

const HEADER = ['Description', 'Qty', 'Amount'];

/** Detects every page and joins, as the product does. */
function tablesOf(pages: PageModel[]): ExtractedTable[] {
  return joinContinuedTables(
    pages.flatMap((p) => detectTables(p)),
    new Map(pages.map((p) => [p.number, p.height])),
  );
}

/** Page 1: some prose at the top, then a table running down to the page bottom; a page-number footer. */
function firstPage(extra: Word[] = [], header: string[] = HEADER): PageModel {
  const words = [
    ...line(60, [['Quarterly report of the regional office, prepared for the board and the auditors', 50]]),
    ...streamTable(500, header, bodyRows(16)),
    ...extra,
    ...line(770, [['Page 1', 280]]),
  ];
  return page(words, [], 1);
}

/** Page 2: optional words above the table, then the table from `top`; a page-number footer. */
function secondPage(opts: { above?: Word[]; header?: string[] | null; top?: number; xs?: number[]; rows?: string[][] } = {}): PageModel {
  const words = [
    ...(opts.above ?? []),
    ...streamTable(opts.top ?? 60, opts.header === undefined ? HEADER : opts.header, opts.rows ?? bodyRows(6, 17), opts.xs),
    ...line(770, [['Page 2', 280]]),
  ];
  return page(words, [], 2);
}

describe('joinContinuedTables: a table continued on the next page', () => {
  it('joins when the next page repeats the header, and drops the repeat', () => {
    const tables = tablesOf([firstPage(), secondPage()]);
    const items = tables.filter((t) => t.rows[0]?.[0] === 'Description');
    expect(items).toHaveLength(1);
    expect(items[0].rows).toHaveLength(1 + 16 + 6);
    expect(items[0].rows.filter((r) => r[0] === 'Description')).toHaveLength(1);
    expect(tableParts(items[0]).map((p) => p.page)).toEqual([1, 2]);
  });

  it('joins when the next page has no header, and past a "continued" note and a running header', () => {
    const note = line(750, [['continued on next page', 50]]);
    const running = line(25, [['Regional office – quarterly report', 50]]);
    const p1 = firstPage([...note, ...running]);
    const tables = tablesOf([p1, secondPage({ header: null, above: running })]);
    const items = tables.filter((t) => t.rows[0]?.[0] === 'Description');
    expect(items).toHaveLength(1);
    expect(items[0].rows).toHaveLength(1 + 16 + 6);
  });

  it('does not join when a heading stands above the second table, even with the same header', () => {
    const tables = tablesOf([firstPage(), secondPage({ above: line(40, [['Pesticides', 50]], true) })]);
    expect(tables.filter((t) => t.rows[0]?.[0] === 'Description')).toHaveLength(2);
  });

  it('does not join across a caption ("Exhibit 20", "Table 4", "Tabelle 2")', () => {
    for (const caption of ['Exhibit 20', 'Table 4. Pesticides', 'Tabelle 2: Metalle']) {
      const tables = tablesOf([firstPage(), secondPage({ above: line(40, [[caption, 50]]) })]);
      expect(tables.filter((t) => t.rows[0]?.[0] === 'Description'), caption).toHaveLength(2);
    }
  });

  it('does not join when the second table has a header of its own', () => {
    const tables = tablesOf([firstPage(), secondPage({ header: ['Substance', 'Sites', 'Tonnes'] })]);
    expect(tables).toHaveLength(2);
  });

  it('does not join tables with the same column count but other column positions', () => {
    const tables = tablesOf([firstPage(), secondPage({ header: null, xs: [50, 200, 520] })]);
    expect(tables).toHaveLength(2);
  });

  it('does not join when a paragraph follows the first table on its page', () => {
    const prose = line(758, [['These figures include the branch offices opened during the year.', 50]]);
    const tables = tablesOf([firstPage(prose), secondPage({ header: null })]);
    expect(tables).toHaveLength(2);
  });

  it('does not join a table that starts lower on the next page below other text', () => {
    const above = line(60, [['A short introduction to the next set of figures follows here.', 50]]);
    const tables = tablesOf([firstPage(), secondPage({ above, top: 300, header: null })]);
    expect(tables).toHaveLength(2);
  });

  it('does not join a footer table to a letterhead table printed again at the top of every page', () => {
    const letterhead = () => streamTable(20, null, [['Invoice', '4711', '12.50'], ['Customer', '100234', '7.00'], ['Order', '5521', '3.10']], [50, 300, 450]);
    const footer = streamTable(700, ['Bank', 'Account', 'Fee'], [['Nordbank', '600506', '11.20'], ['Oslo', '929120', '4.00']], [50, 300, 450]);
    const p1 = page([...letterhead(), ...line(300, [['Thank you for your order, the details follow on the next page.', 50]]), ...footer], [], 1);
    const p2 = page([...letterhead(), ...streamTable(300, HEADER, bodyRows(5))], [], 2);
    const tables = tablesOf([p1, p2]);
    expect(tables.map((t) => t.page)).toEqual([1, 1, 2, 2]);
  });

  it('knows captions from the lexicon', () => {
    for (const t of ['Table 4', 'Exhibit 20: Percentage of schools', 'Tabelle 2', 'Table A-3', 'Fig. 7', 'Tab. 2.1']) expect(isCaptionText(t), t).toBe(true);
    for (const t of ['Tables and chairs', 'Exhibition hall 2', 'Total 14', 'Table']) expect(isCaptionText(t), t).toBe(false);
  });
});

describe('joinContinuedTables: generated 5-page invoices', () => {
  async function itemTables(pdf: Uint8Array): Promise<ExtractedTable[]> {
    const doc = await openPdf(pdf);
    const pages: PageModel[] = [];
    try {
      for (let n = 1; n <= doc.pages; n++) pages.push(await doc.readPage(n));
    } finally {
      await doc.close();
    }
    expect(pages).toHaveLength(5);
    return tablesOf(pages);
  }

  it('the ruled German item table over five pages is one table with one header', async () => {
    const tables = await itemTables(await longInvoice(5, { ruled: true }));
    const items = tables.filter((t) => t.rows[0]?.[0] === 'Pos.');
    expect(items).toHaveLength(1);
    expect(tableParts(items[0]).map((p) => p.page)).toEqual([1, 2, 3, 4, 5]);
    const positions = items[0].rows.slice(1).map((r) => Number(r[0]));
    expect(positions).toEqual(positions.map((_, i) => i + 1));
  });

  it('the ruled English item table over five pages is one table', async () => {
    const tables = await itemTables(await longInvoice(5, { ruled: true, base: SAMPLE_EN }));
    const items = tables.filter((t) => t.rows[0]?.[0] === 'Description');
    expect(items).toHaveLength(1);
    expect(tableParts(items[0]).map((p) => p.page)).toEqual([1, 2, 3, 4, 5]);
    expect(items[0].rows.filter((r) => r[0] === 'Description')).toHaveLength(1);
  });
});
