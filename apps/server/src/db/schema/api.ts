import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { conversion } from './conversions.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An API key (issue #15). Only the SHA-256 of the key is kept (the key is 32 random bytes, so a plain hash is
 * enough); the full key is shown once. The per-key rate-limit window lives on the row, so every server instance
 * counts the same requests.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** hex SHA-256 of the full key */
    keyHash: text('key_hash').notNull(),
    last4: text('last4').notNull(),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    /** start of the current rate-limit window and the requests counted in it */
    rateWindowStart: ts('rate_window_start'),
    rateCount: integer('rate_count').notNull().default(0),
  },
  (t) => [uniqueIndex('api_key_hash_idx').on(t.keyHash), index('api_key_user_idx').on(t.userId)],
);

/**
 * What the API adds to a conversion it started: the key, the formats asked for, and the Idempotency-Key with a
 * fingerprint of the request. Written in the conversion's own transaction, so a retried POST finds it or the
 * unique index refuses the duplicate (and its quota reservation rolls back with it).
 */
export const apiConversion = pgTable(
  'api_conversion',
  {
    conversionId: text('conversion_id')
      .primaryKey()
      .references(() => conversion.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    apiKeyId: text('api_key_id').references(() => apiKey.id, { onDelete: 'set null' }),
    formats: jsonb('formats').$type<string[]>().notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 over the files and fields of the request */
    fingerprint: text('fingerprint'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('api_conversion_idempotency_idx').on(t.userId, t.idempotencyKey)],
);

/** A registered webhook endpoint (up to 5 per user) and its signing secret. */
export const webhookEndpoint = pgTable(
  'webhook_endpoint',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('webhook_endpoint_user_idx').on(t.userId)],
);

/**
 * One event for one endpoint. The unique index makes creating it idempotent (a conversion job that runs again
 * does not send its event twice); each try is a queued job and a `webhook_attempt` row.
 */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** the conversion the event is about (null for test events) */
    conversionId: text('conversion_id'),
    /** the exact JSON body sent (signed as it is) */
    body: text('body').notNull(),
    /** pending | succeeded | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastResponseStatus: integer('last_response_status'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull(),
    nextAttemptAt: ts('next_attempt_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('webhook_delivery_event_idx').on(t.endpointId, t.eventId),
    index('webhook_delivery_endpoint_created_idx').on(t.endpointId, t.createdAt),
  ],
);

/** Every delivery attempt, as the Settings page lists them. */
export const webhookAttempt = pgTable(
  'webhook_attempt',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDelivery.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    at: ts('at').notNull(),
    responseStatus: integer('response_status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempt_delivery_idx').on(t.deliveryId)],
);
