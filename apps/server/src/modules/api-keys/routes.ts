import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createApiKeyRequestSchema } from '@tallysheet/contracts';
import { requireUser, type SessionUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { bodyOrEmpty, firstIssueOr, idParamsSchema, notFoundOnInvalid } from '../../http/schemas.js';
import { createKey, hasPremium, listKeys, PREMIUM_REQUIRED_MESSAGE, revokeKey } from './service.js';

function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Sign-in required');
  return request.user;
}

/**
 * POST /api/keys → 201 `{ data: { id, name, key, … } }` (Premium only), GET /api/keys, DELETE /api/keys/:id.
 * Listing and revoking stay open on every plan, so a user who left Premium can still see and revoke old keys.
 */
export default async function apiKeysRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const createOptions = {
    onRequest: requireUser,
    schema: { body: bodyOrEmpty(createApiKeyRequestSchema) },
    config: { invalid: firstIssueOr('Give the key a name') },
  };
  app.post('/keys', createOptions, async (request, reply) => {
    const user = signedIn(request);
    if (!(await hasPremium(app.db, user.id, app.now(), new Date(user.createdAt)))) throw new HttpError(403, PREMIUM_REQUIRED_MESSAGE);
    const data = await createKey(app.db, user.id, request.body.name, app.now());
    return reply.status(201).header('cache-control', 'no-store').send({ data });
  });

  app.get('/keys', { preHandler: requireUser }, async (request) => {
    const user = signedIn(request);
    return { data: await listKeys(app.db, user.id) };
  });

  // Sign-in first (onRequest), then the id's shape: a malformed id is not found, like another user's.
  const byId = { onRequest: requireUser, schema: { params: idParamsSchema }, config: { invalid: notFoundOnInvalid('API key not found') } };
  app.delete('/keys/:id', byId, async (request, reply) => {
    const user = signedIn(request);
    if (!(await revokeKey(app.db, user.id, request.params.id, app.now()))) throw new HttpError(404, 'API key not found');
    return reply.status(204).send();
  });
}
