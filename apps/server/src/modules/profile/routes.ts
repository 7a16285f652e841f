import type { FastifyInstance, FastifyRequest } from 'fastify';
import { profileUpdateSchema } from '@tallysheet/contracts';
import { requireUser, type SessionUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { updateProfile } from './service.js';

function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Sign-in required');
  return request.user;
}

/** GET /api/me and PATCH|POST /api/profile (spec §3 payload `{ data: { first_name, last_name, company, onboarding_completed? } }`). */
export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/me', { preHandler: requireUser }, async (request) => ({ user: signedInUser(request) }));

  const update = async (request: FastifyRequest) => {
    const current = signedInUser(request);
    const parsed = profileUpdateSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid profile');
    return { user: await updateProfile(app.db, current.id, parsed.data.data) };
  };
  app.patch('/profile', { preHandler: requireUser }, update);
  app.post('/profile', { preHandler: requireUser }, update);
}
