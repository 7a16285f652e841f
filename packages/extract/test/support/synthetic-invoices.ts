/**
 * Synthetic invoices for the unseen-layout tests (test/unseen-layouts*.test.ts): the truth types, a small pdfkit pen
 * that draws a document from its truth, the per-field comparison and `describeDocs`, which gives every field of every
 * document its own test (a field with a known gap is an expected failure).
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/index.js';
import type { InvoiceData } from '../../src/types.js';
import { collect, newDocument } from '../../src/fixtures/render.js';

export interface TruthLine {
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface Truth {
  number: string;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  seller: { name: string; vatId: string | null };
  buyer: { name: string; vatId: string | null };
  net: number;
  tax: number;
  gross: number;
  due: number;
  lines: TruthLine[];
  /** document-level charges in the net besides the lines (shipping) */
  charges?: number;
}

export type FieldName =
  | 'number'
  | 'issueDate'
  | 'dueDate'
  | 'currency'
  | 'seller.name'
  | 'seller.vatId'
  | 'buyer.name'
  | 'buyer.vatId'
  | 'net'
  | 'tax'
  | 'gross'
  | 'due'
  | 'lineItems';

export const FIELDS: FieldName[] = [
  'number',
  'issueDate',
  'dueDate',
  'currency',
  'seller.name',
  'seller.vatId',
  'buyer.name',
  'buyer.vatId',
  'net',
  'tax',
  'gross',
  'due',
  'lineItems',
];

// ------------------------------------------------------------------ a small renderer

export type Style = 'comma' | 'dot' | 'space';

/** 1.234,56 (comma) · 1,234.56 (dot) · 1 234,56 (space, NBSP) */
export function fmt(n: number, style: Style, decimals = 2): string {
  const neg = n < 0;
  const [int, frac] = Math.abs(n).toFixed(decimals).split('.');
  const sep = { comma: '.', dot: ',', space: '\u00a0' }[style];
  const dec = style === 'dot' ? '.' : ',';
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return (neg ? '-' : '') + grouped + (frac !== undefined ? dec + frac : '');
}

export function qty(n: number, style: Style): string {
  return Number.isInteger(n) ? String(n) : fmt(n, style);
}

export interface TextOpts {
  bold?: boolean;
  size?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

export interface Col {
  title: string;
  x: number;
  w: number;
  align: 'left' | 'right';
  /** the description column wraps */
  wrap?: boolean;
}

export class Pen {
  constructor(readonly doc: PDFKit.PDFDocument) {}

  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 9);
    if (o.width !== undefined) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: false });
    else this.doc.text(s, x, y, { lineBreak: false });
  }

  /** lines of a block, one under the other; returns the y under the last */
  block(lines: string[], x: number, y: number, o: TextOpts & { lead?: number; firstBold?: boolean } = {}): number {
    let yy = y;
    lines.forEach((l, i) => {
      this.text(l, x, yy, { ...o, bold: o.bold || (o.firstBold === true && i === 0) });
      yy += o.lead ?? 12;
    });
    return yy;
  }

  /** label: value pairs with the values in a column at x + dx */
  pairs(rows: [string, string][], x: number, y: number, dx: number, o: TextOpts & { lead?: number } = {}): number {
    let yy = y;
    for (const [l, v] of rows) {
      this.text(l, x, yy, o);
      this.text(v, x + dx, yy, { ...o, bold: true });
      yy += o.lead ?? 13;
    }
    return yy;
  }

  /** an item table: header row (filled or ruled), body rows; the wrap column breaks long text */
  table(cols: Col[], rows: string[][], y: number, o: { ruled?: boolean; fill?: string; size?: number } = {}): number {
    const left = cols[0]!.x - 3;
    const right = cols[cols.length - 1]!.x + cols[cols.length - 1]!.w + 3;
    const size = o.size ?? 9;
    const h = 18;
    if (o.fill) this.doc.save().rect(left, y, right - left, h).fill(o.fill).restore().fillColor('#000000');
    for (const c of cols) this.text(c.title, c.x, y + 5, { bold: true, size: size - 0.5, width: c.w, align: c.align });
    if (o.ruled) this.grid(cols, left, right, y, h);
    else this.doc.save().lineWidth(0.8).moveTo(left, y + h).lineTo(right, y + h).stroke().restore();
    let yy = y + h;
    for (const r of rows) {
      this.doc.font('Helvetica').fontSize(size);
      let rowH = 16;
      cols.forEach((c, i) => {
        if (c.wrap) rowH = Math.max(rowH, this.doc.heightOfString(r[i]!, { width: c.w }) + 6);
      });
      cols.forEach((c, i) => {
        this.doc.font('Helvetica').fontSize(size);
        if (c.wrap) this.doc.text(r[i]!, c.x, yy + 4, { width: c.w, align: 'left' });
        else this.doc.text(r[i]!, c.x, yy + 4, { width: c.w, align: c.align, lineBreak: false });
      });
      if (o.ruled) this.grid(cols, left, right, yy, rowH);
      yy += rowH;
    }
    if (!o.ruled) this.doc.save().lineWidth(0.5).moveTo(left, yy).lineTo(right, yy).stroke().restore();
    return yy;
  }

  private grid(cols: Col[], left: number, right: number, top: number, h: number): void {
    this.doc.save().lineWidth(0.5).strokeColor('#000000');
    this.doc.rect(left, top, right - left, h).stroke();
    for (const c of cols.slice(1)) this.doc.moveTo(c.x - 3, top).lineTo(c.x - 3, top + h).stroke();
    this.doc.restore();
  }

  /** a small ruled two-column table (label | amount) */
  boxTable(rows: [string, string, boolean?][], x: number, y: number, w1: number, w2: number): number {
    let yy = y;
    for (const [l, v, bold] of rows) {
      this.doc.save().lineWidth(0.5).rect(x, yy, w1 + w2, 17).stroke().moveTo(x + w1, yy).lineTo(x + w1, yy + 17).stroke().restore();
      this.text(l, x + 4, yy + 5, { bold, width: w1 - 8 });
      this.text(v, x + w1 + 4, yy + 5, { bold, width: w2 - 8, align: 'right' });
      yy += 17;
    }
    return yy;
  }

  /** label/amount pairs, label left-aligned at x, amount right-aligned to xr */
  totals(rows: [string, string, boolean?][], x: number, xr: number, y: number, lead = 15): number {
    let yy = y;
    for (const [l, v, bold] of rows) {
      this.text(l, x, yy, { bold, size: 9.5 });
      this.text(v, x, yy, { bold, size: 9.5, width: xr - x, align: 'right' });
      yy += lead;
    }
    return yy;
  }
}

export interface Doc {
  name: string;
  truth: Truth;
  draw: (p: Pen) => void;
  /** fields that fail for a reason in a file this branch may not change: field → precise cause */
  gaps?: Partial<Record<FieldName, string>>;
}

async function render(d: Doc): Promise<Uint8Array> {
  const doc = newDocument({ title: d.name });
  d.draw(new Pen(doc));
  return collect(doc);
}

export const r2 = (n: number) => Math.round(n * 100) / 100;
export const line = (description: string, quantity: number, unitPrice: number): TruthLine => ({
  description,
  quantity,
  unitPrice,
  amount: r2(quantity * unitPrice),
});

// ------------------------------------------------------------------ comparisons

const compactVat = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const bareVat = (s: string) => (/^[A-Z]{2}\d/.test(s) ? s.slice(2) : s);
const nameKey = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
const words = (s: string) =>
  new Set(
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

/** The problems with one field ([] when right). */
function check(field: FieldName, t: Truth, inv: InvoiceData): string[] {
  const amount = (got: number | null, want: number, what: string) => (got !== null && Math.abs(got - want) <= 0.011 ? [] : [`${what}: got ${got}, want ${want}`]);
  const eq = (got: unknown, want: unknown, what: string) => (got === want ? [] : [`${what}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`]);
  switch (field) {
    case 'number':
      return eq(inv.number?.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase(), t.number.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase(), 'number');
    case 'issueDate':
      return eq(inv.issueDate, t.issueDate, 'issueDate');
    case 'dueDate':
      return eq(inv.dueDate, t.dueDate, 'dueDate');
    case 'currency':
      return eq(inv.currency, t.currency, 'currency');
    case 'seller.name':
    case 'buyer.name': {
      const got = (field === 'seller.name' ? inv.seller : inv.buyer).name;
      const want = (field === 'seller.name' ? t.seller : t.buyer).name;
      return got !== null && nameKey(got) === nameKey(want) ? [] : [`${field}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`];
    }
    case 'seller.vatId':
    case 'buyer.vatId': {
      const got = (field === 'seller.vatId' ? inv.seller : inv.buyer).vatId;
      const want = (field === 'seller.vatId' ? t.seller : t.buyer).vatId;
      if (want === null) return eq(got, null, field);
      return got !== null && bareVat(compactVat(got)) === bareVat(compactVat(want)) ? [] : [`${field}: got ${JSON.stringify(got)}, want ${want}`];
    }
    case 'net':
    case 'tax':
    case 'gross':
    case 'due':
      return amount(inv.totals[field], t[field], field);
    case 'lineItems': {
      const out: string[] = [];
      if (inv.lineItems.length !== t.lines.length) out.push(`lineItems: got ${inv.lineItems.length}, want ${t.lines.length}`);
      t.lines.forEach((want, i) => {
        const got = inv.lineItems[i];
        if (!got) return;
        const g = words(got.description ?? '');
        const w = words(want.description);
        const shared = [...w].filter((x) => g.has(x)).length;
        // the whole description (wrapped lines joined), nothing from other rows
        if (shared !== w.size || g.size !== w.size) out.push(`line ${i + 1} description: got ${JSON.stringify(got.description)}, want ${JSON.stringify(want.description)}`);
        out.push(...amount(got.quantity, want.quantity, `line ${i + 1} quantity`));
        out.push(...amount(got.unitPrice, want.unitPrice, `line ${i + 1} unitPrice`));
        out.push(...amount(got.amount, want.amount, `line ${i + 1} amount`));
      });
      return out;
    }
  }
}

// ------------------------------------------------------------------ tests

const results = new Map<string, Promise<InvoiceData>>();
function extracted(d: Doc): Promise<InvoiceData> {
  let r = results.get(d.name);
  if (!r) {
    r = render(d).then(async (pdf) => (await extract(pdf, { layoutOnly: true, name: `${d.name}.pdf` })).invoice);
    results.set(d.name, r);
  }
  return r;
}

/** One test per field of every document (a known gap is an expected failure), plus the truths' own arithmetic. */
export function describeDocs(title: string, docs: readonly Doc[]): void {
  describe(title, () => {
    it('the truths are arithmetically consistent', () => {
      for (const d of docs) {
        const t = d.truth;
        expect(r2(t.lines.reduce((s, l) => s + l.amount, 0) + (t.charges ?? 0)), d.name).toBe(t.net);
        expect(r2(t.net + t.tax), d.name).toBe(t.gross);
      }
    });

    for (const d of docs) {
      describe(d.name, () => {
        for (const f of FIELDS) {
          const gap = d.gaps?.[f];
          const body = async () => {
            expect(check(f, d.truth, await extracted(d))).toEqual([]);
          };
          if (gap) it.fails(`${f} (known gap: ${gap})`, body);
          else it(f, body);
        }
      });
    }
  });
}
