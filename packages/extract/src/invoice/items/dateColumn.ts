/**
 * A date column among an item table's rows: a date or period ("17. april 2025", "01-07-2022 – 31-07-2022") that starts
 * where the dates of at least half the rows start — at the row's start or a column gap after the word before it — is
 * the line's service date, not words of its description. A row whose text runs up to the column, one word space away,
 * keeps the column's start; the whole date is taken even where a reading took its year for a figure.
 */
import type { Word } from '../../types.js';
import type { Doc } from '../doc.js';
import { findDates } from '../dates.js';

/** The words of `text` are dates and what joins two of them ("–", "to", "bis"), nothing else. */
function dateOnly(ws: readonly Word[], doc: Doc): boolean {
  const text = ws.map((w) => w.text).join(' ');
  const ms = findDates(text, doc.dateOrder);
  if (!ms.length) return false;
  let rest = text;
  for (const m of [...ms].sort((a, b) => b.index - a.index)) rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m.length)}`;
  return !/\d/.test(rest) && (rest.match(/\p{L}/gu) ?? []).length <= 4;
}

/**
 * The words of the rows (each row's words left to right) that stand in a date column, or an empty set.
 * `tolerance`: how far (pt) two rows' dates may start apart and still be one column.
 */
export function dateColumnWords(rows: readonly (readonly Word[])[], doc: Doc, tolerance: number): Set<Word> {
  const dated = new Set<Word>();
  // (a column gap: twice the widest word space)
  const starts: number[] = [];
  for (const ws of rows) {
    for (let k = 0; k < ws.length; k++) {
      if (k > 0 && ws[k]!.x0 - ws[k - 1]!.x1 <= 2 * doc.settings.wordGapEm * ws[k]!.size) continue;
      // (one word, "17.04.2025"; three, "17. april 2025"; four or five, "le 3 mars 2024", "8 de março de 2026")
      if ([1, 3, 4, 5].some((n) => dateOnly(ws.slice(k, k + n), doc))) starts.push(ws[k]!.x0);
    }
  }
  const near = (a: number, b: number) => Math.abs(a - b) <= tolerance;
  const column = starts.find((x) => starts.filter((y) => near(x, y)).length >= Math.max(2, rows.length / 2));
  if (column === undefined) return dated;
  for (const ws of rows) {
    const k = ws.findIndex((w) => near(w.x0, column));
    if (k < 0) continue;
    let end = -1;
    for (let j = k; j < ws.length && j < k + 8; j++) if (dateOnly(ws.slice(k, j + 1), doc)) end = j;
    for (let j = k; j <= end; j++) dated.add(ws[j]!);
  }
  return dated;
}
