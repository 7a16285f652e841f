import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscriptionSchema } from '@tallysheet/contracts';
import { subscription } from '../src/db/schema/billing.js';
import { addMonths, monthlyPeriod, planState } from '../src/modules/quota/service.js';
import { createTestApp, signIn, type TestApp } from './support/index.js';
import { invoicePdf } from './support/invoice-pdf.js';
import { authHeaders, startConversion, uploadPdf, type Auth } from './support/conversions.js';

// Worker threads start cold and CI machines are small: conversions get room.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const DAY = 86400_000;
let app: TestApp;
let clock = new Date();

beforeAll(async () => {
  app = await createTestApp({ env: { EMBEDDED_WORKER: 'false' }, deps: { now: () => clock } });
});
afterAll(async () => {
  await app?.close();
});

async function getSubscription(auth: Auth) {
  const res = await app.inject({ method: 'GET', url: '/api/billing/subscription', headers: authHeaders(auth) });
  expect(res.statusCode).toBe(200);
  return subscriptionSchema.parse(res.json());
}

describe('billing periods', () => {
  it('adds calendar months, clamping the day', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T00:00:00Z'), 2).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('finds the monthly cycle containing a date', () => {
    const anchor = new Date('2026-01-31T12:00:00Z');
    expect(monthlyPeriod(anchor, new Date('2026-03-01T00:00:00Z'))).toEqual({
      start: new Date('2026-02-28T12:00:00Z'),
      end: new Date('2026-03-31T12:00:00Z'),
    });
    expect(monthlyPeriod(anchor, new Date('2026-01-31T12:00:00Z')).start).toEqual(anchor);
    expect(monthlyPeriod(anchor, new Date('2026-01-31T11:59:59Z')).start).toEqual(anchor);
  });
});

describe('GET /api/billing/subscription', () => {
  it('needs a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/billing/subscription' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Sign-in required' });
  });

  it('starts on the free plan with a monthly cycle from sign-up, and resets usage at the next cycle', async () => {
    clock = new Date();
    const user = await signIn(app, 'cycle@example.com');
    const signUp = new Date(user.user.createdAt);
    const first = await getSubscription(user);
    expect(first).toMatchObject({
      plan: 'free',
      status: 'active',
      monthlyConversionsLimit: 5,
      monthlyConversionsUsed: 0,
      fileSizeLimit: 500 / 1024,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: addMonths(signUp, 1).toISOString(),
    });
    expect(first.daysUntilReset).toBe(Math.ceil((addMonths(signUp, 1).getTime() - clock.getTime()) / DAY));

    const ids = [await uploadPdf(app, user, 'a.pdf', invoicePdf()), await uploadPdf(app, user, 'b.pdf', invoicePdf())];
    expect((await startConversion(app, user, ids)).statusCode).toBe(201);
    expect((await getSubscription(user)).monthlyConversionsUsed).toBe(2);

    clock = new Date(addMonths(signUp, 1).getTime() - DAY / 2);
    const late = await getSubscription(user);
    expect(late).toMatchObject({ monthlyConversionsUsed: 2, daysUntilReset: 1 });

    clock = new Date(addMonths(signUp, 1).getTime() + 1000);
    const next = await getSubscription(user);
    expect(next).toMatchObject({ monthlyConversionsUsed: 0, currentPeriodEnd: addMonths(signUp, 2).toISOString() });
    expect(next.daysUntilReset).toBeGreaterThanOrEqual(28);
    clock = new Date();
  });

  it('uses a paid plan’s limits and its billing period, and falls back to free once it has ended', async () => {
    clock = new Date('2026-06-10T08:00:00Z');
    const user = await signIn(app, 'premium@example.com');
    await getSubscription(user);
    const start = new Date('2026-06-01T00:00:00Z');
    const end = new Date('2026-07-01T00:00:00Z');
    await app.db
      .update(subscription)
      .set({ plan: 'premium', status: 'active', currentPeriodStart: start, currentPeriodEnd: end, cancelAtPeriodEnd: true })
      .where(eq(subscription.userId, user.user.id));
    expect(await getSubscription(user)).toEqual({
      plan: 'premium',
      status: 'active',
      monthlyConversionsLimit: 1000,
      monthlyConversionsUsed: 0,
      fileSizeLimit: 10,
      daysUntilReset: 21,
      currentPeriodEnd: end.toISOString(),
      cancelAtPeriodEnd: true,
    });

    await app.db.update(subscription).set({ status: 'canceled' }).where(eq(subscription.userId, user.user.id));
    clock = new Date('2026-07-02T00:00:00Z');
    const after = await getSubscription(user);
    expect(after).toMatchObject({ plan: 'free', status: 'active', monthlyConversionsLimit: 5, cancelAtPeriodEnd: false });
    clock = new Date();
  });

  it('a subscription cancelled at its period end is downgraded when a conversion starts past that end', async () => {
    clock = new Date();
    const user = await signIn(app, 'ended-at-start@example.com');
    const end = new Date(clock.getTime() - DAY);
    // Still 'active' as the last webhook left it: the deletion event has not arrived (or never will).
    await getSubscription(user);
    await app.db
      .update(subscription)
      .set({
        plan: 'premium',
        status: 'active',
        stripeSubscriptionId: 'sub_ended',
        currentPeriodStart: new Date(end.getTime() - 30 * DAY),
        currentPeriodEnd: end,
        cancelAtPeriodEnd: true,
      })
      .where(eq(subscription.userId, user.user.id));

    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await uploadPdf(app, user, `ended-${i}.pdf`, invoicePdf()));
    const start = await startConversion(app, user, ids);
    expect(start.statusCode).toBe(403);
    expect(start.json().error).toContain('0/5 conversions used');
    // The row itself is downgraded at the start, before anything read the subscription.
    const [row] = await app.db.select().from(subscription).where(eq(subscription.userId, user.user.id));
    expect(row).toMatchObject({ plan: 'free', status: 'active', cancelAtPeriodEnd: false, stripeSubscriptionId: null, currentPeriodEnd: null });
    expect((await startConversion(app, user, ids.slice(0, 5))).statusCode).toBe(201);
  });

  it('the same row not cancelled keeps its paid plan past the period end (the renewal may be late)', () => {
    const row = {
      id: 'x',
      userId: 'u',
      plan: 'premium',
      status: 'active',
      stripeCustomerId: null,
      stripeSubscriptionId: 'sub_x',
      currentPeriodStart: new Date('2026-01-05T00:00:00Z'),
      currentPeriodEnd: new Date('2026-02-05T00:00:00Z'),
      cancelAtPeriodEnd: true,
      periodAnchor: new Date('2025-12-01T00:00:00Z'),
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    expect(planState(row, new Date('2026-02-04T23:59:59Z')).plan).toBe('premium');
    expect(planState(row, new Date('2026-02-05T00:00:00Z')).plan).toBe('free');
    expect(planState({ ...row, cancelAtPeriodEnd: false }, new Date('2026-02-10T00:00:00Z')).plan).toBe('premium');
  });

  it('keeps counting monthly from the last paid period when a renewal has not arrived yet', () => {
    const row = {
      id: 'x',
      userId: 'u',
      plan: 'standard',
      status: 'active',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      currentPeriodStart: new Date('2026-01-05T00:00:00Z'),
      currentPeriodEnd: new Date('2026-02-05T00:00:00Z'),
      cancelAtPeriodEnd: false,
      periodAnchor: new Date('2025-12-01T00:00:00Z'),
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    const s = planState(row, new Date('2026-02-10T00:00:00Z'));
    expect(s.plan).toBe('standard');
    expect(s.limit).toBe(100);
    expect(s.period).toEqual({ start: new Date('2026-02-05T00:00:00Z'), end: new Date('2026-03-05T00:00:00Z') });
  });
});
