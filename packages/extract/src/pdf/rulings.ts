/**
 * pdf.js operator list → ruling lines in top-left-origin page space.
 *
 * Walks the flat operator list once, keeping the graphics-state stack (CTM and fill colour) through
 * save/restore and form XObjects. Painted paths contribute:
 * - stroked paths: every axis-aligned straight segment;
 * - filled paths: each rectangular sub-path, as its centre line when thin (a drawn rule) or else as its four
 *   edges (cell backgrounds and header bands bound cells, as pdfplumber treats rect edges).
 * Curves, clipping paths and white fills (invisible on paper) contribute nothing.
 */
import type { Ruling } from '../types.js';
import { applyX, applyY, compose, IDENTITY, type Matrix } from './matrix.js';

/** The pdf.js OPS codes used here (stable across pdf.js 4–5; see src/shared/util.js). */
export interface OpCodes {
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  setFillRGBColor: number;
  stroke: number;
  closeStroke: number;
  fill: number;
  eoFill: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
}

export interface RulingSettings {
  /** a filled rectangle at most this thick (points) is a rule drawn as a bar; default 2.5 */
  maxRuleThickness: number;
  /** a segment counts as horizontal/vertical when its other extent is within this (points); default 1 */
  axisTolerance: number;
  /** segments shorter than this (points) are dropped (glyph-like strokes, dots); default 2 */
  minLength: number;
}

export const DEFAULT_RULING_SETTINGS: RulingSettings = {
  maxRuleThickness: 2.5,
  axisTolerance: 1,
  minLength: 2,
};

// DrawOPS of pdf.js path buffers (the PDFium reader writes its path segments in the same layout).
export const MOVE_TO = 0;
export const LINE_TO = 1;
export const CURVE_TO = 2;
export const QUAD_TO = 3;
export const CLOSE = 4;

interface GState {
  ctm: Matrix;
  white: boolean;
}

export function rulingsFromOperatorList(
  fnArray: ArrayLike<number>,
  argsArray: ArrayLike<unknown>,
  OPS: OpCodes,
  viewport: Matrix,
  page: { width: number; height: number },
  settings: RulingSettings = DEFAULT_RULING_SETTINGS,
): Ruling[] {
  const out: Ruling[] = [];
  const stack: GState[] = [];
  let state: GState = { ctm: viewport, white: false };
  const strokeOps = new Set([OPS.stroke, OPS.closeStroke, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
  const fillOps = new Set([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);

  for (let i = 0, n = fnArray.length; i < n; i++) {
    const fn = fnArray[i];
    if (fn === OPS.save) {
      stack.push(state);
      state = { ...state };
    } else if (fn === OPS.restore) {
      state = stack.pop() ?? state;
    } else if (fn === OPS.transform) {
      state.ctm = compose(state.ctm, argsArray[i] as number[]);
    } else if (fn === OPS.setFillRGBColor) {
      const color = (argsArray[i] as unknown[])[0];
      state.white = typeof color === 'string' && color.toLowerCase() === '#ffffff';
    } else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(state);
      const matrix = (argsArray[i] as unknown[])[0] as number[] | null;
      state = { ...state, ctm: matrix && matrix.length === 6 ? compose(state.ctm, matrix) : state.ctm };
    } else if (fn === OPS.paintFormXObjectEnd) {
      state = stack.pop() ?? state;
    } else if (fn === OPS.constructPath) {
      const args = argsArray[i] as [number, [Float32Array | number[] | null], unknown];
      const paint = args[0];
      const buffer = args[1]?.[0];
      if (!buffer || buffer.length === 0) continue;
      const stroked = strokeOps.has(paint);
      const filled = fillOps.has(paint) && !state.white;
      if (!stroked && !filled) continue;
      collectPath(buffer, state.ctm, stroked, filled, page, settings, out);
    }
  }
  return out;
}

/**
 * One painted path → rulings. `buffer` holds the path in pdf.js's DrawOPS layout (MOVE_TO x y, LINE_TO x y,
 * CURVE_TO x1 y1 x2 y2 x y, QUAD_TO x1 y1 x y, CLOSE), `ctm` maps its points to top-left-origin page space.
 */
export function collectPath(
  buffer: ArrayLike<number>,
  ctm: Matrix,
  stroked: boolean,
  filled: boolean,
  page: { width: number; height: number },
  settings: RulingSettings,
  out: Ruling[],
): void {
  // Sub-paths as point lists; a sub-path with a curve is not a rectangle and its curved parts are skipped.
  let xs: number[] = [];
  let ys: number[] = [];
  let curved = false;
  let startX = 0;
  let startY = 0;
  const flush = () => {
    if (filled && !curved && xs.length >= 3) addFilledShape(xs, ys, page, settings, out);
    xs = [];
    ys = [];
    curved = false;
  };
  for (let k = 0; k < buffer.length; ) {
    const op = buffer[k++];
    if (op === MOVE_TO) {
      flush();
      startX = applyX(ctm, buffer[k], buffer[k + 1]);
      startY = applyY(ctm, buffer[k], buffer[k + 1]);
      xs.push(startX);
      ys.push(startY);
      k += 2;
    } else if (op === LINE_TO) {
      const x = applyX(ctm, buffer[k], buffer[k + 1]);
      const y = applyY(ctm, buffer[k], buffer[k + 1]);
      if (stroked && xs.length > 0) addSegment(xs[xs.length - 1], ys[ys.length - 1], x, y, settings, out);
      xs.push(x);
      ys.push(y);
      k += 2;
    } else if (op === CURVE_TO) {
      const x = applyX(ctm, buffer[k + 4], buffer[k + 5]);
      const y = applyY(ctm, buffer[k + 4], buffer[k + 5]);
      xs.push(x);
      ys.push(y);
      curved = true;
      k += 6;
    } else if (op === QUAD_TO) {
      const x = applyX(ctm, buffer[k + 2], buffer[k + 3]);
      const y = applyY(ctm, buffer[k + 2], buffer[k + 3]);
      xs.push(x);
      ys.push(y);
      curved = true;
      k += 4;
    } else if (op === CLOSE) {
      if (stroked && xs.length > 1) addSegment(xs[xs.length - 1], ys[ys.length - 1], startX, startY, settings, out);
      flush();
    } else {
      break; // unknown opcode: the buffer layout is not what we expect
    }
  }
  flush();
}

function addSegment(ax: number, ay: number, bx: number, by: number, s: RulingSettings, out: Ruling[]): void {
  const dx = Math.abs(bx - ax);
  const dy = Math.abs(by - ay);
  if (dy <= s.axisTolerance && dx >= s.minLength) {
    const y = (ay + by) / 2;
    out.push({ x0: Math.min(ax, bx), y0: y, x1: Math.max(ax, bx), y1: y });
  } else if (dx <= s.axisTolerance && dy >= s.minLength) {
    const x = (ax + bx) / 2;
    out.push({ x0: x, y0: Math.min(ay, by), x1: x, y1: Math.max(ay, by) });
  }
}

/** A filled sub-path made only of axis-aligned edges enclosing its bounding box (a rectangle). */
function addFilledShape(xs: number[], ys: number[], page: { width: number; height: number }, s: RulingSettings, out: Ruling[]): void {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    const y = ys[i];
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  // Every vertex must be a corner of the bounding box, or the shape is not a rectangle.
  const tol = s.axisTolerance;
  for (let i = 0; i < xs.length; i++) {
    const onX = Math.abs(xs[i] - x0) <= tol || Math.abs(xs[i] - x1) <= tol;
    const onY = Math.abs(ys[i] - y0) <= tol || Math.abs(ys[i] - y1) <= tol;
    if (!onX || !onY) return;
  }
  const w = x1 - x0;
  const h = y1 - y0;
  if (w < s.minLength && h < s.minLength) return;
  if (h <= s.maxRuleThickness) {
    const y = (y0 + y1) / 2;
    if (w >= s.minLength) out.push({ x0, y0: y, x1, y1: y });
    return;
  }
  if (w <= s.maxRuleThickness) {
    const x = (x0 + x1) / 2;
    out.push({ x0: x, y0, x1: x, y1 });
    return;
  }
  // A page-sized background says nothing about table cells.
  if (w >= page.width * 0.95 && h >= page.height * 0.95) return;
  out.push({ x0, y0, x1, y1: y0 }, { x0, y0: y1, x1, y1 }, { x0, y0, x1: x0, y1 }, { x0: x1, y0, x1, y1 });
}
