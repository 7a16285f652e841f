import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extract, ExtractionError } from '../src/index.js';
import { allFixtures, longInvoiceLineCount, makeFixtures, makeLongInvoice, makeSampleInvoice } from './fixtures/index.js';

describe('fixture API', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tallysheet-fixtures-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makeFixtures(dir) writes every fixture as a file', async () => {
    const paths = await makeFixtures(dir);
    expect(paths.length).toBeGreaterThanOrEqual(14);
    expect(readdirSync(dir).sort()).toEqual(paths.map((p) => p.split('/').pop()).sort());
    for (const p of paths) expect(statSync(p).size).toBeGreaterThan(0);
  });

  it('makeSampleInvoice() is a text PDF that extracts (the server and web tests reuse it)', async () => {
    const pdf = await makeSampleInvoice();
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const r = await extract(pdf, { name: 'sample.pdf' });
    expect(r.invoice.number).toBe('INV-2024-0117');
    expect(r.invoice.totals.gross).toBe(4156.2);
  });

  // (field-by-field accuracy on these fixtures is tested in extract.test.ts)
  it('each failing fixture fails with its error code; the others extract', async () => {
    for (const f of await allFixtures()) {
      if (f.expected) {
        const r = await extract(f.pdf, { name: f.name });
        expect(r.file.name).toBe(f.name);
        expect(r.source, f.name).toBe(f.name.startsWith('facturx') ? 'embedded-xml' : 'layout');
        expect(r.tables.length, f.name).toBeGreaterThan(0);
      } else {
        const err = await extract(f.pdf, { name: f.name }).then(
          () => null,
          (e: unknown) => e,
        );
        expect(err, f.name).toBeInstanceOf(ExtractionError);
        if (f.error) expect((err as ExtractionError).code, f.name).toBe(f.error);
      }
    }
  });

  it('makeLongInvoice(n) makes an n-page document (±1 page)', async () => {
    const r = await extract(await makeLongInvoice(20), { layoutOnly: true });
    expect(Math.abs(r.file.pages - 20)).toBeLessThanOrEqual(1);
    expect(r.invoice.lineItems.length).toBe(longInvoiceLineCount(20));
  });

  it('a throwing progress callback does not fail the extraction', async () => {
    const r = await extract(await makeSampleInvoice(), {
      onPage: () => {
        throw new Error('port closed');
      },
    });
    expect(r.file.pages).toBe(1);
  });
});
