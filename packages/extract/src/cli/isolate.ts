import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describeError } from './errors.js';
import type { WorkerReply, WorkerTask } from './file-worker.js';

export interface Limits {
  /** wall-clock limit for one task */
  timeoutMs: number;
  /** memory one task may use: the thread's heap cap, and the process's growth while it runs (buffers included) */
  maxMemoryMb: number;
}

/** How often the parent looks at the process's memory while a task runs. */
const WATCH_MS = 50;

function workerUrl(): URL {
  const sibling = new URL('./file-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(sibling))) return sibling;
  // Run from src/ (tsx, vitest): worker threads run the compiled file.
  const built = new URL('../../dist/cli/file-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  throw new Error('the CLI worker is not built; run "npm run build -w packages/extract" first');
}

const seconds = (ms: number) => `${Math.round((ms / 1000) * 10) / 10} s`;

type Pending = { id: number; resolve: (r: WorkerReply) => void; limits: Limits; onStart?: () => void };

/**
 * Runs tasks one at a time in a worker thread and always settles each with a reply: the task's own, or a failure
 * when the thread runs past the time limit (counted from when the thread starts the task) or the memory limit, or
 * dies. After any failure the thread is ended — nothing a hostile file started (pending pdf.js work, timers, a
 * runaway loop) reaches the next file — and the next task gets a fresh thread; after a success it is reused, so a
 * batch does not load pdf.js once per file.
 */
export class IsolatedRunner {
  private worker: Worker | null = null;
  private pending: Pending | null = null;
  private nextId = 1;
  private timer?: NodeJS.Timeout;
  private watch?: NodeJS.Timeout;

  constructor(private readonly limits: Limits) {}

  /** `onStart`: called when the thread, engine loaded, takes the task (where the time limit starts). */
  run(task: WorkerTask, opts: { onStart?: () => void } = {}): Promise<WorkerReply> {
    if (this.pending) throw new Error('one task at a time');
    return new Promise((resolvePromise) => {
      const id = this.nextId++;
      this.pending = { id, resolve: resolvePromise, limits: this.limits, onStart: opts.onStart };
      let worker: Worker;
      try {
        worker = this.worker ?? this.spawn();
      } catch (err) {
        this.finish(id, { ok: false, message: describeError(err) }, true);
        return;
      }
      worker.postMessage({ id, task });
    });
  }

  /** Ends the thread (call when all tasks are done, so the process can exit). */
  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    await w?.terminate();
  }

  private spawn(): Worker {
    const worker = new Worker(workerUrl(), {
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.maxMemoryMb,
        maxYoungGenerationSizeMb: Math.max(4, Math.min(64, Math.floor(this.limits.maxMemoryMb / 8))),
      },
      stdout: true,
      stderr: true,
    });
    // pdf.js warnings and the like are not the CLI's output.
    worker.stdout.resume();
    worker.stderr.resume();
    worker.on('message', (m: { id: number; started?: true; reply?: WorkerReply }) => {
      if (m.started && this.pending?.id === m.id) {
        // Time and memory count from when the thread, engine loaded, takes the task. The heap cap holds
        // throughout; the process's growth (pdf.js's buffers are outside the heap) is watched from here.
        this.timer = setTimeout(() => this.finish(m.id, this.overTime(), true), this.limits.timeoutMs);
        const baseline = process.memoryUsage.rss();
        this.watch = setInterval(() => {
          if (process.memoryUsage.rss() - baseline > this.limits.maxMemoryMb * 1024 * 1024) this.finish(m.id, this.overMemory(), true);
        }, WATCH_MS);
        this.pending.onStart?.();
      } else if (m.reply) this.finish(m.id, m.reply, !m.reply.ok);
    });
    worker.on('error', (err: Error & { code?: string }) => {
      // A thread ended by finish() is no longer this.worker: its late events belong to no task.
      if (this.worker !== worker) return;
      this.worker = null;
      if (this.pending) this.finish(this.pending.id, err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? this.overMemory() : { ok: false, message: describeError(err) }, false);
    });
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      this.worker = null;
      if (this.pending) this.finish(this.pending.id, { ok: false, message: `the worker stopped unexpectedly (exit code ${code})` }, false);
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private overTime(): WorkerReply {
    return { ok: false, message: `took longer than ${seconds(this.limits.timeoutMs)} and was stopped (raise the limit with --timeout SECONDS)` };
  }

  private overMemory(): WorkerReply {
    return { ok: false, message: `needed more than ${this.limits.maxMemoryMb} MB of memory and was stopped (raise the limit with --max-memory MB)` };
  }

  private finish(id: number, reply: WorkerReply, endThread: boolean): void {
    const p = this.pending;
    if (!p || p.id !== id) return;
    this.pending = null;
    clearTimeout(this.timer);
    clearInterval(this.watch);
    if (endThread && this.worker) {
      const w = this.worker;
      this.worker = null;
      void w.terminate();
    }
    p.resolve(reply);
  }
}
