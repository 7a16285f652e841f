import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { settleTestSubscription } from './service.js';
import { getSubscriptionView } from '../quota/service.js';

/** GET /api/billing/subscription → the spec's Subscription (plan, limits, usage this period, reset). */
export default async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/billing/subscription', { preHandler: requireUser }, async (request) => {
    const user = request.user;
    if (!user) throw new HttpError(401, 'Sign-in required');
    // Test mode has no Stripe to renew or end the subscription at its period end: settle it on read.
    if (app.config.billing.mode === 'test') await settleTestSubscription(app.db, user.id, app.now());
    return getSubscriptionView(app.db, user.id, app.now(), new Date(user.createdAt));
  });
}
