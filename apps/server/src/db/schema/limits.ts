import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Magic-link sends that went out, per limit scope ('ip' | 'email') and key, for the sliding-window send limits.
 * Kept in the database so every server instance counts the same sends (DESIGN §7); rows older than the window
 * are deleted as keys are checked.
 */
export const authSend = pgTable(
  'auth_send',
  {
    id: text('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('auth_send_key_idx').on(t.scope, t.key, t.sentAt), index('auth_send_sent_at_idx').on(t.sentAt)],
);
