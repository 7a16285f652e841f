/**
 * Word grouping cases, each on a generated PDF and read by both page readers (pdf.js and PDFium): spacing and
 * tracking, ligatures (glyph names and ToUnicode), line-end hyphens, rotated text, right-to-left text, Type 3
 * fonts and a CID font without a ToUnicode map.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { openPdf, type PdfReader } from '../src/pdf/index.js';
import type { PageModel, Word } from '../src/types.js';
import { rawPdf, toUnicodeCMap } from './support/raw-pdf.js';

const READERS: PdfReader[] = ['pdfjs', 'pdfium'];

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

async function read(bytes: Uint8Array, reader: PdfReader, n = 1): Promise<PageModel> {
  const doc = await openPdf(bytes, { reader });
  try {
    return await doc.readPage(n);
  } finally {
    await doc.close();
  }
}

const texts = (p: PageModel) => p.words.map((w) => w.text);
const find = (p: PageModel, text: string): Word => {
  const w = p.words.find((x) => x.text === text);
  if (!w) throw new Error(`word ${text} not found in ${texts(p).join(' | ')}`);
  return w;
};

const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

describe.each(READERS)('words from generated PDFs (%s)', (reader) => {
  it('spacing: a gap of a fifth of an em separates words, a tight gap and light tracking do not', async () => {
    const bytes = await pdfkit((doc) => {
      doc.font('Helvetica').fontSize(10);
      const w = doc.widthOfString('Net');
      doc.text('Net', 72, 100, { lineBreak: false });
      doc.text('amount', 72 + w + 2, 100, { lineBreak: false }); // 0.2 em: a space
      doc.text('Sub', 72, 130, { lineBreak: false });
      doc.text('total', 72 + doc.widthOfString('Sub') + 0.3, 130, { lineBreak: false }); // 0.03 em: same word
      doc.text('Tracked', 72, 160, { lineBreak: false, characterSpacing: 0.5 }); // 0.05 em per glyph
      doc.text('Widely', 72, 190, { lineBreak: false, characterSpacing: 3 }); // 0.3 em: letters apart
    });
    const page = await read(bytes, reader);
    expect(texts(page)).toEqual(['Net', 'amount', 'Subtotal', 'Tracked', 'W', 'i', 'd', 'e', 'l', 'y']);
    const net = find(page, 'Net');
    // pdf.js estimates word positions inside a run from Helvetica's widths; PDFium has every glyph's position
    const gap = find(page, 'amount').x0 - net.x1;
    expect(gap).toBeGreaterThan(1);
    expect(gap).toBeLessThan(reader === 'pdfium' ? 2.2 : 3.5);
  });

  it('ligature glyphs (glyph names fi/fl and a ToUnicode entry "fi") read as their letters', async () => {
    const bytes = rawPdf(
      [
        {
          resources: '<< /Font << /F1 {1} /F2 {2} >> >>',
          content: 'BT /F1 12 Tf 72 700 Td (of\\001ce \\002ow) Tj ET\nBT /F2 12 Tf 72 650 Td (pro\\001t) Tj ET',
        },
      ],
      [
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [1 /fi 2 /fl] >> >>',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [1 /fi] >> /ToUnicode {3} >>',
        { dict: '<< >>', stream: toUnicodeCMap({ 1: 'fi', 0x70: 'p', 0x72: 'r', 0x6f: 'o', 0x74: 't' }) },
      ],
    );
    const page = await read(bytes, reader);
    expect(texts(page)).toEqual(['office', 'flow', 'profit']);
  });

  it('a hyphen at the end of a line stays on its word; the next line is a new word', async () => {
    const bytes = rawPdf(
      [{ resources: '<< /Font << /F1 {1} >> >>', content: 'BT /F1 12 Tf 72 700 Td (Rechnungs-) Tj 0 -14 Td (betrag 12-14) Tj ET' }],
      [HELVETICA],
    );
    const page = await read(bytes, reader);
    expect(texts(page)).toEqual(['Rechnungs-', 'betrag', '12-14']);
    expect(find(page, 'betrag').y0).toBeGreaterThan(find(page, 'Rechnungs-').y1 - 2);
  });

  it('rotated text: direction in page space, box around the rotated run', async () => {
    const bytes = await pdfkit((doc) => {
      doc.font('Helvetica').fontSize(12);
      doc.save().rotate(90, { origin: [300, 300] }).text('Downwards', 300, 300, { lineBreak: false }).restore();
      doc.save().rotate(-90, { origin: [100, 500] }).text('Upwards text', 100, 500, { lineBreak: false }).restore();
      doc.save().rotate(30, { origin: [300, 600] }).text('Slanted', 300, 600, { lineBreak: false }).restore();
    });
    const page = await read(bytes, reader);
    const down = find(page, 'Downwards');
    expect(down.dir).toBe(90);
    expect(down.y1 - down.y0).toBeGreaterThan(4 * (down.x1 - down.x0));
    expect(down.y0).toBeCloseTo(300, 0);
    const up = find(page, 'Upwards');
    expect(up.dir).toBe(270);
    expect(find(page, 'text').y1).toBeLessThan(up.y0); // the second word is above the first
    expect(find(page, 'Slanted').dir).toBe(30);
  });

  it('right-to-left text drawn in visual order reads in logical order', async () => {
    // codes a b c d map to alef bet gimel dalet; the words are drawn right to left, as a layout engine places them
    const bytes = rawPdf(
      [{ resources: '<< /Font << /F1 {1} >> >>', content: 'BT /F1 12 Tf 250 700 Td (cb dcba) Tj ET' }],
      [
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode {2} >>',
        { dict: '<< >>', stream: toUnicodeCMap({ 0x61: '\u05d0', 0x62: '\u05d1', 0x63: '\u05d2', 0x64: '\u05d3', 0x20: ' ' }) },
      ],
    );
    const page = await read(bytes, reader);
    expect(new Set(texts(page))).toEqual(new Set(['\u05d0\u05d1\u05d2\u05d3', '\u05d1\u05d2']));
    // the first word in reading order is the right-hand one (pdf.js keeps the logical text but places the words
    // of a right-to-left run from its left end, so only PDFium's boxes are checked)
    if (reader === 'pdfium') expect(find(page, '\u05d0\u05d1\u05d2\u05d3').x0).toBeGreaterThan(find(page, '\u05d1\u05d2').x1);
  });

  it('Type 3 fonts: glyph names give the text, the widths the boxes', async () => {
    const bytes = rawPdf(
      [{ resources: '<< /Font << /T3 {1} >> >>', content: 'BT /T3 12 Tf 72 700 Td (abba) Tj 60 0 Td (ab) Tj ET' }],
      [
        '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 600 700] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs {2} /Encoding << /Type /Encoding /Differences [97 /a /b] >> /FirstChar 97 /LastChar 98 /Widths [600 600] /Resources << >> >>',
        '<< /a {3} /b {4} >>',
        { dict: '<< >>', stream: '600 0 0 0 550 700 d1\n50 0 500 700 re f' },
        { dict: '<< >>', stream: '600 0 0 0 550 700 d1\n50 0 500 350 re f' },
      ],
    );
    const page = await read(bytes, reader);
    expect(texts(page)).toEqual(['abba', 'ab']);
    const abba = find(page, 'abba');
    expect(abba.x0).toBeCloseTo(72, 0);
    expect(abba.x1).toBeCloseTo(72 + 4 * 7.2, 0);
  });

  it("a TeX bitmap font in the T1 encoding without ToUnicode: its ligature codes read as the letters they join", async () => {
    // (pdfTeX's Type 3 fonts name their glyphs /a27, /a28 …: no name maps, so the codes are the characters; 28 is fi)
    const bytes = rawPdf(
      [{ resources: '<< /Font << /T3 {1} >> >>', content: 'BT /T3 12 Tf 72 700 Td (a\\034b) Tj ET' }],
      [
        '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 600 700] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs {2} /Encoding << /Type /Encoding /Differences [28 /a28 97 /a97 /a98] >> /FirstChar 28 /LastChar 98 /Widths [600 ' + '0 '.repeat(68) + '600 600] /Resources << >> >>',
        '<< /a28 {3} /a97 {3} /a98 {3} >>',
        { dict: '<< >>', stream: '600 0 0 0 550 700 d1\n50 0 500 700 re f' },
      ],
    );
    const page = await read(bytes, reader);
    expect(texts(page)).toEqual(['afib']);
  });

  it('a CID font without ToUnicode: words and boxes are still found', async () => {
    const font = createRequire(import.meta.url).resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf');
    if (!fs.existsSync(font)) return;
    const withMap = await pdfkit((doc) => doc.font(font).fontSize(12).text('Total 1234.50 EUR', 72, 100, { lineBreak: false }), { compress: false });
    // blank out the /ToUnicode entry (same length, so the cross-reference offsets stay right)
    const src = Buffer.from(withMap).toString('latin1');
    const stripped = src.replace(/\/ToUnicode \d+ 0 R/, (m) => ' '.repeat(m.length));
    expect(stripped).not.toBe(src);
    const page = await read(new Uint8Array(Buffer.from(stripped, 'latin1')), reader);
    // Without the map both readers give the glyph ids as characters: unreadable text, but at the right places.
    expect(page.words.length).toBeGreaterThan(0);
    expect(page.words.some((w) => /[A-Za-z]/.test(w.text))).toBe(false);
    const reference = await read(withMap, reader);
    expect(texts(reference)).toEqual(['Total', '1234.50', 'EUR']);
    expect(Math.min(...page.words.map((w) => w.x0))).toBeCloseTo(reference.words[0].x0, 0);
    expect(Math.max(...page.words.map((w) => w.x1))).toBeCloseTo(reference.words[2].x1, 0);
    for (const w of page.words) {
      expect(w.y0).toBeCloseTo(reference.words[0].y0, 0);
      expect(w.y1).toBeCloseTo(reference.words[0].y1, 0);
    }
  });

  it('an explicit space drawn over a word\'s own glyphs (or elsewhere) does not split the word', async () => {
    // "(" and "GTIN)" are placed touching; a space is drawn as its own run on top of the "(" (a layout tool padding
    // a cell), and another one far left on the same line — neither separates anything.
    const paren = (333 / 1000) * 10;
    const bytes = rawPdf(
      [
        {
          resources: '<< /Font << /F1 {1} >> >>',
          content: [
            'BT /F1 10 Tf 200 700 Td (\\() Tj ET',
            'BT /F1 10 Tf 200.01 700 Td ( ) Tj ET',
            'BT /F1 10 Tf 80 700 Td ( ) Tj ET',
            `BT /F1 10 Tf ${200 + paren} 700 Td (GTIN\\)) Tj ET`,
            'BT /F1 10 Tf 72 650 Td (Net amount) Tj ET',
          ].join('\n'),
        },
      ],
      [HELVETICA],
    );
    const page = await read(bytes, reader);
    expect(texts(page)).toEqual(['(GTIN)', 'Net', 'amount']);
  });

  it('monospaced text: an explicit space is a word space of the font\'s own width (0.6 em), not more', async () => {
    const bytes = await pdfkit((doc) => {
      doc.font('Courier').fontSize(10).text('10 Stk 0 % VAT', 72, 100, { lineBreak: false });
    });
    const page = await read(bytes, reader);
    expect(texts(page)).toEqual(['10', 'Stk', '0', '%', 'VAT']);
    const [ten, stk, zero, pct, vat] = page.words;
    // every glyph and every space of Courier is 0.6 em: 6 pt at 10 pt
    for (const [a, b] of [[ten, stk], [stk, zero], [zero, pct], [pct, vat]]) expect(b.x0 - a.x1).toBeCloseTo(6, 1);
    expect(ten.x0).toBeCloseTo(72, 1);
    expect(vat.x1).toBeCloseTo(72 + 14 * 6, 1);
  });

  it('a slanted (synthetic italic) line set glyph by glyph: each glyph advances by its width, words and gaps as printed', async () => {
    // Report generators set italics with a shearing text matrix (1 0 0.25 1) and may place every glyph with its own
    // text object. The sheared glyph box is wider than the advance by the shear × its height: the glyphs must still
    // join into words, and a word space must still separate them.
    const widths: Record<string, number> = { E: 667, c: 500, o: 556, f: 278, e: 556, '0': 556, ',': 278, '2': 556, '6': 556, '1': 556, '%': 889, ' ': 278 };
    const size = 8;
    let x = 100;
    const ops: string[] = [];
    for (const ch of 'Eco fee 0,26 21 %') {
      if (ch !== ' ') ops.push(`BT /F1 ${size} Tf 1 0 0.25 1 ${x.toFixed(3)} 700 Tm (${ch}) Tj ET`);
      x += (widths[ch] / 1000) * size;
    }
    const page = await read(rawPdf([{ resources: '<< /Font << /F1 {1} >> >>', content: ops.join('\n') }], [HELVETICA]), reader);
    expect(texts(page)).toEqual(['Eco', 'fee', '0,26', '21', '%']);
    const eco = find(page, 'Eco');
    expect(eco.x0).toBeCloseTo(100, 0);
    expect(eco.x1).toBeCloseTo(100 + ((667 + 500 + 556) / 1000) * size, 0);
  });

  it('small capitals: letters of one word set in two sizes of the same font stay one word', async () => {
    // "DOMESTIC" as small caps: the initial at 10 pt, the rest at 7.5 pt, drawn on one baseline in one text object
    const bytes = rawPdf(
      [{ resources: '<< /Font << /F1 {1} >> >>', content: 'BT /F1 10 Tf 72 700 Td (D) Tj /F1 7.5 Tf (OMESTIC) Tj /F1 10 Tf ( I) Tj /F1 7.5 Tf (MPORTED) Tj ET' }],
      [HELVETICA],
    );
    const page = await read(bytes, reader);
    expect(texts(page)).toEqual(['DOMESTIC', 'IMPORTED']);
    expect(page.words[0].size).toBeCloseTo(10, 1);
    expect(page.words[0].x0).toBeCloseTo(72, 1);
  });
});

describe('both readers give words the same height', () => {
  const pairs = async (bytes: Uint8Array) => Promise.all(READERS.map((r) => read(bytes, r)));
  const same = ([js, ium]: PageModel[]) => {
    expect(texts(ium)).toEqual(texts(js));
    js.words.forEach((w, i) => {
      expect(Math.abs(ium.words[i].y0 - w.y0), `${w.text} top`).toBeLessThan(0.05);
      expect(Math.abs(ium.words[i].y1 - w.y1), `${w.text} bottom`).toBeLessThan(0.05);
    });
  };

  it('standard fonts without a descriptor (Helvetica as Liberation Sans, Times and Courier with the defaults)', async () => {
    const bytes = await pdfkit((doc) => {
      let y = 100;
      for (const f of ['Helvetica', 'Helvetica-Bold', 'Times-Roman', 'Times-Bold', 'Courier', 'Courier-Bold']) {
        doc.font(f).fontSize(10).text(`Total ${f}`, 72, y, { lineBreak: false });
        y += 30;
      }
    });
    const [js, ium] = await pairs(bytes);
    same([js, ium]);
    const h = (w: Word) => (w.y1 - w.y0) / w.size;
    expect(h(find(ium, 'Helvetica'))).toBeCloseTo(0.905 + 0.212, 2);
    expect(h(find(ium, 'Times-Roman'))).toBeCloseTo(1, 2);
  });

  it('a non-embedded Times New Roman with a FontDescriptor: its /Ascent and /Descent', async () => {
    const bytes = rawPdf(
      [{ resources: '<< /Font << /F1 {1} >> >>', content: 'BT /F1 10 Tf 72 700 Td (Total due) Tj ET' }],
      [
        '<< /Type /Font /Subtype /TrueType /BaseFont /Times#20New#20Roman /Encoding /WinAnsiEncoding /FontDescriptor {2} >>',
        '<< /Type /FontDescriptor /FontName /Times#20New#20Roman /Flags 32 /ItalicAngle 0 /Ascent 891 /Descent -216 /CapHeight 693 /StemV 40 /FontBBox [-568 -216 2046 693] >>',
      ],
    );
    const [js, ium] = await pairs(bytes);
    same([js, ium]);
    expect(ium.words[0].y1 - ium.words[0].y0).toBeCloseTo(11.07, 1);
  });

  it('an embedded TrueType font: the hhea ascender and descender, not the descriptor\'s', async () => {
    const font = createRequire(import.meta.url).resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf');
    const original = await pdfkit((doc) => doc.font(font).fontSize(10).text('Total due', 72, 100, { lineBreak: false }), { compress: false });
    // give the descriptor a much smaller /Ascent and /Descent (same length, so the xref offsets stay right)
    const src = Buffer.from(original).toString('latin1');
    const patched = src.replace(/\/Ascent (-?\d+)/, (m) => '/Ascent 500'.padEnd(m.length)).replace(/\/Descent (-?\d+)/, (m) => '/Descent -100'.padEnd(m.length));
    expect(patched).not.toBe(src);
    const [js, ium] = await pairs(new Uint8Array(Buffer.from(patched, 'latin1')));
    same([js, ium]);
    expect((ium.words[0].y1 - ium.words[0].y0) / ium.words[0].size).toBeCloseTo(0.905 + 0.212, 2);
  });
});
