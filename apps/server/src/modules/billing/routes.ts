import type { FastifyInstance, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import {
  checkoutRequestSchema,
  portalRequestSchema,
  testCompleteRequestSchema,
  testPortalRequestSchema,
  type BillingInfo,
} from '@tallysheet/contracts';
import type { BillingConfig } from '../../config.js';
import { requireUser, type SessionUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import {
  checkBodyIdentity,
  completeTestCheckout,
  createStripeCheckout,
  createStripePortal,
  createTestCheckout,
  getTestSession,
  handleStripeEvent,
  settleTestSubscription,
  testPortalAction,
  TEST_SUBSCRIPTION_PREFIX,
} from './service.js';
import { ensureSubscription, planState } from '../quota/service.js';

/** A Stripe client for the configured key; host/port/protocol overridable (tests use a loopback stub). */
export function createStripeClient(config: Extract<BillingConfig, { mode: 'stripe' }>): Stripe {
  return new Stripe(config.secretKey, {
    ...(config.api.host ? { host: config.api.host } : {}),
    ...(config.api.port ? { port: config.api.port } : {}),
    ...(config.api.protocol ? { protocol: config.api.protocol } : {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'Tallysheet' },
  });
}

function me(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Sign-in required');
  return request.user;
}

/**
 * Billing: checkout, portal, Stripe webhook, and the TEST MODE checkout/portal used when no Stripe key is set.
 * Checkout and portal act only for the session's user (DESIGN §7). GET /billing/subscription lives in
 * subscription-routes.ts.
 */
export default async function billingRoutes(app: FastifyInstance): Promise<void> {
  const billing = app.config.billing;
  const stripe = billing.mode === 'stripe' ? createStripeClient(billing) : null;
  const appUrl = app.config.appUrl;

  app.get('/billing/info', async (): Promise<BillingInfo> => ({ mode: billing.mode, paidPlansAvailable: billing.mode !== 'off' }));

  app.post('/billing/checkout', { preHandler: requireUser }, async (request) => {
    const user = me(request);
    const body = checkoutRequestSchema.parse(request.body ?? {});
    checkBodyIdentity(body, user);
    const now = app.now();
    if (billing.mode === 'stripe') {
      return createStripeCheckout({ db: app.db, stripe: stripe!, config: billing, appUrl, now }, user, body.plan);
    }
    if (billing.mode === 'test') {
      await settleTestSubscription(app.db, user.id, now);
      return createTestCheckout(app.db, user, body.plan, now);
    }
    throw new HttpError(503, 'Paid plans are not available yet');
  });

  app.post('/billing/portal', { preHandler: requireUser }, async (request) => {
    const user = me(request);
    checkBodyIdentity(portalRequestSchema.parse(request.body ?? undefined), user);
    const now = app.now();
    if (billing.mode === 'stripe') return createStripePortal({ db: app.db, stripe: stripe!, appUrl, now }, user);
    if (billing.mode === 'test') {
      await settleTestSubscription(app.db, user.id, now);
      const row = await ensureSubscription(app.db, user.id, now, new Date(user.createdAt));
      if (planState(row, now).plan === 'free' || !row.stripeSubscriptionId?.startsWith(TEST_SUBSCRIPTION_PREFIX)) {
        throw new HttpError(400, 'No paid subscription to manage');
      }
      return { url: '/billing/test-portal' };
    }
    throw new HttpError(503, 'Paid plans are not available yet');
  });

  // The webhook reads its body raw (the signature covers the exact bytes): its own scope and parser.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/billing/webhook', async (request) => {
      if (billing.mode !== 'stripe' || !stripe) throw new HttpError(404, 'Stripe billing is not configured');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new HttpError(400, 'Missing Stripe signature or body');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, billing.webhookSecret);
      } catch {
        throw new HttpError(400, 'Invalid Stripe signature');
      }
      const outcome = await handleStripeEvent(
        { db: app.db, config: billing, now: app.now(), log: request.log },
        event,
        (id) => stripe.subscriptions.retrieve(id),
      );
      return { received: true, outcome };
    });
  });

  // ── TEST MODE (no Stripe key) ──
  const testOnly = async () => {
    if (billing.mode !== 'test') throw new HttpError(404, 'Test-mode billing is not enabled');
  };

  app.get<{ Params: { id: string } }>('/billing/test/sessions/:id', { preHandler: [testOnly, requireUser] }, async (request) =>
    getTestSession(app.db, me(request).id, request.params.id),
  );

  app.post('/billing/test/complete', { preHandler: [testOnly, requireUser] }, async (request) => {
    const { session } = testCompleteRequestSchema.parse(request.body ?? {});
    return completeTestCheckout(app.db, me(request).id, session, app.now());
  });

  app.post('/billing/test/portal', { preHandler: [testOnly, requireUser] }, async (request) => {
    const action = testPortalRequestSchema.parse(request.body ?? {});
    await testPortalAction(app.db, me(request).id, action, app.now());
    return { ok: true };
  });
}
