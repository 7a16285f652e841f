import { describe, expect, it } from 'vitest';
import { CentsIndex } from '../src/invoice/items/arithmetic.js';

/** The typed-array index bestRun asks instead of a Map must answer exactly as the Map does (−1 for missing). */
describe('CentsIndex', () => {
  it('answers as the Map for small, large, negative and colliding keys', () => {
    const map = new Map<number, number>();
    let x = 12345;
    const rnd = () => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return x;
    };
    for (let i = 0; i < 5000; i++) {
      const k = (rnd() % 2 ? -1 : 1) * (rnd() % 3 === 0 ? rnd() * 4096 + rnd() : rnd() % 100000);
      map.set(k, i);
    }
    // keys past the 31-bit small-integer range and keys equal modulo 2^32
    for (const k of [2 ** 31, 2 ** 32 + 7, 7, 2 ** 40, -(2 ** 40), Number.MAX_SAFE_INTEGER, 0]) map.set(k, 9);
    const index = new CentsIndex(map);
    for (const [k, v] of map) expect(index.get(k)).toBe(v);
    for (let i = 0; i < 5000; i++) {
      const k = rnd() % 200000 - 100000;
      expect(index.get(k)).toBe(map.get(k) ?? -1);
    }
    expect(index.get(2 ** 32 + 8)).toBe(-1);
  });

  it('treats −0 as 0 and looks keys that are not safe integers up in the Map', () => {
    const map = new Map<number, number>([
      [0, 3],
      [2 ** 60, 4],
      [Number.POSITIVE_INFINITY, 5],
      [Number.NaN, 6],
    ]);
    const index = new CentsIndex(map);
    expect(index.get(-0)).toBe(3);
    expect(index.get(2 ** 60)).toBe(4);
    expect(index.get(Number.POSITIVE_INFINITY)).toBe(5);
    expect(index.get(Number.NaN)).toBe(6);
    expect(index.get(Number.NEGATIVE_INFINITY)).toBe(-1);
  });

  it('finds keys that are multiples of the table size', () => {
    const map = new Map<number, number>();
    for (let k = 0; k < 16; k++) map.set(k * 16, k);
    const index = new CentsIndex(map);
    for (let k = 0; k < 16; k++) expect(index.get(k * 16)).toBe(k);
    expect(index.get(1)).toBe(-1);
  });
});
