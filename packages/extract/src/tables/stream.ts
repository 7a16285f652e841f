/**
 * Stream (unruled) table detection from text alignment, in the manner of tabula-java's detectors and
 * camelot's stream flavour:
 * `segmentLines` (text lines cut into segments at wide gaps) → `findRegions` (runs of lines with two or more
 * segments, ended by prose lines and large vertical gaps) → `splitRegionByColumns` (cut where the column
 * structure changes) → `findColumnGaps` (x-ranges that (almost) no
 * segment of the region covers) → `buildStreamTable` (segments placed into columns; a segment crossing a gap
 * is split at a wide word space inside the gap, or else spans) → `isTableLike` (rejects prose, chart axes and
 * mostly empty grids).
 */
import { buildLines, medianSize } from '../layout/lines.js';
import type { BBox, Word } from '../types.js';
import { CURRENCY_WORDS, isNumericText, looksLikeChartAxes } from './cells.js';
import { stripLeaders } from './clean.js';
import { isCaptionText } from './continued.js';
import type { ColumnRange, TableCell, TableRow, TableStructure } from './model.js';
import type { TableSettings } from './settings.js';
import { cellText } from './text.js';

export interface Segment {
  words: Word[];
  x0: number;
  x1: number;
  /** cut from the words before it by evidence rather than by a wide space: after a dot leader, or between signed amounts */
  cut?: boolean;
}

export interface SegmentedLine {
  y0: number;
  y1: number;
  size: number;
  words: Word[];
  segments: Segment[];
}

export interface Gap {
  x0: number;
  x1: number;
  /** found by `alignedEdgeGaps`: the words on either side end and start on it, however narrow the space */
  aligned?: boolean;
}

/**
 * Step 1: words → lines, each cut into segments where the gap between words exceeds segmentGapEm, and after a dot
 * leader (`leaderMinDots`): a leader joins a row label to its value, so what follows it is the next cell, however
 * narrow the space after the last dot (a value set at its column's left edge, a narrow column gap).
 */
export function segmentLines(words: readonly Word[], s: TableSettings): SegmentedLine[] {
  return buildLines(words).map((line) => {
    const segments: Segment[] = [];
    let cur: Segment | undefined;
    // dots of the dot-only words just before the current word (". . . ." set as words, or "....")
    let dots = 0;
    for (let i = 0; i < line.words.length; i++) {
      const w = line.words[i];
      const gap = i > 0 ? line.gaps[i - 1] : Infinity;
      const em = Math.max(Math.min(w.size, line.words[i - 1]?.size ?? w.size), 1);
      const isDots = DOTS.test(w.text);
      const afterLeader = s.leaderMinDots > 0 && !isDots && dots >= s.leaderMinDots;
      dots = isDots ? dots + [...w.text].length : 0;
      if (!cur || gap > s.segmentGapEm * em || afterLeader) {
        cur = { words: [w], x0: w.x0, x1: w.x1, ...(afterLeader && gap <= s.segmentGapEm * em ? { cut: true } : {}) };
        segments.push(cur);
      } else {
        cur.words.push(w);
        cur.x1 = Math.max(cur.x1, w.x1);
      }
    }
    return { y0: line.y0, y1: line.y1, size: line.size, words: line.words, segments: segments.flatMap(splitSignedAmounts) };
  });
}

/**
 * Amounts of two adjacent columns, each with its currency sign or code ("€ 4.665 € 73,6", "4.665 € 73,6 €"), set one
 * word space apart (left-aligned values, a narrow column gap) form one segment; each sign belongs to one amount,
 * so a segment holding two or more signs, each beside a number on the same side, is cut between the amounts:
 * before each later sign when the segment's first sign stands before its number, after each sign but the last when
 * every sign stands after its number. A segment whose signs sit on both sides of its numbers is left whole.
 */
function splitSignedAmounts(seg: Segment): Segment[] {
  const ws = seg.words;
  const sign = (i: number) => CURRENCY_WORDS.includes(ws[i]?.text ?? '');
  const num = (i: number) => i >= 0 && i < ws.length && !sign(i) && isNumericText(ws[i].text);
  const signs = ws.map((_, i) => i).filter(sign);
  if (signs.length < 2) return [seg];
  const before = signs.every((i) => num(i + 1));
  const after = signs.every((i) => num(i - 1));
  if (before === after) return [seg];
  // where each new amount starts: at a later sign (signs before), after a sign followed by a number (signs after)
  const cuts = before ? signs.slice(1).filter((i) => num(i - 1)) : signs.filter((i) => num(i + 1)).map((i) => i + 1);
  if (cuts.length === 0) return [seg];
  const out: Segment[] = [];
  let from = 0;
  for (const c of [...cuts, ws.length]) {
    const words = ws.slice(from, c);
    out.push({ words, x0: words[0].x0, x1: Math.max(...words.map((w) => w.x1)), ...(from > 0 ? { cut: true } : seg.cut ? { cut: true } : {}) });
    from = c;
  }
  return out;
}

/** What `columnText` found: lines of column text, segments to leave out, lines where a table starts anew, lines to pass over. */
interface ColumnText {
  lines: Set<SegmentedLine>;
  segments: Set<Segment>;
  starts: Set<SegmentedLine>;
  skip: Set<SegmentedLine>;
}

/**
 * Step 2: runs of consecutive lines that may form a table. A run ends at a prose line (one segment wider
 * than 60 % of the text body) and at a vertical gap of more than maxRowGapLines line heights. Leading and
 * trailing one-segment lines (captions, notes) are trimmed, except a group label of a two-level header
 * (`isGroupLabel`) or a section label over indented members (`isSectionLabel`) at the top; a run needs
 * streamMinRows multi-segment lines.
 */
export function findRegions(lines: readonly SegmentedLine[], s: TableSettings): SegmentedLine[][] {
  if (lines.length === 0) return [];
  let bodyX0 = Infinity;
  let bodyX1 = -Infinity;
  for (const l of lines) {
    bodyX0 = Math.min(bodyX0, l.segments[0].x0);
    bodyX1 = Math.max(bodyX1, l.segments[l.segments.length - 1].x1);
  }
  const bodyWidth = bodyX1 - bodyX0;
  const heights = lines.map((l) => l.y1 - l.y0).sort((a, b) => a - b);
  const lineHeight = heights[Math.floor(heights.length / 2)];

  const runs: SegmentedLine[][] = [];
  let run: SegmentedLine[] = [];
  const close = () => {
    if (run.length > 0) runs.push(run);
    run = [];
  };
  const text = columnText(lines, bodyWidth, s);
  const held = tallRowBlocks(lines, lineHeight);
  for (let li = 0; li < lines.length; li++) {
    const full = lines[li]!;
    const prose =
      full.segments.length === 1 && full.segments[0].x1 - full.segments[0].x0 > 0.6 * bodyWidth && full.words.length >= 6 && !isColonHeading(lines, li, lineHeight, s);
    // running text set in columns: a line of it ends a run; beside a table (in the same lines) it is left out
    const line = text.segments.size ? withoutSegments(full, text.segments) : full;
    if (prose || !line || text.lines.has(full)) {
      close();
      continue;
    }
    if (text.skip.has(full)) continue;
    if (text.starts.has(full)) close();
    const prev = run[run.length - 1];
    if (prev && line.y0 - prev.y1 > s.maxRowGapLines * Math.max(lineHeight, prev.y1 - prev.y0) && !held.has(full)) close();
    run.push(line);
  }
  close();

  const out: SegmentedLine[][] = [];
  for (const r of runs) {
    let a = 0;
    let b = r.length;
    while (a < b && r[a].segments.length < 2 && !(a + 1 < b && (isGroupLabel(r[a], r[a + 1]) || isSectionLabel(r[a], r[a + 1])))) a++;
    while (b > a && r[b - 1].segments.length < 2) b--;
    const trimmed = r.slice(a, b);
    if (trimmed.filter((l) => l.segments.length >= 2).length >= s.streamMinRows) out.push(trimmed);
  }
  return out;
}

/**
 * A long section heading inside a table set in a narrow page column ("Components of Amounts Included in Balance
 * Sheets:" between two rows of figures): one segment as wide as prose, but it ends in a colon and the lines right
 * above and below it (each at most `maxRowGapLines` line heights away) are rows of two or more segments, so it
 * heads the rows below and does not end the table's run (`colonHeadingInRun`).
 */
function isColonHeading(lines: readonly SegmentedLine[], i: number, lineHeight: number, s: TableSettings): boolean {
  if (!s.colonHeadingInRun) return false;
  const l = lines[i]!;
  if (!/:$/.test(l.words[l.words.length - 1]?.text ?? '')) return false;
  const prev = lines[i - 1];
  const next = lines[i + 1];
  const near = (a: SegmentedLine, b: SegmentedLine) => b.y0 - a.y1 <= s.maxRowGapLines * Math.max(lineHeight, 1);
  return !!prev && !!next && prev.segments.length >= 2 && next.segments.length >= 2 && near(prev, l) && near(l, next);
}

/**
 * Running text set in columns (a two-column page): a line whose segments (two or more) are all runs of at least
 * `textColumnWords` words (hardly any numbers), each at least `textColumnWidth` of the text body wide, is a line of
 * column text when it is one of at least three such lines in a row; their left edges and widths make the page's
 * text columns. Such lines end a table region (`lines`). A wide run of words standing in one of those columns on a
 * line it shares with other text (a table row printed beside the column) is left out of that line (`segments`)
 * when blocks of column text stand above and below it. With blocks on one side only (a table at the top or foot
 * of a page column), such runs are left out when they are running text beside a table (`besideRun`): three or
 * more on following lines of one column, most of them justified to the column's right edge, the rest of each line
 * no justified column text itself (two columns of references are both text).
 */
function columnText(all: readonly SegmentedLine[], bodyWidth: number, s: TableSettings): ColumnText {
  const lines = new Set<SegmentedLine>();
  const segments = new Set<Segment>();
  const starts = new Set<SegmentedLine>();
  const skip = new Set<SegmentedLine>();
  const wordy = (seg: Segment) =>
    seg.words.length >= s.textColumnWords && seg.words.filter((w) => /^\p{L}/u.test(w.text) && !isNumericText(w.text)).length >= 0.8 * seg.words.length;
  const wide = (seg: Segment) => seg.x1 - seg.x0 >= s.textColumnWidth * bodyWidth;
  const isText = all.map((l) => l.segments.length >= 2 && l.segments.every((g) => wordy(g) && wide(g)));
  const blocks: { y0: number; y1: number }[] = [];
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j < all.length && isText[j]) j++;
    if (j - i >= 3) {
      for (let k = i; k < j; k++) lines.add(all[k]!);
      blocks.push({ y0: all[i]!.y0, y1: all[j - 1]!.y1 });
    }
    i = Math.max(j, i + 1);
  }
  if (blocks.length === 0) return textBesideTable(all, wordy, wide, s);
  const bands: { x0: number; x1: number; em: number }[] = [];
  for (const l of lines) for (const g of l.segments) {
    const em = Math.max(l.size, 1);
    const b = bands.find((o) => Math.abs(o.x0 - g.x0) <= em);
    if (b) b.x1 = Math.max(b.x1, g.x1);
    else bands.push({ x0: g.x0, x1: g.x1, em });
  }
  const bandOf = (g: Segment) => bands.find((b) => Math.abs(g.x0 - b.x0) <= b.em && g.x1 <= b.x1 + b.em);
  // a paragraph's first line may be indented (up to two em)
  const paragraphBand = (g: Segment) => bands.find((b) => g.x0 >= b.x0 - b.em && g.x0 <= b.x0 + 2 * b.em && g.x1 <= b.x1 + b.em);
  const justifiedIn = (g: Segment) => {
    const b = bandOf(g);
    return !!b && g.x1 >= b.x1 - b.em;
  };
  // beside column text on one side only: candidates per column, kept when they make a run (below)
  const oneSided = new Map<(typeof bands)[number], { line: SegmentedLine; seg: Segment }[]>();
  for (const l of all) {
    if (lines.has(l) || l.segments.length < 2) continue;
    const above = blocks.some((b) => b.y1 < l.y0);
    const below = blocks.some((b) => b.y0 > l.y1);
    if (!above && !below) continue;
    for (const g of l.segments) {
      const band = wide(g) ? paragraphBand(g) : undefined;
      if (!band) continue;
      if (above && below) {
        if (wordy(g) && bandOf(g)) segments.add(g);
      } else if ((wordy(g) || g.x1 >= band.x1 - band.em) && !l.segments.some((h) => h !== g && wide(h) && justifiedIn(h))) {
        oneSided.set(band, [...(oneSided.get(band) ?? []), { line: l, seg: g }]);
      }
    }
  }
  const runs: { band: (typeof bands)[number]; run: { line: SegmentedLine; seg: Segment }[] }[] = [];
  for (const [band, found] of oneSided) {
    let run: typeof found = [];
    const flush = () => {
      const justified = run.filter((c) => c.seg.x1 >= band.x1 - band.em).length;
      const words = run.filter((c) => wordy(c.seg)).length;
      if (run.length >= 3 && justified >= (2 / 3) * run.length && words >= run.length / 2) runs.push({ band, run: [...run] });
      run = [];
    };
    for (const c of found) {
      const prev = run[run.length - 1];
      // lines between two of them with something else standing in the band end the run
      const between = prev ? all.slice(all.indexOf(prev.line) + 1, all.indexOf(c.line)) : [];
      if (between.some((l) => l.segments.length >= 2 && l.segments.some((g) => g.x1 > band.x0 && g.x0 < band.x1))) flush();
      run.push(c);
    }
    flush();
  }
  for (const r of runs) {
    const segs = new Set(r.run.map((c) => c.seg));
    const inColumn = (g: Segment) => paragraphBand(g) === r.band && wide(g) && g.words.length >= s.textColumnWords;
    if (besideRun(all, r.run.map((c) => c.line), segs, inColumn, { lines, starts, skip })) for (const g of segs) segments.add(g);
  }
  return { lines, segments, starts, skip };
}

/**
 * Around a run of lines whose column text was left out: the table's rows are the run's lines with two or more
 * segments left; when they are fewer than two thirds of the run, the text beside them is no table's neighbour and
 * is kept (false). A table region starts anew at the top of the rows and of the multi-segment lines right above
 * them when what stands above is a line of the run left with one segment (a caption beside the text). A line of
 * that column standing alone among or above those rows is passed over (text between the rows); one below them
 * ends the region (the paragraph going on after the table).
 */
function besideRun(
  all: readonly SegmentedLine[],
  run: readonly SegmentedLine[],
  removed: ReadonlySet<Segment>,
  inColumn: (g: Segment) => boolean,
  out: { lines: Set<SegmentedLine>; starts: Set<SegmentedLine>; skip: Set<SegmentedLine> },
): boolean {
  const rowLike = (l: SegmentedLine) => l.segments.filter((g) => !removed.has(g)).length >= 2;
  const alone = (l: SegmentedLine) => l.segments.length === 1 && inColumn(l.segments[0]!);
  const rows = run.filter(rowLike);
  if (rows.length < 2 || rows.length < (2 / 3) * run.length) return false;
  let top = all.indexOf(rows[0]!);
  let i = top - 1;
  for (; i >= 0; i--) {
    const l = all[i]!;
    if (alone(l)) continue;
    if (!rowLike(l)) break;
    top = i;
  }
  if (i >= 0 && run.includes(all[i]!)) out.starts.add(all[top]!);
  const y1 = rows[rows.length - 1]!.y1;
  for (let k = Math.max(0, i); k <= Math.min(all.length - 1, all.indexOf(run[run.length - 1]!) + 1); k++) {
    const l = all[k]!;
    if (!alone(l)) continue;
    if ((l.y0 + l.y1) / 2 < y1) out.skip.add(l);
    else out.lines.add(l);
  }
  return true;
}

/**
 * A page without two-column text blocks may still set a table in one page column and running text in the other
 * (the rest of the page holding figures): five or more lines in a row whose first or last segment is a wide run of
 * words (`textColumnWords` at least, hardly any numbers) starting at one left edge (a paragraph's first line
 * indented up to two em), most of them justified to one right edge, while the line's other segments are narrow,
 * are that text column beside the table: those segments are left out of their lines (`besideRun`).
 */
function textBesideTable(
  all: readonly SegmentedLine[],
  wordy: (g: Segment) => boolean,
  wide: (g: Segment) => boolean,
  s: TableSettings,
): ColumnText {
  const lines = new Set<SegmentedLine>();
  const segments = new Set<Segment>();
  const starts = new Set<SegmentedLine>();
  const skip = new Set<SegmentedLine>();
  for (const side of ['first', 'last'] as const) {
    const pick = (l: SegmentedLine) => (side === 'first' ? l.segments[0]! : l.segments[l.segments.length - 1]!);
    let run: { i: number; seg: Segment }[] = [];
    const flush = () => {
      const em = Math.max(...run.map((c) => all[c.i]!.size), 1);
      const x1 = Math.max(...run.map((c) => c.seg.x1));
      if (run.length >= 5 && run.filter((c) => c.seg.x1 >= x1 - em).length >= (2 / 3) * run.length) {
        const segs = new Set(run.map((c) => c.seg));
        const x0 = Math.min(...run.map((c) => c.seg.x0));
        const inColumn = (g: Segment) => wordy(g) && wide(g) && g.x0 >= x0 - em && g.x0 <= x0 + 2 * em && g.x1 <= x1 + em;
        if (besideRun(all, run.map((c) => all[c.i]!), segs, inColumn, { lines, starts, skip })) for (const g of segs) segments.add(g);
      }
      run = [];
    };
    all.forEach((l, i) => {
      if (l.segments.length < 2) return;
      const g = pick(l);
      const em = Math.max(l.size, 1);
      const fits = wordy(g) && wide(g) && !l.segments.some((h) => h !== g && wide(h));
      const x0 = run.length ? Math.min(...run.map((c) => c.seg.x0)) : g.x0;
      if (!fits || (run.length && (g.x0 < x0 - em || g.x0 > x0 + 2 * em)) || (run.length && i - run[run.length - 1]!.i > 2)) flush();
      if (fits) run.push({ i, seg: g });
    });
    flush();
  }
  return { lines, segments, starts, skip };
}

/** The line without the given segments (null when nothing is left). */
function withoutSegments(line: SegmentedLine, drop: ReadonlySet<Segment>): SegmentedLine | null {
  if (!line.segments.some((g) => drop.has(g))) return line;
  const segments = line.segments.filter((g) => !drop.has(g));
  if (segments.length === 0) return null;
  const words = segments.flatMap((g) => g.words);
  return { y0: Math.min(...words.map((w) => w.y0)), y1: Math.max(...words.map((w) => w.y1)), size: line.size, words, segments };
}

/**
 * A group label over the value columns (the upper line of a two-level header, one label spanning several columns):
 * a short line (at most three words) just above a line of two or more segments, standing right of that line's
 * first cell and not reaching past its last. A title or caption starts at the table's left edge or is longer.
 */
function isGroupLabel(line: SegmentedLine, next: SegmentedLine): boolean {
  const seg = line.segments[0];
  const em = Math.max(line.size, 1);
  if (next.segments.length < 2 || line.words.length > 3) return false;
  if (next.y0 - line.y1 > Math.max(line.y1 - line.y0, 1)) return false;
  return seg.x0 > next.segments[0].x1 + em && seg.x1 <= next.segments[next.segments.length - 1].x1 + em;
}

/**
 * A section label opening the table: a short line (at most four words) just above a row of two or more segments
 * whose first cell is indented under it (the members of the section), the label ending before that row's second
 * cell. A title or caption above a table is not followed by an indented first row.
 */
function isSectionLabel(line: SegmentedLine, next: SegmentedLine): boolean {
  const seg = line.segments[0];
  const em = Math.max(line.size, 1);
  if (next.segments.length < 2 || line.words.length > 4) return false;
  if (next.y0 - line.y1 > Math.max(line.y1 - line.y0, 1)) return false;
  const indent = next.segments[0].x0 - seg.x0;
  return indent >= 0.5 * em && indent <= 4 * em && seg.x1 < next.segments[1].x0;
}

/**
 * Step 3: column gaps of a region — maximal x-ranges covered by at most gapCrossingShare of its lines'
 * segments (spanning titles may cross a gap), at least minColumnGap wide, strictly inside the region.
 * Tightly set tables (one space between columns, as in typewriter-style tables) have no wide gaps; there a
 * "river" through the words themselves (covered by no more lines than above, at least wordGapEm wide) counts
 * too, when in most lines it has words on both sides.
 */
export function findColumnGaps(lines: readonly SegmentedLine[], s: TableSettings): Gap[] {
  const allowed = Math.floor(s.gapCrossingShare * lines.length);
  const segSpans: [number, number][] = [];
  const wordSpans: [number, number][] = [];
  for (const l of lines) {
    for (const seg of l.segments) segSpans.push([seg.x0, seg.x1]);
    for (const seg of l.segments) wordSpans.push(...wordRuns(seg.words));
  }
  const gaps = rivers(segSpans, allowed, s.minColumnGap);
  // Full rows decide columns that summary lines below a table (labels such as "Total a pagar" reaching across
  // the unit and price columns) would otherwise close: gaps of the lines with (nearly) the most segments count
  // too, as long as they run between existing gaps.
  const most = Math.max(...lines.map((l) => l.segments.length));
  const full = lines.filter((l) => l.segments.length >= Math.max(2, 0.75 * most));
  if (full.length >= 3 && full.length < lines.length) {
    const fullSpans: [number, number][] = full.flatMap((l) => l.segments.map((g): [number, number] => [g.x0, g.x1]));
    for (const g of rivers(fullSpans, Math.floor(s.gapCrossingShare * full.length), s.minColumnGap)) {
      if (!gaps.some((o) => o.x0 < g.x1 && g.x0 < o.x1)) gaps.push(g);
    }
    gaps.sort((a, b) => a.x0 - b.x0);
  }
  const em = medianSize(lines.flatMap((l) => l.words));
  // the region's ordinary word space: the median space between two words of running text in one segment (spaces
  // next to numbers may be narrow column gaps); with fewer than three of those, between any two words of a segment
  const textSpaces: number[] = [];
  const allSpaces: number[] = [];
  const wordy = (w: Word) => /^\p{L}/u.test(w.text) && !isNumericText(w.text);
  for (const l of lines) for (const seg of l.segments) for (let i = 1; i < seg.words.length; i++) {
    const d = seg.words[i].x0 - seg.words[i - 1].x1;
    allSpaces.push(d);
    if (wordy(seg.words[i]) && wordy(seg.words[i - 1])) textSpaces.push(d);
  }
  const spaces = (textSpaces.length >= 3 ? textSpaces : allSpaces).sort((a, b) => a - b);
  const space = spaces.length ? spaces[Math.floor(spaces.length / 2)] : 0;
  for (const g of rivers(wordSpans, allowed, Math.max(s.minColumnGap, s.wordGapEm * em))) {
    if (gaps.some((o) => o.x0 < g.x1 && g.x0 < o.x1)) continue;
    const separating = lines.filter((l) => l.words.some((w) => w.x1 <= g.x0 + 0.5) && l.words.some((w) => w.x0 >= g.x1 - 0.5)).length;
    if (separating < 0.5 * lines.length) continue;
    // Word boundaries that merely line up (monospaced labels of equal length) leave one ordinary word space in
    // every line where text stands on the right of the river before the next column gap; a column boundary leaves
    // a wider space in some of those lines, as its cells differ in length.
    const nextGap = Math.min(...gaps.filter((o) => o.x0 >= g.x1).map((o) => o.x0));
    const widths: number[] = [];
    for (const l of lines) {
      const left = l.words.filter((w) => w.x1 <= g.x0 + 0.5);
      const right = l.words.filter((w) => w.x0 >= g.x1 - 0.5 && w.x0 < nextGap);
      // a line with a word across the river (a spanning label, an amount reaching into it) has no space there
      const across = l.words.some((w) => w.x0 < g.x1 - 0.5 && w.x1 > g.x0 + 0.5);
      if (left.length && right.length && !across) widths.push(Math.min(...right.map((w) => w.x0)) - Math.max(...left.map((w) => w.x1)));
    }
    // a river with words right of it (before the next gap) in fewer than two lines, a space measurable there, is a
    // sliver between the words of one wrapped label, not the edge of a column
    if (widths.length < 2) continue;
    const wideEnough = widths.filter((w) => w >= s.riverWideSpace * space).length >= s.riverWideShare * widths.length;
    if (space > 0 && widths.length > 0 && !wideEnough && !betweenValues(lines, g, space)) continue;
    gaps.push(g);
  }
  gaps.push(...cutGaps(lines, gaps, s));
  gaps.push(...alignedEdgeGaps(lines, gaps, s));
  gaps.sort((a, b) => a.x0 - b.x0);
  gaps.push(...figureGridGaps(lines, gaps, s));
  gaps.sort((a, b) => a.x0 - b.x0);
  const kept = withoutCurrencyWordGaps(lines, withoutDigitGroupGaps(lines, withoutSignGaps(lines, joinSlivers(gaps, em), s), s), s, space);
  return withHeaderOnlyColumns(lines, withHeaderOverBodyGaps(lines, kept, s, em), s, em);
}

/**
 * A report printed with a column it left empty (an "Account Code" column of a balance sheet without codes): the
 * column's header label stands alone in the wide river between the accounts and the totals, and joined the label
 * left of it ("Account Account Code" | "Total"). In a first line of labels only (a header), a segment lying inside
 * a column gap — at least a column gap (`minColumnGap`, or a segment gap of the region's size) clear of both edges,
 * no body word under it — between two columns that each hold a label of that line, heads a column of its own: the
 * gap is cut in two around it. A label standing alone beside its column of narrower figures lies at a gap's edge
 * or heads a column no other label of the line names, and stays. Setting `headerOnlyColumns`.
 */
function withHeaderOnlyColumns(lines: readonly SegmentedLine[], gaps: Gap[], s: TableSettings, em: number): Gap[] {
  if (!s.headerOnlyColumns || gaps.length === 0 || lines.length < 1 + s.streamMinRows) return gaps;
  const [head, ...body] = lines;
  if (head.words.some((w) => isNumericText(w.text))) return gaps;
  const clear = Math.max(s.minColumnGap, s.segmentGapEm * em);
  const out: Gap[] = [];
  gaps.forEach((g, k) => {
    const inside = head.segments.filter((seg) => seg.x1 > g.x0 && seg.x0 < g.x1);
    const seg = inside[0];
    const from = k > 0 ? gaps[k - 1].x1 : -Infinity;
    const to = k + 1 < gaps.length ? gaps[k + 1].x0 : Infinity;
    const labelled = (x0: number, x1: number) => head.segments.some((o) => o !== seg && o.x0 >= x0 - 0.5 && o.x1 <= x1 + 0.5);
    if (
      inside.length !== 1 ||
      seg.x0 < g.x0 + clear ||
      seg.x1 > g.x1 - clear ||
      body.some((l) => l.words.some((w) => w.x1 > seg.x0 && w.x0 < seg.x1)) ||
      !labelled(from, g.x0) ||
      !labelled(g.x1, to)
    ) {
      out.push(g);
      return;
    }
    out.push({ x0: g.x0, x1: seg.x0 }, { x0: seg.x1, x1: g.x1 });
  });
  return out;
}

/**
 * Two columns set hard against each other: a column right-aligned (lot numbers, years) and the next left-aligned
 * (names, codes), a space narrower than a column gap between them (`minColumnGap`, or a word space of the region).
 * Narrow as it is, the space is a column edge when the words on both sides keep to it: a river between words (any
 * width, crossed by at most `gapCrossingShare` of the lines) where, in at least `alignedEdgeGapMinRows` lines and
 * nine in ten of the lines with words on both sides and none across, the word left of it ends and the word right of
 * it starts within `alignedEdgeTolerance` points of its edges, the word on the left holding a figure in four in five
 * of them (a right-aligned column of figures: text columns are left-aligned, their words end where their lengths
 * take them, and a word printed on every line — a company name before the branch — lines up without being a
 * column) and one of them holding a label (no figure) on each side — a header naming the two columns. The words on
 * the right must be text, and not one word again and again: a number's next digit group ("849 301.68" in a
 * right-aligned column keeps to both edges too) or a currency or unit code after every figure belongs to the
 * figure (no more than one in five of those lines may hold a number or currency code on the right, and three
 * different words at least stand there). 0 rows turns it off.
 */
function alignedEdgeGaps(lines: readonly SegmentedLine[], gaps: readonly Gap[], s: TableSettings): Gap[] {
  if (s.alignedEdgeGapMinRows <= 0 || lines.length < s.alignedEdgeGapMinRows) return [];
  const tol = s.alignedEdgeTolerance;
  const spans: [number, number][] = lines.flatMap((l) => l.words.map((w): [number, number] => [w.x0, w.x1]));
  const out: Gap[] = [];
  for (const r of rivers(spans, Math.floor(s.gapCrossingShare * lines.length), 0.5)) {
    if (gaps.some((o) => o.x0 < r.x1 && r.x0 < o.x1)) continue;
    let both = 0;
    let aligned = 0;
    let labels = 0;
    let figures = 0;
    let numbersRight = 0;
    const rightWords = new Set<string>();
    for (const l of lines) {
      if (l.words.some((w) => w.x0 < r.x1 - tol && w.x1 > r.x0 + tol)) continue;
      const left = l.words.filter((w) => w.x1 <= r.x0 + tol);
      const right = l.words.filter((w) => w.x0 >= r.x1 - tol);
      if (!left.length || !right.length) continue;
      both++;
      const a = left.reduce((m, w) => (w.x1 > m.x1 ? w : m));
      const b = right.reduce((m, w) => (w.x0 < m.x0 ? w : m));
      if (Math.abs(a.x1 - r.x0) > tol || Math.abs(b.x0 - r.x1) > tol) continue;
      aligned++;
      if (!/\d/.test(a.text) && !/\d/.test(b.text)) labels++;
      if (/\d/.test(a.text)) figures++;
      if (isNumericText(b.text) || CURRENCY_WORDS.includes(b.text)) numbersRight++;
      rightWords.add(b.text);
    }
    if (aligned < s.alignedEdgeGapMinRows || aligned < 0.9 * both || labels === 0 || figures < 0.8 * aligned) continue;
    // a number's next digit group, a unit or currency code after each figure ("5 EUR"): the figure's own, not a column
    if (numbersRight > 0.2 * aligned || rightWords.size < 3) continue;
    out.push({ ...r, aligned: true });
  }
  return out;
}

/**
 * A grid of figures set one space apart (a timetable: four-digit departure times at a fixed pitch, a space narrower
 * than a column gap between them, so each line's times are one segment): the rivers between them run through every
 * line, too narrow for `minColumnGap`, and the times of one column drift a tenth of a point from line to line. A
 * river between words (any width, crossed by at most `gapCrossingShare` of the lines) is a column gap when, of the
 * lines with words on both sides and none across, at least `figureGridMinRows` and four in five hold a figure with a
 * digit on each side (a leader's dots or a missing-value mark are no figure) — never the digit groups of one number
 * ("12 345": a lead group of one to three digits, then three digits) nor a currency code — and one line holds a
 * label with a letter on each side (a header naming the two columns: route codes over the times; sides taken by the
 * words' centres there, as a centred code may reach a point into the river), each over the figures next to the
 * river. A header label reaching over the white between two columns already apart cuts it into two rivers, and the
 * second proves nothing: `streamMinRows` of the figure pairs at least must have no column gap found between them,
 * and a label pair with one between is passed over. A number written in groups (an account or phone number under
 * one label) has no label on each side of its spaces. 0 rows turns it off.
 */
function figureGridGaps(lines: readonly SegmentedLine[], gaps: readonly Gap[], s: TableSettings): Gap[] {
  if (s.figureGridMinRows <= 0 || lines.length < s.figureGridMinRows) return [];
  const spans: [number, number][] = lines.flatMap((l) => l.words.map((w): [number, number] => [w.x0, w.x1]));
  const out: Gap[] = [];
  // two words with a column gap already found between them stand in columns already apart: no evidence for this river
  const apart = (a: Word, b: Word) => gaps.some((o) => o.x0 >= a.x1 - 0.5 && o.x1 <= b.x0 + 0.5);
  for (const r of rivers(spans, Math.floor(s.gapCrossingShare * lines.length), 0.5)) {
    if (gaps.some((o) => o.x0 < r.x1 && r.x0 < o.x1)) continue;
    let both = 0;
    // figure pairs with no column gap found between them: the river is the only space between their columns
    let next = 0;
    const figures: [Word, Word][] = [];
    const labels: [Word, Word][] = [];
    const mid = (r.x0 + r.x1) / 2;
    for (const l of lines) {
      // a header's labels, centred over their columns, may reach a point into the river: sides by the words' centres
      const ls = l.words.filter((w) => (w.x0 + w.x1) / 2 < mid);
      const rs = l.words.filter((w) => (w.x0 + w.x1) / 2 >= mid);
      if (ls.length && rs.length) {
        const a = ls.reduce((m, w) => (w.x1 > m.x1 ? w : m));
        const b = rs.reduce((m, w) => (w.x0 < m.x0 ? w : m));
        if (a.x1 <= b.x0 && !apart(a, b) && !isNumericText(a.text) && !isNumericText(b.text) && /\p{L}/u.test(a.text) && /\p{L}/u.test(b.text)) labels.push([a, b]);
      }
      if (l.words.some((w) => w.x0 < r.x1 - 0.5 && w.x1 > r.x0 + 0.5)) continue;
      const lefts = l.words.filter((w) => w.x1 <= r.x0 + 0.5);
      const rights = l.words.filter((w) => w.x0 >= r.x1 - 0.5);
      if (!lefts.length || !rights.length) continue;
      const a = lefts.reduce((m, w) => (w.x1 > m.x1 ? w : m));
      const b = rights.reduce((m, w) => (w.x0 < m.x0 ? w : m));
      both++;
      if (CURRENCY_WORDS.includes(a.text) || CURRENCY_WORDS.includes(b.text)) continue;
      if (isNumericText(a.text) && isNumericText(b.text) && /\d/.test(a.text) && /\d/.test(b.text) && !(LEAD_GROUP.test(a.text) && NEXT_GROUP.test(b.text))) {
        figures.push([a, b]);
        if (!apart(a, b)) next++;
      }
    }
    if (figures.length < s.figureGridMinRows || figures.length < 0.8 * both || next < s.streamMinRows) continue;
    // the header's labels stand over the figures next to the river: each overlaps its side's column of figures
    const leftCol = [Math.min(...figures.map(([a]) => a.x0)), Math.max(...figures.map(([a]) => a.x1))];
    const rightCol = [Math.min(...figures.map(([, b]) => b.x0)), Math.max(...figures.map(([, b]) => b.x1))];
    if (!labels.some(([a, b]) => a.x1 > leftCol[0] && a.x0 < leftCol[1] && b.x1 > rightCol[0] && b.x0 < rightCol[1])) continue;
    out.push({ ...r, aligned: true });
  }
  return out;
}

/**
 * Segments cut by evidence rather than by a wide space (`Segment.cut`: after a dot leader, between two signed
 * amounts) stand closer than a column gap (`minColumnGap`) when the values are set at their column's left edge or
 * the column gap is narrow, yet the cut is the column's edge. A river between segments, however narrow, is a column
 * gap when in at least `streamMinRows` lines, and half of those with segments on both sides of it, the segment at
 * its right edge was cut so, or the one at its left edge ends in a leader (`leaderMinDots` dots).
 */
function cutGaps(lines: readonly SegmentedLine[], gaps: readonly Gap[], s: TableSettings): Gap[] {
  const leaderEnd = (seg: Segment) => {
    if (s.leaderMinDots <= 0) return false;
    let dots = 0;
    for (let i = seg.words.length - 1; i >= 0 && DOTS.test(seg.words[i].text); i--) dots += [...seg.words[i].text].length;
    return dots >= s.leaderMinDots;
  };
  if (!lines.some((l) => l.segments.some((g) => g.cut || leaderEnd(g)))) return [];
  const spans: [number, number][] = lines.flatMap((l) => l.segments.map((g): [number, number] => [g.x0, g.x1]));
  const out: Gap[] = [];
  for (const r of rivers(spans, Math.floor(s.gapCrossingShare * lines.length), 0.5)) {
    if (gaps.some((o) => o.x0 < r.x1 && r.x0 < o.x1)) continue;
    let both = 0;
    let leaders = 0;
    for (const l of lines) {
      const left = l.segments.filter((g) => g.x1 <= r.x0 + 0.5);
      const right = l.segments.filter((g) => g.x0 >= r.x1 - 0.5);
      if (!left.length || !right.length) continue;
      both++;
      if (right[0].cut || leaderEnd(left[left.length - 1])) leaders++;
    }
    if (leaders >= s.streamMinRows && leaders >= 0.5 * both) out.push(r);
  }
  return out;
}

/**
 * A short table printed from a spreadsheet: each header label set at its cell's left edge, the numbers below at its
 * right edge, so a label starts a hair right of the previous column's numbers and closes the wide gap every body
 * line leaves there (a longer table tolerates the one line across a gap; a short one, under nine lines, does not).
 * A gap of the body lines (all but the first, three at least with words on both sides of it) that the first line
 * crosses with one segment starting inside it is a column gap, from the gap's left edge to where that label starts.
 * With such a gap, a column holding text of the first line only (a header label set left of its right-aligned
 * values, "Year" over years) is no column of its own: the gap right of it goes.
 */
function withHeaderOverBodyGaps(lines: readonly SegmentedLine[], gaps: Gap[], s: TableSettings, em: number): Gap[] {
  if (lines.length < 1 + s.streamMinRows) return gaps;
  const [head, ...body] = lines;
  // a header line: labels only
  if (head.words.some((w) => isNumericText(w.text))) return gaps;
  const spans: [number, number][] = body.flatMap((l) => l.segments.map((g): [number, number] => [g.x0, g.x1]));
  const added: Gap[] = [];
  for (const r of rivers(spans, Math.floor(s.gapCrossingShare * body.length), Math.max(s.minColumnGap, s.segmentGapEm * em))) {
    // gaps inside the body's gap come from the first line's words alone (a label narrower than the gap)
    if (gaps.some((o) => o.x0 < r.x1 && r.x0 < o.x1 && (o.x0 < r.x0 - 0.5 || o.x1 > r.x1 + 0.5))) continue;
    const crossing = head.segments.filter((g) => g.x0 < r.x1 && g.x1 > r.x0);
    if (crossing.length !== 1 || crossing[0].x0 <= r.x0 + 0.5) continue;
    // a gap already standing between the body's left column and the label (a label set right over its numbers)
    if (gaps.some((o) => o.x0 < crossing[0].x0 && r.x0 < o.x1)) continue;
    const both = body.filter((l) => l.words.some((w) => w.x1 <= r.x0 + 0.5) && l.words.some((w) => w.x0 >= r.x1 - 0.5)).length;
    if (both < Math.max(s.streamMinRows, 0.8 * body.length)) continue;
    added.push({ x0: r.x0, x1: crossing[0].x0 });
  }
  if (added.length === 0) return gaps;
  const all = [...gaps, ...added].sort((a, b) => a.x0 - b.x0);
  return all.filter((g, k) => {
    if (added.includes(g)) return true;
    const left = k === 0 ? -Infinity : all[k - 1].x1;
    const inColumn = (w: Word) => w.x0 >= left - 0.5 && w.x1 <= g.x0 + 0.5;
    return !head.words.some(inColumn) || body.some((l) => l.words.some(inColumn));
  });
}

/**
 * A currency code set one word space from its amount ("86,7 kr", "CHF 59.878") in a monospaced font leaves a river as
 * wide as a one-character column gap. A gap narrower than a segment gap is no column gap when, in every line with a
 * word at one of its edges (two lines at least; lines with a word across it are passed over), a currency word
 * (`CURRENCY_WORDS`) stands at one edge and a number at the other, no more than an ordinary word space apart; a
 * missing-value mark alone on the amounts' side fits too. A column of codes set apart from the amounts (wider than a
 * word space in some row, or beside a label) stays a column.
 */
function withoutCurrencyWordGaps(lines: readonly SegmentedLine[], gaps: Gap[], s: TableSettings, space: number): Gap[] {
  if (gaps.length === 0 || space <= 0) return gaps;
  const em = medianSize(lines.flatMap((l) => l.words));
  const currency = (w: Word | undefined) => !!w && CURRENCY_WORDS.includes(w.text);
  const number = (w: Word | undefined) => !!w && !currency(w) && isNumericText(w.text);
  return gaps.filter((g) => {
    if (g.x1 - g.x0 >= s.segmentGapEm * em) return true;
    let pairs = 0;
    let codeLeft = 0;
    let codeRight = 0;
    for (const l of lines) {
      if (l.words.some((w) => w.x0 < g.x1 - 0.5 && w.x1 > g.x0 + 0.5)) continue;
      const left = l.words.find((w) => Math.abs(w.x1 - g.x0) <= 0.5);
      const right = l.words.find((w) => Math.abs(w.x0 - g.x1) <= 0.5);
      if (!left && !right) continue;
      if (left && right && right.x0 - left.x1 <= 1.15 * space && ((currency(left) && number(right)) || (number(left) && currency(right)))) {
        pairs++;
        if (currency(left)) codeLeft++;
        else codeRight++;
        continue;
      }
      // a missing value ("..", "–") without its code, on the amounts' side
      if (!left !== !right && number(left ?? right) && !/\d/u.test((left ?? right)!.text)) continue;
      return true;
    }
    return pairs < 2 || (codeLeft > 0 && codeRight > 0);
  });
}

// a word of running text or a label ("Value", "Region"); one letter or "n/a" may be a missing-value mark
const LABEL_WORD = /\p{L}{2,}/u;

/**
 * Numbers grouped by a space in a column of aligned amounts ("519 449", "2 427 226.64") leave a river through their
 * thousands spaces; set in a monospaced font with one-character column gaps, that river is as wide as a column
 * gap. A gap narrower than a segment gap (segmentGapEm) is no column gap when every line with a word ending at its
 * left edge or starting at its right edge has both, a digit group and three digits continuing it (two lines at
 * least). Passed over are lines with a word across it, with only label words at its edges, or with three digits at
 * its right edge and nothing left of them back to the previous gap (a number under a thousand). A real column
 * boundary has some row where a value stands on one side alone (a blank or a placeholder beside it, a value of
 * another width) or where the two words do not read as one grouped number.
 */
function withoutDigitGroupGaps(lines: readonly SegmentedLine[], gaps: Gap[], s: TableSettings): Gap[] {
  if (gaps.length === 0) return gaps;
  const em = medianSize(lines.flatMap((l) => l.words));
  return gaps.filter((g, i) => {
    if (g.x1 - g.x0 >= s.segmentGapEm * em) return true;
    const from = i > 0 ? gaps[i - 1].x1 - 0.5 : -Infinity;
    let pairs = 0;
    for (const l of lines) {
      if (l.words.some((w) => w.x0 < g.x1 - 0.5 && w.x1 > g.x0 + 0.5)) continue;
      const left = l.words.find((w) => Math.abs(w.x1 - g.x0) <= 0.5);
      const right = l.words.find((w) => Math.abs(w.x0 - g.x1) <= 0.5);
      // a label at the edge (a header word) shows no boundary between numbers
      if ([left, right].every((w) => !w || LABEL_WORD.test(w.text))) continue;
      // three digits alone, nothing left of them back to the previous gap: a number under a thousand of the column
      if (!left && right && NEXT_GROUP.test(right.text) && !l.words.some((w) => w.x0 >= from && w.x1 <= g.x0 + 0.5)) continue;
      if (!left || !right || !LEAD_GROUP.test(left.text) || !NEXT_GROUP.test(right.text)) return true;
      pairs++;
    }
    return pairs < 2;
  });
}

/**
 * A river one word space wide between two columns of values (numbers, missing-value marks), as a monospaced table
 * with one-character column gaps leaves it: in the lines where a word ends at most a word space (1.2 × `space`)
 * before the next word across the river, both are values (three lines at least) — but for a few header lines of
 * labels (at most one for four lines of values) — never two that read as one number grouped by a space ("12 345")
 * nor a currency code. Word boundaries that merely line up in labels have words on both sides.
 */
function betweenValues(lines: readonly SegmentedLine[], g: Gap, space: number): boolean {
  let pairs = 0;
  let labels = 0;
  for (const l of lines) {
    if (l.words.some((w) => w.x0 < g.x1 - 0.5 && w.x1 > g.x0 + 0.5)) continue;
    const lefts = l.words.filter((w) => w.x1 <= g.x0 + 0.5);
    const rights = l.words.filter((w) => w.x0 >= g.x1 - 0.5);
    if (!lefts.length || !rights.length) continue;
    const left = lefts.reduce((a, b) => (b.x1 > a.x1 ? b : a));
    const right = rights.reduce((a, b) => (b.x0 < a.x0 ? b : a));
    if (right.x0 - left.x1 > 1.2 * space) continue;
    if (CURRENCY_WORDS.includes(left.text) || CURRENCY_WORDS.includes(right.text)) return false;
    if (isNumericText(left.text) && isNumericText(right.text)) {
      if (LEAD_GROUP.test(left.text) && NEXT_GROUP.test(right.text)) return false;
      pairs++;
    } else labels++;
  }
  return pairs >= 3 && labels <= pairs / 4;
}

/**
 * Two gaps less than a fifth of an em apart are one: no character is that narrow, so the sliver between them is no
 * column (a few spanning labels crossing there lifted the count over what a gap allows for a point or so).
 */
function joinSlivers(gaps: readonly Gap[], em: number): Gap[] {
  const out: Gap[] = [];
  for (const g of gaps) {
    const prev = out[out.length - 1];
    if (prev && g.x0 - prev.x1 < 0.2 * em) out[out.length - 1] = { x0: prev.x0, x1: Math.max(prev.x1, g.x1) };
    else out.push({ ...g });
  }
  return out;
}

// a currency sign printed apart from its amount (accounting style: "€    3.087", "1,234.5 £")
const SIGN = /^[$€£¥₹]$/u;

/**
 * A currency sign set at a fixed place beside the amounts of a column ("€" at the column's left edge, the digits
 * set right) makes a narrow river between sign and digits. A gap narrower than a segment gap (segmentGapEm) whose
 * strip on one side holds nothing but one sign in every line with text there (at least two), with numbers on the
 * other side, is no column gap: the sign is part of the amount.
 */
function withoutSignGaps(lines: readonly SegmentedLine[], gaps: Gap[], s: TableSettings): Gap[] {
  if (gaps.length === 0) return gaps;
  const em = medianSize(lines.flatMap((l) => l.words));
  const strip = (x0: number, x1: number) => lines.map((l) => l.words.filter((w) => (w.x0 + w.x1) / 2 > x0 && (w.x0 + w.x1) / 2 < x1)).filter((ws) => ws.length > 0);
  const signs = (ws: Word[][]) => ws.length >= 2 && ws.every((x) => x.length === 1 && SIGN.test(x[0]!.text));
  const numbers = (ws: Word[][]) => ws.length >= 2 && ws.filter((x) => isNumericText(cellText(x))).length >= 0.8 * ws.length;
  return gaps.filter((g, i) => {
    if (g.x1 - g.x0 >= s.segmentGapEm * em) return true;
    const left = strip(i > 0 ? gaps[i - 1].x1 : -Infinity, g.x0 + 0.5);
    const right = strip(g.x1 - 0.5, i + 1 < gaps.length ? gaps[i + 1].x0 : Infinity);
    return !((signs(left) && numbers(right)) || (signs(right) && numbers(left)));
  });
}

// a word of dots only: one dot of a dot leader (". . . . ." set as separate words)
const DOTS = /^[.·•…]+$/u;

/**
 * The x-spans of a segment's words for word rivers, a dot leader's dots joined to the word before them: the spaces
 * between a leader's dots line up from row to row (labels of one width, dots at one pitch) without being columns.
 */
function wordRuns(words: readonly Word[]): [number, number][] {
  const out: [number, number][] = [];
  for (const w of words) {
    const last = out[out.length - 1];
    if (last && DOTS.test(w.text)) last[1] = Math.max(last[1], w.x1);
    else out.push([w.x0, w.x1]);
  }
  return out;
}

/** X-ranges inside the spans' extent covered by at most `allowed` spans and at least `minWidth` wide. */
export function rivers(spans: readonly [number, number][], allowed: number, minWidth: number): Gap[] {
  const events: [number, number][] = [];
  for (const [a, b] of spans) events.push([a, 1], [b, -1]);
  if (events.length === 0) return [];
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const left = events[0][0];
  const right = events[events.length - 1][0];
  const gaps: Gap[] = [];
  let count = 0;
  let openAt: number | null = null;
  for (const [x, delta] of events) {
    const before = count;
    count += delta;
    if (before > allowed && count <= allowed) openAt = x;
    else if (before <= allowed && count > allowed && openAt !== null) {
      if (x - openAt >= minWidth && openAt > left && x < right) gaps.push({ x0: openAt, x1: x });
      openAt = null;
    }
  }
  return gaps;
}

/** Step 4: a region's lines → table rows by placing segments into the columns between the gaps. */
export function buildStreamTable(lines: readonly SegmentedLine[], gaps: readonly Gap[], pageNumber: number): TableStructure {
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const l of lines) {
    x0 = Math.min(x0, l.segments[0].x0);
    x1 = Math.max(x1, l.segments[l.segments.length - 1].x1);
  }
  const columns: ColumnRange[] = [];
  let start = x0;
  for (const g of gaps) {
    columns.push({ x0: start, x1: g.x0 });
    start = g.x1;
  }
  columns.push({ x0: start, x1 });
  // body lines: from the first line with two values (segments that are numbers) on; the header lines above hold
  // group labels that span columns
  const firstValues = lines.findIndex((l) => l.segments.filter((g) => isNumericText(cellText(g.words))).length >= 2);
  const rows: TableRow[] = lines.map((line, i) => placeLine(line, gaps, columns.length, firstValues >= 0 && i >= firstValues));
  const y0 = lines[0].y0;
  const y1 = lines[lines.length - 1].y1;
  return { page: pageNumber, bbox: [x0, y0, x1, y1], kind: 'stream', columns, rows, headerRows: 0 };
}

/** Which column a position belongs to: the number of gap centres left of it. */
function columnOf(gaps: readonly Gap[], x: number): number {
  let k = 0;
  while (k < gaps.length && (gaps[k].x0 + gaps[k].x1) / 2 < x) k++;
  return k;
}

function placeLine(line: SegmentedLine, gaps: readonly Gap[], nCols: number, body = false): TableRow {
  const parts: { words: Word[]; col: number; lastCol: number }[] = [];
  for (const seg of line.segments) {
    const crosses = gaps.some((g) => seg.x0 < (g.x0 + g.x1) / 2 && seg.x1 > (g.x0 + g.x1) / 2);
    // a dot leader's dots set as words ("." next to "."): not numbers (a lone "." may be a missing-value mark)
    const leader = seg.words.map((w, i) => DOTS.test(w.text) && (DOTS.test(seg.words[i - 1]?.text ?? '') || DOTS.test(seg.words[i + 1]?.text ?? '')));
    const numeric = (i: number) => !leader[i] && isNumericText(seg.words[i].text);
    let words: Word[] = [seg.words[0]];
    let start = 0;
    let lastNumericCol = -1;
    for (let i = 1; i <= seg.words.length; i++) {
      const w = seg.words[i];
      const prev = seg.words[i - 1];
      // A word space that lies inside a column gap and is wider than ordinary word spacing separates cells
      // of tightly packed columns; otherwise the segment is one (possibly spanning) cell. Numbers in a segment
      // that crosses a column gap are separate cells even when set one space apart (a bold totals row).
      const split =
        w !== undefined &&
        ((crosses && numeric(i - 1) && numeric(i) && !thousandsGroup(prev, w, gaps)) ||
          gaps.some((g) => g.aligned && prev.x1 <= g.x0 + 0.5 && w.x0 >= g.x1 - 0.5) ||
          (w.x0 - prev.x1 >= 0.4 * Math.max(prev.size, 1) &&
            gaps.some(
              (g) =>
                ((prev.x1 < (g.x0 + g.x1) / 2 && w.x0 > (g.x0 + g.x1) / 2) ||
                  // in a body row of cells set apart (other segments on the line: no lone note; header lines hold
                  // group labels spanning columns), a text running past a gap's middle, then one word space and
                  // the next cell starting where its column does (a value or label set at its cell's left edge
                  // after a long label, a narrow gap) — but for a number grouped by a space ("3 153")
                  (body && line.segments.length > 1 && prev.x1 < g.x1 && Math.abs(w.x0 - g.x1) <= 0.5 && !(LEAD_GROUP.test(prev.text) && NEXT_GROUP.test(w.text)))) &&
                Math.min(g.x1, w.x0) - Math.max(g.x0, prev.x1) > 0,
            )));
      if (w === undefined || split) {
        const first = words[0];
        const last = words[words.length - 1];
        let col = columnOf(gaps, first.x0);
        // a cell starting inside a column gap and reaching further past it than it stands in it (a wide header label
        // set right over its column of narrower numbers) has nothing in the column left of the gap: it is the next
        // column's
        const inGap = gaps[col];
        if (inGap && first.x0 > inGap.x0 && last.x1 - inGap.x1 > inGap.x1 - first.x0) col++;
        if (crosses && words.length === 1 && numeric(start)) {
          // estimated word positions inside a long run drift: place by centre, never two numbers in one column
          col = Math.min(nCols - 1, Math.max(columnOf(gaps, (first.x0 + first.x1) / 2), lastNumericCol + 1));
          lastNumericCol = col;
        }
        parts.push({ words, col, lastCol: Math.max(col, columnOf(gaps, last.x1)) });
        if (w) {
          words = [w];
          start = i;
        }
      } else {
        words.push(w);
      }
    }
  }
  moveTrailingSigns(parts);
  const cellWords: Word[][] = Array.from({ length: nCols }, () => []);
  const span = new Array<number>(nCols).fill(1);
  for (const p of parts) {
    cellWords[p.col].push(...p.words);
    span[p.col] = Math.max(span[p.col], p.lastCol - p.col + 1);
  }
  const cells: (TableCell | null)[] = [];
  for (let k = 0; k < nCols; k++) {
    cells.push({ text: cellText(cellWords[k]), words: cellWords[k], colSpan: 1, rowSpan: 1 });
  }
  // Spanning: covered positions that hold no text of their own become null.
  for (let k = 0; k < nCols; k++) {
    const cell = cells[k];
    if (!cell || span[k] <= 1) continue;
    let covered = 1;
    for (let j = k + 1; j < Math.min(nCols, k + span[k]); j++) {
      if (cells[j] && cells[j]!.words.length === 0) {
        cells[j] = null;
        covered++;
      } else break;
    }
    cell.colSpan = covered;
  }
  return { y0: line.y0, y1: line.y1, cells };
}

/**
 * Amounts with their currency sign set before them at the column's left edge, the figures right-aligned ("$   4,118,220"):
 * the sign stands nearer the previous column's figures than its own across a narrow gap, and falls into the column
 * left of it ("4,118,220 $" | "3,907,415"). In a line where a sign stands before its amount in one cell (the line's
 * convention), a sign standing alone after a number in its column, with an amount without a sign next, is that
 * amount's: it moves into the next amount's column.
 */
function moveTrailingSigns(parts: { words: Word[]; col: number; lastCol: number }[]): void {
  const sign = (w: Word | undefined) => !!w && CURRENCY_SIGNS.has(w.text);
  const lone = (i: number) => parts[i]!.words.length === 1 && sign(parts[i]!.words[0]);
  const amount = (i: number) => i < parts.length && !sign(parts[i]!.words[0]) && isNumericText(cellText(parts[i]!.words));
  // the line's convention: some sign opens its cell, an amount after it in the same column
  const before = parts.some((p, i) => (p.words.length > 1 && sign(p.words[0]) && isNumericText(cellText(p.words.slice(1)))) || (lone(i) && parts[i + 1]?.col === p.col && amount(i + 1) && !(i > 0 && parts[i - 1]!.col === p.col)));
  if (!before) return;
  parts.forEach((p, i) => {
    if (!lone(i) || i === 0 || parts[i - 1]!.col !== p.col || !amount(i - 1) || !amount(i + 1)) return;
    const next = parts[i + 1]!;
    if (next.col !== p.col + 1) return;
    p.col = next.col;
    p.lastCol = Math.max(p.lastCol, next.col);
  });
}

// currency signs (not codes: a code may follow its amount by convention)
const CURRENCY_SIGNS = new Set(['$', '€', '£', '¥', '₹']);

// a number's leading digit group ("1", "(12", "-123", or a middle group "427") and a group of three digits that
// continues it ("427", "226.64", "638)", "500%")
const LEAD_GROUP = /^[-+−(]?\d{1,3}$/u;
const NEXT_GROUP = /^\d{3}(?:[.,]\d+)?\)?%?$/u;

/**
 * Two words of one number grouped by a space ("548 500", "2 427 226.64"): a digit group, then three digits one
 * word space (under 0.7 em: a monospaced font's space is 0.6 em) after it, with no column gap's middle between them. Such a number is one cell
 * also in a segment that crosses a column gap (where numbers one space apart are otherwise separate cells).
 */
function thousandsGroup(prev: Word, w: Word, gaps: readonly Gap[]): boolean {
  if (!LEAD_GROUP.test(prev.text) || !NEXT_GROUP.test(w.text)) return false;
  if (w.x0 - prev.x1 >= 0.7 * Math.max(Math.min(prev.size, w.size), 1)) return false;
  return !gaps.some((g) => prev.x1 <= (g.x0 + g.x1) / 2 && (g.x0 + g.x1) / 2 <= w.x0);
}

/**
 * Step 5: rejects regions that are not tables — fewer than two columns, too few rows with two filled cells,
 * a mostly empty grid (chart axes), or prose (two columns of long texts without numbers).
 */
export function isTableLike(t: TableStructure, s: TableSettings): boolean {
  if (t.columns.length < 2) return false;
  let multi = 0;
  let numeric = 0;
  let filled = 0;
  let chars = 0;
  // numbers in rows of two or more cells: a lone number on a line of its own (a fraction's raised digit between
  // two lines of running text) is no evidence of data
  let numericInMulti = 0;
  let filledInMulti = 0;
  for (const r of t.rows) {
    let n = 0;
    let nNumeric = 0;
    for (const c of r.cells) {
      if (!c || !c.text) continue;
      n++;
      filled++;
      chars += c.text.length;
      if (isNumericText(c.text)) nNumeric++;
    }
    numeric += nNumeric;
    if (n >= 2) {
      multi++;
      numericInMulti += nNumeric;
      filledInMulti += n;
    }
  }
  if (multi < s.streamMinRows) return false;
  // Chart axes and scattered labels leave most of the grid empty; real tables are mostly filled.
  let positions = 0;
  let covered = 0;
  for (const r of t.rows) for (const c of r.cells) {
    positions++;
    if (c === null || c.text) covered++;
  }
  if (covered / positions < s.minFillRatio) return false;
  if (looksLikeChartAxes(t.columns.map((_, k) => t.rows.map((r) => r.cells[k]?.text ?? '')))) return false;
  if (isBulletedList(t)) return false;
  if (isLineNumberedText(t)) return false;
  if (isWrappedProse(t)) return false;
  const avgChars = chars / Math.max(filled, 1);
  const numericShare = Math.min(numeric / Math.max(filled, 1), numericInMulti / Math.max(filledInMulti, 1));
  if (t.columns.length === 2 && numericShare < 0.2 && avgChars > 30) return false;
  // Columns of running text (a multi-column page layout): long cells, hardly any numbers.
  if (numericShare < 0.15 && avgWords(t) >= 4.5) return false;
  return true;
}

/**
 * Running text with its lines numbered in the margin (a bill, a manuscript under review, a listing): the first
 * column holds a line number on at least four fifths of the lines, counting up by one from line to line, and the
 * text beside it reads on from line to line — at least four words a line on average, no column of figures, and a
 * third or more of the lines starting in lower case (a sentence carried over). A table's row numbers count its
 * rows, and its rows do not carry a sentence on.
 */
function isLineNumberedText(t: TableStructure): boolean {
  const rows = t.rows.filter((r) => r.cells.some((c) => c && c.text.trim()));
  if (t.columns.length < 2 || rows.length < 5) return false;
  const numbers = rows.map((r) => {
    const m = /^\d{1,4}$/.exec(r.cells[0]?.text.trim() ?? '');
    return m ? Number(m[0]) : null;
  });
  const numbered = numbers.filter((n) => n !== null).length;
  if (numbered < 0.8 * rows.length) return false;
  let steps = 0;
  for (let i = 1; i < numbers.length; i++) if (numbers[i] !== null && numbers[i - 1] !== null && numbers[i] === numbers[i - 1]! + 1) steps++;
  if (steps < 0.8 * (numbered - 1)) return false;
  // no column of figures beside the text (numbered rows of a table with amounts)
  for (let k = 1; k < t.columns.length; k++) {
    const cells = rows.map((r) => r.cells[k]?.text.trim() ?? '').filter(Boolean);
    if (cells.length > 0 && cells.filter((x) => isNumericText(x)).length >= 0.5 * cells.length) return false;
  }
  const texts = rows.filter((_, i) => numbers[i] !== null).map((r) => r.cells.slice(1).map((c) => c?.text.trim() ?? '').filter(Boolean).join(' '));
  const words = texts.reduce((n, x) => n + (x ? x.split(/\s+/).length : 0), 0);
  if (words / texts.length < 4) return false;
  if (texts.filter((x) => x && isNumericText(x)).length > 0.1 * texts.length) return false;
  return texts.filter((x) => /^\p{Ll}/u.test(x)).length >= texts.length / 3;
}

/** One mark that is no letter, digit or bracket: a list bullet ("•", "–", "▪", or a glyph without a character). */
const BULLET = /^[^\p{L}\p{N}()[\]{}%$€£¥]$/u;

/**
 * A bulleted list (or a list of checkboxes): two columns, the first holding nothing but bullets or glyphs without a
 * character (two at least), one to an item — or, where items wrap back to the margin under their bullet, bullets and
 * those wrapped lines (each spanning both columns, right under a bullet's line or another such line). A table
 * has no column of bare marks beside one column of text.
 */
function isBulletedList(t: TableStructure): boolean {
  if (t.columns.length !== 2) return false;
  // a glyph without a character (a checkbox drawn from a symbol font: no text, control or private-use codes) is a
  // mark too
  const first = t.rows.map((r) => r.cells[0]).filter((c): c is TableCell => !!c && c.words.length > 0);
  const mark = (text: string) => {
    const visible = text.replace(/[\p{Cc}\p{Co}\s]/gu, '');
    return visible === '' || BULLET.test(visible);
  };
  if (first.length < 2) return false;
  if (first.every((c) => mark(c.text))) return true;
  // an item's text wrapped back to the margin, under its bullet: a line spanning both columns right under a mark
  // line (or under such a line) is the item's next line, not a row of the first column
  let marks = 0;
  let wrapped = true;
  for (const r of t.rows) {
    const c = r.cells[0];
    if (!c || c.words.length === 0) continue;
    if (mark(c.text)) marks++;
    else if (marks === 0 || r.cells[1] !== null) {
      wrapped = false;
      break;
    }
  }
  if (wrapped && marks >= 2) return true;
  // a numbered list or an agenda ("4." / "5.1." / "b)" marks, headings and text beside them, no figures)
  const second = t.rows.map((r) => r.cells[1]).filter((c): c is TableCell => !!c && c.words.length > 0);
  return first.every((c) => ORDINAL.test(c.text.trim())) && !second.some((c) => isNumericText(c.text));
}

/**
 * Columns of running text (a page of stat boxes, a pull quote beside figures): most cells below the first row go on
 * with the sentence of the cell above — they start with a small letter and hold two or more words, after a cell
 * of two or more words that ends without a stop. Wrapped table cells are joined before this; lines of a table
 * rarely read on from one row to the next.
 */
function isWrappedProse(t: TableStructure): boolean {
  let cells = 0;
  let goOn = 0;
  for (let r = 1; r < t.rows.length; r++) {
    t.rows[r]!.cells.forEach((c, k) => {
      if (!c || !c.text.trim()) return;
      cells++;
      const above = t.rows[r - 1]!.cells[k];
      const a = above?.text.trim() ?? '';
      if (/^\p{Ll}/u.test(c.text.trim()) && c.words.length >= 2 && above && above.words.length >= 2 && !/[.:;!?]$/.test(a)) goOn++;
    });
  }
  return goOn >= 4 && goOn >= 0.5 * cells;
}

/** an ordinal mark of a list: "4.", "5.1.", "12)", "(3)", "b.", "(c)" */
const ORDINAL = /^(?:\d{1,2}(?:\.\d{1,2})*\.|\(?\d{1,2}\)|\(?\p{Ll}\)|\p{Ll}\.)$/u;

function avgWords(t: TableStructure): number {
  let cells = 0;
  let words = 0;
  for (const r of t.rows) for (const c of r.cells) {
    if (!c || !c.text) continue;
    cells++;
    words += c.words.length;
  }
  return words / Math.max(cells, 1);
}

/**
 * Step 2b: a region holding two tables (or an address block above an item table, or a totals block below it) is
 * cut where the lines stand a little further apart than usual and the column structures above and below differ:
 * fewer than half of the smaller part's gaps overlap a gap of the other part, or most lines of the (shorter) part
 * below put text across the middle of the column gaps above, or each part's lines do so across the other's gaps.
 */
export function splitRegionByColumns(lines: readonly SegmentedLine[], s: TableSettings): SegmentedLine[][] {
  if (lines.length < 6) return [lines as SegmentedLine[]];
  const spaces = lines.slice(1).map((l, i) => l.y0 - lines[i].y1);
  // the usual space between two lines; a line overlapping the next (a block label set between two rows, centred on
  // its block) leaves no space between rows and would make every ordinary row space look wide
  const open = spaces.filter((d) => d > 0);
  const sorted = [...(open.length >= 2 ? open : spaces)].sort((a, b) => a - b);
  const usual = sorted[Math.floor((sorted.length - 1) / 2)];
  const parts: SegmentedLine[][] = [];
  let start = 0;
  const tabular = (ls: readonly SegmentedLine[]) => ls.filter((l) => l.segments.length >= 2).length >= 2;
  for (let i = 2; i <= lines.length - 2; i++) {
    if (spaces[i - 1] <= Math.max(usual * 1.3, usual + 2)) continue;
    const above = lines.slice(start, i);
    const below = lines.slice(i);
    if (!tabular(above) || !tabular(below)) continue;
    const ga = findColumnGaps(above, s);
    const gb = findColumnGaps(below, s);
    const [few, many] = ga.length <= gb.length ? [ga, gb] : [gb, ga];
    if (few.length === 0) continue;
    const shared = few.filter((g) => many.some((o) => o.x0 < g.x1 && g.x0 < o.x1)).length;
    // two blocks set on different column grids: each puts text across the other's column gaps — unless the block
    // above is the header of the one below (its labels span or run across the body's columns)
    const crossed = intoGaps(below, ga) && intoGaps(above, gb) && !headsBody(above, below, ga, gb);
    if (shared < 0.5 * few.length || (below.length <= 0.5 * above.length && intoGaps(below, ga)) || crossed) {
      parts.push(above);
      start = i;
    }
  }
  parts.push(lines.slice(start));
  return parts;
}

/**
 * The block above is a header over the block below: a few lines (at most six, fewer than below) of labels — at
 * most a quarter of its segments are numbers — over a body whose cells right of the first are mostly numbers
 * (at least half), every column gap of the header being one of the body's and every body column right of the
 * first having a label over it (the header's labels may run across the body's narrower gaps, group labels span
 * several columns; a block of other text leaves some column without one).
 */
function headsBody(above: readonly SegmentedLine[], below: readonly SegmentedLine[], ga: readonly Gap[], gb: readonly Gap[]): boolean {
  if (above.length > 6 || above.length >= below.length || ga.length === 0) return false;
  const segs = above.flatMap((l) => l.segments);
  if (segs.filter((g) => isNumericText(cellText(g.words))).length > 0.25 * segs.length) return false;
  const values = below.flatMap((l) => l.segments.slice(1));
  if (values.length === 0 || values.filter((g) => isNumericText(cellText(g.words))).length < 0.5 * values.length) return false;
  if (!ga.every((g) => gb.some((o) => o.x0 < g.x1 && g.x0 < o.x1)) || gb.length === 0) return false;
  // a header labels every column right of the first: each has a label of the block above over it
  const right = Math.max(...below.map((l) => l.segments[l.segments.length - 1].x1));
  return gb.every((g, i) => {
    const x1 = i + 1 < gb.length ? gb[i + 1].x0 : right;
    return segs.some((h) => h.x0 < x1 && g.x1 < h.x1);
  });
}

/**
 * Most of the lines with two or more segments put text across the middle of a column gap of the other part: a
 * block set on other columns (a totals block whose labels stand under the gap between two item columns).
 */
function intoGaps(lines: readonly SegmentedLine[], gaps: readonly Gap[]): boolean {
  const multi = lines.filter((l) => l.segments.length >= 2);
  if (multi.length < 2 || gaps.length === 0) return false;
  const crossing = multi.filter((l) => l.segments.some((seg) => gaps.some((g) => seg.x0 < (g.x0 + g.x1) / 2 && seg.x1 > (g.x0 + g.x1) / 2)));
  return crossing.length >= 0.75 * multi.length;
}

/**
 * Step 2a: two tables printed side by side share their lines, so one region holds both. It is cut at a gutter —
 * an x-range that no segment of any line crosses, at least `sideBySideGutter` em wide — when both sides look
 * like tables of their own:
 * - each side has at least streamMinRows lines with two or more segments;
 * - each side opens with a column of words (row labels: at most 40 % of its filled cells are numbers; a year
 *   opening a row with nothing tabular beside it on the other side is a label, as in a schedule of payments by
 *   year) and the column just left of the gutter holds numbers (at least half of its cells);
 * - their rows do not run together: at least two lines are full rows (two or more segments) on one side with
 *   nothing on the other, or only a caption line ("Table 3 …" below the shorter table) (the tables differ in
 *   length or in row layout).
 * A single table whose second part only has wrapped text lines of its own (a description running on, a note)
 * has no such rows, and one whose part right of the gutter starts with numbers is not cut at all.
 */
/** a year as a row label or a column heading ("2004") */
const YEAR = /^(?:19|20)\d\d$/;

export function splitSideBySide(lines: readonly SegmentedLine[], s: TableSettings): SegmentedLine[][] {
  if (lines.length < 2 * s.streamMinRows) return [lines as SegmentedLine[]];
  const spans: [number, number][] = lines.flatMap((l) => l.segments.map((g): [number, number] => [g.x0, g.x1]));
  const em = medianSize(lines.flatMap((l) => l.words));
  // the widest gutter first: two tables are set further apart than the columns inside either (a wide column gap
  // inside the left table may pass the tests below too when that table is the shorter one)
  const gutters = rivers(spans, 0, s.sideBySideGutter * em).sort((a, b) => b.x1 - b.x0 - (a.x1 - a.x0) || a.x0 - b.x0);
  for (const g of gutters) {
    const mid = (g.x0 + g.x1) / 2;
    const side = (l: SegmentedLine, left: boolean): SegmentedLine | null => {
      const segments = l.segments.filter((seg) => (left ? seg.x1 <= mid : seg.x0 >= mid));
      if (segments.length === 0) return null;
      const words = segments.flatMap((seg) => seg.words);
      return { y0: Math.min(...words.map((w) => w.y0)), y1: Math.max(...words.map((w) => w.y1)), size: l.size, words, segments };
    };
    const left = lines.map((l) => side(l, true));
    const right = lines.map((l) => side(l, false));
    const tabular = (ls: (SegmentedLine | null)[]) => ls.filter((l) => l && l.segments.length >= 2).length >= s.streamMinRows;
    if (!tabular(left) || !tabular(right)) continue;
    const share = (texts: string[]) => (texts.length ? texts.filter(isNumericText).length / texts.length : 0);
    // a year opening a row labels it (a schedule of payments by year: "2004  $ 44  $ 1,368") when the row stands
    // alone on its line; a year whose row runs on across the gutter (figures on both sides) opens one wide row, and
    // a line of years only heads columns
    const labelTexts = (ls: (SegmentedLine | null)[], other: (SegmentedLine | null)[]) =>
      ls.flatMap((l, i) => {
        if (!l || l.segments.length < 2) return [];
        const t = cellText(l.segments[0].words);
        const alone = !other[i] || other[i]!.segments.length < 2;
        // a line of years only heads columns
        const headsYears = l.segments.every((g) => YEAR.test(cellText(g.words).trim()));
        return [alone && !headsYears && YEAR.test(t.trim()) ? 'year' : t];
      });
    if (share(labelTexts(left, right)) > 0.4 || share(labelTexts(right, left)) > 0.4) continue;
    const lastLeft = left.filter((l): l is SegmentedLine => !!l && l.segments.length >= 2).map((l) => cellText(l.segments[l.segments.length - 1].words));
    if (share(lastLeft) < 0.5) continue;
    // rows of one side with nothing beside them on the other (the tables differ in length or row layout), or
    // only a caption of the other table ("Table 3 …" set below the shorter table, beside the longer one's rows)
    const none = (l: SegmentedLine | null) => !l || (l.segments.length === 1 && isCaptionText(cellText(l.words), s));
    const alone = lines.filter((_, i) => (none(left[i]) && !!right[i] && right[i]!.segments.length >= 2) || (none(right[i]) && !!left[i] && left[i]!.segments.length >= 2)).length;
    if (alone < 2) continue;
    // each side ends, as a region does, at its last line of two or more segments (a page column's paragraph going
    // on below its table is no row of it)
    const trimmed = (ls: SegmentedLine[]) => ls.slice(0, ls.findLastIndex((x) => x.segments.length >= 2) + 1);
    const l = trimmed(left.filter((x): x is SegmentedLine => !!x));
    const r = trimmed(right.filter((x): x is SegmentedLine => !!x));
    return [...splitSideBySide(l, s), ...splitSideBySide(r, s)];
  }
  return [lines as SegmentedLine[]];
}

/** Explicit column separators (tabula's/camelot's `columns` option) as zero-width gaps. */
export function gapsFromSeparators(separators: readonly number[]): Gap[] {
  return [...separators].sort((a, b) => a - b).map((x) => ({ x0: x, x1: x }));
}

export function lineBox(lines: readonly SegmentedLine[]): BBox {
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const l of lines) {
    x0 = Math.min(x0, l.segments[0].x0);
    x1 = Math.max(x1, l.segments[l.segments.length - 1].x1);
  }
  return [x0, lines[0].y0, x1, lines[lines.length - 1].y1];
}

export { medianSize };

// a number followed by a footnote marker: a letter or a raised digit set apart, "*", "(a)", "(1)"
const MARKED_NUMBER = /^(.*\d)\s*(?:\*+|\([\p{Ll}\d]\)|(?<=\s)\p{Ll}|[¹²³⁴⁵⁶⁷⁸⁹⁰]+)$/u;
const markedNumber = (text: string) => {
  const m = MARKED_NUMBER.exec(text.trim());
  return !!m && isNumericText(m[1]!);
};

/**
 * Step 4b: stacked tables caught in one region. The region is cut before a row that starts a new table:
 * - a caption row ("Table 4 …", "Exhibit 20 …": one filled cell, a caption label and a number), which is
 *   dropped as it is not table content;
 * - a row that repeats the first row's label (the same non-numeric text in the first filled column, the same
 *   filled columns) with other values, when the first row is a header (words above a column of numbers) — the second table's own header row, as in two stacked tables
 *   "Proportion | 1.0 | 1.1 …" and "Proportion | 1.7 | 1.8 …"; a title row just above it (one filled text
 *   cell) goes with the second table.
 * - with `titledHeaders`, a new table's row of column labels under title rows of its own (see titledHeaderStart).
 * Parts keep the region's columns; each is then judged and finished on its own. A ruled table is cut by the last
 * rule only (`onlyTitled`).
 */
export function splitStackedRows(t: TableStructure, isCaption: (text: string) => boolean, titledHeaders = false, onlyTitled = false, untitledGapLines = 0): TableStructure[] {
  const filled = (r: TableRow) => r.cells.map((c, k) => (c && c.text.trim() ? k : -1)).filter((k) => k >= 0);
  const text = (r: TableRow, k: number) => (r.cells[k]?.text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  // the header's label row: the first row with two or more cells (a group label line above it spans columns)
  const h = Math.max(0, t.rows.slice(0, 3).findIndex((r) => filled(r).length >= 2));
  const first = t.rows[h];
  if (!first || t.rows.length < 6) return [t];
  const firstCols = filled(first);
  // the first row must be a header: in some column it holds words above a column of numbers (a number with a
  // footnote marker, "8543 p", "96.3(a)", is no words)
  const headerLike = firstCols.some((k) => {
    if (isNumericText(first.cells[k]!.text) || markedNumber(first.cells[k]!.text)) return false;
    const below = t.rows.slice(h + 1).map((r) => stripLeaders(r.cells[k]?.text ?? '')).filter(Boolean);
    return below.length >= 3 && below.filter(isNumericText).length >= 0.6 * below.length;
  });
  const label = firstCols.length >= 2 && headerLike ? text(first, firstCols[0]) : '';
  const cuts: { at: number; drop: boolean }[] = [];
  for (let r = h + 2; r < t.rows.length; r++) {
    const row = t.rows[r];
    const cols = filled(row);
    if (!onlyTitled && cols.length === 1 && isCaption(row.cells[cols[0]]!.text)) {
      cuts.push({ at: r, drop: true });
      continue;
    }
    if (titledHeaders && label && headerLike) {
      const at = titledHeaderStart(t.rows, r, h, untitledGapLines);
      if (at >= 0) {
        cuts.push({ at, drop: false });
        continue;
      }
    }
    if (onlyTitled || !label || isNumericText(label) || cols.length < 2 || text(row, cols[0]) !== label || cols[0] !== firstCols[0]) continue;
    const same = cols.filter((k) => firstCols.includes(k)).length;
    if (same < 0.8 * Math.max(cols.length, firstCols.length)) continue;
    if (row.cells.every((c, k) => text(row, k) === text(first, k))) continue; // a reprinted header, not a new table
    const prev = t.rows[r - 1];
    const prevCols = filled(prev);
    const title = r - 1 >= h + 2 && prevCols.length === 1 && !isNumericText(prev.cells[prevCols[0]]!.text);
    cuts.push({ at: title ? r - 1 : r, drop: false });
  }
  if (cuts.length === 0) return [t];
  const parts: TableStructure[] = [];
  let start = 0;
  const push = (from: number, to: number) => {
    const rows = t.rows.slice(from, to);
    if (rows.length === 0) return;
    parts.push({ ...t, rows, bbox: [t.bbox[0], rows[0].y0, t.bbox[2], rows[rows.length - 1].y1], headerRows: 0 });
  };
  for (const c of cuts) {
    if (c.at <= start) continue;
    push(start, c.at);
    start = c.drop ? c.at + 1 : c.at;
  }
  push(start, t.rows.length);
  return parts;
}

/**
 * A new table's titled header inside a region (a results sheet printing contest after contest, each with its title
 * lines and its own row of column labels): row `r` is a row of labels (two or more filled cells, no number) under
 * one or two title rows (text only, no number) that follow a row holding a number (the last row of the table
 * above), and the rows under it hold numbers in its label columns (two at least; at least half of its label columns
 * filled with numbers in each) — as do two rows or more between the first header and the title. Returns the row
 * the new table starts at (its first title row), or -1. The labels may repeat the first table's header: under a
 * title of its own it is the next table's header, not a reprinted one.
 *
 * With `gapLines` > 0 the title may be missing (a statement's "Charges | Amount" under the rows
 * counting the transactions): a row of labels set apart from the row above by a blank gap — at least `gapLines`
 * line heights and twice the table's usual space between rows — whose labels are not the first header's own
 * starts a new table too.
 */
function titledHeaderStart(rows: readonly TableRow[], r: number, h: number, gapLines = 0): number {
  const filledCells = (row: TableRow) => row.cells.map((c, k) => (c && c.text.trim() ? k : -1)).filter((k) => k >= 0);
  const txt = (row: TableRow, k: number) => stripLeaders(row.cells[k]?.text ?? '');
  const hasNumber = (row: TableRow) => filledCells(row).some((k) => isNumericText(txt(row, k)));
  const wordsOnly = (row: TableRow) => filledCells(row).length > 0 && !hasNumber(row);
  const labels = filledCells(rows[r]!);
  if (labels.length < 2 || !wordsOnly(rows[r]!)) return -1;
  let top = r;
  while (top > r - 2 && top - 1 > h && wordsOnly(rows[top - 1]!)) top--;
  if (top - 1 <= h || !hasNumber(rows[top - 1]!)) return -1;
  if (top === r && !(gapLines > 0 && setApartByGap(rows, r, h, gapLines) && labels.some((k) => txt(rows[r]!, k) !== txt(rows[h]!, k)))) return -1;
  const numbered = (row: TableRow) => labels.filter((k) => isNumericText(txt(row, k))).length >= Math.max(1, labels.length / 2);
  const below = rows.slice(r + 1, r + 3);
  if (below.length < 2 || !below.every(numbered)) return -1;
  if (rows.slice(h + 1, top).filter(hasNumber).length < 2) return -1;
  return top;
}

/** Row `r` stands below a blank gap: at least `gapLines` line heights and twice the median space between the rows under the header `h`. */
function setApartByGap(rows: readonly TableRow[], r: number, h: number, gapLines: number): boolean {
  const median = (v: number[]) => {
    const a = [...v].sort((x, y) => x - y);
    return a.length ? a[Math.floor(a.length / 2)]! : 0;
  };
  const lineHeight = median(rows.map((row) => row.y1 - row.y0));
  const spaces = rows.slice(h + 1).map((row, k) => row.y0 - rows[h + k]!.y1);
  const gap = rows[r]!.y0 - rows[r - 1]!.y1;
  return lineHeight > 0 && gap >= gapLines * lineHeight && gap >= 2 * Math.max(median(spaces), 0);
}

/**
 * Tall rows set far apart: three or more lines of the same column layout (as many segments, three at least, each
 * starting where the others do, within an em) at a regular pitch, the lines between them (wrapped cell text) each
 * starting at one of those segment starts. The lines after the first of such a block are held to it however far
 * apart the rows stand.
 */
function tallRowBlocks(lines: readonly SegmentedLine[], lineHeight: number): Set<SegmentedLine> {
  const held = new Set<SegmentedLine>();
  const used = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i]!;
    if (used.has(i) || a.segments.length < 3) continue;
    const em = Math.max(a.size, 1);
    const starts = a.segments.map((g) => g.x0);
    const sameLayout = (l: SegmentedLine) => l.segments.length === starts.length && l.segments.every((g, k) => Math.abs(g.x0 - starts[k]!) <= em);
    const inCells = (l: SegmentedLine) => l.segments.length < starts.length && l.segments.every((g) => starts.some((x) => Math.abs(g.x0 - x) <= em));
    const rows = [i];
    for (let j = i + 1; j < lines.length; j++) {
      const l = lines[j]!;
      if (sameLayout(l)) rows.push(j);
      else if (!inCells(l)) break;
    }
    if (rows.length < 3) continue;
    const pitches = rows.slice(1).map((r, k) => lines[r]!.y0 - lines[rows[k]!]!.y0);
    if (Math.max(...pitches) - Math.min(...pitches) > lineHeight) continue;
    const last = rows[rows.length - 1]!;
    for (let j = i + 1; j <= last; j++) {
      held.add(lines[j]!);
      used.add(j);
    }
  }
  return held;
}
