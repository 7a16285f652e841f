/**
 * Key-value pairs set "Label : value" in one column of a stream table (a report's block of student or employee
 * details, two pairs to a line): the label and its value stand a space apart, so the column finder keeps them as
 * one cell and the block reads as a table of "Student Name : Ann" cells. A column each of whose filled cells — at
 * least `colonPairMinRows` of them — is one line whose first colon ends a short label (at most
 * `COLON_LABEL_MAX_WORDS` words, not a number) with a value after it is two columns: the labels with their colons,
 * then the values. Off when `colonPairMinRows` is 0.
 */
import { isNumericText } from './cells.js';
import type { TableCell, TableRow, TableStructure } from './model.js';
import { cellText } from './text.js';
import type { Word } from '../types.js';

/** A label before its colon has at most this many words (a lone colon not counted); default 4. */
export const COLON_LABEL_MAX_WORDS = 4;

/** The cell's words cut after the first word ending in a colon, when they read as "Label : value" on one line. */
function colonPair(c: TableCell): [Word[], Word[]] | null {
  if (c.colSpan !== 1 || c.rowSpan !== 1 || c.words.length < 2) return null;
  const words = [...c.words].sort((a, b) => a.x0 - b.x0);
  const height = Math.min(...words.map((w) => w.y1 - w.y0));
  const mids = words.map((w) => (w.y0 + w.y1) / 2);
  if (Math.max(...mids) - Math.min(...mids) > 0.5 * height) return null;
  const i = words.findIndex((w) => w.text.endsWith(':'));
  if (i < 0 || i === words.length - 1) return null;
  const label = words.slice(0, i + 1);
  const value = words.slice(i + 1);
  const labelWords = label.filter((w) => w.text !== ':');
  if (labelWords.length === 0 || labelWords.length > COLON_LABEL_MAX_WORDS) return null;
  // "10:30" or "Ratio 1:" are no labels; the value is not one more colon
  if (labelWords.some((w) => /^\d/.test(w.text)) || isNumericText(cellText(labelWords).replace(/:$/, ''))) return null;
  if (value.every((w) => w.text === ':')) return null;
  return [label, value];
}

export function splitColonPairs(t: TableStructure, minRows: number): TableStructure {
  if (minRows <= 0 || t.kind !== 'stream' || t.rows.length < minRows) return t;
  let out = t;
  for (let k = out.columns.length - 1; k >= 0; k--) {
    const cells = out.rows.map((r) => r.cells[k]);
    if (cells.some((c) => c === null) || out.rows.some((r) => r.cells.some((c) => c && c.colSpan > 1))) continue;
    const filled = cells.filter((c): c is TableCell => !!c && c.text.trim() !== '');
    if (filled.length < minRows) continue;
    const pairs = filled.map(colonPair);
    if (pairs.some((p) => p === null)) continue;
    const split = new Map(filled.map((c, n) => [c, pairs[n]!]));
    const labelEnd = Math.max(...[...split.values()].map(([l]) => Math.max(...l.map((w) => w.x1))));
    const valueStart = Math.min(...[...split.values()].map(([, v]) => Math.min(...v.map((w) => w.x0))));
    if (valueStart <= labelEnd) continue;
    const col = out.columns[k]!;
    const cell = (words: Word[]): TableCell => ({ text: cellText(words), words, colSpan: 1, rowSpan: 1 });
    const rows: TableRow[] = out.rows.map((r) => {
      const c = r.cells[k]!;
      const p = split.get(c);
      const parts = p ? [cell(p[0]), cell(p[1])] : [cell([]), cell([])];
      return { ...r, cells: [...r.cells.slice(0, k), ...parts, ...r.cells.slice(k + 1)] };
    });
    out = {
      ...out,
      columns: [...out.columns.slice(0, k), { x0: col.x0, x1: labelEnd }, { x0: valueStart, x1: col.x1 }, ...out.columns.slice(k + 1)],
      rows,
    };
  }
  return out;
}
