import { and, eq, lte, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { PLANS, type PlanId, type Subscription } from '@tallysheet/contracts';
import { subscription, usage } from '../../db/schema/billing.js';
import type { Db } from '../../db/types.js';

/** The subscription fields of the free plan (a deleted or lapsed subscription goes back to these). */
export const FREE_PLAN = {
  plan: 'free',
  status: 'active',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  stripeSubscriptionId: null,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Subscription statuses under which a paid plan's limits apply. */
const PAID_STATUSES = new Set(['active', 'trialing', 'past_due']);

export type SubscriptionRow = typeof subscription.$inferSelect;

export interface Period {
  start: Date;
  end: Date;
}

export interface PlanState {
  row: SubscriptionRow;
  /** the plan whose limits apply now */
  plan: PlanId;
  period: Period;
  limit: number;
  maxFileBytes: number;
}

/** `date` moved by `months` calendar months (UTC), the day clamped to the target month's length (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const target = new Date(Date.UTC(y, m, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
  const daysInTarget = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), daysInTarget));
  return target;
}

/** The monthly cycle, anchored at `anchor`, that contains `now`. */
export function monthlyPeriod(anchor: Date, now: Date): Period {
  if (now < anchor) return { start: anchor, end: addMonths(anchor, 1) };
  let k = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  if (addMonths(anchor, k) > now) k -= 1;
  return { start: addMonths(anchor, k), end: addMonths(anchor, k + 1) };
}

/** The subscription row, created as the free plan the first time it is needed. */
export async function ensureSubscription(db: Db, userId: string, now: Date, signedUpAt?: Date): Promise<SubscriptionRow> {
  const [existing] = await db.select().from(subscription).where(eq(subscription.userId, userId)).limit(1);
  if (existing) return existing;
  await db
    .insert(subscription)
    .values({ id: randomUUID(), userId, plan: 'free', status: 'active', periodAnchor: signedUpAt ?? now, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: subscription.userId });
  const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId)).limit(1);
  return row!;
}

/** A paid subscription cancelled at its period end whose end has passed: it is the free plan from then on. */
export function endedByCancellation(row: SubscriptionRow, now: Date): boolean {
  return row.plan !== 'free' && row.cancelAtPeriodEnd && row.currentPeriodEnd !== null && now >= row.currentPeriodEnd;
}

/**
 * Writes the downgrade of a subscription that `endedByCancellation` (the webhook or test-mode settlement that
 * would do it may be late or never come); the row is changed only while it still reads as that ended plan, so a
 * renewal or resume applied meanwhile wins. Returns the row as it is now.
 */
export async function downgradeIfEnded(db: Db, row: SubscriptionRow, now: Date): Promise<SubscriptionRow> {
  if (!endedByCancellation(row, now)) return row;
  const [updated] = await db
    .update(subscription)
    .set({ ...FREE_PLAN, updatedAt: now })
    .where(
      and(
        eq(subscription.userId, row.userId),
        eq(subscription.plan, row.plan),
        eq(subscription.cancelAtPeriodEnd, true),
        lte(subscription.currentPeriodEnd, now),
      ),
    )
    .returning();
  if (updated) return updated;
  const [current] = await db.select().from(subscription).where(eq(subscription.userId, row.userId)).limit(1);
  return current ?? row;
}

/** `downgradeIfEnded` for a user, on its own (before a conversion's transaction, which a refused start rolls back). */
export async function settleEndedSubscription(db: Db, userId: string, now: Date, signedUpAt?: Date): Promise<void> {
  await downgradeIfEnded(db, await ensureSubscription(db, userId, now, signedUpAt), now);
}

/** Which plan applies now, its limits and the billing period (paid: Stripe's period; free: monthly from sign-up). */
export function planState(row: SubscriptionRow, now: Date): PlanState {
  const paid =
    row.plan !== 'free' &&
    row.plan in PLANS &&
    !endedByCancellation(row, now) &&
    (PAID_STATUSES.has(row.status) || (row.currentPeriodEnd !== null && now < row.currentPeriodEnd));
  const plan: PlanId = paid ? (row.plan as PlanId) : 'free';
  let period: Period;
  if (paid && row.currentPeriodStart && row.currentPeriodEnd && now < row.currentPeriodEnd) {
    period = { start: row.currentPeriodStart, end: row.currentPeriodEnd };
  } else if (paid && row.currentPeriodStart) {
    // The renewal has not reached us yet: keep counting in monthly steps from the last known start.
    period = monthlyPeriod(row.currentPeriodStart, now);
  } else {
    period = monthlyPeriod(row.periodAnchor, now);
  }
  const p = PLANS[plan];
  return { row, plan, period, limit: p.monthlyConversions, maxFileBytes: p.maxFileBytes };
}

export async function loadPlanState(db: Db, userId: string, now: Date, signedUpAt?: Date): Promise<PlanState> {
  return planState(await ensureSubscription(db, userId, now, signedUpAt), now);
}

export async function usedInPeriod(db: Db, userId: string, periodStart: Date): Promise<number> {
  const [row] = await db
    .select({ used: usage.used })
    .from(usage)
    .where(and(eq(usage.userId, userId), eq(usage.periodStart, periodStart)))
    .limit(1);
  return row?.used ?? 0;
}

export function subscriptionView(state: PlanState, used: number, now: Date): Subscription {
  const p = PLANS[state.plan];
  return {
    plan: state.plan,
    status: state.plan === state.row.plan ? state.row.status : 'active',
    monthlyConversionsLimit: state.limit,
    monthlyConversionsUsed: used,
    fileSizeLimit: p.fileSizeLimitMb,
    daysUntilReset: Math.max(0, Math.ceil((state.period.end.getTime() - now.getTime()) / DAY_MS)),
    currentPeriodEnd: state.period.end.toISOString(),
    cancelAtPeriodEnd: state.plan === state.row.plan ? state.row.cancelAtPeriodEnd : false,
  };
}

/** The spec's Subscription answer (GET /api/billing/subscription). */
export async function getSubscriptionView(db: Db, userId: string, now: Date, signedUpAt?: Date): Promise<Subscription> {
  const state = await loadPlanState(db, userId, now, signedUpAt);
  return subscriptionView(state, await usedInPeriod(db, userId, state.period.start), now);
}

export type Reservation =
  | { ok: true; state: PlanState; used: number }
  | { ok: false; state: PlanState; used: number; remaining: number };

/**
 * Reserves `count` conversions in the current period in one statement: the upsert only adds when the sum stays
 * within the limit, and PostgreSQL's row lock on the usage row serialises concurrent starts, so parallel requests
 * can never push `used` past the limit.
 */
export async function reserveConversions(tx: Db, userId: string, count: number, now: Date, signedUpAt?: Date): Promise<Reservation> {
  // A subscription cancelled at its period end is downgraded here at the latest, not only when it is read.
  const state = planState(await downgradeIfEnded(tx, await ensureSubscription(tx, userId, now, signedUpAt), now), now);
  const { start } = state.period;
  if (count > 0 && count <= state.limit) {
    const rows = await tx
      .insert(usage)
      .values({ userId, periodStart: start, used: count })
      .onConflictDoUpdate({
        target: [usage.userId, usage.periodStart],
        set: { used: sql`${usage.used} + ${count}` },
        setWhere: sql`${usage.used} + ${count} <= ${state.limit}`,
      })
      .returning({ used: usage.used });
    if (rows.length > 0) return { ok: true, state, used: rows[0]!.used };
  }
  const used = await usedInPeriod(tx, userId, start);
  return { ok: false, state, used, remaining: Math.max(0, state.limit - used) };
}

/** Gives back conversions that produced nothing (failed files) to the period they were taken from. */
export async function releaseConversions(db: Db, userId: string, periodStart: Date, count: number): Promise<void> {
  if (count <= 0) return;
  await db
    .update(usage)
    .set({ used: sql`greatest(${usage.used} - ${count}, 0)` })
    .where(and(eq(usage.userId, userId), eq(usage.periodStart, periodStart)));
}

/** The spec's §5 quota texts for a refused start. */
export function quotaMessage(r: { state: PlanState; used: number; remaining: number }, now: Date): string {
  const { limit } = r.state;
  const days = Math.max(0, Math.ceil((r.state.period.end.getTime() - now.getTime()) / DAY_MS));
  const resets = days > 0 ? `Resets in ${days} days.` : 'Resets soon.';
  const head =
    r.remaining <= 0
      ? `Conversion limit reached! You've used all ${limit} conversions this billing cycle.`
      : `Not enough conversions remaining! You can only convert ${r.remaining} more files this billing cycle.`;
  return `${head} ${r.used}/${limit} conversions used. ${resets}`;
}
