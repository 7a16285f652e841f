import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionSchema, testCheckoutSessionSchema } from '@tallysheet/contracts';
import { addMonths } from '../src/modules/quota/service.js';
import { createTestApp, signIn, TEST_APP_URL, type SignedIn, type TestApp } from './support/index.js';

// Test mode (no Stripe key): our own checkout and portal, applied through the same service as the webhook.
let app: TestApp;
let clock = new Date();

beforeAll(async () => {
  app = await createTestApp({ env: { EMBEDDED_WORKER: 'false' }, deps: { now: () => clock } });
});
afterAll(async () => {
  await app?.close();
});

const headers = (auth: SignedIn) => ({ cookie: auth.cookie, origin: TEST_APP_URL, 'content-type': 'application/json' });

async function subscriptionOf(auth: SignedIn) {
  const res = await app.inject({ method: 'GET', url: '/api/billing/subscription', headers: { cookie: auth.cookie } });
  expect(res.statusCode).toBe(200);
  return subscriptionSchema.parse(res.json());
}

async function startCheckout(auth: SignedIn, plan: string) {
  const res = await app.inject({ method: 'POST', url: '/api/billing/checkout', headers: headers(auth), payload: { plan, email: auth.user.email } });
  expect(res.statusCode).toBe(200);
  const url = (res.json() as { url: string }).url;
  expect(url).toMatch(/^\/billing\/test-checkout\?session=test_cs_[0-9a-f]{32}$/);
  return new URL(url, TEST_APP_URL).searchParams.get('session')!;
}

const complete = (auth: SignedIn, session: string) =>
  app.inject({ method: 'POST', url: '/api/billing/test/complete', headers: headers(auth), payload: { session } });

describe('test-mode billing', () => {
  it('says it is in test mode', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/billing/info' });
    expect(res.json()).toEqual({ mode: 'test', paidPlansAvailable: true });
  });

  it('of two sessions opened before either was paid, only the first one paid applies; the second is refused', async () => {
    clock = new Date();
    const auth = await signIn(app, 'testmode-two-sessions@example.com');
    const first = await startCheckout(auth, 'premium');
    const second = await startCheckout(auth, 'standard');
    expect((await complete(auth, first)).statusCode).toBe(200);
    const refused = await complete(auth, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('You are already on the Premium plan');
    expect(await subscriptionOf(auth)).toMatchObject({ plan: 'premium', status: 'active' });
  });

  it('checkout → our TEST MODE session → Pay applies the plan once and returns to /success', async () => {
    clock = new Date();
    const auth = await signIn(app, 'testmode-pay@example.com');
    const id = await startCheckout(auth, 'premium');
    const view = await app.inject({ method: 'GET', url: `/api/billing/test/sessions/${id}`, headers: { cookie: auth.cookie } });
    expect(testCheckoutSessionSchema.parse(view.json())).toEqual({ id, plan: 'premium', status: 'open', priceMonthly: 29.99 });
    expect((await subscriptionOf(auth)).plan).toBe('free');

    const paid = await complete(auth, id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ url: `/success?session_id=${id}` });
    expect(await subscriptionOf(auth)).toMatchObject({
      plan: 'premium',
      status: 'active',
      monthlyConversionsLimit: 1000,
      fileSizeLimit: 10,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: addMonths(clock, 1).toISOString(),
    });

    // Single use.
    const again = await complete(auth, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This checkout session has already been completed' });
    // Already paid: a new checkout is refused.
    const twice = await app.inject({ method: 'POST', url: '/api/billing/checkout', headers: headers(auth), payload: { plan: 'standard' } });
    expect(twice.statusCode).toBe(409);
  });

  it("two 'Pay' clicks at once complete the session once", async () => {
    const auth = await signIn(app, 'testmode-double@example.com');
    const id = await startCheckout(auth, 'standard');
    const results = await Promise.all([complete(auth, id), complete(auth, id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await subscriptionOf(auth)).plan).toBe('standard');
  });

  it('a test checkout session expires after 24 hours', async () => {
    clock = new Date();
    const auth = await signIn(app, 'testmode-expired@example.com');
    const id = await startCheckout(auth, 'premium');
    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 24 * 3600_000 + 1000);
      const res = await complete(auth, id);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ error: 'This checkout session has expired. Please start again from the billing page.' });
      expect((await subscriptionOf(auth)).plan).toBe('free');
    } finally {
      clock = saved;
    }
  });

  it("a foreign user can neither see nor complete another's session", async () => {
    const owner = await signIn(app, 'testmode-owner@example.com');
    const thief = await signIn(app, 'testmode-thief@example.com');
    const id = await startCheckout(owner, 'standard');
    const seen = await app.inject({ method: 'GET', url: `/api/billing/test/sessions/${id}`, headers: { cookie: thief.cookie } });
    expect(seen.statusCode).toBe(404);
    const res = await complete(thief, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Checkout session not found' });
    expect((await subscriptionOf(thief)).plan).toBe('free');
    expect((await subscriptionOf(owner)).plan).toBe('free');
    const anonymous = await app.inject({ method: 'POST', url: '/api/billing/test/complete', headers: { 'content-type': 'application/json' }, payload: { session: id } });
    expect(anonymous.statusCode).toBe(401);
    const empty = await complete(owner, '');
    expect(empty.statusCode).toBe(400);
  });

  it('the test portal switches plan and cancels at period end; at the period end the plan goes back to free', async () => {
    clock = new Date();
    const auth = await signIn(app, 'testmode-portal@example.com');
    const refused = await app.inject({ method: 'POST', url: '/api/billing/portal', headers: headers(auth), payload: { email: auth.user.email } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'No paid subscription to manage' });

    const id = await startCheckout(auth, 'standard');
    expect((await complete(auth, id)).statusCode).toBe(200);
    const periodEnd = addMonths(clock, 1);
    const portal = await app.inject({ method: 'POST', url: '/api/billing/portal', headers: headers(auth), payload: {} });
    expect(portal.json()).toEqual({ url: '/billing/test-portal' });

    const act = (payload: unknown) => app.inject({ method: 'POST', url: '/api/billing/test/portal', headers: headers(auth), payload: payload as object });
    expect((await act({ action: 'switch', plan: 'premium' })).statusCode).toBe(200);
    expect(await subscriptionOf(auth)).toMatchObject({ plan: 'premium', monthlyConversionsLimit: 1000, currentPeriodEnd: periodEnd.toISOString() });
    expect((await act({ action: 'cancel' })).statusCode).toBe(200);
    expect(await subscriptionOf(auth)).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: true });
    expect((await act({ action: 'explode' })).statusCode).toBe(400);

    const saved = clock;
    try {
      clock = new Date(periodEnd.getTime() + 1000);
      expect(await subscriptionOf(auth)).toMatchObject({ plan: 'free', cancelAtPeriodEnd: false, monthlyConversionsLimit: 5 });
    } finally {
      clock = saved;
    }
  });

  it('a test subscription not cancelled renews monthly at its period end', async () => {
    clock = new Date();
    const auth = await signIn(app, 'testmode-renew@example.com');
    const id = await startCheckout(auth, 'standard');
    await complete(auth, id);
    const start = clock;
    const saved = clock;
    try {
      clock = new Date(addMonths(start, 1).getTime() + 1000);
      expect(await subscriptionOf(auth)).toMatchObject({ plan: 'standard', currentPeriodEnd: addMonths(start, 2).toISOString() });
    } finally {
      clock = saved;
    }
  });
});

describe('billing off (BILLING_TEST_MODE=false, no Stripe key)', () => {
  it('sells no paid plan', async () => {
    const off = await createTestApp({ env: { EMBEDDED_WORKER: 'false', BILLING_TEST_MODE: 'false' } });
    try {
      expect((await off.inject({ method: 'GET', url: '/api/billing/info' })).json()).toEqual({ mode: 'off', paidPlansAvailable: false });
      const auth = await signIn(off, 'billing-off@example.com');
      const res = await off.inject({ method: 'POST', url: '/api/billing/checkout', headers: headers(auth), payload: { plan: 'premium' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'Paid plans are not available yet' });
    } finally {
      await off.close();
    }
  });
});
