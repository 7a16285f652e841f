/**
 * The engine's writers and checks, loaded on first use (ExcelJS is large). Declared here so the server builds on
 * its own, as the extraction worker does; the types follow @tallysheet/extract's ExtractionResult (DESIGN §6).
 */
import type { CheckData, InvoiceDataBody, SourceBoxData } from '@tallysheet/contracts';

export interface StoredResult {
  file: { name: string; pages: number };
  source: 'embedded-xml' | 'layout';
  invoice: InvoiceDataBody;
  tables: { page: number; bbox: [number, number, number, number]; rows: string[][] }[];
  checks: CheckData[];
  warnings: string[];
  sources?: Record<string, SourceBoxData>;
}

interface Checks {
  runChecks(invoice: InvoiceDataBody): CheckData[];
}

interface Engine extends Checks {
  writeWorkbook(result: StoredResult): Promise<Uint8Array>;
  writeCsv(result: StoredResult): Uint8Array;
  writeCombinedWorkbook(results: StoredResult[]): Promise<Uint8Array>;
  writeCombinedCsv(results: StoredResult[]): Uint8Array;
}

let engine: Promise<Engine> | undefined;
export function loadEngine(): Promise<Engine> {
  const specifier = '@tallysheet/extract';
  engine ??= import(specifier) as Promise<Engine>;
  return engine;
}

/**
 * The checks alone (`@tallysheet/extract/checks`, no pdf.js, no ExcelJS): what the server process itself needs now
 * that corrected files are written in the regeneration worker.
 */
let checks: Promise<Checks> | undefined;
export function loadChecks(): Promise<Checks> {
  const specifier = '@tallysheet/extract/checks';
  checks ??= import(specifier) as Promise<Checks>;
  return checks;
}
