import { sql } from 'drizzle-orm';
import { output } from '../../db/schema/conversions.js';
import { extractionResult } from '../../db/schema/results.js';
import type { Db } from '../../db/types.js';
import { LeaseLostError } from '../../jobs/lease.js';
import type { BlobStorage, StoredBlob } from '../../storage/index.js';

/** Where a conversion's generated files live: every key the job, the export step and the review screen write. */
export const conversionPrefixes = (conversionId: string) => [`outputs/${conversionId}/`, `results/${conversionId}/`];

/** The blobs stored under a conversion's folders now. */
export async function listConversionBlobs(storage: BlobStorage, conversionId: string): Promise<StoredBlob[]> {
  return (await Promise.all(conversionPrefixes(conversionId).map((p) => storage.list(p)))).flat();
}

/**
 * Deletes blobs a run wrote and then could not record (its lease was taken over: the fenced statement that would
 * have named them wrote nothing). Failures are logged; expiry's orphan sweep catches what is left.
 */
export async function removeWrittenBlobs(
  deps: { storage: BlobStorage; log?: { warn(obj: object, msg?: string): void } },
  keys: string[],
): Promise<void> {
  for (const key of keys) {
    await deps.storage.delete(key).catch((err: unknown) => deps.log?.warn({ err, key }, 'could not delete a file of a run that lost its job'));
  }
}

/**
 * Runs a run's fenced statement that names the blobs `written` it stored just before; when the lease was gone
 * (nothing written) those blobs are deleted here — the run that took the job over may already have swept the
 * conversion's orphans — and the LeaseLostError goes on.
 */
export async function storeFenced<T>(deps: { storage: BlobStorage; log?: { warn(obj: object, msg?: string): void } }, written: string[], statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
  } catch (err) {
    if (err instanceof LeaseLostError) await removeWrittenBlobs(deps, written);
    throw err;
  }
}

/**
 * Deletes a conversion's stored bytes that no live row refers to: what a run killed (kill -9, a lost lease) between
 * writing a file and recording its row left behind — workbooks, CSVs, exports, result JSON, and on local disk the
 * temporary file of a write cut short. Called by recovery (a retry's reset, the queue's give-up) and by expiry (the
 * sweeper, for conversions whose files it just deleted). `olderThan` spares blobs written since (a write whose row is
 * on its way, e.g. a review-screen save); recovery passes none: the run that could write holds the job. `listed`:
 * only these blobs are candidates (a listing the caller took earlier; default: listed now) — a retry lists before
 * its fenced reset, so nothing a later run writes after taking the job over can be among them.
 * Answers how many blobs were deleted.
 */
export async function removeOrphanedBlobs(
  deps: { db: Db; storage: BlobStorage; log?: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void } },
  conversionId: string,
  { olderThan, listed: given }: { olderThan?: Date; listed?: StoredBlob[] } = {},
): Promise<number> {
  const listed = given ?? (await listConversionBlobs(deps.storage, conversionId));
  if (listed.length === 0) return 0;
  const referenced = await deps.db.execute(sql`
    select ${output.storageKey} as key from ${output} where ${output.conversionId} = ${conversionId} and ${output.deletedAt} is null
    union all
    select ${extractionResult.storageKey} from ${extractionResult} where ${extractionResult.conversionId} = ${conversionId} and ${extractionResult.deletedAt} is null`);
  const live = new Set((referenced as unknown as { rows: { key: string }[] }).rows.map((r) => r.key));
  let deleted = 0;
  for (const blob of listed) {
    if (live.has(blob.key) || (olderThan && blob.modifiedAt >= olderThan)) continue;
    try {
      await deps.storage.delete(blob.key);
      deleted++;
    } catch (err) {
      deps.log?.warn({ err, key: blob.key }, 'could not delete an orphaned file; the next sweep tries again');
    }
  }
  if (deleted > 0) deps.log?.info({ conversionId, deleted }, 'orphaned files of a stopped run deleted');
  return deleted;
}
