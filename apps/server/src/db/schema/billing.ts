import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * One row per user, created lazily on first use as the free plan. The billing module (Stripe or test mode)
 * moves it to a paid plan and sets the Stripe ids and the paid billing period.
 */
export const subscription = pgTable('subscription', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** free | standard | premium */
  plan: text('plan').notNull().default('free'),
  /** Stripe's words: active, trialing, past_due, canceled, … ; 'active' for free */
  status: text('status').notNull().default('active'),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** the paid billing period; null on the free plan (its period runs monthly from `periodAnchor`) */
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** the free plan's monthly cycle starts on this date (the user's sign-up) */
  periodAnchor: timestamp('period_anchor', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Conversions used per user and billing period; a new period simply starts a new row. */
export const usage = pgTable(
  'usage',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [uniqueIndex('usage_user_period_idx').on(t.userId, t.periodStart), index('usage_user_idx').on(t.userId)],
);
