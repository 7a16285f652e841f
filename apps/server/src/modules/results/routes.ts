import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { saveResultRequestSchema } from '@tallysheet/contracts';
import { requireUser, type SessionUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { bodyOrEmpty, excelFileIdParamsSchema, ID_PATTERN, notFoundOnInvalid, type ValidationIssue } from '../../http/schemas.js';
import { contentDisposition } from '../files/routes.js';
import { Regenerator } from './regenerate.js';
import { getResult, loadResult, resultPdf, saveResult, type LoadedResult } from './service.js';

function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Sign-in required');
  return request.user;
}


/** A readable 400 message from the first failed check: "invoice.lineItems.2.amount: amount must be a number or null". */
function saveInvalid(issues: ValidationIssue[], part: string): HttpError {
  if (part === 'params') return new HttpError(404, 'File not found');
  const issue = issues[0];
  if (!issue) return new HttpError(400, 'Invalid request body');
  const path = issue.instancePath.split('/').filter(Boolean).join('.');
  return new HttpError(400, path ? `${path}: ${issue.message}` : issue.message);
}

/**
 * GET /api/results/:excelFileId (the ExtractionResult behind a per-PDF workbook, for the review screen),
 * PUT /api/results/:excelFileId (save corrections; files regenerated) and GET /api/results/:excelFileId/pdf
 * (the original PDF for the viewer). Anonymous 401, another user's id 404, deleted files 410.
 */
export default async function resultsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Sign-in first (onRequest), then the id's shape: a malformed id is not found, like another user's.
  const byId = { onRequest: requireUser, schema: { params: excelFileIdParamsSchema }, config: { invalid: notFoundOnInvalid('File not found') } };
  const deps = { db: app.db, storage: app.storage, now: app.now };
  // corrected files are written in a worker thread of their own (regenerate.ts), made on first use
  const regenerator = new Regenerator({ memoryMb: app.config.conversions.workerMemoryMb, timeoutMs: app.config.conversions.fileTimeoutMs });
  app.addHook('onClose', async () => regenerator.close());

  app.get('/results/:excelFileId', byId, async (request, reply) => {
    const user = signedIn(request);
    const data = await getResult(deps, user.id, request.params.excelFileId);
    // whoever opens a review screen may save next: have the writers loaded by then
    regenerator.warm();
    return reply.header('cache-control', 'private, no-store').send({ data });
  });

  // Whose file it is comes first: another user's id is 404 whatever the body, as on every other route. So the
  // result is loaded before the body's schema is checked (preValidation), and the handler takes it from there.
  const loadedFor = new WeakMap<object, LoadedResult>();
  const saveOptions = {
    onRequest: requireUser,
    preValidation: async (request: FastifyRequest) => {
      const { excelFileId } = request.params as { excelFileId: string };
      if (!ID_PATTERN.test(excelFileId)) throw new HttpError(404, 'File not found');
      loadedFor.set(request, await loadResult(deps, signedIn(request).id, excelFileId));
    },
    schema: { params: excelFileIdParamsSchema, body: bodyOrEmpty(saveResultRequestSchema) },
    config: { invalid: saveInvalid },
  };
  app.put('/results/:excelFileId', saveOptions, async (request) => {
    const user = signedIn(request);
    const loaded = loadedFor.get(request);
    if (!loaded) throw new HttpError(404, 'File not found');
    return { data: await saveResult({ ...deps, regenerator }, user.id, loaded, request.body) };
  });

  app.get('/results/:excelFileId/pdf', byId, async (request, reply) => {
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
