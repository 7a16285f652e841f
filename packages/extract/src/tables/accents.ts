/**
 * Accents drawn as glyphs of their own (TeX's \'a, \~n in a Type 1 font without accented letters): the accent is
 * set over its letter after a step back along the line, and the step back splits the text into two overlapping
 * words ("Par´" + "ametro", "Sen" + "˜al"). A table cell then reads "Par´ ametro" where the page shows "Parámetro".
 */
import type { Word } from '../types.js';

/** spacing accents (not the ASCII ` ^ ~, which stand for themselves in text) → their combining marks */
const COMBINING: Record<string, string> = {
  '\u00b4': '\u0301', // ´ acute
  '\u02dc': '\u0303', // ˜ tilde
  '\u00a8': '\u0308', // ¨ diaeresis
  '\u02c6': '\u0302', // ˆ circumflex
  '\u02c7': '\u030c', // ˇ caron
  '\u02da': '\u030a', // ˚ ring
  '\u00b8': '\u0327', // ¸ cedilla
  '\u02d8': '\u0306', // ˘ breve
  '\u02d9': '\u0307', // ˙ dot above
  '\u02dd': '\u030b', // ˝ double acute
  '\u02db': '\u0328', // ˛ ogonek
  '\u00af': '\u0304', // ¯ macron
};
// the dotless letters TeX puts an accent on (ı + ´ is í)
const DOTTED: Record<string, string> = { '\u0131': 'i', '\u0237': 'j' };

function compose(letter: string, accent: string): string {
  return ((DOTTED[letter] ?? letter) + COMBINING[accent]).normalize('NFC');
}

/**
 * Two words on one line where the second starts left of the first's end (by more than half a point), with a spacing
 * accent at the junction, are one word: an accent ending the first goes on the second's first letter (it was drawn,
 * then the step back put the letter under it), an accent starting the second on the first's last letter (the letter
 * was drawn, then the step back put the accent over it). The accent becomes its combining mark (Unicode NFC: "á",
 * "ñ"; a dotless i under an accent is "í"). Words are taken in the page's order.
 */
export function joinSplitAccents(words: readonly Word[]): Word[] {
  const out: Word[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    if (prev && !prev.dir && !w.dir && Math.abs(w.y0 - prev.y0) <= 0.3 * Math.max(prev.size, w.size) && w.x0 < prev.x1 - 0.5 && w.x0 > prev.x0) {
      const a = [...prev.text];
      const b = [...w.text];
      let text: string | null = null;
      if (a.length >= 1 && COMBINING[a[a.length - 1]!] && b.length >= 1 && /\p{L}/u.test(b[0]!)) {
        text = a.slice(0, -1).join('') + compose(b[0]!, a[a.length - 1]!) + b.slice(1).join('');
      } else if (b.length >= 1 && COMBINING[b[0]!] && a.length >= 1 && /\p{L}/u.test(a[a.length - 1]!)) {
        text = a.slice(0, -1).join('') + compose(a[a.length - 1]!, b[0]!) + b.slice(1).join('');
      }
      if (text !== null) {
        out[out.length - 1] = { ...prev, text, x0: Math.min(prev.x0, w.x0), y0: Math.min(prev.y0, w.y0), x1: Math.max(prev.x1, w.x1), y1: Math.max(prev.y1, w.y1) };
        continue;
      }
    }
    out.push(w);
  }
  return out;
}
