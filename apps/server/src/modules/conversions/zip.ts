import archiver from 'archiver';
import { once } from 'node:events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { requireUser, type SessionUser } from '../../auth/session.js';
import { conversion, conversionFile, output } from '../../db/schema/conversions.js';
import { HttpError } from '../../http/errors.js';
import { idParamsSchema, notFoundOnInvalid } from '../../http/schemas.js';
import { BlobNotFoundError } from '../../storage/index.js';
import { contentDisposition, FILE_DELETED_MESSAGE } from '../files/routes.js';

function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Sign-in required');
  return request.user;
}

/** `tallysheet-conversion-1a2b3c4d.zip` (the last 8 characters of the id, as the UI shows it). */
export function zipName(conversionId: string): string {
  return `tallysheet-conversion-${conversionId.slice(-8)}.zip`;
}

/**
 * GET /api/conversions/:id/zip: every file of one conversion (each PDF's workbook and CSV, then the combined
 * pair) as one zip, streamed as it is written (files are read from storage one after the other, never all held).
 * 404 for another user's conversion or one without files yet, 410 once its files are deleted.
 */
export default async function conversionZipRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/conversions/:id/zip',
    // sign-in first, then the id's shape: a malformed id is not found, like another user's
    { onRequest: requireUser, schema: { params: idParamsSchema }, config: { invalid: notFoundOnInvalid('Conversion not found') } },
    async (request, reply) => {
    const user = signedIn(request);
    const [conv] = await app.db
      .select()
      .from(conversion)
      .where(and(eq(conversion.id, request.params.id), eq(conversion.userId, user.id)))
      .limit(1);
    if (!conv) throw new HttpError(404, 'Conversion not found');
    const rows = await app.db
      .select({ o: output, position: conversionFile.position })
      .from(output)
      .leftJoin(conversionFile, eq(conversionFile.id, output.conversionFileId))
      .where(eq(output.conversionId, conv.id))
      .orderBy(asc(output.combined), asc(conversionFile.position), asc(output.kind));
    if (rows.length === 0) throw new HttpError(404, 'This conversion has no files to download yet.');
    const now = app.now();
    const live = rows.map((r) => r.o).filter((o) => !o.deletedAt && o.expiresAt > now);
    if (live.length === 0) throw new HttpError(410, FILE_DELETED_MESSAGE);

    const archive = archiver('zip', { zlib: { level: 6 } });
    archive.on('warning', (err) => request.log.warn({ err }, 'zip warning'));
    archive.on('error', (err) => request.log.error({ err }, 'zip failed'));
    // Entries are appended one at a time: the next file is opened when the previous one is in the zip.
    void (async () => {
      const names = new Set<string>();
      try {
        for (const o of live) {
          let name = o.fileName;
          for (let n = 2; names.has(name.toLowerCase()); n++) name = o.fileName.replace(/(\.[^.]+)?$/, ` (${n})$1`);
          names.add(name.toLowerCase());
          let body;
          try {
            body = await app.storage.get(o.storageKey);
          } catch (err) {
            if (err instanceof BlobNotFoundError) continue;
            throw err;
          }
          const done = once(archive, 'entry');
          archive.append(body, { name, date: o.createdAt });
          await done;
        }
        await archive.finalize();
      } catch (err) {
        archive.abort();
        request.log.error({ err }, 'zip aborted');
      }
    })();
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition(zipName(conv.id)))
      .header('cache-control', 'private, no-store')
      .send(archive);
  });
}
