import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A message from the public /contact page or the signed-in Contact tab. Stored before any e-mail is sent,
 * so a mail outage loses nothing: `forwardedAt` stays null and `forwardError` says why.
 */
export const contactMessage = pgTable(
  'contact_message',
  {
    id: text('id').primaryKey(),
    /** set for the signed-in Contact tab; kept (as null) if the account is deleted later */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** public | dashboard */
    source: text('source').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    forwarded: boolean('forwarded').notNull().default(false),
    forwardedAt: ts('forwarded_at'),
    forwardError: text('forward_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_message_created_idx').on(t.createdAt), index('contact_message_user_idx').on(t.userId)],
);

/** One row per address on the API waitlist (unique, so signing up twice is harmless). */
export const waitlistSignup = pgTable(
  'waitlist_signup',
  {
    id: text('id').primaryKey(),
    /** lower-cased */
    email: text('email').notNull(),
    forwarded: boolean('forwarded').notNull().default(false),
    forwardedAt: ts('forwarded_at'),
    forwardError: text('forward_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('waitlist_signup_email_idx').on(t.email)],
);
