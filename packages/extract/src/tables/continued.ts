/**
 * Tables continued across pages. Table B continues table A when
 * - B is on the page after A, A is the last table of its page and B the first of its page,
 * - they have the same number of columns,
 * - when page heights are known: A ends in the lower 40 % of its page and B starts in the upper 40 % of its page
 *   (or B starts with a repeat of A's header row).
 * Joined tables keep A's page and bbox; B's leading rows that repeat A's first row (a reprinted header) are
 * dropped.
 */
import type { ExtractedTable } from '../types.js';
import type { TableStructure } from './model.js';

/** page number → page height in points */
export type PageHeights = ReadonlyMap<number, number> | Readonly<Record<number, number>>;

function heightOf(heights: PageHeights | undefined, page: number): number | undefined {
  if (!heights) return undefined;
  return heights instanceof Map ? heights.get(page) : (heights as Record<number, number>)[page];
}

const norm = (row: readonly string[]) => row.map((c) => c.replace(/\s+/g, ' ').trim().toLowerCase()).join('\u0001');

interface Shape {
  page: number;
  bbox: readonly number[];
  columns: number;
  firstRow: readonly string[] | undefined;
}

function continues(a: Shape, b: Shape, isLastOnPage: boolean, isFirstOnPage: boolean, heights?: PageHeights): boolean {
  if (b.page !== a.page + 1 || !isLastOnPage || !isFirstOnPage) return false;
  if (a.columns !== b.columns || a.columns < 2) return false;
  const repeatsHeader = a.firstRow !== undefined && b.firstRow !== undefined && norm(a.firstRow) === norm(b.firstRow);
  const ha = heightOf(heights, a.page);
  const hb = heightOf(heights, b.page);
  if (ha === undefined || hb === undefined) return true;
  const atBottom = a.bbox[3] >= 0.6 * ha;
  const atTop = b.bbox[1] <= 0.4 * hb;
  return repeatsHeader || (atBottom && atTop);
}

/** Joins plain tables continued on the next page (input in page order, as detectTables returns them). */
export function joinContinuedTables(tables: readonly ExtractedTable[], pageHeights?: PageHeights): ExtractedTable[] {
  const out: ExtractedTable[] = [];
  for (let i = 0; i < tables.length; i++) {
    const t = tables[i];
    const prev = out[out.length - 1];
    const isFirst = i === 0 || tables[i - 1].page !== t.page;
    if (
      prev &&
      continues(
        { page: lastPageOf(prev), bbox: lastBoxOf(prev), columns: width(prev.rows), firstRow: prev.rows[0] },
        { page: t.page, bbox: t.bbox, columns: width(t.rows), firstRow: t.rows[0] },
        true,
        isFirst,
        pageHeights,
      )
    ) {
      const header = prev.rows[0] ? norm(prev.rows[0]) : null;
      let rows = t.rows;
      while (rows.length > 0 && header !== null && norm(rows[0]) === header) rows = rows.slice(1);
      const joined: ExtractedTable = { ...prev, rows: [...prev.rows, ...rows] };
      continuation.set(joined, { page: t.page, bbox: t.bbox });
      parts.set(joined, [...tableParts(prev), ...tableParts(t)]);
      out[out.length - 1] = joined;
    } else {
      out.push(t);
    }
  }
  return out;
}

// Where a joined table ends (its last part's page and box), without adding fields to ExtractedTable.
const continuation = new WeakMap<ExtractedTable, { page: number; bbox: ExtractedTable['bbox'] }>();
const parts = new WeakMap<ExtractedTable, { page: number; bbox: ExtractedTable['bbox'] }[]>();

/** The printed pieces of a table: one page and box per page it was joined from (one for a table not joined). */
export function tableParts(t: ExtractedTable): { page: number; bbox: ExtractedTable['bbox'] }[] {
  return parts.get(t) ?? [{ page: t.page, bbox: t.bbox }];
}
const lastPageOf = (t: ExtractedTable) => continuation.get(t)?.page ?? t.page;
const lastBoxOf = (t: ExtractedTable) => continuation.get(t)?.bbox ?? t.bbox;
const width = (rows: readonly (readonly string[])[]) => rows.reduce((m, r) => Math.max(m, r.length), 0);

/** The same for table structures; the joined structure keeps the first part's header rows. */
export function joinContinuedStructures(tables: readonly TableStructure[], pageHeights?: PageHeights): TableStructure[] {
  const out: TableStructure[] = [];
  const ends = new Map<TableStructure, { page: number; bbox: TableStructure['bbox'] }>();
  for (let i = 0; i < tables.length; i++) {
    const t = tables[i];
    const prev = out[out.length - 1];
    const isFirst = i === 0 || tables[i - 1].page !== t.page;
    const prevEnd = prev ? (ends.get(prev) ?? { page: prev.page, bbox: prev.bbox }) : undefined;
    const text = (s: TableStructure, r: number) => s.rows[r]?.cells.map((c) => c?.text ?? '');
    if (
      prev &&
      prevEnd &&
      continues(
        { page: prevEnd.page, bbox: prevEnd.bbox, columns: prev.columns.length, firstRow: text(prev, 0) },
        { page: t.page, bbox: t.bbox, columns: t.columns.length, firstRow: text(t, 0) },
        true,
        isFirst,
        pageHeights,
      )
    ) {
      const headerKeys = new Set(prev.rows.slice(0, Math.max(prev.headerRows, 1)).map((r) => norm(r.cells.map((c) => c?.text ?? ''))));
      let skip = 0;
      while (skip < t.rows.length && headerKeys.has(norm(t.rows[skip].cells.map((c) => c?.text ?? '')))) skip++;
      const joined: TableStructure = { ...prev, rows: [...prev.rows, ...t.rows.slice(skip)] };
      ends.set(joined, { page: t.page, bbox: t.bbox });
      out[out.length - 1] = joined;
    } else {
      out.push(t);
    }
  }
  return out;
}
