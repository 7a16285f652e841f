import { describe, expect, it } from 'vitest';
import { buildBlocks, buildLines, columnGaps, readingOrder, splitLineAtGaps, type TextBlock } from '../src/layout/index.js';
import type { Word } from '../src/types.js';

/** A word at (x, top) in a 10 pt font; width from the text length (5 pt per character). */
function word(text: string, x: number, top: number, size = 10): Word {
  return { text, x0: x, y0: top, x1: x + text.length * size * 0.5, y1: top + size * 1.2, size, fontName: 'Helvetica', bold: false };
}

describe('buildLines', () => {
  it('groups words on one baseline, sorts them by x and keeps the gaps', () => {
    const words = [word('world', 40, 100.5), word('second', 10, 120), word('Hello', 10, 100), word('line', 50, 119.6)];
    const lines = buildLines(words);
    expect(lines.map((l) => l.text)).toEqual(['Hello world', 'second line']);
    expect(lines[0].gaps).toEqual([5]);
    expect(lines[0].x0).toBe(10);
    expect(lines[0].x1).toBe(65);
  });

  it('keeps a raised superscript on its line but separates tightly spaced lines', () => {
    const sup = { ...word('2', 36, 98, 6) };
    const lines = buildLines([word('CO', 20, 100), sup, word('next', 20, 111)]);
    expect(lines.map((l) => l.text)).toEqual(['CO 2', 'next']);
  });

  it('leaves vertical (rotated) words out of lines', () => {
    const vertical: Word = { text: 'Side', x0: 5, y0: 100, x1: 15, y1: 140, size: 10, fontName: 'f', bold: false };
    expect(buildLines([word('text', 20, 110), vertical]).map((l) => l.text)).toEqual(['text']);
  });

  it('cuts a line at gaps wider than the given number of em', () => {
    const [line] = buildLines([word('Qty', 10, 100), word('Unit', 200, 100), word('price', 222, 100)]);
    expect(splitLineAtGaps(line, 1.5).map((l) => l.text)).toEqual(['Qty', 'Unit price']);
  });
});

describe('buildBlocks and reading order', () => {
  it('reads a two-column page column by column', () => {
    const words: Word[] = [];
    for (let i = 0; i < 3; i++) {
      words.push(word(`left${i}`, 50, 100 + i * 12));
      words.push(word(`right${i}`, 300, 100 + i * 12));
    }
    words.push(word('Footer', 50, 400));
    const blocks = buildBlocks(words);
    expect(blocks.map((b) => b.text)).toEqual(['left0\nleft1\nleft2', 'right0\nright1\nright2', 'Footer']);
  });

  it('orders blocks above before blocks below when they overlap horizontally', () => {
    const b = (x0: number, y0: number, text: string): TextBlock => ({ lines: [], x0, y0, x1: x0 + 100, y1: y0 + 10, text });
    expect(readingOrder([b(0, 200, 'c'), b(0, 0, 'a'), b(50, 100, 'b')]).map((x) => x.text)).toEqual(['a', 'b', 'c']);
  });
});

describe('columnGaps', () => {
  it('finds the white rivers between columns across lines', () => {
    const lines = buildLines([word('Item', 10, 100), word('12.00', 100, 100), word('Widget', 10, 115), word('3.50', 105, 115)]);
    expect(columnGaps(lines, 4)).toEqual([{ x0: 40, x1: 100 }]);
    expect(columnGaps(lines, 61)).toEqual([]);
    // bounds keep only the words overlapping them
    expect(columnGaps(lines, 4, 90, 200)).toEqual([]);
  });
});
