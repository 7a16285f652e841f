import { and, eq, gt, inArray, lte, ne, or } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { PLANS, type PlanId } from '@tallysheet/contracts';
import type { BillingConfig } from '../../config.js';
import { user } from '../../db/schema/auth.js';
import { subscription } from '../../db/schema/billing.js';
import { billingCheckout, billingEvent, billingTestSession } from '../../db/schema/payments.js';
import { HttpError } from '../../http/errors.js';
import type { Db } from '../../db/types.js';
import { addMonths, ensureSubscription, FREE_PLAN, planState, type SubscriptionRow } from '../quota/service.js';

/** Test-mode subscriptions carry this prefix in `stripeSubscriptionId` (they have no Stripe customer). */
export const TEST_SUBSCRIPTION_PREFIX = 'test_sub_';

/** What a subscription looks like after a change, whoever reports it (Stripe webhook, test checkout, test portal). */
export interface SubscriptionChange {
  userId: string;
  plan: PlanId;
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** undefined leaves the stored id as it is */
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
}

async function signedUpAt(db: Db, userId: string): Promise<Date | undefined> {
  const [row] = await db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.createdAt ?? undefined;
}

async function userExists(db: Db, userId: string): Promise<boolean> {
  return (await signedUpAt(db, userId)) !== undefined;
}

/**
 * THE one place a subscription changes plan, status or period: Stripe webhooks and the test-mode checkout and
 * portal all end here. Usage needs no reset: it is counted per period start, so a new period starts at 0.
 */
export async function applySubscriptionChange(db: Db, change: SubscriptionChange, now: Date): Promise<SubscriptionRow> {
  await ensureSubscription(db, change.userId, now, await signedUpAt(db, change.userId));
  const set: Partial<typeof subscription.$inferInsert> = {
    plan: change.plan,
    status: change.status,
    currentPeriodStart: change.currentPeriodStart,
    currentPeriodEnd: change.currentPeriodEnd,
    cancelAtPeriodEnd: change.cancelAtPeriodEnd,
    updatedAt: now,
  };
  if (change.stripeCustomerId !== undefined) set.stripeCustomerId = change.stripeCustomerId;
  if (change.stripeSubscriptionId !== undefined) set.stripeSubscriptionId = change.stripeSubscriptionId;
  const [row] = await db.update(subscription).set(set).where(eq(subscription.userId, change.userId)).returning();
  return row!;
}

/** Back to the free plan (subscription deleted, or a test-mode cancellation reached its period end). */
export function toFree(userId: string): SubscriptionChange {
  return { userId, ...FREE_PLAN };
}

/** Refuses a request body that names another account (the spec's payload carries email / userId). */
export function checkBodyIdentity(body: { email?: string; userId?: string } | undefined, me: { id: string; email: string }): void {
  if (body?.email !== undefined && body.email.trim().toLowerCase() !== me.email.toLowerCase()) {
    throw new HttpError(403, 'The e-mail does not match the signed-in account');
  }
  if (body?.userId !== undefined && body.userId !== me.id) {
    throw new HttpError(403, 'The user id does not match the signed-in account');
  }
}

function refuseIfAlreadyPaid(row: SubscriptionRow, now: Date): void {
  const state = planState(row, now);
  if (state.plan !== 'free') {
    throw new HttpError(
      409,
      `You are already on the ${PLANS[state.plan].label} plan. Use Manage Subscription to change or cancel it.`,
    );
  }
}

// ── Stripe mode ───────────────────────────────────────────────────────────────────────────────────────────

interface CheckoutUser {
  id: string;
  email: string;
  name: string;
  createdAt: string;
}

type StripeConfig = Extract<BillingConfig, { mode: 'stripe' }>;

function providerError(err: unknown): never {
  if (err instanceof HttpError) throw err;
  const message = (err as { message?: string })?.message ?? 'unknown error';
  throw new HttpError(502, `Payment provider error: ${message}`);
}

/** How long a started Stripe checkout is reused: Stripe's sessions expire 24 h after creation; ours a bit sooner. */
export const STRIPE_CHECKOUT_TTL_MS = 23 * 60 * 60 * 1000;
/** A checkout row still 'creating' after this long belongs to a request that died; it no longer blocks. */
const CHECKOUT_CREATING_STALE_MS = 2 * 60 * 1000;

const PENDING_CHECKOUT = ['creating', 'open'];

/**
 * Starts (or reuses) the user's one pending Stripe checkout. At most one checkout per user is pending at a time
 * (a unique partial index): the same plan again gets the open session back; another plan expires the open one at
 * Stripe first, and if that session was already paid (its webhook still on the way) the new one is refused. So
 * two checkouts started before the first webhook cannot both be paid; the webhook handler refuses a second
 * subscription as well (see `applyStripeEvent`).
 */
export async function createStripeCheckout(
  deps: { db: Db; stripe: Stripe; config: StripeConfig; appUrl: string; now: Date },
  me: CheckoutUser,
  plan: 'standard' | 'premium',
): Promise<{ url: string }> {
  const { db, stripe, config, appUrl, now } = deps;
  const row = await ensureSubscription(db, me.id, now, new Date(me.createdAt));
  refuseIfAlreadyPaid(row, now);

  // Pending checkouts past their time no longer count.
  await db
    .update(billingCheckout)
    .set({ status: 'expired' })
    .where(
      and(
        eq(billingCheckout.userId, me.id),
        inArray(billingCheckout.status, PENDING_CHECKOUT),
        or(
          lte(billingCheckout.expiresAt, now),
          and(eq(billingCheckout.status, 'creating'), lte(billingCheckout.createdAt, new Date(now.getTime() - CHECKOUT_CREATING_STALE_MS))),
        ),
      ),
    );
  const [pending] = await db
    .select()
    .from(billingCheckout)
    .where(and(eq(billingCheckout.userId, me.id), inArray(billingCheckout.status, PENDING_CHECKOUT)))
    .limit(1);
  if (pending?.status === 'creating') throw new HttpError(409, 'A checkout is already being started. Please try again in a moment.');
  if (pending && pending.plan === plan && pending.url) return { url: pending.url };
  if (pending) await replacePendingCheckout(db, stripe, pending.id, pending.stripeSessionId);

  // Claim the one pending slot before talking to Stripe: a parallel start finds it taken.
  const claimId = randomUUID();
  const claimed = await db
    .insert(billingCheckout)
    .values({ id: claimId, userId: me.id, plan, status: 'creating', createdAt: now, expiresAt: new Date(now.getTime() + STRIPE_CHECKOUT_TTL_MS) })
    .onConflictDoNothing()
    .returning({ id: billingCheckout.id });
  if (claimed.length === 0) throw new HttpError(409, 'A checkout is already being started. Please try again in a moment.');

  try {
    let customerId = row.stripeCustomerId;
    if (!customerId) {
      const customer = await stripe.customers.create(
        { email: me.email, ...(me.name ? { name: me.name } : {}), metadata: { userId: me.id } },
        { idempotencyKey: `tallysheet-customer-${me.id}` },
      );
      customerId = customer.id;
      await db.update(subscription).set({ stripeCustomerId: customerId, updatedAt: now }).where(eq(subscription.userId, me.id));
    }
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: me.id,
      line_items: [{ price: config.prices[plan], quantity: 1 }],
      metadata: { userId: me.id, plan },
      subscription_data: { metadata: { userId: me.id, plan } },
      success_url: `${appUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${appUrl}/settings/billing`,
    });
    if (!session.url) throw new HttpError(502, 'Payment provider error: the checkout session has no address');
    await db.update(billingCheckout).set({ status: 'open', stripeSessionId: session.id, url: session.url }).where(eq(billingCheckout.id, claimId));
    return { url: session.url };
  } catch (err) {
    await db.delete(billingCheckout).where(eq(billingCheckout.id, claimId)).catch(() => {});
    providerError(err);
  }
}

/** Expires the user's open checkout at Stripe before another one starts; refuses when it has been paid already. */
async function replacePendingCheckout(db: Db, stripe: Stripe, rowId: string, sessionId: string | null): Promise<void> {
  if (sessionId) {
    try {
      await stripe.checkout.sessions.expire(sessionId);
    } catch (expireErr) {
      // Only open sessions can be expired: find out whether this one was paid or had expired on its own.
      let status: string | null = null;
      try {
        status = (await stripe.checkout.sessions.retrieve(sessionId)).status ?? null;
      } catch (err) {
        providerError(err);
      }
      if (status === 'complete') {
        throw new HttpError(
          409,
          'Your previous checkout has been paid and is being activated. Please wait a moment and reload the billing page.',
        );
      }
      if (status !== 'expired') providerError(expireErr);
    }
  }
  await db.update(billingCheckout).set({ status: 'expired' }).where(eq(billingCheckout.id, rowId));
}

export async function createStripePortal(
  deps: { db: Db; stripe: Stripe; appUrl: string; now: Date },
  me: CheckoutUser,
): Promise<{ url: string }> {
  const { db, stripe, appUrl, now } = deps;
  const row = await ensureSubscription(db, me.id, now, new Date(me.createdAt));
  if (planState(row, now).plan === 'free' || !row.stripeCustomerId) {
    throw new HttpError(400, 'No paid subscription to manage');
  }
  try {
    const portal = await stripe.billingPortal.sessions.create({
      customer: row.stripeCustomerId,
      return_url: `${appUrl}/settings/billing`,
    });
    return { url: portal.url };
  } catch (err) {
    providerError(err);
  }
}

const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
]);

/** Events that carry a subscription's whole state (a later one of these supersedes an earlier update). */
const SUBSCRIPTION_STATE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

/** The Stripe subscription an event is about, if any. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const o = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return typeof o.id === 'string' ? o.id : null;
  if (event.type === 'checkout.session.completed') return idOf(o.subscription as string | { id: string } | null);
  return null;
}

const fromUnix = (s: number | null | undefined): Date | null => (typeof s === 'number' ? new Date(s * 1000) : null);
const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);

function planForPrice(config: StripeConfig, priceId: string | undefined): PlanId | null {
  if (priceId === config.prices.standard) return 'standard';
  if (priceId === config.prices.premium) return 'premium';
  return null;
}

/** Plan, status and period of a Stripe subscription (periods live on the items since API 2025-03-31). */
function readStripeSubscription(config: StripeConfig, sub: Stripe.Subscription) {
  const item = sub.items?.data?.[0];
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  const metaPlan = sub.metadata?.plan;
  return {
    plan: planForPrice(config, item?.price?.id) ?? (metaPlan === 'standard' || metaPlan === 'premium' ? metaPlan : null),
    status: sub.status,
    start: fromUnix(item?.current_period_start ?? legacy.current_period_start),
    end: fromUnix(item?.current_period_end ?? legacy.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end === true,
    customerId: idOf(sub.customer),
  };
}

/** The user a Stripe object belongs to: by the customer we stored, else by the metadata we set. */
async function userForStripe(db: Db, customerId: string | null, metadataUserId: string | undefined): Promise<string | null> {
  if (customerId) {
    const [row] = await db
      .select({ userId: subscription.userId })
      .from(subscription)
      .where(eq(subscription.stripeCustomerId, customerId))
      .limit(1);
    if (row) return row.userId;
  }
  if (metadataUserId && (await userExists(db, metadataUserId))) return metadataUserId;
  return null;
}

/** 'second_subscription': the event would have given the user a second live subscription; it was cancelled instead. */
export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored' | 'second_subscription';

/** A second Stripe subscription found while applying an event (cancelled at Stripe once the transaction is done). */
interface SecondSubscription {
  userId: string;
  kept: string;
  refused: string;
}

/**
 * Applies one verified Stripe event exactly once: its id is inserted first, in the same transaction as the
 * change, so a replay (or a concurrent redelivery) finds the id taken and changes nothing.
 * `fetchSubscription` reads the subscription behind a completed checkout (done before the transaction).
 */
export async function handleStripeEvent(
  deps: { db: Db; config: StripeConfig; now: Date; log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void } },
  event: Stripe.Event,
  fetchSubscription: (id: string) => Promise<Stripe.Subscription>,
  /** cancels a second subscription the user must not have (the one already applied stays) */
  cancelSubscription?: (id: string) => Promise<unknown>,
): Promise<WebhookOutcome> {
  const { db, config, now, log } = deps;
  if (!HANDLED_EVENTS.has(event.type)) return 'ignored';

  let checkoutSub: Stripe.Subscription | null = null;
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object as Stripe.Checkout.Session;
    const subId = idOf(session.subscription);
    if (session.mode === 'subscription' && subId) checkoutSub = await fetchSubscription(subId);
  }

  const objectId = subscriptionIdOf(event);
  const eventCreatedAt = fromUnix(event.created);
  let outcome: WebhookOutcome = 'applied';
  const found: { second: SecondSubscription | null } = { second: null };
  await db.transaction(async (tx) => {
    const fresh = await tx
      .insert(billingEvent)
      .values({ id: event.id, type: event.type, processedAt: now, objectId, eventCreatedAt })
      .onConflictDoNothing({ target: billingEvent.id })
      .returning({ id: billingEvent.id });
    if (fresh.length === 0) {
      outcome = 'duplicate';
      return;
    }
    // Stripe does not promise order: an update older than one already applied to the same subscription is stale.
    if (objectId && eventCreatedAt && (event.type === 'customer.subscription.created' || event.type === 'customer.subscription.updated')) {
      const newer = await tx
        .select({ id: billingEvent.id })
        .from(billingEvent)
        .where(
          and(
            eq(billingEvent.objectId, objectId),
            ne(billingEvent.id, event.id),
            inArray(billingEvent.type, [...SUBSCRIPTION_STATE_EVENTS]),
            gt(billingEvent.eventCreatedAt, eventCreatedAt),
          ),
        )
        .limit(1);
      if (newer.length > 0) {
        outcome = 'stale';
        return;
      }
    }
    const applied = await applyStripeEvent(tx, config, now, event, checkoutSub, found);
    if (found.second) outcome = 'second_subscription';
    else if (!applied) outcome = 'ignored';
  });
  log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
  const second = found.second;
  if (second) {
    let cancelled = false;
    if (cancelSubscription) {
      try {
        await cancelSubscription(second.refused);
        cancelled = true;
      } catch (err) {
        log.error({ err, ...second }, 'could not cancel a second Stripe subscription (a later event for it retries)');
      }
    }
    log.error(
      { eventId: event.id, ...second, cancelled },
      'a second Stripe subscription for one user was refused and cancelled; refund its first payment in the Stripe dashboard',
    );
  }
  return outcome;
}

async function applyStripeEvent(
  tx: Db,
  config: StripeConfig,
  now: Date,
  event: Stripe.Event,
  checkoutSub: Stripe.Subscription | null,
  found: { second: SecondSubscription | null },
): Promise<boolean> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object as Stripe.Checkout.Session;
      await tx.update(billingCheckout).set({ status: 'completed' }).where(eq(billingCheckout.stripeSessionId, session.id));
      if (session.mode !== 'subscription' || !checkoutSub) return false;
      const userId = session.client_reference_id ?? session.metadata?.userId;
      if (!userId || !(await userExists(tx, userId))) return false;
      if ((found.second = await secondSubscription(tx, userId, checkoutSub.id, now))) return false;
      const s = readStripeSubscription(config, checkoutSub);
      const metaPlan = session.metadata?.plan;
      const plan = s.plan ?? (metaPlan === 'standard' || metaPlan === 'premium' ? metaPlan : null);
      if (!plan) return false;
      await applySubscriptionChange(
        tx,
        {
          userId,
          plan,
          status: s.status,
          currentPeriodStart: s.start ?? now,
          currentPeriodEnd: s.end ?? addMonths(now, 1),
          cancelAtPeriodEnd: s.cancelAtPeriodEnd,
          stripeCustomerId: idOf(session.customer) ?? s.customerId,
          stripeSubscriptionId: checkoutSub.id,
        },
        now,
      );
      return true;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const sub = event.data.object as Stripe.Subscription;
      const s = readStripeSubscription(config, sub);
      const userId = await userForStripe(tx, s.customerId, sub.metadata?.userId);
      if (!userId) return false;
      // Not paid yet (the first payment is still open): nothing to grant until Stripe reports it active.
      if (s.status === 'incomplete' || s.status === 'incomplete_expired') return false;
      if (s.status === 'canceled') return applyDeleted(tx, userId, sub.id, now);
      if (!s.plan) return false;
      if ((found.second = await secondSubscription(tx, userId, sub.id, now))) return false;
      await applySubscriptionChange(
        tx,
        {
          userId,
          plan: s.plan,
          status: s.status,
          currentPeriodStart: s.start,
          currentPeriodEnd: s.end,
          cancelAtPeriodEnd: s.cancelAtPeriodEnd,
          stripeCustomerId: s.customerId,
          stripeSubscriptionId: sub.id,
        },
        now,
      );
      return true;
    }
    case 'customer.subscription.deleted': {
      const sub = event.data.object as Stripe.Subscription;
      const userId = await userForStripe(tx, idOf(sub.customer), sub.metadata?.userId);
      if (!userId) return false;
      return applyDeleted(tx, userId, sub.id, now);
    }
    case 'invoice.paid': {
      const invoice = event.data.object as Stripe.Invoice;
      const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
      const subId = idOf(invoice.parent?.subscription_details?.subscription ?? legacy.subscription ?? null);
      if (!subId) return false;
      const [row] = await tx.select().from(subscription).where(eq(subscription.stripeSubscriptionId, subId)).limit(1);
      if (!row || row.plan === 'free') return false;
      const line = invoice.lines?.data?.find((l) => l.period?.start !== undefined) ?? null;
      const start = fromUnix(line?.period?.start);
      const end = fromUnix(line?.period?.end);
      if (!start || !end) return false;
      await applySubscriptionChange(
        tx,
        {
          userId: row.userId,
          plan: row.plan as PlanId,
          status: 'active',
          currentPeriodStart: start,
          currentPeriodEnd: end,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        },
        now,
      );
      return true;
    }
    default:
      return false;
  }
}

/**
 * The user already has another live subscription (paid plan in effect, a different Stripe id): applying `subId`
 * would leave the user paying twice, so it is refused (and cancelled by the caller).
 */
async function secondSubscription(tx: Db, userId: string, subId: string, now: Date): Promise<SecondSubscription | null> {
  const [row] = await tx.select().from(subscription).where(eq(subscription.userId, userId)).limit(1);
  if (!row?.stripeSubscriptionId || row.stripeSubscriptionId === subId) return null;
  if (planState(row, now).plan === 'free') return null;
  return { userId, kept: row.stripeSubscriptionId, refused: subId };
}

async function applyDeleted(tx: Db, userId: string, subId: string, now: Date): Promise<boolean> {
  const [row] = await tx.select().from(subscription).where(eq(subscription.userId, userId)).limit(1);
  // A deletion of an older subscription must not end a newer one.
  if (row?.stripeSubscriptionId && row.stripeSubscriptionId !== subId) return false;
  await applySubscriptionChange(tx, toFree(userId), now);
  return true;
}

// ── Test mode ─────────────────────────────────────────────────────────────────────────────────────────────

/** Test checkout sessions expire like Stripe's: 24 hours after they were created. */
export const TEST_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export async function createTestCheckout(db: Db, me: CheckoutUser, plan: 'standard' | 'premium', now: Date): Promise<{ url: string }> {
  const row = await ensureSubscription(db, me.id, now, new Date(me.createdAt));
  refuseIfAlreadyPaid(row, now);
  const id = `test_cs_${randomUUID().replace(/-/g, '')}`;
  await db.insert(billingTestSession).values({ id, userId: me.id, plan, status: 'open', createdAt: now });
  return { url: `/billing/test-checkout?session=${encodeURIComponent(id)}` };
}

export async function getTestSession(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(billingTestSession)
    .where(and(eq(billingTestSession.id, id), eq(billingTestSession.userId, userId)))
    .limit(1);
  if (!row) throw new HttpError(404, 'Checkout session not found');
  const plan = row.plan as 'standard' | 'premium';
  return { id: row.id, plan, status: row.status as 'open' | 'completed', priceMonthly: PLANS[plan].priceMonthly };
}

/**
 * The test checkout's 'Pay': marks the session completed (once, only by its owner) and applies the plan through
 * applySubscriptionChange, like checkout.session.completed does in Stripe mode.
 */
export async function completeTestCheckout(db: Db, userId: string, sessionId: string, now: Date): Promise<{ url: string }> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(billingTestSession)
      .set({ status: 'completed', completedAt: now })
      .where(
        and(
          eq(billingTestSession.id, sessionId),
          eq(billingTestSession.userId, userId),
          eq(billingTestSession.status, 'open'),
          gt(billingTestSession.createdAt, new Date(now.getTime() - TEST_SESSION_TTL_MS)),
        ),
      )
      .returning();
    if (!done) {
      const [other] = await tx
        .select({ status: billingTestSession.status })
        .from(billingTestSession)
        .where(and(eq(billingTestSession.id, sessionId), eq(billingTestSession.userId, userId)))
        .limit(1);
      if (other?.status === 'completed') throw new HttpError(409, 'This checkout session has already been completed');
      if (other) throw new HttpError(410, 'This checkout session has expired. Please start again from the billing page.');
      throw new HttpError(404, 'Checkout session not found');
    }
    // A second session opened before the first was paid cannot add a second subscription.
    const [current] = await tx.select().from(subscription).where(eq(subscription.userId, userId)).limit(1);
    if (current) refuseIfAlreadyPaid(current, now);
    await applySubscriptionChange(
      tx,
      {
        userId,
        plan: done.plan as PlanId,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: addMonths(now, 1),
        cancelAtPeriodEnd: false,
        stripeCustomerId: null,
        stripeSubscriptionId: `${TEST_SUBSCRIPTION_PREFIX}${done.id}`,
      },
      now,
    );
    return { url: `/success?session_id=${encodeURIComponent(done.id)}` };
  });
}

/**
 * Test mode has no Stripe to renew or end a subscription at its period end: this does it when the period is
 * over — a cancelled one goes back to free, another one starts its next monthly period (like invoice.paid).
 */
export async function settleTestSubscription(db: Db, userId: string, now: Date): Promise<void> {
  const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId)).limit(1);
  if (!row || row.plan === 'free' || !row.stripeSubscriptionId?.startsWith(TEST_SUBSCRIPTION_PREFIX)) return;
  if (!row.currentPeriodStart || !row.currentPeriodEnd || now < row.currentPeriodEnd) return;
  if (row.cancelAtPeriodEnd) {
    await applySubscriptionChange(db, toFree(userId), now);
    return;
  }
  let start = row.currentPeriodEnd;
  let k = 1;
  while (addMonths(row.currentPeriodStart, k + 1) <= now) k += 1;
  start = addMonths(row.currentPeriodStart, k);
  await applySubscriptionChange(
    db,
    {
      userId,
      plan: row.plan as PlanId,
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: addMonths(row.currentPeriodStart, k + 1),
      cancelAtPeriodEnd: false,
    },
    now,
  );
}

/** The TEST MODE portal: switch plan, cancel at period end, or resume — through applySubscriptionChange. */
export async function testPortalAction(
  db: Db,
  userId: string,
  action: { action: 'switch'; plan: 'standard' | 'premium' } | { action: 'cancel' } | { action: 'resume' },
  now: Date,
): Promise<void> {
  await settleTestSubscription(db, userId, now);
  const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId)).limit(1);
  if (!row || planState(row, now).plan === 'free' || !row.stripeSubscriptionId?.startsWith(TEST_SUBSCRIPTION_PREFIX)) {
    throw new HttpError(400, 'No paid subscription to manage');
  }
  await applySubscriptionChange(
    db,
    {
      userId,
      plan: action.action === 'switch' ? action.plan : (row.plan as PlanId),
      status: row.status,
      currentPeriodStart: row.currentPeriodStart,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: action.action === 'cancel' ? true : action.action === 'resume' ? false : row.cancelAtPeriodEnd,
    },
    now,
  );
}
