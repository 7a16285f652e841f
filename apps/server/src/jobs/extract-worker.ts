/**
 * Runs in a piscina worker thread (compiled to dist/jobs/extract-worker.js): extraction and the xlsx/csv writers
 * are CPU-heavy and parse untrusted PDFs, so they run here under a memory cap and a time limit, never on the
 * server's event loop. Expected failures come back as `{ ok: false, message }`; a crash or an abort of this
 * thread is noticed by the pool.
 */
import { setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import type * as EngineModule from '@tallysheet/extract';
import type { ExtractionResult } from '@tallysheet/extract';

export type WorkerFault = 'crash' | 'oom' | 'hang' | 'stray-rejection';

export interface ExtractFileTask {
  kind: 'file';
  pdf: Uint8Array;
  name: string;
  /** receives `{ type: 'start' }` when this thread takes the task, then `{ type: 'page', page, pages }` */
  port?: MessagePort;
  /** test-only: make this thread die in a chosen way (only when the server enables fault injection) */
  fault?: WorkerFault;
}

export interface CombineTask {
  kind: 'combine';
  results: ExtractionResult[];
  port?: MessagePort;
}

export type WorkerTask = ExtractFileTask | CombineTask;

export type ExtractFileOutcome =
  | { ok: true; result: ExtractionResult; xlsx: Uint8Array; csv: Uint8Array; pages: number; tables: number }
  | { ok: false; message: string; detail?: string };

export type CombineOutcome = { ok: true; xlsx: Uint8Array; csv: Uint8Array } | { ok: false; message: string; detail?: string };

export const UNREADABLE_MESSAGE = 'The file could not be processed (the PDF is damaged or uses features we do not support).';

type Engine = Pick<typeof EngineModule, 'extract' | 'writeWorkbook' | 'writeCsv' | 'writeCombinedWorkbook' | 'writeCombinedCsv'>;

let engine: Promise<Engine> | undefined;
function loadEngine(): Promise<Engine> {
  const specifier = '@tallysheet/extract';
  engine ??= import(specifier) as Promise<Engine>;
  return engine;
}

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
  const { extract, writeWorkbook, writeCsv } = await loadEngine();
  try {
    if (task.fault) injectFault(task.fault);
    const { result, xlsx, csv } = await withStrayErrors(async () => {
      if (task.fault === 'stray-rejection') void Promise.reject(Object.assign(new Error('Bad (uncompressed) XRef entry: 5R'), { name: 'XRefEntryException' }));
      const result = await extract(task.pdf, {
        name: task.name,
        onPage: (page, pages) => task.port?.postMessage({ type: 'page', page, pages }),
      });
      return { result, xlsx: await writeWorkbook(result), csv: writeCsv(result) };
    });
    // Structured clone copies the bytes back; outputs are small next to the extraction work.
    return { ok: true, result, xlsx, csv, pages: result.file.pages, tables: result.tables.length };
  } catch (err) {
    return failure(err);
  } finally {
    task.port?.close();
  }
}

async function runCombine(task: CombineTask): Promise<CombineOutcome> {
  const { writeCombinedWorkbook, writeCombinedCsv } = await loadEngine();
  try {
    const { xlsx, csv } = await withStrayErrors(async () => ({
      xlsx: await writeCombinedWorkbook(task.results),
      csv: writeCombinedCsv(task.results),
    }));
    return { ok: true, xlsx, csv };
  } catch (err) {
    return failure(err);
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
