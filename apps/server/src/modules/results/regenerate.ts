import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { StoredResult } from './engine.js';
import type { RegenerateTask, RegeneratedFiles } from './regenerate-worker.js';

/**
 * The compiled worker: next to this file in dist/; when the server runs from src/ (vitest, tsx) it is taken from
 * dist/ too, as the extraction worker is (`npm run build` first).
 */
export function regenerateWorkerPath(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const sibling = resolve(here, 'regenerate-worker.js');
  if (existsSync(sibling)) return sibling;
  const built = resolve(here, '..', '..', '..', 'dist', 'modules', 'results', 'regenerate-worker.js');
  if (existsSync(built)) return built;
  throw new Error(`The regeneration worker is not built (${built} is missing): run "npm run build -w apps/server" first.`);
}

export interface RegeneratorOptions {
  /** V8 old-generation cap of the thread */
  memoryMb: number;
  /** time limit for one task; the thread is stopped past it */
  timeoutMs: number;
}

/**
 * One worker thread of its own for writing corrected files (not the extraction pool: a save must not wait behind
 * the PDFs being converted, and a conversion must not wait behind a save). Made on first use; the thread ends after
 * ten idle minutes and is made again on the next save. `warm()` (when a review screen is opened) starts it early,
 * so the first save does not also pay for loading ExcelJS.
 */
export class Regenerator {
  private created?: Piscina;

  constructor(private readonly opts: RegeneratorOptions) {}

  private get pool(): Piscina {
    this.created ??= new Piscina({
      filename: regenerateWorkerPath(),
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 10 * 60_000,
      resourceLimits: { maxOldGenerationSizeMb: this.opts.memoryMb },
    });
    return this.created;
  }

  private async run(task: RegenerateTask): Promise<RegeneratedFiles | null> {
    return (await this.pool.run(task, { signal: AbortSignal.timeout(this.opts.timeoutMs) })) as RegeneratedFiles | null;
  }

  /** Starts the thread and loads the engine in it; never fails (a real save reports any problem). */
  warm(): void {
    this.run({ kind: 'warm' }).catch(() => {});
  }

  /** One PDF's workbook and CSV. */
  async files(result: StoredResult): Promise<RegeneratedFiles> {
    return (await this.run({ kind: 'file', result }))!;
  }

  /** A conversion's combined workbook and CSV. */
  async combined(results: StoredResult[]): Promise<RegeneratedFiles> {
    return (await this.run({ kind: 'combined', results }))!;
  }

  async close(): Promise<void> {
    await this.created?.close({ force: true });
  }
}
