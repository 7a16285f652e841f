import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PLANS } from '@tallysheet/contracts';
import { requireUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { loadPlanState } from '../quota/service.js';
import { FileTooLargeError, NotPdfError, storeUpload } from './service.js';

const LARGEST_PLAN_BYTES = Math.max(...Object.values(PLANS).map((p) => p.maxFileBytes));

/** POST /api/invoices/upload: one PDF in the multipart field 'invoices' → `{ files: [{ id, fileName, size }] }`. */
export default async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, fileSize: LARGEST_PLAN_BYTES + 1 },
  });

  app.post('/invoices/upload', { preHandler: requireUser }, async (request, reply) => {
    const user = request.user;
    if (!user) throw new HttpError(401, 'Sign-in required');
    if (!request.isMultipart()) throw new HttpError(400, "Send the PDF as multipart/form-data in the field 'invoices'.");
    const state = await loadPlanState(app.db, user.id, app.now(), new Date(user.createdAt));

    let part;
    try {
      part = await request.file({ limits: { fileSize: state.maxFileBytes + 1 } });
    } catch (err) {
      throw new HttpError(400, `Malformed upload: ${(err as Error).message}`);
    }
    if (!part) throw new HttpError(400, "No file received: send the PDF in the field 'invoices'.");
    if (part.fieldname !== 'invoices') {
      part.file.resume();
      throw new HttpError(400, "No file received: send the PDF in the field 'invoices'.");
    }
    try {
      const stored = await storeUpload(
        { db: app.db, storage: app.storage, now: app.now, retentionMs: app.config.conversions.retentionMs },
        user.id,
        { stream: part.file, fileName: part.filename, maxBytes: state.maxFileBytes, plan: state.plan },
      );
      return reply.status(200).send({ files: [stored] });
    } catch (err) {
      // Let the rest of the request body drain so the client reads our answer instead of a reset.
      part.file.resume();
      if (err instanceof FileTooLargeError) throw new HttpError(413, err.message);
      if (err instanceof NotPdfError) throw new HttpError(415, err.message);
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, new FileTooLargeError(state.plan).message);
      throw err;
    }
  });
}
