import type { FastifyInstance } from 'fastify';
import { validateWaitlist } from '@tallysheet/contracts';
import { HttpError } from '../../http/errors.js';
import { publicFormRateLimit } from '../contact/routes.js';
import { joinWaitlist } from './service.js';

/** `POST /api/waitlist` {email}: public. 201 for a new sign-up, 200 when the address was already on the list. */
export default async function waitlistRoutes(app: FastifyInstance): Promise<void> {
  app.post('/waitlist', { config: { rateLimit: publicFormRateLimit(app, 'sign-ups') } }, async (request, reply) => {
    const parsed = validateWaitlist(request.body);
    if (!parsed.ok) throw new HttpError(400, parsed.error);
    const result = await joinWaitlist(
      {
        db: app.db,
        mailer: app.mailer,
        supportEmail: app.config.support.email,
        smtpConfigured: app.mailer.kind === 'smtp',
        log: request.log,
      },
      parsed.email,
    );
    return reply.status(result.alreadyJoined ? 200 : 201).send(result);
  });
}
