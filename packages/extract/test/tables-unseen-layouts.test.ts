/**
 * Table rules found by the generated table benchmark (bench/generated-tables), each on invented pages: the layouts
 * the benchmark showed failing, and the look-alikes that must keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables, detectTableStructures, joinContinuedTables } from '../src/tables/index.js';
import type { ExtractedTable, PageModel, Word } from '../src/types.js';
import { bodyRows, line, page, streamTable } from './support/table-pages.js';

const HEADER = ['Description', 'Qty', 'Amount'];

function tablesOf(pages: PageModel[]): ExtractedTable[] {
  return joinContinuedTables(
    pages.flatMap((p) => detectTables(p)),
    new Map(pages.map((p) => [p.number, p.height])),
  );
}

/** A table from y=420 to the page bottom (prose above it), a page number below. */
function firstPage(after: Word[] = [], xs?: number[]): PageModel {
  return page(
    [
      ...line(60, [['Quarterly report of the regional office, prepared for the board and the auditors', 50]]),
      ...streamTable(420, HEADER, bodyRows(20), xs),
      ...after,
      ...line(770, [['Page 1', 280]]),
    ],
    [],
    1,
  );
}

/** The table's next rows from the top of page 2 (no header), a page number below. */
function secondPage(above: Word[] = [], header: string[] | null = null, xs?: number[]): PageModel {
  return page([...above, ...streamTable(80, header, bodyRows(6, 21), xs), ...line(770, [['Page 2', 280]])], [], 2);
}

/** The same page printed sideways: every word turned a quarter (text running up, `dir` 270, or down, 90). */
function sideways(p: PageModel, dir: 90 | 270): PageModel {
  const words = p.words.map((w): Word =>
    dir === 270
      ? { ...w, x0: w.y0, x1: w.y1, y0: p.width - w.x1, y1: p.width - w.x0, dir }
      : { ...w, x0: p.height - w.y1, x1: p.height - w.y0, y0: w.x0, y1: w.x1, dir },
  );
  return { ...p, width: p.height, height: p.width, words };
}

const items = (ts: ExtractedTable[]) => ts.filter((t) => t.rows.some((r) => /^Item \d+$/.test(r[0] ?? '')));

describe('tables continued on sideways pages', () => {
  it('keep apart two sideways tables with a heading between them, as upright ones', () => {
    for (const dir of [90, 270] as const) {
      const heading = line(55, [['Pesticides', 50]], true);
      const upright = tablesOf([firstPage(), secondPage(heading, HEADER)]);
      expect(items(upright)).toHaveLength(2);
      const turned = tablesOf([sideways(firstPage(), dir), sideways(secondPage(heading, HEADER), dir)]);
      expect(items(turned), `dir ${dir}`).toHaveLength(2);
    }
  });

  it('join a sideways table continued on the next sideways page, wherever it stands across the page', () => {
    // (set in the right half of the upright frame: its box on the sideways page is not near the page's foot)
    const xs = [250, 420, 560];
    for (const dir of [90, 270] as const) {
      const turned = tablesOf([sideways(firstPage([], xs), dir), sideways(secondPage([], null, xs), dir)]);
      expect(items(turned), `dir ${dir}`).toHaveLength(1);
      expect(items(turned)[0]!.rows).toHaveLength(1 + 20 + 6);
    }
  });
});

describe('first-column lines at a page break', () => {
  it('a section label printed below the last row is a row of the table, not a heading between two tables', () => {
    const label = line(420 + 21 * 15, [['Other items', 50]]);
    const ts = items(tablesOf([firstPage(label), secondPage()]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toHaveLength(1 + 20 + 1 + 6);
    expect(ts[0]!.rows[21]![0]).toBe('Other items');
  });

  it('a section label at the top of the next page (no header there) is a row too', () => {
    const label = line(65, [['Other items', 50]]);
    const ts = items(tablesOf([firstPage(), secondPage(label)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.map((r) => r[0])).toContain('Other items');
  });

  it('a note sentence below the table still keeps the two apart', () => {
    const note = line(420 + 21 * 15, [['See notes at end of table.', 50]]);
    expect(items(tablesOf([firstPage(note), secondPage()]))).toHaveLength(2);
  });

  it('a line reaching past the first column (a heading or paragraph) still keeps the two apart', () => {
    const heading = line(420 + 21 * 15, [['Results for the other regional offices and for the head office', 50]]);
    expect(items(tablesOf([firstPage(heading), secondPage()]))).toHaveLength(2);
  });
});

/** A stream table from rows given with their own tops: [top, label, label x, values…] (values right-aligned at 300, 450). */
function rowsAt(rows: [number, string, number, ...string[]][], header: string[] | null = ['Region', 'Sales', 'Cost']): PageModel {
  const words: Word[] = [];
  if (header) words.push(...line(rows[0]![0] - 16, [[header[0]!, 50], [header[1]!, 300, 'right'], [header[2]!, 450, 'right']], true));
  for (const [top, label, x, ...values] of rows) {
    words.push(...line(top, [[label, x], ...values.map((v, k): [string, number, 'right'] => [v, 300 + 150 * k, 'right'])]));
  }
  return page(words);
}

const values = (i: number): [string, string] => [String(((i * 7) % 11) + 1), `${((i * 37) % 97) + 10}.${(i * 13) % 10}0`];

describe('section labels and wrapped row labels (stream tables)', () => {
  it('a first-column label right under a full header row is the first body row, not a header line', () => {
    const rows: [number, string, number, ...string[]][] = [[116, 'Northern area', 50]];
    for (let i = 1; i <= 5; i++) rows.push([116 + 16 * i, `Item ${i}`, 60, ...values(i)]);
    const [t] = detectTables(rowsAt(rows));
    expect(t!.rows[0]).toEqual(['Region', 'Sales', 'Cost']);
    expect(t!.rows[1]).toEqual(['Northern area', '', '']);
  });

  it('a first-column label under a header whose first cell is empty is the stub header, set lower', () => {
    const words = [...line(84, [['2022', 300, 'right'], ['2023', 450, 'right']], true), ...line(100, [['Region', 50]], true)];
    for (let i = 1; i <= 5; i++) words.push(...line(100 + 16 * i, [[`Item ${i}`, 50], [values(i)[0], 300, 'right'], [values(i)[1], 450, 'right']]));
    const [t] = detectTableStructures(page(words));
    expect(t!.headerRows).toBe(2);
    expect(t!.rows[1]!.cells[0]!.text).toBe('Region');
  });

  it('a label wrapped onto a second line set tighter than the rows joins its row (values at the first line)', () => {
    const rows: [number, string, number, ...string[]][] = [];
    let y = 116;
    for (let i = 1; i <= 6; i++) {
      rows.push([y, i === 3 ? 'Professional Fees' : `Item ${i}`, 50, ...values(i)]);
      if (i === 3) rows.push([(y += 11), 'Legal Advice', 50]);
      y += 16;
    }
    const [t] = detectTables(rowsAt(rows));
    expect(t!.rows.map((r) => r[0])).toContain('Professional Fees Legal Advice');
    expect(t!.rows).toHaveLength(1 + 6);
  });

  it('a label wrapped onto a line above bottom-aligned values joins the row below', () => {
    const rows: [number, string, number, ...string[]][] = [];
    let y = 116;
    for (let i = 1; i <= 6; i++) {
      if (i === 3) {
        rows.push([y, 'Salaries Wages', 50]);
        y += 11;
        rows.push([y, 'Social Security', 50, ...values(i)]);
      } else rows.push([y, `Item ${i}`, 50, ...values(i)]);
      y += 16;
    }
    const [t] = detectTables(rowsAt(rows));
    expect(t!.rows.map((r) => r[0])).toContain('Salaries Wages Social Security');
    expect(t!.rows).toHaveLength(1 + 6);
  });

  it('a section label set close above its indented members stays a row of its own', () => {
    const rows: [number, string, number, ...string[]][] = [];
    let y = 116;
    for (let i = 1; i <= 6; i++) {
      if (i === 4) {
        rows.push([(y += 6), 'Southern Area', 50]);
        y += 11;
      }
      rows.push([y, `Item ${i}`, i >= 4 ? 62 : 50, ...values(i)]);
      y += 16;
    }
    const [t] = detectTables(rowsAt(rows));
    expect(t!.rows.map((r) => r[0])).toContain('Southern Area');
    expect(t!.rows).toHaveLength(1 + 7);
  });
});

/** Words set in a monospaced font (10 pt, every character and space 6 pt wide) from x on the line at `top`. */
function mono(text: string, x: number, top: number): Word[] {
  const out: Word[] = [];
  let cx = x;
  for (const t of text.split(' ')) {
    if (t) out.push({ text: t, x0: cx, y0: top, x1: cx + 6 * t.length, y1: top + 12, size: 10, fontName: 'Courier', bold: false });
    cx += 6 * (t.length + 1);
  }
  return out;
}

/** A monospaced table: labels from x=50, numbers right-aligned to end at 300 and 400, rows 15 pt apart. */
function monoTable(labels: string[]): PageModel {
  const words: Word[] = [...mono('Product', 50, 100), ...mono('Units', 270, 100), ...mono('Revenue', 358, 100)];
  labels.forEach((l, i) => {
    const top = 115 + 15 * i;
    const units = String(((i * 7) % 11) + 3);
    const revenue = `${((i * 37) % 97) + 10}.${(i * 13) % 10}0`;
    words.push(...mono(l, 50, top), ...mono(units, 300 - 6 * units.length, top), ...mono(revenue, 400 - 6 * revenue.length, top));
  });
  return page(words);
}

describe('narrow column gaps', () => {
  it('numbers of one width set a little more than a word space apart are two columns', () => {
    // labels of two words (3 pt word space), two number columns 6 pt apart: less than a segment gap, and the same
    // space in every line
    const words: Word[] = [...line(100, [['Region', 50], ['Cost', 200, 'right'], ['Rate', 226, 'right']], true)];
    for (let i = 0; i < 8; i++) words.push(...line(116 + 16 * i, [[`Item ${String.fromCharCode(65 + i)}`, 50], [`${((i * 37) % 89) + 10}.${(i * 3) % 10}`, 200, 'right'], [`${((i * 53) % 83) + 10}.${(i * 7) % 10}`, 226, 'right']]));
    const [t] = detectTables(page(words));
    expect(t!.rows[0]).toEqual(['Region', 'Cost', 'Rate']);
    expect(t!.rows[1]).toEqual(['Item A', '10.0', '10.0']);
    expect(t!.rows[2]).toEqual(['Item B', '47.3', '63.7']);
  });
});

describe('word rivers in monospaced tables', () => {
  it('labels whose word boundaries merely line up (one plain space in every line) are not two columns', () => {
    const [t] = detectTables(monoTable(['Lamps, other', 'Tools, other', 'Bells, new', 'Racks, former', 'Pumps, spare', 'Bags', 'Locks, used', 'Tyres, new']));
    expect(t!.rows[0]).toEqual(['Product', 'Units', 'Revenue']);
    expect(t!.rows.map((r) => r[0])).toContain('Lamps, other');
  });
});

describe('tables side by side', () => {
  const leftRow = (top: number, i: number): Word[] => line(top, [[`Region ${String.fromCharCode(65 + i)}`, 50], [values(i)[0], 150, 'right'], [values(i)[1], 210, 'right']]);
  const rightRow = (top: number, i: number): Word[] => line(top, [[`Product ${String.fromCharCode(75 + i)}`, 280], [values(i + 3)[0], 400, 'right'], [values(i + 3)[1], 470, 'right']]);

  it('two tables of different lengths next to each other are two tables', () => {
    const words: Word[] = [...line(100, [['Region', 50], ['Units', 150, 'right'], ['Sales', 210, 'right'], ['Product', 280], ['Stock', 400, 'right'], ['Price', 470, 'right']], true)];
    for (let i = 0; i < 8; i++) words.push(...leftRow(116 + 16 * i, i));
    for (let i = 0; i < 4; i++) words.push(...rightRow(116 + 16 * i, i));
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(2);
    expect(ts[0]!.rows[0]).toEqual(['Region', 'Units', 'Sales']);
    expect(ts[1]!.rows[0]).toEqual(['Product', 'Stock', 'Price']);
    expect(ts.map((t) => t.rows.length).sort()).toEqual([5, 9]);
  });

  it('a table whose text column beyond a wide gap only runs on in lines of its own stays one table', () => {
    // Region | Units | Sales || Remark | Code, where two remarks wrap onto a second line
    const words: Word[] = [...line(100, [['Region', 50], ['Units', 150, 'right'], ['Sales', 210, 'right'], ['Remark', 280], ['Code', 470, 'right']], true)];
    let y = 116;
    for (let i = 0; i < 8; i++) {
      words.push(...line(y, [[`Region ${String.fromCharCode(65 + i)}`, 50], [values(i)[0], 150, 'right'], [values(i)[1], 210, 'right'], [`checked by office ${i + 1}`, 280], [`C${i + 1}`, 470, 'right']]));
      y += 16;
      if (i === 2 || i === 5) {
        words.push(...line(y, [['and confirmed later', 280]]));
        y += 16;
      }
    }
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[0]).toEqual(['Region', 'Units', 'Sales', 'Remark', 'Code']);
  });
});

describe('stacked tables on different column grids', () => {
  it('two blocks a little apart, each setting its numbers in the other one\'s column gaps, are two tables', () => {
    const words: Word[] = [];
    for (let i = 0; i < 4; i++) words.push(...line(100 + 16 * i, [[`Region ${String.fromCharCode(65 + i)}`, 50], ['12.50', 200, 'right'], ['7.25', 300, 'right'], ['31.00', 400, 'right']]));
    for (let i = 0; i < 4; i++) words.push(...line(182 + 16 * i, [[`Product ${String.fromCharCode(75 + i)}`, 50], ['4.75', 250, 'right'], ['18.20', 350, 'right'], ['9.40', 450, 'right']]));
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(2);
    expect(ts[0]!.rows).toHaveLength(4);
    expect(ts[1]!.rows[0]).toEqual(['Product K', '4.75', '18.20', '9.40']);
  });
});

describe('header labels on two lines', () => {
  /** header: value labels on two lines (top line at 100, lower at 111), the first column's label on the lower line */
  function twoLineHeader(top = 100): Word[] {
    return [
      ...line(top, [['Orders', 300, 'right'], ['Margin', 450, 'right']], true),
      ...line(top + 11, [['Product', 50], ['per year', 300, 'right'], ['(EUR)', 450, 'right']], true),
    ];
  }
  const body = (top: number, n: number, from = 1): Word[] =>
    Array.from({ length: n }, (_, i) => line(top + 16 * i, [[`Item ${from + i}`, 50], [values(from + i)[0], 300, 'right'], [values(from + i)[1], 450, 'right']])).flat();

  it('lines set as close as one cell\'s, with the first label bottom-aligned, are one header row', () => {
    const [t] = detectTables(page([...twoLineHeader(), ...body(127, 6)]));
    expect(t!.rows[0]).toEqual(['Product', 'Orders per year', 'Margin (EUR)']);
    expect(t!.rows).toHaveLength(7);
  });

  it('also when the word boxes of the header lines leave a quarter em between them (rows spaced more widely)', () => {
    const words = [
      ...line(100, [['Orders', 300, 'right'], ['Margin', 450, 'right']], true),
      ...line(114.5, [['Product', 50], ['per year', 300, 'right'], ['(EUR)', 450, 'right']], true),
      ...Array.from({ length: 6 }, (_, i) => line(134 + 20 * i, [[`Item ${i + 1}`, 50], [values(i + 1)[0], 300, 'right'], [values(i + 1)[1], 450, 'right']])).flat(),
    ];
    const [t] = detectTables(page(words));
    expect(t!.rows[0]).toEqual(['Product', 'Orders per year', 'Margin (EUR)']);
  });

  it('header rows spaced like the body rows stay two rows', () => {
    const words = [...line(100, [['Orders', 300, 'right'], ['Margin', 450, 'right']], true), ...line(116, [['Product', 50], ['per year', 300, 'right'], ['(EUR)', 450, 'right']], true), ...body(132, 6)];
    const [t] = detectTables(page(words));
    expect(t!.rows[0]).toEqual(['', 'Orders', 'Margin']);
  });

  it('a table continued under its header read into other rows on the next page is joined, the header once', () => {
    // page 2 has only two rows under the header: too few to tell the lines of one cell from rows, so its header
    // stays two rows there while page 1 reads one
    const p1 = page([...twoLineHeader(400), ...body(427, 20), ...line(770, [['Page 1', 280]])], [], 1);
    const p2 = page([...twoLineHeader(80), ...body(107, 2, 21), ...line(770, [['Page 2', 280]])], [], 2);
    const ts = items(tablesOf([p1, p2]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toHaveLength(1 + 22);
  });

  it('section label and wrapped label lines under a full header open the body', () => {
    const words = [
      ...line(100, [['Region', 50], ['Sales', 300, 'right'], ['Cost', 450, 'right']], true),
      ...line(116, [['Euro Area', 50]]),
      ...line(132, [['Rest Of The World', 50]]),
      ...line(143, [['Overseas', 50], ...values(1).map((v, k): [string, number, 'right'] => [v, 300 + 150 * k, 'right'])]),
      ...body(159, 5, 2),
    ];
    const [t] = detectTables(page(words));
    expect(t!.rows[0]).toEqual(['Region', 'Sales', 'Cost']);
    expect(t!.rows[1]![0]).toBe('Euro Area');
  });
});

describe('first-column lines at a page break, more layouts', () => {
  it('on sideways pages too', () => {
    const label = line(420 + 21 * 15, [['Other items', 50]]);
    for (const dir of [90, 270] as const) {
      const ts = items(tablesOf([sideways(firstPage(label), dir), sideways(secondPage(), dir)]));
      expect(ts, `dir ${dir}`).toHaveLength(1);
      expect(ts[0]!.rows.map((r) => r[0])).toContain('Other items');
    }
  });

  it('a section label standing out left of indented members', () => {
    // members indented to x = 62 on both pages, the section label at the margin (x = 50) atop page 2
    const indented = (p: PageModel): PageModel => ({ ...p, words: p.words.map((w) => (/^(Item|\d+)$/.test(w.text) && w.x0 < 100 ? { ...w, x0: w.x0 + 12, x1: w.x1 + 12 } : w)) });
    const label = line(65, [['Other items', 50]]);
    const ts = items(tablesOf([indented(firstPage()), indented(secondPage(label))]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.map((r) => r[0])).toContain('Other items');
  });
});

describe('two-level headers', () => {
  it('a single group label over the value columns is the header\'s first row', () => {
    const words = [
      // 'Inlet' centred over the Mean and Max columns (it stands in the space between them)
      ...line(84, [['Inlet', 313]], true),
      ...line(100, [['Substance', 50], ['Mean', 300, 'right'], ['Max', 370, 'right']], true),
      ...Array.from({ length: 6 }, (_, i) => line(116 + 16 * i, [[`Item ${i + 1}`, 50], [values(i + 1)[0], 300, 'right'], [values(i + 1)[1], 370, 'right']])).flat(),
    ];
    const [t] = detectTables(page(words));
    expect(t!.rows[0]).toEqual(['', 'Inlet', '']);
    expect(t!.rows[1]).toEqual(['Substance', 'Mean', 'Max']);
  });

  it('a title line starting at the table\'s left edge is still not a row', () => {
    const words = [
      ...line(84, [['Measured values', 50]], true),
      ...line(100, [['Substance', 50], ['Mean', 300, 'right'], ['Max', 450, 'right']], true),
      ...Array.from({ length: 6 }, (_, i) => line(116 + 16 * i, [[`Item ${i + 1}`, 50], [values(i + 1)[0], 300, 'right'], [values(i + 1)[1], 450, 'right']])).flat(),
    ];
    const [t] = detectTables(page(words));
    expect(t!.rows[0]).toEqual(['Substance', 'Mean', 'Max']);
  });

  it('two stacked tables under one group label are still cut at the second one\'s header row', () => {
    const xs = [50, 250, 320, 390];
    const row = (top: number, cells: string[], bold = false) => line(top, cells.map((c, k): [string, number, 'right'?] => (k === 0 ? [c, xs[k]!] : [c, xs[k]!, 'right'])), bold);
    const words = [...line(84, [['Design effect', 285]], true), ...row(100, ['Proportion', '1.0', '1.1', '1.2'], true)];
    let y = 116;
    for (let i = 0; i < 6; i++, y += 16) words.push(...row(y, [`0.9${i}`, String(800 - 90 * i), String(880 - 97 * i), String(960 - 101 * i)]));
    words.push(...row(y, ['Proportion', '1.7', '1.8', '1.9'], true));
    y += 16;
    for (let i = 0; i < 6; i++, y += 16) words.push(...row(y, [`0.8${i}`, String(1360 - 90 * i), String(1440 - 97 * i), String(1520 - 101 * i)]));
    const ts = detectTables(page(words));
    expect(ts).toHaveLength(2);
    expect(ts[1]!.rows[0]).toEqual(['Proportion', '1.7', '1.8', '1.9']);
  });
});

describe('a section label opening a table without header', () => {
  it('is the first row when the members under it are indented', () => {
    const words = [...line(100, [['Vehicles', 50]])];
    for (let i = 0; i < 6; i++) words.push(...line(116 + 16 * i, [[`Item ${i + 1}`, 62], [values(i + 1)[0], 300, 'right'], [values(i + 1)[1], 450, 'right']]));
    const [t] = detectTables(page(words));
    expect(t!.rows[0]).toEqual(['Vehicles', '', '']);
    expect(t!.rows[1]![0]).toBe('Item 1');
    expect(t!.rows).toHaveLength(7);
  });

  it('a short title over rows that are not indented is still left out', () => {
    const words = [...line(100, [['Vehicles', 50]])];
    for (let i = 0; i < 6; i++) words.push(...line(116 + 16 * i, [[`Item ${i + 1}`, 50], [values(i + 1)[0], 300, 'right'], [values(i + 1)[1], 450, 'right']]));
    const [t] = detectTables(page(words));
    expect(t!.rows[0]![0]).toBe('Item 1');
  });
});
