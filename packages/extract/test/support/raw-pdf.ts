/**
 * A minimal PDF writer for test cases no PDF library produces on purpose (Type 3 fonts, ligature glyphs, a
 * ToUnicode map to another script, right-to-left text drawn in visual order): objects are given as PDF source text,
 * the writer numbers them, adds the page tree, the cross-reference table and the trailer.
 */

export interface RawPage {
  /** content stream (PDF operators) */
  content: string;
  /** the page's /Resources dictionary, may refer to extra objects as `{n}` (1-based index into `objects`) */
  resources: string;
  /** [width, height], default A4 */
  size?: [number, number];
}

/**
 * Builds a PDF. `objects` are extra indirect objects (dictionaries or streams as PDF text; a stream is written as
 * `{ dict, stream }`); they and the pages refer to each other as `{1}`, `{2}`, … (index into `objects`).
 */
export function rawPdf(pages: RawPage[], objects: (string | { dict: string; stream: string })[] = []): Uint8Array {
  // object numbers: 1 catalog, 2 pages, 3.. extra objects, then per page: page, content
  const extraBase = 3;
  const pageBase = extraBase + objects.length;
  const ref = (text: string) => text.replace(/\{(\d+)\}/g, (_, i: string) => `${extraBase + Number(i) - 1} 0 R`);
  const bodies: string[] = [];
  bodies[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  bodies[2] = `<< /Type /Pages /Count ${pages.length} /Kids [${pages.map((_, i) => `${pageBase + 2 * i} 0 R`).join(' ')}] >>`;
  objects.forEach((o, i) => {
    bodies[extraBase + i] = typeof o === 'string' ? ref(o) : stream(ref(o.dict), o.stream);
  });
  pages.forEach((p, i) => {
    const [w, h] = p.size ?? [595.28, 841.89];
    bodies[pageBase + 2 * i] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources ${ref(p.resources)} /Contents ${pageBase + 2 * i + 1} 0 R >>`;
    bodies[pageBase + 2 * i + 1] = stream('<< >>', p.content);
  });
  let out = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let n = 1; n < bodies.length; n++) {
    offsets[n] = Buffer.byteLength(out, 'latin1');
    out += `${n} 0 obj\n${bodies[n]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${bodies.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < bodies.length; n++) out += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${bodies.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

function stream(dict: string, data: string): string {
  const length = Buffer.byteLength(data, 'latin1');
  const d = dict.trim().replace(/>>$/, ` /Length ${length} >>`);
  return `${d}\nstream\n${data}\nendstream`;
}

/** A ToUnicode CMap mapping one-byte codes to Unicode strings. */
export function toUnicodeCMap(map: Record<number, string>): string {
  const hex = (s: string) =>
    [...s]
      .map((ch) => {
        const cp = ch.codePointAt(0)!;
        if (cp <= 0xffff) return cp.toString(16).padStart(4, '0');
        const v = cp - 0x10000;
        return ((0xd800 + (v >> 10)).toString(16) + (0xdc00 + (v & 0x3ff)).toString(16)).padStart(8, '0');
      })
      .join('');
  const entries = Object.entries(map).map(([code, text]) => `<${Number(code).toString(16).padStart(2, '0')}> <${hex(text)}>`);
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<00> <ff>',
    'endcodespacerange',
    `${entries.length} beginbfchar`,
    ...entries,
    'endbfchar',
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
