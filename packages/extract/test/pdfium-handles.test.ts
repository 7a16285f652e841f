/**
 * Native memory is dropped as soon as it is no longer needed (#16): every PDFium page and text page is closed once its
 * page model is built, annotations once looked at, the document when it is closed or the extraction ends — also when
 * the extraction fails. Counted on the module's load/close calls (pdfium.ts pdfiumOpenHandles).
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../src/extract.js';
import { makeEncryptedPdf, makeFacturXInvoice, makeLongInvoice } from '../src/fixtures/index.js';
import { openPdf } from '../src/pdf/index.js';
import { pdfiumOpenHandles } from '../src/pdf/pdfium.js';

const none = { documents: 0, pages: 0, textPages: 0, annotations: 0 };

describe('PDFium handles are closed as soon as they are used', () => {
  it('reading page by page leaves only the document open, and closing it leaves nothing', async () => {
    const doc = await openPdf(await makeLongInvoice(3), { reader: 'pdfium' });
    expect(doc.pages).toBeGreaterThanOrEqual(3);
    expect(pdfiumOpenHandles()).toEqual({ ...none, documents: 1 });
    for (let n = 1; n <= doc.pages; n++) {
      const page = await doc.readPage(n);
      expect(page.words.length).toBeGreaterThan(0);
      expect(pdfiumOpenHandles()).toEqual({ ...none, documents: 1 });
    }
    await doc.attachments();
    expect(pdfiumOpenHandles()).toEqual({ ...none, documents: 1 });
    await doc.close();
    expect(pdfiumOpenHandles()).toEqual(none);
  });

  it('extract() leaves no handle open, whether it reads the layout or an attached e-invoice, or fails', async () => {
    await extract(await makeLongInvoice(2), { layoutOnly: true });
    expect(pdfiumOpenHandles()).toEqual(none);
    await extract(await makeFacturXInvoice());
    expect(pdfiumOpenHandles()).toEqual(none);
    await expect(extract(await makeEncryptedPdf())).rejects.toThrow(/password/i);
    expect(pdfiumOpenHandles()).toEqual(none);
    const doc = await openPdf(await makeLongInvoice(1), { reader: 'pdfium' });
    await expect(doc.readPage(99)).rejects.toThrow(RangeError);
    await doc.close();
    expect(pdfiumOpenHandles()).toEqual(none);
  });
});
