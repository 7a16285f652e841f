import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { CheckData, InvoiceDataBody, ResultEdits, SaveResultRequest } from '@tallysheet/contracts';
import { user } from '../../db/schema/auth.js';
import { conversionFile, output, upload } from '../../db/schema/conversions.js';
import { extractionResult, resultCorrection } from '../../db/schema/results.js';
import { HttpError } from '../../http/errors.js';
import type { Db } from '../../db/types.js';
import { BlobNotFoundError, readAll, type BlobStorage } from '../../storage/index.js';
import { loadChecks, type StoredResult } from './engine.js';
import { changedPaths, normaliseOrigins, remapSources } from './paths.js';
import type { Regenerator } from './regenerate.js';

export const FILE_DELETED_MESSAGE = 'This file was deleted after 24 hours, as all files are. Please convert the PDF again.';
export const NO_REVIEW_MESSAGE = 'This file was converted before reviews existed; convert the PDF again to review it.';

export interface ResultDeps {
  db: Db;
  storage: BlobStorage;
  now: () => Date;
}

type OutputRow = typeof output.$inferSelect;
type ResultRow = typeof extractionResult.$inferSelect;
type CorrectionRow = typeof resultCorrection.$inferSelect;

export interface LoadedResult {
  workbook: OutputRow;
  row: ResultRow;
  /** the extraction as it came out of the engine */
  original: StoredResult;
  /** the latest save, if any */
  latest: CorrectionRow | null;
  saves: number;
}

async function readJson<T>(storage: BlobStorage, key: string): Promise<T> {
  try {
    return JSON.parse((await readAll(await storage.get(key))).toString('utf8')) as T;
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw new HttpError(410, FILE_DELETED_MESSAGE);
    throw err;
  }
}

/** The user's per-PDF workbook `excelFileId` and its kept result: 404 for anyone else, 410 once deleted. */
export async function loadResult(deps: ResultDeps, userId: string, excelFileId: string): Promise<LoadedResult> {
  const [workbook] = await deps.db
    .select()
    .from(output)
    .where(and(eq(output.id, excelFileId), eq(output.userId, userId), eq(output.kind, 'xlsx')))
    .limit(1);
  if (!workbook || workbook.combined || !workbook.conversionFileId) throw new HttpError(404, 'File not found');
  const now = deps.now();
  if (workbook.deletedAt || workbook.expiresAt <= now) throw new HttpError(410, FILE_DELETED_MESSAGE);
  const [row] = await deps.db
    .select()
    .from(extractionResult)
    .where(and(eq(extractionResult.conversionFileId, workbook.conversionFileId), eq(extractionResult.userId, userId)))
    .limit(1);
  if (!row) throw new HttpError(404, NO_REVIEW_MESSAGE);
  if (row.deletedAt || row.expiresAt <= now) throw new HttpError(410, FILE_DELETED_MESSAGE);
  const corrections = await deps.db
    .select()
    .from(resultCorrection)
    .where(eq(resultCorrection.resultId, row.id))
    .orderBy(desc(resultCorrection.createdAt), desc(resultCorrection.id));
  const original = await readJson<StoredResult>(deps.storage, row.storageKey);
  return { workbook, row, original, latest: corrections[0] ?? null, saves: corrections.length };
}

/** The result as it stands: the extraction with the latest corrected invoice, its boxes following the lines, checks recomputed. */
export async function currentResult(loaded: Pick<LoadedResult, 'original' | 'latest'>): Promise<StoredResult> {
  const { original, latest } = loaded;
  if (!latest) return original;
  const { runChecks } = await loadChecks();
  const invoice = latest.invoice as InvoiceDataBody;
  const sources = remapSources(original.sources, latest.lineOrigins);
  return { ...original, invoice, checks: runChecks(invoice), ...(sources ? { sources } : {}) };
}

async function editsOf(db: Db, loaded: Pick<LoadedResult, 'latest' | 'saves'>): Promise<ResultEdits | null> {
  const { latest } = loaded;
  if (!latest) return null;
  const [who] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, latest.userId)).limit(1);
  return {
    paths: latest.changedPaths,
    at: latest.createdAt.toISOString(),
    by: who?.name?.trim() || who?.email || 'unknown',
    saves: loaded.saves,
  };
}

export async function getResult(deps: ResultDeps, userId: string, excelFileId: string) {
  const loaded = await loadResult(deps, userId, excelFileId);
  const [csv] = await deps.db
    .select()
    .from(output)
    .where(and(eq(output.conversionFileId, loaded.row.conversionFileId), eq(output.kind, 'csv')))
    .limit(1);
  return {
    result: await currentResult(loaded),
    downloads: {
      excel: { url: `/api/files/${loaded.workbook.id}`, name: loaded.workbook.fileName },
      csv: csv ? { url: `/api/files/${csv.id}`, name: csv.fileName } : null,
    },
    pdfUrl: `/api/results/${encodeURIComponent(excelFileId)}/pdf`,
    edited: await editsOf(deps.db, loaded),
    excelFileName: loaded.workbook.fileName,
    conversionId: loaded.workbook.conversionId,
    expiresAt: loaded.workbook.expiresAt.toISOString(),
  };
}

/** The original PDF behind a workbook, for the viewer (kept as long as the workbook). */
export async function resultPdf(deps: ResultDeps, userId: string, excelFileId: string) {
  const loaded = await loadResult(deps, userId, excelFileId);
  const [file] = await deps.db.select().from(conversionFile).where(eq(conversionFile.id, loaded.row.conversionFileId)).limit(1);
  const [up] = file ? await deps.db.select().from(upload).where(eq(upload.id, file.uploadId)).limit(1) : [];
  if (!up || up.deletedAt) throw new HttpError(410, FILE_DELETED_MESSAGE);
  try {
    return { fileName: up.fileName, size: up.size, body: await deps.storage.get(up.storageKey) };
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw new HttpError(410, FILE_DELETED_MESSAGE);
    throw err;
  }
}

/** Replaces an output's bytes under a new key (the id, and so the download link, stays). */
async function replaceOutput(deps: ResultDeps, o: OutputRow, bytes: Uint8Array): Promise<void> {
  const storageKey = `outputs/${o.conversionId}/${randomUUID()}.${o.kind}`;
  await deps.storage.put(storageKey, bytes);
  await deps.db.update(output).set({ storageKey, size: bytes.byteLength }).where(eq(output.id, o.id));
  await deps.storage.delete(o.storageKey).catch(() => {});
}

/**
 * Stores a correction (who, when, the whole invoice) and regenerates the PDF's workbook and CSV, and the
 * conversion's combined pair when there is one, so every download from now on carries the corrected values.
 * The files are written in the regeneration worker thread, off the event loop.
 */
export async function saveResult(deps: ResultDeps & { regenerator: Regenerator }, userId: string, loaded: LoadedResult, body: SaveResultRequest) {
  const { original, latest } = loaded;
  // origins the client gives are indexes into the result as it fetched it; compose them with the stored ones
  const current = latest?.lineOrigins ?? original.invoice.lineItems.map((_, i) => i);
  const relative = normaliseOrigins(body.lineOrigins, body.invoice.lineItems.length, current.length);
  const composed = normaliseOrigins(
    relative.map((o) => (o === null ? null : (current[o] ?? null))),
    body.invoice.lineItems.length,
    original.invoice.lineItems.length,
  );
  const paths = changedPaths(original.invoice, body.invoice, composed);
  const correction: CorrectionRow = {
    id: randomUUID(),
    resultId: loaded.row.id,
    userId,
    invoice: body.invoice,
    lineOrigins: composed,
    changedPaths: paths,
    createdAt: deps.now(),
  };
  const result = await currentResult({ original, latest: correction });

  const { xlsx, csv } = await deps.regenerator.files(result);
  const outputs = await deps.db.select().from(output).where(eq(output.conversionId, loaded.workbook.conversionId));
  const mine = outputs.filter((o) => o.conversionFileId === loaded.workbook.conversionFileId);

  await deps.db.insert(resultCorrection).values(correction);
  await deps.db
    .update(extractionResult)
    .set({ checksPassed: result.checks.filter((c: CheckData) => c.ok).length, checksTotal: result.checks.length })
    .where(eq(extractionResult.id, loaded.row.id));
  for (const o of mine) await replaceOutput(deps, o, o.kind === 'xlsx' ? xlsx : csv);

  const combined = outputs.filter((o) => o.combined && !o.deletedAt);
  if (combined.length > 0) {
    const all = await conversionResults(deps, loaded.workbook.conversionId, userId);
    const { xlsx: cx, csv: cc } = await deps.regenerator.combined(all);
    for (const o of combined) await replaceOutput(deps, o, o.kind === 'xlsx' ? cx : cc);
  }
  return { result, edited: await editsOf(deps.db, { latest: correction, saves: loaded.saves + 1 }) };
}

/** The current results of a conversion's PDFs, in upload order (for the combined files). */
async function conversionResults(deps: ResultDeps, conversionId: string, userId: string): Promise<StoredResult[]> {
  const rows = await deps.db
    .select({ row: extractionResult })
    .from(extractionResult)
    .innerJoin(conversionFile, eq(conversionFile.id, extractionResult.conversionFileId))
    .where(and(eq(extractionResult.conversionId, conversionId), eq(extractionResult.userId, userId)))
    .orderBy(asc(conversionFile.position));
  const ids = rows.map((r) => r.row.id);
  const corrections = ids.length
    ? await deps.db
        .select()
        .from(resultCorrection)
        .where(inArray(resultCorrection.resultId, ids))
        .orderBy(desc(resultCorrection.createdAt), desc(resultCorrection.id))
    : [];
  const out: StoredResult[] = [];
  for (const { row } of rows) {
    const original = await readJson<StoredResult>(deps.storage, row.storageKey);
    out.push(await currentResult({ original, latest: corrections.find((c) => c.resultId === row.id) ?? null }));
  }
  return out;
}

/** Check summaries of per-PDF workbooks, by conversion file id (for cards and history rows). */
export async function checkSummaries(db: Db, conversionIds: string[]) {
  if (conversionIds.length === 0) return new Map<string, { passed: number; total: number; edited: boolean }>();
  const rows = await db
    .select({ id: extractionResult.id, fileId: extractionResult.conversionFileId, passed: extractionResult.checksPassed, total: extractionResult.checksTotal })
    .from(extractionResult)
    .where(inArray(extractionResult.conversionId, conversionIds));
  const edited = rows.length
    ? new Set(
        (
          await db
            .selectDistinct({ id: resultCorrection.resultId })
            .from(resultCorrection)
            .where(inArray(resultCorrection.resultId, rows.map((r) => r.id)))
        ).map((r) => r.id),
      )
    : new Set<string>();
  return new Map(rows.map((r) => [r.fileId, { passed: r.passed, total: r.total, edited: edited.has(r.id) }]));
}
