/**
 * Corpus: every PDF with an embedded e-invoice must yield exactly the XML's data (100 % of fields and line items).
 * Skipped, with a message saying so, when ../shared/corpus (or $TALLYSHEET_CORPUS) is absent.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract, readEInvoice } from '../src/index.js';
import { CORPUS_SKIP_MESSAGE, corpusDir, readManifest } from './fixtures/corpus.js';

const corpus = corpusDir();

describe('corpus: PDFs with embedded e-invoice XML', () => {
  if (!corpus) {
    it.skip(CORPUS_SKIP_MESSAGE, () => {});
    return;
  }
  const rows = readManifest(corpus).filter((r) => r.has_embedded_xml === 'yes');
  it('has embedded-XML PDFs in the MANIFEST', () => {
    expect(rows.length).toBeGreaterThan(0);
  });
  it.each(rows.map((r) => [r.path, r] as const))('%s: every field equals the XML', async (_p, row) => {
    const pdf = new Uint8Array(readFileSync(join(corpus, row.path)));
    const expected = readEInvoice(readFileSync(join(corpus, row.ground_truth), 'utf8'));
    const r = await extract(pdf, { name: row.path.split('/').pop() });
    expect(r.source).toBe('embedded-xml');
    expect(r.invoice).toEqual(expected);
    expect(r.file.pages).toBe(Number(row.pages));
  });
});
