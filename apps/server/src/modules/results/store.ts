import { eq, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { upload } from '../../db/schema/conversions.js';
import { extractionResult } from '../../db/schema/results.js';
import type { Db } from '../../db/types.js';
import { insertRowsWhen } from '../../jobs/lease.js';
import type { BlobStorage } from '../../storage/index.js';

interface CheckLike {
  ok: boolean;
}

/**
 * Keeps a converted PDF's ExtractionResult for the review screen (issue #12): the JSON in blob storage, a row with
 * its check summary, both expiring with the PDF's workbook; and the uploaded PDF itself is kept as long as that
 * workbook, so the viewer can show it.
 */
export async function keepResult(
  deps: { db: Db; storage: BlobStorage },
  row: { userId: string; conversionId: string; conversionFileId: string; uploadId: string; result: unknown; createdAt: Date; expiresAt: Date },
): Promise<void> {
  const checks = ((row.result as { checks?: CheckLike[] }).checks ?? []) as CheckLike[];
  const blob = await putResult(deps.storage, { conversionId: row.conversionId, json: Buffer.from(JSON.stringify(row.result)) });
  await recordResult(deps.db, { ...row, checks: { passed: checks.filter((c) => c.ok).length, total: checks.length } }, blob);
}

/**
 * The result's JSON to blob storage (a run that dies after this leaves only an unreferenced blob). The conversion
 * job's extraction thread writes the JSON, so the server's event loop only stores the bytes.
 */
export async function putResult(
  storage: BlobStorage,
  row: { conversionId: string; json: Uint8Array },
  /** the caller's list of keys it stored (to delete them when their row cannot be written) */
  written?: string[],
): Promise<{ id: string; storageKey: string }> {
  const id = randomUUID();
  const storageKey = `results/${row.conversionId}/${id}.json`;
  written?.push(storageKey);
  await storage.put(storageKey, row.json);
  return { id, storageKey };
}

type ResultRow = { userId: string; conversionId: string; conversionFileId: string; uploadId: string; checks: { passed: number; total: number }; createdAt: Date; expiresAt: Date };

/**
 * The result's row and the upload's longer life as two WITH items (`result`, `keep_upload`) for the statement that
 * marks the file converted (conversions/job.ts): one round trip with it, all or nothing; written only when `held`
 * (the run's lease, see jobs/lease.ts).
 */
export function resultStatements(row: ResultRow, blob: { id: string; storageKey: string }, held: SQL): SQL {
  const insert = insertRowsWhen(
    extractionResult,
    [
      {
        id: blob.id,
        userId: row.userId,
        conversionId: row.conversionId,
        conversionFileId: row.conversionFileId,
        storageKey: blob.storageKey,
        checksPassed: row.checks.passed,
        checksTotal: row.checks.total,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
      },
    ],
    held,
    { onConflictDoNothing: true },
  );
  return sql`result as (${insert}),
    keep_upload as (update ${upload} set expires_at = greatest(${upload.expiresAt}, ${row.expiresAt.toISOString()}::timestamptz) where ${upload.id} = ${row.uploadId} and ${held})`;
}

/** The result's row and the upload's longer life; `db` may be the transaction that marks the file converted. */
export async function recordResult(
  db: Db,
  row: { userId: string; conversionId: string; conversionFileId: string; uploadId: string; checks: { passed: number; total: number }; createdAt: Date; expiresAt: Date },
  blob: { id: string; storageKey: string },
): Promise<void> {
  const { id, storageKey } = blob;
  await db
    .insert(extractionResult)
    .values({
      id,
      userId: row.userId,
      conversionId: row.conversionId,
      conversionFileId: row.conversionFileId,
      storageKey,
      checksPassed: row.checks.passed,
      checksTotal: row.checks.total,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
    })
    .onConflictDoNothing();
  await db
    .update(upload)
    .set({ expiresAt: sql`greatest(${upload.expiresAt}, ${row.expiresAt.toISOString()}::timestamptz)` })
    .where(eq(upload.id, row.uploadId));
}
