import type { SourceBox, Word } from '../../src/types.js';

/** The text of the words whose centre lies in the box (half a point of slack), in reading order. */
export function textIn(words: readonly Word[], box: SourceBox): string {
  const [x0, y0, x1, y1] = box.bbox;
  return words
    .filter((w) => {
      const cx = (w.x0 + w.x1) / 2;
      const cy = (w.y0 + w.y1) / 2;
      return cx >= x0 - 0.5 && cx <= x1 + 0.5 && cy >= y0 - 0.5 && cy <= y1 + 0.5;
    })
    .map((w) => w.text)
    .join(' ');
}
