import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES, waitlistRequestSchema } from '@tallysheet/contracts';
import { formInvalid, publicFormRateLimit } from '../contact/routes.js';
import { joinWaitlist } from './service.js';

/** `POST /api/waitlist` {email}: public. 201 for a new sign-up, 200 when the address was already on the list. */
export default async function waitlistRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: publicFormRateLimit(app, 'Too many sign-ups from this address. Please wait a few minutes and try again.'), invalid: formInvalid(CONTACT_MESSAGES.emailRequired) };
  app.post('/waitlist', { schema: { body: waitlistRequestSchema }, config }, async (request, reply) => {
    const result = await joinWaitlist(
      {
        db: app.db,
        mailer: app.mailer,
        supportEmail: app.config.support.email,
        smtpConfigured: app.mailer.kind === 'smtp',
        log: request.log,
      },
      request.body.email,
    );
    return reply.status(result.alreadyJoined ? 200 : 201).send(result);
  });
}
