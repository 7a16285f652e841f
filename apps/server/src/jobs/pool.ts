import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ExportSettings } from '@tallysheet/extract/formats';
import type { CombineOutcome, ExtractFileOutcome, WorkerFault } from './extract-worker.js';

/** What a person reads when a thread ran past the per-file time limit. */
export function timeoutMessage(limitMs: number): string {
  const s = Math.round(limitMs / 1000);
  return `The file took too long to process (over ${s} second${s === 1 ? '' : 's'}) and was stopped.`;
}
/** … when a thread ran out of its memory cap. */
export const MEMORY_MESSAGE = 'The file needed too much memory to process and was stopped.';
/** … when a thread died otherwise (twice on the same file). */
export const WORKER_DIED_MESSAGE = 'The file could not be processed (the conversion worker stopped unexpectedly).';

export interface ExtractPoolOptions {
  threads: number;
  /** V8 old-generation cap per thread */
  memoryMb: number;
  /** per-file time limit */
  fileTimeoutMs: number;
}

/**
 * The compiled worker. From dist/ it sits next to this file; when the server runs from src/ (vitest, tsx) it is
 * taken from dist/ too, since worker threads run compiled JS: `npm run build` first.
 */
export function extractWorkerPath(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const sibling = resolve(here, 'extract-worker.js');
  if (existsSync(sibling)) return sibling;
  const built = resolve(here, '..', '..', 'dist', 'jobs', 'extract-worker.js');
  if (existsSync(built)) return built;
  throw new Error(`The conversion worker is not built (${built} is missing): run "npm run build -w apps/server" first.`);
}

export class WorkerDiedError extends Error {
  constructor(
    public readonly reason: 'timeout' | 'memory' | 'crash',
    detail: string,
    /** the text for the person whose file it was */
    public readonly userMessage: string,
  ) {
    super(`${userMessage} [${reason}: ${detail}]`);
    this.name = 'WorkerDiedError';
  }
}

/** The job was stopped (server shutting down); it will run again on the next start. */
export class CancelledError extends Error {
  constructor() {
    super('Cancelled: the worker is stopping');
    this.name = 'CancelledError';
  }
}

/** A piscina pool of worker threads running extract-worker.js. */
export class ExtractPool {
  private created?: Piscina;

  constructor(private readonly opts: ExtractPoolOptions) {}

  /** Made on first use, so a server that never converts does not need the built worker. */
  private get pool(): Piscina {
    this.created ??= new Piscina({
      filename: extractWorkerPath(),
      // Threads stay warm once made: a thread's first file also pays for loading pdf.js.
      minThreads: this.opts.threads,
      maxThreads: this.opts.threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: this.opts.memoryMb },
    });
    return this.created;
  }

  get threads(): number {
    return this.opts.threads;
  }

  /** Tasks waiting for a free thread. */
  get queued(): number {
    return this.created?.queueSize ?? 0;
  }

  /** Extracts one PDF; rejects with WorkerDiedError when the thread crashed, ran out of memory or took too long. */
  async extractFile(
    pdf: Uint8Array,
    name: string,
    onPage: (page: number, pages: number) => void,
    opts: { fault?: WorkerFault; signal?: AbortSignal; exports?: ExportSettings } = {},
  ): Promise<ExtractFileOutcome> {
    return (await this.runTimed({ kind: 'file', pdf, name, fault: opts.fault, exports: opts.exports }, onPage, opts.signal)) as ExtractFileOutcome;
  }

  /** The combined files over the file tasks' `serialized` results (and, with export settings, the combined exports). */
  async combine(results: Uint8Array[], exports: ExportSettings | undefined, signal?: AbortSignal): Promise<CombineOutcome> {
    return (await this.runTimed({ kind: 'combine', results, exports }, () => {}, signal)) as CombineOutcome;
  }

  /**
   * Runs one task with a time limit that starts when a thread takes it (the thread says so on the port),
   * not while it waits in the pool's queue. Aborting a running task makes piscina terminate that thread.
   */
  private async runTimed(task: object, onPage: (page: number, pages: number) => void, cancel?: AbortSignal): Promise<unknown> {
    cancel?.throwIfAborted();
    const controller = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    port1.on('message', (m: { type: 'start' } | { type: 'page'; page: number; pages: number }) => {
      if (m.type === 'start' && !timer) {
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, this.opts.fileTimeoutMs);
      } else if (m.type === 'page') onPage(m.page, m.pages);
    });
    try {
      const signal = cancel ? AbortSignal.any([controller.signal, cancel]) : controller.signal;
      return await this.pool.run({ ...task, port: port2 }, { signal, transferList: [port2] });
    } catch (err) {
      if (cancel?.aborted) throw new CancelledError();
      if (timedOut) throw new WorkerDiedError('timeout', `over ${this.opts.fileTimeoutMs} ms`, timeoutMessage(this.opts.fileTimeoutMs));
      const e = err as Error & { code?: string };
      if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new WorkerDiedError('memory', e.code, MEMORY_MESSAGE);
      throw new WorkerDiedError('crash', e.code ?? e.message, WORKER_DIED_MESSAGE);
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  }

  async close(): Promise<void> {
    await this.created?.close({ force: true });
  }
}
