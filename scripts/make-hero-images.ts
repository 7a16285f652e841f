#!/usr/bin/env -S npx tsx
/**
 * Makes the landing page's before/after images from the project's own fixture, so the hero shows what the
 * product really does:
 *   before: page 1 of the extraction package's sample invoice (makeSampleInvoice), rendered with pdftoppm;
 *   after:  the "Line Items" sheet of the workbook Tallysheet writes for that PDF (extract → writeWorkbook, read
 *           back with ExcelJS), drawn as a spreadsheet-like HTML table and screenshotted in Chromium.
 * Output: apps/web/public/hero-invoice-pdf.png and hero-invoice-xlsx.png (committed; re-run after changing the
 * fixture or the workbook layout).
 *
 * Usage: npx tsx scripts/make-hero-images.ts
 * Needs: pdftoppm (Debian: poppler-utils) and Chromium (/usr/bin/chromium or CHROMIUM_PATH);
 *        optipng if installed (optional, makes the PNGs smaller).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { chromium } from 'playwright-core';
import { makeSampleInvoice } from '../packages/extract/src/fixtures/index.js';
import { extract, writeWorkbook } from '../packages/extract/src/index.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'apps', 'web', 'public');
const WIDTH = 800;
const HEIGHT = 600;
const PDF_NAME = 'invoice-INV-2024-0117.pdf';

function need(cmd: string, hint: string): void {
  if (spawnSync('sh', ['-c', `command -v ${cmd}`]).status !== 0) throw new Error(`${cmd} not found: ${hint}`);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/** The value a spreadsheet would display: number formats with decimals, ISO dates, formula results. */
function displayValue(cell: ExcelJS.Cell): { text: string; numeric: boolean } {
  let v = cell.value as unknown;
  if (v && typeof v === 'object' && 'result' in (v as object)) v = (v as { result: unknown }).result;
  if (v instanceof Date) return { text: v.toISOString().slice(0, 10), numeric: true };
  if (typeof v === 'number') {
    const fmt = cell.numFmt ?? '';
    const decimals = /0\.(0+)/.exec(fmt)?.[1]?.length ?? (Number.isInteger(v) ? 0 : 2);
    const grouped = fmt.includes('#,##0') || decimals > 0;
    const text = v.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: grouped });
    return { text, numeric: true };
  }
  if (v && typeof v === 'object' && 'richText' in (v as object)) {
    return { text: (v as { richText: Array<{ text: string }> }).richText.map((r) => r.text).join(''), numeric: false };
  }
  return { text: v == null ? '' : String(v), numeric: false };
}

function sheetHtml(wb: ExcelJS.Workbook, active: string): string {
  const ws = wb.getWorksheet(active);
  if (!ws) throw new Error(`workbook has no sheet "${active}"`);
  const cols = Math.min(ws.columnCount, 8);
  const widths = Array.from({ length: cols }, (_, i) => Math.max(6, Math.min(34, ws.getColumn(i + 1).width ?? 10)));
  const rows: string[] = [];
  // Empty rows down to the sheet tabs, as a spreadsheet window shows them.
  const rowCount = Math.max(ws.rowCount, 18);
  for (let r = 1; r <= rowCount; r++) {
    const cells: string[] = [`<th class="rn">${r}</th>`];
    for (let c = 1; c <= cols; c++) {
      const cell = ws.getRow(r).getCell(c);
      const { text, numeric } = displayValue(cell);
      const bold = cell.font?.bold ? ' b' : '';
      const fill = (cell.fill as { fgColor?: { argb?: string } } | undefined)?.fgColor?.argb;
      const style = fill && fill.length === 8 ? ` style="background:#${fill.slice(2)}"` : '';
      const sel = r === 2 && c === 2 ? ' sel' : '';
      cells.push(`<td class="${numeric ? 'num' : ''}${bold}${sel}"${style}>${escapeHtml(text)}</td>`);
    }
    rows.push(`<tr>${cells.join('')}</tr>`);
  }
  const header = `<tr><th class="corner"></th>${widths.map((_, i) => `<th>${columnLetter(i + 1)}</th>`).join('')}</tr>`;
  const colgroup = `<col style="width:34px">${widths.map((w) => `<col style="width:${Math.round(w * 7 + 10)}px">`).join('')}`;
  const tabs = wb.worksheets
    .map((s) => `<span class="tab${s.name === active ? ' on' : ''}">${escapeHtml(s.name)}</span>`)
    .join('');
  const b2 = displayValue(ws.getRow(2).getCell(2)).text;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    * { box-sizing: border-box; }
    body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; font: 13px/1.2 "Liberation Sans", Arial, sans-serif; color: #18181b; background: #fff; display: flex; flex-direction: column; overflow: hidden; }
    .bar { background: #0f766e; color: #fff; padding: 9px 14px; font-weight: 600; font-size: 14px; display: flex; justify-content: space-between; }
    .bar span:last-child { font-weight: 400; opacity: .85; }
    .fx { display: flex; border-bottom: 1px solid #d4d4d8; background: #fafafa; }
    .fx .ref { width: 70px; padding: 6px 8px; border-right: 1px solid #d4d4d8; color: #3f3f46; }
    .fx .f { padding: 6px 10px; color: #71717a; font-style: italic; border-right: 1px solid #d4d4d8; }
    .fx .v { padding: 6px 10px; white-space: nowrap; overflow: hidden; }
    .grid { flex: 1; overflow: hidden; }
    table { border-collapse: collapse; table-layout: fixed; }
    th { background: #f4f4f5; color: #52525b; font-weight: 400; border: 1px solid #d4d4d8; height: 24px; font-size: 12px; }
    th.rn { text-align: center; }
    td { border: 1px solid #e4e4e7; height: 26px; padding: 0 6px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; }
    td.b { font-weight: 700; }
    td.sel { outline: 2px solid #0f766e; outline-offset: -2px; }
    .tabs { display: flex; gap: 2px; padding: 0 8px; background: #f4f4f5; border-top: 1px solid #d4d4d8; height: 34px; align-items: flex-start; }
    .tab { padding: 7px 14px; color: #52525b; font-size: 12px; }
    .tab.on { background: #fff; color: #0f766e; font-weight: 700; border-bottom: 2px solid #0f766e; box-shadow: 0 1px 2px rgb(0 0 0 / .08); }
  </style></head><body>
    <div class="bar"><span>${escapeHtml(PDF_NAME.replace(/\.pdf$/, '.xlsx'))}</span><span>made by Tallysheet</span></div>
    <div class="fx"><span class="ref">B2</span><span class="f">fx</span><span class="v">${escapeHtml(b2)}</span></div>
    <div class="grid"><table><colgroup>${colgroup}</colgroup>${header}${rows.join('')}</table></div>
    <div class="tabs">${tabs}</div>
  </body></html>`;
}

function optimise(path: string): void {
  if (spawnSync('sh', ['-c', 'command -v optipng']).status === 0) execFileSync('optipng', ['-quiet', '-o2', path]);
}

async function main(): Promise<void> {
  need('pdftoppm', 'apt-get install -y poppler-utils');
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const work = mkdtempSync(join(tmpdir(), 'tallysheet-hero-'));
  try {
    // Before: the PDF page, scaled to the image width and cut to the part that holds the invoice.
    const pdf = await makeSampleInvoice();
    const pdfPath = join(work, PDF_NAME);
    writeFileSync(pdfPath, pdf);
    const pdfPng = join(outDir, 'hero-invoice-pdf.png');
    execFileSync('pdftoppm', [
      '-png', '-singlefile', '-f', '1', '-l', '1',
      '-scale-to-x', String(WIDTH), '-scale-to-y', '-1',
      '-x', '0', '-y', '0', '-W', String(WIDTH), '-H', String(HEIGHT),
      pdfPath, pdfPng.replace(/\.png$/, ''),
    ]);

    // After: what Tallysheet makes of that PDF, read back from the real workbook bytes.
    const result = await extract(pdf, { name: PDF_NAME });
    const failed = result.checks.filter((c) => !c.ok);
    if (failed.length > 0) throw new Error(`the sample invoice fails checks: ${failed.map((c) => c.name).join(', ')}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await writeWorkbook(result)) as unknown as ArrayBuffer);
    const html = sheetHtml(wb, 'Line Items');

    const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
      await page.setContent(html, { waitUntil: 'load' });
      await page.screenshot({ path: join(outDir, 'hero-invoice-xlsx.png'), clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
    } finally {
      await browser.close();
    }

    for (const name of ['hero-invoice-pdf.png', 'hero-invoice-xlsx.png']) {
      const p = join(outDir, name);
      optimise(p);
      console.log(`${p.replace(root + '/', '')}  ${(statSync(p).size / 1024).toFixed(1)} KB`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
