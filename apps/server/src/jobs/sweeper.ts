import { and, isNull, lte, eq } from 'drizzle-orm';
import { output, upload } from '../db/schema/conversions.js';
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
}

const BATCH = 200;

/**
 * Deletes the bytes of uploads and outputs past their `expiresAt` (24 h after creation) and marks the rows
 * deleted; the rows stay, so history still lists the files and a download answers 410.
 */
export async function sweepExpired({ db, storage, now, log }: SweepDeps): Promise<SweepResult> {
  const result: SweepResult = { uploads: 0, outputs: 0 };
  for (const [table, field] of [
    [upload, 'uploads'],
    [output, 'outputs'],
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
        result[field]++;
        progressed++;
      }
      if (rows.length < BATCH || progressed === 0) break;
    }
  }
  if (result.uploads + result.outputs > 0) log?.info({ ...result }, 'expired files deleted');
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
