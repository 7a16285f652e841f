import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookDelivery, type WebhookEndpoint, type WebhookEvent, type WebhookEventType } from '@tallysheet/contracts';
import { webhookAttempt, webhookDelivery, webhookEndpoint } from '../../db/schema/api.js';
import { user } from '../../db/schema/auth.js';
import { HttpError } from '../../http/errors.js';
import type { Db } from '../../db/types.js';
import { fencedStatement, insertRowsWhen } from '../../jobs/lease.js';
import type { Queue } from '../../jobs/types.js';
import { hasPremium } from '../api-keys/service.js';
import { conversionForEvent } from '../v1/view.js';
import { isBlockedAddress } from './address-guard.js';
import { postWebhook } from './post.js';
import { newWebhookSecret, signatureHeader, SIGNATURE_HEADER } from './signature.js';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';

/** Waits before the 2nd, 3rd, … attempt; after the last one it stays at the last. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000];
/** A delivery is given up when its next attempt would fall later than this after the event. */
export const RETRY_WINDOW_MS = 24 * 3600_000;
/** Deliveries shown per endpoint in Settings. */
const RECENT_DELIVERIES = 10;

export interface WebhookSettings {
  allowPrivate: boolean;
  timeoutMs: number;
}

export interface WebhookDeps {
  db: Db;
  queue: Queue;
  now: () => Date;
  settings: WebhookSettings;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /**
   * PostgreSQL: the longest a delivery's retry transaction may stay idle (the job lease), so a worker frozen inside it
   * cannot hold its job's row — and with it the queue's expiry of every job — for longer than a lease. Unset on
   * embedded PGlite (one process: nothing else waits for a frozen one).
   */
  idleInTransactionMs?: number;
}

type DeliveryRow = typeof webhookDelivery.$inferSelect;
type EndpointRow = typeof webhookEndpoint.$inferSelect;

function deliveryView(d: DeliveryRow): WebhookDelivery {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.eventType as WebhookDelivery['eventType'],
    status: d.status as WebhookDelivery['status'],
    attempts: d.attempts,
    lastResponseStatus: d.lastResponseStatus,
    lastError: d.lastError,
    createdAt: d.createdAt.toISOString(),
    nextAttemptAt: d.status === 'pending' ? (d.nextAttemptAt?.toISOString() ?? null) : null,
  };
}

/** The endpoint URL rule, checked when it is registered (the address guard checks again on every delivery). */
export function checkEndpointUrl(raw: string, allowPrivate: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new HttpError(400, 'Enter a full URL, like https://example.com/tallysheet');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) throw new HttpError(400, 'The endpoint must be an https:// URL');
  if (url.username || url.password) throw new HttpError(400, 'The endpoint URL must not contain a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isBlockedAddress(host)))) {
    throw new HttpError(400, 'The endpoint must be on a public address (not localhost or a private network)');
  }
  url.hash = '';
  return url.toString();
}

export async function listEndpoints(db: Db, userId: string): Promise<WebhookEndpoint[]> {
  const endpoints = await db.select().from(webhookEndpoint).where(eq(webhookEndpoint.userId, userId)).orderBy(webhookEndpoint.createdAt);
  if (endpoints.length === 0) return [];
  const deliveries = await db
    .select()
    .from(webhookDelivery)
    .where(inArray(webhookDelivery.endpointId, endpoints.map((e) => e.id)))
    .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id));
  return endpoints.map((e) => ({
    id: e.id,
    url: e.url,
    secret: e.secret,
    createdAt: e.createdAt.toISOString(),
    deliveries: deliveries.filter((d) => d.endpointId === e.id).slice(0, RECENT_DELIVERIES).map(deliveryView),
  }));
}

export async function createEndpoint(db: Db, userId: string, url: string, now: Date): Promise<WebhookEndpoint> {
  return db.transaction(async (tx) => {
    // Serialise this user's registrations so two at once cannot pass the limit together.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const [{ n }] = (await tx.select({ n: count() }).from(webhookEndpoint).where(eq(webhookEndpoint.userId, userId))) as [{ n: number }];
    if (Number(n) >= MAX_WEBHOOK_ENDPOINTS) throw new HttpError(400, `You can register up to ${MAX_WEBHOOK_ENDPOINTS} endpoints. Delete one first.`);
    const [row] = await tx.insert(webhookEndpoint).values({ id: randomUUID(), userId, url, secret: newWebhookSecret(), createdAt: now }).returning();
    return { id: row!.id, url: row!.url, secret: row!.secret, createdAt: row!.createdAt.toISOString(), deliveries: [] };
  });
}

export async function deleteEndpoint(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id, id), eq(webhookEndpoint.userId, userId)))
    .returning({ id: webhookEndpoint.id });
  return rows.length > 0;
}

/** Creates deliveries (those not there yet) and their jobs in one transaction, so each exists exactly with its job. */
async function queueDeliveries(deps: WebhookDeps, endpoints: EndpointRow[], event: WebhookEvent, conversionId: string | null): Promise<string[]> {
  if (endpoints.length === 0) return [];
  const body = JSON.stringify(event);
  const now = deps.now();
  const ids = await deps.db.transaction(async (tx) => {
    const created = await tx
      .insert(webhookDelivery)
      .values(
        endpoints.map((e) => ({
          id: randomUUID(),
          endpointId: e.id,
          userId: e.userId,
          eventId: event.id,
          eventType: event.type,
          conversionId,
          body,
          status: 'pending',
          createdAt: now,
          nextAttemptAt: now,
        })),
      )
      .onConflictDoNothing({ target: [webhookDelivery.endpointId, webhookDelivery.eventId] })
      .returning({ id: webhookDelivery.id });
    for (const d of created) await deps.queue.enqueue(tx, { type: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: d.id } });
    return created.map((d) => d.id);
  });
  if (ids.length > 0) deps.queue.wake();
  return ids;
}

/**
 * After a conversion finished (the conversion job or the queue's give-up): one `conversion.succeeded` or
 * `conversion.failed` event per endpoint of its owner, while the owner has Premium. Running it twice sends once.
 */
export async function queueConversionEvent(deps: WebhookDeps, conversionId: string): Promise<void> {
  const found = await conversionForEvent(deps.db, conversionId);
  if (!found || (found.view.status !== 'succeeded' && found.view.status !== 'failed')) return;
  const endpoints = await deps.db.select().from(webhookEndpoint).where(eq(webhookEndpoint.userId, found.userId));
  if (endpoints.length === 0 || !(await hasPremium(deps.db, found.userId, deps.now()))) return;
  const type: WebhookEventType = found.view.status === 'succeeded' ? 'conversion.succeeded' : 'conversion.failed';
  const event: WebhookEvent = {
    id: `evt_${conversionId}_${found.view.status}`,
    type,
    createdAt: found.view.finishedAt ?? deps.now().toISOString(),
    data: { conversion: found.view },
  };
  await queueDeliveries(deps, endpoints, event, conversionId);
}

/** The "Send test event" button: a `test` event to one of the user's endpoints. */
export async function queueTestEvent(deps: WebhookDeps, userId: string, endpointId: string): Promise<void> {
  const endpoints = await deps.db
    .select()
    .from(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id, endpointId), eq(webhookEndpoint.userId, userId)));
  if (endpoints.length === 0) throw new HttpError(404, 'Webhook endpoint not found');
  const event: WebhookEvent = { id: `evt_test_${randomUUID()}`, type: 'test', createdAt: deps.now().toISOString(), data: { conversion: null } };
  await queueDeliveries(deps, endpoints, event, null);
}

/** The wait before the attempt after `attempt` (1-based). */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1]!;
}

/**
 * One delivery attempt (the job of one try): sign with the endpoint's secret and the current time, POST, record
 * the attempt; on failure queue the next try with backoff, or give up once that would be more than 24 hours
 * after the event. A job that finds its delivery settled (or its endpoint deleted) does nothing.
 *
 * Every write is fenced by the run's lease (`lease`, see `fencedStatement`): a worker frozen past its lease that
 * resumes after another worker took the job over records no attempt, no outcome and no retry (`LeaseLostError`).
 * The claim of the attempt, the attempt's row with the delivery's outcome, and the retry's state with its job are
 * each all-or-nothing under the lease. What no fence can stop: a POST already on its way when the lease was lost
 * (the run that takes over sends the delivery again, under the same event id — receivers deduplicate by it).
 */
export async function runDeliveryJob(deps: WebhookDeps, deliveryId: string, lease: SQL): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({ d: webhookDelivery, e: webhookEndpoint })
    .from(webhookDelivery)
    .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
    .where(eq(webhookDelivery.id, deliveryId))
    .limit(1);
  if (!row || row.d.status !== 'pending') return;
  const { d, e } = row;
  const attempt = d.attempts + 1;
  // Claim this attempt: of two runs of the same job at once, only one sends it.
  const { claimed } = await fencedStatement<{ claimed: number }>(
    db,
    lease,
    (held) => sql`claim as (
      update ${webhookDelivery} set ${sql.identifier(webhookDelivery.attempts.name)} = ${attempt}::int
      where ${webhookDelivery.id} = ${d.id} and ${webhookDelivery.attempts} = ${d.attempts}::int and ${webhookDelivery.status} = 'pending' and ${held}
      returning 1)`,
    sql`(select count(*)::int from claim) as claimed`,
  );
  if (claimed === 0) return;

  const sentAt = deps.now();
  const outcome = await postWebhook(
    e.url,
    d.body,
    {
      [SIGNATURE_HEADER]: signatureHeader(e.secret, Math.floor(sentAt.getTime() / 1000), d.body),
      'Tallysheet-Event-Id': d.eventId,
      'Tallysheet-Event-Type': d.eventType,
      'Tallysheet-Delivery-Attempt': String(attempt),
    },
    deps.settings,
  );
  const ok = outcome.error === null;
  const now = deps.now();
  const next = new Date(now.getTime() + retryDelayMs(attempt));
  const givenUp = !ok && next.getTime() > d.createdAt.getTime() + RETRY_WINDOW_MS;
  const attemptRow = {
    id: randomUUID(),
    deliveryId: d.id,
    attempt,
    at: sentAt,
    responseStatus: outcome.status,
    error: outcome.error,
    durationMs: outcome.durationMs,
  };
  // The attempt's row and the delivery's new state, written together while the lease is held.
  const record = (held: SQL) => {
    const ts = (t: Date | null) => (t ? sql`${t.toISOString()}::timestamptz` : sql`null`);
    const settled = ok ? 'succeeded' : givenUp ? 'failed' : null;
    return sql`attempt_row as (${insertRowsWhen(webhookAttempt, [attemptRow], held)}),
      outcome as (update ${webhookDelivery} set ${sql.identifier(webhookDelivery.lastResponseStatus.name)} = ${outcome.status}::int,
        ${sql.identifier(webhookDelivery.lastError.name)} = ${outcome.error}::text,
        ${sql.identifier(webhookDelivery.nextAttemptAt.name)} = ${ts(settled ? null : next)}${
          settled
            ? sql`, ${sql.identifier(webhookDelivery.status.name)} = ${settled}, ${sql.identifier(webhookDelivery.finishedAt.name)} = ${ts(now)}`
            : sql``
        }
        where ${webhookDelivery.id} = ${d.id} and ${held})`;
  };
  if (ok || givenUp) {
    if (givenUp) deps.log?.warn({ deliveryId: d.id, attempts: attempt }, 'webhook delivery given up after 24 hours');
    await fencedStatement(db, lease, record);
    return;
  }
  // A retry: its state and its job in one transaction whose first statement checks the lease (and share-locks the
  // job's row until the commit, so a takeover waits for it and then finds the retry queued — or finds nothing).
  await db.transaction(async (tx) => {
    if (deps.idleInTransactionMs) await tx.execute(sql`select set_config('idle_in_transaction_session_timeout', ${String(deps.idleInTransactionMs)}, true)`);
    await fencedStatement(tx, lease, record);
    await deps.queue.enqueue(tx, { type: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: d.id }, runAt: next });
  });
}

/** Every attempt of one delivery (tests and support). */
export async function attemptsOf(db: Db, deliveryId: string) {
  return db.select().from(webhookAttempt).where(eq(webhookAttempt.deliveryId, deliveryId)).orderBy(webhookAttempt.attempt);
}
