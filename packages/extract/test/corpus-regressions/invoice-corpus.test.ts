/** Invoice understanding on corpus documents (layout-only); skipped without the corpus (#11 point 7). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../../src/invoice/understand.js';
import type { PageModel } from '../../src/types.js';

const corpus = process.env.TALLYSHEET_CORPUS ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/corpus');
const hasCorpus = fs.existsSync(path.join(corpus, 'MANIFEST.tsv'));
if (!hasCorpus) console.warn(`invoice corpus tests skipped: no corpus at ${corpus} (set TALLYSHEET_CORPUS)`);

describe.skipIf(!hasCorpus)('invoice understanding on the corpus (layout-only)', () => {
  it('reads a ZUGFeRD 1.0 sample like its embedded XML says', async () => {
    const { openPdf } = await import('../../src/pdf/index.js');
    const { readEInvoice } = await import('../../src/einvoice/index.js');
    const file = path.join(corpus, 'zugferd-corpus/ZUGFeRDv1/correct/Intarsys/ZUGFeRD_1p0_COMFORT_Einfach.pdf');
    const truth = readEInvoice(fs.readFileSync(file.replace(/\.pdf$/, '.xml'), 'utf8'));
    const pdf = await openPdf(new Uint8Array(fs.readFileSync(file)));
    const pages: PageModel[] = [];
    for (let i = 1; i <= pdf.pages; i++) pages.push(await pdf.readPage(i));
    await pdf.close();
    const inv = understandInvoice(pages);
    expect(inv.number).toBe(truth.number);
    expect(inv.issueDate).toBe(truth.issueDate);
    expect(inv.currency).toBe(truth.currency);
    expect(inv.totals.net).toBeCloseTo(truth.totals.net!, 2);
    expect(inv.totals.tax).toBeCloseTo(truth.totals.tax!, 2);
    expect(inv.totals.gross).toBeCloseTo(truth.totals.gross!, 2);
    expect(inv.buyer.name).toBe(truth.buyer.name);
    expect(inv.lineItems.map((l) => l.amount)).toEqual(truth.lineItems.map((l) => l.amount));
  });

  it('scores the whole corpus through the benchmark without errors', async () => {
    const { default: runInvoiceBench } = await import('../../bench/invoices.js');
    const r = (await runInvoiceBench({ only: 'zugferd-corpus/ZUGFeRDv2/correct/symtrax/Beispiele/EN16931/' })) as {
      json: { documents: number; macro: { fieldAccuracy: number }; documentsDetail: Array<{ error?: string }> };
    };
    expect(r.json.documents).toBeGreaterThan(5);
    expect(r.json.documentsDetail.filter((d) => d.error)).toEqual([]);
    expect(r.json.macro.fieldAccuracy).toBeGreaterThan(0.8);
  });
});
