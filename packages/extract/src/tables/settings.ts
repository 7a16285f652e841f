/**
 * One settings object for table detection, with documented defaults (lengths in points, "em" = font size).
 */
import type { BBox } from '../types.js';

export interface TableSettings {
  // ---- lattice (ruled) ----
  /** rulings whose coordinates differ by at most this are snapped onto one line; default 3 */
  snapTolerance: number;
  /** collinear rulings separated by at most this gap are joined into one; default 3 */
  joinTolerance: number;
  /** rulings shorter than this after joining are ignored; default 3 */
  minRulingLength: number;
  /** a horizontal and a vertical ruling intersect when they pass within this of each other; default 2.5 */
  intersectionTolerance: number;
  /** ruling ends that line up are joined by a virtual edge (frameless tables) when at most this far apart; default 50 */
  maxOpenEndGap: number;
  /** pages with more rulings than this (hatching, vector drawings, hostile files) skip lattice detection; default 5000 */
  maxRulings: number;
  /** a ruled table needs at least this many columns and rows, else its area is left to the stream detector; default 2 */
  latticeMinColumns: number;
  latticeMinRows: number;
  /**
   * a one-row ruled band right under a ruled table, on that table's column edges (a grand total in a box of its
   * own), is still a table when it has at least totalBandMinColumns columns and a number, and stands at most
   * totalBandMaxGapRows of its own height below the table; defaults 3, 2
   */
  totalBandMinColumns: number;
  totalBandMaxGapRows: number;
  /**
   * a box of four rulings around one line of text, inside a taller ruled cell and set in from its column rules by
   * more than snapTolerance and at most this (a text frame drawn around each line of a cell), is no part of the
   * grid; 0 turns it off; default 12
   */
  textFrameMaxInset: number;
  /**
   * a box of four rulings around one line of text whose every side lies within this of the text's extent (a word's
   * background painted on its glyph box) is no part of the grid; 0 turns it off; default 1 (pt)
   */
  wordBoxMaxInset: number;
  /**
   * an empty ruled row across a ruled grid's whole width, with differing column rules above and below it, parts two
   * tables (a key-value block over an item table on one frame); default true
   */
  splitAtSpacerRows: boolean;
  /**
   * a stream table's column whose filled cells, at least this many, each read "Label : value" on one line (a short
   * label ending in the line's first colon, a value after it) is split into a label column and a value column
   * (pairs.ts); 0 turns it off; default 3
   */
  colonPairMinRows: number;
  /**
   * a table of at most headerBandMaxRows rows without a number, right above another table (at most
   * headerBandMaxGapLines of its line height between) and standing over its columns, is that table's header;
   * 0 rows turns it off; defaults 3, 3
   */
  headerBandMaxRows: number;
  headerBandMaxGapLines: number;
  /** a heading of such a band holds at most this many words, on one or two lines; default 6 */
  headerBandMaxWords: number;
  /**
   * a line of two or more short headings (no figures, each over a column of its own) standing unruled at most this
   * many em of its size above a ruled table's top rule is that table's first row (rows boxed or underlined one by
   * one under a header printed above the first rule); 0 turns it off; default 0.75
   */
  headerLineAboveRuleMaxGapEm: number;
  /**
   * a page footer printed over a table's rows ("Annual Figures, Page 3 of 6" set between two rows it overlaps): a row
   * of a stream table whose only filled cell names the page inside its text ("…, Page 3 of 6") and whose height
   * overlaps the row above or below it is dropped (its words are left to the text outside the table); default true
   */
  dropOverprintedPageLabels: boolean;
  /**
   * title lines set centred above a table, in its frame or not (a report's "TOWN OF …" / "SUMMARY VOTE" lines over the header of
   * its results): leading rows of one cell of text each, the cell's centre at most this share of the table's width
   * from the table's centre and not starting at the table's left edge, standing a blank line (more than a line's
   * height) above a row of two or more cells, are the table's title, not rows of it; 0 turns it off; default 0.08
   */
  centredTitleMaxOffset: number;
  /**
   * tables stacked in one region, each under title lines of its own (a results sheet printing contest after
   * contest): a row of column labels under one or two title rows that follow a row of figures, with figures under
   * its labels, starts a new table with its titles, even when its labels repeat the first header's; default true
   */
  splitTitledHeaders: boolean;
  /**
   * with `splitTitledHeaders`, a stream table's row of labels with no title above it starts a new table when a blank
   * gap of at least this many line heights (and twice the table's usual space between rows) sets it apart from the
   * rows above, whose last holds a number, and numbers follow under its labels ("Charges | Amount"
   * under a block counting transactions); default 0.8, 0 turns it off
   */
  untitledHeaderGapLines: number;
  /**
   * blocks of rows set a blank line or two apart under section headings, with the same columns (a results sheet's
   * contests under one header): a stream table right below another (at most figureBlockMaxGapLines line heights,
   * between them one or two one-segment heading lines starting in its first column), as many columns aligned, both
   * meeting at rows of figures, continues it, the headings between as rows of one cell; default true
   */
  joinSectionBlocks: boolean;
  /**
   * ruled rows under a row label spanning down the first column (a datasheet's "Dimensions" over its "Height" /
   * "Width" / "Depth" rows): a row whose first column is covered from above and which fills two or more cells and
   * every other position is a row of its own, not a continuation of the row above (mergeSpannedContinuations);
   * default true
   */
  subRowsUnderRowLabel: boolean;
  /**
   * a tall ruled row (column rules, no row rules) cut at its blank lines has each piece split again by its text
   * lines (a body of items, a blank line, then totals: the items stayed one row of multi-line cells); default true
   */
  splitTallRowPieces: boolean;
  /**
   * a column rule broken off around a cell whose side border was left out, where a row rule of the neighbouring
   * cells ends on the column line inside the break: the column rule is carried across the break, so the row rule
   * splits the cells on its side only (edges.ts, bridgeColumnRuleGaps); default true
   */
  bridgeColumnRuleGaps: boolean;
  /**
   * a figure of plots read as a stream table: a stream table whose box holds at least this many short strokes
   * (rulings no longer than plotTickMaxLength — tick marks, pieces of a plotted trace — none a dash of a dashed or
   * dotted rule) is a figure, not a table; 0 turns it off; default 12
   */
  plotTickMinCount: number;
  /** the longest ruling counted as a plot's short stroke (a tick mark, a piece of a trace), in points; default 6 */
  plotTickMaxLength: number;
  /**
   * rows of a ruled table running on unruled below its grid (the grid's rules stop while the rows go on down the
   * page): a stream table starting at most this many of the grid's median row heights below a ruled table's last rule,
   * within its left and right edges, with as many columns, each filled cell inside the grid column of the same
   * place, is appended to the ruled table as its last rows; 0 turns it off; default 1
   */
  gridRunOnMaxGapRows: number;
  /**
   * …and at most this many of its own text lines' heights below the grid (rows running on start right under the
   * last rule; a signature block set lines further down under a grid of tall cells is none); 0 turns it off;
   * default 2
   */
  gridRunOnMaxGapLines: number;
  /**
   * a stream table of figures only (no header, no label: every filled cell a number or a missing-value mark) right
   * below another stream table, at most this many of its line heights between, with the same columns (each column's
   * edges within continuationColumnTolerance), is that table's next block (the sections of a continued statement
   * whose labels stand on the facing page); 0 turns it off; default 5
   */
  figureBlockMaxGapLines: number;
  /**
   * two lines next to each other outside every table, the upper of at least this many short headings (no figures),
   * the lower of as many numbers each under its heading, are a table of a header row and one row (vote results,
   * a summary's counts between paragraphs); 0 turns it off; default 3
   */
  headedFigureRowMinColumns: number;

  // ---- stream (unruled) ----
  /** a horizontal gap wider than this many em between words starts a new cell segment; default 0.9 */
  segmentGapEm: number;
  /**
   * a run of dot-only words holding at least this many dots (". . . ." or "....") is a dot leader: the word after it
   * starts a new segment (the label's value), however narrow the space; 0 turns it off; default 4 (". . ." is an
   * ellipsis in running text)
   */
  leaderMinDots: number;
  /** a table needs at least this many rows with two or more segments; default 3 */
  streamMinRows: number;
  /** a column gap must be at least this wide (points); default 4 */
  minColumnGap: number;
  /** a gap between words (not segments) that runs through most lines is a column gap when this many em wide; default 0.45 */
  wordGapEm: number;
  /**
   * such a river between words is a column gap only when, in at least riverWideShare of the lines with words on
   * both sides, the space there is at least riverWideSpace times the region's ordinary word space (word
   * boundaries of monospaced labels that merely line up leave one plain space in every line); defaults 1.6, 0.2
   */
  riverWideSpace: number;
  riverWideShare: number;
  /**
   * two columns set hard against each other (a right-aligned column, then a left-aligned one, a space narrower than a
   * column gap between): a river between words is a column gap, however narrow, when in at least this many lines (and
   * nine in ten of those with words on both sides) the words on either side end and start within
   * `alignedEdgeTolerance` points of its edges, and one such line holds a label on each side (see alignedEdgeGaps in
   * stream.ts); 0 turns it off; defaults 5 lines, 0.5 points
   */
  alignedEdgeGapMinRows: number;
  alignedEdgeTolerance: number;
  /**
   * a grid of figures set one space apart (a timetable's departure times: four-digit times at a fixed pitch, the
   * space between them narrower than a column gap): a river between words, however narrow, is a column gap when in
   * at least this many lines (and four in five of those with words on both sides and none across) a figure stands on
   * each side — never a number grouped by a space ("12 345") nor a currency code — and a header line holds a label on
   * each side (a route code over each column; see figureGridGaps in stream.ts); 0 turns it off; default 5
   */
  figureGridMinRows: number;
  /**
   * a label of a stream table's first line (a header of labels only) standing alone inside a column gap, clear of the
   * body on both sides, between two columns each already labelled in that line, heads a column of its own that is
   * empty in the body (an "Account Code" column of a report printed without codes) rather than joining its left
   * neighbour's label (see withHeaderOnlyColumns in stream.ts); default true
   */
  headerOnlyColumns: boolean;
  /**
   * an accent drawn as a glyph of its own and set over its letter after a step back (TeX's \'a in a font without
   * accented letters) splits the text into two overlapping words ("Par´" + "ametro"): two words on one line where the
   * second starts left of the first's end, a spacing accent (´ ˜ ¨ ˆ ˇ …) at the junction, are joined and the accent
   * put on its letter ("Parámetro"; see accents.ts); default true
   */
  joinSplitAccents: boolean;
  /** two tables side by side in one region are cut at an empty gutter at least this many em wide (see splitSideBySide); default 1.5 */
  sideBySideGutter: number;
  /**
   * a stream region holding no table as a whole, with an empty gutter from its first line to its last at least this
   * many em wide, is page columns set side by side (a questionnaire's two columns): each column is searched for
   * tables on its own; 0 turns it off; default 2
   */
  pageColumnGutterEm: number;
  /**
   * a stream region cut by a page gutter (see pageColumnGutterEm) with running text on one side, set on lines of its
   * own pitch (at least this share of that side's lines have no line of the other side at their height), is read side
   * by side, each side's lines built from its own words (a table in one column of a two-column page); 0 turns it off;
   * default 0.4
   */
  proseColumnMisalignedShare: number;
  /**
   * a line as wide as prose (one segment over 60 % of the text body, six words or more) that ends in a colon, between
   * two rows of two or more segments, is a section heading of the table and does not end its region (a long heading
   * inside a table set in a narrow page column); default true
   */
  colonHeadingInRun: boolean;
  /**
   * a chart beside a table: from a column whose numbers step evenly in runs (axis ticks) on, a stream grid holding
   * text in at most this share of its positions is the chart's, and the table ends before it (see cutChartBeside);
   * 0 turns it off; default 0.3
   */
  chartZoneMaxFill: number;
  /**
   * running text set in columns (a two-column page): three or more lines in a row whose segments are all runs of at
   * least textColumnWords words, each at least textColumnWidth of the text body wide, are column text and end a table
   * region; such runs in those columns on a table's rows (text beside the table, column text above and below) are
   * left out of the rows; defaults 5, 0.3
   */
  textColumnWords: number;
  textColumnWidth: number;
  /** a vertical gap between text lines larger than this many line heights ends a table region; default 2.2 */
  maxRowGapLines: number;
  /** share of grid positions (rows × columns) holding text or covered by a spanning cell, at least; default 0.4 */
  minFillRatio: number;
  /** share of a region's rows that may cross a column gap (spanning titles, notes) without closing it; default 0.12 */
  gapCrossingShare: number;

  // ---- both ----
  /** only look for tables inside these areas (top-left-origin bboxes); default: the whole page */
  areas?: BBox[];
  /** explicit column separators (x positions) for stream tables, as tabula's and camelot's `columns` option */
  columns?: number[];
  /** merge wrapped continuation lines into the row above (stream tables); default true */
  mergeWrappedRows: boolean;

  // ---- tables continued across pages (joinContinuedTables) ----
  /** each column of the continuation must overlap the same column of the first part once both are widened by this (points); default 6 */
  continuationColumnTolerance: number;
  /**
   * a continuation read into a few more or fewer columns than the part before it (a narrow column gap found on one
   * page only, a sliver column) is still joined when, each of its columns put on the first part's column it overlaps
   * most, at most this many columns are left unmatched on either side; its rows are then set on the first part's
   * columns; default 2
   */
  continuationColumnSlack: number;
  /** a line printed on another page within this many points of the same height is a running header/footer; default 6 */
  furnitureTolerance: number;
  /**
   * Page furniture read into a table's edge rows: a table's first row, inside a header block of two rows or more,
   * printed at the same height as the first row of a table on another page and differing from it only in its
   * figures (a running head counting pages or dates), and a table's last row printed word for word at the same
   * height as the last row of a table on another page (a running foot), are dropped before tables are joined
   * across pages (heights within `furnitureTolerance`); default true
   */
  dropRunningRows: boolean;
  /**
   * a short line (at most `runningLineMaxWords` words) holding a figure, lying wholly in the page's bottom band of this
   * share of the page height under a table's part before a page break, or in its top band above the part after it,
   * two of its line heights or more away from the part, is the page's running foot or head (a form number), not text
   * parting the table; default 0.08, 0 turns it off
   */
  pageEdgeBand: number;
  /**
   * a ruled table's last row of one cell across every column holding two or more lines of which two or more start
   * with a numbered note mark ("1)", "(2)", "3 )") is its footnotes, not a row; default true
   */
  numberedNoteRows: boolean;
  /**
   * Caption labels (lexicon data, lower case): a line starting with one of them and a number is a caption
   * ("Table 4", "Exhibit 20", "Tabelle 2", "Fig. 3"); a trailing dot makes it optional ("tab." matches "Tab 2").
   */
  captionLabels: string[];
  /** words or phrases marking a table continued on the next page or continuing from the previous one */
  continuationMarkers: string[];
  /** words that may precede a page number in running headers and footers ("Page 2", "Seite 2 von 5") */
  pageLabels: string[];
  /** a line naming the page ("Invoice 4711 – Page 2 of 5") is a running header/footer when at most this many words; default 12 */
  runningLineMaxWords: number;
  /**
   * a line of at most this many words set in a table's first column just below its last row (or above its first
   * row on the next page) is the table's own text (a section label, the rest of a wrapped row label), not a
   * heading between two tables; default 8
   */
  stubLineMaxWords: number;
  /** ... when within this many line heights of the table (or of another such line); default 1.5 */
  stubLineGapLines: number;
}

export const DEFAULT_TABLE_SETTINGS: TableSettings = {
  snapTolerance: 3,
  joinTolerance: 3,
  minRulingLength: 3,
  intersectionTolerance: 2.5,
  maxOpenEndGap: 50,
  maxRulings: 5000,
  latticeMinColumns: 2,
  latticeMinRows: 2,
  totalBandMinColumns: 3,
  totalBandMaxGapRows: 2,
  textFrameMaxInset: 12,
  wordBoxMaxInset: 1,
  splitAtSpacerRows: true,
  colonPairMinRows: 3,
  headerBandMaxRows: 3,
  headerBandMaxGapLines: 3,
  headerBandMaxWords: 6,
  headerLineAboveRuleMaxGapEm: 0.75,
  dropOverprintedPageLabels: true,
  centredTitleMaxOffset: 0.08,
  splitTitledHeaders: true,
  untitledHeaderGapLines: 0.8,
  joinSectionBlocks: true,
  subRowsUnderRowLabel: true,
  splitTallRowPieces: true,
  bridgeColumnRuleGaps: true,
  plotTickMinCount: 12,
  plotTickMaxLength: 6,
  gridRunOnMaxGapRows: 1,
  gridRunOnMaxGapLines: 2,
  figureBlockMaxGapLines: 5,
  headedFigureRowMinColumns: 3,
  segmentGapEm: 0.9,
  leaderMinDots: 4,
  streamMinRows: 3,
  minColumnGap: 4,
  wordGapEm: 0.45,
  riverWideSpace: 1.6,
  riverWideShare: 0.2,
  alignedEdgeGapMinRows: 5,
  alignedEdgeTolerance: 0.5,
  figureGridMinRows: 5,
  headerOnlyColumns: true,
  joinSplitAccents: true,
  sideBySideGutter: 1.5,
  pageColumnGutterEm: 2,
  proseColumnMisalignedShare: 0.4,
  colonHeadingInRun: true,
  chartZoneMaxFill: 0.3,
  textColumnWords: 5,
  textColumnWidth: 0.3,
  maxRowGapLines: 2.2,
  gapCrossingShare: 0.12,
  minFillRatio: 0.4,
  mergeWrappedRows: true,
  continuationColumnTolerance: 6,
  continuationColumnSlack: 2,
  furnitureTolerance: 6,
  dropRunningRows: true,
  pageEdgeBand: 0.08,
  numberedNoteRows: true,
  captionLabels: [
    'table', 'tab.', 'exhibit', 'figure', 'fig.', 'chart', 'schedule', 'annex', 'appendix', // en
    'tabelle', 'abbildung', 'abb.', 'anhang', 'anlage', 'übersicht', 'tafel', // de
    'tableau', 'annexe', // fr
    'tabla', 'cuadro', 'gráfico', 'figura', 'anexo', // es, pt
    'tabella', 'allegato', 'prospetto', // it
    'tabel', 'bijlage', 'figuur', // nl
    'tabela', 'quadro', // pt
  ],
  continuationMarkers: [
    'continued', 'cont.', "cont'd", 'contd', 'carried forward', 'brought forward', 'carry forward', 'carried over',
    'fortsetzung', 'fortgesetzt', 'übertrag', 'uebertrag', 'forts.',
    'suite', 'à reporter', 'a reporter', 'reporté',
    'continúa', 'continuación', 'suma y sigue',
    'continua', 'segue', 'seguito', 'riporto',
    'vervolg',
    'continuação',
  ],
  runningLineMaxWords: 12,
  stubLineMaxWords: 8,
  stubLineGapLines: 1.5,
  pageLabels: ['page', 'p.', 'pg.', 'seite', 's.', 'blatt', 'página', 'pagina', 'pag.', 'pág.', 'blad'],
};

const NUMBER_LIMITS: Partial<Record<keyof TableSettings, [number, number]>> = {
  snapTolerance: [0, 50],
  joinTolerance: [0, 50],
  minRulingLength: [0, 1000],
  intersectionTolerance: [0, 50],
  maxOpenEndGap: [0, 1000],
  maxRulings: [0, 1_000_000],
  latticeMinColumns: [1, 1000],
  latticeMinRows: [1, 1000],
  totalBandMinColumns: [1, 1000],
  totalBandMaxGapRows: [0, 100],
  textFrameMaxInset: [0, 100],
  wordBoxMaxInset: [0, 100],
  colonPairMinRows: [0, 1000],
  headerBandMaxRows: [0, 100],
  headerBandMaxGapLines: [0, 100],
  headerBandMaxWords: [1, 1000],
  headerLineAboveRuleMaxGapEm: [0, 20],
  centredTitleMaxOffset: [0, 1],
  plotTickMinCount: [0, 100000],
  plotTickMaxLength: [0, 100],
  gridRunOnMaxGapRows: [0, 20],
  gridRunOnMaxGapLines: [0, 100],
  figureBlockMaxGapLines: [0, 100],
  headedFigureRowMinColumns: [0, 1000],
  segmentGapEm: [0.05, 20],
  leaderMinDots: [0, 1000],
  streamMinRows: [1, 1000],
  minColumnGap: [0, 200],
  wordGapEm: [0.05, 20],
  riverWideSpace: [0, 100],
  riverWideShare: [0, 1],
  alignedEdgeGapMinRows: [0, 1000],
  alignedEdgeTolerance: [0, 10],
  figureGridMinRows: [0, 1000],
  sideBySideGutter: [0, 100],
  pageColumnGutterEm: [0, 100],
  proseColumnMisalignedShare: [0, 1],
  chartZoneMaxFill: [0, 1],
  textColumnWords: [1, 1000],
  textColumnWidth: [0, 1],
  maxRowGapLines: [0.1, 100],
  minFillRatio: [0, 1],
  gapCrossingShare: [0, 1],
  continuationColumnTolerance: [0, 200],
  continuationColumnSlack: [0, 100],
  furnitureTolerance: [0, 200],
  pageEdgeBand: [0, 0.5],
  untitledHeaderGapLines: [0, 100],
  runningLineMaxWords: [0, 1000],
  stubLineMaxWords: [0, 1000],
  stubLineGapLines: [0, 100],
};
const INTEGERS = new Set<keyof TableSettings>(['textColumnWords', 'leaderMinDots', 'maxRulings', 'latticeMinColumns', 'latticeMinRows', 'totalBandMinColumns', 'streamMinRows', 'runningLineMaxWords', 'stubLineMaxWords', 'continuationColumnSlack', 'plotTickMinCount', 'alignedEdgeGapMinRows', 'figureGridMinRows']);
const WORD_LISTS = ['captionLabels', 'continuationMarkers', 'pageLabels'] as const;

/** A setting that is not what it must be: thrown by `resolveSettings`, never silently replaced by a default. */
export class TableSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TableSettingsError';
  }
}

const bbox = (b: unknown) => Array.isArray(b) && b.length === 4 && b.every((v) => typeof v === 'number' && Number.isFinite(v)) && b[0] <= b[2] && b[1] <= b[3];

/**
 * The defaults with the given settings on top, validated: an unknown name, a number outside its range (or not
 * finite, or not whole where a count is meant), a malformed area or column list, or an empty or non-string
 * lexicon entry is a `TableSettingsError` naming the setting. `undefined` values mean "the default".
 */
export function resolveSettings(s: Partial<TableSettings> = {}): TableSettings {
  if (validated.has(s as TableSettings)) return s as TableSettings;
  if (Object.keys(s).length === 0) return RESOLVED_DEFAULTS;
  const out: TableSettings = { ...DEFAULT_TABLE_SETTINGS };
  for (const [key, value] of Object.entries(s) as [keyof TableSettings, unknown][]) {
    if (!(key in DEFAULT_TABLE_SETTINGS) && key !== 'areas' && key !== 'columns') throw new TableSettingsError(`Unknown table setting "${key}".`);
    if (value === undefined) continue;
    const limits = NUMBER_LIMITS[key];
    if (limits) {
      const [lo, hi] = limits;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < lo || value > hi || (INTEGERS.has(key) && !Number.isInteger(value))) {
        throw new TableSettingsError(`Table setting "${key}" must be ${INTEGERS.has(key) ? 'a whole number' : 'a number'} from ${lo} to ${hi}, got ${JSON.stringify(value)}.`);
      }
    } else if (key === 'mergeWrappedRows' || key === 'dropOverprintedPageLabels' || key === 'colonHeadingInRun' || key === 'splitTitledHeaders' || key === 'joinSectionBlocks' || key === 'subRowsUnderRowLabel' || key === 'splitTallRowPieces' || key === 'splitAtSpacerRows' || key === 'bridgeColumnRuleGaps' || key === 'numberedNoteRows' || key === 'dropRunningRows' || key === 'headerOnlyColumns' || key === 'joinSplitAccents') {
      if (typeof value !== 'boolean') throw new TableSettingsError(`Table setting "${key}" must be true or false, got ${JSON.stringify(value)}.`);
    } else if (key === 'areas') {
      if (!Array.isArray(value) || !value.every(bbox)) throw new TableSettingsError(`Table setting "areas" must be a list of [x0, y0, x1, y1] boxes (points, x0 ≤ x1, y0 ≤ y1), got ${JSON.stringify(value)}.`);
    } else if (key === 'columns') {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'number' && Number.isFinite(v))) throw new TableSettingsError('Table setting "columns" must be a list of x positions (points).');
    } else if ((WORD_LISTS as readonly string[]).includes(key)) {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== '')) throw new TableSettingsError(`Table setting "${key}" must be a list of non-empty words.`);
    }
    (out as unknown as Record<string, unknown>)[key] = value;
  }
  validated.add(out);
  return out;
}

// Settings objects resolveSettings produced (already checked; resolving them again returns them as they are).
const validated = new WeakSet<TableSettings>();
const RESOLVED_DEFAULTS: TableSettings = Object.freeze({ ...DEFAULT_TABLE_SETTINGS });
validated.add(RESOLVED_DEFAULTS);
