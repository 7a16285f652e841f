/**
 * One settings object for table detection, with documented defaults (lengths in points, "em" = font size).
 */
import type { BBox } from '../types.js';

export interface TableSettings {
  // ---- lattice (ruled) ----
  /** rulings whose coordinates differ by at most this are snapped onto one line; default 3 */
  snapTolerance: number;
  /** collinear rulings separated by at most this gap are joined into one; default 3 */
  joinTolerance: number;
  /** rulings shorter than this after joining are ignored; default 3 */
  minRulingLength: number;
  /** a horizontal and a vertical ruling intersect when they pass within this of each other; default 2.5 */
  intersectionTolerance: number;
  /** ruling ends that line up are joined by a virtual edge (frameless tables) when at most this far apart; default 50 */
  maxOpenEndGap: number;
  /** pages with more rulings than this (hatching, vector drawings, hostile files) skip lattice detection; default 5000 */
  maxRulings: number;
  /** a ruled table needs at least this many columns and rows, else its area is left to the stream detector; default 2 */
  latticeMinColumns: number;
  latticeMinRows: number;

  // ---- stream (unruled) ----
  /** a horizontal gap wider than this many em between words starts a new cell segment; default 0.9 */
  segmentGapEm: number;
  /** a table needs at least this many rows with two or more segments; default 3 */
  streamMinRows: number;
  /** a column gap must be at least this wide (points); default 4 */
  minColumnGap: number;
  /** a gap between words (not segments) that runs through most lines is a column gap when this many em wide; default 0.45 */
  wordGapEm: number;
  /** a vertical gap between text lines larger than this many line heights ends a table region; default 2.2 */
  maxRowGapLines: number;
  /** share of grid positions (rows × columns) holding text or covered by a spanning cell, at least; default 0.4 */
  minFillRatio: number;
  /** share of a region's rows that may cross a column gap (spanning titles, notes) without closing it; default 0.12 */
  gapCrossingShare: number;

  // ---- both ----
  /** only look for tables inside these areas (top-left-origin bboxes); default: the whole page */
  areas?: BBox[];
  /** explicit column separators (x positions) for stream tables, as tabula's and camelot's `columns` option */
  columns?: number[];
  /** merge wrapped continuation lines into the row above (stream tables); default true */
  mergeWrappedRows: boolean;
}

export const DEFAULT_TABLE_SETTINGS: TableSettings = {
  snapTolerance: 3,
  joinTolerance: 3,
  minRulingLength: 3,
  intersectionTolerance: 2.5,
  maxOpenEndGap: 50,
  maxRulings: 5000,
  latticeMinColumns: 2,
  latticeMinRows: 2,
  segmentGapEm: 0.9,
  streamMinRows: 3,
  minColumnGap: 4,
  wordGapEm: 0.45,
  maxRowGapLines: 2.2,
  gapCrossingShare: 0.12,
  minFillRatio: 0.4,
  mergeWrappedRows: true,
};

export function resolveSettings(s: Partial<TableSettings> = {}): TableSettings {
  return { ...DEFAULT_TABLE_SETTINGS, ...s };
}
