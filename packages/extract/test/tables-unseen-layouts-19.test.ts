/**
 * Table rules found by the twentieth table round (technical datasheets from a word processor and a document
 * management system, a timetable, scientific papers, scored under the ICDAR 2013 per-table rule), each on invented
 * pages: the layouts that failed, and look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables } from '../src/tables/index.js';
import type { Ruling, Word } from '../src/types.js';
import { line, page } from './support/table-pages.js';

/** A ruled grid: column rules at `xs` from top to bottom, and each row rule drawn from `from(i)` to the right edge. */
function grid(xs: number[], top: number, rows: number, pitch: number, from: (i: number) => number = () => xs[0]!): Ruling[] {
  const bottom = top + rows * pitch;
  const out: Ruling[] = xs.map((x) => ({ x0: x, y0: top, x1: x, y1: bottom }));
  for (let i = 0; i <= rows; i++) out.push({ x0: from(i), y0: top + i * pitch, x1: xs[xs.length - 1]!, y1: top + i * pitch });
  return out;
}

describe('ruled rows under a row label spanning down the first column', () => {
  // a datasheet: a property, a qualifier and a value with its unit; "Dimensions" and "Supply" are ruled over two
  // and three rows of their own (their row rules start at the second column), each with its own value
  const xs = [50, 220, 360, 540];
  const pitch = 16;
  const top = 100;
  const rows = [
    ['Weight', 'Approx.', '120 kg'],
    ['Dimensions', 'Height', '2 m'],
    ['', 'Width', '80 cm'],
    ['', 'Depth', '60 cm'],
    ['Supply', 'Lowest', '180 V'],
    ['', 'Highest', '260 V'],
    ['Colour', '-', 'Slate grey'],
  ];
  // a row rule runs across the label column only where a new label starts
  const from = (i: number) => (i === 0 || i >= rows.length || rows[i]![0] !== '' ? xs[0]! : xs[1]!);
  const words = () => rows.flatMap((r, i) => line(top + i * pitch + 3, r.map((t, k): [string, number] => [t, xs[k]! + 5]).filter(([t]) => t)));

  it('keeps every ruled row, the label in the first of its rows', () => {
    const ts = detectTables(page(words(), grid(xs, top, rows.length, pitch, from)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rows);
  });

  it('must not: a wrapped qualifier under a label spanning down, its value cell left empty, stays one row', () => {
    // "Mounting" spans two ruled rows; the second holds only the rest of the qualifier, no value of its own
    const wrapped = [
      ['Weight', 'Approx.', '120 kg'],
      ['Mounting', 'Wall or floor, bolts', 'M12'],
      ['', 'not supplied', ''],
      ['Colour', '-', 'Slate grey'],
    ];
    const f = (i: number) => (i === 0 || i >= wrapped.length || wrapped[i]![0] !== '' ? xs[0]! : xs[1]!);
    const w = wrapped.flatMap((r, i) => line(top + i * pitch + 3, r.map((t, k): [string, number] => [t, xs[k]! + 5]).filter(([t]) => t)));
    // the second row's value cell is ruled off but left empty: a continuation, not a row of its own
    const ts = detectTables(page(w, grid(xs, top, wrapped.length, pitch, f)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([
      ['Weight', 'Approx.', '120 kg'],
      ['Mounting', 'Wall or floor, bolts not supplied', 'M12'],
      ['Colour', '-', 'Slate grey'],
    ]);
  });

  it('must not: a label line continuing under a value spanning down stays joined to its row', () => {
    // the value spans two ruled rows; the second holds the rest of the property's name in the first column
    const cont = [
      ['Weight', 'Approx.', '120 kg'],
      ['Rated insulation', 'Class', 'F'],
      ['level (winding)', '', ''],
      ['Colour', '-', 'Slate grey'],
    ];
    const w = cont.flatMap((r, i) => line(top + i * pitch + 3, r.map((t, k): [string, number] => [t, xs[k]! + 5]).filter(([t]) => t)));
    const rulings = grid(xs, top, cont.length, pitch).filter((r) => !(r.y0 === top + 2 * pitch && r.y1 === r.y0));
    rulings.push({ x0: xs[0]!, y0: top + 2 * pitch, x1: xs[1]!, y1: top + 2 * pitch });
    const ts = detectTables(page(w, rulings));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([
      ['Weight', 'Approx.', '120 kg'],
      ['Rated insulation level (winding)', 'Class', 'F'],
      ['Colour', '-', 'Slate grey'],
    ]);
  });
});

describe('a column rule broken off around a cell whose side border was left out', () => {
  // a word processor's grid: a cell of the first column merged over two rows, drawn without its right border; the
  // second and third columns keep their row rule between those rows, drawn from the column line to the right edge
  const xs = [50, 200, 350, 500];
  const pitch = 14;
  const top = 100;
  const rowYs = [0, 1, 2, 3, 4, 5].map((i) => top + i * pitch);
  const texts = [
    ['Part', 'Finish', 'Size'],
    ['Left panel', 'Oiled oak', '40 mm'],
    ['Right panel', 'Waxed ash', '25 mm'],
    ['Top', 'Oiled oak', '18 mm'],
    ['Base', 'Painted', '22 mm'],
  ];
  const words = (rows: string[][]) => rows.flatMap((r, i) => line(rowYs[i]! + 2, r.map((t, k): [string, number] => [t, xs[k]! + 5]).filter(([t]) => t)));
  const frame = (): { x0: number; y0: number; x1: number; y1: number }[] => [
    { x0: xs[0]!, y0: top, x1: xs[0]!, y1: rowYs[5]! },
    { x0: xs[3]!, y0: top, x1: xs[3]!, y1: rowYs[5]! },
    { x0: xs[2]!, y0: top, x1: xs[2]!, y1: rowYs[5]! },
  ];

  it('splits the cells beside the merged one at their row rule, the merged cell spanning both rows', () => {
    const rulings = [
      ...frame(),
      // the column line between the first two columns stops at the merged cell and goes on under it
      { x0: xs[1]!, y0: rowYs[0]!, x1: xs[1]!, y1: rowYs[1]! },
      { x0: xs[1]!, y0: rowYs[3]!, x1: xs[1]!, y1: rowYs[5]! },
      ...[0, 1, 3, 4, 5].map((i) => ({ x0: xs[0]!, y0: rowYs[i]!, x1: xs[3]!, y1: rowYs[i]! })),
      { x0: xs[1]!, y0: rowYs[2]!, x1: xs[3]!, y1: rowYs[2]! },
    ];
    // the merged cell holds both lines of the first column
    const ts = detectTables(page(words(texts), rulings));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([
      ['Part', 'Finish', 'Size'],
      ['Left panel Right panel', 'Oiled oak', '40 mm'],
      ['', 'Waxed ash', '25 mm'],
      ['Top', 'Oiled oak', '18 mm'],
      ['Base', 'Painted', '22 mm'],
    ]);
  });

  it('must not: a cell spanning two columns, no row rule ending on the broken line, stays one cell', () => {
    const spanning = [
      ['Part', 'Finish', 'Size'],
      ['Left panel in oiled oak', '', '40 mm'],
      ['Right panel', 'Waxed ash', '25 mm'],
      ['Top', 'Oiled oak', '18 mm'],
      ['Base', 'Painted', '22 mm'],
    ];
    const rulings = [
      ...frame(),
      { x0: xs[1]!, y0: rowYs[0]!, x1: xs[1]!, y1: rowYs[1]! },
      { x0: xs[1]!, y0: rowYs[2]!, x1: xs[1]!, y1: rowYs[5]! },
      ...[0, 1, 2, 3, 4, 5].map((i) => ({ x0: xs[0]!, y0: rowYs[i]!, x1: xs[3]!, y1: rowYs[i]! })),
    ];
    const ts = detectTables(page(words(spanning), rulings));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(spanning);
  });
});

describe('a figure of plots read as a table', () => {
  // three panels side by side, each a plot with a title, labels down its left axis (values marked on the curve,
  // uneven) and an axis title; the labels line up in rows and columns like a table of figures
  const panelX = [60, 230, 400];
  const top = 100;
  const labels = (): Word[] => {
    const out: Word[] = [];
    const rows = [['Control', 'Control', 'Stimulated'], ['0.08', '1.5', '40'], ['0.05', '1.0', '25'], ['0.01', '0.5', '12'], ['-0.03', '0', '7'], ['Time (s)', 'Time (s)', 'Time (s)']];
    rows.forEach((r, i) => out.push(...line(top + i * 24, r.map((t, k): [string, number] => [t, panelX[k]!]))));
    return out;
  };
  // each panel: an axis line and tick marks 4 pt long along both axes (short strokes standing apart)
  const ticks = (): Ruling[] => {
    const out: Ruling[] = [];
    for (const x of panelX) {
      const ax = x + 40;
      out.push({ x0: ax, y0: top + 20, x1: ax, y1: top + 110 }, { x0: ax, y0: top + 110, x1: ax + 110, y1: top + 110 });
      for (let i = 0; i < 4; i++) out.push({ x0: ax - 4, y0: top + 30 + i * 24, x1: ax, y1: top + 30 + i * 24 });
      for (let i = 0; i < 5; i++) out.push({ x0: ax + 10 + i * 22, y0: top + 110, x1: ax + 10 + i * 22, y1: top + 114 });
    }
    return out;
  };

  it('reads no table where the labels stand among tick marks', () => {
    expect(detectTables(page(labels()))).toHaveLength(1); // the labels alone line up as a table
    expect(detectTables(page(labels(), ticks()))).toEqual([]);
  });

  it('must not: a table with dashed rules under its rows stays a table', () => {
    const dashes: Ruling[] = [];
    for (let i = 1; i < 6; i++) for (let x = 60; x < 460; x += 6) dashes.push({ x0: x, y0: top + i * 24 - 6, x1: x + 3, y1: top + i * 24 - 6 });
    expect(detectTables(page(labels(), dashes))).toHaveLength(1);
  });
});
