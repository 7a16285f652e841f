/**
 * Cells cleaned the way a person would retype the table:
 * - `stripLeaders`: dot leaders and leader dashes that join a row label to its values are not text
 *   ("0.99 ........" → "0.99"; a cell that is only a leader becomes empty, a cell that is only "..", "..." or "…"
 *   keeps it, the mark of a missing value; a run of four or more dots inside a cell,
 *   the leader after the first line of a wrapped label, becomes a space);
 * - `dropRuleRows`: rows whose cells hold nothing but rules of dashes, underscores or equals signs are drawn
 *   lines, not data;
 * - `splitRunTogetherNumbers` (stream tables only): a cell holding two numbers, in a row where the column grid
 *   has a free position next to it (the two values were set too tightly to be told apart), becomes two cells,
 *   the cells between moving over by one.
 * Each works on the plain grid of cell texts (spanning cells at their top-left position, covered positions '').
 */
import { isNumericText } from './cells.js';

// three or more dots (optionally spaced) or ellipsis characters; three or more dashes or underscores
const LEADER = /(?:[.·•…](?:\s?[.·•…]){2,}|[-–—_](?:\s?[-–—_]){2,})/u;
const TRAILING = new RegExp(`\\s*${LEADER.source}\\s*$`, 'u');
// at the start of a cell only longer runs (four or more) are leaders: "...and more" is text
const LEADING = /^\s*(?:[.·•…](?:\s?[.·•…]){3,}|[-–—_](?:\s?[-–—_]){3,})\s*/u;
// inside a cell (a wrapped label whose first line ends in a leader, the lines joined) only longer runs of dots
const INNER = /\s*[.·•…](?:\s?[.·•…]){3,}\s*/gu;
const ONLY_DOTS = /^[\s.·•…]+$/u;
const ONLY_RULE = /^[\s\-–—_=]+$/u;
// a missing value's mark: two or three dots, or one ellipsis character, as one word
const PLACEHOLDER_DOTS = /^(?:\.{2,3}|…)$/u;

/**
 * Nothing but a leader or a rule: three or more dots, or five or more dashes, underscores or equals signs
 * (shorter runs of dashes, "–" or "---", are placeholders for a missing value and stay, and so do "..", "..."
 * and "…" printed as one word: statistical tables' mark for "not available"; a leader's dots are more, or
 * spaced).
 */
function isLeaderOnly(t: string): boolean {
  const n = t.replace(/\s/g, '').length;
  if (PLACEHOLDER_DOTS.test(t)) return false;
  return (ONLY_DOTS.test(t) && n >= 3) || (ONLY_RULE.test(t) && n >= 5);
}

/** A cell's text without leader dots/dashes at its ends; '' when it is nothing but a leader. */
export function stripLeaders(text: string): string {
  if (!text) return text;
  const t = text.trim();
  if (isLeaderOnly(t)) return '';
  const stripped = t.replace(TRAILING, '').replace(LEADING, '').replace(INNER, ' ');
  // a short run of dashes alone ("---") is a placeholder for a missing value, not a leader
  return stripped || t;
}

/** A row that is only a drawn rule: every filled cell is a leader or rule (see `isLeaderOnly`). */
export function isRuleRow(row: readonly string[]): boolean {
  const filled = row.map((c) => c.trim()).filter(Boolean);
  return filled.length > 0 && filled.every(isLeaderOnly);
}

export function dropRuleRows(rows: readonly string[][]): string[][] {
  return rows.filter((r) => !isRuleRow(r));
}

/** Columns where at least half of the filled cells hold numbers. */
function numericColumns(rows: readonly (readonly string[])[]): boolean[] {
  const width = rows.reduce((m, r) => Math.max(m, r.length), 0);
  return Array.from({ length: width }, (_, k) => {
    const filled = rows.map((r) => (r[k] ?? '').trim()).filter(Boolean);
    return filled.length > 0 && filled.filter(isNumericText).length >= 0.5 * filled.length;
  });
}

/** The two numbers of a cell like "1.9 2.0" or "1,600 2,000", or null. */
function twoNumbers(text: string): [string, string] | null {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 2) return null;
  // both parts must be numbers with digits (not placeholders), and neither a lone currency or percent sign
  if (!parts.every((p) => /\d/.test(p) && isNumericText(p))) return null;
  // "1 234" (space as thousands separator) is one number, also negative in parentheses: "(113 638)", "-1 234.5"
  if (/^[-+(]?\d{1,3}$/.test(parts[0]) && /^\d{3}([.,]\d+)?\)?%?$/.test(parts[1])) return null;
  // two values of one column look alike: the same number of decimals, neither a lone digit ("11,062 6" is a
  // number split at its decimal point, not two values)
  const decimals = (p: string) => /[.,](\d+)\D*$/.exec(p)?.[1].length ?? 0;
  if (parts.some((p) => p.replace(/\D/g, '').length < 2) || decimals(parts[0]) !== decimals(parts[1])) return null;
  return [parts[0], parts[1]];
}

/**
 * Two numbers run together in one cell are split when the row has a free position in a numeric column next to
 * them (directly, or past cells that each hold one value): the values between shift towards the free position.
 */
export function splitRunTogetherNumbers(rows: readonly string[][]): string[][] {
  const numeric = numericColumns(rows);
  return rows.map((row) => {
    let out = row;
    for (let k = 0; k < out.length; k++) {
      const pair = twoNumbers(out[k]);
      if (!pair || !numeric[k]) continue;
      const single = (j: number) => !!out[j]?.trim() && twoNumbers(out[j]) === null && numeric[j];
      let right = k + 1;
      while (right < out.length && single(right)) right++;
      let left = k - 1;
      while (left >= 0 && single(left)) left--;
      const freeRight = right < out.length && !out[right].trim() && numeric[right];
      const freeLeft = left >= 0 && !out[left].trim() && numeric[left];
      if (!freeRight && !freeLeft) continue;
      const next = [...out];
      if (freeRight && (!freeLeft || right - k <= k - left)) {
        for (let j = right; j > k + 1; j--) next[j] = next[j - 1];
        next[k] = pair[0];
        next[k + 1] = pair[1];
      } else {
        for (let j = left; j < k - 1; j++) next[j] = next[j + 1];
        next[k - 1] = pair[0];
        next[k] = pair[1];
      }
      out = next;
    }
    return out;
  });
}

/** All cleaning steps on a table's grid; `stream` enables the steps that trust the inferred column grid. */
export function cleanGrid(rows: readonly string[][], stream: boolean): string[][] {
  let out = rows.map((r) => r.map(stripLeaders));
  out = out.filter((r, i) => !isRuleRow(rows[i]) && (r.some((c) => c.trim()) || !rows[i].some((c) => c.trim())));
  if (stream) out = splitRunTogetherNumbers(out);
  return out;
}
