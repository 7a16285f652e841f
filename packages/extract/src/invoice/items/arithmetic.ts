/**
 * Line items found by their arithmetic, not by their header words (issue #11 point 4).
 *
 * 1. Figures: every line's number tokens with their x-range (a space inside a number only when the gap is a thin
 *    thousands space, not a column gap), percentages and "12,40/100" per-quantity prices marked.
 * 2. Amount column candidates: the right edges shared by money figures (two decimals) across the document.
 * 3. A run: along one such column, in reading order, rows whose figures add up to an amount printed below them is an
 *    item table, whatever its header says. A row equal to the running sum of the run (a carried-forward or
 *    brought-forward line, a first group's subtotal) or of the current group (a group subtotal) is not an item; the
 *    run ends at a row equal to its sum that the totals follow (net, then VAT rows, then net + VAT). A negative row
 *    with no quantity or price (a discount line under its item) adjusts the item above. The longest run wins; between
 *    runs over the same rows, the net one (the gross column is the net one × (1 + rate)).
 * 4. Columns by value relations over the run's rows: quantity × price (÷ a price unit of 100 or 1000, less a
 *    discount percentage) = amount picks quantity and price; a column equal to amount × (1 + rate) is the gross
 *    amount; a percentage column that is not the discount is the VAT rate; consecutive integers are positions.
 * 5. Descriptions: the row's own text, plus the text-only lines of its block — above the amount line when the rows
 *    carry no text of their own (description lines before the amount line), else below it. A line whose words sit
 *    over two or more figure columns and that has no figures is the table header, where the upward search stops.
 */
import type { LineItem, SourceBox, Word } from '../../types.js';
import type { Doc, DocLine } from '../doc.js';
import { type DecimalConvention, parseAmountDetailed } from '../numbers.js';
import { DEFAULT_INVOICE_SETTINGS, type InvoiceSettings } from '../settings.js';
import { withSignOf } from './relations.js';
import { dateColumnWords } from './dateColumn.js';
import { unitCodeOf } from '../units.js';
import { ISO_CODES } from '../currency.js';

/** A currency as one word: a symbol, an ISO code, "kr", "zł", "Kč". */
const CURRENCY_TOKEN = { test: (t: string) => /^(?:\p{Sc}|kr\.?|z[lł]|K[cč])$/u.test(t) || ISO_CODES.has(t) };

/** The tunables of this finder, from InvoiceSettings (settings.ts, "line items found by their arithmetic"). */
export interface ArithmeticSettings {
  edgeTolerance: number;
  thousandsGapEm: number;
  minItems: number;
  relationAbs: number;
  relationRel: number;
  provenShare: number;
  columnFill: number;
  blockGapLines: number;
  maxBlockLines: number;
  chargeWindow: number;
  exhaustiveRows: number;
  otherAlignments: boolean;
  gluedUnits: boolean;
  alignmentEvidence: boolean;
}

export function arithmeticSettings(s: InvoiceSettings = DEFAULT_INVOICE_SETTINGS): ArithmeticSettings {
  return {
    edgeTolerance: s.itemEdgeTolerance,
    thousandsGapEm: s.itemThousandsGapEm,
    minItems: s.itemMinRows,
    relationAbs: s.amountTolerance,
    relationRel: s.itemRelationRel,
    provenShare: s.itemProvenShare,
    columnFill: s.itemColumnFill,
    blockGapLines: s.itemBlockGapLines,
    maxBlockLines: s.itemMaxBlockLines,
    chargeWindow: s.itemChargeWindow,
    exhaustiveRows: s.itemExhaustiveRows,
    otherAlignments: s.itemOtherAlignments > 0,
    gluedUnits: s.itemGluedUnitFigures > 0,
    alignmentEvidence: s.itemAlignmentEvidence > 0,
  };
}

const ARITHMETIC_DEFAULTS: ArithmeticSettings = arithmeticSettings();


export interface Fig {
  value: number;
  x0: number;
  x1: number;
  decimals: number;
  percent: boolean;
  /** a price per 100 or 1000 units printed as "12,40/100" */
  per: number | null;
  words: Word[];
  /** a unit word glued to the figure ("5 Stk", "39 hod."): the cell ends with it */
  unit?: Word;
  /** right edge of the figure's cell (the unit's when it has one): what a column aligns */
  cx1: number;
}

interface Row {
  line: DocLine;
  figs: Fig[];
  /** the figure in the run's amount column */
  amount: Fig;
}

export interface ArithmeticItem {
  item: LineItem;
  /** doc line indices of the item's block */
  lines: number[];
  sources: Partial<Record<'amount' | 'description' | 'quantity' | 'unitPrice', SourceBox>>;
}

export interface ArithmeticTable {
  items: ArithmeticItem[];
  /** doc lines used by the table (items, their text, group subtotals, carried-forward lines; not the closing total) */
  lines: Set<number>;
  /** the amount column's right edge */
  amountX1: number;
  /** sum of the items' amounts (cents) and the doc line where that sum is printed */
  totalCents: number;
  totalLine: number;
}

const DATE = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/;
/** a short word of letters that may follow a quantity in its cell ("Stk", "hod.", "m²") */
const UNIT_LIKE = /^\p{L}[\p{L}.²³]{0,5}$/u;
const PER = /^(.*\d)\s?\/\s?(100|1000)$/;
/** a figure with a short word of letters glued to it: "12,000dny", "0.75time", "14,000ks." */
const GLUED_UNIT = /^([-−]?\d[\d.,]*\d|\d)(\p{L}[\p{L}.²³]{0,6})$/u;

/** Number tokens of a line, left to right. Words of text are skipped; a number split by a thin space is joined. */
export function lineFigures(line: DocLine, convention: DecimalConvention, s: ArithmeticSettings = ARITHMETIC_DEFAULTS): Fig[] {
  const out: Fig[] = [];
  const words = line.words;
  let k = 0;
  while (k < words.length) {
    const w = words[k]!;
    if (!/\d/.test(w.text) || DATE.test(w.text)) {
      k++;
      continue;
    }
    // join "1 234,56": the next words are digit groups a thin space away
    let end = k;
    let text = w.text;
    while (end + 1 < words.length) {
      const nx = words[end + 1]!;
      const gap = nx.x0 - words[end]!.x1;
      if (gap > s.thousandsGapEm * Math.max(w.size, 1) || !/^\d{3}(?:[.,]\d+)?[-−]?$/.test(nx.text) || !/^[-−(]?\d{1,3}$/.test(text.replace(/[\s\u00a0]/g, ' ').split(' ').pop()!)) break;
      text += ` ${nx.text}`;
      end++;
    }
    let percent = false;
    let per: number | null = null;
    let t = text;
    const next = words[end + 1];
    if (/%$/.test(t)) {
      percent = true;
      t = t.replace(/\s?%$/, '');
    } else if (next && next.text === '%' && next.x0 - words[end]!.x1 <= 0.6 * w.size) {
      percent = true;
      end++;
    }
    // "12,000dny", "15.50kg": a unit glued to the figure (the letters a known unit) is the figure's unit
    const gluedM = s.gluedUnits && !percent && end === k ? GLUED_UNIT.exec(t) : null;
    let gluedUnit: Word | undefined;
    if (gluedM && unitCodeOf(gluedM[2]!) !== null) {
      const split = w.x0 + ((w.x1 - w.x0) * gluedM[1]!.length) / t.length;
      gluedUnit = { ...w, text: gluedM[2]!, x0: split };
      t = gluedM[1]!;
    }
    const perM = PER.exec(t);
    if (perM) {
      t = perM[1]!;
      per = Number(perM[2]);
    }
    const p = /^[-−+]?\d/.test(t.replace(/^[(€$£]|^(?:[A-Z]{3}|kr\.?|Kč|zł)\s?/, '')) || /^\(/.test(t) ? parseAmountDetailed(t, convention) : null;
    if (p) {
      const ws = words.slice(k, end + 1);
      const fig: Fig = { value: p.value, x0: ws[0]!.x0, x1: gluedUnit?.x0 ?? ws[ws.length - 1]!.x1, decimals: p.decimals, percent, per, words: ws, cx1: ws[ws.length - 1]!.x1 };
      if (gluedUnit) fig.unit = gluedUnit;
      const u = gluedUnit ? undefined : words[end + 1];
      // (a word of letters that is no unit in any language — "12  Gloves, leather" set one space after its quantity —
      // opens the description)
      if (!percent && !per && u && u.x0 - fig.x1 <= 0.6 * Math.max(u.size, 1) && UNIT_LIKE.test(u.text) && (!/^\p{L}{2,}$/u.test(u.text) || unitCodeOf(u.text) !== null)) {
        fig.unit = u;
        fig.cx1 = u.x1;
      }
      out.push(fig);
      k = end + 1;
      continue;
    }
    k++;
  }
  return out;
}

const cents = (v: number) => Math.round(v * 100);

function near(a: number, b: number, s: ArithmeticSettings): boolean {
  return Math.abs(a - b) <= s.relationAbs + s.relationRel * Math.abs(b);
}

/** Right-edge clusters of money figures (two decimals, not percentages) over the document. */
function amountEdges(figsByLine: Fig[][], s: ArithmeticSettings): number[] {
  const xs: number[] = [];
  for (const figs of figsByLine) for (const f of figs) if (f.decimals === 2 && !f.percent) xs.push(f.x1);
  xs.sort((a, b) => a - b);
  const clusters: Array<{ x: number; n: number }> = [];
  for (const x of xs) {
    const c = clusters[clusters.length - 1];
    if (c && x - c.x <= s.edgeTolerance) {
      c.x = (c.x * c.n + x) / (c.n + 1);
      c.n++;
    } else clusters.push({ x, n: 1 });
  }
  return clusters.filter((c) => c.n >= 2).map((c) => c.x);
}

interface Run {
  rows: Row[];
  /** rows that are items (indices into rows), with adjustments folded in */
  items: Array<{ row: Row; amount: number; adjust: Row[] }>;
  skipped: Row[];
  sum: number;
  totalLine: number;
}

/**
 * Amounts in cents → a doc line (printedAfter), in typed arrays: bestRun asks it for every row of every start, several
 * times with the charges below, and a Map asked with a number outside the small-integer range boxes it each time.
 * Same answers as the Map; a key that is not a safe integer (never expected: keys and sums are whole cents) is looked
 * up in the Map itself.
 */
export class CentsIndex {
  private readonly keys: Float64Array;
  /** -1 = empty slot */
  private readonly values: Int32Array;
  private readonly mask: number;
  constructor(private readonly map: Map<number, number>) {
    let size = 16;
    while (size < map.size * 2) size *= 2;
    this.keys = new Float64Array(size);
    this.values = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    for (const [k, v] of map) {
      if (!Number.isSafeInteger(k) || v < 0 || v > 0x7fffffff || !Number.isInteger(v)) continue;
      let h = CentsIndex.hash(k) & this.mask;
      while (this.values[h] !== -1) h = (h + 1) & this.mask;
      this.keys[h] = k;
      this.values[h] = v;
    }
  }
  private static hash(k: number): number {
    return Math.imul((k | 0) ^ Math.imul((k / 4294967296) | 0, 0x27d4eb2d), 0x9e3779b1) >>> 0;
  }
  /** the line mapped to `k`, or -1 */
  get(k: number): number {
    if (!(k <= Number.MAX_SAFE_INTEGER && k >= -Number.MAX_SAFE_INTEGER) || !Number.isInteger(k)) return this.map.get(k) ?? -1;
    let h = CentsIndex.hash(k) & this.mask;
    for (;;) {
      const v = this.values[h]!;
      if (v === -1) return -1;
      if (this.keys[h] === k) return v;
      h = (h + 1) & this.mask;
    }
  }
}

/**
 * The best run along one amount column: see the module comment (3.). `printedAfter` maps an amount in cents to the
 * last doc line where it is printed.
 */
function bestRun(
  seq: Row[],
  printedAfter: CentsIndex,
  printedAt: Map<number, number[]>,
  figsByLine: Fig[][],
  s: ArithmeticSettings,
): Run | null {
  let best: Run | null = null;
  // the item count of the best run so far (also while it is not copied yet: see `found`)
  let hasBest = false;
  let bestItems = 0;
  const len = seq.length;
  // The run being built, as typed arrays reused for every start (an object and an array per row and start made a
  // 500-page invoice promote hundreds of MB of short-lived objects): the item's row (index into seq), its amount in
  // cents, its folded discount rows.
  const itemRow = new Int32Array(len);
  const itemAmounts = new Float64Array(len);
  const itemAdjust: Array<Row[] | null> = new Array<Row[] | null>(len).fill(null);
  // figures in columns: right edges shared by many rows of the sequence (a "1" in "Baustelle 1" is text, not a column)
  const xs = seq.flatMap((r) => r.figs.filter((f) => f !== r.amount && !f.percent).map((f) => f.cx1)).sort((p, q) => p - q);
  const edges: Array<{ x: number; n: number }> = [];
  for (const x of xs) {
    const c = edges[edges.length - 1];
    if (c && x - c.x <= s.edgeTolerance) {
      c.x = (c.x * c.n + x) / (c.n + 1);
      c.n++;
    } else edges.push({ x, n: 1 });
  }
  const colEdges = edges.filter((c) => c.n >= Math.max(2, 0.3 * len)).map((c) => c.x);
  const provenRow = new Map(seq.map((r) => [r, provenByPrice(r, s)]));
  const inSeq = new Set(seq.map((r) => r.line.i));
  // What the search asks of each row, once per row (it asks it again for every start): the amount in cents, whether
  // the row has no other column figure but one amount ("bare": a subtotal can be one), whether its other column
  // figures are all negative (a discount line), its page and line, whether it proves itself by quantity × price, and
  // the candidate charges below it: the positive money figures on the few lines below, each with its line, in typed
  // arrays (chargeFrom[e] … chargeFrom[e + 1]; counted first, then filled).
  const cv = new Float64Array(len);
  const bare = new Uint8Array(len);
  const allNegative = new Uint8Array(len);
  const page = new Float64Array(len);
  const lineOf = new Int32Array(len);
  const proven1 = new Uint8Array(len);
  const chargeFrom = new Int32Array(len + 1);
  const isCharge = (f: Fig) => f.decimals === 2 && !f.percent && f.value > 0;
  let charges = 0;
  for (let e = 0; e < len; e++) {
    const line = seq[e]!.line.i;
    for (let i = line + 1; i <= line + s.chargeWindow && i < figsByLine.length; i++) for (const f of figsByLine[i]!) if (isCharge(f)) charges++;
  }
  const chargeCents = new Float64Array(charges);
  const chargeLine = new Int32Array(charges);
  charges = 0;
  for (let e = 0; e < len; e++) {
    const r = seq[e]!;
    const o = r.figs.filter((f) => f !== r.amount && !f.percent && colEdges.some((x) => Math.abs(x - f.cx1) <= s.edgeTolerance));
    cv[e] = cents(r.amount.value);
    bare[e] = o.length === 0 || (o.length === 1 && o[0]!.decimals === 2) ? 1 : 0;
    // (a discount row's other figures are negative too, or zero: its line tax at 0 %, "-18,68 | 0,00")
    allNegative[e] = o.every((f) => f.value <= 0) ? 1 : 0;
    page[e] = r.line.page;
    lineOf[e] = r.line.i;
    proven1[e] = provenRow.get(r) ? 1 : 0;
    chargeFrom[e] = charges;
    for (let i = r.line.i + 1; i <= r.line.i + s.chargeWindow && i < figsByLine.length; i++)
      for (const f of figsByLine[i]!)
        if (isCharge(f)) {
          chargeCents[charges] = cents(f.value);
          chargeLine[charges] = i;
          charges++;
        }
  }
  chargeFrom[len] = charges;
  for (let a = 0; a < len; a++) {
    // a run from here has at most as many items as rows left: it cannot have more than the best run found
    if (hasBest && len - a <= bestItems) break;
    // a long column (hundreds of pages) is searched from the starts of its blocks only (the first rows, and rows after
    // a gap of lines), so the search stays linear in the document's length
    if (len > s.exhaustiveRows && a >= s.minItems + 2 && lineOf[a]! - lineOf[a - 1]! <= 3) continue;
    let proven = 0;
    let n = 0;
    const skipped: Row[] = [];
    let sum = 0;
    // the run's sum where the current group may have started: a row equal to the run's sum while the group may have
    // started with the run is a carried-forward line or the first group's subtotal — both stay open, and a later
    // subtotal equal to the sum since one of them settles it (kept: the run's start and the three latest, so the search
    // stays linear)
    let starts: number[] = [0];
    let hasLastSub = false;
    let lastSub = 0;
    // The best run from this start is copied once, when the search from it ends, not each time it grows. Rows after it
    // change only its last item (a discount folded in), whose amount and adjustments are noted here.
    let found: { e: number; n: number; amount: number; adjust: number; skipped: number; sum: number; at: number } | null = null;
    for (let e = a; e < len; e++) {
      const v = cv[e]!;
      if (n > 0 && bare[e] === 1 && v !== 0 && (v === sum || starts.some((b) => sum - b === v) || (hasLastSub && v === lastSub))) {
        // a subtotal of the run or group, or a carried/brought-forward line: not an item
        if (v === sum && closesTotals(seq, e, v, printedAt, inSeq, provenRow)) break;
        skipped.push(seq[e]!);
        // (a brought-forward line repeats the line before it and changes no group)
        if (!(hasLastSub && v === lastSub)) {
          if (v === sum && starts.includes(0)) {
            starts.push(sum);
            if (starts.length > 4) starts.splice(1, 1);
          } else if (starts.some((b) => b !== 0 && sum - b === v)) starts = [sum];
        }
        hasLastSub = true;
        lastSub = v;
        continue;
      }
      hasLastSub = false;
      const last = n - 1;
      if (v < 0 && last >= 0 && allNegative[e] === 1 && page[e] === page[itemRow[last]!] && itemAmounts[last]! + v > 0) {
        // a discount line under its item
        itemAmounts[last] += v;
        (itemAdjust[last] ??= []).push(seq[e]!);
      } else {
        itemRow[n] = e;
        itemAmounts[n] = v;
        itemAdjust[n] = null;
        n++;
        if (proven1[e] === 1) proven++;
      }
      sum += v;
      if (sum === 0) continue;
      let at = printedAfter.get(sum);
      if (at === -1 || at <= lineOf[e]!) {
        // the items' sum plus a charge printed just below them ("Shipping 12.00") is the printed net
        at = -1;
        for (let c = chargeFrom[e]!, end = chargeFrom[e + 1]!; c < end; c++) {
          const t = printedAfter.get(sum + chargeCents[c]!);
          if (t !== -1 && t >= chargeLine[c]!) {
            at = t;
            break;
          }
        }
        if (at === -1) continue;
      }
      // the rows must prove themselves as items by their own arithmetic (a totals block does not)
      if (n < s.minItems ? proven < 1 : proven < n * s.provenShare) continue;
      if (!hasBest || n > bestItems) {
        found = { e, n, amount: itemAmounts[n - 1]!, adjust: itemAdjust[n - 1]?.length ?? 0, skipped: skipped.length, sum, at };
        hasBest = true;
        bestItems = n;
      }
    }
    if (found) {
      const items: Run['items'] = [];
      for (let k = 0; k < found.n; k++) {
        const tail = k === found.n - 1;
        const adjust = itemAdjust[k] ?? [];
        items.push({ row: seq[itemRow[k]!]!, amount: tail ? found.amount : itemAmounts[k]!, adjust: adjust.slice(0, tail ? found.adjust : adjust.length) });
      }
      best = { rows: seq.slice(a, found.e + 1), items, skipped: skipped.slice(0, found.skipped), sum: found.sum, totalLine: nextLineWith(seq, found.e, found.sum) ?? found.at };
    }
  }
  return best;
}

/** The doc line of the first row after `e` in the column that prints `sum`, if any. */
function nextLineWith(seq: Row[], e: number, sum: number): number | null {
  for (let k = e + 1; k < seq.length; k++) if (cents(seq[k]!.amount.value) === sum) return seq[k]!.line.i;
  return null;
}

/**
 * After a row equal to the run's sum: the totals follow when the next rows (VAT rows: not items proven by their own
 * quantity × price) add up with it to the next row or to an amount printed just below them (the gross total, wherever its figure ends: "1.234,56 kr." is not on the amount edge).
 */
function closesTotals(seq: Row[], e: number, v: number, printedAt: Map<number, number[]>, inSeq: Set<number>, proven: Map<Row, boolean>): boolean {
  if (e + 1 >= seq.length) return true;
  let acc = v;
  for (let k = e + 1; k < Math.min(seq.length, e + 5); k++) {
    const row = seq[k]!;
    // VAT rows do not prove themselves as items; rows that do are the next group's items
    if (proven.get(row)) return false;
    const x = cents(row.amount.value);
    if (k > e + 1 && x === acc) return true;
    acc += x;
    const at = printedAt.get(acc) ?? [];
    // printed off the column (a running total in the column is a carried-forward line, not the gross)
    if (at.some((i) => i > row.line.i && i <= row.line.i + 4 && !inSeq.has(i))) return true;
  }
  return false;
}

/**
 * An item row proves itself when two of its other figures multiply to its amount: quantity × price, the price per
 * 100 or 1000 units ("12,40/100", or a price-unit column), less a discount percentage printed on the row.
 */
function provenByPrice(r: Row, s: ArithmeticSettings): boolean {
  const nums = r.figs.filter((f) => f !== r.amount && !f.percent);
  const discounts = [0, ...r.figs.filter((f) => f.percent && f !== r.amount).map((f) => f.value)];
  // a price per 100 or 1000 units only where the row says so: a price-unit figure or a "/100" suffix (a VAT line's
  // base × rate ÷ 100 is not an item)
  const units = [1, ...nums.filter((f) => f.decimals === 0 && (f.value === 100 || f.value === 1000)).map((f) => f.value)];
  for (let i = 0; i < nums.length; i++)
    for (let j = 0; j < nums.length; j++) {
      if (i === j) continue;
      const q = nums[i]!.value;
      const p = nums[j]!.value;
      if (q === 0) continue;
      for (const base of nums[j]!.per ? [nums[j]!.per!] : units)
        for (const d of discounts) {
          const x = ((q * p) / base) * (1 - d / 100);
          if (near(x, withSignOf(x, r.amount.value), s)) return true;
        }
    }
  return false;
}

interface ColumnRole {
  x1: number;
  role: 'quantity' | 'unitPrice' | 'gross' | 'taxRate' | 'discount' | 'per' | 'position' | 'other';
}

/** The figure of a row in the column ending at x1. */
function figAt(r: Row, x1: number, s: ArithmeticSettings): Fig | undefined {
  return r.figs.find((f) => f !== r.amount && Math.abs(f.cx1 - x1) <= s.edgeTolerance + 0.5);
}

/** Columns (right edges) of the item rows' figures other than the amount, with their roles by value relations. */
/** Right edges clustered within the edge tolerance: each cluster's mean edge and its count. */
function edgeClusters(edges: number[], s: ArithmeticSettings): Array<{ x: number; n: number }> {
  const xs = [...edges].sort((a, b) => a - b);
  const cols: Array<{ x: number; n: number }> = [];
  for (const x of xs) {
    const c = cols[cols.length - 1];
    if (c && x - c.x <= s.edgeTolerance) {
      c.x = (c.x * c.n + x) / (c.n + 1);
      c.n++;
    } else cols.push({ x, n: 1 });
  }
  return cols;
}

function columnRoles(items: Run['items'], s: ArithmeticSettings): ColumnRole[] {
  const rows = items.map((x) => x.row);
  const need = Math.max(1, Math.ceil(rows.length * s.columnFill));
  // a figure with its unit word ("19 pièce", "1500 u") ends where the unit ends when the cell is right-aligned as a
  // whole; a number right-aligned in its own column before a unit column ends where the number ends. Where the ends of
  // number + unit do not line up and the numbers' ends do, the number's end is the figure's column edge.
  const others = rows.flatMap((r) => r.figs.filter((f) => f !== r.amount));
  const withUnit = others.filter((f) => f.unit);
  if (withUnit.length) {
    const whole = edgeClusters(others.map((f) => f.cx1), s);
    const bare = edgeClusters(others.map((f) => f.x1), s);
    const countAt = (cols: Array<{ x: number; n: number }>, x: number) => cols.find((c) => Math.abs(c.x - x) <= s.edgeTolerance)?.n ?? 0;
    for (const f of withUnit) if (countAt(whole, f.cx1) < need && countAt(bare, f.x1) >= need) f.cx1 = f.x1;
  }
  const cols = edgeClusters(others.map((f) => f.cx1), s);
  const strong = cols.filter((c) => c.n >= need).map((c) => c.x);
  const roles: ColumnRole[] = strong.map((x1) => ({ x1, role: 'other' }));
  const values = (x1: number) => items.map((it) => ({ it, f: figAt(it.row, x1, s) }));
  const amountOf = (it: Run['items'][number]) => it.amount / 100;
  const beforeOf = (it: Run['items'][number]) => it.row.amount.value;
  // positions: consecutive integers
  for (const c of roles) {
    const v = values(c.x1).map((x) => x.f);
    if (v.every((f) => f && f.decimals === 0 && !f.percent) && v.length >= 2 && v.every((f, i) => i === 0 || f!.value === v[i - 1]!.value + 1)) c.role = 'position';
  }
  // price unit: integers 1 / 10 / 100 / 1000 with at least one above 1
  for (const c of roles) {
    if (c.role !== 'other') continue;
    const v = values(c.x1).map((x) => x.f).filter(Boolean) as Fig[];
    if (v.length && v.every((f) => f.decimals === 0 && [1, 10, 100, 1000].includes(f.value)) && v.some((f) => f.value > 1)) c.role = 'per';
  }
  const perOf = (it: Run['items'][number]) => {
    const c = roles.find((r) => r.role === 'per');
    const f = c ? figAt(it.row, c.x1, s) : undefined;
    return f?.value ?? 1;
  };
  // quantity × price (÷ price unit, less discount) = amount
  const pctCols = roles.filter((c) => c.role === 'other' && values(c.x1).some((x) => x.f?.percent));
  const cands = roles.filter((c) => c.role === 'other' && !pctCols.includes(c));
  let bestPair: { q: ColumnRole; p: ColumnRole; d: ColumnRole | null; fit: number } | null = null;
  for (const q of cands)
    for (const p of cands) {
      if (q === p) continue;
      for (const d of [null, ...pctCols]) {
        let fit = 0;
        let seen = 0;
        for (const it of items) {
          const qf = figAt(it.row, q.x1, s);
          const pf = figAt(it.row, p.x1, s);
          if (!qf || !pf) continue;
          seen++;
          const df = d ? figAt(it.row, d.x1, s) : undefined;
          const base = pf.per ?? perOf(it);
          const gross = (qf.value * pf.value) / base;
          const net = gross * (1 - (df?.value ?? 0) / 100);
          if (near(net, amountOf(it), s) || near(gross, beforeOf(it), s) || near(net, beforeOf(it), s)) fit++;
        }
        if (seen && fit >= Math.max(1, Math.ceil(items.length * s.columnFill)) && (!bestPair || fit > bestPair.fit)) bestPair = { q, p, d, fit };
      }
    }
  if (bestPair) {
    // the quantity is the column printed as whole numbers when only one of the two is; else the left one ("2.5 | 80.00":
    // hours and a rate that both print decimals)
    let { q, p } = bestPair;
    const whole = (c: ColumnRole) => values(c.x1).every((x) => !x.f || x.f.decimals === 0);
    if (whole(p) && !whole(q)) [q, p] = [p, q];
    else if (whole(q) === whole(p) && q.x1 > p.x1) [q, p] = [p, q];
    q.role = 'quantity';
    p.role = 'unitPrice';
    if (bestPair.d) bestPair.d.role = 'discount';
  }
  // gross = amount × (1 + rate)
  for (const c of roles) {
    if (c.role !== 'other' || pctCols.includes(c)) continue;
    const ok = items.filter((it) => {
      const f = figAt(it.row, c.x1, s);
      if (!f || f.decimals !== 2) return false;
      const a = amountOf(it);
      if (a === 0) return f.value === 0;
      const r = (f.value / a - 1) * 100;
      return r >= -0.01 && r <= 30 && rateFits(a, f.value, s);
    }).length;
    if (ok >= Math.ceil(items.length * s.columnFill) && ok > 0) c.role = 'gross';
  }
  // VAT rate: a percentage column that is not the discount
  for (const c of pctCols) if (c.role === 'other') c.role = 'taxRate';
  return roles;
}

/** gross = round(net × (1 + r)) for a rate r with at most two decimals */
function rateFits(net: number, gross: number, s: ArithmeticSettings): boolean {
  const r = Math.round((gross / net - 1) * 10000) / 100;
  for (const cand of [r, Math.round(r * 10) / 10, Math.round(r * 2) / 2]) if (near(net * (1 + cand / 100), gross, s)) return true;
  return false;
}

export function box(line: DocLine, ws: readonly Word[]): SourceBox {
  return { page: line.page, bbox: [Math.min(...ws.map((w) => w.x0)), Math.min(...ws.map((w) => w.y0)), Math.max(...ws.map((w) => w.x1)), Math.max(...ws.map((w) => w.y1))] };
}

/** A line with no figures whose words lie over two or more of the figure columns: a table header. */
function headerLike(line: DocLine, figCols: Array<{ x0: number; x1: number }>): boolean {
  let hit = 0;
  for (const c of figCols) if (line.words.some((w) => Math.min(w.x1, c.x1) - Math.max(w.x0, c.x0) > -2)) hit++;
  return hit >= 2;
}

export function findArithmeticTable(doc: Doc, otherAlignments = true): ArithmeticTable | null {
  const s = arithmeticSettings(doc.settings);
  const figsByLine = doc.lines.map((l) => lineFigures(l, doc.convention, s));
  const right = arithmeticAlong(doc, figsByLine, s);
  // (a reading along right edges that found items with their quantities or prices stands)
  const bare = (t: ArithmeticTable) => t.items.filter((x) => x.item.quantity === null && x.item.unitPrice === null).length * 2 > t.items.length;
  // (unless its amounts also start together — one item, or figures of one width — when the figures may as well be
  // left-aligned with the right edges apart: the other alignments are searched too; setting itemAlignmentEvidence)
  const startsTogether = (t: ArithmeticTable) => {
    const xs = t.items.map((x) => x.sources.amount?.bbox[0]).filter((x) => x !== undefined);
    return s.alignmentEvidence && xs.length > 0 && Math.max(...xs) - Math.min(...xs) <= s.edgeTolerance;
  };
  if (!s.otherAlignments || !otherAlignments || (right && !bare(right) && !startsTogether(right))) return right;
  // figures left-aligned or centred in their cells (a word processor's table): a column is where they start, or their
  // middle; the same search along those anchors (each figure's anchor stands in for its right edge; the words, and so
  // the sources, are the figure's own). It replaces a right-edge reading only with more items: "250,00" and "507,00"
  // end together by chance where a left-aligned "94,80" under them does not
  let best: ArithmeticTable | null = right;
  for (const anchor of ['left', 'centre'] as const) {
    const moved = figsByLine.map((figs) =>
      figs.map((f): Fig => {
        const x = anchor === 'left' ? f.x0 : (f.x0 + f.x1) / 2;
        return { ...f, x1: x, cx1: anchor === 'left' ? f.x0 : (f.x0 + f.cx1) / 2 };
      }),
    );
    const t = arithmeticAlong(doc, moved, s);
    if (t && (!best || t.items.length > best.items.length)) best = t;
  }
  return best;
}

/** The item run along the best amount column of the figures' right edges (as given: see findArithmeticTable). */
function arithmeticAlong(doc: Doc, figsByLine: Fig[][], s: ArithmeticSettings): ArithmeticTable | null {
  const printedAfter = new Map<number, number>();
  const printedAt = new Map<number, number[]>();
  for (let i = 0; i < figsByLine.length; i++) {
    for (const f of figsByLine[i]!) {
      if (f.decimals !== 2 || f.percent) continue;
      printedAfter.set(cents(f.value), i);
      const list = printedAt.get(cents(f.value)) ?? [];
      list.push(i);
      printedAt.set(cents(f.value), list);
    }
  }
  let best: { run: Run; edge: number } | null = null;
  const printedIndex = new CentsIndex(printedAfter);
  for (const edge of amountEdges(figsByLine, s)) {
    const seq: Row[] = [];
    // (a plain loop: a closure over the figures would put them in this call's context, which V8 can keep alive for a
    // while after the return — on a long invoice every figure of the document, held through the item-table choice)
    for (let i = 0; i < doc.lines.length; i++) {
      const figs = figsByLine[i]!;
      const amount = [...figs].reverse().find((f) => f.decimals === 2 && !f.percent && Math.abs(f.x1 - edge) <= s.edgeTolerance);
      if (amount) seq.push({ line: doc.lines[i]!, figs, amount });
    }
    if (seq.length < 2) continue;
    const run = bestRun(seq, printedIndex, printedAt, figsByLine, s);
    if (!run) continue;
    // more items wins; over the same rows, the smaller sum (net rather than gross)
    if (!best || run.items.length > best.run.items.length || (run.items.length === best.run.items.length && Math.abs(run.sum) < Math.abs(best.run.sum))) best = { run, edge };
  }
  if (!best) return null;
  return assemble(doc, best.run, best.edge, figsByLine, s);
}

function assemble(doc: Doc, run: Run, edge: number, figsByLine: Fig[][], s: ArithmeticSettings): ArithmeticTable {
  const roles = columnRoles(run.items, s);
  const role = (r: Row, name: ColumnRole['role']) => {
    const c = roles.find((x) => x.role === name);
    return c ? figAt(r, c.x1, s) : undefined;
  };
  // a rate column's figure is a percentage: where the column's edge meets another figure of the row (a price merged with
  // the rate into one cell, "12,40 € 0 % (1)", whose cell ends with a footnote mark), the row's one percentage other than
  // its discount is the rate
  const rateOf = (r: Row): Fig | undefined => {
    const f = role(r, 'taxRate');
    if (!f || f.percent) return f;
    const d = role(r, 'discount');
    const pcts = r.figs.filter((x) => x.percent && x !== d && x !== r.amount);
    return pcts.length === 1 ? pcts[0] : undefined;
  };
  // The closures below share this call's context, which V8 can keep alive for a while after the return (until their
  // optimised code is done with it): they must not refer to the run or the figures — on a long invoice those are every
  // figure of the document, held through the item-table choice. So the run's rows and the lines' figures are read
  // outside them, in loops, and what the closures need is computed from them first.
  // the figure columns' x-ranges (for header detection and the description's extent)
  const colRanges: Array<{ x0: number; x1: number }> = [];
  for (const c of roles) {
    const fs = run.items.map((it) => figAt(it.row, c.x1, s)).filter(Boolean) as Fig[];
    colRanges.push({ x0: Math.min(...fs.map((f) => f.x0)), x1: c.x1 });
  }
  colRanges.push({ x0: Math.min(...run.items.map((it) => it.row.amount.x0)), x1: edge });
  // per doc line: no figure of it is an amount (two decimals, not a percentage)
  const noAmount = new Uint8Array(figsByLine.length);
  for (let i = 0; i < figsByLine.length; i++) noAmount[i] = figsByLine[i]!.every((f) => f.decimals !== 2 || f.percent) ? 1 : 0;
  const itemLines = new Set(run.items.map((it) => it.row.line.i));
  const skippedLines = new Set(run.skipped.map((r) => r.line.i));
  const adjustLines = new Set(run.items.flatMap((it) => it.adjust.map((r) => r.line.i)));
  const figWords = (r: Row) => new Set(r.figs.filter((f) => roles.some((c) => Math.abs(c.x1 - f.cx1) <= s.edgeTolerance + 0.5) || f === r.amount).flatMap((f) => f.words));
  const ownText = (r: Row) => {
    const used = figWords(r);
    // a currency printed a word space from a figure of the row ("€ 12.50", "12,50 EUR") is part of that figure, not the
    // item's text
    const gap = (w: Word) => doc.settings.wordGapEm * w.size;
    const currencyOf = (w: Word) =>
      CURRENCY_TOKEN.test(w.text) && r.line.words.some((u) => used.has(u) && ((u.x0 >= w.x1 && u.x0 - w.x1 <= gap(w)) || (w.x0 >= u.x1 && w.x0 - u.x1 <= gap(w))));
    return r.line.words.filter((w) => !used.has(w) && !currencyOf(w) && w.x1 <= edge + 1 && w !== unitOf.get(r) && !dated.has(w));
  };
  // units: the words right after the quantities, when they repeat like a unit column does (not description words)
  const unitOf = new Map<Row, Word>();
  const loose = new Map<Row, Word>();
  for (const it of run.items) {
    const q = role(it.row, 'quantity');
    if (q?.unit) unitOf.set(it.row, q.unit);
    else {
      const u = q ? unitWord(it.row.line, q) : undefined;
      if (u) loose.set(it.row, u);
    }
  }
  // a word a little apart from the quantity is a unit only when such words repeat like a unit column's do
  const distinctUnits = new Set([...loose.values()].map((w) => w.text.toLowerCase()));
  if (distinctUnits.size <= Math.max(4, loose.size / 2)) for (const [r, w] of loose) unitOf.set(r, w);
  // a date column (the lines' service dates or periods) is no description
  const dated = dateColumnWords(run.items.map((it) => it.row.line.words), doc, s.edgeTolerance);
  const withText = run.items.filter((it) => ownText(it.row).some((w) => /\p{L}{2}/u.test(w.text))).length;
  const textAbove = withText < run.items.length / 2;
  const firstLine = run.items[0]!.row.line.i;
  const lastLine = run.items[run.items.length - 1]!.row.line.i;
  const taken = new Set<number>();
  const isText = (l: DocLine) => noAmount[l.i] === 1 && !headerLike(l, colRanges) && l.x0 < edge;
  const boldOnly = (l: DocLine) => l.words.length > 0 && l.words.every((w) => w.bold);
  const itemsBold = run.items.every((it) => it.row.line.words.some((w) => w.bold));
  const block = (it: Run['items'][number]): DocLine[] => {
    const out: DocLine[] = [];
    const anchor = it.row.line;
    const dir = textAbove ? -1 : 1;
    let prev = anchor;
    for (let k = anchor.i + dir, n = 0; k >= 0 && k < doc.lines.length && n < s.maxBlockLines; k += dir, n++) {
      const l = doc.lines[k]!;
      if (l.page !== anchor.page || itemLines.has(k) || skippedLines.has(k) || taken.has(k)) break;
      if (adjustLines.has(k)) continue;
      const gap = dir > 0 ? l.y0 - prev.y1 : prev.y0 - l.y1;
      if (gap > s.blockGapLines * Math.max(l.size, anchor.size) || !isText(l)) break;
      if (!itemsBold && boldOnly(l)) break;
      if (dir > 0 && (k > lastLine + s.maxBlockLines || (k > lastLine && doc.lines.slice(lastLine + 1, k).some((x) => !isText(x))))) break;
      out.push(l);
      prev = l;
    }
    for (const l of out) taken.add(l.i);
    return textAbove ? out.reverse() : out;
  };
  const used = new Set<number>();
  // rows of the run that are not items: where most rows prove themselves by quantity × price, a row without a
  // quantity is a document-level charge or allowance printed among them ("CHARGE : frais", "REMISE : …")
  const provenItems = run.items.filter((it) => provenByPrice(it.row, s)).length;
  const kept = provenItems >= run.items.length / 2 ? run.items.filter((it) => provenByPrice(it.row, s) || role(it.row, 'quantity')) : run.items;
  const items: ArithmeticItem[] = kept.map((it) => {
    const r = it.row;
    const blockLines = block(it);
    const own = ownText(r).filter((w) => {
      // the position number and words right of the amount are not description
      const pos = role(r, 'position');
      return !(pos && pos.words.includes(w));
    });
    const descWords = textAbove ? [...blockLines.flatMap((l) => l.words), ...own] : [...own, ...blockLines.flatMap((l) => l.words)];
    const description = descWords.map((w) => w.text).join(' ').replace(/\s+/g, ' ').trim() || null;
    const q = role(r, 'quantity');
    const p = role(r, 'unitPrice');
    const rate = rateOf(r);
    const uw = unitOf.get(r);
    const item: LineItem = {
      description,
      quantity: q ? q.value : null,
      unit: uw ? uw.text : null,
      unitPrice: p ? p.value : null,
      taxRate: rate && rate.value >= 0 && rate.value <= 100 ? rate.value : null,
      amount: it.amount / 100,
    };
    const sources: ArithmeticItem['sources'] = { amount: box(r.line, r.amount.words) };
    if (q) sources.quantity = box(r.line, q.words);
    if (p) sources.unitPrice = box(r.line, p.words);
    const descByLine = new Map<DocLine, Word[]>();
    for (const w of descWords) {
      const l = [r.line, ...blockLines].find((x) => x.words.includes(w))!;
      descByLine.set(l, [...(descByLine.get(l) ?? []), w]);
    }
    const firstDesc = [...descByLine.entries()][0];
    if (firstDesc) sources.description = box(firstDesc[0], firstDesc[1]);
    const lines = [r.line.i, ...blockLines.map((l) => l.i), ...it.adjust.map((x) => x.line.i)];
    for (const l of lines) used.add(l);
    return { item, lines, sources };
  });
  for (const r of run.skipped) if (r.line.i >= firstLine && r.line.i <= lastLine) used.add(r.line.i);
  // (keyed by the run's rows, and in the closures' context: emptied, see above)
  unitOf.clear();
  dated.clear();
  return { items, lines: used, amountX1: edge, totalCents: run.sum, totalLine: run.totalLine };
}

/** The unit printed right after a quantity ("5 Stk", or its own narrow column): a short word of letters. */
function unitWord(line: DocLine, q: Fig): Word | undefined {
  const k = line.words.indexOf(q.words[q.words.length - 1]!);
  const w = line.words[k + 1];
  if (!w) return undefined;
  // (the figure's last word's own edge: a figure read along left edges or middles carries its anchor as x1)
  // (further off — a right-aligned count of few digits before a left-aligned unit column — only a word the unit table
  // knows)
  const gap = w.x0 - q.words[q.words.length - 1]!.x1;
  if (gap > 10 * w.size || (gap > 4 * w.size && unitCodeOf(w.text) === null)) return undefined;
  // (a word of letters that is no unit in any language opens the description)
  return /^\p{L}[\p{L}.²³]{0,6}$/u.test(w.text) && (!/^\p{L}{2,}$/u.test(w.text) || unitCodeOf(w.text) !== null) ? w : undefined;
}
