/**
 * One item table from two readings: the header reading (lineItems.ts: columns named by header words) and the
 * arithmetic reading (arithmetic.ts: rows whose amounts add up to a printed total, columns by value relations).
 * The header reading is kept when its amounts add up to an amount printed outside its rows and it has at least as
 * many items; otherwise the arithmetic reading, which is proven by the sum it found, replaces it.
 */
import type { SourceBox } from '../../types.js';
import type { Doc } from '../doc.js';
import { findAmounts } from '../numbers.js';
import { type ArithmeticTable, findArithmeticTable } from './arithmetic.js';
import type { ItemTable } from '../lineItems.js';

export type ItemSources = Record<string, SourceBox>;

function sumIsPrinted(doc: Doc, t: ItemTable): boolean {
  const sum = Math.round(t.items.reduce((s, it) => s + (it.amount ?? 0), 0) * 100);
  if (!t.items.length || sum === 0) return false;
  for (const l of doc.lines) {
    if (t.lines.has(l.i)) continue;
    if (findAmounts(l.text, doc.convention).some((m) => Math.round(m.value * 100) === sum)) return true;
  }
  return false;
}

function fromArithmetic(a: ArithmeticTable, headerLine: number): ItemTable & { sources: ItemSources } {
  const sources: ItemSources = {};
  a.items.forEach((it, n) => {
    for (const [k, b] of Object.entries(it.sources)) if (b) sources[`invoice.lineItems.${n}.${k}`] = b;
  });
  return {
    columns: [{ concept: 'amount', x0: a.amountX1 - 1, x1: a.amountX1, numeric: true }],
    items: a.items.map((it) => it.item),
    lines: a.lines,
    headerLine,
    sources,
  };
}

export function chooseItemTable(doc: Doc, header: ItemTable | null): ItemTable | null {
  const a = findArithmeticTable(doc);
  if (!a || !a.items.length) return header;
  if (header && header.items.length >= a.items.length && sumIsPrinted(doc, header)) return header;
  return fromArithmetic(a, header?.headerLine ?? Math.min(...a.lines));
}
