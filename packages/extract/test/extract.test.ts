import { beforeAll, describe, expect, it } from 'vitest';
import { extract, readEInvoice } from '../src/index.js';
import type { ExtractionResult, InvoiceData } from '../src/types.js';
import {
  expectedInvoice,
  FACTURX_SPEC,
  facturXml,
  type FixtureSpec,
  LANGUAGE_SAMPLES,
  makeFacturXInvoice,
  multiPageSpec,
  renderInvoice,
} from './fixtures/index.js';

const compact = (s: string | null) => (s === null ? null : s.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase());

function expectFields(actual: InvoiceData, expected: InvoiceData) {
  expect(actual.number).toBe(expected.number);
  expect(actual.issueDate).toBe(expected.issueDate);
  expect(actual.dueDate).toBe(expected.dueDate);
  expect(actual.currency).toBe(expected.currency);
  expect(actual.seller.name).toBe(expected.seller.name);
  expect(compact(actual.seller.vatId)).toBe(compact(expected.seller.vatId));
  expect(actual.buyer.name).toBe(expected.buyer.name);
  expect(compact(actual.buyer.vatId)).toBe(compact(expected.buyer.vatId));
  expect(actual.buyer.address ?? '').toContain(expected.buyer.address!.split(', ')[0]);
  expect(actual.totals).toEqual(expected.totals);
}

function expectLines(actual: InvoiceData, expected: InvoiceData, spec: FixtureSpec) {
  expect(actual.lineItems).toHaveLength(expected.lineItems.length);
  actual.lineItems.forEach((li, i) => {
    const e = expected.lineItems[i];
    expect(li.description, `line ${i + 1}`).toBe(e.description);
    expect(li.quantity, `line ${i + 1}`).toBe(e.quantity);
    expect(li.unitPrice, `line ${i + 1}`).toBe(e.unitPrice);
    expect(li.amount, `line ${i + 1}`).toBe(e.amount);
    if (spec.columns.includes('taxRate')) expect(li.taxRate, `line ${i + 1}`).toBe(e.taxRate);
    if (spec.columns.includes('unit')) expect(li.unit, `line ${i + 1}`).toBe(e.unit);
  });
}

describe.each(LANGUAGE_SAMPLES.map((s) => [`${s.id} (${s.lang}, ${s.ruled ? 'ruled' : 'unruled'}, ${s.numberStyle} numbers)`, s] as const))(
  'extract() on the generated %s',
  (_label, spec) => {
    let r: ExtractionResult;
    beforeAll(async () => {
      r = await extract(await renderInvoice(spec), { name: `${spec.id}.pdf` });
    });
    it('reports the file and layout source', () => {
      expect(r.file).toEqual({ name: `${spec.id}.pdf`, pages: 1 });
      expect(r.source).toBe('layout');
    });
    it('reads the header fields and totals', () => expectFields(r.invoice, expectedInvoice(spec)));
    it('reads every line item (wrapped descriptions joined)', () => expectLines(r.invoice, expectedInvoice(spec), spec));
    it('finds the line-item table with page and bbox, and every check passes', () => {
      const items = r.tables.find((t) => t.rows.length >= spec.lines.length + 1 && t.rows[0].length >= spec.columns.length);
      expect(items, JSON.stringify(r.tables.map((t) => t.rows[0]))).toBeTruthy();
      expect(items!.page).toBe(1);
      const [x0, y0, x1, y1] = items!.bbox;
      expect(x1).toBeGreaterThan(x0);
      expect(y1).toBeGreaterThan(y0);
      expect(r.checks.length).toBeGreaterThanOrEqual(2);
      expect(r.checks.filter((c) => !c.ok)).toEqual([]);
    });
  },
);

describe('extract() on a two-page invoice with a continued table', () => {
  const spec = multiPageSpec();
  let r: ExtractionResult;
  const progress: [number, number][] = [];
  beforeAll(async () => {
    r = await extract(await renderInvoice(spec), { name: 'multi.pdf', onPage: (p, n) => progress.push([p, n]) });
  });
  it('calls onPage once per page, in order', () => {
    expect(r.file.pages).toBe(2);
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });
  it('reads all 48 lines across the page break', () => {
    expectFields(r.invoice, expectedInvoice(spec));
    expectLines(r.invoice, expectedInvoice(spec), spec);
  });
  it('joins the continued table and drops the repeated header', () => {
    const t = r.tables.find((x) => x.rows.length >= 49);
    expect(t).toBeTruthy();
    expect(t!.page).toBe(1);
    const headers = t!.rows.filter((row) => row[0] === 'Pos.');
    expect(headers).toHaveLength(1);
    expect(t!.rows).toHaveLength(49);
  });
});

describe('extract() with an embedded Factur-X XML', () => {
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await makeFacturXInvoice();
  });
  it('takes every field from the XML and still detects the visible tables', async () => {
    const r = await extract(pdf, { name: 'fx.pdf' });
    expect(r.source).toBe('embedded-xml');
    expect(r.invoice).toEqual(readEInvoice(facturXml()));
    expect(r.tables.length).toBeGreaterThan(0);
    expect(r.checks.every((c) => c.ok)).toBe(true);
  });
  it('--layout-only ignores the XML and reads the page', async () => {
    const r = await extract(pdf, { name: 'fx.pdf', layoutOnly: true });
    expect(r.source).toBe('layout');
    expectFields(r.invoice, expectedInvoice(FACTURX_SPEC));
    expectLines(r.invoice, expectedInvoice(FACTURX_SPEC), FACTURX_SPEC);
  });
  it('finds the XML under its ZUGFeRD name too', async () => {
    const r = await extract(await makeFacturXInvoice(FACTURX_SPEC, 'ZUGFeRD-invoice.xml'));
    expect(r.source).toBe('embedded-xml');
    expect(r.invoice.number).toBe(FACTURX_SPEC.number);
  });
});
