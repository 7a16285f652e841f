/**
 * Table rules found by the twenty-eighth table round (tables28: timetables, price lists, financial statements, bank
 * statements, payslips, datasheets, scored under the ICDAR 2013 per-table rule), each on invented pages: the layouts
 * that failed, and look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables } from '../src/tables/index.js';
import type { Word } from '../src/types.js';
import { line, page, word } from './support/table-pages.js';

describe('a grid of figures set one space apart', () => {
  // a bus timetable: stops down the left, four-digit times at a fixed pitch, 3 pt between them (narrower than a column
  // gap, so each line's times are one segment), a route code over each column
  const STOPS = ['Harbour Road', 'Mill Lane', 'Station Square', 'Market Cross', 'Hospital Gate', 'Park and Ride', 'College'];
  const PITCH = 17; // a 7 pt four-digit time is 14 pt wide
  const times = (s: number) => Array.from({ length: 8 }, (_, c) => {
    const m = 6 * 60 + 40 + c * 30 + s * 4 + ((c * 3 + s) % 2);
    return `${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}`;
  });
  const codes = ['X5', 'X5', '7', 'X5', '7', 'X5', '7', '7'].map((c) => `R${c}`);
  const grid = (): Word[] => {
    const ws: Word[] = [word('Stop', 40, 100, { size: 7, bold: true })];
    codes.forEach((c, k) => ws.push(word(c, 200 + k * PITCH + 2, 100, { size: 7, bold: true })));
    STOPS.forEach((stop, s) => {
      const top = 112 + s * 10;
      let x = 40;
      for (const t of stop.split(' ')) {
        ws.push(word(t, x, top, { size: 7 }));
        x += t.length * 3.5 + 2;
      }
      times(s).forEach((t, k) => ws.push(word(t, 200 + k * PITCH, top, { size: 7 })));
    });
    return ws;
  };

  it('reads each time in its own column under its route code', () => {
    const ts = detectTables(page(grid()));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([['Stop', ...codes], ...STOPS.map((s, i) => [s, ...times(i)])]);
  });

  it('reads the times of a line as one cell with the step off', () => {
    const ts = detectTables(page(grid()), { figureGridMinRows: 0 });
    expect(ts.map((t) => t.rows)).not.toContainEqual([['Stop', ...codes], ...STOPS.map((s, i) => [s, ...times(i)])]);
  });

  it('must not: a number written in groups under one label stays one cell', () => {
    // account numbers in groups of four, the same width on every line, one short "IBAN" label over the first group:
    // no label stands over the groups right of each space
    const ws: Word[] = [...line(100, [['Holder', 40], ['IBAN', 200], ['Balance', 450, 'right']], true)];
    STOPS.forEach((s, i) => {
      ws.push(...line(115 + i * 15, [[s, 40], ['Balance', 450, 'right']].map(([t, x, a]) => (t === 'Balance' ? [`${100 + i * 37}.00`, x, a] : [t, x, a])) as [string, number, 'right'?][]));
      [`40${i}1`, `77${i}2`, `90${i}3`].forEach((g, k) => ws.push(word(g, 200 + k * 23, 115 + i * 15)));
    });
    const on = detectTables(page(ws));
    const off = detectTables(page(ws), { figureGridMinRows: 0 });
    expect(on.map((t) => t.rows)).toEqual(off.map((t) => t.rows));
  });
});

describe('a header label over a column left empty in the body', () => {
  // a balance sheet printed without account codes: the "Account Code" label stands alone in the wide river between
  // the indented accounts and the right-aligned totals
  const BODY: [string, number, string][] = [
    ['Assets', 50, ''],
    ['Cash', 62, ''],
    ['Petty Cash', 74, '-1,250.00'],
    ['Total for Cash', 62, '-1,250.00'],
    ['Bank', 62, ''],
    ['Current Account', 74, '48,300.00'],
    ['Total for Bank', 62, '48,300.00'],
    ['Receivables', 74, '12,940.00'],
    ['Total for Assets', 50, '59,990.00'],
  ];
  const sheet = (): Word[] => {
    const ws: Word[] = [...line(100, [['Account', 50], ['Account Code', 250], ['Total', 540, 'right']], true)];
    BODY.forEach(([label, x, total], i) => ws.push(...line(118 + i * 17, total ? [[label, x], [total, 540, 'right']] : [[label, x]])));
    return ws;
  };

  it('gives the label a column of its own, empty in the body', () => {
    const ts = detectTables(page(sheet()));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([['Account', 'Account Code', 'Total'], ...BODY.map(([l, , t]) => [l, '', t])]);
  });

  it('joins the label to its left neighbour with the step off', () => {
    const ts = detectTables(page(sheet()), { headerOnlyColumns: false });
    expect(ts.map((t) => t.rows[0])).not.toContainEqual(['Account', 'Account Code', 'Total']);
  });

  it('must not: a label set left of its own right-aligned figures stays over them', () => {
    // "Quantity" in the river left of its narrow figures: no other label of the header names that column
    const ws: Word[] = [...line(100, [['Item', 50], ['Quantity', 300]], true)];
    BODY.forEach(([label], i) => ws.push(...line(118 + i * 17, [[label, 50], [String(3 + ((i * 5) % 7)), 400, 'right']])));
    const on = detectTables(page(ws));
    const off = detectTables(page(ws), { headerOnlyColumns: false });
    expect(on.map((t) => t.rows)).toEqual(off.map((t) => t.rows));
  });
});

describe('an accent drawn as a glyph of its own, split from its letter', () => {
  // a TeX datasheet in a font without accented letters: the accent is set over its letter after a step back, so the
  // reader gives two overlapping words ("Par´" + "ametro"; "Sen" + "˜al" when the accent follows its letter)
  const split = (top: number, x: number, before: string, after: string): Word[] => {
    const a = word(before, x, top);
    return [a, word(after, a.x1 - 4, top)];
  };
  const sheet = (): Word[] => {
    const ws: Word[] = [...split(100, 50, 'Par´', 'ametro'), ...split(100, 250, 'M´', 'ın.'), word('Unidad', 350, 100)];
    const rows: [Word[], string, string][] = [
      [[...split(118, 50, 'Sen', '˜al')], '5', 'V'],
      [[word('Corriente', 50, 136)], '20', 'mA'],
      [[...split(154, 50, 'Tensi´', 'on')], '9', 'V'],
      [[word('Impedancia', 50, 172)], '10', 'kΩ'],
    ];
    rows.forEach(([label, min, unit], i) => ws.push(...label, word(min, 250, 118 + i * 18), word(unit, 350, 118 + i * 18)));
    return ws;
  };
  const READ = [['Parámetro', 'Mín.', 'Unidad'], ['Señal', '5', 'V'], ['Corriente', '20', 'mA'], ['Tensión', '9', 'V'], ['Impedancia', '10', 'kΩ']];

  it('joins the two words and puts the accent on its letter', () => {
    const ts = detectTables(page(sheet()));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual(READ);
  });

  it('leaves the accent apart with the step off', () => {
    const ts = detectTables(page(sheet()), { joinSplitAccents: false });
    expect(ts.map((t) => t.rows)).not.toContainEqual(READ);
  });

  it('must not: a mark after a figure, a space before the next word, stays as printed', () => {
    // lengths in feet with a prime typed as an acute accent, the next word a space apart: no step back, no join
    const ws: Word[] = [...line(100, [['Board', 50], ['Length', 250], ['Wood', 350]], true)];
    ['12´', '8´', '10´', '6´'].forEach((len, i) => ws.push(word(`B${i + 1}`, 50, 118 + i * 18), word(len, 250, 118 + i * 18), word('Oak', 250 + len.length * 5 + 3, 118 + i * 18), word('Pine', 350, 118 + i * 18)));
    const on = detectTables(page(ws));
    const off = detectTables(page(ws), { joinSplitAccents: false });
    expect(on.map((t) => t.rows)).toEqual(off.map((t) => t.rows));
  });
});
