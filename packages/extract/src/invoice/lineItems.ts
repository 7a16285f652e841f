/**
 * Line items from text lines.
 *
 * 1. The header: the line whose cells name the most line-item concepts (description, quantity, unit, unit price,
 *    tax rate, amount; labels in nine languages, labels.ts `headerConcept`), with at least a price or amount column
 *    and a description or quantity column. Header cells on the lines just above and below (wrapped headers such as
 *    "Preis/ / Einheit") are merged in; a part ending in "/" or "-" continues the cell, which then takes the concept
 *    of the joined text when that is the wrapped word's own (a unit price over "Einheit"; tax words only qualify).
 *    Header cells closer than the segment gap ("Ant. Enhed") are cut where the rows below have a column edge (a
 *    figure column's right edge, a text column's left edge), at a gap wider than a word space.
 * 2. Columns: each header cell's x-range ("Item #" / "Item No." is one article-code cell, not a description cell and a
 *    position cell); a word belongs to the column it overlaps most, a figure to the figure column it is right-aligned
 *    with; a word under no header cell that continues the description's run of text (word spaces apart, "…, size 44")
 *    stays in the description; a percentage ("19 %") under no header cell goes to the tax-rate column; other words go
 *    to the nearest column.
 * 3. Rows: a line with a number in the amount column (or, without one, the unit-price column) starts an item; the
 *    lines that carry text in the description column and no figures (labelled annotations such as "(Brut: 65,00)"
 *    aside) are its wrapped description, below it or, in vertically centred cells, above it; a clearly widest gap
 *    in the text between two items separates their blocks. A quantity (with its unit) or tax rate printed on such a
 *    line ("10 Stk | 0 %" above the line with the amount), or a labelled net price under the price column ("(Net):
 *    60,00" after "(Brut: 65,00)" / "(Rabais: 5,00)"), fills what the item's own line lacks.
 *    A quantity glued to its unit ("32,6TO") is split. Without a quantity header, a numeric column whose figure times
 *    the unit price is the amount on every priced row is the quantity.
 *    When the first item has text above its figures and the last none below, every item's text is above its
 *    figures (evenly spaced runs go to the row below). A caption above each group's first row ("Order 2") is not
 *    that item's text when the other items have none above. Line discounts printed as their own row ("Discount 10 %
 *    −9,00") are folded into the item above when the percentage proves it (items/discounts.ts).
 * 4. The table ends at a totals line ("Total", "Summe", "Sous-total", "Totaal"…, labels.ts `TABLE_STOP`), or at a line
 *    with neither quantity nor price whose amount is the sum of the items above (an unlabelled subtotal), except a
 *    carried-forward / brought-forward line ("A riportare", "Übertrag", "Suma y sigue", labels.ts `CARRIED_FORWARD`),
 *    which is skipped, and except a group subtotal (the sum of the rows since the last one, labelled or not) followed
 *    by more items, which is skipped too; page counters ("Side 1") are never rows; when a page ends first, it
 *    continues on the next page (under that page's repeated header, or from its top with the same columns).
 * 5. Rows without a quantity in a table where most rows have one are document-level charges or discounts
 *    ("REMISE : …", "Rabatt") and are not items; nor are rows whose amount is off the right edge that the other
 *    amounts share (figures are right-aligned). Rows that pair up as quantity + net unit price over the line total
 *    (stacked two-line items) are joined.
 * 6. Without a recognised header (or when the header heads no items): a run of text lines ending in money figures on
 *    one right edge (`findBodyTable`), kept only when the items' amounts add up to an amount printed elsewhere in the
 *    document.
 */
import { dateColumnWords } from './items/dateColumn.js';
import type { LineItem, SourceBox, Word } from '../types.js';
import type { Doc, DocLine, Seg } from './doc.js';
import { type ColumnConcept, type FieldKind, CARRIED_FORWARD, columnWordIn, headerConcept, isNormalLabel, isTaxAmountHead, isTaxQualifier, matchLabel, phraseConcept, TABLE_STOP, foldKeep } from './labels.js';
import { alt, words } from './lexicon/index.js';
import { isTotalsLabel, startsWithLabel } from './fields.js';
import { type DateOrder, findDates, fold } from './dates.js';
import { findAmounts, findPercents, parsePercent, round2 } from './numbers.js';
import { boxOf } from './provenance.js';
import type { InvoiceSettings } from './settings.js';
import { chooseItemTable, printedOutside } from './items/choose.js';
import { namesCharge } from './payment.js';
import { discountFolds, foldLineDiscounts, keepItems } from './items/discounts.js';
import { addLineTerms } from './items/lineTerms.js';
import { PRICE_PER_BASES, priceFit, withSignOf } from './items/relations.js';
import { unitCodeOf } from './units.js';
import { ISO_CODES, OTHER_ISO_CODES } from './currency.js';

export interface Column {
  concept: ColumnConcept | 'other';
  x0: number;
  x1: number;
  /** a column of figures (also a second amount/price column demoted to 'other') */
  numeric?: boolean;
  /** the head's words, read top to bottom (for the choice between net and gross amount columns) */
  text?: string;
}

export interface ItemTable {
  columns: Column[];
  items: LineItem[];
  /** indices of the doc lines used (header and body) */
  lines: Set<number>;
  /** where each item's values were printed ('invoice.lineItems.N.amount' …), for the tables that record it */
  sources?: Record<string, SourceBox>;
  headerLine: number;
}

interface HeaderCell {
  concept: ColumnConcept | null;
  x0: number;
  x1: number;
  text: string;
}

const PRICE_WORD = columnWordIn('price');
/** "incl." / "excl." / "ohne" ending a price or amount cell: the tax word after it qualifies that cell */
const QUALIFIED = new RegExp(`(?<!\\p{L})${alt(words((l) => [...(l.inclusive ?? []), ...(l.exclusive ?? [])]))}\\.?$`, 'u');
/** a net word in a header cell ("Wartość netto", "Net amount") */
const NET_WORD_IN = new RegExp(`(?<!\\p{L})${alt(words((l) => l.netPrice ?? []))}(?!\\p{L})`, 'u');
/** a net or gross word in a header cell ("Wartość netto", "Wartość brutto") */
const NET_GROSS_IN = new RegExp(`(?<!\\p{L})${alt(words((l) => [...(l.netPrice ?? []), ...(l.columns?.grossMarker ?? [])]))}(?!\\p{L})`, 'u');
/** "netto", "brutto", "net", "gross": a word that only says whether the price or amount before it is net or gross */
const NET_GROSS_WORD = new RegExp(`^${alt(words((l) => [...(l.netPrice ?? []), ...(l.columns?.grossMarker ?? [])]))}\\.?$`, 'u');
/** the text so far ends with a net or gross phrase ("Cena/MJ s DPH", "Základ s DPH"): its tax word qualifies the cell */
const NET_GROSS_END = new RegExp(`(?<!\\p{L})(?:${alt(words((l) => [...(l.netPrice ?? []), ...(l.columns?.grossMarker ?? [])]))})\\.?$`, 'u');
/** "per", "pro", "za": the word between a price and its unit in a price header */
/** a price per unit named before a colon, opening a line ("Preis pro Stunde:", "Price per unit:", "Prix par jour :") */
const PRICE_NOTE = new RegExp(
  `^${alt(words((l) => l.columns?.price ?? []))}\\s+${alt(words((l) => l.perUnit ?? []))}\\s+\\p{L}+\\.?\\s*[:：]`,
  'u',
);
const PER_UNIT = new RegExp(`^(?:${alt(words((l) => l.perUnit))}|/)$`, 'u');
/** "Rabatt", "Discount %": a discount column's header */
const DISCOUNT_CELL = columnWordIn('discount');
/** "brutto", "TTC", "incl.": of two amount columns, the gross one */
const GROSS_COLUMN = columnWordIn('grossMarker');

const PER_BASE = /(\d)\s?\/\s?(?:100|1000)(?!\d)/g;

/** a header cell that only names the currency ("Valuta", "Währung", "Devise"; lexicon `currency.labels`) */
const CURRENCY_HEAD = new RegExp(`^${alt(words((l) => l.currency?.labels))}\\.?:?$`, 'u');

/** "Side 1", "Page 2 of 3", "Seite 2/3", "2/3": a page counter printed in the table's area, never an item */
// ("Page 2/3", "Seite 2 von 3", "Sida 2(3)": the Nordic count in parentheses)
const PAGE_COUNTER = new RegExp(`^(?:${alt(words((l) => l.pageWords))}\\.?\\s*)?\\d{1,4}(?:\\s*(?:/|\\p{L}{1,4})\\s*\\d{1,4}|\\s*\\(\\s*\\d{1,4}\\s*\\))?$`, 'u');
const PAGE_WORD = new RegExp(`^(?:${alt(words((l) => l.pageWords))})`, 'u');

/**
 * A page counter of this document: labelled ("Seite 2/3"), or bare figures that count this page ("2", "2/3", "2 (3)":
 * this page's number, then the number of pages). Bare figures that count something else ("12/2023", a service period
 * wrapped onto its own line) are text.
 */
function isPageCounter(line: DocLine, lastPage: number): boolean {
  const t = line.f.trim();
  if (!PAGE_COUNTER.test(t)) return false;
  if (PAGE_WORD.test(t)) return true;
  const [n, of] = (t.match(/\d+/g) ?? []).map(Number);
  return n === line.page && (of === undefined || of === lastPage);
}

/** a cell that is one figure and nothing else */
const PURE_FIGURE = /^[-−(]?(?:[€$£]\s?)?\d[\d.,'’ ]*\)?-?$/;
/** a plain figure: digits in groups of three and at most three decimals ("22", "1.650,000"), never a date */
const PLAIN_FIGURE = /^-?(?:\d{1,3}(?:[.,'’ ]\d{3})+|\d+)(?:[.,]\d{1,3})?$/;
/** a plain figure with a unit word after it ("35,000 uds", "5 Stk.") */
const COUNT_WITH_UNIT = /^-?(?:\d{1,3}(?:[.,'’ ]\d{3})+|\d+)(?:[.,]\d{1,3})?\s+(\p{L}{1,8}\.?)$/u;
/** the same figure with its unit glued to it ("11dag", "4,000kg") */
const COUNT_GLUED_UNIT = /^-?(?:\d{1,3}(?:[.,'’ ]\d{3})+|\d+)(?:[.,]\d{1,3})?(\p{L}{1,8}\.?)$/u;
/** The unit word of a plain figure with its unit ("35,000 uds"; glued, "11dag", when it is a unit of the units table
 * and the setting `itemGluedUnitFigures` is on); null when the text is no such figure. */
function countUnitOf(t: string, doc: Doc): string | null {
  const m = COUNT_WITH_UNIT.exec(t);
  if (m) return m[1]!;
  const g = doc.settings.itemGluedUnitFigures > 0 ? COUNT_GLUED_UNIT.exec(t) : null;
  return g && unitCodeOf(g[1]!, doc.language) !== null ? g[1]! : null;
}

const NUMERIC: ReadonlySet<string> = new Set(['quantity', 'unitPrice', 'taxRate', 'amount']);

/** Column edges of the rows under a header line: right edges of figures and left edges of words after a gap wider
 * than a word space, each shared (within one point) by at least two and 40 % of the figure rows below on that page
 * (totals and subtotal lines, which start with a totals word, are no rows). */
interface BodyEdges {
  rights: number[];
  lefts: number[];
  /** x ranges no row has ink in, between inked ones: the white gutters between the rows' columns, whatever their
   * alignment (centred figures share no edge, but their columns still stand apart) */
  gutters: Array<[number, number]>;
  /** the x range the rows' ink spans */
  span: [number, number];
  /** `headerGutterMin`: a gap of a header line this many font sizes wide is no word space, even where every gap of the
   * line is that wide (a monospaced header set with its columns' spacing) */
  gutterEm: number;
}

/** The white x ranges between the inked ones of some rows (at least `min` wide). */
function gutters(rows: readonly DocLine[], min: number): Array<[number, number]> {
  if (!rows.length) return [];
  const x0 = Math.floor(Math.min(...rows.map((l) => l.x0)));
  const x1 = Math.ceil(Math.max(...rows.map((l) => l.x1)));
  const ink = new Uint8Array(Math.max(0, x1 - x0 + 1));
  for (const l of rows) for (const w of l.words) ink.fill(1, Math.max(0, Math.floor(w.x0) - x0), Math.min(ink.length, Math.ceil(w.x1) - x0 + 1));
  const out: Array<[number, number]> = [];
  let start = -1;
  for (let k = 0; k < ink.length; k++) {
    if (!ink[k] && start < 0) start = k;
    else if (ink[k] && start >= 0) {
      if (k - start >= min) out.push([x0 + start, x0 + k]);
      start = -1;
    }
  }
  return out;
}

/**
 * What bodyEdges reads of a line as a row below a header candidate: whether it has at least two words with digits,
 * the right edges of its figures and the left edges of its words after a gap. Every header candidate looks at the
 * lines below it, so each line is asked for these once per candidate above it: remembered per line, with the words
 * they were computed from.
 */
interface RowFacts {
  words: Word[];
  figures: boolean;
  rights: number[];
  starts: number[];
}
let rowFacts = new WeakMap<DocLine, RowFacts>();

function rowFactsOf(l: DocLine): RowFacts {
  const known = rowFacts.get(l);
  if (known && known.words === l.words) return known;
  const ws = l.words;
  let digits = 0;
  const rights: number[] = [];
  const starts: number[] = [];
  for (let k = 0; k < ws.length; k++) {
    const w = ws[k]!;
    if (/\d/.test(w.text)) {
      digits++;
      // (a figure's right edge is that of its "%" when one follows it: "10 %")
      rights.push(ws[k + 1]?.text === '%' ? ws[k + 1]!.x1 : w.x1);
    }
    if (k === 0 || w.x0 - ws[k - 1]!.x1 > 0.4 * w.size) starts.push(w.x0);
  }
  // (kept for as long as the document: copies at their exact length, not the capacity that pushing left — 16 slots for
  // a line of three words, which over the lines of a long invoice adds up to megabytes)
  const facts: RowFacts = { words: ws, figures: digits >= 2, rights: rights.slice(), starts: starts.slice() };
  rowFacts.set(l, facts);
  return facts;
}

/** The x values (in the rows' order) shared, within one point, by at least two and 40 % of the rows; one per point. */
function sharedEdges(xs: readonly (readonly number[])[]): number[] {
  // (a table of one row: its own edges are the columns' edges)
  const need = xs.length === 1 ? 1 : Math.max(2, 0.4 * xs.length);
  const out: number[] = [];
  // (the count depends on the value only: a value counted short once is short again)
  const short = new Set<number>();
  for (const values of xs) {
    for (const x of values) {
      if (short.has(x)) continue;
      let near = false;
      for (const o of out) {
        if (Math.abs(o - x) <= 1) {
          near = true;
          break;
        }
      }
      if (near) continue;
      let n = 0;
      for (const row of xs) {
        for (const y of row) {
          if (Math.abs(y - x) <= 1) {
            n++;
            break;
          }
        }
        if (n >= need) break;
      }
      if (n >= need) out.push(x);
      else short.add(x);
    }
  }
  return out;
}

export function bodyEdges(doc: Doc, i: number): BodyEdges {
  const page = doc.lines[i]!.page;
  // the rows with figures (at least two words with digits: an item's figures line)
  const all: DocLine[] = [];
  const allFacts: RowFacts[] = [];
  const end = Math.min(doc.lines.length, i + 1 + 4 * doc.settings.itemMaxBlockLines);
  // (the rows end where the page leaves a gap as wide as the table's own end — `itemMaxRowGapEm`: the footer below it
  // is no row, and its figures would outvote the columns' edges)
  let prev = doc.lines[i]!;
  for (let j = i + 1; j < end; j++) {
    const l = doc.lines[j]!;
    if (l.page !== page) continue;
    if (!l.furniture && l.y0 - prev.y1 > doc.settings.itemMaxRowGapEm * Math.max(l.size, prev.size)) break;
    prev = l;
    const f = rowFactsOf(l);
    // (a totals line ends the rows once two are in: the totals block and the footer below it are no rows, and their
    // figures and words would fill the gutters between the columns; a group's subtotal after fewer rows is passed over)
    if (isStop(l) && all.length >= 2) break;
    if (!f.figures || isStop(l)) continue;
    all.push(l);
    allFacts.push(f);
  }
  // the columns are those of the item rows: where some rows print money figures, rows with none (a group's heading
  // with a delivery note's number and date) say nothing of where the figure columns stand
  const money = all.map((l) => l.words.some(isMoneyWord));
  const someMoney = money.some(Boolean);
  const rows = someMoney ? all.filter((_, k) => money[k]) : all;
  const facts = someMoney ? allFacts.filter((_, k) => money[k]) : allFacts;
  const size = rows.length ? rows[0]!.size : 0;
  return {
    gutters: gutters(rows, doc.settings.headerGutterMin * size),
    span: rows.length ? [Math.min(...rows.map((l) => l.x0)), Math.max(...rows.map((l) => l.x1))] : [0, 0],
    rights: sharedEdges(facts.map((f) => f.rights)).filter((x) => !leftAlignedEnd(rows, x)),
    lefts: sharedEdges(facts.map((f) => f.starts)),
    gutterEm: doc.settings.headerGutterMin,
  };
}

/**
 * A right edge shared only by figures of one width in a left-aligned column ("795.38" and "994.23" under figures of
 * other widths that all start where they start) says nothing of where a column ends: the figures ending there all
 * start at one x, and more figures start there than end there.
 */
function leftAlignedEnd(rows: readonly DocLine[], x: number): boolean {
  let start: number | null = null;
  let ending = 0;
  for (const l of rows) {
    const ws = l.words;
    for (let k = 0; k < ws.length; k++) {
      const w = ws[k]!;
      if (!/\d/.test(w.text)) continue;
      const x1 = ws[k + 1]?.text === '%' ? ws[k + 1]!.x1 : w.x1;
      if (Math.abs(x1 - x) > 1) continue;
      if (start !== null && Math.abs(w.x0 - start) > 1) return false;
      start ??= w.x0;
      ending++;
    }
  }
  if (start === null) return false;
  let starting = 0;
  for (const l of rows) for (const w of l.words) if (/\d/.test(w.text) && Math.abs(w.x0 - start) <= 1) starting++;
  return starting > ending;
}

/** Two words of one header cell share their font size; a change of more than 3 % starts another cell. */
function sizeChanges(a: Word, b: Word): boolean {
  return Math.abs(a.size - b.size) > 0.03 * Math.max(a.size, b.size);
}

/**
 * A header cell stands over the rows' ink: mostly inside their span (a head wider than the figures centred under it,
 * "Encomendado" over "29,25" at the table's left edge, reaches past it) and not within one white gutter.
 */
function overInk(c: { x0: number; x1: number }, edges: BodyEdges): boolean {
  const inside = Math.min(c.x1, edges.span[1] + 1) - Math.max(c.x0, edges.span[0] - 1);
  return inside >= 0.5 * (c.x1 - c.x0) && !edges.gutters.some(([g0, g1]) => c.x0 >= g0 && c.x1 <= g1);
}

/** A gap between two header words lies over a white gutter of the rows below (its middle inside the gutter). */
function overGutter(a: number, b: number, edges: BodyEdges): boolean {
  const mid = (a + b) / 2;
  return edges.gutters.some(([g0, g1]) => mid > g0 && mid < g1);
}

/**
 * A header segment whose cells are closer than the segment gap ("Ant. Enhed", "Pris i alt Beløb inkl. moms") is cut
 * where the geometry of the rows below says a column ends or begins: after a word that ends on a figure column's right
 * edge, or before a word that starts on a text column's left edge — only at a gap wider than a plain word space, or
 * where the font size changes (a cell printed smaller to fit its column).
 */
function splitAtEdges(seg: Seg, edges: BodyEdges | undefined): Seg[] {
  if (!edges || seg.words.length < 2) return [seg];
  const ws = seg.words;
  const gaps = ws.slice(1).map((w, k) => w.x0 - ws[k]!.x1);
  const space = Math.min(...gaps);
  const parts: Word[][] = [[ws[0]!]];
  for (let k = 1; k < ws.length; k++) {
    const gap = gaps[k - 1]!;
    // a gap wider than the segment's word spacing, or one where the font size changes (a cell shrunk to fit its column)
    const resized = sizeChanges(ws[k - 1]!, ws[k]!);
    // (or a gap as wide as a gutter: no word space, where every gap of a monospaced header is that wide)
    const wide = gap > 0.35 * seg.size && (gaps.length === 1 || gap > 1.3 * space || resized || gap >= edges.gutterEm * seg.size);
    const onRight = edges.rights.some((x) => Math.abs(x - ws[k - 1]!.x1) <= 1);
    // (or a gap over a white gutter of the rows: centred or left-aligned figure columns share no edge)
    const atEdge = onRight || edges.lefts.some((x) => Math.abs(x - ws[k]!.x0) <= 1) || overGutter(ws[k - 1]!.x1, ws[k]!.x0, edges);
    // (each part names something: "USt %" stays one cell)
    const named = parts[parts.length - 1]!.some((w) => /\p{L}{2}/u.test(w.text)) && ws.slice(k).some((w) => /\p{L}{2}/u.test(w.text));
    // a word ending on a figure column's right edge ends a right-aligned cell, even when every gap is one word space
    // ("Steuersatz Gesamtpreis Bruttobetrag" over their figures)
    const flush = onRight && gap > 0.25 * seg.size && /\p{L}{3}/u.test(ws[k - 1]!.text);
    if (((wide && (atEdge || resized)) || flush) && named) parts.push([ws[k]!]);
    else parts[parts.length - 1]!.push(ws[k]!);
  }
  // a part right of a cut heads a column only when the rows have an edge under it (a figure column ending between its
  // start and the next part, or a text column starting where it starts); otherwise it stays with the part before
  // — or when it names a column of its own ("À-hinta | Alennus %": a discount column empty on most rows), another
  // concept than the part before or the same one printed in another size ("Net amount | Gross amount" shrunk to fit)
  const text = (p: Word[]) => p.map((w) => w.text).join(' ');
  const heads = (p: Word[], prev: Word[], next: Word[] | undefined) => {
    const x0 = p[0]!.x0;
    const end = next ? next[0]!.x0 : p[p.length - 1]!.x1 + 3 * seg.size;
    if (edges.rights.some((x) => x > x0 - 1 && x <= end) || edges.lefts.some((x) => Math.abs(x - x0) <= 1)) return true;
    if (overGutter(prev[prev.length - 1]!.x1, x0, edges)) return true;
    const own = headerConcept(text(p));
    return DISCOUNT_CELL.test(foldKeep(text(p))) || (own !== null && (sizeChanges(prev[prev.length - 1]!, p[0]!) || own !== headerConcept(text(prev))));
  };
  for (let k = parts.length - 1; k >= 1; k--) if (!heads(parts[k]!, parts[k - 1]!, parts[k + 1])) parts.splice(k - 1, 2, [...parts[k - 1]!, ...parts[k]!]);
  if (parts.length === 1) return [seg];
  // a head that names its column only as a whole ("Pr. Unitário" over right-aligned prices, its first word hanging over
  // the white left of them) is not cut into parts that name nothing
  if (headerConcept(seg.text) !== null && parts.every((p) => headerConcept(text(p)) === null)) return [seg];
  return parts.map((p) => {
    const text = p.map((w) => w.text).join(' ');
    return { ...seg, text, f: foldKeep(text), x0: p[0]!.x0, x1: p[p.length - 1]!.x1, words: p };
  });
}

/** How far two boxes overlap horizontally (negative: the gap between them). */
function overlapX(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

/** Cells of a line that could be a header: segments, and single words when a segment names no concept. */
function headerCells(line: DocLine, edges?: BodyEdges): HeaderCell[] {
  const cells: HeaderCell[] = [];
  for (const seg of line.segs.flatMap((sg) => splitAtEdges(sg, edges))) {
    const c = headerConcept(seg.text.replace(/:\s*$/, ''));
    const perWord = seg.words.map((w) => headerConcept(w.text.replace(/:\s*$/, '')));
    // "Menge Beschreibung", "Qty: Subtotal: VAT:" — several header cells closer than the segment gap
    const distinct = new Set(perWord.filter(Boolean));
    // "Sleva %", "Desc. %", "Disc. %": a discount column's head is one cell, its "%" no tax-rate head
    // ("Remise Taux TVA": a word after the discount word that names a column of its own starts that column)
    const discountHead = DISCOUNT_CELL.test(foldKeep(seg.text)) && !perWord.some((p, k) => p !== null && !/%/.test(seg.words[k]!.text) && !DISCOUNT_CELL.test(foldKeep(seg.words[k]!.text)));
    if (c === null && seg.words.length <= 3 && discountHead) {
      cells.push({ concept: null, x0: seg.x0, x1: seg.x1, text: seg.text });
      continue;
    }
    // "VAT rate", "Unit cost": one lexicon phrase names the whole text, whatever its words name alone
    const phrase = phraseConcept(seg.text);
    if (phrase) {
      cells.push({ concept: phrase, x0: seg.x0, x1: seg.x1, text: seg.text });
      continue;
    }
    // (one concept among unnamed words — "Remise Taux TVA" — is read the same way: the unnamed word heads a cell of its own)
    if (seg.words.length > 1 && (distinct.size >= 2 || (c === null && distinct.size === 1))) {
      let cell: HeaderCell | null = null;
      seg.words.forEach((w, k) => {
        const concept = perWord[k] ?? null;
        // "Total eks. mva", "Preis inkl. MwSt": a tax word qualifying an amount or price is part of that cell
        // ("Totale IVA incl.": the tax word is followed by the qualifying word; "Cena/MJ s DPH": it ends a gross phrase)
        const qualifier =
          concept === 'taxRate' &&
          !/%/.test(w.text) &&
          (cell?.concept === 'amount' || cell?.concept === 'unitPrice') &&
          (QUALIFIED.test(foldKeep(cell.text)) || QUALIFIED.test(foldKeep(seg.words[k + 1]?.text ?? '')) || NET_GROSS_END.test(foldKeep(`${cell.text} ${w.text}`)));
        // "Importe IVA", "Montant TVA": a bare tax word after an amount noun names the line's tax amount, one cell (a
        // heading of its own after it — "Summa | ALV-määrä" — starts its own cell)
        // ("Mva beløp", "VAT amount": an amount noun right after a bare tax word, the same cell the other way round —
        // where the body's column edges did not cut the two apart)
        const taxAmount =
          (concept === 'taxRate' && /^\p{L}+\.?$/u.test(w.text) && cell?.concept === 'amount' && isTaxAmountHead(`${cell.text} ${w.text}`)) ||
          (!!edges && concept === 'amount' && cell?.concept === 'taxRate' && /^\p{L}+\.?$/u.test(cell.text) && isTaxAmountHead(`${cell.text} ${w.text}`));
        // "Cena za MJ", "Price per unit": a unit word after "per" in a price cell is part of that cell
        // ("Prezzo unit.": the joined words still name a unit price)
        const perUnit =
          concept === 'unit' &&
          cell?.concept === 'unitPrice' &&
          (PER_UNIT.test(foldKeep(seg.words[k - 1]?.text ?? '')) || headerConcept(`${cell.text} ${w.text}`) === 'unitPrice');
        // "Cena netto", "Preis brutto": a net or gross word after a price or amount word qualifies that cell
        const marker =
          (cell?.concept === 'amount' || cell?.concept === 'unitPrice') && NET_GROSS_WORD.test(foldKeep(w.text));
        // "Item #", "Item No.": an article-code cell whose first word alone would be the description
        const code = !!cell && cell.concept !== 'position' && concept === 'position' && headerConcept(`${cell.text} ${w.text}`) === 'position';
        // "VAT rate": the words so far and this one are one lexicon phrase, whatever "rate" names alone
        const phrase = cell && concept !== cell.concept ? phraseConcept(`${cell.text} ${w.text}`) : null;
        // ("Price Discount": a discount word is never part of another cell)
        const discount = concept === null && DISCOUNT_CELL.test(foldKeep(w.text));
        if (cell && !discount && (concept === null || concept === cell.concept || qualifier || taxAmount || marker || perUnit || code || phrase)) {
          cell.x1 = w.x1;
          cell.text += ` ${w.text}`;
          if (code) cell.concept = 'position';
          if (taxAmount) cell.concept = 'amount';
          if (phrase) cell.concept = phrase;
          return;
        }
        cell = { concept, x0: w.x0, x1: w.x1, text: w.text };
        cells.push(cell);
      });
      continue;
    }
    // (on the header line itself, words that name nothing stay one cell: splitAtEdges has cut it where the body has a
    // column edge — "unitaire HT" under "Prix" is one column, whatever a wrapped heading's part overlaps)
    if (c || seg.words.length === 1 || edges) {
      cells.push({ concept: c, x0: seg.x0, x1: seg.x1, text: seg.text });
      continue;
    }
    // try words one by one (header cells closer than the segment gap: a wrapped heading's parts above or below host them)
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

export function findHeader(doc: Doc, from = 0, page?: number, to = doc.lines.length): { line: number; columns: Column[]; lines: number[] } | null {
  let best: { line: number; score: number } | null = null;
  let weak: { line: number; score: number } | null = null;
  let unheaded: { line: number; score: number; left: number } | null = null;
  for (let i = from; i < to; i++) {
    const line = doc.lines[i]!;
    if (page !== undefined && line.page !== page) continue;
    if (hasFigures(line)) continue;
    const edges = bodyEdges(doc, i);
    const cells = joinWrappedHeads(doc, i, headerCells(line, edges));
    // the neighbours may complete a wrapped header
    const near = headerNeighbours(doc, i);
    const all = [...cells, ...near.flatMap((n) => headerCells(doc.lines[n]!).filter((c) => c.concept))];
    const own = headerScore(cells);
    // a line that names no column itself is no header line, whatever its neighbours name (they are candidates of their own)
    if (own === 0 && !cells.some((c) => c.concept)) continue;
    const score = (own >= 2 ? headerScore(all) + 0.5 : headerScore(all)) + own * 0.1;
    if (score >= 3 && (!best || score > best.score)) best = { line: i, score };
    else if (!best && !weak) {
      // "BESKRIVELSE | BELØP NOK", "Description | Price": a description and an amount (or price) column alone, taken
      // when nothing better exists (the amount's head may be wrapped over two lines: "Bedrag" over "(EUR)", a neighbour's
      // cell right over or under a cell of this line)
      const wrappedHead = (n: (typeof all)[number]) => cells.some((c) => n.x0 < c.x1 && n.x1 > c.x0);
      const concepts = new Set([...cells.map((c) => c.concept), ...all.filter((n) => !cells.includes(n) && wrappedHead(n)).map((n) => n.concept)]);
      // (a price alone only in a short line of short heads: a sentence that happens to name a description and a price is none)
      const short = line.words.length <= 6 && cells.every((c) => c.text.split(/\s+/).length <= 2);
      if (concepts.has('description') && (concepts.has('amount') || (concepts.has('unitPrice') && short))) weak = { line: i, score: 2 };
      else if (!unheaded && short && unheadedText(doc, i, cells)) unheaded = { line: i, score: 2, left: unheadedText(doc, i, cells)! };
    }
  }
  // "DPH | Cena" over "Webhosting 2026   21 %   1 000,00 Kč": only the figure columns are headed, the description column
  // left of them is not — taken when no header names a description
  let implicit: number | null = null;
  if (!best && !weak && unheaded) {
    best = unheaded;
    implicit = unheaded.left;
  }
  best ??= weak;
  if (!best) return null;
  const near = headerNeighbours(doc, best.line);
  // the neighbour lines' cells, read once (only read below: the main line's cells are the ones completed)
  // (a wrapped header's other line is cut at the rows' column edges like the main one: "Počet položky", quantity and
  // the description's second line printed a word space apart, are two cells)
  const edges = bodyEdges(doc, best.line);
  const nearCells = new Map(near.map((n) => [n, headerCells(doc.lines[n]!, edges)]));
  const main = splitUnderHeads(doc, best.line, joinWrappedHeads(doc, best.line, headerCells(doc.lines[best.line]!, edges)), [...nearCells.values()].flat());
  const cells: HeaderCell[] = [...main];
  for (const n of near) {
    for (const c of nearCells.get(n)!) {
      if (!c.concept) {
        // a wrapped header's word naming no concept ("Gross" beside "Net / Amount") over a column of the rows' ink,
        // under or over no cell of the main line: a column of its own, so the cell beside it does not reach over it
        if (!cells.some((h) => overlapX(h, c) > 0) && overInk(c, edges)) cells.push({ ...c });
        continue;
      }
      // a wrapped header word below/above an existing cell completes that cell
      const host = cells.find((h) => overlapX(h, c) > 0);
      if (host && host.concept && c.x1 - c.x0 > 3 * (host.x1 - host.x0) && !cells.some((h) => h.concept === c.concept)) {
        // a wide cell over a narrow one ("Ligne | CODE ARTICLE, NOM & DESIGNATION" over "#"): its own column
        cells.push({ ...c, x0: Math.max(c.x0, host.x1 + 1) });
      } else if (host) {
        // (a discount cell has no concept by design: a "%" under "Dto." does not make it a tax rate)
        if (!host.concept && DISCOUNT_CELL.test(foldKeep(host.text))) continue;
        // (the cell read top to bottom: "Data" over "dostawy" is "Data dostawy")
        if (!host.concept || (host.concept === 'position' && c.concept === 'description')) host.concept = c.concept === 'description' ? 'description' : (headerConcept(n < best.line ? `${c.text} ${host.text}` : `${host.text} ${c.text}`) ?? c.concept);
        else if (host.concept !== c.concept && c.concept !== 'taxRate') {
          // "Preis/" over "Einheit": a top part ending in "/" or "-" continues on the next line, and the cell read top
          // to bottom names the wrapped word's concept (a unit price), not the host word's (a unit). "Unité / pour P.U."
          // (no continuation mark) stays a unit, "Steuer-" over "Betrag" an amount, and a tax word under a price or
          // amount ("VK-Preis / ohne / MwSt.") only qualifies it. A top part ending in an exclusive/inclusive word ("Sum
          // eks." over "mva") continues too: the word qualifies what follows it, and the whole is the top part's concept
          const top = n < best.line ? c.text : host.text;
          const joined = headerConcept(n < best.line ? `${c.text} ${host.text}` : `${host.text} ${c.text}`);
          if ((/[/-]$/.test(top.trim()) || QUALIFIED.test(foldKeep(top.trim()))) && joined === c.concept) host.concept = joined;
        }
      } else cells.push({ ...c });
    }
  }
  // a wrapped header read as a person reads it: each column's words from top to bottom ("Disc. / %", "VAT / rate").
  // The whole names the column when it is one lexicon phrase across the line break ("VAT rate", whatever "rate" names
  // alone), or when the host cell has no words of its own ("%": it only says its figures are percentages). Two header
  // rows of one item ("Ant." over "Rabatt-%", each a column of its own line) are no phrase and stay apart.
  if (near.length) {
    const stack = [...near, best.line].sort((a, b) => doc.lines[a]!.y0 - doc.lines[b]!.y0);
    // a part of a column: most of the narrower cell is shared, and with no other cell of the main line more
    const partOf = (h: HeaderCell, c: HeaderCell) =>
      overlapX(h, c) >= 0.5 * Math.min(h.x1 - h.x0, c.x1 - c.x0) && main.every((o) => o === h || overlapX(o, c) < overlapX(h, c));
    for (const h of main) {
      const parts = stack.flatMap((n) => (n === best!.line ? [h] : nearCells.get(n)!.filter((c) => partOf(h, c))));
      if (parts.length < 2) continue;
      const joined = parts.map((p) => p.text).join(' ');
      const wordless = !/\p{L}/u.test(h.text);
      if (wordless && DISCOUNT_CELL.test(foldKeep(joined))) {
        // a discount column: no concept of its own (its percentages are no tax rates)
        h.concept = null;
        h.text = joined;
        continue;
      }
      // (a tax phrase alone, "Cena celkem" over "bez DPH", only qualifies the words over it: the whole names the column)
      const whole = phraseConcept(joined) ?? (wordless || isTaxQualifier(h.text) ? headerConcept(joined) : null);
      if (whole) h.concept = whole;
      // ("Valor" over "IVA": an amount column named for the line's tax, read whole where two amount columns are weighed)
      else if (h.concept === 'amount' && isTaxAmountHead(joined)) h.text = joined;
      // ("Wartość" over "Netto", over "Brutto": an amount column named net or gross, read whole for the same choice;
      // setting itemStackedNetGross)
      if (doc.settings.itemStackedNetGross > 0 && h.concept === 'amount' && NET_GROSS_IN.test(foldKeep(joined))) h.text = joined;
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
        // two amount columns: the net one is the line amount ("Wartość netto | Wartość brutto"), else the rightmost;
        // a column named for the line's tax ("Kwota VAT", "MwSt.-Betrag" beside "Gesamt") is not the line amount either
        const gross = GROSS_COLUMN;
        const prev = columns[seen.get(concept)!]!;
        const taxHead = (t: string) => isTaxAmountHead(t) && !gross.test(foldKeep(t));
        if ((gross.test(foldKeep(c.text)) && !gross.test(foldKeep(prevText.get(prev) ?? ''))) || (taxHead(c.text) && !taxHead(prevText.get(prev) ?? ''))) {
          columns.push({ concept: 'other', x0: c.x0, x1: c.x1, numeric: true, text: c.text });
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
    // a discount column ("Rabatt", "Disc. %") holds figures too: it counts when figure edges are paired with columns
    const column: Column = { concept, x0: c.x0, x1: c.x1, numeric: NUMERIC.has(concept) || (concept === 'other' && DISCOUNT_CELL.test(foldKeep(c.text))), text: c.text };
    prevText.set(column, c.text);
    columns.push(column);
  }
  // "Amount | Item | VAT | Unit Price | Price" with no quantity column: an amount head left of the unit price heads the
  // count (a template's translation of "Anzahl"); the line amount, which comes after its factors, is the price column
  // right of the unit price (setting amountHeadLeftOfPrice)
  if (doc.settings.amountHeadLeftOfPrice > 0 && !columns.some((c) => c.concept === 'quantity')) {
    const amount = columns.find((c) => c.concept === 'amount');
    const price = columns.find((c) => c.concept === 'unitPrice');
    const after = price ? columns.filter((c) => c.x0 > price.x1 && c.concept === 'other' && c.numeric && PRICE_WORD.test(foldKeep(prevText.get(c) ?? ''))) : [];
    if (amount && price && amount.x1 < price.x0 && after.length) {
      amount.concept = 'quantity';
      after.reduce((a, b) => (b.x1 > a.x1 ? b : a)).concept = 'amount';
    }
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
  // still no amount column: the rightmost column, named by no concept we know ("Veroton", a word of a language or trade
  // the lexicon lacks), right of named figure columns, is the line amount — the row reading then needs figures under it
  if (!columns.some((c) => c.concept === 'amount')) {
    const last = columns.reduce((a, b) => (b.x1 > a.x1 ? b : a));
    const figuresLeft = columns.some((c) => c !== last && (c.concept === 'quantity' || c.concept === 'unitPrice'));
    // (a column headed by a currency word, "Valuta" / "Währung", holds currency codes, not amounts)
    const head = foldKeep(prevText.get(last) ?? '').trim();
    if (last.concept === 'other' && figuresLeft && !DISCOUNT_CELL.test(head) && !CURRENCY_HEAD.test(head)) {
      last.concept = 'amount';
      last.numeric = true;
    }
  }
  // "Quantity | Price | Amount | VAT" over "Base charge   30 days x 0.50 = 15.00   2.5": a full header that
  // names no description, its rows' text printed left of all its heads — that text is the description's column
  if (implicit === null && !columns.some((c) => c.concept === 'description') && columns.some((c) => c.concept === 'quantity')) {
    implicit = unheadedRowsLeft(doc, Math.max(best.line, ...near), columns, doc.settings.itemUnheadedDescriptionRows);
  }
  if (implicit !== null && !columns.some((c) => c.concept === 'description')) {
    // (a head naming nothing left of the named columns heads the description: its column is the description's)
    const named = Math.min(...columns.filter((c) => c.concept !== 'other').map((c) => c.x0));
    for (let k = columns.length - 1; k >= 0; k--) if (columns[k]!.concept === 'other' && columns[k]!.x1 < named) columns.splice(k, 1);
    columns.unshift({ concept: 'description', x0: implicit, x1: Math.min(...columns.map((c) => c.x0)) - 1 });
  }
  return { line: best.line, columns, lines: [best.line, ...near] };
}

/**
 * The rows below a header without a description head (`last` = its last line): those that print words with letters
 * wholly left of every head and a figure under a price or amount head. When at least `minRows` of the next lines (up
 * to a blank stretch or a new page) are such rows, the left edge of their text, else null (0 = off).
 */
function unheadedRowsLeft(doc: Doc, last: number, columns: readonly Column[], minRows: number): number | null {
  if (minRows <= 0) return null;
  const head = doc.lines[last]!;
  const first = Math.min(...columns.filter((c) => c.concept !== 'other').map((c) => c.x0));
  const money = columns.filter((c) => c.concept === 'amount' || c.concept === 'unitPrice');
  if (!money.length) return null;
  let rows = 0;
  let left = Infinity;
  let prev = head;
  for (let i = last + 1; i < doc.lines.length && i <= last + 4 * minRows + 4; i++) {
    const row = doc.lines[i]!;
    if (row.page !== head.page || row.y0 - prev.y1 > 4 * head.size) break;
    prev = row;
    const text = row.words.filter((w) => w.x1 < first - head.size);
    if (!/\p{L}{2}/u.test(text.map((w) => w.text).join(' '))) continue;
    if (!row.words.some((w) => /\d/.test(w.text) && money.some((c) => w.x1 > c.x0 - head.size && w.x0 < c.x1 + 2 * head.size))) continue;
    rows++;
    left = Math.min(left, ...text.map((w) => w.x0));
  }
  return rows >= minRows ? left : null;
}

/**
 * A short header line that names only figure columns, a tax rate and a price or amount ("DPH | Cena", "VAT | Price"),
 * over a row that prints text left of all its heads and a figure under its price or amount head: the text is the
 * description of a column without a head. The left edge of that text, or null.
 */
function unheadedText(doc: Doc, i: number, cells: readonly HeaderCell[]): number | null {
  // (the description's head may be a word the lexicon does not know, "Kostenpost" over the rows' text: a cell naming
  // nothing is allowed as the leftmost cell, the rows' text starting under it)
  const named = cells.filter((c) => c.concept);
  const unnamed = cells.filter((c) => !c.concept);
  const concepts = new Set(named.map((c) => c.concept));
  if (unnamed.length > 1 || (unnamed.length === 1 && unnamed[0]!.x0 > Math.min(...named.map((c) => c.x0)))) return null;
  if (!concepts.has('taxRate') || !(concepts.has('amount') || concepts.has('unitPrice'))) return null;
  if (concepts.has('description') || concepts.has('quantity')) return null;
  const line = doc.lines[i]!;
  const row = doc.lines[i + 1];
  if (!row || row.page !== line.page || row.y0 - line.y1 > 4 * line.size) return null;
  const first = Math.min(...named.map((c) => c.x0));
  const left = row.words.filter((w) => w.x1 < first - line.size);
  if (unnamed.length && left.length && Math.abs(Math.min(...left.map((w) => w.x0)) - unnamed[0]!.x0) > 2 * line.size) return null;
  // (text, not a figure: a tax summary's rows open with their rate, "21 %   1 000,00   210,00")
  if (!left.length || !/\p{L}{2}/u.test(left.map((w) => w.text).join(' '))) return null;
  const money = cells.filter((c) => c.concept === 'amount' || c.concept === 'unitPrice');
  if (!row.words.some((w) => /\d/.test(w.text) && money.some((c) => w.x1 > c.x0 && w.x0 < c.x1 + 2 * line.size))) return null;
  return Math.min(...left.map((w) => w.x0));
}

/**
 * A cell of the main header line that begins with a lone "%" lying under (or over) a header word of a wrapped line,
 * while the rest of the cell is not under that word, is two columns: the "%" completes the word of the other line
 * ("Rabatt / %") and the rest names a column of its own ("% Steuersatz" → "%" + "Steuersatz"). A "% IVA" with nothing
 * over its "%" stays one cell.
 */
function splitUnderHeads(doc: Doc, i: number, cells: HeaderCell[], others: readonly HeaderCell[]): HeaderCell[] {
  if (!others.length) return cells;
  const line = doc.lines[i]!;
  const out: HeaderCell[] = [];
  for (const c of cells) {
    const words = line.words.filter((w) => w.x0 >= c.x0 - 0.5 && w.x1 <= c.x1 + 0.5);
    const first = words[0];
    if (words.length >= 2 && first && first.text !== '%') {
      out.push(...underHeadOfItsOwn(c, words, others));
      continue;
    }
    if (words.length < 2 || !first || first.text !== '%') {
      out.push(c);
      continue;
    }
    const restX0 = words[1]!.x0;
    const over = others.find((o) => overlapX(o, first) > 0 && o.x1 < restX0);
    const restText = words.slice(1).map((w) => w.text).join(' ');
    const restConcept = headerConcept(restText);
    if (!over || !restConcept) {
      out.push(c);
      continue;
    }
    out.push({ concept: headerConcept('%'), x0: c.x0, x1: first.x1, text: '%' }, { concept: restConcept, x0: restX0, x1: c.x1, text: restText });
  }
  return out;
}

/**
 * "Počet položky" under "Název" printed over its second word: the cell's first words name a column ("Počet", a count)
 * and its last words name nothing alone ("položky", of the item) but, read under the head over them and over no other
 * word of the cell, another column ("Název položky", the item's name). The cell is two columns. A cell whose later
 * words name a column themselves ("Unit price") or that is one lexicon phrase stays whole.
 */
function underHeadOfItsOwn(c: HeaderCell, words: readonly Word[], others: readonly HeaderCell[]): HeaderCell[] {
  if (phraseConcept(c.text)) return [c];
  for (let k = 1; k < words.length; k++) {
    const head = words.slice(0, k).map((w) => w.text).join(' ');
    const rest = words.slice(k).map((w) => w.text).join(' ');
    const over = others.find((o) => o.concept && overlapX(o, words[k]!) > 0 && o.x0 > words[k - 1]!.x1);
    if (!over) continue;
    const headConcept = headerConcept(head);
    const restConcept = headerConcept(`${over.text} ${rest}`) ?? over.concept;
    if (!headConcept || headerConcept(rest) || restConcept === headConcept) continue;
    return [
      { concept: headConcept, x0: c.x0, x1: words[k - 1]!.x1, text: head },
      { concept: restConcept, x0: words[k]!.x0, x1: c.x1, text: rest },
    ];
  }
  return [c];
}

/** Lines directly above/below a header line (within 1.6 line heights) that hold header words and no figures. */
/**
 * A head wrapped over two lines whose halves name nothing alone ("I" over "alt": "I alt"; "Enh." over "pris"): a cell
 * naming no concept takes the one its text joined with the nameless cell right over or under it names (the line next
 * to it, a line's gap away, without figures).
 */
function joinWrappedHeads(doc: Doc, i: number, cells: HeaderCell[]): HeaderCell[] {
  const line = doc.lines[i]!;
  for (const k of [i - 1, i + 1]) {
    const other = doc.lines[k];
    if (!other || other.page !== line.page || hasFigures(other) || /\d{3,}/.test(other.text)) continue;
    const gap = k < i ? line.y0 - other.y1 : other.y0 - line.y1;
    if (gap > 0.9 * line.size) continue;
    const halves = headerCells(other).filter((c) => !c.concept);
    for (const c of cells) {
      if (c.concept) continue;
      const h = halves.find((x) => overlapX(x, c) > 0);
      if (!h) continue;
      const text = k < i ? `${h.text} ${c.text}` : `${c.text} ${h.text}`;
      const concept = headerConcept(text);
      if (!concept) continue;
      c.concept = concept;
      c.text = text;
      c.x0 = Math.min(c.x0, h.x0);
      c.x1 = Math.max(c.x1, h.x1);
    }
  }
  return cells;
}

/**
 * The lines that complete line i's header: none when line i is itself no line a header is wrapped over — one holding
 * an identifier or figures ("Invoice VAT 40972" over a two-line header: a neighbour's scan stops at such a line, and so
 * does the line's own).
 */
function headerNeighbours(doc: Doc, i: number): number[] {
  const line = doc.lines[i]!;
  return hasFigures(line) || /\d{3,}/.test(line.text) ? [] : neighbours(doc, i);
}

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
      // (a discount heading, "Rabat" over "%", has no concept of its own but is a header word)
      if (!cells.some((c) => c.concept || DISCOUNT_CELL.test(foldKeep(c.text)))) break;
      out.push(k);
      prev = l;
    }
  }
  return out;
}

/** A money figure as one word ("1.306,50", "(33,84)", "12,50-"). */
const FIGURE_WORD = /^[-−(]?\d[\d.,'’\u00a0\u202f]*\)?-?$/u;
/** A currency as one word: a code, a symbol, or one of them with a price base ("EUR/100"). */
const CURRENCY_WORD = /^(?:\p{Lu}{3}|\p{Sc}|kr\.?|z[lł]|K[cč])(?:\/(?:100|1000))?$/u;

/**
 * Zone index → words of a line. A word goes to the column it overlaps most; a word under no header cell goes to the
 * nearest column, except text left of the first figure column, which belongs to the description.
 */
function splitByZones(columns: Column[], words: Word[], doc: Doc, figures?: FigureColumns): Map<number, Word[]> {
  const settings = doc.settings;
  const out = new Map<number, Word[]>();
  const firstNumeric = columns.find((c) => NUMERIC.has(c.concept));
  const descIdx = columns.findIndex((c) => c.concept === 'description');
  const mappedOf = new Map<Word, number>();
  const overlapOf = new Map<Word, number>();
  for (const w of words) {
    mappedOf.set(w, figures ? figureColumn(figures, w) : -1);
    let k = -1;
    let bestOverlap = 0;
    columns.forEach((c, idx) => {
      const o = overlapX(c, w);
      const better = o > bestOverlap || (o === bestOverlap && o > 0 && /\d/.test(w.text) && NUMERIC.has(c.concept));
      if (o > 0 && better) {
        bestOverlap = o;
        k = idx;
      }
    });
    overlapOf.set(w, k);
  }
  // a quantity and its unit are one cell ("15 unidad" right-aligned under "Cant."): a figure a word space before a unit
  // word under the quantity heading is that column's, wherever a long unit word pushed it
  const sorted = [...words].sort((a, b) => a.x0 - b.x0);
  const order = new Map(sorted.map((w, k) => [w, k]));
  const qtyIdx = columns.findIndex((c) => c.concept === 'quantity');
  if (qtyIdx >= 0) {
    sorted.forEach((w, k) => {
      const u = sorted[k + 1];
      if (!u || !/^\d[\d.,]*$/.test(w.text) || !/^\p{L}[\p{L}.]{0,9}$/u.test(u.text)) return;
      if (u.x0 - w.x1 > settings.wordGapEm * w.size || overlapOf.get(u) !== qtyIdx || overlapOf.get(w) === qtyIdx) return;
      mappedOf.set(w, qtyIdx);
    });
    // a quantity printed in digit groups ("16 500,000stk" right-aligned under "Antall"): its first group, one to three
    // digits a word space before a word under the quantity heading that opens with three digits and decimals, is that
    // cell's, however far left of the heading it stands (a wide no-break space between the groups)
    sorted.forEach((w, k) => {
      const nx = sorted[k + 1];
      if (!nx || !/^\d{1,3}$/.test(w.text) || !GLUED_LAST_GROUP.test(nx.text) || overlapOf.get(w) === qtyIdx) return;
      if (nx.x0 - w.x1 > settings.wordGapEm * w.size || (overlapOf.get(nx) !== qtyIdx && mappedOf.get(nx) !== qtyIdx)) return;
      mappedOf.set(w, qtyIdx);
    });
    // and the other way: with no unit column, a unit word a word space after the quantity under its heading is that
    // cell's, however far a long quantity pushed it under the next figure column's heading ("1150.000 sztuk" reaching
    // under the price)
    if (!columns.some((c) => c.concept === 'unit')) {
      sorted.forEach((w, k) => {
        const u = sorted[k + 1];
        if (!u || !/^\d[\d.,]*$/.test(w.text) || !/^\p{L}[\p{L}.]{0,9}$/u.test(u.text) || CURRENCY_WORD.test(u.text)) return;
        if (u.x0 - w.x1 > settings.wordGapEm * w.size || overlapOf.get(w) !== qtyIdx) return;
        // (only from under no heading or a figure column's: a word under the description is the item's text, "2  Montážní
        // práce")
        const ku = overlapOf.get(u)!;
        if (ku >= 0 && (ku === qtyIdx || !NUMERIC.has(columns[ku]!.concept))) return;
        mappedOf.set(u, qtyIdx);
      });
    }
  }
  // a figure and its currency are one cell ("87,10 EUR/100", "€ 12,50"): a figure a word space from a currency word
  // under a figure column is that column's, however far the currency pushed it out from under its heading
  sorted.forEach((w, k) => {
    for (const u of [sorted[k + 1], sorted[k - 1]]) {
      if (!u || !FIGURE_WORD.test(w.text) || !CURRENCY_WORD.test(u.text)) continue;
      const gap = u.x0 > w.x0 ? u.x0 - w.x1 : w.x0 - u.x1;
      const ku = mappedOf.get(u)! >= 0 ? mappedOf.get(u)! : overlapOf.get(u)!;
      if (gap > settings.wordGapEm * w.size) continue;
      if (ku < 0 || !NUMERIC.has(columns[ku]!.concept)) {
        // (and the other way: a currency code set before a figure under a figure column, "EUR 5923,82" reaching left
        // under the description, is the figure's cell, not the item's text — setting itemBodyBareLines)
        const kw = mappedOf.get(w)! >= 0 ? mappedOf.get(w)! : overlapOf.get(w)!;
        if (settings.itemBodyBareLines > 0 && u.x0 < w.x0 && isCurrencyToken(u.text) && kw >= 0 && NUMERIC.has(columns[kw]!.concept)) mappedOf.set(u, kw);
        continue;
      }
      if (overlapOf.get(w) === ku || mappedOf.get(w) === ku) continue;
      mappedOf.set(w, ku);
      mappedOf.set(u, ku);
    }
  });
  const runOf = descriptionRun(columns, sorted, mappedOf, overlapOf, settings);
  // a percentage ("19 %", "7%") under no header cell is the tax rate when the table has a tax-rate column: rates are
  // often printed left of their header ("19 % VAT (S)" under "Steuer"), nearer the quantity column than their own
  const taxIdx = columns.findIndex((c) => c.concept === 'taxRate');
  if (taxIdx >= 0) {
    sorted.forEach((w, k) => {
      if (mappedOf.get(w)! >= 0 || overlapOf.get(w)! >= 0 || runOf.has(w)) return;
      const next = sorted[k + 1];
      const glued = /^\d{1,2}(?:[.,]\d{1,2})?\s?%$/.test(w.text);
      const spaced = /^\d{1,2}(?:[.,]\d{1,2})?$/.test(w.text) && !!next && next.text === '%' && next.x0 - w.x1 <= w.size;
      if (!glued && !spaced) return;
      mappedOf.set(w, taxIdx);
      if (spaced && overlapOf.get(next)! < 0) mappedOf.set(next, taxIdx);
    });
  }
  const placed = new Map<Word, number>();
  for (const w of words) {
    const mapped = mappedOf.get(w)!;
    if (mapped >= 0) {
      const list = out.get(mapped) ?? [];
      list.push(w);
      out.set(mapped, list);
      placed.set(w, mapped);
      continue;
    }
    let k = runOf.get(w) ?? overlapOf.get(w)!;
    // a word under no header cell (or under a figure column's heading but not its value) a word space after a cell of a
    // text column right of the description (a date or code column) goes on with that cell ("01.03.2025 – 31.03.2025"
    // under a narrow "Period", "25. heinäkuuta 2026" reaching under "Yksikköhinta"); a line number left of the
    // description is not continued by the description's first word
    if (k < 0 || (!runOf.has(w) && notColumnValue(w, order.get(w)!, k, columns, sorted, mappedOf, overlapOf, settings))) {
      const prev = sorted[order.get(w)! - 1];
      const side = prev && w.x0 - prev.x1 <= settings.wordGapEm * w.size ? (placed.get(prev) ?? overlapOf.get(prev)!) : -1;
      if (side >= 0 && descIdx >= 0 && side > descIdx && !NUMERIC.has(columns[side]!.concept) && !columns[side]!.numeric) k = side;
    }
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
    placed.set(w, k);
  }
  // a date printed in several words ("25. heinäkuuta 2026") is one cell: its words go with its first word's
  for (const [w, first] of dateRuns(words, doc.dateOrder, settings)) {
    const from = placed.get(w);
    const to = placed.get(first);
    if (from === undefined || to === undefined || from === to) continue;
    out.set(from, out.get(from)!.filter((x) => x !== w));
    if (!out.get(from)!.length) out.delete(from);
    out.set(to, [...out.get(to)!, w].sort((a, b) => a.x0 - b.x0));
  }
  return out;
}


/**
 * Words of dates printed in several words, one word space apart ("25. heinäkuuta 2026", "3 mars 2024"): word → the
 * date's first word. A date's year is no figure of a figure column.
 */
function dateRuns(words: readonly Word[], order: DateOrder, settings: InvoiceSettings): Map<Word, Word> {
  const out = new Map<Word, Word>();
  if (words.length < 2) return out;
  const sorted = [...words].sort((a, b) => a.x0 - b.x0);
  const starts: number[] = [];
  let text = '';
  for (const w of sorted) {
    if (text) text += ' ';
    starts.push(text.length);
    text += fold(w.text);
  }
  for (const m of findDates(text, order)) {
    const inside = sorted.filter((_, k) => starts[k]! >= m.index && starts[k]! < m.index + m.length);
    if (inside.length < 2 || inside.some((w, k) => k > 0 && w.x0 - inside[k - 1]!.x1 > settings.wordGapEm * w.size)) continue;
    for (const w of inside.slice(1)) out.set(w, inside[0]!);
  }
  return out;
}

/**
 * Word `w` (index `j` of `sorted`) lies under the heading of figure column `k` but is not that column's value: a word
 * that is no figure ("T9", "1/2\"", "10/2025"), or a figure a cell gap (`segmentGapEm`) before a figure of that column
 * ("M6 x 30   40", "25. heinäkuuta 2026   31,24": aligned with the column, under its heading, or under no other
 * heading). A run of text that reaches under the heading keeps such words.
 */
function notColumnValue(w: Word, j: number, k: number, columns: readonly Column[], sorted: readonly Word[], mappedOf: Map<Word, number>, overlapOf: Map<Word, number>, settings: InvoiceSettings): boolean {
  const c = k >= 0 ? columns[k]! : null;
  if (!c || !(NUMERIC.has(c.concept) || c.numeric) || !/[\p{L}\d]/u.test(w.text)) return false;
  // (a price quoted per 100 or 1000 units, "48,19/1000", is a figure: its base stays on the page)
  if (!FIGURE.test(w.text.replace(PER_BASE, '$1'))) return true;
  const next = sorted[j + 1];
  if (!next || next.x0 - w.x1 <= settings.segmentGapEm * w.size || !FIGURE.test(next.text)) return false;
  const m = mappedOf.get(next)!;
  return m >= 0 ? m === k : overlapOf.get(next)! === k || overlapOf.get(next)! < 0;
}

/**
 * Words that continue a run of text starting in a description column ("…, talla 44", "(pack 500)", "bottiglia 0,75 l",
 * "Période de prestation 10/2025"): a long description spills right past its header cell, and a word at its end is
 * still description, however near a figure column's header it lies. The run is the description words followed by
 * words each at most a word space (`wordGapEm`) from the one before. A figure aligned with a figure column of the other
 * rows ends it. Under a figure column's heading the run goes on only through what is not that column's value
 * ({@link notColumnValue}). Word → the description column of its run.
 */
function descriptionRun(columns: Column[], sorted: readonly Word[], mappedOf: Map<Word, number>, overlapOf: Map<Word, number>, settings: InvoiceSettings): Map<Word, number> {
  const out = new Map<Word, number>();
  let desc = -1;
  let prevX1 = 0;
  sorted.forEach((w, j) => {
    const k = overlapOf.get(w)!;
    if (mappedOf.get(w)! < 0 && k >= 0 && columns[k]!.concept === 'description') {
      desc = k;
      prevX1 = w.x1;
      return;
    }
    const joined = desc >= 0 && mappedOf.get(w)! < 0 && w.x0 - prevX1 <= settings.wordGapEm * w.size;
    if (joined && (k < 0 || notColumnValue(w, j, k, columns, sorted, mappedOf, overlapOf, settings))) {
      out.set(w, desc);
      prevX1 = w.x1;
      return;
    }
    desc = -1;
  });
  return out;
}

const ANNOTATION = /\(\s*\p{L}[\p{L}\s.]*(?::\s*[-+]?\d[\d.,\s]*\)|\)\s*:\s*[-+]?\d[\d.,]*)/gu;

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
 * dateRuns of a line's words, remembered per line with the words, order and word gap they were computed from: every
 * header candidate's figureColumns reads the lines below it. (Only read: the map is shared.)
 */
let lineRuns = new WeakMap<DocLine, { words: Word[]; order: DateOrder; gap: number; runs: ReadonlyMap<Word, Word> }>();

function lineDateRuns(l: DocLine, doc: Doc): ReadonlyMap<Word, Word> {
  const known = lineRuns.get(l);
  if (known && known.words === l.words && known.order === doc.dateOrder && known.gap === doc.settings.wordGapEm) return known.runs;
  const found = dateRuns(l.words, doc.dateOrder, doc.settings);
  // (most lines have none: one empty map for all of them, not one kept per line)
  const runs = found.size ? found : NO_RUNS;
  lineRuns.set(l, { words: l.words, order: doc.dateOrder, gap: doc.settings.wordGapEm, runs });
  return runs;
}

const NO_RUNS: ReadonlyMap<Word, Word> = new Map();

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
    const inDates = lineDateRuns(l, doc);
    const figs = l.words.filter((w) => FIGURE.test(w.text) && w.x0 > columns[0]!.x0 + 20 && !inDates.has(w));
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
  // each edge to the column whose header starts nearest left of it (figures end at or right of their header's start);
  // an unnamed column that owns an edge is a figure column ("Value" between "Price" and "Amount gross")
  const owners = strong.map((c) => {
    let owner = -1;
    columns.forEach((col, k) => {
      if (col.x0 <= c.x1 + 1 && (owner < 0 || col.x0 >= columns[owner]!.x0)) owner = k;
    });
    return owner;
  });
  const usable = owners.every((k, idx) => k >= 0 && (columns[k]!.numeric || columns[k]!.concept === 'other') && owners.indexOf(k) === idx);
  if (usable && strong.length >= 2) {
    for (const k of owners) if (columns[k]!.concept === 'other') columns[k]!.numeric = true;
    return { edges: strong.map((c, idx) => ({ x1: c.x1, column: owners[idx]! })) };
  }
  if (strong.length !== numericCols.length) return undefined;
  // paired left to right, each edge must lie under its column: right of its header's start, before the next header
  const plausible = strong.every((c, idx) => {
    const k = numericCols[idx]!.k;
    const next = columns[k + 1];
    return c.x1 >= columns[k]!.x0 - 2 && (!next || c.x1 <= next.x0 + 2);
  });
  if (!plausible) return undefined;
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

/**
 * Drops the per-line memos of this module (row facts, date runs, isStop, carried-forward labels): each is a pure
 * function of its line, so a line asked again is computed again, the same.
 */
function forgetLineMemos(): void {
  rowFacts = new WeakMap();
  lineRuns = new WeakMap();
  stops = new WeakMap();
  carried = new WeakMap();
}

/** isStop per line, remembered with the segments it was computed from (every header candidate looks at the rows below it) */
let stops = new WeakMap<DocLine, { segs: Seg[]; stop: boolean }>();
/** labelSlashGloss of the document being read: a totals label glossed after a slash by another ("Moms / VAT") counts */
let slashGloss = true;

/** "Nettobelopp / Net amount", "Moms / VAT": a totals label glossed after a slash by a totals label, each filling its side */
function glossedTotalsLabel(s: Seg): boolean {
  const at = s.text.indexOf(' / ');
  if (at < 2) return false;
  const left = { ...s, text: s.text.slice(0, at), f: s.f.slice(0, at) };
  const right = { ...s, text: s.text.slice(at + 3), f: s.f.slice(at + 3) };
  return isTotalsLabel(left) && isTotalsLabel(right);
}

function isStop(line: DocLine): boolean {
  const known = stops.get(line);
  if (known && known.segs === line.segs) return known.stop;
  const stop = isStopUncached(line);
  stops.set(line, { segs: line.segs, stop });
  return stop;
}

function isStopUncached(line: DocLine): boolean {
  const first = line.segs[0];
  if (!first) return false;
  // a row of labels ("Fakt.dato: | Forfallsdato: | Nettobeløp: | MVA: | Bruttobeløp:") is the totals block
  if (line.segs.filter((s) => /[:：]\s*$/.test(s.text) && startsWithLabel(s)).length >= 2) return true;
  // the head of a VAT breakdown ("IVA | Total sem IVA | Total do IVA", "Rate | Net | VAT") or a row of totals labels
  // over their figures ("Subtotal | VAT 25 % | Invoice total | Amount due"): three or more cells that are totals labels
  // with no figure but a rate and its base (and no cell naming the description or quantity: that is an item table's
  // header)
  // (a tax-rate head, "Aliq. | Totale merce | IVA", counts as one of the three when two are totals labels)
  const cells = line.segs.filter((s) => /\p{L}/u.test(s.text));
  // (a label glossed in a second language after a slash is one too, labelSlashGloss: "Moms / VAT")
  const totals = cells.map((c) => isTotalsLabel(c) || (slashGloss && glossedTotalsLabel(c)));
  const labels = totals.filter(Boolean).length;
  const rateHeads = cells.filter((s, k) => !totals[k] && headerConcept(s.text) === 'taxRate').length;
  if (labels >= 2 && labels + rateHeads >= 3 && !cells.some((s) => ['description', 'quantity'].includes(headerConcept(s.text) ?? ''))) return true;
  const m = TABLE_STOP.exec(first.f);
  if (m && m.index <= 2) return true;
  // a tax label of the lexicon opening the line with only a rate and figures after it ("Sales tax (8.25 %) 123.75",
  // "Umsatzsteuer 19 % 285,00"): the totals block (a description that merely begins with a tax word goes on in words;
  // a tax line without a rate, "VAT ** $0.00" under each service of a statement, may belong to an item)
  const tm = matchLabel(first.f, 'tax');
  if (tm && tm.start <= 1 && isNormalLabel(tm)) {
    const rest = [first.text.slice(Math.min(first.text.length, tm.end)), ...line.segs.slice(1).map((s) => s.text)].join(' ');
    if (/\d\s*%/.test(rest) && !/\p{L}{2,}/u.test(rest.replace(/\b[A-Z]{3}\b/g, ''))) return true;
  }
  // a totals key, its colon and its figure in one cell ("Net amount: EUR 300.00"): the totals block
  if (totalsKeyValue(first)) return true;
  // the document total's own label opening the line, only figures after it ("Fakturans totala belopp | 20 965,00"):
  // a gross or amount-due label of the lexicon's specific tier (not a bare "Summe" / "Total", which a group subtotal
  // inside the table may carry)
  if (grossOrDueHead(first) && line.segs.length > 1 && line.segs.slice(1).every((r) => /\d/.test(r.text) && !/\p{L}{3,}/u.test(r.text))) return true;
  // a totals label with its figure at the right end of a line that opens with a sentence ("Payable in advance." …
  // "Net total   3.221,90 €"): the totals block, not an item's amount line
  // (right after a rate — "18 % | IGST | 152.54 | 1,000.00", the tax-type cell of an item row — the label is a cell of
  // the table)
  for (let k = 1; k < line.segs.length; k++) {
    const s = line.segs[k]!;
    if (!isTotalsLabel(s) || /^\d{1,2}(?:[.,]\d{1,3})?\s?%$/.test(line.segs[k - 1]!.text.trim())) continue;
    const rest = line.segs.slice(k + 1);
    if (rest.length && rest.every((r) => /\d/.test(r.text) && !/\p{L}{3,}/u.test(r.text))) return true;
  }
  return false;
}

/**
 * The line's cells from `left` on are a totals line where the whole line is not: a totals label (labels.ts
 * `TABLE_STOP`) opening the cell under the table's text column, only figures after it, and before it only words of a
 * sidebar — no cell that is a figure or a code, as a position or article number of an item row is ("For outages call
 * … | Total Current Charges | $98.40", but not "3 | Subtotal garden tools | 1 | 250,00").
 */
function stopRightOf(line: DocLine, left: number): boolean {
  if (!Number.isFinite(left)) return false;
  const k = line.segs.findIndex((s) => s.x0 >= left - line.size);
  if (k <= 0) return false;
  if (!line.segs.slice(0, k).every((s) => /\p{L}{2,}/u.test(s.text) && !/^\S*\d\S*$/u.test(s.text.trim()))) return false;
  const [head, ...rest] = line.segs.slice(k);
  const m = TABLE_STOP.exec(head!.f);
  if (!m || m.index > 2) return false;
  return rest.length > 0 && rest.every((r) => /\d/.test(r.text) && !/\p{L}{3,}/u.test(r.text));
}

/** A cell that is a specific gross or amount-due label and nothing else (a currency or rate may follow it). */
function grossOrDueHead(seg: Seg): boolean {
  if (!isTotalsLabel(seg)) return false;
  return (['gross', 'due'] as const).some((k) => {
    const m = matchLabel(seg.f, k);
    return !!m && m.start <= 1 && isNormalLabel(m);
  });
}

/** A cell that is a totals label, its colon and an amount with maybe a currency code or symbol ("Net amount: EUR 300.00"). */
function totalsKeyValue(seg: Seg): boolean {
  const colon = seg.text.search(/[:：]/);
  if (colon < 3) return false;
  const value = seg.text.slice(colon + 1).trim();
  if (!/^(?:[A-Z]{3}\s?|[^\s\p{L}\d]{1,2}\s?)?[-−]?\d[\d\s.,'’]*(?:\s?(?:[A-Z]{3}|[^\s\p{L}\d]{1,2}))?$/u.test(value) || !findAmounts(value, 'dot').length) return false;
  const key = seg.text.slice(0, colon);
  return isTotalsLabel({ ...seg, text: key, f: seg.f.slice(0, colon) });
}

interface RowDraft {
  item: LineItem;
  y1: number;
  page: number;
  lines: number[];
  /** the line that carries the figures */
  anchor: DocLine;
  /** right edge of the amount figure */
  amountX1: number | null;
  /** the amount figure lies (at least partly) under the amount column's header cell */
  underHeader: boolean;
  before: string[];
  after: string[];
  /** first figure of each numeric column without a concept of its own (column index → value) */
  others?: Map<number, number>;
  /** plain figures under a heading that names a date or code column ("Levert", "Shipped": a delivered quantity), by
   * column — looked at only as a quantity */
  counts?: Map<number, number>;
  /** the unit word printed after a figure of `counts` ("35,000 uds"), by column */
  countUnits?: Map<number, string>;
  /** where the anchor line prints the figure of each column in `others` */
  otherBoxes?: Map<number, SourceBox>;
  /** where the anchor line prints each value (checked against the final value in `rowSources`) */
  boxes?: Partial<Record<BoxedKey, SourceBox>>;
}

type BoxedKey = 'description' | 'quantity' | 'unit' | 'unitPrice' | 'taxRate' | 'amount';

/**
 * The sources of the header-read items ('invoice.lineItems.N.amount', …): a value's box where its anchor line prints it,
 * kept only while the value is still the printed one (a figure that the box's words parse to, a description that is
 * the anchor's own text); a value taken from another line or computed has none.
 */
function rowSources(rows: RowDraft[], convention: Doc['convention']): Record<string, SourceBox> {
  const out: Record<string, SourceBox> = {};
  rows.forEach((r, n) => {
    for (const [key, box] of Object.entries(r.boxes ?? {}) as Array<[BoxedKey, SourceBox]>) {
      const v = r.item[key];
      if (v === null || v === undefined) continue;
      const words = r.anchor.words.filter((w) => w.x0 >= box.bbox[0] - 0.01 && w.x1 <= box.bbox[2] + 0.01).map((w) => w.text).join(' ');
      const printed =
        typeof v === 'number'
          ? [...findAmounts(words.replace(PER_BASE, '$1'), convention), ...findPercents(words)].some((a) => Math.abs(a.value - v) < 0.005)
          : foldKeep(words).replace(/\s+/g, ' ').trim() === foldKeep(v).replace(/\s+/g, ' ').trim();
      if (printed) out[`invoice.lineItems.${n}.${key}`] = box;
    }
  });
  return out;
}

interface TextLineDraft {
  i: number;
  line: DocLine;
  /** description text, or null for a line that is neither (it breaks a chain) */
  text: string | null;
  /** a quantity (with its unit) or tax rate printed on this line of the item's text block, without the amount */
  quantity?: number;
  unit?: string;
  taxRate?: number;
  /** a labelled net unit price under the price column ("(Brut: 65,00)" / "(Rabais: 5,00)" / "(Net): 60,00") */
  unitPrice?: number;
}

/**
 * A table without a quantity header ("Amount | Product | VAT | Price | Total", the count under a mistranslated or
 * unknown label): a numeric column whose figure times the unit price is the line amount on every priced row is the
 * quantity.
 */
function quantityFromArithmetic(rows: RowDraft[], s: InvoiceSettings): void {
  const priced = rows.filter((r) => r.item.unitPrice !== null && r.item.amount !== null);
  if (!priced.length) return;
  const cols = new Set(priced.flatMap((r) => [...figuresOf(r).keys()]));
  for (const k of cols) {
    // (rows with a line discount give less than the product: every row fits at least so, and some row exactly)
    const fit = priced.map((r) => {
      const v = figuresOf(r).get(k);
      return v === undefined || v === 0 ? 0 : priceFit(v, r.item.unitPrice, r.item.amount, s, [1]);
    });
    const exact = fit.filter((f) => f === 2).length;
    const fits = fit.every((f) => f > 0) && exact >= Math.max(1, s.itemQuantityExactShare * priced.length);
    // one row with quantity 1 proves nothing (price = amount): ask for two rows, or a figure other than 1
    if (!fits || (priced.length < 2 && figuresOf(priced[0]!).get(k) === 1)) continue;
    for (const r of rows) {
      const v = figuresOf(r).get(k);
      if (r.item.quantity === null && v !== undefined) {
        r.item.quantity = v;
        // (its unit word goes with it: "35,000 uds", "11days")
        const unit = r.countUnits?.get(k);
        if (unit && r.item.unit === null) r.item.unit = unit;
      }
    }
    return;
  }
}

/** The figures a quantity may be read from: unnamed columns', and plain figures under a date or code heading. */
function figuresOf(r: RowDraft): Map<number, number> {
  return new Map([...(r.others ?? []), ...(r.counts ?? [])]);
}

/**
 * Of two quantity columns — ordered and delivered ("Bestellt | Geliefert", "Qty ordered | Qty shipped") — the invoiced
 * quantity is the one that times the unit price gives the line amount: a figure column without a concept that gives
 * quantity × price = amount on rows where the quantity column does not — exactly, or less a smaller line discount than
 * the quantity column's product would need —, never fits worse, and fits exactly on at least `itemQuantityExactShare`
 * of the rows (two at least), becomes the quantity (the other's figures stay aside).
 */
function quantityByRelations(rows: RowDraft[], s: InvoiceSettings): void {
  const figures = figuresOf;
  const priced = rows.filter((r) => r.item.quantity !== null && r.item.unitPrice !== null && r.item.amount !== null && figures(r).size);
  if (!priced.length) return;
  const exact = (q: number | null | undefined, r: RowDraft) => q !== null && q !== undefined && priceFit(q, r.item.unitPrice, r.item.amount, s) === 2;
  // the line discount q × price would need to give the amount: 0 when exact, ∞ when no plausible discount explains it
  const discountFor = (q: number | null | undefined, r: RowDraft): number => {
    if (q === null || q === undefined) return Infinity;
    const fit = priceFit(q, r.item.unitPrice, r.item.amount, s);
    if (fit !== 1) return fit === 2 ? 0 : Infinity;
    let off = Infinity;
    for (const base of PRICE_PER_BASES) {
      const full = (q * r.item.unitPrice!) / base;
      const o = full === 0 ? Infinity : 1 - withSignOf(full, r.item.amount!) / full;
      if (o > 0 && o <= 0.5) off = Math.min(off, o);
    }
    return off;
  };
  let best: { k: number; gain: number } | null = null;
  for (const k of new Set(priced.flatMap((r) => [...figures(r).keys()]))) {
    let gain = 0;
    let loss = 0;
    let fits = 0;
    for (const r of priced) {
      const v = figures(r).get(k);
      if (v === undefined) continue;
      if (exact(v, r)) fits++;
      const mine = discountFor(v, r);
      const theirs = discountFor(r.item.quantity, r);
      if (mine < theirs - 1e-6) gain++;
      if (mine > theirs + 1e-6) loss++;
    }
    // (and fits on a share of the rows: a column that fits one row by chance — a position number — is no quantity)
    if (gain >= 1 && loss === 0 && fits >= Math.max(2, s.itemQuantityExactShare * priced.length) && (!best || gain > best.gain)) best = { k, gain };
  }
  if (!best) return;
  const k = best.k;
  for (const r of rows) {
    const v = figures(r).get(k);
    if (v === undefined) continue;
    const box = r.otherBoxes?.get(k);
    // (the quantity column's figures take the place of the chosen ones, among the figures they were read from)
    const from = r.others?.has(k) ? r.others : r.counts!;
    if (r.item.quantity === null) from.delete(k);
    else from.set(k, r.item.quantity);
    if (r.boxes?.quantity) r.otherBoxes?.set(k, r.boxes.quantity);
    r.item.quantity = v;
    // (its unit word goes with it: "35,000 uds")
    const unit = r.countUnits?.get(k);
    if (unit && r.item.unit === null) r.item.unit = unit;
    if (r.boxes) {
      if (box) r.boxes.quantity = box;
      else delete r.boxes.quantity;
    }
  }
}

/**
 * Of two amount columns, the line amount is the net one (EN 16931 BT-131). A column without a concept whose figures
 * fit quantity × price better than the amount column's, or — where no price tells — whose figures times (1 + the row's
 * VAT rate, or a rate up to `maxVatRate`) give the amount column's on most rows (that column is then the gross one),
 * or times the row's printed rate ÷ 100 give it (that column is then the line's VAT amount), becomes the amount.
 */
function amountByRelations(rows: RowDraft[], s: InvoiceSettings, notAmount: ReadonlySet<number> = new Set()): void {
  const priced = rows.filter((r) => r.others?.size);
  if (priced.length < 1) return;
  const candidates = new Set(priced.flatMap((r) => [...r.others!.keys()]));
  let best: { k: number; score: number } | null = null;
  const own = priced.reduce((n, r) => n + (r.item.amount === null ? 0 : priceFit(r.item.quantity, r.item.unitPrice, r.item.amount, s)), 0);
  for (const k of candidates) {
    // (only beside amounts of its own: a column named gross still gives the amounts a net column left empty)
    if (notAmount.has(k) && priced.every((r) => r.item.amount !== null)) continue;
    const withK = priced.filter((r) => r.others!.has(k));
    if (withK.length < Math.max(1, priced.length / 2)) continue;
    const fit = withK.reduce((n, r) => n + priceFit(r.item.quantity, r.item.unitPrice, r.others!.get(k)!, s), 0);
    // the amount column = this column × (1 + rate), the rate the row's own when it prints one
    const grossOf = withK.filter((r) => {
      const v = r.others!.get(k)!;
      const a = r.item.amount;
      if (a === null || v <= 0 || a <= v) return false;
      if (r.item.taxRate !== null) return Math.abs(v * (1 + r.item.taxRate / 100) - a) <= s.amountTolerance + s.perLineRounding;
      return a / v - 1 <= s.maxVatRate / 100;
    }).length;
    // the amount column = this column × the row's printed rate ÷ 100: the amount column is the line's VAT ("Kwota VAT",
    // "MwSt.-Betrag" right of the net amount), this column the net amount
    const taxOf = withK.filter((r) => {
      const v = r.others!.get(k)!;
      const a = r.item.amount;
      if (a === null || r.item.taxRate === null || r.item.taxRate <= 0 || Math.abs(a) >= Math.abs(v)) return false;
      return Math.abs((v * r.item.taxRate) / 100 - a) <= s.amountTolerance + s.perLineRounding;
    }).length;
    const score =
      fit > own ? fit : fit === own && (grossOf >= Math.max(1, 0.6 * withK.length) || taxOf >= Math.max(1, 0.6 * withK.length)) ? fit + 0.5 : -1;
    if (score >= 0 && (!best || score > best.score)) best = { k, score };
  }
  if (!best) return;
  for (const r of rows) {
    const v = r.others?.get(best.k);
    if (v === undefined) continue;
    const box = r.otherBoxes?.get(best.k);
    if (r.item.amount === null) r.others!.delete(best.k);
    else r.others!.set(best.k, r.item.amount);
    if (r.boxes?.amount) r.otherBoxes?.set(best.k, r.boxes.amount);
    r.item.amount = v;
    if (r.boxes) {
      if (box) r.boxes.amount = box;
      else delete r.boxes.amount;
    }
  }
}

/**
 * A table that prints a price and no line amount on any row ("Beskrivelse | Pris", "Descrizione | Quant. | Prezzo
 * Totale" read as price and total over one figure): each line's amount is its quantity (1 when none is printed) times
 * its price — the line net amount the invoice's sums are made of.
 */
function amountOfPricedRows(rows: RowDraft[]): void {
  if (!rows.length || rows.some((r) => r.item.amount !== null)) return;
  for (const r of rows) {
    if (r.item.unitPrice === null) continue;
    r.item.amount = round2((r.item.quantity ?? 1) * r.item.unitPrice);
  }
}

/**
 * A table with a quantity and a price column and no line-amount column ("Antal | Enhet | À-pris", "Qty | Unit price"):
 * the figure under the price heading was read as the line amount. It is the unit price, and each line's amount its
 * quantity × that price, when those products add up to an amount printed outside the table's rows and the figures
 * themselves do not (some quantity other than 1 tells the two sums apart). With a quantity of 1 on every line the
 * figure is both.
 */
function amountOfUnitPricedRows(rows: RowDraft[], doc: Doc): void {
  if (!rows.length || rows.some((r) => r.item.unitPrice !== null || r.item.amount === null)) return;
  // (one of each on every line: the figure is price and amount alike)
  if (rows.every((r) => r.item.quantity === 1)) {
    for (const r of rows) {
      r.item.unitPrice = r.item.amount;
      if (r.boxes?.amount) r.boxes.unitPrice = r.boxes.amount;
    }
    return;
  }
  if (!rows.some((r) => r.item.quantity !== null && r.item.quantity !== 1 && r.item.quantity > 0)) return;
  const own = new Set(rows.flatMap((r) => r.lines));
  const cents = (v: number) => Math.round(v * 100);
  const printed = (sum: number, slack: number) =>
    doc.lines.some((l) => !own.has(l.i) && findAmounts(l.text, doc.convention).some((m) => Math.abs(cents(m.value) - sum) <= slack));
  const products = rows.map((r) => round2((r.item.quantity ?? 1) * r.item.amount!));
  const slack = Math.floor(rows.length / 2);
  if (!printed(cents(products.reduce((a, b) => a + b, 0)), slack)) return;
  if (printed(cents(rows.reduce((a, r) => a + r.item.amount!, 0)), 0)) return;
  rows.forEach((r, n) => {
    r.item.unitPrice = r.item.amount;
    r.item.amount = products[n]!;
    if (r.boxes?.amount) {
      r.boxes.unitPrice = r.boxes.amount;
      delete r.boxes.amount;
    }
  });
}

const PRICE_BASES = [1, 10, 100, 1000];

/**
 * A price-unit column ("Unid. preço", "Preiseinheit": 1, 100, 1000) read as the unit price: when the unit-price
 * figures are all price bases and a column without a concept gives quantity × its figure ÷ base = amount on most rows,
 * that column is the unit price and the base stays on the page.
 */
function priceByRelations(rows: RowDraft[], s: InvoiceSettings): void {
  const priced = rows.filter((r) => r.item.unitPrice !== null && r.item.quantity !== null && r.item.amount !== null);
  if (!priced.length || !priced.every((r) => PRICE_BASES.includes(r.item.unitPrice!))) return;
  const candidates = new Set(priced.flatMap((r) => [...(r.others?.keys() ?? [])]));
  for (const k of candidates) {
    const fits = priced.filter((r) => {
      const v = r.others?.get(k);
      return v !== undefined && priceFit(r.item.quantity, v, r.item.amount, s, [r.item.unitPrice!]) > 0;
    });
    if (fits.length < Math.max(1, 0.6 * priced.length)) continue;
    for (const r of rows) {
      const v = r.others?.get(k);
      if (v === undefined || r.item.unitPrice === null) continue;
      const box = r.otherBoxes?.get(k);
      r.others!.set(k, r.item.unitPrice);
      r.item.unitPrice = v;
      if (r.boxes) {
        if (box) r.boxes.unitPrice = box;
        else delete r.boxes.unitPrice;
      }
    }
    return;
  }
}

/** "10 Stk | 0 %" on the item's first line, the amount on the next: fill what the row itself lacks. */
function takeFigures(r: RowDraft, t: TextLineDraft): void {
  if (r.item.quantity === null && t.quantity !== undefined) {
    r.item.quantity = t.quantity;
    if (r.item.unit === null && t.unit) r.item.unit = t.unit;
  }
  if (r.item.taxRate === null && t.taxRate !== undefined) r.item.taxRate = t.taxRate;
  if (r.item.unitPrice === null && t.unitPrice !== undefined) r.item.unitPrice = t.unitPrice;
}

/** "(Net): 60,00", "(Netto: 60,00)": the net unit price after a per-line discount, labelled under the price column. */
const NET_PRICE = new RegExp(`\\(\\s*${alt(words((l) => l.netPrice))}\\s*(?:\\)\\s*:|:)\\s*([-+]?\\d[\\d.,]*)`, 'u');

/**
 * Gives each text-only line to the row it belongs to: a row's wrapped description continues below its figures, but in
 * vertically centred cells the first description lines sit above them. A text line goes to the nearer of the row
 * above (its last line) and the row below (its figures line), when that gap is at most 1.2 line heights, chaining
 * through neighbouring text lines.
 */
function attachTexts(rows: RowDraft[], texts: TextLineDraft[], opensPage: (i: number) => boolean = () => false): void {
  const all = [...rows.map((r) => ({ kind: 'row' as const, i: r.lines[0]!, r })), ...texts.map((t) => ({ kind: 'text' as const, i: t.i, t }))].sort(
    (a, b) => a.i - b.i,
  );
  // text above the first row and none below the last: each item's text is printed above its figures, so a run of
  // text between two rows, evenly spaced, belongs to the row below (not, as by default, to the row above)
  // (rows of items: those with a quantity or price, not discount or charge rows)
  const priced = rows.filter((r) => r.item.quantity !== null || r.item.unitPrice !== null);
  const itemRows = priced.length ? priced : rows;
  const firstRow = Math.min(...itemRows.map((r) => r.lines[0]!));
  const lastRow = Math.max(...itemRows.map((r) => r.lines[0]!));
  // (text after the last row counts when it follows that row closely: a page footer far below is not item text)
  const lastLine = itemRows.find((r) => r.lines[0] === lastRow)?.anchor;
  const after = texts.find((t) => t.i > lastRow);
  // (a line printing its own amount right under the items — a charge, "Porto und Verpackung | 22,62" — is no item text)
  // (nor is a row of totals labels over their figures, "Shipping | Net amount | VAT | Total": a cell opening with a
  // totals or charge label)
  const labelsRow = (l: DocLine) => l.segs.some((sg) => opensWithAmountLabel(sg.f) || namesCharge(sg.text));
  const textBelow =
    !!lastLine && !!after?.text && after.line.page === lastLine.page && after.line.y0 - lastLine.y1 < 2 * lastLine.size && !after.line.words.some(isMoneyWord) && !labelsRow(after.line);
  // (and the rows' own figure lines mostly carry no description: where they open the item's text, a line above the first
  // row is a caption, "Order 1", and the text lines go on from the row above them)
  // (words, not codes: an article number on the figure line, "A37051", is no text of the item's own)
  const ownText = itemRows.filter((r) => /\p{L}{3,}/u.test(r.item.description ?? '')).length;
  const textAbove = texts.some((t) => t.text && t.i < firstRow) && !textBelow && ownText < itemRows.length / 2;
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
    const cut = blockCut(run, prev, next);
    // extend the previous row downwards
    let lastY1 = prev ? prev.y1 : -Infinity;
    let a = 0;
    const gapOk = (gap: number, size: number) => gap <= 1.2 * size;
    // text opening a later page's part of the table (right under its repeated header) where the items open on their
    // figure line and their text continues below it: the last item overleaf runs on there, not the next page's first
    const overleaf = !textAbove && ownText >= itemRows.length / 2;
    if (prev && !(textAbove && cut === undefined)) {
      let onPage = prev.page;
      while (a < (cut ?? run.length)) {
        const t = run[a]!;
        if (!t.text) break;
        if (t.line.page !== onPage) {
          if (!overleaf || t.line.page < onPage || !opensPage(t.i)) break;
          onPage = t.line.page;
          lastY1 = t.line.y0;
        }
        const gapPrev = t.line.y0 - lastY1;
        const gapNext = next && next.page === t.line.page ? next.anchor.y0 - t.line.y1 : Infinity;
        if (!gapOk(gapPrev, t.line.size)) break;
        // the rest of the run hugs the next row more closely: leave it to that row
        if (gapNext < gapPrev - 0.25 * t.line.size && run.slice(a).every((x) => x.text)) break;
        prev.after.push(t.text);
        prev.lines.push(t.i);
        takeFigures(prev, t);
        lastY1 = t.line.y1;
        if (onPage === prev.page) prev.y1 = lastY1;
        a++;
      }
    }
    // extend the next row upwards
    if (next) {
      let firstY0 = next.anchor.y0;
      for (let b = run.length - 1; b >= Math.max(a, cut ?? 0); b--) {
        const t = run[b]!;
        if (!t.text || t.line.page !== next.page) break;
        if (!gapOk(firstY0 - t.line.y1, t.line.size)) break;
        next.before.unshift(t.text);
        next.lines.push(t.i);
        takeFigures(next, t);
        firstY0 = t.line.y0;
      }
    }
    k = e + 1;
  }
  for (const r of rows) {
    const parts = [...r.before, r.item.description ?? '', ...r.after].map((p) => p.trim()).filter(Boolean);
    r.item.description = parts.length ? joinWrapped(parts) : null;
  }
}

/**
 * The lines of a wrapped text joined with spaces, except after a word broken at its hyphen ("Lieferschein-" over
 * "Nr. 11820"): that word goes on without a space and keeps its hyphen (a compound's hyphen cannot be told from a
 * syllable break's, and keeping it loses no letter); a soft hyphen (U+00AD) is a syllable break and goes.
 */
export function joinWrapped(parts: readonly string[]): string {
  let out = '';
  for (const p of parts) {
    if (!out) out = p;
    else if (/\p{L}\u00AD$/u.test(out) && /^\p{L}/u.test(p)) out = out.slice(0, -1) + p;
    else if (/\p{L}[-\u2010]$/u.test(out) && /^[\p{L}\d]/u.test(p)) out += p;
    else out += ' ' + p;
  }
  return out;
}

/**
 * "Order 2", "Material": a caption above a group of items. When no item but the first of a group has text above its
 * figures (and at least two other items with quantity and price show it), the text above each group's first row is
 * the group's caption, not that item's description.
 */
function dropCaptions(rows: RowDraft[], groupFirst: ReadonlySet<number>): void {
  // evidence: at least two other items (with quantity and price), none with text above
  const others = rows.filter((r, k) => !groupFirst.has(k) && r.item.quantity !== null && r.item.unitPrice !== null);
  if (others.length < 2 || rows.some((r, k) => !groupFirst.has(k) && r.before.length)) return;
  rows.forEach((r, k) => {
    if (!groupFirst.has(k) || !r.before.length) return;
    const caption = r.before.join(' ');
    const d = r.item.description ?? '';
    r.item.description = d.startsWith(caption) ? d.slice(caption.length).trim() || null : d;
    r.before = [];
  });
}

/**
 * Items separated by white space: when one vertical gap in a run of text lines (counting the gaps to the rows above
 * and below) is clearly the widest, the lines above it belong to the row above and those below it to the row below.
 * Returns the index of the first line below the cut, or undefined.
 */
function blockCut(run: TextLineDraft[], prev: RowDraft | null, next: RowDraft | null): number | undefined {
  if (!run.length || run.some((t) => !t.text || t.line.page !== run[0]!.line.page)) return undefined;
  const gaps: Array<{ at: number; gap: number }> = [];
  if (prev && prev.page === run[0]!.line.page) gaps.push({ at: 0, gap: run[0]!.line.y0 - prev.y1 });
  for (let k = 1; k < run.length; k++) gaps.push({ at: k, gap: run[k]!.line.y0 - run[k - 1]!.line.y1 });
  if (next && next.page === run[0]!.line.page) gaps.push({ at: run.length, gap: next.anchor.y0 - run[run.length - 1]!.line.y1 });
  if (gaps.length < 2) return undefined;
  const sorted = [...gaps].sort((x, y) => y.gap - x.gap);
  const [widest, second] = [sorted[0]!, sorted[1]!];
  const size = run[0]!.line.size;
  if (widest.gap - Math.max(second.gap, 0) < 0.4 * size || widest.gap < 1.5 * Math.max(second.gap, 0)) return undefined;
  return widest.at;
}

/** The item table: the header reading checked against the arithmetic one (items/choose.ts). */
export function extractLineItems(doc: Doc): ItemTable | null {
  // (isStop reads glossed totals labels per the document's settings; its memo is per setting)
  if (slashGloss !== doc.settings.labelSlashGloss > 0) {
    slashGloss = doc.settings.labelSlashGloss > 0;
    stops = new WeakMap();
  }
  const header = extractHeaderTable(doc);
  if (header) appendSections(doc, header);
  // the per-line memos serve the header reading's search; the readings after it do not ask them, so they are not
  // carried through the item-table choice (on a long invoice the document's peak)
  forgetLineMemos();
  const table = chooseItemTable(doc, header);
  if (table) {
    // a dash alone is an empty cell's placeholder ("—" under "Weight"), not a word of the description
    for (const it of table.items) if (it.description) it.description = it.description.replace(/(?:\s+[—–-])+$/u, '').replace(/^(?:[—–-]\s+)+/u, '') || null;
    foldLineDiscounts(table.items, table.sources, doc.settings);
    dropBlankRows(table.items, table.sources);
    addLineTerms(doc, table.items, table.sources);
  }
  return table;
}

/**
 * Further sections of the item table (a utility bill's electricity, then its water, each under its own header and
 * each closed by its own net total): after the table's last line, the next header naming the same columns starts
 * another table, and it is taken as more items when both tables are closed by a total that their own amounts add up
 * to — a labelled figure equal to the sum of the section's amounts between its last row and the next section's
 * header (for the last section: within `itemFollowingSections` lines). The arithmetic tells a second section of
 * items from a tax summary or a statement under a header of its own; a section that sums to an item read before is
 * that item's breakdown, and one that repeats the items read before is a second copy — neither is taken. Setting
 * itemFollowingSections (0 = off).
 */
function appendSections(doc: Doc, table: ItemTable): void {
  const window = doc.settings.itemFollowingSections;
  if (window <= 0) return;
  let prev: ItemTable = table;
  for (let guard = 0; guard < 20; guard++) {
    const end = Math.max(...prev.lines);
    const next = extractHeaderTable(doc, end + 1);
    if (!next || next.headerLine <= end || !sameConcepts(next.columns, table.columns)) return;
    if (!closedBySum(doc, prev, next.headerLine) || !closedBySum(doc, next, Math.max(...next.lines) + 1 + window)) return;
    // (a section whose sum is the amount of an item read so far is that item's breakdown, "Materials 131.27" itemised
    // below the invoice's table; one whose items all repeat items read so far is the invoice's second copy on the page)
    const sum = round2(next.items.reduce((a, it) => a + (it.amount ?? 0), 0));
    if (table.items.some((it) => it.amount !== null && Math.abs(it.amount - sum) <= 0.005)) return;
    const seen = new Set(table.items.map((it) => `${it.description ?? ''}|${it.amount}`));
    if (next.items.every((it) => seen.has(`${it.description ?? ''}|${it.amount}`))) return;
    const offset = table.items.length;
    table.items.push(...next.items);
    for (const l of next.lines) table.lines.add(l);
    if (table.sources && next.sources) {
      for (const [k, box] of Object.entries(next.sources)) {
        const m = /^invoice\.lineItems\.(\d+)\.(.+)$/.exec(k);
        if (m) table.sources[`invoice.lineItems.${Number(m[1]) + offset}.${m[2]}`] = box;
      }
    }
    prev = next;
  }
}

/** A line after the table's last line and before line `until` ends in a figure equal to the sum of the table's
 * amounts, after words (its label). */
function closedBySum(doc: Doc, table: ItemTable, until: number): boolean {
  const amounts = table.items.map((it) => it.amount).filter((a): a is number => a !== null);
  if (amounts.length < 2) return false;
  const sum = round2(amounts.reduce((a, b) => a + b, 0));
  for (let i = Math.max(...table.lines) + 1; i < Math.min(until, doc.lines.length); i++) {
    const line = doc.lines[i]!;
    const v = lastAmountOf(line, doc);
    if (v !== null && Math.abs(v - sum) <= 0.005 && /\p{L}{2}/u.test(line.text)) return true;
  }
  return false;
}

/**
 * A form's unused rows (a billing app prints its empty item rows: "1  0.00  0 %  0.00  0.00"): a row with no
 * description whose unit price and amount are zero or absent is no item, beside items that have a description; nor is
 * a row whose text opens with a colon and has no quantity or price.
 * Renumbers `sources` keys to match.
 */
function dropBlankRows(items: LineItem[], sources: Record<string, SourceBox> | undefined): void {
  // (so is a row whose text opens with a colon, without quantity or price: the value of a key ending the item above,
  // "Preis zzgl. Steuern" over ": 12,00")
  const blank = (it: LineItem) =>
    (!it.description?.trim() && !it.amount && !it.unitPrice) || (/^\s*[:：]/u.test(it.description ?? '') && it.quantity === null && it.unitPrice === null);
  if (!items.some(blank) || !items.some((it) => !!it.description?.trim())) return;
  keepItems(items, sources, items.map((_, k) => k).filter((k) => !blank(items[k]!)));
}

/**
 * The first printing of a header repeated on every page of a continued table: the same text on an earlier page, read as
 * a header there too (the best-scoring printing may be a later page's, where its rows happen to name one more column).
 */
export function firstPrinting(doc: Doc, found: { line: number; columns: Column[]; lines: number[] }): { line: number; columns: Column[]; lines: number[] } {
  const at = doc.lines[found.line]!;
  if (at.page === doc.lines[0]?.page) return found;
  for (const l of doc.lines) {
    if (l.page >= at.page) break;
    if (l.text !== at.text) continue;
    const again = findHeader(doc, l.i, l.page);
    if (again && again.line === l.i) return again;
  }
  return found;
}

export function extractHeaderTable(doc: Doc, from = 0): ItemTable | null {
  const best = findHeader(doc, from);
  if (!best) return from > 0 ? null : findBodyTable(doc);
  const found = from > 0 ? best : firstPrinting(doc, best);
  const header = from > 0 ? found : (earlierSection(doc, found) ?? found);
  let columns = header.columns;
  const used = new Set<number>(header.lines);
  const lastPage = doc.lines.length ? doc.lines[doc.lines.length - 1]!.page : 0;
  const col = (concept: string) => columns.findIndex((c) => c.concept === concept);
  // where the table's text begins: its description column's left edge, else its first column of words (text left of
  // it on a table line — a sidebar of contacts and notices beside the table — is no cell of the table)
  const textCol = col('description') >= 0 ? col('description') : columns.findIndex((c) => !c.numeric);
  const descLeft = textCol >= 0 ? columns[textCol]!.x0 : -Infinity;
  /** Does the segment open `totalsIndentEm` font sizes or more right of the description column's left edge? */
  const setRight = (seg: Seg): boolean => {
    const d = columns[col('description')];
    return !!d && seg.x0 > d.x0 + doc.settings.totalsIndentEm * seg.size;
  };
  const rows: RowDraft[] = [];
  const texts: TextLineDraft[] = [];
  let current: RowDraft | null = null;
  let page = doc.lines[header.line]!.page;
  const headerSet = new Set(header.lines);
  const startAt = Math.max(...header.lines) + 1;
  let figures = figureColumns(doc, columns, startAt);
  // a row with neither quantity nor unit price has been read (then no bare amount can be told apart as a subtotal)
  let bareRow = false;
  // a table of descriptions and amounts only (no quantity or price column): every row is bare, and a labelled group
  // subtotal is told apart by its label and its sum, the items after it by their place in the description column
  const amountsOnly = col('quantity') < 0 && col('unitPrice') < 0;
  // in such a table a carried-forward label with the running sum is read as one only at a page's edge: the last table
  // line of a page that a later page continues (no totals below it there), or a line before any row of a later page
  // ("Transport 30,00" above the totals of a one-page invoice is freight that happens to equal the sum)
  const atPageEdge = (i: number): boolean => {
    const line = doc.lines[i]!;
    if (line.page > doc.lines[header.line]!.page && !rows.some((r) => r.page === line.page)) return true;
    return line.page < lastPage && !doc.lines.some((l) => l.i > i && l.page === line.page && isStop(l));
  };
  // the last line read as part of the table (rows and text lines)
  let lastTableLine: DocLine | null = doc.lines[startAt - 1] ?? null;
  // the page whose remaining lines are its footer, below the table
  let pageTail = -1;
  // on a new page without a repeated header, until its first row has been checked against the amount edge
  let continued = false;
  // the first row of the current group (rows after the last group subtotal)
  let groupStart = 0;
  // rows that start a group (the first row, and each row after a group subtotal)
  const groupFirst = new Set<number>([0]);
  /** the next line with a figure in the amount column (within a few lines) has the quantity and unit price of an item */
  // (a group's last subtotal at the foot of a page: the carried-forward lines, the page counter and the header repeated
  // overleaf lie between it and the next group's items and do not count as lines)
  const itemFollows = (i: number): boolean => {
    let prev = doc.lines[i]!;
    let seen = 0;
    for (let j = i + 1; j < doc.lines.length && seen < doc.settings.itemMaxBlockLines; j++) {
      const next = doc.lines[j]!;
      const newPage = next.page !== prev.page;
      // (a running letterhead or footer is passed over, as the table itself passes over it)
      if (next.furniture && !newPage) continue;
      if (carriedLabel(next) || isPageCounter(next, lastPage)) {
        prev = next;
        continue;
      }
      if (newPage) {
        // overleaf: its repeated header (no figures) is passed over like the carried-forward lines
        const again = findHeader(doc, j, next.page);
        if (again && again.line >= j && again.line - j <= 3) {
          j = Math.max(...again.lines);
          prev = doc.lines[j]!;
          continue;
        }
      }
      if (headerSet.has(j) || isStop(next)) return false;
      // (a tax line right under the subtotal, "VAT | 315.00" with no rate, is the totals block: the subtotal is the net)
      const taxLabel = next.segs[0] ? matchLabel(next.segs[0].f, 'tax') : null;
      if (seen === 0 && taxLabel && taxLabel.start <= 1 && isNormalLabel(taxLabel)) return false;
      // the items of the next group follow closely on the same page: a line far below is the page's footer, no item
      // (with no totals further down the page, the next group may still begin overleaf: the footer is passed over)
      if (next.page === prev.page && next.y0 - prev.y1 > 4 * Math.max(prev.size, next.size)) {
        let end = j;
        while (end + 1 < doc.lines.length && doc.lines[end + 1]!.page === next.page) end++;
        if (end + 1 >= doc.lines.length || doc.lines.slice(j, end + 1).some((l) => isStop(l))) return false;
        j = end;
        prev = doc.lines[end]!;
        continue;
      }
      seen++;
      prev = next;
      const z = splitByZones(columns, next.words, doc, figures);
      const t = (k: number) => (k >= 0 ? (z.get(k) ?? []).map((w) => w.text).join(' ') : '');
      const amountAt = col('amount') >= 0 ? col('amount') : col('unitPrice');
      if (!findAmounts(t(amountAt), doc.convention).length) continue;
      const q = findAmounts(t(col('quantity')).replace(/(\d)(\p{L})/gu, '$1 $2'), doc.convention).length > 0;
      const p = col('amount') >= 0 && findAmounts(t(col('unitPrice')).replace(PER_BASE, '$1'), doc.convention).length > 0;
      // an item fills the quantity and price columns the table has ("… USt. 19 % auf 284,95" may put a base under one)
      // (a quantity column no item so far has a figure in — its figures centred under another heading — is not asked for)
      const hasQty = col('quantity') >= 0 && rows.some((r) => r.item.quantity !== null);
      const hasPrice = col('amount') >= 0 && col('unitPrice') >= 0;
      // (a table of amounts only: an item opens in the description column, not set right of it like a totals block)
      if (amountsOnly && col('description') >= 0) return !!next.segs[0] && !setRight(next.segs[0]);
      return (q || p) && (!hasQty || q) && (!hasPrice || p);
    }
    return false;
  };
  // the right end of the description words of the table's lines so far
  let descRight = -Infinity;
  // where the words of a description column open on the items' lines so far (left edges, one per point)
  const descStarts: number[] = [];
  for (let i = startAt; i < doc.lines.length; i++) {
    const line = doc.lines[i]!;
    if (headerSet.has(i)) continue;
    if (line.page !== page) {
      // continued table: a repeated header on the new page re-maps the columns
      page = line.page;
      current = null;
      const again = findHeader(doc, i, page);
      // a repeated header is near the top of the new page, before anything that ends the table
      // (before the header's first line: a wrapped header's upper line, "Sum / inkl. mva", is no totals line)
      const stopBefore = again ? doc.lines.slice(i, Math.min(...again.lines)).some((l) => isStop(l)) : true;
      // without a repeated header, the first row of the new page must end on the amount edge of the rows so far
      continued = !(again && !stopBefore && doc.lines[again.line]!.y0 < doc.lines[again.line]!.pageHeight * 0.4 && sameConcepts(again.columns, columns));
      if (again && !continued) {
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
    // a letterhead or footer line repeated on every page is no row, and the table may go on past it
    if (line.furniture) continue;
    // far below the previous line of the table on the same page: past its end (a page footer)
    // (the totals below it end the table; otherwise the rest of the page is its footer and the table may go on overleaf)
    if (pageTail === line.page) continue;
    if (lastTableLine && lastTableLine.page === line.page && line.y0 - lastTableLine.y1 > doc.settings.itemMaxRowGapEm * Math.max(line.size, lastTableLine.size)) {
      if (doc.lines.slice(i).some((l) => l.page === line.page && isStop(l))) break;
      pageTail = line.page;
      continue;
    }
    lastTableLine = line;
    if (isStop(line) || stopRightOf(line, descLeft)) {
      // "Subtotal order 1": a labelled group subtotal (the sum of the rows since the last one) with items after it
      const z = splitByZones(columns, line.words, doc, figures);
      const at = col('amount') >= 0 ? col('amount') : col('unitPrice');
      const found = findAmounts((z.get(at) ?? []).map((w) => w.text).join(' '), doc.convention);
      const value = found.length ? found[found.length - 1]!.value : null;
      // "Subtotal c/f", "Zwischensumme Übertrag": a carried-forward running sum under a subtotal word; the table goes on
      const carriedSum = value ?? lastAmountOf(line, doc);
      if (carriedSum !== null && (!bareRow || (amountsOnly && atPageEdge(i))) && isCarriedForward(line, rows, carriedSum)) {
        used.add(i);
        // carried to the next page (rows above it on this page): the rest of the page is its footer
        if (rows.some((r) => r.page === line.page)) pageTail = line.page;
        continue;
      }
      // (its sum may stand off the amount column — set under the label's end or beside it — when it is the line's only
      // money figure and ends the line: the sum decides)
      const lastWord = line.words[line.words.length - 1];
      const sum = value ?? (lastWord && isMoneyWord(lastWord) && line.words.filter(isMoneyWord).length === 1 ? carriedSum : null);
      // (a line of several label cells — the heads of a tax summary beside the totals, "Rate | Net | VAT | Net total
      // 1.234,00" — is no group's subtotal, whatever the figure at its end adds up to)
      const labelCells = line.segs.filter((sg) => /\p{L}{2}/u.test(sg.text) && !/\d/.test(sg.text)).length;
      if (sum === null || labelCells > 2 || (bareRow && !amountsOnly) || !isSubtotal(rows.slice(groupStart), sum, amountsOnly)) break;
      // (the group's own tax and gross lines under its subtotal: the group closes after them)
      let end = i;
      if (!itemFollows(i)) {
        end = groupTaxGross(doc, i, sum);
        if (end < 0 || !itemFollows(end)) break;
      }
      for (let k = i; k <= end; k++) used.add(k);
      i = end;
      lastTableLine = doc.lines[end]!;
      groupStart = rows.length;
      groupFirst.add(rows.length);
      continue;
    }
    if (isPageCounter(line, lastPage)) continue;
    const zones = splitByZones(columns, line.words, doc, figures);
    const text = (k: number) => (k >= 0 ? (zones.get(k) ?? []).map((w) => w.text).join(' ') : '');
    const amountCol = col('amount') >= 0 ? col('amount') : col('unitPrice');
    const amounts = findAmounts(text(amountCol), doc.convention);
    const amount = amounts.length ? amounts[amounts.length - 1]!.value : null;
    const amountWords = amountCol >= 0 ? (zones.get(amountCol) ?? []).filter((w) => /\d/.test(w.text)) : [];
    const amountWord = amountWords[amountWords.length - 1];
    const amountX1 = amountWord ? amountWord.x1 : null;
    const amountColumn = columns[amountCol];
    const underHeader = !!amountWord && !!amountColumn && amountWord.x1 > amountColumn.x0 && amountWord.x0 < amountColumn.x1;
    const descCol = col('description');
    // where the description's own words end on this line (-Infinity: none)
    const descEnd = Math.max(-Infinity, ...(zones.get(descCol) ?? []).map((w) => w.x1));
    // on an item's figure line, the quantity is read from the words that reach under its heading when some do: figures
    // left of it ran on from the text before (a date of a period column, "Afleverbon 45795") and stay that text
    const qCol = columns[col('quantity')];
    const qWords = zones.get(col('quantity')) ?? [];
    // (and a quantity's first digit group left of the heading, "16 500,000stk", with the rest of the figure)
    const firstGroup = (w: Word) =>
      /^\d{1,3}$/.test(w.text) && qWords.some((x) => x.x0 > w.x1 && x.x0 - w.x1 <= doc.settings.wordGapEm * w.size && x.x1 > qCol!.x0 - 1 && GLUED_LAST_GROUP.test(x.text));
    const qUnder = qCol ? qWords.filter((w) => w.x1 > qCol.x0 - 1 || firstGroup(w)) : qWords;
    const qLeft = amount !== null && qUnder.some((w) => /\d/.test(w.text)) ? qWords.filter((w) => !qUnder.includes(w)) : [];
    // words without figures that run on from the description into a text column right of it (a date or code column)
    // are still the description ("Candeeiro de secretária" reaching over "Período"): the description's own run only,
    // one segment (each within segmentGapEm of the one before)
    // (a date written in words, "18 oktober 2026", is that column's value: the run stops at it)
    const spill = (k: number) => {
      let end = descEnd;
      const out: string[] = [];
      const zone = zones.get(k) ?? [];
      const runs = dateRuns(zone, doc.dateOrder, doc.settings);
      const dated = new Set([...runs.keys(), ...runs.values()]);
      for (const w of [...zone].sort((a, b) => a.x0 - b.x0)) {
        if (/\d/.test(w.text.replace(/^\d+$/, '')) || dated.has(w) || w.x0 - end > doc.settings.segmentGapEm * w.size) break;
        out.push(w.text);
        end = w.x1;
      }
      return out.join(' ');
    };
    // (a percentage alone is no description: "Desc." heads a discount column in Portuguese and Spanish; nor a figure
    // with cents alone under a second description heading, right of the first: "Designação | … | Desc." over the money
    // taken off)
    const descText = () =>
      columns
        .map((c, k) =>
          c.concept === 'description' && !/^[-−]?\d[\d.,]*\s*%$/.test(text(k).trim()) && !(k > descCol && descCol >= 0 && PURE_FIGURE.test(text(k).trim()) && /\d[.,]\d{2}\)?-?$/.test(text(k).trim()))
            ? text(k)
            : c.concept === 'position' && descCol >= 0 && k > descCol
              ? spill(k)
              : '',
        )
        .filter(Boolean)
        .join(' ');
    // "32,6TO", "5Stk": a quantity glued to its unit
    const qtyText = (qLeft.length ? qUnder : qWords).map((w) => w.text).join(' ').replace(/(\d)(\p{L})/gu, '$1 $2');
    const qty = findAmounts(qtyText, doc.convention)[0] ?? null;
    // a price per 100 or 1000 units printed "74,72/100" is the printed price (its base stays on the page)
    const priceAmounts = col('amount') >= 0 ? findAmounts(text(col('unitPrice')).replace(PER_BASE, '$1'), doc.convention) : [];
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
    // "A riportare 1.234,56" / "Übertrag": the running sum carried to (or brought from) another page; the table goes on
    // (only among items with a quantity or price, where a bare amount stands out, as for the subtotal below)
    // (a page number in its label, "Übertrag von Seite 1", may fall under the price column: the label and the sum decide)
    const carriedSum = amount ?? (carriedLabel(line) ? lastAmountOf(line, doc) : null);
    if (carriedSum !== null && (!bareRow || (amountsOnly && atPageEdge(i))) && isCarriedForward(line, rows, carriedSum)) {
      used.add(i);
      if (rows.some((r) => r.page === line.page)) pageTail = line.page;
      continue;
    }
    // a line without quantity and price whose amount is the sum of the items above is their subtotal, whatever its label:
    // a group's subtotal when items follow it (the table goes on), else the items' subtotal, which ends the table
    // (in a table of amounts only, a bare line is a group's subtotal when it is the sum of at least two rows above it — one
    // row's amount again is as likely the next item's — and items follow it or an earlier group closed with one: a
    // single such line above the totals may be freight or a fee that happens to equal the sum, an item; a line opening
    // with a totals label, "Subtotal Labour | 585,78", closes a group of one row too — setting itemLabelledSubtotal)
    if (
      amount !== null &&
      qty === null &&
      price === null &&
      (amountsOnly
        ? (rows.length - groupStart >= 2 || (doc.settings.itemLabelledSubtotal > 0 && startsWithAmountLabel(line))) &&
          isSubtotal(rows.slice(groupStart), amount, true) &&
          (groupStart > 0 || itemFollows(i))
        : !bareRow && isSubtotal(rows.slice(groupStart), amount))
    ) {
      if (!itemFollows(i)) break;
      used.add(i);
      groupStart = rows.length;
      groupFirst.add(rows.length);
      continue;
    }
    // a table of amounts only: a line of figures that fills the description's place with two or more amounts and no words
    // is a band of totals under a row of their labels ("34,06 | 635,39 | 158,85 | 794,24 kr"), not an item
    if (amountsOnly && rows.length && amount !== null && descCol >= 0) {
      const d = text(descCol);
      if (findAmounts(d, doc.convention).length >= 2 && !/\p{L}{3,}/u.test(d)) break;
    }
    // a line that opens with words set right of every description so far, with an amount and neither quantity nor price:
    // the totals block set under the figures ("Fees 1,500.00", "Compenso 1.500,00" under a Description | Amount table),
    // not one more item (`totalsIndentEm`: how far right of the description column it must start)
    const opening = line.segs[0]!;
    // a price note under an item ("Preis pro Stunde: 150€", "Price per unit: 30.00"): a line of the row above (its unit
    // price when that is missing and the figures agree), not the totals block set under the figures
    if (current && current.page === line.page && amount !== null && qty === null && price === null && line.segs.length <= 2 && PRICE_NOTE.test(opening.f)) {
      const it = current.item;
      const noted = findAmounts(line.text.slice(line.text.search(/[:：]/) + 1), doc.convention)[0]?.value ?? null;
      if (it.unitPrice === null && noted !== null && it.quantity !== null && it.amount !== null && Math.abs(it.quantity * noted - it.amount) <= Math.max(0.01, Math.abs(it.amount) * 0.005))
        it.unitPrice = noted;
      used.add(i);
      current.lines.push(i);
      current.y1 = line.y1;
      continue;
    }
    // (a line opening where the items' names open — a discount row under the name column of a table whose code column
    // is headed as the description too, "Artigo | Artigo" — is no such block)
    const atNames = descStarts.some((x) => Math.abs(x - opening.x0) <= 0.5 * opening.size);
    if (rows.length && amount !== null && qty === null && price === null && /^\p{L}{2}/u.test(opening.text) && opening.x0 > descRight + 2 * opening.size && setRight(opening) && !atNames)
      break;
    descRight = Math.max(descRight, descEnd);
    // (where the words of each description column open on an item's line)
    if (amount !== null && (qty !== null || price !== null))
      for (const [k, c] of columns.entries()) {
        const first = c.concept === 'description' ? zones.get(k)?.[0] : undefined;
        if (first && /\p{L}{2}/u.test(first.text) && !descStarts.some((x) => Math.abs(x - first.x0) <= 1)) descStarts.push(first.x0);
      }
    if (amount !== null || (qty !== null && price !== null)) {
      if (continued && amount !== null) {
        // a table continued on a new page without its header: its first row there is shaped like the rows so far (a
        // quantity or price where most have one, the amount on their edge), or it is another table (a VAT breakdown)
        const edges = rows.map((r) => r.amountX1).filter((x): x is number => x !== null);
        if (amountX1 !== null && edges.length >= 2 && !edges.some((x) => Math.abs(x - amountX1) <= 3)) break;
        const priced = rows.filter((r) => r.item.quantity !== null || r.item.unitPrice !== null).length;
        if (qty === null && price === null && priced >= Math.max(2, rows.length / 2)) break;
        continued = false;
      }
      const afterQty = qty ? qtyText.slice(qty.index + qty.text.length).trim() : '';
      let unitFromQty = afterQty.split(/\s+/)[0] || null;
      let description = descText();
      // "1  Une journée de formation": words after the quantity, under its heading, that are no unit in any language
      // open the description
      if (unitFromQty && col('unit') < 0 && /^\p{L}/u.test(unitFromQty) && unitCodeOf(unitFromQty, doc.language) === null) {
        description = `${afterQty} ${description}`;
        unitFromQty = null;
      }
      if (!description && descCol < 0) {
        // no description column: the text of the non-numeric zones
        description = columns
          .map((c, k) => (NUMERIC.has(c.concept) || c.numeric || c.concept === 'position' || c.concept === 'unit' ? '' : text(k)))
          .filter(Boolean)
          .join(' ');
      }
      // (figures left of the quantity heading that end the description's own run of words are its last words)
      const runOn = [...qLeft].sort((a, b) => a.x0 - b.x0);
      if (runOn.length && runOn[0]!.x0 - descEnd <= doc.settings.segmentGapEm * runOn[0]!.size) description = `${description} ${runOn.map((w) => w.text).join(' ')}`;
      // "36.00" over "12" in the tax column: the line's tax amount with its rate printed under it (an invoicing
      // program's tax cell); the figure under it is the rate when the line's amount times it gives that tax amount
      let rate = pct !== null && pct >= 0 && pct <= 100 ? pct : null;
      const below = doc.lines[i + 1];
      const taxAt = col('taxRate');
      if (taxAt >= 0 && amount !== null && below && below.page === line.page && below.y0 - line.y1 < 1.5 * line.size) {
        const taxAmount = findAmounts(taxText, doc.convention).find((a) => a.decimals > 0);
        const zb = splitByZones(columns, below.words, doc, figures);
        const under = zb.get(taxAt) ?? [];
        const r = parsePercent(`${under.map((w) => w.text).join('').replace(/%$/, '')}%`, doc.convention);
        const tol = doc.settings.amountTolerance + doc.settings.perLineRounding;
        if (taxAmount && r !== null && under.length === below.words.length && Math.abs((amount * r) / 100 - taxAmount.value) <= tol) rate = r;
      }
      current = {
        item: {
          description: description.trim() || null,
          quantity: qty ? qty.value : null,
          // (a unit is a word: figures under a unit heading are a price base, "Cen. jedn." 1 / 100)
          unit: (/\p{L}/u.test(text(col('unit'))) ? text(col('unit')).trim() : '') || (unitFromQty && /^\p{L}[\p{L}.]{0,9}$/u.test(unitFromQty) ? unitFromQty : null),
          unitPrice: price,
          taxRate: rate,
          amount,
        },
        y1: line.y1,
        page: line.page,
        lines: [i],
        anchor: line,
        amountX1,
        underHeader,
        before: [],
        after: [],
        boxes: Object.fromEntries(
          (
            [
              ['description', columns.flatMap((c, k) => (c.concept === 'description' ? (zones.get(k) ?? []) : []))],
              ['quantity', (zones.get(col('quantity')) ?? []).filter((w) => /\d/.test(w.text))],
              ['unit', col('unit') >= 0 ? (zones.get(col('unit')) ?? []) : []],
              ['unitPrice', (zones.get(col('unitPrice')) ?? []).filter((w) => /\d/.test(w.text))],
              ['taxRate', (zones.get(col('taxRate')) ?? []).filter((w) => /\d|%/.test(w.text))],
              ['amount', amountWord ? [amountWord] : []],
            ] as Array<[BoxedKey, Word[]]>
          ).flatMap(([k, ws]) => {
            const b = boxOf(line.page, ws);
            return b ? [[k, b]] : [];
          }),
        ),
        others: new Map(
          columns.flatMap((c, k) => {
            // a numeric column without a concept, or an unnamed column that holds a figure here ("Totalt" over net amounts)
            const figure = c.concept === 'other' && (c.numeric || PURE_FIGURE.test(text(k).trim()));
            const glued = figure && countUnitOf(text(k).trim(), doc) !== null;
            const v = figure ? findAmounts(glued ? text(k).replace(/(\d)(\p{L})/u, '$1 $2') : text(k), doc.convention)[0] : undefined;
            return v ? [[k, v.value] as [number, number]] : [];
          }),
        ),
        // (a column named like a date or code column that holds a plain figure, no date: "Levert", "Geleverd",
        // "Shipped" over the delivered quantity; an unnamed column's figure with its unit: "35,000 uds" under "Servido")
        // (the unit may be glued to the figure, "11dag": then a unit of the units table, setting itemGluedUnitFigures)
        counts: new Map(
          columns.flatMap((c, k) => {
            const t = text(k).trim();
            const count = (c.concept === 'position' || (c.concept === 'other' && !c.numeric)) && (PLAIN_FIGURE.test(t) || countUnitOf(t, doc) !== null);
            const v = count ? findAmounts(t.replace(/(\d)(\p{L})/u, '$1 $2'), doc.convention)[0] : undefined;
            return v ? [[k, v.value] as [number, number]] : [];
          }),
        ),
        countUnits: new Map(
          columns.flatMap((c, k) => {
            const u = c.concept === 'position' || c.concept === 'other' ? countUnitOf(text(k).trim(), doc) : null;
            return u ? [[k, u] as [number, string]] : [];
          }),
        ),
        otherBoxes: new Map(
          columns.flatMap((c, k) => {
            const b = c.concept === 'other' ? boxOf(line.page, (zones.get(k) ?? []).filter((w) => /\d/.test(w.text))) : null;
            return b ? [[k, b] as [number, SourceBox]] : [];
          }),
        ),
      };
      rows.push(current);
      // (a bare row of the other sign than the items is a discount or allowance: it does not make a bare amount of their
      // sign ambiguous)
      if (current.item.quantity === null && current.item.unitPrice === null && !(amount !== null && Math.sign(amount) === -itemsSign(rows))) bareRow = true;
      continue;
    }
    // a line of text only: wrapped description of the row above, or the first lines of the row below
    // "(Brut: 65,00)", "(Net): 60,00": labelled annotations in a figure column are part of the item's text block
    const numericText = columns
      .map((c, k) => (NUMERIC.has(c.concept) ? text(k) : ''))
      .join(' ')
      .replace(ANNOTATION, ' ');
    // a text line's words that run on from the description within a word space into the zone of the column right of it
    // are the description's last words ("Documento di trasporto 60331", "Schroef rvs M6 x 30" reaching under a quantity
    // or price heading): a column's own value stands apart from the text before it by more than a word space
    const textRunOn: Word[] = [];
    const lastDesc = columns.reduce<number>((best, c, k) => (c.concept === 'description' && (best < 0 || c.x0 > columns[best]!.x0) ? k : best), -1);
    const nextCol = lastDesc >= 0 ? columns.findIndex((c) => c.x0 >= columns[lastDesc]!.x1) : -1;
    if (amount === null && nextCol >= 0 && Number.isFinite(descEnd)) {
      let end = descEnd;
      // (and on through the zones of the columns after it while the words stay a word space apart: a note under an
      // item set across "Weight | Quantity" heads; setting itemTextRunOnColumns)
      const runCols = doc.settings.itemTextRunOnColumns > 0 ? columns.map((c, k) => k).filter((k) => columns[k]!.x0 >= columns[lastDesc]!.x1).sort((a, b) => columns[a]!.x0 - columns[b]!.x0) : [nextCol];
      let broke = false;
      for (const k of runCols) {
        const ws = [...(zones.get(k) ?? [])].sort((a, b) => a.x0 - b.x0);
        for (const w of ws) {
          if (w.x0 - end > doc.settings.wordGapEm * w.size || /\d[.,]\d/.test(w.text)) {
            broke = true;
            break;
          }
          textRunOn.push(w);
          end = w.x1;
        }
        if (broke) break;
      }
    }
    // (a table whose header names no description — "Pos. | Qty | Unit | VAT | Price | Amount" — prints each item's text
    // on the lines under its figures, across the figure columns: such a line of words, with no figure in a money
    // column, is the item's text as a whole; setting itemTextWithoutDescription)
    const headless = col('description') < 0 && doc.settings.itemTextWithoutDescription > 0 && /\p{L}{3}/u.test(line.text);
    const extra = headless ? line.text.trim() : [descText(), ...textRunOn.map((w) => w.text)].join(' ').trim();
    // "Bruttopreis : 9,90" / "GTIN: 4012345001235" are attributes, not description
    const attribute = /^[^:]{1,30}:\s*[-+(]?\d[\d.,\s]*(?:[€$£%]|[A-Z]{3})?\s*$/.test(extra);
    // a line that starts left of the table's first column is a note outside the table ("continued on next page")
    const tableLeft = Math.min(...columns.map((c) => c.x0));
    const outside = line.words.length > 0 && Math.min(...line.words.map((w) => w.x0)) < tableLeft - 0.5 * line.size;
    // (such a line's figures count only as money words under the price or amount head: "1.1.10" opening it under the
    // quantity head is a catalogue number of the text)
    const moneyWord = (w: Word) => /^[-−(]?\d{1,3}(?:[.,'’]\d{3})*[.,]\d{2}\)?[€$£]?$/u.test(w.text);
    const figure = headless
      ? [col('unitPrice'), col('amount')].some((k) => k >= 0 && (zones.get(k) ?? []).some(moneyWord))
      : /\d[.,]\d{2}(?!\d)/.test(numericText);
    if (extra && !outside && !figure && !attribute) {
      const draft: TextLineDraft = { i, line, text: extra };
      const lead = line.segs[0];
      if (lead && /^\p{L}{2}/u.test(lead.text) && !descStarts.some((x) => Math.abs(x - lead.x0) <= 1)) descStarts.push(lead.x0);
      if (qty && !headless && !qWords.some((w) => textRunOn.includes(w))) {
        draft.quantity = qty.value;
        const u = text(col('unit')).trim() || qtyText.slice(qty.index + qty.text.length).trim().split(/\s+/)[0] || '';
        if (/^\p{L}[\p{L}.]{0,9}$/u.test(u)) draft.unit = u;
      }
      if (!headless && pct !== null && pct >= 0 && pct <= 100 && /%/.test(taxText)) draft.taxRate = pct;
      const net = headless ? null : NET_PRICE.exec(foldKeep(text(col('unitPrice'))));
      const netValue = net ? findAmounts(net[1]!, doc.convention)[0] : undefined;
      if (netValue) draft.unitPrice = netValue.value;
      texts.push(draft);
    }
    else texts.push({ i, line, text: null });
  }
  // a line right under the table's header on its page (a repeated header overleaf), furniture passed over
  const opensPage = (i: number): boolean => {
    const at = doc.lines[i]!.page;
    let j = i - 1;
    while (j >= 0 && doc.lines[j]!.page === at && doc.lines[j]!.furniture) j--;
    return j >= 0 && doc.lines[j]!.page === at && headerSet.has(j);
  };
  attachTexts(rows, texts, opensPage);
  dropCaptions(rows, groupFirst);
  // a header that heads no items (a summary box, a false match): look for a table without one
  if (!rows.length) return findBodyTable(doc);
  rows.splice(0, rows.length, ...rows.filter((r) => r.item.amount !== null || r.item.unitPrice !== null));
  dropMisaligned(rows);
  mergeStackedRows(rows);
  // (a quantity heading over no row's figure — "Uds. | pedidas" split, the counts centred under its other half — names
  // no column either)
  if (col('quantity') < 0 || rows.every((r) => r.item.quantity === null)) quantityFromArithmetic(rows, doc.settings);
  // (an amount column named net beside one named gross, "Wartość netto | … | Wartość brutto": the gross one does not
  // take the line amount because quantity × price fits it — the prices are gross on a sale at gross prices; setting
  // itemStackedNetGross)
  const netNamed = doc.settings.itemStackedNetGross > 0 && col('amount') >= 0 && NET_WORD_IN.test(foldKeep(columns[col('amount')]!.text ?? ''));
  const grossNamed = new Set(netNamed ? columns.flatMap((c, k) => (c.concept === 'other' && GROSS_COLUMN.test(foldKeep(c.text ?? '')) ? [k] : [])) : []);
  amountByRelations(rows, doc.settings, grossNamed);
  quantityByRelations(rows, doc.settings);
  priceByRelations(rows, doc.settings);
  amountOfPricedRows(rows);
  if (col('amount') < 0 && col('quantity') >= 0) amountOfUnitPricedRows(rows, doc);
  // line discounts printed as their own row are part of the item above (items/discounts.ts)
  const folds = discountFolds(rows.map((r) => r.item), doc.settings);
  for (const k of folds.keys()) for (const l of rows[k]!.lines) used.add(l);
  if (folds.size) rows.splice(0, rows.length, ...rows.filter((_, k) => !folds.has(k)));
  // drop document-level charges/discounts: rows without quantity where most rows have one
  // drop document-level charges/discounts and tax lines: typed allowance/charge rows ("REMISE : Remise commerciale"),
  // rows without a quantity (or unit price) where most rows have one
  let kept = rows.filter((r) => !ALLOWANCE.test(foldKeep(r.item.description ?? '')));
  if (col('quantity') >= 0) {
    const withQty = kept.filter((r) => r.item.quantity !== null).length;
    // (a row priced like the articles — its unit price is its amount — and named by no charge's or allowance's label is
    // an article whose count is not printed: "Copyright levy  9,20  9,20" under a computer)
    const priced = (r: RowDraft) => r.item.unitPrice !== null && r.item.amount !== null && r.item.unitPrice === r.item.amount && !namesCharge(r.item.description ?? '');
    if (withQty >= kept.length / 2) {
      const articles = kept.filter((r) => r.item.quantity !== null || priced(r));
      // (unless the rows' amounts add up to an amount printed outside the table only with the rows without a quantity
      // that no charge's or allowance's label names: a utility bill's tax on the supply and meter rent under its priced
      // consumption rows are items of the net; shipping is still a charge, whatever sum it completes)
      // (a group's caption — a row without a quantity whose amount is the sum of the quantified rows right under it,
      // "Energy 26.00" over "peak 100 kWh × 0.16 = 16.00" and "off-peak … = 10.00" — is no item of that sum: setting
      // itemCaptionSums)
      const caption = captionRows(kept, doc.settings.itemCaptionSums > 0);
      const named = kept.filter((r) => !caption.has(r) && (r.item.quantity !== null || priced(r) || !namesCharge(r.item.description ?? '')));
      kept = named.length > articles.length && sumPrintedOutside(doc, named, articles) ? named : articles;
    }
    // (fewer rows with a quantity than without — one article, then its shipping and a promotion: "Costi di spedizione",
    // "Promozioni" — a row without a quantity named by a charge's or allowance's label is still no item)
    else if (withQty > 0) kept = kept.filter((r) => r.item.quantity !== null || !namesCharge(r.item.description ?? ''));
  } else if (doc.settings.itemChargeShape > 0 && kept.length >= 3) {
    // (no quantity column: a row named by a charge's label that fills fewer cells than two thirds of the other rows —
    // no position, date or rate where the articles print them, "Freight | 18,97" under the items — is a charge, not an
    // article; setting itemChargeShape)
    const cells = (r: RowDraft) => r.anchor.segs.length;
    const charge = (r: RowDraft) => namesCharge(r.item.description ?? '') && kept.filter((o) => o !== r && cells(o) > cells(r)).length >= (2 / 3) * (kept.length - 1);
    kept = kept.filter((r) => !charge(r));
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
    if (priced >= (2 * kept.length) / 3) {
      const clothed = kept.filter((r) => !bare(r));
      // (unless only with the bare rows do the amounts add up to an amount printed outside the table)
      if (clothed.length === kept.length || !sumPrintedOutside(doc, kept, clothed)) kept = clothed;
    }
  }
  for (const r of kept) for (const l of r.lines) used.add(l);
  if (!kept.length) return from > 0 ? null : findBodyTable(doc);
  stripPositions(kept.map((r) => r.item));
  return { columns, items: kept.map((r) => r.item), lines: used, headerLine: header.line, sources: rowSources(kept, doc.convention) };
}

/**
 * The amounts of `all` add up, to the cent, to an amount printed outside their rows and those of `part` do not (even
 * with half a cent of rounding a row): the rows `part` leaves out are items of the printed sum, no document charges
 * beside it. Only rows described in words that no tax label opens, on a line where no cell names a charge or allowance,
 * are let back in (a bare figure is none, nor "St.-Satz | … | Porto und Verpackung | 43,61": the freight beside the
 * head of a VAT breakdown).
 */
/**
 * Rows without a quantity whose amount equals the sum of the amounts of the rows with a quantity that follow it, up
 * to the next row without one (at least one such row): a group's caption carrying the group's sum, not an item.
 */
function captionRows(rows: readonly RowDraft[], on: boolean): Set<RowDraft> {
  const out = new Set<RowDraft>();
  if (!on) return out;
  rows.forEach((r, k) => {
    if (r.item.quantity !== null || r.item.amount === null) return;
    let sum = 0;
    let n = 0;
    for (let j = k + 1; j < rows.length && rows[j]!.item.quantity !== null; j++, n++) sum += rows[j]!.item.amount ?? 0;
    if (n >= 1 && Math.abs(sum - r.item.amount) <= 0.005) out.add(r);
  });
  return out;
}

function sumPrintedOutside(doc: Doc, all: RowDraft[], part: RowDraft[]): boolean {
  const back = all.filter((r) => !part.includes(r));
  const worded = (r: RowDraft) => {
    const d = foldKeep(r.item.description ?? '').trim();
    const tax = matchLabel(d, 'tax');
    return /\p{L}{3,}/u.test(d) && !(tax && tax.start <= 1) && !r.anchor.segs.some((c) => namesCharge(c.text));
  };
  if (!back.length || !back.every(worded)) return false;
  const own = new Set(all.flatMap((r) => r.lines));
  const cents = (rows: RowDraft[]) => Math.round(rows.reduce((a, r) => a + (r.item.amount ?? 0), 0) * 100);
  return printedOutside(doc, cents(all), own, 0) && !printedOutside(doc, cents(part), own, Math.floor(part.length / 2));
}

/**
 * Running numbers read as the start of the description ("1 Vite inox", "2 Guanti", … under a heading "N. Articolo"
 * printed as one cell): when most items' descriptions open with an integer and those integers count up one by one,
 * they are the items' positions, not their text.
 */
function stripPositions(items: LineItem[]): void {
  const leads = items.map((it) => /^(\d{1,4})\.?\s+(?=\S)/.exec(it.description ?? ''));
  const numbered = leads.filter((m) => m !== null);
  if (numbered.length < 0.8 * items.length || !countsUp(numbered.map((m) => Number(m[1])), null)) return;
  items.forEach((it, k) => {
    const m = leads[k];
    if (m && it.description) it.description = it.description.slice(m[0].length);
  });
}

/**
 * Numbers that count up by one at least four times in five (from `before`, the last number of an earlier run, where
 * given; else from the first, and then at least two numbers).
 */
function countsUp(numbers: readonly number[], before: number | null): boolean {
  const steps = numbers.filter((n, k) => n === (k ? numbers[k - 1]! : (before ?? NaN)) + 1).length;
  const checked = before === null ? numbers.length - 1 : numbers.length;
  return checked >= 1 && steps >= 0.8 * checked;
}

/** A segment of the line starts with a carried-forward / brought-forward label (labels.ts `CARRIED_FORWARD`). */
function carriedLabel(line: DocLine): boolean {
  // asked for every line of every reading of the rows: remembered per line, with the segments it was computed from
  const known = carried.get(line);
  if (known && known.segs === line.segs) return known.carried;
  const c = carriedLabelUncached(line);
  carried.set(line, { segs: line.segs, carried: c });
  return c;
}

let carried = new WeakMap<DocLine, { segs: Seg[]; carried: boolean }>();

function carriedLabelUncached(line: DocLine): boolean {
  // at the start of a cell, or after one sum word ("Subtotal c/f", "Total carried forward", "Summe Übertrag")
  return line.segs.some((s) => {
    const m = CARRIED_FORWARD.exec(s.f);
    return !!m && (m.index <= 2 || /^\s*\p{L}+[.:]?\s+$/u.test(s.f.slice(0, m.index)));
  });
}

/**
 * A carried-forward or brought-forward line ("A riportare", "Riporto", "Suma y sigue", "Übertrag", "Carried forward",
 * labels.ts `CARRIED_FORWARD`) whose amount is the running sum of the (at least two) items read so far.
 */
/** the last amount printed on a line, in whichever column (a carried sum under the net column beside a gross one) */
function lastAmountOf(line: DocLine, doc: Doc): number | null {
  const found = findAmounts(line.text, doc.convention);
  return found.length ? found[found.length - 1]!.value : null;
}

/** a rate printed on a line ("MwSt. 19 %", "VAT 20%"): its value, or null */
const LINE_RATE = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,3})?)\s?%/u;

/**
 * A group's own tax and gross lines under its subtotal line `i` (setting `itemGroupTaxGross`), as bills of several
 * deliveries, sites or meters print each group's VAT and total before the invoice's totals: the next line prints a rate
 * and the subtotal's tax at it (to a cent), the line after it the subtotal plus that tax, each as its last figure.
 * Returns the gross line's index, or -1.
 */
function groupTaxGross(doc: Doc, i: number, sum: number): number {
  if (doc.settings.itemGroupTaxGross <= 0) return -1;
  const taxLine = doc.lines[i + 1];
  const grossLine = doc.lines[i + 2];
  const here = doc.lines[i]!;
  if (!taxLine || !grossLine || taxLine.page !== here.page || grossLine.page !== here.page) return -1;
  const rate = LINE_RATE.exec(taxLine.text);
  const tax = lastAmountOf(taxLine, doc);
  const gross = lastAmountOf(grossLine, doc);
  if (!rate || tax === null || gross === null) return -1;
  const expected = (Number(rate[1]!.replace(',', '.')) / 100) * sum;
  if (Math.abs(expected - tax) > 0.011 || Math.abs(sum + tax - gross) > 0.011) return -1;
  return i + 2;
}

function isCarriedForward(line: DocLine, rows: RowDraft[], amount: number): boolean {
  if (rows.length < 2) return false;
  // the label starts a segment, or follows a subtotal word ("Subtotal c/f")
  const labelled = carriedLabel(line) || (isStop(line) && CARRIED_FORWARD.test(line.f));
  if (!labelled) return false;
  const carries = (sum: number) => Math.abs(sum) > 0.005 && Math.abs(sum - amount) <= 0.005 + 1e-9 * Math.abs(sum);
  if (carries(rows.reduce((s, r) => s + (r.item.amount ?? 0), 0))) return true;
  // the running sum of another figure column (the net one beside a gross amount column: "Importe neto | Total con IVA",
  // the carried sum being the net)
  const cols = new Set(rows.flatMap((r) => [...(r.others?.keys() ?? [])]));
  return [...cols].some((c) => carries(rows.reduce((s, r) => s + (r.others?.get(c) ?? 0), 0)));
}

/**
 * The sign of the items' amounts: that of the first row with a quantity or price — positive on an invoice, negative on a
 * credit note that prints its amounts negative. A bare row of the other sign is a discount of them.
 */
function itemsSign(rows: readonly RowDraft[]): 1 | -1 {
  const priced = rows.find((r) => (r.item.quantity !== null || r.item.unitPrice !== null) && r.item.amount);
  return priced && priced.item.amount! < 0 ? -1 : 1;
}

/**
 * True when `amount` is the sum of the rows read so far and every one of them has a quantity or unit price (so that a
 * bare amount stands out): the line is the items' subtotal ("Positionen netto"), which ends the table.
 */
function isSubtotal(rows: RowDraft[], amount: number, bareItems = false): boolean {
  if (!rows.length) return false;
  // a row with neither quantity nor price counts only when it has the other sign than the items (a discount of them) —
  // or when every item is such a row (`bareItems`: a table of amounts only)
  // (a row that never got an amount — a footer line read between two pages' rows — is dropped with the table's other
  // amountless rows, and neither makes nor breaks the sum)
  const sign = itemsSign(rows);
  let sum = 0;
  for (const r of rows) {
    if (r.item.amount === null) continue;
    if (!bareItems && r.item.quantity === null && r.item.unitPrice === null && Math.sign(r.item.amount) !== -sign) return false;
    sum += r.item.amount;
  }
  return Math.abs(sum) > 0.005 && Math.abs(sum - amount) <= 0.005;
}

/**
 * Amounts are right-aligned in their column. When at least two rows share the amount's right edge and no other edge
 * is shared by two rows, a row whose amount ends more than one em away and is not under the amount header cell is a
 * figure from elsewhere on the line ("Tellerfaktor: 1,00") or below the table (an account number), not an item.
 */
function dropMisaligned(rows: RowDraft[]): void {
  const edges = rows.filter((r) => r.amountX1 !== null && r.item.amount !== null);
  if (edges.length < 3) return;
  const clusters: Array<{ x1: number; n: number }> = [];
  for (const r of edges) {
    const c = clusters.find((k) => Math.abs(k.x1 - r.amountX1!) <= 0.5 * r.anchor.size);
    if (c) c.n++;
    else clusters.push({ x1: r.amountX1!, n: 1 });
  }
  const shared = clusters.filter((c) => c.n >= 2);
  if (shared.length !== 1) return;
  const edge = shared[0]!.x1;
  const keep = rows.filter((r) => r.amountX1 === null || r.item.amount === null || r.underHeader || Math.abs(r.amountX1 - edge) <= r.anchor.size);
  rows.splice(0, rows.length, ...keep);
}

/** Typed allowance/charge rows ("REMISE : Remise commerciale", "Rabatt:"): document-level, not items. */
const ALLOWANCE = new RegExp(`^(?:\\S{1,4}\\s+)?${alt(words((l) => l.allowances))}\\s*:`, 'u');

/** A line of text that ends in a money figure: a candidate item line of a table without a recognised header. */
interface AmountLine {
  line: DocLine;
  /** the figure words of the line, left to right (the last one is the amount) */
  figures: Word[];
  /** text words left of the first figure */
  text: Word[];
  amount: number;
  /** starts with a totals label ("VAT", "Net", "Amount due"): a breakdown or totals line, never an item */
  label: boolean;
  /** where its text starts (after a position number: "9" and "10" right-aligned start apart, their texts together) */
  x0: number;
  /** where its description's words start (after an article code: "B9481  Toner black", the x of "Toner") */
  textX0: number;
  /** its text is only a position number, perhaps with an article code ("3  USD 144,42", "3  A0004  852,18"): the
   * item's description is printed on the lines above (setting itemBodyBareLines) */
  bare?: { position: Word };
}

/** the last digit group of a quantity printed with a thousands space, its decimals and maybe a glued unit ("000,5dny"): what a
 * lone leading group ("12") belongs to */
const GLUED_LAST_GROUP = /^\d{3}[.,]\d+\p{L}*\.?$/u;

const MONEY = /^[-−(+]?(?:[€$£]|[A-Z]{3})?\s?\d[\d.,'’\s]*[.,]\d{2}\)?-?$/;

function startsWithAmountLabel(line: DocLine): boolean {
  return opensWithAmountLabel(line.segs[0]?.f ?? '');
}

/** A folded cell text opening with a totals label ("Net", "VAT", "Amount due"). */
function opensWithAmountLabel(f: string): boolean {
  return AMOUNT_KINDS.some((k) => (matchLabel(f, k)?.start ?? 99) <= 1);
}

/** a position number ("3", "12.") */
const POSITION = /^\d{1,3}\.?$/;

const AMOUNT_KINDS: FieldKind[] = ['net', 'tax', 'gross', 'due'];

/** A money figure ("1 775,00", "$4.11"), not a date ("16.10.30"). */
function isMoneyWord(w: Word): boolean {
  return MONEY.test(w.text) && !/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(w.text);
}

/** a currency printed after an amount, in its cell: "(380,68) EUR", "1 250,00 kr" */
const CURRENCY_AFTER = /^(?:[€$£]|[A-Z]{3}|kr\.?|Kč|zł)$/u;

function amountLine(doc: Doc, line: DocLine): AmountLine | null {
  let words = line.words;
  // (the currency after the amount is left off — not on a line naming a total anywhere, "Positionen netto 1.240,00 €":
  // setting itemBodyAlignments)
  if (
    doc.settings.itemBodyAlignments > 0 &&
    words.length > 2 &&
    CURRENCY_AFTER.test(words[words.length - 1]!.text) &&
    isMoneyWord(words[words.length - 2]!) &&
    !AMOUNT_KINDS.some((k) => matchLabel(line.text, k))
  )
    words = words.slice(0, -1);
  const last = words[words.length - 1];
  if (!last || !isMoneyWord(last)) return null;
  const figures: Word[] = [];
  let k = words.length - 1;
  while (k >= 0 && FIGURE.test(words[k]!.text)) figures.unshift(words[k--]!);
  // (a number one word space after the text is the text's last word — "LED panel 600 x 600", "Gloves, size 9" — not a
  // figure cell: cells stand a column gap apart)
  while (figures.length > 1 && k >= 0 && /\p{L}/u.test(words[k]!.text) && figures[0]!.x0 - words[k]!.x1 <= 2 * doc.settings.wordGapEm * figures[0]!.size) k++, figures.shift();
  // (a currency code or sign set one word space before the first figure belongs to its cell, "USD 144,42": it is
  // neither the description's last word nor where the text starts — setting itemBodyBareLines)
  if (
    doc.settings.itemBodyBareLines > 0 &&
    k >= 1 &&
    figures.length &&
    isCurrencyToken(words[k]!.text) &&
    figures[0]!.x0 - words[k]!.x1 <= 2 * doc.settings.wordGapEm * figures[0]!.size
  )
    figures.unshift(words[k--]!);
  // (a position number alone before the figures, "10 | 240.00", reads as a figure: it is the line's text, taken as
  // a position where such lines count up, findBodyTableAt; setting itemBodyBareLines)
  if (doc.settings.itemBodyBareLines > 0 && k < 0 && figures.length >= 2 && POSITION.test(figures[0]!.text)) k++, figures.shift();
  const text = words.slice(0, k + 1);
  // (the text may follow a position number: "3  Wartung Heizanlage … 240,00"; the numbers are taken off the items
  // when they count up, stripPositions)
  const lead = text.length > 1 && POSITION.test(text[0]!.text) ? 1 : 0;
  // (and an article code may stand before the description, "B9481  Toner black …": up to two tokens with digits before
  // the first word, kept in the description; setting itemBodyAlignments)
  let word = lead;
  if (doc.settings.itemBodyAlignments > 0)
    while (word < lead + 2 && word < text.length - 1 && /\d/.test(text[word]!.text) && !/\p{L}{2}/u.test(text[word]!.text) && !isMoneyWord(text[word]!)) word++;
  if (!text.length) return null;
  // (a code followed by a currency code alone, "A0004  EUR 852,18", is the amount line of a description printed above)
  if (word > lead && text.length - word === 1 && /^\p{Lu}{3}$/u.test(text[word]!.text)) return null;
  if (isStop(line)) return null;
  const amount = findAmounts(last.text, doc.convention)[0];
  if (!amount) return null;
  if (!/\p{L}{2}/u.test(text[word]!.text)) {
    // (a position number alone before the figures, or with up to two code tokens after it: an item whose text stands
    // above its figure line — taken only where such lines' positions count up, findBodyTableAt; setting
    // itemBodyBareLines)
    const codes = text.slice(1);
    if (
      !(doc.settings.itemBodyBareLines > 0) ||
      !POSITION.test(text[0]!.text) ||
      codes.length > 2 ||
      codes.some((w) => !/\d/.test(w.text) || /\p{L}{3}/u.test(w.text) || isMoneyWord(w))
    )
      return null;
    return { line, figures, text, amount: amount.value, label: false, x0: text[0]!.x0, textX0: (codes[0] ?? figures[0]!).x0, bare: { position: text[0]! } };
  }
  return { line, figures, text, amount: amount.value, label: startsWithAmountLabel(line) || carriedLabel(line), x0: text[lead]!.x0, textX0: text[word]!.x0 };
}

/** A currency code or sign printed as a word of its own beside an amount ("USD", "€", "kr"). */
function isCurrencyToken(t: string): boolean {
  return /^(?:[€$£¥]|kr\.?|Kč|zł)$/u.test(t) || ISO_CODES.has(t) || OTHER_ISO_CODES.has(t);
}

/**
 * Item tables without a recognised header ("BELØP" alone over the amounts, or a "Detail" heading): a run of lines on
 * one page that each start with text and end in a money figure on a shared right edge, with only text lines between
 * them. The items are the run's lines at its outermost indent (indented lines under an item are its breakdown:
 * "Charges", "VAT"). A run is a table when it has two items, or one under an amount header cell whose right edge is
 * that of the figures; and the items' amounts must add up to an amount printed elsewhere in the document (the net or
 * gross total). A run continued on the next page (same edge) counts as one; the run with the most items wins. Text
 * lines right below an item, at its indent and left of its figures, are its wrapped description.
 */
function findBodyTable(doc: Doc): ItemTable | null {
  const right = findBodyTableAt(doc, 'right');
  if (!(doc.settings.itemBodyAlignments > 0)) return right;
  // (amounts left-aligned or centred, as word-processor tables set them: "12,50" and "1 234,50" end apart but start,
  // or centre, together; such a reading replaces the right-edge one only with more items, and only as a list of
  // amounts alone — rows with a quantity or price beside the amount are the arithmetic reading's, items/arithmetic.ts)
  let best = right;
  for (const anchor of ['left', 'centre'] as const) {
    const other = findBodyTableAt(doc, anchor);
    if (!other || other.items.some((it) => it.quantity !== null || it.unitPrice !== null)) continue;
    if (other.items.length > (best?.items.length ?? 0)) best = other;
  }
  return best;
}

/** Where a figure stands in its column: its right edge, its left edge or its middle. */
type FigureAnchor = 'right' | 'left' | 'centre';

function anchorOf(w: { x0: number; x1: number }, anchor: FigureAnchor): number {
  return anchor === 'right' ? w.x1 : anchor === 'left' ? w.x0 : (w.x0 + w.x1) / 2;
}

function findBodyTableAt(doc: Doc, anchor: FigureAnchor): ItemTable | null {
  const runs: AmountLine[][] = [];
  let run: AmountLine[] = [];
  let lastY1 = 0;
  let totalsAbove = -1;
  // the items since the last group subtotal or totals line: their count and sum in cents
  let group = { n: 0, cents: 0 };
  const close = () => {
    if (run.length) runs.push(run);
    run = [];
  };
  for (const line of doc.lines) {
    const prev = run[run.length - 1];
    if (prev && (line.page !== prev.line.page || line.y0 - lastY1 > 3 * line.size || isStop(line))) close();
    const a = amountLine(doc, line);
    // (a group's subtotal — a line naming a total whose amount is the sum of the two or more items above it since the
    // run's start or the last subtotal, "Section total Delivery note 4711 | 1.234,50" — is a totals line, no item)
    // (a group goes on over page turns and the page's furniture — its subtotal may sum the items of two pages — and ends
    // at its subtotal, a totals line or the end of the items)
    if (isStop(line) || a?.label) group = { n: 0, cents: 0 };
    else if (a) {
      const cents = Math.round(a.amount * 100);
      if (group.n >= 2 && cents === group.cents && cents !== 0 && AMOUNT_KINDS.some((k) => matchLabel(line.f, k))) {
        a.label = true;
        group = { n: 0, cents: 0 };
      } else group = { n: group.n + 1, cents: group.cents + cents };
    }
    // (along left edges or middles, a totals line ends the run, and the amount lines right under it are the totals
    // block's too: totals blocks set their figures so as well, "Total 120.00 / Qux -50.00 / Quux 70.00")
    if (anchor !== 'right') {
      if (a?.label) {
        close();
        // (a carried-forward line opens the next page's items instead)
        totalsAbove = carriedLabel(line) ? -1 : line.page;
        continue;
      }
      if (a && totalsAbove === line.page) continue;
      if (!line.words.some(isMoneyWord)) totalsAbove = -1;
    }
    // (figure lines with a position number alone and lines with their own text are two readings: a change ends the run)
    if (a && !a.label && run.some((x) => !x.label && !x.bare !== !a.bare)) close();
    if (a) {
      const first = run[0]?.figures[run[0].figures.length - 1];
      const edge = first && anchorOf(first, anchor);
      const x1 = anchorOf(a.figures[a.figures.length - 1]!, anchor);
      if (edge !== undefined && Math.abs(edge - x1) > 0.3 * line.size) close();
      run.push(a);
      lastY1 = line.y1;
      continue;
    }
    // text lines may sit between items (wrapped descriptions); other lines with figures end the run
    if (line.words.some(isMoneyWord)) close();
    else if (run.length) lastY1 = line.y1;
  }
  close();
  if (!runs.length) return null;
  const edgeOf = (r: AmountLine[]) => anchorOf(r[0]!.figures[r[0]!.figures.length - 1]!, anchor);
  let lastPosition: number | null = null;
  const infos = runs.map((r) => {
    const nonLabel = r.filter((a) => !a.label);
    if (nonLabel.length && nonLabel.every((a) => a.bare)) {
      // (figure lines with a position number alone: items where the numbers count up, from the last such run's on —
      // one line may be a page's last item; their indent is the numbers' column, its left or right edge, as right- or
      // left-aligned numbers keep one of them)
      const numbers = nonLabel.map((a) => Number(a.bare!.position.text.replace('.', '')));
      const items = countsUp(numbers, lastPosition) ? nonLabel : [];
      if (items.length) lastPosition = numbers[numbers.length - 1]!;
      const cents = items.reduce((sum, a) => sum + Math.round(a.amount * 100), 0);
      const left = items.length ? Math.min(...items.map((a) => a.bare!.position.x0)) : Infinity;
      const right = items.length ? Math.max(...items.map((a) => a.bare!.position.x1)) : Infinity;
      return { run: r, items, left, right, cents, members: new Set(r.map((a) => a.line.i)) };
    }
    const left = nonLabel.length ? Math.min(...nonLabel.map((a) => a.x0)) : Infinity;
    const items = nonLabel.filter((a) => a.x0 - left <= 0.2 * a.line.size);
    const cents = items.reduce((sum, a) => sum + Math.round(a.amount * 100), 0);
    return { run: r, items, left, right: null as number | null, cents, members: new Set(r.map((a) => a.line.i)) };
  });
  // where each amount (in cents) is printed
  const printedAt = new Map<number, number[]>();
  for (const l of doc.lines) {
    if (!/\d[.,]\d{2}(?!\d)/.test(l.text)) continue;
    for (const m of findAmounts(l.text, doc.convention)) {
      if (m.decimals !== 2) continue;
      const key = Math.round(m.value * 100);
      const list = printedAt.get(key) ?? [];
      list.push(l.i);
      printedAt.set(key, list);
    }
  }
  // candidates: each run, and runs continued on the following pages (same right edge and indent)
  let best: { from: number; to: number; count: number; header: number | null } | null = null;
  for (let k = 0; k < infos.length; k++) {
    const first = infos[k]!;
    if (first.left === Infinity) continue;
    const header = amountHeaderAbove(doc, first.run[0]!, anchor);
    let count = 0;
    let cents = 0;
    for (let j = k; j < infos.length; j++) {
      const info = infos[j]!;
      if (j > k) {
        const prev = infos[j - 1]!;
        const size = info.run[0]!.line.size;
        // (continued on the next page, or on the same page after a group's subtotal and the next group's heading)
        const step = info.run[0]!.line.page - prev.run[prev.run.length - 1]!.line.page;
        if (step !== 1 && step !== 0) break;
        if (Math.abs(edgeOf(info.run) - edgeOf(first.run)) > 0.3 * size) break;
        // (position-number runs continue each other where the numbers' left or right edges agree)
        const indent = (info.right === null) === (first.right === null) && (Math.abs(info.left - first.left) <= 0.2 * size || (info.right !== null && Math.abs(info.right - first.right!) <= 0.2 * size));
        if (!indent) break;
      }
      count += info.items.length;
      cents += info.cents;
      if (count < 2 && header === null) continue;
      if (cents === 0) continue;
      const outside = (i: number) => !infos.slice(k, j + 1).some((x) => x.members.has(i));
      // (or, with a charge printed just below the items — "Shipping 12,00", a band's "Versand" figure — their sum and
      // the charge: the printed net, on or after the charge's line)
      // (the charge may close the run itself, at the items' edge but set right of their text: from the last item on)
      const lastItem = info.items.length ? info.items[info.items.length - 1]!.line.i : info.run[info.run.length - 1]!.line.i;
      const printed = (printedAt.get(cents) ?? []).some(outside) || chargeBelow(doc, lastItem, cents, printedAt, outside);
      if (printed && (!best || count > best.count)) best = { from: k, to: j, count, header };
    }
  }
  if (!best) return null;
  const chosen = infos.slice(best.from, best.to + 1).flatMap((x) => x.items);
  const lines = new Set<number>();
  if (best.header !== null) lines.add(best.header);
  // (a date column — the lines' service dates — is neither description nor figures)
  const dated = dateColumnWords(chosen.map((a) => a.line.words), doc, doc.settings.itemEdgeTolerance);
  const textAbove = chosen.filter((a) => !a.text.some((w) => !dated.has(w) && /\p{L}{2}/u.test(w.text))).length >= chosen.length / 2;
  const itemsBold = chosen.every((a) => a.line.words.some((w) => w.bold));
  // the printed factors of the rows whose two figures multiply to their amount (left, right)
  const factorTexts: Array<[string, string]> = [];
  const items: LineItem[] = chosen.map((a) => {
    lines.add(a.line.i);
    const figs = a.figures.slice(0, -1).filter((w) => !dated.has(w));
    const nums = figs.map((w) => findAmounts(w.text, doc.convention)[0]?.value ?? null);
    let quantity: number | null = null;
    let unitPrice: number | null = null;
    // quantity × unit price = amount picks the two columns; a single figure before the amount is the quantity
    for (let i = 0; i < nums.length && unitPrice === null; i++) {
      for (let j = i + 1; j < nums.length; j++) {
        if (nums[i] !== null && nums[j] !== null && Math.abs(nums[i]! * nums[j]! - a.amount) <= 0.01) {
          quantity = nums[i]!;
          unitPrice = nums[j]!;
          factorTexts.push([figs[i]!.text, figs[j]!.text]);
          break;
        }
      }
    }
    if (quantity === null && nums.length === 1) quantity = nums[0]!;
    const pct = findPercents(a.line.text)[0]?.value ?? null;
    // (a rate cell before the figures, "19 %", is the item's rate, not words of its description)
    // (a line with a position number alone keeps neither it nor its article code in the description: the code is the
    // item's article number)
    const words = a.bare ? [] : a.text.filter((w) => !dated.has(w));
    const article = a.bare && a.text.length > 1 ? a.text.slice(1).map((w) => w.text).join(' ') : null;
    for (;;) {
      const t = words[words.length - 1]?.text ?? '';
      if (words.length > 1 && /^\d{1,2}(?:[.,]\d{1,2})?\s?%$/.test(t)) words.pop();
      else if (words.length > 2 && t === '%' && /^\d{1,2}(?:[.,]\d{1,2})?$/.test(words[words.length - 2]!.text)) words.splice(-2);
      else break;
    }
    const description = [words.map((w) => w.text).join(' ')];
    // (most figure lines carry no words of their own — a date column and figures only — and the item's text is printed
    // above them: the text lines right above, up to the previous item, before its figures)
    if (textAbove) {
      if (!/\p{L}{2}/u.test(description[0]!)) {
        let nextY0 = a.line.y0;
        for (let k = a.line.i - 1, n = 0; k >= 0 && n < doc.settings.itemMaxBlockLines; k--, n++) {
          const l = doc.lines[k]!;
          if (lines.has(k) || l.page !== a.line.page || nextY0 - l.y1 > 1.2 * l.size || l.words.some(isMoneyWord) || isStop(l) || l.x1 > a.figures[0]!.x0) break;
          // (a line all in bold above items in regular type is a group's caption, as in the arithmetic reading)
          if (!itemsBold && l.words.length && l.words.every((w) => w.bold)) break;
          description.unshift(l.text);
          lines.add(k);
          nextY0 = l.y0;
        }
      }
      return { description: description.join(' ').trim() || null, quantity, unit: null, unitPrice, taxRate: pct, amount: a.amount, ...(article ? { articleNumber: article } : {}) };
    }
    // wrapped description: text lines right below, starting at the item's indent and ending before its figures
    let prevY1 = a.line.y1;
    for (let k = a.line.i + 1; k < doc.lines.length; k++) {
      const l = doc.lines[k]!;
      if (l.page !== a.line.page || l.y0 - prevY1 > 1.2 * l.size || l.words.some(isMoneyWord) || isStop(l)) break;
      // (at the description's start, or indented a little under it: "Delivery note 4711" under its item's name)
      const dx = l.x0 - a.textX0;
      const indent = doc.settings.itemBodyAlignments > 0 ? 1.5 : 0.5;
      if (dx < -0.5 * l.size || dx > indent * l.size || l.x1 > a.figures[0]!.x0) break;
      description.push(l.text);
      lines.add(k);
      prevY1 = l.y1;
    }
    return {
      description: description.join(' ').trim() || null,
      quantity,
      unit: null,
      unitPrice,
      taxRate: pct,
      amount: a.amount,
    };
  });
  // the quantity is the factor printed as whole numbers when only the other one prints decimals ("649.13 | 25 |
  // 16 228.25": price, then count); else the left one, as read ("2.5 | 80.00": both print decimals)
  const decimals = (t: string) => /\d[.,]\d/.test(t);
  const paired = items.filter((it) => it.quantity !== null && it.unitPrice !== null);
  if (factorTexts.length && factorTexts.every(([, r]) => !decimals(r)) && factorTexts.some(([l]) => decimals(l))) {
    for (const it of paired) [it.quantity, it.unitPrice] = [it.unitPrice, it.quantity];
  }
  stripPositions(items);
  const first = chosen[0]!;
  const edge = first.figures[first.figures.length - 1]!;
  const columns: Column[] = [
    { concept: 'description', x0: Math.min(...chosen.map((a) => a.line.x0)), x1: Math.max(...chosen.map((a) => a.text[a.text.length - 1]!.x1)) },
    { concept: 'amount', x0: edge.x0, x1: edge.x1, numeric: true },
  ];
  return { columns, items, lines, headerLine: best.header ?? first.line.i };
}

/**
 * A positive money figure on one of the few lines below an item run (`itemChargeWindow`) that, added to the items'
 * sum, gives an amount printed on or after its own line outside the run: a charge between the items and the net (not
 * one whose row multiplies out to it: that is an item the run missed).
 */
function chargeBelow(doc: Doc, last: number, cents: number, printedAt: ReadonlyMap<number, number[]>, outside: (i: number) => boolean): boolean {
  // (the items may fill their page, the charge then opening the totals on the next one: the window goes on from the
  // next page's first line, once — setting itemBodyAlignments)
  let start = last;
  let page = doc.lines[last]!.page;
  let turned = false;
  for (let i = last + 1; i <= start + doc.settings.itemChargeWindow && i < doc.lines.length; i++) {
    const l = doc.lines[i]!;
    if (l.page !== page) {
      if (turned || l.page !== page + 1 || !(doc.settings.itemBodyAlignments > 0) || doc.lines.slice(last + 1, i).some((x) => x.words.some(isMoneyWord))) break;
      turned = true;
      page = l.page;
      start = i - 1;
    }
    const values = findAmounts(l.text, doc.convention).map((m) => m.value);
    for (const m of findAmounts(l.text, doc.convention)) {
      // (of the items' sign: a credit note's charge is negative as its items are, "(46,33)")
      const sign = cents < 0 && doc.settings.itemBodyAlignments > 0 ? -1 : 1;
      if (m.decimals !== 2 || m.value * sign <= 0) continue;
      // (a row whose own figures multiply to it — quantity × price — is one more item, not a charge)
      if (values.some((a, x) => values.some((b, y) => x !== y && a !== m.value && b !== m.value && Math.abs(a * b - m.value) <= 0.01))) continue;
      if ((printedAt.get(cents + Math.round(m.value * 100)) ?? []).some((at) => at >= i && outside(at))) return true;
    }
  }
  return false;
}

/** The line above an item run (across its text lines) that holds an amount header cell ending on the figures' edge. */
function amountHeaderAbove(doc: Doc, first: AmountLine, anchor: FigureAnchor = 'right'): number | null {
  const edge = anchorOf(first.figures[first.figures.length - 1]!, anchor);
  for (let i = first.line.i - 1; i >= 0 && i >= first.line.i - 15; i--) {
    const l = doc.lines[i]!;
    if (l.page !== first.line.page || l.words.some(isMoneyWord)) return null;
    if (l.segs.some((s) => headerConcept(s.text) === 'amount' && Math.abs(anchorOf(s, anchor) - edge) <= 1.5 * l.size)) return i;
  }
  return null;
}

/**
 * Stacked layouts print each item on two lines under a two-row header ("Ant. | Pris/enhet | Nettopris" over
 * "Benevning | Rabatt-% | Totalt beløp"): the first line carries the quantity and the net unit price, the second the
 * line total. When the rows pair up so that every second row's amount is the first one's quantity × amount (with at
 * least one quantity other than ±1, and no first line a complete item by itself), each pair is one item.
 */
function mergeStackedRows(rows: RowDraft[]): void {
  if (rows.length < 2 || rows.length % 2 !== 0) return;
  let informative = false;
  for (let k = 0; k < rows.length; k += 2) {
    const a = rows[k]!.item;
    const b = rows[k + 1]!.item;
    if (a.quantity === null || a.amount === null || b.amount === null) return;
    if (Math.abs(a.quantity * a.amount - b.amount) > 0.01 + 0.0005 * Math.abs(b.amount)) return;
    if (rows[k]!.page !== rows[k + 1]!.page) return;
    // a first line that is a complete item by itself (quantity × its unit price = its amount) is not half of a pair
    if (a.unitPrice !== null && Math.abs(a.quantity * a.unitPrice - a.amount) <= 0.01) return;
    if (Math.abs(Math.abs(a.quantity) - 1) > 1e-9) informative = true;
  }
  if (!informative) return;
  const merged: RowDraft[] = [];
  for (let k = 0; k < rows.length; k += 2) {
    const first = rows[k]!;
    const second = rows[k + 1]!;
    const parts = [first.item.description, second.item.description].filter(Boolean);
    merged.push({
      ...first,
      item: {
        description: parts.length ? parts.join(' ') : null,
        quantity: first.item.quantity,
        unit: first.item.unit ?? second.item.unit,
        unitPrice: first.item.amount,
        taxRate: first.item.taxRate ?? second.item.taxRate,
        amount: second.item.amount,
      },
      y1: second.y1,
      lines: [...first.lines, ...second.lines],
      amountX1: second.amountX1,
    });
  }
  rows.splice(0, rows.length, ...merged);
}

/**
 * A table printed in sections, each under its own header ("ITEM | DESCRIPTION | HRS | RATE | SUB TOTAL" over the hours,
 * then "EXPENSE | DESCRIPTION | QTY | UNIT PRICE | SUB TOTAL" over the expenses): the best header may be a later
 * section's. An earlier header on its page whose amount column lies over the found one's, with rows between them that
 * each print a figure under that column and nothing that ends a table, starts the table (the later header is then read
 * as a line without figures inside it).
 */
function earlierSection(doc: Doc, found: { line: number; columns: Column[]; lines: number[] }): { line: number; columns: Column[]; lines: number[] } | null {
  const at = doc.lines[found.line]!;
  let first = found.line;
  while (first > 0 && doc.lines[first - 1]!.page === at.page) first--;
  const top = Math.min(...found.lines);
  const earlier = findHeader(doc, first, at.page, top);
  if (!earlier || Math.max(...earlier.lines) >= top) return null;
  const amountOf = (cs: Column[]) => cs.find((c) => c.concept === 'amount');
  const a = amountOf(earlier.columns);
  const b = amountOf(found.columns);
  if (!a || !b || a.x1 < b.x0 || b.x1 < a.x0 || !earlier.columns.some((c) => c.concept === 'description')) return null;
  const between = doc.lines.slice(Math.max(...earlier.lines) + 1, top);
  if (!between.length || between.some((l) => isStop(l))) return null;
  const rows = between.filter((l) => hasFigures(l));
  if (!rows.length) return null;
  const under = (l: DocLine) => l.words.some((w) => /\d[.,]\d{2}(?!\d)/.test(w.text) && w.x1 > b.x0 && w.x0 < b.x1);
  return rows.every(under) ? earlier : null;
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
