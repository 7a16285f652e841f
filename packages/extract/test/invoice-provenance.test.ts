/**
 * Provenance of header fields (ExtractionResult.sources, #12 point 1) on generated invoices: every header field read
 * from the layout has a page and a box, and the words inside that box print the value.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { extract } from '../src/extract.js';
import { expectedInvoice, LANGUAGE_SAMPLES, makeFacturXInvoice, renderInvoice } from '../src/fixtures/index.js';
import { currencyOf } from '../src/invoice/currency.js';
import { findDates } from '../src/invoice/dates.js';
import { compactVatId, normKey } from '../src/invoice/labels.js';
import { findAmounts } from '../src/invoice/numbers.js';
import { openPdf } from '../src/pdf/index.js';
import type { ExtractionResult, InvoiceData, Word } from '../src/types.js';
import { textIn } from './support/box-text.js';

const HEADER_FIELDS = [
  'number',
  'issueDate',
  'dueDate',
  'currency',
  'seller.name',
  'seller.vatId',
  'buyer.name',
  'buyer.vatId',
  'totals.net',
  'totals.tax',
  'totals.gross',
  'totals.due',
  'totals.prepaid',
] as const;
type HeaderField = (typeof HEADER_FIELDS)[number];

function valueOf(inv: InvoiceData, f: HeaderField): string | number | null {
  const [a, b] = f.split('.') as [keyof InvoiceData, string | undefined];
  const v = inv[a] as unknown;
  return (b ? (v as Record<string, string | number | null>)[b] : v) as string | number | null;
}

/** Does the printed text show the value (in any of the usual notations)? */
function prints(text: string, f: HeaderField, value: string | number): boolean {
  if (typeof value === 'number') {
    // one printed amount, or the printed amounts the value sums (one tax line per VAT rate, no printed total)
    return (['dot', 'comma'] as const).some((c) => {
      const amounts = findAmounts(text, c).map((a) => Math.abs(a.value));
      const sum = amounts.reduce((x, y) => x + y, 0);
      return amounts.some((a) => Math.abs(a - Math.abs(value)) <= 0.005) || Math.abs(sum - Math.abs(value)) <= 0.005;
    });
  }
  if (f === 'issueDate' || f === 'dueDate') return (['dmy', 'mdy'] as const).some((o) => findDates(text, o).some((d) => d.iso === value));
  if (f === 'currency') return currencyOf(text) === value || text.toUpperCase().includes(value);
  if (f === 'number' || f.endsWith('vatId')) return compactVatId(text).includes(compactVatId(value).replace(/^[A-Z]{2}(?=\d)/, ''));
  return normKey(text).includes(normKey(value));
}

describe.each(LANGUAGE_SAMPLES.map((s) => [s.id, s] as const))('sources of %s', (_id, spec) => {
  let result: ExtractionResult;
  let pages: Word[][];
  beforeAll(async () => {
    const pdf = await renderInvoice(spec);
    result = await extract(pdf, { layoutOnly: true });
    const doc = await openPdf(pdf);
    pages = [];
    for (let n = 1; n <= doc.pages; n++) pages.push((await doc.readPage(n)).words);
    await doc.close();
  });

  it('gives every header field read from the layout a box that prints its value', () => {
    const expected = expectedInvoice(spec);
    let checked = 0;
    for (const f of HEADER_FIELDS) {
      const v = valueOf(result.invoice, f);
      if (v === null || v !== valueOf(expected, f)) continue;
      const box = result.sources[`invoice.${f}`];
      expect(box, `invoice.${f} has a source`).toBeDefined();
      expect(box!.page).toBeGreaterThanOrEqual(1);
      const [x0, y0, x1, y1] = box!.bbox;
      expect(x1).toBeGreaterThan(x0);
      expect(y1).toBeGreaterThan(y0);
      const text = textIn(pages[box!.page - 1]!, box!);
      expect(prints(text, f, v), `invoice.${f} = ${v}: box text "${text}"`).toBe(true);
      checked++;
    }
    // the samples print number, dates, currency, both parties and all totals
    expect(checked).toBeGreaterThanOrEqual(9);
  });

  it('keys sources by field path only', () => {
    for (const k of Object.keys(result.sources)) {
      if (/^invoice\.lineItems\.\d+\.(?:description|quantity|unit|unitPrice|taxRate|amount)$/.test(k)) continue;
      expect(HEADER_FIELDS.map((f) => `invoice.${f}`)).toContain(k);
    }
  });

  it('gives every line amount a box that prints it, whichever reading of the table was chosen', () => {
    expect(result.invoice.lineItems.length).toBeGreaterThan(0);
    result.invoice.lineItems.forEach((l, n) => {
      if (l.amount === null) return;
      const box = result.sources[`invoice.lineItems.${n}.amount`];
      expect(box, `invoice.lineItems.${n}.amount has a source`).toBeDefined();
      const text = textIn(pages[box!.page - 1]!, box!);
      const printed = [...findAmounts(text, 'comma'), ...findAmounts(text, 'dot')].some((a) => Math.abs(Math.abs(a.value) - Math.abs(l.amount!)) < 0.005);
      expect(printed, `line ${n} amount ${l.amount}: box text "${text}"`).toBe(true);
    });
  });
});

describe('sources of an embedded e-invoice', () => {
  it('are empty (values from XML were not read from the page)', async () => {
    const r = await extract(await makeFacturXInvoice());
    expect(r.source).toBe('embedded-xml');
    expect(r.sources).toEqual({});
  });
});
