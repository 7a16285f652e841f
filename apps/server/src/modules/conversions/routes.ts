import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conversionListQuerySchema, MAX_FILES_PER_CONVERSION, startConversionRequestSchema } from '@tallysheet/contracts';
import { requireUser, requireUserForPolling, type SessionUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { ID_PATTERN, idParamsSchema, notFoundOnInvalid, type ValidationIssue } from '../../http/schemas.js';
import { conversionStats, getConversion, listConversions, startConversion } from './service.js';

function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Sign-in required');
  return request.user;
}

const START_MESSAGES: Record<string, string> = {
  too_small: 'Please upload some PDF files first.',
  too_big: 'You can convert up to 10 files at once.',
};

/** The contract's body, with each upload id held to the shape of ours (a NUL byte must not reach the database). */
const startBodySchema = startConversionRequestSchema.extend({
  invoiceIds: startConversionRequestSchema.shape.invoiceIds.element.regex(ID_PATTERN).array().min(1).max(MAX_FILES_PER_CONVERSION),
});

function startInvalid(issues: ValidationIssue[]): HttpError {
  const issue = issues[0];
  const message =
    issue?.instancePath === '/invoiceIds' && START_MESSAGES[issue.keyword]
      ? START_MESSAGES[issue.keyword]!
      : 'invoiceIds must be a list of upload ids';
  return new HttpError(400, message);
}

function listInvalid(issues: ValidationIssue[]): HttpError {
  const field = issues[0]?.instancePath.split('/')[1] || 'query';
  return new HttpError(400, `Invalid ${field} parameter`);
}

/** POST /api/conversions, GET /api/conversions, GET /api/conversions/stats, GET /api/conversions/:id/status. */
export default async function conversionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Sign-in is checked first (onRequest), so a signed-out request is a 401 whatever its input.
  app.post(
    '/conversions',
    { onRequest: requireUser, schema: { body: startBodySchema }, config: { invalid: startInvalid } },
    async (request, reply) => {
      const user = signedIn(request);
      const result = await startConversion(
        { db: app.db, queue: app.queue, now: app.now },
        { id: user.id, signedUpAt: new Date(user.createdAt) },
        request.body.invoiceIds,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/conversions',
    { onRequest: requireUser, schema: { querystring: conversionListQuerySchema }, config: { invalid: listInvalid } },
    async (request) => {
      const user = signedIn(request);
      return { data: await listConversions(app.db, user.id, request.query, app.now()) };
    },
  );

  app.get('/conversions/stats', { onRequest: requireUser }, async (request) => {
    const user = signedIn(request);
    return { data: await conversionStats(app.db, user.id) };
  });

  for (const url of ['/conversions/:id/status', '/conversions/:id']) {
    app.get(
      url,
      { onRequest: requireUserForPolling, schema: { params: idParamsSchema }, config: { invalid: notFoundOnInvalid('Conversion not found') } },
      async (request) => {
        const user = signedIn(request);
        const c = await getConversion(app.db, user.id, request.params.id, app.now());
        return { data: { conversion: c, progress: c.progress } };
      },
    );
  }
}
