import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * Stripe webhook events already applied, by event id. The handler inserts the id first, in the same
 * transaction as the change it makes, so a replayed or concurrently redelivered event is applied exactly once.
 */
export const billingEvent = pgTable(
  'billing_event',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** the Stripe subscription the event is about (null for others): a late, older event for it is not applied */
    objectId: text('object_id'),
    /** Stripe's `created` of the event */
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('billing_event_object_idx').on(t.objectId)],
);

/**
 * Test-mode checkout sessions (no Stripe key): created by POST /api/billing/checkout, completed once by their
 * owner on our TEST MODE checkout page.
 */
export const billingTestSession = pgTable(
  'billing_test_session',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** standard | premium */
    plan: text('plan').notNull(),
    /** open | completed */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('billing_test_session_user_idx').on(t.userId)],
);

/**
 * Stripe Checkout Sessions started and not yet finished, one at most per user ('creating' while the session is
 * being made at Stripe, then 'open'): a second checkout reuses or replaces the open one instead of running
 * beside it, so two checkouts started before the first webhook cannot both be paid.
 */
export const billingCheckout = pgTable(
  'billing_checkout',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** standard | premium */
    plan: text('plan').notNull(),
    /** creating | open | completed | expired */
    status: text('status').notNull(),
    stripeSessionId: text('stripe_session_id'),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('billing_checkout_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('creating', 'open')`),
    index('billing_checkout_session_idx').on(t.stripeSessionId),
  ],
);
