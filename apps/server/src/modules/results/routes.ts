import type { FastifyInstance, FastifyRequest } from 'fastify';
import { saveResultRequestSchema } from '@tallysheet/contracts';
import { requireUser, type SessionUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { contentDisposition } from '../files/routes.js';
import { Regenerator } from './regenerate.js';
import { getResult, loadResult, resultPdf, saveResult } from './service.js';

function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Sign-in required');
  return request.user;
}

type ById = { Params: { excelFileId: string } };

/** A readable 400 message from the first zod issue: "invoice.lineItems.2.amount: amount must be a number or null". */
function issueMessage(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return 'Invalid request body';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * GET /api/results/:excelFileId (the ExtractionResult behind a per-PDF workbook, for the review screen),
 * PUT /api/results/:excelFileId (save corrections; files regenerated) and GET /api/results/:excelFileId/pdf
 * (the original PDF for the viewer). Anonymous 401, another user's id 404, deleted files 410.
 */
export default async function resultsRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, storage: app.storage, now: app.now };
  // corrected files are written in a worker thread of their own (regenerate.ts), made on first use
  const regenerator = new Regenerator({ memoryMb: app.config.conversions.workerMemoryMb, timeoutMs: app.config.conversions.fileTimeoutMs });
  app.addHook('onClose', async () => regenerator.close());

  app.get<ById>('/results/:excelFileId', { preHandler: requireUser }, async (request, reply) => {
    const user = signedIn(request);
    const data = await getResult(deps, user.id, request.params.excelFileId);
    // whoever opens a review screen may save next: have the writers loaded by then
    regenerator.warm();
    return reply.header('cache-control', 'private, no-store').send({ data });
  });

  app.put<ById>('/results/:excelFileId', { preHandler: requireUser }, async (request) => {
    const user = signedIn(request);
    // (whose file it is comes first: another user's id is 404 whatever the body, as on every other route)
    const loaded = await loadResult(deps, user.id, request.params.excelFileId);
    const parsed = saveResultRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new HttpError(400, issueMessage(parsed.error.issues[0]));
    return { data: await saveResult({ ...deps, regenerator }, user.id, loaded, parsed.data) };
  });

  app.get<ById>('/results/:excelFileId/pdf', { preHandler: requireUser }, async (request, reply) => {
    const user = signedIn(request);
    const pdf = await resultPdf(deps, user.id, request.params.excelFileId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(pdf.size))
      .header('content-disposition', contentDisposition(pdf.fileName).replace(/^attachment/, 'inline'))
      .header('cache-control', 'private, no-store')
      .send(pdf.body);
  });
}
