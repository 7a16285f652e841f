/**
 * The text of a generated PDF as our reader sees it, and independent parsers of the printed number and date forms —
 * for test/gen-invoices.test.ts, which checks that the generator's ground truth is printed on its pages.
 */
import { openPdf } from '../../src/pdf/index.js';

/** All words of all pages, whitespace removed (a value drawn as one run is contiguous in it). */
export async function pdfText(data: Uint8Array): Promise<{ compact: string; pages: number }> {
  const pdf = await openPdf(data);
  try {
    let compact = '';
    for (let i = 1; i <= pdf.pages; i++) {
      const page = await pdf.readPage(i);
      compact += page.words.map((w) => w.text).join('');
    }
    return { compact: compact.replace(/\s+/g, ''), pages: pdf.pages };
  } finally {
    await pdf.close();
  }
}

export const compact = (s: string) => s.replace(/\s+/g, '');

/** A printed amount back to a number, given the generator's number style name (written apart from its formatter). */
export function parseAmount(s: string, style: string): number {
  const decimalComma = ['dot-comma', 'space-comma', 'plain-comma'].includes(style);
  let t = s.replace(/[\s\u00a0']/g, '');
  // a negative amount as a credit note prints it: "-12.00", "12.00-" or "(12.00)"
  const negative = /^-|-$|^\(.*\)$/.test(t);
  t = t.replace(/^[-(]|[-)]$/g, '');
  t = decimalComma ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  return negative ? -Number(t) : Number(t);
}

/** A printed date back to ISO, given the generator's date style name and the language's month names. */
export function parseDate(s: string, style: string, months: string[]): string {
  const pad = (n: number | string) => String(n).padStart(2, '0');
  if (style === 'iso') return s;
  if (style === 'long') {
    const m = /^(\d{1,2})\.? (?:de )?(\p{L}+) (?:de )?(\d{4})$/u.exec(s);
    if (!m) return `unparsed:${s}`;
    return `${m[3]}-${pad(months.indexOf(m[2]!) + 1)}-${pad(m[1]!)}`;
  }
  const m = /^(\d{2})[./-](\d{2})[./-](\d{2,4})$/.exec(s);
  if (!m) return `unparsed:${s}`;
  const y = m[3]!.length === 2 ? `20${m[3]}` : m[3]!;
  return `${y}-${m[2]}-${m[1]}`;
}
