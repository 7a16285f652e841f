/**
 * Generated table documents: every document is drawn from independent layout choices (CHOICES), seeded and
 * deterministic. `compose(seed)` decides the choices and the tables' contents (cells, spans, header levels,
 * section and totals rows, captions, footnotes); render.ts lays them out and draws them with pdfkit and gives each
 * table's ground truth in the ICDAR 2013 structure form (cells at their top-left grid position, spans).
 *
 * The vocabulary below was written for this generator (statistical-report and business-table wording); it is not
 * taken from the engine's lexicons.
 */
import { Rng } from '../generated/rng.js';

export const CHOICES = {
  /** ruling lines: none; booktabs (top, under the header, bottom); every cell; a rule under every row; an outer frame and a rule under the header; alternate rows shaded */
  ruling: ['none', 'booktabs', 'grid', 'row-rules', 'frame', 'shaded'],
  /** header rows: none, one row, two levels (group labels spanning their columns above the column labels) */
  header: ['none', 'one-row', 'two-level'],
  /** header labels set on two lines */
  headerWrap: ['no', 'yes'],
  /** long row labels wrapped onto several lines; values set at the first line (top) or the last (bottom) */
  cellWrap: ['no', 'top', 'bottom'],
  /** blank value cells */
  emptyCells: ['none', 'some'],
  /** how numbers sit in their column */
  numberAlign: ['right', 'left', 'decimal', 'center'],
  /** number style */
  numbers: ['1,234.5', '1.234,5', '1 234.5'],
  /** row labels: flat, or grouped under section rows with the members indented */
  rowLabels: ['flat', 'indented'],
  /** a totals row at the end */
  totals: ['no', 'yes'],
  /** notes below the table */
  footnotes: ['no', 'yes'],
  /** caption ("Table 3. …") above or below the table */
  caption: ['none', 'above', 'below'],
  /** one table, two tables one above the other, two tables side by side */
  arrangement: ['single', 'stacked', 'side-by-side'],
  /** a table running on to the next page, with its header repeated there or not */
  continued: ['no', 'repeat-header', 'no-repeat'],
  /** page: portrait, landscape, or a portrait page with the content turned sideways (text runs bottom to top) */
  page: ['portrait', 'landscape', 'rotated'],
  /** space between columns */
  columnGap: ['narrow', 'normal', 'wide'],
  font: ['helvetica', 'times', 'courier'],
  size: ['7', '8.5', '10'],
  /** value columns per table (side by side: at most 3) */
  columns: ['2-3', '4-6', '7-9'],
  /** a text column (codes, units, short words) after the row labels */
  textColumn: ['no', 'yes'],
  /** paragraphs of running text around the tables */
  prose: ['no', 'yes'],
  /** running head and page number on each page */
  furniture: ['no', 'yes'],
} as const;

/**
 * Choices of the second round (#10 follow-up), drawn from a stream of their own (LATER_SALT) so that the choices and
 * contents drawn from the seed's first stream stay what they were; each one's first value draws the document as the
 * first round did (`compose(seed, { base: true })` sets them all to it: the first round's documents, byte for byte).
 * A value that cannot apply to the document (a third header level without two levels) is recorded as the first value.
 */
export const LATER_CHOICES = {
  /** negative amounts: as before (only 'signed' columns), or financial-statement style: a third of every value column's amounts negative in parentheses, the closing parenthesis hanging right of the digits */
  negatives: ['as-before', 'parentheses'],
  /** footnote markers on some row labels and numbers: '*', '(a)' or a raised small digit */
  marks: ['no', 'yes'],
  /** dot leaders from each row label towards the first value column */
  leaders: ['no', 'yes'],
  /** a first column labelling blocks of rows, printed once per block: at the block's first row, or vertically centred on the block */
  blockLabels: ['no', 'top', 'middle'],
  /** a third header level spanning all value columns above the group labels (only with header=two-level) */
  header3: ['no', 'yes'],
  /** a units row under the column labels ("EUR m", "%", "(in thousands)") (only with a header) */
  unitsRow: ['no', 'yes'],
  /** a "Total" column at the right */
  totalColumn: ['no', 'yes'],
  /** the text column's alignment (only with textColumn=yes) */
  textAlign: ['left', 'right'],
  /** running text set in two columns with the table inside one of them (or across both when too wide) (only for a single table that does not run on) */
  pageColumns: ['one', 'two'],
  /** a table running on over three or four pages, header on every page (only with continued≠no) */
  longTable: ['no', 'yes'],
  /** the value columns' header labels turned 90° (reading upwards) (only with header=one-row) */
  rotatedHeader: ['no', 'yes'],
} as const;

/**
 * Choices of the third round, drawn from a third stream (THIRD_SALT) after everything else, so the documents of the
 * first two rounds stay what they were (each choice's first value leaves the document as it was; `base` sets them to
 * it too). They change cell texts only.
 */
export const THIRD_CHOICES = {
  /** a currency sign with the amounts of one or two value columns: before ("€ 1,234.5") or after ("1,234.5 €") */
  currency: ['no', 'prefix', 'suffix'],
  /** missing values printed as a placeholder ("–", "..", "n/a", …) instead of a blank cell */
  placeholders: ['no', 'yes'],
} as const;

/**
 * Choices of the fifth round, drawn from a fourth stream (FOURTH_SALT) after everything else, so every earlier document
 * stays what it was (the first value leaves the document as it was; `base` and `third: false` set it to it too).
 */
export const FOURTH_CHOICES = {
  /** a first column numbering the body rows ("No.", "#", "Pos."; 1, 2, 3 …, section and totals rows unnumbered) (not with block labels or tables side by side) */
  rowNumbers: ['no', 'yes'],
} as const;

/**
 * Choices of the seventh round, drawn from a fifth stream (FIFTH_SALT) after everything else, so every earlier document
 * stays what it was (the first value leaves the document as it was; `base`, `third: false` and `fourth: false` set it
 * to it too).
 */
export const FIFTH_CHOICES = {
  /** the value columns' labels (the header's last row) set at their cell's left edge, as a spreadsheet prints them,
   * instead of centred over their column (not without a header) */
  headerAlign: ['centred', 'cell-edge'],
} as const;

export const ALL_CHOICES = { ...CHOICES, ...LATER_CHOICES, ...THIRD_CHOICES, ...FOURTH_CHOICES, ...FIFTH_CHOICES } as const;
export const LATER_SALT = 0x5bd1e995;
export const THIRD_SALT = 0x2545f491;
export const FOURTH_SALT = 0x68e31da4;
export const FIFTH_SALT = 0x3c6ef372;

export type ChoiceName = keyof typeof ALL_CHOICES;
export type FirstChoiceName = keyof typeof CHOICES;
export type LaterChoiceName = keyof typeof LATER_CHOICES;
export type ThirdChoiceName = keyof typeof THIRD_CHOICES;
export type FourthChoiceName = keyof typeof FOURTH_CHOICES;
export type TableChoices = { [K in ChoiceName]: (typeof ALL_CHOICES)[K][number] };

export type Align = 'left' | 'right' | 'center' | 'decimal';

export interface GenCell {
  /** the cell's text as a reader retypes it (a footnote marker included) */
  text: string;
  colSpan: number;
  /** rows covered (a block label); 1 when absent */
  rowSpan?: number;
  /** a footnote marker ending `text`, drawn after the rest; raised and small when `raised` */
  mark?: { text: string; raised: boolean };
  /** a header label turned 90° */
  rotated?: boolean;
  align: Align;
  bold: boolean;
  /** left indent in em (indented row labels) */
  indent: number;
}

export interface GenRow {
  kind: 'header' | 'body' | 'section' | 'total';
  /** one entry per column; null = covered by a spanning cell to the left */
  cells: (GenCell | null)[];
}

export interface GenTable {
  /** caption text, printed above or below per the choice (null: none) */
  caption: string | null;
  captionLabel: string;
  footnotes: string[];
  headerRows: GenRow[];
  body: GenRow[];
  nCols: number;
  /** the label column may wrap (cellWrap) */
  labelCol: number;
  /** value columns' first index (after the labels, block labels and the text column) */
  firstValueCol: number;
  /** block labels (blockLabels≠no): column 0; each block's first body-row index (into headerRows+body) and row count */
  blocks: { row: number; rows: number }[];
}

export interface TableDocSpec {
  seed: number;
  choices: TableChoices;
  tables: GenTable[];
  prose: string[];
  runningHead: string;
  /** pageColumns=two: the text column the table sits in, and the running text of the page's columns */
  twoColumn: { side: 'left' | 'right'; paragraphs: string[] } | null;
}

// ------------------------------------------------------------------ vocabulary

interface Theme {
  stub: string;
  labels: string[];
  longLabels: string[];
  measures: string[];
  groups: string[][];
  sections: string[];
  title: string;
}

const THEMES: Theme[] = [
  {
    stub: 'Region',
    labels: ['North', 'South', 'East', 'West', 'Central', 'North East', 'South West', 'Highlands', 'Coastal', 'Metropolitan', 'Islands', 'Lakeside', 'Midlands', 'Valley', 'Border'],
    longLabels: ['Northern rural districts outside the metropolitan area', 'Coastal towns and their surrounding villages', 'Capital region including the outer suburbs', 'Mountain districts with seasonal population'],
    measures: ['Population', 'Households', 'Employed', 'Rate', 'Change', 'Share', 'Median age', 'Density'],
    groups: [['2021', '2022', '2023'], ['Men', 'Women'], ['Urban', 'Rural']],
    sections: ['Northern area', 'Southern area', 'Other areas'],
    title: 'Population and employment by region',
  },
  {
    stub: 'Product line',
    labels: ['Bicycles', 'Helmets', 'Lamps', 'Locks', 'Tyres', 'Pumps', 'Saddles', 'Chains', 'Gloves', 'Bags', 'Mirrors', 'Bells', 'Racks', 'Tools', 'Spares'],
    longLabels: ['Electric bicycles and conversion kits for city use', 'Children’s seats, trailers and related accessories', 'Repair services and extended warranty contracts', 'Clothing, shoes and other rider equipment'],
    measures: ['Units', 'Revenue', 'Cost', 'Margin', 'Returns', 'Price', 'Stock', 'Orders'],
    groups: [['Q1', 'Q2', 'Q3', 'Q4'], ['Budget', 'Actual'], ['Domestic', 'Export']],
    sections: ['Vehicles', 'Accessories', 'Services'],
    title: 'Sales by product line',
  },
  {
    stub: 'Expense',
    labels: ['Salaries', 'Rent', 'Utilities', 'Travel', 'Training', 'Insurance', 'Software', 'Hardware', 'Postage', 'Legal fees', 'Audit', 'Marketing', 'Cleaning', 'Repairs', 'Telephone'],
    longLabels: ['Salaries, wages and social security contributions', 'Rent, service charges and building maintenance', 'Professional fees for legal and accounting advice', 'Depreciation of equipment and office furniture'],
    measures: ['Budget', 'Actual', 'Variance', 'Prior year', 'Forecast', 'Share'],
    groups: [['2022', '2023'], ['Plan', 'Outturn'], ['H1', 'H2']],
    sections: ['Staff costs', 'Premises', 'Other operating costs'],
    title: 'Operating expenses',
  },
  {
    stub: 'Substance',
    labels: ['Nitrate', 'Phosphate', 'Lead', 'Cadmium', 'Mercury', 'Zinc', 'Copper', 'Arsenic', 'Nickel', 'Chromium', 'Benzene', 'Toluene', 'Ammonia', 'Sulphate', 'Chloride'],
    longLabels: ['Total organic carbon in surface water samples', 'Polycyclic aromatic hydrocarbons (sum of six)', 'Volatile organic compounds other than methane', 'Suspended solids after filtration at the outlet'],
    measures: ['Samples', 'Mean', 'Max', 'Limit', 'Exceed.', 'Load', 'Trend'],
    groups: [['Inlet', 'Outlet'], ['Winter', 'Summer'], ['Site A', 'Site B', 'Site C']],
    sections: ['Nutrients', 'Metals', 'Organic compounds'],
    title: 'Measured concentrations at monitoring sites',
  },
  {
    stub: 'Age group',
    labels: ['Under 5', '5 to 9', '10 to 14', '15 to 19', '20 to 24', '25 to 34', '35 to 44', '45 to 54', '55 to 64', '65 to 74', '75 to 84', '85 and over'],
    longLabels: ['Persons aged 16 to 24 not in education or employment', 'Persons of working age with a long-term condition', 'Persons over 65 living alone in their own home', 'Children under 16 in households with no earner'],
    measures: ['Persons', 'Percent', 'Visits', 'Admissions', 'Per 1,000', 'Change'],
    groups: [['Male', 'Female'], ['2019', '2020', '2021'], ['Count', 'Rate']],
    sections: ['Children', 'Working age', 'Older people'],
    title: 'Hospital admissions by age group',
  },
  {
    stub: 'Country',
    labels: ['Austria', 'Belgium', 'Croatia', 'Denmark', 'Estonia', 'Finland', 'France', 'Greece', 'Hungary', 'Ireland', 'Italy', 'Latvia', 'Malta', 'Poland', 'Portugal', 'Spain', 'Sweden'],
    longLabels: ['Other member states not listed separately', 'European Economic Area countries outside the union', 'Candidate countries and potential candidates', 'Rest of the world including overseas territories'],
    measures: ['Imports', 'Exports', 'Balance', 'Growth', 'Share', 'Index', 'Tonnes'],
    groups: [['2020', '2021'], ['Goods', 'Services'], ['Value', 'Volume']],
    sections: ['Euro area', 'Outside the euro area', 'Other'],
    title: 'Trade in goods by partner country',
  },
];

const TEXT_COLUMN: Array<{ title: string; values: string[] }> = [
  { title: 'Code', values: ['A1', 'A2', 'B4', 'C7', 'D2', 'E9', 'F3', 'G5', 'H8', 'K1', 'L6', 'M2'] },
  { title: 'Unit', values: ['kg', 'mg/l', 'tonnes', 'persons', 'EUR m', 'units', 'hours', '%'] },
  { title: 'Status', values: ['final', 'provisional', 'revised', 'estimated'] },
  { title: 'Frequency', values: ['monthly', 'quarterly', 'annual', 'weekly'] },
];

const CAPTION_LABELS = ['Table', 'Table', 'Table', 'Exhibit', 'Schedule'];

const NOTES = [
  'Source: annual survey of reporting offices, own calculations.',
  'Note: figures may not add up to the totals because of rounding.',
  '* Provisional figures, subject to revision.',
  'Blank cells: no data reported for the period.',
  'Figures for the latest period are estimates based on partial returns.',
  'Source: administrative records; data as of the end of the reporting year.',
];

const SENTENCES = [
  'The figures below summarise the results reported by the participating offices during the period under review.',
  'Compared with the previous year, most indicators moved within the usual range and no series was revised.',
  'Differences between the groups reflect both the composition of the samples and the timing of the returns.',
  'Where a value could not be confirmed before the closing date it is shown as provisional.',
  'The methodology follows the guidance published in the handbook and is unchanged from earlier editions.',
  'Readers should note that the categories were regrouped in the current edition to improve comparability.',
  'A more detailed breakdown is available on request from the statistics unit.',
  'Seasonal effects were not removed, so quarterly values are not directly comparable with each other.',
  'The totals include a small number of records that could not be assigned to any category.',
  'All amounts are stated in current prices unless a note to the table says otherwise.',
];

const HEADS = ['Annual Report 2023', 'Statistical Bulletin No. 14', 'Quarterly Review', 'Monitoring Report, Volume 2', 'Board Papers, Meeting of 12 March'];

// ------------------------------------------------------------------ composition

export function drawChoices(rng: Rng): TableChoices {
  const out = {} as Record<string, string>;
  for (const [k, vals] of Object.entries(CHOICES)) out[k] = rng.pick(vals as readonly string[]);
  // (the later choices are set to their first value here and drawn by drawLaterChoices from their own stream)
  const c = out as TableChoices;
  for (const k of Object.keys(LATER_CHOICES) as LaterChoiceName[]) (c as Record<string, string>)[k] = LATER_CHOICES[k][0];
  for (const k of Object.keys(THIRD_CHOICES) as ThirdChoiceName[]) (c as Record<string, string>)[k] = THIRD_CHOICES[k][0];
  // the few combinations a printed page cannot have are resolved one way, and the effective value is recorded
  if (c.continued !== 'no' && c.arrangement === 'side-by-side') c.arrangement = 'single';
  if (c.arrangement === 'side-by-side' && c.columns === '7-9') c.columns = '2-3';
  return c;
}

/** The second round's choices from their own stream; values that cannot apply are recorded as the first value. */
export function drawLaterChoices(c: TableChoices, lr: Rng): void {
  const o = c as Record<string, string>;
  for (const [k, vals] of Object.entries(LATER_CHOICES)) o[k] = lr.pick(vals as readonly string[]);
  if (c.header !== 'two-level') c.header3 = 'no';
  if (c.header === 'none') c.unitsRow = 'no';
  if (c.textColumn === 'no') c.textAlign = 'left';
  if (c.arrangement !== 'single' || c.continued !== 'no') c.pageColumns = 'one';
  if (c.continued === 'no') c.longTable = 'no';
  if (c.header !== 'one-row') c.rotatedHeader = 'no';
}

interface NumberColumn {
  kind: 'int' | 'dec1' | 'dec2' | 'pct' | 'mixed' | 'signed';
  scale: number;
}

export function formatValue(v: number, col: NumberColumn, style: TableChoices['numbers'], decimals: number): string {
  const neg = v < 0;
  const [int, frac] = Math.abs(v).toFixed(decimals).split('.');
  const sep = style === '1,234.5' ? ',' : style === '1.234,5' ? '.' : ' ';
  const dec = style === '1.234,5' ? ',' : '.';
  const grouped = int!.length > 4 || style !== '1 234.5' ? int!.replace(/\B(?=(\d{3})+(?!\d))/g, sep) : int!;
  let s = grouped + (frac !== undefined ? dec + frac : '');
  if (col.kind === 'pct') s += '%';
  if (neg) s = col.kind === 'signed' ? `(${s})` : `-${s}`;
  else if (col.kind === 'signed' && v > 0 && decimals > 0 && int!.length < 2) s = `+${s}`;
  return s;
}

function decimalsOf(col: NumberColumn, rng: Rng): number {
  switch (col.kind) {
    case 'int':
      return 0;
    case 'dec1':
    case 'pct':
      return 1;
    case 'dec2':
    case 'signed':
      return 2;
    case 'mixed':
      return rng.int(0, 3);
  }
}

const cell = (text: string, align: Align, o: Partial<GenCell> = {}): GenCell => ({ text, colSpan: 1, align, bold: false, indent: 0, ...o });

function wrapLabel(label: string, rng: Rng): string {
  // a header label long enough to need two lines
  const extra = rng.pick(['(units)', 'per year', 'in total', '(EUR)', 'reported', 'per 1,000', '(%)', 'at end']);
  return `${label} ${extra}`;
}

function composeTable(rng: Rng, c: TableChoices, index: number, nValues: number, nRows: number, lr: Rng | null): GenTable {
  const theme = rng.pick(THEMES);
  const textCol = c.textColumn === 'yes' ? rng.pick(TEXT_COLUMN) : null;
  const numAlign: Align = c.numberAlign;
  const valueCols: NumberColumn[] = [];
  for (let k = 0; k < nValues; k++) {
    const kinds: NumberColumn['kind'][] = c.numberAlign === 'decimal' ? ['mixed', 'dec1', 'dec2', 'signed', 'mixed'] : ['int', 'dec1', 'dec2', 'pct', 'signed', 'int'];
    valueCols.push({ kind: rng.pick(kinds), scale: rng.pick([10, 100, 1000, 10000, 1e6]) });
  }
  const nCols = 1 + (textCol ? 1 : 0) + nValues;

  // ---- header rows
  const headerRows: GenRow[] = [];
  const measures = rng.sample(theme.measures, Math.min(nValues, theme.measures.length));
  if (c.header === 'one-row') {
    const row: GenRow = { kind: 'header', cells: [cell(theme.stub, 'left', { bold: true })] };
    if (textCol) row.cells.push(cell(textCol.title, 'left', { bold: true }));
    for (let k = 0; k < nValues; k++) {
      let t = measures[k % measures.length]!;
      if (k >= measures.length) t = `${t} ${Math.floor(k / measures.length) + 1}`;
      if (c.headerWrap === 'yes') t = wrapLabel(t, rng);
      row.cells.push(cell(t, 'center', { bold: true }));
    }
    headerRows.push(row);
  } else if (c.header === 'two-level') {
    // value columns in groups of 2 or 3 under a spanning group label; a single leftover column is its own group
    const groups = rng.pick(theme.groups);
    const per = nValues >= 4 && nValues % 3 === 0 ? 3 : nValues >= 2 ? 2 : 1;
    const subs = rng.sample(theme.measures, per);
    const top: GenRow = { kind: 'header', cells: [cell('', 'left')] };
    const bottom: GenRow = { kind: 'header', cells: [cell(theme.stub, 'left', { bold: true })] };
    if (textCol) {
      top.cells.push(cell('', 'left'));
      bottom.cells.push(cell(textCol.title, 'left', { bold: true }));
    }
    let g = 0;
    for (let k = 0; k < nValues; ) {
      const span = Math.min(per, nValues - k);
      const label = groups[g % groups.length]! + (g >= groups.length ? ` (${Math.floor(g / groups.length) + 1})` : '');
      top.cells.push(cell(label, 'center', { bold: true, colSpan: span }));
      for (let j = 1; j < span; j++) top.cells.push(null);
      for (let j = 0; j < span; j++) {
        let t = span === 1 ? measures[0]! : subs[j]!;
        if (c.headerWrap === 'yes') t = wrapLabel(t, rng);
        bottom.cells.push(cell(t, 'center', { bold: true }));
      }
      k += span;
      g++;
    }
    headerRows.push(top, bottom);
  }

  // ---- body
  const labels = rng.sample(theme.labels, Math.min(nRows, theme.labels.length));
  // more rows than the theme has labels: variants of its labels ("Lamps, other"), never a label ending in a number
  const variants = ['other', 'imported', 'second site', 'remainder', 'not stated', 'new', 'former', 'unspecified'];
  while (labels.length < nRows) labels.push(`${rng.pick(theme.labels)}, ${rng.pick(variants)}`);
  if (c.cellWrap !== 'no') {
    // a few labels are long enough to wrap in the label column
    for (let i = 0; i < labels.length; i++) if (rng.chance(0.3)) labels[i] = rng.pick(theme.longLabels);
    if (!labels.some((l) => theme.longLabels.includes(l))) labels[rng.int(0, labels.length - 1)] = theme.longLabels[0]!;
  }
  const decimals = valueCols.map((col) => decimalsOf(col, rng));
  const sums = new Array<number>(nValues).fill(0);
  const body: GenRow[] = [];
  const sectionAt = new Set<number>();
  if (c.rowLabels === 'indented') {
    const nSections = Math.max(1, Math.min(theme.sections.length, Math.floor(nRows / 3)));
    sectionAt.add(0);
    while (sectionAt.size < nSections) sectionAt.add(rng.int(2, Math.max(2, nRows - 2)));
  }
  let sectionNo = 0;
  for (let i = 0; i < nRows; i++) {
    if (sectionAt.has(i)) {
      const row: GenRow = { kind: 'section', cells: [cell(theme.sections[sectionNo++ % theme.sections.length]!, 'left', { bold: rng.chance(0.6) })] };
      for (let k = 1; k < nCols; k++) row.cells.push(cell('', 'left'));
      body.push(row);
    }
    const row: GenRow = { kind: 'body', cells: [cell(labels[i]!, 'left', { indent: c.rowLabels === 'indented' ? 1.5 : 0 })] };
    if (textCol) row.cells.push(cell(rng.pick(textCol.values), 'left'));
    for (let k = 0; k < nValues; k++) {
      const col = valueCols[k]!;
      if (c.emptyCells === 'some' && rng.chance(0.15)) {
        row.cells.push(cell('', numAlign));
        continue;
      }
      const d = col.kind === 'mixed' ? rng.int(0, 3) : decimals[k]!;
      let v = rng.next() * col.scale;
      if (col.kind === 'pct') v = rng.next() * 100;
      if (col.kind === 'signed') v = (rng.next() - 0.45) * Math.min(col.scale, 1000);
      v = Number(v.toFixed(d));
      sums[k] += v;
      row.cells.push(cell(formatValue(v, col, c.numbers, d), numAlign));
    }
    body.push(row);
  }
  if (c.totals === 'yes') {
    const row: GenRow = { kind: 'total', cells: [cell(rng.pick(['Total', 'Total', 'All', 'Sum', 'Grand total']), 'left', { bold: true })] };
    if (textCol) row.cells.push(cell('', 'left'));
    for (let k = 0; k < nValues; k++) {
      const col = valueCols[k]!;
      const d = col.kind === 'mixed' ? 1 : decimals[k]!;
      row.cells.push(col.kind === 'pct' ? cell('', numAlign) : cell(formatValue(Number(sums[k]!.toFixed(d)), col, c.numbers, d), numAlign, { bold: true }));
    }
    body.push(row);
  }

  const captionLabel = rng.pick(CAPTION_LABELS);
  const number = rng.int(1, 9);
  const caption = c.caption === 'none' ? null : `${captionLabel} ${number + index}${rng.pick(['.', ':', ''])} ${theme.title}${rng.chance(0.5) ? `, ${rng.pick(['2021 to 2023', 'latest year', 'by quarter', 'in thousands'])}` : ''}`;
  const footnotes = c.footnotes === 'yes' ? rng.sample(NOTES, rng.int(1, 2)) : [];
  const t: GenTable = { caption, captionLabel, footnotes, headerRows, body, nCols, labelCol: 0, firstValueCol: textCol ? 2 : 1, blocks: [] };
  if (lr) laterTable(t, c, lr, theme, valueCols);
  return t;
}

const UNITS = ['EUR m', 'thousands', 'number', 'tonnes', 'EUR', 'index', 'USD bn'];
const STUB_UNITS = ['(in thousands)', '(EUR million)', '(per cent)', '(number of persons)', '(2015 = 100)'];
const TOP_LABELS = ['Thousands of persons', 'EUR million', 'Percentage of total', 'Number of cases', 'Annual values', 'Reported values'];
const BLOCK_SETS: { stub: string; labels: string[] }[] = [
  { stub: 'Year', labels: ['2021', '2022', '2023', '2024'] },
  { stub: 'Group', labels: ['Group A', 'Group B', 'Group C', 'Group D'] },
  { stub: 'Sex', labels: ['Men', 'Women', 'All persons'] },
  { stub: 'Sector', labels: ['Public sector', 'Private sector', 'Non-profit', 'Households'] },
];
const MARKS: NonNullable<GenCell['mark']>[] = [
  { text: '*', raised: false },
  { text: '(a)', raised: false },
  { text: '1', raised: true },
  { text: '2', raised: true },
  { text: 'a', raised: true },
  { text: ' p', raised: false },
];
const VARIANTS = ['other', 'imported', 'second site', 'remainder', 'not stated', 'new', 'former', 'unspecified'];

/** a number's digits drawn again (same length and format) */
const redraw = (s: string, lr: Rng): string => s.replace(/\d/g, (d, i: number) => String(i === 0 || !/\d/.test(s[i - 1]!) ? lr.int(1, 9) : lr.int(0, 9)));

const isValue = (s: string) => /\d/.test(s) && !/[A-Za-z]{2}/.test(s);

/** The second round's choices applied to a composed table, every draw from the later stream `lr`. */
function laterTable(t: GenTable, c: TableChoices, lr: Rng, theme: Theme, valueCols: NumberColumn[]): void {
  const nValues = valueCols.length;
  const valueIdx = (k: number) => k - t.firstValueCol;
  // ---- a very long table: more body rows (before the totals row), labels and values drawn again
  if (c.longTable === 'yes') {
    const totalRow = t.body.length && t.body[t.body.length - 1]!.kind === 'total' ? t.body.pop()! : null;
    const plain = t.body.filter((r) => r.kind === 'body');
    const extra = lr.int(80, 120);
    for (let i = 0; i < extra; i++) {
      const src = lr.pick(plain);
      const cells = src.cells.map((cl, k) => {
        if (!cl) return null;
        if (k === t.labelCol) return { ...cl, text: `${lr.pick(theme.labels)}, ${lr.pick(VARIANTS)}` };
        return k >= t.firstValueCol && cl.text ? { ...cl, text: redraw(cl.text, lr) } : { ...cl };
      });
      t.body.push({ kind: 'body', cells });
    }
    if (totalRow) t.body.push(totalRow);
  }
  // ---- negatives in parentheses (financial statements)
  if (c.negatives === 'parentheses') {
    for (const r of t.body) {
      if (r.kind !== 'body' && r.kind !== 'total') continue;
      for (let k = t.firstValueCol; k < t.nCols; k++) {
        const cl = r.cells[k];
        if (!cl || !cl.text || cl.text.endsWith('%') || valueCols[valueIdx(k)]?.kind === 'pct') continue;
        if (!lr.chance(0.3)) continue;
        cl.text = `(${cl.text.replace(/^[-+(]/, '').replace(/\)$/, '')})`;
      }
    }
  }
  // ---- footnote markers on some labels and numbers
  if (c.marks === 'yes') {
    let any = false;
    const mark = (cl: GenCell) => {
      const m = lr.pick(MARKS);
      cl.text += m.text;
      cl.mark = m;
      any = true;
    };
    for (const r of t.body) {
      if (r.kind !== 'body') continue;
      const lab = r.cells[t.labelCol];
      if (lab && lab.text && lr.chance(0.15)) mark(lab);
      for (let k = t.firstValueCol; k < t.nCols; k++) {
        const cl = r.cells[k];
        if (cl && cl.text && lr.chance(0.06)) mark(cl);
      }
    }
    if (!any) {
      const r = lr.pick(t.body.filter((x) => x.kind === 'body'));
      mark(r.cells[t.labelCol]!);
    }
  }
  // ---- a third header level above the group labels
  if (c.header3 === 'yes' && t.headerRows.length) {
    const top: GenRow = { kind: 'header', cells: [] };
    for (let k = 0; k < t.firstValueCol; k++) top.cells.push(cell('', 'left'));
    top.cells.push(cell(lr.pick(TOP_LABELS), 'center', { bold: true, colSpan: nValues }));
    for (let k = 1; k < nValues; k++) top.cells.push(null);
    t.headerRows.unshift(top);
  }
  // ---- a Total column
  if (c.totalColumn === 'yes') {
    const align = c.numberAlign;
    t.headerRows.forEach((r, i) => r.cells.push(i === t.headerRows.length - 1 ? cell(lr.pick(['Total', 'Total', 'All', 'Sum']), 'center', { bold: true }) : cell('', 'left')));
    const scale = lr.pick([100, 1000, 10000, 1e5]);
    for (const r of t.body) {
      if (r.kind === 'section') r.cells.push(cell('', 'left'));
      else r.cells.push(cell(formatValue(Math.round(lr.next() * scale * 4), { kind: 'int', scale }, c.numbers, 0), align, { bold: r.kind === 'total' }));
    }
    t.nCols++;
  }
  // ---- the text column set right
  if (c.textAlign === 'right' && t.firstValueCol === 2) for (const r of [...t.headerRows, ...t.body]) if (r.cells[1]) r.cells[1]!.align = 'right';
  // ---- block labels: a first column naming blocks of rows, printed once per block
  if (c.blockLabels !== 'no') {
    const set = lr.pick(BLOCK_SETS);
    t.headerRows.forEach((r, i) => r.cells.unshift(i === t.headerRows.length - 1 ? cell(set.stub, 'left', { bold: true }) : cell('', 'left')));
    const nh = t.headerRows.length;
    const nBody = t.body.length - (t.body.length && t.body[t.body.length - 1]!.kind === 'total' ? 1 : 0);
    let b = 0;
    for (let i = 0; i < nBody; ) {
      const n = Math.min(nBody - i, lr.int(2, 5));
      const label = set.labels[b % set.labels.length]! + (b >= set.labels.length ? ` (${Math.floor(b / set.labels.length) + 1})` : '');
      t.body[i]!.cells.unshift(cell(label, 'left', { rowSpan: n }));
      for (let j = 1; j < n; j++) t.body[i + j]!.cells.unshift(null);
      t.blocks.push({ row: nh + i, rows: n });
      i += n;
      b++;
    }
    for (let i = nBody; i < t.body.length; i++) t.body[i]!.cells.unshift(cell('', 'left'));
    t.nCols++;
    t.labelCol = 1;
    t.firstValueCol++;
  }
  // ---- a units row under the column labels
  if (c.unitsRow === 'yes' && t.headerRows.length) {
    const row: GenRow = { kind: 'header', cells: [] };
    const perColumn = lr.chance(0.6);
    const unit = lr.pick(UNITS);
    for (let k = 0; k < t.nCols; k++) {
      if (k === t.labelCol) row.cells.push(cell(perColumn ? '' : lr.pick(STUB_UNITS), 'left'));
      else if (k < t.firstValueCol || !perColumn) row.cells.push(cell('', 'left'));
      else row.cells.push(cell(valueCols[valueIdx(k)]?.kind === 'pct' ? '%' : unit, 'center'));
    }
    t.headerRows.push(row);
    // a block-label first column's blocks move down one row
    for (const bl of t.blocks) bl.row++;
  }
  // ---- value columns' header labels turned 90°
  if (c.rotatedHeader === 'yes' && t.headerRows.length) {
    const r = t.headerRows[0]!;
    for (let k = t.firstValueCol; k < t.nCols; k++) if (r.cells[k]?.text) r.cells[k]!.rotated = true;
  }
}

const CURRENCY_BEFORE = ['€ ', '$ ', '£ ', 'EUR ', 'CHF '];
// (signs the standard PDF fonts can print: WinAnsi has no č or ł)
const CURRENCY_AFTER = [' €', ' EUR', ' kr', ' USD', ' £'];
const PLACEHOLDERS = ['–', '-', '—', '..', '...', 'n/a', 'x', '.'];

/**
 * The third round's choices applied to a composed table (cell texts only), every draw from the third stream `tr`;
 * returns the choices that changed a cell.
 */
function thirdTable(t: GenTable, c: TableChoices, tr: Rng): ThirdChoiceName[] {
  const changed: ThirdChoiceName[] = [];
  const rows = t.body.filter((r) => r.kind === 'body' || r.kind === 'total');
  const valueCols = Array.from({ length: t.nCols - t.firstValueCol }, (_, i) => t.firstValueCol + i);
  // ---- a currency sign with one or two columns of amounts (not percentages)
  if (c.currency !== 'no') {
    const amounts = valueCols.filter((k) => rows.every((r) => !r.cells[k]?.text.endsWith('%')) && rows.some((r) => isValue(r.cells[k]?.text ?? '')));
    const cols = tr.sample(amounts, Math.min(amounts.length, tr.int(1, 2)));
    const sign = c.currency === 'prefix' ? tr.pick(CURRENCY_BEFORE) : tr.pick(CURRENCY_AFTER);
    for (const r of rows) for (const k of cols) {
      const cl = r.cells[k];
      if (!cl || !isValue(cl.text)) continue;
      // after the amount only where no footnote mark ends the cell
      if (c.currency === 'prefix') cl.text = sign + cl.text;
      else if (!cl.mark) cl.text += sign;
      else continue;
      if (!changed.includes('currency')) changed.push('currency');
    }
  }
  // ---- missing values as a placeholder: the blank value cells, or some values when there are none
  if (c.placeholders === 'yes') {
    const mark = tr.pick(PLACEHOLDERS);
    const blanks = rows.filter((r) => r.kind === 'body').flatMap((r) => valueCols.filter((k) => r.cells[k] && !r.cells[k]!.text).map((k) => r.cells[k]!));
    const cells = blanks.length ? blanks : rows.filter((r) => r.kind === 'body').flatMap((r) => valueCols.map((k) => r.cells[k]).filter((x): x is GenCell => !!x && !x.mark && tr.chance(0.08)));
    for (const cl of cells) cl.text = mark;
    if (cells.length) changed.push('placeholders');
  }
  return changed;
}

const NUMBER_HEADS = ['No.', '#', 'Pos.', 'Item', 'Ref.'];

/**
 * The fifth round's row-number column put in front of a finished table (every draw from the fourth stream `fr`): its
 * header label on the row of the column labels, the body rows numbered from 1 (from a higher start now and then, as on a
 * later page of a register), section and totals rows left blank.
 */
function numberRows(t: GenTable, c: TableChoices, fr: Rng): void {
  const head = fr.pick(NUMBER_HEADS);
  // the label goes on the row of the column labels (above a units row)
  const at = t.headerRows.length - (c.unitsRow === 'yes' && t.headerRows.length > 1 ? 2 : 1);
  const bold = at >= 0 && !!t.headerRows[at]!.cells[t.labelCol]?.bold;
  t.headerRows.forEach((r, i) => r.cells.unshift(cell(i === at ? head : '', 'right', { bold })));
  let n = fr.chance(0.2) ? fr.int(2, 40) * 10 + 1 : 1;
  for (const r of t.body) r.cells.unshift(cell(r.kind === 'body' ? String(n++) : '', 'right'));
  t.nCols++;
  t.labelCol++;
  t.firstValueCol++;
}

/** The seventh round's spreadsheet header: the labels of the value columns on the header's last row set left in their cells. */
function labelsAtCellEdge(t: GenTable): void {
  const last = t.headerRows[t.headerRows.length - 1];
  if (!last) return;
  last.cells.forEach((cl, k) => {
    if (cl && k >= t.firstValueCol && cl.text) cl.align = 'left';
  });
}

/**
 * `base`: the later choices all at their first value (the first round's documents); `third: false`: the third
 * round's choices at their first value (the second round's documents); `fourth: false`: the fifth round's choice at
 * its first value (the fourth round's documents).
 */
export function compose(seed: number, opts: { base?: boolean; third?: boolean; fourth?: boolean; fifth?: boolean } = {}): TableDocSpec {
  const rng = new Rng(seed);
  const c = drawChoices(rng);
  const lr = opts.base ? null : new Rng(seed ^ LATER_SALT);
  if (lr) drawLaterChoices(c, lr);
  const nTables = c.arrangement === 'single' ? 1 : 2;
  const [lo, hi] = c.columns === '2-3' ? [2, 3] : c.columns === '4-6' ? [4, 6] : [7, 9];
  const tables: GenTable[] = [];
  for (let i = 0; i < nTables; i++) {
    const nValues = rng.int(lo, hi);
    const nRows = c.continued !== 'no' ? rng.int(28, 40) : c.arrangement === 'single' ? rng.int(4, 14) : rng.int(4, 8);
    tables.push(composeTable(rng, c, i, nValues, nRows, lr));
  }
  if (!opts.base && opts.third !== false) {
    // the third round's choices, from their own stream, applied to the finished tables
    const tr = new Rng(seed ^ THIRD_SALT);
    const o = c as Record<string, string>;
    for (const [k, vals] of Object.entries(THIRD_CHOICES)) o[k] = tr.pick(vals as readonly string[]);
    const changed = new Set<ThirdChoiceName>();
    for (const t of tables) for (const k of thirdTable(t, c, tr)) changed.add(k);
    // a value that found nothing to change (no column of amounts) is recorded as the first value
    for (const k of Object.keys(THIRD_CHOICES) as ThirdChoiceName[]) if (!changed.has(k)) o[k] = THIRD_CHOICES[k][0];
  }
  const o4 = c as Record<string, string>;
  for (const [k, vals] of Object.entries(FOURTH_CHOICES)) o4[k] = vals[0] as string;
  if (!opts.base && opts.third !== false && opts.fourth !== false) {
    // the fifth round's choice, from a fourth stream of its own, applied to the finished tables
    const fr = new Rng(seed ^ FOURTH_SALT);
    const rowNumbers = fr.pick(FOURTH_CHOICES.rowNumbers);
    // a value that cannot apply (block labels in the first column, tables side by side) is recorded as the first value
    if (rowNumbers === 'yes' && c.blockLabels === 'no' && c.arrangement !== 'side-by-side') {
      for (const t of tables) numberRows(t, c, fr);
      o4.rowNumbers = 'yes';
    }
  }
  for (const [k, vals] of Object.entries(FIFTH_CHOICES)) o4[k] = vals[0] as string;
  if (!opts.base && opts.third !== false && opts.fourth !== false && opts.fifth !== false) {
    // the seventh round's choice, from a fifth stream of its own, applied to the finished tables
    const vr = new Rng(seed ^ FIFTH_SALT);
    const headerAlign = vr.pick(FIFTH_CHOICES.headerAlign);
    // a value that cannot apply (no header) is recorded as the first value
    if (headerAlign === 'cell-edge' && tables.some((t) => t.headerRows.length > 0)) {
      for (const t of tables) labelsAtCellEdge(t);
      o4.headerAlign = 'cell-edge';
    }
  }
  const prose: string[] = [];
  for (let i = 0; i < 4; i++) prose.push(rng.sample(SENTENCES, rng.int(2, 4)).join(' '));
  const runningHead = rng.pick(HEADS);
  let twoColumn: TableDocSpec['twoColumn'] = null;
  if (lr && c.pageColumns === 'two') {
    const paragraphs: string[] = [];
    for (let i = 0; i < 12; i++) paragraphs.push(lr.sample(SENTENCES, lr.int(3, 5)).join(' '));
    twoColumn = { side: lr.chance(0.5) ? 'left' : 'right', paragraphs };
  }
  return { seed, choices: c, tables, prose, runningHead, twoColumn };
}

/** The ground-truth grid of a table: each cell's text at its top-left position, '' where a span covers. */
export function truthGrid(t: GenTable): string[][] {
  return [...t.headerRows, ...t.body].map((r) => r.cells.map((c) => (c ? c.text : '')));
}
