import { sql } from 'drizzle-orm';
import { output } from '../../db/schema/conversions.js';
import { extractionResult } from '../../db/schema/results.js';
import type { Db } from '../../db/types.js';
import type { BlobStorage } from '../../storage/index.js';

/** Where a conversion's generated files live: every key the job, the export step and the review screen write. */
export const conversionPrefixes = (conversionId: string) => [`outputs/${conversionId}/`, `results/${conversionId}/`];

/**
 * Deletes a conversion's stored bytes that no live row refers to: what a run killed (kill -9, a lost lease) between
 * writing a file and recording its row left behind — workbooks, CSVs, exports, result JSON, and on local disk the
 * temporary file of a write cut short. Called by recovery (a retry's reset, the queue's give-up) and by expiry (the
 * sweeper, for conversions whose files it just deleted). `olderThan` spares blobs written since (a write whose row is
 * on its way, e.g. a review-screen save); recovery passes none: the run that could write holds the job.
 * Answers how many blobs were deleted.
 */
export async function removeOrphanedBlobs(
  deps: { db: Db; storage: BlobStorage; log?: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void } },
  conversionId: string,
  { olderThan }: { olderThan?: Date } = {},
): Promise<number> {
  const listed = (await Promise.all(conversionPrefixes(conversionId).map((p) => deps.storage.list(p)))).flat();
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
