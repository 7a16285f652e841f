import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import type { Conversion, ConversionListQuery, ConversionStats, ExcelFile, ExportKind, Subscription } from '@tallysheet/contracts';
import { exportIssue } from '../../db/schema/settings.js';
import { extractionResult, resultCorrection } from '../../db/schema/results.js';
import { conversion, conversionFile, output, upload } from '../../db/schema/conversions.js';
import { HttpError } from '../../http/errors.js';
import { CONVERSION_JOB } from './job.js';
import type { Db } from '../../db/types.js';
import { statementGeneration, untrackedQuery } from '../../db/statement-generation.js';
import type { Queue } from '../../jobs/types.js';
import { quotaMessage, reserveConversions, settleEndedSubscription, subscriptionView } from '../quota/service.js';
import { checkSummaries } from '../results/service.js';

type ConversionRow = typeof conversion.$inferSelect;
type FileRow = typeof conversionFile.$inferSelect;
type OutputRow = typeof output.$inferSelect;
type ExportIssueRow = typeof exportIssue.$inferSelect;

export const fileUrl = (id: string) => `/api/files/${id}`;

/** The spec's Conversion shape from the rows (excelFiles: per PDF in order, then the combined pair). */
export function toConversionView(
  c: ConversionRow,
  files: FileRow[],
  outputs: OutputRow[],
  now: Date,
  /** per conversion file id: how many of its checks passed (issue #12) */
  checks?: Map<string, { passed: number; total: number; edited: boolean }>,
  /** what the accounting exports left out or noted (issue #14) */
  issues: ExportIssueRow[] = [],
): Conversion {
  const pairs = new Map<string, { xlsx?: OutputRow; csv?: OutputRow; exports?: OutputRow[] }>();
  for (const o of outputs) {
    const key = o.conversionFileId ?? 'combined';
    const pair = pairs.get(key) ?? {};
    if (o.kind === 'xlsx') pair.xlsx = o;
    else if (o.kind === 'csv') pair.csv = o;
    else (pair.exports ??= []).push(o);
    pairs.set(key, pair);
  }
  const order = [...files.sort((a, b) => a.position - b.position).map((f) => f.id), 'combined'];
  const excelFiles: ExcelFile[] = [];
  for (const key of order) {
    const pair = pairs.get(key);
    if (!pair?.xlsx) continue;
    const { xlsx, csv } = pair;
    const summary = xlsx.conversionFileId ? checks?.get(xlsx.conversionFileId) : undefined;
    excelFiles.push({
      id: xlsx.id,
      excelFileName: xlsx.fileName,
      excelS3Url: fileUrl(xlsx.id),
      csvFileName: csv?.fileName ?? null,
      csvUrl: csv ? fileUrl(csv.id) : null,
      fileSize: xlsx.size,
      csvFileSize: csv?.size ?? null,
      tablesExtracted: xlsx.tablesExtracted,
      combined: xlsx.combined,
      expiresAt: xlsx.expiresAt.toISOString(),
      expired: xlsx.deletedAt !== null || xlsx.expiresAt <= now,
      ...(summary ? { checks: summary } : {}),
      ...exportsView(pair.exports),
    });
  }
  return {
    _id: c.id,
    conversionId: c.id,
    status: c.status as Conversion['status'],
    progress: c.progress,
    createdAt: c.createdAt.toISOString(),
    startedAt: c.startedAt?.toISOString() ?? null,
    finishedAt: c.finishedAt?.toISOString() ?? null,
    totalFiles: c.totalFiles,
    totalSize: c.totalSize,
    pdfFiles: files.map((f) => ({
      fileName: f.fileName,
      fileSize: f.fileSize,
      status: f.status as Conversion['status'],
      error: f.error,
      pages: f.pages,
      pagesDone: f.pagesDone,
    })),
    excelFiles,
    error: c.error,
    ...(issues.length
      ? { exportIssues: issues.map((i) => ({ kind: i.format as ExportKind, fileName: i.fileName, invoiceNumber: i.invoiceNumber, skipped: i.skipped, reason: i.reason })) }
      : {}),
  };
}

/** The accounting exports of one result (issue #14), in a fixed order. */
function exportsView(rows: OutputRow[] | undefined): { exports?: ExcelFile['exports'] } {
  if (!rows?.length) return {};
  const order = ['datev', 'xero', 'quickbooks', 'invoices'];
  const sorted = [...rows].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  return { exports: sorted.map((o) => ({ kind: o.kind as ExportKind, fileName: o.fileName, url: fileUrl(o.id), size: o.size })) };
}

async function views(db: Db, rows: ConversionRow[], now: Date): Promise<Conversion[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [files, outputs, checks, issues] = await Promise.all([
    db.select().from(conversionFile).where(inArray(conversionFile.conversionId, ids)).orderBy(asc(conversionFile.position)),
    db.select().from(output).where(inArray(output.conversionId, ids)),
    checkSummaries(db, ids),
    db.select().from(exportIssue).where(inArray(exportIssue.conversionId, ids)),
  ]);
  return rows.map((r) =>
    toConversionView(
      r,
      files.filter((f) => f.conversionId === r.id),
      outputs.filter((o) => o.conversionId === r.id),
      now,
      checks,
      issues.filter((i) => i.conversionId === r.id),
    ),
  );
}

/**
 * A row of `table` from its `row_to_json` form (column names, timestamps as text, bigint as number or text) into
 * what Drizzle would have returned (property names, Dates).
 */
function fromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const v = json[column.name];
    if (v === null || v === undefined) row[key] = null;
    else if (column.columnType === 'PgTimestamp') row[key] = new Date(v as string);
    else if (column.columnType === 'PgBigInt53') row[key] = Number(v);
    else row[key] = v;
  }
  return row as T['$inferSelect'];
}

const parsedJson = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

/** The conversion and everything its view shows, in one statement (each sub-select by an indexed conversion id). */
function conversionViewQuery(id: SQL, userId: SQL): SQL {
  return sql`
    select row_to_json(c) as c,
      (select coalesce(json_agg(f order by f.position), '[]'::json) from ${conversionFile} f where f.conversion_id = c.id) as files,
      (select coalesce(json_agg(o), '[]'::json) from ${output} o where o.conversion_id = c.id) as outputs,
      (select coalesce(json_agg(json_build_object(
          'fileId', r.conversion_file_id, 'passed', r.checks_passed, 'total', r.checks_total,
          'edited', exists (select 1 from ${resultCorrection} rc where rc.result_id = r.id))), '[]'::json)
        from ${extractionResult} r where r.conversion_id = c.id) as checks,
      (select coalesce(json_agg(i), '[]'::json) from ${exportIssue} i where i.conversion_id = c.id) as issues
    from ${conversion} c
    where c.id = ${id} and c.user_id = ${userId}
    limit 1`;
}

const VIEW_STATEMENT = 'tallysheet_conversion_view';
/** Remembered status rows per embedded database, by user and conversion id, with the generation they were read at. */
const rememberedViews = new WeakMap<PGlite, Map<string, { generation: number; result: { rows: unknown[] } }>>();
const MAX_REMEMBERED_VIEWS = 1000;
/** Status reads on embedded PGlite: answered from memory, and read from the database (tests and the bench). */
export const viewReads = { remembered: 0, read: 0 };
const PLAIN_ID = /^[A-Za-z0-9_-]{1,128}$/;
const preparedOn = new WeakMap<PGlite, Promise<void>>();
/** The status statement's text with $1 (id) and $2 (user id), rendered once per database. */
const viewText = new WeakMap<object, string>();

/**
 * The status routes' statement is prepared once and executed by name:
 * - on embedded PGlite, PGlite plans every unnamed statement again on the event loop that answers the reads
 *   (measured: 1.3 ms CPU per read planned, 0.4 ms prepared, on an empty database), and its driver takes no named
 *   statements: PREPARE, then EXECUTE with literals, so only ids of plain characters (what ours are) go this way;
 * - on PostgreSQL, node-postgres's named statements (parsed once per pooled connection; the server then plans it
 *   as a prepared statement, a generic plan after five executions): the planning (3.8 ms against 0.7 ms execution
 *   under load) no longer runs for every read on the server that shares the machine's cores, and each read sends
 *   Bind/Execute only.
 * Anything else takes the plain parameterised statement.
 *
 * On embedded PGlite the result is also remembered (per user and conversion) and answered again from memory while
 * no other statement has run on the database since (`statementGeneration`): the web app and API clients poll an
 * in-flight conversion every second or faster, and between two of the job's writes (or the queue's, or anyone's)
 * the answer cannot change. Only the row is remembered: the view (with its time-dependent parts) is built per read.
 * Not on PostgreSQL, where other instances and worker processes write what this process never sees; there the
 * statement runs on the database server, not on the event loop.
 */
async function readConversionView(db: Db, userId: string, id: string): Promise<unknown> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite && PLAIN_ID.test(id) && PLAIN_ID.test(userId)) {
    let ready = preparedOn.get(client);
    if (!ready) {
      ready = db.execute(sql`prepare ${sql.raw(VIEW_STATEMENT)}(text, text) as ${conversionViewQuery(sql.raw('$1'), sql.raw('$2'))}`).then(() => {});
      preparedOn.set(client, ready);
      ready.catch(() => preparedOn.delete(client));
    }
    await ready;
    const generation = statementGeneration(client);
    if (generation === null) return db.execute(sql.raw(`execute ${VIEW_STATEMENT}('${id}', '${userId}')`));
    // Remembered while no statement at all has run on the database since it was read (see statement-generation.ts).
    let remembered = rememberedViews.get(client);
    if (!remembered) rememberedViews.set(client, (remembered = new Map()));
    const key = `${userId}\n${id}`;
    const hit = remembered.get(key);
    if (hit && hit.generation === generation) {
      viewReads.remembered++;
      return hit.result;
    }
    const result = await untrackedQuery<Record<string, unknown>>(client, `execute ${VIEW_STATEMENT}('${id}', '${userId}')`);
    viewReads.read++;
    if (statementGeneration(client) === generation && result.rows.length > 0) {
      if (remembered.size >= MAX_REMEMBERED_VIEWS) remembered.clear();
      remembered.set(key, { generation, result });
    }
    return result;
  }
  if (client instanceof pg.Pool) {
    let text = viewText.get(client);
    if (!text) {
      const dialect = (db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } } }).dialect;
      text = dialect.sqlToQuery(conversionViewQuery(sql.raw('$1::text'), sql.raw('$2::text'))).sql;
      viewText.set(client, text);
    }
    return client.query({ name: VIEW_STATEMENT, text, values: [id, userId] });
  }
  return db.execute(conversionViewQuery(sql`${id}`, sql`${userId}`));
}

/**
 * One of the user's conversions, or 404 (another user's conversion does not exist for them). This is the status
 * route the web app polls every second while a conversion runs, so it is one statement (conversion, files,
 * outputs, check summaries, export issues — each by an indexed conversion id) rather than five round trips: on
 * embedded PGlite every statement costs the server's event loop a millisecond or more.
 */
export async function getConversion(db: Db, userId: string, id: string, now: Date): Promise<Conversion> {
  const result = await readConversionView(db, userId, id);
  const found = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!found) throw new HttpError(404, 'Conversion not found');
  const checks = new Map(
    (parsedJson(found.checks) as { fileId: string; passed: number; total: number; edited: boolean }[]).map((r) => [
      r.fileId,
      { passed: r.passed, total: r.total, edited: r.edited },
    ]),
  );
  return toConversionView(
    fromJson(conversion, parsedJson(found.c) as Record<string, unknown>),
    (parsedJson(found.files) as Record<string, unknown>[]).map((f) => fromJson(conversionFile, f)),
    (parsedJson(found.outputs) as Record<string, unknown>[]).map((o) => fromJson(output, o)),
    now,
    checks,
    (parsedJson(found.issues) as Record<string, unknown>[]).map((i) => fromJson(exportIssue, i)),
  );
}

/**
 * Starts a conversion of the user's uploads: in one transaction the uploads are checked, the quota is reserved
 * (one conversion per PDF), and the pending conversion, its files and its job are created.
 */
export async function startConversion(
  deps: { db: Db; queue: Queue; now: () => Date },
  user: { id: string; signedUpAt: Date },
  invoiceIds: string[],
  /** runs inside the transaction once the conversion exists (the API records its request there); a throw undoes all */
  withinTransaction?: (tx: Db, conversionId: string) => Promise<void>,
): Promise<{ data: Conversion; subscription: Subscription }> {
  const ids = [...new Set(invoiceIds)];
  const now = deps.now();
  // Committed even when the start is refused below: a subscription cancelled at its period end is free from now on.
  await settleEndedSubscription(deps.db, user.id, now, user.signedUpAt);
  const result = await deps.db.transaction(async (tx) => {
    const uploads = await tx
      .select()
      .from(upload)
      .where(and(inArray(upload.id, ids), eq(upload.userId, user.id)));
    if (uploads.length !== ids.length) throw new HttpError(404, 'Upload not found: upload the PDF again.');
    const gone = uploads.find((u) => u.deletedAt !== null || u.expiresAt <= now);
    if (gone) throw new HttpError(410, `"${gone.fileName}" was deleted after 24 hours. Please upload it again.`);

    const reservation = await reserveConversions(tx, user.id, ids.length, now, user.signedUpAt);
    if (!reservation.ok) throw new HttpError(403, quotaMessage(reservation, now));

    const byId = new Map(uploads.map((u) => [u.id, u]));
    const ordered = ids.map((id) => byId.get(id)!);
    const row: typeof conversion.$inferInsert = {
      id: randomUUID(),
      userId: user.id,
      status: 'pending',
      progress: 0,
      totalFiles: ordered.length,
      totalSize: ordered.reduce((s, u) => s + u.size, 0),
      usagePeriodStart: reservation.state.period.start,
      createdAt: now,
    };
    const [created] = await tx.insert(conversion).values(row).returning();
    const files = await tx
      .insert(conversionFile)
      .values(
        ordered.map((u, position) => ({
          id: randomUUID(),
          conversionId: row.id,
          uploadId: u.id,
          position,
          fileName: u.fileName,
          fileSize: u.size,
        })),
      )
      .returning();
    await withinTransaction?.(tx, row.id);
    await deps.queue.enqueue(tx, { type: CONVERSION_JOB, payload: { conversionId: row.id } });
    return {
      data: toConversionView(created!, files, [], now),
      subscription: subscriptionView(reservation.state, reservation.used, now),
    };
  });
  deps.queue.wake();
  return result;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** History: newest first by default, filtered by status and by PDF file name (case-insensitive). */
export async function listConversions(
  db: Db,
  userId: string,
  q: ConversionListQuery,
  now: Date,
): Promise<{ conversions: Conversion[]; pages: number; total: number; page: number; limit: number }> {
  const where: SQL[] = [eq(conversion.userId, userId)];
  if (q.status && q.status !== 'all') where.push(eq(conversion.status, q.status));
  const search = q.search?.trim();
  if (search) {
    where.push(
      sql`exists (select 1 from ${conversionFile} where ${conversionFile.conversionId} = ${conversion.id} and ${conversionFile.fileName} ilike ${`%${escapeLike(search)}%`})`,
    );
  }
  const filter = and(...where);
  const [{ total }] = (await db.select({ total: count() }).from(conversion).where(filter)) as [{ total: number }];
  const rows = await db
    .select()
    .from(conversion)
    .where(filter)
    .orderBy(q.sort === 'createdAt' ? asc(conversion.createdAt) : desc(conversion.createdAt), desc(conversion.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { conversions: await views(db, rows, now), pages: Math.ceil(Number(total) / q.limit), total: Number(total), page: q.page, limit: q.limit };
}

export async function conversionStats(db: Db, userId: string): Promise<ConversionStats> {
  const byStatus = await db
    .select({ status: conversion.status, n: count() })
    .from(conversion)
    .where(eq(conversion.userId, userId))
    .groupBy(conversion.status);
  const n = (s: string) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
  const [files] = await db
    .select({ n: count() })
    .from(conversionFile)
    .innerJoin(conversion, eq(conversion.id, conversionFile.conversionId))
    .where(and(eq(conversion.userId, userId), eq(conversionFile.status, 'succeeded')));
  return {
    total: byStatus.reduce((s, r) => s + Number(r.n), 0),
    succeeded: n('succeeded'),
    processing: n('processing'),
    pending: n('pending'),
    failed: n('failed'),
    totalFilesConverted: Number(files?.n ?? 0),
  };
}
