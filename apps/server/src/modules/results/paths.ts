/**
 * Field paths of an invoice as `ExtractionResult.sources` keys them ('invoice.number', 'invoice.seller.name',
 * 'invoice.totals.gross', 'invoice.lineItems.3.amount'), and what a correction changed.
 */
import type { InvoiceDataBody, LineItemData, SourceBoxData } from '@tallysheet/contracts';

export const HEADER_FIELDS = ['number', 'issueDate', 'dueDate', 'currency'] as const;
export const PARTY_FIELDS = ['name', 'vatId', 'address'] as const;
export const TOTAL_FIELDS = ['net', 'tax', 'gross', 'due', 'prepaid', 'withholding', 'rounding'] as const;
export const LINE_FIELDS = ['description', 'quantity', 'unit', 'unitPrice', 'taxRate', 'amount'] as const satisfies readonly (keyof LineItemData)[];

/** Every scalar path of the header (not the line items). */
export function headerPaths(invoice: InvoiceDataBody): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const f of HEADER_FIELDS) out.push([`invoice.${f}`, invoice[f]]);
  for (const p of ['seller', 'buyer'] as const) for (const f of PARTY_FIELDS) out.push([`invoice.${p}.${f}`, invoice[p][f]]);
  // (a result made before the prepaid amount or the withholding tax was read has no such key: that is null, nothing changed)
  for (const f of TOTAL_FIELDS) out.push([`invoice.totals.${f}`, invoice.totals[f] ?? null]);
  return out;
}

/**
 * Which line of the extraction each line of `invoice` came from: `origins[i]` is its index in the extracted list,
 * null for a line a person added. Without origins, lines are taken as the extracted ones in order.
 */
export function normaliseOrigins(origins: (number | null)[] | undefined, lines: number, extractedLines: number): (number | null)[] {
  const seen = new Set<number>();
  return Array.from({ length: lines }, (_, i) => {
    const o = origins ? origins[i] : i;
    if (o === null || o === undefined || !Number.isInteger(o) || o < 0 || o >= extractedLines || seen.has(o)) return null;
    seen.add(o);
    return o;
  });
}

/** Paths that differ between the extraction and the corrected invoice; an added line is `invoice.lineItems.N`. */
export function changedPaths(original: InvoiceDataBody, corrected: InvoiceDataBody, origins: (number | null)[]): string[] {
  const out: string[] = [];
  const before = new Map(headerPaths(original));
  for (const [path, value] of headerPaths(corrected)) if (!Object.is(before.get(path), value)) out.push(path);
  corrected.lineItems.forEach((line, i) => {
    const o = origins[i];
    if (o === null || o === undefined) {
      out.push(`invoice.lineItems.${i}`);
      return;
    }
    const was = original.lineItems[o]!;
    for (const f of LINE_FIELDS) if (!Object.is(was[f], line[f])) out.push(`invoice.lineItems.${i}.${f}`);
  });
  const kept = new Set(origins.filter((o): o is number => o !== null));
  if (kept.size < original.lineItems.length) out.push('invoice.lineItems.removed');
  return out;
}

/** The extraction's boxes re-keyed to the corrected line order (header boxes stay; added lines have none). */
export function remapSources(
  sources: Record<string, SourceBoxData> | undefined,
  origins: (number | null)[],
): Record<string, SourceBoxData> | undefined {
  if (!sources) return undefined;
  const out: Record<string, SourceBoxData> = {};
  const lineKey = /^invoice\.lineItems\.(\d+)(\..*)?$/;
  for (const [key, box] of Object.entries(sources)) if (!lineKey.test(key)) out[key] = box;
  origins.forEach((o, i) => {
    if (o === null) return;
    for (const [key, box] of Object.entries(sources)) {
      const m = lineKey.exec(key);
      if (m && Number(m[1]) === o) out[`invoice.lineItems.${i}${m[2] ?? ''}`] = box;
    }
  });
  return out;
}
