/**
 * Output formats of `tallysheet convert`: the --format list (xlsx, csv, datev, xero, quickbooks), --csv-locale
 * (en, de, fr, …: the CSV's separator and decimal mark) and --export-settings (a JSON file with the DATEV, Xero and
 * QuickBooks settings; see src/export/settings.ts for the fields and defaults), and the writing of each format.
 *
 * Per PDF: <name>.xlsx, <name>.csv, <name>.datev.csv, <name>.xero.csv, <name>.quickbooks.csv.
 * Across several PDFs: combined.xlsx, combined.csv + invoices.csv (one row per invoice), combined.datev.csv,
 * combined.xero.csv, combined.quickbooks.csv.
 * An invoice an accounting export cannot include (no date, no total) is reported on stderr, never dropped silently.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExportIssue, ExportOutput } from '../export/accounting.js';
import { type CsvFormat, csvFormatForLocale, EXPORT_FORMATS, type ExportFormat, type ExportSettings, resolveExportSettings } from '../export/settings.js';
import type { ExtractionResult } from '../types.js';

export const FORMAT_HELP = `  --format LIST     comma-separated output formats: xlsx, csv, datev, xero, quickbooks (default: xlsx,csv)
  --csv-locale LANG CSV for this language's spreadsheet programs: en = comma and decimal point (default);
                    de, fr, es, it, nl, … = semicolon and decimal comma
  --export-settings FILE  JSON with DATEV/Xero/QuickBooks accounts and tax codes (defaults: README, "Exports")`;

/** parseArgs options this module adds to `convert`. */
export const FORMAT_OPTIONS = {
  'csv-locale': { type: 'string', default: 'en' },
  'export-settings': { type: 'string' },
} as const;

export interface OutputPlan {
  formats: Set<ExportFormat>;
  settings: ExportSettings;
}

/** Validates --format, --csv-locale and --export-settings; throws an Error whose message is the usage error. */
export async function outputPlan(format: string, csvLocale: string | undefined, settingsFile: string | undefined): Promise<OutputPlan> {
  const list = format.split(',').map((f) => f.trim().toLowerCase()).filter(Boolean);
  const bad = list.find((f) => !(EXPORT_FORMATS as readonly string[]).includes(f));
  if (bad !== undefined || list.length === 0) throw new Error(`--format: unknown format "${bad ?? format}" (use ${EXPORT_FORMATS.join(', ')}, comma-separated)`);
  const locale = (csvLocale ?? 'en').trim();
  if (!/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/.test(locale)) throw new Error(`--csv-locale: "${csvLocale}" is not a language code (e.g. en, de, fr-CH)`);
  let stored: unknown = {};
  if (settingsFile) {
    try {
      stored = JSON.parse(await readFile(settingsFile, 'utf8'));
    } catch (err) {
      throw new Error(`--export-settings: ${settingsFile} is not a readable JSON file (${(err as Error).message})`);
    }
  }
  const settings = resolveExportSettings(stored);
  settings.csvFormat = csvFormatForLocale(locale);
  return { formats: new Set(list as ExportFormat[]), settings };
}

type Report = (issue: ExportIssue, format: string) => void | Promise<void>;

async function accounting(kind: 'datev' | 'xero' | 'quickbooks', results: ExtractionResult[], s: ExportSettings): Promise<ExportOutput> {
  if (kind === 'datev') return (await import('../export/datev.js')).writeDatev(results, { settings: s.datev });
  if (kind === 'xero') return (await import('../export/xero.js')).writeXero(results, s.xero);
  return (await import('../export/quickbooks.js')).writeQuickBooks(results, s.quickbooks);
}

const ACCOUNTING = ['datev', 'xero', 'quickbooks'] as const;

/** The formats the isolated file worker writes itself (xlsx, csv); the others are written here from its result. */
export function workerFormats(plan: OutputPlan): string[] {
  return [...plan.formats].filter((f) => f === 'xlsx' || f === 'csv');
}

async function put(dir: string, name: string, data: Uint8Array, written: string[]): Promise<void> {
  const p = join(dir, name);
  await writeFile(p, data);
  written.push(p);
}

/**
 * After the worker wrote <base>.xlsx / <base>.csv: the CSV again in the reader's format when that is not the
 * worker's comma-dot, and the accounting exports. Returns the paths written (the CSV only when rewritten).
 */
export async function writeExtraOutputs(r: ExtractionResult, dir: string, base: string, plan: OutputPlan, report: Report): Promise<string[]> {
  const written: string[] = [];
  if (plan.formats.has('csv') && plan.settings.csvFormat !== 'comma-dot') {
    const { writeCsv } = await import('../export/csv.js');
    await writeFile(join(dir, `${base}.csv`), writeCsv(r, { format: plan.settings.csvFormat }));
  }
  for (const kind of ACCOUNTING) {
    if (!plan.formats.has(kind)) continue;
    const out = await accounting(kind, [r], plan.settings);
    for (const issue of out.issues) await report(issue, kind);
    if (out.exported > 0) await put(dir, `${base}.${kind}.csv`, out.data, written);
  }
  return written;
}

/** After the worker wrote combined.xlsx / combined.csv: combined.csv in the reader's format, invoices.csv, the exports. */
export async function writeCombinedExtras(results: ExtractionResult[], dir: string, plan: OutputPlan): Promise<string[]> {
  const written: string[] = [];
  const format: CsvFormat = plan.settings.csvFormat;
  if (plan.formats.has('csv')) {
    const { writeCombinedCsv, writeInvoicesCsv } = await import('../export/csv.js');
    if (format !== 'comma-dot') await writeFile(join(dir, 'combined.csv'), writeCombinedCsv(results, { format }));
    await put(dir, 'invoices.csv', writeInvoicesCsv(results, { format }), written);
  }
  // the per-file runs already reported each invoice's export issues
  for (const kind of ACCOUNTING) {
    if (!plan.formats.has(kind)) continue;
    const out = await accounting(kind, results, plan.settings);
    if (out.exported > 0) await put(dir, `combined.${kind}.csv`, out.data, written);
  }
  return written;
}
