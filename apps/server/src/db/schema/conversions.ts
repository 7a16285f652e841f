import { bigint, index, integer, jsonb, pgTable, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An uploaded PDF, stored under a random key; the bytes go after 24 h, the row stays for history. */
export const upload = pgTable(
  'upload',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** sanitised display name */
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('upload_user_idx').on(t.userId), index('upload_expires_idx').on(t.expiresAt)],
);

export const conversion = pgTable(
  'conversion',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** pending | processing | succeeded | failed */
    status: text('status').notNull().default('pending'),
    /** 0-100 */
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    totalFiles: integer('total_files').notNull(),
    totalSize: bigint('total_size', { mode: 'number' }).notNull(),
    /** the usage period the quota was reserved in (failed files are given back to it) */
    usagePeriodStart: ts('usage_period_start').notNull(),
    createdAt: ts('created_at').notNull(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    /** how many times a worker picked it up */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('conversion_user_created_idx').on(t.userId, t.createdAt), index('conversion_status_idx').on(t.status)],
);

export const conversionFile = pgTable(
  'conversion_file',
  {
    id: text('id').primaryKey(),
    conversionId: text('conversion_id')
      .notNull()
      .references(() => conversion.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => upload.id, { onDelete: 'cascade' }),
    /** order within the conversion */
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** pending | processing | succeeded | failed */
    status: text('status').notNull().default('pending'),
    error: text('error'),
    pages: integer('pages'),
    pagesDone: integer('pages_done').notNull().default(0),
    tablesExtracted: integer('tables_extracted'),
  },
  (t) => [index('conversion_file_conversion_idx').on(t.conversionId)],
);

/** A generated workbook or CSV. conversionFileId is null for the combined files of a multi-PDF conversion. */
export const output = pgTable(
  'output',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    conversionId: text('conversion_id')
      .notNull()
      .references(() => conversion.id, { onDelete: 'cascade' }),
    conversionFileId: text('conversion_file_id').references(() => conversionFile.id, { onDelete: 'cascade' }),
    /** xlsx | csv */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    tablesExtracted: integer('tables_extracted').notNull().default(0),
    combined: boolean('combined').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('output_user_idx').on(t.userId),
    index('output_conversion_idx').on(t.conversionId),
    index('output_expires_idx').on(t.expiresAt),
  ],
);

/** The in-process queue's persisted jobs (pg-boss keeps its own tables). */
export const job = pgTable(
  'job',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: ts('run_at').notNull(),
    lockedAt: ts('locked_at'),
    lockedBy: text('locked_by'),
    heartbeatAt: ts('heartbeat_at'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('job_status_run_at_idx').on(t.status, t.runAt)],
);
