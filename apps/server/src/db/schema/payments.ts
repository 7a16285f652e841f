import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
