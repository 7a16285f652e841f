import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createWebhookEndpointRequestSchema } from '@tallysheet/contracts';
import { requireUser, type SessionUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { bodyOrEmpty, firstIssueOr, idParamsSchema, notFoundOnInvalid } from '../../http/schemas.js';
import { hasPremium, PREMIUM_REQUIRED_MESSAGE } from '../api-keys/service.js';
import { checkEndpointUrl, createEndpoint, deleteEndpoint, listEndpoints, queueTestEvent, type WebhookDeps } from './service.js';

function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Sign-in required');
  return request.user;
}

export function webhookDeps(app: FastifyInstance): WebhookDeps {
  return { db: app.db, queue: app.queue, now: app.now, settings: app.config.conversions.webhooks, log: app.log };
}

/**
 * Settings → API, webhooks: GET /api/webhooks (endpoints with their latest deliveries), POST /api/webhooks
 * `{ url }` (Premium, up to 5), DELETE /api/webhooks/:id, POST /api/webhooks/:id/test (a `test` event).
 */
export default async function webhooksRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Sign-in first (onRequest), then the id's shape: a malformed id is not found, like another user's.
  const byId = { onRequest: requireUser, schema: { params: idParamsSchema }, config: { invalid: notFoundOnInvalid('Webhook endpoint not found') } };
  const premium = async (user: SessionUser) => {
    if (!(await hasPremium(app.db, user.id, app.now(), new Date(user.createdAt)))) throw new HttpError(403, PREMIUM_REQUIRED_MESSAGE);
  };

  app.get('/webhooks', { preHandler: requireUser }, async (request) => {
    const user = signedIn(request);
    return { data: await listEndpoints(app.db, user.id) };
  });

  const createOptions = {
    onRequest: requireUser,
    schema: { body: bodyOrEmpty(createWebhookEndpointRequestSchema) },
    config: { invalid: firstIssueOr('Enter the endpoint URL') },
  };
  app.post('/webhooks', createOptions, async (request, reply) => {
    const user = signedIn(request);
    await premium(user);
    const url = checkEndpointUrl(request.body.url, app.config.conversions.webhooks.allowPrivate);
    return reply.status(201).send({ data: await createEndpoint(app.db, user.id, url, app.now()) });
  });

  app.delete('/webhooks/:id', byId, async (request, reply) => {
    const user = signedIn(request);
    if (!(await deleteEndpoint(app.db, user.id, request.params.id))) throw new HttpError(404, 'Webhook endpoint not found');
    return reply.status(204).send();
  });

  app.post('/webhooks/:id/test', byId, async (request, reply) => {
    const user = signedIn(request);
    await premium(user);
    await queueTestEvent(webhookDeps(app), user.id, request.params.id);
    return reply.status(202).send({ data: { queued: true } });
  });
}
