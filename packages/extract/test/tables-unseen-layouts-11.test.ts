/**
 * Table rules found by the eleventh round (the generated table benchmark's worst documents and real table documents
 * from public test suites, scored under the ICDAR 2013 per-table rule), each on invented pages: the layouts that
 * failed, and look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables, resolveSettings } from '../src/tables/index.js';
import { segmentLines } from '../src/tables/stream.js';
import { buildLines } from '../src/layout/lines.js';
import type { Ruling, Word } from '../src/types.js';
import { line, page, word } from './support/table-pages.js';

/** A dot leader's dots set as words two points wide at a four-point pitch, from `from` up to `to` (the last dot's right edge at most `to`). */
function leader(top: number, from: number, to: number): Word[] {
  const out: Word[] = [];
  // the dots stand on one pitch across the rows, as a typesetter's leader does
  for (let x = Math.ceil(from / 4) * 4; x + 2 <= to; x += 4) out.push({ ...word('.', x, top), x1: x + 2 });
  return out;
}

describe('a dot leader running to a value set at its column\'s left edge', () => {
  // labels with dot leaders towards the first value column, whose values stand at the column's left edge three
  // points after the last dot (less than a column gap, less than a segment gap): label, leader and value were one
  // segment, so the first value column was read into the label column ("Audit (2)")
  const labels = ['Office rent', 'Cleaning', 'Legal fees', 'Postage and parcels', 'Travel', 'Repairs'];
  const firsts = ['(2)', '5', '(15)', '7', '–', '0'];
  const seconds = ['75', '16', '908', '(323)', '935', '477'];
  const thirds = ['352.772', '73.721', '212.068', '97.164', '283.850', '110.831'];
  const valueX = 181;
  const top = 100;
  const header = line(top, [['Expense', 60], ['Prior', valueX], ['Change', 250, 'right'], ['Total', 330, 'right']], true);
  const body = labels.flatMap((label, i) => {
    const y = top + 15 * (i + 1);
    const words = line(y, [[label, 60], [firsts[i]!, valueX], [seconds[i]!, 250, 'right'], [thirds[i]!, 330, 'right']]);
    const labelEnd = Math.max(...words.filter((w) => w.x1 < valueX).map((w) => w.x1));
    return [...words, ...leader(y, labelEnd + 3, valueX - 3)];
  });
  const rows = [['Expense', 'Prior', 'Change', 'Total'], ...labels.map((l, i) => [l, firsts[i], seconds[i], thirds[i]])];

  it('reads the value after the leader as the next column', () => {
    const ts = detectTables(page([...header, ...body]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rows);
  });

  it('with the leader step off (leaderMinDots 0) the value stays with its label', () => {
    const ts = detectTables(page([...header, ...body]), { leaderMinDots: 0 });
    expect(ts[0]!.rows).not.toEqual(rows);
  });

  it('an ellipsis of three dots in running text does not cut its line', () => {
    const y = 400;
    const words = [word('and', 60, y), word('so', 80, y), ...leader(y, 92, 104), word('on', 107, y), word('again', 122, y)];
    const lines = segmentLines(words, resolveSettings({}));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.segments).toHaveLength(1);
  });

  it('a label ending in a leader on one or two rows makes no column of its own', () => {
    // two rows with a leader before a word set close after it, the other rows plain text of one column: no table
    const y = 500;
    const words = [
      ...line(y, [['Notes on the', 60]]), ...leader(y, 120, 150), ...line(y, [['accounts', 153]]),
      ...line(y + 12, [['Basis of', 60]]), ...leader(y + 12, 104, 150), ...line(y + 12, [['preparation', 153]]),
      ...line(y + 24, [['The figures are stated in thousands unless a note says otherwise', 60]]),
      ...line(y + 36, [['and were prepared on the going concern basis throughout', 60]]),
    ];
    expect(detectTables(page(words))).toHaveLength(0);
  });
});

describe('amounts of two columns, each with its currency sign, a word space apart', () => {
  // two value columns set at their cells' left edges with a narrow gap, each amount with its sign ("€ 4.665" then
  // "€ 73,6"): the space between the columns is a plain word space, so both amounts were one segment and one cell
  const labels = ['Rent', 'Depreciation', 'Salaries', 'Training', 'Telephone', 'Postage'];
  const firsts = ['€ 4.665', '€ 3.437', '€ 515', '€ 9.789', '€ 7.903', '€ 402'];
  const seconds = ['€ 73,6', '€ 43,9', '€ 46,1', '€ 9,8', '€ 51,9', '€ 72,1'];
  const thirds = ['74,6%', '19,3%', '33,5%', '57,7%', '69,8%', '68,3%'];
  const top = 100;
  const rowOf = (y: number, cells: string[], bold = false) =>
    line(y, [[cells[0]!, 60], [cells[1]!, 200], [cells[2]!, 236], [cells[3]!, 330, 'right']], bold);
  const header = rowOf(top, ['Item', 'Share', 'Prior', 'Growth'], true);
  const body = labels.flatMap((l, i) => rowOf(top + 15 * (i + 1), [l, firsts[i]!, seconds[i]!, thirds[i]!]));
  const rows = [['Item', 'Share', 'Prior', 'Growth'], ...labels.map((l, i) => [l, firsts[i], seconds[i], thirds[i]])];

  it('reads each signed amount into its own column', () => {
    const ts = detectTables(page([...header, ...body]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(rows);
  });

  it('signs after the amounts ("4.665 € 73,6 €") are cut after each sign but the last', () => {
    const words = line(300, [['4.665 €', 200], ['73,6 €', 236]]);
    const segs = segmentLines(words, resolveSettings({}))[0]!.segments.map((g) => g.words.map((w) => w.text).join(' '));
    expect(segs).toEqual(['4.665 €', '73,6 €']);
  });

  it('a range in words ("from € 10 to € 15") and signs on both sides of the numbers stay one segment', () => {
    for (const text of ['from € 10 to € 15', '€ 10 € € 15 €']) {
      const segs = segmentLines(line(300, [[text, 200]]), resolveSettings({}))[0]!.segments;
      expect(segs).toHaveLength(1);
    }
  });
});

describe('a one-row ruled total band under a ruled table', () => {
  // a ruled grid of districts and a grand total printed in a ruled box of its own a few points below, on the same
  // column edges: one-row grids are not reported (latticeMinRows 2), so the grand total was lost
  const xs = [50, 150, 250, 350, 450];
  const grid = (ys: number[], x = xs): Ruling[] => [
    ...ys.map((y) => ({ x0: x[0]!, y0: y, x1: x[x.length - 1]!, y1: y })),
    ...x.map((xx) => ({ x0: xx, y0: ys[0]!, x1: xx, y1: ys[ys.length - 1]! })),
  ];
  const rowYs = [100, 116, 132, 148, 164];
  const cells = [
    ['District', 'Towns', 'Seats', 'Voters'],
    ['Northdale', '12', '31', '40.512'],
    ['Eastmoor', '9', '22', '28.004'],
    ['Southby', '15', '40', '51.870'],
  ];
  const bandYs = [170, 186];
  const total = ['Region', '36', '93', '120.386'];
  const words = (rows: string[][], ys: number[], x = xs) => rows.flatMap((r, i) => r.flatMap((t, k) => line(ys[i]! + 3, [[t, x[k]! + 4]])));

  it('is a table of its own', () => {
    const ts = detectTables(page([...words(cells, rowYs), ...words([total], bandYs)], [...grid(rowYs), ...grid(bandYs)]));
    expect(ts.map((t) => t.rows)).toEqual([cells, [total]]);
  });

  it('a lone ruled box of one row, a band on other column edges, or one far below the table, is not', () => {
    expect(detectTables(page(words([total], bandYs), grid(bandYs)))).toHaveLength(0);
    const other = [50, 120, 300, 450];
    const shifted = ['Region', '36', '120.386'];
    const ts = detectTables(page([...words(cells, rowYs), ...words([shifted], bandYs, other)], [...grid(rowYs), ...grid(bandYs, other)]));
    expect(ts.map((t) => t.rows)).toEqual([cells]);
    // the same band far below the table (a boxed figure further down the page)
    const far = [400, 416];
    const apart = detectTables(page([...words(cells, rowYs), ...words([total], far)], [...grid(rowYs), ...grid(far)]));
    expect(apart.map((t) => t.rows)).toEqual([cells]);
  });

  it('a band whose cells hold runs of values apart is no total band', () => {
    const runs = ['Region 36', '93   120.386   7', '1', '2'];
    const spaced = runs.flatMap((t, k) => line(bandYs[0]! + 3, t.split(/ {3}/).map((p, j): [string, number] => [p, xs[k]! + 4 + 40 * j])));
    const ts = detectTables(page([...words(cells, rowYs), ...spaced], [...grid(rowYs), ...grid(bandYs)]));
    expect(ts.map((t) => t.rows)).toEqual([cells]);
  });
});

describe('a grid of marks in one page column beside ragged running text', () => {
  // two page columns of ragged running text (no justified edge, paragraphs ending in short lines, so no run of
  // column text is recognised), a grid of marks in the right column: the page was one region, mostly text, with
  // no table as a whole, and the grid was lost
  const SIZE = 9;
  const text = (y: number, x: number, t: string, right = false): Word[] => {
    const toks = t.split(' ');
    const widths = toks.map((k) => k.length * SIZE * 0.5);
    const total = widths.reduce((a, b) => a + b, 0) + (toks.length - 1) * SIZE * 0.28;
    let c = right ? x - total : x;
    return toks.map((tok, i) => {
      const w: Word = { text: tok, x0: c, x1: c + widths[i]!, y0: y, y1: y + SIZE * 1.2, size: SIZE, fontName: 'Helvetica', bold: false };
      c += widths[i]! + SIZE * 0.28;
      return w;
    });
  };
  const prose = [
    'The survey was sent to every district office in the spring', 'and most of them answered within a month of the request.',
    'Offices that did not answer were reminded twice by post', 'and once by telephone before the closing date of the survey.',
    'The figures in the table were checked against the returns', 'of the previous year and corrected where they differed.',
    'Where an office reported a range the middle of it was used', 'and the range itself is given in the notes to the table.',
    'Small offices often keep no separate record of their cases', 'so their figures were estimated from the annual accounts.',
    'Readers should keep in mind that the groups were changed', 'in this edition and are not always comparable with before.',
  ];
  const grid = [
    ['Group', 'Funded', 'Private', 'None'],
    ['Children', '*', '*', ''],
    ['Women', '*', '', ''],
    ['The elderly', '', '*', ''],
    ['Migrants', '*', '*', ''],
    ['Refugees', '', '', '*'],
  ];
  const left = Array.from({ length: 40 }, (_, i) => text(100 + 12 * i, 50, prose[i % prose.length]!)).flat();
  const marks = grid.flatMap((r, i) => {
    const y = 104 + 16 * i;
    return [...text(y, 330, r[0]!), ...[1, 2, 3].flatMap((k) => (r[k] ? text(y, [440, 500, 550][k - 1]!, r[k]!, true) : []))];
  });
  // the right column's paragraphs under the grid: a full line, then the paragraph's short last line
  const right = Array.from({ length: 24 }, (_, i) => text(208 + 12 * i, 330, i % 2 ? 'as before.' : prose[i % prose.length]!.slice(0, 48))).flat();

  it('finds the grid in its page column', () => {
    const ts = detectTables(page([...left, ...marks, ...right]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(grid);
  });

  it('with the step off (pageColumnGutterEm 0) nothing is found', () => {
    expect(detectTables(page([...left, ...marks, ...right]), { pageColumnGutterEm: 0 })).toHaveLength(0);
  });

  it('the two page columns of text alone give no table', () => {
    const below = Array.from({ length: 30 }, (_, i) => text(100 + 12 * i, 330, i % 2 ? 'as before.' : prose[i % prose.length]!.slice(0, 48))).flat();
    expect(detectTables(page([...left, ...below]))).toHaveLength(0);
  });
});

describe('a list of options behind checkboxes drawn from a symbol font', () => {
  // each option behind a checkbox glyph that has no character (no text, control or private-use codes): such a
  // list was reported as a table of an empty first column and the options
  const options = ['Yes, at the national level', 'Yes, at the regional level', 'Yes, at the local level', 'No'];
  for (const [name, glyph] of [['two control codes', '\u0084\u0084'], ['a private-use code', '\uf06f'], ['no text', '']] as const) {
    it(`is no table (${name})`, () => {
      const words = options.flatMap((t, i) => [{ ...word('x', 60, 300 + 15 * i), text: glyph, x1: 70 }, ...line(300 + 15 * i, [[t, 80]])]);
      expect(detectTables(page(words))).toHaveLength(0);
    });
  }
  it('a first column of codes is no checkbox list', () => {
    const words = options.flatMap((t, i) => line(300 + 15 * i, [[`A${i + 1}`, 60], [t, 90]]));
    expect(detectTables(page(words))).toHaveLength(1);
  });
});

describe('a tall bracket of a formula in the other page column', () => {
  // a tightly set table in the left page column; in the right column a displayed formula whose equation number in
  // tall brackets ("(7)", half again as high as its font size) stands between two table rows: the line it joined
  // grew over the next row, and two table rows were read as one line ("pH Initial load")
  const rows = [
    ['Factor', 'Code', 'Low', 'High'],
    ['Temperature', 'x1', '25', '35'],
    ['Acidity', 'x2', '4', '8'],
    ['Initial load', 'x3', '4', '8'],
    ['Grain size', 'x4', '50', '150'],
  ];
  const pitch = 12.5;
  const table = rows.flatMap((r, i) => line(100 + pitch * i, [[r[0]!, 50], [r[1]!, 150], [r[2]!, 220, 'right'], [r[3]!, 270, 'right']]));
  const bracket: Word = { ...word('(7)', 520, 100 + pitch * 2 + 3.5), y1: 100 + pitch * 2 + 3.5 + 15 };
  const formula = line(100 + pitch * 2 + 2, [['E = k t', 360]]);

  it('stays two rows', () => {
    const lines = segmentLines([...table, ...formula, bracket], resolveSettings({}));
    expect(lines.map((l) => l.words.filter((w) => w.x0 < 300).map((w) => w.text).join(' '))).toEqual(rows.map((r) => r.join(' ')));
    const ts = detectTables(page([...table, ...formula, bracket]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.map((r) => r.slice(0, 4))).toEqual(rows);
  });

  it('with the step off (tallWordRatio Infinity) the rows merge', () => {
    const lines = buildLines([...table, ...formula, bracket], { tallWordRatio: Infinity });
    expect(lines.some((l) => l.text.includes('Acidity') && l.text.includes('Initial'))).toBe(true);
  });

  it('the bracket still joins the line of its formula', () => {
    const lines = segmentLines([...formula, bracket], resolveSettings({}));
    expect(lines).toHaveLength(1);
  });
});

describe('a long row label running into a narrow gap, the next cell set at its column\'s left edge', () => {
  // a unit column set left after a narrow gap (0.6 em, less than a segment gap): one long label reaches past the
  // gap's middle and its unit follows that narrow gap later, where the unit column starts; that row's label and
  // unit were one segment and one cell
  const labels = ['Staff', 'Postage', 'Audit', 'Repairs', 'Training', 'Rent of the offices and stores', 'Cleaning', 'Travel', 'Legal fees'];
  const units = ['persons', 'units', 'EUR m', 'units', 'persons', 'EUR m', 'units', 'persons', 'EUR m'];
  const longEnd = Math.max(...line(0, [[labels[5]!, 60]]).map((w) => w.x1));
  const unitX = longEnd + 6;
  const rows = labels.map((l, i) => [l, units[i]!, `${(i * 7) % 10}.${i}`, `${100 + i * 37}`]);
  const header = ['Expense', 'Unit', 'Rate', 'Total'];
  const cells = (r: string[]): [string, number, 'right'?][] => [[r[0]!, 60], [r[1]!, unitX], [r[2]!, unitX + 90, 'right'], [r[3]!, unitX + 150, 'right']];
  const words = [...line(100, cells(header), true), ...rows.flatMap((r, i) => line(115 + 15 * i, cells(r)))];

  it('reads the unit into its column', () => {
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([header, ...rows]);
  });

  it('a line of one text running past the gap (a note) is not cut at the column\'s left edge', () => {
    const note = 'Figures of the two';
    const noteWidth = Math.max(...line(0, [[note, 0]]).map((w) => w.x1));
    const noteWords = [...line(115 + 15 * rows.length, [[note, longEnd - noteWidth]]), word('offices', unitX, 115 + 15 * rows.length)];
    const ts = detectTables(page([...words, ...noteWords]));
    expect(ts[0]!.rows.flat()).not.toContain('offices');
  });
});
