/**
 * Characters (one per glyph, as PDFium's text page gives them) → words, grouped the way the pdf.js reader groups
 * them (text.ts + document.ts), so both readers give the same page model:
 *
 * - whitespace characters end a word and are not part of any word — when they are drawn after it on its line: a
 *   space character drawn over the word's own glyphs or elsewhere on the page separates nothing (pdf.js drops
 *   whitespace-only runs and joins touching glyphs);
 * - a gap along the baseline wider than TRACKING_SPACE_FACTOR × font size is a space (pdf.js's threshold for
 *   inserting a space: 0.102 em); a step back of more than NEGATIVE_SPACE_FACTOR × size starts a new word;
 * - right-to-left letters (Hebrew, Arabic), which PDFium gives in reading order, continue a word when each is
 *   drawn just left of the one before;
 * - a change of direction starts a new word; so does a move off the line: a baseline shift of more than
 *   VERTICAL_SHIFT_RATIO × size is still the same word only when the new glyph touches the word and lies within
 *   its height (a superscript, a drop capital; the rule our pdf.js reader (src/pdf/document.ts) applies when pdf.js splits a word at a font
 *   change);
 * - compatibility characters pdf.js normalises (ligatures ﬁ ﬂ, Arabic presentation forms, …) are normalised the
 *   same way (NFKC on the same set).
 *
 * All positions are in top-left-origin page space (after the page's /Rotate). A word's box is the union of its
 * glyphs' rectangles: along the baseline from the glyph origin over its advance, across from the font's descent
 * to its ascent (the box pdf.js's reader computes for a text run), axis-aligned when the text is at an angle.
 */
import type { Word } from '../types.js';
import type { FontInfo } from './text.js';

export interface PageChar {
  /** the character's text (one code point; ligatures from ToUnicode may give several) */
  text: string;
  /** glyph origin on the baseline */
  x: number;
  y: number;
  /** unit vector of the baseline direction (1, 0 for upright text) */
  dx: number;
  dy: number;
  /** advance width along the baseline (points) */
  advance: number;
  /** font size in points (em size after the text and graphics transforms) */
  size: number;
  /** ascent above and descent below the baseline (points, both ≥ 0) */
  up: number;
  down: number;
  font: FontInfo;
}

export const TRACKING_SPACE_FACTOR = 0.102;
export const NEGATIVE_SPACE_FACTOR = -0.2;
export const VERTICAL_SHIFT_RATIO = 0.25;
/** how far a glyph may overlap or follow the word when it is off the word's baseline (document.ts joinTouching) */
const TOUCH_GAP = 0.12;
const TOUCH_OVERLAP = -0.2;

const WHITESPACE = /^\s+$/u;
/** letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, NKo, … and their presentation forms) */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
/** the characters pdf.js normalises with NFKC (pdf.js src/core/unicode.js, getNormalizedUnicodes) */
const NORMALIZE =
  /[\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d\ufb05]/u;

export function normalizeChar(text: string): string {
  return NORMALIZE.test(text) ? text.normalize('NFKC') : text;
}

interface Building {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  size: number;
  /** characters per font (the word's font is the one most of it is set in) */
  fonts: Map<FontInfo, number>;
  dir: number;
  /** the last glyph: where the next one is measured from */
  last: PageChar;
}

function direction(c: PageChar): number {
  return (Math.round((Math.atan2(c.dy, c.dx) * 180) / Math.PI) + 360) % 360;
}

/** The axis-aligned box of a glyph's rectangle: baseline from origin over the advance, descent to ascent. */
function glyphBox(c: PageChar): [number, number, number, number] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  // "up" in top-left space for upright text is −y, i.e. the vector (dy, −dx) (see text.ts wordBox)
  for (const s of [0, c.advance]) {
    for (const h of [-c.down, c.up]) {
      const x = c.x + c.dx * s + c.dy * h;
      const y = c.y + c.dy * s - c.dx * h;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return [x0, y0, x1, y1];
}

/**
 * Whether glyph `c` continues the word `w`: same direction, and the gap from the end of the previous glyph along
 * the baseline is within pdf.js's "no space" range; off the baseline it must also touch the word and sit within
 * its height.
 */
function continues(w: Building, c: PageChar, box: [number, number, number, number]): boolean {
  const p = w.last;
  if (direction(c) !== w.dir) return false;
  const ex = c.x - p.x;
  const ey = c.y - p.y;
  const size = Math.max(Math.min(p.size, c.size), 1e-6);
  let along = ex * p.dx + ey * p.dy - p.advance;
  // Right-to-left scripts: PDFium gives the characters in reading order, each drawn to the left of the one before.
  if ((along < NEGATIVE_SPACE_FACTOR * size || along > TRACKING_SPACE_FACTOR * size) && (RTL.test(c.text) || RTL.test(p.text))) {
    along = -(ex * p.dx + ey * p.dy) - c.advance;
  }
  const across = Math.abs(ey * p.dx - ex * p.dy);
  if (along > TRACKING_SPACE_FACTOR * size || along < NEGATIVE_SPACE_FACTOR * size) return false;
  if (across <= VERTICAL_SHIFT_RATIO * Math.max(p.size, c.size)) return true;
  // Off the baseline (superscript, drop capital): pdf.js starts a new text item; our pdf.js reader (src/pdf/document.ts) joins it back when
  // it touches the word on the same line.
  if (along > TOUCH_GAP * size || along < TOUCH_OVERLAP * size) return false;
  if (w.dir !== 0) return false;
  const tol = 0.1 * size;
  return Math.abs(w.y1 - box[3]) < 0.35 * size || (box[1] >= w.y0 - tol && box[3] <= w.y1 + tol);
}

/**
 * Whether an explicit space character `c` is drawn where it would separate the word from what follows: on the
 * word's line, at or after the end of its last glyph (for right-to-left letters: at or before its start).
 */
function spaceFollows(w: Building, c: PageChar): boolean {
  const p = w.last;
  const ex = c.x - p.x;
  const ey = c.y - p.y;
  const size = Math.max(Math.min(p.size, c.size), 1e-6);
  if (Math.abs(ey * p.dx - ex * p.dy) > VERTICAL_SHIFT_RATIO * Math.max(p.size, c.size)) return false;
  const forward = ex * p.dx + ey * p.dy - p.advance;
  if (forward >= NEGATIVE_SPACE_FACTOR * size) return true;
  return RTL.test(p.text) && -(ex * p.dx + ey * p.dy) - c.advance >= NEGATIVE_SPACE_FACTOR * size;
}

function finish(w: Building, out: Word[]): void {
  let font: FontInfo | null = null;
  let best = -1;
  for (const [f, n] of w.fonts) {
    if (n > best) {
      best = n;
      font = f;
    }
  }
  const word: Word = {
    text: w.text,
    x0: round(w.x0),
    y0: round(w.y0),
    x1: round(w.x1),
    y1: round(w.y1),
    size: round(w.size),
    fontName: font!.name,
    bold: font!.bold,
  };
  if (w.dir !== 0) word.dir = w.dir;
  out.push(word);
}

/** Groups the characters of one page, in the order the page draws them, into words. */
export function charsToWords(chars: Iterable<PageChar>): Word[] {
  const out: Word[] = [];
  let w: Building | null = null;
  for (const c of chars) {
    const text = c.text;
    // A space drawn somewhere else (over the word's own glyphs, back on the line, on another line) separates
    // nothing: pdf.js drops such a whitespace-only run and joins the glyphs around it when they touch.
    if (w && text && WHITESPACE.test(text) && c.size > 0 && !spaceFollows(w, c)) continue;
    if (!text || WHITESPACE.test(text) || !(c.size > 0)) {
      if (w) finish(w, out);
      w = null;
      continue;
    }
    const box = glyphBox(c);
    if (w && continues(w, c, box)) {
      w.text += normalizeChar(text);
      if (box[0] < w.x0) w.x0 = box[0];
      if (box[1] < w.y0) w.y0 = box[1];
      if (box[2] > w.x1) w.x1 = box[2];
      if (box[3] > w.y1) w.y1 = box[3];
      if (c.size > w.size) w.size = c.size;
      w.fonts.set(c.font, (w.fonts.get(c.font) ?? 0) + text.length);
      w.last = c;
      continue;
    }
    if (w) finish(w, out);
    w = {
      text: normalizeChar(text),
      x0: box[0],
      y0: box[1],
      x1: box[2],
      y1: box[3],
      size: c.size,
      fonts: new Map([[c.font, text.length]]),
      dir: direction(c),
      last: c,
    };
  }
  if (w) finish(w, out);
  return out;
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
