/**
 * Lays out and draws a composed table document (compose.ts) with pdfkit's standard fonts, and gives each table's
 * ground truth: its grid (ICDAR 2013 structure: a cell's text at its top-left position, '' where a span covers)
 * and the box it occupies on each page it is printed on (top-left-origin page points).
 */
import PDFDocument from 'pdfkit';
import { collect } from '../../src/fixtures/render.js';
import { Rng } from '../generated/rng.js';
import type { Box } from '../tables-scoring.js';
import { type GenCell, type GenRow, type GenTable, type TableDocSpec, truthGrid } from './compose.js';

export interface TruthPart {
  page: number;
  box: Box;
}

export interface TruthTable {
  parts: TruthPart[];
  grid: string[][];
  /** the cells with their spans, for the ICDAR -str.xml */
  cells: { row: number; col: number; rowSpan: number; colSpan: number; text: string }[];
}

export interface RenderedTables {
  pdf: Uint8Array;
  pages: number;
  /** page sizes in points (as printed: a rotated page is portrait) */
  pageSizes: { width: number; height: number }[];
  tables: TruthTable[];
}

const A4_W = 595.28;
const A4_H = 841.89;
const MARGIN = 50;

interface Layout {
  colW: number[];
  gap: number;
  pad: number;
  width: number;
  /** lines of every cell, [row][col] */
  lines: (string[] | null)[][];
  /** decimal alignment: width of the integer part's widest cell per column */
  intW: number[];
  rowH: number[];
}

export async function renderTables(spec: TableDocSpec): Promise<RenderedTables> {
  const c = spec.choices;
  const rng = new Rng(spec.seed ^ 0x2545f491);
  const rotated = c.page === 'rotated';
  const landscape = c.page !== 'portrait';
  // the canvas we lay out on (a rotated page is drawn on a landscape canvas turned onto a portrait page)
  const W = landscape ? A4_H : A4_W;
  const H = landscape ? A4_W : A4_H;
  const pageSize: [number, number] = c.page === 'landscape' ? [A4_H, A4_W] : [A4_W, A4_H];
  const doc = new PDFDocument({
    size: pageSize,
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info: { Title: 'Generated tables', Producer: 'Tallysheet generated table benchmark', Creator: 'Tallysheet generated table benchmark', CreationDate: new Date('2024-01-01T00:00:00Z') },
  });
  const [R, B] = c.font === 'times' ? ['Times-Roman', 'Times-Bold'] : c.font === 'courier' ? ['Courier', 'Courier-Bold'] : ['Helvetica', 'Helvetica-Bold'];
  const baseSize = Number(c.size);
  let pageNo = 0;
  const pageSizes: { width: number; height: number }[] = [];

  const newPage = () => {
    if (pageNo > 0) doc.restore();
    doc.addPage({ size: pageSize, margin: 0 });
    pageNo++;
    pageSizes.push({ width: pageSize[0], height: pageSize[1] });
    doc.save();
    // canvas (u, v) → page (x = v, y = H_page − u): text runs bottom to top
    if (rotated) doc.transform(0, -1, 1, 0, 0, A4_H);
    if (c.furniture === 'yes') {
      text(spec.runningHead, MARGIN, 24, { size: 7.5 });
      const label = [`Page ${pageNo}`, `- ${pageNo} -`, `${pageNo}`][spec.seed % 3]!;
      text(label, W / 2 - width(label, false, 7.5) / 2, H - 30, { size: 7.5 });
    }
  };
  /** canvas box → page box (top-left origin) */
  const toPage = (b: Box): Box => (rotated ? { x0: b.y0, y0: A4_H - b.x1, x1: b.y1, y1: A4_H - b.x0 } : b);

  const width = (s: string, bold: boolean, size: number) => doc.font(bold ? B : R).fontSize(size).widthOfString(s);
  function text(s: string, x: number, y: number, o: { bold?: boolean; size?: number } = {}) {
    if (!s) return;
    doc.font(o.bold ? B : R).fontSize(o.size ?? baseSize);
    doc.text(s, x, y, { lineBreak: false });
  }
  const hline = (x0: number, x1: number, y: number, w = 0.6) => doc.moveTo(x0, y).lineTo(x1, y).lineWidth(w).strokeColor('#000000').stroke();
  const vline = (x: number, y0: number, y1: number, w = 0.6) => doc.moveTo(x, y0).lineTo(x, y1).lineWidth(w).strokeColor('#000000').stroke();
  const fill = (x: number, y: number, w: number, h: number, color: string) => doc.rect(x, y, w, h).fillColor(color).fill().fillColor('#000000');

  /** greedy word wrap to `max` points */
  const wrap = (s: string, max: number, bold: boolean, size: number): string[] => {
    const words = s.split(' ');
    const out: string[] = [];
    let cur = '';
    for (const w of words) {
      const next = cur ? `${cur} ${w}` : w;
      if (cur && width(next, bold, size) > max) {
        out.push(cur);
        cur = w;
      } else cur = next;
    }
    if (cur) out.push(cur);
    return out;
  };
  /** two balanced lines (header labels set on two lines) */
  const twoLines = (s: string, bold: boolean, size: number): string[] => {
    const words = s.split(' ');
    if (words.length < 2) return [s];
    let best: string[] = [s];
    let bestW = Infinity;
    for (let i = 1; i < words.length; i++) {
      const a = words.slice(0, i).join(' ');
      const b = words.slice(i).join(' ');
      const w = Math.max(width(a, bold, size), width(b, bold, size));
      if (w < bestW) [best, bestW] = [[a, b], w];
    }
    return best;
  };
  const decSep = c.numbers === '1.234,5' ? ',' : '.';
  const splitDecimal = (s: string): [string, string] => {
    const i = s.lastIndexOf(decSep);
    if (i < 0 || !/\d/.test(s.slice(i + 1))) {
      const m = /[%)]+$/.exec(s);
      return m ? [s.slice(0, m.index), m[0]] : [s, ''];
    }
    return [s.slice(0, i), s.slice(i)];
  };

  /** negatives in parentheses: a right-set amount without one leaves room for the closing parenthesis of the others */
  const hangs = (r: GenRow, cl: GenCell, k: number, t: GenTable) =>
    c.negatives === 'parentheses' && (r.kind === 'body' || r.kind === 'total') && k >= t.firstValueCol && cl.align === 'right' && !!cl.text && !cl.text.endsWith(')') && !cl.text.endsWith('%');

  function layout(t: GenTable, size: number): Layout {
    const rows = [...t.headerRows, ...t.body];
    const gap = { narrow: 0.6, normal: 1.6, wide: 3 }[c.columnGap] * size;
    const ruled = c.ruling === 'grid' || c.ruling === 'shaded' || c.ruling === 'frame';
    const pad = ruled ? 3 : 0;
    const labelCap = size * 12;
    const lines: (string[] | null)[][] = rows.map((r) =>
      r.cells.map((cl, k) => {
        if (!cl) return null;
        if (!cl.text) return [];
        if (cl.rotated) return [cl.text];
        if (r.kind === 'header' && c.headerWrap === 'yes' && cl.colSpan === 1 && k > t.labelCol) return twoLines(cl.text, cl.bold, size);
        if (k === t.labelCol && r.kind !== 'header' && c.cellWrap !== 'no') return wrap(cl.text, labelCap - cl.indent * size, cl.bold, size);
        return [cl.text];
      }),
    );
    const colW = new Array<number>(t.nCols).fill(0);
    const intW = new Array<number>(t.nCols).fill(0);
    const fracW = new Array<number>(t.nCols).fill(0);
    rows.forEach((r, i) =>
      r.cells.forEach((cl, k) => {
        if (!cl || cl.colSpan > 1) return;
        const ls = lines[i]![k]!;
        let w = cl.rotated ? size * 1.2 : Math.max(0, ...ls.map((l) => width(l, cl.bold, size))) + cl.indent * size;
        if (k === t.labelCol && c.leaders === 'yes' && r.kind !== 'header') w += size * 3;
        if (hangs(r, cl, k, t)) w += width(')', cl.bold, size);
        if (cl.align === 'decimal' && r.kind !== 'header') {
          const [a, b] = splitDecimal(cl.text);
          intW[k] = Math.max(intW[k]!, width(a, cl.bold, size));
          fracW[k] = Math.max(fracW[k]!, width(b, cl.bold, size));
          colW[k] = Math.max(colW[k]!, intW[k]! + fracW[k]!);
        } else colW[k] = Math.max(colW[k]!, w);
      }),
    );
    // spanning cells widen the last column they cover when their text needs more room
    rows.forEach((r, i) =>
      r.cells.forEach((cl, k) => {
        if (!cl || cl.colSpan <= 1) return;
        const need = width(lines[i]![k]![0] ?? '', cl.bold, size);
        const have = colW.slice(k, k + cl.colSpan).reduce((s, w) => s + w, 0) + (cl.colSpan - 1) * (gap + 2 * pad);
        if (need > have) colW[k + cl.colSpan - 1]! += need - have;
      }),
    );
    const lead = size * 1.2;
    const rowH = rows.map((r, i) => {
      const turned = r.cells.some((cl) => cl?.rotated) ? Math.max(0, ...r.cells.map((cl) => (cl?.rotated ? width(cl.text, cl.bold, size) + size * 0.4 : 0))) : 0;
      return Math.max(turned, Math.max(1, ...lines[i]!.map((l) => l?.length ?? 0)) * lead) + 2 * pad + (ruled ? 0 : size * 0.35);
    });
    const total = colW.reduce((s, w) => s + w + 2 * pad, 0) + gap * (t.nCols - 1);
    return { colW, gap, pad, width: total, lines, intW, rowH };
  }

  /** Lays out at the chosen size, shrinking the font until the table fits the width it has. */
  function fit(t: GenTable, avail: number): { L: Layout; size: number } {
    let size = baseSize;
    let L = layout(t, size);
    while (L.width > avail && size > 5) {
      size -= 0.5;
      L = layout(t, size);
    }
    return { L, size };
  }

  /**
   * Draws rows [from, to) of a table (header rows first when `withHeader`) at (x, y); returns the bottom y.
   * `stopAt`: rows that would cross it are left for the next page (returns the index reached).
   */
  function drawRows(t: GenTable, L: Layout, size: number, x: number, y: number, withHeader: boolean, from: number, stopAt: number): { y: number; next: number; top: number } {
    const rows: GenRow[] = [...t.headerRows, ...t.body];
    const nh = t.headerRows.length;
    const order = [...(withHeader ? rows.slice(0, nh).map((_, i) => i) : [])];
    let next = from;
    let h = order.reduce((s, i) => s + L.rowH[i]!, 0);
    while (next < t.body.length && y + h + L.rowH[nh + next]! <= stopAt) {
      h += L.rowH[nh + next]!;
      order.push(nh + next);
      next++;
    }
    const lead = size * 1.2;
    const colX: number[] = [];
    let cx = x;
    for (let k = 0; k < t.nCols; k++) {
      colX.push(cx);
      cx += L.colW[k]! + 2 * L.pad + L.gap;
    }
    const right = cx - L.gap;
    const top = y;
    const ruleTop = c.ruling !== 'none' && c.ruling !== 'shaded';
    if (ruleTop) hline(x, right, y, c.ruling === 'booktabs' ? 1 : 0.6);
    let band = 0;
    /** rows inside a block (not its last): their rule leaves the block label's column free */
    const inBlock = new Set<number>();
    for (const bl of t.blocks) for (let j = 0; j < bl.rows - 1; j++) inBlock.add(bl.row + j);
    const rowTop = new Map<number, number>();
    for (let oi = 0; oi < order.length; oi++) {
      const i = order[oi]!;
      const r = rows[i]!;
      const rh = L.rowH[i]!;
      if (c.ruling === 'shaded') {
        if (r.kind === 'header') fill(x, y, right - x, rh, '#c8c8c8');
        else if (band++ % 2 === 1) fill(x, y, right - x, rh, '#e4e4e4');
      }
      if (r.kind === 'total' && (c.ruling === 'booktabs' || c.ruling === 'frame' || c.ruling === 'none') && rng.chance(0.7)) hline(x, right, y, 0.5);
      const nLines = Math.max(1, ...L.lines[i]!.map((l) => l?.length ?? 0));
      rowTop.set(i, y);
      const turnedRow = r.cells.some((cl) => cl?.rotated);
      r.cells.forEach((cl: GenCell | null, k) => {
        if (!cl || !cl.text) return;
        if (cl.rowSpan !== undefined && c.blockLabels === 'middle') return; // drawn once the block's rows are placed
        if (cl.rotated) {
          // turned 90°, reading upwards, bottom-aligned in its cell, centred on the column
          const ax = colX[k]! + L.pad + (L.colW[k]! - size) / 2;
          const ay = y + rh - L.pad - (c.ruling === 'none' || c.ruling === 'booktabs' ? size * 0.35 : 0);
          doc.save();
          doc.rotate(-90, { origin: [ax, ay] });
          text(cl.text, ax, ay, { bold: cl.bold, size });
          doc.restore();
          return;
        }
        const ls = L.lines[i]![k]!;
        const span = cl.colSpan;
        const cellX = colX[k]! + L.pad;
        const cellW = colX[k + span - 1]! + L.colW[k + span - 1]! + L.pad - cellX;
        const offset = r.kind !== 'header' && c.cellWrap === 'bottom' ? nLines - ls.length : r.kind === 'header' ? nLines - ls.length : 0;
        // beside labels turned 90° a header row's other labels stand at its foot, as the turned ones do
        const foot = turnedRow ? rh - 2 * L.pad - (c.ruling === 'none' || c.ruling === 'booktabs' ? size * 0.35 : 0) - ls.length * lead : 0;
        ls.forEach((line, li) => {
          const lw = width(line, cl.bold, size);
          let lx = cellX + cl.indent * size;
          if (r.kind === 'header' && span > 1) lx = cellX + (cellW - lw) / 2;
          else if (cl.align === 'right') lx = cellX + cellW - lw;
          else if (cl.align === 'center') lx = cellX + (cellW - lw) / 2;
          else if (cl.align === 'decimal') lx = cellX + L.intW[k]! - width(splitDecimal(line)[0], cl.bold, size);
          if (hangs(r, cl, k, t)) lx -= width(')', cl.bold, size);
          const ly = y + L.pad + (turnedRow ? foot + li * lead : (offset + li) * lead);
          const m = cl.mark;
          if (m && m.raised && li === ls.length - 1 && line.endsWith(m.text)) {
            const base = line.slice(0, line.length - m.text.length);
            text(base, lx, ly, { bold: cl.bold, size });
            text(m.text, lx + width(base, cl.bold, size) + 0.3, ly - size * 0.15, { size: size * 0.6 });
          } else text(line, lx, ly, { bold: cl.bold, size });
          // dot leaders from the label to the column's end, on the line the values sit on
          const valueLine = c.cellWrap === 'bottom' ? ls.length - 1 : 0;
          if (c.leaders === 'yes' && k === t.labelCol && (r.kind === 'body' || r.kind === 'total') && li === valueLine) {
            const from = lx + lw + size * 0.4;
            const to = colX[k]! + L.pad + L.colW[k]! + L.gap * 0.4;
            const unit = t.blocks.length % 2 === 0 && c.font !== 'courier' ? ' .' : '.';
            const n = Math.floor((to - from) / width(unit, false, size));
            if (n > 1) text(unit.repeat(n), from, ly, { size });
          }
        });
        // a spanner rule under a group label (booktabs' cmidrule)
        if (r.kind === 'header' && span > 1 && (c.ruling === 'booktabs' || c.ruling === 'none')) hline(cellX, cellX + cellW, y + L.pad + nLines * lead + 0.5, 0.4);
      });
      y += rh;
      const last = oi === order.length - 1;
      if ((c.ruling === 'grid' || c.ruling === 'row-rules') && inBlock.has(i) && !last) hline(colX[1]! - L.gap / 2, right, y);
      else if (c.ruling === 'grid' || c.ruling === 'row-rules') hline(x, right, y);
      else if ((c.ruling === 'booktabs' || c.ruling === 'frame') && i === nh - 1) hline(x, right, y, 0.5);
      else if (c.ruling === 'booktabs' && last) hline(x, right, y, 1);
      if (c.ruling === 'grid') {
        // vertical rules of this row: at the edges and between cells that are not joined by a span
        vline(x, y - rh, y);
        r.cells.forEach((cl, k) => {
          if (k === 0) return;
          if (cl === null) return;
          vline(colX[k]! - L.gap / 2, y - rh, y);
        });
        vline(right, y - rh, y);
      }
    }
    if (c.ruling === 'frame') doc.rect(x, top, right - x, y - top).lineWidth(0.6).strokeColor('#000000').stroke();
    if (c.blockLabels === 'middle') {
      // each block's label vertically centred on the block's rows printed on this page (a block cut by a page
      // break is labelled on the page of its first row)
      for (const bl of t.blocks) {
        const y0 = rowTop.get(bl.row);
        if (y0 === undefined) continue;
        let lastRow = bl.row;
        while (lastRow + 1 < bl.row + bl.rows && rowTop.has(lastRow + 1)) lastRow++;
        const y1 = rowTop.get(lastRow)! + L.rowH[lastRow]!;
        const cl = rows[bl.row]!.cells[0]!;
        const inner = c.ruling === 'grid' || c.ruling === 'shaded' || c.ruling === 'frame' ? 0 : size * 0.35;
        text(cl.text, colX[0]! + L.pad, (y0 + y1 - inner) / 2 - lead / 2, { bold: cl.bold, size });
      }
    }
    return { y, next, top };
  }

  const paragraph = (s: string, x: number, y: number, w: number, size: number): number => {
    const lines = wrap(s, w, false, size);
    lines.forEach((l, i) => text(l, x, y + i * size * 1.35, { size }));
    return y + lines.length * size * 1.35;
  };

  // ------------------------------------------------------------ the document
  const truths: TruthTable[] = [];
  const truthOf = (t: GenTable): TruthTable => {
    const rows = [...t.headerRows, ...t.body];
    const cells: TruthTable['cells'] = [];
    rows.forEach((r, i) => r.cells.forEach((cl, k) => cl && cells.push({ row: i, col: k, rowSpan: cl.rowSpan ?? 1, colSpan: cl.colSpan, text: cl.text })));
    return { parts: [], grid: truthGrid(t), cells };
  };
  newPage();
  const textW = W - 2 * MARGIN;
  let y = MARGIN + 10;
  const proseSize = Math.min(10, baseSize + 0.5);
  if (c.prose === 'yes') y = paragraph(spec.prose[0]!, MARGIN, y, textW, proseSize) + proseSize;
  const bottom = H - MARGIN;

  const captionH = (size: number) => size * 1.8;
  /** a table at (x, y) in `avail` width: caption, rows (continued onto new pages when they do not fit), notes */
  const placeTable = (t: GenTable, x: number, y0: number, avail: number): number => {
    const { L, size } = fit(t, avail);
    const truth = truthOf(t);
    truths.push(truth);
    let y1 = y0;
    // a table that is not meant to run on starts on a new page when it does not fit below what is printed
    const needed = L.rowH.reduce((s, h) => s + h, 0) + (t.caption ? captionH(size) : 0) + (t.footnotes.length + 1) * size * 1.4;
    if (c.continued === 'no' && y1 + needed > bottom && y1 > MARGIN + 20) {
      newPage();
      y1 = MARGIN + 10;
    }
    if (t.caption && c.caption === 'above') {
      text(t.caption, x, y1, { bold: true, size: size + 0.5 });
      y1 += captionH(size);
    }
    let from = 0;
    let first = true;
    for (;;) {
      const r = drawRows(t, L, size, x, y1, first || c.continued === 'repeat-header', from, bottom - (t.footnotes.length + 1) * size * 1.4);
      truth.parts.push({ page: pageNo, box: toPage({ x0: x, y0: r.top, x1: x + L.width, y1: r.y }) });
      y1 = r.y;
      from = r.next;
      first = false;
      if (from >= t.body.length) break;
      newPage();
      y1 = MARGIN + 10;
      if (t.caption) {
        const label = t.caption.split(' ').slice(0, 2).join(' ').replace(/[.:]$/, '');
        text(`${label} (continued)`, x, y1, { bold: true, size: size + 0.5 });
        y1 += captionH(size);
      } else if (rng.chance(0.5)) {
        text('(continued)', x, y1, { size });
        y1 += captionH(size);
      }
    }
    y1 += size * 0.6;
    if (t.caption && c.caption === 'below') {
      text(t.caption, x, y1, { bold: true, size: size + 0.5 });
      y1 += captionH(size);
    }
    for (const n of t.footnotes) {
      text(n, x, y1, { size: Math.max(5.5, size - 1) });
      y1 += size * 1.3;
    }
    return y1;
  };

  /** running text in a column from y to at most yEnd (whole lines); returns the y reached */
  const fillColumn = (paras: string[], x: number, y0: number, yEnd: number, w: number, size: number): number => {
    let yy = y0;
    for (const p of paras) {
      const lines = wrap(p, w, false, size);
      for (const l of lines) {
        if (yy + size * 1.35 > yEnd) return yy;
        text(l, x, yy, { size });
        yy += size * 1.35;
      }
      yy += size * 0.6;
    }
    return yy;
  };

  const tables = spec.tables;
  if (spec.twoColumn) {
    // running text in two columns; the table in one of them, or across both when it cannot be set at 6 pt or more in one
    const paras = spec.twoColumn.paragraphs;
    const gutter = 18;
    const colW = (textW - gutter) / 2;
    const inColumn = fit(tables[0]!, colW);
    const fits = inColumn.L.width <= colW && inColumn.size >= 6;
    const y0 = y;
    if (fits) {
      const side = spec.twoColumn.side;
      const tx = side === 'left' ? MARGIN : MARGIN + colW + gutter;
      const ox = side === 'left' ? MARGIN + colW + gutter : MARGIN;
      const above = fillColumn(paras.slice(0, 1), tx, y0, bottom, colW, proseSize) + proseSize * 0.6;
      const after = placeTable(tables[0]!, tx, above, colW);
      fillColumn(paras.slice(1, 4), tx, after + proseSize * 0.6, bottom, colW, proseSize);
      fillColumn(paras.slice(4), ox, y0, bottom, colW, proseSize);
    } else {
      const a = fillColumn(paras.slice(0, 1), MARGIN, y0, y0 + proseSize * 1.35 * 6, colW, proseSize);
      const b = fillColumn(paras.slice(1, 2), MARGIN + colW + gutter, y0, y0 + proseSize * 1.35 * 6, colW, proseSize);
      const after = placeTable(tables[0]!, MARGIN, Math.max(a, b) + proseSize, textW) + proseSize * 0.6;
      fillColumn(paras.slice(2, 6), MARGIN, after, bottom, colW, proseSize);
      fillColumn(paras.slice(6), MARGIN + colW + gutter, after, bottom, colW, proseSize);
    }
    y = bottom;
  } else if (c.continued !== 'no') {
    // the table starts half-way down the page so that it runs on to the next
    y = Math.max(y, MARGIN + (H - 2 * MARGIN) * (0.35 + 0.2 * rng.next()));
    y = placeTable(tables[0]!, MARGIN, y, textW) + baseSize;
  } else if (c.arrangement === 'side-by-side') {
    const gutter = 24 + rng.int(0, 24);
    const half = (textW - gutter) / 2;
    const y1 = placeTable(tables[0]!, MARGIN, y, half);
    const y2 = placeTable(tables[1]!, MARGIN + half + gutter, y, half);
    y = Math.max(y1, y2) + baseSize;
  } else {
    for (let i = 0; i < tables.length; i++) {
      if (i > 0) {
        y += baseSize * (1 + rng.next() * 1.5);
        if (c.prose === 'yes' && rng.chance(0.5)) y = paragraph(spec.prose[1]!, MARGIN, y, textW, proseSize) + proseSize;
      }
      y = placeTable(tables[i]!, MARGIN, y, textW);
    }
  }
  if (c.prose === 'yes' && y + proseSize * 6 < bottom) paragraph(spec.prose[2]!, MARGIN, y + proseSize, textW, proseSize);
  doc.restore();
  const pdf = await collect(doc);
  return { pdf, pages: pageNo, pageSizes, tables: truths };
}
