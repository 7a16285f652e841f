/**
 * The richer table structure the detectors produce (ExtractedTable is its plain projection).
 * Coordinates are top-left-origin page points like the rest of the page model.
 */
import type { BBox, Word } from '../types.js';

export interface ColumnRange {
  x0: number;
  x1: number;
}

export interface TableCell {
  /** words joined in reading order, lines separated by a space */
  text: string;
  words: Word[];
  /** number of grid columns / rows this cell covers (1 when not spanning) */
  colSpan: number;
  rowSpan: number;
}

export interface TableRow {
  y0: number;
  y1: number;
  /** one entry per column; a cell covered by a spanning cell to its left/above is null */
  cells: (TableCell | null)[];
}

export interface TableStructure {
  /** 1-based page number */
  page: number;
  bbox: BBox;
  /** lattice: cells bounded by ruling lines; stream: columns inferred from text alignment */
  kind: 'lattice' | 'stream';
  columns: ColumnRange[];
  rows: TableRow[];
  /** how many leading rows are header rows (0 when none was recognised) */
  headerRows: number;
}

/** Cell texts as a rectangular grid; a spanning cell's text sits in its top-left position, the rest is ''. */
export function structureToRows(t: TableStructure): string[][] {
  return t.rows.map((r) => r.cells.map((c) => c?.text ?? ''));
}

export function emptyCell(): TableCell {
  return { text: '', words: [], colSpan: 1, rowSpan: 1 };
}
