/**
 * The CLI's worker thread (compiled to dist/cli/file-worker.js). One task at a time: read and extract one PDF (and
 * write its xlsx/csv bytes), or write the combined files. The parent gives the thread a heap cap and a time limit
 * per task and ends the thread when either is crossed or a task fails. Every failure in here — an ExtractionError,
 * a pdf.js exception, a promise rejected inside pdf.js that nobody awaits — comes back as the task's one message.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { ExtractionResult } from '../types.js';
import { describeError } from './errors.js';

export type WorkerTask =
  | { kind: 'file'; path: string; layoutOnly: boolean; maxPages?: number; formats: string[] }
  | { kind: 'combine'; results: ExtractionResult[]; formats: string[] };

export type WorkerReply =
  | { ok: true; result?: ExtractionResult; xlsx?: Uint8Array; csv?: Uint8Array }
  | { ok: false; message: string };

/** The task this thread is working on; a failure from inside pdf.js is that task's. */
let current: { id: number; replied: boolean } | null = null;

function reply(message: WorkerReply, transfer: ArrayBuffer[] = []): void {
  if (!current || current.replied) return;
  current.replied = true;
  parentPort!.postMessage({ id: current.id, reply: message }, transfer);
}

// pdf.js runs its "worker" in this thread: a damaged file can reject a promise nobody awaits, or throw from a
// callback. Either is the current file's error; after any failure the parent ends this thread and starts another.
process.on('unhandledRejection', (err) => reply({ ok: false, message: describeError(err) }));
process.on('uncaughtException', (err) => reply({ ok: false, message: describeError(err) }));

function own(bytes: Uint8Array): Uint8Array {
  // A view into a larger (pooled) buffer would transfer that whole buffer: copy into one of its own size.
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

// The engine (pdf.js, the writers) loads while the parent is still preparing the first task.
const engine = import('../index.js');

async function run(task: WorkerTask): Promise<void> {
  const writers = await engine;
  parentPort!.postMessage({ id: current!.id, started: true });
  const out: { result?: ExtractionResult; xlsx?: Uint8Array; csv?: Uint8Array } = {};
  if (task.kind === 'file') {
    const data = await readFile(task.path);
    const pdf = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    const result = await writers.extract(pdf, { name: basename(task.path), layoutOnly: task.layoutOnly, maxPages: task.maxPages });
    out.result = result;
    if (task.formats.includes('xlsx')) out.xlsx = own(await writers.writeWorkbook(result));
    if (task.formats.includes('csv')) out.csv = own(writers.writeCsv(result));
  } else {
    if (task.formats.includes('xlsx')) out.xlsx = own(await writers.writeCombinedWorkbook(task.results));
    if (task.formats.includes('csv')) out.csv = own(writers.writeCombinedCsv(task.results));
  }
  const transfer = [out.xlsx, out.csv].filter((b): b is Uint8Array => !!b).map((b) => b.buffer as ArrayBuffer);
  reply({ ok: true, ...out }, transfer);
}

parentPort!.on('message', (m: { id: number; task: WorkerTask }) => {
  current = { id: m.id, replied: false };
  run(m.task).catch((err: unknown) => reply({ ok: false, message: describeError(err) }));
});
