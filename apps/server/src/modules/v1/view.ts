import { and, asc, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import { API_OUTPUT_FORMATS, type ApiOutputFormat, type V1Conversion, type V1Output } from '@tallysheet/contracts';
import { apiConversion } from '../../db/schema/api.js';
import { conversion, conversionFile, output } from '../../db/schema/conversions.js';
import type { Db } from '../../db/types.js';

type ConversionRow = typeof conversion.$inferSelect;
type OutputRow = typeof output.$inferSelect;

export const v1FileUrl = (id: string) => `/api/v1/files/${id}`;

function outputView(o: OutputRow): V1Output {
  return { format: o.kind as ApiOutputFormat, fileName: o.fileName, url: v1FileUrl(o.id), size: o.size, expiresAt: o.expiresAt.toISOString() };
}

/** The API's conversion shape for rows of one user (files in order, outputs of the formats asked for). */
export async function v1Views(db: Db, rows: ConversionRow[]): Promise<V1Conversion[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [files, outputs, requests] = await Promise.all([
    db.select().from(conversionFile).where(inArray(conversionFile.conversionId, ids)).orderBy(asc(conversionFile.position)),
    db.select().from(output).where(inArray(output.conversionId, ids)).orderBy(asc(output.createdAt), asc(output.kind)),
    db.select({ conversionId: apiConversion.conversionId, formats: apiConversion.formats }).from(apiConversion).where(inArray(apiConversion.conversionId, ids)),
  ]);
  const formatsOf = new Map(requests.map((r) => [r.conversionId, r.formats as ApiOutputFormat[]]));
  return rows.map((c) => {
    // Conversions started in the web app list every format.
    const formats = formatsOf.get(c.id) ?? [...API_OUTPUT_FORMATS];
    const mine = outputs.filter((o) => o.conversionId === c.id && (formats as string[]).includes(o.kind));
    return {
      id: c.id,
      status: c.status as V1Conversion['status'],
      progress: c.progress,
      createdAt: c.createdAt.toISOString(),
      finishedAt: c.finishedAt?.toISOString() ?? null,
      error: c.error,
      formats,
      files: files
        .filter((f) => f.conversionId === c.id)
        .map((f) => ({
          fileName: f.fileName,
          status: f.status as V1Conversion['status'],
          error: f.error,
          pages: f.pages,
          outputs: mine.filter((o) => o.conversionFileId === f.id).map(outputView),
        })),
      combinedOutputs: mine.filter((o) => o.conversionFileId === null).map(outputView),
    };
  });
}

/** One of the user's conversions, or null (another user's conversion does not exist for them). */
export async function findV1Conversion(db: Db, userId: string, id: string): Promise<V1Conversion | null> {
  const rows = await db
    .select()
    .from(conversion)
    .where(and(eq(conversion.id, id), eq(conversion.userId, userId)))
    .limit(1);
  return (await v1Views(db, rows))[0] ?? null;
}

/** The conversion of an event, whoever asks (the webhook worker). */
export async function conversionForEvent(db: Db, id: string): Promise<{ userId: string; view: V1Conversion } | null> {
  const rows = await db.select().from(conversion).where(eq(conversion.id, id)).limit(1);
  const view = (await v1Views(db, rows))[0];
  return view ? { userId: rows[0]!.userId, view } : null;
}

const encodeCursor = (c: ConversionRow) => Buffer.from(`${c.createdAt.toISOString()}|${c.id}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  return id && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
}

export class BadCursorError extends Error {
  constructor() {
    super('Invalid cursor: pass the nextCursor of the previous page');
  }
}

/** The user's conversions, newest first, `limit` at a time after the cursor's row. */
export async function listV1Conversions(
  db: Db,
  userId: string,
  q: { limit: number; cursor?: string },
): Promise<{ data: V1Conversion[]; nextCursor: string | null }> {
  const where: SQL[] = [eq(conversion.userId, userId)];
  if (q.cursor) {
    const after = decodeCursor(q.cursor);
    if (!after) throw new BadCursorError();
    where.push(or(lt(conversion.createdAt, after.createdAt), and(eq(conversion.createdAt, after.createdAt), lt(conversion.id, after.id)))!);
  }
  const rows = await db
    .select()
    .from(conversion)
    .where(and(...where))
    .orderBy(desc(conversion.createdAt), desc(conversion.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  return { data: await v1Views(db, page), nextCursor: rows.length > q.limit ? encodeCursor(page[page.length - 1]!) : null };
}
