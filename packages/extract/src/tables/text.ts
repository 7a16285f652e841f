/**
 * Text of a table cell: its words read line by line, lines joined with a space. Hyphens at line ends are kept
 * as printed (a hyphen may belong to the word, e.g. "cost-" / "effective").
 */
import { buildLines } from '../layout/lines.js';
import type { Word } from '../types.js';

export function cellText(words: readonly Word[]): string {
  if (words.length === 0) return '';
  if (words.length === 1) return words[0].text;
  return buildLines(words)
    .map((l) => l.text)
    .join(' ');
}
