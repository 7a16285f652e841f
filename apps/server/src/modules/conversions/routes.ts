import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conversionListQuerySchema, startConversionRequestSchema } from '@tallysheet/contracts';
import { requireUser, type SessionUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { conversionStats, getConversion, listConversions, startConversion } from './service.js';

function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Sign-in required');
  return request.user;
}

const START_MESSAGES: Record<string, string> = {
  too_small: 'Please upload some PDF files first.',
  too_big: 'You can convert up to 10 files at once.',
};

/** POST /api/conversions, GET /api/conversions, GET /api/conversions/stats, GET /api/conversions/:id/status. */
export default async function conversionsRoutes(app: FastifyInstance): Promise<void> {
  app.post('/conversions', { preHandler: requireUser }, async (request, reply) => {
    const user = signedIn(request);
    const parsed = startConversionRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message =
        issue?.path[0] === 'invoiceIds' && issue.path.length === 1 && START_MESSAGES[issue.code]
          ? START_MESSAGES[issue.code]!
          : 'invoiceIds must be a list of upload ids';
      throw new HttpError(400, message);
    }
    const result = await startConversion(
      { db: app.db, queue: app.queue, now: app.now },
      { id: user.id, signedUpAt: new Date(user.createdAt) },
      parsed.data.invoiceIds,
    );
    return reply.status(201).send(result);
  });

  app.get('/conversions', { preHandler: requireUser }, async (request) => {
    const user = signedIn(request);
    const parsed = conversionListQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'query');
      throw new HttpError(400, `Invalid ${field} parameter`);
    }
    return { data: await listConversions(app.db, user.id, parsed.data, app.now()) };
  });

  app.get('/conversions/stats', { preHandler: requireUser }, async (request) => {
    const user = signedIn(request);
    return { data: await conversionStats(app.db, user.id) };
  });

  const status = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const user = signedIn(request);
    const c = await getConversion(app.db, user.id, request.params.id, app.now());
    return { data: { conversion: c, progress: c.progress } };
  };
  app.get<{ Params: { id: string } }>('/conversions/:id/status', { preHandler: requireUser }, status);
  app.get<{ Params: { id: string } }>('/conversions/:id', { preHandler: requireUser }, status);
}
