import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtractionResult } from '../src/types.js';
import { parseCsv } from './fixtures/csv.js';
import { makeFacturXInvoice, makeImageOnlyPdf, makeNotPdf, renderInvoice, SAMPLE_DE, SAMPLE_EN } from './fixtures/index.js';

const pkg = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(pkg, 'bin/tallysheet.js');
let dir: string;
const files: Record<string, string> = {};

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(async () => {
  // The shim runs the built CLI; `npm test` builds first, a bare `vitest run` builds here when dist is missing.
  if (!existsSync(join(pkg, 'dist/cli/main.js'))) {
    const b = spawnSync(process.execPath, [join(pkg, '../../node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: pkg, encoding: 'utf8' });
    if (b.status !== 0) throw new Error(`build failed: ${b.stdout}${b.stderr}`);
  }
  dir = mkdtempSync(join(tmpdir(), 'tallysheet-cli-'));
  const write = (name: string, data: Uint8Array) => {
    writeFileSync(join(dir, name), data);
    files[name] = join(dir, name);
  };
  write('invoice-en.pdf', await renderInvoice(SAMPLE_EN));
  write('rechnung-de.pdf', await renderInvoice(SAMPLE_DE));
  write('facturx.pdf', await makeFacturXInvoice());
  write('scan.pdf', await makeImageOnlyPdf());
  write('notes.pdf', makeNotPdf());
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('tallysheet CLI', () => {
  it('--help prints usage and exits 0; no arguments exits 2', () => {
    const h = run('--help');
    expect(h.code).toBe(0);
    expect(h.stdout).toContain('tallysheet extract FILE.pdf');
    expect(h.stdout).toContain('tallysheet convert FILE.pdf');
    expect(h.stdout).toContain('--layout-only');
    const none = run();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage');
  });

  it('rejects unknown commands, options and formats with exit 2', () => {
    expect(run('frobnicate', 'x.pdf').code).toBe(2);
    expect(run('extract', '--nope', 'x.pdf').code).toBe(2);
    const f = run('convert', 'invoice-en.pdf', '--out', 'o', '--format', 'pdf');
    expect(f.code).toBe(2);
    expect(f.stderr).toContain('unknown format "pdf"');
    expect(run('convert', 'invoice-en.pdf').stderr).toContain('--out DIR is required');
  });

  it('extract --json prints one ExtractionResult per line', () => {
    const r = run('extract', 'invoice-en.pdf', 'facturx.pdf', '--json');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    const [a, b] = lines.map((l) => JSON.parse(l) as ExtractionResult);
    expect(Object.keys(a).sort()).toEqual(['checks', 'file', 'invoice', 'source', 'tables', 'warnings']);
    expect(a.file).toEqual({ name: 'invoice-en.pdf', pages: 1 });
    expect(a.source).toBe('layout');
    expect(a.invoice.number).toBe('INV-2024-0117');
    expect(a.invoice.totals.gross).toBe(4156.2);
    expect(b.source).toBe('embedded-xml');
    expect(b.invoice.number).toBe('FX-2024-0042');
  });

  it('--layout-only ignores the embedded XML', () => {
    const r = run('extract', 'facturx.pdf', '--json', '--layout-only');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as ExtractionResult).source).toBe('layout');
  });

  it('a bad file gets one line on stderr, the others are still processed, exit 1', () => {
    const r = run('extract', 'notes.pdf', 'invoice-en.pdf', 'scan.pdf', 'missing.pdf', '--json');
    expect(r.code).toBe(1);
    const err = r.stderr.trim().split('\n');
    expect(err).toEqual([
      'tallysheet: notes.pdf: This file is not a PDF (no %PDF- header).',
      'tallysheet: scan.pdf: This PDF has no text layer (scanned PDF?). Only text-based PDFs are supported.',
      'tallysheet: missing.pdf: file not found',
    ]);
    const out = r.stdout.trim().split('\n');
    expect(out).toHaveLength(1);
    expect(JSON.parse(out[0]).file.name).toBe('invoice-en.pdf');
  });

  it('extract without --json prints a readable summary', () => {
    const r = run('extract', 'rechnung-de.pdf');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('rechnung-de.pdf: 1 page(s), source layout');
    expect(r.stdout).toContain('RE-2024-0815');
  });

  it('convert writes a workbook and CSV per PDF plus combined ones', async () => {
    const r = run('convert', 'invoice-en.pdf', 'rechnung-de.pdf', 'notes.pdf', '--out', 'out');
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe('tallysheet: notes.pdf: This file is not a PDF (no %PDF- header).');
    expect(readdirSync(join(dir, 'out')).sort()).toEqual(['combined.csv', 'combined.xlsx', 'invoice-en.csv', 'invoice-en.xlsx', 'invoices.csv', 'rechnung-de.csv', 'rechnung-de.xlsx']);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(join(dir, 'out/invoice-en.xlsx'));
    expect(wb.worksheets.map((w) => w.name).slice(0, 2)).toEqual(['Invoice', 'Line Items']);
    const lines = wb.getWorksheet('Line Items')!;
    expect(typeof lines.getCell('G2').value).toBe('number');

    const combined = new ExcelJS.Workbook();
    await combined.xlsx.readFile(join(dir, 'out/combined.xlsx'));
    expect(combined.worksheets.map((w) => w.name)).toEqual(['Invoices', 'Line Items']);
    expect(combined.getWorksheet('Invoices')!.rowCount).toBe(3);

    const csv = readFileSync(join(dir, 'out/combined.csv'), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(csv.slice(1));
    expect(rows[0][0]).toBe('File');
    expect(new Set(rows.slice(1).map((row) => row[0]))).toEqual(new Set(['invoice-en.pdf', 'rechnung-de.pdf']));
  });

  it('convert --format datev,xero,quickbooks,csv --csv-locale de writes the accounting exports and a semicolon CSV', () => {
    const r = run('convert', 'invoice-en.pdf', 'rechnung-de.pdf', '--out', 'acc', '--format', 'csv,datev,xero,quickbooks', '--csv-locale', 'de');
    expect(r.code).toBe(0);
    expect(readdirSync(join(dir, 'acc')).sort()).toEqual([
      'combined.csv', 'combined.datev.csv', 'combined.quickbooks.csv', 'combined.xero.csv',
      'invoice-en.csv', 'invoice-en.datev.csv', 'invoice-en.quickbooks.csv', 'invoice-en.xero.csv', 'invoices.csv',
      'rechnung-de.csv', 'rechnung-de.datev.csv', 'rechnung-de.quickbooks.csv', 'rechnung-de.xero.csv',
    ]);
    const csv = readFileSync(join(dir, 'acc/invoices.csv'), 'utf8');
    const rows = parseCsv(csv.slice(1), ';');
    expect(rows).toHaveLength(3);
    const gross = rows[0].indexOf('Gross amount');
    expect(rows[2][gross]).toMatch(/^\d+,\d{1,2}$/);
    const datev = readFileSync(join(dir, 'acc/combined.datev.csv'), 'latin1');
    expect(datev.startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
    expect(datev.split('\r\n').filter(Boolean).length).toBeGreaterThanOrEqual(4);
    const xero = parseCsv(readFileSync(join(dir, 'acc/combined.xero.csv'), 'utf8'));
    expect(xero[0].slice(0, 1)).toEqual(['*ContactName']);
    expect(new Set(xero.slice(1).map((row) => row[10]))).toEqual(new Set([SAMPLE_EN.number, SAMPLE_DE.number]));
  });

  it('convert rejects an unknown format and a bad --csv-locale with exit 2', () => {
    expect(run('convert', 'invoice-en.pdf', '--out', 'x', '--format', 'pdf').code).toBe(2);
    expect(run('convert', 'invoice-en.pdf', '--out', 'x', '--csv-locale', '1;2').code).toBe(2);
  });

  it('convert --format csv writes only CSV; one file gives no combined output', () => {
    const r = run('convert', 'rechnung-de.pdf', '--out', 'csv-only', '--format', 'csv');
    expect(r.code).toBe(0);
    expect(readdirSync(join(dir, 'csv-only'))).toEqual(['rechnung-de.csv']);
  });
});
