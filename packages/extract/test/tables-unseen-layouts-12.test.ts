/**
 * Table rules found by the twelfth round (real table documents from public test suites and example sets, scored
 * under the ICDAR 2013 per-table rule), each on invented pages: the layouts that failed, and look-alikes that must
 * keep their old reading.
 */
import { describe, expect, it } from 'vitest';
import { detectTables } from '../src/tables/index.js';
import type { Ruling } from '../src/types.js';
import { line, page } from './support/table-pages.js';

describe('a ruled table whose body rows are ruled only by its column rules', () => {
  // a frame with column rules, a rule under the header and none between the body rows (a typeset table whose
  // column bars run through the body): the body is one ruled row, and its lines were read as one row of
  // multi-line cells ("Alder Birch Cedar | 12 7 31 | …")
  const xs = [50, 150, 230, 310, 520];
  const top = 100;
  const pitch = 12;
  const frame = (bodyLines: number): Ruling[] => {
    const bottom = top + pitch * (bodyLines + 1) + 4;
    return [
      { x0: xs[0]!, y0: top, x1: xs[4]!, y1: top },
      { x0: xs[0]!, y0: top + pitch + 2, x1: xs[4]!, y1: top + pitch + 2 },
      { x0: xs[0]!, y0: bottom, x1: xs[4]!, y1: bottom },
      ...xs.map((x) => ({ x0: x, y0: top, x1: x, y1: bottom })),
    ];
  };
  const at = (rows: string[][], from: number) =>
    rows.flatMap((r, i) => line(from + pitch * i, r.map((t, k): [string, number] => [t, xs[k]! + 4]).filter(([t]) => t !== '')));
  const header = ['Species', 'Plots', 'Grade', 'Remarks'];
  const body = [
    ['Alder grove', 'B / C', 'A', 'young stands along the northern creek'],
    ['Birch [4]', 'C', '-', 'mixed with pine on the higher ground'],
    ['Cedar hill', 'A / B', 'B', 'old stands'],
    ['Dogwood [7]', 'A', '-', 'hedges between the fields of the valley'],
    ['Elm row', 'B', 'C', 'planted along the road'],
  ];

  it('reads every line of the body as a row', () => {
    const ts = detectTables(page([...at([header], top + 2), ...at(body, top + pitch + 5)], frame(body.length)));
    expect(ts.map((t) => t.rows)).toEqual([[header, ...body]]);
  });

  it('a body row whose cells wrap unevenly keeps its lines together', () => {
    // one logical row: a wrapped label, a wrapped remark and a one-line value (columns not filled on every line)
    const wrapped = [
      ['Alder grove of the', 'B / C', 'A', 'young stands along'],
      ['northern creek', '', '', 'the northern creek and'],
      ['', '', '', 'the old mill pond'],
    ];
    const ts = detectTables(page([...at([header], top + 2), ...at(wrapped, top + pitch + 5)], frame(wrapped.length)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toHaveLength(2);
    expect(ts[0]!.rows[1]![0]).toBe('Alder grove of the northern creek');
  });

  it('two columns of wrapped text filling every line stay one row when no column holds one word a line', () => {
    const prose = [
      ['Alder grove of the', 'young stands', 'mostly along', 'the old creek bed'],
      ['northern creek', 'on wet soil', 'the creek', 'and the mill pond'],
      ['and its banks', 'near water', 'and the pond', 'near the village'],
    ];
    const ts = detectTables(page([...at([header], top + 2), ...at(prose, top + pitch + 5)], frame(prose.length)));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toHaveLength(2);
  });

  it('two lines of numbers in every value column are two rows', () => {
    // a ruled row holding two years' figures, one line each, the year in the key column
    const figures = [
      ['Year 1', '7,120', '102.6', '35,390'],
      ['Year 2', '7,793', '100.9', '36,109'],
    ];
    const head = ['Period', 'Visits', 'Change', 'Nights'];
    const ts = detectTables(page([...at([head], top + 2), ...at(figures, top + pitch + 5)], frame(figures.length)));
    expect(ts.map((t) => t.rows)).toEqual([[head, ...figures]]);
    // two lines where a value column holds a note under its number stay one row
    const noted = [
      ['Year 1', '7,120', '102.6', '35,390'],
      ['', '(est.)', '', '(est.)'],
    ];
    const one = detectTables(page([...at([head], top + 2), ...at(noted, top + pitch + 5)], frame(noted.length)));
    expect(one[0]!.rows).toHaveLength(2);
  });

  it('a group label centred on the logical rows stands in the first of them', () => {
    // the group label is one line set midway down the ruled row, beside five lines of routes and figures
    const head = ['Group', 'Route', 'Seats', 'Load'];
    const routes = [
      ['North', '1,204', '81.5'],
      ['Coast', '873', '77.0'],
      ['Lakes', '2,310', '64.2'],
      ['Hills', '415', '90.1'],
      ['Plain', '1,056', '70.7'],
    ];
    const y0 = top + pitch + 5;
    const words = [
      ...at([head], top + 2),
      ...routes.flatMap((r, i) => line(y0 + pitch * i, r.map((t, k): [string, number] => [t, xs[k + 1]! + 4]))),
      ...line(y0 + pitch * 2, [['Fleet A', xs[0]! + 4]]),
    ];
    const ts = detectTables(page(words, frame(routes.length)));
    expect(ts.map((t) => t.rows)).toEqual([[head, ['Fleet A', ...routes[0]!], ...routes.slice(1).map((r) => ['', ...r])]]);
  });
});

describe('a group label ruled as one cell over the logical rows and a total row', () => {
  // the group label's cell spans the body row (five routes ruled as one row by column rules alone) and the total
  // row below it (the rule between them stops at the label column): the body row was skipped as a spanned row
  const xs = [50, 130, 230, 310, 390];
  const top = 100;
  const pitch = 12;
  const bodyTop = top + pitch + 2;
  const totalTop = bodyTop + 5 * pitch + 4;
  const bottom = totalTop + pitch + 2;
  const rules: Ruling[] = [
    { x0: xs[0]!, y0: top, x1: xs[4]!, y1: top },
    { x0: xs[0]!, y0: bodyTop, x1: xs[4]!, y1: bodyTop },
    { x0: xs[1]!, y0: totalTop, x1: xs[4]!, y1: totalTop },
    { x0: xs[0]!, y0: bottom, x1: xs[4]!, y1: bottom },
    ...xs.map((x) => ({ x0: x, y0: top, x1: x, y1: bottom })),
  ];
  const head = ['Group', 'Route', 'Seats', 'Load'];
  const routes = [
    ['North', '1,204', '81.5'],
    ['Coast', '873', '77.0'],
    ['Lakes', '2,310', '64.2'],
    ['Hills', '415', '90.1'],
    ['Plain', '1,056', '70.7'],
  ];
  const total = ['Total', '5,858', '76.7'];
  const cellsOf = (r: string[], y: number, from = 1) => line(y, r.map((t, k): [string, number] => [t, xs[k + from]! + 4]));
  const words = [
    ...cellsOf(head, top + 1, 0),
    ...routes.flatMap((r, i) => cellsOf(r, bodyTop + 2 + pitch * i)),
    ...cellsOf(total, totalTop + 1),
    ...line(bodyTop + 2 + pitch * 3, [['Fleet A', xs[0]! + 4]]),
  ];

  it('stands in the first of them, and every route is a row', () => {
    const ts = detectTables(page(words, rules));
    expect(ts.map((t) => t.rows)).toEqual([[head, ['Fleet A', ...routes[0]!], ...routes.slice(1).map((r) => ['', ...r]), ['', ...total]]]);
  });
});

describe('notes ruled in a box of their own under a ruled table', () => {
  // a ruled two-column table and, on its frame right below, a box of bulleted notes across both columns: the
  // notes were read as the table's last row
  const xs = [40, 120, 300];
  const ys = [100, 116, 132, 148];
  const grid: Ruling[] = [
    ...ys.map((y) => ({ x0: xs[0]!, y0: y, x1: xs[2]!, y1: y })),
    ...xs.map((x) => ({ x0: x, y0: ys[0]!, x1: x, y1: ys[3]! })),
  ];
  const rows = [
    ['Service', 'Where it applies'],
    ['Fuel', 'every station of the network'],
    ['Bakery', 'the shops in the old town'],
  ];
  const cells = rows.flatMap((r, i) => r.flatMap((t, k) => line(ys[i]! + 3, [[t, xs[k]! + 4]])));
  const box: Ruling[] = [
    { x0: xs[0]!, y0: ys[3]!, x1: xs[2]!, y1: ys[3]! },
    { x0: xs[0]!, y0: 190, x1: xs[2]!, y1: 190 },
    { x0: xs[0]!, y0: ys[3]!, x1: xs[0]!, y1: 190 },
    { x0: xs[2]!, y0: ys[3]!, x1: xs[2]!, y1: 190 },
  ];
  const notes = (marks: string[]) => [
    ...line(152, [[`${marks[0]} Only purchases made in person count`, xs[0]! + 4]]),
    ...line(164, [[`${marks[1]} Gift cards are not counted`, xs[0]! + 4]]),
    ...line(176, [[`${marks[2]} The month runs from the first day`, xs[0]! + 4]]),
  ];

  it('are no row of the table', () => {
    const ts = detectTables(page([...cells, ...notes(['*', '*', '*'])], [...grid, ...box]));
    expect(ts[0]!.rows).toEqual(rows);
    expect(ts[0]!.bbox[3]).toBeLessThanOrEqual(ys[3]! + 0.01);
  });

  it('a last ruled row across the columns that starts with no note mark stays', () => {
    const ts = detectTables(page([...cells, ...notes(['Total', 'for', 'all'])], [...grid, ...box]));
    expect(ts[0]!.rows).toHaveLength(4);
  });
});

describe('a numbered agenda is no table', () => {
  // a meeting agenda: outline numbers ("4.", "5.") set apart from the headings, a sub-item and indented lines of
  // text under some of them: two aligned columns, read as a two-column table
  const agenda = (marks: string[], texts: string[]) =>
    marks.flatMap((m, i) => [...(m ? line(300 + 16 * i, [[m, 60]]) : []), ...line(300 + 16 * i, [[texts[i]!, 100]])]);
  const marks = ['1.', '2.', '3.', '', '4.', '', '5.'];
  const texts = ['OPENING', 'PUBLIC QUESTIONS', 'REPORT OF THE BOARD', 'Staff: Office Manager', 'DISCUSSION', '4.1 Library wing', 'CLOSING'];

  it('is not read as a table', () => {
    expect(detectTables(page(agenda(marks, texts)))).toHaveLength(0);
  });

  it('numbered rows with figures beside them stay a table', () => {
    const nums = ['1.', '2.', '3.', '4.', '5.', '6.'];
    const figures = ['12.50', '8.75', '30.00', '4.20', '16.00', '7.35'];
    const ts = detectTables(page(nums.flatMap((m, i) => [...line(300 + 16 * i, [[m, 60]]), ...line(300 + 16 * i, [[figures[i]!, 160, 'right']])])));
    expect(ts).toHaveLength(1);
  });
});

describe('lines of form fields above a table', () => {
  // a report's field lines ("Name: …  Age: …  Ward:") set on the table's column grid above its header: they were
  // read as the table's first rows
  const xs: [number, number, number, number] = [40, 200, 300, 420];
  const fields = [
    line(100, [['Patient: R. Okafor', xs[0]], ['Age: 47', xs[1]], ['Ward:', xs[3]]]),
    line(114, [['Sampled: 04-06 09:00', xs[0]], ['Received: 04-06 19:38', xs[2]]]),
    line(128, [['Diagnosis:', xs[0]], ['Sample: whole blood', xs[2]], ['State: normal', xs[3]]]),
  ].flat();
  const header = ['Test', 'Method', 'Result', 'Range'];
  const body = [
    ['White cells', 'counter', '3.9', '[4.0-10.0]'],
    ['Red cells', 'counter', '5.37', '[4.3-5.8]'],
    ['Platelets', 'counter', '149', '[125-350]'],
    ['Haemoglobin', 'counter', '159', '[130-175]'],
    ['Volume', 'counter', '88.6', '[82.0-100.0]'],
  ];
  const rows = (from: number, rs: string[][], bold = false) =>
    rs.flatMap((r, i) => line(from + 14 * i, r.map((t, k): [string, number] => [t, xs[k]!]), bold));

  it('are no rows of the table', () => {
    const ts = detectTables(page([...fields, ...rows(146, [header], true), ...rows(160, body)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([header, ...body]);
  });

  it('a table whose rows hold labelled cells keeps its first rows', () => {
    const labelled = body.map((r, i) => [`Step ${i + 1}: ${r[0]}`, ...r.slice(1)]);
    const ts = detectTables(page([...fields, ...rows(146, [header], true), ...rows(160, labelled)]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows.length).toBeGreaterThan(labelled.length + 1);
  });
});

describe('columns of running text under a row of figures', () => {
  // three stat boxes side by side: a figure on top, then a sentence wrapped over four lines in each box; the
  // lines align across the boxes and were read as a table of five rows
  const xs = [60, 230, 400];
  const boxes = [
    ['3.8', '2nd', '~60%'],
    ['tonnes of grain per', 'plant of its kind', 'of the water used'],
    ['hectare harvested from', 'in the valley was built', 'in the mills comes from'],
    ['the northern fields', 'by the cooperative in', 'the two reservoirs of'],
    ['during the last season', 'the spring of that year', 'the upper river basin'],
  ];
  const at = (rows: string[][]) => rows.flatMap((r, i) => line(200 + 14 * i, r.map((t, k): [string, number] => [t, xs[k]!])));

  it('are no table', () => {
    expect(detectTables(page(at(boxes)))).toHaveLength(0);
  });

  it('a table with unit and text columns whose cells start with small letters stays a table', () => {
    const rows = [
      ['Item', 'Unit', 'Amount'],
      ['Grain', 'kg', '1,240'],
      ['Water', 'm3', '315'],
      ['Seed mix', 'kg', '88'],
      ['Fuel', 'l', '452'],
      ['Fertiliser', 'kg', '96'],
    ];
    expect(detectTables(page(at(rows)))).toHaveLength(1);
  });
});

describe('a chart printed right of a table', () => {
  // a price table on the left and a line chart on the right sharing its lines: the chart's title, axis ticks
  // (stepping evenly), month letters and legend were read as more columns of the table
  const xs: [number, number, number, number] = [40, 200, 280, 360];
  const labels = ['Corn', 'Wheat', 'Barley', 'Oats', 'Rye', 'Sorghum', 'Millet', 'Rice', 'Soy', 'Canola'];
  const body = labels.map((l, i) => [l, `${(1.2 + i * 0.13).toFixed(2)}`, `${(1.3 + ((i * 7) % 5) * 0.11).toFixed(2)}`, `${(0.9 + ((i * 3) % 7) * 0.09).toFixed(2)}`]);
  const header = ['Market', 'This week', 'Last week', 'Year ago'];
  const row = (y: number, r: string[]) => line(y, r.map((t, k): [string, number, 'right'?] => (k === 0 ? [t, xs[0]] : [t, xs[k as 1 | 2 | 3], 'right'])));
  const table = [...row(100, header), ...body.flatMap((r, i) => row(115 + 15 * i, r))];
  const ticks = ['2.50', '2.00', '1.50', '1.00', '0.50', '0.00'];
  const chart = [
    ...line(100, [['Weekly price', 440]]),
    ...ticks.flatMap((t, i) => line(115 + 25 * i, [[t, 430, 'right']])),
    ...line(262, [['J', 440], ['F', 465], ['M', 490], ['A', 515], ['M', 540], ['J', 565]]),
  ];

  it('is no part of the table', () => {
    const ts = detectTables(page([...table, ...chart]));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows).toEqual([header, ...body]);
  });

  it('a dense table with a column counting up evenly keeps it', () => {
    const ranked = [...row(100, [...header]), ...body.flatMap((r, i) => line(115 + 15 * i, [[r[0]!, xs[0]], [r[1]!, xs[1], 'right'], [String(10 * (i + 1)), xs[2], 'right'], [r[3]!, xs[3], 'right']]))];
    const ts = detectTables(page(ranked));
    expect(ts).toHaveLength(1);
    expect(ts[0]!.rows[0]).toHaveLength(4);
  });
});
