/**
 * A generated document's ground truth in the ICDAR 2013 table competition's form: `-str.xml` (each table's regions
 * with their cells, start/end row and column) and `-reg.xml` (each region's page and bounding box in PDF
 * coordinates, origin bottom-left). A table printed over two pages has one region per page; its rows are numbered
 * on through the regions as one logical table (the header printed again on a later page is not a row again).
 */
import type { RenderedTables } from './render.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (v: number) => v.toFixed(2);

export function icdarXml(name: string, r: RenderedTables): { str: string; reg: string } {
  const str: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', `<document filename="${esc(name)}.pdf">`];
  const reg: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', `<document filename="${esc(name)}.pdf">`];
  r.tables.forEach((t, i) => {
    str.push(`  <table id="${i + 1}">`);
    reg.push(`  <table id="${i + 1}">`);
    t.parts.forEach((p, j) => {
      const h = r.pageSizes[p.page - 1]!.height;
      const box = `<bounding-box x1="${n(p.box.x0)}" y1="${n(h - p.box.y1)}" x2="${n(p.box.x1)}" y2="${n(h - p.box.y0)}"/>`;
      reg.push(`    <region id="${j + 1}" page="${p.page}">`, `      ${box}`, '    </region>');
      str.push(`    <region id="${j + 1}" page="${p.page}">`);
      // cells go with the first region (the logical table); later regions carry only their box
      if (j === 0) {
        for (const c of t.cells) {
          str.push(
            `      <cell id="${c.row}.${c.col}" start-row="${c.row}" start-col="${c.col}"${c.rowSpan > 1 ? ` end-row="${c.row + c.rowSpan - 1}"` : ''}${c.colSpan > 1 ? ` end-col="${c.col + c.colSpan - 1}"` : ''}>`,
            `        <content>${esc(c.text)}</content>`,
            '      </cell>',
          );
        }
      }
      str.push('    </region>');
    });
    str.push('  </table>');
    reg.push('  </table>');
  });
  str.push('</document>');
  reg.push('</document>');
  return { str: str.join('\n') + '\n', reg: reg.join('\n') + '\n' };
}
