import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { conversion, conversionFile } from './conversions.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The ExtractionResult of one converted PDF (issue #12: review and correct). The JSON as extracted lives in blob
 * storage under `storageKey`, deleted with the workbook it belongs to (same `expiresAt`); the summary columns let
 * cards and history rows say how many checks passed without reading it.
 */
export const extractionResult = pgTable(
  'extraction_result',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    conversionId: text('conversion_id')
      .notNull()
      .references(() => conversion.id, { onDelete: 'cascade' }),
    conversionFileId: text('conversion_file_id')
      .notNull()
      .references(() => conversionFile.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    checksPassed: integer('checks_passed').notNull().default(0),
    checksTotal: integer('checks_total').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('extraction_result_file_idx').on(t.conversionFileId),
    index('extraction_result_conversion_idx').on(t.conversionId),
    index('extraction_result_expires_idx').on(t.expiresAt),
  ],
);

/**
 * One save on the review screen: who, when, and the whole corrected `invoice` object. The newest row is the
 * result's current invoice. Rows are deleted when their result expires (corrections go with the files).
 */
export const resultCorrection = pgTable(
  'result_correction',
  {
    id: text('id').primaryKey(),
    resultId: text('result_id')
      .notNull()
      .references(() => extractionResult.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    invoice: jsonb('invoice').notNull(),
    /** for each line of `invoice`, the index of the extracted line it came from (null: added by a person) */
    lineOrigins: jsonb('line_origins').$type<(number | null)[]>().notNull(),
    /** field paths that differ from the extraction after this save */
    changedPaths: jsonb('changed_paths').$type<string[]>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('result_correction_result_idx').on(t.resultId, t.createdAt)],
);
