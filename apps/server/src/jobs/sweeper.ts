import { and, isNull, isNotNull, lte, eq, inArray, sql } from 'drizzle-orm';
import { output, upload } from '../db/schema/conversions.js';
import { extractionResult, resultCorrection } from '../db/schema/results.js';
import type { BlobStorage } from '../storage/index.js';
import type { Db } from '../db/types.js';
import { removeOrphanedBlobs } from '../modules/conversions/orphans.js';

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
  /** bytes no row referred to (a killed run's), in the conversions whose files expired; counted only when there were any */
  orphans?: number;
}

const BATCH = 200;
/** An unreferenced blob younger than this may be a write whose row is on its way (a review-screen save): kept. */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/**
 * Deletes the bytes of uploads and outputs past their `expiresAt` (24 h after creation) and marks the rows
 * deleted; the rows stay, so history still lists the files and a download answers 410. In the conversions whose
 * files expired, bytes no row refers to (older than ORPHAN_GRACE_MS) are deleted too.
 */
export async function sweepExpired({ db, storage, now, log }: SweepDeps): Promise<SweepResult> {
  const result: SweepResult = { uploads: 0, outputs: 0 };
  let results = 0;
  // conversions some of whose files expired in this sweep: their folders are checked for orphaned bytes below
  const touched = new Set<string>();
  for (const [table, field] of [
    [upload, 'uploads'],
    [output, 'outputs'],
    [extractionResult, 'results'],
  ] as const) {
    for (;;) {
      const at = now();
      const rows = await db
        .select({ id: table.id, storageKey: table.storageKey, conversionId: table === upload ? sql<null>`null` : (table as typeof output).conversionId })
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
        if (row.conversionId) touched.add(row.conversionId);
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
  // What a run killed between writing a file and recording it left behind, in the conversions whose files just
  // expired (recovery removes it sooner when the conversion is retried or given up; this catches the rest).
  let orphans = 0;
  const olderThan = new Date(now().getTime() - ORPHAN_GRACE_MS);
  for (const conversionId of touched) {
    try {
      orphans += await removeOrphanedBlobs({ db, storage, log: log && { warn: log.warn.bind(log), info: () => {} } }, conversionId, { olderThan });
    } catch (err) {
      log?.warn({ err, conversionId }, 'could not look for orphaned files; will try again');
    }
  }
  if (orphans > 0) result.orphans = orphans;
  if (result.uploads + result.outputs + results + orphans > 0) log?.info({ ...result }, 'expired files deleted');
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
