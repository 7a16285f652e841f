/**
 * Table detection on one page: lattice tables from rulings first; the words outside them go to the stream
 * detector; every table then gets its header rows recognised, multi-line header cells and wrapped rows merged,
 * and reprinted header rows dropped.
 */
import type { BBox, ExtractedTable, PageModel, Ruling, Word } from '../types.js';
import { detectLattice } from './lattice.js';
import { dropEmptyColumns, mergeSpannedContinuations, splitTallRows } from './grid.js';
import { dominantVerticalDirection, turnBack, turnPage } from './rotation.js';
import { buildLines, medianSize } from '../layout/lines.js';
import { emptyCell, structureToRows, type TableCell, type TableRow, type TableStructure } from './model.js';
import { detectHeaderRows, dropRepeatedHeaders, mergeCentredHeaderLines, mergeHeaderLines, mergeWrappedRows, trimCaptionRows } from './rows.js';
import { resolveSettings, type TableSettings } from './settings.js';
import { pageTableContexts, setTableContext } from './context.js';
import { cleanGrid } from './clean.js';
import { uprightVerticalText } from './vertical.js';
import { alignBlockLabels } from './blocks.js';
import { splitColonPairs } from './pairs.js';
import { spanGroupLabels } from './groups.js';
import { isCaptionText, isPageLabelText, namesPageText } from './continued.js';
import { isNumericText, plainNumber } from './cells.js';
import { cellText } from './text.js';
import { joinSplitAccents } from './accents.js';
import {
  buildStreamTable,
  findColumnGaps,
  rivers,
  findRegions,
  gapsFromSeparators,
  isTableLike,
  segmentLines,
  splitRegionByColumns,
  splitSideBySide,
  splitStackedRows,
  type SegmentedLine,
} from './stream.js';

/** Tables on the page with their column ranges, per-row cells and words (for callers that map columns). */
export function detectTableStructures(page: PageModel, settings: Partial<TableSettings> = {}): TableStructure[] {
  const s = resolveSettings(settings);
  const turn = s.areas || s.columns ? null : dominantVerticalDirection(page);
  if (turn) {
    // Text printed sideways: detect on the turned page; bboxes are given back in page coordinates (the column
    // ranges and cell words of such tables stay in the turned frame, where their text is upright).
    return detectOnPage(turnPage(page, turn), s).map((t) => ({ ...t, bbox: turnBack(t.bbox, page, turn) }));
  }
  if (s.areas && s.areas.length > 0) {
    return s.areas.flatMap((area) => detectInArea(page, area, s));
  }
  return detectOnPage(page, s);
}

/**
 * Tables on the page as plain rows of cell texts (ExtractedTable). Each table whose columns are in page
 * coordinates (not turned, no explicit areas) carries its page context for `joinContinuedTables`.
 */
export function detectTables(page: PageModel, settings: Partial<TableSettings> = {}): ExtractedTable[] {
  const s = resolveSettings(settings);
  const turn = s.areas || s.columns ? null : dominantVerticalDirection(page);
  if (turn) {
    // A sideways page: the context (columns, lines above and below) is taken in the turned frame, where the
    // columns are upright, so a sideways table continued on the next sideways page is joined on the same evidence.
    const turned = turnPage(page, turn);
    const structures = detectOnPage(turned, s);
    const tables = structures.map((t) => toExtractedTable({ ...t, bbox: turnBack(t.bbox, page, turn) }));
    pageTableContexts(turned, structures).forEach((c, i) => setTableContext(tables[i], c));
    return tables;
  }
  const structures = detectTableStructures(page, s);
  const tables = structures.map(toExtractedTable);
  const upright = !s.areas && !s.columns && !dominantVerticalDirection(page);
  if (upright) pageTableContexts(page, structures).forEach((c, i) => setTableContext(tables[i], c));
  return tables;
}

/** The plain table, its cells cleaned as a person would retype them (clean.ts). */
export function toExtractedTable(t: TableStructure): ExtractedTable {
  return { page: t.page, bbox: t.bbox.map(round2) as BBox, rows: cleanGrid(structureToRows(t), t.kind === 'stream') };
}

function detectOnPage(pageIn: PageModel, s: TableSettings): TableStructure[] {
  // labels turned a quarter against the page's text are read as one upright word each (vertical.ts)
  const upright = pageIn.words.some((w) => w.dir === 90 || w.dir === 270) ? { ...pageIn, words: uprightVerticalText(pageIn.words) } : pageIn;
  // accents drawn as glyphs of their own, split from their letters by a step back (accents.ts)
  const page = s.joinSplitAccents ? { ...upright, words: joinSplitAccents(upright.words) } : upright;
  const lattice = withHeaderLinesAboveRules(detectLattice(page, s), page.words, s)
    .flatMap((t) => splitStackedRows(t, (text) => isCaptionText(text, s), s.splitTitledHeaders, true))
    .map(finish(s));
  const free = page.words.filter((w) => !lattice.some((t) => inside(w, t.bbox)));
  const lines = segmentLines(free, s);
  const stream: TableStructure[] = [];
  const isCaption = (text: string) => isCaptionText(text, s);
  let pageBoxes: Box[] | undefined;
  const boxes = () => (pageBoxes ??= closedBoxes(page.rulings, s));
  // set when a region's table is a block diagram: its page columns are not looked through for tables either
  let diagram = false;
  const streamTables = (region: SegmentedLine[]): TableStructure[] => {
    // a leading one-segment line (a group label over the value columns, see findRegions) spans columns: it does
    // not decide where they are
    const gapLines = region.length > 1 && region[0].segments.length === 1 ? region.slice(1) : region;
    const gaps = s.columns ? gapsFromSeparators(s.columns) : findColumnGaps(gapLines, s);
    return splitStackedRows(buildStreamTable(region, gaps, page.number), isCaption, s.splitTitledHeaders, false, s.untitledHeaderGapLines)
      .map((t) => cutChartBeside(t, s))
      .filter((t) => isTableLike(t, s))
      .filter((t) => {
        if (!isBoxDiagram(t, boxes()) && !isPlotPanel(t, page.rulings, s)) return true;
        diagram = true;
        return false;
      });
  };
  const regionsOf = (ls: readonly SegmentedLine[]) => findRegions(ls, s).flatMap((r) => (s.columns ? [r] : splitSideBySide(r, s).flatMap((part) => splitRegionByColumns(part, s))));
  for (const region of regionsOf(lines)) {
    diagram = false;
    const offset = proseColumnBeside(region, s);
    if (offset) {
      for (const side of offset) for (const r of regionsOf(side)) for (const t of streamTables(r)) stream.push(finish(s)(t));
      continue;
    }
    const tables = streamTables(region);
    // nothing table-like across the whole region: page columns of text (a questionnaire's two columns) read as
    // one region; a table standing in one of them is looked for in each column on its own
    const columns = tables.length === 0 && !s.columns && !diagram ? pageColumns(region, s) : [];
    for (const t of tables) stream.push(finish(s)(t));
    for (const side of columns) for (const r of regionsOf(side)) for (const t of streamTables(r)) stream.push(finish(s)(t));
  }
  stream.push(...headedFigureRows(lines, [...lattice, ...stream], page.number, s));
  return joinHeaderBands(joinSectionBlocks(joinFigureBlocks(rowsRunOnBelowGrid([...lattice, ...stream].sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]), s), s), lines, s), s);
}

/**
 * Rows of a ruled table running on unruled below its grid (the rules stop over "Ivory Coast … 2020" while the rows go
 * on to the foot of the page): a stream table starting at most `gridRunOnMaxGapRows` of the grid's median row height
 * below a ruled table's bottom, within its left and right edges, with as many columns and every filled cell inside the
 * grid's column of the same place, is the ruled table's last rows. 0 turns it off.
 */
function rowsRunOnBelowGrid(tables: TableStructure[], s: TableSettings): TableStructure[] {
  if (s.gridRunOnMaxGapRows <= 0) return tables;
  const out = [...tables];
  for (let i = 0; i < out.length; i++) {
    const grid = out[i]!;
    if (grid.kind !== 'lattice' || grid.rows.length < 2) continue;
    const heights = grid.rows.map((r) => r.y1 - r.y0).sort((a, b) => a - b);
    const pitch = heights[Math.floor(heights.length / 2)]!;
    const j = out.findIndex((t, k) => {
      if (k === i || t.kind !== 'stream' || t.page !== grid.page || t.columns.length !== grid.columns.length) return false;
      const gap = t.bbox[1] - grid.bbox[3];
      if (gap < -pitch * 0.25 || gap > pitch * s.gridRunOnMaxGapRows) return false;
      // rows running on go on right under the last rule: a block set some lines further down (a form's signature
      // lines under its grid of tall cells) is no run-on, however tall the grid's rows
      if (s.gridRunOnMaxGapLines > 0) {
        const hs = t.rows.flatMap((r) => r.cells.flatMap((c) => (c ? c.words.map((w) => w.y1 - w.y0) : []))).sort((a, b) => a - b);
        if (hs.length > 0 && gap > s.gridRunOnMaxGapLines * hs[Math.floor(hs.length / 2)]!) return false;
      }
      if (t.bbox[0] < grid.bbox[0] - 1 || t.bbox[2] > grid.bbox[2] + 1) return false;
      return t.rows.every((r) =>
        r.cells.every((c, n) => {
          if (!c || c.text.trim() === '' || c.words.length === 0) return true;
          const x0 = Math.min(...c.words.map((w) => w.x0));
          const x1 = Math.max(...c.words.map((w) => w.x1));
          const col = grid.columns[n]!;
          return x0 >= col.x0 - 1 && x1 <= col.x1 + 1;
        }),
      );
    });
    if (j < 0) continue;
    const tail = out[j]!;
    out[i] = {
      ...grid,
      rows: [...grid.rows, ...tail.rows],
      bbox: [Math.min(grid.bbox[0], tail.bbox[0]), grid.bbox[1], Math.max(grid.bbox[2], tail.bbox[2]), Math.max(grid.bbox[3], tail.bbox[3])],
    };
    out.splice(j, 1);
    if (j < i) i--;
  }
  return out;
}

/**
 * A page footer printed over a table's rows ("Annual Figures, Page 3 of 6" set between two rows and overlapping
 * them): a row of a stream table whose only filled cell names the page inside its text, and whose height overlaps
 * the row above or below it, is no row; its words are left to the text outside the table
 * (`dropOverprintedPageLabels`).
 */
function dropOverprintedPageLabel(t: TableStructure, s: TableSettings): TableStructure {
  if (!s.dropOverprintedPageLabels || t.kind !== 'stream' || t.rows.length < 3) return t;
  const overlaps = (a: TableRow | undefined, b: TableRow) => !!a && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.5;
  const rows = t.rows.filter((r, i) => {
    const filled = r.cells.filter((c) => c && c.text.trim() !== '');
    if (filled.length !== 1 || !namesPageText(filled[0]!.text, s)) return true;
    return !(overlaps(t.rows[i - 1], r) || overlaps(t.rows[i + 1], r));
  });
  if (rows.length === t.rows.length) return t;
  return { ...t, rows, bbox: [t.bbox[0], Math.min(...rows.map((r) => r.y0)), t.bbox[2], Math.max(...rows.map((r) => r.y1))] };
}

/**
 * A ruled table whose rows are drawn as boxes or underlined, with its header line printed unruled right above the
 * first rule ("Country   Capital   Population" over rows boxed one by one): the lattice starts at the first rule and
 * the header line, one line on its own, is read as no table. A line of words outside every ruled table, standing
 * at most `headerLineAboveRuleMaxGapEm` of its own size above a ruled table's top, within its left and right edges,
 * cut into two or more segments of at most `headerBandMaxWords` words each, none of them a number (a year may head a
 * column), each falling into a column of its own, is that table's first row. A caption or the last line of a
 * paragraph above a table is one segment; a row of figures is no header; the last line of a header set on several
 * lines (another line of two or more segments at most a line above it) is left to `joinHeaderBands`. 0 turns it off.
 */
function withHeaderLinesAboveRules(tables: TableStructure[], words: readonly Word[], s: TableSettings): TableStructure[] {
  if (s.headerLineAboveRuleMaxGapEm <= 0 || tables.length === 0) return tables;
  const free = words.filter((w) => !tables.some((t) => inside(w, t.bbox)));
  const lines = segmentLines(free, s);
  return tables.map((t) => {
    if (t.columns.length < 2) return t;
    const line = lines
      .filter((l) => l.y1 <= t.bbox[1] + 1 && t.bbox[1] - l.y1 <= s.headerLineAboveRuleMaxGapEm * l.size)
      .sort((a, b) => b.y1 - a.y1)[0];
    if (!line || line.segments.length < 2) return t;
    // a header of several lines (another line of two or more segments right above this one) is a band of its own,
    // joined whole by joinHeaderBands
    if (lines.some((l) => l !== line && l.y1 <= line.y0 + 1 && line.y0 - l.y1 <= line.size && l.segments.length >= 2)) return t;
    if (line.segments.some((g) => g.x0 < t.bbox[0] - s.snapTolerance || g.x1 > t.bbox[2] + s.snapTolerance)) return t;
    const cells = new Map<number, TableCell>();
    for (const g of line.segments) {
      const text = g.words.map((w) => w.text).join(' ');
      if (g.words.length > s.headerBandMaxWords) return t;
      if (isNumericText(text) && !/^(?:19|20)\d\d(?:[-–/]\d{2,4})?$/.test(text.trim())) return t;
      const cx = (g.x0 + g.x1) / 2;
      const k = t.columns.findIndex((c) => cx >= c.x0 && cx <= c.x1);
      // a segment across a column edge, or two segments over one column: no header of these columns
      if (k < 0 || cells.has(k) || g.x0 < t.columns[k]!.x0 - s.snapTolerance || g.x1 > t.columns[k]!.x1 + s.snapTolerance) return t;
      cells.set(k, { text, words: g.words, colSpan: 1, rowSpan: 1 });
    }
    const row: TableRow = { y0: line.y0, y1: t.bbox[1], cells: t.columns.map((_, k) => cells.get(k) ?? { text: '', words: [], colSpan: 1, rowSpan: 1 }) };
    return { ...t, bbox: [t.bbox[0], Math.min(line.y0, t.bbox[1]), t.bbox[2], t.bbox[3]] as BBox, rows: [row, ...t.rows] };
  });
}

/**
 * A table of one row of figures under a line of headings, set between paragraphs (a vote's "For  Against  Abstain
 * Broker Non-Vote" over four counts): two lines are fewer than `streamMinRows`, so no region holds them. Two lines
 * next to each other (at most a line's height apart), outside every table found, the upper of at least
 * `headedFigureRowMinColumns` segments of words (at most `headerBandMaxWords` each, no figure but a year), the lower
 * of as many segments, each a number standing under its heading (its centre within the heading's extent widened by
 * an em, or the heading's within its own), are a table of a header row and one row. A line of as many segments right
 * above or below them makes them part of a larger layout the regions have judged: no table here. 0 turns it off.
 */
function headedFigureRows(lines: readonly SegmentedLine[], found: readonly TableStructure[], pageNumber: number, s: TableSettings): TableStructure[] {
  const n = s.headedFigureRowMinColumns;
  if (n <= 0) return [];
  const out: TableStructure[] = [];
  const taken = (l: SegmentedLine) => l.words.some((w) => found.some((t) => inside(w, t.bbox)) || out.some((t) => inside(w, t.bbox)));
  const isYear = (t: string) => /^(?:19|20)\d\d(?:[-–/]\d{2,4})?$/.test(t.trim());
  const text = (g: { words: Word[] }) => g.words.map((w) => w.text).join(' ');
  for (let i = 0; i + 1 < lines.length; i++) {
    const head = lines[i]!;
    const body = lines[i + 1]!;
    const k = head.segments.length;
    if (k < n || body.segments.length !== k) continue;
    if (body.y0 - head.y1 > head.size * 1.2 || body.y0 < head.y1 - 1) continue;
    if (head.segments.some((g) => g.words.length > s.headerBandMaxWords || (isNumericText(text(g)) && !isYear(text(g))))) continue;
    if (!body.segments.every((g) => isNumericText(text(g)) && !isYear(text(g)))) continue;
    const em = head.size;
    const under = head.segments.every((h, c) => {
      const f = body.segments[c]!;
      const fc = (f.x0 + f.x1) / 2;
      const hc = (h.x0 + h.x1) / 2;
      return (fc >= h.x0 - em && fc <= h.x1 + em) || (hc >= f.x0 - em && hc <= f.x1 + em);
    });
    if (!under) continue;
    const near = (l: SegmentedLine | undefined, a: SegmentedLine) => !!l && Math.max(l.y0 - a.y1, a.y0 - l.y1) <= a.size * 1.5;
    if ([lines[i - 1], lines[i + 2]].some((l, j) => near(l, j === 0 ? head : body) && l!.segments.length >= k)) continue;
    if (taken(head) || taken(body)) continue;
    const columns = head.segments.map((h, c) => ({ x0: Math.min(h.x0, body.segments[c]!.x0), x1: Math.max(h.x1, body.segments[c]!.x1) }));
    const cell = (g: { words: Word[] }): TableCell => ({ text: text(g), words: g.words, colSpan: 1, rowSpan: 1 });
    out.push({
      page: pageNumber,
      bbox: [columns[0]!.x0, head.y0, columns[k - 1]!.x1, body.y1] as BBox,
      kind: 'stream',
      columns,
      rows: [
        { y0: head.y0, y1: head.y1, cells: head.segments.map(cell) },
        { y0: body.y0, y1: body.y1, cells: body.segments.map(cell) },
      ],
      headerRows: 1,
    });
    i++;
  }
  return out;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** rulings a page may have for its boxes to be looked for (a diagram's handful of boxes, not a dense grid) */
const BOX_SEARCH_MAX_RULINGS = 500;

/** Boxes drawn as four rulings (a rectangle's sides, within `snapTolerance`). */
function closedBoxes(rulings: readonly Ruling[], s: TableSettings): Box[] {
  if (rulings.length > BOX_SEARCH_MAX_RULINGS) return [];
  const t = Math.max(s.snapTolerance, 1);
  const h = rulings.filter((r) => Math.abs(r.y1 - r.y0) <= t && r.x1 - r.x0 > t);
  const v = rulings.filter((r) => Math.abs(r.x1 - r.x0) <= t && r.y1 - r.y0 > t);
  const near = (a: number, b: number) => Math.abs(a - b) <= t;
  const out: Box[] = [];
  for (const top of h) {
    for (const bottom of h) {
      if (bottom.y0 <= top.y0 + t || !near(top.x0, bottom.x0) || !near(top.x1, bottom.x1)) continue;
      const side = (x: number) => v.some((r) => near(r.x0, x) && r.y0 <= top.y0 + t && r.y1 >= bottom.y0 - t);
      if (!side(top.x0) || !side(top.x1)) continue;
      const b = { x0: Math.min(top.x0, bottom.x0), y0: top.y0, x1: Math.max(top.x1, bottom.x1), y1: bottom.y0 };
      if (!out.some((o) => near(o.x0, b.x0) && near(o.y0, b.y0) && near(o.x1, b.x1) && near(o.y1, b.y1))) out.push(b);
    }
  }
  return out;
}

/**
 * A figure of plots read as a stream table (a paper's multi-panel figure: axis ticks, tick labels, panel letters and
 * legends line up in rows and columns): its box holds `plotTickMinCount` or more short strokes — rulings no longer
 * than `plotTickMaxLength`: tick marks, and the pieces of a plotted trace, which touch one another — none a dash of
 * a dashed or dotted rule (short segments one after another along one line, a gap between each). Tables are ruled,
 * if at all, by rules as long as a cell. 0 turns it off.
 */
function isPlotPanel(t: TableStructure, rulings: readonly Ruling[], s: TableSettings): boolean {
  if (s.plotTickMinCount <= 0) return false;
  const [x0, y0, x1, y1] = t.bbox;
  const short = rulings.filter((r) => {
    const len = Math.hypot(r.x1 - r.x0, r.y1 - r.y0);
    const cx = (r.x0 + r.x1) / 2;
    const cy = (r.y0 + r.y1) / 2;
    return len > 0 && len <= s.plotTickMaxLength && cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1;
  });
  if (short.length < s.plotTickMinCount) return false;
  const horizontal = (r: Ruling) => Math.abs(r.x1 - r.x0) >= Math.abs(r.y1 - r.y0);
  // a dash: another short ruling of the same direction on the same line, within three of its lengths along it
  const dash = (r: Ruling) =>
    short.some((o) => {
      if (o === r || horizontal(o) !== horizontal(r)) return false;
      const [pos, opos] = horizontal(r) ? [(r.y0 + r.y1) / 2, (o.y0 + o.y1) / 2] : [(r.x0 + r.x1) / 2, (o.x0 + o.x1) / 2];
      const [a, b] = horizontal(r) ? [Math.min(r.x0, r.x1), Math.max(r.x0, r.x1)] : [Math.min(r.y0, r.y1), Math.max(r.y0, r.y1)];
      const [c, d] = horizontal(r) ? [Math.min(o.x0, o.x1), Math.max(o.x0, o.x1)] : [Math.min(o.y0, o.y1), Math.max(o.y0, o.y1)];
      const gap = Math.max(c - b, a - d);
      return Math.abs(pos - opos) <= 0.5 && gap > 0.5 && gap <= 3 * Math.max(b - a, 1);
    });
  let ticks = 0;
  for (const r of short) if (!dash(r) && ++ticks >= s.plotTickMinCount) return true;
  return false;
}

/**
 * A block diagram read as a stream table: its text stands in boxes drawn apart from each other (units, registers,
 * memories joined by arrows), so the region's lines run across several boxes. Three or more boxes, each narrower
 * than half the table, each holding two or more of the table's lines, none touching another (an em or more apart,
 * or one inside another), hold most (three quarters) of the table's words: no table. Cells drawn as boxes of one
 * line each, shaded row bands across the table and a frame around a whole table do not fit.
 */
function isBoxDiagram(t: TableStructure, boxes: readonly Box[]): boolean {
  if (boxes.length < 3) return false;
  const words = t.rows.flatMap((r) => r.cells.flatMap((c) => c?.words ?? []));
  if (words.length === 0) return false;
  const em = medianSize(words);
  const width = t.bbox[2] - t.bbox[0];
  const inBox = (w: Word, b: Box) => (w.x0 + w.x1) / 2 > b.x0 && (w.x0 + w.x1) / 2 < b.x1 && (w.y0 + w.y1) / 2 > b.y0 && (w.y0 + w.y1) / 2 < b.y1;
  const holding = boxes.filter((b) => {
    if (b.x1 - b.x0 >= width / 2) return false;
    const ws = words.filter((w) => inBox(w, b));
    return ws.length > 0 && buildLines(ws).length >= 2;
  });
  // innermost boxes only (a box drawn around others holds their lines too)
  const inner = holding.filter((b) => !holding.some((o) => o !== b && o.x0 >= b.x0 - 0.5 && o.x1 <= b.x1 + 0.5 && o.y0 >= b.y0 - 0.5 && o.y1 <= b.y1 + 0.5));
  if (inner.length < 3) return false;
  const apart = inner.every((a, i) =>
    inner.every((b, j) => i === j || Math.max(b.x0 - a.x1, a.x0 - b.x1, b.y0 - a.y1, a.y0 - b.y1) >= em),
  );
  if (!apart) return false;
  const inside = words.filter((w) => inner.some((b) => inBox(w, b))).length;
  return inside >= 0.75 * words.length;
}

/**
 * The stream table nearest above `out[j]` and overlapping it horizontally (on the same page when `samePage`), with as
 * many columns, at most `figureBlockMaxGapLines` line heights above it; or undefined.
 */
function streamAbove(out: readonly TableStructure[], j: number, s: TableSettings, samePage: boolean): TableStructure | undefined {
  const b = out[j]!;
  const a = out
    .filter((t, k) => k !== j && (!samePage || t.page === b.page) && t.bbox[3] <= b.bbox[1] + 1 && t.bbox[0] < b.bbox[2] && t.bbox[2] > b.bbox[0])
    .sort((x, y) => y.bbox[3] - x.bbox[3])[0];
  if (!a || a.kind !== 'stream' || a.columns.length !== b.columns.length) return undefined;
  const lineHeight = medianSize(b.rows.flatMap((r) => r.cells.flatMap((c) => c?.words ?? []))) * 1.2;
  return b.bbox[1] - a.bbox[3] > s.figureBlockMaxGapLines * lineHeight ? undefined : a;
}

/** Every column of `a` has one edge within half of `tol` of its fellow's in `b`, and `more` holds for the pair. */
function columnsInLine(
  a: TableStructure,
  b: TableStructure,
  tol: number,
  more: (ca: { x0: number; x1: number }, cb: { x0: number; x1: number }, dl: number, dr: number) => boolean,
): boolean {
  return a.columns.every((ca, k) => {
    const cb = b.columns[k]!;
    const dl = Math.abs(ca.x0 - cb.x0);
    const dr = Math.abs(ca.x1 - cb.x1);
    return Math.min(dl, dr) <= tol / 2 && more(ca, cb, dl, dr);
  });
}

/**
 * A block of figures alone (no header, no label column: every filled cell a number or a missing-value mark, e.g. the
 * sections of a statement continued from a facing page, set a few blank lines apart) is no table of its own: when it
 * stands right below a stream table (nothing between, at most `figureBlockMaxGapLines` line heights apart) with the
 * same number of columns, each column's left and right edges within `continuationColumnTolerance` of the table's
 * (figures are aligned on one edge: one of the two must match closely, the other within the tolerance), its rows are
 * that table's next rows.
 */
function joinFigureBlocks(tables: TableStructure[], s: TableSettings): TableStructure[] {
  if (s.figureBlockMaxGapLines <= 0) return tables;
  const out = [...tables];
  const figuresOnly = (t: TableStructure) => {
    const cells = t.rows.flatMap((r) => r.cells.filter((c): c is TableCell => !!c && c.text.trim() !== ''));
    return t.headerRows === 0 && cells.length > 0 && cells.every((c) => isNumericText(c.text) && c.colSpan === 1);
  };
  for (let j = 1; j < out.length; j++) {
    const b = out[j]!;
    if (b.kind !== 'stream' || !figuresOnly(b)) continue;
    // the nearest table above it (nothing else between): a stream table of as many columns
    const a = streamAbove(out, j, s, false);
    if (!a) continue;
    const tol = s.continuationColumnTolerance;
    const aligned = columnsInLine(a, b, tol, (ca, _cb, dl, dr) => Math.max(dl, dr) <= Math.max(tol, 0.5 * (ca.x1 - ca.x0)));
    if (!aligned) continue;
    const k = out.indexOf(a);
    out[k] = {
      ...a,
      bbox: [Math.min(a.bbox[0], b.bbox[0]), a.bbox[1], Math.max(a.bbox[2], b.bbox[2]), b.bbox[3]],
      columns: a.columns.map((c, n) => ({ x0: Math.min(c.x0, b.columns[n]!.x0), x1: Math.max(c.x1, b.columns[n]!.x1) })),
      rows: [...a.rows, ...b.rows],
    };
    out.splice(j, 1);
    j = Math.max(0, j - 2);
  }
  return out;
}

/**
 * Blocks of rows set a blank line or two apart under section headings (a results sheet: "SHERIFF", then its
 * candidates' rows, a blank line, "QUESTION 1", its rows …): each block was read as a table of its own. A stream
 * table B right below a stream table A (between them one or two lines of one segment each, at most twelve words,
 * starting in A's first column and ending inside the table, no caption — the section headings; two tables
 * with nothing between stay apart), at most `figureBlockMaxGapLines` line heights apart, with as
 * many columns (three or more), each column overlapping its fellow and in line with it on one edge, A ending and B starting with
 * a row that holds a number, continues A: the headings between become rows of one cell, then B's rows follow
 * (`joinSectionBlocks`).
 */
function joinSectionBlocks(tables: TableStructure[], lines: readonly SegmentedLine[], s: TableSettings): TableStructure[] {
  if (!s.joinSectionBlocks || s.figureBlockMaxGapLines <= 0) return tables;
  const out = [...tables];
  const hasNumber = (r: TableRow | undefined) => !!r && r.cells.some((c) => !!c && isNumericText(c.text));
  for (let j = 1; j < out.length; j++) {
    const b = out[j]!;
    if (b.kind !== 'stream' || !hasNumber(b.rows[0])) continue;
    const a = streamAbove(out, j, s, true);
    if (!a || a.columns.length < 3 || !hasNumber(a.rows[a.rows.length - 1])) continue;
    const tol = s.continuationColumnTolerance;
    // one edge in line (figures align on one), the columns overlapping (a sub-heading such as "Total" set over a
    // column widens it on the other side)
    const aligned = columnsInLine(a, b, tol, (ca, cb) => Math.min(ca.x1, cb.x1) > Math.max(ca.x0, cb.x0));
    if (!aligned) continue;
    const first = a.columns[0]!;
    const between = lines.filter((l) => l.y0 >= a.bbox[3] - 1 && l.y1 <= b.bbox[1] + 1 && l.words.some((w) => w.x1 > a.bbox[0] && w.x0 < a.bbox[2]));
    const right = Math.max(a.bbox[2], b.bbox[2]);
    // a section heading: one segment of at most twelve words starting in the first column and ending inside the
    // table (a line of the text around it runs on past the table's right edge), no caption, no number
    const heading = (l: SegmentedLine) =>
      l.segments.length === 1 &&
      l.words.length <= 12 &&
      l.words[0]!.x0 >= first.x0 - tol &&
      l.words[0]!.x0 <= first.x1 &&
      Math.max(...l.words.map((w) => w.x1)) <= right + s.snapTolerance &&
      !isCaptionText(cellText(l.words), s) &&
      !isNumericText(cellText(l.words));
    // blocks with nothing between are tables of their own (two tables set a little apart); a heading joins them
    if (between.length === 0 || between.length > 2 || !between.every(heading)) continue;
    const headingRows: TableRow[] = between.map((l) => ({
      y0: l.y0,
      y1: l.y1,
      cells: a.columns.map((_, k) => (k === 0 ? { text: cellText(l.words), words: [...l.words], colSpan: 1, rowSpan: 1 } : emptyCell())),
    }));
    const k = out.indexOf(a);
    out[k] = {
      ...a,
      bbox: [Math.min(a.bbox[0], b.bbox[0]), a.bbox[1], Math.max(a.bbox[2], b.bbox[2]), b.bbox[3]],
      columns: a.columns.map((c, n) => ({ x0: Math.min(c.x0, b.columns[n]!.x0), x1: Math.max(c.x1, b.columns[n]!.x1) })),
      rows: [...a.rows, ...headingRows, ...b.rows],
    };
    out.splice(j, 1);
    j = Math.max(0, j - 2);
  }
  return out;
}

/**
 * A table's header set as a band of its own a little above the body (a header ruled off in a box of its own, a
 * header block standing a rule apart): the band was read as a table of two or three rows and the body as another.
 * A table of at most `headerBandMaxRows` rows with no number, right above another table — at most
 * `headerBandMaxGapLines` of its own line height between them — that lies within the body's left and right edges
 * (no other table between), with headings of at most `headerBandMaxWords` words on one or two lines each, is the body's
 * header: each heading goes into the body column nearest its centre, as header rows (two headings of a line over
 * one column: no fit). A year is no number here ("2013", "2012-13" head columns). 0 rows turns it off.
 */
function joinHeaderBands(tables: TableStructure[], s: TableSettings): TableStructure[] {
  if (s.headerBandMaxRows <= 0) return tables;
  const out = [...tables];
  for (let i = 0; i < out.length; i++) {
    const band = out[i]!;
    if (band.rows.length > s.headerBandMaxRows) continue;
    const cells = band.rows.flatMap((r) => r.cells.filter((c): c is TableCell => !!c && c.words.length > 0));
    // headings may name years ("2013", "2012-13"); amounts make the band a table of its own
    if (cells.length < 2 || cells.some((c) => isNumericText(c.text) && !/^(?:19|20)\d\d(?:[-–/]\d{2,4})?$/.test(c.text.trim()))) continue;
    // headings are short: a few words on one or two lines each
    if (cells.some((c) => c.words.length > s.headerBandMaxWords || buildLines(c.words).length > 2)) continue;
    const lineHeight = medianSize(cells.flatMap((c) => c.words)) * 1.2;
    const j = out.findIndex(
      (b, k) =>
        k !== i &&
        b.bbox[1] >= band.bbox[3] - 1 &&
        b.bbox[1] - band.bbox[3] <= s.headerBandMaxGapLines * lineHeight &&
        band.bbox[0] >= b.bbox[0] - s.snapTolerance &&
        band.bbox[2] <= b.bbox[2] + s.snapTolerance &&
        b.rows.length > band.rows.length,
    );
    if (j < 0) continue;
    const body = out[j]!;
    // nothing else between the two
    if (out.some((o, k) => k !== i && k !== j && o.bbox[1] < body.bbox[1] && o.bbox[3] > band.bbox[3] && o.bbox[0] < body.bbox[2] && o.bbox[2] > body.bbox[0])) continue;
    // each heading goes to the body column nearest its centre (a heading centred over a column of right-aligned
    // figures may stand past the figures' edges); two headings of one line over one column do not fit the body
    const colOf = (c: TableCell) => {
      const cx = (Math.min(...c.words.map((w) => w.x0)) + Math.max(...c.words.map((w) => w.x1))) / 2;
      if (cx < body.bbox[0] - s.snapTolerance || cx > body.bbox[2] + s.snapTolerance) return -1;
      let best = -1;
      let bestD = Infinity;
      body.columns.forEach((col, k) => {
        const d = cx < col.x0 ? col.x0 - cx : cx > col.x1 ? cx - col.x1 : 0;
        if (d < bestD) [best, bestD] = [k, d];
      });
      return best;
    };
    let fits = true;
    const rows: TableRow[] = band.rows.map((r) => {
      const placed = new Map<number, TableCell>();
      for (const c of r.cells) {
        if (!c || c.words.length === 0) continue;
        const k = colOf(c);
        if (k < 0 || placed.has(k)) fits = false;
        else placed.set(k, { text: c.text, words: c.words, colSpan: 1, rowSpan: 1 });
      }
      return { y0: r.y0, y1: r.y1, cells: body.columns.map((_, k): TableCell => placed.get(k) ?? { text: '', words: [], colSpan: 1, rowSpan: 1 }) };
    });
    if (!fits) continue;
    // the band's lines may be headings centred on the header's height (one-line labels between two-line ones)
    out[j] = mergeCentredHeaderLines({
      ...body,
      bbox: [Math.min(body.bbox[0], band.bbox[0]), band.bbox[1], Math.max(body.bbox[2], band.bbox[2]), body.bbox[3]],
      rows: [...rows, ...body.rows],
      headerRows: rows.length + body.headerRows,
    });
    out.splice(i, 1);
    i--;
  }
  return out;
}

/**
 * A region that holds no table as a whole but has an empty gutter from its first line to its last, at least
 * `pageColumnGutterEm` wide, with lines of two or more words on both sides in at least `streamMinRows` lines each,
 * is page columns set side by side: its lines cut at the widest such gutter (each side's lines rebuilt from their
 * segments). Empty when there is none.
 */
function pageColumns(region: readonly SegmentedLine[], s: TableSettings, gutterEm = s.pageColumnGutterEm): SegmentedLine[][] {
  if (gutterEm <= 0) return [];
  const spans: [number, number][] = region.flatMap((l) => l.segments.map((g): [number, number] => [g.x0, g.x1]));
  const em = medianSize(region.flatMap((l) => l.words));
  const gutters = rivers(spans, 0, gutterEm * em).sort((a, b) => b.x1 - b.x0 - (a.x1 - a.x0) || a.x0 - b.x0);
  const g = gutters[0];
  if (!g) return [];
  const mid = (g.x0 + g.x1) / 2;
  const side = (left: boolean) =>
    region.flatMap((l): SegmentedLine[] => {
      const segments = l.segments.filter((seg) => (left ? seg.x1 <= mid : seg.x0 >= mid));
      if (segments.length === 0) return [];
      const words = segments.flatMap((seg) => seg.words);
      return [{ y0: Math.min(...words.map((w) => w.y0)), y1: Math.max(...words.map((w) => w.y1)), size: l.size, words, segments }];
    });
  const sides = [side(true), side(false)];
  if (sides.some((ls) => ls.filter((l) => l.words.length >= 2).length < s.streamMinRows)) return [];
  return sides;
}

/**
 * A table in one column of a two-column page, running text in the other (a schedule at the left, a paragraph set
 * beside it at the right on lines of their own pitch): the line builder joins a left line with the right line beside
 * it, so the region holds both columns and the paragraph reads as a last column. A region with a page gutter
 * (`pageColumns`) one side of which is running text — at least three lines, most of them one run of
 * `textColumnWords` words or more — set on other lines than the far side's (at least `proseColumnMisalignedShare` of
 * its lines have no line of the other side within a quarter of a line height) is cut at the gutter, and each side's
 * lines are built again from its own words. A table whose rows carry long descriptions has its figures on the
 * descriptions' lines and is left whole. 0 turns it off.
 */
function proseColumnBeside(region: readonly SegmentedLine[], s: TableSettings): SegmentedLine[][] | null {
  if (s.proseColumnMisalignedShare <= 0) return null;
  const sides = pageColumns(region, s, s.sideBySideGutter);
  if (sides.length !== 2) return null;
  const rebuilt = sides.map((side) => segmentLines(side.flatMap((l) => l.words), s));
  const prose = (ls: readonly SegmentedLine[]) => {
    const multi = ls.filter((l) => l.words.length >= 2);
    return multi.length >= 3 && multi.filter((l) => l.segments.length === 1 && l.words.length >= s.textColumnWords).length * 2 > multi.length;
  };
  const misaligned = (ls: readonly SegmentedLine[], other: readonly SegmentedLine[]) => {
    const off = ls.filter((l) => !other.some((o) => Math.abs(o.y0 - l.y0) <= 0.25 * Math.max(l.size, 1) * 1.2));
    return off.length >= s.proseColumnMisalignedShare * ls.length;
  };
  const [left, right] = rebuilt as [SegmentedLine[], SegmentedLine[]];
  if ((prose(left) && misaligned(left, right)) || (prose(right) && misaligned(right, left))) return rebuilt;
  return null;
}

/**
 * Inside an explicit area the caller asserts there is a table: a ruled table filling the area is used, else
 * all its lines form one stream table.
 */
function detectInArea(page: PageModel, area: BBox, s: TableSettings): TableStructure[] {
  const words = page.words.filter((w) => inside(w, area));
  const rulings = page.rulings.filter((r) => r.x1 >= area[0] - 2 && r.x0 <= area[2] + 2 && r.y1 >= area[1] - 2 && r.y0 <= area[3] + 2);
  const sub: PageModel = { ...page, words, rulings };
  if (!s.columns) {
    const lattice = detectLattice(sub, s);
    if (lattice.length > 0) return lattice.map(finish(s));
  }
  const lines: SegmentedLine[] = segmentLines(words, s);
  if (lines.length === 0) return [];
  const gaps = s.columns ? gapsFromSeparators(s.columns) : findColumnGaps(lines, s);
  return [finish(s)(buildStreamTable(lines, gaps, page.number))];
}

function finish(s: TableSettings) {
  return (t: TableStructure): TableStructure => {
    let out: TableStructure = dropLeadingCaption(dropCentredTitleRows(t.kind === 'stream' ? dropLeadingFields(trimCaptionRows(t)) : t, s), s);
    out = { ...out, headerRows: detectHeaderRows(out) };
    if (out.kind === 'stream') {
      out = splitColonPairs(out, s.colonPairMinRows);
      out = mergeHeaderLines(out);
      out = alignBlockLabels(out);
      out = spanGroupLabels(out);
      if (s.mergeWrappedRows) out = mergeWrappedRows(out);
    } else {
      out = dropNoteRows(out, s);
      const tall = splitTallRows(out, (words) => buildLines(words));
      // the pieces a blank line cut off are split again: a piece may hold logical rows set line by line
      out = s.splitTallRowPieces && tall !== out ? splitTallRows(tall, (words) => buildLines(words)) : tall;
      if (s.mergeWrappedRows) out = mergeSpannedContinuations(out, s.subRowsUnderRowLabel);
    }
    return dropPageFooterRow(dropRepeatedHeaders(dropOverprintedPageLabel(out, s)), s);
  };
}

/**
 * A page footer caught under a table's last row ("Appendix C   Page 4 of 9"): a last row whose filled cells are a cell
 * naming the page (a page label and its number, nothing else) and at most one other cell of text, no number, when no
 * other row names a page (an index's page column). The words are left to the text outside the table.
 */
function dropPageFooterRow(t: TableStructure, s: TableSettings): TableStructure {
  const n = t.rows.length;
  if (n < 3) return t;
  const filled = (r: TableRow) => r.cells.filter((c): c is NonNullable<typeof c> => !!c && c.text.trim() !== '');
  const names = (r: TableRow) => filled(r).some((c) => isPageLabelText(c.text, s));
  const last = filled(t.rows[n - 1]!);
  if (last.length === 0 || last.length > 2 || !names(t.rows[n - 1]!)) return t;
  if (last.some((c) => !isPageLabelText(c.text, s) && isNumericText(c.text))) return t;
  if (t.rows.slice(0, n - 1).some(names)) return t;
  const rows = t.rows.slice(0, n - 1);
  return { ...t, rows, bbox: [t.bbox[0], t.bbox[1], t.bbox[2], rows[n - 2]!.y1] };
}

/** a note's mark: an asterisk, dagger, reference mark or bullet, or a "Note(s):" / "Source(s):" label */
const NOTE_START = /^(?:[*†‡※•]|(?:notes?|sources?)\s*[:.])/i;

/** a numbered footnote's mark at a line's start: "1)", "(2)", "3 )" */
const NUMBERED_NOTE = /^\(?\d{1,2}\s?\)/;

/**
 * Notes ruled in a box of their own under a ruled table, on its frame (one cell across every column, two or more
 * lines, the first starting with a note mark): the notes to the table, not a row of it. Numbered footnotes
 * ("1) Provisional. 2) …", setting `numberedNoteRows`) are such notes when two or more of the cell's lines start
 * with a number's mark and the first line does: one numbered line alone may be a numbered item's row. The words are
 * left to the text outside the table.
 */
function dropNoteRows(t: TableStructure, s: TableSettings): TableStructure {
  let n = t.rows.length;
  while (n > Math.max(t.headerRows, 0) + 2) {
    const filled = t.rows[n - 1]!.cells.filter((c) => c && c.words.length > 0);
    const c = filled[0];
    if (filled.length !== 1 || c!.colSpan < t.columns.length) break;
    const lines = buildLines(c!.words).map((l) => l.text.trim());
    if (lines.length < 2) break;
    const marked = NOTE_START.test(c!.text.trim()) || (s.numberedNoteRows && NUMBERED_NOTE.test(lines[0]!) && lines.filter((l) => NUMBERED_NOTE.test(l)).length >= 2);
    if (!marked) break;
    n--;
  }
  if (n === t.rows.length) return t;
  const rows = t.rows.slice(0, n);
  return { ...t, rows, bbox: [t.bbox[0], t.bbox[1], t.bbox[2], rows[n - 1]!.y1] };
}

/**
 * A table whose first row is a caption ("Exhibit 19 Percentage of …" in the frame of a boxed exhibit: one filled
 * cell, a caption label and a number) starts below it; the caption is not table content.
 *
 * The same holds for a caption under one or two lines of at most two cells and no number (a running head, ruled
 * off across the page: nothing marks the table's start, so the region takes them in): the lines above the caption
 * go with it. A caption's own wrapped lines go with it too — one-cell, non-numeric rows starting where the caption
 * starts and set at its line pitch (less than half a line height of leading). Past the first row, the caption's
 * lines may hold other cells past the caption (the end of a paragraph of the other page column): they go with it
 * when their columns hold nothing below, or when they stand wholly right of the table below. Columns left without
 * text go. Three rows must be left (two when only a one-line first-row caption goes, as before).
 */
function dropLeadingCaption(t: TableStructure, s: TableSettings): TableStructure {
  // filled cells of a row with their column index, left to right
  const filledOf = (row: TableRow) =>
    row.cells.flatMap((c, col) => (c && c.text.trim() ? [{ c, col }] : [])).map(({ c, col }) => Object.assign({ col }, c));
  const leftX = (c: { words: Word[] }) => Math.min(...c.words.map((w) => w.x0));
  let k = -1;
  for (let i = 0; i < Math.min(3, t.rows.length); i++) {
    const filled = filledOf(t.rows[i]!);
    // a caption in the first filled cell; other cells on its line only past it (running text of the other page column)
    if (filled.length >= 1 && (filled.length === 1 || i > 0) && isCaptionText(filled[0]!.text, s)) { k = i; break; }
    if (filled.length > 2 || filled.some((c) => isNumericText(c.text))) break;
  }
  if (k < 0) return t;
  const cap = filledOf(t.rows[k]!)[0]!;
  const capX = leftX(cap);
  const beside = new Set(filledOf(t.rows[k]!).slice(1).map((c) => c.col));
  let end = k + 1;
  let prev = t.rows[k]!;
  while (end < t.rows.length) {
    const row = t.rows[end]!;
    const filled = filledOf(row);
    if (filled.length === 0 || isNumericText(filled[0]!.text) || filled.slice(1).some((c) => !beside.has(c.col) || isNumericText(c.text))) break;
    const h = prev.y1 - prev.y0;
    if (filled[0]!.col !== cap.col || Math.abs(leftX(filled[0]!) - capX) > 2 || row.y0 - prev.y1 > 0.5 * h) break;
    prev = row;
    end++;
  }
  // the text beside the caption must end with it (its columns hold nothing in the table below) or stand wholly right
  // of the table below (the other page column)
  if (beside.size > 0) {
    const below = t.rows.slice(end).flatMap((r) => r.cells.flatMap((c) => c?.words ?? []));
    const right = Math.max(...below.map((w) => w.x1));
    const besideCells = t.rows.slice(k, end).flatMap((r) => filledOf(r).slice(1));
    const emptyBelow = !t.rows.slice(end).some((r) => r.cells.some((c, col) => beside.has(col) && c && c.text.trim()));
    if (!emptyBelow && !besideCells.every((c) => leftX(c) > right)) return t;
  }
  if (t.rows.length - end < (k === 0 ? 2 : 3)) return t;
  const rows = t.rows.slice(end);
  const out: TableStructure = { ...t, rows, bbox: [t.bbox[0], rows[0]!.y0, t.bbox[2], t.bbox[3]], headerRows: Math.max(0, t.headerRows - end) };
  if (end === 1) return out;
  // lines taken with the caption may have been the only text of a column (the running head's right half)
  const words = rows.flatMap((r) => r.cells.flatMap((c) => c?.words ?? []));
  const kept = dropEmptyColumns(out);
  return { ...kept, bbox: [Math.min(...words.map((w) => w.x0)), kept.bbox[1], Math.max(...words.map((w) => w.x1)), kept.bbox[3]] };
}

/**
 * A chart printed right of a table shares its lines, so the region takes in its axis labels, title and legend.
 * From a column on (at least two columns left of it) the grid is mostly empty — at most `chartZoneMaxFill` of its
 * positions hold text — and that column's numbers (four or more) step evenly in runs of four or more (2.60, 2.40,
 * 2.20 …; the ticks of two charts one above the other are two runs), while the part left of it is filled as a
 * table is: those columns are the chart's, and the table ends before them.
 */
function cutChartBeside(t: TableStructure, s: TableSettings): TableStructure {
  const n = t.columns.length;
  if (n < 4 || s.chartZoneMaxFill <= 0) return t;
  const text = (r: TableRow, k: number) => r.cells[k]?.text.trim() ?? '';
  const fill = (from: number, to: number) => {
    let filled = 0;
    for (const r of t.rows) for (let k = from; k < to; k++) if (text(r, k)) filled++;
    return filled / Math.max(1, t.rows.length * (to - from));
  };
  for (let k = 2; k < n; k++) {
    const values = t.rows.map((r) => plainNumber(text(r, k))).filter((v): v is number => v !== null);
    if (values.length < 4 || !steppingRuns(values) || fill(k, n) > s.chartZoneMaxFill) continue;
    const rows = t.rows
      .map((r) => ({ ...r, cells: r.cells.slice(0, k).map((c, j) => (c && j + c.colSpan > k ? { ...c, colSpan: k - j } : c)) }))
      .filter((r) => r.cells.some((c) => c && c.words.length > 0));
    const multi = rows.filter((r) => r.cells.filter((c) => c && c.words.length > 0).length >= 2).length;
    if (multi < s.streamMinRows || fill(0, k) < 2 * fill(k, n)) continue;
    const words = rows.flatMap((r) => r.cells.flatMap((c) => c?.words ?? []));
    const bbox: BBox = [Math.min(...words.map((w) => w.x0)), Math.min(...words.map((w) => w.y0)), Math.max(...words.map((w) => w.x1)), Math.max(...words.map((w) => w.y1))];
    return { ...t, columns: t.columns.slice(0, k), rows, bbox };
  }
  return t;
}

/** Numbers stepping evenly in runs of four or more, the runs holding at least 80 % of them. */
function steppingRuns(values: readonly number[]): boolean {
  let covered = 0;
  let i = 0;
  while (i < values.length) {
    let j = i + 1;
    const step = j < values.length ? values[j]! - values[i]! : 0;
    if (step !== 0) while (j + 1 < values.length && Math.abs(values[j + 1]! - values[j]! - step) < 1e-9) j++;
    const len = step !== 0 ? j - i + 1 : 1;
    if (len >= 4) covered += len;
    i = len >= 4 ? j + 1 : i + 1;
  }
  return covered >= 4 && covered >= 0.8 * values.length;
}

/** a form field's label: a letter, then a colon ("Name:", "Sample type: blood"; a time "09:00" is none) */
const FIELD_LABEL = /\p{L}[^:：]*[:：]/u;

/**
 * Lines of form fields above a table (a report's "Sex: M  Age: 50  Ward:" lines over its results): every filled
 * cell of each such row holds a label with a colon, and none of the rows below does — the table starts under
 * them. At least three rows must remain.
 */
function dropLeadingFields(t: TableStructure): TableStructure {
  const isField = (c: TableCell | null) => !!c && !!c.text.trim() && FIELD_LABEL.test(c.text);
  let end = 0;
  while (end < t.rows.length) {
    const filled = t.rows[end]!.cells.filter((c) => c && c.text.trim());
    if (filled.length === 0 || !filled.every(isField)) break;
    end++;
  }
  if (end === 0 || t.rows.length - end < 3) return t;
  const rows = t.rows.slice(end);
  if (rows.some((r) => r.cells.some(isField))) return t;
  const out: TableStructure = { ...t, rows, headerRows: Math.max(0, t.headerRows - end) };
  const kept = dropEmptyColumns(out);
  const words = rows.flatMap((r) => r.cells.flatMap((c) => c?.words ?? []));
  return { ...kept, bbox: [Math.min(...words.map((w) => w.x0)), rows[0]!.y0, Math.max(...words.map((w) => w.x1)), t.bbox[3]] };
}

/**
 * Title lines set centred above a table's first row of cells ("TOWN OF …", "STATE ELECTION – …", "SUMMARY
 * VOTE" over a results table's column labels): up to three leading rows of one cell of text (not a number, at most
 * twelve words), each centred on the table (its centre within `centredTitleMaxOffset` of the table's width of the
 * table's centre, its start more than an em right of the table's left edge), the last standing more than its own
 * height above a row of two or more filled cells. A group label over a header's columns stands right above them (no
 * blank line) and stays; a left-set section heading stays. At least three rows must remain.
 */
function dropCentredTitleRows(t: TableStructure, s: TableSettings): TableStructure {
  if (s.centredTitleMaxOffset <= 0 || t.rows.length < 4) return t;
  const width = t.bbox[2] - t.bbox[0];
  const centre = (t.bbox[0] + t.bbox[2]) / 2;
  const filled = (r: TableRow) => r.cells.filter((c): c is TableCell => !!c && c.text.trim() !== '');
  let k = 0;
  while (k < Math.min(3, t.rows.length)) {
    const cells = filled(t.rows[k]!);
    if (cells.length !== 1) break;
    const c = cells[0]!;
    if (isNumericText(c.text) || c.words.length === 0 || c.words.length > 12) return t;
    const x0 = Math.min(...c.words.map((w) => w.x0));
    const x1 = Math.max(...c.words.map((w) => w.x1));
    const em = Math.max(...c.words.map((w) => w.y1 - w.y0));
    if (Math.abs((x0 + x1) / 2 - centre) > s.centredTitleMaxOffset * width || x0 <= t.bbox[0] + em) return t;
    k++;
  }
  if (k === 0 || t.rows.length - k < 3) return t;
  // the blank line: measured on the words (a ruled table's rows reach from rule to rule)
  const lastWords = filled(t.rows[k - 1]!).flatMap((c) => c.words);
  const nextWords = filled(t.rows[k]!).flatMap((c) => c.words);
  if (nextWords.length === 0 || filled(t.rows[k]!).length < 2) return t;
  const lastY1 = Math.max(...lastWords.map((w) => w.y1));
  const height = lastY1 - Math.min(...lastWords.map((w) => w.y0));
  if (Math.min(...nextWords.map((w) => w.y0)) - lastY1 <= height) return t;
  const rows = t.rows.slice(k);
  return { ...t, rows, bbox: [t.bbox[0], rows[0]!.y0, t.bbox[2], t.bbox[3]], headerRows: Math.max(0, t.headerRows - k) };
}

function inside(w: Word, b: BBox | readonly number[]): boolean {
  const cx = (w.x0 + w.x1) / 2;
  const cy = (w.y0 + w.y1) / 2;
  return cx >= b[0] && cx <= b[2] && cy >= b[1] && cy <= b[3];
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
