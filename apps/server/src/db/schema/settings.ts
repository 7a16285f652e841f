import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { conversion } from './conversions.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A user's export settings (issue #14): the CSV format and the DATEV / Xero / QuickBooks accounts and codes.
 * `settings` holds only what the user set; @tallysheet/extract's resolveExportSettings fills the defaults.
 * csvFormat null = not chosen yet (the web app then proposes the browser language's format).
 */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  csvFormat: text('csv_format'),
  settings: jsonb('settings').notNull().default({}),
  updatedAt: ts('updated_at').notNull(),
});

/** What an accounting export of a conversion left out or noted (an invoice without a date or total, …). */
export const exportIssue = pgTable(
  'export_issue',
  {
    id: text('id').primaryKey(),
    conversionId: text('conversion_id')
      .notNull()
      .references(() => conversion.id, { onDelete: 'cascade' }),
    /** datev | xero | quickbooks */
    format: text('format').notNull(),
    fileName: text('file_name').notNull(),
    invoiceNumber: text('invoice_number'),
    /** true = the invoice is not in the export */
    skipped: boolean('skipped').notNull(),
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('export_issue_conversion_idx').on(t.conversionId)],
);

