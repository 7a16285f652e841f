import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKey } from '@tallysheet/contracts';
import { apiKey } from '../../db/schema/api.js';
import { user } from '../../db/schema/auth.js';
import type { Db } from '../../db/types.js';
import { loadPlanState } from '../quota/service.js';

/** The message a Free or Standard user gets from every API-key, webhook and /api/v1 route that needs Premium. */
export const PREMIUM_REQUIRED_MESSAGE =
  'API access is part of the Premium plan. Upgrade in Settings → Billing to create API keys and use the API.';

export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new key: the prefix and 32 random bytes in base64url (43 characters). */
export function generateKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

type KeyRow = typeof apiKey.$inferSelect;

export function toApiKeyView(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    last4: row.last4,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Whether the Premium plan applies to the user now (the plan catalogue's paid statuses and grace). */
export async function hasPremium(db: Db, userId: string, now: Date, signedUpAt?: Date): Promise<boolean> {
  return (await loadPlanState(db, userId, now, signedUpAt)).plan === 'premium';
}

/** Creates a key; the full key is in the answer and nowhere else (only its hash is stored). */
export async function createKey(db: Db, userId: string, name: string, now: Date): Promise<ApiKey & { key: string }> {
  const key = generateKey();
  const [row] = await db
    .insert(apiKey)
    .values({ id: randomUUID(), userId, name, keyHash: hashKey(key), last4: key.slice(-4), createdAt: now })
    .returning();
  return { ...toApiKeyView(row!), key };
}

/** The user's keys that still work, newest first. */
export async function listKeys(db: Db, userId: string): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKey)
    .where(and(eq(apiKey.userId, userId), isNull(apiKey.revokedAt)))
    .orderBy(desc(apiKey.createdAt), desc(apiKey.id));
  return rows.map(toApiKeyView);
}

/** Revokes one of the user's keys at once (the next request with it answers 401); false when there is none. */
export async function revokeKey(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(apiKey)
    .set({ revokedAt: now })
    .where(and(eq(apiKey.id, id), eq(apiKey.userId, userId), isNull(apiKey.revokedAt)))
    .returning({ id: apiKey.id });
  return rows.length > 0;
}

export interface KeyUse {
  keyId: string;
  userId: string;
  /** the key owner's sign-up (anchors the free plan's period) */
  signedUpAt: Date;
  /** requests counted in the current window, this one included */
  count: number;
  /** when the current window ends */
  windowEnd: Date;
}

export const RATE_WINDOW_MS = 60_000;

/**
 * Looks the presented key up by its hash and, in the same statement, counts the request in the key's current
 * one-minute window and stamps `lastUsedAt`. A revoked or unknown key matches no row: null. The row lock makes
 * concurrent requests of one key count one after another on every server instance.
 */
export async function useKey(db: Db, presented: string, now: Date): Promise<KeyUse | null> {
  if (!presented.startsWith(API_KEY_PREFIX) || presented.length > 200) return null;
  const windowStart = new Date(Math.floor(now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS);
  const [row] = await db
    .update(apiKey)
    .set({
      rateCount: sql`case when ${apiKey.rateWindowStart} = ${windowStart.toISOString()}::timestamptz then ${apiKey.rateCount} + 1 else 1 end`,
      rateWindowStart: windowStart,
      lastUsedAt: now,
    })
    .where(and(eq(apiKey.keyHash, hashKey(presented)), isNull(apiKey.revokedAt)))
    .returning({ id: apiKey.id, userId: apiKey.userId, count: apiKey.rateCount });
  if (!row) return null;
  const [owner] = await db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, row.userId)).limit(1);
  if (!owner) return null;
  return {
    keyId: row.id,
    userId: row.userId,
    signedUpAt: owner.createdAt,
    count: row.count,
    windowEnd: new Date(windowStart.getTime() + RATE_WINDOW_MS),
  };
}
