/**
 * Table detection end to end on PDFs generated here with pdfkit: page model → tables.
 */
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { openPdf } from '../src/pdf/index.js';
import { detectTables, joinContinuedTables } from '../src/tables/index.js';
import type { ExtractedTable } from '../src/types.js';

function render(draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

async function tablesOf(bytes: Uint8Array): Promise<ExtractedTable[]> {
  const pdf = await openPdf(bytes);
  const all: ExtractedTable[] = [];
  const heights = new Map<number, number>();
  for (let n = 1; n <= pdf.pages; n++) {
    const page = await pdf.readPage(n);
    heights.set(n, page.height);
    all.push(...detectTables(page));
  }
  await pdf.close();
  return joinContinuedTables(all, heights);
}

const COLS = [
  { x: 50, w: 230, align: 'left' as const },
  { x: 280, w: 60, align: 'right' as const },
  { x: 340, w: 90, align: 'right' as const },
  { x: 430, w: 110, align: 'right' as const },
];

function row(doc: PDFKit.PDFDocument, y: number, cells: string[], opts: { bold?: boolean; ruled?: boolean; height?: number } = {}) {
  const height = opts.height ?? 20;
  doc.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  cells.forEach((text, i) => {
    const c = COLS[i];
    doc.text(text, c.x + 4, y + 5, { width: c.w - 8, align: c.align, lineBreak: true });
  });
  if (opts.ruled) {
    doc.lineWidth(0.5);
    for (const c of COLS) doc.rect(c.x, y, c.w, height).stroke();
  }
}

const HEADER = ['Description', 'Quantity', 'Unit price', 'Amount'];
const ITEMS = [
  ['Office chairs', '4', '120.00', '480.00'],
  ['Standing desk', '1', '640.00', '640.00'],
  ['Monitor arm', '2', '85.50', '171.00'],
  ['Cable tray', '6', '12.00', '72.00'],
];

describe('tables in generated PDFs', () => {
  it('reads a ruled (lattice) table with its bbox', async () => {
    const bytes = await render((doc) => {
      doc.font('Helvetica').fontSize(16).text('Invoice 2024-0042', 50, 60);
      row(doc, 150, HEADER, { bold: true, ruled: true });
      ITEMS.forEach((r, i) => row(doc, 170 + 20 * i, r, { ruled: true }));
      doc.font('Helvetica').fontSize(10).text('Thank you for your business.', 50, 400);
    });
    const [t, ...rest] = await tablesOf(bytes);
    expect(rest).toEqual([]);
    expect(t.page).toBe(1);
    expect(t.bbox[0]).toBeCloseTo(50, 0);
    expect(t.bbox[1]).toBeCloseTo(150, 0);
    expect(t.bbox[2]).toBeCloseTo(540, 0);
    expect(t.bbox[3]).toBeCloseTo(250, 0);
    expect(t.rows).toEqual([HEADER, ...ITEMS]);
  });

  it('reads an unruled (stream) table and merges a wrapped description', async () => {
    const bytes = await render((doc) => {
      doc.font('Helvetica').fontSize(10).text('Seller GmbH · Hauptstraße 1 · 10115 Berlin · Germany', 50, 60);
      row(doc, 150, HEADER, { bold: true });
      row(doc, 170, ITEMS[0]);
      // a description too long for its column wraps onto a second line
      row(doc, 190, ['Ergonomic keyboard with wrist rest and a numeric keypad', '3', '49.90', '149.70'], { height: 30 });
      row(doc, 220, ITEMS[1]);
      row(doc, 240, ITEMS[2]);
    });
    const [t] = await tablesOf(bytes);
    expect(t.rows).toEqual([
      HEADER,
      ITEMS[0],
      ['Ergonomic keyboard with wrist rest and a numeric keypad', '3', '49.90', '149.70'],
      ITEMS[1],
      ITEMS[2],
    ]);
  });

  it('joins a table continued on the next page and drops the reprinted header', async () => {
    const bytes = await render((doc) => {
      row(doc, 500, HEADER, { bold: true });
      for (let i = 0; i < 12; i++) row(doc, 520 + 20 * i, [`Item ${i + 1}`, '1', '10.00', '10.00']);
      doc.addPage();
      row(doc, 50, HEADER, { bold: true });
      for (let i = 12; i < 16; i++) row(doc, 70 + 20 * (i - 12), [`Item ${i + 1}`, '1', '10.00', '10.00']);
      doc.font('Helvetica').fontSize(10).text('Total due: 160.00', 50, 300);
    });
    const tables = await tablesOf(bytes);
    expect(tables).toHaveLength(1);
    expect(tables[0].page).toBe(1);
    expect(tables[0].rows[0]).toEqual(HEADER);
    expect(tables[0].rows.slice(1).map((r) => r[0])).toEqual(Array.from({ length: 16 }, (_, i) => `Item ${i + 1}`));
  });
});
