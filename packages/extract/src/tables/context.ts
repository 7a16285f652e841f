/**
 * What surrounds a detected table on its page: its column x-ranges, how many header rows it has, and the page's
 * text lines (outside every table) between it and the table or page edge above and below. Joining tables across
 * a page break needs this evidence (a caption, heading or paragraph between two tables means they are two), but
 * `ExtractedTable` is a plain, serialisable result: the context is kept beside it in a WeakMap, set by
 * `detectTables` and read by `joinContinuedTables`. A table without context (built by hand, or copied) is joined
 * by its geometry alone.
 */
import { buildLines } from '../layout/lines.js';
import type { ExtractedTable, PageModel, Word } from '../types.js';
import type { ColumnRange, TableStructure } from './model.js';

/** A text line of the page outside every table. */
export interface PageLine {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  size: number;
  bold: boolean;
}

export interface TableContext {
  pageWidth: number;
  pageHeight: number;
  columns: ColumnRange[];
  /** the table's box in the frame of `columns` and the lines (a sideways page's turned frame) */
  box?: readonly [number, number, number, number];
  /** leading header rows (0 when none was recognised) */
  headerRows: number;
  /** lines between the table above (or the page top) and this table's top, top to bottom */
  above: PageLine[];
  /** lines between this table's bottom and the table below (or the page bottom), top to bottom */
  below: PageLine[];
}

const contexts = new WeakMap<ExtractedTable, TableContext>();

export function setTableContext(t: ExtractedTable, c: TableContext): void {
  contexts.set(t, c);
}

export function tableContext(t: ExtractedTable): TableContext | undefined {
  return contexts.get(t);
}

function centreInside(w: Word, b: readonly number[]): boolean {
  const cx = (w.x0 + w.x1) / 2;
  const cy = (w.y0 + w.y1) / 2;
  return cx >= b[0] && cx <= b[2] && cy >= b[1] && cy <= b[3];
}

/**
 * Contexts of a page's tables (in the order given, which is top to bottom): the page's text lines outside all
 * tables, assigned to the gap above and below each table. A line counts as between two tables stacked one
 * above the other when it lies vertically between them (tables side by side share the lines above them).
 */
export function pageTableContexts(page: PageModel, tables: readonly TableStructure[]): TableContext[] {
  if (tables.length === 0) return [];
  const free = page.words.filter((w) => w.text.trim() && !tables.some((t) => centreInside(w, t.bbox)));
  const lines: PageLine[] = buildLines(free).map((l) => ({
    text: l.text,
    x0: l.x0,
    y0: l.y0,
    x1: l.x1,
    y1: l.y1,
    size: l.size,
    bold: l.words.every((w) => w.bold),
  }));
  return tables.map((t) => {
    const top = t.bbox[1];
    const bottom = t.bbox[3];
    // the nearest table edges above and below this one (tables overlapping it vertically do not bound it)
    let ceiling = 0;
    let floor = Infinity;
    for (const o of tables) {
      if (o === t) continue;
      if (o.bbox[3] <= top + 1) ceiling = Math.max(ceiling, o.bbox[3]);
      if (o.bbox[1] >= bottom - 1) floor = Math.min(floor, o.bbox[1]);
    }
    const mid = (l: PageLine) => (l.y0 + l.y1) / 2;
    return {
      pageWidth: page.width,
      pageHeight: page.height,
      columns: t.columns.map((c) => ({ x0: c.x0, x1: c.x1 })),
      box: [t.bbox[0], t.bbox[1], t.bbox[2], t.bbox[3]],
      headerRows: t.headerRows,
      above: lines.filter((l) => mid(l) < top && mid(l) > ceiling),
      below: lines.filter((l) => mid(l) > bottom && mid(l) < floor),
    };
  });
}
