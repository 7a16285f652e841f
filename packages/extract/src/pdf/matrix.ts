/** 2-D affine matrices in PDF's [a b c d e f] form: (x, y) → (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** The matrix that applies `inner` first, then `outer` (pdf.js's Util.transform(outer, inner)). */
export function compose(outer: ArrayLike<number>, inner: ArrayLike<number>): Matrix {
  return [
    outer[0] * inner[0] + outer[2] * inner[1],
    outer[1] * inner[0] + outer[3] * inner[1],
    outer[0] * inner[2] + outer[2] * inner[3],
    outer[1] * inner[2] + outer[3] * inner[3],
    outer[0] * inner[4] + outer[2] * inner[5] + outer[4],
    outer[1] * inner[4] + outer[3] * inner[5] + outer[5],
  ];
}

export function applyX(m: ArrayLike<number>, x: number, y: number): number {
  return m[0] * x + m[2] * y + m[4];
}

export function applyY(m: ArrayLike<number>, x: number, y: number): number {
  return m[1] * x + m[3] * y + m[5];
}
