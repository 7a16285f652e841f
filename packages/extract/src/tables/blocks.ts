/**
 * Block labels: a first column naming blocks of rows ("2021", "Men", "Public sector"), each label printed once for
 * its block. A reader retypes such a label at its block's first row (the ICDAR convention for a cell spanning rows:
 * its text at the top-left position). Printed at the block's first row it already is; printed vertically centred on
 * its block it stands at a middle row, or between two rows (a line of its own). `alignBlockLabels` finds the blocks
 * from the labels' positions and moves each label to its block's first row.
 *
 * Evidence, all required: the table's first column holds short labels in at most half of the body rows (at least
 * two), the column right of it holds text in nearly every body row (the row labels), the first body row has no block
 * label (a label at each block's top would be there, also when that row was taken for a header row: a block and a row
 * label alone just above the body), and the labels' positions give consistent blocks: starting at
 * the first body row, each centred label's block ends as far below the label's centre as it starts above it (ends
 * snapped to the nearest row boundary), each block ending between its label and the next one, the last one with the
 * table (at most two rows before its end, or past it: a block running on to the next page).
 */
import { isNumericText } from './cells.js';
import type { TableCell, TableRow, TableStructure } from './model.js';
import { cellText } from './text.js';

/** A block label has at most this many words; default 4. */
export const BLOCK_LABEL_MAX_WORDS = 4;
/** Share of body rows with a row label in the column right of the block labels, at least; default 0.75. */
export const BLOCK_ROW_LABEL_SHARE = 0.75;

const filled = (c: TableCell | null | undefined) => !!c && c.text.trim() !== '';
const yearLike = (t: string) => /^(1[89]|20)\d\d\b/.test(t.trim());

export function alignBlockLabels(t: TableStructure): TableStructure {
  const h = t.headerRows;
  const body = t.rows.slice(h);
  if (body.length < 4 || t.columns.length < 3) return t;
  const k = 0;
  const labelRows = body.map((r, i) => (filled(r.cells[k]) ? i : -1)).filter((i) => i >= 0);
  if (labelRows.length < 2 || labelRows.length > 0.5 * body.length || labelRows[0] === 0) return t;
  // a block label with a row label only, just above the body, taken for a header row: the labels stand at the top
  const above = t.rows[h - 1];
  if (above && filled(above.cells[k]) && above.cells.filter(filled).length <= 2) return t;
  const short = labelRows.every((i) => {
    const text = body[i]!.cells[k]!.text;
    return text.split(/\s+/).length <= BLOCK_LABEL_MAX_WORDS && (!isNumericText(text) || yearLike(text));
  });
  if (!short) return t;
  // a label on a line of its own (set between two rows) is not counted as a row here
  const only = (r: TableRow) => r.cells.every((c, j) => j === k || !filled(c));
  const rowsProper = body.filter((r, i) => !(only(r) && labelRows.includes(i)));
  const rowLabels = rowsProper.filter((r) => filled(r.cells[k + 1]) && !isNumericText(r.cells[k + 1]!.text)).length;
  if (rowLabels < BLOCK_ROW_LABEL_SHARE * rowsProper.length) return t;

  // blocks from the labels' centres: each block ends as far below its label's centre as it starts above it
  const proper = rowsProper.map((r) => ({ row: r, y0: r.y0, y1: r.y1 }));
  const boundaries = proper.map((p, j) => (j + 1 < proper.length ? (p.y1 + proper[j + 1]!.y0) / 2 : p.y1));
  const centres = labelRows.map((i) => (body[i]!.y0 + body[i]!.y1) / 2);
  const starts: number[] = [];
  let top = proper[0]!.y0;
  let startIndex = 0;
  for (let b = 0; b < centres.length; b++) {
    const c = centres[b]!;
    if (c < top) return t;
    starts.push(startIndex);
    const end = 2 * c - top;
    if (b === centres.length - 1) {
      // the last block ends with the table (its last two rows may be a totals row or a note) or runs on past it
      if (end < boundaries[Math.max(0, proper.length - 3)]! - 0.5) return t;
      break;
    }
    // the row boundary nearest the block's end, at or after the label's own row
    let best = -1;
    for (let j = startIndex; j < proper.length; j++) {
      if (boundaries[j]! < c - 0.5) continue;
      if (best < 0 || Math.abs(boundaries[j]! - end) < Math.abs(boundaries[best]! - end)) best = j;
    }
    if (best < 0 || best + 1 >= proper.length) return t;
    const next = centres[b + 1]!;
    if (boundaries[best]! > next) return t;
    startIndex = best + 1;
    top = boundaries[best]!;
  }

  // move each label to its block's first row; a label's own line (between two rows) goes away
  const moved = new Map<TableRow, TableCell>();
  labelRows.forEach((i, b) => moved.set(proper[starts[b]!]!.row, body[i]!.cells[k]!));
  const out: TableRow[] = [];
  for (const [i, r] of body.entries()) {
    const isLabel = labelRows.includes(i);
    if (isLabel && only(r)) continue;
    const cells = r.cells.map((c) => (c ? { ...c } : null));
    if (isLabel) cells[k] = { text: '', words: [], colSpan: 1, rowSpan: 1 };
    const label = moved.get(r);
    if (label) {
      const words = [...label.words];
      cells[k] = { text: cellText(words), words, colSpan: 1, rowSpan: 1 };
    }
    out.push({ ...r, cells });
  }
  return { ...t, rows: [...t.rows.slice(0, h), ...out] };
}
