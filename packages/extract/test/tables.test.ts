import { describe, expect, it } from 'vitest';
import { closeOpenEnds, findIntersections, joinEdges, snapEdges, toEdges, type Edge } from '../src/tables/edges.js';
import { cellsToTables, intersectionsToCells } from '../src/tables/lattice.js';
import {
  detectTables,
  detectTableStructures,
  DEFAULT_TABLE_SETTINGS,
  isNumericText,
  joinContinuedStructures,
  joinContinuedTables,
} from '../src/tables/index.js';
import { findColumnGaps, segmentLines } from '../src/tables/stream.js';
import { dropRepeatedHeaders, mergeWrappedRows } from '../src/tables/rows.js';
import type { TableStructure } from '../src/tables/model.js';
import type { ExtractedTable, PageModel, Ruling, Word } from '../src/types.js';

/** A word whose left edge is at x (or right edge, for right-aligned numbers) on the line whose top is `top`. */
function word(text: string, x: number, top: number, opts: { right?: boolean; bold?: boolean; size?: number } = {}): Word {
  const size = opts.size ?? 10;
  const width = text.length * size * 0.5;
  const x0 = opts.right ? x - width : x;
  return { text, x0, y0: top, x1: x0 + width, y1: top + size * 1.2, size, fontName: 'Helvetica', bold: opts.bold ?? false };
}

/** Words of a line: [text, x] pairs, each pair's text may hold spaces (one word per token, 5 pt apart). */
function line(top: number, cells: [string, number, 'right'?][], bold = false): Word[] {
  const out: Word[] = [];
  for (const [text, x, align] of cells) {
    const tokens = text.split(' ');
    const total = tokens.reduce((n, t) => n + t.length * 5, 0) + (tokens.length - 1) * 3;
    let cursor = align === 'right' ? x - total : x;
    for (const t of tokens) {
      out.push(word(t, cursor, top, { bold }));
      cursor += t.length * 5 + 3;
    }
  }
  return out;
}

function page(words: Word[], rulings: Ruling[] = [], number = 1): PageModel {
  return { number, width: 600, height: 800, words, rulings };
}

const h = (y: number, x0: number, x1: number): Ruling => ({ x0, y0: y, x1, y1: y });
const v = (x: number, y0: number, y1: number): Ruling => ({ x0: x, y0, x1: x, y1 });

/** A ruled grid: vertical lines at xs, horizontal lines at ys. */
function grid(xs: number[], ys: number[]): Ruling[] {
  return [...ys.map((y) => h(y, xs[0], xs[xs.length - 1])), ...xs.map((x) => v(x, ys[0], ys[ys.length - 1]))];
}

describe('lattice steps', () => {
  it('snaps nearly collinear edges and joins touching ones', () => {
    const { h: hs } = toEdges([h(100, 0, 50), h(101.5, 52, 120), h(300, 0, 10)]);
    const snapped = snapEdges(hs, 3);
    expect(snapped.map((e) => e.pos)).toEqual([100.75, 100.75, 300]);
    const joined = joinEdges(snapped, 3, 3);
    expect(joined).toEqual([
      { orientation: 'h', pos: 100.75, start: 0, end: 120 },
      { orientation: 'h', pos: 300, start: 0, end: 10 },
    ]);
  });

  it('finds intersections, cells and tables of a ruled grid', () => {
    const { h: hs, v: vs } = toEdges([...grid([0, 100, 200], [0, 20, 40]), ...grid([0, 50], [300, 320])]);
    const points = findIntersections(hs, vs, 1);
    expect(points).toHaveLength(9 + 4);
    const cells = intersectionsToCells(points);
    expect(cells).toHaveLength(4 + 1);
    const tables = cellsToTables(cells);
    expect(tables.map((t) => t.length)).toEqual([4, 1]);
  });

  it('closes a frameless table with virtual edges where ruled rows end together', () => {
    // rows ruled from x=10 to x=300, inner column rules only: no outer verticals
    const edges: Edge[] = [
      { orientation: 'h', pos: 0, start: 10, end: 300 },
      { orientation: 'h', pos: 20, start: 10, end: 300 },
      { orientation: 'h', pos: 40, start: 10, end: 300 },
    ];
    const inner: Edge[] = [{ orientation: 'v', pos: 150, start: 0, end: 40 }];
    const closed = closeOpenEnds(edges, inner, 3, 50);
    expect(closed.v.map((e) => [e.pos, e.start, e.end])).toEqual([
      [150, 0, 40],
      [10, 0, 20],
      [10, 20, 40],
      [300, 0, 20],
      [300, 20, 40],
    ]);
    // without an inner rule bridging them, lines are not joined (two separate underlines)
    expect(closeOpenEnds(edges, [], 3, 50).v).toEqual([]);
  });
});

describe('detectTables: lattice', () => {
  it('reads a ruled grid into rows of cell texts', () => {
    const words = [
      ...line(4, [['Item', 5], ['Qty', 105], ['Amount', 205]], true),
      ...line(24, [['Widget', 5], ['2', 105], ['10.00', 205]]),
      ...line(44, [['Gadget', 5], ['1', 105], ['5.50', 205]]),
    ];
    const [t] = detectTableStructures(page(words, grid([0, 100, 200, 300], [0, 20, 40, 60])));
    expect(t.kind).toBe('lattice');
    expect(t.bbox).toEqual([0, 0, 300, 60]);
    expect(t.columns).toHaveLength(3);
    expect(t.headerRows).toBe(1);
    expect(t.rows.map((r) => r.cells.map((c) => c?.text ?? ''))).toEqual([
      ['Item', 'Qty', 'Amount'],
      ['Widget', '2', '10.00'],
      ['Gadget', '1', '5.50'],
    ]);
  });

  it('puts a spanning cell at its top-left position and leaves the covered positions empty', () => {
    const rulings = [
      h(0, 0, 300), h(20, 0, 300), h(40, 0, 300), h(60, 0, 300),
      v(0, 0, 60), v(300, 0, 60), v(100, 20, 60), v(200, 20, 60), // row 0 spans all three columns
    ];
    const words = [
      ...line(4, [['Quarterly figures', 110]]),
      ...line(24, [['North', 5], ['12', 105], ['13', 205]]),
      ...line(44, [['South', 5], ['7', 105], ['9', 205]]),
    ];
    const [t] = detectTables(page(words, rulings));
    expect(t.rows).toEqual([
      ['Quarterly figures', '', ''],
      ['North', '12', '13'],
      ['South', '7', '9'],
    ]);
    const [s] = detectTableStructures(page(words, rulings));
    expect(s.rows[0].cells[0]?.colSpan).toBe(3);
    expect(s.rows[0].cells[1]).toBeNull();
  });

  it('joins the lines of a multi-line cell with spaces', () => {
    const words = [
      ...line(4, [['Description', 5], ['Amount', 205]]),
      ...line(24, [['Consulting services', 5], ['1,200.00', 205]]),
      ...line(36, [['for March', 5]]),
    ];
    const [t] = detectTables(page(words, grid([0, 200, 300], [0, 20, 50])));
    expect(t.rows[1]).toEqual(['Consulting services for March', '1,200.00']);
  });

  it('skips lattice detection on pages with more rulings than maxRulings (vector art, hostile files)', () => {
    const hatching: Ruling[] = [];
    for (let i = 0; i < 3000; i++) hatching.push(h(i * 0.2, 0, 500), v(i * 0.2, 0, 500));
    const words = [...line(4, [['Item', 5], ['Qty', 105]]), ...line(24, [['A', 5], ['1', 105]])];
    expect(detectTables(page(words, [...grid([0, 100, 200], [0, 20, 40]), ...hatching]))).toEqual([]);
    expect(detectTables(page(words, grid([0, 100, 200], [0, 20, 40])), { maxRulings: 3 })).toEqual([]);
  });

  it('leaves a single boxed paragraph alone (one cell is not a table)', () => {
    const words = line(10, [['Payment within 30 days', 10]]);
    expect(detectTables(page(words, grid([0, 300], [0, 30])))).toEqual([]);
  });
});

/** An unruled invoice-like table: description left-aligned, numbers right-aligned. */
function streamWords(top = 100, rows: [string, string, string][] = [['Widget', '2', '10.00'], ['Gadget', '1', '5.50'], ['Sprocket', '10', '120.00']]): Word[] {
  const words = line(top, [['Description', 50], ['Qty', 300, 'right'], ['Amount', 450, 'right']], true);
  rows.forEach(([d, q, a], i) => words.push(...line(top + 15 * (i + 1), [[d, 50], [q, 300, 'right'], [a, 450, 'right']])));
  return words;
}

describe('detectTables: stream', () => {
  it('finds columns from alignment and reads the rows', () => {
    const words = [...line(40, [['ACME Ltd, 1 Main Street, Springfield, invoice for services rendered', 50]]), ...streamWords()];
    const [t] = detectTableStructures(page(words));
    expect(t.kind).toBe('stream');
    expect(t.headerRows).toBe(1);
    expect(t.columns).toHaveLength(3);
    expect(t.rows.map((r) => r.cells.map((c) => c?.text ?? ''))).toEqual([
      ['Description', 'Qty', 'Amount'],
      ['Widget', '2', '10.00'],
      ['Gadget', '1', '5.50'],
      ['Sprocket', '10', '120.00'],
    ]);
    // the prose line above is not part of the table
    expect(t.bbox[1]).toBeCloseTo(100, 5);
  });

  it('column gaps come from the x-ranges no segment covers', () => {
    const lines = segmentLines(streamWords(), DEFAULT_TABLE_SETTINGS);
    const gaps = findColumnGaps(lines, DEFAULT_TABLE_SETTINGS);
    expect(gaps).toHaveLength(2);
    expect(gaps[0].x0).toBeGreaterThanOrEqual(105); // after "Description"
    expect(gaps[0].x1).toBeLessThanOrEqual(285); // before "Qty"
  });

  it('merges a wrapped description line into its row', () => {
    const words = streamWords(100, [['Widget', '2', '10.00'], ['Consulting services for the', '1', '500.00'], ['Sprocket', '10', '120.00']]);
    words.push(...line(146, [['month of March', 50]])); // continuation below row 2, pushes the rest down
    for (const w of words) if (w.y0 > 140 && w.text !== 'month' && w.text !== 'of' && w.text !== 'March') {
      w.y0 += 15;
      w.y1 += 15;
    }
    const [t] = detectTables(page(words));
    expect(t.rows).toEqual([
      ['Description', 'Qty', 'Amount'],
      ['Widget', '2', '10.00'],
      ['Consulting services for the month of March', '1', '500.00'],
      ['Sprocket', '10', '120.00'],
    ]);
  });

  it('keeps a section title row that is not a continuation', () => {
    const words = streamWords(100, [['Widget', '2', '10.00'], ['Gadget', '1', '5.50'], ['Sprocket', '10', '120.00']]);
    words.push(...line(160, [['Services', 50]]), ...line(175, [['Support', 50], ['1', 300, 'right'], ['80.00', 450, 'right']]));
    const [t] = detectTables(page(words));
    expect(t.rows.map((r) => r[0])).toEqual(['Description', 'Widget', 'Gadget', 'Sprocket', 'Services', 'Support']);
  });

  it('drops a header row printed again inside the table', () => {
    const words = streamWords(100);
    words.push(...line(160, [['Description', 50], ['Qty', 300, 'right'], ['Amount', 450, 'right']], true));
    words.push(...line(175, [['Bolt', 50], ['4', 300, 'right'], ['2.00', 450, 'right']]));
    const [t] = detectTables(page(words));
    expect(t.rows.map((r) => r[0])).toEqual(['Description', 'Widget', 'Gadget', 'Sprocket', 'Bolt']);
  });

  it('honours explicit areas and column separators', () => {
    const words = streamWords(100);
    const [t] = detectTables(page(words), { areas: [[40, 95, 460, 200]], columns: [200, 380] });
    expect(t.rows[1]).toEqual(['Widget', '2', '10.00']);
  });

  it('cuts a region where the column structure changes (address block above the items)', () => {
    const words: Word[] = [];
    // a key/value block whose gap (x 80–92) lies where the item table has text
    const blocks = [['Order', 'A-1234 placed online by Anna Smith'], ['Date', '1 May 2024, delivered 3 May 2024'], ['Ship', 'Main Street 1, 12345 Springfield']];
    blocks.forEach(([a, b], i) => words.push(...line(60 + 14 * i, [[a, 50], [b, 92]])));
    words.push(...streamWords(110)); // columns at 50 / ~300 / ~450, 11 pt further down than the usual spacing
    const tables = detectTables(page(words));
    expect(tables).toHaveLength(2);
    expect(tables[1].rows[0]).toEqual(['Description', 'Qty', 'Amount']);
  });

  it('does not report two-column prose or a lone label/value pair as a table', () => {
    const prose: Word[] = [];
    for (let i = 0; i < 6; i++) {
      prose.push(...line(100 + 12 * i, [['the quick brown fox jumps over the lazy dog again', 50], ['and the text of the second column goes on here', 320]]));
    }
    prose.push(...line(300, [['Invoice no.', 50], ['2024-17', 320]]));
    expect(detectTables(page(prose))).toEqual([]);
  });
});

describe('detectTables: text printed sideways', () => {
  it('turns a page whose text runs bottom to top, detects, and gives the bbox in page coordinates', () => {
    // An upright table, then each point (x, y) turned a quarter anticlockwise onto an 800 × 600 page.
    const upright = page(streamWords(100));
    const words: Word[] = upright.words.map((w) => ({ ...w, x0: w.y0, x1: w.y1, y0: 600 - w.x1, y1: 600 - w.x0, dir: 270 }));
    const [t] = detectTables({ number: 1, width: 800, height: 600, words, rulings: [] });
    expect(t.rows[1]).toEqual(['Widget', '2', '10.00']);
    const [u] = detectTables(upright);
    expect(t.bbox[0]).toBeCloseTo(u.bbox[1], 5);
    expect(t.bbox[2]).toBeCloseTo(u.bbox[3], 5);
    expect(t.bbox[1]).toBeCloseTo(600 - u.bbox[2], 5);
    expect(t.bbox[3]).toBeCloseTo(600 - u.bbox[0], 5);
  });
});

describe('row steps', () => {
  const cell = (text: string) => ({ text, words: text ? [word(text, 0, 0)] : [], colSpan: 1, rowSpan: 1 });
  const table = (rows: string[][], headerRows = 1): TableStructure => ({
    page: 1,
    bbox: [0, 0, 100, 100],
    kind: 'stream',
    columns: rows[0].map((_, k) => ({ x0: k * 10, x1: k * 10 + 9 })),
    rows: rows.map((r, i) => ({ y0: i * 10, y1: i * 10 + 8, cells: r.map(cell) })),
    headerRows,
  });
  const texts = (t: TableStructure) => t.rows.map((r) => r.cells.map((c) => c?.text ?? ''));

  it('mergeWrappedRows: lower-case continuation joins the row above; a label above bottom-aligned values joins the row below', () => {
    const t = table([
      ['Item', 'Amount'],
      ['Consulting for', '100'],
      ['the month', ''],
      ['Travel costs', ''],
      ['', '50'],
    ]);
    expect(texts(mergeWrappedRows(t))).toEqual([
      ['Item', 'Amount'],
      ['Consulting for the month', '100'],
      ['Travel costs', '50'],
    ]);
  });

  it('dropRepeatedHeaders removes reprinted header rows only', () => {
    const t = table([['Item', 'Amount'], ['A', '1'], ['Item', 'Amount'], ['B', '2']]);
    expect(texts(dropRepeatedHeaders(t))).toEqual([['Item', 'Amount'], ['A', '1'], ['B', '2']]);
  });

  it('isNumericText knows number formats and placeholders', () => {
    for (const t of ['1,234.56', '1.234,56', '1 234,56', '(12)', '12%', '€5', '-', 'n/a', '100 000']) expect(isNumericText(t)).toBe(true);
    for (const t of ['Widget', 'Q1 2010 total', '12 apples']) expect(isNumericText(t)).toBe(false);
  });
});

describe('joinContinuedTables', () => {
  const t = (page: number, y0: number, y1: number, rows: string[][]): ExtractedTable => ({ page, bbox: [50, y0, 500, y1], rows });

  it('joins a table continued at the top of the next page and drops the repeated header', () => {
    const tables = [
      t(1, 100, 200, [['Intro', 'x']]),
      t(1, 500, 780, [['Item', 'Amount'], ['A', '1'], ['B', '2']]),
      t(2, 40, 200, [['Item', 'Amount'], ['C', '3']]),
      t(3, 400, 500, [['Other', 'y'], ['p', 'q']]),
    ];
    const joined = joinContinuedTables(tables, new Map([[1, 800], [2, 800], [3, 800]]));
    expect(joined).toHaveLength(3);
    expect(joined[1].page).toBe(1);
    expect(joined[1].rows).toEqual([['Item', 'Amount'], ['A', '1'], ['B', '2'], ['C', '3']]);
    // the table on page 3 starts mid-page after page 2's table: not a continuation
    expect(joined[2].rows[0]).toEqual(['Other', 'y']);
  });

  it('does not join tables with different column counts or with a table between them', () => {
    expect(joinContinuedTables([t(1, 500, 780, [['a', 'b']]), t(2, 40, 100, [['a', 'b', 'c']])])).toHaveLength(2);
    expect(
      joinContinuedTables([t(1, 500, 780, [['a', 'b']]), t(2, 40, 100, [['x', 'y']]), t(2, 300, 400, [['a', 'b']])], new Map([[1, 800], [2, 800]])),
    ).toHaveLength(2);
  });

  it('joins structures as well, keeping the first part’s header', () => {
    const first = detectTableStructures(page(streamWords(600), [], 1));
    const secondWords = streamWords(40, [['Bolt', '4', '2.00'], ['Nut', '8', '1.00'], ['Washer', '9', '0.50']]);
    const second = detectTableStructures(page(secondWords, [], 2));
    const joined = joinContinuedStructures([...first, ...second], new Map([[1, 800], [2, 800]]));
    expect(joined).toHaveLength(1);
    expect(joined[0].rows.map((r) => r.cells[0]?.text)).toEqual(['Description', 'Widget', 'Gadget', 'Sprocket', 'Bolt', 'Nut', 'Washer']);
  });
});
