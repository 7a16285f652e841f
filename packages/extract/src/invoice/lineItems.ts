/**
 * Line items from text lines.
 *
 * 1. The header: the line whose cells name the most line-item concepts (description, quantity, unit, unit price,
 *    tax rate, amount; labels in nine languages, labels.ts `headerConcept`), with at least a price or amount column
 *    and a description or quantity column. Header cells on the lines just above and below (wrapped headers such as
 *    "Preis/ / Einheit") are merged in.
 * 2. Columns: each header cell's x-range; a word belongs to the column whose zone contains its centre (zones are cut
 *    half-way between neighbouring header cells).
 * 3. Rows: a line with a number in the amount column (or, without one, the unit-price column) starts an item; the
 *    following lines that carry text in the description column and no figures are its wrapped description.
 * 4. The table ends at a totals line ("Total", "Summe", "Sous-total", "Totaal"…, labels.ts `TABLE_STOP`); when a page
 *    ends first, it continues on the next page (under that page's repeated header, or from its top with the same
 *    columns).
 * 5. Rows without a quantity in a table where most rows have one are document-level charges or discounts
 *    ("REMISE : …", "Rabatt") and are not items.
 */
import type { LineItem, Word } from '../types.js';
import type { Doc, DocLine } from './doc.js';
import { type ColumnConcept, headerConcept, TABLE_STOP, foldKeep } from './labels.js';
import { startsWithLabel } from './fields.js';
import { findAmounts, findPercents } from './numbers.js';

export interface Column {
  concept: ColumnConcept | 'other';
  x0: number;
  x1: number;
  /** a column of figures (also a second amount/price column demoted to 'other') */
  numeric?: boolean;
}

export interface ItemTable {
  columns: Column[];
  items: LineItem[];
  /** indices of the doc lines used (header and body) */
  lines: Set<number>;
  headerLine: number;
}

interface HeaderCell {
  concept: ColumnConcept | null;
  x0: number;
  x1: number;
  text: string;
}

const PRICE_WORD = /(?:price|preis|prix|precio|prezzo|prijs|preco|pris|cena)/;

const NUMERIC: ReadonlySet<string> = new Set(['quantity', 'unitPrice', 'taxRate', 'amount']);

/** Cells of a line that could be a header: segments, and single words when a segment names no concept. */
function headerCells(line: DocLine): HeaderCell[] {
  const cells: HeaderCell[] = [];
  for (const seg of line.segs) {
    const c = headerConcept(seg.text.replace(/:\s*$/, ''));
    const perWord = seg.words.map((w) => headerConcept(w.text.replace(/:\s*$/, '')));
    // "Menge Beschreibung", "Qty: Subtotal: VAT:" — several header cells closer than the segment gap
    const distinct = new Set(perWord.filter(Boolean));
    if (seg.words.length > 1 && distinct.size >= 2) {
      let cell: HeaderCell | null = null;
      seg.words.forEach((w, k) => {
        const concept = perWord[k] ?? null;
        // "Total eks. mva", "Preis inkl. MwSt": a tax word qualifying an amount or price is part of that cell
        const qualifier =
          concept === 'taxRate' &&
          !/%/.test(w.text) &&
          (cell?.concept === 'amount' || cell?.concept === 'unitPrice') &&
          /(?:incl|inkl|excl|exkl|eks|ekskl|ohne|hors|sans|sin|senza|zonder|uten|med|mit|with|without|ex)\.?$/.test(foldKeep(cell.text));
        if (cell && (concept === null || concept === cell.concept || qualifier)) {
          cell.x1 = w.x1;
          cell.text += ` ${w.text}`;
          return;
        }
        cell = { concept, x0: w.x0, x1: w.x1, text: w.text };
        cells.push(cell);
      });
      continue;
    }
    if (c || seg.words.length === 1) {
      cells.push({ concept: c, x0: seg.x0, x1: seg.x1, text: seg.text });
      continue;
    }
    // try words one by one (header cells closer than the segment gap)
    seg.words.forEach((w, k) => cells.push({ concept: perWord[k] ?? null, x0: w.x0, x1: w.x1, text: w.text }));
  }
  return cells;
}

function hasFigures(line: DocLine): boolean {
  return line.segs.some((s) => /\d[.,]\d{2}(?!\d)/.test(s.text));
}

function headerScore(cells: HeaderCell[]): number {
  const concepts = new Set(cells.map((c) => c.concept).filter(Boolean) as ColumnConcept[]);
  const hasMoney = concepts.has('amount') || concepts.has('unitPrice');
  const hasWhat = concepts.has('description') || concepts.has('quantity');
  if (!hasMoney || !hasWhat) return 0;
  concepts.delete('position');
  return concepts.size;
}

export function findHeader(doc: Doc, from = 0, page?: number): { line: number; columns: Column[]; lines: number[] } | null {
  let best: { line: number; score: number } | null = null;
  let weak: { line: number; score: number } | null = null;
  for (let i = from; i < doc.lines.length; i++) {
    const line = doc.lines[i]!;
    if (page !== undefined && line.page !== page) continue;
    if (hasFigures(line)) continue;
    const cells = headerCells(line);
    // the neighbours may complete a wrapped header
    const near = neighbours(doc, i);
    const all = [...cells, ...near.flatMap((n) => headerCells(doc.lines[n]!).filter((c) => c.concept))];
    const own = headerScore(cells);
    const score = (own >= 2 ? headerScore(all) + 0.5 : headerScore(all)) + own * 0.1;
    if (score >= 3 && (!best || score > best.score)) best = { line: i, score };
    else if (!best && !weak) {
      // "BESKRIVELSE | BELØP NOK": a description and an amount column alone, taken when nothing better exists
      const concepts = new Set(cells.map((c) => c.concept));
      if (concepts.has('description') && concepts.has('amount')) weak = { line: i, score: 2 };
    }
  }
  best ??= weak;
  if (!best) return null;
  const main = headerCells(doc.lines[best.line]!);
  const near = neighbours(doc, best.line);
  const cells: HeaderCell[] = [...main];
  for (const n of near) {
    for (const c of headerCells(doc.lines[n]!)) {
      if (!c.concept) continue;
      // a wrapped header word below/above an existing cell completes that cell
      const host = cells.find((h) => Math.min(h.x1, c.x1) - Math.max(h.x0, c.x0) > 0);
      if (host && host.concept && c.x1 - c.x0 > 3 * (host.x1 - host.x0) && !cells.some((h) => h.concept === c.concept)) {
        // a wide cell over a narrow one ("Ligne | CODE ARTICLE, NOM & DESIGNATION" over "#"): its own column
        cells.push({ ...c, x0: Math.max(c.x0, host.x1 + 1) });
      } else if (host) {
        if (!host.concept || (host.concept === 'position' && c.concept === 'description')) host.concept = c.concept === 'description' ? 'description' : (headerConcept(`${host.text} ${c.text}`) ?? c.concept);
      } else cells.push({ ...c });
    }
  }
  cells.sort((a, b) => a.x0 - b.x0);
  // one column per concept: keep the widest-reaching (rightmost for amount, first otherwise)
  const columns: Column[] = [];
  const seen = new Map<string, number>();
  const prevText = new Map<Column, string>();
  for (const c of cells) {
    const concept = c.concept ?? 'other';
    if (concept !== 'other' && seen.has(concept)) {
      if (concept === 'description') {
        // "Artikel | Omschrijving": both are description text
        columns.push({ concept: 'description', x0: c.x0, x1: c.x1 });
        continue;
      }
      if (concept === 'amount') {
        // two amount columns: the net one is the line amount ("Wartość netto | Wartość brutto"), else the rightmost
        const gross = /(?:brutto|bruto|ttc|incl|inkl|gross|ivato|con\s+iva|com\s+iva)/;
        const prev = columns[seen.get(concept)!]!;
        if (gross.test(foldKeep(c.text)) && !gross.test(foldKeep(prevText.get(prev) ?? ''))) {
          columns.push({ concept: 'other', x0: c.x0, x1: c.x1, numeric: true });
          continue;
        }
        prev.concept = 'other';
        prev.numeric = true;
      } else {
        const dup: Column = { concept: 'other', x0: c.x0, x1: c.x1, numeric: NUMERIC.has(concept) };
        prevText.set(dup, c.text);
        columns.push(dup);
        continue;
      }
    }
    seen.set(concept, columns.length);
    const column: Column = { concept, x0: c.x0, x1: c.x1, numeric: NUMERIC.has(concept) };
    prevText.set(column, c.text);
    columns.push(column);
  }
  // "Prix unitaire | Prix HT" with no amount column: the rightmost price column is the line amount
  if (!columns.some((c) => c.concept === 'amount')) {
    const prices = columns.filter((c) => c.concept === 'unitPrice' || (c.concept === 'other' && c.numeric && PRICE_WORD.test(foldKeep(prevText.get(c) ?? ''))));
    if (prices.length >= 2) {
      prices.sort((a, b) => a.x0 - b.x0);
      for (const c of prices) c.concept = 'other';
      prices[0]!.concept = 'unitPrice';
      prices[prices.length - 1]!.concept = 'amount';
      prices[prices.length - 1]!.numeric = true;
    }
  }
  return { line: best.line, columns, lines: [best.line, ...near] };
}

/** Lines directly above/below a header line (within 1.6 line heights) that hold header words and no figures. */
function neighbours(doc: Doc, i: number): number[] {
  const out: number[] = [];
  const line = doc.lines[i]!;
  for (const dir of [-1, 1]) {
    let prev = line;
    for (let k = i + dir; k >= 0 && k < doc.lines.length && Math.abs(k - i) <= 3; k += dir) {
      const l = doc.lines[k]!;
      if (l.page !== line.page) break;
      const gap = dir > 0 ? l.y0 - prev.y1 : prev.y0 - l.y1;
      if (gap > 0.9 * line.size) break;
      if (hasFigures(l) || /\d{3,}/.test(l.text)) break;
      const cells = headerCells(l);
      if (!cells.some((c) => c.concept)) break;
      out.push(k);
      prev = l;
    }
  }
  return out;
}

/**
 * Zone index → words of a line. A word goes to the column it overlaps most; a word under no header cell goes to the
 * nearest column, except text left of the first figure column, which belongs to the description.
 */
function splitByZones(columns: Column[], words: Word[], figures?: FigureColumns): Map<number, Word[]> {
  const out = new Map<number, Word[]>();
  const firstNumeric = columns.find((c) => NUMERIC.has(c.concept));
  const descIdx = columns.findIndex((c) => c.concept === 'description');
  for (const w of words) {
    const mapped = figures ? figureColumn(figures, w) : -1;
    if (mapped >= 0) {
      const list = out.get(mapped) ?? [];
      list.push(w);
      out.set(mapped, list);
      continue;
    }
    let k = -1;
    let bestOverlap = 0;
    columns.forEach((c, idx) => {
      const o = Math.min(c.x1, w.x1) - Math.max(c.x0, w.x0);
      const better = o > bestOverlap || (o === bestOverlap && o > 0 && /\d/.test(w.text) && NUMERIC.has(c.concept));
      if (o > 0 && better) {
        bestOverlap = o;
        k = idx;
      }
    });
    if (k < 0) {
      const isText = !/\d/.test(w.text);
      // the header cell starting left of the word, and the next one
      let left = -1;
      columns.forEach((c, idx) => {
        if (c.x0 <= w.x0 && (left < 0 || c.x0 >= columns[left]!.x0)) left = idx;
      });
      const right = columns.findIndex((c) => c.x0 > w.x0);
      if (isText && descIdx >= 0 && firstNumeric && w.x1 <= firstNumeric.x0) k = nearestDescription(columns, w);
      else if (!isText && left >= 0 && (right < 0 || w.x0 - columns[left]!.x1 <= columns[right]!.x0 - w.x1 + 1)) {
        // figures right-aligned under left-aligned headers ("Price:   25.00")
        k = left;
      } else {
        let bestDist = Infinity;
        columns.forEach((c, idx) => {
          const d = Math.max(c.x0 - w.x1, w.x0 - c.x1, 0);
          if (d < bestDist) {
            bestDist = d;
            k = idx;
          }
        });
      }
    }
    const list = out.get(k) ?? [];
    list.push(w);
    out.set(k, list);
  }
  return out;
}

const FIGURE = /^[-−(+]?(?:[€$£]|[A-Z]{3})?\s?\d[\d.,'’]*\s?%?\)?-?$/;

/** Right edges of the figure columns of the table body, each mapped to a numeric header column. */
interface FigureColumns {
  edges: Array<{ x1: number; column: number }>;
}

function figureColumn(f: FigureColumns, w: Word): number {
  if (!FIGURE.test(w.text)) return -1;
  for (const e of f.edges) if (Math.abs(e.x1 - w.x1) <= 3) return e.column;
  return -1;
}

/**
 * Figures are right-aligned in their column, headers often are not ("Price:" left-aligned over "25.00"). The right
 * edges of the figures in the table body are clustered; when there are exactly as many clusters as numeric header
 * columns, they are paired left to right.
 */
function figureColumns(doc: Doc, columns: Column[], from: number): FigureColumns | undefined {
  const numericCols = columns.map((c, k) => ({ c, k })).filter(({ c }) => c.numeric);
  if (numericCols.length < 2) return undefined;
  const page = doc.lines[from]?.page;
  const edges: number[] = [];
  let rows = 0;
  for (let i = from; i < doc.lines.length && i < from + 80; i++) {
    const l = doc.lines[i]!;
    if (l.page !== page || isStop(l)) break;
    const figs = l.words.filter((w) => FIGURE.test(w.text) && w.x0 > columns[0]!.x0 + 20);
    if (figs.length < 2) continue;
    rows++;
    for (const w of figs) edges.push(w.x1);
  }
  if (rows < 1) return undefined;
  edges.sort((a, b) => a - b);
  const clusters: Array<{ x1: number; n: number }> = [];
  for (const x of edges) {
    const last = clusters[clusters.length - 1];
    if (last && x - last.x1 <= 3) {
      last.x1 = (last.x1 * last.n + x) / (last.n + 1);
      last.n++;
    } else clusters.push({ x1: x, n: 1 });
  }
  const strong = clusters.filter((c) => c.n >= Math.max(1, rows * 0.5));
  if (strong.length !== numericCols.length) return undefined;
  return { edges: strong.map((c, idx) => ({ x1: c.x1, column: numericCols[idx]!.k })) };
}

function nearestDescription(columns: Column[], w: Word): number {
  let best = -1;
  let dist = Infinity;
  columns.forEach((c, idx) => {
    if (c.concept !== 'description') return;
    const d = Math.max(c.x0 - w.x1, w.x0 - c.x1, 0);
    if (d < dist) {
      dist = d;
      best = idx;
    }
  });
  return best;
}

function isStop(line: DocLine): boolean {
  const first = line.segs[0];
  if (!first) return false;
  // a row of labels ("Fakt.dato: | Forfallsdato: | Nettobeløp: | MVA: | Bruttobeløp:") is the totals block
  if (line.segs.filter((s) => /[:：]\s*$/.test(s.text) && startsWithLabel(s)).length >= 2) return true;
  const m = TABLE_STOP.exec(first.f);
  return !!m && m.index <= 2;
}

interface RowDraft {
  item: LineItem;
  y1: number;
  page: number;
  lines: number[];
  /** the line that carries the figures */
  anchor: DocLine;
  before: string[];
  after: string[];
}

interface TextLineDraft {
  i: number;
  line: DocLine;
  /** description text, or null for a line that is neither (it breaks a chain) */
  text: string | null;
}

/**
 * Gives each text-only line to the row it belongs to: a row's wrapped description continues below its figures, but in
 * vertically centred cells the first description lines sit above them. A text line goes to the nearer of the row
 * above (its last line) and the row below (its figures line), when that gap is at most 1.2 line heights, chaining
 * through neighbouring text lines.
 */
function attachTexts(rows: RowDraft[], texts: TextLineDraft[]): void {
  const all = [...rows.map((r) => ({ kind: 'row' as const, i: r.lines[0]!, r })), ...texts.map((t) => ({ kind: 'text' as const, i: t.i, t }))].sort(
    (a, b) => a.i - b.i,
  );
  // runs of text lines between rows
  let k = 0;
  while (k < all.length) {
    if (all[k]!.kind !== 'text') {
      k++;
      continue;
    }
    let e = k;
    while (e + 1 < all.length && all[e + 1]!.kind === 'text') e++;
    const run = all.slice(k, e + 1).map((x) => (x as { t: TextLineDraft }).t);
    const prev = k > 0 ? (all[k - 1] as { r: RowDraft }).r : null;
    const next = e + 1 < all.length ? (all[e + 1] as { r: RowDraft }).r : null;
    // extend the previous row downwards
    let lastY1 = prev ? prev.y1 : -Infinity;
    let a = 0;
    const gapOk = (gap: number, size: number) => gap <= 1.2 * size;
    if (prev) {
      while (a < run.length) {
        const t = run[a]!;
        if (!t.text || t.line.page !== prev.page) break;
        const gapPrev = t.line.y0 - lastY1;
        const gapNext = next && next.page === t.line.page ? next.anchor.y0 - t.line.y1 : Infinity;
        if (!gapOk(gapPrev, t.line.size)) break;
        // the rest of the run hugs the next row more closely: leave it to that row
        if (gapNext < gapPrev - 0.25 * t.line.size && run.slice(a).every((x) => x.text)) break;
        prev.after.push(t.text);
        prev.lines.push(t.i);
        lastY1 = t.line.y1;
        prev.y1 = lastY1;
        a++;
      }
    }
    // extend the next row upwards
    if (next) {
      let firstY0 = next.anchor.y0;
      for (let b = run.length - 1; b >= a; b--) {
        const t = run[b]!;
        if (!t.text || t.line.page !== next.page) break;
        if (!gapOk(firstY0 - t.line.y1, t.line.size)) break;
        next.before.unshift(t.text);
        next.lines.push(t.i);
        firstY0 = t.line.y0;
      }
    }
    k = e + 1;
  }
  for (const r of rows) {
    const parts = [...r.before, r.item.description ?? '', ...r.after].map((p) => p.trim()).filter(Boolean);
    r.item.description = parts.length ? parts.join(' ') : null;
  }
}

export function extractLineItems(doc: Doc): ItemTable | null {
  const header = findHeader(doc);
  if (!header) return null;
  let columns = header.columns;
  const used = new Set<number>(header.lines);
  const col = (concept: string) => columns.findIndex((c) => c.concept === concept);
  const rows: RowDraft[] = [];
  const texts: TextLineDraft[] = [];
  let current: RowDraft | null = null;
  let page = doc.lines[header.line]!.page;
  const headerSet = new Set(header.lines);
  const startAt = Math.max(...header.lines) + 1;
  let figures = figureColumns(doc, columns, startAt);
  for (let i = startAt; i < doc.lines.length; i++) {
    const line = doc.lines[i]!;
    if (headerSet.has(i)) continue;
    if (line.page !== page) {
      // continued table: a repeated header on the new page re-maps the columns
      page = line.page;
      current = null;
      const again = findHeader(doc, i, page);
      // a repeated header is near the top of the new page, before anything that ends the table
      const stopBefore = again ? doc.lines.slice(i, again.line).some((l) => isStop(l)) : true;
      if (again && !stopBefore && doc.lines[again.line]!.y0 < doc.lines[again.line]!.pageHeight * 0.4 && sameConcepts(again.columns, columns)) {
        columns = again.columns;
        figures = figureColumns(doc, columns, Math.max(...again.lines) + 1);
        for (const l of again.lines) {
          headerSet.add(l);
          used.add(l);
        }
        i = Math.max(...again.lines);
        continue;
      }
    }
    if (isStop(line)) break;
    const zones = splitByZones(columns, line.words, figures);
    const text = (k: number) => (k >= 0 ? (zones.get(k) ?? []).map((w) => w.text).join(' ') : '');
    const amountCol = col('amount') >= 0 ? col('amount') : col('unitPrice');
    const amounts = findAmounts(text(amountCol), doc.convention);
    const amount = amounts.length ? amounts[amounts.length - 1]!.value : null;
    const descCol = col('description');
    const descText = () =>
      columns
        .map((c, k) => (c.concept === 'description' ? text(k) : ''))
        .filter(Boolean)
        .join(' ');
    const qtyText = text(col('quantity'));
    const qty = findAmounts(qtyText, doc.convention)[0] ?? null;
    const priceAmounts = col('amount') >= 0 ? findAmounts(text(col('unitPrice')), doc.convention) : [];
    const price = priceAmounts.length ? priceAmounts[0]!.value : null;
    const taxText = text(col('taxRate'));
    const pct = findPercents(taxText)[0]?.value ?? findAmounts(taxText, doc.convention)[0]?.value ?? null;
    // two-line rows: the amount printed on the line below quantity and price
    if (amount !== null && qty === null && price === null && current && current.item.amount === null && current.page === line.page) {
      current.item.amount = amount;
      if (current.item.taxRate === null && pct !== null && pct <= 100) current.item.taxRate = pct;
      current.y1 = line.y1;
      current.lines.push(i);
      continue;
    }
    if (amount !== null || (qty !== null && price !== null)) {
      const unitFromQty = qty ? qtyText.slice(qty.index + qty.text.length).trim().split(/\s+/)[0] || null : null;
      let description = descText();
      if (!description) {
        // no description column: the text of the non-numeric zones
        description = columns
          .map((c, k) => (NUMERIC.has(c.concept) || c.concept === 'position' ? '' : text(k)))
          .filter(Boolean)
          .join(' ');
      }
      current = {
        item: {
          description: description.trim() || null,
          quantity: qty ? qty.value : null,
          unit: text(col('unit')).trim() || (unitFromQty && /^\p{L}[\p{L}.]{0,9}$/u.test(unitFromQty) ? unitFromQty : null),
          unitPrice: price,
          taxRate: pct !== null && pct >= 0 && pct <= 100 ? pct : null,
          amount,
        },
        y1: line.y1,
        page: line.page,
        lines: [i],
        anchor: line,
        before: [],
        after: [],
      };
      rows.push(current);
      continue;
    }
    // a line of text only: wrapped description of the row above, or the first lines of the row below
    const numericText = columns.map((c, k) => (NUMERIC.has(c.concept) ? text(k) : '')).join(' ');
    const extra = descText().trim();
    // "Bruttopreis : 9,90" / "GTIN: 4012345001235" are attributes, not description
    const attribute = /^[^:]{1,30}:\s*[-+(]?\d[\d.,\s]*(?:[€$£%]|[A-Z]{3})?\s*$/.test(extra);
    // a line that starts left of the table's first column is a note outside the table ("continued on next page")
    const tableLeft = Math.min(...columns.map((c) => c.x0));
    const outside = line.words.length > 0 && Math.min(...line.words.map((w) => w.x0)) < tableLeft - 0.5 * line.size;
    if (extra && !outside && !/\d[.,]\d{2}(?!\d)/.test(numericText) && !attribute) texts.push({ i, line, text: extra });
    else texts.push({ i, line, text: null });
  }
  attachTexts(rows, texts);
  if (!rows.length) return null;
  rows.splice(0, rows.length, ...rows.filter((r) => r.item.amount !== null || r.item.unitPrice !== null));
  // drop document-level charges/discounts: rows without quantity where most rows have one
  // drop document-level charges/discounts and tax lines: typed allowance/charge rows ("REMISE : Remise commerciale"),
  // rows without a quantity (or unit price) where most rows have one
  const ALLOWANCE = /^(?:\S{1,4}\s+)?(?:remise|rabatt|abschlag|discount|allowance|skonto|escompte|descuento|sconto|korting|desconto|charge|frais|zuschlag|surcharge|recargo|maggiorazione|toeslag|encargo)\s*:/;
  let kept = rows.filter((r) => !ALLOWANCE.test(foldKeep(r.item.description ?? '')));
  if (col('quantity') >= 0) {
    const withQty = kept.filter((r) => r.item.quantity !== null).length;
    if (withQty >= kept.length / 2) kept = kept.filter((r) => r.item.quantity !== null);
  }
  {
    // rows that never got an amount where the others have one (attribute lines such as "Bruttopreis : 30,00 Abschlag : 0,90")
    const withAmount = kept.filter((r) => r.item.amount !== null).length;
    if (col('amount') >= 0 && withAmount > kept.length / 2) kept = kept.filter((r) => r.item.amount !== null);
  }
  if (col('unitPrice') >= 0) {
    // tax summary lines inside the table ("Positionen USt. auf 804,35 … 152,83"): no price, no rate, no unit
    const bare = (r: RowDraft) => r.item.unitPrice === null && r.item.taxRate === null && r.item.unit === null;
    const priced = kept.filter((r) => r.item.unitPrice !== null).length;
    if (priced >= (2 * kept.length) / 3) kept = kept.filter((r) => !bare(r));
  }
  for (const r of kept) for (const l of r.lines) used.add(l);
  return { columns, items: kept.map((r) => r.item), lines: used, headerLine: header.line };
}

function sameConcepts(a: Column[], b: Column[]): boolean {
  const key = (cs: Column[]) =>
    cs
      .map((c) => c.concept)
      .filter((c) => c !== 'other')
      .sort()
      .join(',');
  return key(a) === key(b) || (a.some((c) => c.concept === 'amount') && b.some((c) => c.concept === 'amount'));
}

export { foldKeep };
