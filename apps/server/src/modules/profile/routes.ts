import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileUpdateSchema } from '@tallysheet/contracts';
import { requireUser, type SessionUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { updateProfile } from './service.js';

function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Sign-in required');
  return request.user;
}

/** GET /api/me and PATCH|POST /api/profile (spec §3 payload `{ data: { first_name, last_name, company, onboarding_completed? } }`). */
export default async function routes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/me', { onRequest: requireUser }, async (request) => ({ user: signedInUser(request) }));

  app.route({
    method: ['PATCH', 'POST'],
    url: '/profile',
    onRequest: requireUser,
    schema: { body: profileUpdateSchema },
    handler: async (request) => {
      const current = signedInUser(request);
      return { user: await updateProfile(app.db, current.id, request.body.data) };
    },
  });
}
