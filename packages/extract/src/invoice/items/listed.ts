/**
 * Line items listed in running text: a letter or a short note that names its items one per line, each with its amount
 * at the end of the line and no table around them ("• Consulting fee: £ 2.500,00", "Item 2: Call-out charge … 20,00 $").
 * Neither the header reading (no header) nor the arithmetic reading (no column: the amounts end wherever their text
 * ends, and no quantity × price proves a row) finds them.
 *
 * Evidence asked for, all of it:
 * - each line of the list prints one money figure (two decimals), last on the line but for a currency, after a text
 *   of its own that is no field label (no totals, date, number or party label anywhere in it) and holds no date;
 * - the lines follow one another on one page, their left edges aligned, their spacing regular;
 * - at least `itemMinRows` such lines;
 * - their sum is printed below them, within `itemListTotalWindow` lines of the same page, on a line that opens with a
 *   totals label (net, gross or amount due).
 * The longest such list wins. It is a fallback: only asked for when neither reading found an item.
 */
import type { LineItem, SourceBox, Word } from '../../types.js';
import type { Doc, DocLine } from '../doc.js';
import { findDates } from '../dates.js';
import { columnWordIn, type FieldKind, matchLabel } from '../labels.js';
import { arithmeticSettings, box, type Fig, lineFigures } from './arithmetic.js';
import type { ItemTable } from '../lineItems.js';

const TOTAL_KINDS: FieldKind[] = ['net', 'gross', 'due'];
const ANY_KINDS: FieldKind[] = ['number', 'issueDate', 'dueDate', 'net', 'tax', 'gross', 'due', 'prepaid', 'vatId', 'seller', 'buyer'];
/** a currency printed after an amount: a symbol or an ISO code */
const CURRENCY_AFTER = /^(?:[^\s\p{L}\d]{1,2}|[A-Z]{3}|kr\.?|Kč|zł)$/u;
/** bullets, numbering and leader dots around a listed item's text */
const BULLET = /^[•·▪◦‣∙*–—-]\s*/u;
const NUMBERING = /^\d{1,3}[.)]\s+/;
const TRAILING = /[\s.…·:_=-]+$/u;
const POSITION = columnWordIn('position');

interface Listed {
  line: DocLine;
  fig: Fig;
  text: Word[];
}

const cents = (v: number) => Math.round(v * 100);

function labelled(folded: string, kinds: readonly FieldKind[], atStart: boolean): boolean {
  return kinds.some((k) => {
    const m = matchLabel(folded, k);
    return !!m && (!atStart || m.start <= 1);
  });
}

/** The line as a listed item, or null. */
function listedLine(doc: Doc, line: DocLine, figs: Fig[]): Listed | null {
  if (line.furniture) return null;
  const money = figs.filter((f) => f.decimals === 2 && !f.percent);
  if (money.length !== 1 || figs[figs.length - 1] !== money[0]) return null;
  const fig = money[0]!;
  const first = line.words.indexOf(fig.words[0]!);
  const last = line.words.indexOf(fig.words[fig.words.length - 1]!);
  if (line.words.slice(last + 1).some((w) => !CURRENCY_AFTER.test(w.text))) return null;
  const text = line.words.slice(0, first).filter((w) => !CURRENCY_AFTER.test(w.text) || /\p{L}{2}/u.test(w.text));
  const joined = text.map((w) => w.text).join(' ');
  if ((joined.match(/\p{L}/gu) ?? []).length < 3) return null;
  const folded = line.f;
  if (labelled(folded, ANY_KINDS, false) || findDates(joined, doc.dateOrder).length) return null;
  return { line, fig, text };
}

/** "Pos 1:", "Item 2." opening a listed item's text: the word, its number and the rest */
const COUNTED = /^(\p{L}+\.?)\s+(\d{1,3})\s*[:.)]\s*(.*)$/u;

/**
 * The listed items' descriptions: bullets, numbering and leader dots dropped, and a word with a number opening every
 * line when it is a position word of the lexicon or the numbers count up from 1 under one word ("Item 1:", "Item 2:").
 */
function descriptions(texts: readonly (readonly Word[])[]): Array<string | null> {
  const plain = texts.map((ws) => ws.map((w) => w.text).join(' ').replace(/\s+/g, ' ').trim().replace(BULLET, '').replace(NUMBERING, ''));
  const counted = plain.map((t) => COUNTED.exec(t));
  const word = counted[0]?.[1]!.toLowerCase();
  const positions =
    counted.every((m) => m && m[1]!.toLowerCase() === word) &&
    (POSITION.test(word ?? '') || counted.every((m, k) => Number(m![2]) === k + 1));
  return plain.map((t, k) => (positions ? counted[k]![3]! : t).replace(TRAILING, '').trim() || null);
}

export function findListedItems(doc: Doc): ItemTable | null {
  const s = doc.settings;
  const as = arithmeticSettings(s);
  const figsByLine = doc.lines.map((l) => lineFigures(l, doc.convention, as));
  const listed = doc.lines.map((l, i) => listedLine(doc, l, figsByLine[i]!));
  /** the sum is printed under a totals label within the window below the list's last line */
  const sumPrinted = (lastLine: DocLine, sum: number): DocLine | null => {
    for (let k = lastLine.i + 1; k < doc.lines.length && k <= lastLine.i + s.itemListTotalWindow; k++) {
      const l = doc.lines[k]!;
      if (l.page !== lastLine.page) return null;
      if (!labelled(l.f, TOTAL_KINDS, true)) continue;
      if (figsByLine[k]!.some((f) => f.decimals === 2 && !f.percent && cents(f.value) === sum)) return l;
    }
    return null;
  };
  let best: { run: Listed[]; total: DocLine } | null = null;
  let i = 0;
  while (i < listed.length) {
    const head = listed[i];
    if (!head) {
      i++;
      continue;
    }
    const run: Listed[] = [head];
    let j = i + 1;
    for (; j < listed.length; j++) {
      const next = listed[j];
      const prev = run[run.length - 1]!;
      if (!next || next.line.page !== head.line.page) break;
      const size = Math.max(prev.line.size, next.line.size, 1);
      if (Math.abs(next.line.x0 - head.line.x0) > s.itemEdgeTolerance) break;
      const gap = next.line.y0 - prev.line.y1;
      if (gap < -0.2 * size || gap > s.itemBlockGapLines * size) break;
      if (run.length >= 2) {
        const first = run[1]!.line.y0 - run[0]!.line.y1;
        if (Math.abs(gap - first) > 0.5 * size) break;
      }
      run.push(next);
    }
    // the longest prefix of the run whose sum is printed below it
    let sum = 0;
    const sums = run.map((r) => (sum += cents(r.fig.value)));
    for (let n = run.length; n >= s.itemMinRows; n--) {
      const total = sumPrinted(run[n - 1]!.line, sums[n - 1]!);
      if (!total) continue;
      if (!best || n > best.run.length) best = { run: run.slice(0, n), total };
      break;
    }
    i = j;
  }
  if (!best) return null;
  const sources: Record<string, SourceBox> = {};
  const texts = descriptions(best.run.map((r) => r.text));
  const items: LineItem[] = best.run.map((r, n) => {
    sources[`invoice.lineItems.${n}.amount`] = box(r.line, r.fig.words);
    if (r.text.length) sources[`invoice.lineItems.${n}.description`] = box(r.line, r.text);
    return { description: texts[n]!, quantity: null, unit: null, unitPrice: null, taxRate: null, amount: r.fig.value };
  });
  const x1 = Math.max(...best.run.map((r) => r.fig.x1));
  return {
    columns: [{ concept: 'amount', x0: x1 - 1, x1, numeric: true }],
    items,
    lines: new Set(best.run.map((r) => r.line.i)),
    headerLine: best.run[0]!.line.i,
    sources,
  };
}
