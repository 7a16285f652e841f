/**
 * Speed and memory behaviour of the engine that is not about extraction results (never timed assertions).
 */
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { extract } from '../src/index.js';
import { makeSampleInvoice } from '../src/fixtures/index.js';
import { buildDoc } from '../src/invoice/doc.js';
import { openPdf } from '../src/pdf/index.js';
import { detectLanguage, foldKeep } from '../src/invoice/labels.js';
import type { PageModel, Word } from '../src/types.js';

/** Function.prototype.toString of a fresh realm: core-js cannot have patched it, so it tells a JS polyfill from a native. */
const sourceOf = vm.runInNewContext('Function.prototype.toString') as (this: unknown) => string;

describe('pdf.js polyfills', () => {
  it('leave the native Array.prototype.push, JSON.parse and JSON.stringify in place after an extraction', async () => {
    const pdf = await makeSampleInvoice();
    // PDFium is the default reader: load pdf.js (the comparison reader) explicitly, then extract
    const doc = await openPdf(pdf, { reader: 'pdfjs' });
    await doc.readPage(1);
    await doc.close();
    await extract(pdf, { layoutOnly: true });
    expect(sourceOf.call(Array.prototype.push)).toMatch(/\[native code\]/);
    expect(sourceOf.call(JSON.parse)).toMatch(/\[native code\]/);
    expect(sourceOf.call(JSON.stringify)).toMatch(/\[native code\]/);
    // what pdf.js needs from its polyfills is still there
    expect(typeof (Promise as unknown as { withResolvers?: unknown }).withResolvers).toBe('function');
  });
});

/** A page from [y, x, text] cells; each cell's words get widths from a 0.5 em average glyph width. */
function page(number: number, cells: Array<[number, number, string]>): PageModel {
  const words: Word[] = [];
  for (const [y, x, text] of cells) {
    let cx = x;
    for (const t of text.split(' ')) {
      const w = t.length * 5;
      words.push({ text: t, x0: cx, y0: y, x1: cx + w, y1: y + 10, size: 10, fontName: 'Helvetica', bold: false });
      cx += w + 2.5;
    }
  }
  return { number, width: 595, height: 842, words, rulings: [] };
}

describe('buildDoc folds each text once', () => {
  const pages = [
    page(1, [
      [50, 40, 'Rechnung Nr.'],
      [50, 300, 'RE-2024-17'],
      [70, 40, 'Fälligkeitsdatum ÉCHÉANCE'],
      [70, 300, 'İstanbul Straße'],
      [90, 40, 'Total'],
      [90, 200, 'a b'],
      [90, 400, 'Total'], // the same text twice on one line: each segment keeps its own place
      [110, 40, 'Menge'],
      [110, 200, 'Preis €'],
      [110, 400, 'Betrag'],
    ]),
    page(2, [[50, 40, 'Invoice date'], [70, 40, 'Montant TVA']]),
  ];
  const doc = buildDoc(pages);

  it('gives every line and segment the folded form of its own text', () => {
    expect(doc.lines.length).toBe(6);
    for (const line of doc.lines) {
      expect(line.f).toBe(foldKeep(line.text));
      for (const seg of line.segs) expect(seg.f).toBe(foldKeep(seg.text));
    }
    expect(doc.lines[1]!.segs.map((s) => s.f)).toEqual(['falligkeitsdatum echeance', 'istanbul straße']);
    expect(doc.lines[2]!.segs.map((s) => s.f)).toEqual(['total', 'a b', 'total']);
  });

  it('votes the language over all lines as line-by-line counting does', () => {
    expect(doc.language).toBe(detectLanguage(doc.lines.map((l) => l.text)));
    expect(doc.language).not.toBeNull();
  });
});

describe('foldKeep by runs', () => {
  /** the character-by-character definition */
  const reference = (s: string): string => {
    let out = '';
    for (const ch of s) {
      let f = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if (f.length !== ch.length) f = (f + ch).slice(0, ch.length);
      out += f;
    }
    return out;
  };

  it('folds mixed ASCII and non-ASCII text exactly as character by character', () => {
    for (const s of [
      '',
      'INVOICE No. 2024-17',
      'Fälligkeitsdatum: 17.04.2024',
      'ÉCHÉANCE Montant TTC €',
      'İSTANBUL Straße ẞ Ǆ ﬁ Ω K',
      'A\u0301B\u0301 e\u0301',
      'Beløp å betale 𝐀𝐁 😀 x',
      '\u0301lone mark and \ud800 lone surrogate',
    ]) {
      expect(foldKeep(s)).toBe(reference(s));
      expect(foldKeep(s).length).toBe(s.length);
    }
  });
});

describe('long documents', () => {
  it('read the same after pdf.js caches are dropped between pages (fonts resolve to their names again)', async () => {
    const { openPdf } = await import('../src/pdf/index.js');
    const { makeLongInvoice } = await import('../src/fixtures/index.js');
    const doc = await openPdf(await makeLongInvoice(104));
    try {
      expect(doc.pages).toBeGreaterThan(101);
      const fonts = (n: number) => doc.readPage(n).then((p) => [...new Set(p.words.map((w) => w.fontName))].sort());
      const first = await fonts(1);
      for (let n = 2; n <= 101; n++) await doc.readPage(n); // the caches are dropped before page 101 is read
      expect(first.length).toBeGreaterThan(0);
      expect(first.every((f) => !/^g_d\d+_f\d+$/.test(f))).toBe(true); // real names, not pdf.js ids
      expect(await fonts(102)).toEqual(await fonts(2));
    } finally {
      await doc.close();
    }
  }, 60_000);
});

describe('PDFium reader memory', () => {
  it('stays flat over a thousand documents read one after another in one thread (WebAssembly heap size unchanged)', async () => {
    const { openPdf } = await import('../src/pdf/index.js');
    const { pdfiumHeapBytes } = await import('../src/pdf/pdfium.js');
    const { makeTruncatedPdf } = await import('../src/fixtures/index.js');
    // 256 KB of padding after the file's end: a document whose bytes were not freed would grow the heap by
    // 256 KB each time (PDFium ignores what follows %%EOF)
    const invoice = await makeSampleInvoice();
    const padded = new Uint8Array(invoice.length + 256 * 1024);
    padded.set(invoice);
    padded.fill(0x20, invoice.length);
    const truncated = await makeTruncatedPdf();
    const readOne = async (i: number) => {
      if (i % 10 === 9) {
        await expect(openPdf(truncated, { reader: 'pdfium' })).rejects.toMatchObject({ code: 'broken' });
        return;
      }
      const doc = await openPdf(padded, { reader: 'pdfium' });
      try {
        const page = await doc.readPage(1);
        expect(page.words.length).toBeGreaterThan(10);
        await doc.attachments();
      } finally {
        await doc.close();
      }
    };
    for (let i = 0; i < 50; i++) await readOne(i);
    const before = await pdfiumHeapBytes();
    for (let i = 50; i < 1050; i++) await readOne(i);
    expect(await pdfiumHeapBytes()).toBe(before);
  }, 300_000);
});

describe('document model kept compact (#16)', () => {
  it('gives every line its segments’ words in order, in an array of its own', () => {
    const doc = buildDoc([
      page(1, [
        [50, 40, 'Pos Artikel'],
        [50, 300, 'Menge'],
        [50, 420, 'Betrag'],
        [70, 40, '1 Kabelbinder schwarz'],
        [70, 300, '12'],
        [70, 420, '1 234,50'], // thousands groups joined into one word of the segment
      ]),
    ]);
    expect(doc.lines.length).toBe(2);
    for (const line of doc.lines) {
      expect(line.words).toEqual(line.segs.flatMap((s) => s.words));
      for (const s of line.segs) expect(line.words).not.toBe(s.words);
    }
    expect(doc.lines[1]!.words.map((w) => w.text)).toEqual(['1', 'Kabelbinder', 'schwarz', '12', '1234,50']);
  });

  it('returns the line items’ sources first, in item order, then the fields’, with a box for every key', async () => {
    const { makeLongInvoice } = await import('../src/fixtures/index.js');
    const r = await extract(await makeLongInvoice(2), { layoutOnly: true });
    const keys = Object.keys(r.sources);
    expect(r.invoice.lineItems.length).toBeGreaterThan(10);
    const itemKeys = keys.filter((k) => k.startsWith('invoice.lineItems.'));
    expect(itemKeys.length).toBeGreaterThan(r.invoice.lineItems.length);
    // the item keys form the beginning of the record, their item numbers never going down
    expect(keys.slice(0, itemKeys.length)).toEqual(itemKeys);
    const numbers = itemKeys.map((k) => Number(k.split('.')[2]));
    expect(numbers.every((n, i) => i === 0 || n >= numbers[i - 1]!)).toBe(true);
    for (const b of Object.values(r.sources)) {
      expect(b.page).toBeGreaterThanOrEqual(1);
      expect(b.bbox).toHaveLength(4);
    }
  }, 60_000);
});
