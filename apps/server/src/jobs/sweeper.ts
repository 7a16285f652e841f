import { and, isNull, isNotNull, lte, eq, inArray } from 'drizzle-orm';
import { output, upload } from '../db/schema/conversions.js';
import { extractionResult, resultCorrection } from '../db/schema/results.js';
import type { BlobStorage } from '../storage/index.js';
import type { Db } from '../db/types.js';

export interface SweepDeps {
  db: Db;
  storage: BlobStorage;
  now: () => Date;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

export interface SweepResult {
  uploads: number;
  outputs: number;
  /** kept ExtractionResults (review screen), counted only when there were any */
  results?: number;
}

const BATCH = 200;

/**
 * Deletes the bytes of uploads and outputs past their `expiresAt` (24 h after creation) and marks the rows
 * deleted; the rows stay, so history still lists the files and a download answers 410.
 */
export async function sweepExpired({ db, storage, now, log }: SweepDeps): Promise<SweepResult> {
  const result: SweepResult = { uploads: 0, outputs: 0 };
  let results = 0;
  for (const [table, field] of [
    [upload, 'uploads'],
    [output, 'outputs'],
    [extractionResult, 'results'],
  ] as const) {
    for (;;) {
      const at = now();
      const rows = await db
        .select({ id: table.id, storageKey: table.storageKey })
        .from(table)
        .where(and(isNull(table.deletedAt), lte(table.expiresAt, at)))
        .limit(BATCH);
      let progressed = 0;
      for (const row of rows) {
        try {
          await storage.delete(row.storageKey);
        } catch (err) {
          log?.warn({ err, key: row.storageKey }, 'could not delete an expired file; will try again');
          continue;
        }
        await db.update(table).set({ deletedAt: at }).where(eq(table.id, row.id));
        if (field === 'results') results++;
        else result[field]++;
        progressed++;
      }
      if (rows.length < BATCH || progressed === 0) break;
    }
  }
  // Corrections go with their result (issue #12: files expire 24 hours after the conversion, corrections with them).
  if (results > 0) {
    result.results = results;
    const gone = db.select({ id: extractionResult.id }).from(extractionResult).where(isNotNull(extractionResult.deletedAt));
    await db.delete(resultCorrection).where(inArray(resultCorrection.resultId, gone));
  }
  if (result.uploads + result.outputs + results > 0) log?.info({ ...result }, 'expired files deleted');
  return result;
}

/** Runs sweepExpired every `intervalMs` (and once at start); `stop()` waits for a sweep under way. */
export class Sweeper {
  private timer?: NodeJS.Timeout;
  private current?: Promise<unknown>;
  private stopped = true;
  constructor(
    private readonly deps: SweepDeps,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.stopped = false;
    const run = () => {
      this.current = sweepExpired(this.deps)
        .catch((err: unknown) => this.deps.log?.warn({ err }, 'sweep failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(run, this.intervalMs);
        });
    };
    run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.current;
  }
}
