/**
 * Group labels of a header set over several columns ("Site A" over "Limit | Trend | Exceed.", "2022" over "Budget |
 * Share"): printed centred on their columns, a label over three or more columns stands inside the middle ones and
 * is read into those alone. A reader retypes it at its first column, spanning the group (the ICDAR
 * convention for a spanning cell: its text at the top-left position). `spanGroupLabels` finds each group from the
 * labels' centres and moves the label there.
 *
 * Evidence, all required: a header row above the header's last row, holding only labels right of the first column
 * (a label may already reach across a column gap, within its group); the groups side by side: between two labels the boundary lies halfway between their centres, and
 * each outer label's group ends as far from its centre on the outer side as on the inner one (a label alone spans
 * to the table's right edge, as far on its left); the columns whose centres lie inside a label's group (at least
 * two, empty in this row, the label's own among them) hold labels of the header's last row in at least two of them.
 */
import type { TableCell, TableStructure } from './model.js';

const filled = (c: TableCell | null | undefined): c is TableCell => !!c && c.text.trim() !== '';

export function spanGroupLabels(t: TableStructure): TableStructure {
  const h = t.headerRows;
  if (t.kind !== 'stream' || h < 2 || t.columns.length < 3) return t;
  const last = t.rows[h - 1]!;
  const centres = t.columns.map((c) => (c.x0 + c.x1) / 2);
  const right = t.columns[t.columns.length - 1]!.x1;
  let rows = t.rows;
  for (let r = 0; r < h - 1; r++) {
    const row = rows[r]!;
    const labels = row.cells.map((c, k) => (filled(c) ? k : -1)).filter((k) => k >= 0);
    if (labels.length === 0 || labels.some((k) => k === 0 || row.cells[k]!.words.length === 0)) continue;
    // positions covered by a label's own span (a label reaching across a column gap) are its; no other spans
    const own = (j: number) => labels.some((k) => j > k && j < k + row.cells[k]!.colSpan);
    if (row.cells.some((c, j) => c === null && !own(j))) continue;
    const mid = labels.map((k) => {
      const ws = row.cells[k]!.words;
      return (Math.min(...ws.map((w) => w.x0)) + Math.max(...ws.map((w) => w.x1))) / 2;
    });
    const bounds = labels.map((_, i): [number, number] => {
      if (labels.length === 1) return [2 * mid[0]! - right, right];
      const lo = i > 0 ? (mid[i - 1]! + mid[i]!) / 2 : 2 * mid[i]! - (mid[i]! + mid[i + 1]!) / 2;
      const hi = i + 1 < labels.length ? (mid[i]! + mid[i + 1]!) / 2 : 2 * mid[i]! - (mid[i - 1]! + mid[i]!) / 2;
      return [lo, hi];
    });
    const cells = [...row.cells];
    let moved = false;
    labels.forEach((k, i) => {
      const [lo, hi] = bounds[i]!;
      const span = centres.map((c, j) => (j > 0 && c > lo && c < hi ? j : -1)).filter((j) => j >= 0);
      const covers = (j: number) => j > k && j < k + row.cells[k]!.colSpan;
      if (span.length < 2 || !span.includes(k) || span.some((j, n) => n > 0 && j !== span[n - 1]! + 1)) return;
      if (!Array.from({ length: row.cells[k]!.colSpan }, (_, n) => k + n).every((j) => span.includes(j))) return;
      if (span.some((j) => j !== k && !covers(j) && (cells[j] === null || filled(cells[j])))) return;
      if (span.filter((j) => filled(last.cells[j])).length < 2) return;
      const label = cells[k]!;
      for (const j of span) cells[j] = null;
      cells[span[0]!] = { ...label, colSpan: span.length };
      moved = true;
    });
    if (moved) rows = rows.map((x, i) => (i === r ? { ...x, cells } : x));
  }
  return rows === t.rows ? t : { ...t, rows };
}
