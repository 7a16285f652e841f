import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { subscription as subscriptionTable } from '../src/db/schema/billing.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionSchema } from '@tallysheet/contracts';
import { reserveConversions } from '../src/modules/quota/service.js';
import { createTestApp, signIn, TEST_APP_URL, type SignedIn, type TestApp } from './support/index.js';
import { StripeStub } from './support/stripe-stub.js';

// Stripe mode: the real Stripe SDK against a loopback stub, and webhooks signed like Stripe signs them.
const DAY = 86400_000;
let app: TestApp;
let stub: StripeStub;
let clock = new Date('2026-11-22T10:00:00Z');
const sdk = new Stripe('sk_test_for_signing');
let eventSeq = 0;

beforeAll(async () => {
  stub = await StripeStub.start();
  app = await createTestApp({ env: { ...stub.env(), EMBEDDED_WORKER: 'false' }, deps: { now: () => clock } });
});
afterAll(async () => {
  await app?.close();
  await stub?.close();
});

const json = (auth: SignedIn) => ({ cookie: auth.cookie, origin: TEST_APP_URL, 'content-type': 'application/json' });
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

async function subscriptionOf(auth: SignedIn) {
  const res = await app.inject({ method: 'GET', url: '/api/billing/subscription', headers: { cookie: auth.cookie } });
  expect(res.statusCode).toBe(200);
  return subscriptionSchema.parse(res.json());
}

function stripeSubscription(
  id: string,
  o: { customer: string; price: string; userId?: string; status?: string; start: Date; end: Date; cancel?: boolean },
) {
  return {
    id,
    object: 'subscription',
    customer: o.customer,
    status: o.status ?? 'active',
    cancel_at_period_end: o.cancel ?? false,
    metadata: o.userId ? { userId: o.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          price: { id: o.price, object: 'price' },
          current_period_start: unix(o.start),
          current_period_end: unix(o.end),
        },
      ],
    },
  };
}

function event(type: string, object: unknown, id = `evt_${++eventSeq}`) {
  return { id, object: 'event', type, api_version: '2026-10-28.endive', created: unix(clock), data: { object } };
}

async function sendEvent(evt: unknown, secret = 'whsec_test_stub') {
  const payload = JSON.stringify(evt);
  const header = sdk.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

/** Runs checkout for the user (creates the stub customer) and returns the customer id the server stored. */
async function checkout(auth: SignedIn, plan: 'standard' | 'premium') {
  const res = await app.inject({ method: 'POST', url: '/api/billing/checkout', headers: json(auth), payload: { plan, email: auth.user.email } });
  expect(res.statusCode).toBe(200);
  const session = stub.find('POST', '/v1/checkout/sessions').filter((r) => r.form.client_reference_id === auth.user.id).at(-1)!;
  return { url: (res.json() as { url: string }).url, customer: session.form.customer! };
}

describe('POST /api/billing/checkout (Stripe mode)', () => {
  it('needs a session', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/billing/checkout', headers: { 'content-type': 'application/json' }, payload: { plan: 'premium', email: 'x@example.com' } });
    expect(res.statusCode).toBe(401);
  });

  it('creates a customer once and a subscription Checkout Session for the signed-in user', async () => {
    const auth = await signIn(app, 'stripe-checkout@example.com');
    const before = stub.requests.length;
    const res = await app.inject({ method: 'POST', url: '/api/billing/checkout', headers: json(auth), payload: { plan: 'premium', email: 'Stripe-Checkout@example.com' } });
    expect(res.statusCode).toBe(200);
    const sent = stub.requests.slice(before);
    const customer = sent.find((r) => r.path === '/v1/customers')!;
    expect(customer.method).toBe('POST');
    expect(customer.form).toMatchObject({ email: 'stripe-checkout@example.com', 'metadata[userId]': auth.user.id });
    expect(customer.headers.authorization).toBe('Bearer sk_test_stub');
    const session = sent.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(session.form).toMatchObject({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_stub_\d+$/),
      client_reference_id: auth.user.id,
      'line_items[0][price]': 'price_premium_test',
      'line_items[0][quantity]': '1',
      'metadata[userId]': auth.user.id,
      'metadata[plan]': 'premium',
      'subscription_data[metadata][userId]': auth.user.id,
      success_url: `${TEST_APP_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_APP_URL}/settings/billing`,
    });
    expect(res.json()).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/) });

    // A second attempt reuses the stored customer.
    const again = stub.requests.length;
    const res2 = await app.inject({ method: 'POST', url: '/api/billing/checkout', headers: json(auth), payload: { plan: 'standard' } });
    expect(res2.statusCode).toBe(200);
    const sent2 = stub.requests.slice(again);
    // Another plan: the open session is expired at Stripe first (one pending checkout per user).
    const firstId = /cs_test_\d+$/.exec((res.json() as { url: string }).url)![0];
    expect(sent2.map((r) => r.path)).toEqual([`/v1/checkout/sessions/${firstId}/expire`, '/v1/checkout/sessions']);
    expect(sent2[1]!.form).toMatchObject({ customer: session.form.customer, 'line_items[0][price]': 'price_standard_test' });
  });

  it('never acts on an e-mail alone: a body naming someone else is refused, a bad plan is a 400', async () => {
    const auth = await signIn(app, 'stripe-identity@example.com');
    const before = stub.requests.length;
    const other = await app.inject({ method: 'POST', url: '/api/billing/checkout', headers: json(auth), payload: { plan: 'premium', email: 'victim@example.com' } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'The e-mail does not match the signed-in account' });
    const otherId = await app.inject({ method: 'POST', url: '/api/billing/checkout', headers: json(auth), payload: { plan: 'premium', userId: 'someone-else' } });
    expect(otherId.statusCode).toBe(403);
    const bad = await app.inject({ method: 'POST', url: '/api/billing/checkout', headers: json(auth), payload: { plan: 'gold' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'plan must be standard or premium' });
    expect(stub.requests.length).toBe(before);
  });

  it('answers 502 with the provider message when Stripe refuses', async () => {
    const auth = await signIn(app, 'stripe-down@example.com');
    stub.failWith = { status: 400, message: 'No such price: price_premium_test' };
    try {
      const res = await app.inject({ method: 'POST', url: '/api/billing/checkout', headers: json(auth), payload: { plan: 'premium' } });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: 'Payment provider error: No such price: price_premium_test' });
    } finally {
      stub.failWith = null;
    }
  });
});

describe('a second checkout before the first webhook (Stripe mode)', () => {
  const start = (auth: SignedIn, plan: 'standard' | 'premium') =>
    app.inject({ method: 'POST', url: '/api/billing/checkout', headers: json(auth), payload: { plan } });

  it('the same plan gets the open session back; parallel starts make one session', async () => {
    const auth = await signIn(app, 'stripe-twice@example.com');
    const before = stub.find('POST', '/v1/checkout/sessions').length;
    const answers = await Promise.all([start(auth, 'premium'), start(auth, 'premium'), start(auth, 'premium')]);
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toContain('A checkout is already being started');
    }
    const again = await start(auth, 'premium');
    expect(again.statusCode).toBe(200);
    expect(stub.find('POST', '/v1/checkout/sessions').length - before).toBe(1);
    expect(new Set([...ok, again].map((r) => r.json().url)).size).toBe(1);
  });

  it('another plan is refused while the first session has been paid and its webhook is on the way', async () => {
    const auth = await signIn(app, 'stripe-paid-pending@example.com');
    const first = await start(auth, 'premium');
    const id = /cs_test_\d+$/.exec(first.json().url)![0];
    stub.sessions.get(id)!.status = 'complete';
    const second = await start(auth, 'standard');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toContain('Your previous checkout has been paid');
    // The webhook completes it; the user is then on the paid plan and a new checkout is refused as before.
    const { customer } = { customer: stub.find('POST', '/v1/checkout/sessions').find((r) => r.form.client_reference_id === auth.user.id)!.form.customer! };
    stub.subscriptions.set('sub_paid_first', stripeSubscription('sub_paid_first', { customer, price: 'price_premium_test', userId: auth.user.id, start: clock, end: new Date(clock.getTime() + 30 * DAY) }));
    const done = await sendEvent(event('checkout.session.completed', { id, object: 'checkout.session', mode: 'subscription', customer, client_reference_id: auth.user.id, subscription: 'sub_paid_first', metadata: { userId: auth.user.id, plan: 'premium' } }));
    expect(done.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await subscriptionOf(auth)).plan).toBe('premium');
    expect((await start(auth, 'standard')).statusCode).toBe(409);
  });

  it('a second paid subscription reaching the webhook is refused and cancelled at Stripe; the first stays', async () => {
    const auth = await signIn(app, 'stripe-two-subs@example.com');
    const { customer } = await checkout(auth, 'premium');
    const end = new Date(clock.getTime() + 30 * DAY);
    for (const [sub, price] of [['sub_first_paid', 'price_premium_test'], ['sub_second_paid', 'price_standard_test']] as const) {
      stub.subscriptions.set(sub, stripeSubscription(sub, { customer, price, userId: auth.user.id, start: clock, end }));
    }
    const completed = (sub: string, cs: string) =>
      event('checkout.session.completed', { id: cs, object: 'checkout.session', mode: 'subscription', customer, client_reference_id: auth.user.id, subscription: sub, metadata: { userId: auth.user.id } });
    expect((await sendEvent(completed('sub_first_paid', 'cs_two_a'))).json().outcome).toBe('applied');
    const cancels = stub.find('DELETE', '/v1/subscriptions/sub_second_paid').length;
    const second = await sendEvent(completed('sub_second_paid', 'cs_two_b'));
    expect(second.json()).toEqual({ received: true, outcome: 'second_subscription' });
    expect(stub.find('DELETE', '/v1/subscriptions/sub_second_paid').length).toBe(cancels + 1);
    // Its own subscription events cannot install it either, and its deletion does not end the first one.
    const created = await sendEvent(event('customer.subscription.created', stripeSubscription('sub_second_paid', { customer, price: 'price_standard_test', start: clock, end })));
    expect(created.json().outcome).toBe('second_subscription');
    const deleted = await sendEvent(event('customer.subscription.deleted', stripeSubscription('sub_second_paid', { customer, price: 'price_standard_test', status: 'canceled', start: clock, end })));
    expect(deleted.json().outcome).toBe('ignored');
    expect(await subscriptionOf(auth)).toMatchObject({ plan: 'premium', status: 'active' });
    const [row] = await app.db.select().from(subscriptionTable).where(eq(subscriptionTable.userId, auth.user.id));
    expect(row!.stripeSubscriptionId).toBe('sub_first_paid');
  });
});

describe('POST /api/billing/webhook', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const auth = await signIn(app, 'stripe-badsig@example.com');
    const { customer } = await checkout(auth, 'premium');
    const evt = event('customer.subscription.created', stripeSubscription('sub_bad', { customer, price: 'price_premium_test', start: clock, end: new Date(clock.getTime() + 30 * DAY) }));
    const bad = await sendEvent(evt, 'whsec_wrong');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Invalid Stripe signature' });
    const missing = await app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(evt) });
    expect(missing.statusCode).toBe(400);
    // Signed body, altered afterwards.
    const payload = JSON.stringify(evt);
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_stub' });
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: payload.replace('price_premium_test', 'price_standard_test'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await subscriptionOf(auth)).plan).toBe('free');
  });

  it('refuses a signature dated more than 5 minutes away from now, in the future or the past', async () => {
    const evt = event('customer.subscription.updated', stripeSubscription('sub_skew', { customer: 'cus_unknown', price: 'price_standard_test', start: clock, end: clock }));
    const payload = JSON.stringify(evt);
    for (const skew of [600, -600]) {
      const header = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_stub', timestamp: Math.floor(Date.now() / 1000) + skew });
      const res = await app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload,
      });
      expect(res.statusCode, String(skew)).toBe(400);
    }
    const near = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_stub', timestamp: Math.floor(Date.now() / 1000) + 120 });
    const ok = await app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': near }, payload });
    expect(ok.statusCode).toBe(200);
  });

  it('is exempt from the Origin check and needs no session', async () => {
    const evt = event('customer.subscription.updated', stripeSubscription('sub_nobody', { customer: 'cus_unknown', price: 'price_standard_test', start: clock, end: clock }));
    const payload = JSON.stringify(evt);
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_stub' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header, origin: 'https://hooks.stripe.example' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('checkout.session.completed applies the plan and period of the new subscription, exactly once', async () => {
    const auth = await signIn(app, 'stripe-complete@example.com');
    const { customer } = await checkout(auth, 'premium');
    const start = clock;
    const end = new Date(clock.getTime() + 30 * DAY);
    stub.subscriptions.set('sub_complete', stripeSubscription('sub_complete', { customer, price: 'price_premium_test', userId: auth.user.id, start, end }));
    const completed = event('checkout.session.completed', {
      id: 'cs_test_done',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: auth.user.id,
      customer,
      subscription: 'sub_complete',
      metadata: { userId: auth.user.id, plan: 'premium' },
    });
    const res = await sendEvent(completed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(stub.find('GET', '/v1/subscriptions/sub_complete')).toHaveLength(1);
    expect(await subscriptionOf(auth)).toMatchObject({
      plan: 'premium',
      status: 'active',
      monthlyConversionsLimit: 1000,
      fileSizeLimit: 10,
      currentPeriodEnd: new Date(unix(end) * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });

    // The portal now opens for this customer.
    const portal = await app.inject({ method: 'POST', url: '/api/billing/portal', headers: json(auth), payload: { email: auth.user.email } });
    expect(portal.statusCode).toBe(200);
    expect(portal.json()).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_\d+$/) });
    expect(stub.find('POST', '/v1/billing_portal/sessions').at(-1)!.form).toEqual({ customer, return_url: `${TEST_APP_URL}/settings/billing` });

    // Paid already: a second checkout is refused (manage it in the portal instead).
    const twice = await app.inject({ method: 'POST', url: '/api/billing/checkout', headers: json(auth), payload: { plan: 'standard' } });
    expect(twice.statusCode).toBe(409);

    // A later downgrade, then the first event replayed: the replay changes nothing.
    const downgrade = event('customer.subscription.updated', stripeSubscription('sub_complete', { customer, price: 'price_standard_test', start, end }));
    expect((await sendEvent(downgrade)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await subscriptionOf(auth)).plan).toBe('standard');
    const replay = await sendEvent(completed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await subscriptionOf(auth)).plan).toBe('standard');
    expect(stub.find('GET', '/v1/subscriptions/sub_complete').length).toBeGreaterThanOrEqual(1);
  });

  it('customer.subscription.created and .updated set plan, status, period and cancel-at-period-end; .deleted goes back to free', async () => {
    const auth = await signIn(app, 'stripe-lifecycle@example.com');
    const { customer } = await checkout(auth, 'standard');
    const start = clock;
    const end = new Date(clock.getTime() + 31 * DAY);
    const created = await sendEvent(event('customer.subscription.created', stripeSubscription('sub_life', { customer, price: 'price_standard_test', start, end })));
    expect(created.json()).toMatchObject({ outcome: 'applied' });
    expect(await subscriptionOf(auth)).toMatchObject({ plan: 'standard', status: 'active', monthlyConversionsLimit: 100, fileSizeLimit: 2, daysUntilReset: 31 });

    await sendEvent(event('customer.subscription.updated', stripeSubscription('sub_life', { customer, price: 'price_premium_test', status: 'past_due', start, end, cancel: true })));
    expect(await subscriptionOf(auth)).toMatchObject({ plan: 'premium', status: 'past_due', cancelAtPeriodEnd: true, monthlyConversionsLimit: 1000 });

    // The deletion of some other (older) subscription does not end this one.
    await sendEvent(event('customer.subscription.deleted', stripeSubscription('sub_older', { customer, price: 'price_standard_test', status: 'canceled', start, end })));
    expect((await subscriptionOf(auth)).plan).toBe('premium');

    const deleted = await sendEvent(event('customer.subscription.deleted', stripeSubscription('sub_life', { customer, price: 'price_premium_test', status: 'canceled', start, end })));
    expect(deleted.json()).toMatchObject({ outcome: 'applied' });
    expect(await subscriptionOf(auth)).toMatchObject({ plan: 'free', status: 'active', monthlyConversionsLimit: 5, cancelAtPeriodEnd: false });
    const portal = await app.inject({ method: 'POST', url: '/api/billing/portal', headers: json(auth), payload: {} });
    expect(portal.statusCode).toBe(400);
    expect(portal.json()).toEqual({ error: 'No paid subscription to manage' });
  });

  it('invoice.paid starts the next period, and usage starts again at its start (injected clock)', async () => {
    const auth = await signIn(app, 'stripe-renew@example.com');
    const { customer } = await checkout(auth, 'standard');
    const start = clock;
    const end = new Date(clock.getTime() + 30 * DAY);
    await sendEvent(event('customer.subscription.created', stripeSubscription('sub_renew', { customer, price: 'price_standard_test', start, end })));
    const r = await reserveConversions(app.db, auth.user.id, 7, clock);
    expect(r.ok).toBe(true);
    expect(await subscriptionOf(auth)).toMatchObject({ monthlyConversionsUsed: 7, monthlyConversionsLimit: 100 });

    const saved = clock;
    try {
      clock = new Date(end.getTime() + 60_000);
      const nextEnd = new Date(end.getTime() + 31 * DAY);
      const paid = await sendEvent(
        event('invoice.paid', {
          id: 'in_renew',
          object: 'invoice',
          customer,
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_renew' } },
          lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', period: { start: unix(end), end: unix(nextEnd) } }] },
        }),
      );
      expect(paid.json()).toMatchObject({ outcome: 'applied' });
      expect(await subscriptionOf(auth)).toMatchObject({
        plan: 'standard',
        monthlyConversionsUsed: 0,
        currentPeriodEnd: new Date(unix(nextEnd) * 1000).toISOString(),
        daysUntilReset: 31,
      });
    } finally {
      clock = saved;
    }
  });

  it('an update older than one already applied is stale and changes nothing', async () => {
    const auth = await signIn(app, 'stripe-order@example.com');
    const { customer } = await checkout(auth, 'standard');
    const start = clock;
    const end = new Date(clock.getTime() + 30 * DAY);
    const older = event('customer.subscription.updated', stripeSubscription('sub_order', { customer, price: 'price_standard_test', start, end }));
    const newer = event('customer.subscription.updated', stripeSubscription('sub_order', { customer, price: 'price_premium_test', start, end, cancel: true }));
    older.created = unix(clock) - 60;
    newer.created = unix(clock);
    expect((await sendEvent(newer)).json()).toMatchObject({ outcome: 'applied' });
    expect((await sendEvent(older)).json()).toMatchObject({ outcome: 'stale' });
    expect(await subscriptionOf(auth)).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: true });
    // A deletion is final: a late update does not bring the plan back.
    const deleted = event('customer.subscription.deleted', stripeSubscription('sub_order', { customer, price: 'price_premium_test', status: 'canceled', start, end }));
    deleted.created = unix(clock) + 60;
    expect((await sendEvent(deleted)).json()).toMatchObject({ outcome: 'applied' });
    const late = event('customer.subscription.updated', stripeSubscription('sub_order', { customer, price: 'price_premium_test', start, end }));
    late.created = unix(clock) + 30;
    expect((await sendEvent(late)).json()).toMatchObject({ outcome: 'stale' });
    expect((await subscriptionOf(auth)).plan).toBe('free');
  });

  it('a redelivery racing the first delivery is applied once', async () => {
    const auth = await signIn(app, 'stripe-race@example.com');
    const { customer } = await checkout(auth, 'standard');
    const evt = event('customer.subscription.created', stripeSubscription('sub_race', { customer, price: 'price_standard_test', start: clock, end: new Date(clock.getTime() + 30 * DAY) }));
    const results = await Promise.all([sendEvent(evt), sendEvent(evt), sendEvent(evt)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => (r.json() as { outcome: string }).outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await subscriptionOf(auth)).plan).toBe('standard');
  });

  it('ignores event types it does not handle and invoices of unknown subscriptions', async () => {
    const other = await sendEvent(event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' }));
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
    const unknown = await sendEvent(event('invoice.paid', { id: 'in_x', object: 'invoice', parent: { subscription_details: { subscription: 'sub_missing' } }, lines: { data: [] } }));
    expect(unknown.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('test-mode routes in Stripe mode', () => {
  it('are not there', async () => {
    const auth = await signIn(app, 'stripe-notest@example.com');
    const res = await app.inject({ method: 'POST', url: '/api/billing/test/complete', headers: json(auth), payload: { session: 'x' } });
    expect(res.statusCode).toBe(404);
    const info = await app.inject({ method: 'GET', url: '/api/billing/info' });
    expect(info.json()).toEqual({ mode: 'stripe', paidPlansAvailable: true });
  });
});

describe('Stripe configuration', () => {
  it('needs the webhook secret and both price ids with a secret key', async () => {
    const { loadConfig } = await import('../src/config.js');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_STANDARD: 'price_s' })).toThrow(
      /STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PREMIUM: required with STRIPE_SECRET_KEY/,
    );
    expect(loadConfig({}).billing).toEqual({ mode: 'test' });
  });
});
