import PDFDocument from 'pdfkit';
import { degrees, PDFDocument as LibDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openPdf as open, looksLikePdf, type PdfReader } from '../src/pdf/index.js';
import { rulingsFromOperatorList, type OpCodes } from '../src/pdf/rulings.js';
import { itemToWords, fontInfoFromName } from '../src/pdf/text.js';
import { ExtractionError, type Word } from '../src/types.js';

/** Renders a pdfkit document built by `draw` into bytes. */
function pdfkit(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

const READERS: PdfReader[] = ['pdfjs', 'pdfium'];

const find = (words: Word[], text: string) => {
  const w = words.find((x) => x.text === text);
  if (!w) throw new Error(`word ${text} not found in ${words.map((x) => x.text).join(' ')}`);
  return w;
};

describe.each(READERS)('openPdf: words (%s)', (reader) => {
  const openPdf = (data: Uint8Array) => open(data, { reader });
  it('gives words with top-left-origin boxes, font size and bold', async () => {
    const bytes = await pdfkit((doc) => {
      doc.font('Helvetica').fontSize(12).text('Invoice number 2024-17', 72, 100, { lineBreak: false });
      doc.font('Helvetica-Bold').fontSize(18).text('Total', 72, 700, { lineBreak: false });
    });
    const pdf = await openPdf(bytes);
    expect(pdf.pages).toBe(1);
    const page = await pdf.readPage(1);
    await pdf.close();
    expect(page.width).toBeCloseTo(595.28, 1);
    expect(page.height).toBeCloseTo(841.89, 1);
    const invoice = find(page.words, 'Invoice');
    const number = find(page.words, '2024-17');
    expect(invoice.x0).toBeCloseTo(72, 0);
    expect(invoice.size).toBeCloseTo(12, 1);
    expect(invoice.bold).toBe(false);
    // pdfkit places the top of the line box at y = 100 (from the top): the glyph box starts about there
    expect(invoice.y0).toBeGreaterThan(95);
    expect(invoice.y1).toBeLessThan(118);
    // words of one run are placed in order along the line, separated by spaces
    expect(find(page.words, 'number').x0).toBeGreaterThan(invoice.x1);
    expect(number.x0).toBeGreaterThan(find(page.words, 'number').x1);
    const total = find(page.words, 'Total');
    expect(total.bold).toBe(true);
    expect(total.size).toBeCloseTo(18, 1);
    expect(total.y0).toBeGreaterThan(invoice.y1 + 500); // lower on the page = larger y
  });

  it('joins a word that pdf.js splits at a font change', async () => {
    const bytes = await pdfkit((doc) => {
      doc.fontSize(12).font('Helvetica-Bold').text('H', 72, 100, { continued: true, lineBreak: false });
      doc.font('Helvetica').text('ungary and more', { lineBreak: false });
    });
    const pdf = await openPdf(bytes);
    const page = await pdf.readPage(1);
    await pdf.close();
    expect(page.words.map((w) => w.text)).toEqual(['Hungary', 'and', 'more']);
  });

  it('applies the page rotation so boxes are in the rotated (displayed) page space', async () => {
    const lib = await LibDocument.create();
    const font = await lib.embedFont(StandardFonts.Helvetica);
    const p = lib.addPage([600, 400]);
    p.drawText('Corner', { x: 20, y: 360, size: 12, font });
    p.setRotation(degrees(90));
    const pdf = await openPdf(await lib.save());
    const page = await pdf.readPage(1);
    await pdf.close();
    expect(page.width).toBeCloseTo(400, 0);
    expect(page.height).toBeCloseTo(600, 0);
    // Rotated 90° clockwise, the top-left text moves to the top-right corner and runs downwards.
    const w = find(page.words, 'Corner');
    expect(w.x0).toBeGreaterThan(300);
    expect(w.y0).toBeLessThan(80);
    expect(w.y1 - w.y0).toBeGreaterThan(w.x1 - w.x0);
  });
});

describe.each(READERS)('openPdf: rulings (%s)', (reader) => {
  const openPdf = (data: Uint8Array) => open(data, { reader });
  it('finds stroked lines, thin filled bars and the edges of filled rectangles', async () => {
    const bytes = await pdfkit((doc) => {
      doc.moveTo(50, 100).lineTo(300, 100).lineWidth(0.5).stroke(); // horizontal stroke
      doc.moveTo(80, 120).lineTo(80, 220).stroke(); // vertical stroke
      doc.rect(50, 300, 250, 1).fill('#000000'); // thin bar = one rule
      doc.rect(50, 400, 100, 40).fill('#cccccc'); // shaded cell: four edges
      doc.rect(0, 0, 10, 10).fill('#ffffff'); // white: invisible, ignored
      doc.circle(400, 400, 30).stroke(); // curves: ignored
    });
    const pdf = await openPdf(bytes);
    const page = await pdf.readPage(1);
    await pdf.close();
    const has = (x0: number, y0: number, x1: number, y1: number) =>
      page.rulings.some((r) => Math.abs(r.x0 - x0) < 1 && Math.abs(r.y0 - y0) < 1 && Math.abs(r.x1 - x1) < 1 && Math.abs(r.y1 - y1) < 1);
    expect(has(50, 100, 300, 100)).toBe(true);
    expect(has(80, 120, 80, 220)).toBe(true);
    expect(has(50, 300.5, 300, 300.5)).toBe(true);
    expect(has(50, 400, 150, 400)).toBe(true);
    expect(has(50, 440, 150, 440)).toBe(true);
    expect(has(50, 400, 50, 440)).toBe(true);
    expect(has(150, 400, 150, 440)).toBe(true);
    expect(page.rulings).toHaveLength(7);
  });

  it('applies the current transformation matrix and restores it after Q', () => {
    const OPS: OpCodes = {
      save: 10, restore: 11, transform: 12, constructPath: 91, paintFormXObjectBegin: 74, paintFormXObjectEnd: 75,
      setFillRGBColor: 59, stroke: 20, closeStroke: 21, fill: 22, eoFill: 23, fillStroke: 24, eoFillStroke: 25,
      closeFillStroke: 26, closeEOFillStroke: 27,
    };
    const line = [0, 0, 0, 1, 100, 0]; // moveTo 0,0 lineTo 100,0
    const fn = [OPS.save, OPS.transform, OPS.constructPath, OPS.restore, OPS.constructPath];
    const args = [null, [2, 0, 0, 2, 10, 20], [OPS.stroke, [line], null], null, [OPS.stroke, [line], null]];
    // viewport: flip y on a 500-high page
    const rulings = rulingsFromOperatorList(fn, args, OPS, [1, 0, 0, -1, 0, 500], { width: 500, height: 500 });
    expect(rulings).toEqual([
      { x0: 10, y0: 480, x1: 210, y1: 480 },
      { x0: 0, y0: 500, x1: 100, y1: 500 },
    ]);
  });
});

describe('text items → words', () => {
  it('splits a run on spaces and gives each word its proportional share of the width', () => {
    const out: Word[] = [];
    const font = fontInfoFromName('ABCDEF+Arial-BoldMT', false);
    expect(font).toEqual({ name: 'Arial-BoldMT', bold: true, monospace: false });
    itemToWords({ str: 'iii WWW', width: 70, height: 10, transform: [10, 0, 0, 10, 100, 700], fontName: 'f1' }, undefined, font, [1, 0, 0, -1, 0, 800], out);
    expect(out.map((w) => w.text)).toEqual(['iii', 'WWW']);
    // "iii" is narrow in Helvetica metrics, so it takes much less than half of the width
    expect(out[0].x1 - out[0].x0).toBeLessThan(out[1].x1 - out[1].x0);
    expect(out[0].x0).toBe(100);
    expect(out[1].x1).toBeCloseTo(170, 5);
    expect(out[0].y0).toBeCloseTo(92, 5); // baseline at 100 from the top, ascent 0.8 em
    expect(out[0].y1).toBeCloseTo(102, 5);
  });
});

describe.each(READERS)('openPdf: errors (%s)', (reader) => {
  const openPdf = (data: Uint8Array) => open(data, { reader });
  it('rejects data that is not a PDF', async () => {
    await expect(openPdf(new TextEncoder().encode('hello, not a pdf'))).rejects.toMatchObject({ code: 'not-pdf' });
    expect(looksLikePdf(new TextEncoder().encode('junk%PDF-1.7'))).toBe(true);
  });

  it('rejects a password-protected PDF with a clear message', async () => {
    const bytes = await pdfkit((doc) => doc.text('secret'), { userPassword: 'pw', ownerPassword: 'owner', pdfVersion: '1.7' });
    const err = await openPdf(bytes).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExtractionError);
    expect(err).toMatchObject({ code: 'encrypted' });
    expect((err as Error).message).toMatch(/password-protected/);
  });

  it('rejects a truncated PDF as broken', async () => {
    const bytes = await pdfkit((doc) => doc.text('hello'));
    const err = await openPdf(bytes.slice(0, 40)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExtractionError);
    expect((err as ExtractionError).code).toBe('broken');
  });
});

describe.each(READERS)('openPdf: attachments (%s)', (reader) => {
  const openPdf = (data: Uint8Array) => open(data, { reader });
  it('returns embedded files', async () => {
    const lib = await LibDocument.create();
    lib.addPage();
    await lib.attach(new TextEncoder().encode('<Invoice/>'), 'factur-x.xml', { mimeType: 'text/xml' });
    const pdf = await openPdf(await lib.save());
    const files = await pdf.attachments();
    await pdf.close();
    expect(files).toHaveLength(1);
    expect(files[0].filename).toBe('factur-x.xml');
    expect(new TextDecoder().decode(files[0].content)).toBe('<Invoice/>');
  });
});

describe.each(READERS)('openPdf: form XObjects and page boxes (%s)', (reader) => {
  const openPdf = (data: Uint8Array) => open(data, { reader });

  it('reads words and rulings inside a form XObject, through its placement matrix', async () => {
    const src = await LibDocument.create();
    const font = await src.embedFont(StandardFonts.Helvetica);
    const inner = src.addPage([200, 100]);
    inner.drawText('Inside', { x: 10, y: 50, size: 10, font });
    inner.drawLine({ start: { x: 10, y: 40 }, end: { x: 190, y: 40 }, thickness: 0.5 });
    const lib = await LibDocument.create();
    const embedded = await lib.embedPage(src.getPage(0));
    const page = lib.addPage([600, 800]);
    page.drawPage(embedded, { x: 100, y: 500, xScale: 2, yScale: 2 });
    const pdf = await openPdf(await lib.save());
    const model = await pdf.readPage(1);
    await pdf.close();
    const w = find(model.words, 'Inside');
    expect(w.x0).toBeCloseTo(120, 0); // 100 + 2 × 10
    expect(w.size).toBeCloseTo(20, 0);
    // the line at y = 40 inside the form: 800 − (500 + 2 × 40) = 220 from the top, from x 120 to 480
    expect(model.rulings.some((r) => Math.abs(r.y0 - 220) < 1 && Math.abs(r.x0 - 120) < 1 && Math.abs(r.x1 - 480) < 1)).toBe(true);
  });

  it('measures from the crop box, not the media box', async () => {
    const lib = await LibDocument.create();
    const font = await lib.embedFont(StandardFonts.Helvetica);
    const page = lib.addPage([600, 800]);
    page.drawText('Cropped', { x: 150, y: 600, size: 12, font });
    page.setCropBox(100, 100, 400, 600);
    const pdf = await openPdf(await lib.save());
    const model = await pdf.readPage(1);
    await pdf.close();
    expect(model.width).toBeCloseTo(400, 0);
    expect(model.height).toBeCloseTo(600, 0);
    const w = find(model.words, 'Cropped');
    expect(w.x0).toBeCloseTo(50, 0);
    expect(w.y1).toBeCloseTo(102.5, 0); // baseline 100 below the crop box top (700), descent below it
  });
});
