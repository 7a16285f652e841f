import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES, contactRequestSchema } from '@tallysheet/contracts';
import { getSessionUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import type { InvalidInputMapper } from '../../http/schemas.js';
import { scheduleContactRetention } from './retention.js';
import { submitContactMessage } from './service.js';

export const PUBLIC_FORM_RATE_WINDOW_MS = 10 * 60 * 1000;

/** Per-IP limit for the public forms (contact and waitlist), tighter than the global API limit. */
export function publicFormRateLimit(app: FastifyInstance, message: string) {
  return {
    max: app.config.support.formRateLimit,
    timeWindow: PUBLIC_FORM_RATE_WINDOW_MS,
    errorResponseBuilder: (_req: unknown, context: { ttl: number }) => {
      const err = new HttpError(429, message);
      (err as HttpError & { retryAfterSeconds?: number }).retryAfterSeconds = Math.ceil(context.ttl / 1000);
      return err;
    },
  };
}

/**
 * The public forms' one message for a failed check (as `firstValidationMessage` in the contracts): a body that is
 * no object, or a missing field, reads `required`; otherwise the first issue.
 */
export function formInvalid(required: string): InvalidInputMapper {
  return (issues) => {
    const missing = issues.find((i) => i.instancePath === '' || i.instancePath === '/' || i.message === CONTACT_MESSAGES.required || i.message === CONTACT_MESSAGES.emailRequired);
    return new HttpError(400, missing ? (missing.instancePath === '' || missing.instancePath === '/' ? required : missing.message) : (issues[0]?.message ?? required));
  };
}

/**
 * `POST /api/contact`: public, with optional auth. A signed-in sender's user id comes from the session
 * (never from the body), so the dashboard's Contact tab and the public page share this one route.
 */
export default async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Tests build many short-lived apps; they call the sweep directly instead.
  if (app.config.nodeEnv !== 'test') scheduleContactRetention(app);
  app.post(
    '/contact',
    {
      schema: { body: contactRequestSchema },
      config: { rateLimit: publicFormRateLimit(app, CONTACT_MESSAGES.rateLimited), invalid: formInvalid(CONTACT_MESSAGES.required) },
    },
    async (request, reply) => {
      const user = await getSessionUser(request);
      const result = await submitContactMessage(
        {
          db: app.db,
          mailer: app.mailer,
          supportEmail: app.config.support.email,
          smtpConfigured: app.mailer.kind === 'smtp',
          log: request.log,
        },
        request.body,
        user?.id ?? null,
      );
      return reply.status(201).send(result);
    },
  );
}
