import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extract, ExtractionError, NO_TEXT_MESSAGE } from '../src/index.js';
import {
  makeBlankPdf,
  makeCyclicPagesPdf,
  makeDeflateBombPdf,
  makeDeeplyNestedPdf,
  makeEncryptedPdf,
  makeGarbagePdf,
  makeHugePageCountPdf,
  makeImageOnlyPdf,
  makeNotPdf,
  makePermissionsOnlyPdf,
  makeTruncatedPdf,
  multiPageSpec,
  renderInvoice,
} from './fixtures/index.js';

async function failure(p: Promise<unknown>): Promise<ExtractionError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ExtractionError);
    const e = err as ExtractionError;
    expect(e.message).not.toMatch(/\n\s+at /); // a sentence, not a stack trace
    return e;
  }
  throw new Error('expected extract() to fail');
}

// Both page readers (src/pdf: pdf.js and PDFium) give the same errors; extract() picks the reader from
// TALLYSHEET_PDF_READER when no default is forced.
describe.each(['pdfjs', 'pdfium'])('extract() refuses bad input with a clear ExtractionError (%s reader)', (reader) => {
  let saved: string | undefined;
  beforeAll(() => {
    saved = process.env.TALLYSHEET_PDF_READER;
    process.env.TALLYSHEET_PDF_READER = reader;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TALLYSHEET_PDF_READER;
    else process.env.TALLYSHEET_PDF_READER = saved;
  });

  it('not a PDF', async () => {
    const e = await failure(extract(makeNotPdf()));
    expect(e.code).toBe('not-pdf');
    expect(e.message).toMatch(/not a PDF/);
  });

  it('empty input', async () => {
    expect((await failure(extract(new Uint8Array()))).code).toBe('not-pdf');
  });

  it('encrypted (user password)', async () => {
    const e = await failure(extract(await makeEncryptedPdf()));
    expect(e.code).toBe('encrypted');
    expect(e.message).toMatch(/password/i);
  });

  it('an owner-password-only PDF (permissions, no user password) is read normally', async () => {
    const r = await extract(await makePermissionsOnlyPdf());
    expect(r.invoice.number).toBe('INV-2024-0117');
  });

  it('image only (scanned): says there is no text layer', async () => {
    const e = await failure(extract(await makeImageOnlyPdf()));
    expect(e.code).toBe('no-text');
    expect(e.message).toBe(NO_TEXT_MESSAGE);
    expect(e.message).toBe('This PDF has no text layer (scanned PDF?). Only text-based PDFs are supported.');
  });

  it('vector drawing only, no text', async () => {
    expect((await failure(extract(await makeBlankPdf()))).code).toBe('no-text');
  });

  it('truncated file', async () => {
    const e = await failure(extract(await makeTruncatedPdf()));
    expect(e.code).toBe('broken');
    expect(e.message).toMatch(/damaged/);
  });

  it('PDF header followed by garbage', async () => {
    expect((await failure(extract(makeGarbagePdf()))).code).toBe('broken');
  });

  it('cyclic page tree', async () => {
    expect((await failure(extract(makeCyclicPagesPdf()))).code).toBe('broken');
  });

  it('deeply nested objects and content', async () => {
    if (reader === 'pdfjs') {
      const e = await failure(extract(makeDeeplyNestedPdf(100_000)));
      expect(e.code).toBe('broken');
    } else {
      // PDFium caps the nesting depth of objects and graphics states: the over-deep /Junk entry is dropped and the
      // page's text is read, without a crash or a long run.
      const r = await extract(makeDeeplyNestedPdf(100_000), { layoutOnly: true });
      expect(r.file.pages).toBe(1);
    }
  });

  it('a page tree of 5000 pages is refused by the page limit before any page is read', async () => {
    let pagesRead = 0;
    const e = await failure(extract(makeHugePageCountPdf(5000), { onPage: () => pagesRead++ }));
    expect(e.code).toBe('too-large');
    expect(e.message).toBe('This PDF has 5000 pages; at most 2000 pages can be converted.');
    expect(pagesRead).toBe(0);
  });

  it('a decompression bomb (200 MB of content in a 200 KB file) is refused before the reader inflates it', async () => {
    const bomb = makeDeflateBombPdf(200);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const e = await failure(extract(bomb));
    expect(e.code).toBe('too-large');
    expect(e.message).toMatch(/decompression bomb/);
  });

  it('a modest compressed stream is not mistaken for a bomb', async () => {
    const r = await extract(makeDeflateBombPdf(1));
    expect(r.file.pages).toBe(1);
  });

  it('honours a smaller maxPages', async () => {
    const e = await failure(extract(await renderInvoice(multiPageSpec()), { maxPages: 1 }));
    expect(e.code).toBe('too-large');
  });

  it('survives many bad files in a row and still reads a good one', async () => {
    const bad = [makeNotPdf(), makeGarbagePdf(), makeCyclicPagesPdf(), await makeTruncatedPdf(), ...(reader === 'pdfjs' ? [makeDeeplyNestedPdf()] : [])];
    for (const b of bad) await failure(extract(b));
    const ok = await extract(await renderInvoice(multiPageSpec(5)));
    expect(ok.invoice.lineItems.length).toBeGreaterThan(0);
  });

  it('does not accept non-binary input', async () => {
    expect((await failure(extract('%PDF-1.7' as unknown as Uint8Array))).code).toBe('not-pdf');
  });
});
