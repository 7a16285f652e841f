/**
 * pdf.js text items → words with top-left-origin boxes.
 *
 * A pdf.js text item is a run of glyphs sharing one font and transform; pdf.js already inserts a space where the
 * glyphs are far apart. Each item is split on whitespace and every word gets the share of the item's width its
 * characters' advance widths take (see glyph-widths.ts). Boxes are computed in viewport space, so a page's
 * /Rotate is applied, and text drawn at an angle gets the axis-aligned box of its rotated rectangle.
 */
import type { Word } from '../types.js';
import { charWidth } from './glyph-widths.js';
import { compose, type Matrix } from './matrix.js';

/** The fields of a pdf.js TextItem this module reads. */
export interface PdfTextItem {
  str: string;
  width: number;
  height: number;
  transform: number[];
  fontName: string;
}

export interface PdfTextStyle {
  ascent?: number;
  descent?: number;
  vertical?: boolean;
}

/** What is known about a font beyond pdf.js's style entry (resolved from the page's common objects). */
export interface FontInfo {
  /** the PDF's base font name without subset prefix, e.g. "Helvetica-Bold" */
  name: string;
  bold: boolean;
  monospace: boolean;
}

const DEFAULT_ASCENT = 0.8;
const DEFAULT_DESCENT = -0.2;
const WHITESPACE = /\s/;

export function fontInfoFromName(rawName: string, boldFlag: boolean): FontInfo {
  const name = rawName.replace(/^[A-Z]{6}\+/, '');
  const bold = boldFlag || /bold|black|heavy|semibold|demi|[-,]bd\b|\bbd$/i.test(name);
  const monospace = /courier|mono|consol|fixed/i.test(name);
  return { name, bold, monospace };
}

/**
 * Converts one text item to words; appends them to `out`. `viewport` maps PDF user space to top-left-origin
 * page space (pdf.js's viewport.transform at scale 1).
 */
/**
 * TeX's ligature glyphs as a font without a ToUnicode map reports them: the T1 (Cork) encoding sets ff, fi, fl, ffi,
 * ffl at codes 27–31 — control characters, never printed text, which a bitmap (Type 3) font of a LaTeX document set in
 * T1 without outline fonts gives as they are ("Quill\u001celd" for "Quillfield"). (OT1's codes 11–15 are not taken:
 * they include the carriage return and form feed some producers put in their text; OT1 fonts come as outlines whose
 * glyph names map.)
 */
const TEX_LIGATURES: Record<string, string> = { '\u001b': 'ff', '\u001c': 'fi', '\u001d': 'fl', '\u001e': 'ffi', '\u001f': 'ffl' };
const TEX_LIGATURE = /[\u001b-\u001f]/gu;

/** `text` with TeX's ligature codes spelt out (see TEX_LIGATURES); other text as it is. */
export function texLigatures(text: string): string {
  TEX_LIGATURE.lastIndex = 0;
  return TEX_LIGATURE.test(text) ? text.replace(TEX_LIGATURE, (c) => TEX_LIGATURES[c]!) : text;
}

export function itemToWords(
  item: PdfTextItem,
  style: PdfTextStyle | undefined,
  font: FontInfo,
  viewport: Matrix,
  out: Word[],
): void {
  const text = texLigatures(item.str);
  if (!text || !/\S/.test(text)) return;
  const m = compose(viewport, item.transform);
  const size = Math.hypot(m[2], m[3]);
  const scaleX = Math.hypot(m[0], m[1]);
  if (!(size > 0) || !(scaleX > 0)) return;
  const cos = m[0] / scaleX;
  const sin = m[1] / scaleX;

  const weights = new Array<number>(text.length);
  let totalWeight = 0;
  for (let i = 0; i < text.length; i++) {
    const w = charWidth(text.charCodeAt(i), font.monospace);
    weights[i] = w;
    totalWeight += w;
  }
  // pdf.js reports vertical-writing widths in item.height; a zero width (some Type3 fonts) gets the estimate.
  let length = style?.vertical ? item.height : item.width;
  if (!(length > 0)) length = (totalWeight / 1000) * size;
  const unit = length / totalWeight;

  let ascent = style?.ascent;
  let descent = style?.descent;
  if (ascent === undefined || !(ascent > 0.3 && ascent < 1.5)) ascent = DEFAULT_ASCENT;
  if (descent === undefined || !(descent < 0 && descent > -0.6)) descent = DEFAULT_DESCENT;
  const up = ascent * size;
  const down = -descent * size;

  let offset = 0;
  let i = 0;
  while (i < text.length) {
    if (WHITESPACE.test(text[i])) {
      offset += weights[i] * unit;
      i++;
      continue;
    }
    const start = i;
    const startOffset = offset;
    while (i < text.length && !WHITESPACE.test(text[i])) {
      offset += weights[i] * unit;
      i++;
    }
    out.push(
      wordBox(text.slice(start, i), m[4], m[5], cos, sin, startOffset, offset, up, down, size, font),
    );
  }
}

function wordBox(
  text: string,
  ox: number,
  oy: number,
  cos: number,
  sin: number,
  s0: number,
  s1: number,
  up: number,
  down: number,
  size: number,
  font: FontInfo,
): Word {
  // Corners of the rotated rectangle: along the baseline from s0 to s1, across from -down to +up.
  // In top-left space "up" for upright text is −y, i.e. the vector (sin, −cos).
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const s of [s0, s1]) {
    for (const h of [-down, up]) {
      const x = ox + cos * s + sin * h;
      const y = oy + sin * s - cos * h;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  const word: Word = {
    text,
    x0: round(x0),
    y0: round(y0),
    x1: round(x1),
    y1: round(y1),
    size: round(size),
    fontName: font.name,
    bold: font.bold,
  };
  // Direction rounded to whole degrees; upright text carries no field.
  const dir = (Math.round((Math.atan2(sin, cos) * 180) / Math.PI) + 360) % 360;
  if (dir !== 0) word.dir = dir;
  return word;
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
