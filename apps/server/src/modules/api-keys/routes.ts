import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createApiKeyRequestSchema } from '@tallysheet/contracts';
import { requireUser, type SessionUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { createKey, hasPremium, listKeys, PREMIUM_REQUIRED_MESSAGE, revokeKey } from './service.js';

function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Sign-in required');
  return request.user;
}

/**
 * POST /api/keys → 201 `{ data: { id, name, key, … } }` (Premium only), GET /api/keys, DELETE /api/keys/:id.
 * Listing and revoking stay open on every plan, so a user who left Premium can still see and revoke old keys.
 */
export default async function apiKeysRoutes(app: FastifyInstance): Promise<void> {
  app.post('/keys', { preHandler: requireUser }, async (request, reply) => {
    const user = signedIn(request);
    if (!(await hasPremium(app.db, user.id, app.now(), new Date(user.createdAt)))) throw new HttpError(403, PREMIUM_REQUIRED_MESSAGE);
    const parsed = createApiKeyRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Give the key a name');
    const data = await createKey(app.db, user.id, parsed.data.name, app.now());
    return reply.status(201).header('cache-control', 'no-store').send({ data });
  });

  app.get('/keys', { preHandler: requireUser }, async (request) => {
    const user = signedIn(request);
    return { data: await listKeys(app.db, user.id) };
  });

  app.delete<{ Params: { id: string } }>('/keys/:id', { preHandler: requireUser }, async (request, reply) => {
    const user = signedIn(request);
    if (!(await revokeKey(app.db, user.id, request.params.id, app.now()))) throw new HttpError(404, 'API key not found');
    return reply.status(204).send();
  });
}
