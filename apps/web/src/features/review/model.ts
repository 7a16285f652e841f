/**
 * The review screen's draft: the invoice as strings the user types, turned back into the ExtractionResult's
 * `invoice` (numbers, nulls) for the live checks and for saving. Field paths follow `ExtractionResult.sources`.
 */
import type { CheckData, InvoiceDataBody, LineItemData, SourceBoxData } from '@tallysheet/contracts';
import { runChecks } from '@tallysheet/extract/checks';

export type HeaderKey =
  | 'number'
  | 'issueDate'
  | 'dueDate'
  | 'currency'
  | 'seller.name'
  | 'seller.vatId'
  | 'seller.address'
  | 'buyer.name'
  | 'buyer.vatId'
  | 'buyer.address'
  | 'totals.net'
  | 'totals.tax'
  | 'totals.gross'
  | 'totals.prepaid'
  | 'totals.withholding'
  | 'totals.rounding'
  | 'totals.due';

/** the line-item fields the grid edits (article number and unit code ride along with their line, see invoiceOf) */
export type LineKey = 'description' | 'quantity' | 'unit' | 'unitPrice' | 'taxRate' | 'amount';

export interface FieldSpec<K extends string> {
  key: K;
  label: string;
  kind: 'text' | 'number' | 'date' | 'currency';
}

export const HEADER_GROUPS: { title: string; fields: FieldSpec<HeaderKey>[] }[] = [
  {
    title: 'Invoice',
    fields: [
      { key: 'number', label: 'Invoice number', kind: 'text' },
      { key: 'issueDate', label: 'Issue date', kind: 'date' },
      { key: 'dueDate', label: 'Due date', kind: 'date' },
      { key: 'currency', label: 'Currency', kind: 'currency' },
    ],
  },
  {
    title: 'Seller',
    fields: [
      { key: 'seller.name', label: 'Seller name', kind: 'text' },
      { key: 'seller.vatId', label: 'Seller VAT ID', kind: 'text' },
      { key: 'seller.address', label: 'Seller address', kind: 'text' },
    ],
  },
  {
    title: 'Buyer',
    fields: [
      { key: 'buyer.name', label: 'Buyer name', kind: 'text' },
      { key: 'buyer.vatId', label: 'Buyer VAT ID', kind: 'text' },
      { key: 'buyer.address', label: 'Buyer address', kind: 'text' },
    ],
  },
  {
    title: 'Totals',
    fields: [
      { key: 'totals.net', label: 'Net total', kind: 'number' },
      { key: 'totals.tax', label: 'Tax total', kind: 'number' },
      { key: 'totals.gross', label: 'Gross total', kind: 'number' },
      { key: 'totals.prepaid', label: 'Prepaid amount', kind: 'number' },
      { key: 'totals.withholding', label: 'Withholding tax', kind: 'number' },
      { key: 'totals.rounding', label: 'Rounding', kind: 'number' },
      { key: 'totals.due', label: 'Amount due', kind: 'number' },
    ],
  },
];

export const LINE_COLUMNS: FieldSpec<LineKey>[] = [
  { key: 'description', label: 'Description', kind: 'text' },
  { key: 'quantity', label: 'Quantity', kind: 'number' },
  { key: 'unit', label: 'Unit', kind: 'text' },
  { key: 'unitPrice', label: 'Unit price', kind: 'number' },
  { key: 'taxRate', label: 'Tax %', kind: 'number' },
  { key: 'amount', label: 'Amount', kind: 'number' },
];

const NUMBER_LINE_KEYS: LineKey[] = ['quantity', 'unitPrice', 'taxRate', 'amount'];

export interface DraftLine {
  /** stable React key */
  key: string;
  /** index of this line in the result as loaded (its boxes and 'Edited' marks), null for a line added here */
  origin: number | null;
  values: Record<LineKey, string>;
}

export interface Draft {
  header: Record<HeaderKey, string>;
  lines: DraftLine[];
  /** the invoice as loaded: the fields this screen does not edit (payment, references, charges, article numbers,
   * unit codes) are saved as they were */
  base: InvoiceDataBody;
}

let nextKey = 0;
export const newLineKey = () => `line-${++nextKey}`;

function show(v: string | number | null): string {
  return v === null ? '' : String(v);
}

function headerValue(invoice: InvoiceDataBody, key: HeaderKey): string | number | null {
  const [a, b] = key.split('.') as [string, string | undefined];
  const top = (invoice as unknown as Record<string, unknown>)[a];
  if (b === undefined) return top as string | null;
  return ((top as Record<string, string | number | null>)[b] ?? null) as string | number | null;
}

export function draftOf(invoice: InvoiceDataBody): Draft {
  const header = {} as Record<HeaderKey, string>;
  for (const g of HEADER_GROUPS) for (const f of g.fields) header[f.key] = show(headerValue(invoice, f.key));
  const lines = invoice.lineItems.map((l, i) => ({
    key: newLineKey(),
    origin: i,
    values: Object.fromEntries(LINE_COLUMNS.map((c) => [c.key, show(l[c.key] ?? null)])) as Record<LineKey, string>,
  }));
  return { header, lines, base: invoice };
}

export function emptyLine(): DraftLine {
  return { key: newLineKey(), origin: null, values: { description: '', quantity: '', unit: '', unitPrice: '', taxRate: '', amount: '' } };
}

/**
 * "1,234.56", "1.234,56", "1 234,56", "-12.5", "(12.50)" → number; "" → null; anything else → NaN (invalid).
 * The last of '.' or ',' followed by 1–2 digits (or the only separator) is the decimal mark.
 */
export function parseAmount(raw: string): number | null {
  let s = raw.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (s === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.startsWith('-') || s.startsWith('\u2212')) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return Number.NaN;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  const mark = Math.max(lastDot, lastComma);
  let normal: string;
  if (mark === -1) normal = s;
  else {
    const sep = s[mark]!;
    const other = sep === '.' ? ',' : '.';
    const decimals = s.length - mark - 1;
    const sepCount = s.split(sep).length - 1;
    // "1,234" / "1.234.567" with only one kind of mark and 3 digits after each: thousands, not decimals
    const thousandsOnly = !s.includes(other) && decimals === 3 && (sepCount > 1 || sep === ',');
    if (thousandsOnly) normal = s.split(sep).join('');
    else normal = s.slice(0, mark).replace(/[.,]/g, '') + '.' + s.slice(mark + 1);
  }
  const n = Number(normal);
  if (!Number.isFinite(n)) return Number.NaN;
  return negative ? -n : n;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Why a typed value cannot be saved, or null when it can. */
export function invalidReason(kind: FieldSpec<string>['kind'], raw: string): string | null {
  const v = raw.trim();
  if (v === '') return null;
  if (kind === 'number') return Number.isNaN(parseAmount(v)) ? 'Not a number' : null;
  if (kind === 'date') {
    if (!DATE.test(v)) return 'Use YYYY-MM-DD';
    const d = new Date(`${v}T00:00:00Z`);
    return Number.isNaN(d.getTime()) || !d.toISOString().startsWith(v) ? 'Not a calendar date' : null;
  }
  if (kind === 'currency') return /^[A-Za-z]{3}$/.test(v) ? null : 'Three letters, e.g. EUR';
  return null;
}

function num(raw: string): number | null {
  const n = parseAmount(raw);
  return n === null || Number.isNaN(n) ? null : n;
}
const txt = (raw: string) => (raw.trim() === '' ? null : raw.trim());

/** The draft as the ExtractionResult's `invoice` (invalid numbers count as unknown). */
export function invoiceOf(draft: Draft): InvoiceDataBody {
  const h = draft.header;
  return {
    // payment, references, delivery date, service period, charges and allowances as loaded
    ...draft.base,
    number: txt(h.number),
    issueDate: txt(h.issueDate),
    dueDate: txt(h.dueDate),
    currency: txt(h.currency)?.toUpperCase() ?? null,
    seller: { name: txt(h['seller.name']), vatId: txt(h['seller.vatId']), address: txt(h['seller.address']) },
    buyer: { name: txt(h['buyer.name']), vatId: txt(h['buyer.vatId']), address: txt(h['buyer.address']) },
    totals: {
      net: num(h['totals.net']),
      tax: num(h['totals.tax']),
      gross: num(h['totals.gross']),
      due: num(h['totals.due']),
      prepaid: num(h['totals.prepaid']),
      withholding: num(h['totals.withholding']),
      rounding: num(h['totals.rounding']),
    },
    lineItems: draft.lines.map((l) => {
      const item = {} as Record<LineKey, string | number | null>;
      for (const c of LINE_COLUMNS) item[c.key] = NUMBER_LINE_KEYS.includes(c.key) ? num(l.values[c.key]) : txt(l.values[c.key]);
      const was = l.origin === null ? undefined : draft.base.lineItems[l.origin];
      const extra: Partial<LineItemData> = {};
      if (was?.articleNumber !== undefined) extra.articleNumber = was.articleNumber;
      // the printed price base and line discount stay: the quantity × price check uses them
      if (was?.priceBaseQuantity !== undefined) extra.priceBaseQuantity = was.priceBaseQuantity;
      if (was?.allowance !== undefined) extra.allowance = was.allowance;
      // the unit's code stands only while the printed unit is the one it was read from
      if (was?.unitCode !== undefined) extra.unitCode = item.unit === (was.unit ?? null) ? was.unitCode : null;
      return { ...item, ...extra } as unknown as LineItemData;
    }),
  };
}

export function draftErrors(draft: Draft): number {
  let n = 0;
  for (const g of HEADER_GROUPS) for (const f of g.fields) if (invalidReason(f.kind, draft.header[f.key])) n++;
  for (const l of draft.lines) for (const c of LINE_COLUMNS) if (invalidReason(c.kind, l.values[c.key])) n++;
  return n;
}

export function liveChecks(draft: Draft): CheckData[] {
  return runChecks(invoiceOf(draft) as Parameters<typeof runChecks>[0]);
}

/** A cell or field the checks can point at: a header key, or a line (by its position now) and column. */
export type CellRef = { header: HeaderKey } | { line: number; column: LineKey };

export function cellId(ref: CellRef): string {
  return 'header' in ref ? `field-${ref.header.replace('.', '-')}` : `cell-${ref.line}-${ref.column}`;
}

const money = (n: number | null) =>
  n === null ? '—' : n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** A check in words, with the cells it involves. */
export function describeCheck(check: CheckData, draft: Draft): { label: string; detail: string; cells: CellRef[] } {
  const line = /^quantity-times-unit-price:line-(\d+)$/.exec(check.name);
  if (line) {
    const i = Number(line[1]) - 1;
    const origin = draft.lines[i]?.origin;
    const was = origin === null || origin === undefined ? undefined : draft.base.lineItems[origin];
    const terms = [
      was?.priceBaseQuantity ? ` per ${was.priceBaseQuantity.toLocaleString('en-US')} units` : '',
      was?.allowance ? ` less the line discount of ${money(was.allowance)}` : '',
    ].join('');
    return {
      label: `Line ${i + 1}: quantity × unit price = amount`,
      detail: `quantity × unit price${terms} is ${money(check.actual)}, the amount says ${money(check.expected)}`,
      cells: [
        { line: i, column: 'quantity' },
        { line: i, column: 'unitPrice' },
        { line: i, column: 'amount' },
      ],
    };
  }
  if (check.name === 'line-items-sum-to-net') {
    return {
      label: 'Line amounts add up to the net total',
      detail: `the lines add up to ${money(check.actual)}, the net total says ${money(check.expected)}`,
      cells: [{ header: 'totals.net' }, ...draft.lines.map((_, i) => ({ line: i, column: 'amount' as const }))],
    };
  }
  if (check.name === 'net-plus-tax-equals-gross') {
    return {
      label: 'Net + tax = gross',
      detail: `net + tax is ${money(check.actual)}, the gross total says ${money(check.expected)}`,
      cells: [{ header: 'totals.net' }, { header: 'totals.tax' }, { header: 'totals.gross' }],
    };
  }
  if (check.name === 'gross-minus-prepaid-equals-due') {
    const prepaid = num(draft.header['totals.prepaid']);
    const withheld = num(draft.header['totals.withholding']);
    const rounding = num(draft.header['totals.rounding']);
    return {
      label: 'Gross − prepaid − withholding + rounding = amount due',
      detail: `gross${prepaid === null ? ' (nothing prepaid)' : ' − prepaid'}${withheld === null ? '' : ' − withholding'}${rounding === null ? '' : ' + rounding'} is ${money(check.actual)}, the amount due says ${money(check.expected)}`,
      cells: [{ header: 'totals.gross' }, { header: 'totals.prepaid' }, { header: 'totals.withholding' }, { header: 'totals.rounding' }, { header: 'totals.due' }],
    };
  }
  return { label: check.name, detail: `expected ${money(check.expected)}, found ${money(check.actual)}`, cells: [] };
}

/** The source key of a header field or of a line cell (through the line's origin in the loaded result). */
export function sourcePath(ref: CellRef, lines: DraftLine[]): string | null {
  if ('header' in ref) return `invoice.${ref.header}`;
  const origin = lines[ref.line]?.origin;
  return origin === null || origin === undefined ? null : `invoice.lineItems.${origin}.${ref.column}`;
}

export function sourceOf(sources: Record<string, SourceBoxData> | undefined, path: string | null): SourceBoxData | null {
  if (!sources || !path) return null;
  return sources[path] ?? null;
}
