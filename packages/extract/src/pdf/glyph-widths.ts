/**
 * Relative advance widths used to place words inside a pdf.js text run.
 *
 * pdf.js merges the glyphs of a line into one text item and only reports the item's total width, so the
 * position of each word inside it has to be estimated. Splitting by character count puts words several points
 * off in proportional fonts ("1.00" vs "Widget"); weighting characters by Helvetica's AFM widths (the most common
 * invoice font and a fair model of other sans-serif faces) and scaling to the item's real width is much closer.
 */

// Helvetica AFM widths (1/1000 em) for code points 32..126.
const HELVETICA_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // ' '..'/'
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, // '0'..'9'
  278, 278, 584, 584, 584, 556, 1015, // ':'..'@'
  667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667,
  944, 667, 667, 611, // 'A'..'Z'
  278, 278, 278, 469, 556, 333, // '['..'`'
  556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500,
  722, 500, 500, 500, // 'a'..'z'
  334, 260, 334, 584, // '{'..'~'
];

const MONOSPACE_WIDTH = 600;

/** Relative width of one character (1/1000 em); CJK and other wide scripts count as a full em. */
export function charWidth(code: number, monospace: boolean): number {
  if (monospace) return code >= 0x1100 && isWide(code) ? 2 * MONOSPACE_WIDTH : MONOSPACE_WIDTH;
  if (code >= 32 && code <= 126) return HELVETICA_ASCII[code - 32];
  if (code === 0xa0) return 278;
  if (isWide(code)) return 1000;
  // Latin-1 supplement and other letters: close to an average lowercase letter.
  return 556;
}

function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6)
  );
}
