import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { ExportSettings } from '@tallysheet/extract/formats';
import { usage } from '../../db/schema/billing.js';
import { conversion, conversionFile, output, upload } from '../../db/schema/conversions.js';
import { exportIssue } from '../../db/schema/settings.js';
import { extractionResult } from '../../db/schema/results.js';
import { listConversionBlobs, removeOrphanedBlobs, storeFenced } from './orphans.js';
import { releaseConversions } from '../quota/service.js';
import { writeExportOutputs, type ConvertedFile } from '../settings/outputs.js';
import { getExportSettings } from '../settings/service.js';
import type { Db } from '../../db/types.js';
import type { CombineOutcome, WorkerFault } from '../../jobs/extract-worker.js';
import { fencedStatement, insertRowsWhen, LeaseLostError } from '../../jobs/lease.js';
import { CancelledError, WorkerDiedError, type ExtractPool } from '../../jobs/pool.js';
import { BlobNotFoundError, readAll, type BlobStorage } from '../../storage/index.js';
import { putResult, resultStatements } from '../results/store.js';

export const CONVERSION_JOB = 'conversion';

export interface ConversionJobDeps {
  db: Db;
  storage: BlobStorage;
  pool: ExtractPool;
  now: () => Date;
  /** how long generated files are kept */
  retentionMs: number;
  /** test-only: PDFs named `__crash__…`, `__oom__…`, `__hang__…` make their worker thread die that way */
  faultInjection?: boolean;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

export const UPLOAD_GONE_MESSAGE = 'The uploaded PDF is no longer available (files are deleted after 24 hours). Please upload it again.';

type FileRow = typeof conversionFile.$inferSelect;

/** `invoice.pdf` → `invoice`; names repeated within one conversion get ` (2)`, ` (3)`… so downloads stay apart. */
export function outputBaseNames(fileNames: string[]): string[] {
  const seen = new Map<string, number>();
  return fileNames.map((name) => {
    const base = name.replace(/\.pdf$/i, '') || 'invoice';
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

function faultOf(name: string, enabled: boolean | undefined): WorkerFault | undefined {
  if (!enabled) return undefined;
  const m = /^__(crash|oom|hang|stray-rejection)__/.exec(name);
  return m ? (m[1] as WorkerFault) : undefined;
}

/**
 * Writes conversion.progress and the files' page counts at most every `everyMs` (one batch per tick), from
 * per-file page progress: many pages must not mean many writes.
 */
class Progress {
  private readonly fraction = new Map<string, number>();
  private readonly pages = new Map<string, { pages: number; pagesDone: number }>();
  private lastWrite = 0;
  private lastValue = -1;
  private pending?: NodeJS.Timeout;
  private stopped = false;
  constructor(
    private readonly db: Db,
    private readonly lease: SQL,
    private readonly conversionId: string,
    private readonly fileIds: string[],
    private readonly everyMs = 250,
  ) {}

  set(fileId: string, f: number, pages?: { pages: number; pagesDone: number }): void {
    this.fraction.set(fileId, Math.max(0, Math.min(1, f)));
    if (pages) this.pages.set(fileId, pages);
    if (this.stopped) return;
    const since = Date.now() - this.lastWrite;
    if (since >= this.everyMs) void this.write();
    else this.pending ??= setTimeout(() => void this.write(), this.everyMs - since);
  }

  value(): number {
    const sum = this.fileIds.reduce((s, id) => s + (this.fraction.get(id) ?? 0), 0);
    // 5 % for having started, 90 % for the files, the last 5 % for the combined files and the final write.
    return Math.min(95, Math.floor(5 + (90 * sum) / Math.max(1, this.fileIds.length)));
  }

  async write(): Promise<void> {
    clearTimeout(this.pending);
    this.pending = undefined;
    this.lastWrite = Date.now();
    const pages = [...this.pages];
    this.pages.clear();
    const v = this.value();
    if (v === this.lastValue && pages.length === 0) return;
    const moved = v !== this.lastValue;
    this.lastValue = v;
    try {
      // One statement per tick for the files' page counts and the conversion's progress (a data-modifying WITH runs
      // whether or not the outer statement reads it): on embedded PGlite each statement runs on the event loop that
      // answers status reads.
      // Fenced by the run's lease like every write of the run: a frozen run moves nothing after a takeover.
      await fencedStatement(this.db, this.lease, (held) => {
        const fileUpdate = pages.length
          ? sql`files as (update ${conversionFile} set pages = v.pages, pages_done = v.pages_done
              from (values ${sql.join(pages.map(([id, p]) => sql`(${id}, ${p.pages}::int, ${p.pagesDone}::int)`), sql`, `)}) as v(id, pages, pages_done)
              where ${conversionFile}.id = v.id and ${conversionFile}.status = 'processing' and ${held}), `
          : sql``;
        return sql`${fileUpdate}moved as (update ${conversion} set progress = ${v}
          where id = ${this.conversionId} and status = 'processing' and progress < ${v} and ${moved} and ${held})`;
      });
    } catch {
      // Progress is advisory; the final write below is what counts (a lost lease is seen there too).
    }
  }

  /**
   * A file is done (converted or failed): its fraction becomes 1 and the conversion's new progress is answered, to be
   * written by the caller in the statement that records the file (null when it does not move the progress). Its page
   * counts are written there too, so a pending tick drops them.
   */
  complete(fileId: string): number | null {
    this.fraction.set(fileId, 1);
    this.pages.delete(fileId);
    const v = this.value();
    if (v <= this.lastValue) return null;
    this.lastValue = v;
    return v;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.pending);
  }
}

/**
 * Runs one conversion: each PDF in a worker thread (in parallel up to the pool's size), its workbook and CSV to
 * storage, then the combined files when several PDFs succeeded. Final status: succeeded when at least one PDF
 * produced files (the error then lists the PDFs that failed), failed when none did. Conversions for failed PDFs
 * are given back to the quota. A retry (after the previous worker died) starts the conversion over.
 */
export async function runConversion(deps: ConversionJobDeps, conversionId: string, signal: AbortSignal, lease: SQL): Promise<void> {
  const { db, now } = deps;
  const [conv] = await db.select().from(conversion).where(eq(conversion.id, conversionId)).limit(1);
  if (!conv || conv.status === 'succeeded' || conv.status === 'failed') return;

  // A previous run (attempts > 0) may have left outputs behind: start clean.
  const retry = conv.attempts > 0;
  // The bytes a dead run may have left, listed before this run's reset: a run that takes the job over from this one
  // writes only after its own reset, which comes after this reset (the takeover waits for it), so nothing listed
  // here can be a later run's — this run, frozen and resumed after a takeover, deletes only what was orphaned anyway.
  const leftovers = retry ? await listConversionBlobs(deps.storage, conversionId) : [];
  // Every write of a run is fenced by its lease (`fencedStatement`): a worker frozen past its lease (SIGSTOP) that
  // resumes after another worker took the job over writes nothing and removes the bytes it stored meanwhile.
  // The reset is one statement (the previous run's outputs, results and export notes gone, the files processing,
  // the conversion processing), so a worker killed here leaves either the old state or the new one; then the bytes
  // no row refers to any more. Every file is 'processing' from here on (they all go to the pool at once).
  const reset = await fencedStatement<{ taken: number }>(
    db,
    lease,
    (held) => sql`taken as (update ${conversion} set status = 'processing', progress = 5,
        started_at = ${(conv.startedAt ?? now()).toISOString()}::timestamptz, attempts = ${conv.attempts + 1}::int, error = null
        where ${conversion.id} = ${conversionId} and ${conversion.status} in ('pending', 'processing') and ${held} returning 1),
      ${
        // A retry replaces what the dead run stored: its outputs, and its results (with any correction made on them
        // meanwhile) — the result row of a file is unique, so a kept one would stay in place of the new extraction.
        retry
          ? sql`outputs_gone as (delete from ${output} where ${output.conversionId} = ${conversionId} and exists (select 1 from taken)),
      results_gone as (delete from ${extractionResult} where ${extractionResult.conversionId} = ${conversionId} and exists (select 1 from taken)),
      issues_gone as (delete from ${exportIssue} where ${exportIssue.conversionId} = ${conversionId} and exists (select 1 from taken)),`
          : sql``
      }
      files as (update ${conversionFile} set status = 'processing', error = null, pages_done = 0
        where ${conversionFile.conversionId} = ${conversionId} and exists (select 1 from taken))`,
    sql`(select count(*) from taken)::int as taken`,
  );
  // finished meanwhile (the queue gave it up): nothing to do
  if (Number(reset.taken) === 0) return;
  const rows = await db
    .select({ file: conversionFile, upload })
    .from(conversionFile)
    .leftJoin(upload, eq(upload.id, conversionFile.uploadId))
    .where(eq(conversionFile.conversionId, conversionId))
    .orderBy(asc(conversionFile.position));
  if (retry) await removeOrphanedBlobs(deps, conversionId, { listed: leftovers });
  const files = rows.map((r) => r.file);
  const uploadById = new Map(rows.flatMap((r) => (r.upload ? [[r.upload.id, r.upload] as const] : [])));
  const baseNames = outputBaseNames(files.map((f) => f.fileName));
  const progress = new Progress(db, lease, conversionId, files.map((f) => f.id));
  // The user's export settings go to the extraction threads, which write the CSV in the user's format and the
  // accounting exports next to the workbook (off this event loop). Unreadable settings: no exports, as before.
  let exportSettings: ExportSettings | undefined;
  try {
    exportSettings = (await getExportSettings(db, conv.userId)).settings;
  } catch (err) {
    deps.log?.error({ conversionId, err }, 'accounting exports failed');
  }

  // The run's own stop: the queue's (shutdown, the heartbeat finding the lease gone) or a fenced write finding the
  // lease gone, which stops the other files' extractions at once.
  const run = new AbortController();
  const stop = () => run.abort(signal.reason);
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
  let outcomes: Awaited<ReturnType<typeof convertFile>>[];
  try {
    // Every file settles before the run ends (a file that is storing its outputs cleans up after itself when its
    // lease is gone, rather than running on after the job's outcome).
    const settled = await Promise.allSettled(
      files.map((file, i) =>
        convertFile(deps, lease, conv.userId, file, uploadById.get(file.uploadId), baseNames[i]!, progress, run.signal, exportSettings).catch((err: unknown) => {
          if (err instanceof LeaseLostError) run.abort(err);
          throw err;
        }),
      ),
    );
    const rejected = settled.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
    if (rejected.length > 0) throw rejected.find((e) => e instanceof LeaseLostError) ?? rejected[0];
    outcomes = settled.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof convertFile>>>).value);
  } finally {
    progress.stop();
    signal.removeEventListener('abort', stop);
  }
  signal.throwIfAborted();
  const results: (ConvertedFile | null)[] = outcomes.map((o) => ('failed' in o ? null : o));

  const succeeded = results.filter((r): r is ConvertedFile => r !== null);
  let combinedExports: CombineOutcome['exports'] = null;
  if (files.length > 1 && succeeded.length > 1) {
    combinedExports = await writeCombined(deps, lease, conv.userId, conversionId, succeeded, exportSettings, signal);
  }
  if (exportSettings) await writeExportOutputs({ deps, lease, userId: conv.userId, conversionId, files, results, baseNames, combined: combinedExports });

  // What this run wrote for each file (it holds the job, so nobody else writes them): no statement to read them back.
  const failedFiles = files.flatMap((f, i) => {
    const o = outcomes[i]!;
    return 'failed' in o ? [{ fileName: f.fileName, error: o.failed }] : [];
  });
  const status = succeeded.length > 0 ? 'succeeded' : 'failed';
  const error = conversionError(files.length, failedFiles);
  // The outcome and the quota given back for failed PDFs in one statement, the quota only when this run is the one
  // that moves the conversion out of pending/processing: a worker killed between the two used to leave the quota
  // taken for a failed PDF (the retry finds the conversion finished and does nothing).
  // Fenced like every write of the run: a run whose job was taken over neither finishes the conversion nor gives quota back.
  const done = await fencedStatement<{ n: number }>(
    db,
    lease,
    (held) => sql`claimed as (update ${conversion} set status = ${status}, progress = 100, error = ${error}, finished_at = ${now().toISOString()}::timestamptz
      where ${conversion.id} = ${conversionId} and ${conversion.status} in ('pending', 'processing') and ${held} returning 1)${
        failedFiles.length > 0
          ? sql`, released as (update ${usage} set used = greatest(${usage.used} - ${failedFiles.length}, 0)
          where ${usage.userId} = ${conv.userId} and ${usage.periodStart} = ${conv.usagePeriodStart.toISOString()}::timestamptz
            and exists (select 1 from claimed) returning 1)`
          : sql``
      }`,
    sql`(select count(*) from claimed)::int as n`,
  );
  const finished = Number(done.n) > 0;
  if (finished) deps.log?.info({ conversionId, status, files: files.length, failed: failedFiles.length }, 'conversion finished');
  else deps.log?.warn({ conversionId }, 'conversion was finished meanwhile by someone else; this run changed nothing');
}

/** The conversion's error text: null when every PDF worked; the one message for a single PDF; a list otherwise. */
export function conversionError(total: number, failed: { fileName: string; error: string | null }[]): string | null {
  if (failed.length === 0) return null;
  if (total === 1) return failed[0]!.error ?? 'The file could not be processed.';
  // each file's message loses its closing full stop: 'a.pdf: … are supported; b.pdf: …', not 'supported.; b.pdf'
  const list = failed.map((f) => `${f.fileName}: ${(f.error ?? 'could not be processed').replace(/\.$/, '')}`).join('; ');
  return failed.length === total
    ? `None of the ${total} files could be converted. ${list}`
    : `${failed.length} of ${total} files could not be converted. ${list}`;
}

async function convertFile(
  deps: ConversionJobDeps,
  lease: SQL,
  userId: string,
  file: FileRow,
  up: typeof upload.$inferSelect | undefined,
  baseName: string,
  progress: Progress,
  signal: AbortSignal,
  exports: ExportSettings | undefined,
): Promise<ConvertedFile | { failed: string }> {
  const { db } = deps;
  // The file's failure and the conversion's progress in one statement.
  const fail = async (message: string) => {
    await fencedStatement(
      db,
      lease,
      (held) => sql`${progressUpdate(file.conversionId, progress.complete(file.id), held)},
        failed as (update ${conversionFile} set status = 'failed', error = ${message} where ${conversionFile.id} = ${file.id} and ${held})`,
    );
    return { failed: message };
  };

  let pdf: Uint8Array;
  try {
    if (!up || up.deletedAt) return await fail(UPLOAD_GONE_MESSAGE);
    pdf = await readAll(await deps.storage.get(up.storageKey));
  } catch (err) {
    if (err instanceof BlobNotFoundError) return await fail(UPLOAD_GONE_MESSAGE);
    throw err;
  }

  const onPage = (page: number, pages: number) => progress.set(file.id, (0.9 * page) / Math.max(1, pages), { pages, pagesDone: page });
  const fault = faultOf(file.fileName, deps.faultInjection);
  let outcome;
  for (let attempt = 1; ; attempt++) {
    try {
      // A copy per attempt: the bytes are cloned into the thread, and a dead thread must not take ours with it.
      outcome = await deps.pool.extractFile(pdf, file.fileName, onPage, { fault, signal, exports });
      break;
    } catch (err) {
      if (err instanceof CancelledError || signal.aborted) throw err;
      if (!(err instanceof WorkerDiedError)) throw err;
      deps.log?.warn({ conversionFileId: file.id, attempt, reason: err.message }, 'worker thread died on a file');
      // A crash may be a fluke (another task's memory); a second death on the same file is the file.
      if (attempt >= 2 || err.reason === 'timeout') return await fail(err.userMessage);
    }
  }
  if (!outcome.ok) {
    if (outcome.detail) deps.log?.warn({ conversionFileId: file.id, detail: outcome.detail }, 'extraction failed unexpectedly');
    return await fail(outcome.message);
  }

  const created = deps.now();
  const expiresAt = new Date(created.getTime() + deps.retentionMs);
  const rows: (typeof output.$inferInsert)[] = [];
  const written: string[] = [];
  for (const [kind, bytes] of [
    ['xlsx', outcome.xlsx],
    ['csv', outcome.csv],
  ] as const) {
    const id = randomUUID();
    const storageKey = `outputs/${file.conversionId}/${id}.${kind}`;
    written.push(storageKey);
    await deps.storage.put(storageKey, bytes);
    rows.push({
      id,
      userId,
      conversionId: file.conversionId,
      conversionFileId: file.id,
      kind,
      fileName: `${baseName}.${kind}`,
      storageKey,
      size: bytes.byteLength,
      tablesExtracted: outcome.tables,
      combined: false,
      createdAt: created,
      expiresAt,
    });
  }
  const kept = { userId, conversionId: file.conversionId, conversionFileId: file.id, uploadId: file.uploadId, checks: outcome.checks, createdAt: created, expiresAt };
  const resultBlob = await putResult(deps.storage, { conversionId: file.conversionId, json: outcome.json }, written);
  // Outputs, result, the upload's longer life, the file's 'succeeded' and the conversion's progress in one statement
  // (data-modifying WITH: all or nothing, like the transaction it replaces, in one round trip instead of six): a
  // worker killed in between must not leave outputs of a file that is not 'succeeded' (the queue's give-up would
  // then count the conversion succeeded and the file failed, and give the quota back for a PDF whose files the user has).
  // Fenced by the lease: when the job was taken over meanwhile nothing is written and the bytes just stored go.
  await storeFenced(deps, written, () =>
    fencedStatement(
      db,
      lease,
      (held) => sql`outputs as (${insertRowsWhen(output, rows, held)}),
        ${resultStatements(kept, resultBlob, held)},
        ${progressUpdate(file.conversionId, progress.complete(file.id), held)},
        succeeded as (update ${conversionFile} set status = 'succeeded', pages = ${outcome.pages}, pages_done = ${outcome.pages}, tables_extracted = ${outcome.tables}
          where ${conversionFile.id} = ${file.id} and ${held})`,
    ),
  );
  return { serialized: outcome.serialized, tables: outcome.tables, exports: outcome.exports };
}

/** A WITH item moving the conversion's progress to `v` while `held` (never back; a no-op item when `v` is null). */
function progressUpdate(conversionId: string, v: number | null, held: SQL) {
  return v === null
    ? sql`progress as (select 1)`
    : sql`progress as (update ${conversion} set progress = ${v} where ${conversion.id} = ${conversionId} and ${conversion.status} = 'processing' and ${conversion.progress} < ${v} and ${held} returning 1)`;
}

/** The combined workbook and CSV (stored here); returns the combined exports for the export step. */
async function writeCombined(
  deps: ConversionJobDeps,
  lease: SQL,
  userId: string,
  conversionId: string,
  results: ConvertedFile[],
  exports: ExportSettings | undefined,
  signal: AbortSignal,
): Promise<CombineOutcome['exports']> {
  let combined: CombineOutcome;
  try {
    combined = await deps.pool.combine(
      results.map((r) => r.serialized),
      exports,
      signal,
    );
  } catch (err) {
    if (err instanceof CancelledError || signal.aborted) throw err;
    deps.log?.error({ conversionId, err }, 'combined workbook failed');
    return exports ? { ok: false, error: err instanceof Error ? err.message : String(err) } : null;
  }
  const outcome = combined.files;
  if (!outcome.ok) {
    deps.log?.error({ conversionId, detail: outcome.detail ?? outcome.message }, 'combined workbook failed');
    return combined.exports;
  }
  const created = deps.now();
  const expiresAt = new Date(created.getTime() + deps.retentionMs);
  const tables = results.reduce((s, r) => s + r.tables, 0);
  const base = `tallysheet-conversion-${conversionId.slice(-8)}`;
  const rows: (typeof output.$inferInsert)[] = [];
  const written: string[] = [];
  for (const [kind, bytes] of [
    ['xlsx', outcome.xlsx],
    ['csv', outcome.csv],
  ] as const) {
    const id = randomUUID();
    const storageKey = `outputs/${conversionId}/${id}.${kind}`;
    written.push(storageKey);
    await deps.storage.put(storageKey, bytes);
    rows.push({ id, userId, conversionId, conversionFileId: null, kind, fileName: `${base}.${kind}`, storageKey, size: bytes.byteLength, tablesExtracted: tables, combined: true, createdAt: created, expiresAt });
  }
  await storeFenced(deps, written, () => fencedStatement(deps.db, lease, (held) => sql`combined as (${insertRowsWhen(output, rows, held)})`));
  return combined.exports;
}

/**
 * When the queue gives a job up for good: PDFs not converted yet fail with the message, the conversion is
 * succeeded when some PDF was converted (outputs and the file's 'succeeded' are written together) and failed
 * otherwise, and the failed PDFs' quota is given back — all in one transaction, and only if the conversion was
 * still unfinished (never twice, never for a conversion a late run finished).
 */
export async function failConversion(db: Db, conversionId: string, message: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [conv] = await tx.select().from(conversion).where(eq(conversion.id, conversionId)).limit(1).for('update');
    if (!conv || conv.status === 'succeeded' || conv.status === 'failed') return;
    await tx
      .update(conversionFile)
      .set({ status: 'failed', error: message })
      .where(and(eq(conversionFile.conversionId, conversionId), inArray(conversionFile.status, ['pending', 'processing'])));
    const fileStatuses = await tx.select({ status: conversionFile.status }).from(conversionFile).where(eq(conversionFile.conversionId, conversionId));
    const failed = fileStatuses.filter((f) => f.status === 'failed').length;
    const anySucceeded = fileStatuses.some((f) => f.status === 'succeeded');
    await tx
      .update(conversion)
      .set({ status: anySucceeded ? 'succeeded' : 'failed', progress: 100, error: message, finishedAt: now })
      .where(eq(conversion.id, conversionId));
    await releaseConversions(tx, conv.userId, conv.usagePeriodStart, failed);
  });
}
