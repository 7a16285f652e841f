/**
 * Table rules found by the nineteenth table round (public election-result sheets, bank statements, parser sample
 * pages, scored under the ICDAR 2013 per-table rule), each on invented pages: the layouts that failed, and
 * look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables, joinContinuedTables } from '../src/tables/index.js';
import type { Ruling, Word } from '../src/types.js';
import { line, page } from './support/table-pages.js';

// a results sheet: a label column and four right-aligned count columns
const xs: [number, 'right'?][] = [[60], [300, 'right'], [380, 'right'], [460, 'right'], [540, 'right']];
const cells = (r: string[]) => r.map((t, k): [string, number, 'right'?] => [t, xs[k]![0], xs[k]![1]]);
const rowsAt = (rows: string[][], top: number, pitch = 14): Word[] => rows.flatMap((r, i) => line(top + i * pitch, cells(r)));
const header = ['', 'Ward A', 'Ward B', 'Ward C', 'Total'];
const body = [
  ['Harbour levy', '412', '388', '517', '1317'],
  ['Bridge repairs', '233', '301', '276', '810'],
  ['Library hours', '98', '143', '120', '361'],
  ['Blank ballots', '17', '22', '9', '48'],
  ['Ballots cast', '760', '854', '922', '2536'],
];
/** title lines centred on x = 300, the centre of the sheet's rules (50…550) */
const titles = (top: number, texts: string[], pitch = 14) => texts.flatMap((t, i) => line(top + i * pitch, [[t, 300 - (t.length * 5 + (t.split(' ').length - 1) * 3) / 2]]));

describe('title lines centred above a table, a blank line over its first row', () => {
  const titleTexts = ['BOROUGH OF ASHCOMBE', 'SPECIAL MEETING 14 MARCH', 'UNOFFICIAL TALLY'];

  // a spreadsheet printed with its gridlines: a rule under every row across the sheet, column rules from the
  // column labels down, the titles in rows of their own above an empty row
  const pitch = 14;
  const edges = [50, 230, 310, 390, 470, 550];
  const sheet = (rows: number, labelRow: number): Ruling[] => {
    const out: Ruling[] = [];
    for (let i = 0; i <= rows; i++) out.push({ x0: 50, y0: 52 + i * pitch, x1: 550, y1: 52 + i * pitch });
    out.push({ x0: 50, y0: 52, x1: 50, y1: 52 + rows * pitch }, { x0: 550, y0: 52, x1: 550, y1: 52 + rows * pitch });
    for (const x of edges.slice(1, -1)) out.push({ x0: x, y0: 52 + labelRow * pitch, x1: x, y1: 52 + rows * pitch });
    return out;
  };
  const more = [
    ['Park lighting', '301', '276', '199', '776'],
    ['Road gritting', '187', '240', '201', '628'],
    ['School meals', '402', '377', '455', '1234'],
  ];

  it('drops the titles from a ruled sheet, so the next page’s part joins it', () => {
    const p1 = page([...titles(53, titleTexts), ...rowsAt([header, ...body], 53 + 4 * pitch, pitch)], sheet(4 + 1 + body.length, 4), 1);
    const p2 = page(rowsAt([header, ...more], 53, pitch), sheet(1 + more.length, 0), 2);
    const one = detectTables(p1);
    expect(one).toHaveLength(1);
    expect(one[0]!.rows).toEqual([header, ...body]);
    const joined = joinContinuedTables([...one, ...detectTables(p2)], new Map([[1, 800], [2, 800]]));
    expect(joined).toHaveLength(1);
    expect(joined[0]!.rows).toEqual([header, ...body, ...more]);
  });

  it('must not: a group label right above the column labels stays a header row', () => {
    const group = line(100, [['Votes by ward', 380]]);
    const ts = detectTables(page([...group, ...rowsAt([header, ...body], 112)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[0]![0]).toBe('');
    expect(ts[0]!.rows.flat()).toContain('Votes by ward');
  });
});

describe('tables stacked in one region, each under title lines of its own', () => {
  // a results sheet: contest after contest, each a title line, a row of column labels and rows of figures
  const contest = (title: string, labels: string[], names: string[], seed: number) => ({
    title,
    header: ['', ...labels],
    rows: names.map((n, i) => [n, ...labels.map((_, k) => String(100 + ((seed * 31 + i * 17 + k * 53) % 800)))]),
  });
  const first = contest('HARBOUR BOARD', ['Keel', 'Marsh', 'Oakes', 'Total'], ['North ward', 'South ward', 'East ward', 'West ward', 'All wards'], 1);
  const second = contest('WATER BOARD', ['Pryor', 'Quill', 'Total'], ['North ward', 'South ward', 'East ward', 'West ward', 'All wards'], 2);
  const third = contest('PARKS BOARD', ['Keel', 'Marsh', 'Oakes', 'Total'], ['North ward', 'South ward', 'East ward', 'West ward', 'All wards'], 3);
  const colX = [60, 300, 380, 460, 540];
  const draw = (cs: ReturnType<typeof contest>[], pitch = 14): { words: Word[]; rulings: Ruling[] } => {
    const words: Word[] = [];
    const rulings: Ruling[] = [];
    let y = 60;
    for (const c of cs) {
      for (const r of [[c.title], c.header, ...c.rows]) {
        words.push(...line(y + 2, r.map((t, k): [string, number, 'right'?] => (k === 0 ? [t, colX[0]!] : [t, colX[k]!, 'right']))));
        rulings.push({ x0: 50, y0: y, x1: 550, y1: y });
        y += pitch;
      }
    }
    rulings.push({ x0: 50, y0: y, x1: 550, y1: y }, { x0: 50, y0: 60, x1: 50, y1: y }, { x0: 550, y0: 60, x1: 550, y1: y });
    for (const x of [230, 310, 390, 470]) rulings.push({ x0: x, y0: 60, x1: x, y1: y });
    return { words, rulings };
  };
  const labelsOf = (ts: { rows: string[][] }[]) => ts.map((t) => t.rows.find((r) => r[0] === '' && r.slice(1).some((c) => /[A-Za-z]/.test(c)))?.filter(Boolean));

  it('cuts a ruled sheet before each contest’s title, whether its labels are new or repeat the first', () => {
    const { words, rulings } = draw([first, second, third]);
    const ts = detectTables(page(words, rulings));
    expect(ts).toHaveLength(3);
    expect(labelsOf(ts)).toEqual([first.header.slice(1), second.header.slice(1), third.header.slice(1)]);
    expect(ts[1]!.rows.map((r) => r[0])).toEqual([second.title, '', ...second.rows.map((r) => r[0])]);
    expect(ts[2]!.rows.slice(2)).toEqual(third.rows);
  });

  it('cuts the same contests printed without rules', () => {
    const { words } = draw([first, second, third]);
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(3);
    expect(labelsOf(ts)).toEqual([first.header.slice(1), second.header.slice(1), third.header.slice(1)]);
  });

  it('must not: a section heading between rows of figures, under one header, stays in the table', () => {
    const { words, rulings } = draw([{ ...first, rows: [...first.rows, ['SECOND ROUND', '', '', '', ''], ...second.rows.map((r) => [...r, '0'])] }]);
    const ts = detectTables(page(words, rulings));
    expect(ts).toHaveLength(1);
  });
});

describe('blocks of rows set apart under section headings, with the same columns', () => {
  // a results sheet without rules: a heading line, rows of figures, a blank line, the next heading …
  const colX: [number, 'right'?][] = [[60], [300, 'right'], [370, 'right'], [440, 'right'], [510, 'right']];
  const row = (r: string[], top: number) => line(top, r.map((t, k): [string, number, 'right'?] => [t, colX[k]![0], colX[k]![1]]));
  const blocks = [
    { heading: 'HARBOUR MASTER', rows: [['Ada Keel', '412', '388', '517', '1317'], ['Ben Marsh', '233', '301', '276', '810'], ['Blanks', '17', '22', '9', '48']] },
    { heading: 'WATER BOARD', rows: [['Cy Pryor', '98', '143', '120', '361'], ['Di Quill', '187', '240', '201', '628'], ['Blanks', '21', '19', '30', '70']] },
    { heading: 'PARKS LEVY', rows: [['Yes', '301', '276', '199', '776'], ['No', '402', '377', '455', '1234'], ['Blanks', '11', '8', '14', '33']] },
  ];
  const draw = (gapLines: number) => {
    const words: Word[] = [];
    let y = 80;
    for (const b of blocks) {
      words.push(...line(y, [[b.heading, 60]]));
      y += 14 * gapLines;
      for (const r of b.rows) {
        words.push(...row(r, y));
        y += 14;
      }
      y += 14 * gapLines;
    }
    return words;
  };

  it('reads the blocks and the headings between them as one table', () => {
    const ts = detectTables(page(draw(2)));
    expect(ts).toHaveLength(1);
    const flat = ts[0]!.rows.map((r) => r[0]);
    expect(flat).toEqual(expect.arrayContaining(['WATER BOARD', 'PARKS LEVY', 'Ada Keel', 'Cy Pryor', 'Yes']));
    expect(ts[0]!.rows.slice(-3)).toEqual(blocks[2]!.rows);
  });

  it('joins them when a sub-heading over the figures widens the first block’s columns', () => {
    // each value column headed "Votes cast" over its right-aligned figures, in the first block only
    const sub = row(['', 'Votes cast', 'Votes cast', 'Votes cast', 'Votes cast'], 80 + 14 * 2);
    const words = draw(2).filter((w) => !(w.text === 'HARBOUR' || w.text === 'MASTER'));
    const shifted = words.map((w) => (w.y0 >= 80 + 14 * 2 ? { ...w, y0: w.y0 + 14, y1: w.y1 + 14 } : w));
    const ts = detectTables(page([...sub, ...shifted]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.slice(-3)).toEqual(blocks[2]!.rows);
  });

  it('must not: blocks of other columns stay tables of their own', () => {
    const words = draw(2).filter((w) => !(w.y0 > 250 && w.x0 > 420));
    const ts = detectTables(page(words));
    expect(ts.length).toBeGreaterThan(1);
  });

  it('must not: a caption between two blocks keeps them apart', () => {
    const words = draw(2).map((w) => (w.text === 'PARKS' ? { ...w, text: 'Table' } : w.text === 'LEVY' ? { ...w, text: '2' } : w));
    const ts = detectTables(page(words));
    expect(ts.length).toBeGreaterThan(1);
  });
});
