/**
 * Runs in a piscina worker thread (compiled to dist/jobs/extract-worker.js): extraction and the xlsx/csv writers
 * are CPU-heavy and parse untrusted PDFs, so they run here under a memory cap and a time limit, never on the
 * server's event loop. Expected failures come back as `{ ok: false, message }`; a crash or an abort of this
 * thread is noticed by the pool.
 *
 * Everything else a PDF needs that costs CPU is done here too (#13 point 8): the result's JSON for the review
 * screen, the CSV in the user's format, the accounting exports, and the result serialized for the combined files.
 * The server's event loop, which answers status reads, only stores bytes and writes rows; it never holds or walks
 * an ExtractionResult (receiving one as a structured clone, and each export over it, cost milliseconds per PDF).
 */
import { setPriority } from 'node:os';
import { deserialize, serialize } from 'node:v8';
import type { MessagePort } from 'node:worker_threads';
import type * as EngineModule from '@tallysheet/extract';
import type { ExtractionResult } from '@tallysheet/extract';
import type * as FormatsModule from '@tallysheet/extract/formats';
import type { ExportIssue, ExportSettings } from '@tallysheet/extract/formats';

export type WorkerFault = 'crash' | 'oom' | 'hang' | 'stray-rejection';

export interface ExtractFileTask {
  kind: 'file';
  pdf: Uint8Array;
  name: string;
  /** the user's export settings (CSV format, accounting exports); absent: comma-dot CSV and no accounting exports */
  exports?: ExportSettings;
  /** receives `{ type: 'start' }` when this thread takes the task, then `{ type: 'page', page, pages }` */
  port?: MessagePort;
  /** test-only: make this thread die in a chosen way (only when the server enables fault injection) */
  fault?: WorkerFault;
}

export interface CombineTask {
  kind: 'combine';
  /** each PDF's result as `serialized` by its file task (v8 serialization: what a structured clone would carry) */
  results: Uint8Array[];
  exports?: ExportSettings;
  port?: MessagePort;
}

export type WorkerTask = ExtractFileTask | CombineTask;

export const ACCOUNTING_KINDS = ['datev', 'xero', 'quickbooks'] as const;
export type AccountingKind = (typeof ACCOUNTING_KINDS)[number];

/** One accounting export over one PDF's result (or the combined results), in ACCOUNTING_KINDS order. */
export interface AccountingFile {
  kind: AccountingKind;
  data: Uint8Array;
  issues: ExportIssue[];
  /** invoices written */
  exported: number;
}

/**
 * The export step's share of a task: the accounting exports, or why they could not be written (then the CSV stays
 * comma-dot and the server logs the error; the PDF's workbook and CSV are still its outputs).
 */
export type ExportsOutcome = { ok: true; accounting: AccountingFile[] } | { ok: false; error: string };

export type ExtractFileOutcome =
  | {
      ok: true;
      /** the result as JSON (UTF-8), stored as is for the review screen */
      json: Uint8Array;
      /** the result for a later combine task */
      serialized: Uint8Array;
      checks: { passed: number; total: number };
      xlsx: Uint8Array;
      /** in the user's CSV format when the exports succeeded, comma-dot otherwise */
      csv: Uint8Array;
      exports: ExportsOutcome;
      pages: number;
      tables: number;
    }
  | { ok: false; message: string; detail?: string };

/** The combined files; the workbook and CSV, and the exports, each succeed or fail on their own (as before). */
export interface CombineOutcome {
  /** the combined CSV in the user's format when the exports succeeded */
  files: { ok: true; xlsx: Uint8Array; csv: Uint8Array } | { ok: false; message: string; detail?: string };
  /** the invoices CSV (one row per invoice) and the combined accounting exports; null without export settings */
  exports: { ok: true; invoicesCsv: Uint8Array; accounting: AccountingFile[] } | { ok: false; error: string } | null;
}

export const UNREADABLE_MESSAGE = 'The file could not be processed (the PDF is damaged or uses features we do not support).';

type Engine = Pick<typeof EngineModule, 'extract' | 'writeWorkbook' | 'writeCsv' | 'writeCombinedWorkbook' | 'writeCombinedCsv'> &
  Pick<typeof FormatsModule, 'writeDatev' | 'writeXero' | 'writeQuickBooks' | 'writeInvoicesCsv'>;

let engine: Promise<Engine> | undefined;
function loadEngine(): Promise<Engine> {
  const specifier = '@tallysheet/extract';
  const formats = '@tallysheet/extract/formats';
  engine ??= Promise.all([import(specifier) as Promise<typeof EngineModule>, import(formats) as Promise<typeof FormatsModule>]).then(
    ([e, f]) => ({ ...e, writeDatev: f.writeDatev, writeXero: f.writeXero, writeQuickBooks: f.writeQuickBooks, writeInvoicesCsv: f.writeInvoicesCsv }),
  );
  return engine;
}

function accounting(e: Engine, results: ExtractionResult[], s: ExportSettings): AccountingFile[] {
  return ACCOUNTING_KINDS.map((kind) => {
    const out = kind === 'datev' ? e.writeDatev(results, { settings: s.datev }) : kind === 'xero' ? e.writeXero(results, s.xero) : e.writeQuickBooks(results, s.quickbooks);
    return { kind, data: out.data, issues: out.issues, exported: out.exported };
  });
}

const errorText = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err));

// On Linux the nice value is per thread: extraction yields the CPU to the server's event loop (status polls,
// uploads) when both want it. Only a little (nice 5, about a third of the weight): on a machine shared with other
// busy processes a larger value starves extraction. Elsewhere this may renice nothing or fail; either is fine.
try {
  setPriority(5);
} catch {
  /* not permitted here */
}

// Threads load the engine (pdf.js and the writers) as soon as they start, so the first file does not wait for it.
loadEngine().catch(() => {});

function isExtractionError(err: unknown): err is Error {
  return err instanceof Error && err.name === 'ExtractionError';
}

export const DAMAGED_PREFIX = 'This PDF is damaged and cannot be read';

function failure(err: unknown): { ok: false; message: string; detail?: string } {
  if (isExtractionError(err)) return { ok: false, message: err.message };
  const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  // pdf.js's own exceptions (XRefEntryException, FormatError, …) name a damaged file: say so.
  if (err instanceof Error && (/Exception$/.test(err.name) || err.name === 'FormatError')) {
    return { ok: false, message: `${DAMAGED_PREFIX} (${err.message.replace(/\s+/g, ' ').trim()}).`, detail };
  }
  return { ok: false, message: UNREADABLE_MESSAGE, detail };
}

/**
 * pdf.js runs its "worker" in this thread, and a damaged file can reject a promise nobody awaits or throw from a
 * callback. Unhandled, that ends the thread, and the file would be reported as "stopped" instead of "damaged".
 * Piscina gives a thread one task at a time, so such an error belongs to the task running now: it fails that task.
 */
let strayError: ((err: unknown) => void) | null = null;
process.on('unhandledRejection', (err) => strayError?.(err));
process.on('uncaughtException', (err) => strayError?.(err));

function withStrayErrors<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolvePromise, reject) => {
    strayError = reject;
    work().then(resolvePromise, reject);
  }).finally(() => {
    strayError = null;
  });
}

function injectFault(fault: WorkerFault): void {
  if (fault === 'crash') process.exit(70);
  if (fault === 'oom') {
    const hoard: number[][] = [];
    for (;;) hoard.push(new Array(1_000_000).fill(Math.random()));
  }
  if (fault === 'hang') for (;;);
}

async function runFile(task: ExtractFileTask): Promise<ExtractFileOutcome> {
  const e = await loadEngine();
  try {
    if (task.fault) injectFault(task.fault);
    const { result, xlsx, csv } = await withStrayErrors(async () => {
      if (task.fault === 'stray-rejection') void Promise.reject(Object.assign(new Error('Bad (uncompressed) XRef entry: 5R'), { name: 'XRefEntryException' }));
      const result = await e.extract(task.pdf, {
        name: task.name,
        onPage: (page, pages) => task.port?.postMessage({ type: 'page', page, pages }),
      });
      return { result, xlsx: await e.writeWorkbook(result), csv: e.writeCsv(result) };
    });
    // The export step: a failure here never fails the PDF (its workbook and CSV are there), as on the server before.
    let exports: ExportsOutcome = { ok: true, accounting: [] };
    let userCsv = csv;
    if (task.exports) {
      try {
        const s = task.exports;
        if (s.csvFormat !== 'comma-dot') userCsv = e.writeCsv(result, { format: s.csvFormat });
        exports = { ok: true, accounting: accounting(e, [result], s) };
      } catch (err) {
        exports = { ok: false, error: errorText(err) };
        userCsv = csv;
      }
    }
    const checks = result.checks ?? [];
    // Structured clone copies these bytes back: a flat copy, unlike the result's object graph.
    return {
      ok: true,
      json: Buffer.from(JSON.stringify(result)),
      serialized: serialize(result),
      checks: { passed: checks.filter((c) => c.ok).length, total: checks.length },
      xlsx,
      csv: userCsv,
      exports,
      pages: result.file.pages,
      tables: result.tables.length,
    };
  } catch (err) {
    return failure(err);
  } finally {
    task.port?.close();
  }
}

async function runCombine(task: CombineTask): Promise<CombineOutcome> {
  const e = await loadEngine();
  try {
    let results: ExtractionResult[] = [];
    let exports: CombineOutcome['exports'] = null;
    let userCsv: Uint8Array | null = null;
    try {
      results = task.results.map((b) => deserialize(b) as ExtractionResult);
      if (task.exports) {
        const s = task.exports;
        if (s.csvFormat !== 'comma-dot') userCsv = e.writeCombinedCsv(results, { format: s.csvFormat });
        exports = { ok: true, invoicesCsv: e.writeInvoicesCsv(results, { format: s.csvFormat }), accounting: accounting(e, results, s) };
      }
    } catch (err) {
      exports = { ok: false, error: errorText(err) };
      userCsv = null;
    }
    let files: CombineOutcome['files'];
    try {
      const { xlsx, csv } = await withStrayErrors(async () => ({
        xlsx: await e.writeCombinedWorkbook(results),
        csv: e.writeCombinedCsv(results),
      }));
      files = { ok: true, xlsx, csv: userCsv ?? csv };
    } catch (err) {
      files = failure(err);
    }
    return { files, exports };
  } finally {
    task.port?.close();
  }
}

export default async function run(task: WorkerTask): Promise<ExtractFileOutcome | CombineOutcome> {
  // The time limit is for the file, not for this thread loading the engine (seconds on a cold, busy machine).
  await loadEngine().catch(() => {});
  task.port?.postMessage({ type: 'start' });
  return task.kind === 'combine' ? runCombine(task) : runFile(task);
}
