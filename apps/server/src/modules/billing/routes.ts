import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { idParamsSchema, notFoundOnInvalid } from '../../http/schemas.js';
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

/** How far a webhook's signed timestamp may be from our clock, either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

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
export default async function billingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const billing = app.config.billing;
  const stripe = billing.mode === 'stripe' ? createStripeClient(billing) : null;
  const appUrl = app.config.appUrl;

  app.get('/billing/info', async (): Promise<BillingInfo> => ({ mode: billing.mode, paidPlansAvailable: billing.mode !== 'off' }));

  app.post('/billing/checkout', { onRequest: requireUser, schema: { body: checkoutRequestSchema } }, async (request) => {
    const user = me(request);
    const body = request.body;
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

  app.post('/billing/portal', { onRequest: requireUser, schema: { body: portalRequestSchema } }, async (request) => {
    const user = me(request);
    checkBodyIdentity(request.body, user);
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
        event = stripe.webhooks.constructEvent(request.body, signature, billing.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch {
        throw new HttpError(400, 'Invalid Stripe signature');
      }
      // The SDK refuses old timestamps only; a signature dated in the future is refused here (replay window ±5 min).
      const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
      if (!Number.isFinite(signedAt) || Math.abs(Date.now() / 1000 - signedAt) > WEBHOOK_TOLERANCE_SECONDS) {
        throw new HttpError(400, 'Invalid Stripe signature: timestamp outside the tolerance');
      }
      const outcome = await handleStripeEvent(
        { db: app.db, config: billing, now: app.now(), log: request.log },
        event,
        (id) => stripe.subscriptions.retrieve(id),
        (id) => stripe.subscriptions.cancel(id),
      );
      return { received: true, outcome };
    });
  });

  // ── TEST MODE (no Stripe key) ──
  const testOnly = async () => {
    if (billing.mode !== 'test') throw new HttpError(404, 'Test-mode billing is not enabled');
  };

  const sessionOptions = {
    onRequest: [testOnly, requireUser],
    schema: { params: idParamsSchema },
    config: { invalid: notFoundOnInvalid('Checkout session not found') },
  };
  app.get('/billing/test/sessions/:id', sessionOptions, async (request) => getTestSession(app.db, me(request).id, request.params.id));

  app.post('/billing/test/complete', { onRequest: [testOnly, requireUser], schema: { body: testCompleteRequestSchema } }, async (request) => {
    return completeTestCheckout(app.db, me(request).id, request.body.session, app.now());
  });

  app.post('/billing/test/portal', { onRequest: [testOnly, requireUser], schema: { body: testPortalRequestSchema } }, async (request) => {
    await testPortalAction(app.db, me(request).id, request.body, app.now());
    return { ok: true };
  });
}
