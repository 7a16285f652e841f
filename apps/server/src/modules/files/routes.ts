import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { requireUser } from '../../auth/session.js';
import { output } from '../../db/schema/conversions.js';
import { HttpError } from '../../http/errors.js';
import { BlobNotFoundError } from '../../storage/index.js';

export const FILE_DELETED_MESSAGE = 'This file was deleted after 24 hours, as all files are. Please convert the PDF again.';

const CONTENT_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** `attachment; filename="ascii fallback"; filename*=UTF-8''exact` (RFC 6266 / RFC 5987). */
export function contentDisposition(fileName: string): string {
  let fallback = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_').trim();
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(fallback)?.[0] ?? '';
  // Nothing readable left of the name (e.g. all CJK): a neutral name with the extension.
  if (!/[A-Za-z0-9]/.test(fallback.slice(0, fallback.length - ext.length))) fallback = `download${ext}`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** GET /api/files/:id: the owner's generated workbook or CSV; 404 for anyone else, 410 once deleted. */
export default async function filesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/files/:id', { preHandler: requireUser }, async (request, reply) => {
    const user = request.user;
    if (!user) throw new HttpError(401, 'Sign-in required');
    return sendOutputFile(app, reply, user.id, request.params.id);
  });
}

/** Sends one of the user's generated files (also GET /api/v1/files/:id): 404 for anyone else, 410 once deleted. */
export async function sendOutputFile(app: FastifyInstance, reply: FastifyReply, userId: string, id: string): Promise<FastifyReply> {
  const [file] = await app.db
    .select()
    .from(output)
    .where(and(eq(output.id, id), eq(output.userId, userId)))
    .limit(1);
  if (!file) throw new HttpError(404, 'File not found');
  if (file.deletedAt || file.expiresAt <= app.now()) throw new HttpError(410, FILE_DELETED_MESSAGE);
  let body;
  try {
    body = await app.storage.get(file.storageKey);
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw new HttpError(410, FILE_DELETED_MESSAGE);
    throw err;
  }
  return reply
    .header('content-type', CONTENT_TYPES[file.kind] ?? 'application/octet-stream')
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(body);
}
