import multipart from '@fastify/multipart';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PLANS } from '@tallysheet/contracts';
import { requireUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { loadPlanState } from '../quota/service.js';
import { discardUploads, fileTooLargeMessage, FileTooLargeError, NotPdfError, storeUpload, type StoredUpload } from './service.js';

const LARGEST_PLAN_BYTES = Math.max(...Object.values(PLANS).map((p) => p.maxFileBytes));
/** Files one upload request may carry (the spec's drop zone takes 10 at once). */
export const MAX_UPLOAD_FILES = 10;
export const TOO_MANY_FILES_MESSAGE = 'Too many files selected. You can upload up to 10 files at once.';
/** Room for the multipart boundaries and part headers around the file bytes. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

/** How long, and how much, a refused upload's connection may keep sending (discarded) after our answer. */
const LINGER_MS = 2000;
const LINGER_BYTES = 1024 * 1024;

/**
 * Answers and closes the connection without reading the rest of the body: a client that declared (or is sending)
 * more than it may does not get to keep the connection busy. The close is a "lingering" one: our side ends the
 * connection after the answer and throws away what still arrives for up to LINGER_MS, so the client reads the
 * answer instead of a reset (cutting at once would make its kernel drop the answer); after LINGER_MS or LINGER_BYTES
 * the socket is destroyed.
 */
function refuseAndClose(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply {
  const socket = request.raw.socket as (Socket & { destroySoon?: () => void }) | null;
  if (socket && !socket.destroyed) {
    // Node's server calls destroySoon() after a `Connection: close` answer, which destroys the socket as soon as
    // the answer is written: with the client still sending, that is a reset, and its kernel drops our answer
    // unread. Instead: end our side, discard what still arrives, and destroy after LINGER_MS.
    socket.destroySoon = () => {
      socket.end();
      let discarded = 0;
      socket.on('data', (chunk: Buffer) => {
        discarded += chunk.length;
        if (discarded > LINGER_BYTES) socket.destroy();
      });
      socket.resume();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    };
  }
  return reply.status(status).header('connection', 'close').type('application/json; charset=utf-8').send({ error: message });
}

function declaredLength(request: FastifyRequest): number | null {
  const raw = request.headers['content-length'];
  if (raw === undefined) return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/**
 * POST /api/invoices/upload: PDFs in the multipart field 'invoices' (one per request from the web app, at most 10)
 * → `{ files: [{ id, fileName, size }] }`. A declared Content-Length over the plan's limit is refused before the
 * body is read; a body crossing it mid-stream is cut off; either way the connection is closed and nothing is kept.
 */
export default async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { files: MAX_UPLOAD_FILES, fields: 10, fieldSize: 1024, parts: MAX_UPLOAD_FILES + 10, fileSize: LARGEST_PLAN_BYTES + 1 },
  });

  // Before the session lookup: no plan allows this much.
  const refuseHuge = async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = declaredLength(request);
    if (declared !== null && declared > LARGEST_PLAN_BYTES + FORM_OVERHEAD_BYTES) {
      return refuseAndClose(request, reply, 413, fileTooLargeMessage('premium'));
    }
  };

  app.post('/invoices/upload', { onRequest: [refuseHuge, requireUser] }, async (request, reply) => {
    const user = request.user;
    if (!user) throw new HttpError(401, 'Sign-in required');
    if (!request.isMultipart()) throw new HttpError(400, "Send the PDF as multipart/form-data in the field 'invoices'.");
    const state = await loadPlanState(app.db, user.id, app.now(), new Date(user.createdAt));
    const declared = declaredLength(request);
    if (declared !== null && declared > state.maxFileBytes + FORM_OVERHEAD_BYTES) {
      return refuseAndClose(request, reply, 413, fileTooLargeMessage(state.plan));
    }

    const deps = { db: app.db, storage: app.storage, now: app.now, retentionMs: app.config.conversions.retentionMs };
    const stored: StoredUpload[] = [];
    let files = 0;
    try {
      for await (const part of request.parts({ limits: { fileSize: state.maxFileBytes + 1 } })) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'invoices') {
          part.file.resume();
          continue;
        }
        files++;
        stored.push(await storeUpload(deps, user.id, { stream: part.file, fileName: part.filename, maxBytes: state.maxFileBytes, plan: state.plan }));
      }
    } catch (err) {
      // Nothing of a refused request is kept.
      await discardUploads(deps, stored.map((s) => s.id));
      const code = (err as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT') return refuseAndClose(request, reply, 400, TOO_MANY_FILES_MESSAGE);
      if (err instanceof FileTooLargeError || code === 'FST_REQ_FILE_TOO_LARGE') {
        return refuseAndClose(request, reply, 413, fileTooLargeMessage(state.plan));
      }
      if (err instanceof NotPdfError) return refuseAndClose(request, reply, 415, err.message);
      if (code?.startsWith('FST_') || (err as Error).message?.includes('Unexpected end of form')) {
        return refuseAndClose(request, reply, 400, `Malformed upload: ${(err as Error).message}`);
      }
      throw err;
    }
    if (files === 0) throw new HttpError(400, "No file received: send the PDF in the field 'invoices'.");
    return reply.status(200).send({ files: stored });
  });
}
